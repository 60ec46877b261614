import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/github/client.js";
import { workflowRunEnded } from "../../src/github/workflow-runs.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const REPO = "octo/hello";
const hello = { owner: "octo", repo: "hello" };

let github: GitHubFake;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo(hello);
  github.addToken("ghs_runsTestToken00000000000000", "github-actions[bot]");
  github.addWorkflow(REPO, "ralph.yml");
});
afterEach(async () => {
  await github.close();
});

/** A client that does not wait out outages, so that a failure answers at once. */
const impatient = () => createClient({ token: "ghs_runsTestToken00000000000000", baseUrl: github.url, log: () => {}, patience: () => 0 });

describe("workflowRunEnded", () => {
  it("is false while the run is in progress, true once it completed, whatever its conclusion", async () => {
    const octokit = impatient();
    const run = github.addWorkflowRun(REPO, { workflow: "ralph.yml" });
    expect(await workflowRunEnded(octokit, hello, String(run.id))).toBe(false);
    github.completeWorkflowRun(REPO, run.id, "cancelled");
    expect(await workflowRunEnded(octokit, hello, String(run.id))).toBe(true);
  });

  it("is true for a run GitHub does not know (404: deleted)", async () => {
    expect(await workflowRunEnded(impatient(), hello, "987654")).toBe(true);
  });

  it("assumes the run is live when GitHub cannot say, and for a run id that is not a workflow run's", async () => {
    const octokit = impatient();
    const run = github.addWorkflowRun(REPO, { workflow: "ralph.yml", status: "completed", conclusion: "success" });
    github.failNext("GET", /\/actions\/runs\/\d+$/, { status: 503 });
    expect(await workflowRunEnded(octokit, hello, String(run.id))).toBe(false);
    github.failNext("GET", /\/actions\/runs\/\d+$/, { status: 403, body: { message: "Resource not accessible by integration" } });
    expect(await workflowRunEnded(octokit, hello, String(run.id))).toBe(false);
    const asked = github.requests.length;
    expect(await workflowRunEnded(octokit, hello, "local")).toBe(false);
    expect(github.requests).toHaveLength(asked);
  });
});
