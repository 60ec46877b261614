/**
 * The completed check a `check_run.completed` or `workflow_run.completed` event carries (issue 22),
 * read into core's {@link CompletedCheck}; whether it starts a run is `core/ci-fix.ts`'s rule.
 */
import * as z from "zod";
import type { CompletedCheck } from "../core/ci-fix.js";
import { MalformedEventError } from "./trigger.js";

const CheckRunEvent = z.looseObject({
  action: z.literal("completed"),
  check_run: z.looseObject({
    id: z.number().int().positive(),
    name: z.string(),
    head_sha: z.string(),
    conclusion: z.string().nullable(),
    html_url: z.string().nullable().optional(),
    details_url: z.string().nullable().optional(),
    output: z
      .looseObject({
        title: z.string().nullable().optional(),
        summary: z.string().nullable().optional(),
        text: z.string().nullable().optional(),
      })
      .optional(),
    check_suite: z.looseObject({ head_branch: z.string().nullable() }),
    app: z.looseObject({ slug: z.string().optional() }).nullable().optional(),
  }),
});

/** A workflow run as the `workflow_run` event and `GET …/actions/runs/{id}` carry it (the fields the rule reads). */
export const WorkflowRun = z.looseObject({
  id: z.number().int().positive(),
  name: z.string().nullable().optional(),
  head_sha: z.string(),
  head_branch: z.string().nullable(),
  status: z.string().nullable().optional(),
  conclusion: z.string().nullable(),
  path: z.string().optional(),
  run_attempt: z.number().int().positive().optional(),
  html_url: z.string().optional(),
  head_repository: z.looseObject({ full_name: z.string() }).nullable().optional(),
});

const Workflow = z.looseObject({ name: z.string().optional(), path: z.string().optional() });

const WorkflowRunEvent = z.looseObject({
  action: z.literal("completed"),
  workflow_run: WorkflowRun,
  workflow: Workflow.nullable().optional(),
});

/**
 * The completed check of event `eventName`, or null when the event is not a completed check run or
 * workflow run (another action, another event). `workflowPath` is the workflow run's file; GitHub's
 * workflow run carries it as `path`, older payloads only in `workflow.path`.
 * @throws MalformedEventError when a completed check's payload lacks the fields GitHub documents.
 */
export function readCompletedCheck(eventName: string, payload: unknown): CompletedCheck | null {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? payload.action : null;
  if (action !== "completed") return null;
  if (eventName === "check_run") {
    const { check_run: run } = parse(CheckRunEvent, payload, eventName);
    const output = [run.output?.title, run.output?.summary, run.output?.text].filter((text) => typeof text === "string" && text !== "");
    return {
      kind: "check-run",
      id: run.id,
      attempt: 1,
      name: run.name,
      conclusion: run.conclusion,
      headSha: run.head_sha,
      headBranch: run.check_suite.head_branch,
      headRepository: null,
      workflowPath: null,
      url: run.html_url ?? run.details_url ?? null,
      app: run.app?.slug ?? null,
      output: output.length > 0 ? output.join("\n\n") : null,
    };
  }
  if (eventName === "workflow_run") {
    const event = parse(WorkflowRunEvent, payload, eventName);
    return workflowRunCheck(event.workflow_run, event.workflow ?? null);
  }
  return null;
}

/**
 * The completed check workflow run `run` is; `workflow` (the event's, null from the API) names the
 * workflow when the run does not.
 */
export function workflowRunCheck(run: z.infer<typeof WorkflowRun>, workflow: z.infer<typeof Workflow> | null): CompletedCheck {
  return {
    kind: "workflow-run",
    id: run.id,
    attempt: run.run_attempt ?? 1,
    name: run.name || workflow?.name || run.path || "workflow",
    conclusion: run.conclusion,
    headSha: run.head_sha,
    headBranch: run.head_branch,
    headRepository: run.head_repository?.full_name ?? null,
    workflowPath: run.path ?? workflow?.path ?? null,
    url: run.html_url ?? null,
    app: null,
    output: null,
  };
}

function parse<T>(schema: z.ZodType<T>, payload: unknown, eventName: string): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
  throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
}
