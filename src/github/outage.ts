/**
 * Which failures of a GitHub call are an outage worth waiting out (a 5xx answer other than 501, or
 * a transient network failure), in words for the job log.
 */

/**
 * Network failures that may pass on a retry: a refused, reset or timed-out connection, a broken
 * pipe, a DNS lookup that failed for now (`EAI_AGAIN`), and undici's names for the same.
 */
const TRANSIENT_NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);

/** The part of Octokit's `RequestError` the outage check reads. */
export interface FailedCall {
  status: number;
  request: { method: string; url: string };
  response?: unknown;
  cause?: unknown;
}

/** Whether `error` is Octokit's `RequestError` with a status and the failed request's method and URL. */
export function isFailedCall(error: unknown): error is FailedCall {
  if (!(error instanceof Error) || error.name !== "HttpError" || !("status" in error) || !("request" in error)) return false;
  const request = error.request as { method?: unknown; url?: unknown } | null;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}

/**
 * Whether a request failed on an outage worth waiting out: a 5xx answer other than 501, or a
 * transient network failure (see {@link createClient}). Such a write may have been applied.
 */
export function isOutage(error: unknown): boolean {
  return outage(error) !== null;
}

/**
 * The failure in words when it is an outage worth waiting out (a 5xx other than 501, or a transient
 * network failure, which Octokit reports as a `RequestError` without a response); else null.
 */
export function outage(error: unknown): { words: string; url: string } | null {
  if (!isFailedCall(error)) return null;
  const where = `${error.request.method} ${new URL(error.request.url).pathname}`;
  if (error.response === undefined) {
    const code = networkCode(error.cause);
    return code !== null ? { words: `GitHub could not be reached on ${where} (${code})`, url: error.request.url } : null;
  }
  if (error.status >= 500 && error.status !== 501) return { words: `GitHub answered ${error.status} on ${where}`, url: error.request.url };
  return null;
}

/** The first transient network error code along an error's chain of causes (fetch wraps the socket's error), or null. */
function networkCode(cause: unknown): string | null {
  for (let current = cause; current instanceof Error; current = current.cause) {
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string" && TRANSIENT_NETWORK_CODES.has(code)) return code;
  }
  return null;
}

/** `250 ms`, `8 s`, `120 s`, `10 min`. */
export function inWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 600_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}
