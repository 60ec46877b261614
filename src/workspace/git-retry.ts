/**
 * Waiting out a git host's outage: a network command (fetch, ls-remote, push) that failed on a
 * transient transport failure is run again, as the GitHub client waits out GitHub's (`createClient`).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { GitResult } from "./git-error.js";

/**
 * How a network command (fetch, ls-remote, push) that failed on a transient transport failure
 * (see {@link transientTransportFailure}: a 5xx answer, a reset, refused or timed-out connection)
 * is run again, as the GitHub client waits out GitHub's outages (`createClient`): after 1 s, 2 s,
 * 4 s … (`baseMs` doubling, at most 30 s a wait) until the command has waited `patience()` ms since
 * it first failed; then its last result stands. Every other failure (an HTTP 4xx, a refusal by the
 * remote, a rejected ref) is not retried.
 */
export interface TransportRetry {
  /** How long one command may keep retrying, in ms, asked when it first fails (e.g. the run's time left); default 10 min. */
  patience?: () => number;
  /** The first wait, in ms (default 1000). */
  baseMs?: number;
  /** Aborted to retry no more (e.g. the runner cancels the job): a wait ends at once, and the last result stands. */
  signal?: AbortSignal;
  /** Where each retry and giving up is told, in words (e.g. the job log). */
  log?: (message: string) => void;
}

/** Default {@link TransportRetry.patience}: 10 minutes, as the GitHub client's. */
const DEFAULT_RETRY_PATIENCE_MS = 10 * 60_000;

/** The longest single wait between tries of a network command, in ms. */
const MAX_RETRY_WAIT_MS = 30_000;

/**
 * Runs `attempt` (one run of `git <args>`, a network command) until it succeeds, fails for good,
 * or has waited `retry.patience()` ms since it first failed transiently (see
 * {@link TransportRetry}); returns the last result. Each retry and giving up is told to `retry.log`.
 */
export async function retryTransient(
  args: readonly string[],
  retry: TransportRetry,
  attempt: () => Promise<GitResult>,
): Promise<GitResult> {
  let result: GitResult;
  let giveUpAt: number | null = null;
  for (let tries = 0; ; tries++) {
    result = await attempt();
    if (result.exitCode === 0) break;
    const trouble = transientTransportFailure(`${result.stdout}\n${result.stderr}`);
    if (trouble === null) break;
    giveUpAt ??= Date.now() + (retry.patience?.() ?? DEFAULT_RETRY_PATIENCE_MS);
    const waitMs = Math.min((retry.baseMs ?? 1000) * 2 ** tries, MAX_RETRY_WAIT_MS, giveUpAt - Date.now());
    const what = `git ${args[0] ?? ""} failed (${trouble})`;
    if (waitMs <= 0) {
      retry.log?.(`${what}; giving up: the run cannot wait longer`);
      break;
    }
    if (retry.signal?.aborted !== true) retry.log?.(`${what}; retrying in ${inWords(waitMs)}`);
    if (!(await waited(waitMs, retry.signal))) {
      retry.log?.(`${what}; not retried: the run is being cancelled`);
      break;
    }
  }
  return result;
}

/** curl's error numbers (as git prints them, `RPC failed; curl <n> …`) for a connection that failed or broke: 7 connect, 18 partial transfer, 28 timeout, 52 empty reply, 55 send, 56 receive, 92 HTTP/2 stream. */
const TRANSIENT_CURL_ERRORS = new Set([7, 18, 28, 52, 55, 56, 92]);

/** What curl (through git) says when a connection failed or broke, wherever in the transfer. */
const TRANSIENT_CONNECTION =
  /Connection reset by peer|Connection refused|Connection timed out|Operation timed out|Empty reply from server|transfer closed with outstanding read data remaining|HTTP\/2 stream \d+ was not closed cleanly|TLS connection was non-properly terminated|SSL_ERROR_SYSCALL/i;

/**
 * Why a network command's output (stdout and stderr) shows a failure that may pass on a retry, in
 * a few words, or null: an HTTP status git reports (`The requested URL returned error: 503`,
 * `RPC failed; HTTP 503`) of 500 or above but 501 (which means the server lacks the service), as
 * `createClient` treats GitHub's answers; without a status, a connection that failed or broke
 * (reset, refused, timed out, closed early: see {@link TRANSIENT_CONNECTION} and
 * {@link TRANSIENT_CURL_ERRORS}). Never for a ref the remote rejected (`[rejected]`,
 * `[remote rejected]`), an HTTP 4xx (authentication, permission, a ruleset), or a name that does not resolve.
 */
export function transientTransportFailure(output: string): string | null {
  if (/\[(remote )?rejected\]/.test(output)) return null;
  const status = /returned error: (\d{3})|RPC failed; HTTP (\d{3})/.exec(output);
  if (status !== null) {
    const code = Number(status[1] ?? status[2]);
    return code >= 500 && code !== 501 ? `the git host answered HTTP ${code}` : null;
  }
  const connection = TRANSIENT_CONNECTION.exec(output)?.[0];
  if (connection !== undefined) return connection;
  const curl = /RPC failed; curl (\d+)/.exec(output);
  return curl !== null && TRANSIENT_CURL_ERRORS.has(Number(curl[1])) ? `curl error ${curl[1]}` : null;
}

/** Waits `ms`; false when `signal` aborted first (or already had). */
async function waited(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted === true) return false;
  try {
    await sleep(ms, undefined, signal !== undefined ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}

/** `250 ms`, `8 s`, `10 min`. */
function inWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 600_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}
