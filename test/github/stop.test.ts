import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient, type RalphOctokit } from "../../src/github/client.js";
import { stopRequested } from "../../src/github/stop.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const REPO = "octo/hello";
const ref = { owner: "octo", repo: "hello", issueNumber: 1 };
const settings = { command: "/ralph", botLogin: "github-actions[bot]", allowedPermission: "write", maxRoundsLimit: 256 } as const;

let github: GitHubFake;
let octokit: RalphOctokit;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken("ghs_stopTestToken00000000000000", "github-actions[bot]");
  github.addIssue(REPO, { title: "t", user: "octo" });
  github.setPermission(REPO, "maintainer", "write");
  octokit = createClient({ token: "ghs_stopTestToken00000000000000", baseUrl: github.url, log: () => {} });
});
afterEach(async () => {
  await github.close();
});

describe("stopRequested", () => {
  it("finds a /ralph stop posted after 110 other comments since the run started (all pages read)", async () => {
    const since = new Date(Date.now() - 60_000);
    for (let i = 0; i < 110; i++) github.addComment(REPO, 1, { user: "alice", body: `chatter ${i}` });
    expect(await stopRequested(octokit, ref, since, settings)).toBeNull();
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph stop" });
    expect(await stopRequested(octokit, ref, since, settings)).toBe("maintainer");
  });

  it("ignores a /ralph stop from someone without the allowed permission", async () => {
    github.addComment(REPO, 1, { user: "passerby", body: "/ralph stop" });
    expect(await stopRequested(octokit, ref, new Date(Date.now() - 60_000), settings)).toBeNull();
  });
});
