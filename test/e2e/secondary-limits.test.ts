/**
 * A run whose writes meet GitHub's secondary rate limits on content creation (enforced
 * by the GitHub fake, on a scaled clock) waits them out and ends as it would without them, every
 * comment posted once: a write GitHub refused was not applied, and is sent again.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { BOT, FULL_NAME, reports, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const FIXED = "export const add = (a, b) => a + b;\n";

it("completes a run whose writes hit the secondary rate limit, with each round comment, the tracking comment and the pull request once", async () => {
  // One content-creating request per 3 s: the action's own pacing (a write a second, a comment
  // every 3 s) meets the limit on most writes.
  scenario.github.setSecondaryLimits({ perMinute: 1, minuteMs: 3_000 });
  const run = await scenario.run({
    rounds: {
      1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code") },
      2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
    },
    inputs: { "verify-command": "npm test" },
    // GitHub's own pacing, which the limit here is set against.
    env: { RALPH_PACING_SCALE: "1" },
  });
  expect(run.outputs.outcome).toBe("complete");
  const refused = scenario.github.requests.filter((request) => request.status === 403);
  expect(refused.length).toBeGreaterThan(0);
  const bot = scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
  const rounds = bot
    .filter((comment) => comment.body.includes("<!-- ralph-bot:round "))
    .map((comment) => /"round":(\d+)/.exec(comment.body)?.[1]);
  expect(rounds).toEqual(["1", "2"]);
  expect(bot.filter((comment) => comment.body.includes("<!-- ralph-bot:tracking "))).toHaveLength(1);
  expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  expect(scenario.github.issueReactions(FULL_NAME, scenario.issueNumber).filter((reaction) => reaction.content === "eyes")).toHaveLength(1);
});
