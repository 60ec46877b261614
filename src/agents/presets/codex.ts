/**
 * `agent: codex`: OpenAI Codex CLI (`codex exec`) run non-interactively, once per round.
 *
 * Command line: `codex exec --json --dangerously-bypass-approvals-and-sandbox --output-schema <file>
 * --output-last-message <file> [--model M] [--config openai_base_url="<OPENAI_BASE_URL>"]
 * [agent-command arguments] -`, the prompt on stdin (`-`), which is closed after it. Flags as listed
 * by `codex exec --help` (0.171.0). The user's own configuration (`$CODEX_HOME/config.toml`: model
 * provider, base URL, `env_key`, …) is left alone.
 */
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AgentUsage } from "../../core/ports.js";
import { CODEX_KEY, CODEX_PACKAGE } from "../../core/presets.js";
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

/** Flags the preset passes; `codex exec --help` must list each. */
const FLAGS = ["--json", "--dangerously-bypass-approvals-and-sandbox", "--output-schema", "--output-last-message", "--model", "--config"];

/**
 * The variable naming the built-in `openai` provider's base URL. Codex 0.171 does not read it (it
 * takes the base URL from its configuration's `openai_base_url` alone), so the preset passes its
 * value as `--config openai_base_url=…`: the proxy's address when the proxy holds the key
 * (`agent-secrets`), else the user's own, as docs/agents.md says.
 */
const BASE_URL_VARIABLE = "OPENAI_BASE_URL";

/**
 * The command line for one round (without the executable). `OPENAI_BASE_URL` of `settings.env`,
 * when set, becomes `--config openai_base_url="…"` (a TOML string), before the user's own
 * arguments, which may so override it.
 * @param schemaFile where the report's JSON Schema is written (`--output-schema`)
 * @param lastMessageFile where Codex writes its final message (`--output-last-message`)
 * @throws Error when `agent-command` has an unclosed quote.
 */
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

/** What the preset reads of `$CODEX_HOME/config.toml`. */
export interface CodexProviderConfig {
  /** `model_provider` (top level); `openai` when unset. */
  provider: string;
  /** `env_key` of `[model_providers.<provider>]`, when set: the variable holding its API key. */
  envKey: string | null;
  /** `base_url` of `[model_providers.<provider>]`, when set: where its model API is. */
  baseUrl: string | null;
}

/**
 * Reads the model provider, its `env_key` and `base_url` from a Codex `config.toml`. Only what
 * credentials and the network need: top-level `model_provider = "…"`, the table
 * `[model_providers.<name>]` (bare or quoted name) and its `env_key = "…"` and `base_url = "…"`;
 * everything else is left to Codex.
 */
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

/** `$CODEX_HOME`, else `~/.codex`, of the agent's environment; null without either. */
function codexHome(env: Record<string, string>): string | null {
  if ((env.CODEX_HOME ?? "") !== "") return env.CODEX_HOME ?? null;
  return (env.HOME ?? "") !== "" ? join(env.HOME ?? "", ".codex") : null;
}

/** Where Codex keeps its configuration, login and sessions: the folder `CODEX_HOME` names, else `~/.codex`. */
export function codexConfiguration(env: Record<string, string>): CliConfiguration {
  const dir = env.CODEX_HOME ?? "";
  return dir !== "" ? { home: [], paths: [{ variable: "CODEX_HOME", path: dir }] } : { home: [".codex"], paths: [] };
}

/** Reads a file of the Codex home (`$CODEX_HOME`, else `~/.codex`); null when there is none or it cannot be read. */
function readCodexFile(env: Record<string, string>, name: string): string | null {
  const home = codexHome(env);
  if (home === null) return null;
  try {
    return readFileSync(join(home, name), "utf8");
  } catch {
    return null;
  }
}

/** OpenAI's API host, which Codex's built-in `openai` provider calls unless `OPENAI_BASE_URL` (passed as `openai_base_url`) names another. */
export const OPENAI_API_HOST = "api.openai.com";

/**
 * Codex's model API hosts: that of the provider's `base_url` in `config.toml`; for the built-in
 * `openai` provider that of `OPENAI_BASE_URL`, else {@link OPENAI_API_HOST}, and with a ChatGPT
 * login saved in `auth.json` ChatGPT's hosts (`chatgpt.com`, `auth.openai.com`) too.
 */
export function codexHosts(env: Record<string, string>): string[] {
  const config = readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "");
  const configured = urlHost(config.baseUrl ?? undefined);
  if (configured !== null) return [configured];
  if (config.provider !== "openai") return [];
  const login = readCodexFile(env, "auth.json") !== null ? ["chatgpt.com", "auth.openai.com"] : [];
  return [urlHost(env[BASE_URL_VARIABLE]) ?? OPENAI_API_HOST, ...login];
}

