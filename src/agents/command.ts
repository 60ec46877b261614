/**
 * One fresh agent process per round (design contract: "The agent contract"): the only place that
 * starts agent processes, each a bounded process in the run's sandbox (`bounded-process.ts`, which
 * the verify command shares). `agent: command` runs `/bin/sh -c <agent-command>`
 * ({@link shellProgram}); the presets for real agent CLIs describe their own command line,
 * environment and result reading as an {@link AgentProgram}.
 */
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
import type { Sandbox } from "./sandbox.js";

/** Default bound on the kept output tail, in chars. */
export const DEFAULT_OUTPUT_TAIL_CHARS = 8000;
/** Default wait between SIGTERM and SIGKILL of the agent's process group, in ms. */
export const DEFAULT_KILL_GRACE_MS = 2000;
/** Default cap on the bytes of a report file loaded into memory (1 MiB). */
export const DEFAULT_MAX_REPORT_BYTES = 1024 * 1024;
/** Cap on the bytes of a usage file (`$RALPH_USAGE_FILE`): a few numbers need far less. */
export const MAX_USAGE_BYTES = 64 * 1024;

/** Where one round's files are, known before its process starts. */
export interface RoundFiles {
  round: number;
  /** `$RALPH_PROMPT_FILE`: the round prompt, already written. */
  promptFile: string;
  /** `$RALPH_REPORT_FILE`: where the agent writes its report (absent when the round starts). */
  reportFile: string;
  /** The round's own directory outside the workspace, for the program's files (e.g. a JSON Schema). */
  dir: string;
}

/** What a program read from its process's output once it exited by itself. */
export interface ProgramVerdict {
  /** Why the round failed although the process may have exited 0 (see `AgentRoundResult`). */
  failure?: string;
  /** The agent's own usage, when its output reports it. */
  usage?: AgentUsage;
}

/** One round's process as a program describes it. */
export interface AgentProcess {
  /** The executable: an absolute path, or a name looked up on the agent's `PATH`. */
  file: string;
  /** Its arguments (no shell: each is passed as is). */
  args: readonly string[];
  /**
   * Defaults added to the agent's environment for this process (e.g. settings that keep a CLI
   * non-interactive). A value the user passed through `agent-env` wins; `RALPH_*` values win over both.
   */
  env?: Readonly<Record<string, string>>;
  /** Receives the process's stdout as it arrives (UTF-8 text), e.g. to read a JSON-lines stream. */
  onStdout?: (chunk: string) => void;
  /**
   * Called once after the process exited by itself (not after a timeout or cancel), before the
   * report file is read: it may write the report file from the CLI's own output, and it returns what
   * the output says about the round. It must not reject.
   */
  finish?: (exit: { exitCode: number | null; signal: string | null }) => Promise<ProgramVerdict>;
  /**
   * Where the process may write its own usage as JSON (`$RALPH_USAGE_FILE`, see `UsageReport`), for
   * an agent whose usage no CLI output reports (`agent: command`). Read once the process exited by
   * itself; when the file is absent the round reports no usage, when it is invalid the round fails.
   */
  usageFile?: string;
}

/** Describes the process an agent runs each round; {@link CommandAgent} starts and stops it. */
export interface AgentProgram {
  /** A short name for messages, e.g. `/bin/sh -c …` or `claude`. */
  readonly label: string;
  /** The round's process. The prompt is piped to its stdin (then closed) and is in `files.promptFile`. */
  prepare(files: RoundFiles): Promise<AgentProcess>;
}

/**
 * The generic agent's program (`agent: command`): `/bin/sh -c <command>`, which may report its
 * usage in `$RALPH_USAGE_FILE` (`<round dir>/usage.json`).
 * @throws Error when the command is empty or white space.
 */
export function shellProgram(command: string): AgentProgram {
  if (command.trim() === "") throw new Error("CommandAgent: the agent command is empty");
  return {
    label: "/bin/sh -c …",
    prepare: async (files) => ({ file: "/bin/sh", args: ["-c", command], usageFile: join(files.dir, "usage.json") }),
  };
}

