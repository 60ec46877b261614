/**
 * The one ending path of a started run (design contract: every run that started ends with exactly
 * one outcome in the `outcome` output, the tracking comment and a final comment or pull request).
 * Each write here is guarded: a GitHub failure while ending is logged and the remaining steps still
 * run, so the outputs are always set and the step fails only for `error`.
 */
import * as core from "@actions/core";
import type { RunResult } from "../core/loop.js";
import type { KeptWork } from "../core/ports.js";
import { serializeReport } from "../core/report.js";
import { sanitize, sanitizeJson } from "../core/sanitize.js";
import { fenced } from "../core/markdown.js";
import { renderFinalComment, type FinalDetails } from "../render/final-comment.js";
import { renderPullRequestBody, renderPullRequestTitle } from "../render/pull-request.js";
import { renderRounds } from "../render/round-table.js";
import { reportCode } from "../render/text.js";
import { isLockedRefusal, PullRequestRefused, type PullRequestRef } from "../github/thread.js";
import { rescueArtifactName, uploadRescueBundle } from "./artifact.js";
import { describeFailure } from "./failure.js";
import { runTotals, writeTracking, type RunLife } from "./run-life.js";

/** What a `complete` run proposes: a pull request, nothing (the branch does not differ from the base), or an error. */
type Proposal =
  | { kind: "pull-request"; pullRequest: PullRequestRef }
  | { kind: "no-change" }
  /** `compareUrl`: the link that opens the pull request by hand, when GitHub refused it. */
  | { kind: "refused"; reason: string; compareUrl: string | null };

/**
 * Ends the run: the pull request on `complete` (none when the branch does not differ from the
 * base), the rescue bundle uploaded when a round was kept only on the runner, the outputs, a final
 * comment (posted at most once; none when the run ended `cancelled` because the runner is
 * cancelling the job), the tracking comment, the job summary, and a failed step for `error`.
 * `fix`: YAML the final comment shows after an `error`'s reason, to add to the workflow (see `handOff`).
 * Never throws.
 */
export async function endRun(result: RunResult, life: RunLife, fix: string | null = null): Promise<void> {
  let ending: RunResult = result;
  let pullRequest: PullRequestRef | null = null;
  let compareUrl: string | null = null;
  if (ending.outcome === "complete") {
    const proposal = await propose(ending, life);
    if (proposal.kind === "pull-request") pullRequest = proposal.pullRequest;
    else if (proposal.kind === "refused") {
      ending = { ...ending, outcome: "error", reason: proposal.reason, failedRound: null, kept: null };
      compareUrl = proposal.compareUrl;
    }
  }
  const totals = runTotals(life, ending.rounds);
  const details: FinalDetails = {
    lastPushedSha: lastPushedSha(ending),
    keptUrl: await keptUrl(keptWork(ending), ending.rounds.at(-1)?.round ?? 0, life),
    compareUrl,
    workflowFix: fix,
    totals,
  };
  setOutputs(ending, life, pullRequest, details.lastPushedSha);
  // The runner is cancelling the job and the run ended on it: the tracking comment says so, and no final comment is posted.
  const cancelled = ending.outcome === "cancelled" && life.termination.aborted;
  let finalPosted = true;
  // The final comment GitHub refused because the conversation is locked: the job summary shows it instead.
  let lockedFinal: string | null = null;
  if (pullRequest === null && !cancelled) {
    const { runId } = life.ctx;
    const body = renderFinalComment(ending, life.ctx, details);
    await life.thread
      .postOnce(
        body,
        { kind: "final", match: (data) => data["run"] === runId, ignore: life.record.startCommentIds },
        life.inputs["bot-login"],
        [],
      )
      .catch((error: unknown) => {
        finalPosted = false;
        if (isLockedRefusal(error)) lockedFinal = body;
        core.warning(`could not post the final comment: ${describeFailure(error, life.secrets)}`);
      });
  }
  const cancelledLine = !cancelled
    ? null
    : ending.outcome === "cancelled" && ending.kept !== undefined
      ? `The workflow run was cancelled while the round in progress waited to be pushed again: it was committed, not pushed. ${workWords(details)}`
      : "The workflow run was cancelled; the round in progress was stopped, committed and pushed.";
  const locked = lockedWords(life, lockedFinal !== null);
  const line = [cancelledLine, locked].filter((part) => part !== null).join("\n\n");
  const tracked = await writeTracking(life, ending.outcome, pullRequest?.url ?? null, line !== "" ? line : null);
  // A run from its pull request adds its rounds to it and replies to what asked for them (review-run.ts).
  await life.pullRequest?.finish(ending, life, pullRequest);
  await writeSummary(ending, life, { locked, lockedFinal, tracked }).catch((error: unknown) =>
    core.warning(`could not write the job summary: ${describeFailure(error, life.secrets)}`),
  );
  core.info(`Ralph run ended: ${ending.outcome} after ${totals.rounds} round(s)${locked !== null ? ` (${plain(locked)})` : ""}`);
  if (ending.outcome === "error") {
    const byHand = compareUrl !== null ? `\nOpen the pull request by hand: ${compareUrl}` : "";
    // Without the final comment (GitHub refused it, e.g. the token expired) the failed step says where the work is.
    const work = finalPosted ? "" : `\n${workWords(details)}`;
    core.setFailed(sanitize(ending.reason + byHand + work, life.secrets));
  }
}

