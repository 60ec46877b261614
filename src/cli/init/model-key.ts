// The model key init sets as a secret: from the environment or typed unseen; never printed.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { CLAUDE_CODE_KEY, CODEX_KEY, GEMINI_KEY } from "../../core/presets.js";
import type { WorkflowChoices } from "../../render/workflow-choices.js";

/** A model key and where it came from, in words. */
export interface ModelKey {
  value: string;
  source: string;
}

export interface KeySource {
  /** Null when the workflow names none. */
  readonly secret: string | null;
  /** In the order they are read. */
  readonly variables: readonly string[];
  readonly found: string | null;
  readonly asks: boolean;
  /** The variable's value, else the line typed after `prompt`, or null; throws PromptStopped on Ctrl-C. */
  value(prompt: string): Promise<ModelKey | null>;
}

export class PromptStopped extends Error {}

/** The variable each preset's CLI reads its model key from. */
const PRESET_KEY: Readonly<Record<string, string>> = { "claude-code": CLAUDE_CODE_KEY, codex: CODEX_KEY, gemini: GEMINI_KEY };

/** The key's secret's variable, then the preset's, else `stdin` when it is a terminal. */
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

/** One line read from the terminal in raw mode, unseen, trimmed; throws PromptStopped on Ctrl-C. */
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
