import { describe, expect, it } from "vitest";
import { parseReport, serializeReport } from "../../src/core/report.js";

const complete = { status: "complete" as const, summary: "Fixed it", evidence: ["npm test passed"], nextSteps: [], blocker: null };

describe("parseReport", () => {
  it("accepts a complete report and normalizes its strings", () => {
    const raw = JSON.stringify({ ...complete, summary: "  Cafe\u0301 fixed \n", lessons: [" keep tests green "] });
    const parsed = parseReport(raw, 16384);
    expect(parsed).toEqual({
      ok: true,
      report: { ...complete, summary: "Café fixed", lessons: ["keep tests green"] },
    });
  });

  it.each([
    ["invalid JSON", "{not json", /not valid JSON/],
    ["an unknown key", JSON.stringify({ ...complete, extra: 1 }), /Unrecognized key|extra/],
    ["an empty summary after trimming", JSON.stringify({ ...complete, summary: "   " }), /summary: must not be empty/],
    ["complete with next steps", JSON.stringify({ ...complete, nextSteps: ["more"] }), /nextSteps: a "complete" report has no next steps/],
    ["complete without evidence", JSON.stringify({ ...complete, evidence: [] }), /evidence: a "complete" report needs at least one/],
    [
      "continue without next steps",
      JSON.stringify({ ...complete, status: "continue", evidence: [] }),
      /nextSteps: a "continue" report needs/,
    ],
    [
      "a blocker on continue",
      JSON.stringify({ ...complete, status: "continue", nextSteps: ["x"], blocker: "why" }),
      /blocker: must be null/,
    ],
    ["blocked without blocker", JSON.stringify({ ...complete, status: "blocked" }), /blocker: a "blocked" report needs a blocker/],
    ["an unknown status", JSON.stringify({ ...complete, status: "done" }), /status/],
    ["a missing field", JSON.stringify({ status: "complete", summary: "x", evidence: ["y"], nextSteps: [] }), /blocker/],
  ])("rejects %s", (_name, raw, reason) => {
    const parsed = parseReport(raw, 16384);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it("rejects an oversized report instead of truncating it", () => {
    const raw = JSON.stringify({ ...complete, evidence: ["x".repeat(20000)] });
    const parsed = parseReport(raw, 16384);
    expect(parsed).toEqual({ ok: false, reason: expect.stringMatching(/over the 16384-character bound \(max-handoff-chars\)/) });
  });

  it("sizes the normalized report, not only the raw text", () => {
    const report = { ...complete, evidence: ["y".repeat(90)] };
    const size = serializeReport(report).length;
    expect(parseReport(JSON.stringify(report), size).ok).toBe(true);
    expect(parseReport(JSON.stringify(report), size - 1).ok).toBe(false);
  });

  it("accepts a blocked report with its blocker", () => {
    const raw = JSON.stringify({ status: "blocked", summary: "Stuck", evidence: [], nextSteps: [], blocker: "Which API version?" });
    expect(parseReport(raw, 16384)).toMatchObject({ ok: true, report: { blocker: "Which API version?" } });
  });
});
