/**
 * The run's cost budget (issue 11: input `max-cost-usd`; "when the agent's usage reports cost, the
 * run ends `budget-limited` before a round that would start past the budget"). Pure: a function of
 * the rounds' reported usage.
 */
import type { RoundRecord } from "./ports.js";

/** What the run spent against its budget, in US dollars. */
export interface Spend {
  /** The sum of the costs the agent reported for the run's rounds (rounds that reported none count 0). */
  spentUsd: number;
  /** The budget (`max-cost-usd`). */
  maxCostUsd: number;
}

/**
 * The cost the agent reported over `rounds`, rounded to micro-dollars (so `0.1 + 0.2` is `0.3`),
 * or null when no round reported a cost (the CLI reports tokens only, or nothing).
 */
export function reportedCost(rounds: readonly RoundRecord[]): number | null {
  const costs = rounds.flatMap((round) => (round.usage?.costUsd !== undefined ? [round.usage.costUsd] : []));
  if (costs.length === 0) return null;
  return Math.round(costs.reduce((sum, cost) => sum + cost, 0) * 1e6) / 1e6;
}

/**
 * The spend when it reached the budget, so that the next round would start past it; null while
 * the budget allows another round, when there is no budget (`maxCostUsd` null), or when no round
 * reported a cost (the budget cannot apply). `spentBeforeUsd` is what earlier workflow runs of the
 * same run reported (relay legs, issue 11), null when none.
 */
export function budgetReached(
  rounds: readonly RoundRecord[],
  maxCostUsd: number | null,
  spentBeforeUsd: number | null = null,
): Spend | null {
  const now = reportedCost(rounds);
  const spentUsd = now === null || spentBeforeUsd === null ? (now ?? spentBeforeUsd) : Math.round((now + spentBeforeUsd) * 1e6) / 1e6;
  if (maxCostUsd === null || spentUsd === null || spentUsd < maxCostUsd) return null;
  return { spentUsd, maxCostUsd };
}

/** The cost budget's reason, e.g. "the agent's reported cost, $0.60, reached max-cost-usd ($0.50)". */
export function costReason(spend: Spend): string {
  return `the agent's reported cost, ${formatUsd(spend.spentUsd)}, reached max-cost-usd (${formatUsd(spend.maxCostUsd)})`;
}

/** US dollars as people read them, to the cent: `$0.60`, `$12.00`; a cost above 0 but below a cent is `under $0.01`. */
export function formatUsd(usd: number): string {
  return usd > 0 && usd < 0.005 ? "under $0.01" : `$${usd.toFixed(2)}`;
}