/** Where the run's work is, in one line, as the final comment says it: the last pushed commit and any kept unpushed round. */
function workWords(details: FinalDetails): string {
  const pushed = details.lastPushedSha !== null ? `The last pushed commit is ${details.lastPushedSha}.` : "No round was pushed.";
  return details.keptUrl !== null ? `${pushed} The unpushed round is kept at ${details.keptUrl}.` : pushed;
}

/** Opens or updates the pull request of a `complete` run, unless its branch holds no change against the base. */
async function propose(result: Extract<RunResult, { outcome: "complete" }>, life: RunLife): Promise<Proposal> {
  const { workspace, baseBranch, baseSha } = life;
  if (workspace === null || baseBranch === null) {
    return { kind: "refused", reason: "the run completed without a prepared workspace", compareUrl: null };
  }
  try {
    if (baseSha !== null && !(await workspace.differsFrom(baseSha))) return { kind: "no-change" };
    const locked = lockedWords(life, false);
    const body = renderPullRequestBody(
      result.handoff,
      result.verification,
      life.reporter.rows(),
      life.ctx,
      locked !== null ? [`_${locked}_`] : [],
    );
    // A run from its pull request updates that one (never a second), keeping its earlier rounds.
    const pullRequest =
      life.pullRequest !== undefined
        ? await life.pullRequest.update(body, life)
        : await life.thread.openOrUpdatePullRequest({
            head: life.ctx.branch,
            base: baseBranch,
            title: renderPullRequestTitle(life.issueTitle, life.ctx),
            body,
            draft: life.inputs.draft,
            repositoryUrl: life.ctx.repositoryUrl,
          });
    return { kind: "pull-request", pullRequest };
  } catch (error) {
    if (error instanceof PullRequestRefused) {
      return {
        kind: "refused",
        reason: `GitHub refused to open the pull request (${describeFailure(error, life.secrets)}). The work is on \`${life.ctx.branch}\`; open the pull request by hand.`,
        compareUrl: error.compareUrl,
      };
    }
    return { kind: "refused", reason: `the pull request could not be opened: ${describeFailure(error, life.secrets)}`, compareUrl: null };
  }
}

/** Where an unpushed round's work was kept, when the run ended on one. */
function keptWork(result: RunResult): KeptWork | null {
  if (result.outcome === "error") return result.kept;
  if (result.outcome === "blocked" && result.by === "conflict") return result.kept;
  if (result.outcome === "round-failed" || result.outcome === "cancelled" || result.outcome === "timed-out") return result.kept ?? null;
  return null;
}

/** A link people can open to the kept work: the side branch, or the uploaded bundle's artifact; null when there is none. */
async function keptUrl(kept: KeptWork | null, round: number, life: RunLife): Promise<string | null> {
  if (kept === null) return null;
  if (kept.kind === "branch") return `${life.ctx.repositoryUrl}/tree/${kept.branch}`;
  const uploaded = await uploadRescueBundle({ path: kept.path, name: rescueArtifactName(life.issueNumber, round) });
  if ("failure" in uploaded) {
    core.warning(`could not upload the rescue bundle ${kept.path}: ${uploaded.failure}`);
    return null;
  }
  return uploaded.url;
}

/** The newest round commit the run's branch took, or null when no round of this run was pushed. */
export function lastPushedSha(result: RunResult): string | null {
  return result.rounds.filter((round) => round.commit.unpushed === null).at(-1)?.commit.sha ?? null;
}

