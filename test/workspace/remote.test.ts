/**
 * The run's branch shared with people and refused by the remote, over real smart HTTP:
 * people's pushes are taken in (never overwritten), and a round the branch does not take is
 * kept on a side branch or in a bundle file — what a maintainer would find afterwards.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { Workspace, type PreparedWorkspace } from "../../src/workspace/workspace.js";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { commitAs, git, gitAsync, isolateGit, removeTree, restoreEnv, revOf, write } from "./helpers.js";

const TOKEN = "ghs_RemoteTestToken0123456789";
const PAT = { name: "Pat Person", email: "pat@example.com" };
const WORKFLOW_REFUSAL =
  "refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission";

let root: string;
let server: GitServer;
let counter = 0;

beforeAll(async () => {
  root = isolateGit();
  server = await startGitServer({ token: TOKEN });
});

afterAll(async () => {
  await server.close();
  removeTree(root);
  restoreEnv();
});

/**
 * A repository on the server, a clone of it, and the run prepared on `ralph/issue-<n>`; `remoteFreshMs`
 * 0 for a sync that fetches as after a pause past the window (see `REMOTE_FRESH_MS`).
 */
async function setup(
  remoteFreshMs?: number,
): Promise<PreparedWorkspace & { name: string; dir: string; branch: string; rescueDir: string }> {
  const n = ++counter;
  const name = `octo/remote${n}`;
  const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n", "shared.txt": "base\n" } });
  const dir = join(root, `work${n}`);
  await gitAsync(root, ["clone", "-q", url, dir]);
  const branch = `ralph/issue-${n}`;
  const rescueDir = join(root, `rescue${n}`);
  const prepared = await Workspace.prepare({
    dir,
    branch,
    baseBranch: "main",
    token: TOKEN,
    rescueId: "4242",
    rescueDir,
    ...(remoteFreshMs !== undefined ? { remoteFreshMs } : {}),
  });
  return { ...prepared, name, dir, branch, rescueDir };
}

/** The commit shas of the remote branch, newest first. */
async function remoteLog(name: string, branch: string): Promise<string[]> {
  return (await server.log(name, branch)).map((c) => c.sha);
}

/** Verify a bundle in a fresh clone of the repository and fetch its branch; resolves with the clone. */
async function restoreBundle(name: string, path: string, branch: string): Promise<string> {
  const clone = join(root, `restore${++counter}`);
  await gitAsync(root, ["clone", "-q", server.url(name), clone]);
  // Rejects unless the clone has every commit the bundle builds on.
  expect(await gitAsync(clone, ["bundle", "verify", path])).toContain(`refs/heads/${branch}`);
  await gitAsync(clone, ["fetch", "-q", path, `refs/heads/${branch}:refs/heads/rescued`]);
  return clone;
}

