import { setTimeout as sleep } from "node:timers/promises";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import Bottleneck from "bottleneck";
import { CancelBook, cancelGate, type Call } from "./cancel-book.js";
import { inWords, isFailedCall, isOutage, outage, type FailedCall } from "./outage.js";

/**
 * The Octokit class the bot uses: REST methods, pagination and GitHub's rate-limit rules
 * (plugin-throttling), with {@link cancelGate} below them. Outages are waited out by the hook
 * {@link createClient} adds rather than by plugin-retry, whose three quick retries (after 1, 4 and
 * 9 s) end a run on a one-minute outage.
 */
export const RalphOctokit = Octokit.plugin(cancelGate, throttling);
export type RalphOctokit = InstanceType<typeof RalphOctokit>;

export interface ClientOptions {
  token: string;
  /** API root, from `GITHUB_API_URL` (default `https://api.github.com`). */
  baseUrl: string;
  /** Where retries and rate-limit waits are logged (the job log). */
  log: (message: string) => void;
  /**
   * How long the run may still wait for GitHub, in ms, asked when a call first fails (e.g. the time
   * left before the run's deadline). Default: always 10 min.
   */
  patience?: () => number;
  /** The first wait after an outage answer, in ms (default 1000); each next wait doubles, up to 30 s. */
  retryBaseMs?: number;
  /** The longest primary rate-limit wait worth taking, in seconds; a later reset fails the call instead of stalling the run. */
  maxRateLimitWaitSeconds?: number;
  /**
   * Whether plugin-throttling paces writes and handles rate limits (default true). Off only for
   * `npm run bench`, which measures the bot's own cost apart from GitHub's pacing.
   */
  throttling?: boolean;
  /**
   * GitHub's write pacing times this factor (default 1: a second between writes, three between
   * those that notify people, two between searches). Below 1 only in the e2e tests
   * (`RALPH_PACING_SCALE`), whose runs would otherwise spend most of their time waiting for it; the
   * pacing itself is tested at 1 (`test/github/client.test.ts`).
   */
  pacingScale?: number;
  /**
   * Aborted when the runner cancels the job. From then on the client waits for nothing, so the run
   * can write its `cancelled` ending before the runner kills the step: a call waiting to retry an
   * outage, for GitHub's write pacing or for a rate limit to reset ends at once (with its last
   * error, or `CallCancelled` from `cancel-book.ts`) and is never sent; a call on the wire is
   * awaited but not retried. A call made after the cancel is sent at once, unpaced, and waits out an
   * outage for `cancelPatienceMs` at most.
   */
  cancel?: AbortSignal;
  /** How long a call made after `cancel` may wait out an outage, in ms (default {@link CANCEL_PATIENCE_MS}). */
  cancelPatienceMs?: number;
}

/**
 * How long a call made after the cancel may wait out an outage, in ms: the runner kills the step
 * 2.5 s after its SIGTERM, which comes 7.5 s after SIGINT (GitHub docs, "Workflow cancellation reference"), and the
 * ending writes one or two comments in that time.
 */
export const CANCEL_PATIENCE_MS = 1500;

/**
 * Per-request option (`request: { findApplied }`) of a write that must not be applied twice (see
 * {@link createClient}): returns what the write created when GitHub holds it (e.g. the comment,
 * found by its marker), else null.
 */
export type FindApplied = () => Promise<unknown>;

/**
 * GitHub answered 401 Bad credentials: the token expired or was revoked, and no retry helps. An App
 * installation token lasts one hour from when it was made (GitHub docs, "Generating an installation
 * access token for a GitHub App"); the workflow token until its job ends, 24 hours at most (GitHub
 * docs, "GITHUB_TOKEN"). Keeps the failed call's `status` and `request`, so it is described as any
 * API failure is, with a message that says what to do.
 */
export class TokenRefused extends Error {
  readonly status = 401;
  readonly request: { method: string; url: string };
  constructor(failed: FailedCall) {
    super(
      "Bad credentials: GitHub no longer accepts the run's token, which expired or was revoked. An App installation token " +
        "lasts one hour from when it was made, the workflow token until its job ends (24 hours at most). Make the App token " +
        "in the step right before this action, and for a run longer than the token's life use `mode: relay`, where each round " +
        "is a workflow run of its own that makes a fresh token (with round-timeout-minutes well under the token's life).",
    );
    this.name = "TokenRefused";
    this.request = { method: failed.request.method, url: failed.request.url };
  }
}

