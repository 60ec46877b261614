import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CompletedCheck } from "../../src/core/ci-fix.js";
import { readCheckFailure } from "../../src/github/check-failure.js";
import { createClient } from "../../src/github/client.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const REPO = "octo/hello";
const hello = { owner: "octo", repo: "hello" };
const TOKEN = "ghs_checkFailureToken000000000000";

let github: GitHubFake;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo(hello);
  github.addToken(TOKEN, "github-actions[bot]");
  github.addWorkflow(REPO, "ci.yml", "name: CI\non: push\n");
});
afterEach(async () => {
  await github.close();
});

const client = () => createClient({ token: TOKEN, baseUrl: github.url, log: () => {}, patience: () => 0 });

function failedRun(): { check: CompletedCheck; runId: number } {
  const run = github.addWorkflowRun(REPO, { workflow: "ci.yml", status: "completed", conclusion: "failure", headBranch: "ralph/issue-7" });
  const check: CompletedCheck = {
    kind: "workflow-run",
    id: run.id,
    attempt: 1,
    name: "CI",
    conclusion: "failure",
    headSha: run.headSha,
    headBranch: "ralph/issue-7",
    headRepository: REPO,
    event: "push",
    workflowPath: ".github/workflows/ci.yml",
    url: null,
    app: null,
    output: null,
  };
  return { check, runId: run.id };
}

describe("readCheckFailure: the failed job, step and log of a workflow run", () => {
  it("names the first failed job and its first failed step, and reads its log without time stamps", async () => {
    const { check, runId } = failedRun();
    github.addJob(REPO, runId, { name: "lint", conclusion: "success", log: "all good" });
    github.addJob(REPO, runId, {
      name: "test",
      conclusion: "failure",
      steps: [
        { name: "Set up job", conclusion: "success" },
        { name: "Run npm test", conclusion: "failure" },
        { name: "Post", conclusion: "skipped" },
      ],
      log: "2026-12-03T12:00:00.1234567Z > npm test\n2026-12-03T12:00:01.0000000Z not ok 1 adds\n",
    });
    const failure = await readCheckFailure(client(), hello, check);
    expect(failure).toEqual({ job: "test", step: "Run npm test", log: "> npm test\nnot ok 1 adds\n" });
    expect(github.requests.map((request) => `${request.method} ${request.path.replace(/\?.*/, "")} ${request.status}`)).toEqual([
      `GET /repos/octo/hello/actions/runs/${runId}/jobs 200`,
      expect.stringMatching(/^GET \/repos\/octo\/hello\/actions\/jobs\/\d+\/logs 302$/),
    ]);
  });

  it("an expired log (410), a missing one (404) or an outage leaves the log unavailable, never failing", async () => {
    const { check, runId } = failedRun();
    github.addJob(REPO, runId, { name: "test", conclusion: "failure", log: null });
    expect(await readCheckFailure(client(), hello, check)).toEqual({ job: "test", step: null, log: null });
    github.addJob(REPO, runId, { name: "other", conclusion: "failure", log: "x" });
    github.failNext("GET", /\/actions\/jobs\/\d+\/logs$/, { status: 404 });
    expect((await readCheckFailure(client(), hello, check)).log).toBeNull();
    github.failNext("GET", /\/actions\/runs\/\d+\/jobs$/, { status: 502 });
    expect(await readCheckFailure(client(), hello, check)).toEqual({ job: null, step: null, log: null });
  });

  it("keeps only the end of a long log", async () => {
    const { check, runId } = failedRun();
    github.addJob(REPO, runId, { name: "test", conclusion: "timed_out", log: "start\n" + "y".repeat(100_000) + "\nthe end" });
    const { log } = await readCheckFailure(client(), hello, check);
    expect(log?.endsWith("\nthe end")).toBe(true);
    expect(log?.length).toBeLessThan(30_000);
    expect(log).not.toContain("start");
  });

  it("a check run of another app brings its own output's summary and text as its log (the end of a long one), without a call", async () => {
    const { check } = failedRun();
    const checkRun = (output: CompletedCheck["output"]): CompletedCheck => ({ ...check, kind: "check-run", app: "circleci", output });
    const failure = await readCheckFailure(
      client(),
      hello,
      checkRun({ title: "3 tests failed", summary: "3 of 40 failed", text: "FAIL a.test" }),
    );
    expect(failure).toEqual({ job: null, step: null, log: "3 of 40 failed\n\nFAIL a.test" });
    const long = await readCheckFailure(
      client(),
      hello,
      checkRun({ title: null, summary: "start", text: "z".repeat(100_000) + "\nthe end" }),
    );
    expect(long.log?.endsWith("\nthe end")).toBe(true);
    expect(long.log?.length).toBeLessThan(30_000);
    expect(long.log).not.toContain("start");
    expect(await readCheckFailure(client(), hello, checkRun({ title: "failed", summary: " ", text: null }))).toEqual({
      job: null,
      step: null,
      log: null,
    });
    expect(await readCheckFailure(client(), hello, checkRun(null))).toEqual({ job: null, step: null, log: null });
    expect(github.requests).toHaveLength(0);
  });
});
