import { generateKeyPairSync } from "node:crypto";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { Probot } from "probot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";

const REPO = "octo/hello";
/** Octokit logs every failed request; the failures here are intended. */
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const base = { owner: "octo", repo: "hello" } as const;

/** The status and JSON body of a request Octokit rejected. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; response?: { data?: unknown } };
    if (typeof e.status === "number") return { status: e.status, data: e.response?.data };
    throw error;
  }
  throw new Error("expected the request to fail");
}

let fake: GitHubFake;
let octokit: Octokit;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addRepo({ owner: "octo", repo: "hello" });
  fake.addToken("ghs_test", "github-actions[bot]");
  octokit = new Octokit({ auth: "ghs_test", baseUrl: fake.url, log });
});

afterEach(async () => {
  await fake.close();
});

describe("repositories and issues", () => {
  it("serves a repository and an issue in GitHub's shapes, with GitHub's headers", async () => {
    const repo = await octokit.repos.get(base);
    expect(repo.data).toMatchObject({ full_name: "octo/hello", default_branch: "main", private: false });
    expect(repo.data.owner).toMatchObject({ login: "octo", type: "User" });
    expect(repo.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(repo.headers["x-github-request-id"]).toBeTruthy();
    expect(repo.headers["x-ratelimit-limit"]).toBe("5000");
    expect(repo.headers["x-ratelimit-resource"]).toBe("core");
    expect(Number(repo.headers["x-ratelimit-remaining"])).toBe(4999);

    const seeded = fake.addIssue(REPO, { title: "Add a parser", body: "Details", user: "alice", labels: ["ralph"] });
    const issue = await octokit.issues.get({ ...base, issue_number: seeded.number });
    expect(issue.data).toMatchObject({
      number: 1,
      title: "Add a parser",
      body: "Details",
      state: "open",
      user: { login: "alice", type: "User" },
      labels: [{ name: "ralph" }],
      html_url: `${fake.url}/octo/hello/issues/1`,
      url: `${fake.url}/repos/octo/hello/issues/1`,
    });
    expect(issue.data.pull_request).toBeUndefined();
    expect(issue.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await failure(octokit.issues.get({ ...base, issue_number: 99 }))).status).toBe(404);
    expect((await failure(octokit.repos.get({ owner: "octo", repo: "nope" }))).data).toMatchObject({ message: "Not Found" });
  });

  it("adds and removes labels", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    const added = await octokit.issues.addLabels({ ...base, issue_number: number, labels: ["ralph", "bug"] });
    expect(added.data.map((l) => l.name)).toEqual(["ralph", "bug"]);
    const removed = await octokit.issues.removeLabel({ ...base, issue_number: number, name: "ralph" });
    expect(removed.data.map((l) => l.name)).toEqual(["bug"]);
    expect((await failure(octokit.issues.removeLabel({ ...base, issue_number: number, name: "ralph" }))).status).toBe(404);
    expect(fake.issue(REPO, number)?.labels).toEqual(["bug"]);
  });

  it("serves registered workflow files through the contents API", async () => {
    fake.addWorkflow(REPO, "ralph.yml", "name: Ralph\non: workflow_dispatch\n");
    const { data } = await octokit.repos.getContent({ ...base, path: ".github/workflows/ralph.yml" });
    if (Array.isArray(data) || data.type !== "file") throw new Error("expected a file");
    expect(Buffer.from(data.content, "base64").toString("utf8")).toBe("name: Ralph\non: workflow_dispatch\n");
    expect((await failure(octokit.repos.getContent({ ...base, path: "README.md" }))).status).toBe(404);
  });
});

describe("comments", () => {
  it("lists with `since` only the comments updated at or after that time, an old comment edited later among them", async () => {
    let clock = new Date("2026-01-01T10:00:00Z");
    const timed = await startGitHubFake({ now: () => clock });
    try {
      timed.addRepo({ owner: "octo", repo: "hello" });
      timed.addToken("ghs_test", "github-actions[bot]");
      const client = new Octokit({ auth: "ghs_test", baseUrl: timed.url, log });
      const { number } = timed.addIssue(REPO, { title: "t", user: "alice" });
      const old = timed.addComment(REPO, number, { user: "alice", body: "old" });
      clock = new Date("2026-01-01T10:00:05Z");
      timed.addComment(REPO, number, { user: "alice", body: "at since" });
      clock = new Date("2026-01-01T10:00:09Z");
      timed.addComment(REPO, number, { user: "alice", body: "after" });
      const since = async (at: string) =>
        (await client.paginate(client.issues.listComments, { ...base, issue_number: number, since: at, per_page: 100 })).map((c) => c.body);
      expect(await since("2026-01-01T10:00:05Z")).toEqual(["at since", "after"]);
      await client.issues.updateComment({ ...base, comment_id: old.id, body: "old, edited" });
      expect(await since("2026-01-01T10:00:05Z")).toEqual(["old, edited", "at since", "after"]);
      expect(await since("2026-01-01T10:00:10Z")).toEqual([]);
      expect(timed.takeViolations()).toEqual([]);
    } finally {
      await timed.close();
    }
  });

  it("creates, reads, edits and deletes a comment as the token's identity", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    const created = await octokit.issues.createComment({ ...base, issue_number: number, body: "hello" });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      body: "hello",
      user: { login: "github-actions[bot]", type: "Bot" },
      html_url: `${fake.url}/octo/hello/issues/1#issuecomment-${created.data.id}`,
    });
    expect(created.data.node_id).toBeTruthy();

    const edited = await octokit.issues.updateComment({ ...base, comment_id: created.data.id, body: "edited" });
    expect(edited.data.body).toBe("edited");
    expect((await octokit.issues.getComment({ ...base, comment_id: created.data.id })).data.body).toBe("edited");
    expect(fake.comments(REPO, number).map((c) => c.body)).toEqual(["edited"]);

    const deleted = await octokit.issues.deleteComment({ ...base, comment_id: created.data.id });
    expect(deleted.status).toBe(204);
    expect((await failure(octokit.issues.getComment({ ...base, comment_id: created.data.id }))).status).toBe(404);
  });

  it("paginates with per_page and a Link header Octokit's paginate follows", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    for (let i = 1; i <= 35; i++) fake.addComment(REPO, number, { user: "bob", body: `comment ${i}` });

    const first = await octokit.issues.listComments({ ...base, issue_number: number, per_page: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.headers.link).toContain('page=2>; rel="next"');
    expect(first.headers.link).toContain('page=4>; rel="last"');
    expect((await octokit.issues.listComments({ ...base, issue_number: number })).data).toHaveLength(30);

    fake.requests.length = 0;
    const all = await octokit.paginate(octokit.issues.listComments, { ...base, issue_number: number, per_page: 10 });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 35 }, (_, i) => `comment ${i + 1}`));
    expect(fake.requests.map((r) => r.path)).toEqual([
      "/repos/octo/hello/issues/1/comments?per_page=10",
      "/repos/octo/hello/issues/1/comments?per_page=10&page=2",
      "/repos/octo/hello/issues/1/comments?per_page=10&page=3",
      "/repos/octo/hello/issues/1/comments?per_page=10&page=4",
    ]);
    // per_page is capped at 100, as on GitHub.
    for (let i = 36; i <= 120; i++) fake.addComment(REPO, number, { user: "bob", body: `comment ${i}` });
    expect((await octokit.issues.listComments({ ...base, issue_number: number, per_page: 500 })).data).toHaveLength(100);
  });

  it("rejects bodies over 65,536 characters and missing bodies with 422", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    const ok = await octokit.issues.createComment({ ...base, issue_number: number, body: "x".repeat(65_536) });
    expect(ok.status).toBe(201);

    const tooLong = await failure(octokit.issues.createComment({ ...base, issue_number: number, body: "x".repeat(65_537) }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.data).toMatchObject({
      message: "Validation Failed",
      errors: [{ resource: "IssueComment", code: "custom", field: "body", message: "body is too long (maximum is 65536 characters)" }],
    });
    expect(tooLong.data).toHaveProperty("documentation_url");
    const edit = failure(octokit.issues.updateComment({ ...base, comment_id: ok.data.id, body: "y".repeat(65_537) }));
    expect((await edit).status).toBe(422);

    const missing = await failure(
      octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...base, issue_number: number } as {
        owner: string;
        repo: string;
        issue_number: number;
        body: string;
      }),
    );
    expect(missing.status).toBe(422);
    expect(fake.comments(REPO, number)).toHaveLength(1);
    // GitHub's description agrees that the request lacked its body.
    expect(fake.takeViolations()).toMatchObject([
      { operationId: "issues/create-comment", part: "body", message: "a JSON body is required" },
    ]);
  });
});

describe("locked conversations", () => {
  it("locks and unlocks an issue for people with push access; a bot's new comment on it gets GitHub's 403, a maintainer's does not", async () => {
    const issue = fake.addIssue(REPO, { title: "Heated", user: "alice" });
    fake.setPermission(REPO, "maintainer", "write");
    fake.addToken("ghp_maintainer", "maintainer");
    fake.addToken("ghp_alice", "alice");
    const maintainer = new Octokit({ auth: "ghp_maintainer", baseUrl: fake.url, log });
    const alice = new Octokit({ auth: "ghp_alice", baseUrl: fake.url, log });
    const ref = { ...base, issue_number: issue.number };
    expect((await failure(alice.issues.lock({ ...ref, lock_reason: "too heated" }))).status).toBe(403);
    expect((await maintainer.issues.lock({ ...ref, lock_reason: "too heated" })).status).toBe(204);
    expect((await octokit.issues.get(ref)).data).toMatchObject({ locked: true, active_lock_reason: "too heated" });

    const posted = octokit.issues.createComment({ ...ref, body: "round 2" });
    expect(await failure(posted)).toEqual({
      status: 403,
      data: {
        message: "Unable to create comment because issue is locked.",
        documentation_url: "https://docs.github.com/articles/locking-conversations/",
        status: "403",
      },
    });
    expect((await failure(alice.issues.createComment({ ...ref, body: "me too" }))).status).toBe(403);
    expect((await maintainer.issues.createComment({ ...ref, body: "calm down" })).status).toBe(201);

    expect((await maintainer.issues.unlock(ref)).status).toBe(204);
    expect((await octokit.issues.get(ref)).data).toMatchObject({ locked: false, active_lock_reason: null });
    expect((await octokit.issues.createComment({ ...ref, body: "round 3" })).status).toBe(201);
    expect(fake.comments(REPO, issue.number).map((comment) => comment.body)).toEqual(["calm down", "round 3"]);
  });
});

describe("write latency", () => {
  it("takes and answers writes late, reads at once: a read meanwhile does not see the write", async () => {
    const issue = fake.addIssue(REPO, { title: "Slow", user: "alice" });
    fake.setWriteLatency(500);
    const posted = octokit.issues.createComment({ ...base, issue_number: issue.number, body: "late" });
    const meanwhile = await octokit.issues.listComments({ ...base, issue_number: issue.number });
    expect(meanwhile.data).toEqual([]);
    expect((await posted).status).toBe(201);
    expect(fake.comments(REPO, issue.number).map((comment) => comment.body)).toEqual(["late"]);
  });
});

describe("errors and fault injection", () => {
  it("answers 501 for a route it does not implement", async () => {
    const res = await failure(octokit.request("GET /repos/{owner}/{repo}/branches", base));
    expect(res).toEqual({ status: 501, data: { message: "Not implemented by the GitHub fake: GET /repos/octo/hello/branches" } });
  });

  it("answers 401 Bad credentials for an unknown token and logs it", async () => {
    const stranger = new Octokit({ auth: "ghp_wrong", baseUrl: fake.url, log });
    const res = await failure(stranger.repos.get(base));
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({ message: "Bad credentials", documentation_url: expect.any(String) });
    expect(fake.requests.at(-1)).toEqual({
      method: "GET",
      path: "/repos/octo/hello",
      status: 401,
      body: null,
      token: "ghp_wrong",
      bytes: { sent: 0, received: expect.any(Number) },
      at: expect.any(Number),
    });
    // Both header schemes are accepted.
    const bearer = await fetch(`${fake.url}/repos/octo/hello`, { headers: { authorization: "Bearer ghs_test" } });
    expect(bearer.status).toBe(200);
    expect((await fetch(`${fake.url}/repos/octo/hello`)).status).toBe(401);
  });

  it("fails the next matching request with an injected 500, then serves normally", async () => {
    fake.failNext("GET", /^\/repos\/octo\/hello$/, { status: 500 });
    expect((await failure(octokit.repos.get(base))).status).toBe(500);
    expect((await octokit.repos.get(base)).status).toBe(200);

    // The retry plugin sees the same 500 a runner would, and retries past it.
    const Retrying = Octokit.plugin(retry);
    const retrying = new Retrying({ auth: "ghs_test", baseUrl: fake.url, log, retry: { retryAfterBaseValue: 1 } });
    fake.failNext("GET", /^\/repos\/octo\/hello$/, { status: 500, times: 2 });
    fake.requests.length = 0;
    expect((await retrying.repos.get(base)).status).toBe(200);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 200]);
  });

  it("injects rate-limit headers that the throttling plugin obeys", async () => {
    const Throttled = Octokit.plugin(throttling);
    const waits: number[] = [];
    const throttled = new Throttled({
      auth: "ghs_test",
      baseUrl: fake.url,
      log,
      throttle: {
        // Milliseconds per second of wait, so the test does not sleep for real.
        retryAfterBaseValue: 10,
        onRateLimit: (after: number) => (waits.push(after), true),
        onSecondaryRateLimit: (after: number) => (waits.push(after), true),
      },
    });
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    fake.failNext("POST", /\/comments$/, {
      status: 403,
      body: { message: "API rate limit exceeded" },
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000)) },
    });
    fake.failNext("GET", /^\/repos\/octo\/hello$/, {
      status: 429,
      body: { message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again." },
      headers: { "retry-after": "1" },
    });
    expect((await throttled.issues.createComment({ ...base, issue_number: number, body: "x" })).status).toBe(201);
    expect((await throttled.repos.get(base)).status).toBe(200);
    expect(waits).toHaveLength(2);
    expect(fake.requests.map((r) => r.status)).toEqual([403, 201, 429, 200]);
  });
});

describe("outages and lost answers", () => {
  it("applies a write and then answers with the fault, as when GitHub's answer is lost", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    fake.failNext("POST", /\/comments$/, { status: 502, afterApplying: true });
    expect((await failure(octokit.issues.createComment({ ...base, issue_number: number, body: "once" }))).status).toBe(502);
    expect(fake.comments(REPO, number).map((c) => c.body)).toEqual(["once"]);
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", status: 502 });
  });

  it("fails every matching request for a span of time, then serves again", async () => {
    fake.failFor("GET", /^\/repos\/octo\/hello$/, { status: 503, ms: 300 });
    expect((await failure(octokit.repos.get(base))).status).toBe(503);
    expect((await failure(octokit.repos.get(base))).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await octokit.repos.get(base)).status).toBe(200);
  });

  it("resets the connection without an answer", async () => {
    fake.failNext("GET", /^\/repos\/octo\/hello$/, { status: "connection-reset" });
    const reset = await fetch(`${fake.url}/repos/octo/hello`, { headers: { authorization: "token ghs_test" } }).catch(
      (error: unknown) => error,
    );
    expect(reset).toBeInstanceOf(TypeError);
    expect(JSON.stringify((reset as TypeError).cause, ["code"])).toMatch(/ECONNRESET|UND_ERR_SOCKET/);
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/repos/octo/hello", status: 0 });
    expect((await octokit.repos.get(base)).status).toBe(200);
  });

  it("listens on a given port, so a test can bring back an API that went away", async () => {
    const port = Number(new URL(fake.url).port);
    await fake.close();
    fake = await startGitHubFake({ port });
    expect(fake.url).toBe(`http://127.0.0.1:${port}`);
  });
});

describe("pull requests", () => {
  it("creates a pull request under the shared issue number and refuses a duplicate", async () => {
    fake.addIssue(REPO, { title: "issue", user: "alice" });
    const pr = await octokit.pulls.create({ ...base, title: "Ralph", head: "ralph/issue-1", base: "main", body: "Closes #1", draft: true });
    expect(pr.status).toBe(201);
    expect(pr.data).toMatchObject({
      number: 2,
      state: "open",
      draft: true,
      body: "Closes #1",
      head: { ref: "ralph/issue-1", label: "octo:ralph/issue-1" },
      base: { ref: "main" },
      user: { login: "github-actions[bot]" },
      html_url: `${fake.url}/octo/hello/pull/2`,
    });
    const asIssue = await octokit.issues.get({ ...base, issue_number: 2 });
    expect(asIssue.data.pull_request?.html_url).toBe(`${fake.url}/octo/hello/pull/2`);

    const duplicate = await failure(octokit.pulls.create({ ...base, title: "again", head: "octo:ralph/issue-1", base: "main" }));
    expect(duplicate.status).toBe(422);
    expect(duplicate.data).toMatchObject({
      message: "Validation Failed",
      errors: [{ resource: "PullRequest", code: "custom", message: "A pull request already exists for octo:ralph/issue-1." }],
    });
    expect((await failure(octokit.pulls.create({ ...base, title: "x", head: "main", base: "main" }))).status).toBe(422);
    const longBody = await failure(octokit.pulls.create({ ...base, title: "x", head: "other", base: "main", body: "x".repeat(65_537) }));
    expect(longBody.data).toMatchObject({ errors: [{ resource: "PullRequest", field: "body" }] });
  });

  it("lists by state and by owner:branch head (a bare branch is ignored, as on GitHub)", async () => {
    await octokit.pulls.create({ ...base, title: "a", head: "ralph/issue-1", base: "main" });
    await octokit.pulls.create({ ...base, title: "b", head: "ralph/issue-2", base: "main" });
    const byHead = await octokit.pulls.list({ ...base, head: "octo:ralph/issue-1" });
    expect(byHead.data.map((p) => p.title)).toEqual(["a"]);
    const bare = await octokit.pulls.list({ ...base, head: "ralph/issue-1" });
    expect(bare.data.map((p) => p.title)).toEqual(["b", "a"]);

    const updated = await octokit.pulls.update({ ...base, pull_number: 1, state: "closed", body: "new body" });
    expect(updated.data).toMatchObject({ state: "closed", body: "new body" });
    expect((await octokit.pulls.list({ ...base })).data.map((p) => p.title)).toEqual(["b"]);
    expect((await octokit.pulls.list({ ...base, state: "closed" })).data.map((p) => p.title)).toEqual(["a"]);
    expect((await octokit.pulls.get({ ...base, pull_number: 2 })).data.title).toBe("b");
    // After closing, the same head may open a new pull request.
    expect((await octokit.pulls.create({ ...base, title: "c", head: "ralph/issue-1", base: "main" })).status).toBe(201);
  });

  it("refuses a head branch the branch hook does not know", async () => {
    fake.setBranchExists((repo, branch) => repo === REPO && branch === "main");
    const res = await failure(octokit.pulls.create({ ...base, title: "x", head: "missing", base: "main" }));
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ errors: [{ resource: "PullRequest", field: "head", code: "invalid" }] });
    expect(fake.pulls(REPO)).toHaveLength(0);
  });
});

describe("pull request reviews", () => {
  it("serves a review, its inline comments and the pull request's, and a fork's head as another repository", async () => {
    fake.addIssue(REPO, { title: "bug", user: "octo" });
    const pull = fake.addPull(REPO, { title: "fix", user: "octo", head: "ralph/issue-1" });
    const fork = fake.addPull(REPO, { title: "fork", user: "forker", head: "forker:ralph/issue-1" });
    const { review } = fake.addReview(REPO, pull.number, {
      user: "maint",
      state: "CHANGES_REQUESTED",
      body: "not yet",
      comments: [
        { path: "a.js", line: 2, body: "rename" },
        { path: "b.js", line: null, body: "whole file" },
      ],
    });
    fake.addReview(REPO, pull.number, { user: "maint", state: "COMMENTED", comments: [{ path: "c.js", line: 1, body: "later" }] });

    const got = await octokit.pulls.getReview({ ...base, pull_number: pull.number, review_id: review.id });
    expect(got.data).toMatchObject({ id: review.id, state: "CHANGES_REQUESTED", body: "not yet", user: { login: "maint" } });
    expect(got.data.commit_id).toBe(fake.pullHeadSha(REPO, pull.number));
    const own = await octokit.paginate(octokit.pulls.listCommentsForReview, { ...base, pull_number: pull.number, review_id: review.id });
    // A comment on the whole file has no line (GitHub's description has no null for it).
    expect(own.map((c) => [c.path, c.line, c.subject_type, c.body, c.pull_request_review_id])).toEqual([
      ["a.js", 2, "line", "rename", review.id],
      ["b.js", undefined, "file", "whole file", review.id],
    ]);
    const all = await octokit.paginate(octokit.pulls.listReviewComments, { ...base, pull_number: pull.number, per_page: 1 });
    expect(all.map((c) => c.path)).toEqual(["a.js", "b.js", "c.js"]);
    expect((await failure(octokit.pulls.getReview({ ...base, pull_number: fork.number, review_id: review.id }))).status).toBe(404);

    const head = (await octokit.pulls.get({ ...base, pull_number: fork.number })).data.head;
    expect(head.repo?.full_name).toBe("forker/hello");
    expect(head.repo?.fork).toBe(true);
    expect((await octokit.pulls.get({ ...base, pull_number: pull.number })).data.head.repo?.full_name).toBe("octo/hello");
  });
});

describe("permissions and reactions", () => {
  it("answers the collaborator permission API with GitHub's permission folding", async () => {
    fake.setPermission(REPO, "maint", "maintain");
    fake.setPermission(REPO, "triager", "triage");
    fake.addUser("visitor");
    const perm = async (username: string) => (await octokit.repos.getCollaboratorPermissionLevel({ ...base, username })).data;

    expect(await perm("octo")).toMatchObject({ permission: "admin", role_name: "admin", user: { login: "octo" } });
    expect(await perm("maint")).toMatchObject({ permission: "write", role_name: "maintain" });
    expect(await perm("triager")).toMatchObject({ permission: "read", role_name: "triage" });
    expect(await perm("visitor")).toMatchObject({ permission: "read", role_name: "read" });
    expect((await perm("maint")).user?.permissions).toEqual({ admin: false, maintain: true, push: true, triage: true, pull: true });
    expect((await failure(perm("ghost"))).status).toBe(404);

    fake.addRepo({ owner: "octo", repo: "secret", private: true });
    const secret = await octokit.repos.getCollaboratorPermissionLevel({ owner: "octo", repo: "secret", username: "visitor" });
    expect(secret.data.permission).toBe("none");
  });

  it("records reactions: 201 when new, 200 when repeated, 422 for unknown content", async () => {
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    const first = await octokit.reactions.createForIssue({ ...base, issue_number: number, content: "eyes" });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ content: "eyes", user: { login: "github-actions[bot]" } });
    const again = await octokit.reactions.createForIssue({ ...base, issue_number: number, content: "eyes" });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const bad = octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/reactions", {
      ...base,
      issue_number: number,
      content: "thumbsup" as "+1",
    });
    expect((await failure(bad)).status).toBe(422);
    expect(fake.takeViolations()).toMatchObject([{ operationId: "reactions/create-for-issue", part: "body", field: "/content" }]);

    const comment = fake.addComment(REPO, number, { user: "alice", body: "/ralph" });
    expect((await octokit.reactions.createForIssueComment({ ...base, comment_id: comment.id, content: "rocket" })).status).toBe(201);
    expect(fake.issueReactions(REPO, number).map((r) => r.content)).toEqual(["eyes"]);
    expect(fake.commentReactions(comment.id).map((r) => r.content)).toEqual(["rocket"]);
    const listed = await octokit.reactions.listForIssue({ ...base, issue_number: number });
    expect(listed.data.map((r) => r.content)).toEqual(["eyes"]);
    expect((await octokit.issues.get({ ...base, issue_number: number })).data.reactions).toMatchObject({ total_count: 1, eyes: 1 });
  });
});

describe("actions", () => {
  /** A workflow as the example ones declare it: one required input, optional ones with defaults, a run name naming the issue. */
  const DISPATCHABLE = [
    "name: ralph",
    'run-name: "Ralph #${{ github.event.issue.number || inputs.issue }}"',
    "on:",
    "  issues:",
    "  workflow_dispatch:",
    "    inputs:",
    "      issue:",
    "        required: true",
    "      rounds:",
    "        required: false",
    '        default: ""',
    "      mode:",
    "        required: true",
    "        default: in-job",
    "",
  ].join("\n");

  it("records a dispatch with the queued workflow run it created, titled by the run-name; 404 for an unknown workflow", async () => {
    fake.addWorkflow(REPO, "ralph.yml", DISPATCHABLE);
    const res = await octokit.actions.createWorkflowDispatch({ ...base, workflow_id: "ralph.yml", ref: "main", inputs: { issue: "1" } });
    expect(res.status).toBe(204);
    const [run] = fake.runs(REPO);
    expect(run).toMatchObject({
      name: "ralph",
      displayTitle: "Ralph #1",
      status: "queued",
      event: "workflow_dispatch",
      headBranch: "main",
    });
    expect(fake.dispatches).toEqual([
      { repo: REPO, workflow: "ralph.yml", ref: "main", inputs: { issue: "1" }, actor: "github-actions[bot]", runId: run?.id },
    ]);
    const missing = failure(octokit.actions.createWorkflowDispatch({ ...base, workflow_id: "other.yml", ref: "main" }));
    expect((await missing).status).toBe(404);
  });

  it("answers return_run_details with the run's id and URLs (200), as the workflow-dispatch-response schema has them", async () => {
    fake.addWorkflow(REPO, "ralph.yml", DISPATCHABLE);
    const res = await octokit.actions.createWorkflowDispatch({
      ...base,
      workflow_id: "ralph.yml",
      ref: "refs/heads/main",
      inputs: { issue: "7", mode: "relay" },
      return_run_details: true,
    });
    expect(res.status).toBe(200);
    const run = fake.runs(REPO)[0];
    expect(res.data).toEqual({
      workflow_run_id: run?.id,
      run_url: `${fake.url}/repos/octo/hello/actions/runs/${run?.id}`,
      html_url: `${fake.url}/octo/hello/actions/runs/${run?.id}`,
    });
    expect((await octokit.actions.getWorkflowRun({ ...base, run_id: run?.id ?? 0 })).data.display_title).toBe("Ralph #7");
  });

  it("refuses what GitHub refuses, with GitHub's messages, and starts no run", async () => {
    fake.addWorkflow(REPO, "ralph.yml", DISPATCHABLE);
    fake.addWorkflow(REPO, "ci.yml", "name: ci\non: [push, pull_request]\n");
    const dispatch = (workflow_id: string, inputs: Record<string, string>) =>
      failure(octokit.actions.createWorkflowDispatch({ ...base, workflow_id, ref: "main", inputs }));

    expect(await dispatch("ralph.yml", { issue: "1", "relay-run": "5", "relay-round": "2" })).toMatchObject({
      status: 422,
      data: { message: 'Unexpected inputs provided: ["relay-run", "relay-round"]' },
    });
    expect(await dispatch("ralph.yml", { rounds: "3" })).toMatchObject({
      status: 422,
      data: { message: "Required input 'issue' not provided" },
    });
    expect(await dispatch("ci.yml", {})).toMatchObject({
      status: 422,
      data: { message: "Workflow does not have 'workflow_dispatch' trigger" },
    });
    const many = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`input-${i}`, "x"]));
    expect(await dispatch("ralph.yml", many)).toMatchObject({
      status: 422,
      data: { message: expect.stringContaining("more than 25 properties") },
    });
    // GitHub's description caps the inputs at 25 too.
    expect(fake.takeViolations()).toMatchObject([{ operationId: "actions/create-workflow-dispatch", field: "/inputs" }]);
    expect(await dispatch("ralph.yml", { issue: "x".repeat(65_536) })).toMatchObject({ status: 422 });
    expect(fake.dispatches).toEqual([]);
    expect(fake.runs(REPO)).toEqual([]);
  });

  it("takes an input list as GitHub does: on: workflow_dispatch alone declares none; a name without run-name titles the run", async () => {
    fake.addWorkflow(REPO, "plain.yml", "on: workflow_dispatch\n");
    expect(
      await failure(octokit.actions.createWorkflowDispatch({ ...base, workflow_id: "plain.yml", ref: "main", inputs: { issue: "1" } })),
    ).toMatchObject({
      status: 422,
      data: { message: 'Unexpected inputs provided: ["issue"]' },
    });
    expect((await octokit.actions.createWorkflowDispatch({ ...base, workflow_id: "plain.yml", ref: "main" })).status).toBe(204);
    expect(fake.runs(REPO).map((run) => [run.name, run.displayTitle])).toEqual([
      [".github/workflows/plain.yml", ".github/workflows/plain.yml"],
    ]);
  });

  it("lists workflow runs with filters and cancels a live one", async () => {
    fake.addWorkflow(REPO, "ralph.yml");
    const live = fake.addWorkflowRun(REPO, { workflow: "ralph.yml", displayTitle: "Ralph #1", headBranch: "main" });
    fake.addWorkflowRun(REPO, { workflow: "ralph.yml", displayTitle: "Ralph #2", status: "completed", conclusion: "success" });

    const inProgress = await octokit.actions.listWorkflowRunsForRepo({ ...base, status: "in_progress" });
    expect(inProgress.data.total_count).toBe(1);
    expect(inProgress.data.workflow_runs[0]).toMatchObject({
      id: live.id,
      name: "ralph",
      display_title: "Ralph #1",
      status: "in_progress",
      conclusion: null,
      event: "workflow_dispatch",
      head_branch: "main",
      html_url: `${fake.url}/octo/hello/actions/runs/${live.id}`,
    });
    expect((await octokit.actions.listWorkflowRunsForRepo({ ...base, status: "success" })).data.total_count).toBe(1);
    expect((await octokit.actions.listWorkflowRunsForRepo({ ...base, branch: "other" })).data.total_count).toBe(0);

    expect((await octokit.actions.cancelWorkflowRun({ ...base, run_id: live.id })).status).toBe(202);
    expect(live).toMatchObject({ status: "completed", conclusion: "cancelled" });
    expect((await failure(octokit.actions.cancelWorkflowRun({ ...base, run_id: live.id }))).status).toBe(409);
  });

  it("serves one workflow run by id, and completes it on request", async () => {
    fake.addWorkflow(REPO, "ralph.yml");
    const run = fake.addWorkflowRun(REPO, { workflow: "ralph.yml", displayTitle: "Ralph #1" });
    const live = await octokit.actions.getWorkflowRun({ ...base, run_id: run.id });
    expect(live.data).toMatchObject({ id: run.id, status: "in_progress", conclusion: null, run_attempt: 1, pull_requests: [] });
    fake.completeWorkflowRun(REPO, run.id, "failure");
    expect((await octokit.actions.getWorkflowRun({ ...base, run_id: run.id })).data).toMatchObject({
      status: "completed",
      conclusion: "failure",
    });
    expect((await failure(octokit.actions.getWorkflowRun({ ...base, run_id: 424242 }))).status).toBe(404);
    expect(() => fake.completeWorkflowRun(REPO, 424242)).toThrow(/no workflow run/);
  });
});

