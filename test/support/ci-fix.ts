/**
 * The steps the e2e suites of runs from failed checks share: the Ralph pull request a
 * first run opens, and a CI workflow run on its head that failed, in the GitHub fake and as GitHub's
 * `workflow_run.completed` payload.
 */
import { expect } from "vitest";
import { workflowRunPayload, type WorkflowRunSpec } from "./check-payloads.js";
import { BOT, FULL_NAME, reports, WORKFLOW, type Scenario, type ScriptedStep } from "./scenario.js";

/** A GitHub token's shape the failed job's default log prints, which no prompt or comment may show. */
export const TOKEN_IN_LOG = "ghp_" + "L".repeat(36);

/** The default failed job's log: time-stamped runner lines, a token, a mention and the failure. */
const DEFAULT_LOG =
  "2026-12-03T12:00:00.0000000Z > hello@ test\n" +
  `2026-12-03T12:00:00.5000000Z token ${TOKEN_IN_LOG} cc @octo-team\n` +
  "2026-12-03T12:00:01.0000000Z FAIL lint: add.js has no semicolon-free style\n" +
  "2026-12-03T12:00:01.1000000Z ##[error]Process completed with exit code 1.\n";

/** The Ralph workflow's `GITHUB_WORKFLOW_REF`, which relay mode dispatches its next leg to. */
export const RALPH_WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: `${FULL_NAME}/.github/workflows/${WORKFLOW}@refs/heads/main` };

/** The run's branch, `ralph/issue-<n>`. */
export const ralphBranch = (scenario: Scenario) => `ralph/issue-${scenario.issueNumber}`;

/** Bodies of the bot's comments on issue or pull request `number`, oldest first. */
export function botBodies(scenario: Scenario, number: number): string[] {
  return scenario.github
    .comments(FULL_NAME, number)
    .filter((comment) => comment.user === BOT)
    .map((comment) => comment.body);
}

/** The tip of the run's branch on the git server, which the fake then reports as the pull request's head. */
export async function headOfBranch(scenario: Scenario, number: number): Promise<string> {
  const sha = (await scenario.git.log(FULL_NAME, ralphBranch(scenario)))[0]?.sha ?? "";
  scenario.github.setPullHeadSha(FULL_NAME, number, sha);
  return sha;
}

/** A first run that completes and opens the Ralph pull request; returns its number and head. */
export async function openRalphPullRequest(scenario: Scenario): Promise<{ number: number; head: string }> {
  const run = await scenario.run({
    rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed add()") } },
  });
  expect(run.outputs.outcome, run.stderr).toBe("complete");
  const number = Number(run.outputs["pull-request-number"]);
  return { number, head: await headOfBranch(scenario, number) };
}

/**
 * A CI workflow run on `headSha` of the run's branch that failed in its `test` job's `Run npm test`
 * step (whose log is `log`, default a short runner log); returns its `workflow_run.completed` payload,
 * with `overrides` (the fake's record takes the event, name and head branch of them too).
 */
export function failedCi(
  scenario: Scenario,
  headSha: string,
  overrides: Partial<WorkflowRunSpec> = {},
  log: string = DEFAULT_LOG,
): Record<string, unknown> {
  const run = scenario.github.addWorkflowRun(FULL_NAME, {
    workflow: "ci.yml",
    status: "completed",
    conclusion: overrides.conclusion ?? "failure",
    event: overrides.event ?? "push",
    headBranch: overrides.headBranch ?? ralphBranch(scenario),
    headSha,
    ...(overrides.name !== undefined ? { name: overrides.name } : {}),
  });
  scenario.github.addJob(FULL_NAME, run.id, {
    name: "test",
    conclusion: "failure",
    steps: [
      { name: "Set up job", conclusion: "success" },
      { name: "Run npm test", conclusion: "failure" },
    ],
    log,
  });
  const spec: WorkflowRunSpec = {
    id: run.id,
    name: "CI",
    path: ".github/workflows/ci.yml",
    conclusion: "failure",
    headSha,
    headBranch: ralphBranch(scenario),
    ...overrides,
  };
  return workflowRunPayload(FULL_NAME, spec, BOT);
}

/**
 * Runs the relay leg the last recorded dispatch asks for, as GitHub would start it: after the leg
 * before pushed (pull request `number`'s head moved to the branch's tip), in a fresh checkout, with
 * the dispatch's `issue`, `rounds`, `pull-request` and `check` as the action's inputs on top of `inputs`.
 */
export async function runNextLeg(
  scenario: Scenario,
  number: number,
  rounds: Record<number, ScriptedStep>,
  inputs: Record<string, string>,
): ReturnType<Scenario["run"]> {
  const dispatch = scenario.github.dispatches.at(-1);
  if (dispatch === undefined) throw new Error("no relay leg was dispatched");
  await headOfBranch(scenario, number);
  await scenario.freshCheckout();
  const value = (name: string) => String(dispatch.inputs[name] ?? "");
  return scenario.run({
    rounds,
    workflowRun: dispatch.runId,
    eventName: "workflow_dispatch",
    payload: scenario.dispatchPayload(dispatch.inputs, BOT, dispatch.ref),
    inputs: {
      ...inputs,
      "issue-number": value("issue"),
      "max-rounds": value("rounds"),
      "pull-request": value("pull-request"),
      check: value("check"),
    },
    env: RALPH_WORKFLOW_ENV,
  });
}
