import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FULL_NAME, reports, startScenario, type Scenario, type ScriptedStep } from "../support/scenario.js";

// The reviewer's view — done when a 5-round run's pull request body has the table (usage,
// duration) and the timeline, and each round's commit on the remote carries the trailers.

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

/** The trailers of a commit message as git reads them. */
function trailersOf(message: string): string[] {
  const result = spawnSync("git", ["interpret-trailers", "--parse"], { input: message, encoding: "utf8" });
  return result.stdout.split("\n").filter((line) => line !== "");
}

describe("the reviewer's view of a 5-round run", () => {
  it("shows usage, duration and a timeline in the pull request and the job summary, and trailers on every round commit", async () => {
    const rounds: Record<number, ScriptedStep> = {};
    for (let n = 1; n <= 4; n++) {
      rounds[n] = {
        files: { [`step-${n}.txt`]: `step ${n}\n` },
        report: reports.continue(`Step ${n} | done: see #${n}; next`, [`step ${n + 1}`]),
        usage: { inputTokens: n * 10_000, outputTokens: n * 1_000, costUsd: n / 10 },
      };
    }
    // The agent commits round 5's work itself: the bot's commit on top still names the round.
    rounds[5] = {
      files: { "add.js": "export const add = (a, b) => a + b;\n" },
      run: ["git add -A", "git -c user.name=Agent -c user.email=agent@example.com commit -q -m 'agent: fix add'"],
      report: reports.complete("Fixed add()", ["npm test: ok"]),
    };
    const run = await scenario.run({ rounds, inputs: { "max-rounds": "5" } });
    expect(run.outputs.outcome, run.stderr + run.stdout).toBe("complete");
    const n = scenario.issueNumber;
    const runUrl = `${scenario.github.serverUrl}/${FULL_NAME}/actions/runs/${run.runId}`;

    const [pull] = scenario.github.pulls(FULL_NAME);
    const body = pull?.body ?? "";
    const section = body.slice(body.indexOf("**Rounds**"));
    const lines = section.split("\n");
    const header = lines.indexOf("| round | status | verified | summary | commit | usage | duration |");
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 2, header + 7);
    expect(lines[header + 7]).toBe("");
    const roundComments = scenario.github.comments(FULL_NAME, n).filter((comment) => comment.body.includes("<!-- ralph-bot:round "));
    expect(roundComments).toHaveLength(5);
    rows.forEach((row, index) => {
      const cells = row.slice(2, -2).split(/ (?<!\\)\| /);
      expect(cells).toHaveLength(7);
      expect(cells[0]).toMatch(new RegExp(`^\\[${index + 1}\\]\\(.*#issuecomment-${roundComments[index]?.id}\\)$`));
      expect(cells[4]).toMatch(/^\[`[0-9a-f]{7}`\]\(.*\/commit\/[0-9a-f]{40}\)$/);
      expect(cells[5]).toBe(index < 4 ? `${(index + 1) * 10}k tokens in · ${index + 1}k out · $0.${index + 1}0` : "—");
      expect(cells[6]).toMatch(/^\d+ s$|^\d+ min( \d+ s)?$/);
    });
    expect(rows[0]).toContain("| Step 1 \\| done: see #1; next |");
    expect(rows[4]).toMatch(/^\| \[5\]\([^)]*\) \| complete \| – \| Fixed add\(\) \|/);
    expect(section).toContain("Total: 5 rounds · ");
    expect(section).toContain("100k tokens in · 10k out · $1.00");

    const mermaid = /^```mermaid\n([\s\S]*?)\n```$/m.exec(section)?.[1] ?? "";
    expect(mermaid.startsWith("gantt\n")).toBe(true);
    const bars = mermaid.split("\n").filter((line) => / : r\d+, \d+, \d+$/.test(line));
    expect(bars.map((bar) => /^ {2}(Round \d) · (\w+)/.exec(bar)?.slice(1, 3))).toEqual([
      ["Round 1", "continue"],
      ["Round 2", "continue"],
      ["Round 3", "continue"],
      ["Round 4", "continue"],
      ["Round 5", "complete"],
    ]);
    expect(body.endsWith(`Closes #${n}`)).toBe(true);

    // The job summary shows the same rounds: table, totals and timeline.
    const shown = section.slice(0, section.indexOf(`\n\nCloses #${n}`));
    expect(run.summary).toContain(shown);

    // Every round's commit on the remote carries the trailers, which git parses.
    const messages = (await scenario.git.messages(FULL_NAME, `ralph/issue-${n}`)).filter((message) => message.startsWith("Round "));
    expect(messages).toHaveLength(5);
    expect(messages.map(trailersOf).reverse()).toEqual([1, 2, 3, 4, 5].map((round) => [`Ralph-Run: ${runUrl}`, `Ralph-Round: ${round}/5`]));
    const log = await scenario.git.log(FULL_NAME, `ralph/issue-${n}`);
    expect(log.slice(0, 2).map((commit) => commit.subject)).toEqual(["Round 5: Fixed add()", "agent: fix add"]);
  });
});
