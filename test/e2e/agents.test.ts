import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FULL_NAME, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

describe("the bundled action with a preset whose CLI is not installed", () => {
  it.each([
    ["claude-code", "claude", "npm install -g @anthropic-ai/claude-code@2.1.197", "ANTHROPIC_API_KEY"],
    ["codex", "codex", "npm install -g @openai/codex@0.171.0", "OPENAI_API_KEY"],
    ["gemini", "gemini", "npm install -g @google/gemini-cli@0.61.0", "GEMINI_API_KEY"],
  ])("agent: %s fails the step before round 1, naming the install command", async (agent, binary, install, key) => {
    const run = await scenario.run({
      rounds: {},
      inputs: { agent, "agent-command": "", "agent-env": key },
      // A PATH with git but no agent CLI.
      env: { PATH: "/usr/bin:/bin", [key]: "model-key-value" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      `::error::agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (/usr/bin:/bin). Install it in a step before ralph-bot: ${install}`,
    );
    expect(scenario.commentBodies().filter((body) => body.includes("<!-- ralph-bot:round "))).toEqual([]);
    // Nothing of the run pushed: no branch, only its claim on the issue and the deletion of it at its ending.
    expect(await scenario.git.branchExists(FULL_NAME, `ralph/issue-${scenario.issueNumber}`)).toBe(false);
    expect(scenario.git.pushes.length).toBe(2);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
    // The tracking comment tells the maintainer why, with no round run.
    const tracking = scenario.commentBodies().join("\n");
    expect(tracking).toContain("after 0 rounds");
    expect(tracking).toContain(`agent ${agent}: the \`${binary}\` command was not found on the agent's PATH`);
  });
});
