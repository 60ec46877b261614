/** One fresh agent process per round, in the run's sandbox: the only place that starts agent processes. */
import { constants } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { gitIdentityEnv } from "../core/identity.js";
import type { AgentPort, AgentRoundRequest, AgentRoundResult, AgentUsage } from "../core/ports.js";
import { parseUsage } from "../core/usage.js";
import { isForbiddenAgentEnvName } from "../core/withheld.js";
import { runBounded, type BoundedExit } from "./bounded-process.js";
import { OutputTail } from "./output-tail.js";
import type { Sandbox, SandboxMode } from "./sandbox.js";

/** Default bound on the kept output tail, in chars. */
export const DEFAULT_OUTPUT_TAIL_CHARS = 8000;
/** Default wait between SIGTERM and SIGKILL of the agent's process group, in ms. */
export const DEFAULT_KILL_GRACE_MS = 2000;
/** Default cap on the bytes of a report file loaded (1 MiB). */
export const DEFAULT_MAX_REPORT_BYTES = 1024 * 1024;
/** Cap on the bytes of a usage file (`$RALPH_USAGE_FILE`). */
export const MAX_USAGE_BYTES = 64 * 1024;

/** Where one round's files are, known before its process starts. */
export interface RoundFiles {
  round: number;
  promptFile: string;
  reportFile: string;
  /** The round's own directory outside the workspace, for the program's files (e.g. a JSON Schema). */
  dir: string;
}

/** What a program read from its process's output once it exited by itself. */
export interface ProgramVerdict {
  /** Why the round failed although the process may have exited 0. */
  failure?: string;
  usage?: AgentUsage;
}

/** One round's process as a program describes it. */
export interface AgentProcess {
  /** An absolute path, or a name looked up on the agent's `PATH`. */
  file: string;
  args: readonly string[];
  /** Defaults for the agent's environment; `agent-env` values win, `RALPH_*` values win over both. */
  env?: Readonly<Record<string, string>>;
  /** Receives stdout as it arrives (UTF-8 text). */
  onStdout?: (chunk: string) => void;
  /** Called once after the process exited by itself, before the report is read: may write it from the CLI's output. Must not reject. */
  finish?: (exit: { exitCode: number | null; signal: string | null }) => Promise<ProgramVerdict>;
  /** `$RALPH_USAGE_FILE`, for an agent whose output reports no usage: absent, no usage; invalid, the round fails. */
  usageFile?: string;
}

/** Describes the process an agent runs each round; {@link CommandAgent} starts and stops it. */
export interface AgentProgram {
  readonly label: string;
  /** The round's process; the prompt is piped to its stdin and is in `files.promptFile`. */
  prepare(files: RoundFiles): Promise<AgentProcess>;
}

/** `agent: command`: `/bin/sh -c <command>`. @throws Error when the command is blank. */
export function shellProgram(command: string): AgentProgram {
  if (command.trim() === "") throw new Error("CommandAgent: the agent command is empty");
  return {
    label: "/bin/sh -c …",
    prepare: async (files) => ({ file: "/bin/sh", args: ["-c", command], usageFile: join(files.dir, "usage.json") }),
  };
}

/** Options of {@link CommandAgent}: where and how long its processes run. */
export interface AgentProcessOptions {
  /** The agent's cwd. */
  workspace: string;
  /** Outside the workspace, so the bot never commits the prompt and report files. */
  runDir: string;
  runId: string;
  /** null: `RALPH_ISSUE_NUMBER` is left out. */
  issueNumber: number | null;
  /** From `buildAgentEnvironment`, without the per-round `RALPH_*` values; no token of any kind. */
  env: Record<string, string>;
  /** In ms; `Infinity` for none. */
  roundTimeoutMs: number;
  sandbox: Sandbox;
  /** Chars of output kept for the result (default 8000). */
  outputTailChars?: number;
  /** ms between SIGTERM and SIGKILL (default 2000). */
  killGraceMs?: number;
  /** Bytes of the report file loaded at most (default 1 MiB); a larger file becomes a text the core rejects. */
  maxReportBytes?: number;
  /** Receives the agent's output as it arrives (the job log); what it throws is ignored. */
  onOutput?: (chunk: string) => void;
}

export interface CommandAgentOptions extends AgentProcessOptions {
  command: string;
}

/**
 * Runs an {@link AgentProgram} as a fresh process per round: the prompt on stdin, the `RALPH_*` environment, the
 * round's folder writable; the whole process group ended and waited for when the round ends. `runRound` never
 * rejects for the agent's behaviour (a spawn failure is an `exited` round with the reason in its output).
 */
