/**
 * Where `ralph-bot init` finds the repository on GitHub and a token for it: the `origin` remote's
 * URL, the API root (HTTPS, or HTTP to loopback only), and the host's token variables or the GitHub
 * CLI's login.
 */
import { execFile } from "node:child_process";
import { UsageError } from "../options.js";

/** A repository on GitHub (or a GitHub Enterprise Server) and the addresses init uses for it. */
export interface GitHubRepository {
  owner: string;
  repo: string;
  /** The web host, e.g. `github.com`. */
  host: string;
  /** The REST API root without a trailing slash, e.g. `https://api.github.com`. */
  apiUrl: string;
  /** The repository's web page, e.g. `https://github.com/octo/hello`: its settings pages lie below it. */
  webUrl: string;
}

/**
 * The host, owner and repository of a git remote URL on a GitHub host: HTTPS
 * (`https://github.com/o/r.git`, with or without `.git`, a user or a port), SSH
 * (`ssh://git@github.com/o/r.git`) or scp-like (`git@github.com:o/r.git`). Null for any other URL
 * (a path, a `file://` URL, a URL without exactly an owner and a name).
 */
export function parseRemoteUrl(url: string): { host: string; owner: string; repo: string } | null {
  let host: string;
  let path: string;
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(url);
  if (/^(https?|ssh|git):\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    host = parsed.hostname;
    path = decodeURIComponent(parsed.pathname);
  } else if (scp) {
    host = scp[1] ?? "";
    path = scp[2] ?? "";
  } else {
    return null;
  }
  const parts = /^\/*([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/*$/.exec(path);
  if (!parts || host === "") return null;
  return { host: host.toLowerCase(), owner: parts[1] ?? "", repo: parts[2] ?? "" };
}

/** Whether `hostname` (as `URL.hostname` gives it) is this machine's loopback: `localhost`, 127.0.0.0/8 or `[::1]`. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Checks an API root init would send a token to: HTTPS, or plain HTTP to this machine's loopback
 * (a local fake); anything else would send the token in clear text or to no API at all.
 * @param where the flag or variable it came from, for the message
 * @throws UsageError naming the root and where it came from.
 */
function checkApiUrl(api: string, where: string): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(api);
  } catch {
    // named below
  }
  const safe = parsed !== null && (parsed.protocol === "https:" || (parsed.protocol === "http:" && isLoopback(parsed.hostname)));
  if (!safe)
    throw new UsageError(
      `the GitHub API root ${api} (${where}) must be https:// (or http:// to this machine's loopback): init sends a token there`,
    );
}

/**
 * The repository of remote URL `url`, with the API root: `apiUrl` when given (`--api-url`), else
 * `GITHUB_API_URL`, else `https://api.github.com` for github.com and `https://<host>/api/v3` for a
 * GitHub Enterprise Server (GitHub's REST docs). Null when the URL names no repository on a host.
 * @throws UsageError when the API root is not HTTPS (nor HTTP to loopback), before any token is read or sent.
 */
export function repositoryOf(url: string, apiUrl: string | null, env: NodeJS.ProcessEnv): GitHubRepository | null {
  const remote = parseRemoteUrl(url);
  if (remote === null) return null;
  const given =
    apiUrl !== null
      ? { api: apiUrl, where: "--api-url" }
      : env.GITHUB_API_URL
        ? { api: env.GITHUB_API_URL, where: "GITHUB_API_URL" }
        : null;
  if (given !== null) checkApiUrl(given.api, given.where);
  const api = given?.api ?? (remote.host === "github.com" ? "https://api.github.com" : `https://${remote.host}/api/v3`);
  return { ...remote, apiUrl: api.replace(/\/+$/, ""), webUrl: `https://${remote.host}/${remote.owner}/${remote.repo}` };
}

/**
 * The variables holding a token for `host`, in the GitHub CLI's order (`gh help environment`):
 * `GH_TOKEN`, `GITHUB_TOKEN` for github.com and GHE.com (`*.ghe.com`); `GH_ENTERPRISE_TOKEN`,
 * `GITHUB_ENTERPRISE_TOKEN` for any other host (a GitHub Enterprise Server), so that a github.com
 * token is never sent to another server.
 */
export function tokenVariables(host: string): readonly string[] {
  return host === "github.com" || host.endsWith(".ghe.com")
    ? ["GH_TOKEN", "GITHUB_TOKEN"]
    : ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"];
}

/** A token for the GitHub API and where it came from (shown to the person, never the token). */
export interface FoundToken {
  token: string;
  /** One of {@link tokenVariables}, or `gh auth token`. */
  source: string;
}

/** How long `gh auth token` may take, in ms. */
const GH_TIMEOUT_MS = 10_000;

/**
 * The token init uses: the first of {@link tokenVariables} for `host` that is set, else what
 * `gh auth token --hostname <host>` prints when the GitHub CLI is on the environment's `PATH` and
 * logged in there. Null when there is none (no variable, no `gh`, or `gh` not logged in to that host).
 */
export async function findToken(env: NodeJS.ProcessEnv, host: string): Promise<FoundToken | null> {
  for (const name of tokenVariables(host)) {
    const value = env[name]?.trim();
    if (value) return { token: value, source: name };
  }
  const args = ["auth", "token", "--hostname", host];
  const printed = await new Promise<string | null>((resolve) => {
    execFile("gh", args, { env, timeout: GH_TIMEOUT_MS, encoding: "utf8" }, (error, stdout) => resolve(error ? null : stdout.trim()));
  });
  return printed ? { token: printed, source: "gh auth token" } : null;
}
