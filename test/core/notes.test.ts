/** Maintainer notes reach the next round's prompt only, bounded, and the round that used them says so. */
import { describe, expect, it } from "vitest";
import { boundNotes, MAX_NOTE_CHARS, MAX_NOTES, NOTE_CUT_MARKER, type MaintainerNote } from "../../src/core/notes.js";
import { exited, report, run } from "./harness.js";

const note = (text: string, author = "octo-maintainer"): MaintainerNote => ({ author, text, url: null });

describe("maintainer notes in the loop", () => {
  it("puts a note taken before round 2 into round 2's prompt and not into round 3's, and records it on round 2", async () => {
    const { prompts, reported, events } = await run({
      agent: [exited(report("continue")), exited(report("continue")), exited(report("complete"))],
      notes: [[], [note("use the v2 API")], []],
    });
    expect(prompts[0]).not.toContain("Notes from the maintainers");
    expect(prompts[1]).toContain("## Notes from the maintainers");
    expect(prompts[1]).toContain("- From octo-maintainer: use the v2 API");
    expect(prompts[2]).not.toContain("use the v2 API");
    expect(reported.map((record) => record.notes)).toEqual([undefined, { items: [note("use the v2 API")], dropped: 0 }, undefined]);
    expect(events.filter((event) => event.type === "round-start")).toEqual([
      expect.not.objectContaining({ notes: expect.anything() as unknown }),
      expect.objectContaining({ round: 2, notes: 1 }),
      expect.not.objectContaining({ notes: expect.anything() as unknown }),
    ]);
  });

  it("keeps a multi-line note readable in the prompt, after the previous report", async () => {
    const { prompts } = await run({
      agent: [exited(report("continue", { summary: "round one" })), exited(report("complete"))],
      notes: [[], [note("first line\nsecond line")]],
    });
    expect(prompts[1]).toContain("- From octo-maintainer: first line\n  second line");
    expect(prompts[1]?.indexOf("round one")).toBeLessThan(prompts[1]?.indexOf("Notes from the maintainers") ?? -1);
  });

  it("runs as before without a notes port", async () => {
    const { result, prompts } = await run({ agent: [exited(report("complete"))] });
    expect(result.outcome).toBe("complete");
    expect(prompts[0]).not.toContain("Notes from the maintainers");
  });
});

describe("boundNotes", () => {
  it("cuts a long note with a marker and leaves out empty ones", () => {
    const bounded = boundNotes([note("x".repeat(MAX_NOTE_CHARS + 100)), note("  \n ")]);
    expect(bounded.items).toHaveLength(1);
    expect(bounded.items[0]?.text).toHaveLength(MAX_NOTE_CHARS);
    expect(bounded.items[0]?.text.endsWith(NOTE_CUT_MARKER)).toBe(true);
  });

  it("keeps the newest notes of a round and counts the rest, so the prompt stays bounded", async () => {
    const many = Array.from({ length: MAX_NOTES + 3 }, (_, i) => note(`note ${i}`));
    expect(boundNotes(many)).toEqual({ items: many.slice(3), dropped: 3 });
    const { prompts } = await run({ agent: [exited(report("continue")), exited(report("complete"))], notes: [[], many] });
    expect(prompts[1]).not.toContain("note 2\n");
    expect(prompts[1]).toContain(`note ${MAX_NOTES + 2}`);
    expect(prompts[1]).toContain("(3 older notes of this round were left out to keep the prompt short.)");
  });

  it("does not end a note with half of a surrogate pair", () => {
    const text = "a".repeat(MAX_NOTE_CHARS - NOTE_CUT_MARKER.length - 1) + "😀".repeat(10);
    const cut = boundNotes([note(text)]).items[0]?.text ?? "";
    expect(cut.endsWith(`a${NOTE_CUT_MARKER}`)).toBe(true);
  });
});
