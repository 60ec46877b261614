/** What the presets for real agent CLIs share. */
import { execFile } from "node:child_process";
import { open, stat } from "node:fs/promises";
import * as z from "zod";
import { RoundReport } from "../../core/report.js";
import { installAdvice, missingCredentialAdvice, type RunHost } from "../advice.js";
import { findExecutable } from "../executable.js";
import type { Sandbox } from "../sandbox.js";

/** `--version` or `--help` in preflight, in ms. */
const PROBE_TIMEOUT_MS = 60_000;
/** Longer lines are skipped, not buffered. */
const MAX_JSON_LINE_CHARS = 8 * 1024 * 1024;

export interface CliRequirements {
  agent: string;
  binary: string;
  /** Shown when the CLI is missing or too old. */
  install: string;
  /** Before `--help`, e.g. `["exec"]`. */
  helpCommand: readonly string[];
  flags: readonly string[];
  /** Where ralph-bot runs: the missing CLI's fix is worded for it. */
  where: RunHost;
}

export interface CheckedCli {
  path: string;
  version: string;
}

function parseVersion(text: string): string | null {
  return /\b(\d+\.\d+\.\d+)\b/.exec(text)?.[1] ?? null;
}

interface ProbedCli {
  file: string;
  env: Record<string, string>;
  cwd: string;
  sandbox: Sandbox;
}

/** Combined output, or an Error with it. */
async function probe(cli: ProbedCli, args: readonly string[]): Promise<string> {
  const { file, env, cwd, sandbox } = cli;
  const command = sandbox.command(file, args, env);
  return new Promise((done, fail) => {
    execFile(
      command.file,
      command.args,
      { env: command.env, cwd, timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error === null) return done(output);
        // Not error.message: it repeats the whole command line, which in the sandbox is bwrap's.
        const why = error.killed
          ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s`
          : typeof error.code === "number"
            ? `exit code ${error.code}`
            : error.message;
        fail(new Error(`\`${[file, ...args].join(" ")}\` failed (${why}): ${output.trim().slice(0, 500)}`));
      },
    );
  });
}

/** Checks that the CLI is on `PATH`, has a version and lists each flag in `--help`. @throws Error with the install command. */
export async function checkCli(
  requirements: CliRequirements,
  env: Record<string, string>,
  cwd: string,
  sandbox: Sandbox,
): Promise<CheckedCli> {
  const { agent, binary, install, where } = requirements;
  const path = findExecutable(binary, env.PATH);
  if (path === null) {
    throw new Error(
      `agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (${env.PATH ?? "unset"}). ` +
        installAdvice(where, install),
    );
  }
  // Both at once: a large CLI takes seconds to start.
  const cli = { file: path, env, cwd, sandbox };
  const [versionProbe, helpProbe] = await Promise.allSettled([
    probe(cli, ["--version"]),
    probe(cli, [...requirements.helpCommand, "--help"]),
  ]);
  for (const settled of [versionProbe, helpProbe]) {
    if (settled.status === "rejected") throw new Error(`agent ${agent}: ${(settled.reason as Error).message}. Reinstall it: ${install}`);
  }
  const versionText = versionProbe.status === "fulfilled" ? versionProbe.value : "";
  const help = helpProbe.status === "fulfilled" ? helpProbe.value : "";
  const version = parseVersion(versionText);
  if (version === null) throw new Error(`agent ${agent}: \`${binary} --version\` printed no version. Reinstall it: ${install}`);
  const missing = requirements.flags.filter(
    (flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[\\s,=<]|$)`, "m").test(help),
  );
  if (missing.length > 0) {
    throw new Error(
      `agent ${agent}: ${binary} ${version} does not support ${missing.join(", ")} ` +
        `(not listed by \`${[binary, ...requirements.helpCommand, "--help"].join(" ")}\`). Install a version that does: ${install}`,
    );
  }
  return { path, version };
}

/** A credential the agent needs: `what` names it in the message, `names` are the variables it may come in. */
export interface RequiredCredential {
  agent: string;
  env: Record<string, string>;
  names: readonly string[];
  what: string;
  where: RunHost;
}

/** Throws unless one of the credential's variables is set in the agent's environment. */
export function requireOneOf({ agent, env, names, what, where }: RequiredCredential): void {
  if (names.some((name) => (env[name] ?? "") !== "")) return;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  throw new Error(
    `agent ${agent}: ${what} is missing: none of ${list} reaches the agent. ${missingCredentialAdvice(where, names[0] ?? "")}`,
  );
}

/** POSIX shell quoting, no expansion. @throws Error on an unclosed quote. */
export function splitArguments(text: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`agent-command: unclosed ' in ${JSON.stringify(text)}`);
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '"') {
      inWord = true;
      for (i++; ; i++) {
        if (i >= text.length) throw new Error(`agent-command: unclosed " in ${JSON.stringify(text)}`);
        const inner = text[i] ?? "";
        if (inner === '"') break;
        if (inner === "\\" && /["\\$`]/.test(text[i + 1] ?? "")) word += text[++i] ?? "";
        else word += inner;
      }
    } else if (char === "\\") {
      if (i + 1 >= text.length) throw new Error(`agent-command: trailing \\ in ${JSON.stringify(text)}`);
      word += text[++i] ?? "";
      inWord = true;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** Every property required, as OpenAI's strict outputs demand. */
export function reportJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(RoundReport, { io: "input" }) as Record<string, unknown>;
  const properties = schema.properties as Record<string, unknown>;
  return { ...schema, required: Object.keys(properties) };
}

/** True when written; an agent's own file stays. */
export async function writeReportIfAbsent(reportFile: string, text: string): Promise<boolean> {
  try {
    // "wx": no window in which the agent's file could be replaced.
    const handle = await open(reportFile, "wx");
    await handle.writeFile(text, "utf8");
    await handle.close();
    return true;
  } catch {
    return false;
  }
}

/** Other lines are skipped, one over 8 MiB dropped. */
export class JsonLines {
  #buffer = "";
  #skipping = false;
  constructor(private readonly onValue: (value: unknown) => void) {}

  push(chunk: string): void {
    let text = chunk;
    for (;;) {
      const newline = text.indexOf("\n");
      if (newline < 0) break;
      const line = this.#buffer + text.slice(0, newline);
      text = text.slice(newline + 1);
      this.#buffer = "";
      if (this.#skipping) this.#skipping = false;
      else this.#line(line);
    }
    if (this.#skipping) return;
    this.#buffer += text;
    if (this.#buffer.length > MAX_JSON_LINE_CHARS) {
      this.#buffer = "";
      this.#skipping = true;
    }
  }

  end(): void {
    if (!this.#skipping) this.#line(this.#buffer);
    this.#buffer = "";
    this.#skipping = false;
  }

  #line(line: string): void {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{")) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return;
    }
    this.onValue(value);
  }
}

export function numberField(object: Record<string, unknown>, key: string): number | undefined {
  const value = object[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const QUOTE_CHARS = 1000;

export function quote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= QUOTE_CHARS ? trimmed : `${trimmed.slice(0, QUOTE_CHARS)}…`;
}

export async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
