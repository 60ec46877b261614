/**
 * Where `ralph-bot init` finds the repository on GitHub and a token for it: the `origin` remote's
 * URL, the API root, and `GH_TOKEN`, `GITHUB_TOKEN` or the GitHub CLI's login.
 */
import { execFile } from "node:child_process";

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

/**
 * The repository of remote URL `url`, with the API root: `apiUrl` when given (`--api-url`), else
 * `GITHUB_API_URL`, else `https://api.github.com` for github.com and `https://<host>/api/v3` for a
 * GitHub Enterprise Server (GitHub's REST docs). Null when the URL names no repository on a host.
 */
export function repositoryOf(url: string, apiUrl: string | null, env: NodeJS.ProcessEnv): GitHubRepository | null {
  const remote = parseRemoteUrl(url);
  if (remote === null) return null;
  const api =
    apiUrl ?? (env.GITHUB_API_URL || null) ?? (remote.host === "github.com" ? "https://api.github.com" : `https://${remote.host}/api/v3`);
  return { ...remote, apiUrl: api.replace(/\/+$/, ""), webUrl: `https://${remote.host}/${remote.owner}/${remote.repo}` };
}

/** A token for the GitHub API and where it came from (shown to the person, never the token). */
export interface FoundToken {
  token: string;
  /** `GH_TOKEN`, `GITHUB_TOKEN` or `gh auth token`. */
  source: string;
}

/** How long `gh auth token` may take, in ms. */
const GH_TIMEOUT_MS = 10_000;

/**
 * The token init uses: `GH_TOKEN`, else `GITHUB_TOKEN` (the GitHub CLI's own order), else what
 * `gh auth token` prints for `host` when the GitHub CLI is on the environment's `PATH` and logged in.
 * Null when there is none (no variable, no `gh`, or `gh` not logged in to that host).
 */
export async function findToken(env: NodeJS.ProcessEnv, host: string): Promise<FoundToken | null> {
  for (const name of ["GH_TOKEN", "GITHUB_TOKEN"]) {
    const value = env[name]?.trim();
    if (value) return { token: value, source: name };
  }
  const args = ["auth", "token", ...(host === "github.com" ? [] : ["--hostname", host])];
  const printed = await new Promise<string | null>((resolve) => {
    execFile("gh", args, { env, timeout: GH_TIMEOUT_MS, encoding: "utf8" }, (error, stdout) => resolve(error ? null : stdout.trim()));
  });
  return printed ? { token: printed, source: "gh auth token" } : null;
}