/** Options of {@link CommandAgent}: where and how long its processes run. */
export interface AgentProcessOptions {
  /** The workspace root: the agent's cwd. */
  workspace: string;
  /**
   * A directory outside the workspace for the prompt and report files
   * (`<runDir>/round-N/prompt.md`, `<runDir>/round-N/report.json`); outside so the bot
   * never commits them. Created as needed.
   */
  runDir: string;
  /** `RALPH_RUN_ID`. */
  runId: string;
  /** `RALPH_ISSUE_NUMBER`; left out of the environment when null. */
  issueNumber: number | null;
  /**
   * The environment from `buildAgentEnvironment` (without the per-round `RALPH_*` values,
   * which the agent adds). Must not hold GITHUB_TOKEN, GH_TOKEN, ACTIONS_* or INPUT_*.
   */
  env: Record<string, string>;
  /** Round time limit in ms (`round-timeout-minutes`); `Infinity` for none. */
  roundTimeoutMs: number;
  /** The run's sandbox (from preflight): every round's process runs in it, with the round's folder writable. */
  sandbox: Sandbox;
  /** Chars of combined stdout+stderr kept for the result (default 8000). */
  outputTailChars?: number;
  /** ms between SIGTERM and SIGKILL of the process group (default 2000). */
  killGraceMs?: number;
  /** Bytes of the report file loaded at most (default 1 MiB); a larger file yields an oversized text the core rejects. */
  maxReportBytes?: number;
  /** Receives the agent's output as it arrives (e.g. to stream it into the job log). Errors it throws are ignored. */
  onOutput?: (chunk: string) => void;
}

/** Options of {@link createCommandAgent}: the process options and the shell command (`agent-command`). */
export interface CommandAgentOptions extends AgentProcessOptions {
  /** Run through `/bin/sh -c` (action input `agent-command`). */
  command: string;
}

