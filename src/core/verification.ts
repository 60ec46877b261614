/**
 * The verify gate (issue 6: "Verified completion"): when the verify command runs, what its
 * result looks like, and what a failure hands to the next round. Pure; the process side is
 * `src/agents/verify.ts`.
 */
import * as z from "zod";
import type { RoundReport } from "./report.js";

/** Longest `verify-command`, in chars (issue 6). */
export const MAX_VERIFY_COMMAND_CHARS = 8000;

/** Chars of each of stdout and stderr kept from a verify run and shown in the next prompt (~4 KB, where test runners print their summaries). */
export const VERIFY_TAIL_CHARS = 4096;

/**
 * Input `verify` (design contract): run the verify command after a `complete` report only
 * (`on-complete`, the default) or after every round (`every-round`).
 */
export const VerifyMode = z.enum(["on-complete", "every-round"], { error: "must be on-complete or every-round" });
export type VerifyMode = z.infer<typeof VerifyMode>;

/**
 * Input `verify-command` for `ActionInputs`: a non-empty string of at most
 * {@link MAX_VERIFY_COMMAND_CHARS} chars, or null (no verify gate) when not given.
 * White space only is refused, not taken as "not given": an empty shell command exits 0, a false pass.
 * Messages read after `input 'verify-command' `, as `parseInputs` prefixes them.
 */
export const VerifyCommandInput = z
  .string()
  .refine((value) => value.trim() !== "", "must not be blank: an empty shell command exits 0, which would pass every check")
  .refine((value) => value.length <= MAX_VERIFY_COMMAND_CHARS, `must be at most ${MAX_VERIFY_COMMAND_CHARS} characters`)
  .nullable()
  .default(null);

/**
 * One run of the verify command.
 * - `passed`: exit code 0, the only pass.
 * - `failed`: any other exit, a kill by a signal, or its own timeout: the agent can fix that.
 * - `cannot-run`: the command could not run at all (exit 126 or 127, spawn error, the runner's disk full): the run ends `round-failed`.
 * - `aborted`: the run was cancelled or ran out of time while it ran (neither pass nor fail).
 * `exitCode` is null unless the process exited; `reason` says what happened in words
 * ("exited with code 1"); the tails are the last {@link VERIFY_TAIL_CHARS} chars (at most) of each stream.
 */
export const VerificationResult = z.strictObject({
  kind: z.enum(["passed", "failed", "cannot-run", "aborted"]),
  command: z.string(),
  exitCode: z.number().int().nullable(),
  reason: z.string(),
  stdoutTail: z.string(),
  stderrTail: z.string(),
  /** Wall time of the verify command, in ms. */
  durationMs: z.number().nonnegative(),
});
export type VerificationResult = z.infer<typeof VerificationResult>;

/**
 * A failed verification as the next round's prompt shows it (and as the run's state keeps it
 * until a later verification replaces it): tails bounded to {@link VERIFY_TAIL_CHARS} chars each.
 */
export const FailedVerification = z.strictObject({
  /** The round after which it ran. */
  round: z.number().int().positive(),
  command: z.string().max(MAX_VERIFY_COMMAND_CHARS),
  /** True when the agent had reported `complete` and this failure rejected it. */
  rejectedCompletion: z.boolean(),
  reason: z.string(),
  stdoutTail: z.string().max(VERIFY_TAIL_CHARS),
  stderrTail: z.string().max(VERIFY_TAIL_CHARS),
});
export type FailedVerification = z.infer<typeof FailedVerification>;

/** Whether the verify command runs after a round with this valid report. */
export function shouldVerify(mode: VerifyMode, report: RoundReport): boolean {
  return mode === "every-round" || report.status === "complete";
}

/** The last `maxChars` chars of `text`, never starting with half of a surrogate pair. */
export function keepEnd(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const end = text.slice(-maxChars);
  const first = end.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? end.slice(1) : end;
}

/** The note a failed verification leaves for the next prompt, or null when `verification` is not a failure. */
export function noteFailure(round: number, verification: VerificationResult, report: RoundReport): FailedVerification | null {
  if (verification.kind !== "failed") return null;
  return {
    round,
    command: verification.command,
    rejectedCompletion: report.status === "complete",
    reason: verification.reason,
    stdoutTail: keepEnd(verification.stdoutTail, VERIFY_TAIL_CHARS),
    stderrTail: keepEnd(verification.stderrTail, VERIFY_TAIL_CHARS),
  };
}

/** Chars of the command quoted in a lesson, so the lesson stays short. */
const LESSON_COMMAND_CHARS = 200;

/**
 * The deterministic lesson a rejected completion adds (issue 6: "each verify failure adds one
 * deterministic lesson"), e.g. "Round 3's completion was rejected: `npm test` exited with code 1."
 */
export function rejectionLesson(failure: FailedVerification): string {
  const command = failure.command.length > LESSON_COMMAND_CHARS ? `${failure.command.slice(0, LESSON_COMMAND_CHARS)}…` : failure.command;
  return `Round ${failure.round}'s completion was rejected: \`${command.replace(/\s+/g, " ")}\` ${failure.reason}.`;
}
