/**
 * The bot's git and its network commands: git from a folder the agent cannot write, and every
 * fetch, ls-remote and push checked immediately before it runs and sent to the URL read at start.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GitProgram } from "../../src/workspace/git-program.js";
import { Workspace } from "../../src/workspace/workspace.js";
import { caught, cloneOf, createOrigin, git, isolateGit, removeTree, restoreEnv, revOf, write } from "./helpers.js";

/** With a token (even one a file:// remote ignores) the transport configuration is guarded. */
const TOKEN = "ghs_notusedByFileRemotes0123456789";

let root: string;
let counter = 0;
let realGit: string;
const savedPath = process.env.PATH;

beforeAll(() => {
  root = isolateGit();
  realGit = git(root, ["--exec-path"]).replace(/\/?$/, "/git");
});
afterEach(() => {
  process.env.PATH = savedPath;
});
afterAll(() => {
  removeTree(root);
  restoreEnv();
});

function setup(): { bare: string; url: string; dir: string; name: string } {
  const name = `n${++counter}`;
  const { bare, url } = createOrigin(root, `${name}-origin`);
  return { bare, url, dir: cloneOf(root, url, `${name}-work`), name };
}

/** Write an executable `git` into `dir` that appends its argv to `log` and runs the real git. */
function gitWrapper(dir: string, log: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "git");
  writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  chmodSync(file, 0o755);
  return file;
}

describe("the git the bot runs", () => {
  it("is never a git the agent put first on PATH (HOME, the workspace, a temp folder), nor is any program git starts", async () => {
    const { bare, dir } = setup();
    const home = process.env.HOME ?? "";
    const log = join(root, `${counter}-wrapper.log`);
    const agentFolders = [join(home, ".local/bin"), join(dir, "bin"), join(root, `${counter}-tmp-bin`)];
    process.env.PATH = [...agentFolders, savedPath].join(":");
    // Planted before the run (a leftover of an earlier job on a self-hosted runner).
    gitWrapper(agentFolders[0] ?? "", log);
    gitWrapper(agentFolders[2] ?? "", log);
    // A filter of the repository's own configuration, recording the PATH git gives the programs it starts.
    const seenPath = join(root, `${counter}-filter-path.txt`);
    // The test's own git: not the one first on PATH.
    git(dir, ["config", "filter.spy.clean", `printf '%s\\n' "$PATH" > '${seenPath}'; cat`], { PATH: savedPath ?? "" });
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-1", baseBranch: "main", token: TOKEN });
    // Planted by the agent during its round, which also puts the filter to work.
    gitWrapper(agentFolders[1] ?? "", log);
    write(dir, ".gitattributes", "*.txt filter=spy\n");
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    process.env.PATH = savedPath;
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, "ralph/issue-1")).toBe(saved.sha);
    expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("");
    const path = readFileSync(seenPath, "utf8").trim().split(":");
    expect(path.filter((entry) => agentFolders.includes(entry))).toEqual([]);
    expect(path.length).toBeGreaterThan(0);
  });
});