/**
 * Runs an {@link AgentProgram} as a fresh process per round (design contract: "The agent contract").
 *
 * Per round: writes the prompt to {@link CommandAgent.promptFile}; deletes a stale
 * {@link CommandAgent.reportFile}; asks the program for the round's process and starts it
 * in the run's sandbox (with the round's folder writable), in the workspace, as the leader of a
 * new process group ({@link runBounded}), the prompt piped to its stdin, with
 * the program's env defaults, then the given env, plus
 * `RALPH_ROUND`, `RALPH_MAX_ROUNDS`, `RALPH_RUN_ID`, `RALPH_PROMPT_FILE`, `RALPH_REPORT_FILE`
 * and `RALPH_ISSUE_NUMBER` (when there is an issue). The round ends when the process exits,
 * when `roundTimeoutMs` passes (`timed-out`) or when `request.signal` aborts (`cancelled`).
 * In every case the whole process group is terminated (SIGTERM, then SIGKILL after
 * `killGraceMs`) and waited for before `runRound` resolves, so nothing the agent left
 * running (e.g. `sleep 1000 &`) outlives its round. In the bubblewrap sandbox that holds for
 * every process in it, including those that leave the group (`setsid`, daemons): they die with
 * its PID namespace; without a sandbox they escape. When the process exited by itself, the program's
 * `finish` may write the report from the CLI's output and name a failure and the usage.
 *
 * `runRound` never rejects for the agent's behaviour. A spawn failure (e.g. the workspace
 * directory is missing, or the process table is full) resolves as `exited` with
 * `exitCode: null`, `signal: null` and the error in `outputTail`, so the round fails with
 * a readable reason. It rejects only when the run directory or the program's files cannot be
 * prepared (a bug or a broken runner).
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
      // The bot commits whatever the round leaves in the workspace; prompt and report must not be part of it.
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

  /** Absolute path of round `round`'s report file (`$RALPH_REPORT_FILE`); known before the round, so the prompt can name it. */
  reportFile(round: number): string {
    return join(this.#roundDir(round), "report.json");
  }

  /** Absolute path of round `round`'s prompt file (`$RALPH_PROMPT_FILE`). */
  promptFile(round: number): string {
    return join(this.#roundDir(round), "prompt.md");
  }

  #roundDir(round: number): string {
    if (!Number.isInteger(round) || round < 1) throw new Error(`CommandAgent: round must be a positive integer, got ${round}`);
    return join(this.#runDir, `round-${round}`);
  }

  /** Run one round in a fresh process; see the class documentation. */
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
    return { kind: "exited", exitCode, signal, reportText, outputTail, durationMs, ...reported, ...verdict };
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
    // As with the report: a usage left from an earlier attempt must not pass for this round's.
    if (agentProcess.usageFile !== undefined) await rm(agentProcess.usageFile, { force: true, recursive: true });
    return agentProcess;
  }

  /** The round's environment: the program's defaults, the agent's environment, the `RALPH_*` values. */
  #environment(request: AgentRoundRequest, files: RoundFiles, agentProcess: AgentProcess): Record<string, string> {
    const env: Record<string, string> = {
      // The agent may commit; names passed through agent-env (its own identity) win.
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

  /** Runs the round's process in the sandbox, its output into `tail`, the log and the program. */
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

/**
 * A byte stream decoded as UTF-8 for `onText`: one decoder per stream, so a sequence split across
 * chunks is decoded whole; at the end, bytes of a sequence cut off come out as U+FFFD.
 */
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

/**
 * The generic agent (`agent: command`): a {@link CommandAgent} running `/bin/sh -c <command>`.
 * @throws Error when the command is empty, or on an option the {@link CommandAgent} constructor refuses.
 */
export function createCommandAgent(options: CommandAgentOptions): CommandAgent {
  return new CommandAgent(shellProgram(options.command), options);
}

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`CommandAgent: ${name} must be a non-negative integer, got ${value}`);
  return value;
}

/**
 * What the usage file (`$RALPH_USAGE_FILE`) says: nothing when it is absent, the usage when it is
 * a valid `UsageReport`, else a failure naming the problem (the round fails: a budget must not
 * rest on a guess). At most {@link MAX_USAGE_BYTES} bytes are read.
 */
async function readUsage(file: string): Promise<ProgramVerdict> {
  const text = await readReport(file, MAX_USAGE_BYTES, "usage file");
  if (text === null) return {};
  const parsed = parseUsage(text);
  return parsed.ok ? { usage: parsed.usage } : { failure: `the agent's usage file ($RALPH_USAGE_FILE) is invalid: ${parsed.reason}` };
}

/**
 * Read the report file: null when absent; at most `maxBytes` bytes are loaded. A larger file
 * yields its first `maxBytes` bytes plus a note, a text the core rejects (over the bound, or not
 * JSON) rather than a silently truncated report. A report that is not a regular file or cannot be
 * read yields a note saying so (not JSON, so the round fails with a reason). `name` names the
 * file in those notes (the usage file is read the same way).
 */
async function readReport(file: string, maxBytes: number, name = "report file"): Promise<string | null> {
  let handle;
  try {
    // O_NONBLOCK: a FIFO planted as the report must not hang the runner.
    // O_NOFOLLOW: a report that is a symbolic link (to /etc/passwd, say) is refused, not quoted.
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
    // TextDecoder drops a UTF-8 byte order mark, which is encoding, not content.
    const text = new TextDecoder("utf-8").decode(buffer.subarray(0, Math.min(length, maxBytes)));
    if (length <= maxBytes) return text;
    return `${text}\n[ralph-bot: the ${name} holds more than ${maxBytes} bytes; only the first ${maxBytes} were read]`;
  } catch (error) {
    return `[ralph-bot: could not read the ${name}: ${(error as Error).message}]`;
  } finally {
    await handle.close();
  }
}
