/** One bounded process in the run's sandbox: stopped on time or abort, nothing left behind. */
import { spawn } from "node:child_process";
import { CLOSE_WAIT_MS, raceTimeout, startTimer } from "./process-group.js";
import type { Sandbox } from "./sandbox.js";

export interface BoundedProcessRequest {
  sandbox: Sandbox;
  file: string;
  args: readonly string[];
  /** Exactly (the sandbox may set its own `HOME`). */
  env: Record<string, string>;
  writable?: readonly string[];
  cwd: string;
  /** Null: /dev/null. */
  stdin: string | null;
  /** In ms; `Infinity` for none. */
  timeoutMs: number;
  /** In ms. */
  killGraceMs: number;
  signal: AbortSignal;
  /** What it throws is not caught. */
  onStdout: (chunk: Buffer) => void;
  onStderr: (chunk: Buffer) => void;
}

export type BoundedExit =
  | { kind: "not-started"; file: string; reason: string }
  | { kind: "exited"; exitCode: number | null; signal: string | null }
  | { kind: "timed-out" }
  | { kind: "aborted" };

/** Runs `file args` until it exits, times out or aborts, then ends all it left. Never rejects for its behaviour. */
export async function runBounded(request: BoundedProcessRequest): Promise<BoundedExit> {
  const { sandbox, killGraceMs, signal } = request;
  const command = sandbox.command(request.file, request.args, request.env, request.writable);
  // Detached: its own group, ended as a whole.
  const child = spawn(command.file, command.args, {
    cwd: request.cwd,
    env: command.env,
    detached: true,
    stdio: [request.stdin === null ? "ignore" : "pipe", "pipe", "pipe"],
  });
  child.stdout?.on("data", request.onStdout);
  child.stderr?.on("data", request.onStderr);
  // EPIPE when it does not read its stdin.
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
  await (termination ?? sandbox.terminate(pid, killGraceMs));

  // Not waiting for a process that escaped the group.
  await raceTimeout(closed, CLOSE_WAIT_MS);
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.stdin?.destroy();

  if (stop !== null) return { kind: stop };
  return { kind: "exited", exitCode: exit?.code ?? null, signal: exit?.signal ?? null };
}
