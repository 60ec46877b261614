/**
 * Pull request review routes: read a review, list a review's inline comments, list a pull
 * request's inline comments (all paginated, oldest first, as GitHub lists them).
 */
import { notFound, pageResponse, paginate } from "../http.js";
import { key, type FakeIssue, type FakeRepo } from "../state.js";
import { issueOf, repoOf, type FakeRouter, type RouteContext } from "./context.js";

/** Registers `GET …/pulls/{n}/reviews/{id}`, `GET …/pulls/{n}/reviews/{id}/comments` and `GET …/pulls/{n}/comments`. */
export function reviewRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/pulls/:number/reviews/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const pull = pullOf(repo, params["number"]);
    return { status: 200, body: ctx.json.review(repo, reviewOf(ctx, repo, pull, params["id"])) };
  });

  router.on("GET", "/repos/:owner/:repo/pulls/:number/reviews/:id/comments", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const pull = pullOf(repo, params["number"]);
    const review = reviewOf(ctx, repo, pull, params["id"]);
    const comments = [...ctx.state.reviewComments.values()].filter((comment) => comment.reviewId === review.id);
    const page = paginate(comments, ctx.query, ctx.url);
    return pageResponse(
      page,
      page.items.map((comment) => ctx.json.reviewComment(repo, comment)),
    );
  });

  router.on("GET", "/repos/:owner/:repo/pulls/:number/comments", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const pull = pullOf(repo, params["number"]);
    const comments = [...ctx.state.reviewComments.values()].filter(
      (comment) => comment.repo === key(repo.fullName) && comment.pullNumber === pull.number,
    );
    const page = paginate(comments, ctx.query, ctx.url);
    return pageResponse(
      page,
      page.items.map((comment) => ctx.json.reviewComment(repo, comment)),
    );
  });
}

function pullOf(repo: FakeRepo, number: string | undefined): FakeIssue {
  const issue = issueOf(repo, number);
  if (!issue.pull) throw notFound();
  return issue;
}

/** Review `:id` of the pull request, else 404 (as GitHub answers for a review of another pull request). */
function reviewOf(ctx: RouteContext, repo: FakeRepo, pull: FakeIssue, id: string | undefined) {
  const review = ctx.state.reviews.get(Number(id));
  if (!review || review.repo !== key(repo.fullName) || review.pullNumber !== pull.number) throw notFound();
  return review;
}
