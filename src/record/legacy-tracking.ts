/** Tracking comments of releases before the versioned marker, so a run in flight survives an upgrade. */
import * as z from "zod";
import { parseUsage } from "../core/usage.js";
import { CHECKLIST_ROWS } from "../render/tracking-comment.js";
import { HANDED_OFF, TrackingState, type Checklist, type ChecklistRow, type TrackedRun } from "./tracking-schema.js";

/** Their marker: legs separated by commas, the usage as JSON text. */
const LegacyMarker = z.object({
  run: z.string(),
  issue: z.number(),
  trigger: z.string(),
  state: TrackingState,
  started: z.string(),
  heartbeat: z.string(),
  round: z.number().optional(),
  leg: z.string().optional(),
  legs: z.string().optional(),
  legsBefore: z.number().optional(),
  spent: z.number().optional(),
  usage: z.string().optional(),
  looked: z.string().optional(),
});

/** `- [x] Round N — status — summary ([report](url), `sha`)`, or `report not posted: why`. */
const ROUND_LINE = /^- \[x\] Round (\d+) — (.+?) — (.*) \((?:\[report\]\(([^)\s]*)\)|report not posted: (.*)), `([0-9a-f]{7})`\)$/;
const OMITTED_LINE = /^- … (\d+) earlier rounds/;

/** null when it does not parse. */
export function readLegacyTracking(data: unknown, body: string): TrackedRun | null {
  const parsed = LegacyMarker.safeParse(data);
  if (!parsed.success) return null;
  const marker = parsed.data;
  const checklist = legacyChecklist(body);
  const usage = marker.usage !== undefined ? parseUsage(marker.usage) : null;
  const legs = marker.legs?.split(",").filter((leg) => leg !== "");
  return {
    run: marker.run,
    issue: marker.issue,
    trigger: marker.trigger,
    state: marker.state,
    started: marker.started,
    heartbeat: marker.heartbeat,
    round: marker.round ?? checklist.rows.at(-1)?.round ?? 0,
    ...(marker.leg !== undefined ? { leg: marker.leg } : {}),
    ...(legs !== undefined ? { relay: { legs, legsBefore: marker.legsBefore ?? 0, looked: marker.looked ?? marker.heartbeat } } : {}),
    spend: { usd: marker.spent ?? null, usage: usage?.ok === true ? usage.usage : {} },
    checklist,
    shown: null,
  };
}

/** Only the text holds the rounds; an unreadable line counts as left out. */
export function legacyChecklist(body: string): Checklist {
  let omitted = 0;
  const rows: ChecklistRow[] = [];
  for (const line of body.split("\n")) {
    const left = OMITTED_LINE.exec(line);
    if (left !== null) omitted += Number(left[1]);
    else if (line.startsWith("- [x] Round ")) {
      const row = checklistRow(line);
      if (row === null) omitted += 1;
      else rows.push(row);
    }
  }
  const kept = rows.slice(-CHECKLIST_ROWS);
  return { omitted: omitted + rows.length - kept.length, rows: kept };
}

function checklistRow(line: string): ChecklistRow | null {
  const match = ROUND_LINE.exec(line);
  if (match === null) return null;
  const [, round = "", status = "", summary = "", url, notPosted, sha = ""] = match;
  return {
    round: Number(round),
    status,
    summary,
    commentUrl: url ?? null,
    ...(notPosted !== undefined && notPosted !== "GitHub refused it" ? { notPosted } : {}),
    sha,
  };
}

/** Once another workflow run went on with its run; a dead run's is marked superseded. */
export function wentOnLegacyComment(body: string, state: string, by: { runUrl: string; runId: string }, firstRound: number): string {
  const next = `[workflow run ${by.runId}](${by.runUrl})`;
  if (state !== "running" && state !== HANDED_OFF) {
    return `${body}\n\n**Went on:** the same trigger was delivered again; ${next} went on with this run's work at round ${firstRound}.`;
  }
  const marked = body.replace(
    /(<!-- ralph-bot:tracking \{.*?)"state":"(?:running|handed-off)"(.*?\} -->)/,
    (_all, head: string, tail: string) => `${head}"state":"superseded"${tail}`,
  );
  const why =
    state === HANDED_OFF
      ? "its next workflow run never picked it up (the relay dispatch was lost)"
      : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  const note = `\n\n**Superseded:** ${why}; ${next} took over at round ${firstRound}.`;
  return marked.replace(/\n- \[ \] Round \d+ — (?:running|handed off to the next workflow run)/, "") + note;
}
