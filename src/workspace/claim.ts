/**
 * The claims that keep one run per issue (docs/design.md#one-run-per-issue): refs on the remote,
 * pushed without force, so that of two workflow runs pushing at once exactly one makes it.
 * `refs/ralph/claims/issue-<N>/run` is the issue's; `…/legs/run-<R>/round-<K>` a leg's;
 * `…/run-<R>/round-<K>` a leg's as earlier releases named it. Each is an empty-tree commit naming
 * its holder; git works in a private repository of its own, never in the agent's workspace.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { agentWritableFolders, resolveGitProgram } from "./git-program.js";
import { Git } from "./git.js";
import type { TransportRetry } from "./git-retry.js";
import { DEFAULT_IDENTITY, REMOTE } from "./checkout.js";

/** Where the claims are made: the checkout's `origin` URL, read before any agent ran, and the token for an HTTP(S) remote. */
export interface ClaimRemote {
  url: string;
  /** null: the user's own credentials. */
  token: string | null;
}

/** A workflow run that holds a claim: `GITHUB_RUN_ID` and `GITHUB_RUN_ATTEMPT`. */
export interface ClaimHolder {
  runId: string;
  attempt: number;
}

/** Where claims are made and deleted. */
export interface ClaimPlace {
  remote: ClaimRemote;
  /** The folder the private repository is made in (e.g. `RUNNER_TEMP`); the repository is removed again. */
  scratch: string;
  /** How a network command that failed on a transient transport failure is retried (default: see `TransportRetry`). */
  retry?: TransportRetry;
}

/** What a workflow run claims before its run starts (see {@link claimRun}). */
export interface RunClaimRequest extends ClaimPlace {
  issueNumber: number;
  /** The identity of the run this workflow run carries: a new run's is this workflow run's id. */
  run: string;
  holder: ClaimHolder;
  /** Whether a holder's workflow run has ended (the Actions API says it completed): its claim may be taken over. */
  ended: (runId: string) => Promise<boolean>;
  /**
   * The existing run this workflow run goes on with from `round`, whose leg claim it takes first;
   * `continues`: it carries that same run on (a relay leg, a re-run), whose issue claim it takes
   * whichever of the run's workflow runs holds it. null for a new run.
   */
  goesOn: { run: string; round: number; continues: boolean } | null;
}

/**
 * How a claim went: `won` (this workflow run holds the issue's claim, at commit `sha`), `lost` to
 * the live workflow run `holder` (null when its claim could not be read) on the leg claim of
 * `round`, or on the issue's claim (`round` null), or `not-made` when the remote refused the
 * push for another reason (a ruleset on `refs/ralph/*`, a remote without custom refs).
 */
export type ClaimOutcome =
  { kind: "won"; sha: string } | { kind: "lost"; holder: string | null; round: number | null } | { kind: "not-made"; reason: string };

/** The prefix of every claim on issue `issueNumber`. */
function claimsOf(issueNumber: number): string {
  return `refs/ralph/claims/issue-${issueNumber}/`;
}

/** The issue's claim: held by the workflow run carrying its run. */
export function issueClaimRef(issueNumber: number): string {
  return `${claimsOf(issueNumber)}run`;
}

/** The claim on carrying run `run` on from round `round` on issue `issueNumber`. */
export function legClaimRef(issueNumber: number, run: string, round: number): string {
  return `${claimsOf(issueNumber)}legs/run-${run}/round-${round}`;
}

/** The trailers that name the claim's holder and its run in its commit message. */
const HOLDER_TRAILER = "Ralph-Claim-Holder";
const RUN_TRAILER = "Ralph-Claim-Run";

/**
 * origin's URL in checkout `dir` (after `insteadOf`), read before any agent runs there.
 * @throws GitError when `dir` is no checkout or has no `origin` remote.
 */
export async function claimRemote(dir: string, token: string | null): Promise<ClaimRemote> {
  const git = new Git(resolve(dir), { program: gitProgram([resolve(dir)]) });
  return { url: await git.remoteUrl(REMOTE), token };
}

/**
 * Claims the issue for this workflow run (see the module): first the leg claim when it goes on with
 * an existing run, then the issue's claim. A claim of this same workflow run (an earlier attempt)
 * is this one's; one whose workflow run `ended` (a lost runner, a run whose ending could not delete
 * it) is taken over with a push leased on its commit, so of two takers one wins again.
 * @throws GitError when git itself fails (no git, the remote unreachable after git's retries).
 */
