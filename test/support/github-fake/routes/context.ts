/**
 * What every route handler receives, plus lookups shared by the routes
 * (repository, issue, comment), which answer 404 the way GitHub does.
 */
import { notFound, type FakeResponse } from "../http.js";
import type { Json } from "../json.js";
import type { Router } from "../router.js";
import type { FakeApp, FakeComment, FakeIssue, FakeRepo, FakeState, TokenGrant } from "../state.js";
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
  /** The request's token's scopes or permissions, when a test gave it some; null: all its roles allow. */
  grant: TokenGrant | null;
  /** Whether `branch` exists in `owner/repo` (the git server's answer when wired). */
  branchExists(repo: string, branch: string): Promise<boolean>;
  /** The commit a branch points at (null: absent); null when no git server is wired. */
  branchHead: ((repo: string, branch: string) => Promise<string | null>) | null;
  /** The files of the repositories' branches (the git server's), null when none is wired. */
  files: RepositoryFiles | null;
}

/** A git server's files, as the contents API and branch creation reach them (test/support/git-server.ts). */
export interface RepositoryFiles {
  /** UTF-8 text of `path` at the tip of `branch`, or null when the file or branch is missing. */
  readFile(repo: string, branch: string, path: string): Promise<string | null>;
  /** Commits `files` on top of `branch` by `author` and moves the branch there; resolves with the commit. */
  pushAs(
    repo: string,
    branch: string,
    files: Record<string, string | null>,
    author: { name: string; email: string },
    options?: { message?: string },
  ): Promise<string>;
  /** Creates `branch` at commit `sha`; false when the branch exists already. */
  createBranch(repo: string, branch: string, sha: string): Promise<boolean>;
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
