import { basename } from "node:path";
import { costReason } from "../core/budget.js";
import { describeHidden } from "../core/hidden-text.js";
import type { RunResult } from "../core/loop.js";
import type { RoundNotes } from "../core/notes.js";
import type { AgentUsage, KeptWork, RefusedHost, RoundRecord } from "../core/ports.js";
import { describeRefusedHosts } from "../core/refused-hosts.js";
import type { VerificationResult } from "../core/verification.js";
import { fenced } from "../core/markdown.js";
import { serializeReport, type RoundReport } from "../core/report.js";
import { safeCode, safeLine, safeText, sanitizeJson } from "../core/sanitize.js";
import { RefusedHostsMarker, renderMarker, SUMMARY_CELL_CHARS, type RoundVerdict } from "./markers.js";
import { addUsage } from "../core/usage.js";
import { clip, clipStart, GITHUB_BODY_LIMIT } from "./safe-text.js";
import { renderTimeline, TIMELINE_ROUNDS } from "./timeline.js";

/** What every rendered comment and pull request body needs to know about the run. */
export interface RenderContext {
  issueNumber: number;
  /** The run's branch, e.g. `ralph/issue-42`. */
  branch: string;
  maxRounds: number;
  /** The agent's name as configured (`command`, `claude-code`, …). */
  agent: string;
  /** False when the agent runs without a sandbox (`sandbox: none`): the tracking comment says so. */
  sandboxed?: boolean;
  /** True when the sandbox shares the runner's network (`network: open`): the tracking comment says so. */
  networkOpen?: boolean;
  /** The cost budget in US dollars (`max-cost-usd`), which the tracking comment shows the spend against; null or absent for none. */
  maxCostUsd?: number | null;
  /** The workflow run id (`GITHUB_RUN_ID`), identifying the run in markers. */
  runId: string;
  /** Link to the workflow run, or null outside Actions. */
  runUrl: string | null;
  /** Web root of the repository, e.g. `https://github.com/octo/repo`. */
  repositoryUrl: string;
  /** Secret values to redact from anything echoed (the token, `agent-env` values). */
  secrets: readonly string[];
}

/** A finished round with the address of its round comment. */
export interface PostedRound extends RoundRecord {
  /** The round comment's web address; null when it could not be posted (see `notPosted`). */
  commentUrl: string | null;
  /** Why the round comment could not be posted, in words (e.g. "the workflow run was being cancelled"); absent when it was posted. */
  notPosted?: string;
}

/**
 * Per-field bounds (chars) that keep every body under GitHub's 65,536-character
 * limit by construction: untrusted fields are clipped with a visible marker.
 */
const BOUND = { summary: 4000, list: 16000, blocker: 4000, output: 8000, handoff: 20000, title: 200, notes: 8000 } as const;

/** `4 min 10 s`, `12 s`, `1 h 5 min` from milliseconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function safe(text: string, ctx: RenderContext, maxChars: number): string {
  return clip(safeText(text, ctx.secrets), maxChars);
}

function bulletList(items: readonly string[], ctx: RenderContext, maxChars: number = BOUND.list): string {
  return clip(items.map((item) => `- ${safeText(item, ctx.secrets).replace(/\n/g, "\n  ")}`).join("\n"), maxChars);
}

function folded(title: string, body: string): string {
  return `<details><summary>${title}</summary>\n\n${body}\n\n</details>`;
}

function commitLink(sha: string, ctx: RenderContext): string {
  return `[\`${sha.slice(0, 7)}\`](${ctx.repositoryUrl}/commit/${sha})`;
}

/** Was this round's `complete` rejected by the verify command? */
export function rejectedCompletion(record: RoundRecord): boolean {
  return record.report?.status === "complete" && record.verification !== null && record.verification.kind !== "passed";
}

function statusHeadline(record: RoundRecord, ctx: RenderContext): string {
  if (record.status === "failed") return "failed";
  const reported = `the agent reported \`${record.status}\``;
  if (rejectedCompletion(record)) return `${reported}; verification failed`;
  if (record.verification?.kind === "passed") return `${reported}; verified ✓ by ${commandSpan(record.verification.command, ctx)}`;
  return reported;
}

/**
 * The verify command as an inline code span: it is the workflow's text, but it may hold an
 * expanded secret or markup, so it is echoed like untrusted text, on one line, at most 200 chars.
 */
