/** The ending of a started run: each write is guarded, so outputs are always set and only `error` fails the step. */
import * as core from "@actions/core";
import type { RunResult } from "../../core/loop.js";
import type { KeptWork } from "../../core/ports.js";
import { sanitize } from "../../core/sanitize.js";
import { fenced } from "../../core/markdown.js";
import { renderFinalComment, type FinalDetails } from "../../render/final-comment.js";
import { renderPullRequestBody } from "../../render/pull-request.js";
import { renderRoundTable, renderRounds } from "../../render/round-table.js";
import { reportCode } from "../../render/text.js";
import { isLockedRefusal, PullRequestRefused, type PullRequestRef } from "../../github/thread.js";
import { releaseClaims } from "../../workspace/claim.js";
import { rescueArtifactName, uploadRescueBundle } from "../artifact.js";
import { describeFailure } from "../failure.js";
import type { HandOff, Run } from "./life.js";
import { addUnposted, lastPushedSha, lockedWords, setOutputs } from "./outputs.js";

/** What a `complete` run proposes: a pull request, nothing, or a refusal with a link to open it by hand. */
type Proposal =
  | { kind: "pull-request"; pullRequest: PullRequestRef }
  | { kind: "no-change" }
  | { kind: "refused"; reason: string; compareUrl: string | null };

/** Ends the run: pull request, outputs, comments, job summary, claims. `fix`: YAML shown after an `error`. Never throws. */
export async function endRun(result: RunResult, run: Run, fix: string | null = null): Promise<void> {
  const { ending, pullRequest, compareUrl } = await proposeIfComplete(result, run);
  const totals = run.tracking.totals(ending.rounds);
  const details: FinalDetails = {
    lastPushedSha: lastPushedSha(ending),
    keptUrl: await keptUrl(keptWork(ending), ending.rounds.at(-1)?.round ?? 0, run),
    compareUrl,
    workflowFix: fix,
    totals,
  };
  setOutputs(ending, run, pullRequest, details.lastPushedSha);
  // A job the runner cancels gets no final comment; the tracking comment says so.
  const cancelled = ending.outcome === "cancelled" && run.termination.aborted;
  const final = pullRequest === null && !cancelled ? await postFinal(ending, run, details) : { posted: true, lockedBody: null };
  const locked = lockedWords(run, { finalRefused: final.lockedBody !== null });
  const line = [cancelled ? cancelledLine(ending, details) : null, locked].filter((part) => part !== null).join("\n\n");
  const tracked = await run.tracking.write(ending.outcome, pullRequest?.url ?? null, line !== "" ? line : null);
  await run.venue.finish(ending, run, pullRequest);
  await writeSummary(ending, run, { locked, lockedFinal: final.lockedBody, tracked }).catch((error: unknown) =>
    core.warning(`could not write the job summary: ${describeFailure(error, run.secrets)}`),
  );
  core.info(`Ralph run ended: ${ending.outcome} after ${totals.rounds} round(s)${locked !== null ? ` (${plain(locked)})` : ""}`);
  await releaseClaim(run);
  if (ending.outcome === "error") {
    const byHand = compareUrl !== null ? `\nOpen the pull request by hand: ${compareUrl}` : "";
    // Without a final comment, the failed step says where the work is.
    const work = final.posted ? "" : `\n${workWords(details)}`;
    core.setFailed(sanitize(ending.reason + byHand + work, run.secrets));
  }
}

/** The result with a `complete` run's pull request: `error` when GitHub refused it. */
async function proposeIfComplete(
  result: RunResult,
  run: Run,
): Promise<{ ending: RunResult; pullRequest: PullRequestRef | null; compareUrl: string | null }> {
  if (result.outcome !== "complete") return { ending: result, pullRequest: null, compareUrl: null };
  const proposal = await propose(result, run);
  if (proposal.kind === "pull-request") return { ending: result, pullRequest: proposal.pullRequest, compareUrl: null };
  if (proposal.kind === "no-change") return { ending: result, pullRequest: null, compareUrl: null };
  const ending: RunResult = { ...result, outcome: "error", reason: proposal.reason, failedRound: null, kept: null };
  return { ending, pullRequest: null, compareUrl: proposal.compareUrl };
}

