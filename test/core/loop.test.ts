import { describe, expect, it } from "vitest";
import { RunEvent } from "../../src/core/events.js";
import { exited, report, run, TICKS, verification } from "./harness.js";

describe("runRounds", () => {
  it("runs until the agent reports complete, saving each round before reporting it", async () => {
    const { result, saved, reported } = await run({ agent: [exited(report("continue")), exited(report("complete"))] });
    expect(result).toMatchObject({ outcome: "complete", verification: null });
    expect(reported.map((r) => [r.round, r.status, r.commit.sha.slice(0, 3)])).toEqual([
      [1, "continue", "111"],
      [2, "complete", "222"],
    ]);
    expect(saved).toEqual(["Round 1: did continue", "Round 2: did complete"]);
  });

  it("hands only the previous round's report to the next prompt", async () => {
    const results = [1, 2, 3].map((n) => exited(report("continue", { summary: `summary of round ${n}`, nextSteps: [`step ${n}`] })));
    const { prompts } = await run({ agent: [...results, exited(report("complete"))] });
    expect(prompts[0]).toContain("None: this is the first report of the run.");
    expect(prompts[1]).toContain("summary of round 1");
    expect(prompts[2]).toContain("summary of round 2");
    expect(prompts[2]).not.toContain("summary of round 1");
    expect(prompts[1]).toContain("round 2 of at most 10");
  });

  it("ends blocked on a blocked report", async () => {
    const { result } = await run({ agent: [exited(report("blocked"))] });
    expect(result).toMatchObject({ outcome: "blocked", by: "agent", reason: "need an answer", handoff: { blocker: "need an answer" } });
  });

  it("ends budget-limited when the last permitted round says continue", async () => {
    const steps = [1, 2, 3].map((n) => exited(report("continue", { nextSteps: [`step ${n}`] })));
    const { result, reported } = await run({ agent: steps, settings: { maxRounds: 3 } });
    expect(result.outcome).toBe("budget-limited");
    expect(reported).toHaveLength(3);
  });

  it.each([
    ["a crash", exited(null, 3), /exited with code 3/],
    ["no report", exited(null), /without writing a report/],
    ["invalid JSON", exited("{"), /not valid JSON/],
    ["a semantically invalid report", exited(report("complete", { nextSteps: ["more"] })), /no next steps/],
    ["an oversized report", exited(report("continue", { summary: "x".repeat(20000) })), /over the 16384-character bound/],
    ["a timeout", { kind: "timed-out", timeoutMs: 90000, outputTail: "", durationMs: 90000 } as const, /within 1.50 min/],
  ])("fails the run on %s, keeping the last good handoff", async (_name, failing, reason) => {
    const { result, saved, reported } = await run({ agent: [exited(report("continue", { summary: "good round" })), failing] });
    expect(result).toMatchObject({ outcome: "round-failed", failedRound: 2, handoff: { summary: "good round" } });
    if (result.outcome === "round-failed") expect(result.reason).toMatch(reason);
    expect(reported[1]).toMatchObject({ round: 2, status: "failed", report: null });
    expect(saved[1]).toMatch(/^Round 2 failed: /);
  });

  it("never hands an oversized report on", async () => {
    const big = "x".repeat(20000);
    const { prompts } = await run({ agent: [exited(report("continue", { summary: big })), exited(report("complete"))] });
    expect(prompts).toHaveLength(1);
  });

  it("ends cancelled when the run is aborted, after saving the round in progress", async () => {
    const cancel = new AbortController();
    const { result, saved } = await run({
      agent: [
        exited(report("continue")),
        async () => {
          cancel.abort();
          return { kind: "cancelled", outputTail: "", durationMs: 1 };
        },
      ],
      cancel,
    });
    expect(result.outcome).toBe("cancelled");
    expect(saved).toHaveLength(2);
    expect(saved[1]).toBe("Round 2 failed: the run was cancelled during the round");
  });

  it("measures each round and the whole run by the injected clock", async () => {
    const { result, reported } = await run({ agent: [exited(report("continue")), exited(report("complete"))] });
    expect(reported.map((r) => r.elapsedMs)).toEqual([TICKS.agent + TICKS.save, TICKS.agent + TICKS.save]);
    expect(reported[0]?.durationMs).toBe(5);
    expect(result.elapsedMs).toBe(2 * (TICKS.agent + TICKS.save));
  });

  it("logs one event per step, each of the documented shape", async () => {
    const { events } = await run({ agent: [exited(report("continue")), exited(report("complete"))], verify: [verification("passed")] });
    expect(events.map((e) => e.type)).toEqual([
      ...["run-start", "round-start", "report", "round-end"],
      ...["round-start", "report", "verify", "round-end", "run-end"],
    ]);
    for (const event of events) expect(RunEvent.parse(event)).toEqual(event);
    expect(events[0]).toMatchObject({ type: "run-start", maxRounds: 10, verify: "on-complete", verifyCommand: "npm test", resumed: false });
    expect(events[0]?.time).toBe(new Date(1_700_000_000_000).toISOString());
    expect(events.at(-1)).toMatchObject({
      type: "run-end",
      outcome: "complete",
      rounds: 2,
      reason: null,
      lastPassingSha: "2".repeat(40),
      elapsedMs: 2120,
    });
  });

  it("logs a round as pushed only when the workspace pushes and the push was taken", async () => {
    const pushedOf = (events: RunEvent[]) => events.flatMap((event) => (event.type === "round-end" ? [event.pushed] : []));
    const agent = [exited(report("continue")), exited(report("complete"))];
    expect(pushedOf((await run({ agent })).events)).toEqual([true, true]);
    expect(pushedOf((await run({ agent, pushes: false })).events)).toEqual([false, false]);
    const refused = { unpushed: { kind: "refused" as const, reason: "refused", files: [], kept: null } };
    expect(pushedOf((await run({ agent: [exited(report("continue"))], save: [refused] })).events)).toEqual([false]);
  });

  it("refuses settings without a round or with a no-progress bound below 1", async () => {
    await expect(run({ agent: [], settings: { maxRounds: 0 } })).rejects.toThrow(/maxRounds/);
    await expect(run({ agent: [], settings: { noProgressRounds: 0 } })).rejects.toThrow(/noProgressRounds/);
  });
});

describe("runRounds in relay mode (handOffAfter)", () => {
  it("hands the run on after a continue at the leg's round, naming the next round", async () => {
    const { result, reported } = await run({
      // Indexed by round: rounds 1 and 2 ran in earlier legs.
      agent: [exited(null), exited(null), exited(report("continue", { summary: "round 3" })), exited(report("continue"))],
      settings: { firstRound: 3, handOffAfter: 3 },
    });
    expect(result).toMatchObject({ outcome: "handed-off", nextRound: 4, handoff: { summary: "round 3" } });
    expect(reported.map((r) => r.round)).toEqual([3]);
  });

  it("ends as usual when the leg's round completes, or at the round cap", async () => {
    expect((await run({ agent: [exited(report("complete"))], settings: { handOffAfter: 1 } })).result.outcome).toBe("complete");
    expect((await run({ agent: [exited(report("continue"))], settings: { maxRounds: 1, handOffAfter: 1 } })).result.outcome).toBe(
      "budget-limited",
    );
  });

  it("does not hand on a run that was stopped during the leg's round", async () => {
    const cancel = new AbortController();
    const { result } = await run({
      agent: [
        async () => {
          cancel.abort();
          return exited(report("continue"));
        },
      ],
      settings: { handOffAfter: 1 },
      cancel,
    });
    expect(result.outcome).toBe("cancelled");
  });
});
