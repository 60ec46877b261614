/**
 * Where `ralph-bot init` finds the model key it sets as the repository's secret: an environment
 * variable (the secret's name, else the preset's key variable), else the terminal, where it is
 * read without being shown. The value is handed to the secrets API only, never printed.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { CLAUDE_CODE_KEY, CODEX_KEY, GEMINI_KEY } from "../../core/presets.js";
import type { WorkflowChoices } from "../../render/workflow-choices.js";

/** A model key and where it came from, in words (`ANTHROPIC_API_KEY`, `the terminal`). */
export interface ModelKey {
  value: string;
  source: string;
}

/** Where the model key's value comes from (see {@link modelKeySource}). */
export interface KeySource {
  /** The model key's secret (null: the workflow names none). */
  readonly secret: string | null;
  /** The environment variables that may hold its value, in the order they are read. */
  readonly variables: readonly string[];
  /** The first of them that holds a value, or null. */
  readonly found: string | null;
  /** Whether a value no variable holds is asked for on a terminal. */
  readonly asks: boolean;
  /**
   * The value: the variable's, else the line typed at the terminal after `prompt` (empty: none).
   * @returns null when there is none
   * @throws PromptStopped when the person stops at the prompt (Ctrl-C)
   */
  value(prompt: string): Promise<ModelKey | null>;
}

/** The person pressed Ctrl-C at the key's prompt. */
export class PromptStopped extends Error {}

/** The variable each preset's CLI reads its model key from (docs/agents.md). */
const PRESET_KEY: Readonly<Record<string, string>> = { "claude-code": CLAUDE_CODE_KEY, codex: CODEX_KEY, gemini: GEMINI_KEY };

/**
 * The model key's source for `choices`: the variables named as the key's secret and as the preset's
 * key (in that order), else `stdin` when it is a terminal.
 */
export function modelKeySource(
  choices: Pick<WorkflowChoices, "agent" | "keySecret">,
  io: { env: NodeJS.ProcessEnv; stdout: { write(text: string): unknown }; stdin?: NodeJS.ReadableStream & { isTTY?: boolean } },
): KeySource {
  const secret = choices.keySecret;
  const preset = PRESET_KEY[choices.agent];
  const variables = secret === null ? [] : preset !== undefined && preset !== secret ? [secret, preset] : [secret];
  const found = variables.find((name) => (io.env[name] ?? "").trim() !== "") ?? null;
  const terminal = io.stdin?.isTTY === true ? io.stdin : null;
  return {
    secret,
    variables,
    found,
    asks: terminal !== null,
    async value(prompt) {
      if (found !== null) return { value: (io.env[found] ?? "").trim(), source: found };
      if (terminal === null || secret === null) return null;
      const typed = await readHidden(terminal, io.stdout, prompt);
      return typed === "" ? null : { value: typed, source: "the terminal" };
    },
  };
}

/**
 * Writes `prompt` to `output` and reads one line from the terminal `input` without showing it: the
 * terminal is put in raw mode (no echo) and what readline would echo goes nowhere.
 * @returns the line, trimmed; empty when the input ends first
 * @throws PromptStopped on Ctrl-C
 */
export function readHidden(input: NodeJS.ReadableStream, output: { write(text: string): unknown }, prompt: string): Promise<string> {
  output.write(prompt);
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input, output: nowhere, terminal: true });
  return new Promise<string>((resolve, reject) => {
    lines.once("line", (line: string) => {
      resolve(line.trim());
      lines.close();
    });
    lines.once("SIGINT", () => {
      reject(new PromptStopped("stopped at the model key's prompt (Ctrl-C)"));
      lines.close();
    });
    lines.once("close", () => resolve(""));
  }).finally(() => output.write("\n"));
}
