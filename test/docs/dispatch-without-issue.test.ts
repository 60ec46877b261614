/**
 * What the README and action.yml say of a dispatch without an issue: every run works on an
 * issue, so a dispatch with only `objective` fails the step at once, naming `issue-number`,
 * before any API call, any push or any agent round.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dispatchPayload, FULL_NAME, reports, repositoryDispatchPayload, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

describe("a dispatch without an issue", () => {
  it.each([
    ["workflow_dispatch", dispatchPayload(FULL_NAME, { inputs: {}, sender: "maint" })],
    ["repository_dispatch", repositoryDispatchPayload(FULL_NAME, { action: "ralph", clientPayload: {}, sender: "maint" })],
  ])("%s with only `objective` fails the step, naming issue-number, and touches nothing", async (eventName, payload) => {
    const run = await scenario.run({
      rounds: { 1: { report: reports.complete("done") } },
      eventName,
      payload,
      inputs: { objective: "Make the tests pass." },
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs.outcome).toBe("error");
    expect(run.stdout + run.stderr).toMatch(/::error::.*needs an issue.*issue-number/);
    expect(scenario.github.requests).toEqual([]);
    expect(scenario.git.pushes).toEqual([]);
    expect(await scenario.agentLog()).toEqual([]);
  });
});