function commandSpan(command: string, ctx: RenderContext): string {
  return `\`${clip(safeText(command, ctx.secrets).replace(/`/g, "'").replace(/\s+/g, " "), 200).replace(/\s+/g, " ")}\``;
}

/** The round's status as the tracking checklist and the round table show it. */
export function roundStatus(record: RoundRecord): string {
  return statusWords(record.status, roundVerdict(record), rejectedCompletion(record));
}

/** The words of {@link roundStatus}: `complete → rejected`, `complete ✓` (verification passed), or the status. */
export function statusWords(status: string, verdict: RoundVerdict | null, rejected: boolean): string {
  if (rejected) return "complete → rejected";
  if (verdict === "passed") return `${status} ✓`;
  return status;
}

/** The verify command's verdict after a round: `none` when it did not run, `failed` for any result but a pass. */
export function roundVerdict(record: RoundRecord): RoundVerdict {
  if (record.verification === null) return "none";
  return record.verification.kind === "passed" ? "passed" : "failed";
}

/**
 * The round table's summary cell without its pipes escaped: the report's summary (or the failure)
 * made safe to echo ({@link safeText}), on one line, at most {@link SUMMARY_CELL_CHARS} chars. The
 * round marker keeps exactly this, so a later workflow run of the run shows the same cell.
 */
export function summaryCell(record: RoundRecord, ctx: RenderContext): string {
  const summary = record.report !== null ? record.report.summary : (record.failure ?? "");
  // Whitespace is folded after clipping too: the cut marker starts a new line, which would end the table row.
  return clip(safeText(summary, ctx.secrets).replace(/\s+/g, " "), SUMMARY_CELL_CHARS).replace(/\s+/g, " ");
}

/** The verify command's result, folded: command, exit code, time and the tails of its output. */
function verificationBlock(verification: VerificationResult, ctx: RenderContext, tailChars: number = BOUND.output): string {
  const title = `Verification: ${commandSpan(verification.command, ctx)} ${verification.reason} (${formatDuration(verification.durationMs)})`;
  const tails = [
    verification.stdoutTail.trim() !== ""
      ? `stdout (last lines):\n\n${fenced(clipStart(safeCode(verification.stdoutTail, ctx.secrets), tailChars))}`
      : "",
    verification.stderrTail.trim() !== ""
      ? `stderr (last lines):\n\n${fenced(clipStart(safeCode(verification.stderrTail, ctx.secrets), tailChars))}`
      : "",
  ].filter((part) => part !== "");
  return folded(title, tails.length > 0 ? tails.join("\n\n") : "(no output)");
}

/** `12k tokens in · 3k out · $0.12 · 7 turns` from what the agent's CLI reported; empty when it reported nothing. */
export function formatUsage(usage: AgentUsage | undefined): string {
  if (usage === undefined) return "";
  const parts: string[] = [];
  const k = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n));
  if (usage.inputTokens !== undefined) parts.push(`${k(usage.inputTokens)} tokens in`);
  if (usage.outputTokens !== undefined) parts.push(`${k(usage.outputTokens)} out`);
  if (usage.costUsd !== undefined) parts.push(`$${usage.costUsd.toFixed(2)}`);
  if (usage.turns !== undefined) parts.push(`${usage.turns} turns`);
  return parts.join(" · ");
}

/** The report as a person reads it: summary, evidence, next steps, blocker, lessons. */
function reportSections(report: RoundReport, ctx: RenderContext): string[] {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**\n\n> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  if (report.evidence.length > 0)
    parts.push(folded(`Evidence (${report.evidence.length}), as reported by the agent`, bulletList(report.evidence, ctx)));
  if (report.nextSteps.length > 0) parts.push(`**Next steps**\n\n${bulletList(report.nextSteps, ctx)}`);
  if (report.lessons !== undefined && report.lessons.length > 0)
    parts.push(folded(`Lessons (${report.lessons.length})`, bulletList(report.lessons, ctx)));
  return parts;
}

/**
 * A report's JSON for the inside of a fenced block: its strings are sanitized before it is
 * serialized, as a removed control character would otherwise stay as a `\u001b` escape.
 */
export function reportCode(report: RoundReport, secrets: readonly string[]): string {
  return safeCode(serializeReport(sanitizeJson(report, secrets)), secrets);
}

