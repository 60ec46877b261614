/**
 * Preparing the run's branch in a checkout (design contract: "GitHub side"): the bot's own git
 * found and pinned to a copy of the global configuration, the branch names checked, the tree
 * clean, the branch resumed from `origin` (never clobbered) or created from the base branch, and
 * the git directory's guarded files and transport configuration taken as they are now.
 */
import { realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { DEFAULT_IDENTITY, REMOTE, type Checkout } from "./checkout.js";
import { pinGlobalConfig, snapshotGitDir, type GitDirSnapshot } from "./git-dir-guard.js";
import { agentWritableFolders, resolveGitProgram, type GitProgram } from "./git-program.js";
import { GitError } from "./git-error.js";
import { privateFolder } from "./private-folders.js";
import { isPlainBranchName, lacksBranchRef, readBranchRef, readLooseRef } from "./git-refs.js";
import type { TransportRetry } from "./git-retry.js";
import { Git, type GitIdentity } from "./git.js";
import { rescueBranch } from "./publish.js";
import { remoteHeads, type ListedHeads } from "./remote-heads.js";
import { checkBeforeNetwork, plainRemoteUrl, transportEntries, type TransportConfig } from "./transport.js";

/** Options of `Workspace.prepare` ({@link prepareCheckout}). */
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
   * base branch; `Workspace.sync` finds nothing new; each round is committed on the branch
   * and never pushed (`unpushed` stays null: the branch took it).
   */
  push?: boolean;
  /**
   * How long (ms) the remote branch's head, as a network command last showed it (prepare's
   * listing, a fetch, a push the branch took), is trusted by `Workspace.sync` instead of a fetch;
   * default {@link REMOTE_FRESH_MS}; 0 fetches before every round.
   */
  remoteFreshMs?: number;
  /**
   * origin's heads of the run's branch and its base as another source listed them (the action:
   * GitHub's REST API, read while the sender's permission is checked), taken instead of `git
   * ls-remote` when they name the same repository as origin's URL and the same two branches; a
   * listing that rejects, or one of another repository or other branches, is not used (git lists
   * then). A branch the listing missed because it was pushed a moment later is taken in by the
   * first round's push, leased on the branch being absent.
   */
  listed?: Promise<ListedHeads>;
}

/**
 * How long (ms) the bot trusts the remote branch's head it last saw before a round without a fetch
 * (issue 20). Between a save's push and the next round only the round is reported (a comment, an
 * edit, one read of new comments: under a second, a few with GitHub's pacing), so a fetch there
 * would see a person's push only inside that window; the next save's push is leased on the head
 * the bot saw and takes such a push in anyway (rebasing the round onto it), as it does for every
 * push made while an agent works. A longer pause (a rate limit's wait, a slow step) passes the
 * window, and the next sync fetches.
 */
export const REMOTE_FRESH_MS = 10_000;

/** What {@link prepareCheckout} found and did, for the workspace to hold. */
export interface PreparedCheckout {
  checkout: Checkout;
  /** `origin`'s URL as read now; null when local only (`push: false`). */
  remoteUrl: string | null;
  rescueId: string;
  rescueDir: string;
  /** Redacted from commit messages: the token and the secrets given to prepare. */
  secrets: readonly string[];
  /** The last commit known to be on the remote branch; for a branch the remote lacks, the head. */
  lastSaved: string;
  /** The remote branch's head now; null when the remote has no such branch or the workspace is local only. */
  remoteHead: string | null;
  /** When (`performance.now()`, ms) the remote's heads were listed; null when local only. */
  remoteSeenAt: number | null;
  /** The branch head after prepare. */
  head: string;
  /** The commits the local and remote-tracking branches point at now. */
  branchTips: readonly string[];
  /** Transport configuration now (only tracked when a token is used). */
  transportConfig: TransportConfig | null;
  /** The guarded files of the git directory now. */
  gitDirSnapshot: GitDirSnapshot;
  /** True when the branch already existed (on the remote, or only locally) and was checked out as it was. */
  resumed: boolean;
  /** The base branch's head now; null when the remote has no such branch and the checkout is not on it. */
  baseSha: string | null;
}

/**
 * What {@link probeCheckout} needs: the options of {@link prepareCheckout} that do not name the
 * run's branches or commits.
 */
