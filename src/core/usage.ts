import * as z from "zod";
import type { AgentUsage, RoundRecord } from "./ports.js";

/** A field no round reported is absent. */
export function sumUsage(rounds: readonly RoundRecord[]): AgentUsage {
  return rounds.reduce<AgentUsage>((total, { usage }) => (usage === undefined ? total : addUsage(total, usage)), {});
}

export function addUsage(a: AgentUsage, b: AgentUsage): AgentUsage {
  const total: AgentUsage = { ...a };
  for (const key of ["inputTokens", "outputTokens", "costUsd", "turns", "durationMs"] as const) {
    const value = b[key];
    if (value !== undefined) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

const count = z.number().int("must be a whole number").nonnegative("must not be negative");

/** The `$RALPH_USAGE_FILE` an `agent: command` agent may write; unknown keys rejected. */
export const UsageReport = z.strictObject({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  costUsd: z.number().finite().nonnegative("must not be negative").optional(),
  turns: count.optional(),
  durationMs: z.number().finite().nonnegative("must not be negative").optional(),
});

/** Never throws: the reason fails the round, since the budget never guesses. */
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
