import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitError } from "../../src/workspace/git.js";
import { formatCommitMessage, MAX_SUBJECT_CHARS, Workspace } from "../../src/workspace/workspace.js";
import {
  cloneOf,
  commitAs,
  createOrigin,
  git,
  identityOf,
  isolateGit,
  messageOf,
  removeTree,
  restoreEnv,
  revOf,
  write,
} from "./helpers.js";

let root: string;
let counter = 0;

beforeAll(() => {
  root = isolateGit();
});
afterAll(() => {
  removeTree(root);
  restoreEnv();
});

/** A fresh origin and clone per test, so tests stay independent. */
function setup(options: { commits?: number; cloneArgs?: string[] } = {}): { bare: string; url: string; dir: string; name: string } {
  const name = `t${++counter}`;
  const { bare, url } = createOrigin(root, `${name}-origin`, options.commits ?? 1);
  const dir = cloneOf(root, url, `${name}-work`, options.cloneArgs ?? []);
  return { bare, url, dir, name };
}

const BOT = "ralph-bot <ralph-bot@users.noreply.github.com> | ralph-bot <ralph-bot@users.noreply.github.com>";

async function caught(promise: Promise<unknown>): Promise<GitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GitError) return error;
    throw error;
  }
  throw new Error("expected a GitError");
}

