import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/github/client.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

let github: GitHubFake;
beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken("ghs_clientTestToken000000000000", "github-actions[bot]");
  github.addIssue("octo/hello", { title: "t", user: "octo" });
});
afterEach(async () => {
  await github.close();
});

describe("createClient", () => {
  it("fails a call at once when the rate limit resets later than is worth waiting, instead of stalling the run", async () => {
    const logs: string[] = [];
    const octokit = createClient({ token: "ghs_clientTestToken000000000000", baseUrl: github.url, log: (line) => logs.push(line) });
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    github.failNext("POST", /comments$/, {
      status: 403,
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
      body: { message: "API rate limit exceeded" },
    });
    await expect(octokit.rest.issues.createComment({ owner: "octo", repo: "hello", issue_number: 1, body: "hi" })).rejects.toMatchObject({
      status: 403,
    });
    expect(github.requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/longer than the 120 s worth waiting/);
  });

  it("waits out a short secondary rate limit and succeeds", async () => {
    const octokit = createClient({ token: "ghs_clientTestToken000000000000", baseUrl: github.url, log: () => {} });
    github.failNext("POST", /comments$/, {
      status: 429,
      headers: { "retry-after": "1" },
      body: { message: "You have exceeded a secondary rate limit" },
    });
    const { data } = await octokit.rest.issues.createComment({ owner: "octo", repo: "hello", issue_number: 1, body: "hi" });
    expect(data.body).toBe("hi");
  });
});
