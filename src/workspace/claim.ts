/**
 * The claims that keep one run per issue (docs/design.md#one-run-per-issue): empty-tree commits naming
 * their holder, pushed without force from a private repository, never the agent's workspace.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { agentWritableFolders, resolveGitProgram } from "./git-program.js";
import { Git } from "./git.js";
import type { TransportRetry } from "./git-retry.js";
import { DEFAULT_IDENTITY, REMOTE } from "./checkout.js";

export interface ClaimRemote {
  url: string;
  /** null: the user's own credentials. */
  token: string | null;
}

export interface ClaimHolder {
  runId: string;
  attempt: number;
}

export interface ClaimPlace {
  remote: ClaimRemote;
  /** e.g. `RUNNER_TEMP`. */
  scratch: string;
  retry?: TransportRetry;
}

export interface RunClaimRequest extends ClaimPlace {
  issueNumber: number;
  /** The run carried; a new run's id is this workflow run's id. */
  run: string;
  holder: ClaimHolder;
  /** Whether a holder's workflow run completed: its claim may be taken over. */
  ended: (runId: string) => Promise<boolean>;
  /** The run gone on with from `round` (leg claim first); `continues`: takes that run's issue claim. null: new. */
  goesOn: { run: string; round: number; continues: boolean } | null;
}

/** `lost` to `holder` on the leg claim of `round` (null: the issue's); `not-made`: refused otherwise (a ruleset). */
export type ClaimOutcome =
  { kind: "won"; sha: string } | { kind: "lost"; holder: string | null; round: number | null } | { kind: "not-made"; reason: string };

function claimsOf(issueNumber: number): string {
  return `refs/ralph/claims/issue-${issueNumber}/`;
}

export function issueClaimRef(issueNumber: number): string {
  return `${claimsOf(issueNumber)}run`;
}

export function legClaimRef(issueNumber: number, run: string, round: number): string {
  return `${claimsOf(issueNumber)}legs/run-${run}/round-${round}`;
}

const HOLDER_TRAILER = "Ralph-Claim-Holder";
const RUN_TRAILER = "Ralph-Claim-Run";

/** `origin`'s URL in `dir` (after `insteadOf`), read before any agent runs. @throws GitError without one. */
export async function claimRemote(dir: string, token: string | null): Promise<ClaimRemote> {
  const git = new Git(resolve(dir), { program: gitProgram([resolve(dir)]) });
  return { url: await git.remoteUrl(REMOTE), token };
}

/**
 * Claims the issue: the leg claim first when going on with a run, then the issue's. An earlier attempt's
 * claim is ours; one whose workflow run `ended` is taken over, leased. @throws GitError when git fails.
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

interface HeldClaim {
  sha: string;
  holder: string | null;
  run: string | null;
}

async function endedHolder(request: RunClaimRequest, theirs: HeldClaim): Promise<"take" | "lost"> {
  return theirs.holder !== null && (await request.ended(theirs.holder)) ? "take" : "lost";
}

/** Pushes `mine` unless the ref exists, else as `judge` says (`take`: leased); tried again when deleted meanwhile. */
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

/** `held`: our issue claim's commit (null: none). */
export interface ReleaseRequest extends ClaimPlace {
  issueNumber: number;
  held: string | null;
}

/**
 * Deletes the issue's claims in one pruning push, the issue's own leased on `held`; returns the refs deleted.
 * @throws Error naming the remote's refusal; GitError when git itself fails.
 */
export async function releaseClaims(request: ReleaseRequest): Promise<string[]> {
  return inPrivateRepository(request, async (git) => {
    const { url } = request.remote;
    const claims = claimsOf(request.issueNumber);
    const own = issueClaimRef(request.issueNumber);
    // Nothing is under `refs/ralph/none/`: `--prune` deletes every claim the glob reaches.
    const lease = `--force-with-lease=${own}:${request.held ?? ZERO_SHA}`;
    const pruned = await push(git, url, ["refs/ralph/none/*:" + claims + "*"], ["--prune", lease]);
    const lines = pruned.stdout.split("\n");
    const deleted = lines.filter((line) => line.startsWith("-\t")).map((line) => (line.split("\t")[1] ?? "").replace(/^:/, ""));
    // "stale info": another workflow run took the issue's claim meanwhile; no failure.
    const rejected = lines.filter((line) => line.startsWith("!\t"));
    const failed = rejected.filter((line) => !(line.includes(`:${own}\t`) && line.includes("(stale info)")));
    if (failed.length > 0 || (pruned.exitCode !== 0 && rejected.length === 0)) {
      throw new Error(git.redact(refusal(pruned.stdout, pruned.stderr)));
    }
    return deleted;
  });
}

const ZERO_SHA = "0".repeat(40);

/** A private bare repository in `scratch`, removed after. */
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

function gitProgram(extra: readonly string[]) {
  return resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, extra));
}

function push(git: Git, url: string, refspecs: readonly string[], options: readonly string[] = []) {
  return git.run(["push", "--porcelain", "--no-verify", ...options, "--", url, ...refspecs], { networkUrl: url, allowFailure: true });
}

/** Names this workflow run as holder. */
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

/** null when the remote has no claim at `ref`. */
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

/** Why the remote refused a push, in git's words: its `remote:` lines and each `!` line. */
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
