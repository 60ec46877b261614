/**
 * `agent: claude-code`: Claude Code (`claude`) run non-interactively, once per round.
 *
 * Command line: `claude --print --output-format stream-json --verbose --dangerously-skip-permissions
 * --no-session-persistence --json-schema <report schema> [--model M] [agent-command arguments]`,
 * the prompt on stdin. Flags as listed by `claude --help` (2.1.197). The user's own configuration
 * (`ANTHROPIC_BASE_URL`, `ANTHROPIC_API_KEY`, proxies, `~/.claude/settings.json`) is left alone.
 */
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

/** Flags the preset passes; `claude --help` must list each. */
const FLAGS = [
  "--print",
  "--output-format",
  "--verbose",
  "--dangerously-skip-permissions",
  "--no-session-persistence",
  "--json-schema",
  "--model",
];

/** Names that carry Anthropic credentials (API key, gateway token, subscription token). */
const CREDENTIALS = [CLAUDE_CODE_KEY, "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"];
/** Third-party providers (Bedrock, Vertex AI, Foundry) bring their own credentials. */
const THIRD_PARTY = ["CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY"];

/**
 * The command line for one round (without the executable): fixed flags, the report schema, the
 * model, then the user's extra arguments, which may so override an earlier flag.
 * @throws Error when `agent-command` has an unclosed quote.
 */
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

/**
 * Environment defaults for the CLI: `DISABLE_AUTOUPDATER=1` (a throwaway runner must not update
 * the CLI in the middle of a run) and, when the runner runs as root, `IS_SANDBOX=1`, without which
 * Claude Code refuses `--dangerously-skip-permissions` as root. A value passed via `agent-env` wins.
 */
export function claudeCodeEnvironment(uid: number | undefined = process.getuid?.()): Record<string, string> {
  return { DISABLE_AUTOUPDATER: "1", ...(uid === 0 ? { IS_SANDBOX: "1" } : {}) };
}

/**
 * Where Claude Code keeps its settings, login and session files: `~/.claude` and `~/.claude.json`,
 * or the folder `CLAUDE_CONFIG_DIR` names.
 */
export function claudeCodeConfiguration(env: Record<string, string>): CliConfiguration {
  const dir = env.CLAUDE_CONFIG_DIR ?? "";
  return { home: [".claude", ".claude.json"], paths: dir !== "" ? [{ variable: "CLAUDE_CONFIG_DIR", path: dir }] : [] };
}

/** Anthropic's API host, which Claude Code calls unless `ANTHROPIC_BASE_URL` names another. */
export const ANTHROPIC_API_HOST = "api.anthropic.com";

/** Claude Code's model API host: that of `ANTHROPIC_BASE_URL`, else {@link ANTHROPIC_API_HOST}. */
export function claudeCodeHosts(env: Record<string, string>): string[] {
  return [urlHost(env.ANTHROPIC_BASE_URL) ?? ANTHROPIC_API_HOST];
}

/** Claude Code's key variables: `ANTHROPIC_API_KEY` (`x-api-key`), `ANTHROPIC_AUTH_TOKEN` and `CLAUDE_CODE_OAUTH_TOKEN` (`Authorization: Bearer`). */
const KEYS: readonly ModelKey[] = [
  { variable: "ANTHROPIC_API_KEY", header: "x-api-key", bearer: false },
  { variable: "ANTHROPIC_AUTH_TOKEN", header: "authorization", bearer: true },
  { variable: "CLAUDE_CODE_OAUTH_TOKEN", header: "authorization", bearer: true },
];

/** Claude Code's model API: `ANTHROPIC_BASE_URL`, else Anthropic's, with its {@link KEYS}. */
export function claudeCodeModelApi(env: Record<string, string>): ModelApi {
  return {
    baseUrl: (env.ANTHROPIC_BASE_URL ?? "").trim() || `https://${ANTHROPIC_API_HOST}`,
    baseUrlVariable: "ANTHROPIC_BASE_URL",
    keys: KEYS,
  };
}

/** The `result` event of Claude Code's stream-json output, as far as the preset reads it. */
export interface ClaudeCodeResult {
  subtype: string;
  isError: boolean;
  /** The final message, or the error text. */
  text: string;
  /** The HTTP status of the API error that ended the session, when there was one. */
  apiErrorStatus: number | null;
  /** The answer validated against `--json-schema`, when the agent gave one. */
  structuredOutput: unknown;
  usage: AgentUsage;
}

/**
 * Reads a stream-json `result` event (`{"type":"result","subtype":…,"is_error":…,…}`); null for any
 * other line. Usage: input tokens are `input_tokens` plus cache creation and cache reads; cost is
 * `total_cost_usd`; turns `num_turns`; duration `duration_ms`.
 */
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

/**
 * Judges a finished round from its `result` event (null: the CLI printed none):
 * - `is_error: true` fails the round whatever `subtype` says (Claude Code reports an API error as
 *   `subtype: "success"` with `is_error: true`);
 * - a `subtype` other than `success` (`error_max_turns`, `error_during_execution`, …) fails it;
 * - the structured answer (`--json-schema`) becomes the report when the agent wrote none itself;
 * - a session that ended well without any report fails, quoting the final message.
 */
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

/** The round's process: the command line above, reading the `result` event from stdout. */
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

/** The `claude-code` preset. */
export const claudeCode: Preset = {
  cli: { binary: "claude", package: CLAUDE_CODE_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "claude-code", binary: "claude", install: `npm install -g ${CLAUDE_CODE_PACKAGE}`, helpCommand: [], flags: FLAGS },
      { ...claudeCodeEnvironment(), ...settings.env },
      settings.workspace,
      settings.sandbox,
    );
    if (!THIRD_PARTY.some((name) => (settings.env[name] ?? "") !== ""))
      requireOneOf("claude-code", settings.env, CREDENTIALS, "an Anthropic credential");
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
