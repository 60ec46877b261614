import * as z from "zod";
import type { RoundReport } from "./report.js";

export const MAX_VERIFY_COMMAND_CHARS = 8000;

/** Chars kept of each stream: the end, where test runners print their summaries. */
export const VERIFY_TAIL_CHARS = 4096;

export const VerifyMode = z.enum(["on-complete", "every-round"], { error: "must be on-complete or every-round" });
export type VerifyMode = z.infer<typeof VerifyMode>;

/** Input `verify-command`; blank is refused, since an empty command exits 0. */
export const VerifyCommandInput = z
  .string()
  .refine((value) => value.trim() !== "", "must not be blank: an empty shell command exits 0, which would pass every check")
  .refine((value) => value.length <= MAX_VERIFY_COMMAND_CHARS, `must be at most ${MAX_VERIFY_COMMAND_CHARS} characters`)
  .nullable()
  .default(null);

/** `passed` only on exit 0; `failed` is the agent's to fix; `cannot-run` fails the round. */
export const VerificationResult = z.strictObject({
  kind: z.enum(["passed", "failed", "cannot-run", "aborted"]),
  command: z.string(),
  exitCode: z.number().int().nullable(),
  reason: z.string(),
  stdoutTail: z.string(),
  stderrTail: z.string(),
  durationMs: z.number().nonnegative(),
});
export type VerificationResult = z.infer<typeof VerificationResult>;

/** Shown in prompts until a later verification replaces it. */
export const FailedVerification = z.strictObject({
  round: z.number().int().positive(),
  command: z.string().max(MAX_VERIFY_COMMAND_CHARS),
  rejectedCompletion: z.boolean(),
  reason: z.string(),
  stdoutTail: z.string().max(VERIFY_TAIL_CHARS),
  stderrTail: z.string().max(VERIFY_TAIL_CHARS),
});
export type FailedVerification = z.infer<typeof FailedVerification>;

export function shouldVerify(mode: VerifyMode, report: RoundReport): boolean {
  return mode === "every-round" || report.status === "complete";
}

/** The last `maxChars` chars, never starting with half of a surrogate pair. */
export function keepEnd(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const end = text.slice(-maxChars);
  const first = end.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? end.slice(1) : end;
}

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

const LESSON_COMMAND_CHARS = 200;

/** The lesson a rejected completion adds. */
export function rejectionLesson(failure: FailedVerification): string {
  const command = failure.command.length > LESSON_COMMAND_CHARS ? `${failure.command.slice(0, LESSON_COMMAND_CHARS)}…` : failure.command;
  return `Round ${failure.round}'s completion was rejected: \`${command.replace(/\s+/g, " ")}\` ${failure.reason}.`;
}
