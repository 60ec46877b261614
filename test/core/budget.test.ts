import { describe, expect, it } from "vitest";
import { budgetReached, formatUsd, reportedCost } from "../../src/core/budget.js";
import type { AgentRoundResult, AgentUsage, RoundRecord } from "../../src/core/ports.js";
import { watchStops } from "../../src/core/stop.js";
import { parseUsage } from "../../src/core/usage.js";
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

/** An agent round that reports `continue` (or `status`) and the given usage, as Claude Code's result event does. */
const costing = (usage: AgentUsage, status = "continue"): AgentRoundResult => ({
  kind: "exited",
  exitCode: 0,
  signal: null,
  reportText: report(status),
  outputTail: "",
  durationMs: 5,
  usage,
});

describe("the run's cost budget (max-cost-usd)", () => {
  it("ends budget-limited by cost after round 2 when each round reports $0.30 against $0.50", async () => {
    const { result, reported, events } = await run({
      agent: [costing({ costUsd: 0.3 }), costing({ costUsd: 0.3 }), costing({ costUsd: 0.3 })],
      settings: { maxCostUsd: 0.5 },
    });
    expect(result).toMatchObject({
      outcome: "budget-limited",
      by: "cost",
      spentUsd: 0.6,
      maxCostUsd: 0.5,
      handoff: { status: "continue" },
    });
    expect(reported).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({
      type: "run-end",
      outcome: "budget-limited",
      reason: "the agent's reported cost, $0.60, reached max-cost-usd ($0.50)",
    });
  });

  it("lets the round that completes within the spend end the run complete, whatever it cost", async () => {
    const { result } = await run({
      agent: [costing({ costUsd: 0.4 }), costing({ costUsd: 0.4 }, "complete")],
      settings: { maxCostUsd: 0.5 },
    });
    expect(result.outcome).toBe("complete");
  });

  it("cannot apply when the agent reports tokens but no cost", async () => {
    const steps = [1, 2, 3].map((n) => costing({ inputTokens: 1000 * n, outputTokens: 10 }, n === 3 ? "complete" : "continue"));
    const { result } = await run({ agent: steps, settings: { maxCostUsd: 0.01 } });
    expect(result.outcome).toBe("complete");
  });

  it("names the round cap, not the cost, when both end the run at once", async () => {
    const { result } = await run({
      agent: [costing({ costUsd: 1 }), costing({ costUsd: 1 })],
      settings: { maxCostUsd: 0.5, maxRounds: 1 },
    });
    expect(result).toMatchObject({ outcome: "budget-limited", by: "rounds" });
  });

  it("refuses a budget that is not above 0", async () => {
    await expect(run({ agent: [], settings: { maxCostUsd: 0 } })).rejects.toThrow("maxCostUsd must be a number above 0");
  });
});

describe("budgetReached", () => {
  const round = (usage?: AgentUsage): RoundRecord => ({ round: 1, ...(usage !== undefined ? { usage } : {}) }) as RoundRecord;

  it("sums the reported costs to the micro-dollar, counting rounds without a cost as 0", () => {
    expect(reportedCost([round({ costUsd: 0.1 }), round(), round({ costUsd: 0.2 })])).toBe(0.3);
    expect(reportedCost([round({ inputTokens: 5 }), round()])).toBeNull();
  });

  it("is reached at the budget, not below it; never without a budget or a reported cost", () => {
    expect(budgetReached([round({ costUsd: 0.25 }), round({ costUsd: 0.25 })], 0.5)).toEqual({ spentUsd: 0.5, maxCostUsd: 0.5 });
    expect(budgetReached([round({ costUsd: 0.49 })], 0.5)).toBeNull();
    expect(budgetReached([round({ costUsd: 9 })], null)).toBeNull();
    expect(budgetReached([round({ outputTokens: 9 })], 0.5)).toBeNull();
  });

  it("formats dollars to the cent", () => {
    expect([formatUsd(0.6), formatUsd(12), formatUsd(0.004), formatUsd(0)]).toEqual(["$0.60", "$12.00", "under $0.01", "$0.00"]);
  });
});

describe("parseUsage (the agent's $RALPH_USAGE_FILE)", () => {
  it("takes the usage fields, each optional", () => {
    expect(parseUsage('{"costUsd":0.3,"inputTokens":1200,"outputTokens":80,"turns":4,"durationMs":900.5}')).toEqual({
      ok: true,
      usage: { costUsd: 0.3, inputTokens: 1200, outputTokens: 80, turns: 4, durationMs: 900.5 },
    });
    expect(parseUsage("{}")).toEqual({ ok: true, usage: {} });
  });

  it.each([
    ["not JSON", "cost: 1", /not valid JSON/],
    ["an unknown key", '{"cost":0.3}', /Unrecognized key/],
    ["a negative cost", '{"costUsd":-1}', /costUsd: must not be negative/],
    ["a fractional token count", '{"inputTokens":1.5}', /inputTokens: must be a whole number/],
    ["a string for a number", '{"costUsd":"0.3"}', /costUsd/],
  ])("refuses %s", (_name, text, reason) => {
    const parsed = parseUsage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe("the cost budget across workflow runs (relay mode)", () => {
  it("counts what earlier legs spent: $0.30 before and $0.30 now reach $0.50", async () => {
    const { result } = await run({
      agent: [costing({ costUsd: 0.3 }), costing({ costUsd: 0.3 })],
      settings: { maxCostUsd: 0.5, spentBeforeUsd: 0.3 },
    });
    expect(result).toMatchObject({ outcome: "budget-limited", by: "cost", spentUsd: 0.6, maxCostUsd: 0.5 });
    expect(result.rounds).toHaveLength(1);
  });

  it("starts no round when earlier legs already spent the budget in force (lowered since): $1.20 against $0.50", async () => {
    const { result, reported } = await run({
      agent: [costing({ costUsd: 0.3 })],
      settings: { maxCostUsd: 0.5, spentBeforeUsd: 1.2 },
    });
    expect(result).toMatchObject({ outcome: "budget-limited", by: "cost", spentUsd: 1.2, maxCostUsd: 0.5 });
    expect(result.rounds).toEqual([]);
    expect(reported).toEqual([]);
  });
});
