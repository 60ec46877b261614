import * as z from "zod";
import type { HiddenText } from "../core/hidden-text.js";
import { DEFAULT_BRANCH_PREFIX, ralphIssueOf } from "./branch.js";
import { parseCommand, type Command } from "./command.js";
import { relayDispatch, RelayInputs, type RelayDispatch } from "./relay-dispatch.js";

const Actor = z.looseObject({ login: z.string(), type: z.string() });
export type Actor = z.infer<typeof Actor>;

const Label = z.looseObject({ name: z.string() });
const Issue = z.looseObject({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable().optional(),
  updated_at: z.string().optional(),
  pull_request: z.unknown().optional(),
});

/** GitHub's webhook description marks `label` optional. */
const LabelEvent = z.looseObject({ action: z.enum(["labeled", "unlabeled"]), label: Label.optional(), issue: Issue, sender: Actor });
/** Who asked is `sender`; the comment's `user` may be null. */
const CommentEvent = z.looseObject({
  action: z.literal("created"),
  issue: Issue,
  comment: z.looseObject({ id: z.number().int(), body: z.string(), created_at: z.string().optional() }),
  sender: Actor,
});
const WorkflowDispatchEvent = z.looseObject({ sender: Actor.optional(), inputs: RelayInputs.nullable().optional() });

export const PullRequestData = z.looseObject({
  number: z.number().int().positive(),
  html_url: z.string(),
  /** `open` or `closed` (merged too). */
  state: z.string(),
  head: z.looseObject({ ref: z.string(), sha: z.string(), repo: z.looseObject({ full_name: z.string() }).nullable() }),
  base: z.looseObject({ ref: z.string(), repo: z.looseObject({ full_name: z.string() }) }),
});
export type PullRequestData = z.infer<typeof PullRequestData>;

const ReviewEvent = z.looseObject({
  action: z.literal("submitted"),
  review: z.looseObject({
    id: z.number().int().positive(),
    state: z.string(),
    submitted_at: z.string().nullable().optional(),
  }),
  pull_request: PullRequestData,
  sender: Actor,
});
const RepositoryDispatchEvent = z.looseObject({
  action: z.string(),
  client_payload: z
    .looseObject({ issue: z.coerce.number().int().positive().optional(), objective: z.string().optional() })
    .nullable()
    .optional(),
  sender: Actor.optional(),
});

/** The Ralph pull request a run starts from and talks on. */
export interface PullRequestTrigger {
  number: number;
  url: string;
  /** The head when the event came: review comments on it are "since the last push". */
  headSha: string;

  baseRef: string;
  reviewId: number | null;
}

export interface TriggerIssue {
  number: number;
  title: string;
  body: string;
  /** With the label, it identifies one labelling. */
  updatedAt: string | null;
}

/** `reply` says what is allowed; `reason` is one log line; a null `actor` is the App or CI. */
export type Trigger =
  | {
      kind: "start";
      source: "label" | "command" | "dispatch" | "review" | "check";
      /** Null when only its number is known (a dispatch). */
      issue: TriggerIssue | null;
      issueNumber: number | null;
      /** The trigger comment's text or the dispatch's `objective`. */
      objectiveNote: string | null;
      /** `/ralph rounds=N`, within `max-rounds-limit`. */
      rounds: number | null;
      actor: Actor | null;
      commentId: number | null;
      /** ISO; null for dispatches. */
      at: string | null;
      /** null for a run on the issue. */
      pullRequest: PullRequestTrigger | null;
      relay?: RelayDispatch;
      /** Source `check`, or a relay leg of one. */
      check?: CheckStart;
    }
  | {
      kind: "stop";
      source: "command" | "unlabel";
      issueNumber: number;
      actor: Actor;
      commentId: number | null;
      pullRequest?: PullRequestTrigger;
    }
  | { kind: "note"; issueNumber: number; actor: Actor; commentId: number; text: string; pullRequest?: PullRequestTrigger }
  | { kind: "refuse"; issueNumber: number; actor: Actor; commentId: number; reply: string; pullRequest?: PullRequestTrigger }
  | { kind: "skip"; reason: string };

export type StartTrigger = Extract<Trigger, { kind: "start" }>;

/** The caller reads the named pull request and parses again. */
export interface PullRequestLookup {
  kind: "lookup";
  pullRequestNumber: number;
  actor: Actor | null;
}

/** The failed check a run works on; `objective` bounded and sanitized. */
export interface CheckStart {
  key: string;
  /** The `check` input that names it to a relay leg. */
  input: string;
  name: string;
  url: string | null;
  objective: string;
  hidden: HiddenText;
}

