/**
 * A local-only workspace (`push: false`), as the `ralph-bot` CLI uses without `--push`: no
 * remote is needed or contacted, each round is committed on the run's branch and nothing else.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Workspace } from "../../src/workspace/workspace.js";
import { caught, commitAs, createOrigin, git, isolateGit, messageOf, removeTree, restoreEnv, revOf, write } from "./helpers.js";

let root: string;
let counter = 0;

beforeAll(() => {
  root = isolateGit();
});
afterAll(() => {
  removeTree(root);
  restoreEnv();
});

/** A fresh repository with one commit on `main` and no remote. */
function localRepo(): string {
  const dir = join(root, `local-${++counter}`);
  git(root, ["init", "-q", "-b", "main", dir]);
  write(dir, "README.md", "# local\n");
  commitAs(dir, "seed");
  return dir;
}

describe("a local-only workspace", () => {
  it("needs no origin: it creates the branch from the local base, commits each round there and contacts no remote", async () => {
    const dir = localRepo();
    const base = revOf(dir, "main");
    const prepared = await Workspace.prepare({ dir, branch: "ralph/local", baseBranch: "main", token: null, push: false });
    expect(prepared).toMatchObject({ resumed: false, baseSha: base, headSha: base });
    expect(prepared.workspace.remoteUrl).toBeNull();
    expect(prepared.workspace.pushes).toBe(false);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/local");

    expect(await prepared.workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    write(dir, "work.txt", "round 1\n");
    const saved = await prepared.workspace.saveRound(1, "Round 1: started");
    expect(saved).toMatchObject({ changed: true, failure: null, unpushed: null });
    expect(revOf(dir, "ralph/local")).toBe(saved.sha);
    expect(messageOf(dir, saved.sha)).toBe("Round 1: started");
    expect(revOf(dir, "main")).toBe(base);
  });

  it("ignores an origin it is given: nothing is fetched or pushed", async () => {
    const { bare, url } = createOrigin(root, `local-origin-${++counter}`);
    const dir = join(root, `local-clone-${counter}`);
    git(root, ["clone", "-q", url, dir]);
    // The remote is a path that no longer exists: any fetch or push would fail.
    removeTree(bare);
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/offline", baseBranch: "main", token: null, push: false });
    expect(workspace.pushes).toBe(false);
    write(dir, "work.txt", "round 1\n");
    const saved = await workspace.saveRound(1, "Round 1: offline");
    expect(saved.unpushed).toBeNull();
    expect(revOf(dir, "ralph/offline")).toBe(saved.sha);
  });

  it("resumes the run's branch when it exists locally, and keeps an agent's history rewrite from dropping a saved round", async () => {
    const dir = localRepo();
    const first = await Workspace.prepare({ dir, branch: "ralph/again", baseBranch: "main", token: null, push: false });
    write(dir, "a.txt", "a\n");
    const one = await first.workspace.saveRound(1, "Round 1");
    git(dir, ["checkout", "-q", "main"]);

    const again = await Workspace.prepare({ dir, branch: "ralph/again", baseBranch: "main", token: null, push: false });
    expect(again).toMatchObject({ resumed: true, headSha: one.sha });
    // The agent resets the branch to before round 1: the saved round must stay in the history.
    git(dir, ["reset", "-q", "--hard", "main"]);
    write(dir, "b.txt", "b\n");
    const two = await again.workspace.saveRound(2, "Round 2");
    expect(git(dir, ["merge-base", "--is-ancestor", one.sha, two.sha])).toBe("");
  });

  it("refuses a base branch that is not a local branch, naming it", async () => {
    const dir = localRepo();
    const error = await caught(Workspace.prepare({ dir, branch: "ralph/x", baseBranch: "develop", token: null, push: false }));
    expect(error.message).toContain('the base branch "develop" exists neither as a local branch');
  });
});