export type ProbeOptions = Omit<PrepareOptions, "branch" | "baseBranch" | "secrets" | "author" | "rescueId" | "remoteFreshMs" | "listed">;

/**
 * The checkout as {@link probeCheckout} read it: where git's directories are, the bot's git set up
 * for it, and the answers still on their way (each settles once; a rejection is thrown where
 * {@link prepareCheckout} awaits it, in its order).
 */
export interface CheckoutProbe {
  git: Git;
  gitDir: string;
  commonDir: string;
  /** `rescueDir` resolved (see {@link PrepareOptions.rescueDir}). */
  rescueDir: string;
  /** The bot's private folder (see `privateFolder`), holding its copy of the global configuration. */
  privateDir: string;
  /** `origin`'s URL; null when local only. Rejects (`missing-ref`) when there is no `origin`. */
  remoteUrl: Promise<string | null>;
  /** Transport configuration now; null when no token is used. */
  transportConfig: Promise<TransportConfig | null>;
  /** The paths `git status --porcelain` lists: changes not committed. */
  dirty: Promise<string[]>;
}

/**
 * Reads the checkout without changing it or contacting a remote (issue 20: the action reads it
 * while the sender's permission is checked, before any run is admitted): the checkout's top and git
 * directories, the bot's git found outside the folders the agent can write and pinned to a copy of
 * the global configuration, and, asked at once, `origin`'s URL, the transport configuration (no
 * agent has run yet: what is read now may be remembered) and the tree's state. Nothing here runs
 * a network command, so the leftover guard (`beforeNetwork`) is not run either.
 * @throws GitError (`missing-ref`) when the directory is not a git checkout.
 * @throws Error when no git is found outside the folders the agent can write.
 */
export async function probeCheckout(options: ProbeOptions): Promise<CheckoutProbe> {
  const trustedGit = (checkout: string): GitProgram =>
    options.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve(checkout)]));
  const rescueDir = resolve(options.rescueDir ?? tmpdir());
  // Every command of the bot, from the first, reads the global configuration as it is now.
  const privateDir = await privateFolder(rescueDir);
  const globalConfig = await pinGlobalConfig(privateDir);
  const probeProgram = trustedGit(options.dir);
  const probe = new Git(options.dir, { program: probeProgram, token: options.token, globalConfig });
  // One process answers all three, a line each (issue 20).
  const where = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--path-format=absolute", "--git-common-dir"];
  const found = await probe.run(where, { allowFailure: true });
  const [top = "", gitDir = "", commonDir = ""] = found.stdout.split("\n");
  if (found.exitCode !== 0 || top === "" || gitDir === "" || commonDir === "") {
    const explanation = `${options.dir} is not a git checkout`;
    throw probe.commandError(where, { ...found, exitCode: found.exitCode || 1 }, { explanation, reason: "missing-ref" });
  }
  // The configuration as it was before the first network command, which the hook then checks against it.
  let transportSnapshot: TransportConfig | null = null;
  const git: Git = new Git(top, {
    // The checkout's top may lie above `dir`: none of it may hold the git the bot runs.
    program: top === (await realpath(options.dir).catch(() => null)) ? probeProgram : trustedGit(top),
    token: options.token,
    workTree: top,
    gitDir,
    commonDir,
    globalConfig,
    ...(options.env !== undefined ? { env: options.env } : {}),
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
    beforeNetwork: (args) => checkBeforeNetwork(git, args, options.beforeNetwork, transportSnapshot),
  });
  const transportConfig = git.hasToken
    ? transportEntries(git, { remember: true }).then((config) => (transportSnapshot = config))
    : Promise.resolve(null);
  // The configuration just read names the remote's URL unless something rewrites it: then git is asked.
  const remoteUrl =
    (options.push ?? true)
      ? transportConfig.then((config) => (config !== null ? plainRemoteUrl(config, REMOTE) : null) ?? git.remoteUrl(REMOTE))
      : Promise.resolve(null);
  const dirty = git.statusPorcelain();
  // Each is awaited by prepareCheckout, unless an earlier refusal is thrown first: that one is the run's error.
  for (const asked of [remoteUrl, transportConfig, dirty]) asked.catch(() => undefined);
  return { git, gitDir, commonDir, rescueDir, privateDir, remoteUrl, transportConfig, dirty };
}

