/** How a run ends (design contract: outcomes), decided after each round. */
import { costReason, type Spend } from "./budget.js";
import type { KeptWork, RoundRecord } from "./ports.js";
import type { Stall } from "./progress.js";
import type { RoundReport } from "./report.js";
import type { RunState } from "./state.js";
import type { StopReason } from "./stop.js";
import type { VerificationResult } from "./verification.js";

/**
 * How a run ended (design contract: outcomes). `handoff` is the last valid report,
 * the one a later run or a person picks up from.
 * - `complete`: `verification` is the passing check, or null without a verify command.
 * - `blocked`: `by` the agent (`reason` is its blocker) or by `no-progress` (`reason` starts with "no progress").
 * - `blocked` `by` `conflict`: commits people pushed to the branch conflict with the round (`files`),
 *   the round's own changes hold a file where the branch holds a folder or the reverse (`files`), or
 *   the remote branch was rewritten; the round's work is `kept` elsewhere.
 * - `budget-limited`: a `continue` (or a rejected `complete`) `by` the round cap (`max-rounds`), or
 *   `by` the cost budget (`max-cost-usd`): the agent's reported `spentUsd` reached `maxCostUsd`
 *   (after a round, or before one: then `handoff` is the last report earlier workflow runs left, if any).
 * - `round-failed`: the agent failed, the verify command could not run, or the round left conflict
 *   markers (`reason` says which); for the last, the run's branch stays at the last good round and
 *   the round's work is `kept` elsewhere.
 * - `handed-off`: relay mode (issue 11): the round after which this process hands the run on ended
 *   `continue` (no other ending applies); the run goes on at `nextRound` in the next workflow run.
 * - `error`: the bot itself could not go on (git or GitHub refused, the disk is full); `reason` quotes
 *   what failed, `failedRound` is the round it happened in (null before or between rounds), `kept`
 *   where an unpushed round's work is.
 */
export type RunEnding =
  | { outcome: "complete"; handoff: RoundReport; verification: VerificationResult | null }
  | { outcome: "blocked"; handoff: RoundReport; by: "agent" | "no-progress"; reason: string }
  | { outcome: "blocked"; handoff: RoundReport | null; by: "conflict"; reason: string; files: string[]; kept: KeptWork | null }
  | { outcome: "budget-limited"; handoff: RoundReport; by: "rounds" }
  | ({ outcome: "budget-limited"; handoff: RoundReport | null; by: "cost" } & Spend)
  | { outcome: "round-failed"; failedRound: number; reason: string; handoff: RoundReport | null; kept?: KeptWork | null }
  /**
   * A stop; `kept` when the round in progress could not be pushed because the stop cut the push's
   * retries short (the round is then on a side branch or in a bundle, `keptRound` naming it).
   */
  | { outcome: StopReason; handoff: RoundReport | null; kept?: KeptWork | null; keptRound?: number }
  | { outcome: "handed-off"; handoff: RoundReport; nextRound: number }
  | { outcome: "error"; handoff: RoundReport | null; reason: string; failedRound: number | null; kept: KeptWork | null };

/** What {@link roundEnding} weighs besides the round. */
export interface EndingContext {
  /** The stop that fired, if any. */
  stopped: StopReason | null;
  /** Stalled rounds so far, this one counted. */
  stall: Stall;
  /** The state after this round. */
  state: RunState;
  maxRounds: number;
  noProgressRounds: number;
  /** The spend once it reached the cost budget (`budgetReached` of the rounds so far), else null. */
  budget: Spend | null;
  /** The round after which this process hands the run on (relay mode), or null when it runs to the end. */
  handOffAfter: number | null;
}

/**
 * The run's ending after a round, or null when the run goes on, in this order: a round the run's
 * branch did not take (a conflict with people's commits, a refused push, or conflict markers); a stop that cut
 * the round short; a failed round (agent failure, or the verify command could not run); a
 * `complete` that passed verification (or had none); an agent's `blocked`; no progress; the round cap;
 * the cost budget; the hand-off to the next relay leg (unless a stop came meanwhile: then that stop).
 */
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
        // A push whose retries the stop cut short is the stop's doing, not the host's: the run ends as stopped.
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

/** Why the run ended, in words (the `run-end` event's `reason`); null for `complete` and for `budget-limited` by the round cap. */
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
