/**
 * Runs from a failed check run of CI that is not GitHub Actions (CircleCI, Buildkite, …),
 * on the bundled action against the fakes: a check run another app made that failed on the Ralph
 * pull request's head starts one run there with the check run's output in the prompt, named by its
 * details page; a check run of GitHub Actions (a job, whose workflow run counts), a stale head, a
 * fork's commit, a neutral or cancelled check start nothing; `ci-fix-runs` caps the runs in a row;
 * a run the App dispatched (`check-run:<id>`) reads the check run again, and so does a relay leg.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkRunPayload, type CheckRunSpec } from "../support/check-payloads.js";
import * as ciFix from "../support/ci-fix.js";
import { BOT, FULL_NAME, reports, startScenario, type Scenario } from "../support/scenario.js";
import { dispatchedFields } from "../support/workflows.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const CIRCLE = "circleci-checks";
const NAME = "ci/circleci: test";
const DETAILS = "https://app.circleci.com/pipelines/github/octo/hello/12/workflows/ab12/jobs/34";
const TOKEN_IN_OUTPUT = "ghp_" + "C".repeat(36);
const OUTPUT = {
  title: "2 tests failed",
  summary: "2 of 40 tests failed in add.test.js",
  text:
    "EARLY LINE THAT IS CUT\n" +
    "ok ".repeat(4000) +
    `\nauth ${TOKEN_IN_OUTPUT} cc @octo-team\n` +
    "FAIL add.test.js > adds: expected 3, got -1\n",
};

const BRANCH = () => ciFix.ralphBranch(scenario);
const botBodies = (number: number) => ciFix.botBodies(scenario, number);
const headOfBranch = (number: number) => ciFix.headOfBranch(scenario, number);
const openRalphPullRequest = () => ciFix.openRalphPullRequest(scenario);

/** Each check run its own id, as GitHub gives them. */
let nextCheckRunId = 8800;

/** CircleCI's check run on `headSha` of the run's branch that failed with {@link OUTPUT}; its `check_run.completed` payload. */
function failedCheckRun(headSha: string, overrides: Partial<CheckRunSpec> = {}): { name: string; payload: Record<string, unknown> } {
  const spec: CheckRunSpec = {
    id: (nextCheckRunId += 1),
    name: NAME,
    conclusion: "failure",
    headSha,
    headBranch: BRANCH(),
    app: CIRCLE,
    output: OUTPUT,
    detailsUrl: DETAILS,
    ...overrides,
  };
  return { name: "check_run", payload: checkRunPayload(FULL_NAME, spec, `${CIRCLE}[bot]`) };
}

/** CircleCI's check run on `headSha` of the run's branch that failed with {@link OUTPUT}, in the GitHub fake (which `GET …/check-runs/{id}` answers with). */
function addFailedCheckRun(headSha: string) {
  return scenario.github.addCheckRun(FULL_NAME, {
    name: NAME,
    app: CIRCLE,
    headSha,
    headBranch: BRANCH(),
    conclusion: "failure",
    detailsUrl: DETAILS,
    output: OUTPUT,
  });
}

