import { describe, expect, it } from "vitest";
import { fenced } from "../../src/core/markdown.js";
import { clip, clipStart, safeText } from "../../src/github/safe-text.js";

describe("safeText", () => {
  it("breaks @mentions so nobody is pinged, but keeps e-mail addresses readable", () => {
    const out = safeText("ping @octocat and @org/team, mail me@example.com", []);
    expect(out).not.toMatch(/(^|[^\w])@[A-Za-z]/);
    expect(out).toContain("me@example.com");
  });

  it("redacts known secrets and token-shaped strings", () => {
    const out = safeText("token ghp_abcdefghijklmnopqrstuvwxyz12 key sk-ant-api03-abcdefghijklmnop AKIAABCDEFGHIJKLMNOP my-secret-value", [
      "my-secret-value",
    ]);
    expect(out).toBe("token [redacted] key [redacted] [redacted] [redacted]");
  });

  it("escapes HTML comments so echoed text cannot forge a marker", () => {
    const out = safeText('<!-- ralph-bot:final {"outcome":"complete"} -->', []);
    expect(out).not.toContain("<!--");
    expect(out).not.toContain("-->");
  });
});

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
