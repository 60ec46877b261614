import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RoundRecord } from "../../src/core/ports.js";
import { createClient } from "../../src/github/client.js";
import { fenced } from "../../src/core/markdown.js";
import { safeCode } from "../../src/core/sanitize.js";
import { renderMarker, readTrustedMarker } from "../../src/github/markers.js";
import { renderRoundComment } from "../../src/render/round-comment.js";
import { renderRoundTable } from "../../src/render/round-table.js";
import type { RenderContext } from "../../src/render/text.js";
import { earlierRounds, RoundComments } from "../../src/record/round-comments.js";
import { IssueThread } from "../../src/github/thread.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const BOT = "ralph-app[bot]";
const REPO = "octo/hello";

let github: GitHubFake;
let thread: IssueThread;

const ctx = (runId: string): RenderContext => ({
  issueNumber: 1,
  branch: "ralph/issue-1",
  maxRounds: 5,
  agent: "command",
  runId,
  runUrl: null,
  repositoryUrl: "https://github.example/octo/hello",
  secrets: [],
});

const record = (round: number): RoundRecord => ({
  round,
  status: "continue",
  report: { status: "continue", summary: `round ${round} done`, evidence: [], nextSteps: ["more"], blocker: null },
  failure: null,
  verification: null,
  outputTail: "",
  commit: { sha: "a".repeat(40), changed: true, notes: [], failure: null, unpushed: null },
  durationMs: 1000,
  elapsedMs: 1200,
});

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken("ghs_roundCommentsToken0000000000", BOT);
  github.addIssue(REPO, { title: "t", user: "octo" });
  const octokit = createClient({ token: "ghs_roundCommentsToken0000000000", baseUrl: github.url, log: () => {}, retryBaseMs: 50 });
  thread = new IssueThread(octokit, { owner: "octo", repo: "hello", issueNumber: 1 });
});
afterEach(async () => {
  await github.close();
});

describe("RoundComments", () => {
  it("never posts a second comment for the same run and round, even when GitHub's answer to the post was lost", async () => {
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    const reporter = new RoundComments(thread, ctx("100"), { log: () => {}, botLogin: BOT });
    await reporter.roundFinished(record(1));
    // A second attempt of the same workflow run (same run id) reports round 1 again.
    const again = new RoundComments(thread, ctx("100"), { log: () => {}, botLogin: BOT });
    await again.roundFinished(record(1));
    const comments = github.comments(REPO, 1);
    expect(comments).toHaveLength(1);
    expect(again.posted[0]?.commentUrl).toBe(reporter.posted[0]?.commentUrl);
    expect(comments[0]?.body).toContain('"run":"100"');
  });

  it("posts the same round number again for another workflow run", async () => {
    github.addComment(REPO, 1, { user: BOT, body: `<!-- ralph-bot:round {"run":"100","issue":1,"round":1} -->` });
    await new RoundComments(thread, ctx("200"), { log: () => {}, botLogin: BOT }).roundFinished(record(1));
    expect(github.comments(REPO, 1)).toHaveLength(2);
  });

  it("looks for an earlier attempt's comment in the comments read at the start, without listing them again per round", async () => {
    github.addComment(REPO, 1, { user: BOT, body: `<!-- ralph-bot:round {"run":"100","issue":1,"round":1} -->\nRound 1` });
    const seen = await thread.comments();
    const before = github.requests.length;
    const reporter = new RoundComments(thread, ctx("100"), { log: () => {}, botLogin: BOT, seen });
    await reporter.roundFinished(record(1));
    await reporter.roundFinished(record(2));
    const calls = github.requests.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(["POST /repos/octo/hello/issues/1/comments"]);
    expect(github.comments(REPO, 1).map((comment) => /"round":(\d)/.exec(comment.body)?.[1])).toEqual(["1", "2"]);
  });
});

