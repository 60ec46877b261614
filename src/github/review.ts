// A review and the inline comments since the last push, for a run from the pull request.
import * as z from "zod";
import type { InlineComment } from "../core/pull-request-ask.js";
import type { RalphOctokit } from "./client.js";

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

/** A review and its inline comments; 404 when the review is not this pull request's. */
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

/** The inline comments first made on the head commit `headSha`, oldest first. */
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
