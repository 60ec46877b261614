/** Processes the agent left running, found by the run's marker and killed before a git command carries the token. */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";

export const RUN_MARKER = "RALPH_RUN_ID";

/** Scans before giving up on a fork loop. */
const MAX_PASSES = 50;

/** In ms. */
const PASS_DELAY_MS = 20;

export interface KillLeftoversOptions {
  log?: (message: string) => void;
}

export interface LeftoverGuard {
  /** For every git command: what git starts for the agent's configuration is marked too. */
  env: Record<string, string>;
  /** Rejects when they cannot be stopped. */
  beforeNetwork: () => Promise<number[]>;
}

/** The marker and the killer of one run, together so that they agree. */
export function leftoverGuard(runId: string, log?: (message: string) => void): LeftoverGuard {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== undefined ? { log } : {}) };
}

/** SIGKILLs the marked processes but this one's ancestry until none is left. @throws Error when they keep coming back. */
export async function killLeftovers(runId: string, options: KillLeftoversOptions = {}): Promise<number[]> {
  if (runId === "") throw new Error("killLeftovers: the run id is empty");
  const marker = Buffer.from(`\0${RUN_MARKER}=${runId}\0`);
  const spared = ancestry();
  const killed: number[] = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const found = (await markedProcesses(marker)).filter((pid) => !spared.has(pid));
    if (found.length === 0) {
      if (killed.length > 0) {
        options.log?.(
          `killed ${killed.length} process(es) the agent left running (pid ${killed.join(", ")}) before a git command with the token`,
        );
      }
      return killed;
    }
    for (const pid of found) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Gone, or not ours: the next scan tells.
      }
      if (!killed.includes(pid)) killed.push(pid);
    }
    await new Promise((resolve) => setTimeout(resolve, PASS_DELAY_MS));
  }
  throw new Error(
    `processes the agent left running (${RUN_MARKER}=${runId}) could not be stopped after ${MAX_PASSES} attempts; ` +
      "no git command with the token is run while they live",
  );
}

async function markedProcesses(marker: Buffer): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  // Synchronous: /proc answers from memory; the thread pool costs several times more.
  const leading = Buffer.from([0]);
  const marked: number[] = [];
  for (const pid of pids) {
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${pid}/environ`);
    } catch {
      continue;
    }
    // A leading NUL lets the first entry match like every other one.
    if (Buffer.concat([leading, environ]).includes(marker)) marked.push(pid);
  }
  return marked;
}

function ancestry(): Set<number> {
  const pids = new Set<number>();
  for (let pid = process.pid; pid > 0 && !pids.has(pid);) {
    pids.add(pid);
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      break;
    }
    // comm may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}
