import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/github/client.js";
import { renderMarker } from "../../src/github/markers.js";
import { IssueThread, PullRequestRefused, type CommentMarker } from "../../src/github/thread.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const BOT = "github-actions[bot]";
const REPO = "octo/hello";

let github: GitHubFake;
let thread: IssueThread;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken("ghs_threadTestToken000000000000", BOT);
  github.addIssue(REPO, { title: "t", user: "octo" });
  const octokit = createClient({ token: "ghs_threadTestToken000000000000", baseUrl: github.url, log: () => {}, retryBaseMs: 50 });
  thread = new IssueThread(octokit, { owner: "octo", repo: "hello", issueNumber: 1 });
});
afterEach(async () => {
  await github.close();
});

const posts = (path: RegExp) => github.requests.filter((request) => request.method === "POST" && path.test(request.path));

describe("IssueThread.editOrRepost", () => {
  const tracking: CommentMarker = { kind: "tracking", match: (data) => data["run"] === "77" };
  const body = (text: string) => `${renderMarker("tracking", { run: "77" })}\n${text}`;
  const patches = () => github.requests.filter((request) => request.method === "PATCH");

  it("edits the comment in place while it exists, and posts the body anew once a person deleted it", async () => {
    const first = github.addComment(REPO, 1, { user: BOT, body: body("v1") });
    expect(await thread.editOrRepost(first.id, body("v2"), tracking, BOT)).toBe(first.id);
    expect(github.comments(REPO, 1).map((comment) => comment.body)).toEqual([body("v2")]);

    github.state.comments.delete(first.id);
    const id = await thread.editOrRepost(first.id, body("v3"), tracking, BOT);
    expect(id).not.toBe(first.id);
    expect(github.comments(REPO, 1).map((comment) => [comment.id, comment.body])).toEqual([[id, body("v3")]]);
  });

  it("edits again, posting nothing, when one 404 on the edit was GitHub's passing mistake", async () => {
    const comment = github.addComment(REPO, 1, { user: BOT, body: body("v1") });
    github.failNext("PATCH", /\/issues\/comments\/\d+$/, { status: 404, body: { message: "Not Found" } });
    expect(await thread.editOrRepost(comment.id, body("v2"), tracking, BOT)).toBe(comment.id);
    expect(github.comments(REPO, 1).map((c) => [c.id, c.body])).toEqual([[comment.id, body("v2")]]);
    expect(patches()).toHaveLength(2);
    expect(posts(/comments$/)).toHaveLength(0);
  });

  it("reposts once when the comment is gone and the post answers 502 after GitHub made it", async () => {
    const first = github.addComment(REPO, 1, { user: BOT, body: body("v1") });
    github.state.comments.delete(first.id);
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    const id = await thread.editOrRepost(first.id, body("v2"), tracking, BOT);
    expect(github.comments(REPO, 1).map((c) => [c.id, c.body])).toEqual([[id, body("v2")]]);
    expect(posts(/comments$/)).toHaveLength(1);
  });

  it("does not repost when GitHub refuses the edit for another reason", async () => {
    const comment = github.addComment(REPO, 1, { user: BOT, body: body("v1") });
    github.failNext("PATCH", /\/issues\/comments\/\d+$/, { status: 403, body: { message: "Resource not accessible by integration" } });
    await expect(thread.editOrRepost(comment.id, body("v2"), tracking, BOT)).rejects.toMatchObject({ status: 403 });
    expect(github.comments(REPO, 1)).toHaveLength(1);
  });
});

describe("IssueThread.postTracking", () => {
  const body = `${renderMarker("tracking", { run: "77", started: "s" })}\nRunning`;
  const tracking = (ignore?: ReadonlySet<number>): CommentMarker => ({
    kind: "tracking",
    match: (data) => data["run"] === "77" && data["started"] === "s",
    ...(ignore !== undefined ? { ignore } : {}),
  });

  it("posts without reading the issue first, and once although the post answered 502 after GitHub made it", async () => {
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    const id = await thread.postTracking(body, tracking(), BOT);
    expect(github.comments(REPO, 1).map((comment) => comment.id)).toEqual([id]);
    expect(posts(/comments$/)).toHaveLength(1);
  });

  it("does not take an ignored comment (there before the run started) for the one it posted", async () => {
    const earlier = github.addComment(REPO, 1, { user: BOT, body });
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    const id = await thread.postTracking(body, tracking(new Set([earlier.id])), BOT);
    expect(id).not.toBe(earlier.id);
    expect(github.comments(REPO, 1).map((comment) => comment.id)).toEqual([earlier.id, id]);
  });

  it("reads no comments on the happy path", async () => {
    await thread.postTracking(body, tracking(), BOT);
    expect(github.requests.filter((request) => request.method === "GET")).toHaveLength(0);
  });
});

describe("IssueThread.postOwn (a reply, a stop request)", () => {
  const own = { botLogin: BOT, runId: "4242" };

  it("posts once although the post answered 502 after GitHub made it, reading no comments on the happy path", async () => {
    await thread.postOwn("reply", { reason: "live-run" }, "A run is live.", own);
    expect(github.requests.filter((request) => request.method === "GET")).toHaveLength(0);
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    await thread.postOwn("stop", { by: "maint" }, "Stopping.", own);
    expect(github.comments(REPO, 1).map((comment) => comment.body)).toEqual([
      '<!-- ralph-bot:reply {"reason":"live-run","run":"4242"} -->\nA run is live.',
      '<!-- ralph-bot:stop {"by":"maint","run":"4242"} -->\nStopping.',
    ]);
    expect(posts(/comments$/)).toHaveLength(2);
  });

  it("does not take the same reply of another workflow run for its own: a lost post is sent again", async () => {
    github.addComment(REPO, 1, { user: BOT, body: '<!-- ralph-bot:reply {"reason":"live-run","run":"1111"} -->\nA run is live.' });
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502 });
    await thread.postOwn("reply", { reason: "live-run" }, "A run is live.", own);
    expect(github.comments(REPO, 1).map((comment) => /"run":"(\d+)"/.exec(comment.body)?.[1])).toEqual(["1111", "4242"]);
  });
});

