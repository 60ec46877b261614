/** The run's branch in a git checkout: prepared, synced and saved round by round, never force-pushed. */
import type { CommitTrailer } from "../core/commit-message.js";
import type { ArrivedCommit, SavedRound, SyncResult, UnpushedRound, WorkspacePort } from "../core/ports.js";
import type { Checkout } from "./checkout.js";
import type { GitDirSnapshot } from "./git-dir-guard.js";
import { formatCommitMessage } from "./message.js";
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

export interface PreparedWorkspace {
  workspace: Workspace;
  resumed: boolean;
  baseSha: string | null;
  headSha: string;
}

export class Workspace implements WorkspacePort {
  readonly dir: string;
  readonly branch: string;
  /** The only URL fetched from and pushed to; null when local only. */
  readonly remoteUrl: string | null;
  readonly #checkout: Checkout;
  readonly #target: PushTarget | null;
  readonly #secrets: readonly string[];
  readonly #rescueId: string;
  /** Last commit known on the remote branch: the branch must keep containing it. */
  #lastSaved: string;
  /** As last seen (null: absent): the next push is leased on it. */
  #remoteHead: string | null;
  #roundStart: string;
  /** What these tips reach is not the agent's work. */
  #roundBranches: readonly string[];
  /** Commits a save rebased onto, for the next sync to report. */
  #arrived: ArrivedCommit[] = [];
  readonly #gitDirSnapshot: GitDirSnapshot;
  #pendingNotes: string[] = [];
  /** `performance.now()` ms it was seen there; null: unknown. */
  #remoteSeenAt: number | null;
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

  /** @throws GitError, Error as {@link prepareCheckout}. */
  static async prepare(options: PrepareOptions, probe?: Promise<CheckoutProbe>): Promise<PreparedWorkspace> {
    const prepared = await prepareCheckout(options, probe);
    return {
      workspace: new Workspace(prepared, options.remoteFreshMs ?? REMOTE_FRESH_MS),
      resumed: prepared.resumed,
      baseSha: prepared.baseSha,
      headSha: prepared.head,
    };
  }

  static probe(options: ProbeOptions): Promise<CheckoutProbe> {
    return probeCheckout(options);
  }

  get pushes(): boolean {
    return this.#target !== null;
  }

  async headSha(): Promise<string> {
    return this.#checkout.git.revParse("HEAD");
  }

  async differsFrom(sha: string): Promise<boolean> {
    return this.#checkout.git.treesDiffer(sha, "HEAD");
  }

  /**
   * Takes in commits people pushed, unless seen within `remoteFreshMs`; `conflict` when rewritten or conflicting.
   * @throws GitError (`config-changed`, `agent-alive`, `failed`)
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
        // Nothing moved: the listed tips still hold.
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
   * Commits the round and pushes it without force, or keeps it on a side branch or in a bundle.
   * @throws GitError only when the round could not be committed; every later failure is in `unpushed`.
   */
  async saveRound(round: number, message: string, trailers: readonly CommitTrailer[] = []): Promise<SavedRound> {
    const checkout = this.#checkout;
    const notes: string[] = this.#pendingNotes.splice(0);
    // First: nothing the agent wrote into the git directory may run.
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
      // Kept elsewhere: the branch goes back to the last good round.
      if (unpushed.kept !== null) await checkout.git.run(["reset", "--hard", "--quiet", start]);
      await this.#startRound(unpushed.kept !== null ? start : head);
      return { sha: head, changed: head !== start, notes, failure, unpushed };
    }
    if (this.#target === null) {
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
      // Not taken: the next sync fetches.
      this.#remoteSeenAt = null;
    }
    await this.#startRound(published.sha);
    return { sha: published.sha, changed: head !== start, notes, failure, unpushed: published.unpushed };
  }

  /** Keeps a clashing round apart; the branch goes back to its tip once it is kept. */
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

  async #startRound(head: string): Promise<void> {
    this.#roundStart = head;
    this.#roundBranches = await this.#checkout.git.branchTips();
  }
}
