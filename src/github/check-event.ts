/** The completed check a `check_run` or `workflow_run` event carries, as core's {@link CompletedCheck}. */
import * as z from "zod";
import type { CompletedCheck } from "../core/ci-fix.js";
import { MalformedEventError } from "./trigger.js";

/** A check run as the `check_run` event and `GET …/check-runs/{id}` carry it. */
export const CheckRun = z.looseObject({
  id: z.number().int().positive(),
  name: z.string(),
  head_sha: z.string(),
  status: z.string().nullable().optional(),
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
  app: z.looseObject({ slug: z.string().optional() }).nullable().optional(),
});

const CheckRunEvent = z.looseObject({
  action: z.literal("completed"),
  check_run: CheckRun.extend({ check_suite: z.looseObject({ head_branch: z.string().nullable() }) }),
});

/** A workflow run as the `workflow_run` event and `GET …/actions/runs/{id}` carry it. */
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
  event: z.string().optional(),
  head_repository: z.looseObject({ full_name: z.string() }).nullable().optional(),
});

const Workflow = z.looseObject({ name: z.string().optional(), path: z.string().optional() });

const WorkflowRunEvent = z.looseObject({
  action: z.literal("completed"),
  workflow_run: WorkflowRun,
  workflow: Workflow.nullable().optional(),
});

/** null for another event or action. @throws MalformedEventError when the payload lacks documented fields. */
export function readCompletedCheck(eventName: string, payload: unknown): CompletedCheck | null {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? payload.action : null;
  if (action !== "completed") return null;
  if (eventName === "check_run") {
    const { check_run: run } = parse(CheckRunEvent, payload, eventName);
    return checkRunCheck(run, run.check_suite.head_branch);
  }
  if (eventName === "workflow_run") {
    const event = parse(WorkflowRunEvent, payload, eventName);
    return workflowRunCheck(event.workflow_run, event.workflow ?? null);
  }
  return null;
}

/** `workflow` (the event's; null from the API) names it when the run does not. */
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
    event: run.event ?? null,
    workflowPath: run.path ?? workflow?.path ?? null,
    url: run.html_url ?? null,
    app: null,
    output: null,
  };
}

/** `headBranch` null for a fork's commit; its page is its app's (`details_url`), else GitHub's. */
export function checkRunCheck(run: z.infer<typeof CheckRun>, headBranch: string | null): CompletedCheck {
  return {
    kind: "check-run",
    id: run.id,
    attempt: 1,
    name: run.name,
    conclusion: run.conclusion,
    headSha: run.head_sha,
    headBranch,
    headRepository: null,
    event: null,
    workflowPath: null,
    url: run.details_url || run.html_url || null,
    app: run.app?.slug ?? null,
    output:
      run.output === undefined
        ? null
        : { title: run.output.title ?? null, summary: run.output.summary ?? null, text: run.output.text ?? null },
  };
}

function parse<T>(schema: z.ZodType<T>, payload: unknown, eventName: string): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
  throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
}
