/**
 * A claim on carrying a Ralph run on from one round (issue 18, item 3: two legs at once). Comments
 * have no compare-and-swap: two workflow runs that read the tracking comment before either writes it
 * both see the run waiting for them. The claim is a ref on the run's remote instead,
 * `refs/ralph/claims/issue-<N>/run-<R>/round-<K>`, made by a push without force. git's
 * receive-pack creates a ref only while it does not exist (the update checks the ref's old value
 * under a lock), so of two workflow runs that push at once exactly one makes it, whatever the
 * latency of GitHub's API. Each claimant pushes a commit of its own (its workflow run named in the
 * message), so the second push is refused rather than found "up to date".
 */
import { resolve } from "node:path";
import { agentWritableFolders, resolveGitProgram } from "./git-program.js";
import { Git } from "./git.js";
import { DEFAULT_IDENTITY, REMOTE } from "./checkout.js";

/** What a workflow run claims. */
export interface ClaimRequest {
  /** The checkout, whose `origin` remote holds the run's branch (the claim goes there too). */
  dir: string;
  /** The token for an HTTP(S) remote; null: the user's own credentials. */
  token: string | null;
  issueNumber: number;
  /** The run's identity (its first workflow run's id). */
  run: string;
  /** The round this workflow run carries the run on from. */
  round: number;
  /** This workflow run's id and attempt (`GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`). */
  holder: { runId: string; attempt: number };
  /**
   * Whether the workflow run holding an existing claim has ended (e.g. the Actions API says it
   * completed): its claim may then be taken over, as a run whose runner was lost is.
   */
  ended: (runId: string) => Promise<boolean>;
}

/**
 * How a claim went: `won` (this workflow run carries the run on), `lost` to the live workflow run
 * `holder` (null when its claim could not be read), or `not-made` when the remote refused the push
 * for another reason (a ruleset, a remote without custom refs): then no claim guards the leg.
 */
export type ClaimOutcome = { kind: "won" } | { kind: "lost"; holder: string | null } | { kind: "not-made"; reason: string };

/** The claim's ref for round `round` of run `run` on issue `issueNumber`. */
export function claimRef(issueNumber: number, run: string, round: number): string {
  return `refs/ralph/claims/issue-${issueNumber}/run-${run}/round-${round}`;
}

/** The trailer that names the claim's holder in its commit message. */
const HOLDER_TRAILER = "Ralph-Claim-Holder";

/**
 * Claims round `round` of the run for this workflow run (see the module). An existing claim of this
 * same workflow run (an earlier attempt) is this one's; one whose workflow run `ended` is taken over
 * with a push leased on its commit, so of two takers one wins again. git runs as the workspace runs
 * it: from a folder the agent cannot write, hooks off, the token only for the remote's URL; no
 * leftover process is stopped first (none of this workflow run exists yet, and a live leg's must not be touched).
 * @throws GitError when git itself fails (no checkout, no `origin` remote).
 */
export async function claimRound(request: ClaimRequest): Promise<ClaimOutcome> {
  const dir = resolve(request.dir);
  const git = new Git(dir, {
    program: resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [dir])),
    token: request.token,
  });
  const url = await git.remoteUrl(REMOTE);
  const ref = claimRef(request.issueNumber, request.run, request.round);
  const mine = await claimCommit(git, request);
  const pushed = await git.run(["push", "--porcelain", "--no-verify", "--", url, `${mine}:${ref}`], {
    networkUrl: url,
    allowFailure: true,
  });
  if (pushed.exitCode === 0) return { kind: "won" };
  const theirs = await readClaim(git, url, ref);
  if (theirs === null) return { kind: "not-made", reason: git.redact(refusal(pushed.stdout, pushed.stderr)) };
  if (theirs.holder === request.holder.runId) return { kind: "won" };
  if (theirs.holder === null || !(await request.ended(theirs.holder))) return { kind: "lost", holder: theirs.holder };
  const taken = await git.run(
    ["push", "--porcelain", "--no-verify", `--force-with-lease=${ref}:${theirs.sha}`, "--", url, `${mine}:${ref}`],
    {
      networkUrl: url,
      allowFailure: true,
    },
  );
  if (taken.exitCode === 0) return { kind: "won" };
  return { kind: "lost", holder: (await readClaim(git, url, ref))?.holder ?? null };
}

/** A commit of the empty tree whose message names this workflow run as the claim's holder. */
async function claimCommit(git: Git, request: ClaimRequest): Promise<string> {
  const tree = (await git.run(["mktree"], { input: "" })).stdout.trim();
  const { runId, attempt } = request.holder;
  const message =
    `Ralph claim: workflow run ${runId} (attempt ${attempt}) carries run ${request.run} on issue #${request.issueNumber} from round ${request.round}\n\n` +
    `${HOLDER_TRAILER}: ${runId}\n`;
  const identity = {
    GIT_AUTHOR_NAME: DEFAULT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: DEFAULT_IDENTITY.email,
    GIT_COMMITTER_NAME: DEFAULT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: DEFAULT_IDENTITY.email,
  };
  return (await git.run(["commit-tree", "--no-gpg-sign", "-F", "-", tree], { input: message, env: identity })).stdout.trim();
}

/** The claim on the remote: its commit and the workflow run it names (null when it names none); null when there is no claim. */
async function readClaim(git: Git, url: string, ref: string): Promise<{ sha: string; holder: string | null } | null> {
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
  if (fetched.exitCode !== 0) return { sha, holder: null };
  const body = (await git.run(["log", "-1", "--format=%B", seen])).stdout;
  await git.run(["update-ref", "-d", seen]);
  const holder = new RegExp(`^${HOLDER_TRAILER}: (\\S+)$`, "m").exec(body)?.[1] ?? null;
  return { sha, holder };
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
