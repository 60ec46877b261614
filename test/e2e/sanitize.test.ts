import { readFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FULL_NAME, reports, startScenario, TOKEN, type Scenario } from "../support/scenario.js";

/** An `agent-env` secret the agent holds (and so may echo). */
const MODEL_KEY = "model-key-value-e2e-0042";

/**
 * Terminal and control characters, raw or as the JSON escapes a reader would turn back into
 * them (`\u001b`), that no text the bot writes may hold.
 */
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f]|\\u00[01][0-9a-f]|\\u007f|\\u009[0-9a-f]/i;

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario({ title: `\x1b[1madd()\x1b[0m returns the wrong sum ${TOKEN}` });
});
afterEach(async () => {
  await scenario.close();
});

describe("one sanitizer for every text the bot writes", () => {
  it("keeps ANSI colours, controls, NUL, the token and agent-env values of a report out of comments, the pull request, commits, the summary, outputs and the event log", async () => {
    const run = await scenario.run({
      rounds: {
        1: {
          files: { "NOTES.md": "add() subtracts\n" },
          report: reports.continue(
            `\x1b[33mFound\x1b[0m the bug\u0007 in add()\u0000 while ${TOKEN} and ${MODEL_KEY} were in view, cc @octocat`,
            [`\x1b]8;;https://evil.example\x1b\\fix\x1b]8;;\x1b\\ add()\u0000`],
          ),
        },
        2: {
          files: { "add.js": "export const add = (a, b) => a + b;\n" },
          report: reports.complete(`\x1b[1;32mFixed add()\x1b[0m\u0000 — ${TOKEN}`, [
            `\x1b[32m✓\x1b[0m npm test passed\u0007 ${MODEL_KEY}`,
          ]),
        },
      },
      inputs: { "agent-env": "MODEL_API_KEY" },
      env: { MODEL_API_KEY: MODEL_KEY },
    });
    expect(run.outputs.outcome, run.stderr + run.stdout).toBe("complete");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    const comments = scenario.commentBodies();
    const [pull] = scenario.github.pulls(FULL_NAME);
    if (pull === undefined) throw new Error("no pull request was opened");
    const messages = await scenario.git.messages(FULL_NAME, branch);
    const events = await readFile(run.outputs["events-file"] ?? "", "utf8");
    const written: Array<[string, string]> = [
      ...comments.map((body, i): [string, string] => [`comment ${i + 1}`, body]),
      ["pull request title", pull.title],
      ["pull request body", pull.body ?? ""],
      ...messages.map((message, i): [string, string] => [`commit message ${i + 1}`, message]),
      ["job summary", run.summary],
      ["report output", run.outputs.report ?? ""],
      ["event log", events],
    ];
    for (const [where, text] of written) {
      expect(text, where).not.toMatch(UNSAFE);
      expect(text, where).not.toContain(TOKEN);
      expect(text, where).not.toContain(MODEL_KEY);
      expect(text, where).not.toContain("evil.example");
    }

    // Still readable: the agent's words are there, only what was unsafe is gone.
    const shown = comments.join("\n").replace(/\u200b/g, "");
    expect(shown).toContain("Found the bug in add() while [redacted] and [redacted] were in view, cc @octocat");
    expect(comments.join("\n")).not.toMatch(/cc @octocat/);
    expect(pull.title).toBe(`Ralph: add() returns the wrong sum [redacted] (#${scenario.issueNumber})`);
    expect(pull.body).toContain("Fixed add() — [redacted]");
    expect(pull.body).toContain("✓ npm test passed [redacted]");
    expect(messages[0]).toMatch(/^Round 2: Fixed add\(\) — \[redacted\]\n\nRalph-Run: \S+\/actions\/runs\/\d+\nRalph-Round: 2\/\d+$/);
    const [subject, blank, body] = (messages[1] ?? "").split("\n");
    expect([subject?.startsWith("Round 1: Found the bug in add() while [redacted]"), subject?.endsWith("…"), blank]).toEqual([
      true,
      true,
      "",
    ]);
    expect(body).toBe("Round 1: Found the bug in add() while [redacted] and [redacted] were in view, cc @octocat");
    expect(run.summary).toMatch(/^\| \[2\]\([^)]*\) \| complete \| – \| Fixed add\(\) — \[redacted\] \|/m);
    expect(JSON.parse(run.outputs.report ?? "")).toEqual({
      status: "complete",
      summary: "Fixed add() — [redacted]",
      evidence: ["✓ npm test passed [redacted]"],
      nextSteps: [],
      blocker: null,
    });
  });
});
