/** What the agent left, put right and committed on the run's branch before the round is pushed. */
import { lstat, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { errorText, type Checkout } from "./checkout.js";
import { restoreGitDir, restoreNote, type GitDirSnapshot, type RestoredFile } from "./git-dir-guard.js";
import { GitError } from "./git-error.js";
import { mergeTrees } from "./git-merge.js";
import type { Git } from "./git.js";
import { changedKeys, configValues, type ConfigValues } from "./transport.js";

/** The round's start, and the branch tips before its agent ran. */
export interface RoundStart {
  start: string;
  branches: readonly string[];
}

/** The index against `against`, as {@link dropGitlinks} found it: saves a process. */
export interface StagedChanges {
  against: string;
  changed: boolean;
}

/** Puts the guarded git files back, noting the keys the agent changed; first of a save or sync. */
export async function putBackGitDir(checkout: Checkout, snapshot: GitDirSnapshot, notes: string[]): Promise<void> {
  let restored: RestoredFile[];
  try {
    restored = await restoreGitDir(snapshot);
  } catch (error) {
    throw new GitError(`refusing to run git: ${errorText(error)}`, { command: "", exitCode: null, stderrTail: "" });
  }
  for (const file of restored) {
    const keys = /(^|[/\\])config(\.worktree)?$/.test(file.path) ? await changedConfigKeys(checkout, file) : null;
    notes.push(restoreNote(file, checkout.dir, keys));
  }
}

/** null when unreadable. */
async function changedConfigKeys(checkout: Checkout, file: RestoredFile): Promise<string[] | null> {
  const read = async (bytes: Buffer | null, name: string): Promise<ConfigValues | null> => {
    if (bytes === null) return new Map();
    const path = join(checkout.privateDir, name);
    try {
      await writeFile(path, bytes, { mode: 0o600 });
      // `--file`: no includes followed, nothing run.
      const result = await checkout.git.run(["config", "--file", path, "--list", "-z"], { allowFailure: true });
      if (result.exitCode !== 0 && result.stdout === "" && bytes.toString("utf8").trim() !== "") return null;
      return configValues(result.stdout);
    } finally {
      await rm(path, { force: true });
    }
  };
  const agent = await read(file.agentBytes, "agent.gitconfig");
  const saved = await read(file.snapshotBytes, "saved.gitconfig");
  return agent === null || saved === null ? null : changedKeys(saved, agent);
}

/** Unstages the gitlinks the agent added (not saved before nor in `.gitmodules`) and `embedded` ones. */
export async function dropGitlinks(
  checkout: Checkout,
  lastSaved: string,
  notes: string[],
  embedded: readonly string[] = [],
): Promise<StagedChanges> {
  const git = checkout.git;
  // Not the whole index: the cost follows the round's changes.
  const diff = await git.run(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--ignore-submodules=none", lastSaved, "--"]);
  const staged = newGitlinks(diff.stdout);
  const changed = diff.stdout !== "";
  if (staged.length === 0) return { against: lastSaved, changed };
  const head = new Set(gitlinks((await git.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])).stdout));
  const declared = new Set(
    (
      await git.run(["config", "--file", join(checkout.dir, ".gitmodules"), "-z", "--get-regexp", "^submodule\\..*\\.path$"], {
        allowFailure: true,
      })
    ).stdout
      .split("\0")
      .map((entry) => entry.slice(entry.indexOf("\n") + 1))
      .filter((path) => path !== ""),
  );
  let left = Math.floor(diff.stdout.split("\0").length / 2);
  for (const path of staged) {
    const ours = embedded.includes(path);
    if (declared.has(path) && !ours) continue;
    left--;
    await git.run(["update-index", "--force-remove", "--", path]);
    notes.push(
      ours
        ? nestedNote(path)
        : head.has(path)
          ? `left out nested repository ${path} (the agent committed it as a gitlink; the round's commit removes it)`
          : `left out nested repository ${path} (the agent staged it as a gitlink)`,
    );
  }
  return { against: lastSaved, changed: left > 0 };
}

