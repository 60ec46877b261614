/**
 * Issue comment routes: list (paginated), create, read, edit, delete.
 */
import { checkBodyLength, HttpError, objectBody, pageResponse, paginate, requireString, validationFailed } from "../http.js";
import type { FakeIssue, FakeRepo, FakeState } from "../state.js";
import { commentOf, issueOf, repoOf, type FakeRouter } from "./context.js";

/** Registers `GET/POST …/issues/{n}/comments` and `GET/PATCH/DELETE …/issues/comments/{id}`. */
export function commentRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/issues/:number/comments", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    const since = ctx.query.get("since");
    const comments = ctx.state.commentsOf(repo, issue.number).filter((c) => since === null || Date.parse(c.updatedAt) >= Date.parse(since));
    const page = paginate(comments, ctx.query, ctx.url);
    return pageResponse(
      page,
      page.items.map((c) => ctx.json.comment(repo, c)),
    );
  });

  router.on("POST", "/repos/:owner/:repo/issues/:number/comments", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    refuseWhenLocked(ctx.state, repo, issue, ctx.actor);
    const text = commentText(ctx.body);
    const comment = ctx.state.addComment(repo, issue.number, ctx.actor, text);
    const body = ctx.json.comment(repo, comment);
    return { status: 201, body, headers: { location: String(body["url"]) } };
  });

  router.on("GET", "/repos/:owner/:repo/issues/comments/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return { status: 200, body: ctx.json.comment(repo, commentOf(ctx, repo, params["id"])) };
  });

  router.on("PATCH", "/repos/:owner/:repo/issues/comments/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const comment = commentOf(ctx, repo, params["id"]);
    comment.body = commentText(ctx.body);
    comment.updatedAt = ctx.state.stamp();
    return { status: 200, body: ctx.json.comment(repo, comment) };
  });

  router.on("DELETE", "/repos/:owner/:repo/issues/comments/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const comment = commentOf(ctx, repo, params["id"]);
    ctx.state.comments.delete(comment.id);
    return { status: 204 };
  });
}

/**
 * GitHub's answer to a new comment on a locked conversation (issue or pull request): "only people
 * with write access can add comments" (GitHub docs, "Locking conversations"), and no app or bot may
 * (peers' reports: probot/stale#25, renovatebot/renovate#6215, semantic-release/github#221): 403,
 * with GitHub's own words.
 */
function refuseWhenLocked(state: FakeState, repo: FakeRepo, issue: FakeIssue, actor: string): void {
  if (!issue.locked) return;
  const user = state.ensureUser(actor);
  if (user.type !== "Bot" && ["write", "maintain", "admin"].includes(state.roleOf(repo, actor))) return;
  throw new HttpError(403, {
    message: "Unable to create comment because issue is locked.",
    documentation_url: "https://docs.github.com/articles/locking-conversations/",
    status: "403",
  });
}

/** The `body` of a comment request: required, non-empty, within GitHub's length bound. */
function commentText(raw: unknown): string {
  const text = requireString(objectBody(raw), "body");
  if (text === "") throw validationFailed({ resource: "IssueComment", code: "missing_field", field: "body" });
  checkBodyLength("IssueComment", text);
  return text;
}
