import { z } from "zod";

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

const LabelEvent = z.looseObject({ action: z.enum(["labeled", "unlabeled"]), label: Label, issue: Issue, sender: Actor });
const CommentEvent = z.looseObject({
  action: z.literal("created"),
  issue: Issue,
  comment: z.looseObject({ id: z.number().int(), body: z.string(), user: Actor, created_at: z.string().optional() }),
  sender: Actor,
});
/** A dispatch's relay inputs (issue 11): the run it continues and the round it starts; both or neither. */
const RelayInputs = z.looseObject({
  "relay-run": z.string().optional(),
  "relay-round": z.string().optional(),
});
const WorkflowDispatchEvent = z.looseObject({ sender: Actor.optional(), inputs: RelayInputs.nullable().optional() });
const RepositoryDispatchEvent = z.looseObject({
  action: z.string(),
  client_payload: z
    .looseObject({ issue: z.coerce.number().int().positive().optional(), objective: z.string().optional() })
    .nullable()
    .optional(),
  sender: Actor.optional(),
});

/** The issue a run works on, as the event carried it. */
export interface TriggerIssue {
  number: number;
  title: string;
  body: string;
  /** `updated_at` as the event carried it: with the label, it identifies one labelling. */
  updatedAt: string | null;
}

/**
 * What an event asks of the bot (design contract: triggers):
 * - `start`: a run on an issue (or on a bare objective, from a dispatch);
 * - `stop`: end the live run on the issue (`/ralph stop`, or the trigger label removed);
 * - `note`: a maintainer note for the live run's next round (`/ralph note <text>`); it starts and
 *   stops nothing: the live run reads the comment between rounds (issue 11);
 * - `refuse`: a malformed command; `reply` says what is allowed;
 * - `skip`: not a trigger; `reason` is one log line.
 * `actor` is who asked (for a dispatch, the person who dispatched it; null when the App or CI did, having checked already);
 * `commentId` is the trigger comment, when there is one.
 */
export type Trigger =
  | {
      kind: "start";
      source: "label" | "command" | "dispatch";
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
      /** Relay mode (issue 11): the dispatch starts the next leg of this run at this round; absent for every other start. */
      relay?: RelayDispatch;
    }
  | { kind: "stop"; source: "command" | "unlabel"; issueNumber: number; actor: Actor; commentId: number | null }
  | { kind: "note"; issueNumber: number; actor: Actor; commentId: number; text: string }
  | { kind: "refuse"; issueNumber: number; actor: Actor; commentId: number; reply: string }
  | { kind: "skip"; reason: string };

/** What a relay dispatch names: the run's identity (its first workflow run id) and the round it starts. */
export interface RelayDispatch {
  run: string;
  round: number;
}