describe("IssueThread.postOnce", () => {
  const marker = (round: number): CommentMarker => ({ kind: "round", match: (data) => data["run"] === "77" && data["round"] === round });
  const body = (round: number) => `${renderMarker("round", { run: "77", round })}\nRound ${round}`;

  it("posts once: asked again for the same marker (a re-run attempt), it returns the comment already there", async () => {
    const posted = await thread.postOnce(body(1), marker(1), BOT);
    expect(await thread.postOnce(body(1), marker(1), BOT)).toEqual(posted);
    expect(github.comments(REPO, 1)).toHaveLength(1);
    expect(posted.url).toBe(`${github.serverUrl}/octo/hello/issues/1#issuecomment-${posted.id}`);
  });

  it("finds the marked comment on a later page of a long issue", async () => {
    for (let i = 0; i < 120; i++) github.addComment(REPO, 1, { user: "alice", body: `comment ${i}` });
    const earlier = github.addComment(REPO, 1, { user: BOT, body: body(2) });
    expect((await thread.postOnce(body(2), marker(2), BOT)).id).toBe(earlier.id);
    expect(posts(/comments$/)).toHaveLength(0);
  });

  it("returns the comment GitHub created although it answered 502, without posting a second", async () => {
    github.failNext("POST", /\/issues\/1\/comments$/, { status: 502, afterApplying: true });
    const posted = await thread.postOnce(body(3), marker(3), BOT);
    expect(github.comments(REPO, 1).map((comment) => comment.id)).toEqual([posted.id]);
    expect(posts(/comments$/)).toHaveLength(1);
  });

  it("does not take a forged marker in someone else's comment for its own", async () => {
    github.addComment(REPO, 1, { user: "mallory", body: body(4) });
    await thread.postOnce(body(4), marker(4), BOT);
    expect(github.comments(REPO, 1).map((comment) => comment.user)).toEqual(["mallory", BOT]);
  });

  it("refuses a body that does not carry the marker it is to be found by", async () => {
    await expect(thread.postOnce(body(5), marker(6), BOT)).rejects.toThrow(/does not carry a matching round marker/);
  });
});

describe("IssueThread.openOrUpdatePullRequest", () => {
  const request = (title: string) => ({
    head: "ralph/issue-1",
    base: "main",
    title,
    body: "Closes #1",
    draft: false,
    repositoryUrl: "https://github.example/octo/hello",
  });
  const openPull = () =>
    github.state.addIssue(github.state.repo(REPO), {
      title: "opened elsewhere",
      user: BOT,
      pull: { headOwner: "octo", headRef: "ralph/issue-1", baseRef: "main", draft: false, mergedAt: null },
    });

  it("opens one pull request, and updates it when asked again", async () => {
    const opened = await thread.openOrUpdatePullRequest(request("first"));
    const updated = await thread.openOrUpdatePullRequest(request("second"));
    expect(updated).toEqual(opened);
    expect(github.pulls(REPO).map((pull) => [pull.number, pull.title])).toEqual([[opened.number, "second"]]);
  });

  it("returns the pull request GitHub created although it answered 502, without opening a second", async () => {
    github.failNext("POST", /\/pulls$/, { status: 502, afterApplying: true });
    const opened = await thread.openOrUpdatePullRequest(request("once"));
    expect(github.pulls(REPO).map((pull) => pull.number)).toEqual([opened.number]);
    expect(posts(/pulls$/)).toHaveLength(1);
  });

  it("updates the pull request another run opened meanwhile (422 already exists)", async () => {
    // The first read misses it, as when it was opened between the read and the create.
    github.failNext("GET", /\/pulls$/, { status: 200, body: [] });
    const theirs = openPull();
    const pull = await thread.openOrUpdatePullRequest(request("ours"));
    expect(pull.number).toBe(theirs.number);
    expect(github.pulls(REPO).map((p) => [p.number, p.title])).toEqual([[theirs.number, "ours"]]);
  });

  it("throws PullRequestRefused with GitHub's words and a link to open it by hand when Actions may not open pull requests", async () => {
    github.failNext("POST", /\/pulls$/, {
      status: 403,
      body: { message: "GitHub Actions is not permitted to create or approve pull requests.", status: "403" },
    });
    const refused = await thread.openOrUpdatePullRequest(request("x")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PullRequestRefused);
    expect(refused).toMatchObject({
      status: 403,
      githubMessage: "GitHub Actions is not permitted to create or approve pull requests.",
      compareUrl: "https://github.example/octo/hello/compare/main...ralph/issue-1?expand=1",
    });
    expect(github.pulls(REPO)).toEqual([]);
  });

  it("throws PullRequestRefused for a validation failure, with GitHub's details", async () => {
    const refused = await thread.openOrUpdatePullRequest({ ...request("x"), head: "main" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PullRequestRefused);
    expect(refused).toMatchObject({ status: 422, githubMessage: "Validation Failed: No commits between main and main" });
  });
});
