/** Refs read from their files where those answer exactly, else left to git. */
import { join } from "node:path";
import { folderEntries, lstatOrNull, readRegularFile } from "./file-read.js";

const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;

function regularFile(path: string): string | null {
  return readRegularFile(path)?.toString("latin1") ?? null;
}

/** A branch name git takes as it is; false does not mean invalid: ask git. */
export function isPlainBranchName(name: string): boolean {
  return (
    name !== "HEAD" &&
    !name.includes("..") &&
    name.split("/").every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part) && !part.endsWith(".") && !part.endsWith(".lock"))
  );
}

const HEAD_BRANCH = /^ref: refs\/heads\/([^\n]+)\n$/;

/** `{ branch: null }` when detached; null: ask git. */
export function readHeadBranch(gitDir: string): { branch: string | null } | null {
  const text = regularFile(join(gitDir, "HEAD"));
  if (text === null) return null;
  if (OBJECT_ID.test(text)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text)?.[1];
  return branch !== undefined && isPlainBranchName(branch) ? { branch } : null;
}

/** From `HEAD`'s or a branch's loose ref file; null: ask git. */
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

const PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;

function isBranchRefPath(name: string): boolean {
  return /^refs\/(heads|remotes)\//.test(name) && !name.split("/").some((part) => part === "" || part === "." || part === "..");
}

/** null: ask git. */
export function readBranchRef(commonDir: string, name: string): string | null {
  if (!isBranchRefPath(name)) return null;
  if (lstatOrNull(join(commonDir, name)) !== null) return readLooseRef(commonDir, commonDir, name);
  return packedBranchRefs(commonDir)?.get(name) ?? null;
}

/** false: it exists, or ask git. */
export function lacksBranchRef(commonDir: string, name: string): boolean {
  if (!isBranchRefPath(name)) return false;
  if (lstatOrNull(join(commonDir, name)) !== null) return false;
  const packed = packedBranchRefs(commonDir);
  return packed !== null && !packed.has(name);
}

/** null for a reftable or a file that is not regular. */
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

/** Each once, as `git for-each-ref` lists them; null: ask git. */
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
