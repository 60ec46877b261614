/** Process groups: the one place that signals, polls and waits for a process group, or the PID namespace of its sandbox. */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** How long to wait, in ms, for a SIGKILLed group to disappear before giving up. */
export const KILL_WAIT_MS = 5000;
/** How long to wait, in ms, for the output pipes to close once the group is gone. */
export const CLOSE_WAIT_MS = 1000;
const POLL_MS = 20;
/** setTimeout fires at once for delays above this (ms). */
const MAX_TIMER_MS = 2_147_483_647;

/** Calls `fire` after `ms` (Infinity: never), past setTimeout's limit too; returns a cancel function. */
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

export function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

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

/** One line of `/proc/<pid>/stat`, as far as it is read; state `Z` or `X` counts as gone. */
interface ProcessStat {
  pid: number;
  ppid: number;
  pgrp: number;
  state: string;
}

/** Every process `/proc` lists; null when it cannot be read. */
function listProcesses(): ProcessStat[] | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const processes: ProcessStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat !== null) processes.push(stat);
  }
  return processes;
}

function readStat(pid: number): ProcessStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // comm may contain spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}

const isLive = (stat: ProcessStat): boolean => stat.state !== "Z" && stat.state !== "X";

/** Whether a live process remains in group `pgid`; zombies count as gone (some container inits never reap them). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    // EPERM: a member exists that we may not signal.
  }
  if (process.platform !== "linux") return true;
  const processes = listProcesses();
  return processes === null || processes.some((stat) => stat.pgrp === pgid && isLive(stat));
}

function processAlive(pid: number): boolean {
  if (process.platform !== "linux") return signalProcess(pid, 0);
  const stat = readStat(pid);
  return stat !== null && isLive(stat);
}

/** Sends `signal` to one process; false when it is gone. */
function signalProcess(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The PID namespace of a bubblewrap sandbox seen from outside: its init (bwrap's child) and the other live members; null without init. */
function sandboxNamespace(outerPid: number): { init: number; members: number[] } | null {
  const processes = listProcesses() ?? [];
  const init = processes.find((stat) => stat.ppid === outerPid && isLive(stat));
  if (init === undefined) return null;
  const namespace = (pid: number): string | null => {
    try {
      return readlinkSync(`/proc/${pid}/ns/pid`);
    } catch {
      return null;
    }
  };
  const own = namespace(init.pid);
  if (own === null) return null;
  const members = processes.filter((stat) => stat.pid !== init.pid && isLive(stat) && namespace(stat.pid) === own).map((stat) => stat.pid);
  return { init: init.pid, members };
}

/**
 * Ends a bubblewrap sandbox and waits (bounded) until all in it is gone: SIGTERM to the processes inside first
 * (SIGTERM to bwrap would end them without a chance to clean up), SIGKILL to bwrap and the init `graceMs` later.
 */
export async function terminateSandbox(outerPid: number, graceMs: number): Promise<void> {
  let sandbox = sandboxNamespace(outerPid);
  for (const pid of sandbox?.members ?? []) signalProcess(pid, "SIGTERM");
  const gone = (): boolean => !groupAlive(outerPid) && (sandbox === null || !processAlive(sandbox.init));
  if (await waitUntil(gone, graceMs)) return;
  sandbox ??= sandboxNamespace(outerPid);
  signalGroup(outerPid, "SIGKILL");
  if (sandbox !== null) signalProcess(sandbox.init, "SIGKILL");
  await waitUntil(gone, KILL_WAIT_MS);
}

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  for (;;) {
    if (done()) return true;
    if (performance.now() >= deadline) return false;
    await delay(POLL_MS);
  }
}

export async function waitGroupGone(pgid: number, ms: number): Promise<boolean> {
  return waitUntil(() => !groupAlive(pgid), ms);
}

/** SIGTERM the group, SIGKILL it after `graceMs`, and wait (bounded) until it is gone. */
export async function terminateGroup(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, KILL_WAIT_MS);
}
