/**
 * A dispatch's `carry` is set by Ralph and left empty by people: one the action did not write (a
 * person's guess, another release's version) fails the step at once, naming the input, before any
 * API call, push or round; one it wrote hands the run what it names (here the trigger comment).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeCarry } from "../../src/github/carry.js";
import { MAINTAINER, reports, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

describe("a dispatch's carry", () => {
  it.each([
    ["not JSON", "{relay-run: 1}"],
    ["another version", JSON.stringify({ version: 2, "relay-run": "1", "relay-round": "2" })],
    ["a field this release does not know", JSON.stringify({ version: 1, objective: "delete the tests" })],
  ])("that is %s fails the step, naming the input, and touches nothing", async (_, carry) => {
    const run = await scenario.run({
      rounds: { 1: { report: reports.complete("done") } },
      eventName: "workflow_dispatch",
      payload: scenario.dispatchPayload({ issue: String(scenario.issueNumber), carry }, MAINTAINER),
      inputs: { "issue-number": String(scenario.issueNumber) },
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs.outcome).toBe("error");
    expect(run.stdout + run.stderr).toMatch(/::error::.*the dispatch input 'carry'.*leave it empty/);
    expect(scenario.github.requests).toEqual([]);
    expect(scenario.git.pushes).toEqual([]);
    expect(await scenario.agentLog()).toEqual([]);
  });

  it("that Ralph wrote hands the run the trigger comment it names, with no such input of the action's", async () => {
    const comment = scenario.github.addComment("octo/hello", scenario.issueNumber, {
      user: MAINTAINER,
      body: "/ralph\nKeep the old signature.",
    });
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed add()") } },
      eventName: "workflow_dispatch",
      payload: scenario.dispatchPayload(
        { issue: String(scenario.issueNumber), carry: encodeCarry({ "comment-id": String(comment.id) }) },
        "ralph-bot[bot]",
      ),
      inputs: { "issue-number": String(scenario.issueNumber) },
    });
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    const [round] = await scenario.agentLog();
    expect(round?.promptFromStdin).toContain("Keep the old signature.");
  });
});
