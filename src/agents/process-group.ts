/**
 * Process groups: the one place that signals, polls and waits for an agent's or a verify
 * command's whole process group (design contract: on timeout or cancel the whole process
 * group is killed and waited for).
 */
import { readdirSync, readFileSync } from "node:fs";

/** How long to wait, in ms, for a SIGKILLed group to disappear before giving up. */
export const KILL_WAIT_MS = 5000;
/** How long to wait, in ms, for the output pipes to close once the group is gone. */
export const CLOSE_WAIT_MS = 1000;
/** Poll interval, in ms, while waiting for a process group to disappear. */
const POLL_MS = 20;
/** setTimeout fires at once for delays above this (ms); longer timeouts are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/** Calls `fire` after `ms` (Infinity: never); returns a cancel function. Handles delays beyond setTimeout's limit. */
export function startTimer(ms: number, fire: () => void): () => void {
  let handle: NodeJS.Timeout | undefined;
  const deadline = performance.now() + ms;
  const arm = (): void => {
    const left = deadline - performance.now();
    if (left <= 0) return fire();
    handle = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  if (Number.isFinite(ms)) arm();
  return () => clearTimeout(handle);
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Waits for `promise`, at most `ms`. */
export async function raceTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let handle: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((done) => (handle = setTimeout(done, ms)));
  await Promise.race([promise, timeout]);
  clearTimeout(handle);
}

/** Sends `signal` to every process in group `pgid`; a group already gone is fine. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * Whether a live process remains in process group `pgid`. On Linux, zombies count as gone:
 * orphans that died wait for PID 1 to reap them, and some container inits never do.
 */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    // EPERM: a member exists that we may not signal.
  }
  if (process.platform !== "linux") return true;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid pgrp …"; comm may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid && fields[0] !== "Z" && fields[0] !== "X") return true;
  }
  return false;
}

/** Polls until group `pgid` is gone, at most `ms`; true when it is. */
export async function waitGroupGone(pgid: number, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  for (;;) {
    if (!groupAlive(pgid)) return true;
    if (performance.now() >= deadline) return false;
    await delay(POLL_MS);
  }
}

/** SIGTERM the group, SIGKILL it after `graceMs` if anything is left, and wait (bounded) until it is gone. */
export async function terminateGroup(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, KILL_WAIT_MS);
}
