/**
 * A repository's labels: read one by name, create one. Label names match ignoring case, as on
 * GitHub; adding a label to an issue creates it too (issues.ts).
 */
import { errorBody, HttpError, invalidRequest, notFound, objectBody, optionalString, requireString, validationFailed } from "../http.js";
import { key } from "../state.js";
import { repoOf, type FakeRouter } from "./context.js";

/** Registers `GET /repos/{o}/{r}/labels/{name}` and `POST /repos/{o}/{r}/labels`. */
export function labelRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/labels/:name", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const label = repo.labels.get(key(params["name"] ?? ""));
    if (!label) throw notFound();
    return { status: 200, body: ctx.json.label(repo, label) };
  });

  // Creating a label takes the triage role (GitHub's repository roles: "Create, edit, delete labels").
  router.on("POST", "/repos/:owner/:repo/labels", (ctx, params) => {
    const repo = repoOf(ctx, params);
    if (!ctx.state.hasRole(repo, ctx.actor, "triage")) throw new HttpError(403, errorBody(403, "Must have push access to repository"));
    const body = objectBody(ctx.body);
    const name = requireString(body, "name");
    const color = optionalString(body, "color") ?? "ededed";
    if (!/^[0-9a-fA-F]{6}$/.test(color)) throw validationFailed({ resource: "Label", code: "invalid", field: "color" });
    if (name.trim() === "") throw invalidRequest(`"name" wasn't supplied.`);
    if (repo.labels.has(key(name))) throw validationFailed({ resource: "Label", code: "already_exists", field: "name" });
    const label = ctx.state.ensureLabel(repo, name);
    label.color = color.toLowerCase();
    label.description = optionalString(body, "description") ?? null;
    return { status: 201, body: ctx.json.label(repo, label) };
  });
}
