/**
 * The workspace: the run's branch in a git checkout (design contract: "GitHub side").
 *
 * The branch is the run's long-term memory, so the workspace never rewrites what is on
 * the remote: an existing branch is resumed, every round is committed on top and pushed
 * without force, commits people push to the branch are taken in (the round is rebased
 * onto them), and a round the branch cannot take is kept on a side branch or in a bundle
 * file instead — a round's work is never lost.
 */
import type { CommitTrailer } from "../core/commit-message.js";
import type { ArrivedCommit, SavedRound, SyncResult, UnpushedRound, WorkspacePort } from "../core/ports.js";
import { MAX_ARRIVED, type Checkout } from "./checkout.js";
import type { GitDirSnapshot } from "./git-dir-guard.js";
import { formatCommitMessage, MAX_SUBJECT_CHARS } from "./message.js";
import {
  prepareCheckout,
  probeCheckout,
  REMOTE_FRESH_MS,
  type CheckoutProbe,
  type PrepareOptions,
  type PreparedCheckout,
  type ProbeOptions,
} from "./prepare.js";
import { keepUnpushed, mergeArrived, publishRound, rescueBranch, takeIn, type PushTarget } from "./publish.js";
import { clashReason, commitRound, conflictMarkers, dropGitlinks, putBackGitDir, putRight, stage } from "./tidy.js";

export type { GitIdentity } from "./git.js";
export type { TransportRetry } from "./git-retry.js";
export type { CheckoutProbe, PrepareOptions, ProbeOptions } from "./prepare.js";
export type { ListedHeads } from "./remote-heads.js";
export { REMOTE_FRESH_MS } from "./prepare.js";
export { removePrivateFolders, removePrivateFoldersOnExit } from "./private-folders.js";

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
 * The run's branch in a git checkout. Created by {@link Workspace.prepare}; each round is
 * saved with {@link Workspace.saveRound}. A façade: preparing is `prepare.ts`, putting right what
 * the agent left `tidy.ts`, pushing and rescuing `publish.ts`, the transport checks `transport.ts`,
 * the commit message `message.ts`.
 */
export class Workspace implements WorkspacePort {
  /** The top directory of the checkout. */
  readonly dir: string;
  /** The run's branch. */
  readonly branch: string;
  /** `origin`'s URL as read at prepare time; fetches and pushes go to exactly this URL. Null when local only (`push: false`). */
  readonly remoteUrl: string | null;
  readonly #checkout: Checkout;
  /** Where rounds are pushed and rescued; null when local only. */
  readonly #target: PushTarget | null;
  /** Redacted from commit messages: the token and the secrets given to prepare. */
  readonly #secrets: readonly string[];
  /** Names this run's side branches (see `rescueBranch`). */
  readonly #rescueId: string;
  /**
   * The last commit known to be on the remote branch (pushed or fetched); for a branch the
   * remote does not have yet, the commit the run started from. The branch must keep
   * containing it (the bot never force-pushes); the round's own commits come after it.
   */
  #lastSaved: string;
  /**
   * The remote branch's head as the bot last saw it (after prepare, a sync or a push):
   * `#lastSaved`, or null when the remote had no such branch. The next push is leased on it.
   */
  #remoteHead: string | null;
  /** The head the current round started from (after prepare, a sync or the previous save): what `changed` compares with. */
  #roundStart: string;
  /**
   * The commits the local and remote-tracking branches pointed at when the round started (with
   * `#roundStart`): a commit they reach is not the agent's work (see {@link Workspace.saveRound}).
   */
  #roundBranches: readonly string[];
  /** Commits people pushed that a save rebased the round onto, for the next {@link Workspace.sync} to report. */
  #arrived: ArrivedCommit[] = [];
  /** The guarded files of the git directory at prepare time, put back before the bot's git commands after the agent's. */
  readonly #gitDirSnapshot: GitDirSnapshot;
  /** Notes of a {@link Workspace.sync}, told with the next save. */
  #pendingNotes: string[] = [];
  /**
   * When (`performance.now()`, ms) a network command last showed the remote branch at
   * `#remoteHead` (prepare's listing, a fetch, a push the branch took); null after a push the
   * branch did not take, or when local only.
   */
  #remoteSeenAt: number | null;
  /** How long (ms) `#remoteSeenAt` is trusted by {@link Workspace.sync} instead of a fetch. */
  readonly #remoteFreshMs: number;