/** Posts the final comment at most once; `lockedBody`: the body a locked conversation refused. */
async function postFinal(ending: RunResult, run: Run, details: FinalDetails): Promise<{ posted: boolean; lockedBody: string | null }> {
  const { runId } = run.ctx;
  const body = renderFinalComment(ending, run.ctx, details);
  const marker = {
    kind: "final" as const,
    match: (data: Record<string, unknown>) => data["run"] === runId,
    ignore: run.record.startCommentIds,
  };
  try {
    await run.thread.postOnce(body, marker, run.inputs["bot-login"], []);
    return { posted: true, lockedBody: null };
  } catch (error) {
    core.warning(`could not post the final comment: ${describeFailure(error, run.secrets)}`);
    return { posted: false, lockedBody: isLockedRefusal(error) ? body : null };
  }
}

/** The tracking comment's line for a cancelled run: whether the round in progress was pushed. */
function cancelledLine(ending: RunResult, details: FinalDetails): string {
  if (ending.outcome === "cancelled" && ending.kept !== undefined) {
    return `The workflow run was cancelled while the round in progress waited to be pushed again: it was committed, not pushed. ${workWords(details)}`;
  }
  return "The workflow run was cancelled; the round in progress was stopped, committed and pushed.";
}

/** The end of a relay leg that handed the run on: outputs, log, job summary. Never throws. */
export async function endHandedOff(
  result: Extract<RunResult, { outcome: "handed-off" }>,
  run: Run,
  handed: Extract<HandOff, { kind: "handed-off" }>,
): Promise<void> {
  const { next, workflow, ref } = handed;
  setOutputs(result, run, null, lastPushedSha(result));
  const nextRun = next.id !== null ? `workflow run ${next.id}` : "a new run (GitHub did not say which)";
  const summary = core.summary
    .addHeading(`Ralph run on #${run.identity.issueNumber}: handed off`, 2)
    .addRaw(renderRoundTable(run.reporter.rows(), run.ctx))
    .addEOL()
    .addRaw(`\nRound ${result.nextRound} starts in the next run of \`${workflow}\` (relay mode).\n`)
    .addRaw(next.id !== null && next.htmlUrl !== null ? `\nNext: [workflow run ${next.id}](${next.htmlUrl}).\n` : "");
  addUnposted(summary, run);
  await summary.write().catch((error: unknown) => core.warning(`could not write the job summary: ${describeFailure(error, run.secrets)}`));
  core.info(
    sanitize(
      `Ralph run handed off: round ${result.nextRound} starts in ${nextRun} of ${workflow} on ${ref}${next.htmlUrl !== null ? ` (${next.htmlUrl})` : ""}`,
      run.secrets,
    ),
  );
}

/** Deletes the issue's claims. Never throws: the next start takes a leftover claim over. */
async function releaseClaim(run: Run): Promise<void> {
  const { claim } = run;
  if (claim.kind !== "held") return;
  try {
    const deleted = await releaseClaims({
      remote: claim.remote,
      scratch: run.runner.runnerTemp,
      // A leftover claim costs only a takeover, so the ending does not wait out an outage.
      retry: { patience: () => 30_000, signal: run.termination, log: (message) => core.info(message) },
      issueNumber: run.identity.issueNumber,
      held: claim.sha,
    });
    core.info(`Ralph deleted its claims on #${run.identity.issueNumber}: ${deleted.join(", ") || "none left"}`);
  } catch (error) {
    core.warning(
      `could not delete the claims on issue #${run.identity.issueNumber} (${describeFailure(error, run.secrets)}): the next run takes them over`,
    );
  }
}

