/** Pushing a round without force, rebased onto what people pushed, or keeping it on a side branch or in a bundle. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { ArrivedCommit, KeptWork, UnpushedRound } from "../core/ports.js";
import { errorText, MAX_ARRIVED, PINNED_REMOTE, REMOTE, type Checkout } from "./checkout.js";
import type { PushVia } from "./git.js";
import { isRejectedAsNonFastForward } from "./git-error.js";
import { changedKeys, isNetworkRefusal, transportEntries, type TransportConfig } from "./transport.js";

/** Pushes of one round refused as the branch moved, before giving up. */
const MAX_PUSH_ATTEMPTS = 3;

export interface PushTarget extends Checkout {
  readonly url: string;
  readonly rescueId: string;
  readonly rescueDir: string;
  readonly transportConfig: TransportConfig | null;
}

export interface RoundToPublish {
  round: number;
  head: string;
  lastSaved: string;
  remoteHead: string | null;
}

/** `arrived`: the commits the round was rebased onto. */
export type Published = { sha: string; unpushed: null; arrived: ArrivedCommit[] } | { sha: string; unpushed: UnpushedRound };

/** `taken`: the commits the rebase took in. */
export type TakenIn =
  { kind: "absent" } | { kind: "conflict"; reason: string } | { kind: "synced"; remote: string; head: string; taken: ArrivedCommit[] };

export function trackingRef(branch: string): string {
  return `refs/remotes/${REMOTE}/${branch}`;
}

/** git then moves the tracking ref itself when the push goes through. */
function trackedPush(url: string, branch: string): PushVia {
  const remote = `remote.${PINNED_REMOTE}`;
  return {
    remote: PINNED_REMOTE,
    config: [
      [`${remote}.url`, url],
      [`${remote}.fetch`, `+refs/heads/${branch}:${trackingRef(branch)}`],
    ],
  };
}

/** Fetches and fast-forwards, rebasing unpushed commits; `conflict` when rewritten. @throws GitError from the fetch. */
export async function takeIn(target: PushTarget, lastSaved: string, roundStart: string): Promise<TakenIn> {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null) return { kind: "absent" };
  // Nobody pushed since: no ancestry check.
  if (remote !== lastSaved && !(await git.isAncestor(lastSaved, remote))) {
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote) };
  }
  let head = (await git.refAt("HEAD", [lastSaved, remote, roundStart])) ?? (await git.revParse("HEAD"));
  let taken: ArrivedCommit[] = [];
  if (remote !== head && !(await git.isAncestor(remote, head))) {
    taken = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
    const failed = await git.rebase(remote, target.identity);
    if (failed !== null) {
      const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
      return {
        kind: "conflict",
        reason: `commits pushed to "${target.branch}" (${describeCommits(taken)}) conflict with its local commits not pushed yet${where}`,
      };
    }
    head = await git.revParse("HEAD");
  }
  return { kind: "synced", remote, head, taken };
}

/** Pushes leased on the head last seen, rebasing when the branch moved. Never throws: see `unpushed`. */
export async function publishRound(target: PushTarget, push: RoundToPublish): Promise<Published> {
  const { round, lastSaved, remoteHead } = push;
  const git = target.git;
  let current = push.head;
  const keepAs = (unpushed: Omit<RoundToKeep, "round" | "head">): Promise<UnpushedRound> =>
    keepUnpushed(target, { ...unpushed, round, head: current });
  try {
    const changed = await transportChanges(target);
    if (changed.length > 0) {
      const reason = `git configuration that affects pushing changed during the run (${changed.join(", ")}); refusing to push round ${round} with the token`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: false }) };
    }
    for (let attempt = 0; ; attempt++) {
      let expected = remoteHead;
      let arrived: ArrivedCommit[] = [];
      if (attempt > 0) {
        const integrated = await integrate(target, lastSaved, round, current);
        if (integrated.kind === "conflict") {
          return {
            sha: current,
            unpushed: await keepAs({ kind: "conflict", reason: integrated.reason, files: integrated.files, network: true }),
          };
        }
        current = integrated.head;
        arrived = integrated.arrived;
        expected = integrated.remote;
      }
      const pushed = await git.push(target.url, current, target.branch, { expected, via: trackedPush(target.url, target.branch) });
      if (pushed.exitCode === 0) return { sha: current, unpushed: null, arrived };
      if (isRejectedAsNonFastForward(pushed) && attempt < MAX_PUSH_ATTEMPTS) continue;
      const reason = `pushing round ${round} to "${target.branch}" was refused: ${git.describePushFailure(pushed)}`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: true }) };
    }
  } catch (error) {
    if (isNetworkRefusal(error)) {
      // Refused before the network: not even the side branch is pushed.
      const reason = `round ${round} was not pushed to "${target.branch}": ${error.message}`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: false }) };
    }
    const reason = `pushing round ${round} to "${target.branch}" failed: ${git.redact(errorText(error))}`;
    return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: true }) };
  }
}

