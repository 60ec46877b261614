/**
 * Relay mode on GitHub: how a handed-off run counts (live within the grace period, dead
 * after it), what its tracking comment shows and carries, and how a dispatch names a leg.
 */
import { describe, expect, it } from "vitest";
import type { PostedRound } from "../../src/render/text.js";
import { runConflict } from "../../src/record/admission.js";
import { deadRun, HANDOFF_GRACE_MS, legsToAsk, liveRun, NO_LEG_STATES, type LegStates } from "../../src/record/liveness.js";

/** The Actions API's word that workflow run `id` ended. */
const ended = (id: string): LegStates => new Map([[id, "ended"]]);
import { trackingCommentBody, type Carried } from "../../src/record/tracking-comment.js";
import { readTrackingMarker } from "../../src/record/tracking-marker.js";
import type { TrackingState } from "../../src/record/tracking-schema.js";
import { trackedRunOf } from "../support/tracked-run.js";
import { parseTrigger } from "../../src/github/trigger.js";
import { renderContextOf } from "../support/render-context.js";

const now = new Date("2026-11-30T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const marker = (overrides: Parameters<typeof trackedRunOf>[0]) =>
  trackedRunOf({
    run: "100",
    trigger: "label:x",
    state: "handed-off",
    started: minutesAgo(60),
    heartbeat: minutesAgo(1),
    round: 1,
    relay: { legs: ["100"], legsBefore: 0, looked: minutesAgo(1) },
    ...overrides,
  });

describe("a handed-off run's liveness", () => {
  it("is live while its next leg may still come, so a second trigger starts nothing", () => {
    const handedOff = marker({});
    expect(liveRun([handedOff], NO_LEG_STATES, now)).toBe(handedOff);
    expect(runConflict([handedOff], { key: "comment:9", at: now }, { now, legs: NO_LEG_STATES })).toMatch(
      /workflow run 100 is already running/,
    );
    expect(deadRun(handedOff, NO_LEG_STATES, now)).toBe(false);
  });

  it("is dead past the grace period (a lost dispatch): the next trigger may take it over", () => {
    const lost = marker({ heartbeat: new Date(now.getTime() - HANDOFF_GRACE_MS).toISOString() });
    expect(liveRun([lost], NO_LEG_STATES, now)).toBeNull();
    expect(deadRun(lost, NO_LEG_STATES, now)).toBe(true);
    expect(runConflict([lost], { key: "comment:9", at: now }, { now, legs: NO_LEG_STATES })).toBeNull();
  });

  it("asks the Actions API about the leg carrying a running relay run, not its first workflow run", () => {
    const running = marker({
      state: "running",
      leg: "300",
      relay: { legs: ["100", "200", "300"], legsBefore: 0, looked: minutesAgo(1) },
      heartbeat: minutesAgo(1),
    });
    expect(legsToAsk([running])).toEqual(["300"]);
    expect(liveRun([running], ended("100"), now)).toBe(running);
    expect(liveRun([running], ended("300"), now)).toBeNull();
    expect(deadRun(running, ended("300"), now)).toBe(true);
  });
});

const ctx = renderContextOf({
  maxCostUsd: 1,
  runUrl: "https://github.example/octo/hello/actions/runs/200",
});
const round2: PostedRound = {
  round: 2,
  status: "continue",
  report: { status: "continue", summary: "found the bug", evidence: [], nextSteps: ["fix it"], blocker: null },
  failure: null,
  verification: null,
  outputTail: "",
  commit: { sha: "b".repeat(40), changed: true, notes: [], failure: null, unpushed: null },
  durationMs: 1000,
  elapsedMs: 1000,
  usage: { costUsd: 0.25 },
  commentUrl: "https://github.example/octo/hello/issues/7#issuecomment-2",
};
const ROUND_1 = "- [x] Round 1 — continue — mapped the code ([report](https://github.example/c1), `aaaaaaa`)";
const ROW_1 = { round: 1, status: "continue", summary: "mapped the code", commentUrl: "https://github.example/c1", sha: "aaaaaaa" };
const carried: Carried = {
  checklist: { omitted: 0, rows: [ROW_1] },
  spentBeforeUsd: 0.5,
  usageBefore: { inputTokens: 10_000, costUsd: 0.5 },
  relay: { legs: ["100", "200"], looked: new Date("2026-11-30T11:59:00Z") },
};
const view = (state: TrackingState) => ({
  trigger: "label:x",
  state,
  issueTitle: "add() is wrong",
  rounds: [round2],
  startedAt: new Date("2026-11-30T11:00:00Z"),
  now,
  pullRequestUrl: null,
  ending: null,
  runState: null,
  carried,
});

describe("a relay run's tracking comment", () => {
  it("carries what the next leg needs in its marker: round, leg, legs, spend, usage, last look, the rounds' rows", () => {
    const body = trackingCommentBody(view("handed-off"), ctx);
    const data = readTrackingMarker({ body, user: { login: "github-actions[bot]" } }, "github-actions[bot]");
    expect(data).toEqual({
      run: "100",
      issue: 7,
      trigger: "label:x",
      state: "handed-off",
      started: "2026-11-30T11:00:00.000Z",
      heartbeat: now.toISOString(),
      round: 2,
      leg: "200",
      relay: { legs: ["100", "200"], legsBefore: 0, looked: "2026-11-30T11:59:00.000Z" },
      spend: { usd: 0.75, usage: { inputTokens: 10_000, costUsd: 0.75 } },
      checklist: {
        omitted: 0,
        rows: [ROW_1, { round: 2, status: "continue", summary: "found the bug", commentUrl: round2.commentUrl, sha: "bbbbbbb" }],
      },
      shown: expect.objectContaining({ header: expect.objectContaining({ title: "add() is wrong", maxRounds: 5 }) }),
    });
  });

  it("lists the earlier legs' rounds, every workflow run, and the spend and usage across legs", () => {
    const body = trackingCommentBody(view("handed-off"), ctx);
    expect(body).toContain(`${ROUND_1}\n- [x] Round 2 — `);
    expect(body).toContain("- [ ] Round 3 — handed off to the next workflow run");
    expect(body).toContain(
      "workflow runs [100](https://github.example/octo/hello/actions/runs/100) · [200](https://github.example/octo/hello/actions/runs/200).",
    );
    expect(body).toContain("Spent $0.75 of the $1.00 budget");
    expect(body).toContain("The agent used 10k tokens in · $0.75 so far.");
    expect(readTrackingMarker({ body, user: { login: "bot" } }, "bot")?.checklist.rows.map((row) => row.round)).toEqual([1, 2]);
    expect(trackingCommentBody(view("complete"), ctx)).toContain("**Outcome: complete** after 2 rounds");
  });
});

describe("a long relay run's tracking comment", () => {
  it("stays bounded across legs and keeps counting the rounds it no longer lists", () => {
    // Leg after leg, each one carrying the rounds the one before recorded: 30 legs of one round each.
    let checklist: Carried["checklist"] = { omitted: 0, rows: [] };
    let body = "";
    const legs = Array.from({ length: 30 }, (_, i) => String(100 + i));
    for (let leg = 1; leg <= 30; leg++) {
      const round = { ...round2, round: leg, commentUrl: `https://github.example/c${leg}` };
      const state = leg === 30 ? "complete" : "handed-off";
      body = trackingCommentBody(
        { ...view(state), rounds: [round], carried: { ...carried, checklist, relay: { legs: legs.slice(0, leg), looked: now } } },
        ctx,
      );
      checklist = readTrackingMarker({ body, user: { login: "bot" } }, "bot")?.checklist ?? checklist;
    }
    expect(body).toContain("- … 10 earlier rounds, each in its round comment\n- [x] Round 11 — ");
    expect(body.match(/^- \[x\] Round/gm)).toHaveLength(20);
    expect(body).toContain("**Outcome: complete** after 30 rounds");
    expect(body).toContain("workflow runs … 10 earlier · [110](");
  });
});

describe("parseTrigger: a relay dispatch", () => {
  const settings = { triggerLabel: "ralph", command: "/ralph", maxRoundsLimit: 20, issueNumber: 7, objective: null, commentId: null };
  const dispatch = (inputs: Record<string, string>) =>
    parseTrigger("workflow_dispatch", { inputs, sender: { login: "github-actions[bot]", type: "Bot" } }, settings);

  it("names the run and the round it starts", () => {
    expect(dispatch({ issue: "7", "relay-run": "100", "relay-round": "3" })).toMatchObject({
      kind: "start",
      source: "dispatch",
      issueNumber: 7,
      actor: null,
      relay: { run: "100", round: 3 },
    });
  });

  it("is an ordinary dispatch without relay inputs, and starts nothing with malformed ones", () => {
    expect(dispatch({ issue: "7", "relay-run": "", "relay-round": "" })).not.toHaveProperty("relay");
    expect(dispatch({ issue: "7", "relay-run": "100", "relay-round": "" })).toMatchObject({ kind: "skip" });
    expect(dispatch({ issue: "7", "relay-run": "x", "relay-round": "2" })).toMatchObject({ kind: "skip" });
    expect(dispatch({ issue: "7", "relay-run": "100", "relay-round": "0" })).toMatchObject({ kind: "skip" });
  });
});
