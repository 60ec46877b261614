import type { RoundRecord } from "./ports.js";

/** In US dollars. */
export interface Spend {
  spentUsd: number;
  maxCostUsd: number;
}

/** The cost `rounds` reported, rounded to micro-dollars, or null. */
export function reportedCost(rounds: readonly RoundRecord[]): number | null {
  const costs = rounds.flatMap((round) => (round.usage?.costUsd !== undefined ? [round.usage.costUsd] : []));
  if (costs.length === 0) return null;
  return Math.round(costs.reduce((sum, cost) => sum + cost, 0) * 1e6) / 1e6;
}

/** The spend once it reached the budget, else null. */
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

export function costReason(spend: Spend): string {
  return `the agent's reported cost, ${formatUsd(spend.spentUsd)}, reached max-cost-usd (${formatUsd(spend.maxCostUsd)})`;
}

/** `$0.60`; above 0 but below a cent, `under $0.01`. */
export function formatUsd(usd: number): string {
  return usd > 0 && usd < 0.005 ? "under $0.01" : `$${usd.toFixed(2)}`;
}