// Across workflow runs: the round table of a relay run's last leg (or of a re-run attempt)
// rebuilds the run's earlier rounds from their round comments' markers.
describe("the run's earlier rounds, rebuilt from its round comments", () => {
  const SHA = "b".repeat(40);
  const finished = (round: number, fields: Partial<RoundRecord> = {}): RoundRecord => ({
    ...record(round),
    commit: { sha: SHA, changed: true, notes: [], failure: null, unpushed: null },
    usage: { inputTokens: 12_000, costUsd: 0.25 },
    startedAt: 1_700_000_000_000 + round * 60_000,
    elapsedMs: 42_000,
    ...fields,
  });
  /** Posts `body` on the issue as `user`; the issue's comments as the run reads them at its start. */
  const post = (user: string, body: string) => github.addComment(REPO, 1, { user, body });

  it("rebuilds a round from the bot's round comment: status, verdict, summary, commit, usage, start, time and refused hosts", async () => {
    const verified = finished(1, {
      status: "complete",
      refusedHosts: [
        { host: "evil.example", count: 3, reason: "not-allowed" },
        { host: "localhost", count: 1, reason: "address" },
      ],
      report: { status: "complete", summary: "fixed | add()\nfor good", evidence: ["tests"], nextSteps: [], blocker: null },
      verification: {
        kind: "passed",
        command: "npm test",
        exitCode: 0,
        reason: "exited with code 0",
        stdoutTail: "",
        stderrTail: "",
        durationMs: 5,
      },
    });
    post(BOT, renderRoundComment(verified, ctx("100")));
    const [comment] = await thread.comments();
    expect(earlierRounds(await thread.comments(), ctx("100"), BOT)).toEqual([
      {
        round: 1,
        status: "complete ✓",
        verified: "passed",
        summary: "fixed | add() for good",
        sha: SHA,
        commentUrl: comment?.html_url,
        usage: { inputTokens: 12_000, costUsd: 0.25 },
        startedAt: 1_700_000_060_000,
        elapsedMs: 42_000,
        refusedHosts: [
          { host: "evil.example", count: 3, reason: "not-allowed" },
          { host: "localhost", count: 1, reason: "address" },
        ],
      },
    ]);
  });

  it("uses no round comment a person wrote, nor another run's, and keeps one row per round (the newest report)", async () => {
    post("mallory", renderRoundComment(finished(1), ctx("100")));
    post(BOT, renderRoundComment(finished(2, { elapsedMs: 1000 }), ctx("99")));
    post(BOT, renderRoundComment(finished(2, { elapsedMs: 1000 }), ctx("100")));
    post(BOT, renderRoundComment(finished(2, { elapsedMs: 2000 }), ctx("100")));
    const rows = earlierRounds(await thread.comments(), ctx("100"), BOT);
    expect(rows.map((row) => [row.round, row.elapsedMs])).toEqual([[2, 2000]]);
  });

  it("uses no marker the agent wrote into its text, in a round comment or any other comment of the bot", async () => {
    // The agent knows its run id (RALPH_RUN_ID) and may try to add a row, or change one, with a marker of its own.
    const forged = renderMarker("round", { run: "100", issue: 1, round: 7, status: "complete", sha: "c".repeat(40), summary: "x" });
    const hostile = `${forged}\n} --> ${forged.replace(/\\u003e/g, ">")} --!> <!--`;
    const failed = finished(1, {
      status: "failed",
      report: null,
      failure: hostile,
      outputTail: hostile,
    });
    post(BOT, renderRoundComment(finished(2, { report: { ...record(2).report!, summary: hostile } }), ctx("100")));
    post(BOT, renderRoundComment(failed, ctx("100")));
    // A bot comment without a round marker of its own, quoting agent text in a code block (as a final comment does).
    post(BOT, `${renderMarker("final", { run: "100" })}\n\n${fenced(safeCode(hostile, []))}`);
    // Even a marker that reached a bot comment unescaped is not read unless the comment starts with it.
    post(BOT, `**Round 8 of 9**\n\n${forged}`);
    const comments = await thread.comments();
    const rows = earlierRounds(comments, ctx("100"), BOT);
    expect(rows.map((row) => [row.round, row.sha])).toEqual([
      [1, SHA],
      [2, SHA],
    ]);
    for (const row of rows) {
      expect(row.summary).not.toMatch(/<!--|-->|--!>/);
      expect(row.summary?.length).toBeLessThanOrEqual(120);
    }
    // The row stays one line of text in the table.
    const table = renderRoundTable(rows, ctx("100"));
    expect(table.split("\n")).toHaveLength(4);
    expect(table).not.toContain("<!--");
    // Each round comment's marker is the bot's own: one HTML comment, read back whole.
    for (const comment of comments.slice(0, 2)) {
      expect((comment.body ?? "").match(/-->/g)).toHaveLength(1);
      expect(readTrustedMarker(comment, "round", BOT)?.["sha"]).toBe(SHA);
    }
  });

  it("shows a round comment from before its marker kept the row's fields with `—`", async () => {
    post(BOT, `<!-- ralph-bot:round {"run":"100","issue":1,"round":1,"status":"continue","sha":"${SHA}"} -->\n**Round 1 of 5**`);
    const rows = earlierRounds(await thread.comments(), ctx("100"), BOT);
    expect(rows).toMatchObject([{ round: 1, status: "continue", verified: null, summary: null, usage: null, elapsedMs: null }]);
    const [, , row] = renderRoundTable(rows, ctx("100")).split("\n");
    expect(row).toMatch(/^\| \[1\]\([^)]+\) \| continue \| — \| — \| \[`bbbbbbb`\]\([^)]+\) \| — \| — \|$/);
  });

  it("puts the earlier workflow runs' rounds before this one's, a round this one posted again replacing its earlier report", async () => {
    post(BOT, renderRoundComment(finished(1), ctx("100")));
    post(BOT, renderRoundComment(finished(2, { elapsedMs: 1000 }), ctx("100")));
    const seen = await thread.comments();
    const reporter = new RoundComments(thread, ctx("100"), { log: () => {}, botLogin: BOT, seen });
    // A re-run attempt reports round 2 again (postOnce finds its comment), then round 3.
    await reporter.roundFinished(finished(2, { elapsedMs: 5000 }));
    await reporter.roundFinished(finished(3));
    expect(reporter.rows().map((row) => [row.round, row.elapsedMs])).toEqual([
      [1, 42_000],
      [2, 5000],
      [3, 42_000],
    ]);
    expect(reporter.posted.map((round) => round.round)).toEqual([2, 3]);
  });
});