function handoffBlock(handoff: RoundReport | null, ctx: RenderContext): string {
  if (handoff === null) return "No round before it wrote a valid report, so there is no handoff to resume from.";
  return folded("Last good handoff", fenced(clip(reportCode(handoff, ctx.secrets), BOUND.handoff), "json"));
}

/** Throws when a body would exceed GitHub's limit: the per-field bounds make this a bug, never user input. */
function bounded(body: string): string {
  if (body.length > GITHUB_BODY_LIMIT) throw new Error(`rendered body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  return body;
}

/** The maintainer notes a round's prompt carried, each with its author and a link to its comment. */
function notesBlock(notes: RoundNotes, ctx: RenderContext): string {
  const items = notes.items.map((note) => {
    const from = note.url !== null ? `[${safeLine(note.author, ctx.secrets)}](${note.url})` : safeLine(note.author, ctx.secrets);
    return `- ${from}: ${safeText(note.text, ctx.secrets).replace(/\n/g, "\n  ")}`;
  });
  const dropped = notes.dropped > 0 ? `\n\n${notes.dropped} older notes were left out of the prompt.` : "";
  return `**Maintainer notes in this round's prompt**\n\n${clip(items.join("\n"), BOUND.notes)}${dropped}`;
}

/**
 * The data of a round comment's `round` marker (see `RoundMarker` for its fields): what identifies
 * the round, and what its row in the round table needs when a later workflow run of the same run
 * (a relay leg, a re-run attempt) ends it. Bounded: the summary is the 120-char cell, the usage five
 * numbers; `renderMarker` escapes `>`, so agent text in it cannot close the HTML comment.
 */
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

/** Hosts a round marker keeps at most: the ones refused most. */
const MARKER_REFUSED_HOSTS = 10;

/** The round marker's `refused` field: the most refused hosts as JSON ({@link RefusedHostsMarker}); nothing for none. */
function refusedMarkerData(hosts: readonly RefusedHost[] | undefined): { refused?: string } {
  if (hosts === undefined || hosts.length === 0) return {};
  return { refused: JSON.stringify(hosts.slice(0, MARKER_REFUSED_HOSTS)) };
}

/**
 * The hosts a round (or a run) was refused, as a paragraph: "**Network:** the agent tried to reach
 * `evil.example` (refused 3×); allow it with `allowed-domains`."; "" for none. Host names are made
 * safe to echo and shown as code spans.
 */
function refusedHostsLine(hosts: readonly RefusedHost[], ctx: RenderContext): string {
  const code = (host: string) => `\`${safeText(host, ctx.secrets).replace(/[`\s]/g, "")}\``;
  const text = describeRefusedHosts(hosts, "`allowed-domains`", code);
  return text === "" ? "" : `**Network:** ${clip(text, BOUND.summary)}.`;
}

/**
 * How a round comment is cut down when its fields at their bounds would pass GitHub's 65,536
 * characters (a report as large as `max-handoff-chars` allows, with long tails and notes): first
 * the report's lists are left out (the job summary has the whole report), then tails and lists
 * are clipped shorter.
 */
const ROUND_COMMENT_FITS = [
  { fullReport: true, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: 2_000, listChars: 4_000 },
] as const;

/**
 * The round comment: one per round, posted after the round's commit is pushed. Always within
 * GitHub's 65,536 characters (see {@link ROUND_COMMENT_FITS}).
 */
export function renderRoundComment(record: RoundRecord, ctx: RenderContext): string {
  for (const fit of ROUND_COMMENT_FITS) {
    const body = roundCommentBody(record, ctx, fit);
    if (body.length <= GITHUB_BODY_LIMIT) return body;
  }
  return bounded(roundCommentBody(record, ctx, ROUND_COMMENT_FITS[ROUND_COMMENT_FITS.length - 1]!));
}

/** A report shown by its summary and blocker only, saying what was left out and where it is. */
function compactReportSections(report: RoundReport, ctx: RenderContext): string[] {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**\n\n> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  const lessons = report.lessons?.length ?? 0;
  parts.push(
    `_Evidence (${report.evidence.length}), next steps (${report.nextSteps.length}) and lessons (${lessons}) are left out here to fit GitHub's comment limit; the run's last report is shown whole in the workflow run's job summary._`,
  );
  return parts;
}

