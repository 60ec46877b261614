import * as z from "zod";

/** In chars. */
export const DEFAULT_MAX_HANDOFF_CHARS = 16384;

/** NFC, trimmed, non-empty. */
const text = z
  .string()
  .transform((value) => value.normalize("NFC").trim())
  .pipe(z.string().min(1, "must not be empty after trimming"));

export const ReportStatus = z.enum(["continue", "complete", "blocked"]);
export type ReportStatus = z.infer<typeof ReportStatus>;

const reportShape = z.strictObject({
  status: ReportStatus,
  summary: text,
  evidence: z.array(text),
  nextSteps: z.array(text),
  blocker: text.nullable(),
  lessons: z.array(text).optional(),
});

/** The round report, the only thing handed from one round to the next. */
export const RoundReport = reportShape.superRefine((report, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (report.status !== "blocked" && report.blocker !== null) {
    issue("blocker", `must be null unless the status is "blocked"`);
  }
  if (report.status === "continue" && report.nextSteps.length === 0) {
    issue("nextSteps", `a "continue" report needs at least one next step`);
  }
  if (report.status === "complete") {
    if (report.evidence.length === 0) issue("evidence", `a "complete" report needs at least one piece of evidence`);
    if (report.nextSteps.length > 0) issue("nextSteps", `a "complete" report has no next steps`);
  }
  if (report.status === "blocked" && report.blocker === null) {
    issue("blocker", `a "blocked" report needs a blocker`);
  }
});
export type RoundReport = z.infer<typeof RoundReport>;

export type ReportRejection = { ok: false; reason: string };
export type ReportParse = { ok: true; report: RoundReport } | ReportRejection;

/** Parses a report file; an oversized one is rejected, never cut; never throws. */
export function parseReport(raw: string, maxChars: number): ReportParse {
  if (raw.length > maxChars) {
    return { ok: false, reason: `the report is ${raw.length} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { ok: false, reason: `the report is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = RoundReport.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "report"}: ${issue.message}`)
      .join("; ");
    return { ok: false, reason: `the report does not follow the schema: ${details}` };
  }
  const size = serializeReport(parsed.data).length;
  if (size > maxChars) {
    return { ok: false, reason: `the report is ${size} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  return { ok: true, report: parsed.data };
}

/** Compact JSON, as handed on and as sized. */
export function serializeReport(report: RoundReport): string {
  return JSON.stringify(report);
}
