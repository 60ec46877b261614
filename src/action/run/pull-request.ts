/**
 * A run from a Ralph pull request (issue 11: "rounds from the pull request"): a review requesting
 * changes, or a `/ralph` comment on the pull request, starts a run on its branch. It is a run on
 * the issue (the branch's `N`) like any other, with three differences, all decided here:
 * - its objective adds what the pull request asks (the review, its inline comments with file and line);
 * - it talks on the pull request's conversation (tracking, round and final comments);
 * - it ends on the same pull request: the body's round table gains the new rounds (the earlier rows
 *   stay), a `complete` also renews the summary, and a reply names the review and the outcome.
 *   It never opens a second pull request.
 */
import * as core from "@actions/core";
import type { HiddenText } from "../../core/hidden-text.js";
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
 * The pull request as the run's venue: reads what it asks (the review and its inline comments, or
 * the `/ralph` comment, and the other inline comments since the branch's last push), which joins
 * the objective; the run talks on the pull request and ends on it.
 * Returns null, the run skipped (outcome `skipped`, nothing written), when the review does not
 * request changes (any more), or it or the dispatch's comment is by someone who may not start runs.
 * @throws the Octokit error when the review or comment cannot be read, before the run started;
 *   Error when a dispatched comment is not on the pull request.
 */
export async function openPullRequestVenue(request: RunRequest, pull: PullRequestTrigger): Promise<Venue | null> {
  const { octokit, runner, trigger } = request;
  const ref = { owner: runner.owner, repo: runner.repo, pullRequestNumber: pull.number };
  const check = trigger.check;
  if (check !== undefined) {
    core.info(logLine(`Ralph run from pull request #${pull.number}: the failed check "${check.name}"`, []));
    const asker: Asker = { kind: "check", author: null, url: check.url, checkName: check.name };
    return pullRequestVenue(octokit, ref, pull.baseRef, check.objective, asker, check.hidden);
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
  return pullRequestVenue(octokit, ref, pull.baseRef, note.join("\n\n"), { kind: ask.kind, author: ask.author, url }, asked.hidden);
}

/**
 * The pull request does not ask for a run after all: the review no longer requests changes (it was
 * dismissed, or a dispatch named an approval), or it, or the dispatch's comment, is by someone who
 * may not start runs. The run is `skipped` (design contract: not a trigger, or an actor who may not trigger).
 */
class NotAnAsk extends Error {}

/** What the pull request asks, and the web address of the review or comment that asked it. */
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
    // The review's own comments first, then the others made on the commit it reviewed (since the branch's last push).
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

/**
 * The inline comments by people who may steer a run: anyone can comment on a pull request, and a
 * read-only user's or a bot's comment must not become the agent's objective. Those left out are logged.
 */
async function byPermitted(comments: readonly InlineComment[], permitted: (login: string) => Promise<boolean>): Promise<InlineComment[]> {
  const kept: InlineComment[] = [];
  for (const comment of comments) if (await permitted(comment.author)) kept.push(comment);
  if (kept.length < comments.length) {
    core.info(`left out ${comments.length - kept.length} inline comments by people without the permission to start Ralph runs`);
  }
  return kept;
}

/** The venue of a run from pull request `ref`, once what it asks (`note`, the objective's addition) is read; `asker` is what asked it. */
function pullRequestVenue(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  baseRef: string,
  note: string,
  asker: Asker,
  askHidden: HiddenText,
): Venue {
  const { pullRequestNumber: pull_number } = ref;
  /** The body as it stands, without rows an earlier attempt of this workflow run added. */
  const currentBody = async (run: Run) => withoutRun((await readPullRequest(octokit, ref, pull_number)).body ?? "", run.identity.runUrl);
  const write = (body: string): Promise<PullRequestRef> => writePullRequestBody(octokit, ref, pull_number, body);
  /** The row above this run's rounds: what asked for them, and the workflow run. */
  const separator = (body: string, run: Run) => {
    const by = renderAsker(asker, run.secrets);
    return separatorRow(body, `${by} · [workflow run](${run.identity.runUrl})`);
  };
  const header = (run: Run) => renderRoundTable([], run.ctx);
  return {
    kind: "pull-request",
    conversation: pull_number,
    askHidden,
    baseRef,
    objectiveNote: () => Promise.resolve(note),
    // It updates this pull request (never a second), keeping the earlier rounds of its round table above the new ones.
    async propose(body, run) {
      const earlier = roundTableRows(await currentBody(run));
      return write(withRows(body, [...earlier, separator(body, run)], "start", header(run)));
    },
    async finish(result, run, updated) {
      let pullRequestUpdated = updated !== null;
      if (!pullRequestUpdated && run.reporter.rows().length > 0) {
        try {
          const body = await currentBody(run);
          // Every round of the run, relay legs' included: only its last workflow run ends it here.
          const rows = roundTableRows(renderRoundTable(run.reporter.rows(), run.ctx));
          await write(withRows(body, [separator(body, run), ...rows], "end", header(run)));
          pullRequestUpdated = true;
        } catch (error) {
          core.warning(`could not add the rounds to pull request #${pull_number}: ${describeFailure(error, run.secrets)}`);
        }
      }
      const { runId } = run.ctx;
      const text = renderAskReply({
        asker,
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
        .catch((error: unknown) => core.warning(`could not reply on pull request #${pull_number}: ${describeFailure(error, run.secrets)}`));
    },
  };
}
