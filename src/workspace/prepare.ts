/** Preparing the run's branch: git found, names and tree checked, the branch resumed or created. */
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

export interface PrepareOptions {
  dir: string;
  branch: string;
  baseBranch: string;
  /** HTTP(S) network commands only; null: the user's own credentials. */
  token: string | null;
  /** Redacted from commit messages besides the token. */
  secrets?: readonly string[];
  author?: GitIdentity;
  rescueId?: string;
  /** A folder the agent cannot write, for bundles and private configuration. */
  rescueDir?: string;
  git?: GitProgram;
  env?: Readonly<Record<string, string>>;
  /** A rejection refuses the command (`agent-alive`). */
  beforeNetwork?: () => Promise<unknown>;
  retry?: TransportRetry;
  /** False: local only. */
  push?: boolean;
  /** 0: fetch every round. */
  remoteFreshMs?: number;
  /** origin's heads from GitHub's REST API, used when they fit. */
  listed?: Promise<ListedHeads>;
}

/** ms the remote head last seen is trusted without a fetch (docs/design.md, 'How a run goes'). */
export const REMOTE_FRESH_MS = 10_000;

export interface PreparedCheckout {
  checkout: Checkout;
  remoteUrl: string | null;
  rescueId: string;
  rescueDir: string;
  secrets: readonly string[];
  /** Last commit known on the remote branch; the head when it has none. */
  lastSaved: string;
  remoteHead: string | null;
  /** `performance.now()` ms of the listing; null when local only. */
  remoteSeenAt: number | null;
  head: string;
  branchTips: readonly string[];
  transportConfig: TransportConfig | null;
  gitDirSnapshot: GitDirSnapshot;
  resumed: boolean;
  baseSha: string | null;
}

export type ProbeOptions = Omit<PrepareOptions, "branch" | "baseBranch" | "secrets" | "author" | "rescueId" | "remoteFreshMs" | "listed">;

export interface CheckoutProbe {
  git: Git;
  gitDir: string;
  commonDir: string;
  rescueDir: string;
  privateDir: string;
  /** null when local only; rejects (`missing-ref`) when there is no `origin`. */
  remoteUrl: Promise<string | null>;
  transportConfig: Promise<TransportConfig | null>;
  dirty: Promise<string[]>;
}

/**
 * Reads the checkout without changing it or contacting a remote.
 * @throws GitError (`missing-ref`) when it is not a git checkout; Error when no git is found outside the agent's folders.
 */
export async function probeCheckout(options: ProbeOptions): Promise<CheckoutProbe> {
  const trustedGit = (checkout: string): GitProgram =>
    options.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve(checkout)]));
  const rescueDir = resolve(options.rescueDir ?? tmpdir());
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
  let transportSnapshot: TransportConfig | null = null;
  const git: Git = new Git(top, {
    // The top may lie above `dir`: none of it may hold the bot's git.
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
  const remoteUrl =
    (options.push ?? true)
      ? transportConfig.then((config) => (config !== null ? plainRemoteUrl(config, REMOTE) : null) ?? git.remoteUrl(REMOTE))
      : Promise.resolve(null);
  const dirty = git.statusPorcelain();
  // Awaited later unless an earlier refusal, the run's error, comes first.
  for (const asked of [remoteUrl, transportConfig, dirty]) asked.catch(() => undefined);
  return { git, gitDir, commonDir, rescueDir, privateDir, remoteUrl, transportConfig, dirty };
}

/**
 * Checks out the run's branch: resumed from `origin` (never clobbered), else created from the base.
 * @throws GitError (`missing-ref`, `dirty`, `diverged`, `agent-alive`, `failed`); Error when no git is found.
 */
export async function prepareCheckout(
  options: PrepareOptions,
  probe: Promise<CheckoutProbe> = probeCheckout(options),
): Promise<PreparedCheckout> {
  const { branch, baseBranch } = options;
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
    // Last: prepare's own commands may write the configuration.
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

interface BranchHeads {
  remoteBranch: string | null;
  remoteBase: string | null;
  localBranch: string | null;
  localBase: string | null;
  current: string | null;
  baseSha: string | null;
}

/** @throws GitError naming the first invalid name. */
async function checkBranchNames(git: Git, names: readonly string[]): Promise<void> {
  const checks = names
    .filter((name) => !isPlainBranchName(name))
    .map((name) => ({ name, asked: git.run(["check-ref-format", "--branch", name], { allowFailure: true }) }));
  for (const { asked: check } of checks) check.catch(() => undefined);
  for (const { name, asked: answer } of checks) {
    const check = await answer;
    // `--branch` expands `@{-1}`: the name must stay itself.
    if (check.exitCode !== 0 || check.stdout.trim() !== name) {
      throw git.commandError(
        ["check-ref-format", "--branch", name],
        { ...check, exitCode: check.exitCode || 1 },
        { explanation: `"${name}" is not a valid branch name` },
      );
    }
  }
}

function refuseDirty(dirty: readonly string[]): void {
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
  // An install's folders are untracked: ignoring them is the fix, not committing them.
  const ignore = dirty.some((entry) => entry.startsWith("?? "))
    ? "; files a tool made (a .venv, node_modules) can be listed in .gitignore or .git/info/exclude instead"
    : "";
  throw new GitError(
    `the workspace has uncommitted changes (${shown}); commit, stash or remove them first — otherwise they would be committed as the first round's work${ignore}`,
    { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" },
  );
}

async function branchHeads(git: Git, names: RunBranches, heads: ReadonlyMap<string, string>): Promise<BranchHeads> {
  const { branch, baseBranch, remoteUrl, commonDir } = names;
  // A tracking branch at the remote's commit (as actions/checkout leaves it) needs no fetch.
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

/** true when resumed. */
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
  // No start point when HEAD is there: git leaves index and tree alone.
  const startSha = start === "HEAD" ? null : (remoteBase ?? localBase);
  const atStart = startSha === null || readLooseRef(gitDir, commonDir, "HEAD") === startSha;
  await git.checkout(atStart ? ["--no-track", "-b", branch, "--"] : ["--no-track", "-b", branch, start, "--"]);
}
