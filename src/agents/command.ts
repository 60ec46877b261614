/**
 * One fresh agent process per round (design contract: "The agent contract"): the only place that
 * spawns agent processes and kills their process groups. `agent: command` runs `/bin/sh -c
 * <agent-command>` ({@link shellProgram}); the presets for real agent CLIs describe their own
 * command line, environment and result reading as an {@link AgentProgram}.
 */
import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { gitIdentityEnv } from "../core/identity.js";
import type { AgentPort, AgentRoundRequest, AgentRoundResult, AgentUsage } from "../core/ports.js";
import { parseUsage } from "../core/usage.js";
import { isForbiddenAgentEnvName } from "./environment.js";
import { CLOSE_WAIT_MS, groupAlive, raceTimeout, startTimer } from "./process-group.js";
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
 * new process group, the prompt piped to its stdin, with
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
    const promptFile = this.promptFile(request.round);
    const reportFile = this.reportFile(request.round);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };

    await mkdir(this.#roundDir(request.round), { recursive: true });
    // A report left from an earlier attempt must not pass for this round's.
    await rm(reportFile, { force: true, recursive: true });
    await writeFile(promptFile, request.prompt, "utf8");
    const agentProcess = await this.#program.prepare({ round: request.round, promptFile, reportFile, dir: this.#roundDir(request.round) });
    const usageFile = agentProcess.usageFile;
    // As with the report: a usage left from an earlier attempt must not pass for this round's.
    if (usageFile !== undefined) await rm(usageFile, { force: true, recursive: true });
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };

    const env: Record<string, string> = {
      // The agent may commit; names passed through agent-env (its own identity) win.
      ...gitIdentityEnv(),
      ...agentProcess.env,
      ...this.#env,
      RALPH_ROUND: String(request.round),
      RALPH_MAX_ROUNDS: String(request.maxRounds),
      RALPH_RUN_ID: this.#runId,
      RALPH_PROMPT_FILE: promptFile,
      RALPH_REPORT_FILE: reportFile,
    };
    if (this.#issueNumber !== null) env.RALPH_ISSUE_NUMBER = String(this.#issueNumber);
    else delete env.RALPH_ISSUE_NUMBER;
    if (usageFile !== undefined) env.RALPH_USAGE_FILE = usageFile;
    else delete env.RALPH_USAGE_FILE;

    const tail = new OutputTail(this.#outputTailChars);
    const command = this.#sandbox.command(agentProcess.file, agentProcess.args, env, [this.#roundDir(request.round)]);
    // detached: the agent (or its sandbox) leads its own process group, so the group can be killed as a whole.
    const child = spawn(command.file, command.args, {
      cwd: this.#workspace,
      env: command.env,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const onData = (chunk: string): void => {
      tail.push(chunk);
      if (this.#onOutput === undefined) return;
      try {
        this.#onOutput(chunk);
      } catch {
        // Streaming to the log is a convenience; it must not break the round.
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    const onStdout = agentProcess.onStdout;
    if (onStdout !== undefined) child.stdout.on("data", (chunk: string) => onStdout(chunk));
    child.stderr.setEncoding("utf8").on("data", onData);
    // The agent need not read its stdin; writing to a closed pipe (EPIPE) is expected then.
    child.stdin.on("error", () => {});
    const exited = new Promise<{ code: number | null; signal: string | null }>((done) => {
      child.once("exit", (code, signal) => done({ code, signal }));
    });
    const closed = new Promise<void>((done) => child.once("close", () => done()));
    const spawnError = await new Promise<Error | null>((done) => {
      child.once("spawn", () => done(null));
      child.once("error", done);
    });
    child.on("error", () => {}); // later errors (none expected) must not crash the runner
    const pid = child.pid;
    if (spawnError !== null || pid === undefined) {
      const reason = spawnError?.message ?? "no process id";
      tail.push(`ralph-bot could not start the agent (${this.#program.label} in ${this.#workspace}): ${reason}\n`);
      return { kind: "exited", exitCode: null, signal: null, reportText: null, outputTail: tail.text(), durationMs: elapsed() };
    }
    child.stdin.end(request.prompt, "utf8");

    let stop: "timed-out" | "cancelled" | null = null;
    let leaderExited = false;
    let termination: Promise<void> | null = null;
    let gaveUp: () => void = () => {};
    const givenUp = new Promise<null>((done) => (gaveUp = () => done(null)));
    const requestStop = (reason: "timed-out" | "cancelled"): void => {
      if (stop !== null || leaderExited) return;
      stop = reason;
      termination = this.#sandbox.terminate(pid, this.#killGraceMs).then(gaveUp);
    };
    const cancelTimer = startTimer(this.#roundTimeoutMs, () => requestStop("timed-out"));
    const onAbort = (): void => requestStop("cancelled");
    request.signal.addEventListener("abort", onAbort, { once: true });
    // An abort while the process was starting fired no event.
    if (request.signal.aborted) requestStop("cancelled");

    // If even SIGKILL does not end the leader (e.g. stuck in the kernel), stop waiting: the run must go on.
    const exit = await Promise.race([exited, givenUp]);
    leaderExited = true;
    cancelTimer();
    request.signal.removeEventListener("abort", onAbort);
    if (termination !== null) await termination;
    // The leader is gone; anything it left in its group dies too (a fresh start for the next round).
    else if (groupAlive(pid)) await this.#sandbox.terminate(pid, this.#killGraceMs);

    // Data may still sit in the pipes after the exit event; wait for them, but not for a process that escaped the group.
    await raceTimeout(closed, CLOSE_WAIT_MS);
    child.stdout.destroy();
    child.stderr.destroy();
    child.stdin.destroy();

    const outputTail = tail.text();
    const durationMs = elapsed();
    if (stop === "timed-out") return { kind: "timed-out", timeoutMs: this.#roundTimeoutMs, outputTail, durationMs };
    if (stop === "cancelled") return { kind: "cancelled", outputTail, durationMs };
    const exitCode = exit?.code ?? null;
    const signal = exit?.signal ?? null;
    const verdict = agentProcess.finish !== undefined ? await agentProcess.finish({ exitCode, signal }) : {};
    const reported = usageFile !== undefined ? await readUsage(usageFile) : {};
    const reportText = await readReport(reportFile, this.#maxReportBytes);
    return { kind: "exited", exitCode, signal, reportText, outputTail, durationMs, ...reported, ...verdict };
  }
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

/** Keeps only the last `limit` chars of the output, so a chatty agent cannot exhaust memory. */
class OutputTail {
  #text = "";
  constructor(private readonly limit: number) {}

  push(chunk: string): void {
    this.#text += chunk;
    // Trim lazily (at twice the limit) so each chunk does not copy the whole tail.
    if (this.#text.length > 2 * this.limit) this.#text = this.#text.slice(-this.limit);
  }

  text(): string {
    let text = this.limit === 0 ? "" : this.#text.slice(-this.limit);
    // Do not start with half of a surrogate pair cut by the slice.
    const first = text.charCodeAt(0);
    if (first >= 0xdc00 && first <= 0xdfff) text = text.slice(1);
    return text;
  }
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