describe("a failed check run of another app on the Ralph pull request's head", () => {
  it("starts exactly one run on the pull request with the check run's output in the prompt, named with its details page", async () => {
    const { number, head } = await openRalphPullRequest();
    const roundsBefore = (await scenario.agentLog()).length;
    const event = failedCheckRun(head);
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b; // 3\n" }, report: reports.complete("fixed the sum") } },
      eventName: event.name,
      payload: event.payload,
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    expect(run.outputs["pull-request-number"]).toBe(String(number));
    const log = await scenario.agentLog();
    expect(log).toHaveLength(roundsBefore + 1);
    const prompt = log[roundsBefore]?.promptFromStdin ?? "";
    expect(prompt).toContain(`The check "${NAME}" failed on the head of pull request #${number}`);
    expect(prompt).toContain(`Reported by the app: ${CIRCLE}\nTitle: 2 tests failed\nDetails: ${DETAILS}`);
    expect(prompt).toContain("FAIL add.test.js > adds: expected 3, got -1");
    // The output is bounded like a job log (its start cut) and sanitized.
    expect(prompt).not.toContain("EARLY LINE THAT IS CUT");
    expect(prompt).not.toContain(TOKEN_IN_OUTPUT);
    expect(prompt).not.toContain("@octo-team");
    // The pull request's round table, the reply, the round comment and the tracking comment name it, linking its details page.
    const link = `[failed check "${NAME}"](${DETAILS})`;
    const body = scenario.github.pulls(FULL_NAME)[0]?.body ?? "";
    const rows = body.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| round") && !line.startsWith("| ---"));
    expect(rows[1]).toContain(link);
    expect(botBodies(number).find((text) => text.includes("Ralph's run for the"))).toContain(link);
    const comments = [...botBodies(scenario.issueNumber), ...botBodies(number)];
    expect(comments.find((text) => text.includes("**Round 1 of") && text.includes("fixed the sum"))).toContain(
      `A run from the ${link} on the pull request's head.`,
    );
    expect(comments.filter((text) => text.includes("**Ralph run**")).at(-1)).toContain(` · from the ${link}`);
    // A second delivery of the same completion starts nothing.
    await headOfBranch(number);
    const again = await scenario.run({ rounds: {}, eventName: event.name, payload: event.payload });
    expect(again.outputs.outcome).toBe("skipped");
    expect(await scenario.agentLog()).toHaveLength(roundsBefore + 1);
  });

  it("a check run of GitHub Actions, a stale head, a fork's commit, a neutral or a cancelled check run start nothing and say nothing", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const commentsBefore = scenario.github.comments(FULL_NAME, number).length;
    const events = [
      { why: "its workflow run counts", event: failedCheckRun(head, { app: "github-actions" }) },
      { why: "no longer the head", event: failedCheckRun("f".repeat(40)) },
      { why: "on no branch, not a Ralph branch", event: failedCheckRun(head, { headBranch: null }) },
      { why: "concluded neutral", event: failedCheckRun(head, { conclusion: "neutral" }) },
      { why: "concluded cancelled", event: failedCheckRun(head, { conclusion: "cancelled" }) },
    ];
    for (const { why, event } of events) {
      const run = await scenario.run({ rounds: {}, eventName: event.name, payload: event.payload });
      expect(run.outputs.outcome, `${why}: ${run.stderr.slice(-2000)}`).toBe("skipped");
      expect(run.stdout, why).toContain(why);
    }
    expect(await scenario.agentLog()).toHaveLength(rounds);
    expect(scenario.github.comments(FULL_NAME, number)).toHaveLength(commentsBefore);
  });

  it("the cap holds: at ci-fix-runs runs in a row one comment says so, and no more start", async () => {
    const { number, head } = await openRalphPullRequest();
    const inputs = { "ci-fix-runs": "1" };
    const first = failedCheckRun(head);
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "// try 1\n" }, report: reports.complete("tried once") } },
      eventName: first.name,
      payload: first.payload,
      inputs,
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    const rounds = (await scenario.agentLog()).length;
    const newHead = await headOfBranch(number);
    expect(newHead).not.toBe(head);
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = failedCheckRun(newHead);
      const capped = await scenario.run({ rounds: {}, eventName: again.name, payload: again.payload, inputs });
      expect(capped.outputs.outcome, capped.stderr.slice(-2000)).toBe("skipped");
    }
    expect(await scenario.agentLog()).toHaveLength(rounds);
    expect(botBodies(number).filter((text) => text.includes("ci-fix-runs: 1"))).toHaveLength(1);
  });

  it("dispatched by the App (check-run:<id>): reads the check run again and starts the run with its output; a stale head starts nothing", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const checkRun = addFailedCheckRun(head);
    const dispatched = () => {
      const inputs = { issue: String(scenario.issueNumber), "pull-request": String(number), check: `check-run:${checkRun.id}` };
      return {
        eventName: "workflow_dispatch",
        payload: scenario.dispatchPayload(inputs, BOT),
        inputs: { "issue-number": inputs.issue, "pull-request": inputs["pull-request"], check: inputs.check },
      };
    };
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b; // 3\n" }, report: reports.complete("fixed the sum") } },
      ...dispatched(),
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    expect(run.outputs["pull-request-number"]).toBe(String(number));
    const log = await scenario.agentLog();
    expect(log).toHaveLength(rounds + 1);
    const prompt = log[rounds]?.promptFromStdin ?? "";
    expect(prompt).toContain(`The check "${NAME}" failed on the head of pull request #${number}`);
    expect(prompt).toContain("FAIL add.test.js > adds: expected 3, got -1");
    expect(prompt).not.toContain(TOKEN_IN_OUTPUT);

    // The same dispatch again: the run's own push moved the head, so the check run is stale.
    await headOfBranch(number);
    const stale = await scenario.run({ rounds: {}, ...dispatched() });
    expect(stale.outputs.outcome, stale.stderr.slice(-2000)).toBe("skipped");
    expect(stale.stdout).toContain("no longer the head");
    expect(await scenario.agentLog()).toHaveLength(rounds + 1);
  });
});

describe("a run from another app's failed check run in relay mode", () => {
  it("carries check-run:<id> to its next leg, which reads the check run again and names it in its round comment and the reply", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const inputs = { mode: "relay", "max-rounds": "3" };
    const env = ciFix.RALPH_WORKFLOW_ENV;
    const checkRun = addFailedCheckRun(head);
    const event = failedCheckRun(head, { id: checkRun.id });
    const leg1 = await scenario.run({
      rounds: { 1: { files: { "add.js": "// leg 1\n" }, report: reports.continue("found the sum", ["fix the sign"]) } },
      eventName: event.name,
      payload: event.payload,
      inputs,
      env,
    });
    expect(leg1.outputs.outcome, leg1.stderr.slice(-2000)).toBe("handed-off");
    const dispatch = scenario.github.dispatches[0]!;
    expect(dispatchedFields(dispatch.inputs)).toMatchObject({
      "pull-request": String(number),
      check: `check-run:${checkRun.id}`,
      "relay-round": "2",
    });

    // Leg 2 starts after leg 1 pushed: the check run's commit is no longer the head.
    const leg2 = await ciFix.runNextLeg(
      scenario,
      number,
      { 2: { files: { "add.js": "export const add = (a, b) => a + b; // 3\n" }, report: reports.complete("fixed the sign") } },
      inputs,
    );
    expect(leg2.outputs.outcome, leg2.stdout.slice(-3000) + leg2.stderr.slice(-2000)).toBe("complete");
    const log = await scenario.agentLog();
    expect(log).toHaveLength(rounds + 2);
    expect(log[rounds + 1]?.promptFromStdin ?? "").toContain("FAIL add.test.js > adds: expected 3, got -1");
    const link = `[failed check "${NAME}"](${DETAILS})`;
    const roundComments = botBodies(number).filter((text) => text.includes("<!-- ralph-bot:round "));
    expect(roundComments).toHaveLength(2);
    for (const text of roundComments) expect(text).toContain(`A run from the ${link} on the pull request's head.`);
    expect(botBodies(number).find((text) => text.includes("Ralph's run for the"))).toContain(link);
  });
});