const DEFAULT_PATIENCE_MS = 10 * 60_000;
/** The longest single wait between tries, in ms. */
const MAX_WAIT_MS = 30_000;

/**
 * An authenticated client for one API root that waits out GitHub's bad moments, on every method:
 * - 5xx answers (but 501, which means the route does not exist) and transient network failures
 *   are retried after 1 s, 2 s, 4 s … (`retryBaseMs` doubling, at most 30 s a wait) until the
 *   call has waited `patience()` ms since it first failed; then the last error is thrown.
 * - Rate limits wait as GitHub's headers say (plugin-throttling, following GitHub's documented
 *   best practices for integrators) within the same patience; a primary limit resetting later than
 *   `maxRateLimitWaitSeconds` (default 120) fails the call at once, so a run never stalls for an hour.
 * - Any other 4xx fails at once: GitHub answered, and asking again changes nothing; a 401 as
 *   {@link TokenRefused}, which says the token expired and what to do.
 * A write GitHub may have applied although it answered 5xx (or the connection broke) is sent again,
 * unless it carries `request: { findApplied }`: that is asked before every retry and before giving
 * up, and what it finds ends the call as its answer (`status` 200, `data` the found object), so
 * the write is applied at most once (when that look fails too, the write's error is thrown rather
 * than risk a second). Every wait is logged in words.
 * Once `cancel` aborts, no wait goes on (see {@link ClientOptions.cancel}): writes are no longer
 * paced, and a call that was waiting ends at once with its last error or `CallCancelled`
 * (`cancel-book.ts`).
 */
export function createClient(options: ClientOptions): RalphOctokit {
  const patience = options.patience ?? (() => DEFAULT_PATIENCE_MS);
  const baseMs = options.retryBaseMs ?? 1000;
  const maxRateLimitWaitMs = (options.maxRateLimitWaitSeconds ?? 120) * 1000;
  const { cancel } = options;
  const book = cancel !== undefined ? new CancelBook(cancel) : null;
  // When each call stops waiting (epoch ms), fixed at its first trouble. Keyed by the call's request
  // options: the one object that both the throttling plugin's handlers and the outage hook see.
  const giveUpAt = new WeakMap<object, number>();
  const leftMs = (call: Call): number => {
    const late = book?.isLate(call) === true;
    // A call from before the cancel waits no more; one made after it, briefly.
    if (cancel?.aborted === true && !late) return 0;
    let until = giveUpAt.get(call);
    if (until === undefined) {
      until = Date.now() + (late ? (options.cancelPatienceMs ?? CANCEL_PATIENCE_MS) : patience());
      giveUpAt.set(call, until);
    }
    return until - Date.now();
  };
  const rateLimited = (what: string, retryAfter: number, call: ThrottledCall, limitMs: number): boolean => {
    if (retryAfter * 1000 > limitMs) {
      options.log(
        `${what} hit on ${call.method} ${call.url}; it resets in ${retryAfter} s, longer than the ${inWords(Math.max(0, limitMs))} worth waiting`,
      );
      return false;
    }
    options.log(`${what} hit on ${call.method} ${call.url}; retrying after ${retryAfter} s`);
    return true;
  };
  // GitHub's pacing of writes (a second between writes, three between those that notify people), as
  // plugin-throttling's own groups space them, but this client's alone: the cancel unpaces them (see `unpace`).
  const scale = options.pacingScale ?? 1;
  const pacing = {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 1000 * scale }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3000 * scale }),
    search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 2000 * scale }),
  };

  const octokit = new RalphOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    // plugin-request-log's line for each failed request is left out: a failure surfaces as the
    // thrown error, and each wait as the line the outage hook or the rate-limit handlers write.
    log: { debug: () => {}, info: () => {}, warn: options.log, error: () => {} },
    cancelBook: book,
    throttle: {
      enabled: options.throttling ?? true,
      id: PACING_KEY,
      ...pacing,
      onRateLimit: (retryAfter: number, call: ThrottledCall) =>
        rateLimited("rate limit", retryAfter, call, Math.min(maxRateLimitWaitMs, leftMs(call))),
      onSecondaryRateLimit: (retryAfter: number, call: ThrottledCall) =>
        rateLimited("secondary rate limit", retryAfter, call, leftMs(call)),
    },
  });
  cancel?.addEventListener("abort", () => unpace(Object.values(pacing)), { once: true });

  octokit.hook.wrap("request", async (request, call) => {
    book?.arrive(call);
    const watched = book !== null && !book.isLate(call) ? book : null;
    for (let attempt = 0; ; attempt++) {
      try {
        return await (watched !== null ? watched.watch(Promise.resolve(request(call)), call) : request(call));
      } catch (error) {
        if (isFailedCall(error) && error.status === 401) throw new TokenRefused(error);
        const trouble = outage(error);
        if (trouble === null) throw error;
        const findApplied: unknown = call.request?.["findApplied"];
        if (isFindApplied(findApplied)) {
          const applied = await findApplied().catch((lookup: unknown) => {
            options.log(`${trouble.words}; could not look whether GitHub applied it (${String(lookup)}), so it is not sent again`);
            throw error;
          });
          if (applied !== null) {
            options.log(`${trouble.words}; GitHub had applied it all the same`);
            return { status: 200, url: trouble.url, headers: {}, data: applied };
          }
        }
        if (watched !== null && cancel?.aborted === true) {
          options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error;
        }
        const waitMs = Math.min(baseMs * 2 ** attempt, MAX_WAIT_MS, leftMs(call));
        if (waitMs <= 0) {
          options.log(`${trouble.words}; giving up: the run cannot wait longer`);
          throw error;
        }
        options.log(`${trouble.words}; retrying in ${inWords(waitMs)}`);
        if (!(await waited(waitMs, watched?.signal))) {
          options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
          throw error;
        }
      }
    }
  });
  return octokit;
}

