import { describe, expect, it } from "vitest";
import { runConflict, type TrackingMarker } from "../../src/github/tracking.js";

const marker = (overrides: Partial<TrackingMarker>): TrackingMarker => ({
  run: "1",
  issue: 7,
  trigger: "comment:1",
  state: "complete",
  started: "2026-11-30T10:00:00.400Z",
  heartbeat: "2026-11-30T10:05:00.600Z",
  ...overrides,
});
const now = new Date("2026-11-30T10:10:00Z");
const STALE = 15 * 60_000;

describe("runConflict", () => {
  it("refuses the same trigger twice", () => {
    expect(runConflict([marker({})], { key: "comment:1", at: now }, now, STALE)).toMatch(/already handled/);
  });

  it("refuses any trigger while a run is live, but not once its heartbeat is stale", () => {
    const live = marker({ state: "running", heartbeat: "2026-11-30T10:09:00Z" });
    expect(runConflict([live], { key: "comment:2", at: now }, now, STALE)).toMatch(/already running/);
    const stale = marker({ state: "running", heartbeat: "2026-11-30T09:00:00Z", started: "2026-11-30T08:00:00Z" });
    expect(runConflict([stale], { key: "comment:2", at: now }, now, STALE)).toBeNull();
  });

  it("refuses a trigger that arrived while a run was live (it waited in the queue), at GitHub's whole-second precision", () => {
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:00:00Z") }, now, STALE)).toMatch(/arrived while/);
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:04:59Z") }, now, STALE)).toMatch(/arrived while/);
  });

  it("lets a trigger in the very second a run ended, or later, start a run", () => {
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T10:05:00Z") }, now, STALE)).toBeNull();
    expect(runConflict([marker({})], { key: "comment:2", at: new Date("2026-11-30T09:59:59Z") }, now, STALE)).toBeNull();
  });
});
