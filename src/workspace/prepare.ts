/** Preparing the run's branch: the bot's git found, the names and the tree checked, the branch resumed or created. */
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
  dir: string;
  branch: string;
  baseBranch: string;
  /** For HTTP(S) remotes, network commands only; null: the user's own credentials. */
  token: string | null;
  /** Redacted from commit messages besides the token. */
  secrets?: readonly string[];
  author?: GitIdentity;
  /** Names the side branches `<branch>-rescue-<rescueId>-<round>`; default the Unix time. */
  rescueId?: string;
  /** For bundles and the bot's private configuration: a folder the agent cannot write. */
  rescueDir?: string;
  /** Default: found on the `PATH` entries the agent cannot write. */
  git?: GitProgram;
  /** Added to every git command (the run's marker). */
  env?: Readonly<Record<string, string>>;
  /** Awaited before each network command; a rejection refuses it (`agent-alive`). */
  beforeNetwork?: () => Promise<unknown>;
  /** Retries of transient network failures (default: up to 10 minutes). */
  retry?: TransportRetry;
  /** False: local only, nothing read from or pushed to a remote. Default true. */
  push?: boolean;
  /** How long (ms) the head last seen is trusted instead of a fetch; 0: fetch every round. */
  remoteFreshMs?: number;
  /** origin's heads as GitHub's REST API listed them, used when of the same repository and branches. */
  listed?: Promise<ListedHeads>;
}

/**
 * How long (ms) the remote branch's head last seen is trusted before a round without a fetch: the next
 * push is leased on it and takes a person's push in anyway (docs/architecture.md).
 */
export const REMOTE_FRESH_MS = 10_000;

/** What {@link prepareCheckout} found and did, for the workspace to hold. */
export interface PreparedCheckout {
  checkout: Checkout;
  remoteUrl: string | null;
  rescueId: string;
  rescueDir: string;
  secrets: readonly string[];
  /** The last commit known on the remote branch; for a branch the remote lacks, the head. */
  lastSaved: string;
  /** null when the remote has no such branch or the workspace is local only. */
  remoteHead: string | null;
  /** When (`performance.now()`, ms) the remote's heads were listed; null when local only. */
  remoteSeenAt: number | null;
  head: string;
  branchTips: readonly string[];
  transportConfig: TransportConfig | null;
  gitDirSnapshot: GitDirSnapshot;
  resumed: boolean;
  baseSha: string | null;
}

/** The options of {@link prepareCheckout} that do not name the run's branches or commits. */
export type ProbeOptions = Omit<PrepareOptions, "branch" | "baseBranch" | "secrets" | "author" | "rescueId" | "remoteFreshMs" | "listed">;

/** The checkout as {@link probeCheckout} read it, some answers still on their way. */
export interface CheckoutProbe {
  git: Git;
  gitDir: string;
  commonDir: string;
  rescueDir: string;
  privateDir: string;
  /** null when local only; rejects (`missing-ref`) when there is no `origin`. */
  remoteUrl: Promise<string | null>;
  transportConfig: Promise<TransportConfig | null>;
  /** Changes not committed, as `git status --porcelain` lists them. */
  dirty: Promise<string[]>;
}

