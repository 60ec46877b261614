/**
 * `readLooseRef`, `readHeadBranch` and `lacksBranchRef` answer only where the ref files answer
 * exactly, `isPlainBranchName` only for names git takes as they are, and
 * `Git.refAt` and `Git.currentBranch` ask git otherwise: what they say must be what
 * `git rev-parse` and `git symbolic-ref` say.
 */
import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  isPlainBranchName,
  lacksBranchRef,
  readBranchRef,
  readBranchTips,
  readHeadBranch,
  readLooseRef,
} from "../../src/workspace/git-refs.js";
import { Git } from "../../src/workspace/git.js";
import { agentWritableFolders, resolveGitProgram } from "../../src/workspace/git-program.js";
import { commitAs, git, isolateGit, removeTree, restoreEnv, write } from "./helpers.js";

let root: string;

beforeAll(() => {
  root = isolateGit();
});

afterAll(() => {
  removeTree(root);
  restoreEnv();
});

it("reads HEAD and loose branches, and leaves packed refs, links and other refs to git", async () => {
  const dir = join(root, "repo");
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "a.txt", "1\n");
  const first = commitAs(dir, "first");
  const gitDir = join(dir, ".git");
  const bot = new Git(dir, {
    program: resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [dir])),
    gitDir,
    commonDir: gitDir,
    workTree: dir,
  });
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBe(first);
  expect(readLooseRef(gitDir, gitDir, "refs/heads/main")).toBe(first);
  git(dir, ["checkout", "-q", "--detach"]);
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBe(first);
  git(dir, ["checkout", "-q", "main"]);

  // Packed: no loose file, so git answers.
  git(dir, ["pack-refs", "--all"]);
  expect(readLooseRef(gitDir, gitDir, "refs/heads/main")).toBeNull();
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBeNull();
  expect(await bot.refAt("HEAD", [first])).toBe(first);

  // A branch that points at another commit than the known ones: git answers, and says the same.
  write(dir, "a.txt", "2\n");
  const second = commitAs(dir, "second");
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBe(second);
  expect(await bot.refAt("HEAD", [first])).toBe(second);
  expect(await bot.refAt("refs/heads/main", [second])).toBe(second);

  // A link in place of the branch's file, and HEAD naming a ref outside refs/heads: left to git.
  rmSync(join(gitDir, "refs", "heads", "main"));
  writeFileSync(join(root, "elsewhere"), `${first}\n`);
  symlinkSync(join(root, "elsewhere"), join(gitDir, "refs", "heads", "main"));
  expect(readLooseRef(gitDir, gitDir, "refs/heads/main")).toBeNull();
  writeFileSync(join(gitDir, "HEAD"), "ref: refs/tags/v1\n");
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBeNull();
  writeFileSync(join(gitDir, "HEAD"), "ref: refs/heads/../../config\n");
  expect(readLooseRef(gitDir, gitDir, "HEAD")).toBeNull();
  // git finds no commit there either (it is not a repository any more with that HEAD).
  expect(await bot.refAt("HEAD", [first])).toBeNull();
});

it("reads the checked-out branch from HEAD, detached as null, and leaves names git might read otherwise to git", async () => {
  const dir = join(root, "branch");
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "a.txt", "1\n");
  commitAs(dir, "first");
  const gitDir = join(dir, ".git");
  const bot = new Git(dir, {
    program: resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [dir])),
    gitDir,
    commonDir: gitDir,
    workTree: dir,
  });
  git(dir, ["checkout", "-q", "-b", "ralph/issue-1"]);
  expect(readHeadBranch(gitDir)).toEqual({ branch: "ralph/issue-1" });
  expect(await bot.currentBranch()).toBe("ralph/issue-1");
  git(dir, ["checkout", "-q", "--detach"]);
  expect(readHeadBranch(gitDir)).toEqual({ branch: null });
  expect(await bot.currentBranch()).toBeNull();
  for (const text of [
    "ref: refs/heads/a..b\n",
    "ref: refs/heads/x.lock\n",
    "ref: refs/heads/a b\n",
    "ref: refs/tags/v1\n",
    "ref: refs/heads/main",
  ]) {
    writeFileSync(join(gitDir, "HEAD"), text);
    expect(readHeadBranch(gitDir)).toBeNull();
  }
  // A HEAD the file does not answer plainly: git's answer.
  writeFileSync(join(gitDir, "HEAD"), "ref: refs/heads/main\n\n");
  expect(readHeadBranch(gitDir)).toBeNull();
  expect(await bot.currentBranch()).toBe(git(dir, ["symbolic-ref", "--quiet", "--short", "HEAD"]).trim() || null);
});

