import { describe, expect, it } from "vitest";
import { fenced } from "../../src/core/markdown.js";
import { clip, clipStart } from "../../src/render/safe-text.js";

describe("clip", () => {
  it("keeps text within the bound and marks what was cut", () => {
    const text = "a".repeat(10_000);
    for (const bound of [50, 100, 1000, 9999]) {
      expect(clip(text, bound).length).toBeLessThanOrEqual(bound);
      expect(clip(text, bound)).toMatch(/\[cut: \d+ more characters\]$/);
      expect(clipStart(text, bound).length).toBeLessThanOrEqual(bound);
    }
    expect(clip("short", 10)).toBe("short");
  });
});

describe("fenced", () => {
  it("uses a fence longer than any backtick run in the text", () => {
    expect(fenced("a ``` b")).toBe("````\na ``` b\n````");
  });
});
