/**
 * origin's heads of the run's branch and its base before round 1 (issue 20): as GitHub's REST API
 * listed them, when that listing is of origin's repository and of those branches, else from `git
 * ls-remote`.
 */
import type { Git } from "./git.js";

/** origin's branch heads as another source listed them (see `PrepareOptions.listed`). */
export interface ListedHeads {
  /** The repository listed, as its web or clone URL (e.g. `https://github.com/octo/hello`). */
  url: string;
  /** The branches asked for. */
  branches: readonly string[];
  /** Those of `branches` the repository has, name → commit id. */
  heads: ReadonlyMap<string, string>;
  /** When (`performance.now()`, ms) the listing was asked for. */
  askedAt: number;
}

/**
 * origin's heads of `names` and when they were seen (`performance.now()`, ms): from `listed` when it
 * is of origin's repository and of these branches (see `PrepareOptions.listed`), else from
 * `git ls-remote` (a network command, after the leftover guard and the transport check).
 */
export async function remoteHeads(
  git: Git,
  remoteUrl: string,
  names: readonly string[],
  listed: Promise<ListedHeads> | undefined,
): Promise<{ heads: ReadonlyMap<string, string>; seenAt: number }> {
  const taken = await listed?.catch(() => undefined);
  if (taken !== undefined && sameRepository(taken.url, remoteUrl) && names.every((name) => taken.branches.includes(name))) {
    return { heads: new Map([...taken.heads].filter(([name]) => names.includes(name))), seenAt: taken.askedAt };
  }
  const seenAt = performance.now();
  return { heads: await git.lsRemoteHeads(remoteUrl, names), seenAt };
}

/**
 * Whether two http(s) URLs name the same repository: the same scheme, host and port, and the same
 * path, compared without case (GitHub's owners and repositories are named so), a trailing `/` or
 * `.git`, and any user or password. Any other URL (ssh, a file path) names no repository here.
 */
export function sameRepository(a: string, b: string): boolean {
  const key = (url: string): string | null => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null;
    const path = parsed.pathname
      .replace(/\/+$/, "")
      .replace(/\.git$/i, "")
      .toLowerCase();
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${path}`;
  };
  const first = key(a);
  return first !== null && first === key(b);
}
