import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeFailure } from "../../src/action/failure.js";
import { createClient, type ClientOptions } from "../../src/github/client.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const TOKEN = "ghs_clientTestToken000000000000";
const hello = { owner: "octo", repo: "hello" } as const;

let github: GitHubFake;
let logs: string[];

async function seeded(options: { port?: number } = {}): Promise<GitHubFake> {
  const fake = await startGitHubFake(options);
  fake.addRepo(hello);
  fake.addToken(TOKEN, "github-actions[bot]");
  fake.addIssue("octo/hello", { title: "t", user: "octo" });
  return fake;
}

/** A client of the fake; waits start at 100 ms so outages of a second or two keep the tests short. */
function client(options: Partial<ClientOptions> = {}) {
  return createClient({ token: TOKEN, baseUrl: github.url, log: (line) => logs.push(line), retryBaseMs: 100, ...options });
}

beforeEach(async () => {
  github = await seeded();
  logs = [];
});
afterEach(async () => {
  await github.close();
});

describe("createClient: rate limits", () => {
  it("fails a call at once when the rate limit resets later than is worth waiting, instead of stalling the run", async () => {
    const octokit = client();
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    github.failNext("POST", /comments$/, {
      status: 403,
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
      body: { message: "API rate limit exceeded" },
    });
    await expect(octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "hi" })).rejects.toMatchObject({ status: 403 });
    expect(github.requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/longer than the 120 s worth waiting/);
  });

  it("waits out a short secondary rate limit and succeeds", async () => {
    const octokit = client();
    github.failNext("POST", /comments$/, {
      status: 429,
      headers: { "retry-after": "1" },
      body: { message: "You have exceeded a secondary rate limit" },
    });
    const { data } = await octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "hi" });
    expect(data.body).toBe("hi");
  });

  it("does not wait for a secondary rate limit longer than the run's patience", async () => {
    const octokit = client({ patience: () => 500 });
    github.failNext("GET", /^\/repos\/octo\/hello$/, {
      status: 429,
      headers: { "retry-after": "1" },
      body: { message: "You have exceeded a secondary rate limit" },
    });
    await expect(octokit.rest.repos.get(hello)).rejects.toMatchObject({ status: 429 });
    expect(logs.join("\n")).toMatch(
      // The patience left when the limit is weighed: 500 ms, or a few ms less on a busy machine.
      /secondary rate limit hit on GET \/repos\/\{owner\}\/\{repo\}; it resets in 1 s, longer than the (500|4\d\d) ms/,
    );
  });
});

describe("createClient: GitHub's pacing", () => {
  /** ms between the sends of two comment posts made at once. */
  async function gapBetweenTwoPosts(options: Partial<ClientOptions>): Promise<number> {
    const octokit = client(options);
    // When fetch sent them: on a busy machine the fake may receive the first later than it was sent.
    const sent: number[] = [];
    const onRequest = (message: unknown) => {
      if ((message as { request: { method: string } }).request.method === "POST") sent.push(performance.now());
    };
    subscribe("undici:request:create", onRequest);
    try {
      await Promise.all(["first", "second"].map((body) => octokit.rest.issues.createComment({ ...hello, issue_number: 1, body })));
    } finally {
      unsubscribe("undici:request:create", onRequest);
    }
    expect(sent).toHaveLength(2);
    return (sent[1] ?? 0) - (sent[0] ?? 0);
  }

  it("spaces comment posts 3 s apart, and a tenth of that at pacing factor 0.1 (the e2e tests')", async () => {
    expect(await gapBetweenTwoPosts({})).toBeGreaterThanOrEqual(2900);
    const scaled = await gapBetweenTwoPosts({ pacingScale: 0.1 });
    expect(scaled).toBeGreaterThanOrEqual(290);
    expect(scaled).toBeLessThan(2900);
    expect(github.comments("octo/hello", 1).map((comment) => comment.body)).toEqual(["first", "second", "first", "second"]);
  });
});

