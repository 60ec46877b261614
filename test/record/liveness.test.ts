import { describe, expect, it } from "vitest";
import { runConflict } from "../../src/record/admission.js";
import {
  HANDOFF_GRACE_MS,
  legsToAsk,
  liveRun,
  livenessOf,
  NO_LEG_STATES,
  STALE_AFTER_MS,
  type LegStates,
} from "../../src/record/liveness.js";
import { trackedRunOf as marker } from "../support/tracked-run.js";

/** The Actions API's word that workflow run `id` ended. */
const ended = (id: string): LegStates => new Map([[id, "ended"]]);
const now = new Date("2026-11-30T10:10:00Z");

describe("runConflict", () => {
  it("refuses the same trigger twice", () => {
    expect(runConflict([marker({})], { key: "comment:1", at: now }, { now, legs: NO_LEG_STATES })).toMatch(/already handled/);
  });

  it("lets the same trigger start a new run after its run ended error (the bot could not go on), but not after any other ending", () => {
    const trigger = { key: "comment:1", at: new Date("2026-11-30T09:59:00Z") };
    expect(runConflict([marker({ state: "error" })], trigger, { now, legs: NO_LEG_STATES })).toBeNull();
    for (const state of ["complete", "blocked", "round-failed", "cancelled"] as const) {
      expect(runConflict([marker({ state })], trigger, { now, legs: NO_LEG_STATES })).toMatch(/already handled/);
    }
  });

  it("refuses any trigger while a run is live, but not once its heartbeat is stale", () => {
    const live = marker({ state: "running", heartbeat: "2026-11-30T10:09:00Z" });
    expect(runConflict([live], { key: "comment:2", at: now }, { now, legs: NO_LEG_STATES })).toMatch(/already running/);
    const stale = marker({ state: "running", heartbeat: "2026-11-30T09:00:00Z", started: "2026-11-30T08:00:00Z" });
    expect(runConflict([stale], { key: "comment:2", at: now }, { now, legs: NO_LEG_STATES })).toBeNull();
  });

  it("refuses a trigger that arrived while a run was live (it waited in the queue), at GitHub's whole-second precision", () => {
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:00:00Z") }, { now, legs: NO_LEG_STATES })).toMatch(
      /arrived while/,
    );
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:04:59Z") }, { now, legs: NO_LEG_STATES })).toMatch(
      /arrived while/,
    );
  });

  it("orders a trigger comment in the very second a run ended by comment id: before a comment the run posted, it arrived while the run was live", () => {
    const inLastSecond = { key: "comment:2", at: new Date("2026-11-30T10:05:00Z"), commentId: 50 };
    const posted = (id: number | null) => ({ now, legs: NO_LEG_STATES, lastPosted: (run: string) => (run === "1" ? id : null) });
    expect(runConflict([marker({})], inLastSecond, posted(51))).toMatch(/arrived while workflow run 1/);
    expect(runConflict([marker({})], inLastSecond, posted(49))).toBeNull();
    expect(runConflict([marker({})], inLastSecond, posted(null))).toBeNull();
    expect(runConflict([marker({})], { ...inLastSecond, commentId: null }, posted(51))).toBeNull();
    // A second later it came after the run, whatever the ids say.
    expect(runConflict([marker({})], { ...inLastSecond, at: new Date("2026-11-30T10:05:01Z") }, posted(51))).toBeNull();
  });

  it("does not count the run a trigger started as one it arrived during (a redelivery after error), even in the second it started", () => {
    const erred = marker({ state: "error", started: "2026-11-30T10:00:00.900Z" });
    const redelivered = { key: "comment:1", at: new Date("2026-11-30T10:00:00Z") };
    expect(runConflict([erred], redelivered, { now, legs: NO_LEG_STATES })).toBeNull();
    expect(runConflict([erred], { ...redelivered, key: "comment:2" }, { now, legs: NO_LEG_STATES })).toMatch(/arrived while/);
  });

  it("lets a trigger in the very second a run ended, or later, start a run", () => {
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:05:00Z") }, { now, legs: NO_LEG_STATES })).toBeNull();
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T09:59:59Z") }, { now, legs: NO_LEG_STATES })).toBeNull();
  });
});

describe("runConflict and liveRun with workflow runs known to have ended", () => {
  const running = marker({
    run: "5",
    trigger: "comment:5",
    state: "running",
    started: "2026-11-30T10:00:00Z",
    heartbeat: "2026-11-30T10:09:00Z",
  });

  it("does not count a run as live once its workflow run ended, whatever its heartbeat says", () => {
    expect(liveRun([running], NO_LEG_STATES, now)).toBe(running);
    expect(liveRun([running], ended("5"), now)).toBeNull();
    expect(runConflict([running], { key: "comment:9", at: now }, { now, legs: ended("5") })).toBeNull();
  });

  it("lets a second delivery of the trigger a dead run handled resume its work", () => {
    const trigger = { key: "comment:5", at: new Date("2026-11-30T09:59:59Z") };
    expect(runConflict([running], trigger, { now, legs: NO_LEG_STATES })).toMatch(/already handled/);
    expect(runConflict([running], trigger, { now, legs: ended("5") })).toBeNull();
    // A run that ended properly did handle it.
    expect(runConflict([marker({ run: "5", trigger: "comment:5" })], trigger, { now, legs: ended("5") })).toMatch(/already handled/);
  });

  it("lets a trigger queued behind a dead run start", () => {
    const queued = { key: "comment:9", at: new Date("2026-11-30T10:05:00Z") };
    expect(runConflict([running], queued, { now, legs: NO_LEG_STATES })).toMatch(/already running/);
    expect(runConflict([running], queued, { now, legs: ended("5") })).toBeNull();
  });

  it("lists the runs tracking comments still show running, each once: the ones to ask the Actions API about", () => {
    expect(legsToAsk([marker({}), running, marker({ run: "6", state: "running" }), running])).toEqual(["5", "6"]);
  });
});

describe("the one liveness rule, in its order: the workflow run, then the heartbeat, then the next leg's grace", () => {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const running = (heartbeatAgo: number) => marker({ run: "5", state: "running", started: ago(60 * 60_000), heartbeat: ago(heartbeatAgo) });
  const legs = (state: "going" | "ended" | "unknown"): LegStates => new Map([["5", state]]);

  it.each([
    ["a going workflow run, its heartbeat stale", running(STALE_AFTER_MS + 60_000), legs("going"), { live: true, by: "workflow run" }],
    ["an ended workflow run, its heartbeat fresh", running(60_000), legs("ended"), { live: false, dead: true, by: "workflow run" }],
    ["an unknown workflow run, its heartbeat fresh", running(60_000), legs("unknown"), { live: true, by: "heartbeat" }],
    ["an unknown workflow run, its heartbeat stale", running(STALE_AFTER_MS), NO_LEG_STATES, { live: false, dead: false, by: "heartbeat" }],
    [
      "a relay run within the grace",
      marker({ state: "handed-off", heartbeat: ago(60_000) }),
      NO_LEG_STATES,
      { live: true, by: "next leg's grace" },
    ],
    [
      "a relay run past the grace",
      marker({ state: "handed-off", heartbeat: ago(HANDOFF_GRACE_MS) }),
      NO_LEG_STATES,
      { live: false, dead: true, by: "next leg's grace" },
    ],
    ["an ended run", marker({ state: "complete", heartbeat: ago(60_000) }), legs("going"), { live: false, dead: false, by: "ending" }],
  ])("%s", (_, run, states, expected) => {
    expect(livenessOf(run, states, now)).toEqual(expected);
  });
});
