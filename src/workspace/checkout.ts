/** The run's checkout as the workspace's parts share it. */
import type { Git, GitIdentity } from "./git.js";

export const DEFAULT_IDENTITY: Readonly<GitIdentity> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

export const REMOTE = "origin";

/** Defined on the push's command line alone. */
export const PINNED_REMOTE = "ralph-bot-pinned";

/** At most this many pushed commits are reported per sync. */
export const MAX_ARRIVED = 20;

export interface Checkout {
  readonly git: Git;
  readonly dir: string;
  readonly gitDir: string;
  readonly branch: string;
  readonly identity: GitIdentity;
  /** The agent cannot write it. */
  readonly privateDir: string;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
