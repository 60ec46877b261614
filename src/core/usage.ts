import type { AgentUsage, RoundRecord } from "./ports.js";

/**
 * The agent's usage summed over a run's rounds: each field is the sum over the
 * rounds that reported it, and left out when no round did.
 */
export function sumUsage(rounds: readonly RoundRecord[]): AgentUsage {
  const total: AgentUsage = {};
  for (const { usage } of rounds) {
    if (usage === undefined) continue;
    for (const key of ["inputTokens", "outputTokens", "costUsd", "turns", "durationMs"] as const) {
      const value = usage[key];
      if (value !== undefined) total[key] = (total[key] ?? 0) + value;
    }
  }
  return total;
}
