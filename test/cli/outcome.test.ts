/** How a local run's ending reads on the command line, and its exit code. */
import { describe, expect, it } from "vitest";
import { describeEnding, EXIT_CODES } from "../../src/cli/outcome.js";
import type { RunResult } from "../../src/core/loop.js";
import type { RoundRecord } from "../../src/core/ports.js";
import { EMPTY_RUN_STATE } from "../../src/core/state.js";

const SHA = "0123456789abcdef0123456789abcdef01234567";
const done = { status: "complete" as const, summary: "fixed add()", evidence: ["node test.js prints ok"], nextSteps: [], blocker: null };

function round(round: number, usage?: RoundRecord["usage"]): RoundRecord {
  return {
    round,
    status: "complete",
    report: done,
    failure: null,
    verification: null,
    outputTail: "",
    commit: { sha: SHA, changed: true, notes: [], failure: null, unpushed: null },
    durationMs: 1000,
    elapsedMs: 1000,
    ...(usage !== undefined ? { usage } : {}),
  };
}

function verification(kind: "passed" | "failed") {
  const exitCode = kind === "passed" ? 0 : 1;
  return { kind, command: "npm test", exitCode, reason: `exited with code ${exitCode}`, stdoutTail: "", stderrTail: "", durationMs: 9 };
}

describe("the end of a local run", () => {
  it("tells the outcome and its exit code, the agent's summary, the verify command, its usage, the branch and the reports", () => {
    const verification = {
      kind: "passed" as const,
      command: "npm test",
      exitCode: 0,
      reason: "exited with code 0",
      stdoutTail: "",
      stderrTail: "",
      durationMs: 9,
    };
    const result: RunResult = {
      outcome: "complete",
      handoff: done,
      verification,
      rounds: [round(1, { inputTokens: 1000, outputTokens: 20, costUsd: 0.125 }), round(2, { inputTokens: 500, costUsd: 0.2 })],
      state: EMPTY_RUN_STATE,
      elapsedMs: 125_000,
    };
    expect(describeEnding(result, { branch: "ralph/fix", pushed: false, out: "/tmp/out" }, [])).toEqual([
      "outcome: complete after 2 rounds in 2m 05s (exit code 0)",
      "  the agent reported: fixed add()",
      "  verify command: passed",
      "  the agent's usage: 1500 tokens in, 20 tokens out, $0.33",
      "  branch: ralph/fix at 0123456789ab (committed locally, not pushed)",
      "  reports: /tmp/out",
    ]);
  });

  it("for an error, says why (secrets redacted) and where the round's work is kept", () => {
    const result: RunResult = {
      outcome: "error",
      handoff: null,
      reason: "pushing round 1 was refused: bad token ghp_0123456789abcdefghijklmnopqrstuvwxyz",
      failedRound: 1,
      kept: { kind: "bundle", path: "/tmp/out/ralph-fix-rescue-1.bundle", sha: SHA },
      rounds: [{ ...round(1), commit: { ...round(1).commit, unpushed: { kind: "refused", reason: "refused", files: [], kept: null } } }],
      state: EMPTY_RUN_STATE,
      elapsedMs: 3000,
    };
    const lines = describeEnding(result, { branch: "ralph/fix", pushed: true, out: "/tmp/out" }, []);
    expect(lines[0]).toBe(`outcome: error after 1 round in 3.0s (exit code ${EXIT_CODES.error})`);
    expect(lines[1]).toBe("  why: pushing round 1 was refused: bad token [redacted]");
    expect(lines).toContain("  branch: ralph/fix at 0123456789ab (its last round not pushed)");
    expect(lines).toContain("  the round's work is kept in the bundle file /tmp/out/ralph-fix-rescue-1.bundle");
  });

  it("for rounds run out on a complete the verify command rejected, says so: why, and the verify command failed", () => {
    const rejected = { ...round(2), verification: { ...verification("failed"), reason: "exited with code 1" } };
    const result: RunResult = {
      outcome: "budget-limited",
      by: "rounds",
      handoff: { ...done, summary: "Claimed a fix" },
      rounds: [{ ...round(1), verification: verification("failed") }, rejected],
      state: EMPTY_RUN_STATE,
      elapsedMs: 2000,
    };
    expect(describeEnding(result, { branch: "ralph/fix", pushed: false, out: "/tmp/out" }, [])).toEqual([
      `outcome: budget-limited after 2 rounds in 2.0s (exit code ${EXIT_CODES["budget-limited"]})`,
      "  why: round 2 was the last --max-rounds allows, and the verify command rejected its complete (exited with code 1)",
      "  the agent reported: Claimed a fix",
      "  verify command: failed",
      "  branch: ralph/fix at 0123456789ab (committed locally, not pushed)",
      "  reports: /tmp/out",
    ]);
  });

  it("for rounds run out on a continue, says the last round allowed reported continue", () => {
    const going = { status: "continue" as const, summary: "half way", evidence: [], nextSteps: ["finish"], blocker: null };
    const result: RunResult = {
      outcome: "budget-limited",
      by: "rounds",
      handoff: going,
      rounds: [{ ...round(1), status: "continue", report: going }],
      state: EMPTY_RUN_STATE,
      elapsedMs: 2000,
    };
    const lines = describeEnding(result, { branch: "ralph/fix", pushed: false, out: "/tmp/out" }, []);
    expect(lines[1]).toBe("  why: round 1 was the last --max-rounds allows, and the agent reported continue");
    expect(lines.some((line) => line.startsWith("  verify command:"))).toBe(false);
  });

  it("has a distinct exit code for every outcome, none of them 2 (a refused command line)", () => {
    const codes = Object.values(EXIT_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(2);
    expect(EXIT_CODES.complete).toBe(0);
  });
});