export async function claimRun(request: RunClaimRequest): Promise<ClaimOutcome> {
  return inPrivateRepository(request, async (git) => {
    const { issueNumber, holder, goesOn } = request;
    if (goesOn !== null) {
      const ref = legClaimRef(issueNumber, goesOn.run, goesOn.round);
      const message = `carries run ${goesOn.run} on issue #${issueNumber} from round ${goesOn.round}`;
      const leg = await claimRef(git, request, { ref, commit: await claimCommit(git, request, message) }, async (theirs) =>
        theirs.holder === holder.runId ? "mine" : await endedHolder(request, theirs),
      );
      if (leg.kind === "lost") return { ...leg, round: goesOn.round };
      if (leg.kind === "not-made") return leg;
    }
    const ref = issueClaimRef(issueNumber);
    const commit = await claimCommit(git, request, `holds run ${request.run} on issue #${issueNumber}`);
    const ownRun = goesOn?.continues === true;
    return claimRef(git, request, { ref, commit }, async (theirs) => {
      if (theirs.holder === holder.runId) return "mine";
      if (ownRun && theirs.run === request.run) return "take";
      return endedHolder(request, theirs);
    });
  });
}

/** What the remote holds at a claim's ref: its commit, the workflow run and the run its message names (null when it names none). */
interface HeldClaim {
  sha: string;
  holder: string | null;
  run: string | null;
}

/** `take` when the workflow run holding `theirs` has ended, else `lost`. */
async function endedHolder(request: RunClaimRequest, theirs: HeldClaim): Promise<"take" | "lost"> {
  return theirs.holder !== null && (await request.ended(theirs.holder)) ? "take" : "lost";
}

/**
 * Pushes `mine.commit` to `mine.ref` unless the ref exists; when it does, `judge` says whether its
 * claim is this workflow run's already (`mine`), may be taken over (`take`, leased on its commit),
 * or is another live workflow run's (`lost`). A claim deleted between the push and the read is tried once more.
 */
async function claimRef(
  git: Git,
  request: RunClaimRequest,
  mine: { ref: string; commit: string },
  judge: (theirs: HeldClaim) => Promise<"mine" | "take" | "lost">,
): Promise<ClaimOutcome> {
  const { url } = request.remote;
  let refused = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    const pushed = await push(git, url, [`${mine.commit}:${mine.ref}`]);
    if (pushed.exitCode === 0) return { kind: "won", sha: mine.commit };
    refused = git.redact(refusal(pushed.stdout, pushed.stderr));
    const theirs = await readClaim(git, url, mine.ref);
    if (theirs === null) continue;
    const verdict = await judge(theirs);
    if (verdict === "mine") return { kind: "won", sha: theirs.sha };
    if (verdict === "lost") return { kind: "lost", holder: theirs.holder, round: null };
    const taken = await push(git, url, [`${mine.commit}:${mine.ref}`], [`--force-with-lease=${mine.ref}:${theirs.sha}`]);
    if (taken.exitCode === 0) return { kind: "won", sha: mine.commit };
    return { kind: "lost", holder: (await readClaim(git, url, mine.ref))?.holder ?? null, round: null };
  }
  return { kind: "not-made", reason: refused };
}

/** What {@link releaseClaims} needs: where the claims are, and the commit of the issue's claim this workflow run holds (null: none). */
export interface ReleaseRequest extends ClaimPlace {
  issueNumber: number;
  held: string | null;
}

/**
 * Deletes the issue's claims on the remote when its run ended: every leg claim (this run's legs, a
 * dead run's it took over, those earlier releases named `run-<R>/round-<K>`), and the issue's claim
 * unless another workflow run took it over meanwhile (the deletion is leased on the commit `held`).
 * One push, which prunes what the remote lists under the issue's claims: no fetch, no ls-remote.
 * Returns the refs deleted.
 * @throws Error naming the remote's refusal; GitError when git itself fails.
 */
export async function releaseClaims(request: ReleaseRequest): Promise<string[]> {
  return inPrivateRepository(request, async (git) => {
    const { url } = request.remote;
    const claims = claimsOf(request.issueNumber);
    const own = issueClaimRef(request.issueNumber);
    // The private repository has no ref under `refs/ralph/none/`: `--prune` deletes every claim the glob reaches.
    const lease = `--force-with-lease=${own}:${request.held ?? ZERO_SHA}`;
    const pruned = await push(git, url, ["refs/ralph/none/*:" + claims + "*"], ["--prune", lease]);
    const lines = pruned.stdout.split("\n");
    const deleted = lines.filter((line) => line.startsWith("-\t")).map((line) => (line.split("\t")[1] ?? "").replace(/^:/, ""));
    // The issue's claim another workflow run took meanwhile (git's "stale info") stays: that is no failure.
    const rejected = lines.filter((line) => line.startsWith("!\t"));
    const failed = rejected.filter((line) => !(line.includes(`:${own}\t`) && line.includes("(stale info)")));
    if (failed.length > 0 || (pruned.exitCode !== 0 && rejected.length === 0)) {
      throw new Error(git.redact(refusal(pruned.stdout, pruned.stderr)));
    }
    return deleted;
  });
}

