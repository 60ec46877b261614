/**
 * Rounds from the pull request (issue 11): a review and its inline comments, and the inline
 * comments since the branch's last push, read from GitHub for the run's objective
 * (`core/pull-request-ask.ts` makes them its text).
 */
import * as z from "zod";
import type { InlineComment } from "../core/pull-request-ask.js";
import type { RalphOctokit } from "./client.js";

/** A review comment as the REST API lists it (the fields read here). */
const ReviewComment = z.looseObject({
  id: z.number().int(),
  path: z.string(),
  line: z.number().int().nullable().optional(),
  original_line: z.number().int().nullable().optional(),
  original_commit_id: z.string().optional(),
  body: z.string(),
  user: z.looseObject({ login: z.string() }).nullable(),
});
const Review = z.looseObject({
  id: z.number().int(),
  body: z.string().nullable(),
  state: z.string(),
  html_url: z.string(),
  /** The head commit the review was made on. */
  commit_id: z.string().nullable().optional(),
  user: z.looseObject({ login: z.string() }).nullable(),
});
/** A pull request review as GitHub answers it (the fields read here). */
export type Review = z.infer<typeof Review>;

function inline(comment: z.infer<typeof ReviewComment>): InlineComment {
  return {
    id: comment.id,
    path: comment.path,
    line: comment.line ?? comment.original_line ?? null,
    author: comment.user?.login ?? "ghost",
    body: comment.body,
  };
}

/**
 * A review of the pull request and its inline comments (`GET …/pulls/{n}/reviews/{id}` and
 * `…/reviews/{id}/comments`, all pages).
 * @throws the Octokit error when GitHub refuses (404: the review is not one of this pull request's).
 */
export async function readReview(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  reviewId: number,
): Promise<{ review: Review; comments: InlineComment[] }> {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const { data } = await octokit.rest.pulls.getReview({ owner, repo, pull_number, review_id: reviewId });
  const review = Review.parse(data);
  const listed = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
    owner,
    repo,
    pull_number,
    review_id: reviewId,
    per_page: 100,
  });
  return { review, comments: z.array(ReviewComment).parse(listed).map(inline) };
}

/**
 * The pull request's inline review comments made since the branch's last push: those first made
 * on its head commit `headSha` (`original_commit_id`), oldest first (`GET …/pulls/{n}/comments`, all pages).
 */
export async function readCommentsSincePush(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  headSha: string,
): Promise<InlineComment[]> {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const listed = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
  return z
    .array(ReviewComment)
    .parse(listed)
    .filter((comment) => comment.original_commit_id === headSha)
    .map(inline);
}