/** Ends what the agent left in progress, noting each; true when a merge is to be concluded. */
export async function putRight(checkout: Checkout, notes: string[]): Promise<boolean> {
  const git = checkout.git;
  for (const lock of ["index.lock", "HEAD.lock"]) {
    const path = join(checkout.gitDir, lock);
    if (await removeLock(path)) notes.push(`removed a stale ${relative(checkout.dir, path)} the agent left`);
  }
  const inProgress = (name: string): Promise<boolean> => pathExists(join(checkout.gitDir, name));
  if (await inProgress("rebase-apply/applying")) {
    await git.run(["am", "--abort"]);
    notes.push("aborted a `git am` the agent left in progress (the branch keeps its commits from before it)");
  } else if ((await inProgress("rebase-merge")) || (await inProgress("rebase-apply"))) {
    // Ending it where it stopped would drop the commits not replayed yet.
    await git.run(["rebase", "--abort"]);
    notes.push(
      "aborted a rebase the agent left in progress (the branch keeps its commits from before it; changes made during the rebase were dropped)",
    );
  }
  for (const [operation, state] of [
    ["cherry-pick", "CHERRY_PICK_HEAD"],
    ["revert", "REVERT_HEAD"],
  ] as const) {
    if (!(await inProgress(state))) continue;
    // --quit keeps index and tree for the round's commit.
    await git.run([operation, "--quit"]);
    notes.push(`ended a ${operation} the agent left in progress, keeping its files as they were`);
  }
  if (await inProgress("BISECT_LOG")) {
    await git.run(["bisect", "reset"]);
    notes.push("ended a bisect the agent left in progress (back on the commit it started from)");
  }
  const merging = await inProgress("MERGE_HEAD");
  if (merging) notes.push("concluded the merge the agent left in progress (the round's commit is the merge commit)");
  return merging;
}

const EMBEDDED_WARNING = /^warning: adding embedded git repository: (.+)$/gm;

/** `git add --all`; returns the nested repositories staged as gitlinks. When it fails, they are left out by name. */
export async function stage(checkout: Checkout, notes: string[]): Promise<string[]> {
  const git = checkout.git;
  const added = await git.run(["add", "--all", "--", "."], { allowFailure: true });
  if (added.exitCode === 0) return [...added.stderr.matchAll(EMBEDDED_WARNING)].map((match) => match[1] ?? "");
  const status = await git.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  const nested: string[] = [];
  for (const entry of status.stdout.split("\0")) {
    // With every untracked file listed, a folder shows only when it is a repository.
    const path = entry.slice(3);
    if (entry.startsWith("?? ") && path.endsWith("/") && (await pathExists(join(checkout.dir, path, ".git")))) {
      nested.push(path.slice(0, -1));
    }
  }
  for (const path of nested) notes.push(nestedNote(path));
  await git.addAll(nested);
  return [];
}

function nestedNote(path: string): string {
  return `left out nested repository ${path} (it has its own .git)`;
}

export interface RoundCommitOptions {
  message: string;
  withTrailers: boolean;
  merging: boolean;
  staged?: StagedChanges | null;
}

export interface RoundCommitted {
  head: string;
  /** File on one side, folder on the other, and the tip to go back to: `head` is kept apart. */
  clash: { paths: string[]; tip: string } | null;
}

/** Commits the round on the run's branch, checked out, whatever the agent did to refs and history. */
export async function commitRound(
  checkout: Checkout,
  round: RoundStart,
  commit: RoundCommitOptions,
  notes: string[],
): Promise<RoundCommitted> {
  const { message, withTrailers, merging, staged: known = null } = commit;
  const git = checkout.git;
  const start = round.start;
  const onBranch = await git.refAt(`refs/heads/${checkout.branch}`, [start]);
  const tip = onBranch !== null && (await git.isAncestor(start, onBranch)) ? onBranch : start;
  const agentHead = await git.refAt("HEAD", [start, tip]);
  const current = await git.currentBranch();
  const where =
    current === null
      ? "left HEAD detached"
      : current === checkout.branch
        ? `moved "${checkout.branch}" itself`
        : `left the branch "${current}" checked out`;
  if (agentHead !== null && (await git.isAncestor(tip, agentHead))) {
    const staged = merging || (known !== null && known.against === agentHead ? known.changed : await git.hasStagedChanges());
    const head = staged || (withTrailers && agentHead !== start) ? await git.commit(message, checkout.identity) : agentHead;
    if (current === checkout.branch) return { head, clash: null };
    await git.checkout(["-B", checkout.branch, head, "--"]);
    notes.push(`checked out "${checkout.branch}" again, moved to ${head.slice(0, 12)} where the agent's work is (the agent ${where})`);
    return { head, clash: null };
  }
  return ownChangesOnTip(checkout, { round, tip, agentHead, where }, { message, withTrailers }, notes);
}

interface MovedBranch {
  round: RoundStart;
  tip: string;
  agentHead: string | null;
  where: string;
}

