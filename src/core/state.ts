import * as z from "zod";
import { MAX_LESSON_CHARS, MAX_LESSONS } from "./lessons.js";
import { RoundReport } from "./report.js";
import { FailedVerification } from "./verification.js";

/** The state carried from round to round and run to run. */
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

export const EMPTY_RUN_STATE: RunState = {
  handoff: null,
  lessons: { items: [], dropped: 0 },
  lastPassingSha: null,
  failedVerification: null,
};

export function serializeRunState(state: RunState): string {
  return JSON.stringify(state);
}

/** Never throws: an invalid state yields a reason. */
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
