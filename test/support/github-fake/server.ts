/**
 * The HTTP side of the GitHub fake: reads a request, applies injected faults,
 * routes it, authenticates it, runs the handler, and answers with GitHub's
 * headers (JSON content type, request id, rate-limit headers). Logs every request.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { appOfJwt, credentialOf, unauthorized } from "./auth.js";
import { errorBody, HttpError, type FakeResponse } from "./http.js";
import type { Json } from "./json.js";
import type { OpenApiJudge, Violation } from "./openapi.js";
import type { SecondaryLimiter } from "./secondary-limits.js";
import type { RouteContext, FakeRouter, RepositoryFiles } from "./routes/context.js";
import type { FakeApp, FakeState } from "./state.js";

/** One logged request; `path` includes the query, `body` is the parsed JSON request body or null. */
export interface LoggedRequest {
  method: string;
  path: string;
  /** The answered status; 0 when the connection was reset without an answer. */
  status: number;
  body: unknown;
  /** The credential from the `Authorization` header, or null. */
  token: string | null;
  /** Bytes of the request body and of the answer's body (0 for none): what the call moved. */
  bytes: { sent: number; received: number };
  /** When the request arrived, in ms since the epoch. */
  at: number;
}

/**
 * An injected failure for the next `times` requests matching `method` and `path` (tested on the
 * path without query), until `until` (epoch ms of the real clock) when set.
 */
export interface Fault {
  method: string;
  path: RegExp;
  /** The status answered, or `connection-reset`: the connection is reset without an answer (a network failure). */
  status: number | "connection-reset";
  body?: unknown;
  headers?: Record<string, string>;
  times: number;
  until?: number;
  /**
   * The route runs first and its changes stay; only its answer is replaced by the fault, as when
   * GitHub applied a write but the answer was lost (a 502 from its front end, a dropped connection).
   */
  afterApplying: boolean;
}

/** What the request handler needs from the fake. */
export interface ServerDeps {
  state: FakeState;
  json: Json;
  router: FakeRouter;
  faults: Fault[];
  requests: LoggedRequest[];
  branchExists(repo: string, branch: string): Promise<boolean>;
  /** The commit a branch points at (null: absent); null when no git server is wired. */
  branchHead: ((repo: string, branch: string) => Promise<string | null>) | null;
  /** The branches' files (the git server's), null when none is wired. */
  files: RepositoryFiles | null;
  /** Judges every exchange against GitHub's REST description; null: nothing judged. */
  judge: OpenApiJudge | null;
  /** Where the judge's findings go. */
  violations: Violation[];
  /** GitHub's secondary rate limits on content creation, when enforced (see secondary-limits.ts). */
  limiter: SecondaryLimiter;
  /** How late each write (any method but GET and HEAD) is taken and answered, in ms; read per request. */
  latency?: { writeMs: number };
}

const RATE_LIMIT = 5000;

