/**
 * readTrigger: each kind of event, as GitHub's webhook examples carry it, read into its trigger on
 * the GitHub fake; what starts nothing is a skip with its reason, a malformed payload an error.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseInputs } from "../../src/action/inputs.js";
import { readRunnerContext } from "../../src/action/runner.js";
import { readTrigger } from "../../src/action/trigger.js";
import { createClient } from "../../src/github/client.js";
import { MalformedEventError } from "../../src/github/trigger.js";
import { checkRunPayload, workflowRunPayload } from "../support/check-payloads.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";
import {
  BOT,
  commentPayloadFor,
  dispatchPayload,
  FULL_NAME,
  labeledPayloadFor,
  MAINTAINER,
  OWNER,
  REPO,
  reviewPayload,
  TOKEN,
} from "../support/scenario.js";

let github: GitHubFake;
let folder: string;
let issue: number;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: OWNER, repo: REPO });
  github.addToken(TOKEN, BOT);
  issue = github.addIssue(FULL_NAME, { title: "Fix add()", body: "add(1, 2) is 4", user: MAINTAINER }).number;
  folder = await mkdtemp(join(tmpdir(), "ralph-trigger-"));
});
afterEach(async () => {
  await github.close();
  await rm(folder, { recursive: true, force: true });
});

/** Reads `payload` of `eventName` as the action does, with `inputs` on top of the required ones. */
async function read(eventName: string, payload: unknown, inputs: Record<string, string> = {}) {
  const eventPath = join(folder, "event.json");
  await writeFile(eventPath, JSON.stringify(payload));
  const runner = await readRunnerContext({
    GITHUB_REPOSITORY: FULL_NAME,
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: folder,
    RUNNER_TEMP: folder,
    GITHUB_API_URL: github.url,
    GITHUB_WORKFLOW_REF: `${FULL_NAME}/.github/workflows/ralph.yml@refs/heads/main`,
  });
  const octokit = createClient({ token: TOKEN, baseUrl: github.url, log: () => {}, patience: () => 0 });
  const parsed = parseInputs({ "github-token": TOKEN, agent: "command", "agent-command": "true", ...inputs });
  return readTrigger({ octokit, runner, inputs: parsed, secrets: [TOKEN] });
}

/** A Ralph pull request of the issue, head `ralph/issue-N` in the repository. */
function ralphPull(): number {
  return github.addPull(FULL_NAME, { title: `Fix #${issue}`, user: BOT, head: `ralph/issue-${issue}` }).number;
}

const requests = () => github.requests.map((request) => `${request.method} ${request.path}`);

describe("readTrigger: events on the issue", () => {
  it("a label starts a run with the issue; a label on a pull request and another label start nothing", async () => {
    expect(await read("issues", labeledPayloadFor(github, FULL_NAME, issue))).toMatchObject({
      kind: "start",
      source: "label",
      issueNumber: issue,
      issue: { number: issue, title: "Fix add()", body: "add(1, 2) is 4" },
      actor: { login: MAINTAINER },
      pullRequest: null,
    });
    expect(await read("issues", labeledPayloadFor(github, FULL_NAME, issue, "bug"))).toEqual({
      kind: "skip",
      reason: 'label "bug" is not the trigger label "ralph"',
    });
    const onPull = labeledPayloadFor(github, FULL_NAME, ralphPull());
    Object.assign(onPull["issue"] as object, { pull_request: { url: "https://api.github.com/repos/octo/hello/pulls/2" } });
    expect(await read("issues", onPull)).toEqual({ kind: "skip", reason: "the label is on a pull request, not an issue" });
    expect(requests()).toEqual([]);
  });

  it("a command comment starts, stops, or is refused with what is allowed; any other comment is skipped", async () => {
    const comment = (body: string) =>
      commentPayloadFor(github, FULL_NAME, issue, { id: 55, body, user: MAINTAINER, createdAt: "2026-01-02T03:04:05Z" });
    expect(await read("issue_comment", comment("/ralph rounds=3"))).toMatchObject({
      kind: "start",
      source: "command",
      issueNumber: issue,
      rounds: 3,
      commentId: 55,
      at: "2026-01-02T03:04:05Z",
    });
    expect(await read("issue_comment", comment("/ralph stop"))).toMatchObject({ kind: "stop", source: "command", issueNumber: issue });
    expect(await read("issue_comment", comment("/ralph rounds=0"))).toMatchObject({
      kind: "refuse",
      reply: expect.stringContaining("rounds=0 is not allowed"),
    });
    expect(await read("issue_comment", comment("thanks!"))).toEqual({ kind: "skip", reason: "the comment is not a command" });
  });

  it("a payload without the fields GitHub documents is an error naming them", async () => {
    const comment = commentPayloadFor(github, FULL_NAME, issue, {
      id: 55,
      body: "/ralph",
      user: MAINTAINER,
      createdAt: "2026-01-02T03:04:05Z",
    });
    delete comment["comment"];
    await expect(read("issue_comment", comment)).rejects.toThrow(MalformedEventError);
    await expect(read("issue_comment", comment)).rejects.toThrow("the issue_comment event payload is malformed (comment)");
  });

  it("an event that is no trigger is skipped by name", async () => {
    expect(await read("push", { ref: "refs/heads/main" })).toEqual({ kind: "skip", reason: "push is not a trigger" });
  });
});

