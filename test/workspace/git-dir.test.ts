/**
 * What the agent writes into `.git/` or the global git configuration never makes the bot's own
 * git commands (outside the sandbox, the token in the environment of the network ones) run a
 * program of the agent's, read another tree, or leak the token: the git directory is put back as
 * it was at prepare, the global configuration is a private copy, and a gitlink the agent staged
 * is left out.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { Workspace } from "../../src/workspace/workspace.js";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { commitAs, git, gitAsync, isolateGit, removeTree, restoreEnv, write } from "./helpers.js";

const TOKEN = "ghs_GitDirGuardToken0123456789abcdef";
const ENCODED = basicAuthHeader(TOKEN).slice("AUTHORIZATION: basic ".length);

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

/** A repository on the smart-HTTP server, cloned, and a workspace prepared on it with the token. */
async function setup(): Promise<{ name: string; dir: string; workspace: Workspace; config: string; marker: string }> {
  const name = `octo/guard${++counter}`;
  const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n" } });
  const dir = join(root, `work${counter}`);
  await gitAsync(root, ["clone", "-q", url, dir]);
  const { workspace } = await Workspace.prepare({
    dir,
    branch: "ralph/issue-1",
    baseBranch: "main",
    token: TOKEN,
    rescueDir: join(root, `rescue${counter}`),
  });
  return { name, dir, workspace, config: readFileSync(join(dir, ".git/config"), "utf8"), marker: join(root, `marker${counter}`) };
}

/** A shell command that records its environment in `marker` (as an attack would, to steal the token). */
const spy = (marker: string): string => `env > '${marker}'; cat`;

async function filesOnBranch(name: string, branch: string): Promise<string> {
  const bare = server.repoPath(name);
  return git(bare, ["ls-tree", "-r", "--full-tree", branch]);
}

describe("the git directory the agent wrote", () => {
  it("S5: a remote the agent named like the one the bot's push is given (its url and pushurl elsewhere) takes nothing: the round goes to origin", async () => {
    const { name, dir, workspace } = await setup();
    const elsewhere = join(root, `elsewhere${counter}.git`);
    git(root, ["init", "-q", "--bare", elsewhere]);
    git(dir, ["config", "remote.ralph-bot-pinned.url", elsewhere]);
    git(dir, ["config", "remote.ralph-bot-pinned.pushurl", elsewhere]);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(await filesOnBranch(name, "ralph/issue-1")).toContain("a.txt");
    expect(git(elsewhere, ["for-each-ref"])).toBe("");
    // The next round's push as well (the agent writes it again).
    git(dir, ["config", "remote.ralph-bot-pinned.pushurl", elsewhere]);
    write(dir, "b.txt", "b\n");
    expect((await workspace.saveRound(2, "round 2")).unpushed).toBeNull();
    expect(await filesOnBranch(name, "ralph/issue-1")).toContain("b.txt");
    expect(git(elsewhere, ["for-each-ref"])).toBe("");
  });

  it("S1: an alternate-refs command with an alternates file never runs; both are undone and noted", async () => {
    const { name, dir, workspace, config, marker } = await setup();
    const other = join(root, `alt${counter}.git`);
    git(root, ["init", "-q", "--bare", other]);
    writeFileSync(join(dir, ".git/objects/info/alternates"), `${join(other, "objects")}\n`);
    git(dir, ["config", "core.alternateRefsCommand", `env > '${marker}'; true`]);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect((await server.log(name, "ralph/issue-1"))[0]?.sha).toBe(saved.sha);
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(join(dir, ".git/config"), "utf8")).toBe(config);
    expect(existsSync(join(dir, ".git/objects/info/alternates"))).toBe(false);
    expect(saved.notes).toEqual([
      "restored .git/config: the agent changed it (core.alternaterefscommand)",
      "removed .git/objects/info/alternates: the agent added it",
    ]);
    // A second time, through sync: undone before the fetch, and told with the next save.
    writeFileSync(join(dir, ".git/objects/info/alternates"), `${join(other, "objects")}\n`);
    git(dir, ["config", "core.alternateRefsCommand", `env > '${marker}'; true`]);
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(join(dir, ".git/config"), "utf8")).toBe(config);
    const next = await workspace.saveRound(2, "round 2");
    expect(next.notes).toEqual([
      "restored .git/config: the agent changed it (core.alternaterefscommand)",
      "removed .git/objects/info/alternates: the agent added it",
    ]);
  });

  it("S2: a clean filter the agent configured never runs when the bot stages the round", async () => {
    const { name, dir, workspace, config, marker } = await setup();
    git(dir, ["config", "filter.x.clean", spy(marker)]);
    git(dir, ["config", "filter.x.required", "true"]);
    write(dir, ".gitattributes", "*.txt filter=x\n");
    write(dir, "a.txt", "plain\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(join(dir, ".git/config"), "utf8")).toBe(config);
    expect(saved.notes).toEqual(["restored .git/config: the agent changed it (filter.x.clean, filter.x.required)"]);
    expect(await server.readFile(name, "ralph/issue-1", "a.txt")).toBe("plain\n");
  });

  it("S3: core.worktree pointing outside the workspace commits nothing from there", async () => {
    const { name, dir, workspace, config } = await setup();
    const outside = join(root, `hidden${counter}`);
    mkdirSync(outside);
    writeFileSync(join(outside, "secret.txt"), "runner secret\n");
    git(dir, ["config", "core.worktree", outside]);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(saved.notes).toEqual(["restored .git/config: the agent changed it (core.worktree)"]);
    expect(readFileSync(join(dir, ".git/config"), "utf8")).toBe(config);
    const files = await filesOnBranch(name, "ralph/issue-1");
    expect(files).toContain("a.txt");
    expect(files).not.toContain("secret.txt");
    expect(await server.readFile(name, "ralph/issue-1", "README.md")).toBe("# hello\n");
  });

  it("S4: a trace target in the global configuration the agent wrote gets nothing from the bot's git", async () => {
    const { dir, workspace, marker } = await setup();
    const trace = `${marker}.trace`;
    git(dir, ["config", "--global", "trace2.eventTarget", trace]);
    git(dir, ["config", "--global", "trace2.envVars", "GIT_CONFIG_VALUE_1,GIT_CONFIG_KEY_1"]);
    git(dir, ["config", "--global", "filter.g.clean", spy(marker)]);
    // The agent's own git commands do read it (the trace appears); none of the bot's may.
    write(dir, ".gitattributes", "*.txt filter=g\n");
    write(dir, "a.txt", "a\n");
    const before = existsSync(trace) ? readFileSync(trace, "latin1").length : 0;
    const saved = await workspace.saveRound(1, "round 1");
    await workspace.sync();
    const traced = existsSync(trace) ? readFileSync(trace, "latin1").slice(before) : "";
    git(root, ["config", "--global", "--unset", "trace2.eventTarget"]);
    git(root, ["config", "--global", "--unset", "filter.g.clean"]);
    expect(saved.unpushed).toBeNull();
    expect(existsSync(marker)).toBe(false);
    expect(traced).toBe("");
    expect(traced).not.toContain(ENCODED);
  });
});

