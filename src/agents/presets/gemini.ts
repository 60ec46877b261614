/**
 * `agent: gemini`: Gemini CLI (`gemini`) run headless, once per round.
 *
 * Command line: `gemini --prompt "" --output-format stream-json --approval-mode yolo --skip-trust
 * --include-directories <round dir> [--model M] [agent-command arguments]`, the prompt on stdin
 * (`--prompt` is appended to stdin, so the empty one adds nothing). Flags as listed by
 * `gemini --help` (0.61.0). Gemini CLI takes no JSON Schema for its answer, so the agent writes the
 * report file as the prompt says; `--include-directories` lets its file tools reach that file,
 * which lies outside the workspace. The user's own configuration (`~/.gemini/settings.json`,
 * `GEMINI_API_KEY`, `GOOGLE_GEMINI_BASE_URL`, …) is left alone.
 */
import type { AgentUsage } from "../../core/ports.js";
import { GEMINI_KEY, GEMINI_PACKAGE } from "../../core/presets.js";
import type { AgentProcess, AgentProgram, ProgramVerdict, RoundFiles } from "../command.js";
import { checkCli, fileExists, isRecord, JsonLines, numberField, quote, requireOneOf, splitArguments } from "./cli.js";
import { urlHost } from "../egress.js";
import type { ModelApi, ModelKey, Preset, PresetSettings } from "./preset.js";

/** Flags the preset passes; `gemini --help` must list each. */
const FLAGS = ["--prompt", "--output-format", "--approval-mode", "--skip-trust", "--include-directories", "--model"];

/**
 * The command line for one round (without the executable).
 * @param roundDir the directory of the round's report file, made reachable for the file tools
 * @throws Error when `agent-command` has an unclosed quote.
 */
export function geminiArguments(settings: Pick<PresetSettings, "command" | "model">, roundDir: string): string[] {
  return [
    "--prompt",
    "",
    "--output-format",
    "stream-json",
    "--approval-mode",
    "yolo",
    "--skip-trust",
    "--include-directories",
    roundDir,
    ...(settings.model !== null ? ["--model", settings.model] : []),
    ...splitArguments(settings.command ?? ""),
  ];
}

/** The Gemini API's host, which Gemini CLI calls unless `GOOGLE_GEMINI_BASE_URL` names another. */
export const GEMINI_API_HOST = "generativelanguage.googleapis.com";

/**
 * Gemini CLI's model API hosts: that of `GOOGLE_GEMINI_BASE_URL`, else {@link GEMINI_API_HOST};
 * with a Google login (`GOOGLE_GENAI_USE_GCA=true`) Code Assist's and Google's token hosts too.
 */
export function geminiHosts(env: Record<string, string>): string[] {
  const login = env.GOOGLE_GENAI_USE_GCA === "true" ? ["cloudcode-pa.googleapis.com", "oauth2.googleapis.com"] : [];
  return [urlHost(env.GOOGLE_GEMINI_BASE_URL) ?? GEMINI_API_HOST, ...login];
}

/** Gemini CLI's model API: `GOOGLE_GEMINI_BASE_URL`, else Google's; keys `GEMINI_API_KEY` and `GOOGLE_API_KEY` (`x-goog-api-key`). */
export function geminiModelApi(env: Record<string, string>): ModelApi {
  return {
    baseUrl: (env.GOOGLE_GEMINI_BASE_URL ?? "").trim() || `https://${GEMINI_API_HOST}`,
    baseUrlVariable: "GOOGLE_GEMINI_BASE_URL",
    keys: KEYS,
  };
}

/** Gemini CLI's key variables: `GEMINI_API_KEY` and `GOOGLE_API_KEY` (`x-goog-api-key`). */
const KEYS: readonly ModelKey[] = [
  { variable: "GEMINI_API_KEY", header: "x-goog-api-key", bearer: false },
  { variable: "GOOGLE_API_KEY", header: "x-goog-api-key", bearer: false },
];

