/**
 * The workspace: the run's branch in a git checkout (design contract: "GitHub side").
 *
 * The branch is the run's long-term memory, so the workspace never rewrites it: an
 * existing branch is resumed, every round is committed on top and pushed without force,
 * and a remote that moved meanwhile stops the run instead of being overwritten.
 */
import type { SavedRound, WorkspacePort } from "../core/ports.js";
import { Git, GitError, isRejectedAsNonFastForward } from "./git.js";

/** Who the bot's commits are by. */
export interface GitIdentity {
  name: string;
  email: string;
}

/** The identity used when none is given. */
export const DEFAULT_IDENTITY: Readonly<GitIdentity> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

/** The remote the workspace fetches from and pushes to. */
export const REMOTE = "origin";

/** Longest commit subject line, in characters. */
export const MAX_SUBJECT_CHARS = 72;

/** Options of {@link Workspace.prepare}. */
export interface PrepareOptions {
  /** The checkout (any directory inside it works; git finds the top). */
  dir: string;
  /** The run's branch, e.g. `ralph/issue-42`. */
  branch: string;
  /** The branch a new run's branch starts from, e.g. `main`. */
  baseBranch: string;
  /** Token for HTTP(S) remotes, passed per network command; null: the user's own credentials. */
  token: string | null;
  /** Author and committer of the bot's commits (default {@link DEFAULT_IDENTITY}). */
  author?: GitIdentity;
}

/** What {@link Workspace.prepare} found and did. */
export interface PreparedWorkspace {
  workspace: Workspace;
  /** True when the branch already existed (on the remote, or only locally) and was checked out as it was. */
  resumed: boolean;
  /** The base branch's head at prepare time; null when the remote has no such branch and the checkout is not on it. */
  baseSha: string | null;
  /** The branch head after prepare. */
  headSha: string;
}

/**
 * Configuration that decides where a push goes and what it sends along (URL rewrites,
 * proxies, TLS, credentials, remotes, includes). If any of it changes during a run — the
 * agent can edit `.git/config` and `~/.gitconfig` — a push with the token is refused,
 * since it could then deliver the token elsewhere.
 */
const TRANSPORT_CONFIG =
  /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;

/**
 * Make a commit message whose first line fits {@link MAX_SUBJECT_CHARS}: a longer first
 * line is cut at a word boundary (ending in `…`) and the full text follows as the body,
 * so nothing is lost. An empty message becomes `Ralph round <n>`.
 */
