// What the documents the bot writes share: the run's context, the per-field bounds, common blocks and words.
import { describeRefusedHosts } from "../core/refused-hosts.js";
import type { AgentUsage, RefusedHost, RoundRecord } from "../core/ports.js";
import type { VerificationResult } from "../core/verification.js";
import { fenced } from "../core/markdown.js";
import { serializeReport, type RoundReport } from "../core/report.js";
import { safeCode, safeText, sanitizeJson } from "../core/sanitize.js";
import { SUMMARY_CELL_CHARS, type RoundVerdict } from "../github/markers.js";
import { clip, clipStart, GITHUB_BODY_LIMIT } from "./safe-text.js";

export interface RenderContext {
  issueNumber: number;
  branch: string;
  maxRounds: number;
  agent: string;
  /** False for `sandbox: none`, which the tracking comment says. */
  sandboxed?: boolean;
  /** `network: open`, which the tracking comment says. */
  networkOpen?: boolean;
  /** Model key variables the egress proxy does not hold. */
  keysInside?: readonly string[];
  /** US dollars. */
  maxCostUsd?: number | null;
  /** `GITHUB_RUN_ID`, identifying the run in markers. */
  runId: string;
  /** Null outside Actions. */
  runUrl: string | null;
  repositoryUrl: string;
  secrets: readonly string[];
  /** The failed check that started the run. */
  check?: { name: string; url: string | null };
}

export interface PostedRound extends RoundRecord {
  /** Null when it could not be posted. */
  commentUrl: string | null;
  /** Why the round comment could not be posted. */
  notPosted?: string;
}

/** Per-field bounds (chars) that keep every body under GitHub's limit by construction. */
export const BOUND = { summary: 4000, list: 16000, blocker: 4000, output: 8000, handoff: 20000, title: 200, notes: 8000 } as const;

/** `4 min 10 s`, `12 s`, `1 h 5 min` from milliseconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Untrusted text made safe and clipped. */
export function safe(text: string, ctx: RenderContext, maxChars: number): string {
  return clip(safeText(text, ctx.secrets), maxChars);
}

/** Untrusted items as a Markdown list, made safe and clipped. */
export function bulletList(items: readonly string[], ctx: RenderContext, maxChars: number = BOUND.list): string {
  return clip(items.map((item) => `- ${safeText(item, ctx.secrets).replace(/\n/g, "\n  ")}`).join("\n"), maxChars);
}

/** `body` under a `<details>` summed up by the bot's `title`. */
export function folded(title: string, body: string): string {
  return `<details><summary>${title}</summary>\n\n${body}\n\n</details>`;
}

export function commitLink(sha: string, ctx: RenderContext): string {
  return `[\`${sha.slice(0, 7)}\`](${ctx.repositoryUrl}/commit/${sha})`;
}

/** Was this round's `complete` rejected by the verify command? */
export function rejectedCompletion(record: RoundRecord): boolean {
  return record.report?.status === "complete" && record.verification !== null && record.verification.kind !== "passed";
}

/** The verify command as a code span, echoed like untrusted text: it may hold a secret or markup. */
export function commandSpan(command: string, ctx: RenderContext): string {
  return `\`${clip(safeText(command, ctx.secrets).replace(/`/g, "'").replace(/\s+/g, " "), 200).replace(/\s+/g, " ")}\``;
}

export function roundStatus(record: RoundRecord): string {
  return statusWords(record.status, roundVerdict(record), rejectedCompletion(record));
}

/** `complete → rejected`, `complete ✓`, or the status. */
export function statusWords(status: string, verdict: RoundVerdict | null, rejected: boolean): string {
  if (rejected) return "complete → rejected";
  if (verdict === "passed") return `${status} ✓`;
  return status;
}

/** `none` when it did not run, `failed` for any result but a pass. */
export function roundVerdict(record: RoundRecord): RoundVerdict {
  if (record.verification === null) return "none";
  return record.verification.kind === "passed" ? "passed" : "failed";
}

/** The summary cell, pipes not yet escaped; the round marker keeps exactly this for later workflow runs. */
export function summaryCell(record: RoundRecord, ctx: RenderContext): string {
  const summary = record.report !== null ? record.report.summary : (record.failure ?? "");
  // Folded after clipping too: the cut marker's new line would end the row.
  return clip(safeText(summary, ctx.secrets).replace(/\s+/g, " "), SUMMARY_CELL_CHARS).replace(/\s+/g, " ");
}

/** The verify command's result, folded. */
export function verificationBlock(verification: VerificationResult, ctx: RenderContext, tailChars: number = BOUND.output): string {
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

/** `12k tokens in · 3k out · $0.12 · 7 turns`, or "". */
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

/** The report as a person reads it. */
export function reportSections(report: RoundReport, ctx: RenderContext): string[] {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**\n\n> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  if (report.evidence.length > 0)
    parts.push(folded(`Evidence (${report.evidence.length}), as reported by the agent`, bulletList(report.evidence, ctx)));
  if (report.nextSteps.length > 0) parts.push(`**Next steps**\n\n${bulletList(report.nextSteps, ctx)}`);
  if (report.lessons !== undefined && report.lessons.length > 0)
    parts.push(folded(`Lessons (${report.lessons.length})`, bulletList(report.lessons, ctx)));
  return parts;
}

/** A report by its summary and blocker, saying where the rest is. */
export function compactReportSections(report: RoundReport, ctx: RenderContext): string[] {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**\n\n> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  const lessons = report.lessons?.length ?? 0;
  parts.push(
    `_Evidence (${report.evidence.length}), next steps (${report.nextSteps.length}) and lessons (${lessons}) are left out here to fit GitHub's comment limit; the run's last report is shown whole in the workflow run's job summary._`,
  );
  return parts;
}

/** A report's JSON for a fenced block, its strings sanitized before it is serialized. */
export function reportCode(report: RoundReport, secrets: readonly string[]): string {
  return safeCode(serializeReport(sanitizeJson(report, secrets)), secrets);
}

/** Throws when a body would pass GitHub's limit: the bounds make that a bug, never user input. */
export function bounded(body: string): string {
  if (body.length > GITHUB_BODY_LIMIT) throw new Error(`rendered body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  return body;
}

/** Hosts a round marker keeps at most, the most refused. */
export const MARKER_REFUSED_HOSTS = 10;

/** The refused hosts as a "**Network:** …" paragraph, or "". */
export function refusedHostsLine(hosts: readonly RefusedHost[], ctx: RenderContext): string {
  const code = (host: string) => `\`${safeText(host, ctx.secrets).replace(/[`\s]/g, "")}\``;
  const text = describeRefusedHosts(hosts, "`allowed-domains`", code);
  return text === "" ? "" : `**Network:** ${clip(text, BOUND.summary)}.`;
}

/** A URL as a Markdown link target, percent-encoding what would break the link. */
export function linkTarget(url: string): string {
  return url.replace(/[\s()<>[\]`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
