import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PROJECT_ROOT, readActionManifest } from "../support/action-runner.js";
import { evaluateStepExpression } from "../support/workflow-eval.js";

interface Step {
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  "run-name": string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: unknown;
  jobs: { ralph: { if: string; concurrency: { group: string; "cancel-in-progress": boolean }; steps: Step[] } };
}

/** The example caller users copy, and the reusable workflow it calls, whose job holds the filter, the group and the steps. */
const workflow = async () => {
  const caller = parse(await readFile(join(PROJECT_ROOT, ".github/workflows/ralph.yml"), "utf8")) as Workflow;
  const called = parse(await readFile(join(PROJECT_ROOT, ".github/workflows/ralph-run.yml"), "utf8")) as Workflow;
  return { ...caller, concurrency: caller.concurrency ?? called.concurrency, jobs: called.jobs };
};

describe("the example workflow users copy, with the reusable workflow it calls", () => {
  it("names its issue in the run name, so the App and people can find the live run", async () => {
    expect((await workflow())["run-name"]).toBe(
      "Ralph #${{ github.event.issue.number || github.event.pull_request.number || inputs.issue }}${{ github.event.workflow_run.head_branch }}${{ github.event.check_run.check_suite.head_branch }}",
    );
  });

  it("listens to the triggers and skips other events before a runner starts", async () => {
    const { on, jobs } = await workflow();
    expect(Object.keys(on).sort()).toEqual([
      "check_run",
      "issue_comment",
      "issues",
      "pull_request_review",
      "workflow_dispatch",
      "workflow_run",
    ]);
    expect(on["pull_request_review"]).toEqual({ types: ["submitted"] });
    expect(on["workflow_run"]).toEqual({ workflows: ["CI"], types: ["completed"] });
    expect(on["check_run"]).toEqual({ types: ["completed"] });
    // Another app's check run only: GitHub Actions' jobs count once, through their workflow run.
    expect(jobs.ralph.if).toContain("github.event.check_run.app.slug != 'github-actions'");
    expect(jobs.ralph.if).toContain("github.event.label.name == inputs.trigger-label");
    expect(jobs.ralph.if).toContain("github.event.comment.user.type != 'Bot'");
  });

  it("starts from a review only when it requests changes on a Ralph pull request of this repository, leaving who may ask to the action", async () => {
    const condition = (await workflow()).jobs.ralph.if;
    expect(condition).toContain("github.event.review.state == 'changes_requested'");
    // A fork's pull request starts nothing: its head repository is another.
    expect(condition).toContain("github.event.pull_request.head.repo.full_name == github.repository");
    expect(condition).toContain("startsWith(github.event.pull_request.head.ref, 'ralph/issue-')");
    // author_association may show a member whose membership is private as CONTRIBUTOR: the permission API decides.
    expect(condition).not.toContain("author_association");
  });

  it("keeps one run per issue without cancelling it, in a group only a running job joins, and grants only what the run needs", async () => {
    const { concurrency: workflowLevel, jobs, permissions } = await workflow();
    // A workflow-level group would be joined by every workflow run, also one whose job `if:` skips.
    expect(workflowLevel).toBeUndefined();
    const concurrency = jobs.ralph.concurrency;
    expect(concurrency["cancel-in-progress"]).toBe(false);
    // Named by the run's branch: a review's run on the pull request queues behind its issue's runs.
    expect(concurrency.group).toContain(
      "github.event.pull_request.head.ref || github.event.workflow_run.head_branch || github.event.check_run.check_suite.head_branch || format('ralph/issue-{0}', github.event.issue.number || github.event.inputs.issue)",
    );
    // actions: read, for GET /repos/{o}/{r}/actions/runs/{id}: whether a run's workflow run has ended.
    expect(permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write", actions: "read" });
  });

  it("checks out without persisting the token, and passes only inputs the action declares", async () => {
    const { steps } = (await workflow()).jobs.ralph;
    expect(steps.find((step) => step.uses?.startsWith("actions/checkout"))?.with?.["persist-credentials"]).toBe(false);
    const action = steps.find((step) => step.uses?.startsWith("ralph-bot/ralph-bot"));
    const declared = Object.keys((await readActionManifest()).inputs);
    expect(Object.keys(action?.with ?? {}).filter((name) => !declared.includes(name))).toEqual([]);
  });

  it("checks out the default branch for a review, so the install step never runs the pull request's code outside the sandbox", async () => {
    const { steps } = (await workflow()).jobs.ralph;
    const ref = steps.find((step) => step.uses?.startsWith("actions/checkout"))?.with?.["ref"] ?? "";
    const expression = /^\$\{\{(.*)\}\}$/s.exec(ref)?.[1] ?? "";
    const repository = { default_branch: "trunk", full_name: "octo/hello" };
    const github = { repository: "octo/hello" };
    const review = { name: "pull_request_review", payload: { repository, review: { state: "changes_requested" } } };
    expect(evaluateStepExpression(expression, review, github)).toBe("trunk");
    // Every other trigger's checkout is the default branch already (an issue, a comment, a failed run); a dispatch keeps its ref.
    for (const name of ["issues", "issue_comment", "workflow_run", "check_run", "workflow_dispatch"])
      expect(evaluateStepExpression(expression, { name, payload: { repository } }, github)).toBe("");
  });
});
