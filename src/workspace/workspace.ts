/**
 * The workspace: the run's branch in a git checkout (design contract: "GitHub side").
 *
 * The branch is the run's long-term memory, so the workspace never rewrites what is on
 * the remote: an existing branch is resumed, every round is committed on top and pushed
 * without force, commits people push to the branch are taken in (the round is rebased
 * onto them), and a round the branch cannot take is kept on a side branch or in a bundle
 * file instead — a round's work is never lost.
 */
import { lstat, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { CommitTrailer } from "../core/commit-message.js";
import type { ArrivedCommit, KeptWork, SavedRound, SyncResult, UnpushedRound, WorkspacePort } from "../core/ports.js";
import { sanitize } from "../core/sanitize.js";
import { Git, GitError, isRejectedAsNonFastForward, type GitIdentity, type TransportRetry } from "./git.js";
import { agentWritableFolders, resolveGitProgram, type GitProgram } from "./git-program.js";
import {
  pinGlobalConfig,
  privateFolder,
  restoreGitDir,
  restoreNote,
  snapshotGitDir,
  type GitDirSnapshot,
  type RestoredFile,
} from "./git-dir-guard.js";

export type { GitIdentity, TransportRetry } from "./git.js";

/** The identity used when none is given. */
export const DEFAULT_IDENTITY: Readonly<GitIdentity> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

/** The remote the workspace fetches from and pushes to. */
export const REMOTE = "origin";

/** Longest commit subject line, in characters. */
export const MAX_SUBJECT_CHARS = 72;

/** At most this many commits people pushed are reported by one {@link Workspace.sync}. */
export const MAX_ARRIVED = 20;

/** Pushes of one round that the remote refuses because it moved meanwhile, before the bot gives up. */
const MAX_PUSH_ATTEMPTS = 3;

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
  /**
   * Secret values redacted from the bot's commit messages besides the token, which always is
   * (e.g. the `agent-env` values); default none.
   */
  secrets?: readonly string[];
  /** Author and committer of the bot's commits (default {@link DEFAULT_IDENTITY}). */
  author?: GitIdentity;
  /**
   * Names this run's side branches, `<branch>-rescue-<rescueId>-<round>`, where a round the
   * branch refused is kept (e.g. the workflow run id); default: the current Unix time in seconds.
   */
  rescueId?: string;
  /**
   * Directory for bundle files of rounds no remote branch took, and for the bot's private copy
   * of the global git configuration (created when needed; it must be a folder the agent cannot
   * write, e.g. `RUNNER_TEMP`, which the sandbox hides); default the system temp directory.
   */
  rescueDir?: string;
  /**
   * The git to run; default: looked up now on `PATH` without the folders the agent can write
   * (`resolveGitProgram` with `agentWritableFolders` and the checkout).
   */
  git?: GitProgram;
  /** Environment added to every git command, e.g. the run's marker `RALPH_RUN_ID` (see `leftoverGuard`). */
  env?: Readonly<Record<string, string>>;
  /**
   * Awaited immediately before each git network command (ls-remote, fetch, push), before the
   * transport configuration is checked, e.g. to kill what the agent left running (see
   * `leftoverGuard`); its value is ignored. A rejection refuses the command (`GitError` with
   * reason `agent-alive`), so nothing is sent.
   */
  beforeNetwork?: () => Promise<unknown>;
  /**
   * How fetches, ls-remote and pushes that failed on a transient transport failure (a 5xx answer, a
   * reset or timed-out connection) are retried; default: for up to 10 minutes, never cut short (see
   * `TransportRetry`). A refusal (an HTTP 4xx, a rejected ref) is never retried.
   */
  retry?: TransportRetry;
  /**
   * Whether the workspace works with `origin` (default true). False: local only, for a run on a
   * person's own checkout (the `ralph-bot` CLI without `--push`): no remote is needed or
   * contacted; the branch is resumed when it exists locally, otherwise created from the local
   * base branch; {@link Workspace.sync} finds nothing new; each round is committed on the branch
   * and never pushed (`unpushed` stays null: the branch took it).
   */
  push?: boolean;
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
 * proxies, TLS, credentials, remotes, includes). If any of it changes during a run, a push with
 * the token is refused, since it could then deliver the token elsewhere. `.git/config` is put
 * back before the check and the bot's git reads a private copy of the global configuration, so
 * what remains to catch is a change to a file those include.
 */
const TRANSPORT_CONFIG =
  /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;

/**
 * Make a commit message, a valid and readable git message whatever the agent reported:
 * sanitized as every text the bot writes (core `sanitize`: `secrets` and token shapes redacted,
 * terminal sequences and control characters removed, new lines as `\n`; mentions are left as
 * they are, since git notifies nobody), with a first line that fits {@link MAX_SUBJECT_CHARS}: a
 * longer first line is cut at a word boundary (ending in `…`) and the full text follows as the
 * body, so nothing is lost. An empty message becomes `Ralph round <n>`.
 *
 * `trailers` (e.g. `Ralph-Round: 3/10`) always come last, as one paragraph of `Key: value` lines
 * after a blank line, which is where `git interpret-trailers --parse` and `%(trailers)` look for
 * them (git-interpret-trailers(1)); each value is sanitized to one line. The message cannot end
 * that block early: a line of it starting with `---` and a space (which git takes for the start of
 * a patch, ending the message there) is indented by one space.
 */
