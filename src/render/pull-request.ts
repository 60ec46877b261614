import type { RoundReport } from "../core/report.js";
import type { VerificationResult } from "../core/verification.js";
import { safeLine } from "../core/sanitize.js";
import { renderMarker } from "../github/markers.js";
import { renderRounds, type TableRound } from "./round-table.js";
import { clip, GITHUB_BODY_LIMIT } from "./safe-text.js";
import { bounded, BOUND, bulletList, commandSpan, safe, verificationBlock, type RenderContext } from "./text.js";

/** The issue's title, on one line and bounded. */
export function renderPullRequestTitle(issueTitle: string, ctx: RenderContext): string {
  return clip(`Ralph: ${safeLine(issueTitle, ctx.secrets)} (#${ctx.issueNumber})`, BOUND.title).replace(/\s+/g, " ");
}

export interface PullRequestContent {
  final: RoundReport;
  verification: VerificationResult | null;
  rounds: readonly TableRound[];
  /** The bot's own words, a short paragraph each, e.g. that the issue was locked. */
  notes?: readonly string[];
}

/** The pull request body, with as many of the last rounds as fit. */
export function renderPullRequestBody({ final, verification, rounds, notes = [] }: PullRequestContent, ctx: RenderContext): string {
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
  // The field bounds leave room for the rounds: what is left is theirs.
  const room = GITHUB_BODY_LIMIT - head.length - tail.length - 4;
  return bounded([head, renderRounds(rounds, ctx, room), tail].join("\n\n"));
}
