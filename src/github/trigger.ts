import { z } from "zod";

/** The user or bot that sent a webhook event (`sender`). */
const Actor = z.looseObject({ login: z.string(), type: z.string() });
export type Actor = z.infer<typeof Actor>;

const Label = z.looseObject({ name: z.string() });
const Issue = z.looseObject({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable().optional(),
  pull_request: z.unknown().optional(),
});

const LabeledEvent = z.looseObject({ action: z.literal("labeled"), label: Label, issue: Issue, sender: Actor });
const CommentEvent = z.looseObject({
  action: z.literal("created"),
  issue: Issue,
  comment: z.looseObject({ id: z.number().int(), body: z.string(), user: Actor }),
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

/** The issue a run works on, as the event carried it. */
export interface TriggerIssue {
  number: number;
  title: string;
  body: string;
}

/**
 * What an event asks of the bot (design contract: triggers):
 * - `start`: a run on an issue (or on a bare objective, from a dispatch);
 * - `skip`: not a trigger; `reason` is one log line.
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
      /** Who asked; null for dispatches, whose sender already passed the App or CI. */
      actor: Actor | null;
    }
  | { kind: "skip"; reason: string };

/** Settings the trigger parser needs (action inputs `trigger-label`, `command`). */
export interface TriggerSettings {
  triggerLabel: string;
  command: string;
  /** The action's `issue-number` input, used by `workflow_dispatch`. */
  issueNumber: number | null;
  /** The action's `objective` input. */
  objective: string | null;
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
  return { number: issue.number, title: issue.title, body: issue.body ?? "" };
}

/**
 * Decide what an event asks for. Pure: the permission check and the run's
 * uniqueness are the caller's. Throws {@link MalformedEventError} when a
 * trigger-shaped event lacks documented fields.
 */
export function parseTrigger(eventName: string, payload: unknown, settings: TriggerSettings): Trigger {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  if (eventName === "issues" && action === "labeled") {
    const event = parsePayload(LabeledEvent, payload, eventName);
    if (event.label.name.toLowerCase() !== settings.triggerLabel.toLowerCase()) {
      return { kind: "skip", reason: `label "${event.label.name}" is not the trigger label "${settings.triggerLabel}"` };
    }
    if (event.issue.pull_request !== undefined) return { kind: "skip", reason: "the label was added to a pull request, not an issue" };
    return {
      kind: "start",
      source: "label",
      issue: toIssue(event.issue),
      issueNumber: event.issue.number,
      objectiveNote: null,
      actor: event.sender,
    };
  }
  if (eventName === "issue_comment" && action === "created") {
    const event = parsePayload(CommentEvent, payload, eventName);
    const firstLine = event.comment.body.trimStart().split(/\r?\n/, 1)[0] ?? "";
    const [word] = firstLine.trim().split(/\s+/, 1);
    if (word?.toLowerCase() !== settings.command.toLowerCase()) return { kind: "skip", reason: "the comment is not a command" };
    if (event.issue.pull_request !== undefined) return { kind: "skip", reason: "the command was posted on a pull request, not an issue" };
    return {
      kind: "start",
      source: "command",
      issue: toIssue(event.issue),
      issueNumber: event.issue.number,
      objectiveNote: event.comment.body,
      actor: event.sender,
    };
  }
  if (eventName === "workflow_dispatch") {
    if (settings.issueNumber === null && settings.objective === null) {
      return { kind: "skip", reason: "workflow_dispatch without an issue-number or objective input" };
    }
    return {
      kind: "start",
      source: "dispatch",
      issue: null,
      issueNumber: settings.issueNumber,
      objectiveNote: settings.objective,
      actor: null,
    };
  }
  if (eventName === "repository_dispatch") {
    const event = parsePayload(RepositoryDispatchEvent, payload, eventName);
    const issueNumber = event.client_payload?.issue ?? settings.issueNumber;
    const objective = event.client_payload?.objective ?? settings.objective;
    if (issueNumber === null && objective === null) return { kind: "skip", reason: "repository_dispatch without client_payload.issue" };
    return { kind: "start", source: "dispatch", issue: null, issueNumber, objectiveNote: objective, actor: null };
  }
  return { kind: "skip", reason: `${eventName}${action ? `.${action}` : ""} is not a trigger` };
}
