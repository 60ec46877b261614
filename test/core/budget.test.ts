import { describe, expect, it } from "vitest";
import { watchStops } from "../../src/core/stop.js";
import { exited, report, run, waitForStop } from "./harness.js";

describe("the run's time budget", () => {
  it("ends timed-out mid-run: the round in progress is stopped, saved and reported, then the run ends", async () => {
    const deadline = new AbortController();
    const { result, saved, reported, events } = await run({
      agent: [
        exited(report("continue", { summary: "first" })),
        (request) => {
          setTimeout(() => deadline.abort(), 1);
          return waitForStop(request);
        },
      ],
      deadline,
    });
    expect(result).toMatchObject({ outcome: "timed-out", handoff: { summary: "first" } });
    expect(saved).toEqual(["Round 1: first", "Round 2 failed: the run's time limit (run-timeout-minutes) ran out during the round"]);
    expect(reported[1]).toMatchObject({ status: "failed", outputTail: "killed" });
    expect(events.at(-1)).toMatchObject({
      type: "run-end",
      outcome: "timed-out",
      reason: "the run's time limit (run-timeout-minutes) ran out",
    });
  });

  it("starts no round when the time is already up", async () => {
    const deadline = new AbortController();
    deadline.abort();
    const { result, prompts } = await run({ agent: [], deadline });
    expect(result).toMatchObject({ outcome: "timed-out", rounds: [], handoff: null, elapsedMs: 0 });
    expect(prompts).toEqual([]);
  });

  it("tells a cancel from the deadline by whichever came first", () => {
    const cancel = new AbortController();
    const deadline = new AbortController();
    const stops = watchStops(cancel.signal, deadline.signal);
    expect(stops.reason()).toBeNull();
    cancel.abort();
    deadline.abort();
    expect(stops.reason()).toBe("cancelled");
    expect(stops.signal.aborted).toBe(true);
    stops.dispose();
  });
});
