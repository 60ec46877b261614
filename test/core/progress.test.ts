import { describe, expect, it } from "vitest";
import { NO_STALL, trackStall } from "../../src/core/progress.js";
import { exited, report, run, verification } from "./harness.js";

const same = exited(report("continue", { nextSteps: ["fix the parser"] }));

describe("no progress", () => {
  it("ends blocked 'no progress' after three rounds without change and with the same next steps, before max-rounds", async () => {
    const { result, reported } = await run({ agent: [same, same, same, same], changed: [false, false, false] });
    expect(result).toMatchObject({ outcome: "blocked", by: "no-progress", handoff: { nextSteps: ["fix the parser"] } });
    if (result.outcome === "blocked") expect(result.reason).toMatch(/^no progress: 3 rounds in a row/);
    expect(reported).toHaveLength(3);
  });

  it("honours no-progress-rounds", async () => {
    const { result, reported } = await run({ agent: [same, same], changed: [false, false], settings: { noProgressRounds: 2 } });
    expect(result.outcome).toBe("blocked");
    expect(reported).toHaveLength(2);
  });

  it("is reset by a round that changes the tree", async () => {
    const { result } = await run({
      agent: [same, same, same, same, same],
      changed: [false, false, true, false, false],
      settings: { maxRounds: 5 },
    });
    expect(result.outcome).toBe("budget-limited");
  });

  it("is reset by different next steps", () => {
    let stall = trackStall(NO_STALL, { changed: false, nextSteps: ["a"] });
    stall = trackStall(stall, { changed: false, nextSteps: ["a"] });
    expect(stall.rounds).toBe(2);
    expect(trackStall(stall, { changed: false, nextSteps: ["a", "b"] })).toEqual({ rounds: 1, nextSteps: ["a", "b"] });
    expect(trackStall(stall, { changed: true, nextSteps: ["a"] })).toBe(NO_STALL);
  });

  it("counts rejected completions that change nothing", async () => {
    const claim = exited(report("complete"));
    const { result } = await run({
      agent: [claim, claim, claim],
      verify: [1, 2, 3].map(() => verification("failed")),
      changed: [false, false, false],
    });
    expect(result).toMatchObject({ outcome: "blocked", by: "no-progress" });
  });
});