  private constructor(prepared: PreparedCheckout, remoteFreshMs: number) {
    const { checkout } = prepared;
    this.#checkout = checkout;
    this.dir = checkout.dir;
    this.branch = checkout.branch;
    this.remoteUrl = prepared.remoteUrl;
    this.#target =
      prepared.remoteUrl === null
        ? null
        : {
            ...checkout,
            url: prepared.remoteUrl,
            rescueId: prepared.rescueId,
            rescueDir: prepared.rescueDir,
            transportConfig: prepared.transportConfig,
          };
    this.#secrets = prepared.secrets;
    this.#rescueId = prepared.rescueId;
    this.#lastSaved = prepared.lastSaved;
    this.#remoteHead = prepared.remoteHead;
    this.#roundStart = prepared.head;
    this.#roundBranches = prepared.branchTips;
    this.#gitDirSnapshot = prepared.gitDirSnapshot;
    this.#remoteSeenAt = prepared.remoteSeenAt;
    this.#remoteFreshMs = remoteFreshMs;
  }

  /**
   * Check out the run's branch, resumed or created, and hold it for the run: see
   * {@link prepareCheckout} (`prepare.ts`) for what is read, checked and done.
   * @throws GitError (its `reason` names the cause: `missing-ref`, `dirty`, `diverged`,
   *   `agent-alive`, `failed`) and Error when no git is found outside the folders the agent can write.
   * @param probe what {@link Workspace.probe} read with the same options, earlier (default: read now).
   */
  static async prepare(options: PrepareOptions, probe?: Promise<CheckoutProbe>): Promise<PreparedWorkspace> {
    const prepared = await prepareCheckout(options, probe);
    return {
      workspace: new Workspace(prepared, options.remoteFreshMs ?? REMOTE_FRESH_MS),
      resumed: prepared.resumed,
      baseSha: prepared.baseSha,
      headSha: prepared.head,
    };
  }

  /**
   * Read the checkout without changing it or contacting a remote (see {@link probeCheckout}), ahead
   * of {@link Workspace.prepare}: e.g. while the run is not admitted yet (issue 20).
   * @throws GitError (`missing-ref`) when the directory is not a git checkout, and Error when no git
   *   is found outside the folders the agent can write.
   */
  static probe(options: ProbeOptions): Promise<CheckoutProbe> {
    return probeCheckout(options);
  }

  /** The commit HEAD points at (40 hex chars). */
  async headSha(): Promise<string> {
    return this.#checkout.git.revParse("HEAD");
  }

  /**
   * Whether the branch's tree differs from commit `sha`'s (e.g. the base branch's head): a
   * `complete` run whose branch does not differ has nothing to propose in a pull request.
   * @throws GitError when a commit is unknown.
   */
  async differsFrom(sha: string): Promise<boolean> {
    return this.#checkout.git.treesDiffer(sha, "HEAD");
  }

