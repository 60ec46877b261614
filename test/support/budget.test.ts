import { describe, expect, it } from "vitest";
import { budget, slowdown, until } from "./budget.js";

describe("test budgets on a busy machine", () => {
  it("scale a quiet machine's budget by the load per core, never below it and at most six times it", () => {
    const factor = slowdown();
    expect(factor).toBeGreaterThanOrEqual(1);
    expect(factor).toBeLessThanOrEqual(6);
    expect(budget(1000)).toBe(Math.round(1000 * factor));
  });

  it("a condition wait resolves once the condition holds, and rejects naming its budget when it never does", async () => {
    let polls = 0;
    await until(() => ++polls === 3, 5_000, 5);
    expect(polls).toBe(3);
    await expect(until(() => false, 50, 5)).rejects.toThrow(/^condition not reached in \d+ ms$/);
  });
});