describe("readTrigger: events on a pull request", () => {
  it("a command on the Ralph pull request reads it and starts there; on a fork's, nothing", async () => {
    const number = ralphPull();
    const payload = commentPayloadFor(github, FULL_NAME, number, {
      id: 56,
      body: "/ralph",
      user: MAINTAINER,
      createdAt: "2026-01-02T03:04:05Z",
    });
    expect(await read("issue_comment", payload)).toMatchObject({
      kind: "start",
      source: "command",
      issue: null,
      issueNumber: issue,
      pullRequest: { number, reviewId: null, baseRef: "main" },
    });
    expect(requests()).toEqual([`GET /repos/${FULL_NAME}/pulls/${number}`]);
    const fork = github.addPull(FULL_NAME, { title: "Fork", user: "forker", head: `forker:ralph/issue-${issue}` }).number;
    const onFork = commentPayloadFor(github, FULL_NAME, fork, {
      id: 57,
      body: "/ralph",
      user: MAINTAINER,
      createdAt: "2026-01-02T03:04:05Z",
    });
    expect(await read("issue_comment", onFork)).toEqual({
      kind: "skip",
      reason: `pull request #${fork} comes from another repository (a fork)`,
    });
  });

  it("a bot's command on a pull request is skipped before the pull request is read", async () => {
    const number = ralphPull();
    const payload = commentPayloadFor(github, FULL_NAME, number, {
      id: 58,
      body: "/ralph",
      user: "ci[bot]",
      createdAt: "2026-01-02T03:04:05Z",
    });
    expect(await read("issue_comment", payload)).toEqual({ kind: "skip", reason: "the sender ci[bot] is a bot" });
    expect(requests()).toEqual([]);
  });

  it("a review requesting changes starts a run with the review; an approval does not", async () => {
    const number = ralphPull();
    const review = (state: string) => reviewPayload(github, FULL_NAME, number, { id: 900, state, body: "no" }, MAINTAINER);
    expect(await read("pull_request_review", review("changes_requested"))).toMatchObject({
      kind: "start",
      source: "review",
      issueNumber: issue,
      pullRequest: { number, reviewId: 900 },
    });
    expect(await read("pull_request_review", review("approved"))).toEqual({
      kind: "skip",
      reason: "a review that approved does not ask for changes",
    });
  });
});

describe("readTrigger: dispatches", () => {
  it("a person's dispatch is held to their permission, the App's is not; a relay leg names its run and round", async () => {
    const byHand = await read("workflow_dispatch", dispatchPayload(FULL_NAME, { inputs: {}, sender: MAINTAINER }), {
      "issue-number": String(issue),
    });
    expect(byHand).toMatchObject({ kind: "start", source: "dispatch", issueNumber: issue, actor: { login: MAINTAINER } });
    const leg = dispatchPayload(FULL_NAME, { inputs: { "relay-run": "4242", "relay-round": "3" }, sender: BOT });
    expect(await read("workflow_dispatch", leg, { "issue-number": String(issue) })).toMatchObject({
      kind: "start",
      actor: null,
      relay: { run: "4242", round: 3 },
    });
  });

  it("a dispatch without an issue is skipped, and one with only an objective is an error", async () => {
    const payload = dispatchPayload(FULL_NAME, { inputs: {}, sender: MAINTAINER });
    expect(await read("workflow_dispatch", payload)).toEqual({
      kind: "skip",
      reason: "workflow_dispatch without an issue-number or objective input",
    });
    await expect(read("workflow_dispatch", payload, { objective: "tidy up" })).rejects.toThrow(
      "a run needs an issue: set the issue-number input",
    );
    const malformed = dispatchPayload(FULL_NAME, { inputs: { "relay-run": "x", "relay-round": "3" }, sender: BOT });
    expect(await read("workflow_dispatch", malformed, { "issue-number": String(issue) })).toMatchObject({
      kind: "skip",
      reason: expect.stringContaining("a relay dispatch needs a workflow run id"),
    });
  });

  it("a dispatch naming another issue's pull request is skipped", async () => {
    const number = ralphPull();
    const payload = dispatchPayload(FULL_NAME, { inputs: {}, sender: BOT });
    expect(await read("workflow_dispatch", payload, { "issue-number": "99", "pull-request": String(number) })).toEqual({
      kind: "skip",
      reason: `pull request #${number} is the Ralph pull request of #${issue}, not of #99`,
    });
  });
});

