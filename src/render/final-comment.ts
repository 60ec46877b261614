import { basename } from "node:path";
import { costReason } from "../core/budget.js";
import type { RunResult } from "../core/loop.js";
import type { KeptWork } from "../core/ports.js";
import { fenced } from "../core/markdown.js";
import type { RoundReport } from "../core/report.js";
import type { StopReason } from "../core/stop.js";
import { safeCode, safeText } from "../core/sanitize.js";
import { renderMarker } from "../github/markers.js";
import { clip, GITHUB_BODY_LIMIT } from "./safe-text.js";
import {
  bounded,
  BOUND,
  bulletList,
  commitLink,
  compactReportSections,
  folded,
  formatDuration,
  linkTarget,
  reportCode,
  reportSections,
  safe,
  verificationBlock,
  type RenderContext,
} from "./text.js";

function handoffBlock(handoff: RoundReport | null, ctx: RenderContext): string {
  if (handoff === null) return "No round before it wrote a valid report, so there is no handoff to resume from.";
  return folded("Last good handoff", fenced(clip(reportCode(handoff, ctx.secrets), BOUND.handoff), "json"));
}

export interface FinalDetails {
  /** The newest round commit this run pushed. */
  lastPushedSha: string | null;
  /** Where an unpushed round's work can be opened. */
  keptUrl: string | null;
  /** When GitHub refused to open the pull request: the link that opens it by hand. */
  compareUrl?: string | null;
  /** When GitHub refused a dispatch for the workflow's inputs: the YAML to add. */
  workflowFix?: string | null;
  /** The whole run's rounds and wall time (ms) when earlier workflow runs carried it too. */
  totals?: { rounds: number; elapsedMs: number };
}

function keptLine(kept: KeptWork | null, details: FinalDetails, branch: string): string {
  if (kept === null) return "Its work could not be kept anywhere outside the runner.";
  if (kept.kind === "branch") {
    return `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept on the branch [\`${kept.branch}\`](${details.keptUrl ?? "#"}).`;
  }
  return details.keptUrl !== null
    ? `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept as a git bundle in the [workflow artifact](${details.keptUrl}): download and unzip it, then in a clone of the repository run \`git fetch ${basename(kept.path)} ${branch}\` (the commits land on \`FETCH_HEAD\`).`
    : `Its work (commit \`${kept.sha.slice(0, 7)}\`) was written to a git bundle on the runner, but uploading it as an artifact failed (see the job log).`;
}

/** A stopped run's line on the round whose push the stop cut short. */
function stoppedKeptLine(stopped: { kept?: KeptWork | null; keptRound?: number }, details: FinalDetails, branch: string): string[] {
  if (stopped.kept === undefined) return [];
  const round = `Round ${stopped.keptRound ?? "?"}`;
  return [
    `${round} was not pushed to \`${branch}\`: the stop came while the push was waiting to be retried. ${keptLine(stopped.kept, details, branch).replace(/^Its work/, `${round}'s work`)}`,
  ];
}

/** The comment that ends a run without a pull request: its outcome and what a maintainer can do next. */
export function renderFinalComment(result: RunResult, ctx: RenderContext, details: FinalDetails): string {
  const full = finalCommentBody(result, { ctx, details, fullReport: true });
  // A `complete` report as large as max-handoff-chars allows, with long verify tails, would not fit.
  return full.length <= GITHUB_BODY_LIMIT ? full : bounded(finalCommentBody(result, { ctx, details, fullReport: false }));
}

/** `fullReport` false leaves out the report's long parts. */
interface FinalView {
  ctx: RenderContext;
  details: FinalDetails;
  fullReport: boolean;
}

/** `after`: "after 3 rounds (4 min 10 s)". */
interface OutcomeView extends FinalView {
  after: string;
}

type Ended<Outcome extends RunResult["outcome"]> = Extract<RunResult, { outcome: Outcome }>;
type Stopped = Extract<RunResult, { outcome: StopReason }>;

function finalCommentBody(result: RunResult, view: FinalView): string {
  const { ctx, details } = view;
  const rounds = details.totals?.rounds ?? result.rounds.length;
  const after = `after ${rounds} round${rounds === 1 ? "" : "s"} (${formatDuration(details.totals?.elapsedMs ?? result.elapsedMs)})`;
  const parts = [
    renderMarker("final", { run: ctx.runId, issue: ctx.issueNumber, outcome: result.outcome, rounds }),
    ...outcomeParts(result, { ...view, after }),
  ];
  if (result.state.lastPassingSha !== null) {
    parts.push(`Best effort: the newest commit whose verification passed is ${commitLink(result.state.lastPassingSha, ctx)}.`);
  }
  if (ctx.runUrl !== null) parts.push(`[Workflow run](${ctx.runUrl})`);
  return parts.join("\n\n");
}

function outcomeParts(result: RunResult, view: OutcomeView): string[] {
  switch (result.outcome) {
    case "complete":
      return completeParts(result, view);
    case "blocked":
      return result.by === "conflict" ? conflictParts(result, view) : blockedParts(result, view);
    case "budget-limited":
      return budgetParts(result, view);
    case "round-failed":
      return roundFailedParts(result, view);
    case "timed-out":
      return timedOutParts(result, view);
    case "cancelled":
      return cancelledParts(result, view);
    case "error":
      return errorParts(result, view);
    case "handed-off":
      return [];
  }
}