/** Where the work is: the last pushed commit and any kept unpushed round. */
function workWords(details: FinalDetails): string {
  const pushed = details.lastPushedSha !== null ? `The last pushed commit is ${details.lastPushedSha}.` : "No round was pushed.";
  return details.keptUrl !== null ? `${pushed} The unpushed round is kept at ${details.keptUrl}.` : pushed;
}

/** Opens or updates a `complete` run's pull request, unless the branch has no change. */
async function propose(result: Extract<RunResult, { outcome: "complete" }>, run: Run): Promise<Proposal> {
  const prepared = run.tracking.prepared;
  if (prepared === null) {
    return { kind: "refused", reason: "the run completed without a prepared workspace", compareUrl: null };
  }
  const { workspace, baseBranch, baseSha } = prepared;
  try {
    if (baseSha !== null && !(await workspace.differsFrom(baseSha))) return { kind: "no-change" };
    const locked = lockedWords(run, { finalRefused: false });
    const body = renderPullRequestBody(
      {
        final: result.handoff,
        verification: result.verification,
        rounds: run.reporter.rows(),
        notes: locked !== null ? [`_${locked}_`] : [],
      },
      run.ctx,
    );
    // A run from its pull request updates that one, never a second.
    const pullRequest = await run.venue.propose(body, run, baseBranch);
    return { kind: "pull-request", pullRequest };
  } catch (error) {
    if (error instanceof PullRequestRefused) {
      return {
        kind: "refused",
        reason: `GitHub refused to open the pull request (${describeFailure(error, run.secrets)}). The work is on \`${run.identity.branch}\`; open the pull request by hand.`,
        compareUrl: error.compareUrl,
      };
    }
    return { kind: "refused", reason: `the pull request could not be opened: ${describeFailure(error, run.secrets)}`, compareUrl: null };
  }
}

function keptWork(result: RunResult): KeptWork | null {
  if (result.outcome === "error") return result.kept;
  if (result.outcome === "blocked" && result.by === "conflict") return result.kept;
  if (result.outcome === "round-failed" || result.outcome === "cancelled" || result.outcome === "timed-out") return result.kept ?? null;
  return null;
}

/** A link to the kept work (side branch or uploaded bundle); null for none. */
async function keptUrl(kept: KeptWork | null, round: number, run: Run): Promise<string | null> {
  if (kept === null) return null;
  if (kept.kind === "branch") return `${run.ctx.repositoryUrl}/tree/${kept.branch}`;
  const uploaded = await uploadRescueBundle({ path: kept.path, name: rescueArtifactName(run.identity.issueNumber, round) });
  if ("failure" in uploaded) {
    core.warning(`could not upload the rescue bundle ${kept.path}: ${uploaded.failure}`);
    return null;
  }
  return uploaded.url;
}

interface SummaryNotes {
  locked: string | null;
  lockedFinal: string | null;
  tracked: boolean;
}

/** The job summary: outcome, refusals, rounds, final report, unposted comments. */
async function writeSummary(result: RunResult, run: Run, notes: SummaryNotes): Promise<void> {
  const report = result.handoff !== null ? fenced(reportCode(result.handoff, run.secrets), "json") : "none";
  const summary = core.summary.addHeading(`Ralph run on #${run.identity.issueNumber}: ${result.outcome}`, 2);
  if (notes.locked !== null) summary.addRaw(`\n${notes.locked}\n`).addEOL();
  if (!notes.tracked) {
    summary
      .addRaw("\nThe tracking comment could not be updated (see the warnings in the job log): it does not show this ending.\n")
      .addEOL();
  }
  summary
    .addRaw(renderRounds(run.reporter.rows(), run.ctx))
    .addEOL()
    .addRaw(`\n\n<details><summary>Final report</summary>\n\n${report}\n\n</details>\n`);
  addUnposted(summary, run);
  if (notes.lockedFinal !== null) summary.addRaw(`\n### The final comment, not posted on #${run.thread.number}\n\n${notes.lockedFinal}\n`);
  await summary.write();
}

/** A Markdown sentence as a log line: links shown as their text. */
function plain(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}