/**
 * Read the checkout without changing it or contacting a remote: its directories, the bot's git, and (asked
 * at once) `origin`'s URL, the transport configuration and the tree's state.
 * @throws GitError (`missing-ref`) when it is not a git checkout; Error when no git is found outside the agent's folders.
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
  const where = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--path-format=absolute", "--git-common-dir"];
  const found = await probe.run(where, { allowFailure: true });
  const [top = "", gitDir = "", commonDir = ""] = found.stdout.split("\n");
  if (found.exitCode !== 0 || top === "" || gitDir === "" || commonDir === "") {
    const explanation = `${options.dir} is not a git checkout`;
    throw probe.commandError(where, { ...found, exitCode: found.exitCode || 1 }, { explanation, reason: "missing-ref" });
  }
  // The configuration before the first network command, which the hook checks against.
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
  // The configuration names the remote's URL unless something rewrites it: then git is asked.
  const remoteUrl =
    (options.push ?? true)
      ? transportConfig.then((config) => (config !== null ? plainRemoteUrl(config, REMOTE) : null) ?? git.remoteUrl(REMOTE))
      : Promise.resolve(null);
  const dirty = git.statusPorcelain();
  // Awaited by prepareCheckout unless an earlier refusal comes first: that one is the run's error.
  for (const asked of [remoteUrl, transportConfig, dirty]) asked.catch(() => undefined);
  return { git, gitDir, commonDir, rescueDir, privateDir, remoteUrl, transportConfig, dirty };
}

/**
 * Check out the run's branch: resume it from `origin` (never clobbered), else create it from the base
 * branch (or HEAD when the checkout is on it); local only, from the local branches.
 * @throws GitError (`missing-ref`, `dirty`, `diverged`, `agent-alive`, `failed`); Error when no git is found.
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

  // HEAD is the commit just checked out, which its file tells without a process.
  const known = [heads.remoteBranch, heads.localBranch, heads.remoteBase, heads.localBase].filter((sha): sha is string => sha !== null);
  const head = (await git.refAt("HEAD", known)) ?? (await git.revParse("HEAD"));
  return {
    checkout: { git, dir: git.dir, gitDir, branch, identity: options.author ?? DEFAULT_IDENTITY, privateDir },
    remoteUrl,
    rescueId,
    rescueDir,
    secrets: [...(options.token !== null ? [options.token] : []), ...(options.secrets ?? [])],
    // Local commits ahead of the remote branch are pushed by the next save.
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

interface RunBranches {
  branch: string;
  baseBranch: string;
  remoteUrl: string | null;
  gitDir: string;
  commonDir: string;
}

/** The run's branch and its base on the remote and in the checkout (null: absent). */
interface BranchHeads {
  remoteBranch: string | null;
  remoteBase: string | null;
  localBranch: string | null;
  localBase: string | null;
  current: string | null;
  baseSha: string | null;
}

/** @throws GitError naming the first of `names` that is not a valid branch name. */
async function checkBranchNames(git: Git, names: readonly string[]): Promise<void> {
  // Asked at once, judged in order: the first refusal is the same as one by one.
  const checks = names
    .filter((name) => !isPlainBranchName(name))
    .map((name) => ({ name, asked: git.run(["check-ref-format", "--branch", name], { allowFailure: true }) }));
  for (const { asked: check } of checks) check.catch(() => undefined);
  for (const { name, asked: answer } of checks) {
    const check = await answer;
    // `--branch` also expands shorthands such as `@{-1}`: only a name that stays itself is accepted.
    if (check.exitCode !== 0 || check.stdout.trim() !== name) {
      throw git.commandError(
        ["check-ref-format", "--branch", name],
        { ...check, exitCode: check.exitCode || 1 },
        { explanation: `"${name}" is not a valid branch name` },
      );
    }
  }
}

/** @throws GitError (`dirty`): they would be committed as the first round's work. */
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
  // A remote-tracking branch already at the remote's commit (as actions/checkout left it) needs no fetch.
  const refspecs: string[] = [];
  for (const [name, sha] of heads) {
    const tracking = `refs/remotes/${REMOTE}/${name}`;
    if (readBranchRef(commonDir, tracking) !== sha) refspecs.push(`+refs/heads/${name}:${tracking}`);
  }
  if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);

  const remoteBranch = heads.get(branch) ?? null;
  const remoteBase = heads.get(baseBranch) ?? null;
  const current = await git.currentBranch();
  const localBranch = lacksBranchRef(commonDir, `refs/heads/${branch}`) ? null : await git.tryRevParse(`refs/heads/${branch}`);
  const localBase = remoteUrl === null ? await git.tryRevParse(`refs/heads/${baseBranch}`) : null;
  const baseSha = remoteBase ?? localBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);
  return { remoteBranch, remoteBase, localBranch, localBase, current, baseSha };
}

/** Check out the run's branch, resumed or created; true when resumed. */
async function checkOutBranch(git: Git, names: RunBranches, heads: BranchHeads): Promise<boolean> {
  const { branch } = names;
  const { remoteBranch, localBranch } = heads;
  if (remoteBranch !== null) {
    if (localBranch === null || localBranch === remoteBranch || (await git.isAncestor(localBranch, remoteBranch))) {
      await git.checkout(["-B", branch, `refs/remotes/${REMOTE}/${branch}`, "--"]);
    } else if (await git.isAncestor(remoteBranch, localBranch)) {
      // Local commits a failed push left behind: kept, the next save pushes them.
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
    // Never pushed yet: resumed as it is.
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
  // Without a start point when HEAD is already there: git leaves the clean index and tree alone.
  const startSha = start === "HEAD" ? null : (remoteBase ?? localBase);
  const atStart = startSha === null || readLooseRef(gitDir, commonDir, "HEAD") === startSha;
  await git.checkout(atStart ? ["--no-track", "-b", branch, "--"] : ["--no-track", "-b", branch, start, "--"]);
}
