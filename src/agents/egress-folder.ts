/** The egress proxy's private folder, short enough for a unix socket's path; removed at exit at the latest. */
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { EGRESS_SOCKET } from "./egress-forwarder.js";

/** A unix socket's path on Linux, in bytes. */
export const SOCKET_PATH_LIMIT = 107;

const PREFIX = "ralph-egress-";

const made = new Set<string>();
let hooked = false;

function fits(base: string): boolean {
  return Buffer.byteLength(join(base, `${PREFIX}XXXXXX`, EGRESS_SOCKET)) <= SOCKET_PATH_LIMIT;
}

export function egressBase(hostEnv: NodeJS.ProcessEnv): { base: string; fromTmpdir: boolean } {
  const tmpdir = (hostEnv.TMPDIR ?? "").replace(/(.)\/+$/, "$1");
  return tmpdir !== "" && isAbsolute(tmpdir) && fits(tmpdir) ? { base: tmpdir, fromTmpdir: true } : { base: "/tmp", fromTmpdir: false };
}

/** Mode 0700. @throws Error naming the fix on the runner. */
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

/** Never rejects. */
export async function removeEgressFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  made.delete(dir);
}
