/** Processes an agent left running, found by the run's marker and killed before a git command carries the token (docs/security.md). */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";

/** The environment variable that marks a process as the run's. */
export const RUN_MARKER = "RALPH_RUN_ID";

/** Scans of the process table before giving up on processes that keep appearing (a fork loop). */
const MAX_PASSES = 50;

/** Wait between scans, in ms. */
const PASS_DELAY_MS = 20;

export interface KillLeftoversOptions {
  /** Told once, when processes were killed. */
  log?: (message: string) => void;
}

/** What a workspace needs to keep the agent's leftovers away from its network commands. */
export interface LeftoverGuard {
  /** Added to every git command: what git starts for the agent's configuration is marked too. */
  env: Record<string, string>;
  /** Kills the run's leftovers; rejects when they cannot be stopped. */
  beforeNetwork: () => Promise<number[]>;
}

/** The marker and the killer of one run, kept together so that they always agree. */
export function leftoverGuard(runId: string, log?: (message: string) => void): LeftoverGuard {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== undefined ? { log } : {}) };
}

/**
 * SIGKILL every live process whose initial environment holds `RALPH_RUN_ID=<runId>` (not this one nor its
 * ancestors), scanning again until none is left; returns the pids. @throws Error when they keep coming back.
 */
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
        // Exited meanwhile, or not ours to kill: the next scan tells.
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

/** Pids of the processes whose environment block holds `marker`. */
async function markedProcesses(marker: Buffer): Promise<number[]> {
  let entries: string[];
  try {
    // No /proc (not Linux): there is nothing to find.
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  // Synchronous reads: /proc answers from memory, and the thread pool would cost several times more.
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

/** This process and its ancestors, never killed whatever their environment says. */
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
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}
