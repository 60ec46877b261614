/**
 * One bounded process in the run's sandbox: the agent's round (`command.ts`) and the verify
 * command (`verify.ts`) both run through {@link runBounded} (design contract: on timeout or cancel
 * the whole process group is killed and waited for). It starts the process as the leader of a new
 * process group, stops it on its time limit or an abort, and always lets the sandbox end whatever
 * the process left behind before it resolves.
 */
import { spawn } from "node:child_process";
import { CLOSE_WAIT_MS, raceTimeout, startTimer } from "./process-group.js";
import type { Sandbox } from "./sandbox.js";

/** What {@link runBounded} starts and how long it lets it run. */
export interface BoundedProcessRequest {
  /** The run's sandbox: it builds the command line and ends the process and everything it started. */
  sandbox: Sandbox;
  /** The executable inside the sandbox: an absolute path, or a name looked up on `env.PATH`. */
  file: string;
  /** Its arguments (no shell: each is passed as is). */
  args: readonly string[];
  /** Exactly the process's environment (the sandbox may set its own `HOME`). */
  env: Record<string, string>;
  /** Folders this process may also write (absolute), besides the sandbox's own. */
  writable?: readonly string[];
  /** The working directory: the workspace root. */
  cwd: string;
  /** Text piped to stdin, which is then closed; null: stdin is /dev/null. */
  stdin: string | null;
  /** Time limit in ms; `Infinity` for none. Delays beyond setTimeout's limit are honoured. */
  timeoutMs: number;
  /** ms between SIGTERM and SIGKILL when the sandbox ends the process. */
  killGraceMs: number;
  /** Aborting it stops the process (`aborted`). */
  signal: AbortSignal;
  /** Receives stdout as it arrives (raw bytes). Errors it throws are not caught. */
  onStdout: (chunk: Buffer) => void;
  /** Receives stderr as it arrives (raw bytes). Errors it throws are not caught. */
  onStderr: (chunk: Buffer) => void;
}

/** How a bounded process ended. */
export type BoundedExit =
  /** It could not start: `file` is the sandbox's command line's executable, `reason` the spawn error. */
  | { kind: "not-started"; file: string; reason: string }
  /** It exited by itself (`exitCode` null when a signal killed it). */
  | { kind: "exited"; exitCode: number | null; signal: string | null }
  /** Its time limit passed and it was ended. */
  | { kind: "timed-out" }
  /** `signal` aborted and it was ended. */
  | { kind: "aborted" };

/**
 * Runs `file args` once in `sandbox` (in `cwd`, exactly `env`, leader of a new process group) and
 * waits until it exits, `timeoutMs` passes or `signal` aborts; on a stop the sandbox ends the
 * whole process group (SIGTERM, then SIGKILL `killGraceMs` later). Once the leader is gone the
 * sandbox's terminate runs in every case, so nothing the process left running (`sleep 300 &`, or
 * a detached `setsid nohup …` in the bubblewrap sandbox) outlives it. If even SIGKILL does not end
 * the leader (stuck in the kernel), it stops waiting for it, so the run goes on. Output still in
 * the pipes after the exit is awaited at most {@link CLOSE_WAIT_MS}.
 *
 * Never rejects for the process's behaviour: a spawn failure (a missing `cwd`, a full process
 * table) resolves as `not-started`.
 */
export async function runBounded(request: BoundedProcessRequest): Promise<BoundedExit> {
  const { sandbox, killGraceMs, signal } = request;
  const command = sandbox.command(request.file, request.args, request.env, request.writable);
  // detached: the process (or its sandbox) leads its own process group, so the group can be ended as a whole.
  const child = spawn(command.file, command.args, {
    cwd: request.cwd,
    env: command.env,
    detached: true,
    stdio: [request.stdin === null ? "ignore" : "pipe", "pipe", "pipe"],
  });
  child.stdout?.on("data", request.onStdout);
  child.stderr?.on("data", request.onStderr);
  // The process need not read its stdin; writing to a closed pipe (EPIPE) is expected then.
  child.stdin?.on("error", () => {});
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) => {
    child.once("exit", (code, sig) => done({ code, signal: sig }));
  });
  const closed = new Promise<void>((done) => child.once("close", () => done()));
  const spawnError = await new Promise<Error | null>((done) => {
    child.once("spawn", () => done(null));
    child.once("error", done);
  });
  child.on("error", () => {}); // later errors (none expected) must not crash the runner
  const pid = child.pid;
  if (spawnError !== null || pid === undefined)
    return { kind: "not-started", file: command.file, reason: spawnError?.message ?? "no process id" };
  if (request.stdin !== null) child.stdin?.end(request.stdin, "utf8");

  let stop: "timed-out" | "aborted" | null = null;
  let leaderExited = false;
  let termination: Promise<void> | null = null;
  let gaveUp: () => void = () => {};
  const givenUp = new Promise<null>((done) => (gaveUp = () => done(null)));
  const requestStop = (reason: "timed-out" | "aborted"): void => {
    if (stop !== null || leaderExited) return;
    stop = reason;
    termination = sandbox.terminate(pid, killGraceMs).then(gaveUp);
  };
  const cancelTimer = startTimer(request.timeoutMs, () => requestStop("timed-out"));
  const onAbort = (): void => requestStop("aborted");
  signal.addEventListener("abort", onAbort, { once: true });
  // An abort while the process was starting fired no event.
  if (signal.aborted) requestStop("aborted");

  const exit = await Promise.race([exited, givenUp]);
  leaderExited = true;
  cancelTimer();
  signal.removeEventListener("abort", onAbort);
  // The leader is gone; whatever it left (in its group, or detached in the sandbox) dies too.
  await (termination ?? sandbox.terminate(pid, killGraceMs));

  // Data may still sit in the pipes after the exit event; wait for them, but not for a process that escaped the group.
  await raceTimeout(closed, CLOSE_WAIT_MS);
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.stdin?.destroy();

  if (stop !== null) return { kind: stop };
  return { kind: "exited", exitCode: exit?.code ?? null, signal: exit?.signal ?? null };
}
