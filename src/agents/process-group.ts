/** The one place that signals and waits for a process group, or its sandbox's PID namespace. */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** For a SIGKILLed group to go, in ms. */
export const KILL_WAIT_MS = 5000;
/** For the pipes to close once the group is gone, in ms. */
export const CLOSE_WAIT_MS = 1000;
const POLL_MS = 20;
/** setTimeout fires at once for delays above this (ms). */
const MAX_TIMER_MS = 2_147_483_647;

/** Past setTimeout's limit too (Infinity: never); returns a cancel function. */
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

export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

interface ProcessStat {
  pid: number;
  ppid: number;
  pgrp: number;
  state: string;
}

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

/** Zombies count as gone: some container inits never reap them. */
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

/** False when it is gone. */
function signalProcess(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** A sandbox's init (bwrap's child) and other live members; null without init. */
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

/** SIGTERM inside first (to bwrap it would leave no time to clean up), SIGKILL `graceMs` later; bounded wait. */
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

/** SIGTERM, SIGKILL after `graceMs`, bounded wait. */
export async function terminateGroup(pgid: number, graceMs: number): Promise<void> {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, KILL_WAIT_MS);
}
