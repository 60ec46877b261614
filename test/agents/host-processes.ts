import { readdirSync, readFileSync, readlinkSync } from "node:fs";

interface HostProcess {
  pid: number;
  cmdline: string;
  /** `pid:[inode]`; null for another user's process. */
  namespace: string | null;
  /** Clock ticks since boot (field 22 of `/proc/<pid>/stat`), the same inside a PID namespace and out. */
  startTime: number;
}

/** Live (not zombie) processes as this test sees them from outside any sandbox. */
function hostProcesses(): HostProcess[] {
  const found: HostProcess[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (fields[0] === "Z" || fields[0] === "X") continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
      let namespace: string | null = null;
      try {
        namespace = readlinkSync(`/proc/${entry}/ns/pid`);
      } catch {
        // another user's process
      }
      found.push({ pid: Number(entry), cmdline, namespace, startTime: Number(fields[19]) });
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/**
 * Host pids of the live processes whose command line holds `marker`. Inside a sandbox a process
 * knows only its namespace's pid, so tests mark the processes they look for in their arguments.
 */
export function processesWith(marker: string): number[] {
  return hostProcesses()
    .filter((process) => process.cmdline.includes(marker) && process.pid !== globalThis.process.pid)
    .map((process) => process.pid);
}

/**
 * Whether the process a sandboxed agent logged as (`namespace`, `startTime`) is still alive, seen
 * from outside: its own pid means nothing here, and a namespace's inode number may be reused once
 * it is gone, so both must match.
 */
export function aliveInNamespace(namespace: string, startTime: number): boolean {
  return hostProcesses().some((process) => process.namespace === namespace && process.startTime === startTime);
}
