/**
 * GitHub's secondary rate limits on content creation, per token (GitHub docs, "Rate limits for the
 * REST API", about secondary rate limits): "In general, no more than 80 content-generating requests
 * per minute and no more than 500 content-generating requests per hour are allowed". A request past
 * either is refused before it is applied, answered 403 (or 429) with a message that says it
 * exceeded a secondary rate limit and a `retry-after` header: the seconds until the window has
 * room again, which a client should wait before retrying (the same docs, "Exceeding the rate limit").
 *
 * Off by default. The windows scale with `minuteMs` (the real ms that count as one of GitHub's
 * minutes; an hour is 60 of them), so a simulation can meet the hourly limit without waiting an
 * hour; `retry-after` is in real seconds of the scaled clock, rounded up, at least 1.
 */
import { errorBody, type FakeResponse } from "./http.js";

/** The limits a fake enforces. */
export interface SecondaryLimits {
  /** Content-creating requests one token may make per (scaled) minute; GitHub: 80. */
  perMinute: number;
  /** Content-creating requests one token may make per (scaled) hour; GitHub: 500. */
  perHour: number;
  /** Real ms that count as one minute (default 60,000: GitHub's own clock). */
  minuteMs: number;
  /** The status of a refusal: GitHub answers 403 or 429 (default 403). */
  status: 403 | 429;
}

/** GitHub's documented figures, on GitHub's own clock. */
export const GITHUB_SECONDARY_LIMITS: SecondaryLimits = { perMinute: 80, perHour: 500, minuteMs: 60_000, status: 403 };

/** GitHub's words for the refusal (its API answers so, and clients such as plugin-throttling read "secondary rate"). */
export const SECONDARY_LIMIT_MESSAGE =
  "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.";

/**
 * Whether a request creates content in the limits' sense: a write (POST, PATCH, PUT, DELETE) on
 * what people read — comments, reactions, issues, pull requests, labels, reviews. Not counted:
 * the App's token requests (`/app/…`, authentication) and Actions operations (`…/actions/…`:
 * dispatches, cancels), which create no content.
 */
export function createsContent(method: string, pathname: string): boolean {
  if (method === "GET" || method === "HEAD") return false;
  return !pathname.startsWith("/app/") && !/^\/repos\/[^/]+\/[^/]+\/actions\//.test(pathname);
}

/** Counts each token's content-creating requests and refuses those past the limits. */
export class SecondaryLimiter {
  /** Per token, when each admitted content-creating request came (epoch ms), oldest first. */
  private readonly admitted = new Map<string, number[]>();

  constructor(private limits: SecondaryLimits | null = null) {}

  /** Enforces `limits` from now on (null: none); what was counted so far stays counted. */
  set(limits: SecondaryLimits | null): void {
    this.limits = limits;
  }

  /**
   * Null when the request may go on (a content-creating one is counted), else GitHub's refusal.
   * Requests without a token are not counted: they are refused as unauthenticated anyway.
   */
  admit(method: string, pathname: string, token: string | null, now = Date.now()): FakeResponse | null {
    const limits = this.limits;
    if (limits === null || token === null || !createsContent(method, pathname)) return null;
    const hourMs = 60 * limits.minuteMs;
    const times = (this.admitted.get(token) ?? []).filter((at) => at > now - hourMs);
    this.admitted.set(token, times);
    const inMinute = times.filter((at) => at > now - limits.minuteMs);
    // The wait until the oldest request of a full window leaves it.
    const waits: number[] = [];
    if (inMinute.length >= limits.perMinute) waits.push((inMinute[inMinute.length - limits.perMinute] ?? now) + limits.minuteMs - now);
    if (times.length >= limits.perHour) waits.push((times[times.length - limits.perHour] ?? now) + hourMs - now);
    if (waits.length === 0) {
      times.push(now);
      return null;
    }
    const retryAfter = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    return {
      status: limits.status,
      body: errorBody(limits.status, SECONDARY_LIMIT_MESSAGE),
      headers: { "retry-after": String(retryAfter) },
    };
  }
}
