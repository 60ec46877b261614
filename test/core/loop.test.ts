import { describe, expect, it } from "vitest";
import { runRounds, type RunSettings } from "../../src/core/loop.js";
import type { AgentPort, AgentRoundRequest, AgentRoundResult, RoundRecord } from "../../src/core/ports.js";

const settings: RunSettings = {
  objective: "Fix #42: parser drops comments",
  maxRounds: 10,
  maxHandoffChars: 16384,
  reportFile: (round) => `/tmp/r/round-${round}/report.json`,
};

const report = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    status,
    summary: `did ${status}`,
    evidence: status === "complete" ? ["tests pass"] : [],
    nextSteps: status === "continue" ? ["keep going"] : [],
    blocker: status === "blocked" ? "need an answer" : null,
    ...extra,
  });

const exited = (reportText: string | null, exitCode = 0): AgentRoundResult => ({
  kind: "exited",
  exitCode,
  signal: null,
  reportText,
  outputTail: "tail",
  durationMs: 5,
});

/** Runs the loop with an agent that answers each round from a list, and records what the ports saw. */
async function run(results: AgentRoundResult[], overrides: Partial<RunSettings> = {}, controller = new AbortController()) {
  const prompts: string[] = [];
  const saved: string[] = [];
  const reported: RoundRecord[] = [];
  const agent: AgentPort = {
    async runRound(request: AgentRoundRequest) {
      prompts.push(request.prompt);
      const result = results[request.round - 1];
      if (!result) throw new Error(`no scripted result for round ${request.round}`);
      return result;
    },
  };
  const result = await runRounds(
    { ...settings, ...overrides },
    {
      agent,
      workspace: {
        saveRound: async (round, message) => {
          saved.push(message);
          return { sha: `sha${round}`, changed: true };
        },
      },
      reporter: {
        roundFinished: async (record) => {
          reported.push(record);
        },
      },
      signal: controller.signal,
    },
  );
  return { result, prompts, saved, reported };
}

describe("runRounds", () => {
  it("runs until the agent reports complete, saving each round before reporting it", async () => {
    const { result, saved, reported } = await run([exited(report("continue")), exited(report("complete"))]);
    expect(result.outcome).toBe("complete");
    expect(reported.map((r) => [r.round, r.status, r.commit.sha])).toEqual([
      [1, "continue", "sha1"],
      [2, "complete", "sha2"],
    ]);
    expect(saved).toEqual(["Round 1: did continue", "Round 2: did complete"]);
  });

  it("hands only the previous round's report to the next prompt", async () => {
    const results = [1, 2, 3].map((n) => exited(report("continue", { summary: `summary of round ${n}` })));
    const { prompts } = await run([...results, exited(report("complete"))]);
    expect(prompts[0]).toContain("None: this is the first report of the run.");
    expect(prompts[1]).toContain("summary of round 1");
    expect(prompts[2]).toContain("summary of round 2");
    expect(prompts[2]).not.toContain("summary of round 1");
    expect(prompts[1]).toContain("round 2 of at most 10");
  });

  it("ends blocked on a blocked report", async () => {
    const { result } = await run([exited(report("blocked"))]);
    expect(result).toMatchObject({ outcome: "blocked", handoff: { blocker: "need an answer" } });
  });

  it("ends budget-limited when the last permitted round says continue", async () => {
    const { result, reported } = await run(
      [1, 2, 3].map(() => exited(report("continue"))),
      { maxRounds: 3 },
    );
    expect(result.outcome).toBe("budget-limited");
    expect(reported).toHaveLength(3);
  });

  it.each([
    ["a crash", exited(null, 3), /exited with code 3/],
    ["no report", exited(null), /without writing a report/],
    ["invalid JSON", exited("{"), /not valid JSON/],
    ["a semantically invalid report", exited(report("complete", { nextSteps: ["more"] })), /no next steps/],
    ["an oversized report", exited(report("continue", { summary: "x".repeat(20000) })), /over the 16384-character bound/],
    ["a timeout", { kind: "timed-out", timeoutMs: 90000, outputTail: "", durationMs: 90000 } as const, /within 1.50 min/],
  ])("fails the run on %s, keeping the last good handoff", async (_name, failing, reason) => {
    const { result, saved, reported } = await run([exited(report("continue", { summary: "good round" })), failing]);
    expect(result).toMatchObject({ outcome: "round-failed", failedRound: 2, handoff: { summary: "good round" } });
    if (result.outcome === "round-failed") expect(result.reason).toMatch(reason);
    expect(reported[1]).toMatchObject({ round: 2, status: "failed", report: null });
    expect(saved[1]).toMatch(/^Round 2 failed: /);
  });

  it("never hands an oversized report on", async () => {
    const big = "x".repeat(20000);
    const { prompts } = await run([exited(report("continue", { summary: big })), exited(report("complete"))]);
    expect(prompts).toHaveLength(1);
  });

  it("ends cancelled when the run is aborted, after saving the round in progress", async () => {
    const controller = new AbortController();
    const cancelled: AgentRoundResult = { kind: "cancelled", outputTail: "", durationMs: 1 };
    const { result, saved } = await run([exited(report("continue")), cancelled], {}, controller);
    expect(result.outcome).toBe("cancelled");
    expect(saved).toHaveLength(2);
  });

  it("carries reported lessons into later prompts, without repeats", async () => {
    const { prompts } = await run([
      exited(report("continue", { lessons: ["use pnpm, not npm"] })),
      exited(report("continue", { lessons: ["use pnpm, not npm"] })),
      exited(report("complete")),
    ]);
    expect(prompts[1]).toContain("- use pnpm, not npm");
    expect(prompts[2]?.match(/^- use pnpm, not npm$/gm)).toHaveLength(1);
  });
});
