/**
 * Issues and their comments through GitHub's REST API, read one at a time, and the 👀 that
 * acknowledges a trigger. The thread's own comments (post once, edit or repost) are `IssueThread`'s.
 */
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/** An issue as a run reads it: `updatedAt` is GitHub's ISO time. */
export interface IssueData {
  number: number;
  title: string;
  body: string;
  updatedAt: string;
}

/**
 * Issue `number` (a pull request is an issue too).
 * @throws the Octokit error when it cannot be read.
 */
export async function readIssue(octokit: RalphOctokit, ref: RepositoryRef, number: number): Promise<IssueData> {
  const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: number });
  return { number: data.number, title: data.title, body: data.body ?? "", updatedAt: data.updated_at };
}

/** A comment on an issue or pull request: `issueUrl` is the API address of the conversation it is on. */
export interface IssueCommentData {
  issueUrl: string;
  body: string;
  /** Its author's login; null for a deleted account. */
  author: string | null;
  url: string;
}

/**
 * Comment `commentId` of the repository's issues and pull requests.
 * @throws the Octokit error when it cannot be read.
 */
export async function readIssueComment(octokit: RalphOctokit, ref: RepositoryRef, commentId: number): Promise<IssueCommentData> {
  const { data } = await octokit.rest.issues.getComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId });
  return { issueUrl: data.issue_url, body: data.body ?? "", author: data.user?.login ?? null, url: data.html_url };
}

/**
 * Reacts 👀 to comment `commentId`, or to issue `issueNumber` when there is no comment (a label or a
 * dispatch). GitHub answers 200 for a reaction already there, so a resend after an outage adds none.
 * @throws the Octokit error when GitHub refuses.
 */
export async function acknowledge(
  octokit: RalphOctokit,
  ref: RepositoryRef,
  target: { issueNumber: number; commentId: number | null },
): Promise<void> {
  const { owner, repo } = ref;
  if (target.commentId !== null) {
    await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target.commentId, content: "eyes" });
  } else await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: target.issueNumber, content: "eyes" });
}