/**
 * Check out the run's branch: resume `origin/<branch>` when it exists (never clobbering
 * it), otherwise create the branch from `origin/<baseBranch>` — or from HEAD when the
 * remote lacks the base branch and the checkout is on it. Works in shallow clones and
 * in detached HEAD. Fetches only the two branches it needs. Local only (`push: false`): no
 * remote is read; the branch is resumed when it exists locally, otherwise created from the
 * local base branch.
 *
 * Throws `GitError` when: the directory is not a git checkout or (unless local only) has
 * no `origin` (`missing-ref`); a branch name is invalid or the branch equals the base; the tree has
 * uncommitted changes (`dirty` — they would otherwise be committed and pushed as the
 * first round's work); the base branch cannot be found (`missing-ref`); a local branch of
 * the same name has diverged from the remote one (`diverged`); the rescue id does not make
 * a valid branch name; `beforeNetwork` rejects (`agent-alive`); or a git command fails.
 * @throws Error when no git is found outside the folders the agent can write.
 * @param probe what {@link probeCheckout} read of the checkout, with the same options (default:
 *   read now).
 */
export async function prepareCheckout(
  options: PrepareOptions,
  probe: Promise<CheckoutProbe> = probeCheckout(options),
): Promise<PreparedCheckout> {
  const { branch, baseBranch } = options;
  // Awaited after the probe: a listing that failed meanwhile is not an unhandled rejection.
  options.listed?.catch(() => undefined);
  const { git, gitDir, commonDir, rescueDir, privateDir, ...asked } = await probe;
  const rescueId = options.rescueId ?? String(Math.floor(Date.now() / 1000));
  await checkBranchNames(git, [branch, baseBranch, rescueBranch(branch, rescueId, 1)]);
  if (branch === baseBranch) {
    throw new GitError(`the run's branch "${branch}" must differ from the base branch`, { command: "", exitCode: null, stderrTail: "" });
  }

  const remoteUrl = await asked.remoteUrl;
  const transportConfig = await asked.transportConfig;
  refuseDirty(await asked.dirty);

  const listing = remoteUrl !== null ? await remoteHeads(git, remoteUrl, [branch, baseBranch], options.listed) : null;
  const heads = await branchHeads(git, { branch, baseBranch, remoteUrl, gitDir, commonDir }, listing?.heads ?? new Map());
  const resumed = await checkOutBranch(git, { branch, baseBranch, remoteUrl, gitDir, commonDir }, heads);

  // HEAD is the commit it was just checked out at, which its file tells without a process.
  const known = [heads.remoteBranch, heads.localBranch, heads.remoteBase, heads.localBase].filter((sha): sha is string => sha !== null);
  const head = (await git.refAt("HEAD", known)) ?? (await git.revParse("HEAD"));
  return {
    checkout: { git, dir: git.dir, gitDir, branch, identity: options.author ?? DEFAULT_IDENTITY, privateDir },
    remoteUrl,
    rescueId,
    rescueDir,
    secrets: [...(options.token !== null ? [options.token] : []), ...(options.secrets ?? [])],
    // Local commits ahead of the remote branch are not on the remote yet: the next save pushes them.
    lastSaved: heads.remoteBranch ?? head,
    remoteHead: heads.remoteBranch,
    remoteSeenAt: listing?.seenAt ?? null,
    head,
    branchTips: await git.branchTips(),
    transportConfig,
    // Taken last: prepare's own commands may write the configuration (e.g. a branch's upstream).
    gitDirSnapshot: snapshotGitDir(gitDir, commonDir),
    resumed,
    baseSha: heads.baseSha,
  };
}

/** The run's branch, its base, and where the checkout keeps its refs. */
interface RunBranches {
  branch: string;
  baseBranch: string;
  /** null when local only. */
  remoteUrl: string | null;
  gitDir: string;
  commonDir: string;
}

/** The run's branch and its base on the remote and in the checkout (null: absent), and the checked-out branch. */
interface BranchHeads {
  remoteBranch: string | null;
  remoteBase: string | null;
  localBranch: string | null;
  localBase: string | null;
  current: string | null;
  /** The base branch's head; null when the remote has no such branch and the checkout is not on it. */
  baseSha: string | null;
}

