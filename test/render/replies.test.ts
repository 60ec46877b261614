import { describe, expect, it } from "vitest";
import { renderAskReply, renderStartingCheck } from "../../src/render/replies.js";

describe("renderAskReply", () => {
  it("names the review, its author without pinging, and the outcome", () => {
    const text = renderAskReply({
      asker: { kind: "review", author: "octo-maintainer", url: "https://github.com/o/r/pull/8#pullrequestreview-1" },
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

  it("names the failed check that started the run, its name made safe", () => {
    const text = renderAskReply({
      asker: { kind: "check", author: null, url: "https://github.com/o/r/actions/runs/5", checkName: "CI <!-- x --> @octocat" },
      outcome: "complete",
      rounds: 1,
      branch: "ralph/issue-7",
      pullRequestUpdated: true,
      runUrl: null,
      secrets: [],
    });
    expect(text).toContain("Ralph's run for the [failed check \"CI &lt;!-- x --&gt; @");
    expect(text).toContain("](https://github.com/o/r/actions/runs/5) ended: **complete** after 1 round on");
    expect(text).not.toContain("<!--");
    expect(text).not.toMatch(/(^|[^\w`])@octocat/);
  });

  it("links another app's check run to its details page only as an http(s) address without a secret, its link kept whole", () => {
    const named = (url: string) => renderStartingCheck({ name: "ci/circleci: test", url }, ["hunter2-secret"]);
    expect(named("https://app.circleci.com/jobs/34")).toBe('[failed check "ci/circleci: test"](https://app.circleci.com/jobs/34)');
    expect(named("https://ci.example/a b)(c)[d]")).toBe('[failed check "ci/circleci: test"](https://ci.example/a%20b%29%28c%29%5Bd%5D)');
    for (const unsafe of ["javascript:alert(1)", "data:text/html,x", "not a url", "https://ci.example/?t=hunter2-secret"]) {
      expect(named(unsafe), unsafe).toBe('failed check "ci/circleci: test"');
    }
  });
});

describe("renderStartingCheck: the failed check a run is from, in the round and tracking comments", () => {
  it("keeps a hostile name inside its link text, on one line: no link of its own, no code span, no heading, no break out", () => {
    const name = "CI](javascript:alert(1)) [x](https://evil.example) `code\n\n# owned\n::error::forged";
    const text = renderStartingCheck({ name, url: "https://github.com/o/r/actions/runs/5" }, []);
    expect(text).toBe(
      '[failed check "CI\\](javascript:alert(1)) \\[x\\](https://evil.example) \\`code # owned ::error::forged"](https://github.com/o/r/actions/runs/5)',
    );
  });

  it("links only a web page: a javascript: or data: address, or one that would close the link, is not followed", () => {
    expect(renderStartingCheck({ name: "CI", url: "javascript:alert(1)" }, [])).toBe('failed check "CI"');
    expect(renderStartingCheck({ name: "CI", url: "data:text/html,x" }, [])).toBe('failed check "CI"');
    expect(renderStartingCheck({ name: "CI", url: "https://ci.example/run/1) [owned](https://evil.example" }, [])).toBe(
      '[failed check "CI"](https://ci.example/run/1%29%20%5Bowned%5D%28https://evil.example)',
    );
  });

  it("keeps a long name to 100 characters on one line", () => {
    const text = renderStartingCheck({ name: "C".repeat(500), url: null }, []);
    expect(text).not.toContain("\n");
    expect(text.length).toBeLessThan(150);
  });
});