/** The key of the client's pacing limiters in their groups (plugin-throttling's `id`). */
const PACING_KEY = "ralph";

/**
 * Ends GitHub's write pacing for the calls to come: each group's limiter is replaced by one without
 * a minimum time between calls. Calls queued in the old limiters were given up by the cancel and
 * are dropped when their turn comes (see {@link CancelBook}).
 */
function unpace(groups: readonly Bottleneck.Group[]): void {
  for (const group of groups) {
    group.updateSettings({ minTime: 0 });
    void group.deleteKey(PACING_KEY);
  }
}

/** Waits `ms`; false when `signal` aborted first (the wait then ends at once), else true. */
async function waited(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    await sleep(ms, undefined, signal !== undefined ? { signal } : {});
    return true;
  } catch (error) {
    if (signal?.aborted === true) return false;
    throw error;
  }
}

/**
 * Sends a write at most once through a client that resends without looking (an App's Probot
 * client, whose retry plugin `send` switches off with `request: { retries: 0 }`): after an outage
 * (see {@link isOutage}) it asks `findApplied`, and what that finds ends the call as its answer;
 * only when it finds nothing is the write sent again, up to `times` more times, waiting `baseMs`
 * (default 1000) and then twice as long each time. A look that fails ends the call with the
 * write's error rather than risk a second write.
 * @throws the write's error: any failure other than an outage at once, an outage once no resend is left.
 */
export async function sendAtMostOnce<T>(
  send: () => Promise<T>,
  findApplied: () => Promise<T | null>,
  resend: { times: number; baseMs?: number; log: (message: string) => void },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const applied = await findApplied().catch(() => {
        throw error;
      });
      if (applied !== null) {
        resend.log(`${describe(error)}; GitHub had applied it all the same`);
        return applied;
      }
      if (attempt >= resend.times) throw error;
      const waitMs = (resend.baseMs ?? 1000) * 2 ** attempt;
      resend.log(`${describe(error)}; GitHub did not apply it, so it is sent again in ${inWords(waitMs)}`);
      await sleep(waitMs);
    }
  }
}

/** An outage in words (see {@link outage}), or the error's message. */
function describe(error: unknown): string {
  return outage(error)?.words ?? (error instanceof Error ? error.message : String(error));
}

/** The request options plugin-throttling hands its handlers (`url` is the route, e.g. `/repos/{owner}/{repo}`). */
interface ThrottledCall {
  method: string;
  url: string;
}

function isFindApplied(value: unknown): value is FindApplied {
  return typeof value === "function";
}
