import { describe, expect, it } from "vitest";
import { EMPTY_RUN_STATE, parseRunState, serializeRunState, type RunState } from "../../src/core/state.js";
import { exited, report, run, verification } from "./harness.js";

describe("run state", () => {
  it("is what a finished run hands to the next one, and survives serialization", async () => {
    const { result } = await run({
      agent: [exited(report("continue", { lessons: ["run tests with --pool=forks"] })), exited(report("complete"))],
      verify: [verification("failed")],
      settings: { maxRounds: 2 },
    });
    const state: RunState = result.state;
    expect(state).toMatchObject({
      handoff: { status: "complete" },
      lessons: { items: ["run tests with --pool=forks", "Round 2's completion was rejected: `npm test` exited with code 1."], dropped: 0 },
      lastPassingSha: null,
      failedVerification: { round: 2, rejectedCompletion: true, reason: "exited with code 1" },
    });
    expect(parseRunState(serializeRunState(state))).toEqual({ ok: true, state });
  });

  it.each([
    ["not JSON", "{", /not valid JSON/],
    ["an unknown key", JSON.stringify({ ...EMPTY_RUN_STATE, extra: 1 }), /does not follow the schema/],
    [
      "too many lessons",
      JSON.stringify({ ...EMPTY_RUN_STATE, lessons: { items: Array.from({ length: 51 }, (_, i) => `l${i}`), dropped: 0 } }),
      /lessons.items/,
    ],
    ["a bad sha", JSON.stringify({ ...EMPTY_RUN_STATE, lastPassingSha: "main" }), /lastPassingSha: must be a commit sha/],
  ])("refuses a saved state with %s", (_name, text, reason) => {
    const parsed = parseRunState(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
