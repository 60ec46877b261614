/**
 * The verify command runner: `/bin/sh -c <verify-command>` in the
 * workspace, in the run's sandbox (the agent's: `sandbox.ts`), with the agent's scrubbed
 * environment, its own timeout and its own process group, ended by the sandbox like the agent's: a
 * bounded process (`bounded-process.ts`), as the agent's round is.
 */
import { statfs } from "node:fs/promises";
import { resolve } from "node:path";
import { runBounded } from "./bounded-process.js";
import { ByteTail } from "./output-tail.js";
import type { Sandbox } from "./sandbox.js";
import type { VerifyPort } from "../core/ports.js";
import { formatMinutes } from "../core/time.js";
import { VERIFY_TAIL_CHARS, type VerificationResult } from "../core/verification.js";

/** Default wait between SIGTERM and SIGKILL of the command's process group, in ms. */
export const DEFAULT_VERIFY_KILL_GRACE_MS = 2000;
/** Free bytes in the workspace's file system below which the runner's disk counts as full (16 MiB). */
export const DEFAULT_MIN_FREE_BYTES = 16 * 1024 * 1024;

/** Longest delay setTimeout honours, in ms. */
const MAX_TIMER_MS = 2_147_483_647;

/** Options of {@link createVerifyCommand}. */
export interface VerifyCommandOptions {
  /** Action input `verify-command`, already validated (`VerifyCommandInput`): run through `/bin/sh -c`. */
  command: string;
  /** The workspace root: the command's cwd. */
  workspace: string;
  /** The agent's scrubbed environment (`buildAgentEnvironment`); nothing else of the runner's environment reaches the command. */
  env: Record<string, string>;
  /** The run's sandbox (the agent's, from preflight): the command runs in it and is ended by it. */
  sandbox: Sandbox;
  /** Time limit of one run, in ms (1 … 2^31−1); the group is then killed and the result is `failed`. */
  timeoutMs: number;
  /** ms between SIGTERM and SIGKILL of the group (default {@link DEFAULT_VERIFY_KILL_GRACE_MS}). */
  killGraceMs?: number;
  /** Bytes of stdout and of stderr kept, each (default {@link VERIFY_TAIL_CHARS}); earlier output is discarded as it arrives. */
  tailBytes?: number;
  /** Below this many free bytes (default {@link DEFAULT_MIN_FREE_BYTES}) the runner's disk counts as full: `cannot-run`. */
  minFreeBytes?: number;
  /** Free bytes available in a directory's file system; default `statfs`. Replaced in tests. */
  freeBytes?: (dir: string) => Promise<number>;
  /** Receives the command's output as it arrives (e.g. the job log). Errors it throws are ignored. */
  onOutput?: (chunk: string) => void;
}

/**
 * A {@link VerifyPort} that runs `/bin/sh -c command` in the workspace, in `sandbox`, as the
 * leader of a new process group, stdin from /dev/null, with exactly `env` (the sandbox's `HOME`).
 *
 * Results: exit 0 → `passed`; exit 126 or 127 (not executable, not found), a spawn error, or less
 * than `minFreeBytes` free before the run or after a failing one → `cannot-run`; any other exit, a
 * kill by a signal, or `timeoutMs` passing → `failed`; `signal` aborting → `aborted`. In every case
 * the whole group (including what the command left running in the background) is terminated and
 * waited for before `verify` resolves. Tails keep the last `tailBytes` of each stream, decoded as
 * UTF-8 with ANSI colour codes removed; memory stays bounded whatever the command prints.
 * `verify` never rejects.
 *
 * @throws Error from the factory on a blank command or a bad number.
 */