describe("Workspace.prepare", () => {
  it("creates a new branch from origin's base branch", async () => {
    const { bare, dir } = setup();
    const base = revOf(bare, "main");
    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-1", baseBranch: "main", token: null });
    expect(prepared.resumed).toBe(false);
    expect(prepared.baseSha).toBe(base);
    expect(prepared.headSha).toBe(base);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-1");
    // A new branch must not track the base (a plain `git push` would otherwise target main).
    expect(() => git(dir, ["config", "branch.ralph/issue-1.merge"])).toThrow();
    expect(await prepared.workspace.headSha()).toBe(base);
  });

  it("resumes an existing remote branch without clobbering it", async () => {
    const { url, dir, name } = setup();
    const other = cloneOf(root, url, `${name}-other`);
    git(other, ["checkout", "-q", "-b", "ralph/issue-2"]);
    write(other, "notes.md", "earlier round\n");
    const earlier = commitAs(other, "earlier round");
    git(other, ["push", "-q", "origin", "ralph/issue-2"]);

    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-2", baseBranch: "main", token: null });
    expect(prepared.resumed).toBe(true);
    expect(prepared.headSha).toBe(earlier);
    expect(readFileSync(join(dir, "notes.md"), "utf8")).toBe("earlier round\n");
  });

  it("works in a shallow clone, for a new branch and for a resumed one", async () => {
    const { bare, url, dir, name } = setup({ commits: 3, cloneArgs: ["--depth", "1"] });
    expect(existsSync(join(dir, ".git", "shallow"))).toBe(true);
    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-3", baseBranch: "main", token: null });
    write(dir, "a.txt", "a\n");
    const saved = await prepared.workspace.saveRound(1, "round 1");
    expect(revOf(bare, "ralph/issue-3")).toBe(saved.sha);
    expect(revOf(bare, `${saved.sha}^`)).toBe(revOf(bare, "main"));

    // A second shallow checkout (as a later run's runner would have) resumes it.
    const again = cloneOf(root, url, `${name}-again`, ["--depth", "1"]);
    const resumed = await Workspace.prepare({ dir: again, branch: "ralph/issue-3", baseBranch: "main", token: null });
    expect(resumed.resumed).toBe(true);
    expect(resumed.headSha).toBe(saved.sha);
    write(again, "b.txt", "b\n");
    const next = await resumed.workspace.saveRound(2, "round 2");
    expect(revOf(bare, `${next.sha}^`)).toBe(saved.sha);
  });

  it("works from a detached HEAD", async () => {
    const { bare, dir } = setup({ commits: 2 });
    git(dir, ["checkout", "-q", "--detach", "HEAD"]);
    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-4", baseBranch: "main", token: null });
    expect(prepared.resumed).toBe(false);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-4");
    write(dir, "x.txt", "x\n");
    const saved = await prepared.workspace.saveRound(1, "round 1");
    expect(revOf(bare, "ralph/issue-4")).toBe(saved.sha);
  });

  it("falls back to HEAD when origin lacks the base branch only if the checkout is on it", async () => {
    const name = `t${++counter}`;
    const bare = join(root, `${name}-empty.git`);
    git(root, ["init", "-q", "--bare", "-b", "main", bare]);
    const dir = join(root, `${name}-local`);
    git(root, ["init", "-q", "-b", "trunk", dir]);
    git(dir, ["remote", "add", "origin", bare]);
    write(dir, "README.md", "local\n");
    const local = commitAs(dir, "local start");

    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-5", baseBranch: "trunk", token: null });
    expect(prepared.resumed).toBe(false);
    expect(prepared.baseSha).toBe(local);
    expect(prepared.headSha).toBe(local);

    git(dir, ["checkout", "-q", "trunk"]);
    const error = await caught(Workspace.prepare({ dir, branch: "ralph/issue-6", baseBranch: "develop", token: null }));
    expect(error.reason).toBe("missing-ref");
    expect(error.message).toContain('"develop"');
  });

  it("refuses a tree with uncommitted changes, so they are not pushed as the agent's work", async () => {
    const { dir } = setup();
    write(dir, "stray-credentials.json", "{}\n");
    const error = await caught(Workspace.prepare({ dir, branch: "ralph/issue-7", baseBranch: "main", token: null }));
    expect(error.reason).toBe("dirty");
    expect(error.message).toContain("stray-credentials.json");
  });

  it("refuses a branch equal to the base and invalid branch names", async () => {
    const { dir } = setup();
    expect((await caught(Workspace.prepare({ dir, branch: "main", baseBranch: "main", token: null }))).message).toContain("must differ");
    expect((await caught(Workspace.prepare({ dir, branch: "bad..name", baseBranch: "main", token: null }))).message).toContain(
      "not a valid branch name",
    );
    expect((await caught(Workspace.prepare({ dir, branch: "@{-1}", baseBranch: "main", token: null }))).message).toContain(
      "not a valid branch name",
    );
    expect((await caught(Workspace.prepare({ dir, branch: "ralph/x", baseBranch: "-main", token: null }))).message).toContain(
      "not a valid branch name",
    );
  });

  it("refuses a directory without an origin remote", async () => {
    const dir = join(root, `t${++counter}-noremote`);
    git(root, ["init", "-q", "-b", "main", dir]);
    write(dir, "f", "f\n");
    commitAs(dir, "start");
    const error = await caught(Workspace.prepare({ dir, branch: "ralph/issue-8", baseBranch: "main", token: null }));
    expect(error.message).toContain('no "origin" remote');
  });

  it("keeps unpushed local commits of the branch and refuses a diverged local branch", async () => {
    const { url, dir, name } = setup();
    const other = cloneOf(root, url, `${name}-other`);
    git(other, ["checkout", "-q", "-b", "ralph/issue-9"]);
    write(other, "r1.txt", "1\n");
    const remoteTip = commitAs(other, "round 1");
    git(other, ["push", "-q", "origin", "ralph/issue-9"]);

    // Local branch ahead of the remote (a push that failed earlier): kept.
    git(dir, ["fetch", "-q", "origin"]);
    git(dir, ["checkout", "-q", "-b", "ralph/issue-9", "origin/ralph/issue-9"]);
    write(dir, "r2.txt", "2\n");
    const ahead = commitAs(dir, "round 2, never pushed");
    git(dir, ["checkout", "-q", "main"]);
    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-9", baseBranch: "main", token: null });
    expect(prepared.headSha).toBe(ahead);

    // Diverged: refused with a clear reason.
    git(dir, ["checkout", "-q", "main"]);
    git(dir, ["branch", "-f", "ralph/issue-9", "main"]);
    write(dir, "r3.txt", "3\n");
    git(dir, ["checkout", "-q", "ralph/issue-9"]);
    commitAs(dir, "something else");
    git(dir, ["checkout", "-q", "main"]);
    const error = await caught(Workspace.prepare({ dir, branch: "ralph/issue-9", baseBranch: "main", token: null }));
    expect(error.reason).toBe("diverged");
    expect(revOf(dir, "origin/ralph/issue-9")).toBe(remoteTip);
  });
});

