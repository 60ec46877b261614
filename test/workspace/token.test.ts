/**
 * The token over real smart HTTP (`git http-backend`): pushes need it, it is passed per
 * command, and it never lands in `.git/`, in argv or in an error.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { GitError } from "../../src/workspace/git-error.js";
import type { GitProgram } from "../../src/workspace/git-program.js";
import { Workspace, type PrepareOptions } from "../../src/workspace/workspace.js";
import { caught, git, gitAsync, isolateGit, removeTree, restoreEnv, revOf, write } from "./helpers.js";

const TOKEN = "ghs_TopSecretToken0123456789abcdef";
const ENCODED = basicAuthHeader(TOKEN).slice("AUTHORIZATION: basic ".length);
const WRONG_HEADER = `AUTHORIZATION: basic ${Buffer.from("x-access-token:stale-token").toString("base64")}`;

let root: string;
let server: GitServer;
let argvLog: string;
let argvLogger: GitProgram;
let counter = 0;

beforeAll(async () => {
  root = isolateGit();
  server = await startGitServer({ token: TOKEN });
  // A `git` that records every argv and runs the real git, to prove the token never appears
  // on a command line (where `ps` would show it). It lies in a temp folder, which the bot
  // never looks git up in, so it is handed to prepare as the git to run.
  const realGit = git(root, ["--exec-path"]).replace(/\/?$/, "/git");
  const bin = join(root, "bin");
  argvLog = join(root, "argv.log");
  mkdirSync(bin);
  writeFileSync(join(bin, "git"), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${argvLog}'\nexec '${realGit}' "$@"\n`);
  chmodSync(join(bin, "git"), 0o755);
  argvLogger = { file: join(bin, "git"), path: process.env.PATH ?? "" };
});

/** Prepare with the argv-recording git. */
function prepare(options: PrepareOptions): ReturnType<typeof Workspace.prepare> {
  return Workspace.prepare({ git: argvLogger, ...options });
}

afterAll(async () => {
  await server.close();
  removeTree(root);
  restoreEnv();
});

async function setup(): Promise<{ name: string; url: string; dir: string }> {
  const name = `octo/repo${++counter}`;
  const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n" } });
  // Anyone may clone; only pushes need the token.
  const dir = join(root, `work${counter}`);
  await gitAsync(root, ["clone", "-q", url, dir]);
  return { name, url, dir };
}

/** Every file under `.git`, read as text, to search for secrets. */
function gitDirText(dir: string): string {
  const parts: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else parts.push(readFileSync(full).toString("latin1"));
    }
  };
  walk(join(dir, ".git"));
  return parts.join("\n");
}

function expectNoSecret(text: string): void {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(ENCODED);
}

