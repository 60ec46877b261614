/**
 * A repository's Actions settings as GitHub shows them through the REST API: its secrets (names
 * and dates only), its variables, the organization's secrets and variables shared with it, and its
 * workflow permissions. Who may read them follows GitHub's descriptions of these operations:
 * secrets and variables need collaborator access (the write role here), the workflow permissions
 * the admin role (Settings → Actions).
 */
import { errorBody, HttpError, notFound, pageResponse, paginate } from "../http.js";
import type { FakeRepo, FakeSecret, FakeVariable, Role } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

/** The repository of the route, once the request's actor holds `least` on it; else 403 as GitHub answers. */
function readableRepo(ctx: RouteContext, params: Record<string, string>, least: Role): FakeRepo {
  const repo = repoOf(ctx, params);
  if (!ctx.state.hasRole(repo, ctx.actor, least)) throw new HttpError(403, errorBody(403, "Must have admin rights to Repository."));
  return repo;
}

const secretJson = (secret: FakeSecret) => ({ name: secret.name, created_at: secret.createdAt, updated_at: secret.updatedAt });
const variableJson = (variable: FakeVariable) => ({ ...secretJson(variable), value: variable.value });

/**
 * Registers `GET …/actions/secrets/{name}`, `GET …/actions/organization-secrets`,
 * `GET …/actions/variables/{name}`, `GET …/actions/organization-variables` and
 * `GET …/actions/permissions/workflow`.
 */
export function actionSettingRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/actions/secrets/:name", (ctx, params) => {
    const secret = readableRepo(ctx, params, "write").secrets.get((params["name"] ?? "").toUpperCase());
    if (!secret) throw notFound();
    return { status: 200, body: secretJson(secret) };
  });

  router.on("GET", "/repos/:owner/:repo/actions/organization-secrets", (ctx, params) => {
    const secrets = [...readableRepo(ctx, params, "write").organizationSecrets.values()];
    const page = paginate(secrets, ctx.query, ctx.url);
    return pageResponse(page, { total_count: secrets.length, secrets: page.items.map(secretJson) });
  });

  router.on("GET", "/repos/:owner/:repo/actions/variables/:name", (ctx, params) => {
    const variable = readableRepo(ctx, params, "write").variables.get((params["name"] ?? "").toUpperCase());
    if (!variable) throw notFound();
    return { status: 200, body: variableJson(variable) };
  });

  router.on("GET", "/repos/:owner/:repo/actions/organization-variables", (ctx, params) => {
    const variables = [...readableRepo(ctx, params, "write").organizationVariables.values()];
    const page = paginate(variables, ctx.query, ctx.url);
    return pageResponse(page, { total_count: variables.length, variables: page.items.map(variableJson) });
  });

  router.on("GET", "/repos/:owner/:repo/actions/permissions/workflow", (ctx, params) => {
    const { workflowPermissions } = readableRepo(ctx, params, "admin");
    return {
      status: 200,
      body: {
        default_workflow_permissions: workflowPermissions.defaultPermissions,
        can_approve_pull_request_reviews: workflowPermissions.canApprovePullRequestReviews,
      },
    };
  });
}
