/** A run from a Ralph pull request (docs/design.md, "Runs from a review"). */
import * as core from "@actions/core";
import type { HiddenText } from "../../core/hidden-text.js";
import type { RunResult } from "../../core/loop.js";
import { logLine } from "../../core/sanitize.js";
import type { RalphOctokit } from "../../github/client.js";
import { readIssueComment } from "../../github/issues.js";
import { readPullRequest, writePullRequestBody } from "../../github/pulls.js";
import { renderMarker } from "../../github/markers.js";
import { renderAskReply, renderAsker, type Asker } from "../../render/replies.js";
import { renderRoundTable, roundTableRows, separatorRow, withoutRun, withRows } from "../../render/round-table.js";
import { readCommentsSincePush, readReview } from "../../github/review.js";
import { renderPullRequestAsk, type InlineComment, type PullRequestAsk } from "../../core/pull-request-ask.js";
import { permittedLogins } from "../../github/access.js";
import type { PullRequestRef } from "../../github/thread.js";
import type { PullRequestTrigger } from "../../github/trigger.js";
import { describeFailure } from "../failure.js";
import type { Run, RunRequest, Venue } from "./life.js";

/**
 * The pull request as the run's venue; null (skipped) when it asks nothing after all.
 * @throws when the review or comment cannot be read, or the comment is on another conversation.
 */
export async function openPullRequestVenue(request: RunRequest, pull: PullRequestTrigger): Promise<Venue | null> {
  const { octokit, runner, trigger } = request;
  const ref = { owner: runner.owner, repo: runner.repo, pullRequestNumber: pull.number };
  const check = trigger.check;
  if (check !== undefined) {
    core.info(logLine(`Ralph run from pull request #${pull.number}: the failed check "${check.name}"`, []));
    const asker: Asker = { kind: "check", author: null, url: check.url, checkName: check.name };
    return pullRequestVenue({ octokit, ref, baseRef: pull.baseRef, note: check.objective, asker, askHidden: check.hidden });
  }
  let read: Awaited<ReturnType<typeof readAsk>>;
  try {
    read = await readAsk(octokit, ref, request, pull);
  } catch (error) {
    if (!(error instanceof NotAnAsk)) throw error;
    core.info(`Ralph skipped: ${error.message}`);
    core.setOutput("outcome", "skipped");
    return null;
  }
  const { ask, url } = read;
  const asked = renderPullRequestAsk(ask, request.secrets);
  const note = [asked.text, ...(trigger.source === "dispatch" && trigger.objectiveNote !== null ? [trigger.objectiveNote] : [])];
  core.info(`Ralph run from pull request #${pull.number} (${ask.kind} by ${ask.author}, ${ask.comments.length} inline comments)`);
  const asker: Asker = { kind: ask.kind, author: ask.author, url };
  return pullRequestVenue({ octokit, ref, baseRef: pull.baseRef, note: note.join("\n\n"), asker, askHidden: asked.hidden });
}

/** The pull request asks for no run after all. */
class NotAnAsk extends Error {}

async function readAsk(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  request: RunRequest,
  pull: PullRequestTrigger,
): Promise<{ ask: PullRequestAsk; url: string | null }> {
  const { trigger } = request;
  const permitted = permittedLogins(octokit, ref, request.inputs["allowed-permission"], request.inputs["bot-login"]);
  if (pull.reviewId !== null) {
    const { review, comments: own } = await readReview(octokit, ref, pull.reviewId);
    if (review.state.toUpperCase() !== "CHANGES_REQUESTED") {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} does not request changes (${review.state})`);
    }
    const author = review.user?.login ?? "ghost";
    if (!(await permitted(author))) {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} is by ${author}, who may not start Ralph runs`);
    }
    const ids = new Set(own.map((comment) => comment.id));
    const others = await readCommentsSincePush(octokit, ref, review.commit_id ?? pull.headSha);
    const comments = await byPermitted([...own, ...others.filter((comment) => !ids.has(comment.id))], permitted);
    const ask: PullRequestAsk = { kind: "review", pullRequestNumber: pull.number, author, body: review.body ?? "", comments };
    return { ask, url: review.html_url };
  }
  let body = trigger.source === "command" ? (trigger.objectiveNote ?? "") : "";
  let author = trigger.actor?.login ?? "someone";
  let url: string | null = null;
  if (trigger.commentId !== null) {
    const data = await readIssueComment(octokit, ref, trigger.commentId);
    if (!data.issueUrl.endsWith(`/issues/${pull.number}`)) {
      throw new Error(`input 'comment-id' (${trigger.commentId}) is a comment on another issue than pull request #${pull.number}`);
    }
    body = data.body;
    author = data.author ?? author;
    url = data.url;
    if (!(await permitted(author))) {
      throw new NotAnAsk(`input 'comment-id' (${trigger.commentId}) is a comment by ${author}, who may not start Ralph runs`);
    }
  }
  const comments = await byPermitted(await readCommentsSincePush(octokit, ref, pull.headSha), permitted);
  return { ask: { kind: "command", pullRequestNumber: pull.number, author, body, comments }, url };
}

