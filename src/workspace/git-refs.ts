/**
 * Reading a ref from its file without a git process (issue 20), where the file answers exactly:
 * `HEAD` in the git directory, a branch or remote-tracking branch as a loose ref in the common
 * directory or a line of its `packed-refs` (gitrepository-layout(5)). Anything else (a symbolic
 * link, a reftable, a ref of another kind) is left to git. The files are read synchronously (see
 * `file-read.ts`).
 */
import { join } from "node:path";
import { folderEntries, lstatOrNull, readRegularFile } from "./file-read.js";

/** A commit id as a loose ref holds it (SHA-1 or SHA-256), on a line of its own. */
const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;

/** The text of a regular file (not a link), or null. */
function regularFile(path: string): string | null {
  return readRegularFile(path)?.toString("latin1") ?? null;
}

/**
 * Whether `name` is a branch name in the plain form git takes as it is, which needs no
 * `git check-ref-format --branch` (issue 20): parts of ASCII letters, digits, `.`, `_` and `-`,
 * joined by single `/`, each starting with a letter, digit or `_` and ending in neither `.` nor
 * `.lock`, no `..`, and not `HEAD`. Every name this accepts, git accepts unchanged
 * (git-check-ref-format(1)); a name it does not accept may still be valid: ask git.
 */
export function isPlainBranchName(name: string): boolean {
  return (
    name !== "HEAD" &&
    !name.includes("..") &&
    name.split("/").every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part) && !part.endsWith(".") && !part.endsWith(".lock"))
  );
}

/** A branch `HEAD` names (`ref: refs/heads/<name>`). */
const HEAD_BRANCH = /^ref: refs\/heads\/([^\n]+)\n$/;

/**
 * What `HEAD` in `gitDir` says: `{ branch }` (the short name) when it names a branch, `{ branch: null }`
 * when it holds a commit id (detached); null when the file does not answer that plainly (a
 * symbolic link, a name not {@link isPlainBranchName}, another layout): git must be asked.
 */
export function readHeadBranch(gitDir: string): { branch: string | null } | null {
  const text = regularFile(join(gitDir, "HEAD"));
  if (text === null) return null;
  if (OBJECT_ID.test(text)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text)?.[1];
  return branch !== undefined && isPlainBranchName(branch) ? { branch } : null;
}

/**
 * The object id `HEAD` (`name` "HEAD") or the branch `refs/heads/…` (or `refs/remotes/…`) points at, read from loose ref
 * files: `HEAD` from `gitDir` (one symbolic step to a branch allowed), branches from `commonDir`.
 * Null when the files do not answer it that way (git must be asked).
 */
export function readLooseRef(gitDir: string, commonDir: string, name: string): string | null {
  const text = regularFile(name === "HEAD" ? join(gitDir, "HEAD") : join(commonDir, name));
  if (text === null) return null;
  const id = OBJECT_ID.exec(text)?.[1];
  if (id !== undefined) return id;
  const target = /^ref: (refs\/heads\/[^\n]+)\n$/.exec(text)?.[1];
  if (name !== "HEAD" || target === undefined || target.split("/").some((part) => part === "" || part === "." || part === ".."))
    return null;
  return readLooseRef(gitDir, commonDir, target);
}

/** A line of `packed-refs` naming a ref (`<id> <refname>`); the header and peeled (`^<id>`) lines are not. */
const PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;

/** Whether `name` is a branch or remote-tracking branch (`refs/heads/…`, `refs/remotes/…`) whose path stays inside its folder (no empty, `.` or `..` part). */
function isBranchRefPath(name: string): boolean {
  return /^refs\/(heads|remotes)\//.test(name) && !name.split("/").some((part) => part === "" || part === "." || part === "..");
}

/**
 * The object id the branch or remote-tracking branch `name` (`refs/heads/…`, `refs/remotes/…`)
 * points at, from its loose ref file in `commonDir`, or from `packed-refs` when it has no loose
 * file (as a clone leaves its remote-tracking branches). Null when the files do not answer that
 * plainly (no such ref, a symbolic ref, a link, a reftable): git must be asked, or the ref fetched.
 */
export function readBranchRef(commonDir: string, name: string): string | null {
  if (!isBranchRefPath(name)) return null;
  if (lstatOrNull(join(commonDir, name)) !== null) return readLooseRef(commonDir, commonDir, name);
  return packedBranchRefs(commonDir)?.get(name) ?? null;
}

/**
 * Whether the files show that the branch or remote-tracking branch `name` (`refs/heads/…`,
 * `refs/remotes/…`) does not exist: no loose ref file (nor anything else at its path) in
 * `commonDir`, and `packed-refs` does not list it. False when it exists or the files do not answer
 * plainly (a reftable, a `packed-refs` that is not a regular file): git must be asked.
 */
export function lacksBranchRef(commonDir: string, name: string): boolean {
  if (!isBranchRefPath(name)) return false;
  if (lstatOrNull(join(commonDir, name)) !== null) return false;
  const packed = packedBranchRefs(commonDir);
  return packed !== null && !packed.has(name);
}

/**
 * The branches and remote-tracking branches (`refs/heads/…`, `refs/remotes/…`) that `packed-refs`
 * in `commonDir` lists, name → object id; empty when there is no such file. Null when a reftable
 * holds the refs or `packed-refs` is not a regular file: git must be asked.
 */
function packedBranchRefs(commonDir: string): Map<string, string> | null {
  if (lstatOrNull(join(commonDir, "reftable")) !== null) return null;
  const ids = new Map<string, string>();
  if (lstatOrNull(join(commonDir, "packed-refs")) === null) return ids;
  const packed = regularFile(join(commonDir, "packed-refs"));
  if (packed === null) return null;
  for (const line of packed.split("\n")) {
    const match = PACKED_REF.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined && /^refs\/(heads|remotes)\//.test(match[2])) ids.set(match[2], match[1]);
  }
  return ids;
}

/**
 * The commit ids the branches and remote-tracking branches (`refs/heads/…`, `refs/remotes/…`) point
 * at, each once, as `git for-each-ref` would list them: loose ref files in `commonDir` over
 * `packed-refs`, a symbolic ref (such as `refs/remotes/origin/HEAD`) followed one step. Null when
 * the files do not answer that plainly (a reftable, a link or a file that is not a ref, a lock, a
 * symbolic ref to a ref not listed): git must be asked.
 */
export function readBranchTips(commonDir: string): string[] | null {
  const ids = packedBranchRefs(commonDir);
  if (ids === null) return null;
  const symbolic = new Map<string, string>();
  const walk = (ref: string): boolean => {
    const entries = folderEntries(join(commonDir, ref));
    if (entries === null) return false;
    for (const entry of entries) {
      const name = `${ref}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!walk(name)) return false;
        continue;
      }
      const text = entry.isFile() && !entry.name.endsWith(".lock") ? regularFile(join(commonDir, name)) : null;
      const id = text === null ? undefined : OBJECT_ID.exec(text)?.[1];
      const target = text === null ? undefined : /^ref: (refs\/(?:heads|remotes)\/[^\n]+)\n$/.exec(text)?.[1];
      if (id !== undefined) ids.set(name, id);
      else if (target !== undefined) symbolic.set(name, target);
      else return false;
    }
    return true;
  };
  for (const top of ["refs/heads", "refs/remotes"]) {
    const stats = lstatOrNull(join(commonDir, top));
    if (stats !== null && !(stats.isDirectory() && walk(top))) return null;
  }
  for (const [name, target] of symbolic) {
    const id = ids.get(target);
    if (id === undefined) return null;
    ids.set(name, id);
  }
  return [...new Set(ids.values())];
}