export function formatCommitMessage(message: string, round: number): string {
  const text = message.replace(/\r\n?/g, "\n").trim();
  if (text === "") return `Ralph round ${round}`;
  const firstLine = text.split("\n", 1)[0] ?? "";
  const chars = Array.from(firstLine);
  if (chars.length <= MAX_SUBJECT_CHARS) return text;
  let cut = chars.slice(0, MAX_SUBJECT_CHARS - 1).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= 40) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…\n\n${text}`;
}

/**
 * The run's branch in a git checkout. Created by {@link Workspace.prepare}; each round is
 * saved with {@link Workspace.saveRound}.
 */
export class Workspace implements WorkspacePort {
  /** The top directory of the checkout. */
  readonly dir: string;
  /** The run's branch. */
  readonly branch: string;
  /** `origin`'s URL as read at prepare time; fetches and pushes go to exactly this URL. */
  readonly remoteUrl: string;
  readonly #git: Git;
  readonly #identity: GitIdentity;
  /** The head the current round started from: the sha after prepare or after the previous save. */
  #lastSaved: string;
  /** Transport configuration at prepare time (only tracked when a token is used). */
  readonly #transportConfig: TransportConfig | null;

  private constructor(init: {
    git: Git;
    branch: string;
    remoteUrl: string;
    identity: GitIdentity;
    head: string;
    transportConfig: TransportConfig | null;
  }) {
    this.#git = init.git;
    this.dir = init.git.dir;
    this.branch = init.branch;
    this.remoteUrl = init.remoteUrl;
    this.#identity = init.identity;
    this.#lastSaved = init.head;
    this.#transportConfig = init.transportConfig;
  }

  /**
   * Check out the run's branch: resume `origin/<branch>` when it exists (never clobbering
   * it), otherwise create the branch from `origin/<baseBranch>` — or from HEAD when the
   * remote lacks the base branch and the checkout is on it. Works in shallow clones and
   * in detached HEAD. Fetches only the two branches it needs.
   *
   * Throws {@link GitError} when: the directory is not a git checkout or has no `origin`
   * (`missing-ref`); a branch name is invalid or the branch equals the base; the tree has
   * uncommitted changes (`dirty` — they would otherwise be committed and pushed as the
   * first round's work); the base branch cannot be found (`missing-ref`); a local branch of
   * the same name has diverged from the remote one (`diverged`); or a git command fails.
   */
  static async prepare(options: PrepareOptions): Promise<PreparedWorkspace> {
    const { branch, baseBranch } = options;
    const probe = new Git(options.dir, { token: options.token });
    const top = await probe.run(["rev-parse", "--show-toplevel"], { allowFailure: true });
    if (top.exitCode !== 0) {
      throw probe.commandError(["rev-parse", "--show-toplevel"], top, `${options.dir} is not a git checkout`, "missing-ref");
    }
    const git = new Git(top.stdout.trim(), { token: options.token });

    for (const name of [branch, baseBranch]) {
      const check = await git.run(["check-ref-format", "--branch", name], { allowFailure: true });
      // `--branch` also expands shorthands such as `@{-1}`; only a name that stays itself is accepted.
      if (check.exitCode !== 0 || check.stdout.trim() !== name) {
        throw git.commandError(
          ["check-ref-format", "--branch", name],
          { ...check, exitCode: check.exitCode || 1 },
          `"${name}" is not a valid branch name`,
        );
      }
    }
    if (branch === baseBranch) {
      throw new GitError(`the run's branch "${branch}" must differ from the base branch`, { command: "", exitCode: null, stderrTail: "" });
    }

    const remoteUrl = await git.remoteUrl(REMOTE);
    const dirty = await git.statusPorcelain();
    if (dirty.length > 0) {
      const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
      throw new GitError(
        `the workspace has uncommitted changes (${shown}); commit, stash or remove them first — otherwise they would be pushed as the first round's work`,
        { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" },
      );
    }

    const heads = await git.lsRemoteHeads(remoteUrl, [branch, baseBranch]);
    const refspecs = [...heads.keys()].map((name) => `+refs/heads/${name}:refs/remotes/${REMOTE}/${name}`);
    if (refspecs.length > 0) await git.fetch(remoteUrl, refspecs);

    const remoteBranch = heads.get(branch) ?? null;
    const remoteBase = heads.get(baseBranch) ?? null;
    const current = await git.currentBranch();
    const localBranch = await git.tryRevParse(`refs/heads/${branch}`);
    const baseSha = remoteBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);

    let resumed: boolean;
    if (remoteBranch !== null) {
      resumed = true;
      if (localBranch === null || localBranch === remoteBranch || (await git.isAncestor(localBranch, remoteBranch))) {
        await git.checkout(["-B", branch, `refs/remotes/${REMOTE}/${branch}`, "--"]);
      } else if (await git.isAncestor(remoteBranch, localBranch)) {
        // Local commits a failed push left behind: keep them, the next save pushes them.
        await git.checkout([branch, "--"]);
      } else {
        throw new GitError(
          `the local branch "${branch}" (${localBranch.slice(0, 12)}) and ${REMOTE}/${branch} (${remoteBranch.slice(0, 12)}) have diverged; reconcile or delete the local branch first`,
          { command: "git merge-base --is-ancestor", exitCode: 1, stderrTail: "", reason: "diverged" },
        );
      }
    } else if (localBranch !== null) {
      // Never pushed yet (e.g. every push of an earlier local run failed): resume it as it is.
      resumed = true;
      await git.checkout([branch, "--"]);
    } else {
      resumed = false;
      let start: string;
      if (remoteBase !== null) start = `refs/remotes/${REMOTE}/${baseBranch}`;
      else if (current === baseBranch) start = "HEAD";
      else {
        throw new GitError(
          `the base branch "${baseBranch}" exists neither on ${REMOTE} nor as the checked-out branch, so "${branch}" cannot be created`,
          { command: "git ls-remote --heads", exitCode: 0, stderrTail: "", reason: "missing-ref" },
        );
      }
      await git.checkout(["--no-track", "-b", branch, start, "--"]);
    }

    const head = await git.revParse("HEAD");
    const transportConfig = git.hasToken ? await transportEntries(git) : null;
    const workspace = new Workspace({
      git,
      branch,
      remoteUrl,
      identity: options.author ?? DEFAULT_IDENTITY,
      head,
      transportConfig,
    });
    return { workspace, resumed, baseSha, headSha: head };
  }

  /** The commit HEAD points at (40 hex chars). */
  async headSha(): Promise<string> {
    return this.#git.revParse("HEAD");
  }

  /**
   * Save what the round left: stage everything (`.gitignore` respected), commit it when
   * anything is staged (author and committer: the configured identity; the message's
   * first line cut to {@link MAX_SUBJECT_CHARS}), and push the head to
   * `refs/heads/<branch>` without force. Commits the agent made itself count as changes
   * and are pushed too; if the agent left HEAD on another branch that contains the
   * branch's last save, the branch is moved there.
   *
   * Throws {@link GitError}: `history-rewritten` when HEAD no longer contains the last
   * saved commit (pushing would need force); `config-changed` when transport configuration
   * changed during the run and a token is in use; `remote-moved` when someone else pushed
   * to the branch meanwhile (nothing is lost: the round's commit stays in the local
   * branch); `failed` for any other git failure.
   */
  async saveRound(round: number, message: string): Promise<SavedRound> {
    const git = this.#git;
    const before = this.#lastSaved;
    await git.addAll();
    let committed = false;
    if (await git.hasStagedChanges()) {
      await git.commit(formatCommitMessage(message, round), this.#identity);
      committed = true;
    }
    const head = await git.revParse("HEAD");
    if (head !== before && !(await git.isAncestor(before, head))) {
      throw new GitError(
        `HEAD (${head.slice(0, 12)}) no longer contains the branch's last saved commit ${before.slice(0, 12)} (history was rewritten or another branch checked out); the bot never force-pushes, so round ${round} was not pushed`,
        { command: "git merge-base --is-ancestor", exitCode: 1, stderrTail: "", reason: "history-rewritten" },
      );
    }
    if ((await git.currentBranch()) !== this.branch) {
      // The agent switched branches but built on ours: carry our branch along.
      await git.checkout(["-B", this.branch, head, "--"]);
    }
    // From here the round's work is a commit on the branch; a failed push loses nothing.
    this.#lastSaved = head;

    if (this.#transportConfig !== null) {
      const now = await transportEntries(git);
      const changed = changedKeys(this.#transportConfig, now);
      if (changed.length > 0) {
        throw new GitError(
          `git configuration that affects pushing changed during the run (${changed.join(", ")}); refusing to push round ${round} with the token. The round's commit ${head.slice(0, 12)} is kept in the local branch "${this.branch}"`,
          { command: "git config --list", exitCode: 0, stderrTail: "", reason: "config-changed" },
        );
      }
    }

    const pushed = await git.push(this.remoteUrl, head, this.branch);
    if (pushed.exitCode !== 0) {
      const moved = isRejectedAsNonFastForward(pushed);
      throw git.commandError(
        pushed.args,
        pushed,
        moved
          ? `the remote branch "${this.branch}" moved since the last push (someone else pushed to it); the bot does not overwrite it. The round's commit ${head.slice(0, 12)} is kept in the local branch`
          : `pushing round ${round} to "${this.branch}" failed; the round's commit ${head.slice(0, 12)} is kept in the local branch`,
        moved ? "remote-moved" : "failed",
      );
    }
    // Keep the remote-tracking ref true for people who look at the checkout afterwards.
    await git.run(["update-ref", `refs/remotes/${REMOTE}/${this.branch}`, head]);
    return { sha: head, changed: committed || head !== before };
  }
}

/** A snapshot of the transport configuration: each key's values, in the order git reads them. */
type TransportConfig = Map<string, Array<string | null>>;

async function transportEntries(git: Git): Promise<TransportConfig> {
  const snapshot: TransportConfig = new Map();
  for (const { key, value } of await git.configEntries()) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...(snapshot.get(key) ?? []), value]);
  }
  return snapshot;
}

/** Keys whose values were added, removed or changed (keys only: values may hold secrets). */
function changedKeys(before: TransportConfig, after: TransportConfig): string[] {
  const same = (a: Array<string | null> | undefined, b: Array<string | null> | undefined): boolean =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = new Set<string>();
  for (const key of [...before.keys(), ...after.keys()]) if (!same(before.get(key), after.get(key))) keys.add(key);
  return [...keys].sort();
}