/** @throws GitError naming the first of `names` that is not a valid branch name. */
async function checkBranchNames(git: Git, names: readonly string[]): Promise<void> {
  // The names' checks go out while the probe's answers arrive; each is judged in this order, so
  // the first refusal is the same as one by one. A name in the plain form git takes as it is needs no process.
  const checks = names
    .filter((name) => !isPlainBranchName(name))
    .map((name) => ({ name, asked: git.run(["check-ref-format", "--branch", name], { allowFailure: true }) }));
  for (const { asked: check } of checks) check.catch(() => undefined);
  for (const { name, asked: answer } of checks) {
    const check = await answer;
    // `--branch` also expands shorthands such as `@{-1}`; only a name that stays itself is accepted.
    if (check.exitCode !== 0 || check.stdout.trim() !== name) {
      throw git.commandError(
        ["check-ref-format", "--branch", name],
        { ...check, exitCode: check.exitCode || 1 },
        { explanation: `"${name}" is not a valid branch name` },
      );
    }
  }
}

/** @throws GitError (`dirty`) when `git status` listed changes not committed. */
function refuseDirty(dirty: readonly string[]): void {
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
  throw new GitError(
    `the workspace has uncommitted changes (${shown}); commit, stash or remove them first — otherwise they would be committed as the first round's work`,
    { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" },
  );
}

/** Fetch the remote's `heads` into their remote-tracking branches, then read both branches' heads. */
async function branchHeads(git: Git, names: RunBranches, heads: ReadonlyMap<string, string>): Promise<BranchHeads> {
  const { branch, baseBranch, remoteUrl, commonDir } = names;
  // A remote-tracking branch already at the commit the remote named needs no fetch: the
  // usual base branch of a fresh checkout, which actions/checkout fetched a moment ago.
  const refspecs: string[] = [];
  for (const [name, sha] of heads) {
    const tracking = `refs/remotes/${REMOTE}/${name}`;
    if (readBranchRef(commonDir, tracking) !== sha) refspecs.push(`+refs/heads/${name}:${tracking}`);
  }
  if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);

  const remoteBranch = heads.get(branch) ?? null;
  const remoteBase = heads.get(baseBranch) ?? null;
  const current = await git.currentBranch();
  // A new run's branch is usually absent locally, which the ref files tell without a process.
  const localBranch = lacksBranchRef(commonDir, `refs/heads/${branch}`) ? null : await git.tryRevParse(`refs/heads/${branch}`);
  // Local only, the base is the local branch of that name.
  const localBase = remoteUrl === null ? await git.tryRevParse(`refs/heads/${baseBranch}`) : null;
  const baseSha = remoteBase ?? localBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);
  return { remoteBranch, remoteBase, localBranch, localBase, current, baseSha };
}

/** Check out the run's branch, resumed or created (see {@link prepareCheckout}); true when resumed. */
async function checkOutBranch(git: Git, names: RunBranches, heads: BranchHeads): Promise<boolean> {
  const { branch } = names;
  const { remoteBranch, localBranch } = heads;
  if (remoteBranch !== null) {
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
    return true;
  }
  if (localBranch !== null) {
    // Never pushed yet (e.g. every push of an earlier local run failed): resume it as it is.
    await git.checkout([branch, "--"]);
    return true;
  }
  await createBranch(git, names, heads);
  return false;
}

/** Create the run's branch from the base: the remote's, else the local branch, else HEAD when the checkout is on it. */
async function createBranch(git: Git, names: RunBranches, heads: BranchHeads): Promise<void> {
  const { branch, baseBranch, remoteUrl, gitDir, commonDir } = names;
  const { remoteBase, localBase, current } = heads;
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
  // HEAD already at the start's commit (a fresh checkout of the base branch): the branch is made
  // there without a start point, so git leaves the clean index and tree alone (issue 20).
  const startSha = start === "HEAD" ? null : (remoteBase ?? localBase);
  const atStart = startSha === null || readLooseRef(gitDir, commonDir, "HEAD") === startSha;
  await git.checkout(atStart ? ["--no-track", "-b", branch, "--"] : ["--no-track", "-b", branch, start, "--"]);
}
