import { describe, expect, it } from "vitest";
import { renderAskReply } from "../../src/render/replies.js";

describe("renderAskReply", () => {
  it("names the review, its author without pinging, and the outcome", () => {
    const text = renderAskReply({
      kind: "review",
      author: "octo-maintainer",
      askUrl: "https://github.com/o/r/pull/8#pullrequestreview-1",
      outcome: "blocked",
      rounds: 2,
      branch: "ralph/issue-7",
      pullRequestUpdated: true,
      runUrl: null,
      secrets: [],
    });
    expect(text).toContain("[review requesting changes](https://github.com/o/r/pull/8#pullrequestreview-1)");
    expect(text).toContain("**blocked** after 2 rounds on `ralph/issue-7`");
    expect(text).not.toMatch(/(^|[^\w`])@octo-maintainer/);
  });
});
