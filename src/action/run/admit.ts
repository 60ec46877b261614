/**
 * The run's admission: whether a trigger starts a run (design contract: a duplicate trigger, or one
 * that meets a live run, starts nothing, and a person gets one line saying so), and which run it
 * goes on with (a dead run taken over, a re-run, a relay leg). Every start claims the issue on the
 * remote before it writes anything, so that of two workflow runs that read the issue at once only
 * one goes on, also where no tracking comment can be read (a locked issue).
 */
import * as core from "@actions/core";
import type { RalphOctokit } from "../../github/client.js";
import { findOpenPullRequest } from "../../github/pulls.js";
import { IssueThread } from "../../github/thread.js";
import { triggerKey } from "../../record/tracking-marker.js";
import { workflowRunEnded } from "../../github/workflow-runs.js";
import { claimRemote, claimRun, type ClaimOutcome } from "../../workspace/claim.js";
import { describeFailure } from "../failure.js";
import type { ActionInputs } from "../inputs.js";
import { liveRunOn, recordSettings, RunRecord, type DeadRun } from "../../record/run-record.js";
import type { RunnerContext } from "../runner.js";
import type { Admitted, RunClaim, RunRequest, Venue } from "./life.js";

/**
 * Admits the trigger of `request` on `venue`, or skips it (outcome `skipped`, with a one-line reply
 * to a person; then null): a duplicate, a live run on the venue or on the branch's other
 * conversation, or a run another workflow run already carries on.
 * A run on the same branch talking on the other conversation (see {@link otherConversationOf}) counts as live too.
 * @throws only when reading the conversation's comments (or the other conversation's) fails, before the run started.
 */
export async function admit(request: RunRequest, venue: Venue): Promise<Admitted | null> {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
  // Read ahead with the permission check when the trigger named this conversation (see `ahead.ts`).
  const ahead = request.ahead?.conversation === venue.conversation ? request.ahead : null;
  const thread = ahead?.thread ?? new IssueThread(octokit, { owner, repo, issueNumber: venue.conversation });
  const key =
    trigger.check?.key ??
    triggerKey({
      source: trigger.source,
      commentId: trigger.commentId,
      reviewId: trigger.pullRequest?.reviewId ?? null,
      issueUpdatedAt: trigger.issue?.updatedAt ?? null,
      runId: runner.runId,
    });
  const maxRounds = trigger.rounds ?? inputs["max-rounds"];
  const record = await (ahead?.record ?? RunRecord.read(octokit, thread, recordSettings(runner, inputs)));
  const now = new Date();
  const admission =
    trigger.relay !== undefined
      ? record.admitLeg(trigger.relay, maxRounds)
      : record.admit({ key, at: trigger.at !== null ? new Date(trigger.at) : now, commentId: trigger.commentId }, now, maxRounds);
  if (admission.kind === "skip") return skipRun(request, thread, admission);

  // The branch is one: a run talking on the other conversation (the issue, or its Ralph pull request) must not be live either.
  const fromPullRequest = venue.kind === "pull-request";
  const { other, live: elsewhere } = await (ahead?.liveElsewhere ??
    otherConversationOf(octokit, runner, inputs, { issueNumber, fromPullRequest }).then(async (other) => ({
      other,
      live: await liveThere(octokit, runner, inputs, other),
    })));
  if (elsewhere !== null) {
    return skipRun(request, thread, {
      reason: `a run is live on #${elsewhere}, on the same branch`,
      reply: `A Ralph run is already live on the branch of this issue, talking on #${elsewhere}; wait for it to end, or stop it there.`,
    });
  }

  // Before anything is written: of two workflow runs that read the issue at once, one goes on.
  const resume = admission.resume;
  const claimed = await claimIssue(request, resume);
  if ("skip" in claimed) return skipRun(request, thread, claimed.skip);
  return { thread, record, key, maxRounds, resume, otherConversation: other, now, claim: claimed.claim };
}

/**
 * The conversation other than the one a request came from that talks about issue `issueNumber`'s
 * branch: the issue when the request came from its Ralph pull request, else the open Ralph pull
 * request of the issue (head `<branch-prefix>N` in this repository), if any. Both push to the same
 * branch, and the workflow's concurrency group cannot always tell they are one (a `/ralph` comment
 * on the pull request names the pull request, not the issue).
 * @throws the Octokit error when the pull requests cannot be read.
 */
export async function otherConversationOf(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  if (from.fromPullRequest) return from.issueNumber;
  return findOpenPullRequest(octokit, runner, `${inputs["branch-prefix"]}${from.issueNumber}`);
}

/**
 * The other conversation of issue `issueNumber`'s branch (see {@link otherConversationOf}) when a
 * run is live there, else null.
 * @throws the Octokit error when the comments or pull requests cannot be read.
 */
export async function liveRunOnOtherConversation(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  return liveThere(octokit, runner, inputs, await otherConversationOf(octokit, runner, inputs, from));
}