export function createVerifyCommand(options: VerifyCommandOptions): VerifyPort {
  const { command } = options;
  if (command.trim() === "") throw new Error("createVerifyCommand: the verify command is blank");
  if (!(options.timeoutMs >= 1 && options.timeoutMs <= MAX_TIMER_MS)) {
    throw new Error(`createVerifyCommand: timeoutMs must be between 1 and ${MAX_TIMER_MS}, got ${options.timeoutMs}`);
  }
  const run: VerifyRun = {
    ...options,
    workspace: resolve(options.workspace),
    killGraceMs: options.killGraceMs ?? DEFAULT_VERIFY_KILL_GRACE_MS,
    tailBytes: options.tailBytes ?? VERIFY_TAIL_CHARS,
    minFreeBytes: options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES,
    freeBytes: options.freeBytes ?? defaultFreeBytes,
    onOutput: options.onOutput,
  };
  return { command, verify: (_round, signal) => verify(run, signal) };
}

/** The options of {@link createVerifyCommand} with their defaults. */
type VerifyRun = Omit<Required<VerifyCommandOptions>, "onOutput"> & { onOutput: VerifyCommandOptions["onOutput"] };

/** One run of the verify command (see {@link createVerifyCommand}). */
async function verify(run: VerifyRun, signal: AbortSignal): Promise<VerificationResult> {
  const { command, workspace } = run;
  const started = performance.now();
  const stdout = new ByteTail(run.tailBytes);
  const stderr = new ByteTail(run.tailBytes);
  const result = (kind: VerificationResult["kind"], reason: string, exitCode: number | null = null): VerificationResult => ({
    kind,
    command,
    exitCode,
    reason,
    stdoutTail: stdout.text(),
    stderrTail: stderr.text(),
    durationMs: Math.round(performance.now() - started),
  });
  if (signal.aborted) return result("aborted", "was stopped before it started: the run was cancelled or ran out of time");
  const full = await diskFull(run);
  if (full !== null) return result("cannot-run", full);

  const forward = (tail: ByteTail) => (chunk: Buffer) => {
    tail.push(chunk);
    try {
      run.onOutput?.(chunk.toString("utf8"));
    } catch {
      // The log is a convenience; it must not break the check.
    }
  };
  const exit = await runBounded({
    sandbox: run.sandbox,
    file: "/bin/sh",
    args: ["-c", command],
    env: run.env,
    cwd: workspace,
    stdin: null,
    timeoutMs: run.timeoutMs,
    killGraceMs: run.killGraceMs,
    signal,
    onStdout: forward(stdout),
    onStderr: forward(stderr),
  });

  if (exit.kind === "not-started") return result("cannot-run", `could not start ${exit.file} in ${workspace}: ${exit.reason}`);
  if (exit.kind === "aborted") return result("aborted", "was stopped: the run was cancelled or ran out of time");
  if (exit.kind === "timed-out") return result("failed", `did not finish within ${formatMs(run.timeoutMs)} and was killed`);
  if (exit.exitCode === 0) return result("passed", "exited with code 0", 0);
  if (exit.exitCode === 127) return result("cannot-run", "exited with code 127: the command was not found", 127);
  if (exit.exitCode === 126) return result("cannot-run", "exited with code 126: the command is not executable", 126);
  const afterwards = await diskFull(run);
  if (afterwards !== null) return result("cannot-run", afterwards, exit.exitCode);
  if (exit.exitCode === null) return result("failed", `was killed by ${exit.signal ?? "a signal"}`);
  return result("failed", `exited with code ${exit.exitCode}`, exit.exitCode);
}

/** Why the command cannot run when the workspace's file system has less than `minFreeBytes` free; null otherwise. */
async function diskFull(run: VerifyRun): Promise<string | null> {
  const free = await run.freeBytes(run.workspace).catch(() => Infinity);
  return free < run.minFreeBytes ? `could not run: the runner's disk is full (${free} bytes free in ${run.workspace})` : null;
}

async function defaultFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/** `10 min`, `1.50 min`, `300 ms` from milliseconds. */
function formatMs(ms: number): string {
  return ms < 60_000 ? `${ms} ms` : formatMinutes(ms);
}