describe("readTrigger: failed checks on the Ralph pull request", () => {
  /** A CI workflow run that failed on the Ralph pull request's head. */
  function failedRun(number: number) {
    const headSha = github.pullHeadSha(FULL_NAME, number);
    const branch = `ralph/issue-${issue}`;
    const run = github.addWorkflowRun(FULL_NAME, {
      workflow: "ci.yml",
      status: "completed",
      conclusion: "failure",
      event: "push",
      headBranch: branch,
      headSha,
    });
    github.addJob(FULL_NAME, run.id, {
      name: "test",
      conclusion: "failure",
      steps: [{ name: "npm test", conclusion: "failure" }],
      log: "FAIL add",
    });
    const spec = { id: run.id, name: "CI", path: ".github/workflows/ci.yml", conclusion: "failure", headSha, headBranch: branch };
    return { run, payload: workflowRunPayload(FULL_NAME, spec, BOT) };
  }

  it("a failed workflow run starts a run on the pull request with the check's objective", async () => {
    github.addWorkflow(FULL_NAME, "ci.yml", "name: CI\non: push\n");
    const number = ralphPull();
    const { run, payload } = failedRun(number);
    const trigger = await read("workflow_run", payload);
    expect(trigger).toMatchObject({
      kind: "start",
      source: "check",
      issueNumber: issue,
      actor: null,
      pullRequest: { number },
      check: { name: "CI", input: `workflow-run:${run.id}:1` },
    });
    expect(trigger.kind === "start" ? trigger.check?.objective : "").toContain("Failed job: test\nFailed step: npm test");
    expect(await read("workflow_run", payload, { "ci-fix-runs": "0" })).toEqual({
      kind: "skip",
      reason: "ci-fix-runs is 0: failed checks start no runs",
    });
  });

  it("another app's failed check run on a branch without a pull request starts nothing", async () => {
    const check = {
      id: 77,
      name: "build",
      conclusion: "failure",
      headSha: "e".repeat(40),
      headBranch: `ralph/issue-${issue}`,
      app: "circleci",
    };
    expect(await read("check_run", checkRunPayload(FULL_NAME, check, BOT))).toEqual({
      kind: "skip",
      reason: `check run "build" failed on ralph/issue-${issue}, which has no open pull request`,
    });
  });

  it("a dispatched check on another pull request than the one named is skipped", async () => {
    github.addWorkflow(FULL_NAME, "ci.yml", "name: CI\non: push\n");
    const number = ralphPull();
    const { run } = failedRun(number);
    const payload = dispatchPayload(FULL_NAME, { inputs: {}, sender: BOT });
    const inputs = { "issue-number": String(issue), "pull-request": String(number + 1), check: `workflow-run:${run.id}:1` };
    expect(await read("workflow_dispatch", payload, inputs)).toEqual({
      kind: "skip",
      reason: `the failed check is on pull request #${number}, not on #${number + 1} the dispatch named`,
    });
  });

  it("a relay leg carries its check on without the rule, unless the check ran on another branch", async () => {
    github.addWorkflow(FULL_NAME, "ci.yml", "name: CI\non: push\n");
    const number = ralphPull();
    const { run } = failedRun(number);
    const leg = dispatchPayload(FULL_NAME, { inputs: { "relay-run": "4242", "relay-round": "2" }, sender: BOT });
    const inputs = { "issue-number": String(issue), "pull-request": String(number), check: `workflow-run:${run.id}:1`, "ci-fix-runs": "0" };
    expect(await read("workflow_dispatch", leg, inputs)).toMatchObject({
      kind: "start",
      relay: { run: "4242", round: 2 },
      check: { input: `workflow-run:${run.id}:1` },
    });
    const other = github.addWorkflowRun(FULL_NAME, {
      workflow: "ci.yml",
      status: "completed",
      conclusion: "failure",
      event: "push",
      headBranch: "main",
      headSha: "f".repeat(40),
    });
    expect(await read("workflow_dispatch", leg, { ...inputs, check: `workflow-run:${other.id}:1` })).toEqual({
      kind: "skip",
      reason: `workflow run ${other.id} ran on main, not on ralph/issue-${issue}`,
    });
  });
});