/** What the preset reads of Gemini CLI's stream-json events. */
export interface GeminiEvents {
  /** The `result` event: null until it came. */
  result: { status: string; error: string | null; usage: AgentUsage } | null;
  /** The assistant's text since its last tool call (its final message, once the stream ended). */
  lastMessage: string;
}

/**
 * Folds one stream-json event into `into`: assistant `message` deltas build the final message (a
 * `tool_use` starts it anew); the `result` event gives the status, the error and the usage
 * (`stats.input_tokens`, `output_tokens`, `duration_ms`).
 */
export function readGeminiEvent(into: GeminiEvents, event: unknown): void {
  if (!isRecord(event)) return;
  if (event.type === "message" && event.role === "assistant" && typeof event.content === "string") {
    into.lastMessage = event.delta === true ? into.lastMessage + event.content : event.content;
  } else if (event.type === "tool_use") {
    into.lastMessage = "";
  } else if (event.type === "result") {
    const stats = isRecord(event.stats) ? event.stats : {};
    const usage: AgentUsage = {};
    const fields: [keyof AgentUsage, number | undefined][] = [
      ["inputTokens", numberField(stats, "input_tokens")],
      ["outputTokens", numberField(stats, "output_tokens")],
      ["durationMs", numberField(stats, "duration_ms")],
    ];
    for (const [key, value] of fields) if (value !== undefined) usage[key] = value;
    const error = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : null;
    into.result = { status: typeof event.status === "string" ? event.status : "unknown", error, usage };
  }
}

/**
 * Judges a finished round from its events:
 * - a `result` whose `status` is not `success` fails the round with its error, whatever the exit code;
 * - a session that ended well without a report fails, quoting the final message.
 */
export async function judgeGeminiRound(events: GeminiEvents, reportFile: string): Promise<ProgramVerdict> {
  const { result } = events;
  if (result === null) return {};
  const verdict: ProgramVerdict = Object.keys(result.usage).length > 0 ? { usage: result.usage } : {};
  if (result.status !== "success") {
    return { ...verdict, failure: `Gemini CLI reported status "${result.status}": ${quote(result.error ?? "no error message")}` };
  }
  if (!(await fileExists(reportFile)))
    return {
      ...verdict,
      failure: `Gemini CLI finished without writing a report; its final message: ${quote(events.lastMessage) || "(empty)"}`,
    };
  return verdict;
}

/** The round's process: the command line above, reading the stream-json events from stdout. */
function geminiProcess(settings: PresetSettings, files: RoundFiles): AgentProcess {
  const events: GeminiEvents = { result: null, lastMessage: "" };
  const lines = new JsonLines((event) => readGeminiEvent(events, event));
  return {
    file: "gemini",
    args: geminiArguments(settings, files.dir),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeGeminiRound(events, files.reportFile);
    },
  };
}

/**
 * The `gemini` preset. Credentials: `GEMINI_API_KEY` or `GOOGLE_API_KEY`, unless
 * `GOOGLE_GENAI_USE_VERTEXAI=true` or `GOOGLE_GENAI_USE_GCA=true` select Vertex AI or a Google login.
 */
export const gemini: Preset = {
  cli: { binary: "gemini", package: GEMINI_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      { agent: "gemini", binary: "gemini", install: `npm install -g ${GEMINI_PACKAGE}`, helpCommand: [], flags: FLAGS },
      settings.env,
      settings.workspace,
      settings.sandbox,
    );
    if (settings.env.GOOGLE_GENAI_USE_VERTEXAI !== "true" && settings.env.GOOGLE_GENAI_USE_GCA !== "true") {
      requireOneOf("gemini", settings.env, [GEMINI_KEY, "GOOGLE_API_KEY"], "a Gemini API key");
    }
    return cli;
  },
  /** Gemini CLI keeps its settings, login and session files in `~/.gemini`. */
  configuration: () => ({ home: [".gemini"], paths: [] }),
  hosts: geminiHosts,
  keys: KEYS,
  modelApi: geminiModelApi,
  program(settings): AgentProgram {
    geminiArguments(settings, "");
    return { label: "gemini", prepare: async (files) => geminiProcess(settings, files) };
  },
};
