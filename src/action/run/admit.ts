/**
 * The run's admission: whether a trigger starts a run (design contract: a duplicate trigger, or one
 * that meets a live run, starts nothing, and a person gets one line saying so), and which run it
 * goes on with (a dead run taken over, a re-run, a relay leg), claimed on the remote so that of two
 * workflow runs that read the tracking comment at once only one goes on.
 */
import * as core from "@actions/core";
import type { RalphOctokit } from "../../github/client.js";
import { findOpenPullRequest } from "../../github/pulls.js";
import { IssueThread } from "../../github/thread.js";
import { triggerKey } from "../../render/tracking-comment.js";
import { workflowRunEnded } from "../../github/workflow-runs.js";
import { claimRound, type ClaimOutcome } from "../../workspace/claim.js";
import { describeFailure } from "../failure.js";
import type { ActionInputs } from "../inputs.js";
import { liveRunOn, recordSettings, RunRecord, type DeadRun } from "../../record/run-record.js";
import type { RunnerContext } from "../runner.js";
import type { Admitted, RunRequest, Venue } from "./life.js";
import { issueBranch } from "../../github/branch.js";

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
      : record.admit({ key, at: trigger.at !== null ? new Date(trigger.at) : now }, now, maxRounds);
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

  // A workflow run that carries an existing run on (its next relay leg, a re-run, a takeover) claims
  // the round it starts at: of two that read the tracking comment at once, one goes on.
  const resume = admission.resume;
  if (resume !== null) {
    const claimed = await claimFirstRound(request, resume);
    if (claimed !== null) return skipRun(request, thread, claimed);
  }
  return { thread, record, key, maxRounds, resume, otherConversation: other, now };
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
  return findOpenPullRequest(octokit, runner, issueBranch(inputs["branch-prefix"], from.issueNumber));
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
 * Claims the round `resume` goes on at for this workflow run (see `claimRound`). Returns null when
 * it may go on: it holds the claim, or the remote took no claim (a warning says why: the workflow's
 * concurrency group is then the only guard); else the skip that ends it, naming the workflow run
 * that carries the run (a person who triggered gets one line, a dispatch none).
 */
async function claimFirstRound(request: RunRequest, resume: DeadRun): Promise<{ reason: string; reply: string | null } | null> {
  const { runner, octokit, trigger } = request;
  const round = resume.firstRound;
  let claimed: ClaimOutcome;
  try {
    claimed = await claimRound({
      dir: runner.workspace,
      token: request.inputs["github-token"],
      issueNumber: request.issueNumber,
      run: resume.run,
      round,
      holder: { runId: runner.runId, attempt: runner.runAttempt },
      ended: (runId) => workflowRunEnded(octokit, { owner: runner.owner, repo: runner.repo }, runId),
    });
  } catch (error) {
    claimed = { kind: "not-made", reason: describeFailure(error, request.secrets) };
  }
  if (claimed.kind === "won") return null;
  if (claimed.kind === "not-made") {
    core.warning(`could not claim round ${round} of run ${resume.run} on the remote (${claimed.reason}); going on without a claim`);
    return null;
  }
  const who = claimed.holder !== null ? `workflow run ${claimed.holder}` : "another workflow run";
  const what = trigger.relay !== undefined ? `relay dispatch for run ${resume.run}` : `run ${resume.run}`;
  return {
    reason: `${what}: ${who} already carries it from round ${round}`,
    reply: `A Ralph run is already live on this issue: ${who} carries it on from round ${round}.`,
  };
}

/**
 * A trigger that starts nothing: outcome `skipped`, and the one-line reply to the people who
 * triggered (never to a dispatch or a failed check: nobody reads a reply there); a failed reply is a warning.
 */
async function skipRun(request: RunRequest, thread: IssueThread, skip: { reason: string; reply: string | null }): Promise<null> {
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
