import type { RunResult } from "../core/loop.js";
import { endingReason } from "../core/outcome.js";
import type { AgentUsage, KeptWork } from "../core/ports.js";
import { logLine } from "../core/sanitize.js";
import { sumUsage } from "../core/usage.js";
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
  const reason = endingReason(result);
  if (reason !== null) lines.push(`  why: ${clean(reason)}`);
  if (result.handoff !== null) lines.push(`  the agent reported: ${clean(result.handoff.summary)}`);
  if (result.outcome === "complete" && result.verification !== null) lines.push(`  verify command: ${result.verification.kind}`);
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
