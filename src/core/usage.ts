import * as z from "zod";
import type { AgentUsage, RoundRecord } from "./ports.js";

/**
 * The agent's usage summed over a run's rounds: each field is the sum over the
 * rounds that reported it, and left out when no round did.
 */
export function sumUsage(rounds: readonly RoundRecord[]): AgentUsage {
  return rounds.reduce<AgentUsage>((total, { usage }) => (usage === undefined ? total : addUsage(total, usage)), {});
}

/** Two usages added field by field; a field is left out when neither has it. */
export function addUsage(a: AgentUsage, b: AgentUsage): AgentUsage {
  const total: AgentUsage = { ...a };
  for (const key of ["inputTokens", "outputTokens", "costUsd", "turns", "durationMs"] as const) {
    const value = b[key];
    if (value !== undefined) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

const count = z.number().int("must be a whole number").nonnegative("must not be negative");

/**
 * The usage an agent reports itself (the agent contract: the JSON an `agent: command` agent may
 * write to `$RALPH_USAGE_FILE`): the fields of {@link AgentUsage}, each optional; unknown keys are
 * rejected; counts are whole numbers, `costUsd` (US dollars) and `durationMs` finite, none negative.
 */
export const UsageReport = z.strictObject({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  costUsd: z.number().finite().nonnegative("must not be negative").optional(),
  turns: count.optional(),
  durationMs: z.number().finite().nonnegative("must not be negative").optional(),
});

/**
 * Parse a usage report ({@link UsageReport}). Never throws: invalid JSON or shape yields the
 * reason, and the caller fails the round with it (a usage the budget relies on is never guessed).
 */
export function parseUsage(text: string): { ok: true; usage: AgentUsage } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `it is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = UsageReport.safeParse(json);
  if (parsed.success) return { ok: true, usage: parsed.data };
  return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "usage"}: ${issue.message}`).join("; ") };
}
