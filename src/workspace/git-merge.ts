/**
 * Merging two trees without touching the index, the working tree or any ref: how a round whose
 * agent rewrote history keeps only the agent's own changes on top of the run's branch
 * (`Workspace.saveRound`, step 3b).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { GitCommand } from "./git-command.js";

/**
 * Merge tree `theirs` into tree `ours` against tree `base` without touching the index, the
 * working tree or any ref; returns the merged tree and the paths where both sides changed the
 * same file (`both`). Where only one side changed a path, its change is taken (git's trivial
 * merges, `read-tree -m --aggressive`); where both changed a regular file, its lines are merged
 * (`git merge-file`) and, where they overlap, `theirs` wins (`--theirs`); any other path both
 * changed (a binary file, a symbolic link, a gitlink, one side's deletion, both adding it) takes
 * `theirs` whole, or is deleted when `theirs` deleted it. `scratch` is a folder for temporary
 * files that no one else writes (a temporary index and the three versions of a file).
 * @throws GitError when a git command fails (e.g. a path that is a file on one side and a folder on the other).
 */
export async function mergeTrees(
  git: GitCommand,
  base: string,
  ours: string,
  theirs: string,
  scratch: string,
): Promise<{ tree: string; both: string[] }> {
  const folder = await mkdtemp(join(scratch, "merge-"));
  const env = { GIT_INDEX_FILE: join(folder, "index") };
  try {
    await git.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
    const stages = new Map<string, Map<number, { mode: string; sha: string }>>();
    // `<mode> <sha> <stage>\t<path>`, NUL-terminated.
    for (const entry of (await git.run(["ls-files", "-u", "-z"], { env })).stdout.split("\0")) {
      const match = /^(\d+) ([0-9a-f]+) ([123])\t(.+)$/s.exec(entry);
      if (match === null) continue;
      const [, mode = "", sha = "", stage = "", path = ""] = match;
      stages.set(path, (stages.get(path) ?? new Map()).set(Number(stage), { mode, sha }));
    }
    const lines: string[] = [];
    for (const [path, byStage] of stages) {
      const [older, mine, other] = [byStage.get(1), byStage.get(2), byStage.get(3)];
      // Mode 0 takes every stage of the path out of the index first.
      lines.push(`0 ${"0".repeat(other?.sha.length ?? mine?.sha.length ?? 40)}\t${path}`);
      if (other === undefined) continue;
      const merged =
        older !== undefined && mine !== undefined && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode))
          ? await mergeFile(git, folder, older.sha, mine.sha, other.sha)
          : null;
      lines.push(`${other.mode} ${merged ?? other.sha} 0\t${path}`);
    }
    if (lines.length > 0) await git.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    return { tree: (await git.run(["write-tree"], { env })).stdout.trim(), both: [...stages.keys()] };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The blob of `git merge-file --theirs` of three blobs (`mine` changed as `other` changed it, `other` winning where they overlap); null when git cannot merge them (e.g. binary). */
async function mergeFile(git: GitCommand, folder: string, older: string, mine: string, other: string): Promise<string | null> {
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
  // Writes the result into `mine`; a negative status (255) is an error such as a binary file.
  const result = await git.run(["merge-file", "--theirs", "--quiet", files.mine, files.older, files.other], { allowFailure: true });
  if (result.exitCode < 0 || result.exitCode > 127) return null;
  return (await git.run(["hash-object", "-w", "--no-filters", "--", files.mine])).stdout.trim();
}
