/** Merging two trees without the index, the working tree or any ref. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { GitCommand } from "./git-command.js";

interface Version {
  mode: string;
  sha: string;
}

/** Base (`older`), branch (`mine`) and agent (`other`) versions; null: none. */
interface Sides {
  older: Version | null;
  mine: Version | null;
  other: Version | null;
}

/** `to` null: deleted. */
interface Move {
  older: Version;
  to: { path: string; version: Version } | null;
}

interface ReadIndex {
  merged: Map<string, Version>;
  unmerged: Map<string, Map<number, Version>>;
}

/** `clash`: paths one side holds as a file, the other as a folder. */
export type TreeMerge = { kind: "merged"; tree: string; both: string[]; renamed: string[] } | { kind: "clash"; paths: string[] };

/** `theirs`: the agent's; `ours`: the branch's. */
export interface MergedTrees {
  base: string;
  ours: string;
  theirs: string;
}

/**
 * Merges the agent's tree into the branch's (docs/design.md, 'When things go wrong'); `scratch`: a private folder.
 * @throws GitError when a git command fails.
 */
export async function mergeTrees(git: GitCommand, trees: MergedTrees, scratch: string): Promise<TreeMerge> {
  const { base, ours, theirs } = trees;
  const folder = await mkdtemp(join(scratch, "merge-"));
  const env = { GIT_INDEX_FILE: join(folder, "index") };
  try {
    const moves = Promise.all([movesOf(git, base, theirs), movesOf(git, base, ours)]);
    moves.catch(() => undefined);
    await git.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
    const index = await readIndex(git, env);
    const [agent, branch] = await moves;
    const { resolved, renamed } = followRenames(index, agent, branch);
    for (const [path, stages] of index.unmerged) {
      if (!resolved.has(path))
        resolved.set(path, { older: stages.get(1) ?? null, mine: stages.get(2) ?? null, other: stages.get(3) ?? null });
    }
    const final = new Map<string, Version | null>();
    const both: string[] = [];
    for (const [path, sides] of resolved) {
      final.set(path, sides === null ? null : await resolveSides(git, folder, sides));
      if (sides !== null && bothChanged(sides)) both.push(path);
    }
    const clash = clashes(index.merged, final);
    if (clash.length > 0) return { kind: "clash", paths: clash };
    const lines: string[] = [];
    const zeros = "0".repeat(base.length);
    for (const [path, version] of final) {
      // Mode 0 takes every stage of the path out of the index first.
      lines.push(`0 ${zeros}\t${path}`);
      if (version !== null) lines.push(`${version.mode} ${version.sha} 0\t${path}`);
    }
    if (lines.length > 0) await git.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    return { kind: "merged", tree: (await git.run(["write-tree"], { env })).stdout.trim(), both: both.sort(), renamed };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Renamed or deleted files, by their path in `from`. */
async function movesOf(git: GitCommand, from: string, to: string): Promise<Map<string, Move>> {
  const fields = (await git.run(["diff-tree", "-r", "-z", "-M", "--diff-filter=DR", from, to])).stdout.split("\0");
  const moves = new Map<string, Move>();
  for (let i = 0; i + 1 < fields.length;) {
    const [oldMode = "", newMode = "", oldSha = "", newSha = "", status = ""] = (fields[i++] ?? "").slice(1).split(" ");
    const path = fields[i++] ?? "";
    const older = { mode: oldMode, sha: oldSha };
    if (!status.startsWith("R")) moves.set(path, { older, to: null });
    else moves.set(path, { older, to: { path: fields[i++] ?? "", version: { mode: newMode, sha: newSha } } });
  }
  return moves;
}

async function readIndex(git: GitCommand, env: Record<string, string>): Promise<ReadIndex> {
  const index: ReadIndex = { merged: new Map(), unmerged: new Map() };
  for (const entry of (await git.run(["ls-files", "-s", "-z"], { env })).stdout.split("\0")) {
    const match = /^(\d+) ([0-9a-f]+) ([0-3])\t(.+)$/s.exec(entry);
    if (match === null) continue;
    const [, mode = "", sha = "", stage = "", path = ""] = match;
    if (stage === "0") index.merged.set(path, { mode, sha });
    else index.unmerged.set(path, (index.unmerged.get(path) ?? new Map<number, Version>()).set(Number(stage), { mode, sha }));
  }
  return index;
}

/** Sides under the new name (the agent's if both renamed); null for old names. */
function followRenames(
  index: ReadIndex,
  agent: ReadonlyMap<string, Move>,
  branch: ReadonlyMap<string, Move>,
): { resolved: Map<string, Sides | null>; renamed: string[] } {
  const resolved = new Map<string, Sides | null>();
  const renamed: string[] = [];
  for (const path of new Set([...agent.keys(), ...branch.keys()])) {
    const [byAgent, byBranch] = [agent.get(path), branch.get(path)];
    const target = byAgent?.to ?? byBranch?.to;
    if (target === undefined || target === null) continue;
    const older = (byAgent ?? byBranch)?.older ?? null;
    const kept = (stage: number) => (index.unmerged.has(path) ? (index.unmerged.get(path)?.get(stage) ?? null) : older);
    const sides: Sides = {
      older,
      mine: byBranch === undefined ? kept(2) : (byBranch.to?.version ?? null),
      other: byAgent === undefined ? kept(3) : (byAgent.to?.version ?? null),
    };
    const placed = new Map<string, Map<number, Version>>();
    if (byBranch?.to) placed.set(byBranch.to.path, (placed.get(byBranch.to.path) ?? new Map()).set(2, byBranch.to.version));
    if (byAgent?.to) placed.set(byAgent.to.path, (placed.get(byAgent.to.path) ?? new Map()).set(3, byAgent.to.version));
    if (![...placed].every(([at, versions]) => holdsOnly(index, at, versions))) continue;
    for (const at of [path, ...placed.keys()]) resolved.set(at, null);
    resolved.set(target.path, sides);
    const otherSide = byAgent?.to ? { move: byBranch, version: sides.mine } : { move: byAgent, version: sides.other };
    if (otherSide.move !== undefined || !same(otherSide.version, older)) renamed.push(`${path} → ${target.path}`);
  }
  return { resolved, renamed: renamed.sort() };
}

function holdsOnly(index: ReadIndex, path: string, versions: ReadonlyMap<number, Version>): boolean {
  const merged = index.merged.get(path);
  if (merged !== undefined) return [...versions.values()].some((version) => same(version, merged));
  const stages = index.unmerged.get(path);
  if (stages === undefined) return true;
  return [...stages].every(([stage, version]) => same(versions.get(stage) ?? null, version));
}

/** null: the path goes. */
async function resolveSides(git: GitCommand, folder: string, sides: Sides): Promise<Version | null> {
  const { older, mine, other } = sides;
  if (other === null) return older === null ? mine : null;
  if (same(other, older)) return mine;
  // The agent's change wins, over a deletion too.
  if (mine === null || same(mine, older) || same(mine, other)) return other;
  const lines = older !== null && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode));
  return {
    mode: other.mode,
    sha: (lines ? await mergeFile(git, folder, { older: older.sha, mine: mine.sha, other: other.sha }) : null) ?? other.sha,
  };
}

