import type { RunResult } from "../core/loop.js";
import { endingReason } from "../core/outcome.js";
import type { AgentUsage, KeptWork, RoundRecord } from "../core/ports.js";
import { logLine } from "../core/sanitize.js";
import { sumUsage } from "../core/usage.js";
import type { VerificationResult } from "../core/verification.js";
import { formatDuration } from "./progress.js";

/** Never `handed-off`: every round runs in one process. */
export type LocalResult = Exclude<RunResult, { outcome: "handed-off" }>;

export type LocalOutcome = LocalResult["outcome"];

/** The exit code of each outcome (docs/cli.md has the table). */
export const EXIT_CODES: Readonly<Record<LocalOutcome, number>> = {
  complete: 0,
  error: 1,
  blocked: 3,
  "budget-limited": 4,
  "round-failed": 5,
  "timed-out": 6,
  cancelled: 130,
};

/** The exit code of a refused command line. */
export const USAGE_EXIT_CODE = 2;

export interface RunPlace {
  branch: string;
  /** `--push`. */
  pushed: boolean;
  out: string;
}

/** The lines that end a run's output; `secrets` are redacted from the agent's texts. */
export function describeEnding(result: LocalResult, place: RunPlace, secrets: readonly string[]): string[] {
  const clean = (text: string) => logLine(text, secrets);
  const rounds = `${result.rounds.length} round${result.rounds.length === 1 ? "" : "s"}`;
  const lines = [
    `outcome: ${result.outcome} after ${rounds} in ${formatDuration(result.elapsedMs)} (exit code ${EXIT_CODES[result.outcome]})`,
  ];
  const reason = whyEnded(result);
  if (reason !== null) lines.push(`  why: ${clean(reason)}`);
  if (result.handoff !== null) lines.push(`  the agent reported: ${clean(result.handoff.summary)}`);
  const verification = shownVerification(result);
  if (verification !== null) lines.push(`  verify command: ${verification.kind}`);
  const usage = describeUsage(sumUsage(result.rounds));
  if (usage !== null) lines.push(`  the agent's usage: ${usage}`);
  const last = result.rounds.at(-1)?.commit;
  const where = !place.pushed
    ? "committed locally, not pushed"
    : last !== undefined && last.unpushed !== null
      ? "its last round not pushed"
      : "pushed to origin";
  lines.push(`  branch: ${place.branch}${last !== undefined ? ` at ${last.sha.slice(0, 12)}` : ""} (${where})`);
  if (
    (result.outcome === "error" || result.outcome === "blocked" || result.outcome === "round-failed") &&
    "kept" in result &&
    result.kept != null
  ) {
    lines.push(`  the round's work is kept in ${describeKept(result.kept)}`);
  }
  lines.push(`  reports: ${place.out}`);
  return lines;
}

/** The loop's reason; for rounds run out, what the last round reported, so a rejected complete does not read as done. */
function whyEnded(result: LocalResult): string | null {
  const reason = endingReason(result);
  if (reason !== null || result.outcome !== "budget-limited" || result.by !== "rounds") return reason;
  const last = result.rounds.at(-1);
  if (last === undefined) return null;
  const rejected = rejectedVerification(last);
  const how = rejected !== null ? `the verify command rejected its complete (${rejected.reason})` : `the agent reported ${last.status}`;
  return `round ${last.round} was the last --max-rounds allows, and ${how}`;
}

/** The complete's verification, or the one that rejected the last round's complete; null when neither. */
function shownVerification(result: LocalResult): VerificationResult | null {
  if (result.outcome === "complete") return result.verification;
  const last = result.rounds.at(-1);
  return last !== undefined ? rejectedVerification(last) : null;
}

function rejectedVerification(record: RoundRecord): VerificationResult | null {
  const { report, verification } = record;
  return report?.status === "complete" && verification !== null && verification.kind !== "passed" ? verification : null;
}

/** `12345 tokens in, 678 out, $0.42`, or null. */
function describeUsage(usage: AgentUsage): string | null {
  const parts: string[] = [];
  if (usage.inputTokens !== undefined) parts.push(`${usage.inputTokens} tokens in`);
  if (usage.outputTokens !== undefined) parts.push(`${usage.outputTokens} tokens out`);
  if (usage.costUsd !== undefined) parts.push(`$${usage.costUsd.toFixed(2)}`);
  return parts.length > 0 ? parts.join(", ") : null;
}

function describeKept(kept: KeptWork): string {
  return kept.kind === "branch" ? `the branch ${kept.branch} on origin (${kept.sha.slice(0, 12)})` : `the bundle file ${kept.path}`;
}
