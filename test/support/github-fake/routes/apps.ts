/**
 * GitHub App routes, authenticated with the app's JWT: the app itself, its
 * installations, and installation access tokens (which then act as `<slug>[bot]`).
 */
import { randomBytes } from "node:crypto";
import { notFound, objectBody } from "../http.js";
import { key, timestamp, type FakeApp, type FakeInstallation, type FakeState } from "../state.js";
import { type FakeRouter, type RouteContext } from "./context.js";

/** Lifetime of an installation token, as on GitHub: one hour. */
const TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Registers `GET /app`, `GET /app/installations/{id}`, `POST /app/installations/{id}/access_tokens`
 * and `GET /repos/{o}/{r}/installation`.
 */
export function appRoutes(router: FakeRouter): void {
  router.on(
    "GET",
    "/app",
    (ctx) => {
      const app = appOf(ctx);
      const owner = [...ctx.state.installations.values()].find((i) => i.appId === app.id)?.account ?? app.slug;
      return {
        status: 200,
        body: {
          id: app.id,
          slug: app.slug,
          node_id: Buffer.from(`App${app.id}`).toString("base64"),
          name: app.slug,
          description: null,
          owner: ctx.json.user(owner),
          html_url: `${ctx.json.user(owner)["html_url"] as string}/apps/${app.slug}`,
          permissions: {},
          events: [],
          installations_count: [...ctx.state.installations.values()].filter((i) => i.appId === app.id).length,
          created_at: "2024-01-01T00:00:00Z",
          updated_at: "2024-01-01T00:00:00Z",
        },
      };
    },
    "app",
  );

  router.on(
    "GET",
    "/app/installations/:id",
    (ctx, params) => ({ status: 200, body: ctx.json.installation(installationOf(ctx, params["id"])) }),
    "app",
  );

  router.on(
    "POST",
    "/app/installations/:id/access_tokens",
    (ctx, params) => {
      const installation = installationOf(ctx, params["id"]);
      const body = objectBody(ctx.body);
      const token = issueToken(ctx.state, appOf(ctx));
      const requested = Array.isArray(body["repositories"]) ? body["repositories"] : undefined;
      return {
        status: 201,
        body: {
          token,
          expires_at: timestamp(new Date(ctx.state.now().getTime() + TOKEN_TTL_MS)),
          permissions: body["permissions"] ?? installation.permissions,
          repository_selection: installation.repositories === "all" && !requested ? "all" : "selected",
        },
      };
    },
    "app",
  );

  router.on(
    "GET",
    "/repos/:owner/:repo/installation",
    (ctx, params) => {
      const app = appOf(ctx);
      const owner = params["owner"] ?? "";
      const repo = params["repo"] ?? "";
      const installation = [...ctx.state.installations.values()].find(
        (i) =>
          i.appId === app.id &&
          key(i.account) === key(owner) &&
          (i.repositories === "all" || i.repositories.some((name) => key(name) === key(repo))),
      );
      if (!installation || !ctx.state.findRepo(`${owner}/${repo}`)) throw notFound();
      return { status: 200, body: ctx.json.installation(installation) };
    },
    "app",
  );
}

/** A new `ghs_` token acting as the app's bot user. */
function issueToken(state: FakeState, app: FakeApp): string {
  const token = `ghs_${randomBytes(18).toString("hex")}`;
  state.tokens.set(token, `${app.slug}[bot]`);
  return token;
}

function appOf(ctx: RouteContext): FakeApp {
  if (!ctx.app) throw new Error("app route reached without an app JWT");
  return ctx.app;
}

/** Installation `id` of the calling app, else 404 (another app's installation is not found either). */
function installationOf(ctx: RouteContext, id: string | undefined): FakeInstallation {
  const installation = ctx.state.installations.get(Number(id));
  if (!installation || installation.appId !== appOf(ctx).id) throw notFound();
  return installation;
}
