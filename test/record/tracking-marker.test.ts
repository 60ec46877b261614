/**
 * The tracking comment's format: what the bot writes it reads back whole (a round trip through the
 * comment's body), the text people read is made from that record alone, and what earlier releases
 * wrote (test/fixtures/upgrade/) reads as the same run.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_RUN_STATE, type RunState } from "../../src/core/state.js";
import { readStateMarker } from "../../src/record/state-marker.js";
import { renderTrackingComment, trackingCommentBody, wentOnComment, type TrackingView } from "../../src/record/tracking-comment.js";
import { readTrackingMarker, trackingMarkers } from "../../src/record/tracking-marker.js";
import type { PostedRound } from "../../src/render/text.js";
import { readUpgradeFixture } from "../support/upgrade-fixtures.js";
import { renderContextOf } from "../support/render-context.js";

const BOT = "github-actions[bot]";
const TOKEN = "ghs_trackingTestToken000000000000000000";
const ctx = renderContextOf({
  sandboxed: true,
  keysInside: ["OPENAI_API_KEY"],
  maxCostUsd: 2,
  runUrl: "https://github.example/octo/hello/actions/runs/300",
  secrets: [TOKEN],
  check: { name: "CI @octocat", url: "https://github.example/octo/hello/actions/runs/42" },
});
const round = (n: number, summary: string, commentUrl: string | null): PostedRound => ({
  round: n,
  status: "continue",
  report: { status: "continue", summary, evidence: [], nextSteps: ["go on"], blocker: null },
  failure: null,
  verification: null,
  outputTail: "",
  commit: { sha: `${n}`.repeat(40).slice(0, 40), changed: true, notes: [], failure: null, unpushed: null },
  durationMs: 1000,
  elapsedMs: 1000,
  usage: { inputTokens: 1000 * n, costUsd: 0.1 },
  commentUrl,
  ...(commentUrl === null ? { notPosted: "#7 is locked" } : {}),
});
const state: RunState = {
  ...EMPTY_RUN_STATE,
  handoff: { status: "continue", summary: `keep ${TOKEN}`, evidence: [], nextSteps: ["x"], blocker: null },
};
const view = (overrides: Partial<TrackingView> = {}): TrackingView => ({
  trigger: "label:2026-11-30T10:00:00Z",
  state: "handed-off",
  issueTitle: `add() is wrong — <b>${TOKEN}</b> @octocat`,
  rounds: [round(3, "found the `bug` — (again)", "https://github.example/c3"), round(4, "no comment", null)],
  startedAt: new Date("2026-11-30T10:00:00.250Z"),
  now: new Date("2026-11-30T11:00:00.750Z"),
  pullRequestUrl: null,
  ending: null,
  runState: state,
  carried: {
    checklist: {
      omitted: 1,
      rows: [{ round: 2, status: "continue ✓", summary: "earlier", commentUrl: "https://github.example/c2", sha: "2222222" }],
    },
    spentBeforeUsd: 0.25,
    usageBefore: { inputTokens: 500 },
    relay: { legs: ["100", "200", "300"], looked: new Date("2026-11-30T10:59:00Z") },
  },
  unclaimed: `GH013: rule violations for refs/ralph/claims/issue-7/run by ${TOKEN}`,
  ...overrides,
});
const comment = (body: string, login = BOT) => ({ body, user: { login } });

describe("the tracking comment's round trip", () => {
  it("reads back, from its markers alone, the record and state it was rendered from, and renders the same text again", () => {
    const body = trackingCommentBody(view(), ctx);
    const run = readTrackingMarker(comment(body), BOT);
    expect(run).toMatchObject({
      run: "100",
      issue: 7,
      state: "handed-off",
      started: "2026-11-30T10:00:00.250Z",
      heartbeat: "2026-11-30T11:00:00.750Z",
      round: 4,
      leg: "300",
      relay: { legs: ["100", "200", "300"], legsBefore: 0, looked: "2026-11-30T10:59:00.000Z" },
      spend: { usd: 0.45, usage: { inputTokens: 7500, costUsd: 0.2 } },
      checklist: { omitted: 1, rows: [{ round: 2 }, { round: 3 }, { round: 4, commentUrl: null, notPosted: "#7 is locked" }] },
    });
    if (run === null || run.shown === null) throw new Error("the marker did not read back");
    expect(renderTrackingComment({ ...run, shown: run.shown }, readStateMarker(comment(body), BOT), ctx.secrets)).toBe(body);
    expect(readStateMarker(comment(body), BOT)?.handoff?.summary).toBe("keep [redacted]");
  });

  it("holds nothing a person's text could use: secrets redacted, mentions broken, markup escaped, in the text and the markers", () => {
    const body = trackingCommentBody(view(), ctx);
    expect(body).not.toContain(TOKEN);
    expect(body).not.toMatch(/@octocat/);
    expect(body).not.toContain("<b>");
    expect(body.match(/<!-- ralph-bot:/g)).toHaveLength(2);
  });

  it("lists the rounds, the state and the ending as people read them", () => {
    const body = trackingCommentBody(view(), ctx);
    expect(body).toContain(
      "- … 1 earlier rounds, each in its round comment\n- [x] Round 2 — continue ✓ — earlier ([report](https://github.example/c2), `2222222`)\n",
    );
    expect(body).toContain("- [x] Round 4 — continue — no comment (report not posted: #7 is locked, `4444444`)");
    expect(body).toContain("- [ ] Round 5 — handed off to the next workflow run");
    expect(body).toContain("Spent $0.45 of the $2.00 budget (max-cost-usd), as the agent reported.");
    const ended = trackingCommentBody(view({ state: "complete", pullRequestUrl: "https://github.example/pr/9", ending: "It ended." }), ctx);
    expect(ended).toContain("**Outcome: complete** after 4 rounds, 1 h 0 min · pull request https://github.example/pr/9\n\nIt ended.");
  });

  it("trusts the bot's markers only, of this version or of the releases before it", () => {
    const body = trackingCommentBody(view(), ctx);
    expect(readTrackingMarker(comment(body, "octo-maintainer"), BOT)).toBeNull();
    expect(readTrackingMarker(comment(body.replace('"version":1', '"version":2')), BOT)).toBeNull();
    expect(readTrackingMarker(comment(body.replace('"state":"handed-off"', '"state":"waiting"')), BOT)).toBeNull();
  });
});

describe("a tracking comment another workflow run went on from", () => {
  const by = { runId: "400", runUrl: "https://github.example/octo/hello/actions/runs/400", round: 5, secrets: [] };

  it("marks a dead run superseded, saying why, without its open round", () => {
    const body = trackingCommentBody(view({ state: "running" }), ctx);
    const after = wentOnComment(comment(body), BOT, by) ?? "";
    expect(readTrackingMarker(comment(after), BOT)).toMatchObject({ state: "superseded", round: 4 });
    expect(after).not.toContain("- [ ] Round 5");
    expect(after).toContain(
      "**Superseded:** the workflow run of this Ralph run ended while it was running (the runner was lost); [workflow run 400](https://github.example/octo/hello/actions/runs/400) took over at round 5.",
    );
    expect(wentOnComment(comment(trackingCommentBody(view(), ctx)), BOT, by)).toContain("its next workflow run never picked it up");
  });

  it("keeps an `error` run's outcome and says where it went on", () => {
    const body = trackingCommentBody(view({ state: "error", ending: null }), ctx);
    const after = wentOnComment(comment(body), BOT, by) ?? "";
    expect(readTrackingMarker(comment(after), BOT)?.state).toBe("error");
    expect(after).toContain("**Outcome: error** after 4 rounds");
    expect(after).toMatch(
      /\n\n\*\*Went on:\*\* the same trigger was delivered again; \[workflow run 400\]\([^)]*\) went on with this run's work at round 5\.$/,
    );
  });

  it("is left alone when it is no tracking comment of the bot", () => {
    expect(wentOnComment(comment("hello"), BOT, by)).toBeNull();
  });
});

describe("what earlier releases wrote", () => {
  it.each([
    ["a133528-relay-handed-off", { state: "handed-off", round: 1, rounds: [1], usd: 0.01, relay: true }],
    ["a133528-in-job-ended", { state: "budget-limited", round: 2, rounds: [1, 2], usd: 0.03, relay: false }],
    ["a133528-ended-error", { state: "error", round: 2, rounds: [1, 2], usd: null, relay: false }],
    ["743f214-relay-handed-off", { state: "handed-off", round: 1, rounds: [1], usd: 0.01, relay: true }],
  ])("reads %s's tracking comment as the run it records, its checklist row for row", async (name, expected) => {
    const fixture = await readUpgradeFixture(name);
    const [tracking] = fixture.comments.filter((recorded) => recorded.body.startsWith("<!-- ralph-bot:tracking "));
    if (tracking === undefined) throw new Error("no tracking comment in the fixture");
    const run = readTrackingMarker(comment(tracking.body, tracking.user), BOT);
    expect(run).toMatchObject({ issue: 1, state: expected.state, round: expected.round, shown: null });
    expect(run?.checklist.rows.map((row) => row.round)).toEqual(expected.rounds);
    expect(run?.spend.usd).toBe(expected.usd);
    expect(run?.relay?.legs).toEqual(expected.relay ? [fixture.firstLeg] : undefined);
    // Each row renders as the line it was read from.
    const lines = tracking.body.split("\n").filter((line) => line.startsWith("- [x] Round "));
    const again = trackingCommentBody({ ...view(), carried: { ...view().carried!, checklist: run!.checklist }, rounds: [] }, ctx);
    for (const line of lines) expect(again).toContain(`${line}\n`);
  });

  it("reads a run that went on after an error: the earlier run ended, the one that went on handed off", async () => {
    const fixture = await readUpgradeFixture("743f214-went-on-handed-off");
    const runs = trackingMarkers(
      fixture.comments.map((recorded) => comment(recorded.body, recorded.user)),
      BOT,
    );
    expect(runs.map((run) => [run.state, run.round])).toEqual([
      ["error", 2],
      ["handed-off", 3],
    ]);
    expect(runs[1]?.checklist.rows.map((row) => row.summary)).toEqual(["went on"]);
  });

  it("marks an earlier release's dead run superseded in its own text", async () => {
    const fixture = await readUpgradeFixture("a133528-relay-handed-off");
    const [tracking] = fixture.comments;
    const after = wentOnComment(comment(tracking!.body), BOT, { runId: "9", runUrl: "https://x/9", round: 2, secrets: [] }) ?? "";
    expect(readTrackingMarker(comment(after), BOT)?.state).toBe("superseded");
    expect(after).not.toContain("- [ ] Round 2");
    expect(after).toContain(
      "**Superseded:** its next workflow run never picked it up (the relay dispatch was lost); [workflow run 9](https://x/9) took over at round 2.",
    );
  });
});
