/**
 * What every route handler receives, plus lookups shared by the routes
 * (repository, issue, comment), which answer 404 the way GitHub does.
 */
import { notFound, type FakeResponse } from "../http.js";
import type { Json } from "../json.js";
import type { Router } from "../router.js";
import type { FakeApp, FakeComment, FakeIssue, FakeRepo, FakeState } from "../state.js";
import { key } from "../state.js";

/** Per-request context. */
export interface RouteContext {
  state: FakeState;
  json: Json;
  /** Absolute request URL (used for pagination links). */
  url: URL;
  query: URLSearchParams;
  /** Parsed JSON body, or null when there was none. */
  body: unknown;
  /** Login the request acts as (a token's identity, or `<slug>[bot]` for an app JWT). */
  actor: string;
  /** The app whose JWT authenticated the request (`auth: "app"` routes only). */
  app: FakeApp | null;
  /** Whether `branch` exists in `owner/repo` (the git server's answer when wired). */
  branchExists(repo: string, branch: string): Promise<boolean>;
  /** The commit a branch points at (null: absent); null when no git server is wired. */
  branchHead: ((repo: string, branch: string) => Promise<string | null>) | null;
}

/** The router type the routes register on. */
export type FakeRouter = Router<RouteContext, FakeResponse>;

/** The repository of `:owner/:repo`, else 404. */
export function repoOf(ctx: RouteContext, params: Record<string, string>): FakeRepo {
  const repo = ctx.state.findRepo(`${params["owner"]}/${params["repo"]}`);
  if (!repo) throw notFound();
  return repo;
}

/** Issue or pull request `:number` of `repo`, else 404. */
export function issueOf(repo: FakeRepo, number: string | undefined): FakeIssue {
  const issue = repo.issues.get(Number(number));
  if (!issue) throw notFound();
  return issue;
}

/** Comment `:id` of `repo`, else 404 (a comment of another repository is not found either). */
export function commentOf(ctx: RouteContext, repo: FakeRepo, id: string | undefined): FakeComment {
  const comment = ctx.state.comments.get(Number(id));
  if (!comment || comment.repo !== key(repo.fullName)) throw notFound();
  return comment;
}
