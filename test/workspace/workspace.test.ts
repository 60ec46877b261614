import { existsSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCommitMessage, MAX_SUBJECT_CHARS } from "../../src/workspace/message.js";
import { Workspace } from "../../src/workspace/workspace.js";
import {
  caught,
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
    expect(prepared.workspace.pushes).toBe(true);
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

  it("creates the branch at origin's base with its files when the checkout is on another commit", async () => {
    const { bare, dir } = setup({ commits: 2 });
    // An older commit checked out (a workflow's own checkout of another ref): the branch still starts at origin's base.
    git(dir, ["checkout", "-q", "--detach", "HEAD^"]);
    const prepared = await Workspace.prepare({ dir, branch: "ralph/issue-14", baseBranch: "main", token: null });
    expect(prepared.headSha).toBe(revOf(bare, "main"));
    expect(git(dir, ["rev-parse", "HEAD"])).toBe(revOf(bare, "main"));
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-14");
    expect(readFileSync(join(dir, "README.md"), "utf8")).toBe("# demo\n\nversion 2\n");
    expect(git(dir, ["status", "--porcelain"])).toBe("");
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

  it("names ignoring as the fix for untracked files a tool made, and only for untracked ones", async () => {
    const { dir } = setup();
    write(dir, ".venv/bin/python", "#!/bin/sh\n");
    const untracked = await caught(Workspace.prepare({ dir, branch: "ralph/issue-7", baseBranch: "main", token: null }));
    expect(untracked.message).toContain("?? .venv/bin/python");
    expect(untracked.message).toContain("files a tool made (a .venv, node_modules) can be listed in .gitignore or .git/info/exclude");
    removeTree(join(dir, ".venv"));
    write(dir, "README.md", "changed\n");
    const changed = await caught(Workspace.prepare({ dir, branch: "ralph/issue-7", baseBranch: "main", token: null }));
    expect(changed.reason).toBe("dirty");
    expect(changed.message).not.toContain(".gitignore");
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
    expect(saved).toEqual({ sha: headSha, changed: false, notes: [], failure: null, unpushed: null });
    expect(revOf(bare, "ralph/issue-12")).toBe(headSha);
    write(dir, "g.txt", "g\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.changed).toBe(true);
    const third = await workspace.saveRound(3, "round 3");
    expect(third).toEqual({ sha: second.sha, changed: false, notes: [], failure: null, unpushed: null });
  });

  it("counts and pushes the agent's own commits, by their own author", async () => {
    const { bare, dir } = setup();
    const { workspace, headSha: start } = await Workspace.prepare({ dir, branch: "ralph/issue-13", baseBranch: "main", token: null });
    write(dir, "agent.txt", "by the agent\n");
    // The agent commits with an identity of its own in GIT_AUTHOR_*/GIT_COMMITTER_*.
    const own = commitAs(dir, "agent: own commit", "Claude", "claude@example.com");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved).toEqual({ sha: own, changed: true, notes: [], failure: null, unpushed: null });
    expect(revOf(bare, "ralph/issue-13")).toBe(own);
    expect(revOf(bare, `${own}^`)).toBe(start);
    expect(identityOf(bare, own)).toBe("Claude <claude@example.com> | Claude <claude@example.com>");

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

  it("sanitizes messages: secrets and token shapes redacted, terminal sequences and controls removed, mentions kept", () => {
    const token = "ghs_abcdefghijklmnopqrstuvwxyz0123";
    expect(
      formatCommitMessage(`Round 1: \x1b[32mFixed\x1b[0m add()\u0000 for @octocat, key model-key-99 ${token}`, 1, ["model-key-99"]),
    ).toBe("Round 1: Fixed add() for @octocat, key [redacted] [redacted]");
    expect(formatCommitMessage("\x1b[31m\u0007\x1b[0m", 2)).toBe("Ralph round 2");
    const long = `Round 3: ${"\x1b[1mword\x1b[0m ".repeat(20)}`;
    const [subject, blank, body] = formatCommitMessage(long, 3).split("\n");
    expect([subject?.endsWith("…"), Array.from(subject ?? "").length <= MAX_SUBJECT_CHARS, blank]).toEqual([true, true, ""]);
    expect(body).toBe(`Round 3: ${"word ".repeat(20).trim()}`);
  });

  it("commits and pushes the message without the token, the secrets given to prepare, or terminal sequences", async () => {
    const { bare, dir } = setup();
    // Not token-shaped: it is redacted because it is the token.
    const token = "the-token-of-the-run";
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-41",
      baseBranch: "main",
      token,
      secrets: ["model-key-value"],
    });
    write(dir, "f.txt", "f\n");
    const saved = await workspace.saveRound(
      1,
      `Round 1: \x1b[1mdone\x1b[0m\u0000 with ${token} and model-key-value\nsecond line\x1b]0;title\x07`,
    );
    const message = messageOf(bare, saved.sha);
    expect(message).toBe("Round 1: done with [redacted] and [redacted]\nsecond line");
  });

  it("rebases the round onto a person's push made meanwhile, keeping the person's commit, and reports it at the next sync", async () => {
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
    const second = await workspace.saveRound(2, "round 2");
    expect(second.unpushed).toBeNull();
    expect(second.changed).toBe(true);
    // Nothing overwritten: the person's commit is on the branch as they pushed it, the round on top.
    expect(revOf(bare, "ralph/issue-15")).toBe(second.sha);
    expect(revOf(bare, `${second.sha}^`)).toBe(theirs);
    expect(revOf(bare, `${theirs}^`)).toBe(first.sha);
    expect(git(bare, ["show", `${second.sha}:two.txt`])).toBe("2");
    expect(git(bare, ["show", `${second.sha}:human.txt`])).toBe("a person pushed");
    expect(identityOf(bare, second.sha)).toBe(BOT);
    expect(git(dir, ["status", "--porcelain"])).toBe("");

    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [{ sha: theirs, author: "Human", subject: "human fix" }] });
    // Reported once.
    expect(await workspace.sync()).toEqual({ kind: "synced", arrived: [] });
  });

  it("keeps earlier rounds when the agent rewrote saved history: only its own changes go on top, never force-pushed", async () => {
    const { bare, dir } = setup();
    const base = revOf(dir, "HEAD") ?? "";
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-16", baseBranch: "main", token: null });
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");

    // An amend that changes nothing but the message: the branch simply stays.
    git(dir, ["commit", "-q", "--amend", "-m", "rewritten"]);
    const second = await workspace.saveRound(2, "round 2");
    expect(second.sha).toBe(first.sha);
    expect(second.changed).toBe(false);
    expect(second.unpushed).toBeNull();
    expect(second.notes).toEqual([
      `the agent moved "ralph/issue-16" itself, so its HEAD no longer contained the round's start ${first.sha.slice(0, 12)}: ` +
        `the agent's own changes (against ${base.slice(0, 12)}, where its work began) add nothing to ${first.sha.slice(0, 12)}, where "ralph/issue-16" stays`,
    ]);
    expect(revOf(bare, "ralph/issue-16")).toBe(first.sha);

    // Reset below the pushed commit, then new work: the agent's own changes become one commit on top.
    write(dir, "two.txt", "2\n");
    commitAs(dir, "agent: two");
    git(dir, ["reset", "-q", "--hard", "HEAD~2"]);
    write(dir, "three.txt", "3\n");
    commitAs(dir, "agent: three, on rewritten history");
    write(dir, "left.txt", "left over\n");
    const third = await workspace.saveRound(3, "round 3");
    expect(third.unpushed).toBeNull();
    expect(third.changed).toBe(true);
    expect(third.notes).toEqual([
      `the agent moved "ralph/issue-16" itself, so its HEAD no longer contained the round's start ${first.sha.slice(0, 12)}: ` +
        `the round's commit holds only the agent's own changes (against ${base.slice(0, 12)}, where its work began), applied on top of ${first.sha.slice(0, 12)}, so earlier rounds' work stays`,
    ]);
    expect(revOf(bare, "ralph/issue-16")).toBe(third.sha);
    expect(revOf(bare, `${third.sha}^`)).toBe(first.sha);
    expect(messageOf(bare, third.sha)).toBe("round 3");
    expect(identityOf(bare, third.sha)).toBe(BOT);
    // Round 1's one.txt stays; two.txt the agent itself reset away is not its work any more.
    expect(git(bare, ["ls-tree", "--name-only", third.sha]).split("\n").sort()).toEqual(["README.md", "left.txt", "one.txt", "three.txt"]);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-16");
    expect(git(dir, ["status", "--porcelain"])).toBe("");
    expect(readFileSync(join(dir, "one.txt"), "utf8")).toBe("1\n");
  });

  it("merges the agent's edits made on an older commit with its own commits on the branch, its lines winning where they overlap", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-19", baseBranch: "main", token: null });
    write(dir, "list.txt", "a\nb\nc\nd\ne\nf\ng\n");
    write(dir, "binary.bin", "\u0000old\u0000");
    const first = await workspace.saveRound(1, "round 1");
    // In round 2 the agent commits on the branch, then goes back to the round's start and edits the same files again.
    write(dir, "list.txt", "A\nb\nc\nD\ne\nf\ng\n");
    write(dir, "binary.bin", "\u0000own\u0000");
    const own = commitAs(dir, "agent: capitals");
    git(dir, ["checkout", "-q", "--detach", first.sha]);
    write(dir, "list.txt", "a\nb\nc\ndd\ne\nf\nG\n");
    write(dir, "binary.bin", "\u0000new\u0000");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, `${saved.sha}^`)).toBe(own);
    expect(git(bare, ["show", `${saved.sha}:list.txt`])).toBe("A\nb\nc\ndd\ne\nf\nG");
    expect(git(bare, ["show", `${saved.sha}:binary.bin`])).toBe("\u0000new\u0000");
    expect(saved.notes).toEqual([
      `the agent left HEAD detached, so its HEAD no longer contained the round's start ${first.sha.slice(0, 12)}: ` +
        `the round's commit holds only the agent's own changes (against ${first.sha.slice(0, 12)}, where its work began), applied on top of ${own.slice(0, 12)}, ` +
        "so earlier rounds' work stays; binary.bin, list.txt changed on both sides were merged, the agent's lines winning where they overlapped",
    ]);
  });

  it("keeps earlier rounds when the agent left an orphan branch without a commit, adding its files", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-20", baseBranch: "main", token: null });
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    git(dir, ["checkout", "-q", "--orphan", "fresh"]);
    git(dir, ["rm", "-rq", "--cached", "."]);
    write(dir, "new.txt", "new\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(revOf(bare, `${saved.sha}^`)).toBe(first.sha);
    expect(git(bare, ["ls-tree", "--name-only", saved.sha]).split("\n").sort()).toEqual(["README.md", "new.txt", "one.txt"]);
    expect(saved.notes).toEqual([
      expect.stringContaining("(against the empty tree (its HEAD shares no commit with the branches), where its work began)"),
    ]);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-20");
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
    expect(saved.notes).toEqual([
      `checked out "ralph/issue-17" again, moved to ${saved.sha.slice(0, 12)} where the agent's work is (the agent left the branch "agent-topic" checked out)`,
    ]);
  });

  it("with a token, keeps the round in a bundle without any network command after transport configuration changed, but not after harmless changes", async () => {
    const { bare, url, dir, name } = setup();
    const rescueDir = join(root, `${name}-rescue`);
    // A configuration file outside the git directory that the repository includes: the one kind
    // of change to transport configuration the workspace cannot undo (it restores .git/config).
    const shared = join(root, `${name}-shared.gitconfig`);
    write(root, `${name}-shared.gitconfig`, "");
    git(dir, ["config", "include.path", shared]);
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-18",
      baseBranch: "main",
      token: "ghs_notused",
      rescueId: "77",
      rescueDir,
    });
    // An agent setting its own identity is harmless, and undone like every change to .git/config.
    git(dir, ["config", "user.name", "Agent"]);
    write(dir, "one.txt", "1\n");
    const first = await workspace.saveRound(1, "round 1");
    expect(first.unpushed).toBeNull();
    expect(first.notes).toEqual(["restored .git/config: the agent changed it (user.name)"]);
    expect(revOf(bare, "ralph/issue-18")).toBe(first.sha);

    // Redirecting the remote could deliver the token elsewhere.
    git(dir, ["config", "--file", shared, "url.https://evil.example/.insteadOf", "file://"]);
    write(dir, "two.txt", "2\n");
    const second = await workspace.saveRound(2, "round 2");
    const path = join(rescueDir, "ralph-issue-18-rescue-77-2.bundle");
    expect(second.unpushed).toEqual({
      kind: "refused",
      reason:
        "git configuration that affects pushing changed during the run (url.https://evil.example/.insteadof); refusing to push round 2 with the token",
      files: [],
      kept: { kind: "bundle", path, sha: second.sha },
    });
    expect(JSON.stringify(second)).not.toContain("ghs_notused");
    expect(revOf(bare, "ralph/issue-18")).toBe(first.sha);
    expect(revOf(bare, "ralph/issue-18-rescue-77-2")).toBeNull();
    // The round's commit is still the local branch head, and the bundle holds it on top of what the remote has.
    expect(revOf(dir, "ralph/issue-18")).toBe(second.sha);
    expect(revOf(dir, `${second.sha}^`)).toBe(first.sha);
    const restore = cloneOf(root, url, `${name}-restore`);
    expect(git(restore, ["bundle", "verify", path])).toContain("The bundle requires this ref");
    git(restore, ["fetch", "-q", path, "refs/heads/ralph/issue-18:refs/heads/rescued"]);
    expect(revOf(restore, "rescued")).toBe(second.sha);
    expect(git(restore, ["show", "rescued:two.txt"])).toBe("2");

    // Syncing would send the token too: refused before any fetch.
    const error = await caught(workspace.sync());
    expect(error.reason).toBe("config-changed");
    expect(error.message).not.toContain("ghs_notused");
  });
});