describe("GitHub App authentication", () => {
  const pair = () =>
    generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });

  it("issues installation tokens for a valid app JWT; they act as <slug>[bot]", async () => {
    const { publicKey, privateKey } = pair();
    fake.addApp({ id: 42, slug: "ralph-bot", publicKey });
    const installation = fake.addInstallation({ appId: 42, account: "octo" });
    const probot = new Probot({ appId: 42, privateKey, baseUrl: fake.url, logLevel: "fatal" });

    const asApp = await probot.auth();
    const found = await asApp.rest.apps.getRepoInstallation(base);
    expect(found.data).toMatchObject({ id: installation.id, app_id: 42, account: { login: "octo" } });

    const asInstallation = await probot.auth(installation.id);
    const { number } = fake.addIssue(REPO, { title: "t", user: "alice" });
    const comment = await asInstallation.rest.issues.createComment({ ...base, issue_number: number, body: "from the app" });
    expect(comment.data.user).toMatchObject({ login: "ralph-bot[bot]", type: "Bot" });
    const tokenRequest = fake.requests.find((r) => r.path === `/app/installations/${installation.id}/access_tokens`);
    expect(tokenRequest?.status).toBe(201);
  });

  it("refuses a JWT signed with another key or issued for another app", async () => {
    fake.addApp({ id: 42, slug: "ralph-bot", publicKey: pair().publicKey });
    const installation = fake.addInstallation({ appId: 42, account: "octo" });
    const wrongKey = new Probot({ appId: 42, privateKey: pair().privateKey, baseUrl: fake.url, logLevel: "fatal" });
    expect((await failure((await wrongKey.auth()).rest.apps.getRepoInstallation(base))).status).toBe(401);
    const unknownApp = new Probot({ appId: 7, privateKey: pair().privateKey, baseUrl: fake.url, logLevel: "fatal" });
    const octo = await unknownApp.auth(installation.id);
    expect((await failure(octo.rest.repos.get(base))).status).toBe(401);
  });
});
