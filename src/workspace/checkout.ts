/** The run's checkout as the workspace's parts share it. */
import type { Git, GitIdentity } from "./git.js";

export const DEFAULT_IDENTITY: Readonly<GitIdentity> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

export const REMOTE = "origin";

/** The remote a tracked push goes to, defined on its command line alone; a file that defines it too is a transport change. */
export const PINNED_REMOTE = "ralph-bot-pinned";

/** At most this many commits people pushed are reported by one `Workspace.sync`. */
export const MAX_ARRIVED = 20;

/** The run's branch checked out in a git checkout. */
export interface Checkout {
  readonly git: Git;
  readonly dir: string;
  /** Locks and operations in progress live there. */
  readonly gitDir: string;
  readonly branch: string;
  readonly identity: GitIdentity;
  /** The bot's private folder, which the agent cannot write. */
  readonly privateDir: string;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