/** The agent's own changes as one commit on the tip; on a clash, its tree on its own HEAD. */
async function ownChangesOnTip(
  checkout: Checkout,
  moved: MovedBranch,
  commit: { message: string; withTrailers: boolean },
  notes: string[],
): Promise<RoundCommitted> {
  const git = checkout.git;
  const { tip, agentHead, where } = moved;
  const { start } = moved.round;
  const { message, withTrailers } = commit;
  const tree = await git.writeTree();
  const builtOn = agentHead === null ? null : await git.buildsOn(agentHead, moved.round.branches);
  const base = builtOn ?? (await git.emptyTree());
  const tipTree = await git.treeOf(tip);
  const merged = await mergeTrees(git, { base, ours: tipTree, theirs: tree }, checkout.privateDir);
  const lost = `the agent ${where}, so its HEAD no longer contained the round's start ${start.slice(0, 12)}: `;
  const from = builtOn === null ? "the empty tree (its HEAD shares no commit with the branches)" : builtOn.slice(0, 12);
  if (merged.kind === "clash") {
    // A person merges it as any other branch.
    const head = await git.commitTree(tree, agentHead, message, checkout.identity);
    await checkOutAt(checkout, head);
    notes.push(
      `${lost}its own changes (against ${from}, where its work began) and ${tip.slice(0, 12)} hold ${describePaths(merged.paths)} ` +
        `as a file on one side and a folder on the other, so the round's commit holds the agent's tree as it left it, on its own HEAD, kept apart from "${checkout.branch}"`,
    );
    return { head, clash: { paths: merged.paths, tip } };
  }
  const changes = merged.tree !== tipTree;
  const head = changes || (withTrailers && tip !== start) ? await git.commitTree(merged.tree, tip, message, checkout.identity) : tip;
  // Earlier rounds' files the agent's tree lacked come back.
  await checkOutAt(checkout, head);
  const both =
    merged.both.length > 0
      ? `; ${describePaths(merged.both)} changed on both sides were merged, the agent's lines winning where they overlapped`
      : "";
  const renamed =
    merged.renamed.length > 0 ? `; renames followed, each with the other side's changes: ${describePaths(merged.renamed)}` : "";
  notes.push(
    lost +
      (changes
        ? `the round's commit holds only the agent's own changes (against ${from}, where its work began), applied on top of ${tip.slice(0, 12)}, so earlier rounds' work stays${both}${renamed}`
        : `the agent's own changes (against ${from}, where its work began) add nothing to ${tip.slice(0, 12)}, where "${checkout.branch}" stays`),
  );
  return { head, clash: null };
}

async function checkOutAt(checkout: Checkout, head: string): Promise<void> {
  await checkout.git.run(["symbolic-ref", "HEAD", `refs/heads/${checkout.branch}`]);
  await checkout.git.run(["reset", "--hard", "--quiet", head]);
}

export function clashReason(round: number, branch: string, paths: readonly string[]): string {
  return (
    `round ${round}'s own changes and "${branch}" hold ${describePaths(paths)} as a file on one side and a folder ` +
    "with files on the other; the round cannot go on top of the branch without dropping one of them, and the bot does not overwrite either"
  );
}

/** Files where `start`..`head` adds conflict markers. */
export async function conflictMarkers(git: Git, start: string, head: string): Promise<string[]> {
  const result = await git.run(["diff", "--check", "--no-ext-diff", "--no-textconv", start, head, "--"], { allowFailure: true });
  const files = new Set<string>();
  for (const line of result.stdout.split("\n")) {
    const marker = /^(.+):\d+: leftover conflict marker$/.exec(line);
    if (marker?.[1] !== undefined) files.add(marker[1]);
  }
  return [...files];
}

function describePaths(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(", ");
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}

async function pathExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A lock, or a folder in its place; false when none. */
async function removeLock(path: string): Promise<boolean> {
  if ((await lstat(path).catch(() => null)) === null) return false;
  await rm(path, { recursive: true, force: true });
  return true;
}

function gitlinks(listing: string): string[] {
  const paths: string[] = [];
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("\t");
    if (tab !== -1 && entry.startsWith("160000 commit ")) paths.push(entry.slice(tab + 1));
  }
  return paths;
}

/** Paths `diff-index --raw -z` shows becoming gitlinks. */
function newGitlinks(listing: string): string[] {
  const fields = listing.split("\0");
  const paths: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = (fields[i] ?? "").slice(1).split(" ");
    const path = fields[i + 1] ?? "";
    if (newMode === "160000" && oldMode !== "160000" && path !== "") paths.push(path);
  }
  return paths;
}
