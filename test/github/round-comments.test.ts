import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RoundRecord } from "../../src/core/ports.js";
import { createClient } from "../../src/github/client.js";
import type { RenderContext } from "../../src/github/render.js";
import { RoundComments } from "../../src/github/round-comments.js";
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
    const reporter = new RoundComments(thread, ctx("100"), () => {}, BOT);
    await reporter.roundFinished(record(1));
    // A second attempt of the same workflow run (same run id) reports round 1 again.
    const again = new RoundComments(thread, ctx("100"), () => {}, BOT);
    await again.roundFinished(record(1));
    const comments = github.comments(REPO, 1);
    expect(comments).toHaveLength(1);
    expect(again.posted[0]?.commentUrl).toBe(reporter.posted[0]?.commentUrl);
    expect(comments[0]?.body).toContain('"run":"100"');
  });

  it("posts the same round number again for another workflow run", async () => {
    github.addComment(REPO, 1, { user: BOT, body: `<!-- ralph-bot:round {"run":"100","issue":1,"round":1} -->` });
    await new RoundComments(thread, ctx("200"), () => {}, BOT).roundFinished(record(1));
    expect(github.comments(REPO, 1)).toHaveLength(2);
  });

  it("looks for an earlier attempt's comment in the comments read at the start, without listing them again per round", async () => {
    github.addComment(REPO, 1, { user: BOT, body: `<!-- ralph-bot:round {"run":"100","issue":1,"round":1} -->\nRound 1` });
    const seen = await thread.comments();
    const before = github.requests.length;
    const reporter = new RoundComments(thread, ctx("100"), () => {}, BOT, seen);
    await reporter.roundFinished(record(1));
    await reporter.roundFinished(record(2));
    const calls = github.requests.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(["POST /repos/octo/hello/issues/1/comments"]);
    expect(github.comments(REPO, 1).map((comment) => /"round":(\d)/.exec(comment.body)?.[1])).toEqual(["1", "2"]);
  });
});
