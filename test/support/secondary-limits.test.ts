/**
 * The GitHub fake's secondary rate limits on content creation answer as GitHub does (a
 * refusal naming the secondary rate limit, with `retry-after`, and nothing applied), and the
 * action's client waits them out without writing anything twice.
 */
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/github/client.js";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";

const REPO = "octo/hello";
const hello = { owner: "octo", repo: "hello" } as const;
/** Octokit logs every failed request; the refusals here are intended. */
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** The status, body and headers of a request Octokit rejected. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; data: unknown; headers: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; response?: { data?: unknown; headers?: Record<string, string> } };
    if (typeof e.status === "number") return { status: e.status, data: e.response?.data, headers: e.response?.headers ?? {} };
    throw error;
  }
  throw new Error("expected the request to be refused");
}

let github: GitHubFake;
let issue: number;
beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo(hello);
  github.addToken("ghs_one", "github-actions[bot]");
  github.addToken("ghs_two", "other[bot]");
  github.addWorkflow(REPO, "ralph.yml");
  issue = github.addIssue(REPO, { title: "t", user: "octo" }).number;
});
afterEach(async () => {
  await github.close();
});

describe("the GitHub fake's secondary rate limits", () => {
  it("are off unless asked for", async () => {
    const octokit = new Octokit({ auth: "ghs_one", baseUrl: github.url, log });
    for (let i = 0; i < 100; i++) await octokit.rest.reactions.createForIssue({ ...hello, issue_number: issue, content: "eyes" });
    expect(github.requests.filter((request) => request.status >= 400)).toEqual([]);
  });

  it("refuse a token's content creation past the minute's limit with 403, GitHub's message and retry-after, and apply nothing", async () => {
    github.setSecondaryLimits({ perMinute: 3, minuteMs: 5_000 });
    const octokit = new Octokit({ auth: "ghs_one", baseUrl: github.url, log });
    for (let i = 1; i <= 3; i++) await octokit.rest.issues.createComment({ ...hello, issue_number: issue, body: `comment ${i}` });
    const refused = await refusal(octokit.rest.issues.createComment({ ...hello, issue_number: issue, body: "comment 4" }));
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ message: expect.stringMatching(/exceeded a secondary rate limit/) });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 5).toBe(true);
    expect(github.comments(REPO, issue).map((comment) => comment.body)).toEqual(["comment 1", "comment 2", "comment 3"]);
    // Edits and reactions create content too; reads, dispatches and another token's writes are not held back.
    expect((await refusal(octokit.rest.reactions.createForIssue({ ...hello, issue_number: issue, content: "eyes" }))).status).toBe(403);
    expect(github.issueReactions(REPO, issue)).toEqual([]);
    await octokit.rest.issues.listComments({ ...hello, issue_number: issue });
    await octokit.rest.actions.createWorkflowDispatch({ ...hello, workflow_id: "ralph.yml", ref: "main" });
    const other = new Octokit({ auth: "ghs_two", baseUrl: github.url, log });
    await other.rest.issues.createComment({ ...hello, issue_number: issue, body: "from another token" });
    expect(github.comments(REPO, issue)).toHaveLength(4);
  });

  it("refuse past the hour's limit, with retry-after reaching to when the hour has room, and answer 429 when asked", async () => {
    github.setSecondaryLimits({ perMinute: 100, perHour: 2, minuteMs: 1_000, status: 429 });
    const octokit = new Octokit({ auth: "ghs_one", baseUrl: github.url, log });
    await octokit.rest.issues.createComment({ ...hello, issue_number: issue, body: "one" });
    await octokit.rest.issues.createComment({ ...hello, issue_number: issue, body: "two" });
    const refused = await refusal(octokit.rest.issues.createComment({ ...hello, issue_number: issue, body: "three" }));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ message: expect.stringMatching(/secondary rate limit/) });
    // The scaled hour is 60 scaled minutes of 1 s: the first comment leaves it in about 60 s.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(30);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(github.comments(REPO, issue)).toHaveLength(2);
  });
});

describe("the action's client under secondary rate limits", () => {
  it("waits for retry-after and sends each refused write again, so every comment is posted exactly once", async () => {
    // The client paces comments 3 s apart (GitHub's pacing of writes that notify): a 4 s window refuses the next.
    github.setSecondaryLimits({ perMinute: 1, minuteMs: 4_000 });
    const logs: string[] = [];
    const octokit = createClient({ token: "ghs_one", baseUrl: github.url, log: (line) => logs.push(line) });
    const bodies = ["first", "second", "third"];
    await Promise.all(bodies.map((body) => octokit.rest.issues.createComment({ ...hello, issue_number: issue, body })));
    expect(
      github
        .comments(REPO, issue)
        .map((comment) => comment.body)
        .sort(),
    ).toEqual([...bodies].sort());
    expect(github.requests.some((request) => request.status === 403)).toBe(true);
    expect(logs.join("\n")).toMatch(
      /secondary rate limit hit on POST \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments; retrying after \d+ s/,
    );
  });
});
