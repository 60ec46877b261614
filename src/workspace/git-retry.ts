/** Waiting out a git host's outage. */
import { setTimeout as sleep } from "node:timers/promises";
import type { GitResult } from "./git-error.js";

/** Waits doubling from `baseMs`, at most 30 s each, for `patience()` ms. */
export interface TransportRetry {
  /** ms, asked at the first failure; default 10 min. */
  patience?: () => number;
  /** ms (default 1000). */
  baseMs?: number;
  /** Aborted: a wait ends at once, the last result stands. */
  signal?: AbortSignal;
  log?: (message: string) => void;
}

const DEFAULT_RETRY_PATIENCE_MS = 10 * 60_000;

const MAX_RETRY_WAIT_MS = 30_000;

/** Runs `attempt` again while it fails transiently; returns the last result. */
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

/** curl's error numbers for a connection that failed or broke. */
const TRANSIENT_CURL_ERRORS = new Set([7, 18, 28, 52, 55, 56, 92]);

const TRANSIENT_CONNECTION =
  /Connection reset by peer|Connection refused|Connection timed out|Operation timed out|Empty reply from server|transfer closed with outstanding read data remaining|HTTP\/2 stream \d+ was not closed cleanly|TLS connection was non-properly terminated|SSL_ERROR_SYSCALL/i;

/** Why the output shows a failure a retry may pass (HTTP 5xx but 501, a broken connection), else null. */
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

/** false when `signal` aborted first. */
async function waited(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted === true) return false;
  try {
    await sleep(ms, undefined, signal !== undefined ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}

function inWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 600_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}