function bothChanged({ older, mine, other }: Sides): boolean {
  return !same(mine, older) && !same(other, older) && !same(mine, other);
}

function same(a: Version | null, b: Version | null): boolean {
  return a === null || b === null ? a === b : a.mode === b.mode && a.sha === b.sha;
}

function clashes(merged: ReadonlyMap<string, Version>, final: ReadonlyMap<string, Version | null>): string[] {
  if (final.size === 0) return [];
  const paths = new Set(merged.keys());
  for (const [path, version] of final) {
    if (version === null) paths.delete(path);
    else paths.add(path);
  }
  const folders = new Set<string>();
  for (const path of paths) for (let at = path.indexOf("/"); at !== -1; at = path.indexOf("/", at + 1)) folders.add(path.slice(0, at));
  return [...paths].filter((path) => folders.has(path)).sort();
}

/** null when git cannot merge them (e.g. binary). */
async function mergeFile(git: GitCommand, folder: string, blobs: { older: string; mine: string; other: string }): Promise<string | null> {
  const { older, mine, other } = blobs;
  const files = { mine: join(folder, "mine"), older: join(folder, "older"), other: join(folder, "other") };
  for (const [name, sha] of [
    ["mine", mine],
    ["older", older],
    ["other", other],
  ] as const) {
    const chunks: Buffer[] = [];
    await git.run(["cat-file", "blob", sha], { onStdout: (chunk) => chunks.push(chunk) });
    await writeFile(files[name], Buffer.concat(chunks));
  }
  const result = await git.run(["merge-file", "--theirs", "--quiet", files.mine, files.older, files.other], { allowFailure: true });
  if (result.exitCode < 0 || result.exitCode > 127) return null;
  return (await git.run(["hash-object", "-w", "--no-filters", "--", files.mine])).stdout.trim();
}
