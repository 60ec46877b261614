import * as z from "zod";
import type { HiddenText } from "../core/hidden-text.js";
import { parseCommand } from "./command.js";
import { relayDispatch, RelayInputs, type RelayDispatch } from "./relay-dispatch.js";

/** The user or bot that sent a webhook event (`sender`). */
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

/** GitHub's webhook description marks `label` optional on `issues.labeled` and `issues.unlabeled`. */
const LabelEvent = z.looseObject({ action: z.enum(["labeled", "unlabeled"]), label: Label.optional(), issue: Issue, sender: Actor });
/** Who asked is the event's `sender`; the comment's `user`, which GitHub's description lets be null, is not read. */
const CommentEvent = z.looseObject({
  action: z.literal("created"),
  issue: Issue,
  comment: z.looseObject({ id: z.number().int(), body: z.string(), created_at: z.string().optional() }),
  sender: Actor,
});
const WorkflowDispatchEvent = z.looseObject({ sender: Actor.optional(), inputs: RelayInputs.nullable().optional() });

/** A pull request as the review payload carries it and `GET /repos/{o}/{r}/pulls/{n}` answers (the fields read here). */
export const PullRequestData = z.looseObject({
  number: z.number().int().positive(),
  html_url: z.string(),
  /** `open` or `closed` (a merged pull request is closed): only an open one starts a run. */
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

/** The Ralph pull request a run starts from and talks on, and the review that asked for changes (null for a command). */
export interface PullRequestTrigger {
  number: number;
  url: string;
  /** The head commit when the event came: review comments made on it are "since the branch's last push". */
  headSha: string;
  /** The pull request's base branch, which the run proposes to. */
  baseRef: string;
  reviewId: number | null;
}

/** The issue a run works on, as the event carried it. */
export interface TriggerIssue {
  number: number;
  title: string;
  body: string;
  /** `updated_at` as the event carried it: with the label, it identifies one labelling. */
  updatedAt: string | null;
}

/**
 * What an event asks of the bot: `start` a run (from a label, a command, a review, a dispatch or a
 * failed check; `relay` marks a relay leg), `stop` the live run or leave it a `note`, `refuse` a
 * malformed command (`reply` says what is allowed), or `skip` it (`reason` is one log line).
 * `actor` is who asked: for a dispatch the person who sent it, null when the App or CI did.
 */
export type Trigger =
  | {
      kind: "start";
      source: "label" | "command" | "dispatch" | "review" | "check";
      /** The issue from the payload; null when only its number is known (dispatch) or there is none. */
      issue: TriggerIssue | null;
      issueNumber: number | null;
      /** Extra objective text: the trigger comment's text or the dispatch's `objective`. */
      objectiveNote: string | null;
      /** A `/ralph rounds=N` override of `max-rounds`, already checked against `max-rounds-limit`. */
      rounds: number | null;
      actor: Actor | null;
      commentId: number | null;
      /** When the trigger happened (ISO: the comment's creation, or the labelling); null for dispatches. */
      at: string | null;
      /** The Ralph pull request the run works from (a review, a command on it, or a dispatch naming it); null for a run on the issue. */
      pullRequest: PullRequestTrigger | null;
      /** A relay leg: the run it continues and the round it starts; absent for every other start. */
      relay?: RelayDispatch;
      /** A run from a Ralph pull request's failed check (source `check`, or a relay leg of one): the check and its objective. */
      check?: CheckStart;
    }
  | {
      kind: "stop";
      source: "command" | "unlabel";
      issueNumber: number;
      actor: Actor;
      commentId: number | null;
      /** The Ralph pull request the command was posted on: the run from it, which talks there, is the one to stop. */
      pullRequest?: PullRequestTrigger;
    }
  | { kind: "note"; issueNumber: number; actor: Actor; commentId: number; text: string; pullRequest?: PullRequestTrigger }
  | { kind: "refuse"; issueNumber: number; actor: Actor; commentId: number; reply: string; pullRequest?: PullRequestTrigger }
  | { kind: "skip"; reason: string };

/** A start: a run on an issue, or on its Ralph pull request. */
export type StartTrigger = Extract<Trigger, { kind: "start" }>;

/**
 * A command on a pull request, or a dispatch naming one: only the pull request's head tells a Ralph
 * pull request from a fork's, so the caller reads it and parses again; `actor` lets a bot be ignored first.
 */
export interface PullRequestLookup {
  kind: "lookup";
  pullRequestNumber: number;
  actor: Actor | null;
}

/** The failed check a run from it works on: its trigger key (`checkTriggerKey`), name, page, and objective text (already bounded and sanitized). */
export interface CheckStart {
  key: string;
  /** The `check` input that names it to a relay leg (`workflow-run:<id>:<attempt>` or `check-run:<id>`). */
  input: string;
  name: string;
  url: string | null;
  objective: string;
  hidden: HiddenText;
}

/** What the trigger parser reads of the action's inputs (the App passes its own settings and none of the dispatch's). */
export interface TriggerSettings {
  triggerLabel: string;
  command: string;
  maxRoundsLimit: number;
  issueNumber: number | null;
  objective: string | null;
  /** The trigger comment of a dispatched run. */
  commentId: number | null;
  /** A Ralph pull request's head is `<branchPrefix>N` (default {@link DEFAULT_BRANCH_PREFIX}). */
  branchPrefix?: string;
  /** A dispatched run from that Ralph pull request, and the review that asked. */
  pullRequest?: number | null;
  reviewId?: number | null;
}

/** The default of the action input `branch-prefix`. */
export const DEFAULT_BRANCH_PREFIX = "ralph/issue-";

/**
 * The issue of a Ralph pull request, read from its head branch `<branchPrefix>N`; a reason instead
 * for a head in another repository (a fork, or a deleted one) or of another name.
 */
export function ralphIssueOf(pull: PullRequestData, branchPrefix: string): number | { skip: string } {
  if (pull.head.repo === null || pull.head.repo.full_name.toLowerCase() !== pull.base.repo.full_name.toLowerCase()) {
    return { skip: `pull request #${pull.number} comes from another repository (a fork)` };
  }
  const ref = pull.head.ref;
  const digits = ref.startsWith(branchPrefix) ? ref.slice(branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { skip: `pull request #${pull.number} is not a Ralph pull request (head ${ref})` };
  return Number(digits);
}

/** Why a start from a Ralph pull request is skipped: it is closed or merged; null when it is open (a stop or a note still counts). */
function closedSkip(pull: PullRequestData): { kind: "skip"; reason: string } | null {
  return pull.state === "open" ? null : { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
}

function pullRequestTrigger(pull: PullRequestData, reviewId: number | null): PullRequestTrigger {
  return { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId };
}

/** Thrown when a trigger event's payload does not have the fields GitHub documents for it. */
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

/**
 * What an event asks for, pure: who may ask and whether a run is live are the caller's.
 * `pullRequest` is what a lookup asked for (`GET …/pulls/{n}`, unchecked JSON).
 * @throws MalformedEventError when a trigger's payload, or the pull request, lacks GitHub's documented fields.
 */
export function parseTrigger(
  eventName: string,
  payload: unknown,
  settings: TriggerSettings,
  pullRequest?: unknown,
): Trigger | PullRequestLookup {
  const branchPrefix = settings.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
  const pull = pullRequest === undefined ? null : parsePayload(PullRequestData, pullRequest, "pull request");
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  const isTriggerLabel = (name: string) => name.toLowerCase() === settings.triggerLabel.toLowerCase();
  if (eventName === "issues" && (action === "labeled" || action === "unlabeled")) {
    const event = parsePayload(LabelEvent, payload, eventName);
    // Without its label the event cannot tell a start or a stop from any other label's change.
    if (event.label === undefined) return { kind: "skip", reason: `the ${eventName}.${action} event names no label` };
    if (!isTriggerLabel(event.label.name)) {
      return { kind: "skip", reason: `label "${event.label.name}" is not the trigger label "${settings.triggerLabel}"` };
    }
    if (event.issue.pull_request !== undefined) return { kind: "skip", reason: "the label is on a pull request, not an issue" };
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
  if (eventName === "issue_comment" && action === "created") {
    const event = parsePayload(CommentEvent, payload, eventName);
    const command = parseCommand(event.comment.body, settings.command, settings.maxRoundsLimit);
    if (command === null) return { kind: "skip", reason: "the comment is not a command" };
    if (event.issue.pull_request !== undefined) {
      // Nothing, not even a reply, may come of a comment on a fork's pull request or another
      // branch's: the pull request's head decides, so it is read first.
      if (pull === null) return { kind: "lookup", pullRequestNumber: event.issue.number, actor: event.sender };
      const issueNumber = ralphIssueOf(pull, branchPrefix);
      if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
      const onPull = { issueNumber, actor: event.sender, commentId: event.comment.id, pullRequest: pullRequestTrigger(pull, null) };
      if (command.kind === "stop") return { kind: "stop", source: "command", ...onPull };
      if (command.kind === "note") return { kind: "note", ...onPull, text: command.text };
      if (command.kind === "invalid") return { kind: "refuse", ...onPull, reply: command.reply };
      const closed = closedSkip(pull);
      if (closed !== null) return closed;
      return {
        kind: "start",
        source: "command",
        issue: null,
        issueNumber,
        objectiveNote: event.comment.body,
        rounds: command.rounds,
        actor: event.sender,
        commentId: event.comment.id,
        at: event.comment.created_at ?? null,
        pullRequest: pullRequestTrigger(pull, null),
      };
    }
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
  if (eventName === "pull_request_review" && action === "submitted") {
    const event = parsePayload(ReviewEvent, payload, eventName);
    if (event.review.state.toLowerCase() !== "changes_requested") {
      return { kind: "skip", reason: `a review that ${event.review.state.toLowerCase().replace(/_/g, " ")} does not ask for changes` };
    }
    const issueNumber = ralphIssueOf(event.pull_request, branchPrefix);
    if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
    const closed = closedSkip(event.pull_request);
    if (closed !== null) return closed;
    return {
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
    };
  }
  if (eventName === "workflow_dispatch") {
    if (settings.issueNumber === null && settings.objective === null) {
      return { kind: "skip", reason: "workflow_dispatch without an issue-number or objective input" };
    }
    const event = parsePayload(WorkflowDispatchEvent, payload, eventName);
    const relay = relayDispatch(event.inputs ?? null);
    if (relay === "malformed")
      return { kind: "skip", reason: "a relay dispatch needs a workflow run id in relay-run and a round number in relay-round" };
    const named = settings.pullRequest ?? null;
    if (named === null) {
      const started = dispatch(settings.issueNumber, settings.objective, settings.commentId, dispatcher(event.sender));
      return relay !== null ? { ...started, relay } : started;
    }
    if (pull === null) return { kind: "lookup", pullRequestNumber: named, actor: dispatcher(event.sender) };
    const issueNumber = ralphIssueOf(pull, branchPrefix);
    if (typeof issueNumber !== "number") return { kind: "skip", reason: issueNumber.skip };
    if (settings.issueNumber !== null && settings.issueNumber !== issueNumber) {
      return {
        kind: "skip",
        reason: `pull request #${named} is the Ralph pull request of #${issueNumber}, not of #${settings.issueNumber}`,
      };
    }
    const closed = closedSkip(pull);
    if (closed !== null) return closed;
    const started = dispatch(issueNumber, settings.objective, settings.commentId, dispatcher(event.sender));
    return { ...started, pullRequest: pullRequestTrigger(pull, settings.reviewId ?? null), ...(relay !== null ? { relay } : {}) };
  }
  if (eventName === "repository_dispatch") {
    const event = parsePayload(RepositoryDispatchEvent, payload, eventName);
    const issueNumber = event.client_payload?.issue ?? settings.issueNumber;
    const objective = event.client_payload?.objective ?? settings.objective;
    if (issueNumber === null && objective === null) return { kind: "skip", reason: "repository_dispatch without client_payload.issue" };
    return dispatch(issueNumber, objective, settings.commentId, dispatcher(event.sender));
  }
  return { kind: "skip", reason: `${eventName}${action ? `.${action}` : ""} is not a trigger` };
}

/** Who a `workflow_dispatch` (`payload`) is checked for ({@link dispatcher}), one with the `check` input too. @throws MalformedEventError when it lacks GitHub's documented fields. */
export function dispatchedBy(payload: unknown): Actor | null {
  return dispatcher(parsePayload(WorkflowDispatchEvent, payload, "workflow_dispatch").sender);
}

/** Who a dispatch's permission is checked for: the person who sent it; null for an App or CI, which checked before dispatching. */
function dispatcher(sender: Actor | undefined): Actor | null {
  return sender !== undefined && sender.type === "User" ? sender : null;
}

function dispatch(issueNumber: number | null, objective: string | null, commentId: number | null, actor: Actor | null): StartTrigger {
  return {
    kind: "start",
    source: "dispatch",
    issue: null,
    issueNumber,
    objectiveNote: objective,
    rounds: null,
    actor,
    commentId,
    at: null,
    pullRequest: null,
  };
}
