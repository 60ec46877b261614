/**
 * The run's event log (issue 6: "one JSON line per event: run start, round start, report,
 * verify, round end, run end"), for artifacts and tools. Every event has `type` and `time`
 * (ISO 8601, from the run's clock); rounds count from 1; durations are ms.
 */
import * as z from "zod";
import { RoundReport } from "./report.js";
import { VerificationResult, VerifyMode } from "./verification.js";

const base = { time: z.iso.datetime() };
const RoundStatusSchema = z.enum(["continue", "complete", "blocked", "failed"]);
const Outcome = z.enum(["complete", "blocked", "budget-limited", "round-failed", "timed-out", "cancelled", "error", "handed-off"]);

/** One event of the log; `z.infer` of it is {@link RunEvent}. Tools may parse each line with it. */
export const RunEvent = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("run-start"),
    ...base,
    maxRounds: z.number().int(),
    verify: VerifyMode,
    verifyCommand: z.string().nullable(),
    noProgressRounds: z.number().int(),
    /** True when the run started from a saved state (lessons, handoff) of an earlier run. */
    resumed: z.boolean(),
  }),
  z.strictObject({
    type: z.literal("round-start"),
    ...base,
    round: z.number().int(),
    /** Maintainer notes in the round's prompt; left out when there are none. */
    notes: z.number().int().positive().optional(),
  }),
  z.strictObject({
    type: z.literal("report"),
    ...base,
    round: z.number().int(),
    /** The agent's reported status, or `failed` when it wrote no valid report. */
    status: RoundStatusSchema,
    report: RoundReport.nullable(),
    failure: z.string().nullable(),
    agentDurationMs: z.number(),
  }),
  z.strictObject({ type: z.literal("verify"), ...base, round: z.number().int(), verification: VerificationResult }),
  z.strictObject({
    type: z.literal("round-end"),
    ...base,
    round: z.number().int(),
    status: RoundStatusSchema,
    /** The round's commit, whether the run's branch took it, and whether the round changed the tree. */
    sha: z.string(),
    pushed: z.boolean(),
    changed: z.boolean(),
    verification: VerificationResult.shape.kind.nullable(),
    elapsedMs: z.number(),
  }),
  z.strictObject({
    type: z.literal("run-end"),
    ...base,
    outcome: Outcome,
    rounds: z.number().int(),
    /** Why the run stopped, in words; null for `complete` and for `budget-limited` by the round cap. */
    reason: z.string().nullable(),
    lastPassingSha: z.string().nullable(),
    elapsedMs: z.number(),
  }),
]);
export type RunEvent = z.infer<typeof RunEvent>;

/** Receives the run's events in order. `emit` must not throw: a broken log must not stop a run. */
export interface EventSink {
  emit(event: RunEvent): void;
}
