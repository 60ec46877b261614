/** Whether a trigger starts a run, and which run it goes on with (docs/design.md, "One run per issue"). */
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
import { issueBranch } from "../../github/branch.js";

/** Admits the trigger on `venue`, or skips it (null, with a one-line reply). @throws when a read fails. */
export async function admit(request: RunRequest, venue: Venue): Promise<Admitted | null> {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
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

  // One branch: a run on its other conversation must not be live either.
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

  // Of two workflow runs that read the issue at once, one goes on.
  const resume = admission.resume;
  const claimed = await claimIssue(request, resume);
  if ("skip" in claimed) return skipRun(request, thread, claimed.skip);
  return { thread, record, key, maxRounds, resume, otherConversation: other, now, claim: claimed.claim };
}

/** The branch's other conversation: the issue, or its open Ralph pull request. @throws Octokit's error. */
export async function otherConversationOf(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  if (from.fromPullRequest) return from.issueNumber;
  return findOpenPullRequest(octokit, runner, issueBranch(inputs["branch-prefix"], from.issueNumber));
}

/** @throws Octokit's error. */
export async function liveRunOnOtherConversation(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  return liveThere(octokit, runner, inputs, await otherConversationOf(octokit, runner, inputs, from));
}

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

/** Claims the issue; `unclaimed` when the remote refused, a skip when another holds it. */
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

/** How long a claim waits out a git host's outage (ms); then the run goes on unclaimed. */
const CLAIM_PATIENCE_MS = 2 * 60_000;

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

interface Skip {
  reason: string;
  reply: string | null;
}

/** Outcome `skipped`, with a one-line reply; a failed reply is a warning. */
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