describe("Workspace.saveRound when the remote cannot be reached", () => {
  it("returns the failure and keeps the round in a bundle, instead of throwing", async () => {
    const { bare, dir, name } = setup();
    const rescueDir = join(root, `${name}-rescue`);
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-39",
      baseBranch: "main",
      token: null,
      rescueId: "5",
      rescueDir,
    });
    renameSync(bare, `${bare}.gone`);
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.changed).toBe(true);
    expect(saved.unpushed).toEqual({
      kind: "refused",
      reason: expect.stringMatching(
        /^pushing round 1 to "ralph\/issue-39" was refused: .*repository exists.*; keeping it on the side branch "ralph\/issue-39-rescue-5-1" was refused too: /,
      ),
      files: [],
      kept: { kind: "bundle", path: join(rescueDir, "ralph-issue-39-rescue-5-1.bundle"), sha: saved.sha },
    });
    renameSync(`${bare}.gone`, bare);
    const restore = cloneOf(root, pathToFileURL(bare).href, `${name}-restore`);
    git(restore, ["bundle", "verify", join(rescueDir, "ralph-issue-39-rescue-5-1.bundle")]);
  });
});

describe("Workspace.saveRound puts right what the agent left", () => {
  /** A workspace on a new branch whose first round (one.txt) is pushed. */
  async function started(branch: string, rescueId?: string): Promise<{ bare: string; dir: string; workspace: Workspace; first: string }> {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({
      dir,
      branch,
      baseBranch: "main",
      token: null,
      ...(rescueId !== undefined ? { rescueId } : {}),
    });
    write(dir, "one.txt", "1\n");
    const first = (await workspace.saveRound(1, "round 1")).sha;
    return { bare, dir, workspace, first };
  }

  /** Make a side branch `theirs` changing `file` one way and the run's branch changing it another; back on the run's branch. */
  function conflictingBranch(dir: string, branch: string, file: string): void {
    git(dir, ["checkout", "-q", "-b", "theirs"]);
    write(dir, file, "theirs\n");
    commitAs(dir, `theirs: ${file}`);
    git(dir, ["checkout", "-q", branch]);
    write(dir, file, "ours\n");
    commitAs(dir, `ours: ${file}`);
  }

  it("removes stale lock files, then commits and pushes", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-30");
    write(dir, "two.txt", "2\n");
    write(dir, ".git/index.lock", "");
    write(dir, ".git/HEAD.lock", "");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual(["removed a stale .git/index.lock the agent left", "removed a stale .git/HEAD.lock the agent left"]);
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, "ralph/issue-30")).toBe(saved.sha);
    expect(git(bare, ["show", `${saved.sha}:two.txt`])).toBe("2");
    expect(existsSync(join(dir, ".git", "index.lock"))).toBe(false);
  });

  it("moves the branch to a detached HEAD that builds on it", async () => {
    const { bare, dir, workspace, first } = await started("ralph/issue-31");
    git(dir, ["checkout", "-q", "--detach"]);
    write(dir, "two.txt", "2\n");
    const own = commitAs(dir, "agent: detached work");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.sha).toBe(own);
    expect(saved.notes).toEqual([
      `checked out "ralph/issue-31" again, moved to ${own.slice(0, 12)} where the agent's work is (the agent left HEAD detached)`,
    ]);
    expect(revOf(bare, "ralph/issue-31")).toBe(own);
    expect(revOf(bare, `${own}^`)).toBe(first);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-31");
  });

  it("puts the agent's own changes from a detached HEAD below the last save on top of the branch, keeping earlier rounds", async () => {
    const { bare, dir, workspace, first } = await started("ralph/issue-38");
    const base = revOf(dir, "HEAD~1") ?? "";
    write(dir, "two.txt", "2\n");
    const own = commitAs(dir, "agent: two, on the branch");
    git(dir, ["checkout", "-q", "--detach", "HEAD~2"]);
    write(dir, "old.txt", "edited on an old commit\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual([
      `the agent left HEAD detached, so its HEAD no longer contained the round's start ${first.slice(0, 12)}: ` +
        `the round's commit holds only the agent's own changes (against ${base.slice(0, 12)}, where its work began), applied on top of ${own.slice(0, 12)}, so earlier rounds' work stays`,
    ]);
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, "ralph/issue-38")).toBe(saved.sha);
    expect(revOf(bare, `${saved.sha}^`)).toBe(own);
    expect(git(bare, ["ls-tree", "--name-only", saved.sha]).split("\n").sort()).toEqual(["README.md", "old.txt", "one.txt", "two.txt"]);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-38");
    expect(git(dir, ["status", "--porcelain"])).toBe("");
  });

  it("aborts a rebase in progress, keeping the agent's commits from before it", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-32");
    conflictingBranch(dir, "ralph/issue-32", "shared.txt");
    const ours = revOf(dir, "HEAD");
    expect(() => git(dir, ["rebase", "theirs"])).toThrow();
    write(dir, "notes.txt", "written during the rebase\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual([
      "aborted a rebase the agent left in progress (the branch keeps its commits from before it; changes made during the rebase were dropped)",
    ]);
    expect(saved.failure).toBeNull();
    expect(saved.unpushed).toBeNull();
    expect(revOf(bare, "ralph/issue-32")).toBe(saved.sha);
    expect(revOf(bare, `${saved.sha}^`)).toBe(ours);
    expect(git(bare, ["show", `${saved.sha}:shared.txt`])).toBe("ours");
    // An untracked file the agent wrote meanwhile survives the abort.
    expect(git(bare, ["show", `${saved.sha}:notes.txt`])).toBe("written during the rebase");
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-32");
  });

  it("aborts a `git am` in progress", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-33");
    conflictingBranch(dir, "ralph/issue-33", "shared.txt");
    const ours = revOf(dir, "HEAD");
    const patch = join(root, "theirs.patch");
    git(dir, ["format-patch", "-1", "theirs", `--output=${patch}`]);
    expect(() => git(dir, ["am", patch])).toThrow();
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual(["aborted a `git am` the agent left in progress (the branch keeps its commits from before it)"]);
    expect(saved.sha).toBe(ours);
    expect(revOf(bare, "ralph/issue-33")).toBe(ours);
  });

  it("concludes a merge the agent resolved but did not commit, as a merge commit", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-34");
    conflictingBranch(dir, "ralph/issue-34", "shared.txt");
    const ours = revOf(dir, "HEAD");
    const theirs = revOf(dir, "theirs");
    expect(() => git(dir, ["merge", "theirs"])).toThrow();
    write(dir, "shared.txt", "both\n");
    git(dir, ["add", "shared.txt"]);
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual(["concluded the merge the agent left in progress (the round's commit is the merge commit)"]);
    expect(saved.failure).toBeNull();
    expect(revOf(bare, "ralph/issue-34")).toBe(saved.sha);
    expect(git(bare, ["log", "-1", "--format=%P", saved.sha])).toBe(`${ours} ${theirs}`);
    expect(git(bare, ["show", `${saved.sha}:shared.txt`])).toBe("both");
    expect(identityOf(bare, saved.sha)).toBe(BOT);
    expect(existsSync(join(dir, ".git", "MERGE_HEAD"))).toBe(false);
  });

  it("fails the round that leaves conflict markers (here from a cherry-pick left in progress), naming the files, and keeps it off the branch on a side branch", async () => {
    const { bare, dir, workspace, first } = await started("ralph/issue-35", "35");
    conflictingBranch(dir, "ralph/issue-35", "a.txt");
    expect(() => git(dir, ["cherry-pick", "theirs"])).toThrow();
    write(dir, "b.txt", "<<<<<<< mine\nx\n=======\ny\n>>>>>>> yours\n");
    write(dir, "c.md", "Title\n=====\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual(["ended a cherry-pick the agent left in progress, keeping its files as they were"]);
    expect(saved.failure).toBe("unresolved conflict markers in a.txt, b.txt");
    const side = "ralph/issue-35-rescue-35-2";
    expect(saved.unpushed).toEqual({
      kind: "failed",
      reason: "round 2 left unresolved conflict markers in a.txt, b.txt",
      files: ["a.txt", "b.txt"],
      kept: { kind: "branch", branch: side, sha: saved.sha },
    });
    // The run's branch stays at the last good round, on the remote and here; the side branch holds the round.
    expect(revOf(bare, "ralph/issue-35")).toBe(first);
    expect(revOf(bare, side)).toBe(saved.sha);
    expect(git(bare, ["show", `${saved.sha}:a.txt`])).toContain("<<<<<<<");
    expect(revOf(dir, "ralph/issue-35")).toBe(first);
    expect(git(dir, ["status", "--porcelain"])).toBe("");
    expect(existsSync(join(dir, "b.txt"))).toBe(false);
    expect(existsSync(join(dir, ".git", "CHERRY_PICK_HEAD"))).toBe(false);

    // The next round starts from the last good round.
    write(dir, "d.txt", "d\n");
    const third = await workspace.saveRound(3, "round 3");
    expect(third.failure).toBeNull();
    expect(third.unpushed).toBeNull();
    expect(revOf(bare, `${third.sha}^`)).toBe(first);
  });

  it("ends a revert left in progress and resets a bisect left in progress", async () => {
    const { bare, dir, workspace, first } = await started("ralph/issue-36");
    write(dir, "one.txt", "1 changed\n");
    const change = commitAs(dir, "agent: change one");
    write(dir, "one.txt", "1 changed again\n");
    commitAs(dir, "agent: change one again");
    expect(() => git(dir, ["revert", "--no-edit", change])).toThrow();
    write(dir, "one.txt", "1 reverted by hand\n");
    const second = await workspace.saveRound(2, "round 2");
    expect(second.notes).toEqual(["ended a revert the agent left in progress, keeping its files as they were"]);
    expect(git(bare, ["show", `${second.sha}:one.txt`])).toBe("1 reverted by hand");

    write(dir, "two.txt", "2\n");
    commitAs(dir, "agent: two");
    const tip = revOf(dir, "HEAD");
    git(dir, ["bisect", "start", "HEAD", first]);
    // Bisect checks out a commit between the two: HEAD is detached there.
    expect(() => git(dir, ["symbolic-ref", "-q", "HEAD"])).toThrow();
    const third = await workspace.saveRound(3, "round 3");
    expect(third.notes).toEqual(["ended a bisect the agent left in progress (back on the commit it started from)"]);
    expect(third.sha).toBe(tip);
    expect(revOf(bare, "ralph/issue-36")).toBe(tip);
    expect(git(dir, ["symbolic-ref", "--short", "HEAD"])).toBe("ralph/issue-36");
  });

  it("leaves nested repositories out of the commit, never as a gitlink", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-37");
    const nested = join(dir, "vendor", "lib");
    git(root, ["init", "-q", nested]);
    write(nested, "lib.c", "int x;\n");
    commitAs(nested, "the nested repository's own commit");
    git(root, ["init", "-q", join(dir, "empty-repo")]);
    write(dir, "src/main.c", "int main;\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual([
      "left out nested repository empty-repo (it has its own .git)",
      "left out nested repository vendor/lib (it has its own .git)",
    ]);
    expect(saved.unpushed).toBeNull();
    const tree = git(bare, ["ls-tree", "-r", saved.sha]);
    expect(tree).not.toContain("160000");
    expect(tree).toContain("src/main.c");
    expect(tree).not.toContain("vendor");
    // Left as the agent made it.
    expect(readFileSync(join(nested, "lib.c"), "utf8")).toBe("int x;\n");
  });

  it("leaves out a nested repository with commits, even at a path .gitmodules declares, when nothing else blocks staging", async () => {
    const { bare, dir, workspace } = await started("ralph/issue-38");
    for (const path of ["vendor/lib", "declared"]) {
      const nested = join(dir, path);
      git(root, ["init", "-q", nested]);
      write(nested, "lib.c", "int x;\n");
      commitAs(nested, "the nested repository's own commit");
    }
    write(dir, ".gitmodules", '[submodule "declared"]\n\tpath = declared\n\turl = https://example.com/declared.git\n');
    write(dir, "src/main.c", "int main;\n");
    const saved = await workspace.saveRound(2, "round 2");
    expect(saved.notes).toEqual([
      "left out nested repository declared (it has its own .git)",
      "left out nested repository vendor/lib (it has its own .git)",
    ]);
    expect(saved.unpushed).toBeNull();
    const tree = git(bare, ["ls-tree", "-r", saved.sha]);
    expect(tree).not.toContain("160000");
    expect(tree).toContain("src/main.c");
    expect(git(dir, ["ls-files", "--stage"])).not.toContain("160000");
  });
});