describe("pushing with a token over smart HTTP", () => {
  it("fails without a token, without prompting, and keeps the round in a bundle", async () => {
    const { name, dir } = await setup();
    const rescueDir = join(root, `rescue${counter}`);
    const { workspace } = await prepare({
      dir,
      branch: "ralph/issue-1",
      baseBranch: "main",
      token: null,
      rescueId: "9",
      rescueDir,
    });
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toEqual({
      kind: "refused",
      reason: expect.stringMatching(
        /^pushing round 1 to "ralph\/issue-1" was refused: .*could not read Username.*; keeping it on the side branch "ralph\/issue-1-rescue-9-1" was refused too: .*could not read Username/,
      ),
      files: [],
      kept: { kind: "bundle", path: join(rescueDir, "ralph-issue-1-rescue-9-1.bundle"), sha: saved.sha },
    });
    expect(await server.branchExists(name, "ralph/issue-1")).toBe(false);
    expect(git(dir, ["show", "HEAD:a.txt"])).toBe("a");
  });

  it("sends nothing anywhere once transport configuration changed", async () => {
    const { name, dir } = await setup();
    const rescueDir = join(root, `rescue${counter}`);
    // Included from outside the git directory, so the change below is not undone (.git/config is).
    const shared = join(root, `shared${counter}.gitconfig`);
    writeFileSync(shared, "");
    git(dir, ["config", "include.path", shared]);
    const { workspace } = await prepare({ dir, branch: "ralph/issue-6", baseBranch: "main", token: TOKEN, rescueDir });
    write(dir, "a.txt", "a\n");
    const first = await workspace.saveRound(1, "round 1");
    expect(first.unpushed).toBeNull();
    const pushes = server.pushes.length;
    git(dir, ["config", "--file", shared, "http.proxy", "http://127.0.0.1:9"]);
    const before = readFileSync(argvLog, "utf8").length;

    write(dir, "b.txt", "b\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toMatchObject({ kind: "refused", kept: { kind: "bundle", sha: second.sha } });
    expect(second.unpushed?.reason).toContain("(http.proxy)");
    await expect(workspace.sync()).rejects.toThrow(GitError);
    const argv = readFileSync(argvLog, "utf8").slice(before);
    expect(argv).not.toMatch(/(^|\s)(fetch|push|ls-remote)\s/m);
    expect(server.pushes).toHaveLength(pushes);
    expect((await server.log(name, "ralph/issue-6"))[0]?.sha).toBe(first.sha);
  });

  it("succeeds with the token, which stays out of .git, argv and the remote URL", async () => {
    const { name, url, dir } = await setup();
    const { workspace, resumed } = await prepare({ dir, branch: "ralph/issue-2", baseBranch: "main", token: TOKEN });
    expect(resumed).toBe(false);
    write(dir, "a.txt", "a\n");
    const first = await workspace.saveRound(1, "round 1");
    write(dir, "b.txt", "b\n");
    const second = await workspace.saveRound(2, "round 2");

    const log = await server.log(name, "ralph/issue-2");
    expect(log.map((c) => c.sha).slice(0, 2)).toEqual([second.sha, first.sha]);
    expect(log[0]?.authorName).toBe("ralph-bot");
    expect(await server.readFile(name, "ralph/issue-2", "b.txt")).toBe("b\n");
    expect(server.pushes.filter((p) => p.repo === name && p.authorized)).toHaveLength(2);

    expectNoSecret(gitDirText(dir));
    const argv = readFileSync(argvLog, "utf8");
    expect(argv).toContain("push --porcelain");
    expectNoSecret(argv);
    expect(git(dir, ["remote", "get-url", "origin"])).toBe(url);
  });

  it("resumes the branch over HTTP in a later checkout", async () => {
    const { name, url, dir } = await setup();
    const first = await prepare({ dir, branch: "ralph/issue-3", baseBranch: "main", token: TOKEN });
    write(dir, "a.txt", "a\n");
    const saved = await first.workspace.saveRound(1, "round 1");

    const later = join(root, `later${counter}`);
    await gitAsync(root, ["clone", "-q", "--depth", "1", url, later]);
    const second = await prepare({ dir: later, branch: "ralph/issue-3", baseBranch: "main", token: TOKEN });
    expect(second.resumed).toBe(true);
    expect(second.headSha).toBe(saved.sha);
    write(later, "b.txt", "b\n");
    const next = await second.workspace.saveRound(2, "round 2");
    expect((await server.log(name, "ralph/issue-3")).map((c) => c.sha).slice(0, 2)).toEqual([next.sha, saved.sha]);
  });

  it("never puts the token in an error, even when the server refuses it", async () => {
    const { dir } = await setup();
    // The server refuses wrong credentials even for reads, so prepare already fails.
    const error = await caught(prepare({ dir, branch: "ralph/issue-4", baseBranch: "main", token: `${TOKEN}-revoked` }));
    for (const text of [error.message, error.command, error.stderrTail, String(error.stack)]) {
      expect(text).not.toContain(`${TOKEN}-revoked`);
      expect(text).not.toContain(basicAuthHeader(`${TOKEN}-revoked`).slice("AUTHORIZATION: basic ".length));
    }
  });

  it.each([
    ["a host-wide header as actions/checkout persists it", (base: string) => `http.${base}/.extraheader`],
    ["a header for the exact remote URL", (_base: string, url: string) => `http.${url}.extraheader`],
    ["a generic header", () => "http.extraheader"],
  ])("overrides %s holding a stale token", async (_label, keyOf) => {
    const { name, url, dir } = await setup();
    git(dir, ["config", "--local", keyOf(server.baseUrl, url), WRONG_HEADER]);
    const { workspace } = await prepare({ dir, branch: "ralph/issue-5", baseBranch: "main", token: TOKEN });
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect((await server.log(name, "ralph/issue-5"))[0]?.sha).toBe(saved.sha);
    // The persisted header is left as it was, and ours was never added.
    expect(git(dir, ["config", "--local", "--get-all", keyOf(server.baseUrl, url)])).toBe(WRONG_HEADER);
    expectNoSecret(gitDirText(dir));
    expect(revOf(dir, "origin/ralph/issue-5")).toBe(saved.sha);
  });

  it("without our per-URL override git would send the stale persisted header (why the override exists)", async () => {
    const { dir } = await setup();
    git(dir, ["config", "--local", `http.${server.baseUrl}/.extraheader`, WRONG_HEADER]);
    // A plain generic header (as `-c http.extraheader=…` would pass it) loses against the
    // more specific persisted one, so the server sees the stale token.
    const generic = { GIT_CONFIG_COUNT: "1", GIT_CONFIG_KEY_0: "http.extraheader", GIT_CONFIG_VALUE_0: basicAuthHeader(TOKEN) };
    await expect(gitAsync(dir, ["ls-remote", "origin"], generic)).rejects.toThrow();
    // Even an empty generic value, which resets the list, does not touch the URL-specific entry.
    const reset = {
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "http.extraheader",
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: "http.extraheader",
      GIT_CONFIG_VALUE_1: basicAuthHeader(TOKEN),
    };
    await expect(gitAsync(dir, ["ls-remote", "origin"], reset)).rejects.toThrow();
    // Keyed to the exact URL, after an empty value that clears collected headers, it works.
    const url = git(dir, ["remote", "get-url", "origin"]);
    const exact = {
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: `http.${url}.extraheader`,
      GIT_CONFIG_VALUE_0: "",
      GIT_CONFIG_KEY_1: `http.${url}.extraheader`,
      GIT_CONFIG_VALUE_1: basicAuthHeader(TOKEN),
    };
    expect(await gitAsync(dir, ["ls-remote", "origin"], exact)).toContain("refs/heads/main");
  });
});
