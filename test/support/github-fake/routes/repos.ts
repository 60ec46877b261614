/**
 * Repository routes: the repository itself, a user's permission on it, and a branch's ref (from
 * the wired git server).
 */
import { HttpError, notFound } from "../http.js";
import { key, ROLE_RANK, type Role } from "../state.js";
import { repoOf, type FakeRouter } from "./context.js";

/** GitHub folds the five roles into four `permission` values (maintain → write, triage → read). */
const PERMISSION: Record<Role, "admin" | "write" | "read" | "none"> = {
  admin: "admin",
  maintain: "write",
  write: "write",
  triage: "read",
  read: "read",
  none: "none",
};

/** Registers `GET /repos/{o}/{r}`, `…/collaborators/{u}/permission` and `…/git/ref/{ref}`. */
export function repoRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo", (ctx, params) => ({ status: 200, body: ctx.json.repo(repoOf(ctx, params)) }));

  // GitHub's "Get a reference": the exact ref or 404 (the fake knows branches only, from the git server).
  router.on("GET", "/repos/:owner/:repo/git/ref/*ref", async (ctx, params) => {
    const repo = repoOf(ctx, params);
    if (ctx.branchHead === null) {
      throw new HttpError(501, { message: "Not implemented by the GitHub fake: no git server is wired to answer refs" });
    }
    const ref = `refs/${params["ref"] ?? ""}`;
    const branch = /^refs\/heads\/(.+)$/.exec(ref)?.[1];
    const sha = branch === undefined ? null : await ctx.branchHead(repo.fullName, branch);
    if (sha === null) throw notFound();
    const api = `${ctx.url.origin}/repos/${repo.fullName}/git`;
    return {
      status: 200,
      body: {
        ref,
        node_id: Buffer.from(`04:Ref${repo.id}:${ref}`).toString("base64"),
        url: `${api}/${ref}`,
        object: { type: "commit", sha, url: `${api}/commits/${sha}` },
      },
    };
  });

  router.on("GET", "/repos/:owner/:repo/collaborators/:user/permission", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const user = ctx.state.users.get(key(params["user"] ?? ""));
    if (!user) throw notFound();
    const role = ctx.state.roleOf(repo, user.login);
    const at = (r: Role): boolean => ROLE_RANK.indexOf(role) >= ROLE_RANK.indexOf(r);
    return {
      status: 200,
      body: {
        permission: PERMISSION[role],
        role_name: role,
        user: {
          ...ctx.json.user(user.login),
          permissions: { admin: at("admin"), maintain: at("maintain"), push: at("write"), triage: at("triage"), pull: at("read") },
          role_name: role,
        },
      },
    };
  });
}