/** `conversation` when a run is live on it (see {@link liveRunOn}), else null (also for no conversation). */
export async function liveThere(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  conversation: number | null,
): Promise<number | null> {
  if (conversation === null) return null;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  return (await liveRunOn(octokit, thread, runner, inputs)) ? conversation : null;
}

/**
 * Claims the issue for this workflow run (see `claimRun`): a new run's claim, or the leg of the
 * run `resume` goes on with and then the issue. Returns the claim the run holds, or `unclaimed`
 * when the remote took no claim (a warning says why: only the tracking comment guards the issue
 * then); else the skip that ends it, naming the workflow run that carries the live run (a person
 * who triggered gets one line, a dispatch none).
 */
async function claimIssue(request: RunRequest, resume: DeadRun | null): Promise<{ claim: RunClaim } | { skip: Skip }> {
  const claim = await tryClaim(request, resume);
  if (claim.kind === "lost") return { skip: lostClaim(request, claim, resume) };
  if (claim.kind === "unclaimed") {
    core.warning(
      `could not claim issue #${request.issueNumber} on the remote (${claim.reason}): only the tracking comment keeps a second run from starting`,
    );
  }
  return { claim };
}

/** How long a claim's git command waits out a git host's outage, in ms: after it, the run goes on unclaimed. */
const CLAIM_PATIENCE_MS = 2 * 60_000;

/** The claim as `claimRun` made it, or `unclaimed` when git failed or the remote refused it. */
async function tryClaim(request: RunRequest, resume: DeadRun | null): Promise<RunClaim | Extract<ClaimOutcome, { kind: "lost" }>> {
  const { runner, octokit, issueNumber } = request;
  try {
    const remote = await claimRemote(runner.workspace, request.inputs["github-token"]);
    const outcome = await claimRun({
      remote,
      scratch: runner.runnerTemp,
      retry: { patience: () => CLAIM_PATIENCE_MS, signal: request.termination, log: (message) => core.info(message) },
      issueNumber,
      run: resume?.continues === true ? resume.run : runner.runId,
      holder: { runId: runner.runId, attempt: runner.runAttempt },
      ended: (runId) => workflowRunEnded(octokit, { owner: runner.owner, repo: runner.repo }, runId),
      goesOn: resume !== null ? { run: resume.run, round: resume.firstRound, continues: resume.continues } : null,
    });
    if (outcome.kind === "won") return { kind: "held", remote, sha: outcome.sha };
    if (outcome.kind === "lost") return outcome;
    return { kind: "unclaimed", reason: outcome.reason };
  } catch (error) {
    return { kind: "unclaimed", reason: describeFailure(error, request.secrets) };
  }
}

/** The skip of a workflow run that lost the claim (see {@link claimIssue}) to a live one. */
function lostClaim(request: RunRequest, lost: Extract<ClaimOutcome, { kind: "lost" }>, resume: DeadRun | null): Skip {
  const { runner, trigger } = request;
  const who = lost.holder !== null ? `workflow run ${lost.holder}` : "another workflow run";
  if (resume !== null && lost.round !== null) {
    const what = trigger.relay !== undefined ? `relay dispatch for run ${resume.run}` : `run ${resume.run}`;
    return {
      reason: `${what}: ${who} already carries it from round ${lost.round}`,
      reply: `A Ralph run is already live on this issue: ${who} carries it on from round ${lost.round}.`,
    };
  }
  const link = lost.holder !== null ? `[${who}](${runner.serverUrl}/${runner.owner}/${runner.repo}/actions/runs/${lost.holder})` : who;
  return {
    reason: `${who} holds the claim on issue #${request.issueNumber}: its run is live`,
    reply: `A Ralph run is already live on this issue, in ${link}: wait for it to end, or stop it with \`${request.inputs.command} stop\`.`,
  };
}

/** Why a trigger starts nothing, and the one line for the people who triggered (null: silence). */
interface Skip {
  reason: string;
  reply: string | null;
}

/**
 * A trigger that starts nothing: outcome `skipped`, and the one-line reply to the people who
 * triggered (never to a dispatch or a failed check: nobody reads a reply there); a failed reply is a warning.
 */
async function skipRun(request: RunRequest, thread: IssueThread, skip: Skip): Promise<null> {
  core.info(`Ralph skipped: ${skip.reason}`);
  // Nobody reads a reply to a dispatch or to a failed check.
  if (skip.reply !== null && request.trigger.source !== "dispatch" && request.trigger.source !== "check") {
    await thread
      .postOwn("reply", { reason: "live-run" }, skip.reply, { botLogin: request.inputs["bot-login"], runId: request.runner.runId })
      .catch((error: unknown) => core.warning(`could not reply: ${describeFailure(error, request.secrets)}`));
  }
  core.setOutput("outcome", "skipped");
  return null;
}
