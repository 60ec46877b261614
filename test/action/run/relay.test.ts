/** Relay mode's pure parts: which workflow to dispatch, what a leg carries over, and its deadline. */
import { describe, expect, it } from "vitest";
import { carriedOver, dispatchableRef, relayDeadline, workflowOf } from "../../../src/action/run/relay.js";
import type { DeadRun } from "../../../src/record/run-record.js";
import { trackingCommentBody } from "../../../src/record/tracking-comment.js";
import { readTrackingMarker } from "../../../src/record/tracking-marker.js";
import { trackedRunOf } from "../../support/tracked-run.js";

const ROW = (round: number) => ({ round, status: "continue", summary: `round ${round}`, commentUrl: null, sha: "aaaaaaa" });
const handedOff = (continues: boolean): DeadRun => ({
  run: "100",
  continues,
  trackingCommentId: 5,
  firstRound: 3,
  started: "2026-11-30T11:00:00.000Z",
  trigger: "label:x",
  marker: trackedRunOf({
    run: "100",
    trigger: "label:x",
    state: "handed-off",
    started: "2026-11-30T11:00:00.000Z",
    heartbeat: "2026-11-30T11:30:00.000Z",
    round: 2,
    leg: "200",
    relay: { legs: ["100", "200"], legsBefore: 0, looked: "2026-11-30T11:29:00.000Z" },
    spend: { usd: 0.5, usage: { inputTokens: 2000, costUsd: 0.5 } },
    checklist: { omitted: 0, rows: [ROW(1), ROW(2)] },
  }),
});
const now = new Date("2026-11-30T12:00:00Z");

describe("workflowOf", () => {
  it("reads the workflow file and ref from GITHUB_WORKFLOW_REF", () => {
    expect(workflowOf("octo/hello/.github/workflows/ralph.yml@refs/heads/main")).toEqual({ file: "ralph.yml", ref: "refs/heads/main" });
    expect(workflowOf("octo/hello/.github/workflows/ralph.yaml@refs/tags/v1")).toEqual({ file: "ralph.yaml", ref: "refs/tags/v1" });
    expect(workflowOf(null)).toBeNull();
    expect(workflowOf("octo/hello/ralph.yml")).toBeNull();
  });
});

describe("dispatchableRef", () => {
  it("keeps a branch or tag and refuses the refs workflow_dispatch does not accept", () => {
    expect(dispatchableRef("refs/heads/main")).toBe("refs/heads/main");
    expect(dispatchableRef("refs/tags/v1")).toBe("refs/tags/v1");
    expect(dispatchableRef("refs/pull/5/merge")).toBeNull();
    expect(dispatchableRef("refs/heads/")).toBeNull();
  });
});

describe("carriedOver", () => {
  it("adds this workflow run to the legs of the run it continues, with its rounds, spend and usage", () => {
    expect(carriedOver({ relay: true, resume: handedOff(true), runId: "300", now })).toEqual({
      checklist: { omitted: 0, rows: [ROW(1), ROW(2)] },
      spentBeforeUsd: 0.5,
      usageBefore: { inputTokens: 2000, costUsd: 0.5 },
      relay: { legs: ["100", "200", "300"], looked: now },
    });
    // A re-run of the same leg is not listed twice.
    expect(carriedOver({ relay: true, resume: handedOff(true), runId: "200", now }).relay?.legs).toEqual(["100", "200"]);
  });

  it("starts a new list of legs when taking a run over, keeping only its spend and usage", () => {
    expect(carriedOver({ relay: true, resume: handedOff(false), runId: "400", now })).toEqual({
      checklist: { omitted: 0, rows: [] },
      spentBeforeUsd: 0.5,
      usageBefore: { inputTokens: 2000, costUsd: 0.5 },
      relay: { legs: ["400"], looked: now },
    });
    expect(carriedOver({ relay: false, resume: null, runId: "400", now })).toEqual({
      checklist: { omitted: 0, rows: [] },
      spentBeforeUsd: null,
      usageBefore: {},
      relay: null,
    });
  });
});

describe("relayDeadline", () => {
  it("counts run-timeout-minutes from the run's start, across legs", () => {
    const step = new AbortController().signal;
    const started = new Date(now.getTime() - 31 * 60_000);
    expect(relayDeadline(step, started, 30 * 60_000, now.getTime()).aborted).toBe(true);
    expect(relayDeadline(step, started, 60 * 60_000, now.getTime()).aborted).toBe(false);
    const ended = new AbortController();
    ended.abort();
    expect(relayDeadline(ended.signal, started, 60 * 60_000, now.getTime()).aborted).toBe(true);
  });
});

describe("a relay run of thousands of legs", () => {
  it("keeps its tracking comment within GitHub's 65,536-character body limit, counting the legs it no longer lists", () => {
    // Leg after leg, each one rebuilt from the marker the one before wrote, as the next leg reads it.
    // Real workflow run ids have 11 digits; max-rounds-limit allows up to 100,000 rounds.
    const ctx = {
      issueNumber: 7,
      branch: "ralph/issue-7",
      maxRounds: 100_000,
      agent: "command",
      maxCostUsd: null,
      runId: "10000000000",
      runUrl: null,
      repositoryUrl: "https://github.example/octo/hello",
      secrets: [],
    };
    let dead: DeadRun | null = null;
    let body = "";
    for (let leg = 0; leg < 6000; leg++) {
      const carried = carriedOver({ relay: true, resume: dead, runId: String(10_000_000_000 + leg), now });
      const view = {
        trigger: "label:x",
        state: "handed-off" as const,
        issueTitle: "t",
        rounds: [],
        startedAt: now,
        now,
        pullRequestUrl: null,
        ending: null,
        runState: null,
        carried,
      };
      body = trackingCommentBody(view, ctx);
      const marker = readTrackingMarker({ body, user: { login: "bot" } }, "bot");
      if (marker === null) throw new Error(`leg ${leg} wrote a marker it cannot read`);
      dead = { ...handedOff(true), run: ctx.runId, marker };
    }
    expect(body.length).toBeLessThan(20_000);
    expect(body).toContain("workflow runs … 5980 earlier · [10000005980](");
    expect(dead?.marker.relay?.legs).toHaveLength(20);
  });
});