function completeParts(result: Ended<"complete">, { ctx, fullReport, after }: OutcomeView): string[] {
  const parts = [
    `**Ralph run complete: nothing to propose** ${after} — the agent reported \`complete\`, and \`${ctx.branch}\` holds no change against the base branch, so no pull request was opened.`,
    ...(fullReport ? reportSections(result.handoff, ctx) : compactReportSections(result.handoff, ctx)),
  ];
  if (result.verification !== null) parts.push(verificationBlock(result.verification, ctx, fullReport ? BOUND.output : 2_000));
  return parts;
}

function conflictParts(result: Ended<"blocked"> & { by: "conflict" }, { ctx, details, after }: OutcomeView): string[] {
  const files =
    result.files.length > 0 ? ` in ${result.files.map((file) => `\`${safeText(file, ctx.secrets).replace(/`/g, "'")}\``).join(", ")}` : "";
  return [
    `**Ralph is blocked on #${ctx.issueNumber} ${after}** — changes on \`${ctx.branch}\` conflict with the round${files}: ${safe(result.reason, ctx, BOUND.summary)}`,
    keptLine(result.kept, details, ctx.branch),
    `Merge that work into \`${ctx.branch}\` by hand (or leave it), then comment \`/ralph\` to continue.`,
  ];
}

function blockedParts(result: Ended<"blocked"> & { by: "agent" | "no-progress" }, { ctx, after }: OutcomeView): string[] {
  const parts =
    result.by === "no-progress"
      ? [`**Ralph stopped: no progress** ${after} — ${safe(result.reason, ctx, BOUND.summary)}`]
      : [
          `**Ralph is blocked on #${ctx.issueNumber} ${after}** — the agent needs an answer:`,
          `> ${safe(result.reason, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`,
        ];
  parts.push(`Work so far is on \`${ctx.branch}\`. Reply, then comment \`/ralph\` to continue.`);
  return parts;
}

function budgetParts(result: Ended<"budget-limited">, { ctx, after }: OutcomeView): string[] {
  const parts = [
    result.by === "cost"
      ? `**Ralph stopped: budget-limited** ${after} — ${costReason(result)}, so no further round was started.`
      : `**Ralph stopped: budget-limited** ${after} — all ${ctx.maxRounds} rounds used without a verified \`complete\`.`,
  ];
  if (result.handoff !== null && result.handoff.nextSteps.length > 0)
    parts.push(`**Next steps the agent reported**\n\n${bulletList(result.handoff.nextSteps, ctx)}`);
  parts.push(
    `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to run more rounds${result.by === "cost" ? " (each run has a budget of its own)" : ""}.`,
  );
  return parts;
}

function roundFailedParts(result: Ended<"round-failed">, { ctx, details }: OutcomeView): string[] {
  const kept = result.kept ?? null;
  const parts = [`**Ralph stopped: round ${result.failedRound} failed** — ${safe(result.reason, ctx, BOUND.summary)}`];
  if (kept !== null) {
    parts.push(
      `${keptLine(kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound}'s work`)} \`${ctx.branch}\` stays at the last good round.`,
    );
  }
  parts.push(handoffBlock(result.handoff, ctx), `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to try again.`);
  return parts;
}

function timedOutParts(result: Stopped, { ctx, details, after }: OutcomeView): string[] {
  return [
    `**Ralph stopped: timed out** ${after} — the run's time limit (run-timeout-minutes) ran out; the round in progress was stopped and committed${result.kept !== undefined ? "" : " and pushed"}.`,
    ...stoppedKeptLine(result, details, ctx.branch),
    handoffBlock(result.handoff, ctx),
    `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to continue.`,
  ];
}

function cancelledParts(result: Stopped, { ctx, details, after }: OutcomeView): string[] {
  return [
    `**Ralph run cancelled** ${after}. Work so far is on \`${ctx.branch}\`.`,
    ...stoppedKeptLine(result, details, ctx.branch),
    handoffBlock(result.handoff, ctx),
  ];
}

function errorParts(result: Ended<"error">, { ctx, details, after }: OutcomeView): string[] {
  const where = result.failedRound !== null ? ` in round ${result.failedRound}` : "";
  const last =
    details.lastPushedSha !== null
      ? `The last commit pushed to \`${ctx.branch}\` is ${commitLink(details.lastPushedSha, ctx)}.`
      : `No round of this run was pushed to \`${ctx.branch}\`.`;
  const parts = [
    `**Ralph stopped on an error**${where} ${after} — the bot could not go on:`,
    fenced(clip(safeCode(result.reason, ctx.secrets), BOUND.output)),
  ];
  if (details.workflowFix != null) parts.push(fenced(details.workflowFix, "yaml"));
  const byHand = details.compareUrl ?? null;
  if (byHand !== null) parts.push(`**[Open the pull request by hand](${linkTarget(byHand)})** from \`${ctx.branch}\`.`);
  parts.push(last);
  if (result.kept !== null || result.failedRound !== null)
    parts.push(keptLine(result.kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound ?? "?"}'s work`));
  parts.push(handoffBlock(result.handoff, ctx), `Fix the cause, then comment \`/ralph\` to continue from \`${ctx.branch}\`.`);
  return parts;
}
