// Issues and comments read one at a time, and the 👀 that acknowledges a trigger.
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/** `updatedAt` is GitHub's ISO time. */
export interface IssueData {
  number: number;
  title: string;
  body: string;
  updatedAt: string;
}

/** Issue `number`; a pull request is an issue too. */
export async function readIssue(octokit: RalphOctokit, ref: RepositoryRef, number: number): Promise<IssueData> {
  const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: number });
  return { number: data.number, title: data.title, body: data.body ?? "", updatedAt: data.updated_at };
}

export interface IssueCommentData {
  issueUrl: string;
  body: string;
  /** Null for a deleted account. */
  author: string | null;
  url: string;
}

export async function readIssueComment(octokit: RalphOctokit, ref: RepositoryRef, commentId: number): Promise<IssueCommentData> {
  const { data } = await octokit.rest.issues.getComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId });
  return { issueUrl: data.issue_url, body: data.body ?? "", author: data.user?.login ?? null, url: data.html_url };
}

/** A resent 👀 adds none. */
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
