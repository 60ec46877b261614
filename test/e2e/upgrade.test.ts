/**
 * A run in flight survives an upgrade: what earlier releases wrote on GitHub and on the remote
 * (test/fixtures/upgrade/, recorded from their own e2e scenario) is read by this release's bundled
 * action. A relay run they handed off goes on at its next round with the recorded handoff, in the
 * same tracking comment; their ended runs read as ended.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadUpgradeFixture, type UpgradeFixture } from "../support/upgrade-fixtures.js";
import { BOT, dispatchPayload, FULL_NAME, MAINTAINER, reports, startScenario, WORKFLOW, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const exec = promisify(execFile);
const FIXED = "export const add = (a, b) => a + b;\n";
const RELAY_ENV = { GITHUB_WORKFLOW_REF: `${FULL_NAME}/.github/workflows/${WORKFLOW}@refs/heads/main` };
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const trackingComments = () => botComments().filter((comment) => comment.body.includes("<!-- ralph-bot:tracking "));
const claimsLeft = async () => (await exec("git", ["--git-dir", scenario.git.repoPath(FULL_NAME), "for-each-ref", "refs/ralph"])).stdout;

/** The workflow run the fixture's recorded dispatch queued, run as the reusable workflow runs it. */
function nextLeg(fixture: UpgradeFixture, rounds: Parameters<Scenario["run"]>[0]["rounds"]) {
  const [dispatch] = fixture.dispatches;
  if (dispatch === undefined) throw new Error("the fixture holds no dispatch");
  return scenario.run({
    rounds,
    workflowRun: dispatch.runId,
    eventName: "workflow_dispatch",
    payload: dispatchPayload(FULL_NAME, { inputs: dispatch.inputs, ref: dispatch.ref, workflow: dispatch.workflow, sender: BOT }),
    inputs: { mode: "relay", "issue-number": dispatch.inputs["issue"] ?? "", "max-rounds": dispatch.inputs["rounds"] ?? "" },
    env: RELAY_ENV,
  });
}

describe("a relay run an earlier release handed off", () => {
  it.each([
    ["a133528", "separate relay inputs, no claim"],
    ["743f214", "the carry input, its claim held"],
  ])("(%s: %s) goes on at round 2 with the recorded handoff, in the same tracking comment", async (commit) => {
    const { fixture } = await loadUpgradeFixture(scenario, `${commit}-relay-handed-off`);
    const leg = await nextLeg(fixture, { 2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } });
    expect(leg.outputs.outcome, leg.stderr.slice(-3000)).toBe("complete");
    expect(leg.outputs.rounds).toBe("2");
    expect(JSON.parse(leg.outputs.usage ?? "{}")).toMatchObject({ inputTokens: 1000, costUsd: 0.01 });
    const [round] = await scenario.agentLog();
    expect(round?.env["RALPH_ROUND"]).toBe("2");
    expect(round?.env["RALPH_RUN_ID"]).toBe(fixture.firstLeg);
    expect(round?.promptFromStdin).toContain("mapped the code");
    const tracking = trackingComments();
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toMatch(/^- \[x\] Round 1 — continue — mapped the code /m);
    expect(tracking[0]?.body).toMatch(/^- \[x\] Round 2 — complete — fixed add\(\) /m);
    expect(tracking[0]?.body).toContain("**Outcome: complete** after 2 rounds");
    const [pull] = scenario.github.pulls(FULL_NAME);
    expect(pull?.body).toMatch(/^\| \[1\]\([^)]*\) \| continue \| – \| mapped the code \|/m);
    expect(pull?.body).toMatch(/^\| \[2\]\([^)]*\) \| complete \| – \| fixed add\(\) \|/m);
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${scenario.issueNumber}`, "NOTES.md")).toBe("round 1\n");
    expect(await claimsLeft()).toBe("");
  });

  it("(743f214) that went on after an error goes on at round 4, its earlier tracking comment left as it was", async () => {
    const { fixture } = await loadUpgradeFixture(scenario, "743f214-went-on-handed-off");
    const erred = trackingComments()[0]?.body;
    const leg = await nextLeg(fixture, { 4: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } });
    expect(leg.outputs.outcome, leg.stderr.slice(-3000)).toBe("complete");
    expect((await scenario.agentLog()).map((entry) => entry.env["RALPH_ROUND"])).toEqual(["4"]);
    expect((await scenario.agentLog())[0]?.promptFromStdin).toContain("went on");
    const [first, second] = trackingComments();
    expect(first?.body).toBe(erred);
    expect(second?.body).toMatch(/^- \[x\] Round 3 — continue — went on /m);
    expect(second?.body).toMatch(/^- \[x\] Round 4 — complete — fixed add\(\) /m);
    expect(await claimsLeft()).toBe("");
  });
});

describe("a run an earlier release ended", () => {
  it("(a133528, budget-limited) is not live: a new trigger starts a run from its branch and saved handoff", async () => {
    await loadUpgradeFixture(scenario, "a133528-in-job-ended");
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph", MAINTAINER),
    });
    expect(run.outputs.outcome, run.stderr.slice(-3000)).toBe("complete");
    expect((await scenario.agentLog())[0]?.promptFromStdin).toContain("found the bug");
    const [ended, started] = trackingComments();
    expect(ended?.body).toContain("**Outcome: budget-limited** after 2 rounds");
    expect(started?.body).toContain("**Outcome: complete** after 1 round");
  });

  it("(a133528, error) goes on at round 3 with round 2's handoff when its trigger is delivered again", async () => {
    await loadUpgradeFixture(scenario, "a133528-ended-error");
    const run = await scenario.run({
      rounds: { 3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
      payload: scenario.labeledPayload(),
    });
    expect(run.outputs.outcome, run.stderr.slice(-3000)).toBe("complete");
    expect((await scenario.agentLog()).map((entry) => entry.env["RALPH_ROUND"])).toEqual(["3"]);
    expect((await scenario.agentLog())[0]?.promptFromStdin).toContain("added CI");
    const [erred] = trackingComments();
    expect(erred?.body).toContain("**Outcome: error** after 2 rounds");
    expect(erred?.body).toContain(`went on with this run's work at round 3`);
  });
});
