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

/** The Ralph pull request an ask came from, and the review that asked. */
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

/** The repository and the installation, which a repository's own webhook pointed at the App lacks. */
const Scope = z.looseObject({
  repository: z.looseObject({ name: z.string(), owner: z.looseObject({ login: z.string() }), default_branch: z.string() }),
  installation: z.looseObject({ id: z.number().int().positive() }).optional(),
});

/** Reads a webhook with the action's trigger parser; throws MalformedEventError for a malformed payload. */
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

/** Where the 👀 acknowledgement goes: the trigger comment, or the issue (the pull request for a review) for a label. */
export type ReactionTarget = { kind: "issue" } | { kind: "comment"; id: number };

/**
 * The `workflow_dispatch` inputs the App sends; the workflow must declare the first three, and
 * `pull-request` and `review-id`, which the App sends only for a start from a pull request.
 */
export interface DispatchInputs {
  issue: string;
  rounds: string;
  "comment-id": string;
  "pull-request"?: string;
  "review-id"?: string;
  /** The failed check a run from it names (issue 22, `workflow-run:<id>:<attempt>` or `check-run:<id>`), with `pull-request`. */
  check?: string;
}

/**
 * What the App does about an ask:
 * - `reply`: one comment on the issue, nothing else;
 * - `start`: react, then start the workflow (unless a run of the issue is live);
 * - `stop`: react (to a command), then cancel the issue's live runs; `replyWhenNone`
 *   says whether to answer when there is none (a command yes, a removed label no);
 * - `note`: react to the note when a run of the issue is live, which reads the note between its
 *   rounds (issue 11); otherwise reply `noLiveRun`. Nothing is started or stopped.
 */
export type Plan =
  | { kind: "reply"; reason: ReplyReason; text: string }
  | { kind: "start"; react: ReactionTarget; inputs: DispatchInputs }
  | { kind: "stop"; react: ReactionTarget | null; replyWhenNone: boolean }
  | { kind: "note"; react: ReactionTarget; noLiveRun: string };

/** Decides what to do once the asker's permission is known (null: no access at all). */
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
      // A removed label has nothing to react to, and a removed label with no run needs no answer.
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

/**
 * The repository a completed check happened in and the rule's context there (issue 22), or the
 * reason the App cannot act on it. The Ralph workflow's own runs (`.github/workflows/<RALPH_WORKFLOW>`,
 * the file the App dispatches) are never a fault to fix; `RALPH_CI_FIX_RUNS` is the cap.
 */
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

/**
 * The dispatch of a run from failed check `check` on pull request `pullRequest` of issue
 * `issueNumber`: the action reads the check again (`check`) and decides by the same rule.
 */
export function checkDispatchInputs(check: CompletedCheck, issueNumber: number, pullRequest: number): DispatchInputs {
  return { issue: String(issueNumber), rounds: "", "comment-id": "", "pull-request": String(pullRequest), check: checkInput(check) };
}
