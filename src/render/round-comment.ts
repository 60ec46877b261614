// The round comment, posted after the round's commit is pushed; its marker is read back (docs/architecture.md).
import { describeHidden } from "../core/hidden-text.js";
import type { RoundNotes } from "../core/notes.js";
import type { RefusedHost, RoundRecord } from "../core/ports.js";
import { fenced } from "../core/markdown.js";
import { safeCode, safeLine, safeText } from "../core/sanitize.js";
import { RefusedHostsMarker, renderMarker } from "../github/markers.js";
import { renderStartingCheck } from "./replies.js";
import { clip, clipStart, GITHUB_BODY_LIMIT } from "./safe-text.js";
import {
  bounded,
  BOUND,
  bulletList,
  commandSpan,
  commitLink,
  compactReportSections,
  folded,
  formatDuration,
  formatUsage,
  MARKER_REFUSED_HOSTS,
  refusedHostsLine,
  rejectedCompletion,
  reportSections,
  roundVerdict,
  safe,
  summaryCell,
  verificationBlock,
  type RenderContext,
} from "./text.js";

function statusHeadline(record: RoundRecord, ctx: RenderContext): string {
  if (record.status === "failed") return "failed";
  const reported = `the agent reported \`${record.status}\``;
  if (rejectedCompletion(record)) return `${reported}; verification failed`;
  if (record.verification?.kind === "passed") return `${reported}; verified ✓ by ${commandSpan(record.verification.command, ctx)}`;
  return reported;
}

/** The maintainer notes a round's prompt carried. */
function notesBlock(notes: RoundNotes, ctx: RenderContext): string {
  const items = notes.items.map((note) => {
    const from = note.url !== null ? `[${safeLine(note.author, ctx.secrets)}](${note.url})` : safeLine(note.author, ctx.secrets);
    return `- ${from}: ${safeText(note.text, ctx.secrets).replace(/\n/g, "\n  ")}`;
  });
  const dropped = notes.dropped > 0 ? `\n\n${notes.dropped} older notes were left out of the prompt.` : "";
  return `**Maintainer notes in this round's prompt**\n\n${clip(items.join("\n"), BOUND.notes)}${dropped}`;
}

/** The `round` marker: what a later workflow run of the run needs for this round's table row. */
function roundMarkerData(record: RoundRecord, ctx: RenderContext): Record<string, string | number> {
  const usage: Record<string, string> =
    record.usage !== undefined && Object.keys(record.usage).length > 0 ? { usage: JSON.stringify(record.usage) } : {};
  return {
    run: ctx.runId,
    issue: ctx.issueNumber,
    round: record.round,
    status: record.status,
    sha: record.commit.sha,
    ...(record.startedAt !== undefined ? { started: Math.round(record.startedAt) } : {}),
    elapsed: Math.max(0, Math.round(record.elapsedMs)),
    verified: roundVerdict(record),
    ...usage,
    ...refusedMarkerData(record.refusedHosts),
    summary: summaryCell(record, ctx),
  };
}

/** The marker's `refused` field, a {@link RefusedHostsMarker}; nothing for none. */
function refusedMarkerData(hosts: readonly RefusedHost[] | undefined): { refused?: string } {
  if (hosts === undefined || hosts.length === 0) return {};
  return { refused: JSON.stringify(hosts.slice(0, MARKER_REFUSED_HOSTS)) };
}

/** How a round comment is cut down when its fields at their bounds would pass GitHub's limit. */
const ROUND_COMMENT_FITS = [
  { fullReport: true, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: 2_000, listChars: 4_000 },
] as const;

/** The round comment, always within GitHub's limit. */
export function renderRoundComment(record: RoundRecord, ctx: RenderContext): string {
  for (const fit of ROUND_COMMENT_FITS) {
    const body = roundCommentBody(record, ctx, fit);
    if (body.length <= GITHUB_BODY_LIMIT) return body;
  }
  return bounded(roundCommentBody(record, ctx, ROUND_COMMENT_FITS[ROUND_COMMENT_FITS.length - 1]!));
}

function roundCommentBody(record: RoundRecord, ctx: RenderContext, fit: (typeof ROUND_COMMENT_FITS)[number]): string {
  const parts = [
    renderMarker("round", roundMarkerData(record, ctx)),
    `**Round ${record.round} of ${ctx.maxRounds} — ${statusHeadline(record, ctx)}**`,
  ];
  if (ctx.check !== undefined) parts.push(`A run from the ${renderStartingCheck(ctx.check, ctx.secrets)} on the pull request's head.`);
  if (record.notes !== undefined) parts.push(notesBlock(record.notes, ctx));
  const hidden = record.objectiveHidden !== undefined ? describeHidden(record.objectiveHidden) : null;
  if (hidden !== null) {
    parts.push(
      `_Left out of the objective the agent read: ${hidden} that the issue page does not show (hidden text can carry instructions nobody sees)._`,
    );
  }
  if (record.report !== null)
    parts.push(...(fit.fullReport ? reportSections(record.report, ctx) : compactReportSections(record.report, ctx)));
  if (record.verification !== null) parts.push(verificationBlock(record.verification, ctx, fit.tailChars));
  if (record.failure !== null) {
    parts.push(`The round failed: ${safe(record.failure, ctx, BOUND.summary)}`);
    if (record.outputTail.trim() !== "") {
      parts.push(folded("The agent's last output", fenced(clipStart(safeCode(record.outputTail, ctx.secrets), fit.tailChars))));
    }
  }
  const network = refusedHostsLine(record.refusedHosts ?? [], ctx);
  if (network !== "") parts.push(network);
  const { notes, unpushed } = record.commit;
  if (notes.length > 0) parts.push(`**What the bot put right before saving the round**\n\n${bulletList(notes, ctx, fit.listChars)}`);
  const changed = record.commit.changed ? "" : " (no change to the tree)";
  const usage = formatUsage(record.usage);
  const why = { conflict: "it conflicts with commits people pushed", refused: "the push was refused", failed: "it left conflict markers" };
  const where =
    unpushed === null ? `on \`${ctx.branch}\`` : `**not pushed** to \`${ctx.branch}\` (${why[unpushed.kind]}; see the final comment)`;
  parts.push(
    `Commit ${unpushed === null ? commitLink(record.commit.sha, ctx) : `\`${record.commit.sha.slice(0, 7)}\``} ${where}${changed} · ${formatDuration(record.elapsedMs)}${usage !== "" ? ` · ${usage}` : ""}`,
  );
  return parts.join("\n\n");
}