function roundCommentBody(record: RoundRecord, ctx: RenderContext, fit: (typeof ROUND_COMMENT_FITS)[number]): string {
  const parts = [
    renderMarker("round", roundMarkerData(record, ctx)),
    `**Round ${record.round} of ${ctx.maxRounds} — ${statusHeadline(record, ctx)}**`,
  ];
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

/** What the final comment says besides the result: the last commit the branch took, and a link to kept work. */
export interface FinalDetails {
  /** The newest round commit pushed to the run's branch in this run, or null. */
  lastPushedSha: string | null;
  /** Where an unpushed round's work can be opened (a side branch, a workflow artifact), or null. */
  keptUrl: string | null;
  /** When GitHub refused to open the run's pull request: the web link that opens it by hand (shown as a link, outside the quoted reason). */
  compareUrl?: string | null;
  /** When GitHub refused a dispatch for the workflow's inputs: the YAML to add to the workflow (the bot's own text, shown as a YAML block after the quoted reason). */
  workflowFix?: string | null;
  /**
   * The whole run's rounds and wall time (ms) when earlier workflow runs carried it too (relay legs,
   * a re-run's earlier attempt), as the tracking comment counts them; absent: the result's own.
   */
  totals?: { rounds: number; elapsedMs: number };
}

/** A URL as a Markdown link target: characters that would end or break the link are percent-encoded. */
function linkTarget(url: string): string {
  return url.replace(/[\s()<>[\]`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** Where an unpushed round's work is, in words, with the link when there is one. */
function keptLine(kept: KeptWork | null, details: FinalDetails, branch: string): string {
  if (kept === null) return "Its work could not be kept anywhere outside the runner.";
  if (kept.kind === "branch") {
    return `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept on the branch [\`${kept.branch}\`](${details.keptUrl ?? "#"}).`;
  }
  return details.keptUrl !== null
    ? `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept as a git bundle in the [workflow artifact](${details.keptUrl}): download and unzip it, then in a clone of the repository run \`git fetch ${basename(kept.path)} ${branch}\` (the commits land on \`FETCH_HEAD\`).`
    : `Its work (commit \`${kept.sha.slice(0, 7)}\`) was written to a git bundle on the runner, but uploading it as an artifact failed (see the job log).`;
}

/**
 * A stopped run's line on the round in progress when the stop cut its push's retries short (the
 * round kept on a side branch or in a bundle); none when that round was pushed.
 */
function stoppedKeptLine(stopped: { kept?: KeptWork | null; keptRound?: number }, details: FinalDetails, branch: string): string[] {
  if (stopped.kept === undefined) return [];
  const round = `Round ${stopped.keptRound ?? "?"}`;
  return [
    `${round} was not pushed to \`${branch}\`: the stop came while the push was waiting to be retried. ${keptLine(stopped.kept, details, branch).replace(/^Its work/, `${round}'s work`)}`,
  ];
}

/**
 * The comment that ends a run without a pull request: its outcome and what a maintainer can do
 * next. A `complete` run gets one only when its branch does not differ from the base (nothing to propose).
 */
export function renderFinalComment(result: RunResult, ctx: RenderContext, details: FinalDetails): string {
  const full = finalCommentBody(result, ctx, details, true);
  // A `complete` report as large as max-handoff-chars allows, with long verify tails, would not fit.
  return full.length <= GITHUB_BODY_LIMIT ? full : bounded(finalCommentBody(result, ctx, details, false));
}

function finalCommentBody(result: RunResult, ctx: RenderContext, details: FinalDetails, fullReport: boolean): string {
  const rounds = details.totals?.rounds ?? result.rounds.length;
  const after = `after ${rounds} round${rounds === 1 ? "" : "s"} (${formatDuration(details.totals?.elapsedMs ?? result.elapsedMs)})`;
  const parts = [renderMarker("final", { run: ctx.runId, issue: ctx.issueNumber, outcome: result.outcome, rounds })];
  switch (result.outcome) {
    case "complete":
      parts.push(
        `**Ralph run complete: nothing to propose** ${after} — the agent reported \`complete\`, and \`${ctx.branch}\` holds no change against the base branch, so no pull request was opened.`,
        ...(fullReport ? reportSections(result.handoff, ctx) : compactReportSections(result.handoff, ctx)),
      );
      if (result.verification !== null) parts.push(verificationBlock(result.verification, ctx, fullReport ? BOUND.output : 2_000));
      break;
    case "blocked":
      if (result.by === "conflict") {
        const files =
          result.files.length > 0
            ? ` in ${result.files.map((file) => `\`${safeText(file, ctx.secrets).replace(/`/g, "'")}\``).join(", ")}`
            : "";
        parts.push(
          `**Ralph is blocked on #${ctx.issueNumber} ${after}** — commits people pushed to \`${ctx.branch}\` conflict with the round${files}: ${safe(result.reason, ctx, BOUND.summary)}`,
          keptLine(result.kept, details, ctx.branch),
          `Merge that work into \`${ctx.branch}\` by hand (or leave it), then comment \`/ralph\` to continue.`,
        );
        break;
      }
      if (result.by === "no-progress") {
        parts.push(`**Ralph stopped: no progress** ${after} — ${safe(result.reason, ctx, BOUND.summary)}`);
      } else {
        parts.push(
          `**Ralph is blocked on #${ctx.issueNumber} ${after}** — the agent needs an answer:`,
          `> ${safe(result.reason, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`,
        );
      }
      parts.push(`Work so far is on \`${ctx.branch}\`. Reply, then comment \`/ralph\` to continue.`);
      break;
    case "budget-limited":
      parts.push(
        result.by === "cost"
          ? `**Ralph stopped: budget-limited** ${after} — ${costReason(result)}, so no further round was started.`
          : `**Ralph stopped: budget-limited** ${after} — all ${ctx.maxRounds} rounds used without a verified \`complete\`.`,
      );
      if (result.handoff !== null && result.handoff.nextSteps.length > 0)
        parts.push(`**Next steps the agent reported**\n\n${bulletList(result.handoff.nextSteps, ctx)}`);
      parts.push(
        `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to run more rounds${result.by === "cost" ? " (each run has a budget of its own)" : ""}.`,
      );
      break;
    case "round-failed": {
      const kept = result.kept ?? null;
      parts.push(`**Ralph stopped: round ${result.failedRound} failed** — ${safe(result.reason, ctx, BOUND.summary)}`);
      if (kept !== null) {
        parts.push(
          `${keptLine(kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound}'s work`)} \`${ctx.branch}\` stays at the last good round.`,
        );
      }
      parts.push(handoffBlock(result.handoff, ctx), `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to try again.`);
      break;
    }
    case "timed-out":
      parts.push(
        `**Ralph stopped: timed out** ${after} — the run's time limit (run-timeout-minutes) ran out; the round in progress was stopped and committed${result.kept !== undefined ? "" : " and pushed"}.`,
        ...stoppedKeptLine(result, details, ctx.branch),
        handoffBlock(result.handoff, ctx),
        `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to continue.`,
      );
      break;
    case "cancelled":
      parts.push(
        `**Ralph run cancelled** ${after}. Work so far is on \`${ctx.branch}\`.`,
        ...stoppedKeptLine(result, details, ctx.branch),
        handoffBlock(result.handoff, ctx),
      );
      break;
    case "error": {
      const where = result.failedRound !== null ? ` in round ${result.failedRound}` : "";
      const last =
        details.lastPushedSha !== null
          ? `The last commit pushed to \`${ctx.branch}\` is ${commitLink(details.lastPushedSha, ctx)}.`
          : `No round of this run was pushed to \`${ctx.branch}\`.`;
      parts.push(
        `**Ralph stopped on an error**${where} ${after} — the bot could not go on:`,
        fenced(clip(safeCode(result.reason, ctx.secrets), BOUND.output)),
      );
      if (details.workflowFix != null) parts.push(fenced(details.workflowFix, "yaml"));
      const byHand = details.compareUrl ?? null;
      if (byHand !== null) parts.push(`**[Open the pull request by hand](${linkTarget(byHand)})** from \`${ctx.branch}\`.`);
      parts.push(last);
      if (result.kept !== null || result.failedRound !== null)
        parts.push(keptLine(result.kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound ?? "?"}'s work`));
      parts.push(handoffBlock(result.handoff, ctx), `Fix the cause, then comment \`/ralph\` to continue from \`${ctx.branch}\`.`);
      break;
    }
  }
  if (result.state.lastPassingSha !== null) {
    parts.push(`Best effort: the newest commit whose verification passed is ${commitLink(result.state.lastPassingSha, ctx)}.`);
  }
  if (ctx.runUrl !== null) parts.push(`[Workflow run](${ctx.runUrl})`);
  return parts.join("\n\n");
}

