import { describe, expect, it } from "vitest";
import { addLessons, LESSON_CUT_MARKER, MAX_LESSON_CHARS, MAX_LESSONS, normalizeLesson } from "../../src/core/lessons.js";
import { EMPTY_RUN_STATE } from "../../src/core/state.js";
import { exited, report, run } from "./harness.js";

const none = { items: [], dropped: 0 };

describe("lessons", () => {
  it("normalizes: NFC, white space collapsed and trimmed", () => {
    expect(normalizeLesson("  Cafe\u0301\n  uses   pnpm ")).toBe("Café uses pnpm");
  });

  it("cuts a long lesson to the bound with a visible marker", () => {
    const cut = normalizeLesson("x".repeat(2000));
    expect(cut).toHaveLength(MAX_LESSON_CHARS);
    expect(cut.endsWith(LESSON_CUT_MARKER)).toBe(true);
    expect(normalizeLesson("x".repeat(MAX_LESSON_CHARS))).toBe("x".repeat(MAX_LESSON_CHARS));
  });

  it("never ends a cut lesson with half of a surrogate pair", () => {
    const cut = normalizeLesson("😀".repeat(400));
    expect(cut.endsWith(LESSON_CUT_MARKER)).toBe(true);
    expect(/[\ud800-\udbff]$/.test(cut.slice(0, -LESSON_CUT_MARKER.length))).toBe(false);
  });

  it("skips repeats and empty lessons, keeping the order", () => {
    expect(addLessons({ items: ["a"], dropped: 0 }, ["b", " a ", "b", "   ", "c"])).toEqual({ items: ["a", "b", "c"], dropped: 0 });
  });

  it("keeps 50 of 60 lessons, dropping the oldest with a count", () => {
    const lessons = addLessons(
      none,
      Array.from({ length: 60 }, (_, i) => `lesson ${i + 1}`),
    );
    expect(lessons.items).toHaveLength(MAX_LESSONS);
    expect(lessons.items[0]).toBe("lesson 11");
    expect(lessons.dropped).toBe(10);
    expect(addLessons(lessons, ["lesson 61"]).dropped).toBe(11);
  });

  it("carries a lesson of round 1 into the prompts of rounds 2 and 3, once each", async () => {
    const { prompts } = await run({
      agent: [
        exited(report("continue", { lessons: ["use pnpm, not npm"], nextSteps: ["a"] })),
        exited(report("continue", { lessons: ["use pnpm, not npm"], nextSteps: ["b"] })),
        exited(report("complete")),
      ],
    });
    expect(prompts[0]).not.toContain("use pnpm");
    for (const prompt of prompts.slice(1)) expect(prompt.match(/^- use pnpm, not npm$/gm)).toHaveLength(1);
  });

  it("bounds 60 reported lessons to 50 in the prompt and says how many were dropped", async () => {
    const many = Array.from({ length: 60 }, (_, i) => `lesson number ${i + 1}`);
    const { prompts, result } = await run({ agent: [exited(report("continue", { lessons: many })), exited(report("complete"))] });
    expect(prompts[1]?.match(/^- lesson number \d+$/gm)).toHaveLength(50);
    expect(prompts[1]).not.toContain("- lesson number 10\n");
    expect(prompts[1]).toContain("- lesson number 11\n");
    expect(prompts[1]).toContain("(10 older lessons were dropped to keep the list short.)");
    expect(result.state.lessons).toMatchObject({ dropped: 10 });
  });

  it("starts a resumed run with the lessons and handoff of its saved state", async () => {
    const handoff = { status: "continue" as const, summary: "earlier run", evidence: [], nextSteps: ["go on"], blocker: null };
    const { prompts, events } = await run({
      agent: [exited(report("complete"))],
      settings: { initialState: { ...EMPTY_RUN_STATE, handoff, lessons: { items: ["tests need Docker"], dropped: 2 } } },
    });
    expect(prompts[0]).toContain("- tests need Docker");
    expect(prompts[0]).toContain("(2 older lessons were dropped");
    expect(prompts[0]).toContain('"summary":"earlier run"');
    expect(events[0]).toMatchObject({ type: "run-start", resumed: true });
  });

  it("keeps the prompt's size independent of the number of rounds", async () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const steps = Array.from({ length: 30 }, (_, i) =>
      exited(
        report("continue", {
          summary: `round ${pad(i + 1)}`,
          nextSteps: [`step ${pad(i)}`],
          lessons: [0, 1, 2, 3, 4].map((k) => `lesson ${1000 + 5 * i + k}`),
        }),
      ),
    );
    const { prompts } = await run({ agent: steps, settings: { maxRounds: 30 } });
    // From round 13 on, the 50 kept lessons and the dropped count have a fixed width: so has the prompt.
    expect(new Set(prompts.slice(12).map((p) => p.length)).size).toBe(1);
  });
});