/** The action's inputs (the App: its settings, none of a dispatch's). */
export interface TriggerSettings {
  triggerLabel: string;
  command: string;
  maxRoundsLimit: number;
  issueNumber: number | null;
  objective: string | null;
  commentId: number | null;
  branchPrefix?: string;
  pullRequest?: number | null;
  reviewId?: number | null;
}

/** null when open; a stop or a note on a closed one still counts. */
function closedSkip(pull: PullRequestData): { kind: "skip"; reason: string } | null {
  return pull.state === "open" ? null : { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
}

function pullRequestTrigger(pull: PullRequestData, reviewId: number | null): PullRequestTrigger {
  return { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId };
}

/** A trigger payload lacks fields GitHub documents. */
export class MalformedEventError extends Error {}

function parsePayload<T>(schema: z.ZodType<T>, payload: unknown, eventName: string): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
    throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
  }
  return parsed.data;
}

function toIssue(issue: z.infer<typeof Issue>): TriggerIssue {
  return { number: issue.number, title: issue.title, body: issue.body ?? "", updatedAt: issue.updated_at ?? null };
}

interface EventInput {
  eventName: string;
  action: string;
  payload: unknown;
  settings: TriggerSettings;
  branchPrefix: string;
  pull: PullRequestData | null;
}

function skip(reason: string): Extract<Trigger, { kind: "skip" }> {
  return { kind: "skip", reason };
}

/** Pure; `pullRequest` is a lookup's answer. @throws MalformedEventError when a payload lacks documented fields. */
export function parseTrigger(
  eventName: string,
  payload: unknown,
  settings: TriggerSettings,
  pullRequest?: unknown,
): Trigger | PullRequestLookup {
  const pull = pullRequest === undefined ? null : parsePayload(PullRequestData, pullRequest, "pull request");
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  const branchPrefix = settings.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
  const event: EventInput = { eventName, action, payload, settings, branchPrefix, pull };
  if (eventName === "issues" && (action === "labeled" || action === "unlabeled")) return labelTrigger(event);
  if (eventName === "issue_comment" && action === "created") return commentTrigger(event);
  if (eventName === "pull_request_review" && action === "submitted") return reviewTrigger(event);
  if (eventName === "workflow_dispatch") return workflowDispatchTrigger(event);
  if (eventName === "repository_dispatch") return repositoryDispatchTrigger(event);
  return skip(`${eventName}${action ? `.${action}` : ""} is not a trigger`);
}

function labelTrigger({ eventName, action, payload, settings }: EventInput): Trigger {
  const event = parsePayload(LabelEvent, payload, eventName);
  if (event.label === undefined) return skip(`the ${eventName}.${action} event names no label`);
  if (event.label.name.toLowerCase() !== settings.triggerLabel.toLowerCase()) {
    return skip(`label "${event.label.name}" is not the trigger label "${settings.triggerLabel}"`);
  }
  if (event.issue.pull_request !== undefined) return skip("the label is on a pull request, not an issue");
  if (action === "unlabeled")
    return { kind: "stop", source: "unlabel", issueNumber: event.issue.number, actor: event.sender, commentId: null };
  return {
    kind: "start",
    source: "label",
    issue: toIssue(event.issue),
    issueNumber: event.issue.number,
    objectiveNote: null,
    rounds: null,
    actor: event.sender,
    commentId: null,
    at: event.issue.updated_at ?? null,
    pullRequest: null,
  };
}

function commentTrigger(input: EventInput): Trigger | PullRequestLookup {
  const { eventName, payload, settings } = input;
  const event = parsePayload(CommentEvent, payload, eventName);
  const command = parseCommand(event.comment.body, settings.command, settings.maxRoundsLimit);
  if (command === null) return skip("the comment is not a command");
  if (event.issue.pull_request !== undefined) return commandOnPullRequest(input, { event, command });
  const who = { issueNumber: event.issue.number, actor: event.sender, commentId: event.comment.id };
  if (command.kind === "stop") return { kind: "stop", source: "command", ...who };
  if (command.kind === "note") return { kind: "note", ...who, text: command.text };
  if (command.kind === "invalid") return { kind: "refuse", ...who, reply: command.reply };
  return {
    kind: "start",
    source: "command",
    issue: toIssue(event.issue),
    objectiveNote: event.comment.body,
    rounds: command.rounds,
    at: event.comment.created_at ?? null,
    pullRequest: null,
    ...who,
  };
}

