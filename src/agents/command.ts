/** One fresh agent process per round, in the run's sandbox. */
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

/** Output tail kept, in chars. */
export const DEFAULT_OUTPUT_TAIL_CHARS = 8000;
/** SIGTERM to SIGKILL, in ms. */
export const DEFAULT_KILL_GRACE_MS = 2000;
/** In bytes. */
export const DEFAULT_MAX_REPORT_BYTES = 1024 * 1024;
/** In bytes. */
export const MAX_USAGE_BYTES = 64 * 1024;

export interface RoundFiles {
  round: number;
  promptFile: string;
  reportFile: string;
  /** Outside the workspace; the program's own files go here too. */
  dir: string;
}

export interface ProgramVerdict {
  /** Set even when the process exited 0. */
  failure?: string;
  usage?: AgentUsage;
}

export interface AgentProcess {
  /** Absolute, or looked up on the agent's `PATH`. */
  file: string;
  args: readonly string[];
  /** Defaults; `agent-env` wins, `RALPH_*` over both. */
  env?: Readonly<Record<string, string>>;
  onStdout?: (chunk: string) => void;
  /** After a clean exit, before the report is read (may write it). Must not reject. */
  finish?: (exit: { exitCode: number | null; signal: string | null }) => Promise<ProgramVerdict>;
  /** `$RALPH_USAGE_FILE`: absent, no usage; invalid, the round fails. */
  usageFile?: string;
}

export interface AgentProgram {
  readonly label: string;
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

export interface AgentProcessOptions {
  workspace: string;
  /** Outside the workspace. */
  runDir: string;
  runId: string;
  issueNumber: number | null;
  /** No token of any kind. */
  env: Record<string, string>;
  /** In ms; `Infinity` for none. */
  roundTimeoutMs: number;
  sandbox: Sandbox;
  outputTailChars?: number;
  killGraceMs?: number;
  maxReportBytes?: number;
  /** The job log; what it throws is ignored. */
  onOutput?: (chunk: string) => void;
}

export interface CommandAgentOptions extends AgentProcessOptions {
  command: string;
}

/**
 * Runs an {@link AgentProgram} per round, prompt on stdin, and ends its whole process group with the round.
 * `runRound` never rejects for the agent's behaviour (a spawn failure is an `exited` round).
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

  /** @throws Error on an invalid option. */
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

  /** `$RALPH_REPORT_FILE`, known before the round so the prompt can name it. */
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
      // The agent may commit; agent-env's identity wins.
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

/** @throws Error on a blank command or a bad option. */
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

/** Nothing when absent, else the usage or a failure (a budget must not rest on a guess). */
async function readUsage(file: string): Promise<ProgramVerdict> {
  const text = await readReport(file, MAX_USAGE_BYTES, "usage file");
  if (text === null) return {};
  const parsed = parseUsage(text);
  return parsed.ok ? { usage: parsed.usage } : { failure: `the agent's usage file ($RALPH_USAGE_FILE) is invalid: ${parsed.reason}` };
}

/** Null when absent; over `maxBytes` or unreadable becomes a note the core rejects. */
async function readReport(file: string, maxBytes: number, name = "report file"): Promise<string | null> {
  let handle;
  try {
    // A planted FIFO must not hang the runner, nor a link be quoted.
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
    // TextDecoder drops a byte order mark.
    const text = new TextDecoder("utf-8").decode(buffer.subarray(0, Math.min(length, maxBytes)));
    if (length <= maxBytes) return text;
    return `${text}\n[ralph-bot: the ${name} holds more than ${maxBytes} bytes; only the first ${maxBytes} were read]`;
  } catch (error) {
    return `[ralph-bot: could not read the ${name}: ${(error as Error).message}]`;
  } finally {
    await handle.close();
  }
}
