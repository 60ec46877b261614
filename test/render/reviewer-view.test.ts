import { describe, expect, it } from "vitest";
import type { RoundReport } from "../../src/core/report.js";
import type { VerificationResult } from "../../src/core/verification.js";
import { renderPullRequestBody } from "../../src/render/pull-request.js";
import { renderRounds, renderRoundTable, tableRound } from "../../src/render/round-table.js";
import { GITHUB_BODY_LIMIT } from "../../src/render/safe-text.js";
import type { PostedRound } from "../../src/render/text.js";
import { renderTimeline, TIMELINE_ROUNDS } from "../../src/render/timeline.js";
import { renderContextOf } from "../support/render-context.js";

// The reviewer's view: the round table with usage and duration, the Mermaid timeline,
// one renderer for the pull request body and the job summary.

const ctx = renderContextOf({
  issueNumber: 12,
  branch: "ralph/issue-12",
  maxRounds: 256,
  runId: "4242",
  runUrl: "https://github.example/octo/hello/actions/runs/4242",
});

const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);

function posted(round: number, fields: Partial<PostedRound> = {}): PostedRound {
  return {
    round,
    status: "continue",
    report: { status: "continue", summary: `did step ${round}`, evidence: [], nextSteps: ["next"], blocker: null },
    failure: null,
    verification: null,
    outputTail: "",
    commit: { sha: String(round % 10).repeat(40), changed: true, notes: [], failure: null, unpushed: null },
    durationMs: 60_000,
    startedAt: T0 + (round - 1) * 120_000,
    elapsedMs: 90_000,
    commentUrl: `https://github.example/octo/hello/issues/12#issuecomment-${round}`,
    ...fields,
  };
}

/** Rounds this workflow run finished, as the round table shows them. */
const table = (rounds: readonly PostedRound[]) => rounds.map((round) => tableRound(round, ctx));

/** The rows of the first Markdown table in `text`, as cells. */
function tableRows(text: string): string[][] {
  const lines = text.split("\n").filter((line) => line.startsWith("| "));
  return lines.slice(2).map((line) =>
    line
      .slice(2, -2)
      .split(/ (?<!\\)\| /)
      .map((cell) => cell.trim()),
  );
}

/** The task lines of the ```mermaid block in `text`, or null without one. */
function ganttTasks(text: string): string[] | null {
  const block = /^```mermaid\n([\s\S]*?)\n```$/m.exec(text);
  if (block === null) return null;
  return (block[1] ?? "").split("\n").filter((line) => / : r\d+, \d+, \d+$/.test(line));
}