/** Not even a reply comes of a command on a fork's or another branch's pull request. */
function commandOnPullRequest(
  { branchPrefix, pull }: EventInput,
  { event, command }: { event: z.infer<typeof CommentEvent>; command: NonNullable<Command> },
): Trigger | PullRequestLookup {
  if (pull === null) return { kind: "lookup", pullRequestNumber: event.issue.number, actor: event.sender };
  const issueNumber = ralphIssueOf(pull, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  const onPull = { issueNumber, actor: event.sender, commentId: event.comment.id, pullRequest: pullRequestTrigger(pull, null) };
  if (command.kind === "stop") return { kind: "stop", source: "command", ...onPull };
  if (command.kind === "note") return { kind: "note", ...onPull, text: command.text };
  if (command.kind === "invalid") return { kind: "refuse", ...onPull, reply: command.reply };
  const asked = { objectiveNote: event.comment.body, rounds: command.rounds, at: event.comment.created_at ?? null };
  return closedSkip(pull) ?? { kind: "start", source: "command", issue: null, ...asked, ...onPull };
}

function reviewTrigger({ eventName, payload, branchPrefix }: EventInput): Trigger {
  const event = parsePayload(ReviewEvent, payload, eventName);
  const state = event.review.state.toLowerCase();
  if (state !== "changes_requested") return skip(`a review that ${state.replace(/_/g, " ")} does not ask for changes`);
  const issueNumber = ralphIssueOf(event.pull_request, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  return (
    closedSkip(event.pull_request) ?? {
      kind: "start",
      source: "review",
      issue: null,
      issueNumber,
      objectiveNote: null,
      rounds: null,
      actor: event.sender,
      commentId: null,
      at: event.review.submitted_at ?? null,
      pullRequest: pullRequestTrigger(event.pull_request, event.review.id),
    }
  );
}

function workflowDispatchTrigger({ eventName, payload, settings, branchPrefix, pull }: EventInput): Trigger | PullRequestLookup {
  if (settings.issueNumber === null && settings.objective === null) {
    return skip("workflow_dispatch without an issue-number or objective input");
  }
  const event = parsePayload(WorkflowDispatchEvent, payload, eventName);
  const relay = relayDispatch(event.inputs ?? null);
  if (relay === "malformed") return skip("a relay dispatch needs a workflow run id in relay-run and a round number in relay-round");
  const leg = relay !== null ? { relay } : {};
  const asked = { objective: settings.objective, commentId: settings.commentId, actor: dispatcher(event.sender) };
  const named = settings.pullRequest ?? null;
  if (named === null) return { ...dispatchStart({ ...asked, issueNumber: settings.issueNumber }), ...leg };
  if (pull === null) return { kind: "lookup", pullRequestNumber: named, actor: asked.actor };
  const issueNumber = ralphIssueOf(pull, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  if (settings.issueNumber !== null && settings.issueNumber !== issueNumber) {
    return skip(`pull request #${named} is the Ralph pull request of #${issueNumber}, not of #${settings.issueNumber}`);
  }
  const started = { ...dispatchStart({ ...asked, issueNumber }), pullRequest: pullRequestTrigger(pull, settings.reviewId ?? null) };
  return closedSkip(pull) ?? { ...started, ...leg };
}

function repositoryDispatchTrigger({ eventName, payload, settings }: EventInput): Trigger {
  const event = parsePayload(RepositoryDispatchEvent, payload, eventName);
  const issueNumber = event.client_payload?.issue ?? settings.issueNumber;
  const objective = event.client_payload?.objective ?? settings.objective;
  if (issueNumber === null && objective === null) return skip("repository_dispatch without client_payload.issue");
  return dispatchStart({ issueNumber, objective, commentId: settings.commentId, actor: dispatcher(event.sender) });
}

/** @throws MalformedEventError when the payload lacks documented fields. */
export function dispatchedBy(payload: unknown): Actor | null {
  return dispatcher(parsePayload(WorkflowDispatchEvent, payload, "workflow_dispatch").sender);
}

/** null for an App or CI, which checked before dispatching. */
function dispatcher(sender: Actor | undefined): Actor | null {
  return sender !== undefined && sender.type === "User" ? sender : null;
}

function dispatchStart(asked: {
  issueNumber: number | null;
  objective: string | null;
  commentId: number | null;
  actor: Actor | null;
}): StartTrigger {
  return {
    kind: "start",
    source: "dispatch",
    issue: null,
    issueNumber: asked.issueNumber,
    objectiveNote: asked.objective,
    rounds: null,
    actor: asked.actor,
    commentId: asked.commentId,
    at: null,
    pullRequest: null,
  };
}