/** The object name git reads as "no such ref". */
const ZERO_SHA = "0".repeat(40);

/**
 * Runs `work` with a git working in a new private bare repository in `where.scratch` (removed
 * after), with the token for `where.remote` only, hooks off, git found outside the folders an agent
 * can write, network commands retried as `where.retry` says.
 */
async function inPrivateRepository<T>(where: ClaimPlace, work: (git: Git) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(resolve(where.scratch), "ralph-claim-"));
  try {
    const git = new Git(dir, {
      program: gitProgram([]),
      token: where.remote.token,
      ...(where.retry !== undefined ? { retry: where.retry } : {}),
    });
    await git.run(["init", "--quiet", "--bare"]);
    return await work(git);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** git, found on `PATH` outside the folders an agent can write (`extra` among them). */
function gitProgram(extra: readonly string[]) {
  return resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, extra));
}

/** `git push` of `refspecs` to `url` without hooks, failures returned. */
function push(git: Git, url: string, refspecs: readonly string[], options: readonly string[] = []) {
  return git.run(["push", "--porcelain", "--no-verify", ...options, "--", url, ...refspecs], { networkUrl: url, allowFailure: true });
}

/** A commit of the empty tree whose message names this workflow run as the claim's holder, and the run it `does`. */
async function claimCommit(git: Git, request: RunClaimRequest, does: string): Promise<string> {
  const tree = (await git.run(["mktree"], { input: "" })).stdout.trim();
  const { runId, attempt } = request.holder;
  const message =
    `Ralph claim: workflow run ${runId} (attempt ${attempt}) ${does}\n\n` + `${HOLDER_TRAILER}: ${runId}\n${RUN_TRAILER}: ${request.run}\n`;
  const identity = {
    GIT_AUTHOR_NAME: DEFAULT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: DEFAULT_IDENTITY.email,
    GIT_COMMITTER_NAME: DEFAULT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: DEFAULT_IDENTITY.email,
  };
  return (await git.run(["commit-tree", "--no-gpg-sign", "-F", "-", tree], { input: message, env: identity })).stdout.trim();
}

/** The claim at `ref` on the remote (see {@link HeldClaim}); null when there is none. */
async function readClaim(git: Git, url: string, ref: string): Promise<HeldClaim | null> {
  const listed = await git.run(["ls-remote", "--", url, ref], { networkUrl: url });
  const sha = listed.stdout
    .split("\n")
    .find((line) => line.endsWith(`\t${ref}`))
    ?.split("\t")[0];
  if (sha === undefined) return null;
  const seen = "refs/ralph/seen-claim";
  const fetched = await git.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+${ref}:${seen}`], {
    networkUrl: url,
    allowFailure: true,
  });
  if (fetched.exitCode !== 0) return { sha, holder: null, run: null };
  const body = (await git.run(["log", "-1", "--format=%B", seen])).stdout;
  // Only a workflow run id's characters: the holder is named in a reply to people.
  const trailer = (name: string) => new RegExp(`^${name}: ([\\w.-]+)$`, "m").exec(body)?.[1] ?? null;
  return { sha, holder: trailer(HOLDER_TRAILER), run: trailer(RUN_TRAILER) };
}

/**
 * Why the remote refused a push, in git's words: what the remote said (its `remote:` lines) and the
 * refusal of the ref (`--porcelain`'s `!` line, e.g. `[remote rejected] (pre-receive hook declined)`).
 */
function refusal(stdout: string, stderr: string): string {
  const said = stderr
    .split("\n")
    .filter((line) => line.startsWith("remote:"))
    .map((line) => line.slice("remote:".length).trim())
    .filter((line) => line !== "");
  const refused = stdout
    .split("\n")
    .filter((line) => line.startsWith("!"))
    .map((line) => line.split("\t").slice(2).join(" ").trim());
  const words = [...said, ...refused].join("; ");
  return words !== "" ? words : (stderr.trim().split("\n").at(-1) ?? "git push failed");
}
