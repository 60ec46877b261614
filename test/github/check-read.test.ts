/**
 * readDispatchedCheck for another app's check run (dispatched by the App): the check run as
 * `GET …/check-runs/{id}` answers it on the GitHub fake (judged by GitHub's REST description), its
 * branch from the pull requests GitHub lists for it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decideCiFix } from "../../src/core/ci-fix.js";
import { readDispatchedCheck } from "../../src/github/check-read.js";
import { createClient } from "../../src/github/client.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const REPO = "octo/hello";
const hello = { owner: "octo", repo: "hello" };
const TOKEN = "ghs_checkReadToken00000000000000000";
const HEAD = "e".repeat(40);
const context = { repository: REPO, branchPrefix: "ralph/issue-", ownWorkflowPaths: [], maxRuns: 2 };

let github: GitHubFake;
let pull: number;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo(hello);
  github.addToken(TOKEN, "ralph-bot[bot]");
  pull = github.addPull(REPO, { title: "Fix #7", user: "ralph-bot[bot]", head: "ralph/issue-7" }).number;
  github.setPullHeadSha(REPO, pull, HEAD);
});
afterEach(async () => {
  await github.close();
});

const client = () => createClient({ token: TOKEN, baseUrl: github.url, log: () => {}, patience: () => 0 });

describe("readDispatchedCheck: another app's check run, read again", () => {
  it("reads its name, conclusion, app, output and details page, and the dispatched pull request's branch", async () => {
    const run = github.addCheckRun(REPO, {
      name: "build",
      app: "circleci-checks",
      headSha: HEAD,
      headBranch: "ralph/issue-7",
      conclusion: "timed_out",
      detailsUrl: "https://circleci.example/jobs/9",
      output: { title: "Timed out", summary: "after 10 min", text: null },
    });
    const check = await readDispatchedCheck(client(), hello, { kind: "check-run", id: run.id }, pull);
    expect(check).toMatchObject({
      kind: "check-run",
      id: run.id,
      name: "build",
      conclusion: "timed_out",
      headSha: HEAD,
      headBranch: "ralph/issue-7",
      app: "circleci-checks",
      url: "https://circleci.example/jobs/9",
      output: { title: "Timed out", summary: "after 10 min", text: null },
    });
    expect("skip" in check ? null : decideCiFix(check, context)).toEqual({ kind: "lookup", issueNumber: 7, branch: "ralph/issue-7" });
    expect(github.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `GET /repos/octo/hello/check-runs/${run.id} 200`,
    ]);
  });

  it("a check run still running starts nothing; one GitHub lists on no pull request (a fork's commit, another pull request's) names no branch", async () => {
    const running = github.addCheckRun(REPO, {
      name: "build",
      app: "circleci-checks",
      headSha: HEAD,
      headBranch: "ralph/issue-7",
      status: "in_progress",
    });
    expect(await readDispatchedCheck(client(), hello, { kind: "check-run", id: running.id }, pull)).toEqual({
      skip: `check run ${running.id} is in_progress, not completed`,
    });
    const fork = github.addCheckRun(REPO, { name: "build", app: "circleci-checks", headSha: HEAD, headBranch: null });
    const read = await readDispatchedCheck(client(), hello, { kind: "check-run", id: fork.id }, pull);
    expect(read).toMatchObject({ kind: "check-run", headBranch: null });
    expect("skip" in read ? null : decideCiFix(read, context).kind).toBe("skip");
    const listed = github.addCheckRun(REPO, { name: "build", app: "circleci-checks", headSha: HEAD, headBranch: "ralph/issue-7" });
    expect(await readDispatchedCheck(client(), hello, { kind: "check-run", id: listed.id }, pull + 1)).toMatchObject({ headBranch: null });
  });

  it("an unknown check run is GitHub's 404", async () => {
    await expect(readDispatchedCheck(client(), hello, { kind: "check-run", id: 424242 }, pull)).rejects.toMatchObject({ status: 404 });
  });
});
