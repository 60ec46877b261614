/** `agent: codex`: `codex exec --json … -` per round; the user's `config.toml` left alone. */
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AgentUsage } from "../../core/ports.js";
import { CODEX_KEY, CODEX_PACKAGE } from "../../core/presets.js";
import type { RunHost } from "../advice.js";
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

/** `codex exec --help` must list each. */
const FLAGS = ["--json", "--dangerously-bypass-approvals-and-sandbox", "--output-schema", "--output-last-message", "--model", "--config"];

/** Codex 0.171 does not read it: it goes in as `--config openai_base_url=…`. */
const BASE_URL_VARIABLE = "OPENAI_BASE_URL";

/** Without the executable. @throws Error on an unclosed quote. */
export function codexArguments(
  settings: Pick<PresetSettings, "command" | "model" | "env">,
  schemaFile: string,
  lastMessageFile: string,
): string[] {
  const baseUrl = (settings.env[BASE_URL_VARIABLE] ?? "").trim();
  return [
    "exec",
    "--json",
    "--dangerously-bypass-approvals-and-sandbox",
    "--output-schema",
    schemaFile,
    "--output-last-message",
    lastMessageFile,
    ...(settings.model !== null ? ["--model", settings.model] : []),
    // A JSON string is a TOML basic string for every URL.
    ...(baseUrl !== "" ? ["--config", `openai_base_url=${JSON.stringify(baseUrl)}`] : []),
    ...splitArguments(settings.command ?? ""),
    "-",
  ];
}

/** Of `$CODEX_HOME/config.toml`; `provider` is `openai` when unset. */
export interface CodexProviderConfig {
  provider: string;
  envKey: string | null;
  baseUrl: string | null;
}

export function readCodexProviderConfig(toml: string): CodexProviderConfig {
  let table = "";
  let provider = "openai";
  const envKeys = new Map<string, string>();
  const baseUrls = new Map<string, string>();
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/^\s+|\s+$/g, "");
    const header = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header !== null) {
      table = (header[1] ?? "").trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*(#.*)?$/.exec(line);
    if (pair === null) continue;
    const [, key, doubleQuoted, singleQuoted] = pair;
    const value = doubleQuoted ?? singleQuoted ?? "";
    if (table === "" && key === "model_provider") provider = value;
    const providerTable = /^model_providers\.(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))$/.exec(table);
    const name = providerTable !== null ? (providerTable[1] ?? providerTable[2] ?? providerTable[3] ?? "") : null;
    if (name !== null && key === "env_key") envKeys.set(name, value);
    if (name !== null && key === "base_url") baseUrls.set(name, value);
  }
  return { provider, envKey: envKeys.get(provider) ?? null, baseUrl: baseUrls.get(provider) ?? null };
}

function codexHome(env: Record<string, string>): string | null {
  if ((env.CODEX_HOME ?? "") !== "") return env.CODEX_HOME ?? null;
  return (env.HOME ?? "") !== "" ? join(env.HOME ?? "", ".codex") : null;
}

/** `CODEX_HOME`, else `~/.codex`. */
export function codexConfiguration(env: Record<string, string>): CliConfiguration {
  const dir = env.CODEX_HOME ?? "";
  return dir !== "" ? { home: [], paths: [{ variable: "CODEX_HOME", path: dir }] } : { home: [".codex"], paths: [] };
}

function readCodexFile(env: Record<string, string>, name: string): string | null {
  const home = codexHome(env);
  if (home === null) return null;
  try {
    return readFileSync(join(home, name), "utf8");
  } catch {
    return null;
  }
}

export const OPENAI_API_HOST = "api.openai.com";

/** The configured provider's, else OpenAI's (and ChatGPT's with a saved login). */
export function codexHosts(env: Record<string, string>): string[] {
  const config = readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "");
  const configured = urlHost(config.baseUrl ?? undefined);
  if (configured !== null) return [configured];
  if (config.provider !== "openai") return [];
  const login = readCodexFile(env, "auth.json") !== null ? ["chatgpt.com", "auth.openai.com"] : [];
  return [urlHost(env[BASE_URL_VARIABLE]) ?? OPENAI_API_HOST, ...login];
}

/** Null for a provider set in `config.toml`, which the proxy cannot stand in for. */
export function codexModelApi(env: Record<string, string>): ModelApi | null {
  if (readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "").provider !== "openai") return null;
  return {
    baseUrl: (env[BASE_URL_VARIABLE] ?? "").trim() || `https://${OPENAI_API_HOST}/v1`,
    baseUrlVariable: BASE_URL_VARIABLE,
    keys: KEYS,
  };
}

const KEYS: readonly ModelKey[] = [
  { variable: "CODEX_API_KEY", header: "authorization", bearer: true },
  { variable: "OPENAI_API_KEY", header: "authorization", bearer: true },
];