describe("createClient: outages", () => {
  it("waits out a GitHub outage on a comment POST and posts one comment once GitHub is back", async () => {
    const octokit = client();
    // plugin-throttling spaces comment posts 3 s apart (GitHub's pacing of content-creating requests):
    // the outage outlasts one such gap, so the first try surely meets it.
    github.failFor("POST", /\/issues\/1\/comments$/, { status: 503, ms: 3500 });
    const { data } = await octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "after the outage" });
    expect(data.body).toBe("after the outage");
    expect(github.comments("octo/hello", 1).map((comment) => comment.body)).toEqual(["after the outage"]);
    const posts = github.requests.filter((request) => request.method === "POST").map((request) => request.status);
    expect(posts.at(-1)).toBe(201);
    expect(posts.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(logs).toContain("GitHub answered 503 on POST /repos/octo/hello/issues/1/comments; retrying in 100 ms");
  });

  it("doubles the wait between tries until the run's patience is spent, then fails with GitHub's answer", async () => {
    const octokit = client({ patience: () => 1000 });
    github.failFor("GET", /^\/repos\/octo\/hello$/, { status: 502, ms: 10_000 });
    await expect(octokit.rest.repos.get(hello)).rejects.toMatchObject({ status: 502 });
    // The patience, not the outage, ended the tries: every try met the outage, and no more than 1 s of waits took place.
    const tries = github.requests.filter((request) => request.path === "/repos/octo/hello");
    expect(tries.every((request) => request.status === 502)).toBe(true);
    expect(tries.length).toBeGreaterThanOrEqual(4);
    expect(tries.length).toBeLessThanOrEqual(5);
    const waits = logs.filter((line) => line.startsWith("GitHub answered 502 on GET /repos/octo/hello; retrying in"));
    expect(waits.slice(0, 3)).toEqual([
      "GitHub answered 502 on GET /repos/octo/hello; retrying in 100 ms",
      "GitHub answered 502 on GET /repos/octo/hello; retrying in 200 ms",
      "GitHub answered 502 on GET /repos/octo/hello; retrying in 400 ms",
    ]);
    expect(logs.at(-1)).toBe("GitHub answered 502 on GET /repos/octo/hello; giving up: the run cannot wait longer");
  });

  it("retries a connection reset without an answer", async () => {
    const octokit = client();
    github.failNext("GET", /^\/repos\/octo\/hello$/, { status: "connection-reset", times: 2 });
    expect((await octokit.rest.repos.get(hello)).status).toBe(200);
    expect(github.requests.map((request) => request.status)).toEqual([0, 0, 200]);
    expect(logs[0]).toMatch(
      /^GitHub could not be reached on GET \/repos\/octo\/hello \((ECONNRESET|UND_ERR_SOCKET)\); retrying in 100 ms$/,
    );
  });

  it("waits for an API that refuses connections until it is back", async () => {
    const port = Number(new URL(github.url).port);
    const octokit = client();
    await github.close();
    const answer = octokit.rest.repos.get(hello);
    await new Promise((resolve) => setTimeout(resolve, 500));
    github = await seeded({ port });
    expect((await answer).data.full_name).toBe("octo/hello");
    expect(logs[0]).toMatch(/^GitHub could not be reached on GET \/repos\/octo\/hello \(ECONNREFUSED\); retrying in 100 ms$/);
  });

  it("fails at once on a refusal (4xx) and on a route GitHub does not have (501)", async () => {
    const octokit = client();
    await expect(octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "" })).rejects.toMatchObject({ status: 422 });
    await expect(octokit.request("GET /not/a/route")).rejects.toMatchObject({ status: 501 });
    expect(github.requests.map((request) => request.status)).toEqual([422, 501]);
    expect(logs.filter((line) => line.includes("retrying"))).toEqual([]);
    // GitHub's description judges the route unknown, as it is meant to be here.
    expect(github.takeViolations()).toMatchObject([{ operation: "GET /not/a/route", part: "route" }]);
  });

  it("fails at once on 401 Bad credentials with a message that says the token expired and what to do", async () => {
    const octokit = client();
    // The token's hour is over: GitHub no longer knows it.
    github.state.tokens.delete(TOKEN);
    const refused = octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "hi" });
    await expect(refused).rejects.toMatchObject({
      name: "TokenRefused",
      status: 401,
      request: { method: "POST" },
      message: expect.stringMatching(/expired or was revoked.*one hour.*mode: relay/),
    });
    expect(describeFailure(await refused.catch((error: unknown) => error), [])).toMatch(
      /^GitHub answered 401 to POST \/repos\/octo\/hello\/issues\/1\/comments: Bad credentials: GitHub no longer accepts/,
    );
    expect(github.requests.map((request) => request.status)).toEqual([401]);
  });

  it("ends a write that GitHub applied but answered 502 with what findApplied finds, without sending it again", async () => {
    const octokit = client();
    github.failNext("POST", /\/comments$/, { status: 502, afterApplying: true });
    const findApplied = async () => {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...hello, issue_number: 1, per_page: 100 });
      return comments.find((comment) => comment.body === "exactly once") ?? null;
    };
    const { data } = await octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "exactly once", request: { findApplied } });
    expect(data.body).toBe("exactly once");
    expect(github.comments("octo/hello", 1)).toHaveLength(1);
    expect(github.requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(logs).toContain("GitHub answered 502 on POST /repos/octo/hello/issues/1/comments; GitHub had applied it all the same");
  });
});