/** A Node `http` request listener serving the fake. */
export function createRequestHandler(deps: ServerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  let used = 0;
  const resetAt = Math.floor(deps.state.now().getTime() / 1000) + 3600;

  return (req, res) => {
    const at = Date.now();
    void (async () => {
      const raw = await readBody(req);
      const method = (req.method ?? "GET").toUpperCase();
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
      // GitHub's storage behind a redirect (a job log): not the API, so neither judged nor logged.
      const blob = url.pathname.startsWith("/_blobs/") ? deps.state.blobs.get(url.pathname.slice("/_blobs/".length)) : undefined;
      if (url.pathname.startsWith("/_blobs/")) {
        res.writeHead(blob === undefined ? 404 : 200, { "content-type": "text/plain; charset=utf-8" });
        res.end(blob ?? "BlobNotFound");
        return;
      }
      const token = credentialOf(req.headers.authorization);
      const lateMs = method === "GET" || method === "HEAD" ? 0 : (deps.latency?.writeMs ?? 0);
      if (lateMs > 0) await new Promise((resolve) => setTimeout(resolve, lateMs));
      let body: unknown = null;
      let response: FakeResponse | "connection-reset";
      // An injected fault, or the fake's own 501, is not GitHub's answer: only the request is judged.
      let githubs = true;
      try {
        body = parseJson(raw);
        const answered = await answer(deps, { method, url, body, token });
        response = answered.response;
        githubs = !answered.injected;
      } catch (error) {
        response = toResponse(error);
      }
      used++;
      if (deps.judge) {
        const status = response === "connection-reset" ? 0 : response.status;
        const exchange = {
          method,
          pathname: url.pathname.replace(/^\/api\/v3(?=\/)/, ""),
          query: url.searchParams,
          body,
          status,
          answer: response === "connection-reset" || response.status === 204 ? undefined : response.body,
        };
        deps.violations.push(...deps.judge.judge(exchange, githubs && status !== 0 && status !== 501));
      }
      if (response === "connection-reset") {
        deps.requests.push({
          method,
          path: url.pathname + url.search,
          status: 0,
          body,
          token,
          bytes: { sent: raw.length, received: 0 },
          at,
        });
        req.socket.resetAndDestroy();
        return;
      }
      const grant = token === null ? undefined : deps.state.grants.get(token);
      const headers: Record<string, string> = {
        "content-type": "application/json; charset=utf-8",
        // GitHub names a classic token's scopes in every answer to it.
        ...(grant?.kind === "classic" ? { "x-oauth-scopes": grant.scopes.join(", ") } : {}),
        // GitHub's clock, as GitHub sends it: the bot reads where a look reached from it.
        date: deps.state.now().toUTCString(),
        "x-github-request-id": randomUUID().toUpperCase(),
        "x-github-media-type": "github.v3; format=json",
        "x-ratelimit-limit": String(RATE_LIMIT),
        "x-ratelimit-remaining": String(Math.max(0, RATE_LIMIT - used)),
        "x-ratelimit-reset": String(resetAt),
        "x-ratelimit-used": String(used),
        "x-ratelimit-resource": "core",
        ...response.headers,
      };
      const text = response.status === 204 || response.body === undefined ? undefined : JSON.stringify(response.body);
      const received = text === undefined ? 0 : Buffer.byteLength(text);
      deps.requests.push({
        method,
        path: url.pathname + url.search,
        status: response.status,
        body,
        token,
        bytes: { sent: raw.length, received },
        at,
      });
      res.writeHead(response.status, headers);
      res.end(text);
    })().catch((error: unknown) => {
      // Only reached when the socket itself failed; nothing useful can be sent.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  };
}

interface Incoming {
  method: string;
  url: URL;
  body: unknown;
  token: string | null;
}

/** The answer, and whether it is an injected fault rather than the route's own. */
async function answer(deps: ServerDeps, request: Incoming): Promise<{ response: FakeResponse | "connection-reset"; injected: boolean }> {
  // GitHub Enterprise Server serves the API under /api/v3 (where Probot's GHE_HOST points); so does the fake.
  const pathname = request.url.pathname.replace(/^\/api\/v3(?=\/)/, "");
  const fault = takeFault(deps.faults, request.method, pathname);
  if (fault === undefined) {
    // A request past a secondary limit is refused before it is applied, as GitHub refuses it.
    const refused = deps.limiter.admit(request.method, pathname, request.token);
    return { response: refused ?? (await route(deps, request, pathname)), injected: false };
  }
  // Whatever the route answered (even a refusal) is lost: the client sees only the fault.
  if (fault.afterApplying) await route(deps, request, pathname).catch(() => undefined);
  if (fault.status === "connection-reset") return { response: "connection-reset", injected: true };
  return {
    response: {
      status: fault.status,
      body: fault.body ?? errorBody(fault.status, `Injected failure (${fault.status})`),
      ...(fault.headers ? { headers: fault.headers } : {}),
    },
    injected: true,
  };
}

/** The fault for this request, counted as used; faults whose time ran out are dropped first. */
function takeFault(faults: Fault[], method: string, pathname: string): Fault | undefined {
  const now = Date.now();
  for (const expired of faults.filter((f) => f.until !== undefined && now >= f.until)) faults.splice(faults.indexOf(expired), 1);
  const fault = faults.find((f) => f.method === method && f.path.test(pathname) && f.times > 0);
  if (fault === undefined) return undefined;
  fault.times--;
  if (fault.times === 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
}

/** Routes, authenticates and runs the handler; its `HttpError`s reject. */
async function route(deps: ServerDeps, request: Incoming, pathname: string): Promise<FakeResponse> {
  const { method, url, token } = request;
  const found = deps.router.match(method, pathname);
  if (!found) {
    return { status: 501, body: { message: `Not implemented by the GitHub fake: ${method} ${url.pathname}` } };
  }

  let actor: string;
  let app: FakeApp | null = null;
  if (found.route.auth === "app") {
    if (token === null) throw unauthorized("A JSON web token could not be decoded");
    app = appOfJwt(token, deps.state);
    actor = `${app.slug}[bot]`;
  } else {
    if (token === null) throw unauthorized("Requires authentication");
    const login = deps.state.tokens.get(token);
    if (login === undefined) throw unauthorized();
    actor = login;
  }

  const ctx: RouteContext = {
    state: deps.state,
    json: deps.json,
    url,
    query: url.searchParams,
    body: request.body,
    actor,
    app,
    grant: (token !== null ? deps.state.grants.get(token) : undefined) ?? null,
    branchExists: deps.branchExists,
    branchHead: deps.branchHead,
    files: deps.files,
  };
  return found.route.handler(ctx, found.params);
}

function toResponse(error: unknown): FakeResponse {
  if (error instanceof HttpError) return { status: error.status, body: error.body, headers: error.headers };
  // A bug in the fake or a route: answer 500 so the test sees it, with the reason.
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { status: 500, body: { message: `GitHub fake crashed: ${message}` } };
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return null;
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    throw new HttpError(400, errorBody(400, "Problems parsing JSON"));
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