/**
 * A round as the round table, the totals and the timeline show it (issue 12), whichever workflow run
 * of the run did it: made from a round this workflow run finished ({@link tableRound}), or rebuilt
 * from an earlier workflow run's round comment (`RoundComments.rows`). Null fields are unknown (a
 * round comment written before its marker kept them) and show as `—`.
 */
export interface TableRound {
  round: number;
  /** The status in the bot's words ({@link statusWords}). */
  status: string;
  verified: RoundVerdict | null;
  /** The summary cell ({@link summaryCell}), pipes not yet escaped. */
  summary: string | null;
  /** The round's commit, 40 hex chars. */
  sha: string;
  /** The round comment's web address; null when it could not be posted. */
  commentUrl: string | null;
  /** What the agent's CLI reported; null when it reported nothing or it is unknown. */
  usage: AgentUsage | null;
  /** Epoch ms. */
  startedAt: number | null;
  /** The round's whole wall time, in ms. */
  elapsedMs: number | null;
  /** The hosts the round was refused (its marker keeps the most refused ones); empty for none or unknown. */
  refusedHosts: readonly RefusedHost[];
}

/** A round this workflow run finished, as the round table shows it. */
export function tableRound(round: PostedRound, ctx: RenderContext): TableRound {
  return {
    round: round.round,
    status: roundStatus(round),
    verified: roundVerdict(round),
    summary: summaryCell(round, ctx),
    sha: round.commit.sha,
    commentUrl: round.commentUrl,
    usage: round.usage ?? null,
    startedAt: round.startedAt ?? null,
    elapsedMs: round.elapsedMs,
    refusedHosts: round.refusedHosts ?? [],
  };
}

