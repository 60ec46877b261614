import * as z from "zod";
import { checkInput, type CiFixContext, type CompletedCheck } from "../core/ci-fix.js";
import { isBot, reaches, type PermissionLevel } from "../github/access.js";
import { MalformedEventError, parseTrigger } from "../github/trigger.js";
import { noLiveRunForNote } from "../render/replies.js";
import { notPermittedText, type ReplyReason } from "./messages.js";
import type { AppSettings } from "./settings.js";

export interface EventScope {
  owner: string;
  repo: string;
  defaultBranch: string;
}

export interface AskFromPull {
  pullRequest?: { number: number; reviewId: number | null };
}

/** What a person asked for, before their permission is checked. */
export type Ask = (
  | { kind: "start"; issueNumber: number; rounds: number | null; commentId: number | null }
  | { kind: "stop"; issueNumber: number; commentId: number | null }
  | { kind: "note"; issueNumber: number; commentId: number }
  | { kind: "refuse"; issueNumber: number; commentId: number; reply: string }
) &
  AskFromPull;

/** An event as the App reads it; `lookup`: read the pull request and read the event again with it. */
export type Reading =
  | { kind: "ignore"; reason: string }
  | { kind: "ask"; scope: EventScope; actor: string; ask: Ask }
  | { kind: "lookup"; scope: EventScope; pullRequestNumber: number };

/** A repository's own webhook pointed at the App lacks these. */
const Scope = z.looseObject({
  repository: z.looseObject({ name: z.string(), owner: z.looseObject({ login: z.string() }), default_branch: z.string() }),
  installation: z.looseObject({ id: z.number().int().positive() }).optional(),
});

/** Reads a webhook with the action's trigger parser; throws MalformedEventError. */
export function readEvent(eventName: string, payload: unknown, settings: AppSettings, pullRequest?: unknown): Reading {
  const trigger = parseTrigger(
    eventName,
    payload,
    {
      triggerLabel: settings.triggerLabel,
      command: settings.command,
      maxRoundsLimit: settings.maxRoundsLimit,
      issueNumber: null,
      objective: null,
      commentId: null,
      branchPrefix: settings.branchPrefix,
    },
    pullRequest,
  );
  if (trigger.kind === "skip") return { kind: "ignore", reason: trigger.reason };
  if (trigger.actor === null) return { kind: "ignore", reason: `${eventName} names no sender` };
  if (isBot(trigger.actor)) return { kind: "ignore", reason: `the sender ${trigger.actor.login} is a bot` };
  if (trigger.kind !== "lookup" && trigger.issueNumber === null) return { kind: "ignore", reason: `${eventName} names no issue` };

  const scope = Scope.safeParse(payload);
  if (!scope.success) {
    const fields = scope.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
  }
  const { repository, installation } = scope.data;
  if (installation === undefined) {
    return {
      kind: "ignore",
      reason:
        `the ${eventName} event came without an installation, so the App cannot act on it: ` +
        "install the App on the repository instead of adding its URL as a repository or organisation webhook",
    };
  }
  const where: EventScope = { owner: repository.owner.login, repo: repository.name, defaultBranch: repository.default_branch };
  if (trigger.kind === "lookup") return { kind: "lookup", scope: where, pullRequestNumber: trigger.pullRequestNumber };
  const issueNumber = trigger.issueNumber ?? 0;
  const fromPull = trigger.pullRequest ?? null;
  const from: AskFromPull = fromPull !== null ? { pullRequest: { number: fromPull.number, reviewId: fromPull.reviewId } } : {};
  const ask: Ask =
    trigger.kind === "start"
      ? { kind: "start", issueNumber, rounds: trigger.rounds, commentId: trigger.commentId, ...from }
      : trigger.kind === "stop"
        ? { kind: "stop", issueNumber, commentId: trigger.commentId, ...from }
        : trigger.kind === "note"
          ? { kind: "note", issueNumber, commentId: trigger.commentId, ...from }
          : { kind: "refuse", issueNumber, commentId: trigger.commentId, reply: trigger.reply, ...from };
  return { kind: "ask", scope: where, actor: trigger.actor.login, ask };
}

