/** A run's record as a tracking marker holds it, for tests: an ended run of issue 7 with what `overrides` set. */
import type { TrackedRun } from "../../src/record/tracking-schema.js";

export function trackedRunOf(overrides: Partial<TrackedRun>): TrackedRun {
  return {
    run: "1",
    issue: 7,
    trigger: "comment:1",
    state: "complete",
    started: "2026-11-30T10:00:00.400Z",
    heartbeat: "2026-11-30T10:05:00.600Z",
    round: 0,
    spend: { usd: null, usage: {} },
    checklist: { omitted: 0, rows: [] },
    shown: null,
    ...overrides,
  };
}
