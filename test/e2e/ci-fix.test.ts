/**
 * Runs from the Ralph pull request's failed checks, on the bundled action against the
 * fakes: a workflow run that failed on the pull request's head starts one run there with the failed
 * step and the log's tail in the prompt; `ci-fix-runs` caps the runs in a row with one comment; a
 * stale head, a fork's commit, a cancelled run or the Ralph workflow's own run start nothing; a
 * person's push in between is kept, and only a check on the new head counts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as ciFix from "../support/ci-fix.js";
import { TOKEN_IN_LOG } from "../support/ci-fix.js";
import type { WorkflowRunSpec } from "../support/check-payloads.js";
import { BOT, FULL_NAME, MAINTAINER, reports, startScenario, type Scenario } from "../support/scenario.js";
import { dispatchedFields } from "../support/workflows.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
  scenario.github.addWorkflow(FULL_NAME, "ci.yml", "name: CI\non: push\n");
});
afterEach(async () => {
  await scenario.close();
});

const BRANCH = () => ciFix.ralphBranch(scenario);
const botBodies = (number: number) => ciFix.botBodies(scenario, number);
const headOfBranch = (number: number) => ciFix.headOfBranch(scenario, number);
const openRalphPullRequest = () => ciFix.openRalphPullRequest(scenario);
const failedCi = (headSha: string, overrides: Partial<WorkflowRunSpec> = {}) => ciFix.failedCi(scenario, headSha, overrides);

describe("a failed check on the Ralph pull request's head", () => {
  it("starts exactly one run on the pull request with the failed step and the log's tail in the prompt, named in the round table and the reply", async () => {
    const { number, head } = await openRalphPullRequest();
    const roundsBefore = (await scenario.agentLog()).length;
    const payload = failedCi(head);
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b; // styled\n" }, report: reports.complete("fixed the lint") } },
      eventName: "workflow_run",
      payload,
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    expect(run.outputs["pull-request-number"]).toBe(String(number));
    const log = await scenario.agentLog();
    expect(log).toHaveLength(roundsBefore + 1);
    const prompt = log[roundsBefore]?.promptFromStdin ?? "";
    expect(prompt).toContain(`The workflow "CI" failed on the head of pull request #${number}`);
    expect(prompt).toContain("Failed job: test\nFailed step: Run npm test");
    expect(prompt).toContain("FAIL lint: add.js has no semicolon-free style");
    expect(prompt).not.toContain("2026-12-03T12:00:01");
    expect(prompt).not.toContain(TOKEN_IN_LOG);
    expect(prompt).not.toContain("@octo-team");
    // The pull request's round table and the reply name the check.
    const body = scenario.github.pulls(FULL_NAME)[0]?.body ?? "";
    const rows = body.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| round") && !line.startsWith("| ---"));
    expect(rows[1]).toContain('failed check "CI"');
    expect(rows[2]).toContain("fixed the lint");
    const reply = botBodies(number).find((text) => text.includes("Ralph's run for the"));
    expect(reply).toContain('[failed check "CI"](https://github.com/');
    // So do the run's round comment and its tracking comment, wherever the run posts them.
    const comments = [...botBodies(scenario.issueNumber), ...botBodies(number)];
    const roundComment = comments.find((text) => text.includes("**Round 1 of") && text.includes("fixed the lint"));
    expect(roundComment).toMatch(/A run from the \[failed check "CI"\]\(https:\/\/github\.com\/[^)]*\) on the pull request's head\./);
    const tracking = comments.filter((text) => text.includes("**Ralph run**")).at(-1);
    expect(tracking).toMatch(/ · from the \[failed check "CI"\]\(https:\/\/github\.com\//);
    // A second delivery of the same completion starts nothing.
    await headOfBranch(number);
    const again = await scenario.run({ rounds: {}, eventName: "workflow_run", payload });
    expect(again.outputs.outcome).toBe("skipped");
    expect(await scenario.agentLog()).toHaveLength(roundsBefore + 1);
  });

  it("the cap holds: at ci-fix-runs runs in a row one comment says so, and no more start", async () => {
    const { number, head } = await openRalphPullRequest();
    const inputs = { "ci-fix-runs": "1" };
    const first = await scenario.run({
      rounds: { 1: { files: { "add.js": "// try 1\n" }, report: reports.complete("tried once") } },
      eventName: "workflow_run",
      payload: failedCi(head),
      inputs,
    });
    expect(first.outputs.outcome, first.stderr.slice(-2000)).toBe("complete");
    const rounds = (await scenario.agentLog()).length;
    const newHead = await headOfBranch(number);
    expect(newHead).not.toBe(head);
    for (let attempt = 0; attempt < 2; attempt++) {
      const capped = await scenario.run({ rounds: {}, eventName: "workflow_run", payload: failedCi(newHead), inputs });
      expect(capped.outputs.outcome, capped.stderr.slice(-2000)).toBe("skipped");
    }
    expect(await scenario.agentLog()).toHaveLength(rounds);
    const caps = botBodies(number).filter((text) => text.includes("ci-fix-runs: 1"));
    expect(caps).toHaveLength(1);
    expect(caps[0]).toContain("comment `/ralph` to ask for another run");
  });

  it("a stale head, a fork's commit, a cancelled run, the Ralph workflow's own run, or another branch start nothing", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const commentsBefore = scenario.github.comments(FULL_NAME, number).length;
    const payloads = [
      failedCi("f".repeat(40)),
      failedCi(head, { headRepository: "mallory/hello" }),
      failedCi(head, { conclusion: "cancelled" }),
      failedCi(head, { path: ".github/workflows/ralph.yml", name: "Ralph" }),
      failedCi(head, { headBranch: "main" }),
    ];
    for (const payload of payloads) {
      const run = await scenario.run({
        rounds: {},
        eventName: "workflow_run",
        payload,
        env: { GITHUB_WORKFLOW_REF: `${FULL_NAME}/.github/workflows/ralph.yml@refs/heads/main` },
      });
      expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("skipped");
    }
    expect(await scenario.agentLog()).toHaveLength(rounds);
    expect(scenario.github.comments(FULL_NAME, number)).toHaveLength(commentsBefore);
  });

  it("a person's push in between is respected: the check on the old head starts nothing; one on the person's commit runs on top of it", async () => {
    const { number, head } = await openRalphPullRequest();
    const person = await scenario.git.pushAs(
      FULL_NAME,
      BRANCH(),
      { "NOTES.md": "my own fix attempt\n" },
      { name: MAINTAINER, email: "m@example.com" },
    );
    scenario.github.setPullHeadSha(FULL_NAME, number, person);
    const rounds = (await scenario.agentLog()).length;
    const stale = await scenario.run({ rounds: {}, eventName: "workflow_run", payload: failedCi(head) });
    expect(stale.outputs.outcome).toBe("skipped");
    expect(await scenario.agentLog()).toHaveLength(rounds);
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b; // fixed\n" }, report: reports.complete("fixed on top") } },
      eventName: "workflow_run",
      payload: failedCi(person),
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    expect(await scenario.git.readFile(FULL_NAME, BRANCH(), "NOTES.md")).toBe("my own fix attempt\n");
    const shas = (await scenario.git.log(FULL_NAME, BRANCH())).map((commit) => commit.sha);
    expect(shas.slice(1)).toContain(person);
  });

  it("dispatched by the App (pull-request and check inputs): reads the workflow run again and starts the run with the log's tail; a stale head or a re-run starts nothing", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const id = Number((failedCi(head)["workflow_run"] as { id: number }).id);
    const dispatched = (check: string) => {
      const inputs = { issue: String(scenario.issueNumber), "pull-request": String(number), check };
      return {
        eventName: "workflow_dispatch",
        payload: scenario.dispatchPayload(inputs, BOT),
        inputs: { "issue-number": inputs.issue, "pull-request": inputs["pull-request"], check },
      };
    };
    const rerun = await scenario.run({ rounds: {}, ...dispatched(`workflow-run:${id}:2`) });
    expect(rerun.outputs.outcome, rerun.stderr.slice(-2000)).toBe("skipped");
    expect(await scenario.agentLog()).toHaveLength(rounds);

    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b; // styled\n" }, report: reports.complete("fixed the lint") } },
      ...dispatched(`workflow-run:${id}:1`),
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    expect(run.outputs["pull-request-number"]).toBe(String(number));
    const log = await scenario.agentLog();
    expect(log).toHaveLength(rounds + 1);
    const prompt = log[rounds]?.promptFromStdin ?? "";
    expect(prompt).toContain(`The workflow "CI" failed on the head of pull request #${number}`);
    expect(prompt).toContain("Failed job: test\nFailed step: Run npm test");
    expect(prompt).toContain("FAIL lint: add.js has no semicolon-free style");
    expect(prompt).not.toContain(TOKEN_IN_LOG);

    // The same dispatch again: the run's own push moved the head, so the check is stale.
    await headOfBranch(number);
    const stale = await scenario.run({ rounds: {}, ...dispatched(`workflow-run:${id}:1`) });
    expect(stale.outputs.outcome, stale.stderr.slice(-2000)).toBe("skipped");
    expect(stale.stdout).toContain("no longer the head");
    expect(await scenario.agentLog()).toHaveLength(rounds + 1);
  });
});

describe("a run from a failed check in relay mode", () => {
  it("carries the check to its next leg: every round comment, the tracking headline, the round table and the reply name it, and the run counts once toward ci-fix-runs", async () => {
    const { number, head } = await openRalphPullRequest();
    const rounds = (await scenario.agentLog()).length;
    const env = ciFix.RALPH_WORKFLOW_ENV;
    // At 2 runs in a row, a leg counted as a run of its own would cap the next failed check.
    const inputs = { mode: "relay", "max-rounds": "3", "ci-fix-runs": "2" };
    const payload = failedCi(head);
    const id = Number((payload["workflow_run"] as { id: number }).id);
    const leg1 = await scenario.run({
      rounds: { 1: { files: { "add.js": "// leg 1\n" }, report: reports.continue("looked at the lint", ["fix the style"]) } },
      eventName: "workflow_run",
      payload,
      inputs,
      env,
    });
    expect(leg1.outputs.outcome, leg1.stderr.slice(-2000)).toBe("handed-off");
    const dispatch = scenario.github.dispatches[0]!;
    expect(dispatchedFields(dispatch.inputs)).toMatchObject({
      "pull-request": String(number),
      check: `workflow-run:${id}:1`,
      "relay-round": "2",
    });

    // The next leg starts after leg 1 pushed: the check's commit is no longer the head, and the run is one from a failed check already.
    const leg2 = await ciFix.runNextLeg(
      scenario,
      number,
      { 2: { files: { "add.js": "export const add = (a, b) => a + b; // styled\n" }, report: reports.complete("fixed the lint") } },
      inputs,
    );
    expect(leg2.outputs.outcome, leg2.stderr.slice(-2000)).toBe("complete");
    const log = await scenario.agentLog();
    expect(log).toHaveLength(rounds + 2);
    const prompt = log[rounds + 1]?.promptFromStdin ?? "";
    expect(prompt).toContain(`The workflow "CI" failed on the head of pull request #${number}`);
    expect(prompt).toContain("FAIL lint: add.js has no semicolon-free style");

    // The check's page, as the event (leg 1) and the API (leg 2) give it.
    const named = new RegExp(`\\[failed check "CI"\\]\\([^)]*/actions/runs/${id}\\)`);
    const onPull = botBodies(number);
    const roundComments = onPull.filter((text) => text.includes("<!-- ralph-bot:round "));
    expect(roundComments).toHaveLength(2);
    for (const text of roundComments) expect(text).toMatch(new RegExp(`A run from the ${named.source} on the pull request's head\\.`));
    const tracking = onPull.filter((text) => text.includes("<!-- ralph-bot:tracking "));
    expect(tracking.at(-1)).toMatch(new RegExp(` · from the ${named.source}`));
    const body = scenario.github.pulls(FULL_NAME)[0]?.body ?? "";
    const rows = body.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| round") && !line.startsWith("| ---"));
    expect(rows[1]).toMatch(named);
    expect(rows.slice(2)).toHaveLength(2);
    expect(rows[2]).toContain("looked at the lint");
    expect(rows[3]).toContain("fixed the lint");
    const reply = onPull.find((text) => text.includes("Ralph's run for the"));
    expect(reply).toMatch(named);

    // One run from a failed check so far, not two: a failed check on the new head starts the second.
    const next = await scenario.run({
      rounds: { 1: { files: { "add.js": "// again\n" }, report: reports.complete("fixed again") } },
      eventName: "workflow_run",
      payload: failedCi(await headOfBranch(number)),
      inputs: { ...inputs, mode: "in-job" },
      env,
    });
    expect(next.outputs.outcome, next.stderr.slice(-2000)).toBe("complete");
  });
});