/** The inline comments by people who may start runs: no one else's becomes the objective. */
async function byPermitted(comments: readonly InlineComment[], permitted: (login: string) => Promise<boolean>): Promise<InlineComment[]> {
  const kept: InlineComment[] = [];
  for (const comment of comments) if (await permitted(comment.author)) kept.push(comment);
  if (kept.length < comments.length) {
    core.info(`left out ${comments.length - kept.length} inline comments by people without the permission to start Ralph runs`);
  }
  return kept;
}

interface PullRequestAsked {
  octokit: RalphOctokit;
  ref: PullRef;
  baseRef: string;
  note: string;
  asker: Asker;
  askHidden: HiddenText;
}

type PullRef = { owner: string; repo: string; pullRequestNumber: number };

function pullRequestVenue(asked: PullRequestAsked): Venue {
  const { ref, baseRef, note, askHidden } = asked;
  return {
    kind: "pull-request",
    conversation: ref.pullRequestNumber,
    askHidden,
    baseRef,
    objectiveNote: () => Promise.resolve(note),
    // Never a second pull request; earlier rounds stay above the new ones.
    async propose(body, run) {
      const earlier = roundTableRows(await currentBody(asked, run));
      return writeBody(asked, withRows(body, [...earlier, separator(asked, body, run)], "start", renderRoundTable([], run.ctx)));
    },
    async finish(result, run, updated) {
      const pullRequestUpdated = updated !== null || (run.reporter.rows().length > 0 && (await addRounds(asked, run)));
      await replyOnPullRequest(asked, { result, run, pullRequestUpdated });
    },
  };
}

/** The body without the rows an earlier attempt of this workflow run added. */
async function currentBody(asked: PullRequestAsked, run: Run): Promise<string> {
  const { octokit, ref } = asked;
  return withoutRun((await readPullRequest(octokit, ref, ref.pullRequestNumber)).body ?? "", run.identity.runUrl);
}

function writeBody(asked: PullRequestAsked, body: string): Promise<PullRequestRef> {
  return writePullRequestBody(asked.octokit, asked.ref, asked.ref.pullRequestNumber, body);
}

function separator(asked: PullRequestAsked, body: string, run: Run): string {
  return separatorRow(body, `${renderAsker(asked.asker, run.secrets)} · [workflow run](${run.identity.runUrl})`);
}

/** Adds the run's rounds below the earlier rows; false when GitHub refused. */
async function addRounds(asked: PullRequestAsked, run: Run): Promise<boolean> {
  try {
    const body = await currentBody(asked, run);
    const rows = roundTableRows(renderRoundTable(run.reporter.rows(), run.ctx));
    await writeBody(asked, withRows(body, [separator(asked, body, run), ...rows], "end", renderRoundTable([], run.ctx)));
    return true;
  } catch (error) {
    core.warning(`could not add the rounds to pull request #${asked.ref.pullRequestNumber}: ${describeFailure(error, run.secrets)}`);
    return false;
  }
}

/** The one reply to what asked for the run, with its outcome. Never throws. */
async function replyOnPullRequest(
  asked: PullRequestAsked,
  ended: { result: RunResult; run: Run; pullRequestUpdated: boolean },
): Promise<void> {
  const { result, run, pullRequestUpdated } = ended;
  const { runId } = run.ctx;
  const text = renderAskReply({
    asker: asked.asker,
    outcome: result.outcome,
    rounds: run.tracking.totals(result.rounds).rounds,
    branch: run.identity.branch,
    pullRequestUpdated,
    runUrl: run.identity.runUrl,
    secrets: run.secrets,
  });
  await run.thread
    .postOnce(
      `${renderMarker("reply", { reason: "pull-request", run: runId })}\n${text}`,
      { kind: "reply", match: (data) => data["reason"] === "pull-request" && data["run"] === runId },
      run.inputs["bot-login"],
    )
    .catch((error: unknown) =>
      core.warning(`could not reply on pull request #${asked.ref.pullRequestNumber}: ${describeFailure(error, run.secrets)}`),
    );
}
