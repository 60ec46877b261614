import { setTimeout as sleep } from "node:timers/promises";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import Bottleneck from "bottleneck";
import { CancelBook, cancelGate, type Call } from "./cancel-book.js";
import { inWords, isFailedCall, isOutage, outage, type FailedCall } from "./outage.js";

/** Outages are waited out by {@link createClient}, not plugin-retry. */
export const RalphOctokit = Octokit.plugin(cancelGate, throttling);
export type RalphOctokit = InstanceType<typeof RalphOctokit>;

export interface ClientOptions {
  token: string;
  /** `GITHUB_API_URL`. */
  baseUrl: string;
  log: (message: string) => void;
  /** Ms, asked at a call's first failure; default 10 min. */
  patience?: () => number;
  /** Ms, default 1000, doubling up to 30 s. */
  retryBaseMs?: number;
  /** Seconds; a later reset fails the call. */
  maxRateLimitWaitSeconds?: number;
  /** Off only for `npm run bench`. */
  throttling?: boolean;
  /** Below 1 only in the e2e tests. */
  pacingScale?: number;
  /** The runner's cancel: then the client waits for nothing. */
  cancel?: AbortSignal;
  cancelPatienceMs?: number;
}

/** Ms: the runner kills the step 2.5 s after SIGTERM, and the ending writes a comment or two meanwhile. */
export const CANCEL_PATIENCE_MS = 1500;

/** `request: { findApplied }`: what the write created, or null. */
export type FindApplied = () => Promise<unknown>;

/** A 401: the token expired or was revoked. */
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
const MAX_WAIT_MS = 30_000;

/** Waits out outages and rate limits within `patience()`, fails other 4xx at once, sends a `findApplied` write once. */
export function createClient(options: ClientOptions): RalphOctokit {
  const { cancel } = options;
  const book = cancel !== undefined ? new CancelBook(cancel) : null;
  const leftMs = waitBudget(options, book);
  const pacing = pacingGroups(options.pacingScale ?? 1);
  const octokit = new RalphOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    // A failure surfaces as the thrown error, so no request-log line.
    log: { debug: () => {}, info: () => {}, warn: options.log, error: () => {} },
    cancelBook: book,
    throttle: throttleOptions(options, { pacing, leftMs }),
  });
  cancel?.addEventListener("abort", () => unpace(Object.values(pacing)), { once: true });
  octokit.hook.wrap("request", (request, call) => sendWaitingOutOutages(request, call, { options, book, leftMs }));
  return octokit;
}

/** Ms a call may still wait, fixed at its first trouble. */
type WaitBudget = (call: Call) => number;

function waitBudget(options: ClientOptions, book: CancelBook | null): WaitBudget {
  const patience = options.patience ?? (() => DEFAULT_PATIENCE_MS);
  // Keyed by the request options the throttle handlers and the hook both see.
  const giveUpAt = new WeakMap<object, number>();
  return (call) => {
    const late = book?.isLate(call) === true;
    // A call from before the cancel waits no more; one made after it, briefly.
    if (options.cancel?.aborted === true && !late) return 0;
    let until = giveUpAt.get(call);
    if (until === undefined) {
      until = Date.now() + (late ? (options.cancelPatienceMs ?? CANCEL_PATIENCE_MS) : patience());
      giveUpAt.set(call, until);
    }
    return until - Date.now();
  };
}

/** Own groups, so this client's cancel can unpace them. */
function pacingGroups(scale: number): Record<"write" | "notifications" | "search", Bottleneck.Group> {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 1000 * scale }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3000 * scale }),
    search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 2000 * scale }),
  };
}

function throttleOptions(options: ClientOptions, { pacing, leftMs }: { pacing: ReturnType<typeof pacingGroups>; leftMs: WaitBudget }) {
  const maxRateLimitWaitMs = (options.maxRateLimitWaitSeconds ?? 120) * 1000;
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
  return {
    enabled: options.throttling ?? true,
    id: PACING_KEY,
    ...pacing,
    onRateLimit: (retryAfter: number, call: ThrottledCall) =>
      rateLimited("rate limit", retryAfter, call, Math.min(maxRateLimitWaitMs, leftMs(call))),
    onSecondaryRateLimit: (retryAfter: number, call: ThrottledCall) => rateLimited("secondary rate limit", retryAfter, call, leftMs(call)),
  };
}

/** The answer that ends a write GitHub had applied although the call failed. */
interface AppliedAnswer {
  status: 200;
  url: string;
  headers: Record<string, never>;
  data: unknown;
}

/** Before an outage's retry, a write with `findApplied` is looked for. */
async function sendWaitingOutOutages<Options extends Call & { request?: Record<string, unknown> }, Answer>(
  request: (call: Options) => Answer | Promise<Answer>,
  call: Options,
  { options, book, leftMs }: { options: ClientOptions; book: CancelBook | null; leftMs: WaitBudget },
): Promise<Answer | AppliedAnswer> {
  const { cancel } = options;
  const baseMs = options.retryBaseMs ?? 1000;
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
}

const PACING_KEY = "ralph";

/** Ends the write pacing; queued calls were given up. */
function unpace(groups: readonly Bottleneck.Group[]): void {
  for (const group of groups) {
    group.updateSettings({ minTime: 0 });
    void group.deleteKey(PACING_KEY);
  }
}

/** False when `signal` aborted first. */
async function waited(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    await sleep(ms, undefined, signal !== undefined ? { signal } : {});
    return true;
  } catch (error) {
    if (signal?.aborted === true) return false;
    throw error;
  }
}

/** A write at most once through Probot's client, which resends without looking. */
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

function describe(error: unknown): string {
  return outage(error)?.words ?? (error instanceof Error ? error.message : String(error));
}

/** `url` is the route. */
interface ThrottledCall {
  method: string;
  url: string;
}

function isFindApplied(value: unknown): value is FindApplied {
  return typeof value === "function";
}
