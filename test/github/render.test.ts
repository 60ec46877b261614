import { describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/loop.js";
import type { RoundRecord } from "../../src/core/ports.js";
import type { RoundReport } from "../../src/core/report.js";
import { EMPTY_RUN_STATE } from "../../src/core/state.js";
import {
  renderFinalComment,
  renderPullRequestBody,
  renderPullRequestTitle,
  renderRoundComment,
  type PostedRound,
  type RenderContext,
} from "../../src/github/render.js";
import { renderTrackingComment } from "../../src/github/tracking.js";

const TOKEN = "ghs_renderTestToken00000000000000000";
const MODEL_KEY = "model-key-value-42";
/** What the agent wrote: colours, a cursor move, an OSC 8 link, NUL, a C1 control, both secrets and mentions. */
const DIRTY = `\x1b[1;32mFixed\x1b[0m add()\x1b[2K\u0000\u0085 \x1b]8;;https://evil.example\x1b\\see\x1b]8;;\x1b\\ ${TOKEN} ${MODEL_KEY} _@octocat_ é@admin **@org/team**`;
/** What people read of it. */
const CLEAN_WORDS = "Fixed add() see [redacted] [redacted]";

const ctx: RenderContext = {
  issueNumber: 7,
  branch: "ralph/issue-7",
  maxRounds: 5,
  agent: "command",
  runId: "100",
  runUrl: null,
  repositoryUrl: "https://github.example/octo/hello",
  secrets: [TOKEN, MODEL_KEY],
};

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
    ["the pull request body", () => renderPullRequestBody(report, round.verification, [round], ctx)],
    ["the final comment", () => renderFinalComment(roundFailed, ctx, { lastPushedSha: null, keptUrl: null })],
    [
      "the tracking comment",
      () =>
        renderTrackingComment(
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
