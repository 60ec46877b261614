import { describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/loop.js";
import type { RoundRecord } from "../../src/core/ports.js";
import type { RoundReport } from "../../src/core/report.js";
import { EMPTY_RUN_STATE } from "../../src/core/state.js";
import { renderFinalComment } from "../../src/render/final-comment.js";
import { renderPullRequestBody, renderPullRequestTitle } from "../../src/render/pull-request.js";
import { renderRoundComment } from "../../src/render/round-comment.js";
import { tableRound } from "../../src/render/round-table.js";
import type { PostedRound, RenderContext } from "../../src/render/text.js";
import { trackingCommentBody } from "../../src/record/tracking-comment.js";
import type { TrackingState } from "../../src/record/tracking-schema.js";
import { renderContextOf } from "../support/render-context.js";

const TOKEN = "ghs_renderTestToken00000000000000000";
const MODEL_KEY = "model-key-value-42";
/** What the agent wrote: colours, a cursor move, an OSC 8 link, NUL, a C1 control, both secrets and mentions. */
const DIRTY = `\x1b[1;32mFixed\x1b[0m add()\x1b[2K\u0000\u0085 \x1b]8;;https://evil.example\x1b\\see\x1b]8;;\x1b\\ ${TOKEN} ${MODEL_KEY} _@octocat_ é@admin **@org/team**`;
/** What people read of it. */
const CLEAN_WORDS = "Fixed add() see [redacted] [redacted]";

const ctx = renderContextOf({
  secrets: [TOKEN, MODEL_KEY],
});

const report: RoundReport = { status: "complete", summary: DIRTY, evidence: [DIRTY], nextSteps: [], blocker: null };

const round: PostedRound = {
  round: 1,
  status: "complete",
  report,
  failure: null,
  verification: {
    kind: "passed",
    command: `npm test \x1b[0m${MODEL_KEY}`,
    exitCode: 0,
    reason: "exited with code 0",
    stdoutTail: `\x1b[32m✓ 3 passed\x1b[0m ${TOKEN}`,
    stderrTail: "\u0000warn\x1b[33m!\x1b[0m",
    durationMs: 1000,
  },
  outputTail: "",
  commit: { sha: "a".repeat(40), changed: true, notes: [], failure: null, unpushed: null },
  durationMs: 1000,
  elapsedMs: 1200,
  commentUrl: "https://github.example/octo/hello/issues/7#issuecomment-1",
};

const failed: RoundRecord = { ...round, status: "failed", report: null, verification: null, failure: DIRTY, outputTail: DIRTY };

const roundFailed: RunResult = {
  outcome: "round-failed",
  failedRound: 2,
  reason: DIRTY,
  handoff: report,
  rounds: [round],
  state: EMPTY_RUN_STATE,
  elapsedMs: 5000,
};

/** Asserts a text the bot writes on GitHub is clean and still says what the agent said. */
function expectClean(text: string): void {
  expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  expect(text).not.toMatch(/\\u00[01][0-9a-f]|\\u007f|\\u009[0-9a-f]/i);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(MODEL_KEY);
  expect(text).not.toContain("evil.example");
  // GitHub links no mention inside a fenced code block.
  expect(text.replace(/^(`{3,}).*\n[\s\S]*?\n\1$/gm, "")).not.toMatch(/@(octocat|admin|org)/);
}

describe("every text rendered for GitHub is sanitized", () => {
  it.each([
    ["the round comment", () => renderRoundComment(round, ctx)],
    ["a failed round's comment", () => renderRoundComment(failed, ctx)],
    [
      "a round comment with a maintainer note",
      () => renderRoundComment({ ...round, notes: { items: [{ author: "octo-maintainer", text: DIRTY, url: null }], dropped: 0 } }, ctx),
    ],
    [
      "the pull request body",
      () => renderPullRequestBody({ final: report, verification: round.verification, rounds: [tableRound(round, ctx)] }, ctx),
    ],
    ["the final comment", () => renderFinalComment(roundFailed, ctx, { lastPushedSha: null, keptUrl: null })],
    [
      "the tracking comment",
      () =>
        trackingCommentBody(
          {
            trigger: "label:x",
            state: "running",
            issueTitle: DIRTY,
            rounds: [round],
            startedAt: new Date(0),
            now: new Date(1000),
            pullRequestUrl: null,
            ending: null,
            runState: { ...EMPTY_RUN_STATE, handoff: report },
          },
          ctx,
        ),
    ],
  ])("%s", (_name, render) => {
    const body = render();
    expectClean(body);
    expect(body.replace(/\u200b/g, "")).toContain(CLEAN_WORDS);
  });

  it("the pull request title", () => {
    const title = renderPullRequestTitle(`\x1b[31mBug\x1b[0m in add()\u0000 ${TOKEN} @octocat`, ctx);
    expectClean(title);
    expect(title).toBe("Ralph: Bug in add() [redacted] @\u200boctocat (#7)");
  });
});

/** The tracking comment of `rounds`, running or ended, with the context's cost budget. */
const tracking = (
  rounds: PostedRound[],
  maxCostUsd: number | null,
  state: TrackingState = "running",
  context: RenderContext = ctx,
): string =>
  trackingCommentBody(
    {
      trigger: "label:x",
      state,
      issueTitle: "t",
      rounds,
      startedAt: new Date(0),
      now: new Date(1000),
      pullRequestUrl: null,
      ending: null,
      runState: null,
    },
    { ...context, maxCostUsd },
  );

describe("maintainer notes and the cost budget on GitHub", () => {
  it("shows the notes a round used in its comment, each linked to its comment", () => {
    const url = "https://github.example/octo/hello/issues/7#issuecomment-9";
    const body = renderRoundComment(
      { ...round, notes: { items: [{ author: "octo-maintainer", text: "use the v2 API", url }], dropped: 2 } },
      ctx,
    );
    expect(body).toContain(`**Maintainer notes in this round's prompt**\n\n- [octo-maintainer](${url}): use the v2 API`);
    expect(body).toContain("2 older notes were left out of the prompt.");
    expect(renderRoundComment(round, ctx)).not.toContain("Maintainer notes");
  });

  it("shows the spend so far against the budget while running and at the end", () => {
    const costing = (costUsd: number, n: number): PostedRound => ({ ...round, round: n, usage: { costUsd, inputTokens: 12_000 } });
    expect(tracking([], 0.5)).toContain("Budget: $0.50 (max-cost-usd).");
    const running = tracking([costing(0.3, 1)], 0.5);
    expect(running).toContain("The agent used 12k tokens in · $0.30 so far.");
    expect(running).toContain("Spent $0.30 of the $0.50 budget (max-cost-usd), as the agent reported.");
    expect(tracking([costing(0.3, 1), costing(0.3, 2)], 0.5, "budget-limited")).toContain("Spent $0.60 of the $0.50 budget (max-cost-usd)");
    expect(tracking([costing(0.3, 1)], null)).not.toContain("budget");
  });

  it("says the budget cannot apply when the agent reports tokens only", () => {
    const body = tracking([{ ...round, usage: { inputTokens: 3000, outputTokens: 200 } }], 0.5);
    expect(body).toContain("The agent used 3k tokens in · 200 out so far.");
    expect(body).toContain("Budget: $0.50 (max-cost-usd), but the agent reports no cost, so it cannot apply.");
  });

  it("says in the final comment that the cost budget ended the run", () => {
    const continued: RoundReport = {
      status: "continue",
      summary: "half way",
      evidence: [],
      nextSteps: ["finish the v2 client"],
      blocker: null,
    };
    const result: RunResult = {
      outcome: "budget-limited",
      by: "cost",
      spentUsd: 0.6,
      maxCostUsd: 0.5,
      handoff: continued,
      rounds: [round, { ...round, round: 2 }],
      state: EMPTY_RUN_STATE,
      elapsedMs: 5000,
    };
    const body = renderFinalComment(result, ctx, { lastPushedSha: null, keptUrl: null });
    expect(body).toContain(
      "**Ralph stopped: budget-limited** after 2 rounds (5 s) — the agent's reported cost, $0.60, reached max-cost-usd ($0.50), so no further round was started.",
    );
    expect(body).toContain("- finish the v2 client");
    expect(body).toContain("Comment `/ralph` to run more rounds (each run has a budget of its own).");
    const byRounds = renderFinalComment({ ...result, by: "rounds" } as RunResult, ctx, { lastPushedSha: null, keptUrl: null });
    expect(byRounds).toContain("all 5 rounds used without a verified `complete`");
  });
});

describe("the hosts the sandbox's proxy refused", () => {
  it("says a process in the sandbox tried to reach them, as the verify command and the agent's tools run there too", () => {
    const refusedHosts = [{ host: "registry.npmjs.org", count: 2, reason: "not-allowed" as const }];
    expect(renderRoundComment({ ...round, refusedHosts }, ctx)).toContain(
      "**Network:** a process in the sandbox (the agent or the verify command) tried to reach `registry.npmjs.org` (refused 2×); allow it with `allowed-domains`.",
    );
  });
});

describe("the final comment when GitHub refused the pull request", () => {
  const refused = {
    outcome: "error",
    handoff: null,
    reason: "GitHub refused to open the pull request (403). The work is on `ralph/issue-7`; open the pull request by hand.",
    failedRound: null,
    kept: null,
    rounds: [],
    state: EMPTY_RUN_STATE,
    elapsedMs: 1000,
  } as unknown as RunResult;

  it("shows the link that opens it by hand as a clickable link, outside the fenced reason", () => {
    const compareUrl = "https://github.example/octo/hello/compare/main...ralph/issue-(7)?expand=1";
    const body = renderFinalComment(refused, ctx, { lastPushedSha: null, keptUrl: null, compareUrl });
    const link = "[Open the pull request by hand](https://github.example/octo/hello/compare/main...ralph/issue-%287%29?expand=1)";
    expect(body).toContain(link);
    const fence = /```[^\n]*\n[\s\S]*?\n```/.exec(body)?.[0] ?? "";
    expect(fence).toContain("GitHub refused to open the pull request");
    expect(fence).not.toContain("compare/");
    expect(body.indexOf(link)).toBeGreaterThan(body.indexOf(fence) + fence.length - 1);
  });

  it("shows no such link without one", () => {
    expect(renderFinalComment(refused, ctx, { lastPushedSha: null, keptUrl: null })).not.toContain("Open the pull request by hand");
  });
});

describe("a round comment at its largest", () => {
  it("fits GitHub's 65,536 characters with every field at its bound (a report as large as max-handoff-chars allows)", () => {
    const big = (n: number) => "x".repeat(n);
    const huge: RoundReport = {
      status: "blocked",
      summary: big(100_000),
      evidence: Array.from({ length: 40 }, () => big(5_000)),
      nextSteps: Array.from({ length: 40 }, () => big(5_000)),
      blocker: big(100_000),
      lessons: Array.from({ length: 50 }, () => big(500)),
    };
    const record: RoundRecord = {
      ...round,
      status: "blocked",
      report: huge,
      failure: big(100_000),
      outputTail: big(100_000),
      verification: { ...round.verification!, kind: "failed", stdoutTail: big(100_000), stderrTail: big(100_000) },
      notes: { items: Array.from({ length: 10 }, () => ({ author: "octo", text: big(2_000), url: null })), dropped: 0 },
      commit: { ...round.commit, notes: Array.from({ length: 40 }, () => big(1_000)) },
    };
    const body = renderRoundComment(record, ctx);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("**Round 1 of 5");
    // What was left out is said, and where the whole report is.
    expect(body).toContain("job summary");
    expect(body).toContain("Commit [`aaaaaaa`]");
  });
});

describe("a final comment at its largest", () => {
  it("fits GitHub's limit when a complete run proposes nothing with a report and verify tails at their bounds", () => {
    const big = (n: number) => "y".repeat(n);
    const handoff: RoundReport = {
      status: "complete",
      summary: big(100_000),
      evidence: Array.from({ length: 40 }, () => big(5_000)),
      nextSteps: Array.from({ length: 40 }, () => big(5_000)),
      blocker: null,
      lessons: Array.from({ length: 50 }, () => big(500)),
    };
    const verification = { ...round.verification!, stdoutTail: big(100_000), stderrTail: big(100_000) };
    const result: RunResult = { outcome: "complete", handoff, verification, rounds: [round], state: EMPTY_RUN_STATE, elapsedMs: 5000 };
    const body = renderFinalComment(result, ctx, { lastPushedSha: null, keptUrl: null, compareUrl: null });
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("nothing to propose");
    expect(body).toContain("job summary");
  });
});

describe("a run from a failed check", () => {
  const checkUrl = "https://github.example/octo/hello/actions/runs/4242";
  const fromCheck: RenderContext = { ...ctx, check: { name: "CI", url: checkUrl } };

  it("names the check in every round comment and in the tracking comment's headline", () => {
    expect(renderRoundComment(round, fromCheck)).toContain(`A run from the [failed check "CI"](${checkUrl}) on the pull request's head.`);
    const headline = tracking([], null, "running", fromCheck)
      .split("\n")
      .find((line) => line.startsWith("**Ralph run**"));
    expect(headline).toContain(`up to 5 rounds · from the [failed check "CI"](${checkUrl})`);
    expect(renderRoundComment(round, ctx)).not.toContain("failed check");
    expect(tracking([], null)).not.toContain("failed check");
  });

  it("makes the check's name safe: it is the repository's workflow name, which anyone with push access sets", () => {
    const dirty: RenderContext = { ...ctx, check: { name: DIRTY, url: null } };
    expectClean(renderRoundComment(round, dirty));
    expectClean(tracking([], null, "running", dirty));
    // Its brackets are escaped: in a link's text a name could otherwise end the link or add its own.
    expect(renderRoundComment(round, dirty)).toContain(`A run from the failed check "${CLEAN_WORDS.replace(/[[\]]/g, "\\$&")}`);
  });
});
