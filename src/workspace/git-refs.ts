/** Refs read from their files where the files answer exactly (gitrepository-layout(5)), else left to git. */
import { join } from "node:path";
import { folderEntries, lstatOrNull, readRegularFile } from "./file-read.js";

/** A commit id as a loose ref holds it (SHA-1 or SHA-256). */
const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;

function regularFile(path: string): string | null {
  return readRegularFile(path)?.toString("latin1") ?? null;
}

/**
 * Whether `name` is a branch name git takes as it is (git-check-ref-format(1)), so needs no process;
 * false does not mean invalid: ask git.
 */
export function isPlainBranchName(name: string): boolean {
  return (
    name !== "HEAD" &&
    !name.includes("..") &&
    name.split("/").every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part) && !part.endsWith(".") && !part.endsWith(".lock"))
  );
}

const HEAD_BRANCH = /^ref: refs\/heads\/([^\n]+)\n$/;

/** What `HEAD` names: `{ branch }`, `{ branch: null }` when detached; null when git must be asked. */
export function readHeadBranch(gitDir: string): { branch: string | null } | null {
  const text = regularFile(join(gitDir, "HEAD"));
  if (text === null) return null;
  if (OBJECT_ID.test(text)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text)?.[1];
  return branch !== undefined && isPlainBranchName(branch) ? { branch } : null;
}

/** The object id `HEAD` or a branch's loose ref file holds (one symbolic step from `HEAD`); null when git must be asked. */
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

/** A line of `packed-refs` naming a ref; the header and peeled lines are not. */
const PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;

/** Whether `name` is under `refs/heads/` or `refs/remotes/` and stays inside its folder. */
function isBranchRefPath(name: string): boolean {
  return /^refs\/(heads|remotes)\//.test(name) && !name.split("/").some((part) => part === "" || part === "." || part === "..");
}

/** The object id a branch points at, from its loose ref file or `packed-refs`; null when git must be asked. */
export function readBranchRef(commonDir: string, name: string): string | null {
  if (!isBranchRefPath(name)) return null;
  if (lstatOrNull(join(commonDir, name)) !== null) return readLooseRef(commonDir, commonDir, name);
  return packedBranchRefs(commonDir)?.get(name) ?? null;
}

/** Whether the files show that the branch `name` does not exist; false when it does or git must be asked. */
export function lacksBranchRef(commonDir: string, name: string): boolean {
  if (!isBranchRefPath(name)) return false;
  if (lstatOrNull(join(commonDir, name)) !== null) return false;
  const packed = packedBranchRefs(commonDir);
  return packed !== null && !packed.has(name);
}

/** The branches `packed-refs` lists (empty without the file); null for a reftable or a file that is not regular. */
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

/** The commit ids the branches point at, each once, as `git for-each-ref` lists them; null when git must be asked. */
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
