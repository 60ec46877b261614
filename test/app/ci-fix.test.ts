/**
 * The App end to end, runs from a Ralph pull request's failed checks: a workflow run
 * that failed on the head of an open Ralph pull request dispatches the Ralph workflow once, with
 * the pull request and the check for the action to read again; a stale head, a fork's commit, a
 * cancelled run, another branch's run or the Ralph workflow's own run dispatch nothing and say
 * nothing; at `RALPH_CI_FIX_RUNS` no dispatch, one comment. A check run another app made (CI that is
 * not GitHub Actions) does the same; a check run of GitHub Actions (a job) is never read.
 */
import { describe, expect, it } from "vitest";
import { checkRunPayload, workflowRunPayload, type CheckRunSpec, type WorkflowRunSpec } from "../support/check-payloads.js";
import { renderMarker } from "../../src/github/markers.js";
import { APP_LOGIN, FULL_NAME, MAINTAINER, useAppFixture } from "./fixture.js";
import { encodeCarry } from "../../src/github/carry.js";

const t = useAppFixture();
const HEAD = "c0ffee".padEnd(40, "0");

/** An issue, its Ralph pull request with head {@link HEAD}, and the repository's CI workflow. */
function ralphPull(): { issue: number; pull: number } {
  t.addWorkflow();
  t.fake.addWorkflow(FULL_NAME, "ci.yml", "name: CI\non: push\n");
  const issue = t.newIssue();
  const pull = t.newPull(`ralph/issue-${issue}`);
  t.fake.setPullHeadSha(FULL_NAME, pull, HEAD);
  return { issue, pull };
}

/** GitHub's `workflow_run.completed` for a CI run on `ralph/issue-<issue>` at {@link HEAD} that failed, with `overrides`. */
function failedCi(issue: number, overrides: Partial<WorkflowRunSpec> = {}): Record<string, unknown> {
  const spec: WorkflowRunSpec = {
    id: 9001,
    name: "CI",
    path: ".github/workflows/ci.yml",
    conclusion: "failure",
    headSha: HEAD,
    headBranch: `ralph/issue-${issue}`,
    ...overrides,
  };
  return t.installed(workflowRunPayload(FULL_NAME, spec, MAINTAINER));
}

