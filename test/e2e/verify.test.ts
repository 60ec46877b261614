import { aliveInNamespace } from "../agents/host-processes.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { slowdown } from "../support/budget.js";
import { BOT, FULL_NAME, reports, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const roundComments = () =>
  scenario.github
    .comments(FULL_NAME, scenario.issueNumber)
    .filter((comment) => comment.user === BOT && comment.body.includes("<!-- ralph-bot:round "));
const fixed = { "add.js": "export const add = (a, b) => a + b;\n" };

describe("verified completion", () => {
  it("rejects a complete that fails the verify command, feeds the failure back, and completes once it passes", async () => {
    const run = await scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "looked at it\n" }, report: reports.complete("Claimed done too early") },
        2: { files: fixed, report: reports.complete("Fixed add()") },
      },
      inputs: { "verify-command": "npm test" },
    });
    expect(run.outputs, run.stdout.slice(-3000)).toMatchObject({ outcome: "complete", rounds: "2" });
    const [first, second] = roundComments();
    expect(first?.body).toContain("the agent reported `complete`; verification failed");
    expect(first?.body).toContain("FAIL add(2, 3) = -1");
    expect(second?.body).toContain("the agent reported `complete`; verified ✓ by `npm test`");
    const log = await scenario.agentLog();
    expect(log[1]?.promptFromStdin).toContain("FAIL add(2, 3) = -1");
    const [pull] = scenario.github.pulls(FULL_NAME);
    expect(pull?.body).toContain("**Verification:** `npm test` exited with code 0 ✓");
    expect(pull?.body).toMatch(/^\| \[1\]\([^)]*\) \| complete → rejected \| ✗ \|/m);
  });

  it("fails the step before round 1 when verify-command is blank", async () => {
    const run = await scenario.run({ rounds: { 1: { report: reports.complete("never") } }, inputs: { "verify-command": "   " } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error::input 'verify-command' must not be blank/);
    expect(await scenario.agentLog()).toEqual([]);
    expect(scenario.github.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("ends round-failed when the verify command cannot run at all", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: fixed, report: reports.complete("Fixed") } },
      inputs: { "verify-command": "no-such-tool --check" },
    });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    expect(scenario.commentBodies().at(-1)).toMatch(/Ralph stopped: round 1 failed.*127: the command was not found/);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
  });
});

describe("lessons, progress and budgets", () => {
  it("ends blocked with no progress after three unchanged rounds, before max-rounds", async () => {
    const run = await scenario.run({ rounds: {}, default: { report: reports.continue("thinking", ["try again"]) } });
    expect(run.outputs).toMatchObject({ outcome: "blocked", rounds: "3" });
    expect(scenario.commentBodies().at(-1)).toContain("Ralph stopped: no progress");
  });

  it("carries a lesson into every later prompt and bounds lessons to 50", async () => {
    const many = Array.from({ length: 60 }, (_, i) => `lesson number ${i}`);
    const run = await scenario.run({
      rounds: {
        1: { files: { "a.txt": "1" }, report: { ...reports.continue("round one"), lessons: ["npm ci needs the lock file"] } },
        2: { files: { "a.txt": "2" }, report: { ...reports.continue("round two"), lessons: many } },
        3: { files: fixed, report: reports.complete("done") },
      },
    });
    expect(run.outputs.outcome).toBe("complete");
    const [, second, third] = await scenario.agentLog();
    expect(second?.promptFromStdin).toContain("- npm ci needs the lock file");
    const lessonLines = (third?.promptFromStdin ?? "").split("\n").filter((line) => /^- (npm ci needs|lesson number)/.test(line));
    expect(lessonLines).toHaveLength(50);
    expect(lessonLines.at(-1)).toBe("- lesson number 59");
    expect(third?.promptFromStdin).toMatch(/11 older lessons? (were|was) dropped/);
  });

  it("ends timed-out when run-timeout-minutes passes mid-round, with the agent gone and the branch pushed", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: { "half.txt": "half done\n" }, spawnSleeper: true, sleepMs: 60_000, report: reports.complete("never") } },
      // The run's clock starts with the action (by design), so its start-up (re-exec, clone, sandbox)
      // counts: 6 s on a quiet machine, scaled with the load so round 1 still starts before it runs out.
      inputs: { "run-timeout-minutes": (0.1 * Math.ceil(slowdown())).toFixed(1) },
    });
    expect(run.outputs).toMatchObject({ outcome: "timed-out", rounds: "1" });
    const [entry] = await scenario.agentLog();
    for (const start of [entry?.startTime, entry?.sleeperStartTime])
      expect(aliveInNamespace(entry?.pidNamespace ?? "", start ?? 0)).toBe(false);
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${scenario.issueNumber}`, "half.txt")).toBe("half done\n");
    expect(scenario.commentBodies().at(-1)).toContain("Ralph stopped: timed out");
  });

  it("writes one JSON line per event to the events-file output", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: fixed, report: reports.complete("Fixed") } },
      inputs: { "verify-command": "npm test" },
    });
    const { readFile } = await import("node:fs/promises");
    const events = (await readFile(run.outputs["events-file"] ?? "", "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.map((event) => event.type)).toEqual(["run-start", "round-start", "report", "verify", "round-end", "run-end"]);
  });
});

describe("a resumed run", () => {
  it("keeps the lessons of the issue's earlier run and resumes its branch", async () => {
    const first = await scenario.run({
      rounds: {
        1: {
          files: { "a.txt": "1" },
          report: { ...reports.blocked("Need a decision", "Which rounding?"), lessons: ["the CI uses Node 20"] },
        },
      },
    });
    expect(first.outputs.outcome).toBe("blocked");
    const second = await scenario.run({
      rounds: { 1: { files: fixed, report: reports.complete("Fixed after the answer") } },
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph\nRound half up."),
    });
    expect(second.outputs.outcome, second.stdout.slice(-2000)).toBe("complete");
    const [, resumed] = await scenario.agentLog();
    expect(resumed?.promptFromStdin).toContain("- the CI uses Node 20");
    expect(resumed?.promptFromStdin).toContain("Round half up.");
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${scenario.issueNumber}`, "a.txt")).toBe("1");
  });
});
