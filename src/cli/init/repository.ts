// The repository on GitHub and a token for it (docs/cli.md).
import { execFile } from "node:child_process";
import { UsageError } from "../options.js";

export interface GitHubRepository {
  owner: string;
  repo: string;
  host: string;
  /** Without a trailing slash. */
  apiUrl: string;
  /** Its settings pages lie below it. */
  webUrl: string;
}

/** HTTPS, SSH or scp-like; null for any other. */
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

/** This machine's loopback. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Throws UsageError unless HTTPS or loopback HTTP. */
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

/** Throws UsageError for an unsafe API root before any token is read. */
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

/** The token variables for `host` in the GitHub CLI's order; a github.com token never goes elsewhere. */
export function tokenVariables(host: string): readonly string[] {
  return host === "github.com" || host.endsWith(".ghe.com")
    ? ["GH_TOKEN", "GITHUB_TOKEN"]
    : ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"];
}

/** A token and where it came from, which is shown; the token never is. */
export interface FoundToken {
  token: string;
  source: string;
}

const GH_TIMEOUT_MS = 10_000;

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
