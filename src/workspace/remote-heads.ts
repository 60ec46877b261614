import type { Git } from "./git.js";

export interface ListedHeads {
  /** The repository's web or clone URL. */
  url: string;
  branches: readonly string[];
  heads: ReadonlyMap<string, string>;
  /** `performance.now()` ms. */
  askedAt: number;
}

/** From `listed` when it fits, else `git ls-remote`. */
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

/** Host and path without case, `.git` and user left aside. */
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
