/**
 * What a Ralph pull request's comments say about its runs from failed checks (issue 22): how many
 * came in a row, and whether the cap's one comment for this row was said; and the rule of
 * `core/ci-fix.ts` applied with them. The action and the App read and decide alike, so whichever
 * meets the cap first says it, once.
 */
import { consecutiveCheckRuns, decideCiFix, type CiFixContext, type CompletedCheck } from "../core/ci-fix.js";
import { checkedPullRequest } from "../github/check-read.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker } from "../github/markers.js";
import { findOpenPullRequest } from "../github/pulls.js";
import type { RepositoryRef } from "../github/repository.js";
import { getPullRequest, readComments, type ConversationClient } from "../github/thread.js";
import { trackingMarkers, type ListedComment } from "./tracking-marker.js";

/** The cap comment's marker data: `row` names the row of runs by its newest run's trigger, which no later check changes. */
export interface CiFixCapMarker {
  reason: "ci-fix-cap";
  row: string;
}

/** The record of the pull request's runs from failed checks. */
export interface CiFixRecord {
  /** Runs from failed checks in a row, newest last (`core/ci-fix.ts`'s count of the tracking comments' triggers). */
  consecutive: number;
  /** The marker the cap's comment for this row carries. */
  capMarker: CiFixCapMarker;
  /** Whether one of `botLogin`'s comments already carries {@link capMarker}. */
  capSaid: boolean;
}

/** Reads {@link CiFixRecord} from the pull request's comments `comments`, trusting only `botLogin`'s markers. */
export function readCiFixRecord(comments: readonly ListedComment[], botLogin: string): CiFixRecord {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker: CiFixCapMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}

/** The calls {@link decideOnPullRequest} makes, typed from the action's client so that a Probot App's `context.octokit` fits too. */
export type CiFixClient = ConversationClient & { rest: { pulls: Pick<RalphOctokit["rest"]["pulls"], "list" | "get"> } };

/** A pull request as `GET …/pulls/{n}` answers. */
type PullRequest = Awaited<ReturnType<typeof getPullRequest>>;

/**
 * What failed check `check` asks of the bot, by `core/ci-fix.ts`'s rule with the pull request it
 * names: `start` a run on `pull` (as read now), `capped` (the cap's comment carries `capMarker`,
 * and `capSaid` tells whether one already does), or `skip`.
 */
export type CiFixOnPullRequest =
  | { kind: "start"; issueNumber: number; pull: PullRequest }
  | { kind: "capped"; issueNumber: number; pullRequest: number; reason: string; capMarker: CiFixCapMarker; capSaid: boolean }
  | { kind: "skip"; reason: string };

/**
 * Applies the rule of `core/ci-fix.ts` to `check` in repository `repo` for the action and the App:
 * the check alone first; for a failure on a Ralph branch, then with the branch's open pull request
 * (`GET …/pulls?head=`, then `GET …/pulls/{n}`) and the runs from failed checks in a row its
 * comments record (every page; only the markers of the login `botLogin` resolves to are trusted; it is
 * asked only then, so that a check the rule drops at once costs the App no request).
 * @throws the Octokit error when the pull requests or the comments cannot be read.
 */
export async function decideOnPullRequest(
  octokit: CiFixClient,
  repo: RepositoryRef,
  check: CompletedCheck,
  context: CiFixContext,
  botLogin: () => Promise<string>,
): Promise<CiFixOnPullRequest> {
  const first = decideCiFix(check, context);
  if (first.kind === "skip") return first;
  if (first.kind !== "lookup") throw new Error("a completed check was decided without its pull request");
  const number = await findOpenPullRequest(octokit, repo, first.branch);
  const pull = number === null ? null : await getPullRequest(octokit, repo, number);
  const comments = number === null ? [] : (await readComments(octokit, { ...repo, issueNumber: number })).comments;
  const record = readCiFixRecord(comments, await botLogin());
  const decision = decideCiFix(check, context, { pull: pull === null ? null : checkedPullRequest(pull), consecutive: record.consecutive });
  if (decision.kind === "lookup") throw new Error("a completed check still asks for its pull request");
  if (decision.kind === "skip") return decision;
  if (decision.kind === "capped") return { ...decision, capMarker: record.capMarker, capSaid: record.capSaid };
  if (pull === null) throw new Error("a run from a failed check was decided without its pull request");
  return { kind: "start", issueNumber: decision.issueNumber, pull };
}