export function formatCommitMessage(
  message: string,
  round: number,
  secrets: readonly string[] = [],
  trailers: readonly CommitTrailer[] = [],
): string {
  const text = sanitize(message, secrets)
    .trim()
    .replace(/^---(?=\s|$)/gm, " ---");
  const body = withSubject(text, round);
  if (trailers.length === 0) return body;
  const block = trailers.map(({ key, value }) => `${key}: ${sanitize(value, secrets).replace(/\s+/g, " ").trim()}`);
  return `${body}\n\n${block.join("\n")}`;
}

/** `text` with a first line of at most {@link MAX_SUBJECT_CHARS} (see {@link formatCommitMessage}). */
function withSubject(text: string, round: number): string {
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
  /** `origin`'s URL as read at prepare time; fetches and pushes go to exactly this URL. Null when local only (`push: false`). */
  readonly remoteUrl: string | null;
  readonly #git: Git;
  /** The checkout's git directory (locks and the state of operations in progress live there). */
  readonly #gitDir: string;
  readonly #identity: GitIdentity;
  readonly #rescueId: string;
  readonly #rescueDir: string;
  /** Redacted from commit messages: the token and the secrets given to prepare. */
  readonly #secrets: readonly string[];
  /**
   * The last commit known to be on the remote branch (pushed or fetched); for a branch the
   * remote does not have yet, the commit the run started from. The branch must keep
   * containing it (the bot never force-pushes); the round's own commits come after it.
   */
  #lastSaved: string;
  /** The head the current round started from (after prepare, a sync or the previous save): what `changed` compares with. */
  #roundStart: string;
  /**
   * The commits the local and remote-tracking branches pointed at when the round started (with
   * `#roundStart`): a commit they reach is not the agent's work (see {@link Workspace.saveRound}).
   */
  #roundBranches: readonly string[];
  /** Commits people pushed that a save rebased the round onto, for the next {@link Workspace.sync} to report. */
  #arrived: ArrivedCommit[] = [];
  /** Transport configuration at prepare time (only tracked when a token is used). */
  readonly #transportConfig: TransportConfig | null;
  /** The guarded files of the git directory at prepare time, put back before the bot's git commands after the agent's. */
  readonly #gitDirSnapshot: GitDirSnapshot;
  /** The bot's private folder (copies of configuration); the agent cannot write it. */
  readonly #privateDir: string;
  /** Notes of a {@link Workspace.sync}, told with the next save. */
  #pendingNotes: string[] = [];

  private constructor(init: {
    git: Git;
    gitDir: string;
    branch: string;
    remoteUrl: string | null;
    identity: GitIdentity;
    rescueId: string;
    rescueDir: string;
    secrets: readonly string[];
    lastSaved: string;
    head: string;
    branchTips: readonly string[];
    transportConfig: TransportConfig | null;
    gitDirSnapshot: GitDirSnapshot;
    privateDir: string;
  }) {
    this.#git = init.git;
    this.#gitDir = init.gitDir;
    this.dir = init.git.dir;
    this.branch = init.branch;
    this.remoteUrl = init.remoteUrl;
    this.#identity = init.identity;
    this.#rescueId = init.rescueId;
    this.#rescueDir = init.rescueDir;
    this.#secrets = init.secrets;
    this.#lastSaved = init.lastSaved;
    this.#roundStart = init.head;
    this.#roundBranches = init.branchTips;
    this.#transportConfig = init.transportConfig;
    this.#gitDirSnapshot = init.gitDirSnapshot;
    this.#privateDir = init.privateDir;
  }

  /**
   * Check out the run's branch: resume `origin/<branch>` when it exists (never clobbering
   * it), otherwise create the branch from `origin/<baseBranch>` — or from HEAD when the
   * remote lacks the base branch and the checkout is on it. Works in shallow clones and
   * in detached HEAD. Fetches only the two branches it needs. Local only (`push: false`): no
   * remote is read; the branch is resumed when it exists locally, otherwise created from the
   * local base branch.
   *
   * Throws {@link GitError} when: the directory is not a git checkout or (unless local only) has
   * no `origin` (`missing-ref`); a branch name is invalid or the branch equals the base; the tree has
   * uncommitted changes (`dirty` — they would otherwise be committed and pushed as the
   * first round's work); the base branch cannot be found (`missing-ref`); a local branch of
   * the same name has diverged from the remote one (`diverged`); the rescue id does not make
   * a valid branch name; `beforeNetwork` rejects (`agent-alive`); or a git command fails.
   * @throws Error when no git is found outside the folders the agent can write.
   */
  static async prepare(options: PrepareOptions): Promise<PreparedWorkspace> {
    const { branch, baseBranch } = options;
    const trustedGit = (checkout: string): GitProgram =>
      options.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve(checkout)]));
    const rescueDir = resolve(options.rescueDir ?? tmpdir());
    // Every command of the bot, from the first, reads the global configuration as it is now.
    const privateDir = await privateFolder(rescueDir);
    const globalConfig = await pinGlobalConfig(privateDir);
    const probe = new Git(options.dir, { program: trustedGit(options.dir), token: options.token, globalConfig });
    const top = await probe.run(["rev-parse", "--show-toplevel"], { allowFailure: true });
    if (top.exitCode !== 0) {
      throw probe.commandError(["rev-parse", "--show-toplevel"], top, `${options.dir} is not a git checkout`, "missing-ref");
    }
    const gitDir = (await probe.run(["rev-parse", "--absolute-git-dir"])).stdout.trim();
    // Filled in below, before the first network command, which the hook then checks against it.
    let transportConfig: TransportConfig | null = null;
    const git: Git = new Git(top.stdout.trim(), {
      // The checkout's top may lie above `dir`: none of it may hold the git the bot runs.
      program: trustedGit(top.stdout.trim()),
      token: options.token,
      workTree: top.stdout.trim(),
      gitDir,
      globalConfig,
      ...(options.env !== undefined ? { env: options.env } : {}),
      ...(options.retry !== undefined ? { retry: options.retry } : {}),
      beforeNetwork: (args) => checkBeforeNetwork(git, args, options.beforeNetwork, transportConfig),
    });

    const rescueId = options.rescueId ?? String(Math.floor(Date.now() / 1000));
    for (const name of [branch, baseBranch, rescueBranch(branch, rescueId, 1)]) {
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

    const remoteUrl = (options.push ?? true) ? await git.remoteUrl(REMOTE) : null;
    transportConfig = git.hasToken ? await transportEntries(git) : null;
    const dirty = await git.statusPorcelain();
    if (dirty.length > 0) {
      const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
      throw new GitError(
        `the workspace has uncommitted changes (${shown}); commit, stash or remove them first — otherwise they would be pushed as the first round's work`,
        { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" },
      );
    }

    const heads = remoteUrl !== null ? await git.lsRemoteHeads(remoteUrl, [branch, baseBranch]) : new Map<string, string>();
    const refspecs = [...heads.keys()].map((name) => `+refs/heads/${name}:refs/remotes/${REMOTE}/${name}`);
    if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);

    const remoteBranch = heads.get(branch) ?? null;
    const remoteBase = heads.get(baseBranch) ?? null;
    const current = await git.currentBranch();
    const localBranch = await git.tryRevParse(`refs/heads/${branch}`);
    // Local only, the base is the local branch of that name.
    const localBase = remoteUrl === null ? await git.tryRevParse(`refs/heads/${baseBranch}`) : null;
    const baseSha = remoteBase ?? localBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);

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
      else if (localBase !== null) start = `refs/heads/${baseBranch}`;
      else if (current === baseBranch) start = "HEAD";
      else {
        const where = remoteUrl === null ? "as a local branch" : `on ${REMOTE} nor as the checked-out branch`;
        throw new GitError(`the base branch "${baseBranch}" exists neither ${where}, so "${branch}" cannot be created`, {
          command: "git ls-remote --heads",
          exitCode: 0,
          stderrTail: "",
          reason: "missing-ref",
        });
      }
      await git.checkout(["--no-track", "-b", branch, start, "--"]);
    }

    const head = await git.revParse("HEAD");
    const commonDir = (await git.run(["rev-parse", "--path-format=absolute", "--git-common-dir"])).stdout.trim();
    const workspace = new Workspace({
      git,
      gitDir,
      branch,
      remoteUrl,
      identity: options.author ?? DEFAULT_IDENTITY,
      rescueId,
      rescueDir,
      secrets: [...(options.token !== null ? [options.token] : []), ...(options.secrets ?? [])],
      // Local commits ahead of the remote branch are not on the remote yet: the next save pushes them.
      lastSaved: remoteBranch ?? head,
      head,
      branchTips: await git.branchTips(),
      transportConfig,
      // Taken last: prepare's own commands may write the configuration (e.g. a branch's upstream).
      gitDirSnapshot: await snapshotGitDir(gitDir, commonDir),
      privateDir,
    });
    return { workspace, resumed, baseSha, headSha: head };
  }

  /** The commit HEAD points at (40 hex chars). */
  async headSha(): Promise<string> {
    return this.#git.revParse("HEAD");
  }

  /**
   * Whether the branch's tree differs from commit `sha`'s (e.g. the base branch's head): a
   * `complete` run whose branch does not differ has nothing to propose in a pull request.
   * @throws GitError when a commit is unknown.
   */
  async differsFrom(sha: string): Promise<boolean> {
    return this.#git.treesDiffer(sha, "HEAD");
  }

  /**
   * Take in commits people pushed to the branch since the last look: fetch it and
   * fast-forward to it (local commits not pushed yet are rebased onto it). `arrived` lists
   * those commits and the ones the previous save rebased onto, oldest first, the newest
   * {@link MAX_ARRIVED} of them. A branch people deleted counts as synced (the next save
   * pushes it again). `conflict` when the remote branch no longer contains the last saved
   * commit, or the local commits conflict with the new ones; the branch is left as it was then.
   * Local only (`push: false`), there is nothing to take in: `synced` with no commits.
   * First of all, the git directory's guarded files are put back as in {@link Workspace.saveRound}
   * (noted with the next save).
   *
   * Throws {@link GitError}: `config-changed` when transport configuration changed during
   * the run and a token is in use, `agent-alive` when the `beforeNetwork` hook rejects (in
   * both cases nothing is fetched); `failed` when git fails.
   */
  async sync(): Promise<SyncResult> {
    await this.#guardGitDir(this.#pendingNotes);
    if (this.remoteUrl === null) return { kind: "synced", arrived: [] };
    const git = this.#git;
    // The check before the fetch refuses it when the transport configuration changed (config-changed).
    const remote = await git.fetchBranch(this.#remote, this.branch, this.#trackingRef);
    let arrived = this.#arrived;
    if (remote !== null) {
      // The usual case needs no ancestry check: nobody pushed since the bot's last push, which HEAD holds.
      if (remote !== this.#lastSaved && !(await git.isAncestor(this.#lastSaved, remote))) {
        return { kind: "conflict", reason: this.#rewrittenReason(remote) };
      }
      let head = await git.revParse("HEAD");
      if (remote !== head && !(await git.isAncestor(remote, head))) {
        const taken = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
        const failed = await git.rebase(remote, this.#identity);
        if (failed !== null) {
          const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
          return {
            kind: "conflict",
            reason: `commits pushed to "${this.branch}" (${describeCommits(taken)}) conflict with its local commits not pushed yet${where}`,
          };
        }
        arrived = mergeArrived(arrived, taken);
        head = await git.revParse("HEAD");
      }
      this.#lastSaved = remote;
      await this.#startRound(head);
    }
    this.#arrived = [];
    return { kind: "synced", arrived };
  }

  /**
   * Save what the round left, in this order:
   * 0. before any git command: put the git directory's guarded files (`.git/config`, alternates,
   *    `commondir`, … — see `git-dir-guard.ts`) back as they were at prepare, so no program the
   *    agent configured runs outside its sandbox and no tree but the workspace's is committed;
   * 1. put right what the agent left: stale lock files (or folders in their place) are removed; a rebase or `git am` in
   *    progress is aborted (the commits from before it are kept); a cherry-pick or revert in
   *    progress is ended keeping the tree as it is; a merge in progress is concluded by the
   *    round's commit; a bisect is reset;
   * 2. stage everything (`.gitignore` respected) except nested repositories (folders with a
   *    `.git` of their own, which git would record as a bare link to a commit no one has); a
   *    gitlink the agent staged or committed itself that `.gitmodules` does not declare is
   *    taken out of the index again (a committed one is removed by the round's commit);
   * 3. the round's result is the agent's own changes on top of the run's branch, so earlier rounds'
   *    work stays whatever the agent did to refs and history. The branch's tip here is the run's
   *    branch when it still contains the round's start (the agent may have committed on it), else
   *    the round's start.
   *    a. When the agent's HEAD contains that tip (the usual case: it committed on the branch, or
   *       on a branch or detached HEAD of its own that builds on it), the round is HEAD with the
   *       staged rest committed on it (author and committer: the configured identity; the message
   *       as {@link formatCommitMessage} makes it: sanitized, its first line cut to
   *       {@link MAX_SUBJECT_CHARS}, `trailers` last), and the branch is moved there. The agent's
   *       own commits count as the round's too; with `trailers`, a round that left nothing staged
   *       but commits of the agent's own gets an empty commit of the bot's on top, so it too ends
   *       in one that names it.
   *    b. Otherwise the agent checked out another branch or an older commit, or rewrote history
   *       (reset, amend, rebase of earlier rounds' commits): its tree lacks earlier rounds' work
   *       for reasons that are not its own changes. Its own changes are then what its tree (as
   *       staged, committed or not) changed against the commit its work builds on — the newest
   *       commit of its HEAD's first-parent line that a branch pointed at when the round started
   *       reaches (see `Git.buildsOn`; the empty tree when there is none). They are merged onto the
   *       tip (`Git.mergeTrees`: a file only one side changed takes that change; lines both
   *       changed are merged, the agent's winning where they overlap; the agent's deletions count)
   *       and committed as one commit of the bot's on the tip (none when they change nothing and
   *       the tip holds no commit of the agent's); its rewritten commits themselves are left out.
   *       The run's branch is checked out there, index and files as the commit has them.
   * 4. the run's branch is checked out and holds the round; nothing is force-pushed;
   * 5. a round that added conflict markers (`git diff --check` from the round's start) fails
   *    (`failure` names the files) and is not pushed to the run's branch: a resumed run would start
   *    from a broken tree. It is kept like a refused round (the side branch, else a bundle file;
   *    `unpushed` of kind `failed`), and the local branch goes back to the round's start (the last
   *    good round), unless the round could not be kept anywhere. Local only (`push: false`), it stays
   *    on the local branch as any round;
   * 6. fetch the branch, rebase the round onto commits people pushed meanwhile, and push
   *    without force. A branch that refuses the round (or commits that conflict with it)
   *    leaves it in `unpushed`, kept on a side branch or else in a bundle file. A refusal of
   *    the check before each network command (transport configuration changed, or the
   *    agent's leftovers could not be stopped) sends nothing: the round goes to a bundle file.
   *    Local only (`push: false`), this step is skipped: the round stays on the local branch.
   *
   * Everything done in steps 0, 1, 2 and 3 (and what the previous {@link Workspace.sync} put back) is told in `notes`; conflict markers the round
   * added make `failure`. Throws {@link GitError} only when the round could not be
   * committed (steps 1–4); after that, every failure is returned in `unpushed`.
   */
  async saveRound(round: number, message: string, trailers: readonly CommitTrailer[] = []): Promise<SavedRound> {
    const git = this.#git;
    const notes: string[] = this.#pendingNotes.splice(0);
    // First of all: no git command may run with what the agent wrote into the git directory.
    await this.#guardGitDir(notes);
    const text = formatCommitMessage(message, round, this.#secrets, trailers);
    const merging = await this.#putRight(notes);
    await this.#stage(notes);
    await this.#dropGitlinks(notes);
    const start = this.#roundStart;
    const head = await this.#roundCommit(text, trailers.length > 0, merging, notes);
    const marked = await this.#conflictMarkers(start, head);
    const failure = marked.length > 0 ? `unresolved conflict markers in ${marked.join(", ")}` : null;
    if (failure !== null && this.remoteUrl !== null) {
      const unpushed = await this.#unpushed("failed", `round ${round} left ${failure}`, marked, round, head, true);
      // Kept elsewhere: the run's branch goes back to the last good round, as the remote has it.
      if (unpushed.kept !== null) await git.run(["reset", "--hard", "--quiet", start]);
      await this.#startRound(unpushed.kept !== null ? start : head);
      return { sha: head, changed: head !== start, notes, failure, unpushed };
    }
    const { sha, unpushed } = this.remoteUrl === null ? this.#keepLocal(head) : await this.#publish(round, head);
    await this.#startRound(sha);
    return { sha, changed: head !== start, notes, failure, unpushed };
  }

  /** Remember where the next round starts: its head, and the commits the branches point at before its agent runs. */
  async #startRound(head: string): Promise<void> {
    this.#roundStart = head;
    this.#roundBranches = await this.#git.branchTips();
  }

  /** A local-only save: the round stays on the local branch, which from now on must keep containing it (as a pushed round). */
  #keepLocal(head: string): { sha: string; unpushed: null } {
    this.#lastSaved = head;
    return { sha: head, unpushed: null };
  }

  /** `origin`'s URL, for the network paths, which a local-only workspace never takes. */
  get #remote(): string {
    if (this.remoteUrl === null) throw new Error("a local-only workspace has no remote");
    return this.remoteUrl;
  }

  /** The remote-tracking ref of the branch, kept true for people who look at the checkout. */
  get #trackingRef(): string {
    return `refs/remotes/${REMOTE}/${this.branch}`;
  }

  /**
   * Put the git directory's guarded files back as they were at prepare (see `git-dir-guard.ts`),
   * noting each with the configuration keys the agent changed. Runs before any other git
   * command of a save or a sync.
   */
  async #guardGitDir(notes: string[]): Promise<void> {
    let restored: RestoredFile[];
    try {
      restored = await restoreGitDir(this.#gitDirSnapshot);
    } catch (error) {
      throw new GitError(`refusing to run git: ${errorText(error)}`, { command: "", exitCode: null, stderrTail: "" });
    }
    for (const file of restored) {
      const keys = /(^|[/\\])config(\.worktree)?$/.test(file.path) ? await this.#changedConfigKeys(file) : null;
      notes.push(restoreNote(file, this.dir, keys));
    }
  }

  /** The configuration keys whose values differ between what the agent wrote and the snapshot; null when unreadable. */
  async #changedConfigKeys(file: RestoredFile): Promise<string[] | null> {
    const read = async (bytes: Buffer | null, name: string): Promise<ConfigValues | null> => {
      if (bytes === null) return new Map();
      const path = join(this.#privateDir, name);
      try {
        await writeFile(path, bytes, { mode: 0o600 });
        // `--file` reads that file alone: includes are not followed, nothing is run.
        const result = await this.#git.run(["config", "--file", path, "--list", "-z"], { allowFailure: true });
        if (result.exitCode !== 0 && result.stdout === "" && bytes.toString("utf8").trim() !== "") return null;
        return configValues(result.stdout);
      } finally {
        await rm(path, { force: true });
      }
    };
    const agent = await read(file.agentBytes, "agent.gitconfig");
    const saved = await read(file.snapshotBytes, "saved.gitconfig");
    return agent === null || saved === null ? null : changedKeys(saved, agent);
  }

  /**
   * Take out of the index every gitlink (a nested repository recorded as a bare link to a commit)
   * that the last saved commit does not hold and `.gitmodules` does not declare: the agent staged
   * or committed it itself. A committed one is removed by the round's commit (its own commit still
   * holds it). Noted.
   */
  async #dropGitlinks(notes: string[]): Promise<void> {
    const git = this.#git;
    // Only the index entries that differ from the last saved commit can be gitlinks it does not
    // hold: listing those (not the whole index) keeps the cost with the round's changes, not the
    // repository's size. `--cached` compares the index alone; no submodule's working tree is entered.
    const diff = await git.run([
      "diff-index",
      "--cached",
      "--raw",
      "-z",
      "--no-renames",
      "--ignore-submodules=none",
      this.#lastSaved,
      "--",
    ]);
    const staged = newGitlinks(diff.stdout);
    if (staged.length === 0) return;
    const head = new Set(gitlinks((await git.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])).stdout));
    const declared = new Set(
      (
        await git.run(["config", "--file", join(this.dir, ".gitmodules"), "-z", "--get-regexp", "^submodule\\..*\\.path$"], {
          allowFailure: true,
        })
      ).stdout
        .split("\0")
        .map((entry) => entry.slice(entry.indexOf("\n") + 1))
        .filter((path) => path !== ""),
    );
    for (const path of staged) {
      if (declared.has(path)) continue;
      await git.run(["update-index", "--force-remove", "--", path]);
      notes.push(
        head.has(path)
          ? `left out nested repository ${path} (the agent committed it as a gitlink; the round's commit removes it)`
          : `left out nested repository ${path} (the agent staged it as a gitlink)`,
      );
    }
  }

  /**
   * Remove stale lock files and end git operations the agent left in progress (its
   * processes are dead by now), noting each. Returns whether a merge is in progress, which
   * the round's commit then concludes (as a merge commit), so the agent's work on it is kept.
   */
  async #putRight(notes: string[]): Promise<boolean> {
    const git = this.#git;
    for (const lock of ["index.lock", "HEAD.lock"]) {
      const path = join(this.#gitDir, lock);
      if (await removeLock(path)) notes.push(`removed a stale ${relative(this.dir, path)} the agent left`);
    }
    const inProgress = (name: string): Promise<boolean> => pathExists(join(this.#gitDir, name));
    if (await inProgress("rebase-apply/applying")) {
      await git.run(["am", "--abort"]);
      notes.push("aborted a `git am` the agent left in progress (the branch keeps its commits from before it)");
    } else if ((await inProgress("rebase-merge")) || (await inProgress("rebase-apply"))) {
      // Ending it where it stopped would drop the commits not replayed yet from the branch.
      await git.run(["rebase", "--abort"]);
      notes.push(
        "aborted a rebase the agent left in progress (the branch keeps its commits from before it; changes made during the rebase were dropped)",
      );
    }
    for (const [operation, state] of [
      ["cherry-pick", "CHERRY_PICK_HEAD"],
      ["revert", "REVERT_HEAD"],
    ] as const) {
      if (!(await inProgress(state))) continue;
      // --quit keeps the index and the tree as they are: the round's commit records them.
      await git.run([operation, "--quit"]);
      notes.push(`ended a ${operation} the agent left in progress, keeping its files as they were`);
    }
    if (await inProgress("BISECT_LOG")) {
      await git.run(["bisect", "reset"]);
      notes.push("ended a bisect the agent left in progress (back on the commit it started from)");
    }
    const merging = await inProgress("MERGE_HEAD");
    if (merging) notes.push("concluded the merge the agent left in progress (the round's commit is the merge commit)");
    return merging;
  }

  /** Stage the round's changes, leaving out nested repositories (noted). */
  async #stage(notes: string[]): Promise<void> {
    const nested: string[] = [];
    for (const entry of await this.#git.statusPorcelain()) {
      // Listing every untracked file, git shows a folder only when it is a repository of its own.
      if (!entry.startsWith("?? ") || !entry.endsWith("/")) continue;
      const path = entry.slice(3, -1);
      if (await pathExists(join(this.dir, path, ".git"))) nested.push(path);
    }
    for (const path of nested) notes.push(`left out nested repository ${path} (it has its own .git)`);
    await this.#git.addAll(nested);
  }

  /**
   * Commit the round and make the run's branch checked out and holding it (see
   * {@link Workspace.saveRound}, steps 3 and 4); returns its head. Everything is staged when this
   * runs (nested repositories aside), so moving refs loses nothing.
   */
  async #roundCommit(message: string, withTrailers: boolean, merging: boolean, notes: string[]): Promise<string> {
    const git = this.#git;
    const start = this.#roundStart;
    const onBranch = await git.tryRevParse(`refs/heads/${this.branch}`);
    const tip = onBranch !== null && (await git.isAncestor(start, onBranch)) ? onBranch : start;
    const agentHead = await git.tryRevParse("HEAD");
    const current = await git.currentBranch();
    const where =
      current === null
        ? "left HEAD detached"
        : current === this.branch
          ? `moved "${this.branch}" itself`
          : `left the branch "${current}" checked out`;
    if (agentHead !== null && (await git.isAncestor(tip, agentHead))) {
      const staged = merging || (await git.hasStagedChanges());
      if (staged || (withTrailers && agentHead !== start)) await git.commit(message, this.#identity);
      const head = await git.revParse("HEAD");
      if (current === this.branch) return head;
      await git.checkout(["-B", this.branch, head, "--"]);
      notes.push(`checked out "${this.branch}" again, moved to ${head.slice(0, 12)} where the agent's work is (the agent ${where})`);
      return head;
    }
    const tree = await git.writeTree();
    const builtOn = agentHead === null ? null : await git.buildsOn(agentHead, this.#roundBranches);
    const base = builtOn ?? (await git.emptyTree());
    const merged = await git.mergeTrees(base, await git.treeOf(tip), tree, this.#privateDir);
    const changes = merged.tree !== (await git.treeOf(tip));
    const head = changes || (withTrailers && tip !== start) ? await git.commitTree(merged.tree, tip, message, this.#identity) : tip;
    // The index and the files become the round's commit: earlier rounds' files the agent's tree lacked come back.
    await git.run(["symbolic-ref", "HEAD", `refs/heads/${this.branch}`]);
    await git.run(["reset", "--hard", "--quiet", head]);
    const from = builtOn === null ? "the empty tree (its HEAD shares no commit with the branches)" : builtOn.slice(0, 12);
    const both =
      merged.both.length > 0
        ? `; ${describePaths(merged.both)} changed on both sides were merged, the agent's lines winning where they overlapped`
        : "";
    notes.push(
      `the agent ${where}, so its HEAD no longer contained the round's start ${start.slice(0, 12)}: ` +
        (changes
          ? `the round's commit holds only the agent's own changes (against ${from}, where its work began), applied on top of ${tip.slice(0, 12)}, so earlier rounds' work stays${both}`
          : `the agent's own changes (against ${from}, where its work began) add nothing to ${tip.slice(0, 12)}, where "${this.branch}" stays`),
    );
    return head;
  }

  /** The files in which the changes from `start` to `head` add conflict markers (`git diff --check`), in git's order. */
  async #conflictMarkers(start: string, head: string): Promise<string[]> {
    const result = await this.#git.run(["diff", "--check", "--no-ext-diff", "--no-textconv", start, head, "--"], { allowFailure: true });
    const files = new Set<string>();
    for (const line of result.stdout.split("\n")) {
      const marker = /^(.+):\d+: leftover conflict marker$/.exec(line);
      if (marker?.[1] !== undefined) files.add(marker[1]);
    }
    return [...files];
  }

  /**
   * Push the round's head to the branch without force, rebased onto commits people pushed
   * meanwhile (retried when the branch moves during the push). Never throws: a refusal, a
   * conflict or a failure comes back in `unpushed`, with the round kept elsewhere. Returns
   * the branch head (rebased or not).
   */
  async #publish(round: number, head: string): Promise<{ sha: string; unpushed: UnpushedRound | null }> {
    const git = this.#git;
    let current = head;
    try {
      const changed = await this.#transportChanges();
      if (changed.length > 0) {
        const reason = `git configuration that affects pushing changed during the run (${changed.join(", ")}); refusing to push round ${round} with the token`;
        return { sha: current, unpushed: await this.#unpushed("refused", reason, [], round, current, false) };
      }
      for (let attempt = 1; ; attempt++) {
        const integrated = await this.#integrate(round, current);
        if (integrated.kind === "conflict") {
          return { sha: current, unpushed: await this.#unpushed("conflict", integrated.reason, integrated.files, round, current, true) };
        }
        current = integrated.head;
        const pushed = await git.push(this.#remote, current, this.branch);
        if (pushed.exitCode === 0) {
          await git.run(["update-ref", this.#trackingRef, current]);
          this.#lastSaved = current;
          this.#arrived = mergeArrived(this.#arrived, integrated.arrived);
          return { sha: current, unpushed: null };
        }
        if (isRejectedAsNonFastForward(pushed) && attempt < MAX_PUSH_ATTEMPTS) continue;
        const reason = `pushing round ${round} to "${this.branch}" was refused: ${git.describePushFailure(pushed)}`;
        return { sha: current, unpushed: await this.#unpushed("refused", reason, [], round, current, true) };
      }
    } catch (error) {
      if (isNetworkRefusal(error)) {
        // The check before a network command refused it: nothing may be sent, the side branch included.
        const reason = `round ${round} was not pushed to "${this.branch}": ${error.message}`;
        return { sha: current, unpushed: await this.#unpushed("refused", reason, [], round, current, false) };
      }
      const reason = `pushing round ${round} to "${this.branch}" failed: ${git.redact(errorText(error))}`;
      return { sha: current, unpushed: await this.#unpushed("refused", reason, [], round, current, true) };
    }
  }

  /**
   * Fetch the branch and make `head` pushable without force: as it is when the remote has
   * no such branch or `head` contains it, else rebased onto it (`arrived`: the commits taken
   * in). `conflict` when the remote no longer contains the last saved commit or the rebase
   * conflicts (then aborted: the branch is at `head`).
   */
  async #integrate(
    round: number,
    head: string,
  ): Promise<{ kind: "ready"; head: string; arrived: ArrivedCommit[] } | { kind: "conflict"; reason: string; files: string[] }> {
    const git = this.#git;
    const remote = await git.fetchBranch(this.#remote, this.branch, this.#trackingRef);
    // Nobody pushed since the bot's last push, which `head` holds (see #onBranch): nothing to check or take in.
    if (remote === null || remote === this.#lastSaved) return { kind: "ready", head, arrived: [] };
    if (!(await git.isAncestor(this.#lastSaved, remote))) return { kind: "conflict", reason: this.#rewrittenReason(remote), files: [] };
    if (await git.isAncestor(remote, head)) return { kind: "ready", head, arrived: [] };
    const arrived = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
    const failed = await git.rebase(remote, this.#identity);
    if (failed === null) return { kind: "ready", head: await git.revParse("HEAD"), arrived };
    const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
    return {
      kind: "conflict",
      reason: `commits pushed to "${this.branch}" meanwhile (${describeCommits(arrived)}) conflict with round ${round}${where}; the bot does not overwrite them`,
      files: failed.files,
    };
  }

  /** Why the remote branch cannot take the round when it no longer contains the last saved commit. */
  #rewrittenReason(remote: string): string {
    return `the remote branch "${this.branch}" no longer contains the bot's last push ${this.#lastSaved.slice(0, 12)} (someone rewrote it; it now points at ${remote.slice(0, 12)}); the bot never force-pushes`;
  }

  /** An {@link UnpushedRound} with the round kept by {@link Workspace.#keep}; what failed while keeping it is added to `reason`. */
  async #unpushed(
    kind: UnpushedRound["kind"],
    reason: string,
    files: string[],
    round: number,
    head: string,
    network: boolean,
  ): Promise<UnpushedRound> {
    const { kept, problems } = await this.#keep(round, head, network);
    return { kind, reason: [reason, ...problems].join("; "), files, kept };
  }

  /**
   * Keep a round the branch did not take: push `head` to the side branch
   * `<branch>-rescue-<rescueId>-<round>` (never forced; skipped when `network` is false), or
   * else write the local branch (whose head is `head`) to a bundle file in the rescue
   * directory. Never throws: `kept` is null when neither worked, and `problems` says why.
   */
  async #keep(round: number, head: string, network: boolean): Promise<{ kept: KeptWork | null; problems: string[] }> {
    const git = this.#git;
    const side = rescueBranch(this.branch, this.#rescueId, round);
    const problems: string[] = [];
    if (network) {
      try {
        const pushed = await git.push(this.#remote, head, side);
        if (pushed.exitCode === 0) return { kept: { kind: "branch", branch: side, sha: head }, problems };
        problems.push(`keeping it on the side branch "${side}" was refused too: ${git.describePushFailure(pushed)}`);
      } catch (error) {
        problems.push(`keeping it on the side branch "${side}" failed too: ${git.redact(errorText(error))}`);
      }
    }
    const path = join(this.#rescueDir, `${side.replace(/[^A-Za-z0-9._-]+/g, "-")}.bundle`);
    try {
      await mkdir(this.#rescueDir, { recursive: true });
      await git.bundle(path, this.branch, REMOTE);
      return { kept: { kind: "bundle", path, sha: head }, problems };
    } catch (error) {
      problems.push(`writing it to the bundle file ${path} failed too: ${git.redact(errorText(error))}`);
      return { kept: null, problems };
    }
  }

  /** Transport configuration keys changed since prepare (none when no token is used). */
  async #transportChanges(): Promise<string[]> {
    if (this.#transportConfig === null) return [];
    return changedKeys(this.#transportConfig, await transportEntries(this.#git));
  }
}

/** The side branch a round the run's branch refused is kept on. */
function rescueBranch(branch: string, rescueId: string, round: number): string {
  return `${branch}-rescue-${rescueId}-${round}`;
}

/** A few paths for a sentence: `a.txt, b.txt and 3 more`. */
function describePaths(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(", ");
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}

/** `earlier` then `later`, each commit once, the newest {@link MAX_ARRIVED}. */
function mergeArrived(earlier: readonly ArrivedCommit[], later: readonly ArrivedCommit[]): ArrivedCommit[] {
  const seen = new Set(earlier.map((commit) => commit.sha));
  return [...earlier, ...later.filter((commit) => !seen.has(commit.sha))].slice(-MAX_ARRIVED);
}

/** A few commits for a sentence: `1234567890ab "Fix typo" by Jane Doe, … and 3 more`. */
function describeCommits(commits: readonly ArrivedCommit[]): string {
  const shown = commits.slice(-3).map((c) => `${c.sha.slice(0, 12)} "${c.subject}" by ${c.author}`);
  return shown.join(", ") + (commits.length > shown.length ? ` and ${commits.length - shown.length} more` : "");
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function pathExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Remove a lock file, or a folder the agent made in its place (which blocks git as well); false when there was none. */
async function removeLock(path: string): Promise<boolean> {
  if ((await lstat(path).catch(() => null)) === null) return false;
  await rm(path, { recursive: true, force: true });
  return true;
}

/** Each key's values in `git config --list -z` output, in order. */
type ConfigValues = Map<string, Array<string | null>>;

function configValues(listing: string): ConfigValues {
  const values: ConfigValues = new Map();
  for (const entry of listing.split("\0")) {
    if (entry === "") continue;
    const newline = entry.indexOf("\n");
    const [key, value] = newline === -1 ? [entry, null] : [entry.slice(0, newline), entry.slice(newline + 1)];
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  return values;
}

/** The paths of gitlinks (mode 160000) in `ls-tree -r -z` output (`<mode> commit <sha>\t<path>`). */
function gitlinks(listing: string): string[] {
  const paths: string[] = [];
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("\t");
    if (tab !== -1 && entry.startsWith("160000 commit ")) paths.push(entry.slice(tab + 1));
  }
  return paths;
}

/**
 * The paths that `diff-index --raw -z` output (`:<old mode> <new mode> <old sha> <new sha> <status>`
 * then the path) shows becoming a gitlink (new mode 160000) where the compared commit had none.
 */
function newGitlinks(listing: string): string[] {
  const fields = listing.split("\0");
  const paths: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = (fields[i] ?? "").slice(1).split(" ");
    const path = fields[i + 1] ?? "";
    if (newMode === "160000" && oldMode !== "160000" && path !== "") paths.push(path);
  }
  return paths;
}

/** A snapshot of the transport configuration: each key's values, in the order git reads them. */
type TransportConfig = Map<string, Array<string | null>>;

/**
 * The checks immediately before a network command (`args`), in this order so that nothing the
 * agent left can change the configuration after it was read: the caller's `hook` (e.g. killing
 * the agent's leftovers), then the transport configuration against `snapshot` (null: no token,
 * nothing to check).
 * @throws GitError `agent-alive` when the hook rejects; `config-changed` when transport configuration changed.
 */
async function checkBeforeNetwork(
  git: Git,
  args: readonly string[],
  hook: (() => Promise<unknown>) | undefined,
  snapshot: TransportConfig | null,
): Promise<void> {
  const command = `git ${args[0] ?? ""}`;
  try {
    await hook?.();
  } catch (error) {
    throw new GitError(`refusing to run ${command}: ${git.redact(errorText(error))}`, {
      command,
      exitCode: null,
      stderrTail: "",
      reason: "agent-alive",
    });
  }
  if (snapshot === null) return;
  const changed = changedKeys(snapshot, await transportEntries(git));
  if (changed.length > 0) {
    throw new GitError(
      `git configuration that affects fetching and pushing changed during the run (${changed.join(", ")}); refusing to run ${command} with the token`,
      { command, exitCode: null, stderrTail: "", reason: "config-changed" },
    );
  }
}

/** Whether an error is {@link checkBeforeNetwork}'s refusal, after which no network command may run. */
function isNetworkRefusal(error: unknown): error is GitError {
  return error instanceof GitError && (error.reason === "config-changed" || error.reason === "agent-alive");
}

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