/**
 * Codex's model API for the built-in `openai` provider: `OPENAI_BASE_URL`, else OpenAI's; keys
 * `CODEX_API_KEY` and `OPENAI_API_KEY` (`Authorization: Bearer`; Codex 0.171 itself sends
 * `CODEX_API_KEY` alone, see {@link codexEnvironment}). Null for a provider set in `config.toml`,
 * whose base URL the environment cannot point elsewhere.
 */
export function codexModelApi(env: Record<string, string>): ModelApi | null {
  if (readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "").provider !== "openai") return null;
  return {
    baseUrl: (env[BASE_URL_VARIABLE] ?? "").trim() || `https://${OPENAI_API_HOST}/v1`,
    baseUrlVariable: BASE_URL_VARIABLE,
    keys: KEYS,
  };
}

/** Codex's key variables for the built-in `openai` provider: `CODEX_API_KEY` and `OPENAI_API_KEY` (`Authorization: Bearer`). */
const KEYS: readonly ModelKey[] = [
  { variable: "CODEX_API_KEY", header: "authorization", bearer: true },
  { variable: "OPENAI_API_KEY", header: "authorization", bearer: true },
];

/**
 * Checks that the model credentials Codex will look for reach the agent: the provider's `env_key`
 * when `config.toml` names one; for the built-in `openai` provider `CODEX_API_KEY` or
 * `OPENAI_API_KEY`, or a login saved in `$CODEX_HOME/auth.json`. A custom provider without
 * `env_key` (e.g. a local server) needs none.
 * @throws Error naming the missing variable and how to pass it.
 */
export function checkCodexCredentials(env: Record<string, string>): void {
  const home = codexHome(env);
  const read = (name: string): string | null => readCodexFile(env, name);
  const config = readCodexProviderConfig(read("config.toml") ?? "");
  if (config.envKey !== null) {
    requireOneOf("codex", env, [config.envKey], `the API key of model provider "${config.provider}" (env_key in ${home}/config.toml)`);
    return;
  }
  if (config.provider !== "openai") return;
  if (read("auth.json") !== null) return;
  requireOneOf("codex", env, ["CODEX_API_KEY", CODEX_KEY], "an OpenAI API key (or a login saved in $CODEX_HOME/auth.json)");
}

/** What the preset reads of `codex exec --json` events. */
export interface CodexEvents {
  /** Summed over `turn.completed` events; empty when there was none. */
  usage: AgentUsage;
  /** `turn.failed`'s error message, when a turn failed. */
  turnFailed: string | null;
  /** The last `error` event's message (reconnects, fatal errors). */
  lastError: string | null;
}

/**
 * Folds one `codex exec --json` event into `into`: `turn.completed` adds its `usage`
 * (`input_tokens`, which include cached ones, and `output_tokens`); `turn.failed` and `error` keep
 * their messages.
 */
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

/**
 * Judges a finished round from its events and its final message:
 * - a `turn.failed` event fails the round with its message, whatever the exit code;
 * - a non-zero exit fails it with the last `error` message, when there is one;
 * - a final message that is a JSON object (the `--output-schema` answer) becomes the report when
 *   the agent wrote none itself;
 * - a session that ended well without any report fails, quoting the final message.
 */
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
    // not the structured answer: the agent may still have written the report file itself
  }
  const wrote = isRecord(answer) ? await writeReportIfAbsent(reportFile, JSON.stringify(answer)) : false;
  if (!wrote && !(await fileExists(reportFile))) {
    return { ...verdict, failure: `Codex finished without writing a report; its final message: ${quote(lastMessage ?? "") || "(empty)"}` };
  }
  return verdict;
}

/**
 * Environment defaults for the CLI: `OPENAI_API_KEY` (the examples' name, and the key variable of
 * OpenAI's own tools) as `CODEX_API_KEY` when that is not set, since Codex 0.171's `exec` sends the
 * key of `CODEX_API_KEY` alone (found with the real CLI). With the key held by the proxy it is the
 * placeholder that is passed on.
 */
export function codexEnvironment(env: Record<string, string>): Record<string, string> {
  const key = env[CODEX_KEY] ?? "";
  return key !== "" && (env.CODEX_API_KEY ?? "") === "" ? { CODEX_API_KEY: key } : {};
}

/** The round's process: writes the schema, runs `codex exec`, reads its events and final message. */
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

/** The `codex` preset. */
export const codex: Preset = {
  cli: { binary: "codex", package: CODEX_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "codex", binary: "codex", install: `npm install -g ${CODEX_PACKAGE}`, helpCommand: ["exec"], flags: FLAGS },
      settings.env,
      settings.workspace,
      settings.sandbox,
    );
    checkCodexCredentials(settings.env);
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
