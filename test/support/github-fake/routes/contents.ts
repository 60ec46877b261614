/**
 * The contents API and branch creation: a file on a branch, read or written as a commit, from the
 * wired git server's repository (its files), else the workflow files registered with the fake (the
 * default branch's, read only). A workflow file is written only by a token that may write
 * workflows: a classic token with the `workflow` scope (GitHub answers 404 without it), a
 * fine-grained or App token with the Workflows permission (403 without it).
 */
import { createHash } from "node:crypto";
import { errorBody, HttpError, invalidRequest, notFound, objectBody, optionalString, requireString } from "../http.js";
import type { FakeRepo } from "../state.js";
import { repoOf, type FakeRouter, type RepositoryFiles, type RouteContext } from "./context.js";

/** Git's id of a blob holding `bytes` (what the contents API calls the file's `sha`). */
function blobSha(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** The contents API's description of file `path` on `ref` holding `bytes`, as GitHub serves it. */
function fileJson(ctx: RouteContext, repo: FakeRepo, path: string, ref: string, bytes: Buffer): Record<string, unknown> {
  const sha = blobSha(bytes);
  const url = `${ctx.url.origin}/repos/${repo.fullName}/contents/${path}`;
  const web = String(ctx.json.repo(repo)["html_url"]);
  const gitUrl = `${ctx.url.origin}/repos/${repo.fullName}/git/blobs/${sha}`;
  const htmlUrl = `${web}/blob/${ref}/${path}`;
  return {
    type: "file",
    size: bytes.length,
    name: path.split("/").at(-1) ?? path,
    path,
    sha,
    url,
    git_url: gitUrl,
    html_url: htmlUrl,
    download_url: `${web}/raw/${ref}/${path}`,
    _links: { self: url, git: gitUrl, html: htmlUrl },
  };
}

/** The text of `path` on `ref`: the git server's, else (on the default branch) a registered workflow's; null when there is none. */
async function textOf(ctx: RouteContext, repo: FakeRepo, path: string, ref: string): Promise<string | null> {
  const text = ctx.files === null ? null : await ctx.files.readFile(repo.fullName, ref, path);
  if (text !== null) return text;
  const file = /^\.github\/workflows\/([^/]+)$/.exec(path)?.[1];
  return ref === repo.defaultBranch && file !== undefined ? (repo.workflows.get(file)?.content ?? null) : null;
}

/** Refuses a write of a workflow file by a token that may not write workflows, as GitHub does. */
function checkWorkflowGrant(ctx: RouteContext, path: string): void {
  if (!path.startsWith(".github/workflows/") || ctx.grant === null) return;
  if (ctx.grant.kind === "classic" && !ctx.grant.scopes.includes("workflow")) throw notFound();
  if (ctx.grant.kind === "fine-grained" && !ctx.grant.workflows)
    throw new HttpError(
      403,
      errorBody(403, `refusing to allow a Personal Access Token to create or update workflow \`${path}\` without \`workflows\` permission`),
    );
}

/** The repository of a write and the files it goes to, once the actor may push to it and a git server holds them. */
function pushable(ctx: RouteContext, params: Record<string, string>): { repo: FakeRepo; files: RepositoryFiles } {
  const repo = repoOf(ctx, params);
  if (!ctx.state.hasRole(repo, ctx.actor, "write"))
    throw new HttpError(403, errorBody(403, "Resource not accessible by personal access token"));
  if (ctx.files === null) throw new HttpError(501, { message: "Not implemented by the GitHub fake: no git server is wired to hold files" });
  return { repo, files: ctx.files };
}

/** Registers `GET` and `PUT …/contents/{path}` and `POST …/git/refs`. */
export function contentRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/contents/*path", async (ctx, params) => {
    const repo = repoOf(ctx, params);
    const path = params["path"] ?? "";
    const ref = ctx.query.get("ref") ?? repo.defaultBranch;
    const text = await textOf(ctx, repo, path, ref);
    if (text === null) throw notFound();
    const bytes = Buffer.from(text, "utf8");
    // GitHub wraps the base64 text at 60 characters.
    const content = (bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n") + "\n";
    return { status: 200, body: { ...fileJson(ctx, repo, path, ref, bytes), encoding: "base64", content } };
  });

  router.on("PUT", "/repos/:owner/:repo/contents/*path", async (ctx, params) => {
    const { repo, files } = pushable(ctx, params);
    const path = params["path"] ?? "";
    const body = objectBody(ctx.body);
    const message = requireString(body, "message");
    const bytes = Buffer.from(requireString(body, "content"), "base64");
    const given = optionalString(body, "sha");
    const branch = optionalString(body, "branch") ?? repo.defaultBranch;
    checkWorkflowGrant(ctx, path);
    if (ctx.branchHead !== null && (await ctx.branchHead(repo.fullName, branch)) === null)
      throw new HttpError(404, errorBody(404, `Branch ${branch} not found`));
    const existing = await files.readFile(repo.fullName, branch, path);
    if (existing !== null && given === undefined) throw invalidRequest(`"sha" wasn't supplied.`);
    if (existing !== null && given !== blobSha(Buffer.from(existing, "utf8")))
      throw new HttpError(409, errorBody(409, `${path} does not match ${given ?? ""}`));
    const author = { name: ctx.actor, email: `${ctx.actor}@users.noreply.github.com` };
    const commit = await files.pushAs(repo.fullName, branch, { [path]: bytes.toString("utf8") }, author, { message });
    return {
      status: existing === null ? 201 : 200,
      body: { content: fileJson(ctx, repo, path, branch, bytes), commit: { sha: commit, message } },
    };
  });

  router.on("POST", "/repos/:owner/:repo/git/refs", async (ctx, params) => {
    const { repo, files } = pushable(ctx, params);
    const body = objectBody(ctx.body);
    const ref = requireString(body, "ref");
    const sha = requireString(body, "sha");
    const branch = /^refs\/heads\/(.+)$/.exec(ref)?.[1];
    if (branch === undefined)
      throw new HttpError(422, errorBody(422, "Reference name must start with 'refs/' and have at least two slashes."));
    const created = await files.createBranch(repo.fullName, branch, sha).catch(() => {
      throw new HttpError(422, errorBody(422, "Object does not exist"));
    });
    if (!created) throw new HttpError(422, errorBody(422, "Reference already exists"));
    const api = `${ctx.url.origin}/repos/${repo.fullName}/git`;
    return {
      status: 201,
      body: {
        ref,
        node_id: Buffer.from(`04:Ref${repo.id}:${ref}`).toString("base64"),
        url: `${api}/${ref}`,
        object: { type: "commit", sha, url: `${api}/commits/${sha}` },
      },
    };
  });
}
