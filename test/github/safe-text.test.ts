import { describe, expect, it } from "vitest";
import { fenced } from "../../src/core/markdown.js";
import { clip, clipStart, safeCode, safeText } from "../../src/github/safe-text.js";

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

  it("breaks a mention after a lone backtick, which GitHub renders as plain text", () => {
    expect(safeText("see `@octo-org/security", [])).not.toMatch(/`@o/);
  });

  it("redacts token shapes inside longer words and secrets written in another Unicode form", () => {
    const out = safeText("FOO_ghs_abcdefghijklmnopqrstuvwxyz0123_x and 1AKIAABCDEFGHIJKLMNOP and se\u0301cret-value".normalize("NFC"), [
      "se\u0301cret-value",
    ]);
    expect(out).toBe("FOO_[redacted]_x and 1[redacted] and [redacted]");
  });

  it("escapes HTML so echoed text cannot close the bot's folds or add markup, and drops bidi overrides", () => {
    const out = safeText("</details></summary><img src=x onerror=alert(1)> \u202eevil", []);
    expect(out).not.toContain("<");
    expect(out).not.toContain("\u202e");
  });

  it("keeps code readable inside fences while still refusing HTML comments", () => {
    expect(safeCode("if (a < b) { <!-- x --> }", [])).toBe("if (a < b) { &lt;!-- x --&gt; }");
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