describe("Workspace.saveRound", () => {
  it("commits what the round left as ralph-bot and pushes the new branch", async () => {
    const { bare, dir } = setup();
    const { workspace, headSha: start } = await Workspace.prepare({ dir, branch: "ralph/issue-10", baseBranch: "main", token: null });
    write(dir, "src/feature.ts", "export const x = 1;\n");
    write(dir, ".gitignore", "build/\n");
    write(dir, "build/out.js", "ignored\n");

    const saved = await workspace.saveRound(1, "Round 1: add the feature");
    expect(saved.changed).toBe(true);
    expect(saved.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(saved.sha).not.toBe(start);
    expect(revOf(bare, "ralph/issue-10")).toBe(saved.sha);
    expect(identityOf(bare, saved.sha)).toBe(BOT);
    expect(messageOf(bare, saved.sha)).toBe("Round 1: add the feature");
    const files = git(bare, ["ls-tree", "-r", "--name-only", saved.sha]).split("\n");
    expect(files).toContain("src/feature.ts");
    expect(files).not.toContain("build/out.js");
    expect(git(dir, ["status", "--porcelain"])).toBe("");
    // The identity is passed per command, never written to config.
    expect(readFileSync(join(dir, ".git", "config"), "utf8")).not.toContain("ralph-bot");
    expect(revOf(dir, "origin/ralph/issue-10")).toBe(saved.sha);
  });

  it("uses a configured identity", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-11",
      baseBranch: "main",
      token: null,
      author: { name: "My App[bot]", email: "1+my-app[bot]@users.noreply.github.com" },
    });
    write(dir, "f.txt", "f\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(identityOf(bare, saved.sha)).toBe(
      "My App[bot] <1+my-app[bot]@users.noreply.github.com> | My App[bot] <1+my-app[bot]@users.noreply.github.com>",
    );
  });

  it("makes no commit for a round without changes, but still pushes the branch", async () => {
    const { bare, dir } = setup();
    const { workspace, headSha } = await Workspace.prepare({ dir, branch: "ralph/issue-12", baseBranch: "main", token: null });
    const saved = await workspace.saveRound(1, "nothing to do");
    expect(saved).toEqual({ sha: headSha, changed: false });
    expect(revOf(bare, "ralph/issue-12")).toBe(headSha);
    write(dir, "g.txt", "g\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.changed).toBe(true);
    const third = await workspace.saveRound(3, "round 3");
    expect(third).toEqual({ sha: second.sha, changed: false });
  });

  it("counts and pushes the agent's own commits", async () => {
    const { bare, dir } = setup();
    const { workspace, headSha: start } = await Workspace.prepare({ dir, branch: "ralph/issue-13", baseBranch: "main", token: null });
    write(dir, "agent.txt", "by the agent\n");
    const own = commitAs(dir, "agent: own commit");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved).toEqual({ sha: own, changed: true });
    expect(revOf(bare, "ralph/issue-13")).toBe(own);
    expect(revOf(bare, `${own}^`)).toBe(start);

    // Own commit plus leftovers: the bot commits the leftovers on top.
    write(dir, "agent2.txt", "committed\n");
    const own2 = commitAs(dir, "agent: second");
    write(dir, "left.txt", "left over\n");
    const next = await workspace.saveRound(2, "round 2");
    expect(next.changed).toBe(true);
    expect(revOf(bare, `${next.sha}^`)).toBe(own2);
    expect(identityOf(bare, next.sha)).toBe(BOT);
  });

  it("cuts a long first line into a subject of at most 72 chars and keeps the full text", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-14", baseBranch: "main", token: null });
    const long = `Round 3: ${"implement the parser for the configuration format and ".repeat(3)}done`;
    const message = `${long}\n\n#42 stays in the body\nEvidence: tests pass`;
    write(dir, "p.txt", "p\n");
    const saved = await workspace.saveRound(3, message);
    const stored = messageOf(bare, saved.sha);
    const [subject, blank, ...body] = stored.split("\n");
    expect(Array.from(subject ?? "").length).toBeLessThanOrEqual(MAX_SUBJECT_CHARS);
    expect(subject?.endsWith("…")).toBe(true);
    expect(long.startsWith((subject ?? "").slice(0, -1))).toBe(true);
    expect(blank).toBe("");
    expect(body.join("\n")).toBe(message);
  });

  it("formats messages", () => {
    expect(formatCommitMessage("short", 1)).toBe("short");
    expect(formatCommitMessage("  \r\n ", 4)).toBe("Ralph round 4");
    expect(formatCommitMessage("a\r\nb", 1)).toBe("a\nb");
    const exact = "x".repeat(MAX_SUBJECT_CHARS);
    expect(formatCommitMessage(exact, 1)).toBe(exact);
    const unbroken = "y".repeat(100);
    expect(formatCommitMessage(unbroken, 1)).toBe(`${"y".repeat(MAX_SUBJECT_CHARS - 1)}…\n\n${unbroken}`);
    const emoji = "🙂".repeat(80);
    expect(Array.from(formatCommitMessage(emoji, 1).split("\n")[0] ?? "").length).toBe(MAX_SUBJECT_CHARS);
  });

  it("stops with a clear error when the remote branch moved, keeping the local commit", async () => {
    const { bare, url, dir, name } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-15", baseBranch: "main", token: null });
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");

    const other = cloneOf(root, url, `${name}-other`);
    git(other, ["checkout", "-q", "ralph/issue-15"]);
    write(other, "human.txt", "a person pushed\n");
    const theirs = commitAs(other, "human fix", "Human", "human@example.com");
    git(other, ["push", "-q", "origin", "ralph/issue-15"]);

    write(dir, "two.txt", "2\n");
    const error = await caught(workspace.saveRound(2, "round 2"));
    expect(error.reason).toBe("remote-moved");
    expect(error.message).toContain('remote branch "ralph/issue-15" moved');
    expect(error.exitCode).not.toBe(0);
    // Nothing lost and nothing overwritten.
    expect(revOf(bare, "ralph/issue-15")).toBe(theirs);
    const local = revOf(dir, "ralph/issue-15");
    expect(revOf(dir, `${local}^`)).toBe(first.sha);
    expect(git(dir, ["show", `${local}:two.txt`])).toBe("2");
    expect(error.message).toContain(local?.slice(0, 12));
  });

  it("refuses to push when the agent rewrote saved history", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-16", baseBranch: "main", token: null });
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    git(dir, ["commit", "-q", "--amend", "-m", "rewritten"]);
    const error = await caught(workspace.saveRound(2, "round 2"));
    expect(error.reason).toBe("history-rewritten");
    expect(revOf(bare, "ralph/issue-16")).toBe(first.sha);
  });

  it("carries the branch along when the agent committed on a branch of its own", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-17", baseBranch: "main", token: null });
    git(dir, ["checkout", "-q", "-b", "agent-topic"]);
    write(dir, "topic.txt", "t\n");
    const own = commitAs(dir, "on a topic branch");
    write(dir, "left.txt", "l\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(revOf(bare, `${saved.sha}^`)).toBe(own);
    expect(revOf(bare, "ralph/issue-17")).toBe(saved.sha);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-17");
  });

  it("with a token, refuses to push after transport configuration changed, but not after harmless changes", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-18", baseBranch: "main", token: "ghs_notused" });
    // An agent setting its own identity is fine.
    git(dir, ["config", "user.name", "Agent"]);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    expect(revOf(bare, "ralph/issue-18")).toBe(first.sha);

    // Redirecting the remote could deliver the token elsewhere.
    git(dir, ["config", "url.https://evil.example/.insteadOf", "file://"]);
    write(dir, "two.txt", "2\n");
    const error = await caught(workspace.saveRound(2, "round 2"));
    expect(error.reason).toBe("config-changed");
    expect(error.message).toContain("url.https://evil.example/.insteadof");
    expect(error.message).not.toContain("ghs_notused");
    expect(revOf(bare, "ralph/issue-18")).toBe(first.sha);
  });
});