describe("a failed workflow run on a Ralph pull request", () => {
  it("on its head: one dispatch naming the issue, the pull request and the check; no reaction, no comment", async () => {
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    expect((await server.send("workflow_run", failedCi(issue, { id: 9001, attempt: 2 }))).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(t.fake.dispatches).toEqual([
      {
        repo: FULL_NAME,
        workflow: "ralph.yml",
        ref: "main",
        inputs: { issue: String(issue), carry: encodeCarry({ "pull-request": String(pull), check: "workflow-run:9001:2" }) },
        actor: APP_LOGIN,
        runId: expect.any(Number),
      },
    ]);
    expect(t.appComments(pull)).toEqual([]);
    expect(t.fake.issueReactions(FULL_NAME, pull)).toEqual([]);
  });

  it("timed out on its head: one dispatch too", async () => {
    const { issue } = ralphPull();
    const server = await t.startApp();
    expect((await server.send("workflow_run", failedCi(issue, { conclusion: "timed_out" }))).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);
  });

  it("on an older head, a fork's commit, cancelled, on another branch, the Ralph workflow's own run, or made by pull_request_target or workflow_run: no dispatch, no comment", async () => {
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    const payloads = [
      failedCi(issue, { headSha: "0ld".padEnd(40, "0") }),
      failedCi(issue, { headRepository: "forker/hello" }),
      failedCi(issue, { conclusion: "cancelled" }),
      failedCi(issue, { headBranch: "feature/rename" }),
      failedCi(issue, { name: "Ralph", path: ".github/workflows/ralph.yml" }),
      // Anyone's pull request against the Ralph branch can make these fail on its head.
      failedCi(issue, { event: "pull_request_target" }),
      failedCi(issue, { event: "workflow_run" }),
    ];
    for (const payload of payloads) expect((await server.send("workflow_run", payload)).status).toBe(200);

    expect(t.fake.dispatches).toEqual([]);
    expect(t.appComments(pull)).toEqual([]);
    expect(t.appComments(issue)).toEqual([]);
  });

  it("with RALPH_CI_FIX_RUNS 0: nothing at all", async () => {
    const { issue } = ralphPull();
    const server = await t.startApp({ RALPH_CI_FIX_RUNS: "0" });
    expect((await server.send("workflow_run", failedCi(issue))).status).toBe(200);
    expect(t.fake.dispatches).toEqual([]);
    expect(t.fake.requests).toEqual([]);
  });

  it("at RALPH_CI_FIX_RUNS runs from failed checks in a row: no dispatch, one comment saying so, not repeated", async () => {
    const { issue, pull } = ralphPull();
    // Two ended runs of the App on the pull request, both from failed checks: its tracking comments, as the action writes them.
    for (const trigger of ["check:workflow-run:11:1", "check:workflow-run:12:1"]) {
      const at = new Date().toISOString();
      const marker = renderMarker("tracking", { run: "1", issue, trigger, state: "complete", started: at, heartbeat: at });
      t.fake.addComment(FULL_NAME, pull, { user: APP_LOGIN, body: `Ralph's run ended.\n\n${marker}` });
    }
    const server = await t.startApp();

    for (const id of [9001, 9002]) expect((await server.send("workflow_run", failedCi(issue, { id }))).status).toBe(200);

    expect(t.fake.dispatches).toEqual([]);
    const caps = t.appComments(pull).filter((body) => body.includes("ci-fix-runs: 2"));
    expect(caps).toHaveLength(1);
    expect(caps[0]).toContain("comment `/ralph` to ask for another run");
  });
});

/** GitHub's `check_run.completed` for a check run of another CI on `ralph/issue-<issue>` at {@link HEAD} that failed, with `overrides`. */
function failedCheckRun(issue: number, pull: number, overrides: Partial<CheckRunSpec> = {}): Record<string, unknown> {
  const spec: CheckRunSpec = {
    id: 7001,
    name: "ci/circleci: test",
    conclusion: "failure",
    headSha: HEAD,
    headBranch: `ralph/issue-${issue}`,
    app: "circleci-checks",
    output: { title: "1 test failed", summary: "add.test.js", text: null },
    pullRequest: pull,
    ...overrides,
  };
  return t.installed(checkRunPayload(FULL_NAME, spec, MAINTAINER));
}

describe("a failed check run of another app on a Ralph pull request", () => {
  it("on its head: one dispatch naming the issue, the pull request and the check run; no reaction, no comment", async () => {
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    expect((await server.send("check_run", failedCheckRun(issue, pull, { id: 7001 }))).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(t.fake.dispatches).toEqual([
      {
        repo: FULL_NAME,
        workflow: "ralph.yml",
        ref: "main",
        inputs: { issue: String(issue), carry: encodeCarry({ "pull-request": String(pull), check: "check-run:7001" }) },
        actor: APP_LOGIN,
        runId: expect.any(Number),
      },
    ]);
    expect(t.appComments(pull)).toEqual([]);
    expect(t.fake.issueReactions(FULL_NAME, pull)).toEqual([]);
  });

  it("a check run of GitHub Actions (a job, whose workflow run counts) is not even read further: no call, no dispatch", async () => {
    const { issue, pull } = ralphPull();
    const server = await t.startApp();
    expect((await server.send("check_run", failedCheckRun(issue, pull, { app: "github-actions" }))).status).toBe(200);
    expect(t.fake.dispatches).toEqual([]);
    expect(t.fake.requests).toEqual([]);
  });

  it("on an older head, a fork's commit, neutral, cancelled, or on another branch: no dispatch, no comment", async () => {
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    const payloads = [
      failedCheckRun(issue, pull, { headSha: "0ld".padEnd(40, "0") }),
      failedCheckRun(issue, pull, { headBranch: null, pullRequest: undefined }),
      failedCheckRun(issue, pull, { conclusion: "neutral" }),
      failedCheckRun(issue, pull, { conclusion: "cancelled" }),
      failedCheckRun(issue, pull, { headBranch: "feature/rename", pullRequest: undefined }),
    ];
    for (const payload of payloads) expect((await server.send("check_run", payload)).status).toBe(200);

    expect(t.fake.dispatches).toEqual([]);
    expect(t.appComments(pull)).toEqual([]);
    expect(t.appComments(issue)).toEqual([]);
  });
});
