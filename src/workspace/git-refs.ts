/**
 * Reading a ref from its file without a git process (issue 20), where the file answers exactly:
 * `HEAD` in the git directory, a branch or remote-tracking branch as a loose ref in the common
 * directory (gitrepository-layout(5)). Anything else (a packed ref, a symbolic link, a ref of another kind)
 * is left to git.
 */
import { lstat, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A commit id as a loose ref holds it (SHA-1 or SHA-256), on a line of its own. */
const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;

/** The text of a regular file (not a link), or null. */
async function regularFile(path: string): Promise<string | null> {
  const stats = await lstat(path).catch(() => null);
  if (stats === null || !stats.isFile()) return null;
  return readFile(path, "latin1").catch(() => null);
}

/** A branch `HEAD` names (`ref: refs/heads/<name>`), when every part of the name is plainly one git accepts. */
const HEAD_BRANCH = /^ref: refs\/heads\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)\n$/;

/**
 * What `HEAD` in `gitDir` says: `{ branch }` (the short name) when it names a branch, `{ branch: null }`
 * when it holds a commit id (detached); null when the file does not answer that plainly (a
 * symbolic link, a name with `..` or ending in `.lock`, another layout): git must be asked.
 */
export async function readHeadBranch(gitDir: string): Promise<{ branch: string | null } | null> {
  const text = await regularFile(join(gitDir, "HEAD"));
  if (text === null) return null;
  if (OBJECT_ID.test(text)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text)?.[1];
  if (branch === undefined || branch.includes("..") || branch.split("/").some((part) => part.endsWith(".lock") || part.endsWith(".")))
    return null;
  return { branch };
}

/**
 * The object id `HEAD` (`name` "HEAD") or the branch `refs/heads/…` (or `refs/remotes/…`) points at, read from loose ref
 * files: `HEAD` from `gitDir` (one symbolic step to a branch allowed), branches from `commonDir`.
 * Null when the files do not answer it that way (git must be asked).
 */
export async function readLooseRef(gitDir: string, commonDir: string, name: string): Promise<string | null> {
  const text = await regularFile(name === "HEAD" ? join(gitDir, "HEAD") : join(commonDir, name));
  if (text === null) return null;
  const id = OBJECT_ID.exec(text)?.[1];
  if (id !== undefined) return id;
  const target = /^ref: (refs\/heads\/[^\n]+)\n$/.exec(text)?.[1];
  if (name !== "HEAD" || target === undefined || target.split("/").some((part) => part === "" || part === "." || part === ".."))
    return null;
  return readLooseRef(gitDir, commonDir, target);
}
