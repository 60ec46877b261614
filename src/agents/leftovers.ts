/**
 * Processes an agent left running after its round, found by the run's marker and killed before
 * the bot runs a git command that carries the token.
 *
 * A round's process group is killed when the round ends, but a process that moved to a session
 * of its own (`setsid`, `nohup … &` under a daemonizing parent) survives it. Running as the same
 * user as the bot, such a leftover can read `/proc/<pid>/environ` of the bot's `git push` (whose
 * environment holds the token) while it runs. Every agent process, and every program the bot's
 * git starts for the agent's configuration (filters, merge drivers), carries `RALPH_RUN_ID=<run
 * id>` in its environment (see `src/agents/command.ts` and the workspace's `env` option); this
 * module finds the live processes whose initial environment holds that entry and kills them.
 *
 * This is defence in depth, not the guarantee: a process that re-executes itself with a
 * scrubbed environment (`env -i …`) or overwrites its environment block no longer carries the
 * marker and escapes. The sandbox (`sandbox: bubblewrap`), whose PID namespace dies with the
 * round, is what guarantees that no process of the agent outlives it. Linux only (`/proc`);
 * elsewhere nothing is found.
 */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";

/** The environment variable that marks a process as one of the run's (the agent contract's `RALPH_RUN_ID`). */
export const RUN_MARKER = "RALPH_RUN_ID";

/** Scans of the process table before giving up on processes that keep appearing (e.g. a fork loop). */
const MAX_PASSES = 50;

/** Wait between scans while killed processes are still exiting, in ms. */
const PASS_DELAY_MS = 20;

/** Options of {@link killLeftovers}. */
export interface KillLeftoversOptions {
  /** Told once, when processes were killed: a sentence naming how many and their pids. */
  log?: (message: string) => void;
}

/** What a workspace needs to keep the agent's leftovers away from its network commands (see `PrepareOptions`). */
export interface LeftoverGuard {
  /** Added to every git command of the bot: `RALPH_RUN_ID=<run id>`, so what git starts for the agent's configuration is found too. */
  env: Record<string, string>;
  /** Kills the run's leftovers ({@link killLeftovers}); rejects when they cannot be stopped. */
  beforeNetwork: () => Promise<number[]>;
}

/**
 * The marker and the killer of one run, kept together so that they always agree.
 * @param runId the run's `RALPH_RUN_ID` value (non-empty)
 * @param log told when processes were killed
 */
export function leftoverGuard(runId: string, log?: (message: string) => void): LeftoverGuard {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== undefined ? { log } : {}) };
}

/**
 * Kill (SIGKILL) every live process whose initial environment holds `RALPH_RUN_ID=<runId>`,
 * except this process and its ancestors, and wait until none is left: the table is scanned again
 * after each kill, so children a leftover forked meanwhile are found too. Processes of other
 * users (whose environment cannot be read) and zombies (which hold nothing any more) are passed over.
 * @param runId the run's `RALPH_RUN_ID` value (non-empty)
 * @returns the pids killed, in the order they were found (empty when there were none)
 * @throws Error when marked processes are still there after {@link MAX_PASSES} scans, or when
 *   `runId` is empty; the caller must then not run the command it guards.
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
        // Exited meanwhile (ESRCH), or not ours to kill: the next scan tells.
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

/** Pids of the processes whose environment block holds `marker` (`\0NAME=value\0`). */
async function markedProcesses(marker: Buffer): Promise<number[]> {
  let entries: string[];
  try {
    // No /proc (not Linux): there is nothing to find.
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  // Read one after the other without the thread pool (issue 20): a read of /proc answers from
  // memory at once, and three queued file operations per process (open, read, close), for every
  // process of the machine, cost several times more, twice a round. Nothing else waits meanwhile:
  // the round's processes are gone and the bot waits for this scan before its git command.
  const leading = Buffer.from([0]);
  const marked: number[] = [];
  for (const pid of pids) {
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${pid}/environ`);
    } catch {
      // Exited meanwhile, or another user's.
      continue;
    }
    // A leading NUL lets the first entry match like every other one; the block ends with a NUL.
    if (Buffer.concat([leading, environ]).includes(marker)) marked.push(pid);
  }
  return marked;
}

/** This process and its ancestors, which must never be killed whatever their environment says. */
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
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so parse after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}
