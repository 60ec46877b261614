/** `agent: claude-code`: `claude --print --output-format stream-json …` per round; the user's configuration left alone. */
import type { AgentUsage } from "../../core/ports.js";
import { CLAUDE_CODE_KEY, CLAUDE_CODE_PACKAGE } from "../../core/presets.js";
import type { AgentProcess, AgentProgram, ProgramVerdict, RoundFiles } from "../command.js";
import {
  checkCli,
  fileExists,
  isRecord,
  JsonLines,
  numberField,
  quote,
  reportJsonSchema,
  requireOneOf,
  splitArguments,
  writeReportIfAbsent,
} from "./cli.js";
import { urlHost } from "../egress.js";
import type { CliConfiguration } from "../sandbox.js";
import type { ModelApi, ModelKey, Preset, PresetSettings } from "./preset.js";

/** `claude --help` must list each. */
const FLAGS = [
  "--print",
  "--output-format",
  "--verbose",
  "--dangerously-skip-permissions",
  "--no-session-persistence",
  "--json-schema",
  "--model",
];

const CREDENTIALS = [CLAUDE_CODE_KEY, "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"];
/** These providers bring their own credentials. */
const THIRD_PARTY = ["CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY"];

/** Without the executable. @throws Error on an unclosed quote. */
export function claudeCodeArguments(settings: Pick<PresetSettings, "command" | "model">): string[] {
  return [
    "--print",
    "--output-format",
    "stream-json",
    "--verbose",
    "--dangerously-skip-permissions",
    "--no-session-persistence",
    "--json-schema",
    JSON.stringify(reportJsonSchema()),
    ...(settings.model !== null ? ["--model", settings.model] : []),
    ...splitArguments(settings.command ?? ""),
  ];
}

/** No update mid-run; as root the CLI refuses `--dangerously-skip-permissions` without `IS_SANDBOX=1`. */
export function claudeCodeEnvironment(uid: number | undefined = process.getuid?.()): Record<string, string> {
  return { DISABLE_AUTOUPDATER: "1", ...(uid === 0 ? { IS_SANDBOX: "1" } : {}) };
}

export function claudeCodeConfiguration(env: Record<string, string>): CliConfiguration {
  const dir = env.CLAUDE_CONFIG_DIR ?? "";
  return { home: [".claude", ".claude.json"], paths: dir !== "" ? [{ variable: "CLAUDE_CONFIG_DIR", path: dir }] : [] };
}

export const ANTHROPIC_API_HOST = "api.anthropic.com";

export function claudeCodeHosts(env: Record<string, string>): string[] {
  return [urlHost(env.ANTHROPIC_BASE_URL) ?? ANTHROPIC_API_HOST];
}

const KEYS: readonly ModelKey[] = [
  { variable: "ANTHROPIC_API_KEY", header: "x-api-key", bearer: false },
  { variable: "ANTHROPIC_AUTH_TOKEN", header: "authorization", bearer: true },
  { variable: "CLAUDE_CODE_OAUTH_TOKEN", header: "authorization", bearer: true },
];

export function claudeCodeModelApi(env: Record<string, string>): ModelApi {
  return {
    baseUrl: (env.ANTHROPIC_BASE_URL ?? "").trim() || `https://${ANTHROPIC_API_HOST}`,
    baseUrlVariable: "ANTHROPIC_BASE_URL",
    keys: KEYS,
  };
}

export interface ClaudeCodeResult {
  subtype: string;
  isError: boolean;
  text: string;
  apiErrorStatus: number | null;
  structuredOutput: unknown;
  usage: AgentUsage;
}

/** Input tokens count cache creation and reads; null for any other line. */
export function readClaudeCodeResult(event: unknown): ClaudeCodeResult | null {
  if (!isRecord(event) || event.type !== "result") return null;
  const usage = isRecord(event.usage) ? event.usage : {};
  const input = ["input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"].map((key) => numberField(usage, key));
  const errors = Array.isArray(event.errors) ? event.errors.filter((error): error is string => typeof error === "string") : [];
  const result: AgentUsage = {};
  if (input.some((value) => value !== undefined)) result.inputTokens = input.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const fields: [keyof AgentUsage, number | undefined][] = [
    ["outputTokens", numberField(usage, "output_tokens")],
    ["costUsd", numberField(event, "total_cost_usd")],
    ["turns", numberField(event, "num_turns")],
    ["durationMs", numberField(event, "duration_ms")],
  ];
  for (const [key, value] of fields) if (value !== undefined) result[key] = value;
  return {
    subtype: typeof event.subtype === "string" ? event.subtype : "unknown",
    isError: event.is_error === true,
    text: typeof event.result === "string" ? event.result : errors.join("; "),
    apiErrorStatus: numberField(event, "api_error_status") ?? null,
    structuredOutput: event.structured_output,
    usage: result,
  };
}

/** `is_error` fails it whatever `subtype` says; the structured answer is the report when none was written. */
export async function judgeClaudeCodeRound(result: ClaudeCodeResult | null, reportFile: string): Promise<ProgramVerdict> {
  if (result === null) return {};
  const { usage } = result;
  if (result.isError) {
    const status = result.apiErrorStatus !== null ? `, API status ${result.apiErrorStatus}` : "";
    return {
      usage,
      failure: `Claude Code reported an error (result subtype "${result.subtype}", is_error true${status}): ${quote(result.text)}`,
    };
  }
  if (result.subtype !== "success") return { usage, failure: `Claude Code ended with "${result.subtype}": ${quote(result.text)}` };
  if (isRecord(result.structuredOutput)) await writeReportIfAbsent(reportFile, JSON.stringify(result.structuredOutput));
  if (!(await fileExists(reportFile))) {
    return { usage, failure: `Claude Code finished without writing a report; its final message: ${quote(result.text) || "(empty)"}` };
  }
  return { usage };
}

function claudeCodeProcess(settings: PresetSettings, files: RoundFiles): AgentProcess {
  let result: ClaudeCodeResult | null = null;
  const lines = new JsonLines((event) => (result = readClaudeCodeResult(event) ?? result));
  return {
    file: "claude",
    args: claudeCodeArguments(settings),
    env: claudeCodeEnvironment(),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeClaudeCodeRound(result, files.reportFile);
    },
  };
}

export const claudeCode: Preset = {
  cli: { binary: "claude", package: CLAUDE_CODE_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "claude-code",
        binary: "claude",
        install: `npm install -g ${CLAUDE_CODE_PACKAGE}`,
        helpCommand: [],
        flags: FLAGS,
        where: settings.where,
      },
      { ...claudeCodeEnvironment(), ...settings.env },
      settings.workspace,
      settings.sandbox,
    );
    if (!THIRD_PARTY.some((name) => (settings.env[name] ?? "") !== ""))
      requireOneOf({ agent: "claude-code", env: settings.env, names: CREDENTIALS, what: "an Anthropic credential", where: settings.where });
    return cli;
  },
  configuration(env) {
    return claudeCodeConfiguration(env);
  },
  hosts: claudeCodeHosts,
  keys: KEYS,
  modelApi: claudeCodeModelApi,
  program(settings): AgentProgram {
    claudeCodeArguments(settings);
    return { label: "claude", prepare: async (files) => claudeCodeProcess(settings, files) };
  },
};