/** Makes `head` pushable without force, rebased when people pushed. */
async function integrate(
  target: PushTarget,
  lastSaved: string,
  round: number,
  head: string,
): Promise<
  { kind: "ready"; head: string; remote: string | null; arrived: ArrivedCommit[] } | { kind: "conflict"; reason: string; files: string[] }
> {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null || remote === lastSaved) return { kind: "ready", head, remote, arrived: [] };
  if (!(await git.isAncestor(lastSaved, remote)))
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote), files: [] };
  if (await git.isAncestor(remote, head)) return { kind: "ready", head, remote, arrived: [] };
  const arrived = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
  const failed = await git.rebase(remote, target.identity);
  if (failed === null) return { kind: "ready", head: await git.revParse("HEAD"), remote, arrived };
  const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
  return {
    kind: "conflict",
    reason: `commits pushed to "${target.branch}" meanwhile (${describeCommits(arrived)}) conflict with round ${round}${where}; the bot does not overwrite them`,
    files: failed.files,
  };
}

function rewrittenReason(target: PushTarget, lastSaved: string, remote: string): string {
  return `the remote branch "${target.branch}" no longer contains the bot's last push ${lastSaved.slice(0, 12)} (someone rewrote it; it now points at ${remote.slice(0, 12)}); the bot never force-pushes`;
}

export interface RoundToKeep {
  kind: UnpushedRound["kind"];
  reason: string;
  files: string[];
  round: number;
  head: string;
  /** False after a refusal before the network: a bundle only. */
  network: boolean;
}

/** What failed while keeping the round joins `reason`. */
export async function keepUnpushed(target: PushTarget, round: RoundToKeep): Promise<UnpushedRound> {
  const { kept, problems } = await keep(target, round);
  return { kind: round.kind, reason: [round.reason, ...problems].join("; "), files: round.files, kept };
}

/** On its side branch (with `network`), else in a bundle. Never throws. */
async function keep(target: PushTarget, { round, head, network }: RoundToKeep): Promise<{ kept: KeptWork | null; problems: string[] }> {
  const git = target.git;
  const side = rescueBranch(target.branch, target.rescueId, round);
  const problems: string[] = [];
  if (network) {
    try {
      const pushed = await git.push(target.url, head, side);
      if (pushed.exitCode === 0) return { kept: { kind: "branch", branch: side, sha: head }, problems };
      problems.push(`keeping it on the side branch "${side}" was refused too: ${git.describePushFailure(pushed)}`);
    } catch (error) {
      problems.push(`keeping it on the side branch "${side}" failed too: ${git.redact(errorText(error))}`);
    }
  }
  const path = join(target.rescueDir, `${side.replace(/[^A-Za-z0-9._-]+/g, "-")}.bundle`);
  try {
    await mkdir(target.rescueDir, { recursive: true });
    await git.bundle(path, target.branch, REMOTE);
    return { kept: { kind: "bundle", path, sha: head }, problems };
  } catch (error) {
    problems.push(`writing it to the bundle file ${path} failed too: ${git.redact(errorText(error))}`);
    return { kept: null, problems };
  }
}

async function transportChanges(target: PushTarget): Promise<string[]> {
  if (target.transportConfig === null) return [];
  return changedKeys(target.transportConfig, await transportEntries(target.git));
}

export function rescueBranch(branch: string, rescueId: string, round: number): string {
  return `${branch}-rescue-${rescueId}-${round}`;
}

/** Each commit once, the newest {@link MAX_ARRIVED}. */
export function mergeArrived(earlier: readonly ArrivedCommit[], later: readonly ArrivedCommit[]): ArrivedCommit[] {
  const seen = new Set(earlier.map((commit) => commit.sha));
  return [...earlier, ...later.filter((commit) => !seen.has(commit.sha))].slice(-MAX_ARRIVED);
}

function describeCommits(commits: readonly ArrivedCommit[]): string {
  const shown = commits.slice(-3).map((c) => `${c.sha.slice(0, 12)} "${c.subject}" by ${c.author}`);
  return shown.join(", ") + (commits.length > shown.length ? ` and ${commits.length - shown.length} more` : "");
}