describe("people pushing to the run's branch", () => {
  it("rebases the round onto a person's push made during the round; the next sync reports it", async () => {
    const { workspace, name, dir, branch } = await setup();
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });

    const theirs = await server.pushAs(name, branch, { "notes.md": "a person's notes\n" }, PAT, { message: "Add notes" });
    write(dir, "agent.txt", "a\n");
    commitAs(dir, "agent: own commit", "Claude", "claude@example.com");
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toBeNull();
    expect(second.notes).toEqual([]);
    expect(second.changed).toBe(true);
    // The round (the agent's commit and the bot's) on top of the person's commit, which is as they pushed it.
    const log = await remoteLog(name, branch);
    expect(log[0]).toBe(second.sha);
    expect(log.slice(2, 4)).toEqual([theirs, first.sha]);
    expect(await server.readFile(name, branch, "notes.md")).toBe("a person's notes\n");
    expect(await server.readFile(name, branch, "two.txt")).toBe("2\n");
    // Rebased commits keep their authors; the bot is their committer.
    const bare = server.repoPath(name);
    expect(git(root, ["--git-dir", bare, "log", "--format=%an|%cn|%s", "-3", second.sha]).split("\n")).toEqual([
      "ralph-bot|ralph-bot|round 2",
      "Claude|ralph-bot|agent: own commit",
      "Pat Person|Pat Person|Add notes",
    ]);

    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [{ sha: theirs, author: "Pat Person", subject: "Add notes" }] });
  });

  it("trusts the push it just made: a person's push right after it waits for the next save, and the sync after that names it", async () => {
    const { workspace, name, dir, branch } = await setup();
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    const theirs = await server.pushAs(name, branch, { "notes.md": "a person's notes\n" }, PAT, { message: "Add notes" });
    // Within REMOTE_FRESH_MS of the push: nothing fetched, the next round starts where the push left it.
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    expect(revOf(dir, "HEAD")).toBe(first.sha);
    expect(revOf(dir, `origin/${branch}`)).toBe(first.sha);

    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toBeNull();
    expect((await remoteLog(name, branch)).slice(0, 3)).toEqual([second.sha, theirs, first.sha]);
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [{ sha: theirs, author: "Pat Person", subject: "Add notes" }] });
  });

  it("takes in a branch the API's listing missed (pushed just after it) with the first round's push, leased on the branch being absent", async () => {
    const n = ++counter;
    const name = `octo/remote${n}`;
    const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n" } });
    const branch = `ralph/issue-${n}`;
    // Listed while the branch was not there yet; a person then pushes it from a clone of their own.
    const listed = {
      url,
      branches: [branch, "main"],
      heads: new Map([["main", (await server.branchHead(name, "main")) ?? ""]]),
      askedAt: performance.now(),
    };
    const theirs = join(root, `theirs${n}`);
    await gitAsync(root, ["clone", "-q", url, theirs]);
    await gitAsync(theirs, ["checkout", "-q", "-b", branch]);
    write(theirs, "plan.md", "the person's plan\n");
    const pushed = commitAs(theirs, "Start the branch", PAT.name, PAT.email);
    await gitAsync(theirs, ["-c", `http.extraheader=${basicAuthHeader(TOKEN)}`, "push", "-q", "origin", branch]);

    const dir = join(root, `work${n}`);
    await gitAsync(root, ["clone", "-q", url, dir]);
    const { workspace, resumed } = await Workspace.prepare({
      dir,
      branch,
      baseBranch: "main",
      token: TOKEN,
      rescueDir: join(root, `rescue${n}`),
      listed: Promise.resolve(listed),
    });
    expect(resumed).toBe(false);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    expect(first.unpushed).toBeNull();
    // The person's commit stays, the round on top of it.
    expect((await remoteLog(name, branch)).slice(0, 2)).toEqual([first.sha, pushed]);
    expect(await server.readFile(name, branch, "plan.md")).toBe("the person's plan\n");
    expect(await server.readFile(name, branch, "one.txt")).toBe("1\n");
  });

  it("fetches again before a round once the window since the bot last saw the branch has passed", async () => {
    const { workspace, name, dir, branch } = await setup(300);
    write(dir, "one.txt", "1\n");
    await workspace.saveRound(1, "round 1");
    const theirs = await server.pushAs(name, branch, { "notes.md": "a person's notes\n" }, PAT, { message: "Add notes" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [{ sha: theirs, author: "Pat Person", subject: "Add notes" }] });
    expect(revOf(dir, "HEAD")).toBe(theirs);
  });

  it("keeps a round that conflicts with a person's push on a side branch, leaving the person's commit on the branch", async () => {
    const { workspace, name, dir, branch } = await setup();
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    const theirs = await server.pushAs(name, branch, { "shared.txt": "the person's version\n" }, PAT, { message: "Reword shared" });

    write(dir, "shared.txt", "the agent's version\n");
    const second = await workspace.saveRound(2, "round 2");
    const side = `${branch}-rescue-4242-2`;
    expect(second.unpushed).toEqual({
      kind: "conflict",
      reason: `commits pushed to "${branch}" meanwhile (${theirs.slice(0, 12)} "Reword shared" by Pat Person) conflict with round 2 in shared.txt; the bot does not overwrite them`,
      files: ["shared.txt"],
      kept: { kind: "branch", branch: side, sha: second.sha },
    });
    expect(await remoteLog(name, branch)).toEqual([theirs, first.sha, ...(await remoteLog(name, "main"))]);
    expect(await remoteLog(name, side)).toEqual([second.sha, first.sha, ...(await remoteLog(name, "main"))]);
    expect(await server.readFile(name, side, "shared.txt")).toBe("the agent's version\n");
    // The local branch holds the round, with no rebase left behind.
    expect(revOf(dir, branch)).toBe(second.sha);
    expect(git(dir, ["status", "--porcelain"])).toBe("");
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe(branch);
  });

  it("fast-forwards to people's commits at sync, oldest first and at most 20", async () => {
    const { workspace, name, dir, branch } = await setup(0);
    write(dir, "one.txt", "1\n");
    await workspace.saveRound(1, "round 1");
    const pushed: string[] = [];
    for (let i = 1; i <= 21; i++) pushed.push(await server.pushAs(name, branch, { "count.txt": `${i}\n` }, PAT, { message: `Count ${i}` }));

    const synced = await workspace.sync();
    expect(synced.kind).toBe("synced");
    const arrived = synced.kind === "synced" ? synced.arrived : [];
    expect(arrived.map((c) => c.sha)).toEqual(pushed.slice(1));
    expect(arrived[0]).toEqual({ sha: pushed[1], author: "Pat Person", subject: "Count 2" });
    expect(revOf(dir, "HEAD")).toBe(pushed[20]);
    expect(git(dir, ["show", "HEAD:count.txt"])).toBe("21");

    // The next round builds on them; its own changes alone make it `changed`.
    const same = await workspace.saveRound(2, "nothing");
    expect(same).toEqual({ sha: pushed[20], changed: false, notes: [], failure: null, unpushed: null });
    write(dir, "two.txt", "2\n");
    const next = await workspace.saveRound(3, "round 3");
    expect((await remoteLog(name, branch)).slice(0, 2)).toEqual([next.sha, pushed[20]]);
  });

  it("reports a conflict when a person force-pushed the branch, and keeps the next round on a side branch", async () => {
    const { workspace, name, dir, branch } = await setup(0);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    const [base] = await remoteLog(name, "main");
    const rewritten = await server.pushAs(name, branch, { "other.txt": "o\n" }, PAT, { parent: base });

    expect(await workspace.sync()).toEqual({
      kind: "conflict",
      reason: `the remote branch "${branch}" no longer contains the bot's last push ${first.sha.slice(0, 12)} (someone rewrote it; it now points at ${rewritten.slice(0, 12)}); the bot never force-pushes`,
    });
    expect(revOf(dir, "HEAD")).toBe(first.sha);

    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toMatchObject({
      kind: "conflict",
      files: [],
      kept: { kind: "branch", branch: `${branch}-rescue-4242-2`, sha: second.sha },
    });
    expect(second.unpushed?.reason).toContain("no longer contains the bot's last push");
    expect(await remoteLog(name, branch)).toEqual([rewritten, base]);
    expect((await remoteLog(name, `${branch}-rescue-4242-2`)).slice(0, 2)).toEqual([second.sha, first.sha]);
  });

  it("keeps a round off the branch when a person moved the branch back between the sync and the save, never restoring what they dropped", async () => {
    const { workspace, name, dir, branch } = await setup();
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect((await workspace.sync()).kind).toBe("synced");
    // Between the sync and the save, a person resets the branch to round 1: round 2 dropped. A push
    // of round 3 would be a fast-forward from there, so only the lease on round 2 refuses it.
    git(server.repoPath(name), ["update-ref", `refs/heads/${branch}`, first.sha, second.sha]);

    write(dir, "three.txt", "3\n");
    const third = await workspace.saveRound(3, "round 3");
    expect(third.unpushed).toMatchObject({
      kind: "conflict",
      reason: `the remote branch "${branch}" no longer contains the bot's last push ${second.sha.slice(0, 12)} (someone rewrote it; it now points at ${first.sha.slice(0, 12)}); the bot never force-pushes`,
      kept: { kind: "branch", branch: `${branch}-rescue-4242-3`, sha: third.sha },
    });
    expect(await remoteLog(name, branch)).toEqual([first.sha, ...(await remoteLog(name, "main"))]);
  });

  it("at sync, rebases local commits a refused push left onto people's commits, and pushes them with the next round", async () => {
    const { workspace, name, dir, branch, rescueDir } = await setup(0);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    await server.refusePushes(name, { refuse: "all" });
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed?.kept?.kind).toBe("bundle");
    await server.refusePushes(name, null);

    // A later run resumes the local branch ahead of the remote; a person pushes meanwhile.
    const later = await Workspace.prepare({ dir, branch, baseBranch: "main", token: TOKEN, rescueId: "4243", rescueDir, remoteFreshMs: 0 });
    expect(later.headSha).toBe(second.sha);
    const theirs = await server.pushAs(name, branch, { "notes.md": "n\n" }, PAT, { message: "Add notes" });
    expect(await later.workspace.sync()).toEqual({
      kind: "synced",
      arrived: [{ sha: theirs, author: "Pat Person", subject: "Add notes" }],
    });
    expect(git(dir, ["log", "--format=%s", "-3"]).split("\n")).toEqual(["round 2", "Add notes", "round 1"]);

    write(dir, "three.txt", "3\n");
    const third = await later.workspace.saveRound(3, "round 3");
    expect(third.unpushed).toBeNull();
    expect((await server.log(name, branch)).slice(0, 4).map((c) => c.subject)).toEqual(["round 3", "round 2", "Add notes", "round 1"]);
    expect((await remoteLog(name, branch))[3]).toBe(first.sha);
  });

  it("treats a branch a person deleted as synced, and pushes it again", async () => {
    const { workspace, name, dir, branch } = await setup(0);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    await gitAsync(root, ["--git-dir", server.repoPath(name), "update-ref", "-d", `refs/heads/${branch}`]);

    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    expect(revOf(dir, `origin/${branch}`)).toBeNull();
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toBeNull();
    expect((await remoteLog(name, branch)).slice(0, 2)).toEqual([second.sha, first.sha]);
  });
});