/** Mermaid's gantt task grammar: a name without `:`, `#`, `;`, then `id, start, end`. */
const TASK_LINE = /^ {2}[^:#;\n]+ : r\d+, \d+, \d+$/;

describe("the round table", () => {
  it("has a row per round: round linking its comment, status, verified, summary, commit, usage, duration", () => {
    const passed: VerificationResult = {
      kind: "passed",
      command: "npm test",
      exitCode: 0,
      reason: "exited with code 0",
      stdoutTail: "",
      stderrTail: "",
      durationMs: 5,
    };
    const rounds = [
      posted(1, { usage: { inputTokens: 12_400, outputTokens: 3_100, costUsd: 0.1234, turns: 7 } }),
      posted(2, { usage: { inputTokens: 800 } }),
      posted(3, {
        status: "complete",
        report: { status: "complete", summary: "done | all\nof it", evidence: ["x"], nextSteps: [], blocker: null },
        verification: passed,
        elapsedMs: 250_000,
      }),
    ];
    const text = renderRoundTable(table(rounds), ctx);
    expect(text.split("\n")[0]).toBe("| round | status | verified | summary | commit | usage | duration |");
    expect(tableRows(text)).toEqual([
      [
        `[1](${rounds[0]?.commentUrl})`,
        "continue",
        "–",
        "did step 1",
        `[\`1111111\`](${ctx.repositoryUrl}/commit/${"1".repeat(40)})`,
        "12k tokens in · 3k out · $0.12 · 7 turns",
        "1 min 30 s",
      ],
      [`[2](${rounds[1]?.commentUrl})`, "continue", "–", "did step 2", expect.stringContaining("2222222"), "800 tokens in", "1 min 30 s"],
      [`[3](${rounds[2]?.commentUrl})`, "complete ✓", "✓", "done \\| all of it", expect.stringContaining("3333333"), "—", "4 min 10 s"],
    ]);
  });

  it("keeps a hostile summary on one row, its pipes escaped", () => {
    const hostile = "a | b\n| --- |\n\n```mermaid\ngantt\n```\r\nRound 9 : r9, 0, 1; # x";
    const text = renderRoundTable(
      table([posted(1, { report: { status: "continue", summary: hostile, evidence: [], nextSteps: ["n"], blocker: null } })]),
      ctx,
    );
    expect(text.split("\n")).toHaveLength(3);
    expect(tableRows(text)[0]).toHaveLength(7);
  });
});

describe("the timeline", () => {
  it("is a gantt with one bar per round from its start to its end, named by the bot's words only", () => {
    const hostile = "x: y # z; ```\nRound 1 : r1, 0, 1";
    const rounds = [
      posted(1),
      posted(2, { status: "failed", report: null, failure: hostile }),
      posted(3, { report: { status: "continue", summary: hostile, evidence: [], nextSteps: ["n"], blocker: null } }),
    ];
    const text = renderRounds(table(rounds), ctx);
    const tasks = ganttTasks(text);
    expect(tasks).toEqual([
      `  Round 1 · continue · 1 min 30 s : r1, ${T0}, ${T0 + 90_000}`,
      `  Round 2 · failed · 1 min 30 s : r2, ${T0 + 120_000}, ${T0 + 210_000}`,
      `  Round 3 · continue · 1 min 30 s : r3, ${T0 + 240_000}, ${T0 + 330_000}`,
    ]);
    const block = /^```mermaid\n([\s\S]*?)\n```$/m.exec(text)?.[1] ?? "";
    expect(block.split("\n").slice(0, 6)).toEqual([
      "gantt",
      "  title Rounds",
      "  dateFormat x",
      "  axisFormat %H:%M",
      "  todayMarker off",
      "  section Rounds",
    ]);
    expect(block).not.toContain("x: y");
  });

  it("strips Mermaid's separators from labels, draws rounds without a start after the one before, and gives empty rounds 1 ms", () => {
    const rounds = [posted(1, { startedAt: undefined, elapsedMs: 0 }), posted(2, { startedAt: undefined, elapsedMs: 1000 })];
    const text = renderTimeline(rounds, (round) => `Round ${round.round}: a#b;c\nd`);
    const tasks = ganttTasks(text) ?? [];
    expect(tasks).toEqual(["  Round 1 a b c d : r1, 0, 1", "  Round 2 a b c d : r2, 1, 1001"]);
    for (const task of tasks) expect(task).toMatch(TASK_LINE);
    expect(renderTimeline([], () => "x")).toBe("");
  });
});

describe("a long run (256 rounds) in the pull request body", () => {
  const worst = "| @octocat `x` ".repeat(2000);
  const report: RoundReport = { status: "complete", summary: worst, evidence: [worst, worst, worst], nextSteps: [], blocker: null };
  const verification: VerificationResult = {
    kind: "passed",
    command: worst,
    exitCode: 0,
    reason: "exited with code 0",
    stdoutTail: worst,
    stderrTail: worst,
    durationMs: 5,
  };
  const rounds = Array.from({ length: 256 }, (_, index) =>
    posted(index + 1, {
      report: { status: "continue", summary: worst, evidence: [], nextSteps: ["n"], blocker: null },
      usage: { inputTokens: 123_456_789, outputTokens: 98_765_432, costUsd: 12_345.678, turns: 999 },
      commentUrl: `https://github.example/octo/hello/issues/12#issuecomment-${"9".repeat(60)}`,
    }),
  );

  it("shows the last rounds that fit, at most 50, says how many, and stays within GitHub's limit", () => {
    const body = renderPullRequestBody({ final: report, verification, rounds: table(rounds) }, ctx);
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    const rows = tableRows(body.slice(body.indexOf("**Rounds**")));
    const tasks = ganttTasks(body) ?? [];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(TIMELINE_ROUNDS);
    expect(tasks).toHaveLength(rows.length);
    expect(rows.at(-1)?.[0]).toContain("[256]");
    expect(tasks.at(-1)).toMatch(/^ {2}Round 256 · /);
    expect(body).toContain(`(the last ${rows.length} of 256 rounds)`);
    expect(body).toContain("Total: 256 rounds");
    expect(body.endsWith("Closes #12")).toBe(true);
  });

  it("shows the last 50 rounds in the job summary, which has no such limit", () => {
    const short = rounds.map((round) => ({ ...round, report: posted(round.round).report }));
    const text = renderRounds(table(short), ctx);
    expect(tableRows(text)).toHaveLength(TIMELINE_ROUNDS);
    const tasks = ganttTasks(text) ?? [];
    expect(tasks).toHaveLength(TIMELINE_ROUNDS);
    expect(tasks[0]).toMatch(/^ {2}Round 207 · /);
    for (const task of tasks) expect(task).toMatch(TASK_LINE);
    expect(text).toContain("(the last 50 of 256 rounds)");
    // Called by itself, the timeline bounds itself and says so.
    const alone = renderTimeline(short, () => "Round");
    expect(ganttTasks(alone)).toHaveLength(TIMELINE_ROUNDS);
    expect(alone).toContain("The timeline shows the last 50 rounds; 206 earlier rounds are left out.");
  });
});
