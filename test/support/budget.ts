/**
 * Test budgets that scale with how busy the machine is, so the suite holds on a loaded runner.
 * A budget is a safety net against a hang, never an assertion: the bounds the design contract
 * names (e.g. GitHub's grace after SIGTERM) stay asserted at their own value.
 */
import { availableParallelism, loadavg } from "node:os";

/**
 * How many times slower than a quiet machine this one runs now: the one-minute load average per
 * core (`os.loadavg`), at least 1, at most 6 (past that a test that still needs more is hung).
 */
export function slowdown(): number {
  const perCore = loadavg()[0]! / availableParallelism();
  return Math.min(6, Math.max(1, perCore));
}

/** `ms` scaled by {@link slowdown}, in ms. */
export function budget(ms: number): number {
  return Math.round(ms * slowdown());
}

/**
 * Resolves once `check` holds, polling every `pollMs` (default 50 ms). Rejects with "condition
 * not reached in <n> ms" once `budget(ms)` has passed (default budget 20 s on a quiet machine).
 */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000, pollMs = 50): Promise<void> {
  const allowed = budget(ms);
  const deadline = Date.now() + allowed;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not reached in ${allowed} ms`);
    await new Promise((done) => setTimeout(done, pollMs));
  }
}
