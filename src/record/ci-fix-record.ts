/**
 * What a Ralph pull request's comments say of its runs from failed checks (how many in a row, whether
 * the cap was said), and `core/ci-fix.ts`'s rule applied with them, alike for the action and the App.
 */
import { consecutiveCheckRuns, decideCiFix, type CiFixContext, type CompletedCheck } from "../core/ci-fix.js";
import { checkedPullRequest } from "../github/check-read.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker, renderMarker } from "../github/markers.js";
import { findOpenPullRequest } from "../github/pulls.js";
import type { RepositoryRef } from "../github/repository.js";
import { getPullRequest, readComments, type ConversationClient } from "../github/thread.js";
import { trackingMarkers, type ListedComment } from "./tracking-marker.js";

/** The cap comment's marker data: `row` names the row of runs by its newest run's trigger. */
export interface CiFixCapMarker {
  reason: "ci-fix-cap";
  row: string;
}

/** The cap's one comment: `text`, then the marker {@link readCiFixRecord} finds it by. */
export function renderCiFixCapComment(text: string, marker: CiFixCapMarker): string {
  return `${text}\n\n${renderMarker("reply", { ...marker })}`;
}

/** The record of the pull request's runs from failed checks. */
export interface CiFixRecord {
  /** Runs from failed checks in a row. */
  consecutive: number;
  capMarker: CiFixCapMarker;
  /** Whether a trusted comment already carries {@link capMarker}. */
  capSaid: boolean;
}

/** Reads {@link CiFixRecord} from the pull request's comments, trusting only `botLogin`'s markers. */
export function readCiFixRecord(comments: readonly ListedComment[], botLogin: string): CiFixRecord {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker: CiFixCapMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}

/** The calls {@link decideOnPullRequest} makes; a Probot App's `context.octokit` fits too. */
export type CiFixClient = ConversationClient & { rest: { pulls: Pick<RalphOctokit["rest"]["pulls"], "list" | "get"> } };

/** What {@link decideOnPullRequest} weighs. */
export interface CiFixQuestion {
  repo: RepositoryRef;
  check: CompletedCheck;
  context: CiFixContext;
  /** Asked only when the record is read. */
  botLogin: () => Promise<string>;
}

/** A pull request as `GET …/pulls/{n}` answers. */
type PullRequest = Awaited<ReturnType<typeof getPullRequest>>;

/** What a failed check asks of the bot: `start` a run on `pull`, `capped` (say so once), or `skip`. */
export type CiFixOnPullRequest =
  | { kind: "start"; issueNumber: number; pull: PullRequest }
  | { kind: "capped"; issueNumber: number; pullRequest: number; reason: string; capMarker: CiFixCapMarker; capSaid: boolean }
  | { kind: "skip"; reason: string };

/**
 * Applies `core/ci-fix.ts`'s rule: to the check alone, then with the branch's open pull request and
 * the runs in a row its comments record. @throws the Octokit error when they cannot be read.
 */
export async function decideOnPullRequest(octokit: CiFixClient, question: CiFixQuestion): Promise<CiFixOnPullRequest> {
  const { repo, check, context, botLogin } = question;
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
