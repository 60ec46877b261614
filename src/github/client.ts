import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";

/** The Octokit class the bot uses: REST methods, retries on 5xx, GitHub's rate-limit rules. */
export const RalphOctokit = Octokit.plugin(retry, throttling);
export type RalphOctokit = InstanceType<typeof RalphOctokit>;

export interface ClientOptions {
  token: string;
  /** API root, from `GITHUB_API_URL` (default `https://api.github.com`). */
  baseUrl: string;
  /** Where retries and rate-limit waits are logged (the job log). */
  log: (message: string) => void;
  /** Retries after a primary or secondary rate limit before the call fails. */
  rateLimitRetries?: number;
  /** The longest rate-limit wait worth taking, in seconds; a later reset fails the call instead of stalling the run. */
  maxRateLimitWaitSeconds?: number;
}

/**
 * An authenticated client for one API root. Requests that hit a rate limit wait
 * as GitHub's headers say and are retried up to `rateLimitRetries` times (default 2),
 * following GitHub's documented best practices for integrators; a reset further away than
 * `maxRateLimitWaitSeconds` (default 120) fails the call at once, so a run never stalls for an hour.
 */
export function createClient(options: ClientOptions): RalphOctokit {
  const retries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 120;
  return new RalphOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    log: { debug: () => {}, info: () => {}, warn: options.log, error: options.log },
    throttle: {
      onRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        if (retryAfter > maxWait) {
          options.log(
            `rate limit hit on ${request.method} ${request.url}; it resets in ${retryAfter} s, longer than the ${maxWait} s worth waiting`,
          );
          return false;
        }
        options.log(`rate limit hit on ${request.method} ${request.url}; retrying after ${retryAfter} s`);
        return retryCount < retries;
      },
      onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        if (retryAfter > maxWait) {
          options.log(
            `secondary rate limit hit on ${request.method} ${request.url}; it resets in ${retryAfter} s, longer than the ${maxWait} s worth waiting`,
          );
          return false;
        }
        options.log(`secondary rate limit hit on ${request.method} ${request.url}; retrying after ${retryAfter} s`);
        return retryCount < retries;
      },
    },
  });
}
