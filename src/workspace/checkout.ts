/**
 * The run's checkout as the workspace's parts share it (`prepare.ts` makes it, `tidy.ts` and
 * `publish.ts` work on it, `workspace.ts` holds it): the constants and the one shape they all use.
 */
import type { Git, GitIdentity } from "./git.js";

/** The identity used when none is given. */
export const DEFAULT_IDENTITY: Readonly<GitIdentity> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

/** The remote the workspace fetches from and pushes to. */
export const REMOTE = "origin";

/**
 * The name of the remote a tracked push goes to (`Git.push`): defined on its command line
 * alone. Configuration files that define it too (a `pushurl`, a second `url`) are transport
 * configuration, which the check before every network command refuses when it changed during
 * the run (`transport.ts`); `.git/config` is put back before it (`git-dir-guard.ts`).
 */
export const PINNED_REMOTE = "ralph-bot-pinned";

/** At most this many commits people pushed are reported by one `Workspace.sync`. */
export const MAX_ARRIVED = 20;

/** The run's branch checked out in a git checkout. */
export interface Checkout {
  /** The bot's git, working on the checkout's top directory. */
  readonly git: Git;
  /** The top directory of the checkout. */
  readonly dir: string;
  /** The checkout's git directory (locks and the state of operations in progress live there). */
  readonly gitDir: string;
  /** The run's branch. */
  readonly branch: string;
  /** Author and committer of the bot's commits. */
  readonly identity: GitIdentity;
  /** The bot's private folder (copies of configuration); the agent cannot write it. */
  readonly privateDir: string;
}

/** An error's message, or the thrown value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
