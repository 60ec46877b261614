/**
 * Reaction routes on issues/pull requests and on issue comments.
 */
import { invalidRequest, objectBody, pageResponse, paginate, requireString } from "../http.js";
import { key, REACTIONS, type FakeRepo, type ReactionContent, type ReactionSubject } from "../state.js";
import { commentOf, issueOf, repoOf, type FakeRouter, type RouteContext } from "./context.js";

/** Registers `GET/POST …/issues/{n}/reactions` and `GET/POST …/issues/comments/{id}/reactions`. */
export function reactionRoutes(router: FakeRouter): void {
  const issueSubject = (ctx: RouteContext, params: Record<string, string>): [FakeRepo, ReactionSubject] => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    return [repo, { kind: "issue", repo: key(repo.fullName), number: issue.number }];
  };
  const commentSubject = (ctx: RouteContext, params: Record<string, string>): [FakeRepo, ReactionSubject] => {
    const repo = repoOf(ctx, params);
    return [repo, { kind: "comment", id: commentOf(ctx, repo, params["id"]).id }];
  };

  for (const [pattern, subjectOf] of [
    ["/repos/:owner/:repo/issues/:number/reactions", issueSubject],
    ["/repos/:owner/:repo/issues/comments/:id/reactions", commentSubject],
  ] as const) {
    router.on("GET", pattern, (ctx, params) => {
      const [, subject] = subjectOf(ctx, params);
      const content = ctx.query.get("content");
      const all = ctx.state.reactionsOn(subject).filter((r) => content === null || r.content === content);
      const page = paginate(all, ctx.query, ctx.url);
      return pageResponse(
        page,
        page.items.map((r) => ctx.json.reaction(r)),
      );
    });

    router.on("POST", pattern, (ctx, params) => {
      const [, subject] = subjectOf(ctx, params);
      const content = requireString(objectBody(ctx.body), "content");
      if (!isReaction(content)) {
        throw invalidRequest(`For 'content', "${content}" is not one of ${REACTIONS.join(", ")}.`);
      }
      // An existing identical reaction is answered with 200 instead of 201, as GitHub does.
      const { reaction, created } = ctx.state.react(subject, ctx.actor, content);
      return { status: created ? 201 : 200, body: ctx.json.reaction(reaction) };
    });
  }
}

function isReaction(value: string): value is ReactionContent {
  return (REACTIONS as readonly string[]).includes(value);
}