describe("a remote that refuses the round", () => {
  it("keeps a workflow change the branch refused on a side branch, quoting the remote", async () => {
    const { workspace, name, dir, branch } = await setup();
    await server.refusePushes(name, { refuse: "workflows", branches: [branch] });
    write(dir, ".github/workflows/ci.yml", "on: push\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toEqual({
      kind: "refused",
      reason: `pushing round 1 to "${branch}" was refused: ${WORKFLOW_REFUSAL} / [remote rejected] (pre-receive hook declined)`,
      files: [],
      kept: { kind: "branch", branch: `${branch}-rescue-4242-1`, sha: saved.sha },
    });
    expect(await server.branchExists(name, branch)).toBe(false);
    expect(await server.readFile(name, `${branch}-rescue-4242-1`, ".github/workflows/ci.yml")).toBe("on: push\n");
    expect(revOf(dir, branch)).toBe(saved.sha);
  });

  it("writes a bundle when the side branch is refused too (workflow changes refused on every ref)", async () => {
    const { workspace, name, dir, branch, rescueDir } = await setup();
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    await server.refusePushes(name, { refuse: "workflows" });
    write(dir, ".github/workflows/ci.yml", "on: push\n");
    commitAs(dir, "agent: add CI", "Agent", "agent@example.com");
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    const path = join(rescueDir, "ralph-issue-" + branch.slice("ralph/issue-".length) + "-rescue-4242-2.bundle");
    const side = `${branch}-rescue-4242-2`;
    expect(second.unpushed).toEqual({
      kind: "refused",
      reason:
        `pushing round 2 to "${branch}" was refused: ${WORKFLOW_REFUSAL} / [remote rejected] (pre-receive hook declined); ` +
        `keeping it on the side branch "${side}" was refused too: ${WORKFLOW_REFUSAL} / [remote rejected] (pre-receive hook declined)`,
      files: [],
      kept: { kind: "bundle", path, sha: second.sha },
    });
    expect((await remoteLog(name, branch))[0]).toBe(first.sha);
    expect(await server.branchExists(name, side)).toBe(false);

    // The bundle holds both of the round's commits on top of what the remote has.
    const clone = await restoreBundle(name, path, branch);
    expect(git(clone, ["rev-parse", "rescued"])).toBe(second.sha);
    expect(git(clone, ["log", "--format=%s", `${first.sha}..rescued`]).split("\n")).toEqual(["round 2", "agent: add CI"]);
    expect(git(clone, ["show", "rescued:.github/workflows/ci.yml"])).toBe("on: push");
    expect(JSON.stringify(second)).not.toContain(TOKEN);
  });

  it("writes a bundle when every push is refused", async () => {
    const { workspace, name, dir, branch, rescueDir } = await setup();
    await server.refusePushes(name, { refuse: "all", message: "GH013: Repository rule violations found for refs/heads/*." });
    write(dir, "one.txt", "1\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed?.kind).toBe("refused");
    expect(saved.unpushed?.reason).toMatch(
      /^pushing round 1 to "ralph\/issue-\d+" was refused: GH013: Repository rule violations found for refs\/heads\/\*\. \/ \[remote rejected\] \(pre-receive hook declined\); keeping it on the side branch .* was refused too: GH013/,
    );
    expect(saved.unpushed?.kept).toEqual({ kind: "bundle", path: expect.stringMatching(/^.*-rescue-4242-1\.bundle$/), sha: saved.sha });
    expect(saved.unpushed?.kept?.kind === "bundle" && saved.unpushed.kept.path.startsWith(rescueDir)).toBe(true);
    expect(await server.branchExists(name, branch)).toBe(false);
    const clone = await restoreBundle(name, (saved.unpushed?.kept as { path: string }).path, branch);
    expect(git(clone, ["show", "rescued:one.txt"])).toBe("1");
  });
});
