/**
 * A tiny router: method + path pattern → handler. Patterns use `:name` for one
 * path segment and `*name` (last only) for the rest of the path, e.g.
 * `/repos/:owner/:repo/contents/*path`.
 */

/** Path parameters of a matched route, URL-decoded. */
export type Params = Record<string, string>;

/** How a route authenticates: an installation/user token, or a GitHub App JWT. */
export type AuthKind = "token" | "app";

/** A registered route; `Ctx` is whatever the server hands to handlers. */
export interface Route<Ctx, Res> {
  method: string;
  pattern: string;
  auth: AuthKind;
  handler: (ctx: Ctx, params: Params) => Res | Promise<Res>;
}

interface CompiledRoute<Ctx, Res> extends Route<Ctx, Res> {
  regex: RegExp;
  names: string[];
}

/** Ordered route table; the first route whose method and pattern match wins. */
export class Router<Ctx, Res> {
  private readonly routes: CompiledRoute<Ctx, Res>[] = [];

  /** Registers `handler` for `method` (upper case) and `pattern`, authenticated as `auth`. */
  on(method: string, pattern: string, handler: Route<Ctx, Res>["handler"], auth: AuthKind = "token"): this {
    const names: string[] = [];
    const source = pattern
      .split("/")
      .map((segment) => {
        if (segment.startsWith(":")) {
          names.push(segment.slice(1));
          return "([^/]+)";
        }
        if (segment.startsWith("*")) {
          names.push(segment.slice(1));
          return "(.+)";
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    this.routes.push({ method, pattern, auth, handler, regex: new RegExp(`^${source}/?$`), names });
    return this;
  }

  /** Every registered route's method and pattern, in order. */
  patterns(): { method: string; pattern: string }[] {
    return this.routes.map(({ method, pattern }) => ({ method, pattern }));
  }

  /** The route and decoded params for `method` and `pathname` (no query), or undefined. */
  match(method: string, pathname: string): { route: Route<Ctx, Res>; params: Params } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const found = route.regex.exec(pathname);
      if (!found) continue;
      const params: Params = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
      return { route, params };
    }
    return undefined;
  }
}