describe("each network command", () => {
  /** prepare with a git that logs its argv, and a hook that logs `HOOK` and may act, to one log. */
  async function prepareLogged(dir: string, act: (call: number) => void = () => undefined, remoteFreshMs?: number) {
    const log = join(root, `${counter}-network.log`);
    const program: GitProgram = { file: gitWrapper(join(root, `${counter}-logged-bin`), log), path: savedPath ?? "" };
    let calls = 0;
    const prepared = await Workspace.prepare({
      dir,
      branch: "ralph/issue-2",
      baseBranch: "main",
      token: TOKEN,
      git: program,
      rescueId: "3",
      rescueDir: join(root, `${counter}-rescue`),
      beforeNetwork: async () => {
        writeFileSync(log, "HOOK\n", { flag: "a" });
        act(++calls);
      },
      ...(remoteFreshMs !== undefined ? { remoteFreshMs } : {}),
    });
    /** The network commands and hook calls logged since `from` (a length of the log), in order. */
    const network = (from = 0): string[] =>
      readFileSync(log, "utf8")
        .slice(from)
        .split("\n")
        .map((line) => (line === "HOOK" ? line : (/(?:^|\s)(ls-remote|fetch|push)\s/.exec(line)?.[1] ?? null)))
        .filter((entry): entry is string => entry !== null);
    return { ...prepared, log, network };
  }

  it("runs right after the hook, in prepare, in a save and in a sync past the window (remoteFreshMs 0)", async () => {
    const { dir } = setup();
    const { workspace, log, network } = await prepareLogged(dir, undefined, 0);
    // The base branch is where the clone's remote-tracking branch already is: prepare does not fetch it again.
    expect(network()).toEqual(["HOOK", "ls-remote"]);
    const before = readFileSync(log, "utf8").length;
    write(dir, "a.txt", "a\n");
    expect((await workspace.saveRound(1, "round 1")).unpushed).toBeNull();
    await workspace.sync();
    // The save pushes without a fetch (leased on the branch head the bot last saw: see `publishRound`).
    expect(network(before)).toEqual(["HOOK", "push", "HOOK", "fetch"]);
  });

  it("is not sent by a sync within the window since prepare's listing or the last push the branch took", async () => {
    const { dir } = setup();
    const { workspace, log, network } = await prepareLogged(dir);
    const before = readFileSync(log, "utf8").length;
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    write(dir, "a.txt", "a\n");
    expect((await workspace.saveRound(1, "round 1")).unpushed).toBeNull();
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
    expect(network(before)).toEqual(["HOOK", "push"]);
  });

  it("is refused when the transport configuration changed after the hook ran: the push sends nothing and the round goes to a bundle", async () => {
    const { bare, dir } = setup();
    // The second network command is the push of round 1 (prepare's ls-remote comes first): change git's proxy just before it.
    const { workspace, log, network } = await prepareLogged(dir, (call) => {
      if (call === 2) git(dir, ["config", "http.proxy", "http://127.0.0.1:9"]);
    });
    const before = readFileSync(log, "utf8").length;
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toMatchObject({
      kind: "refused",
      reason:
        'round 1 was not pushed to "ralph/issue-2": git configuration that affects fetching and pushing changed during the run (http.proxy); refusing to run git push with the token',
      kept: { kind: "bundle", sha: saved.sha },
    });
    expect(network(before)).toEqual(["HOOK"]);
    expect(revOf(bare, "ralph/issue-2")).toBeNull();
  });

  it("is refused when the hook fails (the agent's leftovers could not be stopped): prepare and save send nothing", async () => {
    const { bare, dir } = setup();
    const refuse = (): Promise<never> => Promise.reject(new Error("processes the agent left running could not be stopped"));
    const error = await caught(
      Workspace.prepare({ dir, branch: "ralph/issue-3", baseBranch: "main", token: TOKEN, beforeNetwork: refuse }),
    );
    expect(error).toMatchObject({
      reason: "agent-alive",
      message: "refusing to run git ls-remote: processes the agent left running could not be stopped",
    });

    let refusing = false;
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-3",
      baseBranch: "main",
      token: TOKEN,
      rescueId: "4",
      rescueDir: join(root, `${counter}-rescue`),
      beforeNetwork: () => (refusing ? refuse() : Promise.resolve()),
    });
    refusing = true;
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toMatchObject({
      kind: "refused",
      reason: expect.stringMatching(/^round 1 was not pushed to "ralph\/issue-3": refusing to run git push: processes the agent left/),
      kept: { kind: "bundle", sha: saved.sha },
    });
    expect(revOf(bare, "ralph/issue-3")).toBeNull();
    expect(revOf(bare, "ralph/issue-3-rescue-4-1")).toBeNull();
    expect(await caught(workspace.sync())).toMatchObject({ reason: "agent-alive" });
  });

  it("goes to the URL read at start, wherever origin points later", async () => {
    const { bare, dir } = setup();
    const other = createOrigin(root, `${counter}-elsewhere`);
    // Without a token nothing is guarded, so origin may be moved without a refusal.
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-4", baseBranch: "main", token: null });
    git(dir, ["remote", "set-url", "origin", other.url]);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, "ralph/issue-4")).toBe(saved.sha);
    expect(revOf(other.bare, "ralph/issue-4")).toBeNull();
  });
});