export type ReactionTarget = { kind: "issue" } | { kind: "comment"; id: number };

/** The `workflow_dispatch` inputs; the last ones only for a start from a pull request. */
export interface DispatchInputs {
  issue: string;
  rounds: string;
  "comment-id": string;
  "pull-request"?: string;
  "review-id"?: string;
  check?: string;
}

/** What the App does about an ask; `replyWhenNone`: a stop command, not a removed label. */
export type Plan =
  | { kind: "reply"; reason: ReplyReason; text: string }
  | { kind: "start"; react: ReactionTarget; inputs: DispatchInputs }
  | { kind: "stop"; react: ReactionTarget | null; replyWhenNone: boolean }
  | { kind: "note"; react: ReactionTarget; noLiveRun: string };

/** What to do once the asker's permission is known (null: no access). */
export function plan(ask: Ask, held: PermissionLevel | null, settings: AppSettings): Plan {
  if (!reaches(held, settings.allowedPermission)) {
    return {
      kind: "reply",
      reason: "not-permitted",
      text: notPermittedText(settings.allowedPermission, ask.kind === "stop" ? "stop" : ask.kind === "note" ? "leave notes for" : "start"),
    };
  }
  switch (ask.kind) {
    case "refuse":
      return { kind: "reply", reason: "invalid-command", text: ask.reply };
    case "stop":
      // A removed label has nothing to react to and needs no answer.
      return ask.commentId === null
        ? { kind: "stop", react: null, replyWhenNone: false }
        : { kind: "stop", react: { kind: "comment", id: ask.commentId }, replyWhenNone: true };
    case "note":
      return { kind: "note", react: { kind: "comment", id: ask.commentId }, noLiveRun: noLiveRunForNote(settings.command) };
    case "start": {
      const fromPull = ask.pullRequest;
      return {
        kind: "start",
        react: ask.commentId === null ? { kind: "issue" } : { kind: "comment", id: ask.commentId },
        inputs: {
          issue: String(ask.issueNumber),
          rounds: ask.rounds === null ? "" : String(ask.rounds),
          "comment-id": ask.commentId === null ? "" : String(ask.commentId),
          ...(fromPull !== undefined
            ? { "pull-request": String(fromPull.number), "review-id": fromPull.reviewId === null ? "" : String(fromPull.reviewId) }
            : {}),
        },
      };
    }
  }
}

/** The repository of a completed check and the rule's context there, or why the App cannot act on it. */
export function readCheckScope(
  check: CompletedCheck,
  payload: unknown,
  settings: AppSettings,
): { kind: "ignore"; reason: string } | { kind: "check"; scope: EventScope; context: CiFixContext } {
  if (settings.ciFixRuns === 0) return { kind: "ignore", reason: "RALPH_CI_FIX_RUNS is 0: failed checks start no runs" };
  const scope = Scope.safeParse(payload);
  if (!scope.success) return { kind: "ignore", reason: `the ${check.kind} event names no repository` };
  const { repository, installation } = scope.data;
  if (installation === undefined) return { kind: "ignore", reason: `the ${check.kind} event came without an installation` };
  const where: EventScope = { owner: repository.owner.login, repo: repository.name, defaultBranch: repository.default_branch };
  return {
    kind: "check",
    scope: where,
    context: {
      repository: `${where.owner}/${where.repo}`,
      branchPrefix: settings.branchPrefix,
      ownWorkflowPaths: [`.github/workflows/${settings.workflow}`],
      maxRuns: settings.ciFixRuns,
    },
  };
}

/** The dispatch of a run from a failed check; the action applies the rule again. */
export function checkDispatchInputs(check: CompletedCheck, issueNumber: number, pullRequest: number): DispatchInputs {
  return { issue: String(issueNumber), rounds: "", "comment-id": "", "pull-request": String(pullRequest), check: checkInput(check) };
}
