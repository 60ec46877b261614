/**
 * The egress proxy's private folder: its unix socket and the forwarder's script live in a short
 * folder of the action's own (`/tmp/ralph-egress-XXXXXX`, mode 0700), so that the socket's path
 * fits the 107 bytes a unix socket allows whatever `RUNNER_TEMP` is. The folder is removed when
 * the sandbox closes, and at the latest when the process exits (a run cancelled by SIGTERM ends
 * through its own ending, then exits).
 */
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { EGRESS_SOCKET } from "./egress-forwarder.js";

/** The longest path of a unix socket on Linux, in bytes (`sun_path` holds 108 with its NUL). */
export const SOCKET_PATH_LIMIT = 107;

/** The folder's name before mkdtemp's six random characters. */
const PREFIX = "ralph-egress-";

/** Folders made and not removed yet: removed when the process exits. */
const made = new Set<string>();
let hooked = false;

/** Whether a socket in a folder made in `base` fits {@link SOCKET_PATH_LIMIT}. */
function fits(base: string): boolean {
  return Buffer.byteLength(join(base, `${PREFIX}XXXXXX`, EGRESS_SOCKET)) <= SOCKET_PATH_LIMIT;
}

/** Where the folder is made: `TMPDIR` of the action's environment when set and short enough, else `/tmp`. */
export function egressBase(hostEnv: NodeJS.ProcessEnv): { base: string; fromTmpdir: boolean } {
  const tmpdir = (hostEnv.TMPDIR ?? "").replace(/(.)\/+$/, "$1");
  return tmpdir !== "" && isAbsolute(tmpdir) && fits(tmpdir) ? { base: tmpdir, fromTmpdir: true } : { base: "/tmp", fromTmpdir: false };
}

/**
 * Makes the proxy's private folder (mode 0700) in {@link egressBase}, to be removed with
 * {@link removeEgressFolder} (or at the process's exit).
 * @throws Error naming the folder, the system's words and the fix on the runner.
 */
export async function makeEgressFolder(hostEnv: NodeJS.ProcessEnv): Promise<string> {
  const { base, fromTmpdir } = egressBase(hostEnv);
  let dir: string;
  try {
    dir = await mkdtemp(join(base, PREFIX));
  } catch (error) {
    const fix = fromTmpdir
      ? `set TMPDIR to a folder the runner's user may write, or unset it to use /tmp`
      : `make /tmp writable for the runner's user, or set TMPDIR to a writable folder whose path is at most ${SOCKET_PATH_LIMIT - join(`${PREFIX}XXXXXX`, EGRESS_SOCKET).length - 1} bytes long`;
    throw new Error(`cannot make its private folder in ${base}${fromTmpdir ? " (TMPDIR)" : ""}: ${(error as Error).message}; ${fix}`);
  }
  made.add(dir);
  if (!hooked) {
    hooked = true;
    process.on("exit", () => {
      for (const folder of made) rmSync(folder, { recursive: true, force: true });
    });
  }
  return dir;
}

/** Removes a folder made by {@link makeEgressFolder}. Never rejects. */
export async function removeEgressFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  made.delete(dir);
}
