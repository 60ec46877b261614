/** The issue as the run's venue: it talks there and a `complete` run opens the issue's pull request. */
import { NO_HIDDEN_TEXT } from "../../core/hidden-text.js";
import type { RalphOctokit } from "../../github/client.js";
import { readIssueComment } from "../../github/issues.js";
import { renderPullRequestTitle } from "../../render/pull-request.js";
import type { Run, RunRequest, Venue } from "./life.js";

export function issueVenue(request: RunRequest): Venue {
  return {
    kind: "issue",
    conversation: request.issueNumber,
    baseRef: null,
    askHidden: NO_HIDDEN_TEXT,
    async objectiveNote(run: Run) {
      const { trigger, runner } = run;
      if (trigger.objectiveNote !== null) return trigger.objectiveNote;
      if (trigger.commentId === null) return null;
      return fetchTriggerComment(
        run.octokit,
        { owner: runner.owner, repo: runner.repo, issueNumber: run.identity.issueNumber },
        trigger.commentId,
      );
    },
    propose: (body, run, baseBranch) =>
      run.thread.openOrUpdatePullRequest({
        head: run.identity.branch,
        base: baseBranch,
        title: renderPullRequestTitle(run.tracking.issueTitle, run.ctx),
        body,
        draft: run.inputs.draft,
        repositoryUrl: run.ctx.repositoryUrl,
      }),
    finish: () => Promise.resolve(),
  };
}

/** A dispatched run's trigger comment (input `comment-id`). @throws Error when it is on another issue. */
async function fetchTriggerComment(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; issueNumber: number },
  commentId: number,
): Promise<string> {
  const comment = await readIssueComment(octokit, ref, commentId);
  if (!comment.issueUrl.endsWith(`/issues/${ref.issueNumber}`)) {
    throw new Error(`input 'comment-id' (${commentId}) is a comment on another issue than #${ref.issueNumber}`);
  }
  return comment.body;
}
