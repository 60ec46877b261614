// Which failures of a GitHub call are an outage worth waiting out, in words for the job log.

/** Network failures that may pass on a retry. */
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

export interface FailedCall {
  status: number;
  request: { method: string; url: string };
  response?: unknown;
  cause?: unknown;
}

/** Octokit's `RequestError`, with its request. */
export function isFailedCall(error: unknown): error is FailedCall {
  if (!(error instanceof Error) || error.name !== "HttpError" || !("status" in error) || !("request" in error)) return false;
  const request = error.request as { method?: unknown; url?: unknown } | null;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}

/** A 5xx but 501, or a network failure: a write may have been applied. */
export function isOutage(error: unknown): boolean {
  return outage(error) !== null;
}

/** An outage in words, or null. */
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

/** Along the causes: fetch wraps the socket's error. */
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
