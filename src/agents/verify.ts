/** The verify command: `/bin/sh -c` in the workspace, in the agent's sandbox and environment. */
import { statfs } from "node:fs/promises";
import { resolve } from "node:path";
import { runBounded } from "./bounded-process.js";
import { ByteTail } from "./output-tail.js";
import type { Sandbox } from "./sandbox.js";
import type { VerifyPort } from "../core/ports.js";
import { formatMinutes } from "../core/time.js";
import { VERIFY_TAIL_CHARS, type VerificationResult } from "../core/verification.js";

/** SIGTERM to SIGKILL, in ms. */
export const DEFAULT_VERIFY_KILL_GRACE_MS = 2000;
/** Below this the disk counts as full, in bytes. */
export const DEFAULT_MIN_FREE_BYTES = 16 * 1024 * 1024;

const MAX_TIMER_MS = 2_147_483_647;

export interface VerifyCommandOptions {
  command: string;
  workspace: string;
  /** The agent's scrubbed environment. */
  env: Record<string, string>;
  sandbox: Sandbox;
  /** In ms (1 … 2^31−1); then the result is `failed`. */
  timeoutMs: number;
  killGraceMs?: number;
  /** Of stdout and of stderr, each. */
  tailBytes?: number;
  minFreeBytes?: number;
  freeBytes?: (dir: string) => Promise<number>;
  /** What it throws is ignored. */
  onOutput?: (chunk: string) => void;
}

/** 126, 127, a spawn error or a full disk are `cannot-run`; `verify` never rejects. @throws Error on a bad option. */
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

type VerifyRun = Omit<Required<VerifyCommandOptions>, "onOutput"> & { onOutput: VerifyCommandOptions["onOutput"] };

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
      // The log must not break the check.
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

async function diskFull(run: VerifyRun): Promise<string | null> {
  const free = await run.freeBytes(run.workspace).catch(() => Infinity);
  return free < run.minFreeBytes ? `could not run: the runner's disk is full (${free} bytes free in ${run.workspace})` : null;
}

async function defaultFreeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

function formatMs(ms: number): string {
  return ms < 60_000 ? `${ms} ms` : formatMinutes(ms);
}
