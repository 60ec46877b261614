/**
 * The run's state that outlives a run (issue 6: lessons "survive in the run's trusted state so a
 * resumed run keeps them"): the action stores it in a marker of a bot comment and passes it back
 * as `initialState` when the run is resumed.
 */
import * as z from "zod";
import { MAX_LESSON_CHARS, MAX_LESSONS } from "./lessons.js";
import { RoundReport } from "./report.js";
import { FailedVerification } from "./verification.js";

/**
 * The state carried from round to round and from run to run.
 * - `handoff`: the last valid report (the next round's "previous report").
 * - `lessons`: at most {@link MAX_LESSONS} of at most {@link MAX_LESSON_CHARS} chars, oldest first, and the count dropped.
 * - `lastPassingSha`: the newest commit whose verification passed ("best effort"), or null.
 * - `failedVerification`: the latest failed verification, shown in prompts until a later verification passes or fails.
 *
 * Serialized size: at most ~25,000 chars of lessons + the handoff (≤ `max-handoff-chars`) +
 * 2 × 4,096 chars of tails + the verify command (≤ 8,000), before JSON escaping.
 */
export const RunState = z.strictObject({
  handoff: RoundReport.nullable(),
  lessons: z.strictObject({
    items: z.array(z.string().min(1).max(MAX_LESSON_CHARS)).max(MAX_LESSONS),
    dropped: z.number().int().nonnegative(),
  }),
  lastPassingSha: z
    .string()
    .regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, "must be a commit sha")
    .nullable(),
  failedVerification: FailedVerification.nullable(),
});
export type RunState = z.infer<typeof RunState>;

/** The state of a run that starts afresh. */
export const EMPTY_RUN_STATE: RunState = {
  handoff: null,
  lessons: { items: [], dropped: 0 },
  lastPassingSha: null,
  failedVerification: null,
};

/** The state as JSON, for a marker. */
export function serializeRunState(state: RunState): string {
  return JSON.stringify(state);
}

/**
 * Parse a stored state (the JSON {@link serializeRunState} wrote). Never throws: invalid JSON or
 * shape yields a reason, and the caller starts afresh (or fails) as it sees fit.
 */
export function parseRunState(text: string): { ok: true; state: RunState } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `the saved run state is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = RunState.safeParse(json);
  if (parsed.success) return { ok: true, state: parsed.data };
  return {
    ok: false,
    reason: `the saved run state does not follow the schema: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
  };
}