describe("createClient: a cancel cuts every wait", () => {
  const outageSeen = async (method: string) => {
    while (!github.requests.some((request) => request.method === method && request.status === 502)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("ends a call waiting to retry an outage at once with GitHub's answer, and sends it no more", async () => {
    const cancel = new AbortController();
    // Waits of a minute: without the cancel the call would still be waiting when the test times out.
    const octokit = client({ cancel: cancel.signal, retryBaseMs: 60_000 });
    github.failNext("PATCH", /\/issues\/comments\/\d+$/, { status: 502, times: 100 });
    const comment = github.addComment("octo/hello", 1, { user: "github-actions[bot]", body: "running" });
    const edit = octokit.rest.issues.updateComment({ ...hello, comment_id: comment.id, body: "edited" });
    await outageSeen("PATCH");
    cancel.abort();
    await expect(edit).rejects.toMatchObject({ status: 502 });
    expect(github.requests.filter((request) => request.method === "PATCH")).toHaveLength(1);
    expect(logs.at(-1)).toBe(
      "GitHub answered 502 on PATCH /repos/octo/hello/issues/comments/" + comment.id + "; not retried: the workflow run is being cancelled",
    );
  });

  it("gives up writes queued for GitHub's pacing and never sends them; a write after the cancel goes out at once", async () => {
    const cancel = new AbortController();
    const octokit = client({ cancel: cancel.signal });
    // Comment posts are paced 3 s apart: the second and third wait their turn when the cancel comes.
    const first = await octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: "before" });
    const queued = [2, 3].map((n) => octokit.rest.issues.createComment({ ...hello, issue_number: 1, body: `queued ${n}` }));
    // One turn of the event loop: the calls reach the client's hooks (and the pacing queue) before the cancel.
    await new Promise((resolve) => setImmediate(resolve));
    cancel.abort();
    for (const post of queued) await expect(post).rejects.toMatchObject({ name: "CallCancelled" });
    const ending = await octokit.rest.issues.updateComment({ ...hello, comment_id: first.data.id, body: "cancelled" });
    expect(ending.data.body).toBe("cancelled");
    // The queued posts' turns in the old pacing queue (3 and 6 s after the first) come and go: they are dropped, not sent.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(github.comments("octo/hello", 1).map((comment) => comment.body)).toEqual(["cancelled"]);
  });

  it("lets a call made after the cancel wait out an outage briefly, then gives up", async () => {
    const cancel = new AbortController();
    cancel.abort();
    const octokit = client({ cancel: cancel.signal, cancelPatienceMs: 300 });
    github.failNext("GET", /^\/repos\/octo\/hello$/, { status: 502 });
    expect((await octokit.rest.repos.get(hello)).status).toBe(200);
    github.failNext("GET", /^\/repos\/octo\/hello$/, { status: 502, times: 100 });
    await expect(octokit.rest.repos.get(hello)).rejects.toMatchObject({ status: 502 });
    expect(logs.at(-1)).toBe("GitHub answered 502 on GET /repos/octo/hello; giving up: the run cannot wait longer");
  });
});
