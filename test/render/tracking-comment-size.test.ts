/**
 * The tracking comment is sent whole at every round: its size must stay bounded however long the
 * run, far under GitHub's 65,536-character limit, and stop growing once the checklist is full.
 */
import { describe, expect, it } from "vitest";
import type { RoundReport } from "../../src/core/report.js";
import type { RunState } from "../../src/core/state.js";
import type { PostedRound } from "../../src/render/text.js";
import { CHECKLIST_ROWS } from "../../src/render/tracking-comment.js";
import { trackingCommentBody, type TrackingView } from "../../src/record/tracking-comment.js";
import { renderContextOf } from "../support/render-context.js";

const ctx = renderContextOf({
  maxRounds: 256,
  runUrl: "https://github.example/octo/hello/actions/runs/100",
});

/** The largest report a round may hand on (`max-handoff-chars` 16384), and the largest lessons. */
const report: RoundReport = {
  status: "continue",
  summary: "s".repeat(4000),
  evidence: ["e".repeat(6000)],
  nextSteps: ["n".repeat(6000)],
  blocker: null,
};
const state: RunState = {
  handoff: report,
  lessons: { items: Array.from({ length: 50 }, (_, i) => `lesson ${i} `.padEnd(500, ".")), dropped: 9 },
  lastPassingSha: "b".repeat(40),
  failedVerification: null,
};

const rounds = (n: number): PostedRound[] =>
  Array.from({ length: n }, (_, i) => ({
    round: i + 1,
    status: "continue",
    report,
    failure: null,
    verification: null,
    outputTail: "",
    commit: { sha: "a".repeat(40), changed: true, notes: [], failure: null, unpushed: null },
    durationMs: 1000,
    elapsedMs: 1000,
    commentUrl: `https://github.example/octo/hello/issues/7#issuecomment-${4_000_000_000 + i}`,
  }));

const size = (n: number): number => {
  const view: TrackingView = {
    trigger: "comment:1",
    state: "running",
    issueTitle: "t".repeat(500),
    rounds: rounds(n),
    startedAt: new Date("2026-11-30T10:00:00Z"),
    now: new Date("2026-11-30T20:00:00Z"),
    pullRequestUrl: null,
    ending: null,
    runState: state,
  };
  return trackingCommentBody(view, ctx).length;
};

describe("the tracking comment's size", () => {
  it("stays far under GitHub's limit at 256 rounds of the largest reports and state", () => {
    expect(size(256)).toBeLessThan(50_000);
  });

  it("stops growing once the checklist shows its last rounds: 256 rounds are as large as the first full checklist", () => {
    // Only the round numbers and the count of earlier rounds gain digits: a few per listed round,
    // which both the checklist and its marker name.
    expect(size(256) - size(CHECKLIST_ROWS + 1)).toBeLessThanOrEqual(4 * CHECKLIST_ROWS);
    expect(size(256) - size(100)).toBeLessThanOrEqual(4 * CHECKLIST_ROWS);
  });
});