/** Settings the trigger parser needs (action inputs `trigger-label`, `command`, `max-rounds-limit`). */
export interface TriggerSettings {
  triggerLabel: string;
  command: string;
  maxRoundsLimit: number;
  /** The action's `issue-number` input, used by `workflow_dispatch`. */
  issueNumber: number | null;
  /** The action's `objective` input. */
  objective: string | null;
  /** The action's `comment-id` input: the trigger comment of a dispatched run. */
  commentId: number | null;
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
 * A command comment, read from its first line: `/ralph`, `/ralph rounds=N`, `/ralph stop`, or
 * `/ralph note <text>`, whose text is the rest of the comment (the first line's and the lines below).
 */
export type Command =
  { kind: "start"; rounds: number | null } | { kind: "stop" } | { kind: "note"; text: string } | { kind: "invalid"; reply: string } | null;

/** `<command> note` at the start of a comment, as a whole word; what follows is the note. */
const NOTE = /^\S+[ \t]+note(?=\s|$)/i;

/**
 * Reads the command on a comment's first line, or null when the first line does not
 * start with `command` (compared case-insensitively, as a whole word).
 */
export function parseCommand(body: string, command: string, maxRoundsLimit: number): Command {
  const firstLine = body.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const [word = "", ...args] = firstLine.trim().split(/\s+/);
  if (word.toLowerCase() !== command.toLowerCase()) return null;
  const usage =
    `Use \`${command}\`, \`${command} rounds=N\` (N from 1 to ${maxRoundsLimit}), \`${command} stop\` ` +
    `or \`${command} note <text>\` (a note for the live run's next round).`;
  if (args.length === 0) return { kind: "start", rounds: null };
  if (args.length === 1 && args[0]?.toLowerCase() === "stop") return { kind: "stop" };
  if (args[0]?.toLowerCase() === "note") {
    const text = body.trimStart().replace(NOTE, "").trim();
    return text === "" ? { kind: "invalid", reply: `A note needs its text: \`${command} note <text>\`.` } : { kind: "note", text };
  }
  const rounds = args.length === 1 ? /^rounds=(\d{1,9})$/i.exec(args[0] ?? "") : null;
  if (rounds === null) return { kind: "invalid", reply: `I did not understand that command. ${usage}` };
  const n = Number(rounds[1]);
  if (n < 1 || n > maxRoundsLimit)
    return { kind: "invalid", reply: `rounds=${n} is not allowed: N must be from 1 to ${maxRoundsLimit} (max-rounds-limit). ${usage}` };
  return { kind: "start", rounds: n };
}

/** The one-line reply to a `/ralph note` when no run on the issue is live (the action's and the App's). */
export function noLiveRunForNote(command: string): string {
  return `There is no live Ralph run on this issue to take this note. To start a run with it, comment \`${command}\` with the note on the lines below.`;
}

/**
 * Decide what an event asks for. Pure: who may ask (permission, bots) and whether
 * a run is already live are the caller's. Throws {@link MalformedEventError} when a
 * trigger-shaped event lacks documented fields.
 */
export function parseTrigger(eventName: string, payload: unknown, settings: TriggerSettings): Trigger {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  const isTriggerLabel = (name: string) => name.toLowerCase() === settings.triggerLabel.toLowerCase();
  if (eventName === "issues" && (action === "labeled" || action === "unlabeled")) {
    const event = parsePayload(LabelEvent, payload, eventName);
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
    };
  }
  if (eventName === "issue_comment" && action === "created") {
    const event = parsePayload(CommentEvent, payload, eventName);
    const command = parseCommand(event.comment.body, settings.command, settings.maxRoundsLimit);
    if (command === null) return { kind: "skip", reason: "the comment is not a command" };
    if (event.issue.pull_request !== undefined) return { kind: "skip", reason: "the command was posted on a pull request, not an issue" };
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
      ...who,
    };
  }
  if (eventName === "workflow_dispatch") {
    if (settings.issueNumber === null && settings.objective === null) {
      return { kind: "skip", reason: "workflow_dispatch without an issue-number or objective input" };
    }
    const event = parsePayload(WorkflowDispatchEvent, payload, eventName);
    const started = dispatch(settings.issueNumber, settings.objective, settings.commentId, dispatcher(event.sender));
    const relay = relayDispatch(event.inputs ?? null);
    if (relay === null) return started;
    if (relay === "malformed")
      return { kind: "skip", reason: "a relay dispatch needs a workflow run id in relay-run and a round number in relay-round" };
    return started.kind === "start" ? { ...started, relay } : started;
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

/** The relay inputs of a `workflow_dispatch`, null when it has none (an ordinary dispatch), `malformed` when they are not a run id and a round. */
function relayDispatch(inputs: z.infer<typeof RelayInputs> | null): RelayDispatch | "malformed" | null {
  const run = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run, round: Number(round) };
}

/**
 * Who a dispatch's permission is checked for: the person who dispatched it (a run started from
 * the Actions tab or with `gh workflow run`); null when an App or CI (a bot) sent it, since the
 * App checked the commenter's permission itself before dispatching.
 */
function dispatcher(sender: Actor | undefined): Actor | null {
  return sender !== undefined && sender.type === "User" ? sender : null;
}

function dispatch(issueNumber: number | null, objective: string | null, commentId: number | null, actor: Actor | null): Trigger {
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
  };
}