  /**
   * Take in commits people pushed to the branch since the last look: fetch it and
   * fast-forward to it (local commits not pushed yet are rebased onto it). No fetch when a network
   * command showed the branch less than `remoteFreshMs` ago (see {@link REMOTE_FRESH_MS}): prepare's
   * listing before round 1, the previous save's push before the next; a person's push since is
   * taken in by the next save, whose push is leased on the head seen. `arrived` lists
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
    await putBackGitDir(this.#checkout, this.#gitDirSnapshot, this.#pendingNotes);
    if (this.#target === null) return { kind: "synced", arrived: [] };
    const seenAt = performance.now();
    if (this.#remoteSeenAt === null || seenAt - this.#remoteSeenAt >= this.#remoteFreshMs) {
      const taken = await takeIn(this.#target, this.#lastSaved, this.#roundStart);
      if (taken.kind === "conflict") return { kind: "conflict", reason: taken.reason };
      this.#remoteHead = taken.kind === "synced" ? taken.remote : null;
      this.#remoteSeenAt = seenAt;
      if (taken.kind === "synced") {
        this.#arrived = mergeArrived(this.#arrived, taken.taken);
        // Nothing moved since the previous save or prepare listed the branch tips (no agent ran
        // since): that listing still holds, and a git process is saved (issue 20).
        const moved = taken.remote !== this.#lastSaved || taken.head !== this.#roundStart;
        this.#lastSaved = taken.remote;
        if (moved) await this.#startRound(taken.head);
      }
    }
    const arrived = this.#arrived;
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
   *       tip (`mergeTrees` in `git-merge.ts`: a file only one side changed takes that change; lines both
   *       changed are merged, the agent's winning where they overlap; the agent's deletions count;
   *       a file one side renamed takes the other side's changes along)
   *       and committed as one commit of the bot's on the tip (none when they change nothing and
   *       the tip holds no commit of the agent's); its rewritten commits themselves are left out.
   *       The run's branch is checked out there, index and files as the commit has them. Where one
   *       side holds a file and the other a folder with files at the same path, no tree holds both:
   *       the round is the agent's tree on its own HEAD, kept like a conflict with people's commits
   *       (the side branch, else a bundle file; local only, a side branch of the checkout; `unpushed`
   *       of kind `conflict` names the paths), and the run's branch goes back to the tip;
   * 4. the run's branch is checked out and holds the round; nothing is force-pushed;
   * 5. a round that added conflict markers (`git diff --check` from the round's start) fails
   *    (`failure` names the files) and is not pushed to the run's branch: a resumed run would start
   *    from a broken tree. It is kept like a refused round (the side branch, else a bundle file;
   *    `unpushed` of kind `failed`), and the local branch goes back to the round's start (the last
   *    good round), unless the round could not be kept anywhere. Local only (`push: false`), it stays
   *    on the local branch as any round;
   * 6. push the round without force, on the condition that the branch is where the bot last saw
   *    it (a lease: the round builds on that commit, so the push is a fast-forward); when the
   *    branch moved meanwhile, fetch it, rebase the round onto commits people pushed, and push
   *    again (see `publishRound`). A branch that refuses the round (or commits that conflict with it)
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
    const checkout = this.#checkout;
    const notes: string[] = this.#pendingNotes.splice(0);
    // First of all: no git command may run with what the agent wrote into the git directory.
    await putBackGitDir(checkout, this.#gitDirSnapshot, notes);
    const text = formatCommitMessage(message, round, this.#secrets, trailers);
    const merging = await putRight(checkout, notes);
    const embedded = await stage(checkout, notes);
    const staged = await dropGitlinks(checkout, this.#lastSaved, notes, embedded);
    const start = this.#roundStart;
    const { head, clash } = await commitRound(
      checkout,
      { start, branches: this.#roundBranches },
      { message: text, withTrailers: trailers.length > 0, merging, staged },
      notes,
    );
    if (clash !== null) return this.#keepApart(round, head, clash, notes);
    const marked = await conflictMarkers(checkout.git, start, head);
    const failure = marked.length > 0 ? `unresolved conflict markers in ${marked.join(", ")}` : null;
    if (failure !== null && this.#target !== null) {
      const reason = `round ${round} left ${failure}`;
      const unpushed = await keepUnpushed(this.#target, { kind: "failed", reason, files: marked, round, head, network: true });
      // Kept elsewhere: the run's branch goes back to the last good round, as the remote has it.
      if (unpushed.kept !== null) await checkout.git.run(["reset", "--hard", "--quiet", start]);
      await this.#startRound(unpushed.kept !== null ? start : head);
      return { sha: head, changed: head !== start, notes, failure, unpushed };
    }
    if (this.#target === null) {
      // Local only: the round stays on the local branch, which from now on must keep containing it (as a pushed round).
      this.#lastSaved = head;
      await this.#startRound(head);
      return { sha: head, changed: head !== start, notes, failure, unpushed: null };
    }
    const pushedAt = performance.now();
    const published = await publishRound(this.#target, { round, head, lastSaved: this.#lastSaved, remoteHead: this.#remoteHead });
    if (published.unpushed === null) {
      this.#lastSaved = published.sha;
      this.#remoteHead = published.sha;
      this.#remoteSeenAt = pushedAt;
      this.#arrived = mergeArrived(this.#arrived, published.arrived);
    } else {
      // The branch did not take the round: what it holds now is for the next sync's fetch to find.
      this.#remoteSeenAt = null;
    }
    await this.#startRound(published.sha);
    return { sha: published.sha, changed: head !== start, notes, failure, unpushed: published.unpushed };
  }

  /**
   * Keep a round whose own changes clash with the branch (see `RoundCommitted`) apart, as a
   * conflict: on the side branch (else in a bundle file), or, local only, on a side branch of the
   * checkout; the run's branch goes back to its tip before the save, unless the round could not be kept.
   */
  async #keepApart(round: number, head: string, clash: { paths: string[]; tip: string }, notes: string[]): Promise<SavedRound> {
    const git = this.#checkout.git;
    const { paths, tip } = clash;
    const reason = clashReason(round, this.branch, paths);
    let unpushed: UnpushedRound;
    if (this.#target !== null)
      unpushed = await keepUnpushed(this.#target, { kind: "conflict", reason, files: paths, round, head, network: true });
    else {
      const side = rescueBranch(this.branch, this.#rescueId, round);
      await git.run(["branch", "--force", "--no-track", side, head]);
      unpushed = { kind: "conflict", reason: `${reason}; the round is kept on the local branch "${side}"`, files: paths, kept: null };
    }
    const back = this.#target === null || unpushed.kept !== null;
    if (back) await git.run(["reset", "--hard", "--quiet", tip]);
    await this.#startRound(back ? tip : head);
    return { sha: head, changed: true, notes, failure: null, unpushed };
  }

  /** Remember where the next round starts: its head, and the commits the branches point at before its agent runs. */
  async #startRound(head: string): Promise<void> {
    this.#roundStart = head;
    this.#roundBranches = await this.#checkout.git.branchTips();
  }
}
