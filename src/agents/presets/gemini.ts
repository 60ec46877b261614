/** `agent: gemini`: no schema, so the agent writes the report, reachable through `--include-directories`. */
import type { AgentUsage } from "../../core/ports.js";
import { GEMINI_KEY, GEMINI_PACKAGE } from "../../core/presets.js";
import type { AgentProcess, AgentProgram, ProgramVerdict, RoundFiles } from "../command.js";
import { checkCli, fileExists, isRecord, JsonLines, numberField, quote, requireOneOf, splitArguments } from "./cli.js";
import { urlHost } from "../egress.js";
import type { ModelApi, ModelKey, Preset, PresetSettings } from "./preset.js";

/** `gemini --help` must list each. */
const FLAGS = ["--prompt", "--output-format", "--approval-mode", "--skip-trust", "--include-directories", "--model"];

/** @throws Error on an unclosed quote. */
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

export const GEMINI_API_HOST = "generativelanguage.googleapis.com";

/** With a Google login, Code Assist's and the token host too. */
export function geminiHosts(env: Record<string, string>): string[] {
  const login = env.GOOGLE_GENAI_USE_GCA === "true" ? ["cloudcode-pa.googleapis.com", "oauth2.googleapis.com"] : [];
  return [urlHost(env.GOOGLE_GEMINI_BASE_URL) ?? GEMINI_API_HOST, ...login];
}

export function geminiModelApi(env: Record<string, string>): ModelApi {
  return {
    baseUrl: (env.GOOGLE_GEMINI_BASE_URL ?? "").trim() || `https://${GEMINI_API_HOST}`,
    baseUrlVariable: "GOOGLE_GEMINI_BASE_URL",
    keys: KEYS,
  };
}

const KEYS: readonly ModelKey[] = [
  { variable: "GEMINI_API_KEY", header: "x-goog-api-key", bearer: false },
  { variable: "GOOGLE_API_KEY", header: "x-goog-api-key", bearer: false },
];

export interface GeminiEvents {
  result: { status: string; error: string | null; usage: AgentUsage } | null;
  /** Since the last tool call: the final message, once the stream ended. */
  lastMessage: string;
}

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

/** A status other than `success` fails it, as does no report. */
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

export const gemini: Preset = {
  cli: { binary: "gemini", package: GEMINI_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "gemini",
        binary: "gemini",
        install: `npm install -g ${GEMINI_PACKAGE}`,
        helpCommand: [],
        flags: FLAGS,
        where: settings.where,
      },
      settings.env,
      settings.workspace,
      settings.sandbox,
    );
    if (settings.env.GOOGLE_GENAI_USE_VERTEXAI !== "true" && settings.env.GOOGLE_GENAI_USE_GCA !== "true") {
      requireOneOf({
        agent: "gemini",
        env: settings.env,
        names: [GEMINI_KEY, "GOOGLE_API_KEY"],
        what: "a Gemini API key",
        where: settings.where,
      });
    }
    return cli;
  },
  configuration: () => ({ home: [".gemini"], paths: [] }),
  hosts: geminiHosts,
  keys: KEYS,
  modelApi: geminiModelApi,
  program(settings): AgentProgram {
    geminiArguments(settings, "");
    return { label: "gemini", prepare: async (files) => geminiProcess(settings, files) };
  },
};