it("lists the branch tips from the ref files as git for-each-ref does, and leaves what they do not answer plainly to git", async () => {
  const dir = join(root, "tips");
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "a.txt", "1\n");
  const first = commitAs(dir, "first");
  write(dir, "a.txt", "2\n");
  const second = commitAs(dir, "second");
  const gitDir = join(dir, ".git");
  const listed = (): string[] =>
    [...new Set(git(dir, ["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]).split("\n"))].sort();
  git(dir, ["branch", "old", first]);
  git(dir, ["update-ref", "refs/remotes/origin/main", first]);
  git(dir, ["symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main"]);
  expect(readBranchTips(gitDir)?.sort()).toEqual(listed());
  // Packed, and a loose ref over a packed one.
  git(dir, ["pack-refs", "--all"]);
  expect(readBranchTips(gitDir)?.sort()).toEqual(listed());
  git(dir, ["update-ref", "refs/heads/old", second]);
  git(dir, ["update-ref", "refs/remotes/origin/main", second]);
  expect(readBranchTips(gitDir)?.sort()).toEqual([second]);
  expect(listed()).toEqual([second]);
  // A link, a lock and a file that is no ref: git must be asked.
  symlinkSync(join(gitDir, "refs", "heads", "old"), join(gitDir, "refs", "heads", "linked"));
  expect(readBranchTips(gitDir)).toBeNull();
  rmSync(join(gitDir, "refs", "heads", "linked"));
  writeFileSync(join(gitDir, "refs", "heads", "main.lock"), `${first}\n`);
  expect(readBranchTips(gitDir)).toBeNull();
  rmSync(join(gitDir, "refs", "heads", "main.lock"));
  writeFileSync(join(gitDir, "refs", "heads", "odd"), "not a ref\n");
  expect(readBranchTips(gitDir)).toBeNull();
});

it("reads a branch from its loose file or, without one, from packed-refs, as git rev-parse says; null where git must be asked", async () => {
  const dir = join(root, "branch-ref");
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "a.txt", "1\n");
  const first = commitAs(dir, "first");
  const gitDir = join(dir, ".git");
  git(dir, ["update-ref", "refs/remotes/origin/main", first]);
  expect(readBranchRef(gitDir, "refs/remotes/origin/main")).toBe(first);

  // Packed (as a clone leaves remote-tracking branches), then a loose file that overrides the packed line.
  git(dir, ["pack-refs", "--all"]);
  expect(readBranchRef(gitDir, "refs/remotes/origin/main")).toBe(first);
  write(dir, "a.txt", "2\n");
  const second = commitAs(dir, "second");
  git(dir, ["update-ref", "refs/remotes/origin/main", second]);
  expect(readBranchRef(gitDir, "refs/remotes/origin/main")).toBe(second);
  expect(git(dir, ["rev-parse", "refs/remotes/origin/main"])).toBe(second);

  // No such ref, a symbolic one, a link, a name with `..`, a ref of another kind: null.
  expect(readBranchRef(gitDir, "refs/remotes/origin/gone")).toBeNull();
  git(dir, ["symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main"]);
  expect(readBranchRef(gitDir, "refs/remotes/origin/HEAD")).toBeNull();
  writeFileSync(join(root, "elsewhere-ref"), `${first}\n`);
  symlinkSync(join(root, "elsewhere-ref"), join(gitDir, "refs", "remotes", "origin", "linked"));
  expect(readBranchRef(gitDir, "refs/remotes/origin/linked")).toBeNull();
  expect(readBranchRef(gitDir, "refs/remotes/../heads/main")).toBeNull();
  expect(readBranchRef(gitDir, "refs/tags/v1")).toBeNull();
});

it("takes as plain only branch names git check-ref-format --branch accepts unchanged; the rest are left to git", () => {
  const names = {
    plain: ["main", "ralph/issue-1", "ralph/issue-12-rescue-4242-1", "release/v1.0", "_x", "a/HEAD", "feature/ABC-12_x", "a-", "9"],
    // Valid for git but not in the plain form: git is asked.
    askGit: ["a@b", "@", "ü", "-x/a", "a/.b", "x.lock/y"],
    // Invalid for git.
    invalid: [
      "",
      "HEAD",
      "a..b",
      "-x",
      ".x",
      "x.",
      "x.lock",
      "a//b",
      "a/",
      "/a",
      "a b",
      "a~1",
      "a^",
      "a:b",
      "a?",
      "a*",
      "a[",
      "a\\b",
      "@{-1}",
    ],
  };
  const gitTakes = (name: string): boolean => {
    try {
      return git(root, ["check-ref-format", "--branch", name]) === name;
    } catch {
      return false;
    }
  };
  for (const name of names.plain) expect([name, isPlainBranchName(name), gitTakes(name)]).toEqual([name, true, true]);
  for (const name of names.askGit) expect([name, isPlainBranchName(name)]).toEqual([name, false]);
  for (const name of names.invalid) expect([name, isPlainBranchName(name), gitTakes(name)]).toEqual([name, false, false]);
});

it("knows a branch is absent only when neither a loose file nor packed-refs has it, and leaves a reftable to git", async () => {
  const dir = join(root, "lacks-ref");
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "a.txt", "1\n");
  const first = commitAs(dir, "first");
  const gitDir = join(dir, ".git");
  expect(lacksBranchRef(gitDir, "refs/heads/ralph/issue-1")).toBe(true);
  expect(lacksBranchRef(gitDir, "refs/heads/main")).toBe(false);
  git(dir, ["branch", "ralph/issue-1", first]);
  expect(lacksBranchRef(gitDir, "refs/heads/ralph/issue-1")).toBe(false);
  git(dir, ["pack-refs", "--all"]);
  expect(lacksBranchRef(gitDir, "refs/heads/ralph/issue-1")).toBe(false);
  expect(lacksBranchRef(gitDir, "refs/heads/ralph/issue-2")).toBe(true);
  expect(lacksBranchRef(gitDir, "refs/heads/../heads/x")).toBe(false);
  writeFileSync(join(gitDir, "reftable"), "");
  expect(lacksBranchRef(gitDir, "refs/heads/ralph/issue-2")).toBe(false);
});