/**
 * The step's outputs (action.yml): `rounds`, `usage` and `elapsed-seconds` are the whole run's (see
 * `runTotals`), as the tracking comment shows them, whichever workflow run of it ends here.
 * `report` is the agent's text: its strings are sanitized (secrets redacted, terminal sequences and
 * controls removed) before it is serialized, so it stays valid JSON without `\u001b` escapes.
 */
export function setOutputs(result: RunResult, life: RunLife, pullRequest: PullRequestRef | null, headSha: string | null): void {
  const totals = runTotals(life, result.rounds);
  core.setOutput("outcome", result.outcome);
  core.setOutput("rounds", String(totals.rounds));
  core.setOutput("branch", life.ctx.branch);
  core.setOutput("head-sha", headSha ?? "");
  core.setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  core.setOutput("pull-request-url", pullRequest?.url ?? "");
  core.setOutput("report", result.handoff !== null ? serializeReport(sanitizeJson(result.handoff, life.secrets)) : "");
  core.setOutput("elapsed-seconds", String(Math.round(totals.elapsedMs / 1000)));
  core.setOutput("usage", JSON.stringify(totals.usage));
}

/**
 * What the job summary says besides the rounds: that the conversation was locked (see
 * {@link lockedWords}), the final comment GitHub refused for it, and whether the tracking comment
 * took the ending.
 */
interface SummaryNotes {
  locked: string | null;
  lockedFinal: string | null;
  tracked: boolean;
}

/**
 * The job summary: the outcome, what the conversation refused (see {@link SummaryNotes}), the rounds
 * as the pull request shows them (table, totals, timeline), the final report, and each comment
 * GitHub did not take (see `RoundComments.unposted`), each sanitized as a comment is.
 */
async function writeSummary(result: RunResult, life: RunLife, notes: SummaryNotes): Promise<void> {
  const report = result.handoff !== null ? fenced(reportCode(result.handoff, life.secrets), "json") : "none";
  const summary = core.summary.addHeading(`Ralph run on #${life.issueNumber}: ${result.outcome}`, 2);
  if (notes.locked !== null) summary.addRaw(`\n${notes.locked}\n`, true);
  if (!notes.tracked) {
    summary.addRaw("\nThe tracking comment could not be updated (see the warnings in the job log): it does not show this ending.\n", true);
  }
  summary
    .addRaw(renderRounds(life.reporter.rows(), life.ctx), true)
    .addRaw(`\n\n<details><summary>Final report</summary>\n\n${report}\n\n</details>\n`);
  addUnposted(summary, life);
  if (notes.lockedFinal !== null) summary.addRaw(`\n### The final comment, not posted on #${life.thread.number}\n\n${notes.lockedFinal}\n`);
  await summary.write();
}

/** Adds each round comment GitHub did not take (see `RoundComments.unposted`) to the job summary, as it would have read. */
export function addUnposted(summary: typeof core.summary, life: RunLife): void {
  for (const comment of life.reporter.unposted) {
    summary.addRaw(`\n### Round ${comment.round}'s comment, not posted on #${life.thread.number} (${comment.why})\n\n${comment.body}\n`);
  }
}

/**
 * What GitHub refused on the run's conversation because it was locked, in one sentence for people
 * (the tracking comment, the pull request and the job summary say it): the round comments, and the
 * final comment when `finalRefused`, and where they are instead; null when nothing was refused.
 */
export function lockedWords(life: RunLife, finalRefused: boolean): string | null {
  const rounds = life.reporter.unposted.filter((comment) => comment.kind === "locked").map((comment) => comment.round);
  if (rounds.length === 0 && !finalRefused) return null;
  const refused = [
    ...(rounds.length > 0
      ? [`the round comment${rounds.length === 1 ? "" : "s"} of round${rounds.length === 1 ? "" : "s"} ${listWords(rounds)}`]
      : []),
    ...(finalRefused ? ["the final comment"] : []),
  ];
  const summary = life.ctx.runUrl !== null ? `the job summary of the [workflow run](${life.ctx.runUrl})` : "the job summary";
  const count = rounds.length + (finalRefused ? 1 : 0);
  return `#${life.thread.number} was locked during the run: GitHub refused ${refused.join(" and ")} there; ${summary} has ${count === 1 ? "it" : "them"}.`;
}

/** `2`, `2 and 3`, `2, 3 and 4`. */
function listWords(numbers: readonly number[]): string {
  return numbers.length <= 1 ? numbers.join("") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/** A Markdown sentence as a log line: links shown as their text. */
function plain(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}