describe("nested repositories the agent put in the index", () => {
  /** A repository of its own at `dir/sub`, with one commit. */
  function nested(dir: string): void {
    const sub = join(dir, "sub");
    mkdirSync(sub);
    git(sub, ["init", "-q"]);
    write(sub, "inner.txt", "inner\n");
    commitAs(sub, "inner");
  }

  it("O3: a gitlink the agent staged is left out of the round's commit", async () => {
    const { name, dir, workspace } = await setup();
    nested(dir);
    git(dir, ["add", "sub"]);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(saved.notes).toEqual(["left out nested repository sub (the agent staged it as a gitlink)"]);
    const files = await filesOnBranch(name, "ralph/issue-1");
    expect(files).toContain("a.txt");
    expect(files).not.toMatch(/^160000 /m);
  });

  it("O3: a gitlink the agent committed is removed by the round's commit", async () => {
    const { name, dir, workspace } = await setup();
    nested(dir);
    git(dir, ["add", "sub"]);
    commitAs(dir, "agent adds sub");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(saved.notes).toEqual(["left out nested repository sub (the agent committed it as a gitlink; the round's commit removes it)"]);
    expect(await filesOnBranch(name, "ralph/issue-1")).not.toMatch(/^160000 /m);
  });

  it("keeps a submodule .gitmodules declares, never running what its own configuration names, and commits its new commits", async () => {
    const { name, dir, workspace, marker } = await setup();
    nested(dir);
    git(dir, ["add", "sub"]);
    write(dir, ".gitmodules", '[submodule "sub"]\n\tpath = sub\n\turl = https://example.com/sub.git\n');
    // The submodule's configuration is the agent's to write, and looking into its tree runs git there.
    const sub = join(dir, "sub");
    git(sub, ["config", "filter.s.clean", spy(marker)]);
    write(sub, ".gitattributes", "*.txt filter=s\n");
    write(sub, "inner.txt", "changed\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(saved.notes).toEqual([]);
    const first = git(sub, ["rev-parse", "HEAD"]);
    expect(await filesOnBranch(name, "ralph/issue-1")).toContain(`160000 commit ${first}\tsub`);
    // A new commit in the submodule alone is a change of the round.
    git(sub, ["-c", "filter.s.clean=cat", "add", "-A"]);
    git(sub, ["-c", "filter.s.clean=cat", "-c", "user.name=A", "-c", "user.email=a@example.com", "commit", "-q", "-m", "two"]);
    const second = await workspace.saveRound(2, "round 2");
    expect(second.changed).toBe(true);
    expect(await filesOnBranch(name, "ralph/issue-1")).toContain(`160000 commit ${git(sub, ["rev-parse", "HEAD"])}\tsub`);
    expect(existsSync(marker)).toBe(false);
  });
});

describe("locks the agent left", () => {
  it("O4: removes an index.lock that is a folder", async () => {
    const { dir, workspace } = await setup();
    mkdirSync(join(dir, ".git/index.lock"));
    writeFileSync(join(dir, ".git/index.lock/x"), "");
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(saved.notes).toEqual(["removed a stale .git/index.lock the agent left"]);
    expect(existsSync(join(dir, ".git/index.lock"))).toBe(false);
  });
});

describe("a git directory the agent replaced", () => {
  it("refuses to save (running no git command in it) rather than use another repository", async () => {
    const { dir, workspace, marker } = await setup();
    const evil = join(root, `evil${counter}`);
    git(root, ["init", "-q", evil]);
    git(evil, ["config", "filter.x.clean", spy(marker)]);
    renameSync(join(dir, ".git"), join(dir, ".git-moved"));
    writeFileSync(join(dir, ".git"), `gitdir: ${join(evil, ".git")}\n`);
    write(dir, ".gitattributes", "*.txt filter=x\n");
    write(dir, "a.txt", "a\n");
    await expect(workspace.saveRound(1, "round 1")).rejects.toThrow(/is no longer the git directory the run started with/);
    expect(existsSync(marker)).toBe(false);
  });
});
