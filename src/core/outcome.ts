import { costReason, type Spend } from "./budget.js";
import type { KeptWork, RoundRecord } from "./ports.js";
import type { Stall } from "./progress.js";
import type { RoundReport } from "./report.js";
import type { RunState } from "./state.js";
import type { StopReason } from "./stop.js";
import type { VerificationResult } from "./verification.js";

/** How a run ended; `handoff` is the last valid report, to pick up from. */
export type RunEnding =
  /** `verification` is null without a verify command. */
  | { outcome: "complete"; handoff: RoundReport; verification: VerificationResult | null }
  | { outcome: "blocked"; handoff: RoundReport; by: "agent" | "no-progress"; reason: string }
  /** The branch conflicts with the round; its work is `kept` elsewhere. */
  | { outcome: "blocked"; handoff: RoundReport | null; by: "conflict"; reason: string; files: string[]; kept: KeptWork | null }
  | { outcome: "budget-limited"; handoff: RoundReport; by: "rounds" }
  | ({ outcome: "budget-limited"; handoff: RoundReport | null; by: "cost" } & Spend)
  /** The agent failed, verify could not run, or conflict markers were left. */
  | { outcome: "round-failed"; failedRound: number; reason: string; handoff: RoundReport | null; kept?: KeptWork | null }
  /** `kept`/`keptRound`: the round whose push the stop cut short. */
  | { outcome: StopReason; handoff: RoundReport | null; kept?: KeptWork | null; keptRound?: number }
  /** Relay mode: the run goes on at `nextRound` in the next workflow run. */
  | { outcome: "handed-off"; handoff: RoundReport; nextRound: number }
  /** The bot could not go on; `failedRound` null outside a round. */
  | { outcome: "error"; handoff: RoundReport | null; reason: string; failedRound: number | null; kept: KeptWork | null };

export interface EndingContext {
  stopped: StopReason | null;
  stall: Stall;
  state: RunState;
  maxRounds: number;
  noProgressRounds: number;
  budget: Spend | null;
  handOffAfter: number | null;
}

/** The run's ending after a round, or null; the order is docs/design.md's. */
export function roundEnding(record: RoundRecord, context: EndingContext): RunEnding | null {
  const { stopped, stall, state } = context;
  const { report, verification } = record;
  const unpushed = record.commit.unpushed;
  if (unpushed !== null) {
    const { reason, kept } = unpushed;
    switch (unpushed.kind) {
      case "conflict":
        return { outcome: "blocked", handoff: state.handoff, by: "conflict", reason, files: unpushed.files, kept };
      case "refused":
        // The stop cut the push's retries short: the stop's doing.
        if (stopped !== null) return { outcome: stopped, handoff: state.handoff, kept, keptRound: record.round };
        return { outcome: "error", handoff: state.handoff, reason, failedRound: record.round, kept };
      case "failed":
        return { outcome: "round-failed", failedRound: record.round, reason: record.failure ?? reason, handoff: state.handoff, kept };
    }
  }
  if (stopped !== null && (report === null || verification?.kind === "aborted")) return { outcome: stopped, handoff: state.handoff };
  if (report === null || record.failure !== null) {
    return { outcome: "round-failed", failedRound: record.round, reason: record.failure ?? "no valid report", handoff: state.handoff };
  }
  if (report.status === "complete" && (verification === null || verification.kind === "passed"))
    return { outcome: "complete", handoff: report, verification };
  if (report.status === "blocked") return { outcome: "blocked", handoff: report, by: "agent", reason: report.blocker ?? "" };
  if (stall.rounds >= context.noProgressRounds) {
    const reason = `no progress: ${stall.rounds} rounds in a row left the tree unchanged and reported the same next steps (no-progress-rounds)`;
    return { outcome: "blocked", handoff: report, by: "no-progress", reason };
  }
  if (record.round >= context.maxRounds) return { outcome: "budget-limited", handoff: report, by: "rounds" };
  if (context.budget !== null) return { outcome: "budget-limited", handoff: report, by: "cost", ...context.budget };
  if (context.handOffAfter === null || record.round < context.handOffAfter) return null;
  return stopped !== null ? { outcome: stopped, handoff: report } : { outcome: "handed-off", handoff: report, nextRound: record.round + 1 };
}

/** The `run-end` event's `reason`. */
export function endingReason(ending: RunEnding): string | null {
  switch (ending.outcome) {
    case "budget-limited":
      return ending.by === "cost" ? costReason(ending) : null;
    case "blocked":
    case "round-failed":
    case "error":
      return ending.reason;
    case "timed-out":
      return "the run's time limit (run-timeout-minutes) ran out";
    case "cancelled":
      return "the run was cancelled";
    default:
      return null;
  }
}
