// The run's event log, a JSON line per event; times are ISO 8601, rounds count from 1, durations in ms.
import * as z from "zod";
import { RoundReport } from "./report.js";
import { VerificationResult, VerifyMode } from "./verification.js";

const base = { time: z.iso.datetime() };
const RoundStatusSchema = z.enum(["continue", "complete", "blocked", "failed"]);
const Outcome = z.enum(["complete", "blocked", "budget-limited", "round-failed", "timed-out", "cancelled", "error", "handed-off"]);

/** Tools may parse each line with it. */
export const RunEvent = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("run-start"),
    ...base,
    maxRounds: z.number().int(),
    verify: VerifyMode,
    verifyCommand: z.string().nullable(),
    noProgressRounds: z.number().int(),
    resumed: z.boolean(),
  }),
  z.strictObject({
    type: z.literal("round-start"),
    ...base,
    round: z.number().int(),
    notes: z.number().int().positive().optional(),
  }),
  z.strictObject({
    type: z.literal("report"),
    ...base,
    round: z.number().int(),
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
    reason: z.string().nullable(),
    lastPassingSha: z.string().nullable(),
    elapsedMs: z.number(),
  }),
]);
export type RunEvent = z.infer<typeof RunEvent>;

/** `emit` never throws: a broken log must not stop a run. */
export interface EventSink {
  emit(event: RunEvent): void;
}