/** The refused hosts of `rounds` added up per host and reason, most refused first (then by name). */
function refusedInRounds(rounds: readonly TableRound[]): RefusedHost[] {
  const sums = new Map<string, RefusedHost>();
  for (const host of rounds.flatMap((round) => round.refusedHosts)) {
    const key = `${host.reason} ${host.host}`;
    const known = sums.get(key);
    sums.set(key, { ...host, count: (known?.count ?? 0) + host.count });
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host)).slice(0, MARKER_REFUSED_HOSTS);
}

/** The usage cell of the round table: what the agent reported ({@link formatUsage}), or `—` when it reported nothing. */
function usageCell(usage: AgentUsage | null): string {
  const text = formatUsage(usage ?? undefined);
  return text !== "" ? text : "—";
}

const VERIFIED_CELL: Record<RoundVerdict, string> = { passed: "✓", failed: "✗", none: "–" };

/**
 * A row of the round table: the round (linking its round comment, when it was posted), status,
 * verified, summary (one line, at most 120 chars, pipes escaped), commit (linked), usage and duration.
 */
function roundRow(round: TableRound, ctx: RenderContext): string {
  // A rebuilt cell comes from the bot's own marker, already made safe; folding and `<` escaping again
  // keep the row one line of text whatever the marker held.
  const summary = round.summary === null ? "—" : clip(round.summary.replace(/\s+/g, " ").replace(/</g, "&lt;"), SUMMARY_CELL_CHARS);
  const cells = [
    round.commentUrl !== null ? `[${round.round}](${linkTarget(round.commentUrl)})` : String(round.round),
    round.status,
    round.verified === null ? "—" : VERIFIED_CELL[round.verified],
    summary.replace(/\s+/g, " ").replace(/\|/g, "\\|"),
    commitLink(round.sha, ctx),
    usageCell(round.usage),
    round.elapsedMs === null ? "—" : formatDuration(round.elapsedMs),
  ];
  return `| ${cells.join(" | ")} |`;
}

/**
 * The table of rounds, one row per round given (callers bound how many): round (linking its round
 * comment), status, verified, summary, commit, usage (tokens, cost; `—` when the agent reported
 * none) and duration (the round's whole wall time).
 */
export function renderRoundTable(rounds: readonly TableRound[], ctx: RenderContext): string {
  return [
    "| round | status | verified | summary | commit | usage | duration |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rounds.map((round) => roundRow(round, ctx)),
  ].join("\n");
}