/** @throws Error naming the missing variable. */
export function checkCodexCredentials(env: Record<string, string>, where: RunHost): void {
  const home = codexHome(env);
  const read = (name: string): string | null => readCodexFile(env, name);
  const config = readCodexProviderConfig(read("config.toml") ?? "");
  if (config.envKey !== null) {
    const what = `the API key of model provider "${config.provider}" (env_key in ${home}/config.toml)`;
    requireOneOf({ agent: "codex", env, names: [config.envKey], what, where });
    return;
  }
  if (config.provider !== "openai") return;
  if (read("auth.json") !== null) return;
  const what = "an OpenAI API key (or a login saved in $CODEX_HOME/auth.json)";
  requireOneOf({ agent: "codex", env, names: ["CODEX_API_KEY", CODEX_KEY], what, where });
}

export interface CodexEvents {
  usage: AgentUsage;
  turnFailed: string | null;
  lastError: string | null;
}

export function readCodexEvent(into: CodexEvents, event: unknown): void {
  if (!isRecord(event)) return;
  if (event.type === "turn.completed" && isRecord(event.usage)) {
    const input = numberField(event.usage, "input_tokens");
    const output = numberField(event.usage, "output_tokens");
    if (input !== undefined) into.usage.inputTokens = (into.usage.inputTokens ?? 0) + input;
    if (output !== undefined) into.usage.outputTokens = (into.usage.outputTokens ?? 0) + output;
  } else if (event.type === "turn.failed") {
    into.turnFailed = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : "unknown error";
  } else if (event.type === "error" && typeof event.message === "string") {
    into.lastError = event.message;
  }
}

/** A failed turn or a non-zero exit fails it; the structured answer is the report when none was written. */
export async function judgeCodexRound(
  events: CodexEvents,
  exitCode: number | null,
  lastMessage: string | null,
  reportFile: string,
): Promise<ProgramVerdict> {
  const verdict: ProgramVerdict = Object.keys(events.usage).length > 0 ? { usage: events.usage } : {};
  if (events.turnFailed !== null) return { ...verdict, failure: `Codex reported a failed turn: ${quote(events.turnFailed)}` };
  if (exitCode !== 0) {
    return events.lastError !== null ? { ...verdict, failure: `Codex exited with code ${exitCode}: ${quote(events.lastError)}` } : verdict;
  }
  let answer: unknown = null;
  try {
    answer = JSON.parse(lastMessage ?? "");
  } catch {
    // The agent may still have written the report itself.
  }
  const wrote = isRecord(answer) ? await writeReportIfAbsent(reportFile, JSON.stringify(answer)) : false;
  if (!wrote && !(await fileExists(reportFile))) {
    return { ...verdict, failure: `Codex finished without writing a report; its final message: ${quote(lastMessage ?? "") || "(empty)"}` };
  }
  return verdict;
}

/** Codex 0.171's `exec` sends `CODEX_API_KEY` alone. */
export function codexEnvironment(env: Record<string, string>): Record<string, string> {
  const key = env[CODEX_KEY] ?? "";
  return key !== "" && (env.CODEX_API_KEY ?? "") === "" ? { CODEX_API_KEY: key } : {};
}

async function codexProcess(settings: PresetSettings, files: RoundFiles): Promise<AgentProcess> {
  const schemaFile = join(files.dir, "codex-output-schema.json");
  const lastMessageFile = join(files.dir, "codex-last-message.txt");
  await writeFile(schemaFile, JSON.stringify(reportJsonSchema()), "utf8");
  await rm(lastMessageFile, { force: true });
  const events: CodexEvents = { usage: {}, turnFailed: null, lastError: null };
  const lines = new JsonLines((event) => readCodexEvent(events, event));
  return {
    file: "codex",
    args: codexArguments(settings, schemaFile, lastMessageFile),
    env: codexEnvironment(settings.env),
    onStdout: (chunk) => lines.push(chunk),
    finish: async ({ exitCode }) => {
      lines.end();
      const lastMessage = await readFile(lastMessageFile, "utf8").catch(() => null);
      return judgeCodexRound(events, exitCode, lastMessage, files.reportFile);
    },
  };
}

export const codex: Preset = {
  cli: { binary: "codex", package: CODEX_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "codex",
        binary: "codex",
        install: `npm install -g ${CODEX_PACKAGE}`,
        helpCommand: ["exec"],
        flags: FLAGS,
        where: settings.where,
      },
      settings.env,
      settings.workspace,
      settings.sandbox,
    );
    checkCodexCredentials(settings.env, settings.where);
    return cli;
  },
  configuration(env) {
    return codexConfiguration(env);
  },
  hosts: codexHosts,
  keys: KEYS,
  modelApi: codexModelApi,
  program(settings): AgentProgram {
    codexArguments(settings, "", "");
    return { label: "codex exec", prepare: (files) => codexProcess(settings, files) };
  },
};
