/**
 * Response values and errors shared by the GitHub fake's routes, in GitHub's shapes.
 */

/** One response a route produces: HTTP status, JSON body (omitted for 204) and extra headers. */
export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Where GitHub's error bodies point; the exact page does not matter to clients. */
export const DOCS_URL = "https://docs.github.com/rest";

/**
 * Thrown by a route to answer with an error response; the server turns it into
 * `{ status, body }` so routes can bail out from helpers (e.g. "repo not found").
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${String(body["message"])}`);
  }
}

/** GitHub's error body: `{ message, documentation_url, status }` plus extras (e.g. `errors`). */
export function errorBody(status: number, message: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { message, ...extra, documentation_url: DOCS_URL, status: String(status) };
}

/** 404 `{ message: "Not Found" }`, as GitHub answers for unknown and invisible things alike. */
export function notFound(): HttpError {
  return new HttpError(404, errorBody(404, "Not Found"));
}

/** One entry of a 422's `errors` array. */
export interface ValidationError {
  resource: string;
  code: string;
  field?: string;
  message?: string;
}

/** 422 `{ message: "Validation Failed", errors }`. */
export function validationFailed(...errors: ValidationError[]): HttpError {
  return new HttpError(422, errorBody(422, "Validation Failed", { errors }));
}

/** 422 for a missing or mistyped parameter, worded like GitHub's schema check. */
export function invalidRequest(detail: string): HttpError {
  return new HttpError(422, errorBody(422, `Invalid request.\n\n${detail}`));
}

/** Reads a plain object body (routes that take JSON objects); anything else is a 400 like GitHub's. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || body === undefined) return {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, errorBody(400, "Problems parsing JSON"));
  }
  return body as Record<string, unknown>;
}

/** A required string field, else the 422 GitHub sends when a field "wasn't supplied". */
export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalidRequest(`"${field}" wasn't supplied.`);
  if (typeof value !== "string") throw invalidRequest(`For '${field}', ${JSON.stringify(value)} is not a string.`);
  return value;
}

/** An optional string field (undefined when absent), 422 when present with another type. */
export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  if (body[field] === undefined) return undefined;
  return requireString(body, field);
}

/** GitHub's text bound for comment and pull request bodies, in characters (Unicode code points). */
export const MAX_BODY_CHARS = 65_536;

/** 422 with GitHub's "body is too long" error when `text` exceeds {@link MAX_BODY_CHARS}. */
export function checkBodyLength(resource: "IssueComment" | "PullRequest" | "Issue", text: string): void {
  // Rails counts characters, not UTF-16 units: one emoji is one character there.
  let chars = 0;
  for (const _ of text) chars++;
  if (chars > MAX_BODY_CHARS) {
    throw validationFailed({
      resource,
      code: "custom",
      field: "body",
      message: `body is too long (maximum is ${MAX_BODY_CHARS} characters)`,
    });
  }
}

/** One page of a list plus GitHub's `Link` header (`next`, `last`, `first`, `prev`). */
export interface Page<T> {
  items: T[];
  link: string | undefined;
}

/**
 * Cuts `items` into a page from `per_page` (default 30, capped at 100) and `page`
 * (1-based) of `query`; `selfUrl` is the absolute URL of the request, reused for the links.
 */
export function paginate<T>(items: readonly T[], query: URLSearchParams, selfUrl: URL): Page<T> {
  const perPage = Math.min(100, Math.max(1, intParam(query, "per_page") ?? 30));
  const page = Math.max(1, intParam(query, "page") ?? 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const linkTo = (n: number): string => {
    const url = new URL(selfUrl);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(n));
    return url.toString();
  };
  const links: string[] = [];
  if (page < last) links.push(`<${linkTo(page + 1)}>; rel="next"`, `<${linkTo(last)}>; rel="last"`);
  if (page > 1) links.push(`<${linkTo(1)}>; rel="first"`, `<${linkTo(Math.min(page - 1, last))}>; rel="prev"`);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    link: links.length > 0 ? links.join(", ") : undefined,
  };
}

/** A JSON list response for one page, with its `Link` header when there are other pages. */
export function pageResponse<T>(page: Page<T>, body: unknown = page.items): FakeResponse {
  return { status: 200, body, headers: page.link ? { link: page.link } : {} };
}

function intParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}