/**
 * `Total: 5 rounds · 12 min 3 s in rounds · 60k tokens in · 15k out · $0.60`: the sums over the
 * rounds given (time between rounds not counted; a round of unknown time or usage adds nothing).
 */
function totalsLine(rounds: readonly TableRound[]): string {
  const usage = formatUsage(rounds.reduce((sum, round) => (round.usage === null ? sum : addUsage(sum, round.usage)), {}));
  const elapsedMs = rounds.reduce((sum, round) => sum + (round.elapsedMs ?? 0), 0);
  return `Total: ${rounds.length} round${rounds.length === 1 ? "" : "s"} · ${formatDuration(elapsedMs)} in rounds${usage !== "" ? ` · ${usage}` : ""}`;
}

/**
 * The rounds as a reviewer sees them, in the pull request body and the job summary alike (issue
 * 12): a line saying which rounds are shown, the round table ({@link renderRoundTable}), the
 * totals over all rounds, the hosts the rounds were refused (issue 21) and the Mermaid timeline ({@link renderTimeline}), for the last
 * {@link TIMELINE_ROUNDS} rounds at most. With `maxChars`, fewer of the last rounds are shown
 * until the whole fits (at least the last one; a caller's bound below that is a bug: it throws).
 */
export function renderRounds(rounds: readonly TableRound[], ctx: RenderContext, maxChars = Infinity): string {
  for (let shown = Math.min(rounds.length, TIMELINE_ROUNDS); ; shown--) {
    const last = rounds.slice(rounds.length - shown);
    const which =
      shown < rounds.length ? `the last ${shown} of ${rounds.length} rounds` : `${rounds.length} round${rounds.length === 1 ? "" : "s"}`;
    const parts = [
      `**Rounds** on \`${ctx.branch}\` with agent \`${ctx.agent}\` (${which})`,
      renderRoundTable(last, ctx),
      totalsLine(rounds),
      refusedHostsLine(refusedInRounds(rounds), ctx),
      renderTimeline(
        last,
        (round) => `Round ${round.round} · ${round.status} · ${round.elapsedMs === null ? "—" : formatDuration(round.elapsedMs)}`,
      ),
    ].filter((part) => part !== "");
    const text = parts.join("\n\n");
    if (text.length <= maxChars) return text;
    if (shown <= 1) throw new Error(`the rounds do not fit in ${maxChars} characters`);
  }
}

/** Title of the run's pull request: the issue's title, sanitized to one line and bounded. */
export function renderPullRequestTitle(issueTitle: string, ctx: RenderContext): string {
  return clip(`Ralph: ${safeLine(issueTitle, ctx.secrets)} (#${ctx.issueNumber})`, BOUND.title).replace(/\s+/g, " ");
}

/**
 * Body of the run's pull request: final summary, evidence, verification, the bot's `notes` (its own
 * words, e.g. that the issue was locked; each a paragraph, short), the rounds ({@link renderRounds}:
 * table, totals, timeline; as many of the last rounds as fit in GitHub's limit) and `Closes #N`.
 */
export function renderPullRequestBody(
  final: RoundReport,
  verification: VerificationResult | null,
  rounds: readonly TableRound[],
  ctx: RenderContext,
  notes: readonly string[] = [],
): string {
  const head = [
    renderMarker("pull-request", { run: ctx.runId, issue: ctx.issueNumber }),
    safe(final.summary, ctx, BOUND.summary),
    `**Evidence, as reported by the agent**\n\n${bulletList(final.evidence, ctx)}`,
    verification === null
      ? "**Verification:** none — the agent's `complete` was not checked by a command (set `verify-command`)."
      : `**Verification:** ${commandSpan(verification.command, ctx)} ${verification.reason} ✓\n\n${verificationBlock(verification, ctx)}`,
    ...notes.map((note) => clip(note, BOUND.summary)),
  ].join("\n\n");
  const tail = `Closes #${ctx.issueNumber}`;
  // The field bounds leave room for the rounds; what is left is theirs (two paragraph breaks around them).
  const room = GITHUB_BODY_LIMIT - head.length - tail.length - 4;
  return bounded([head, renderRounds(rounds, ctx, room), tail].join("\n\n"));
}
