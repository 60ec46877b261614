import { sanitize } from "../core/sanitize.js";

interface ApiFailure {
  status: number;
  message: string;
  request: { method: string; url: string };
}

function isApiFailure(error: unknown): error is ApiFailure {
  if (!(error instanceof Error) || !("status" in error) || !("request" in error)) return false;
  const request = error.request as { method?: unknown; url?: unknown } | null;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}

/** A failure in a maintainer's words, secrets redacted. */
export function describeFailure(error: unknown, secrets: readonly string[]): string {
  if (isApiFailure(error)) {
    let path = error.request.url;
    try {
      path = new URL(path).pathname;
    } catch {
      // Shown as it is.
    }
    return sanitize(`GitHub answered ${error.status} to ${error.request.method} ${path}: ${error.message}`, secrets);
  }
  return sanitize(error instanceof Error ? error.message : String(error), secrets);
}