export class CommandAgent implements AgentPort {
  readonly #program: AgentProgram;
  readonly #workspace: string;
  readonly #runDir: string;
  readonly #runId: string;
  readonly #issueNumber: number | null;
  readonly #env: Record<string, string>;
  readonly #roundTimeoutMs: number;
  readonly #sandbox: Sandbox;
  readonly #outputTailChars: number;
  readonly #killGraceMs: number;
  readonly #maxReportBytes: number;
  readonly #onOutput: ((chunk: string) => void) | undefined;

  /** @throws Error on an invalid option (runDir inside the workspace, a forbidden env name, bad numbers). */
  constructor(program: AgentProgram, options: AgentProcessOptions) {
    this.#workspace = resolve(options.workspace);
    this.#runDir = resolve(options.runDir);
    const inside = relative(this.#workspace, this.#runDir);
    if (inside === "" || (!inside.startsWith("..") && !isAbsolute(inside))) {
      // The bot commits whatever the round leaves in the workspace: not its prompt and report.
      throw new Error(`CommandAgent: runDir ${this.#runDir} must lie outside the workspace ${this.#workspace}`);
    }
    for (const name of Object.keys(options.env)) {
      if (isForbiddenAgentEnvName(name)) throw new Error(`CommandAgent: the agent environment must not contain ${name}`);
    }
    if (!(options.roundTimeoutMs > 0)) throw new Error(`CommandAgent: roundTimeoutMs must be positive, got ${options.roundTimeoutMs}`);
    this.#outputTailChars = nonNegativeInteger("outputTailChars", options.outputTailChars ?? DEFAULT_OUTPUT_TAIL_CHARS);
    this.#killGraceMs = nonNegativeInteger("killGraceMs", options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    this.#maxReportBytes = nonNegativeInteger("maxReportBytes", options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES);
    this.#program = program;
    this.#runId = options.runId;
    this.#issueNumber = options.issueNumber;
    this.#env = { ...options.env };
    this.#roundTimeoutMs = options.roundTimeoutMs;
    this.#sandbox = options.sandbox;
    this.#onOutput = options.onOutput;
  }

  /** Round `round`'s report file (`$RALPH_REPORT_FILE`), known before the round so the prompt can name it. */
  reportFile(round: number): string {
    return join(this.#roundDir(round), "report.json");
  }

  promptFile(round: number): string {
    return join(this.#roundDir(round), "prompt.md");
  }

  #roundDir(round: number): string {
    if (!Number.isInteger(round) || round < 1) throw new Error(`CommandAgent: round must be a positive integer, got ${round}`);
    return join(this.#runDir, `round-${round}`);
  }

  async runRound(request: AgentRoundRequest): Promise<AgentRoundResult> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const files = this.#roundFiles(request.round);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    const agentProcess = await this.#prepareRound(request, files);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };

    const tail = new OutputTail(this.#outputTailChars);
    const exit = await this.#run(request, files, agentProcess, tail);
    if (exit.kind === "not-started") {
      tail.push(`ralph-bot could not start the agent (${this.#program.label} in ${this.#workspace}): ${exit.reason}\n`);
      return { kind: "exited", exitCode: null, signal: null, reportText: null, outputTail: tail.text(), durationMs: elapsed() };
    }

    const outputTail = tail.text();
    const durationMs = elapsed();
    if (exit.kind === "timed-out") return { kind: "timed-out", timeoutMs: this.#roundTimeoutMs, outputTail, durationMs };
    if (exit.kind === "aborted") return { kind: "cancelled", outputTail, durationMs };
    const { exitCode, signal } = exit;
    const verdict = agentProcess.finish !== undefined ? await agentProcess.finish({ exitCode, signal }) : {};
    const reported = agentProcess.usageFile !== undefined ? await readUsage(agentProcess.usageFile) : {};
    const reportText = await readReport(files.reportFile, this.#maxReportBytes);
    const notFound = exitCode === 127 ? { failure: commandNotFound(this.#sandbox.mode) } : {};
    return { kind: "exited", exitCode, signal, reportText, outputTail, durationMs, ...notFound, ...reported, ...verdict };
  }

  #roundFiles(round: number): RoundFiles {
    return { round, promptFile: this.promptFile(round), reportFile: this.reportFile(round), dir: this.#roundDir(round) };
  }

  /** Writes the prompt, clears what an earlier attempt left, and asks the program for the round's process. */
  async #prepareRound(request: AgentRoundRequest, files: RoundFiles): Promise<AgentProcess> {
    await mkdir(files.dir, { recursive: true });
    // A report left from an earlier attempt must not pass for this round's.
    await rm(files.reportFile, { force: true, recursive: true });
    await writeFile(files.promptFile, request.prompt, "utf8");
    const agentProcess = await this.#program.prepare({ ...files });
    // Nor a usage.
    if (agentProcess.usageFile !== undefined) await rm(agentProcess.usageFile, { force: true, recursive: true });
    return agentProcess;
  }

  #environment(request: AgentRoundRequest, files: RoundFiles, agentProcess: AgentProcess): Record<string, string> {
    const env: Record<string, string> = {
      // The agent may commit; its own identity through agent-env wins.
      ...gitIdentityEnv(),
      ...agentProcess.env,
      ...this.#env,
      RALPH_ROUND: String(request.round),
      RALPH_MAX_ROUNDS: String(request.maxRounds),
      RALPH_RUN_ID: this.#runId,
      RALPH_PROMPT_FILE: files.promptFile,
      RALPH_REPORT_FILE: files.reportFile,
    };
    if (this.#issueNumber !== null) env.RALPH_ISSUE_NUMBER = String(this.#issueNumber);
    else delete env.RALPH_ISSUE_NUMBER;
    if (agentProcess.usageFile !== undefined) env.RALPH_USAGE_FILE = agentProcess.usageFile;
    else delete env.RALPH_USAGE_FILE;
    return env;
  }

  async #run(request: AgentRoundRequest, files: RoundFiles, agentProcess: AgentProcess, tail: OutputTail): Promise<BoundedExit> {
    const onText = (text: string): void => {
      tail.push(text);
      if (this.#onOutput === undefined) return;
      try {
        this.#onOutput(text);
      } catch {
        // Streaming to the log is a convenience; it must not break the round.
      }
    };
    const stdout = decoded((text) => {
      onText(text);
      agentProcess.onStdout?.(text);
    });
    const stderr = decoded(onText);
    const exit = await runBounded({
      sandbox: this.#sandbox,
      file: agentProcess.file,
      args: agentProcess.args,
      env: this.#environment(request, files, agentProcess),
      writable: [files.dir],
      cwd: this.#workspace,
      stdin: request.prompt,
      timeoutMs: this.#roundTimeoutMs,
      killGraceMs: this.#killGraceMs,
      signal: request.signal,
      onStdout: stdout.write,
      onStderr: stderr.write,
    });
    stdout.end();
    stderr.end();
    return exit;
  }
}

/** A byte stream decoded as UTF-8 across chunks; at the end, a cut-off sequence comes out as U+FFFD. */
function decoded(onText: (text: string) => void): { write: (chunk: Buffer) => void; end: () => void } {
  const decoder = new StringDecoder("utf8");
  return {
    write: (chunk) => {
      const text = decoder.write(chunk);
      if (text !== "") onText(text);
    },
    end: () => {
      const text = decoder.end();
      if (text !== "") onText(text);
    },
  };
}

/** `agent: command`: a {@link CommandAgent} running `/bin/sh -c <command>`. @throws Error on a blank command or a bad option. */
export function createCommandAgent(options: CommandAgentOptions): CommandAgent {
  return new CommandAgent(shellProgram(options.command), options);
}

/** Why the agent exited 127: its shell found no such command, perhaps one the sandbox does not show. */
function commandNotFound(mode: SandboxMode): string {
  const where = mode === "none" ? "" : " in the sandbox (there /tmp is private and empty, and the run's temp folders are hidden)";
  return `the agent exited with code 127: command not found${where}`;
}

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`CommandAgent: ${name} must be a non-negative integer, got ${value}`);
  return value;
}

/** What the usage file says: nothing when absent, else the usage or a failure (a budget must not rest on a guess). */
async function readUsage(file: string): Promise<ProgramVerdict> {
  const text = await readReport(file, MAX_USAGE_BYTES, "usage file");
  if (text === null) return {};
  const parsed = parseUsage(text);
  return parsed.ok ? { usage: parsed.usage } : { failure: `the agent's usage file ($RALPH_USAGE_FILE) is invalid: ${parsed.reason}` };
}

/** The report file's text (null: absent), at most `maxBytes` bytes; what is over or unreadable becomes a note the core rejects. */
async function readReport(file: string, maxBytes: number, name = "report file"): Promise<string | null> {
  let handle;
  try {
    // A FIFO planted as the report must not hang the runner; a link (to /etc/passwd, say) is refused, not quoted.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    return `[ralph-bot: could not read the ${name}: ${(error as Error).message}]`;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return `[ralph-bot: the ${name} is not a regular file]`;
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    // TextDecoder drops a byte order mark: encoding, not content.
    const text = new TextDecoder("utf-8").decode(buffer.subarray(0, Math.min(length, maxBytes)));
    if (length <= maxBytes) return text;
    return `${text}\n[ralph-bot: the ${name} holds more than ${maxBytes} bytes; only the first ${maxBytes} were read]`;
  } catch (error) {
    return `[ralph-bot: could not read the ${name}: ${(error as Error).message}]`;
  } finally {
    await handle.close();
  }
}
