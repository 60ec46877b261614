/** A pull request's runs from failed checks, as its comments record them, for `core/ci-fix.ts`'s rule. */
import { consecutiveCheckRuns, decideCiFix, type CiFixContext, type CompletedCheck } from "../core/ci-fix.js";
import { checkedPullRequest } from "../github/check-read.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker, renderMarker } from "../github/markers.js";
import { findOpenPullRequest } from "../github/pulls.js";
import type { RepositoryRef } from "../github/repository.js";
import { getPullRequest, readComments, type ConversationClient } from "../github/thread.js";
import { trackingMarkers, type ListedComment } from "./tracking-marker.js";

/** `row`: the newest run's trigger. */
export interface CiFixCapMarker {
  reason: "ci-fix-cap";
  row: string;
}

export function renderCiFixCapComment(text: string, marker: CiFixCapMarker): string {
  return `${text}\n\n${renderMarker("reply", { ...marker })}`;
}

export interface CiFixRecord {
  /** Runs from failed checks in a row. */
  consecutive: number;
  capMarker: CiFixCapMarker;
  capSaid: boolean;
}

/** Trusts only `botLogin`'s markers. */
export function readCiFixRecord(comments: readonly ListedComment[], botLogin: string): CiFixRecord {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker: CiFixCapMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}

/** A Probot App's `context.octokit` fits too. */
export type CiFixClient = ConversationClient & { rest: { pulls: Pick<RalphOctokit["rest"]["pulls"], "list" | "get"> } };

export interface CiFixQuestion {
  repo: RepositoryRef;
  check: CompletedCheck;
  context: CiFixContext;
  /** Asked only when the record is read. */
  botLogin: () => Promise<string>;
}

type PullRequest = Awaited<ReturnType<typeof getPullRequest>>;

/** `start` a run on `pull`, `capped` (say so once), or `skip`. */
export type CiFixOnPullRequest =
  | { kind: "start"; issueNumber: number; pull: PullRequest }
  | { kind: "capped"; issueNumber: number; pullRequest: number; reason: string; capMarker: CiFixCapMarker; capSaid: boolean }
  | { kind: "skip"; reason: string };

/** The rule on the check, then with its open pull request's record. @throws the Octokit error. */
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
