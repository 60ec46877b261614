/**
 * GitHub Actions routes: workflow dispatch, listing runs, cancelling a run.
 */
import { errorBody, HttpError, invalidRequest, notFound, objectBody, pageResponse, paginate, requireString } from "../http.js";
import type { FakeRepo, FakeWorkflowRun } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

/**
 * The most inputs one dispatch may send ("The maximum number of top-level properties for `inputs` is
 * 25", GitHub's workflow syntax docs, since the 2025-12-04 changelog; the REST description's
 * `maxProperties`).
 */
export const MAX_DISPATCH_INPUTS = 25;
/** "The maximum payload for `inputs` is 65,535 characters" (the same docs), counted on the JSON text. */
export const MAX_DISPATCH_INPUTS_CHARS = 65_535;

/**
 * Registers `POST …/actions/workflows/{id}/dispatches`, `GET …/actions/runs`,
 * `GET …/actions/workflows/{id}/runs`, `GET …/actions/runs/{id}`, `POST …/actions/runs/{id}/cancel`.
 * A dispatch is refused as GitHub refuses it (422: too many inputs, an unknown ref, a workflow
 * without a `workflow_dispatch` trigger, an input the workflow does not declare, a required one
 * missing); else it creates a queued workflow run titled by the workflow's `run-name` and answers
 * 204, or 200 with `{ workflow_run_id, run_url, html_url }` when the body asks `return_run_details`.
 */
export function actionRoutes(router: FakeRouter): void {
  router.on("POST", "/repos/:owner/:repo/actions/workflows/:workflow/dispatches", async (ctx, params) => {
    const repo = repoOf(ctx, params);
    const workflow = ctx.state.findWorkflow(repo, params["workflow"] ?? "");
    if (!workflow) throw notFound();
    const body = objectBody(ctx.body);
    const ref = requireString(body, "ref");
    const inputs = body["inputs"] ?? {};
    if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) {
      throw invalidRequest(`For 'inputs', ${JSON.stringify(inputs)} is not an object.`);
    }
    const sent = inputs as Record<string, unknown>;
    // The request body's schema (maxProperties) and the documented payload bound of `inputs`.
    if (Object.keys(sent).length > MAX_DISPATCH_INPUTS) {
      throw invalidRequest(`For 'inputs', ${JSON.stringify(sent)} has more than ${MAX_DISPATCH_INPUTS} properties.`);
    }
    if (JSON.stringify(sent).length > MAX_DISPATCH_INPUTS_CHARS) {
      throw invalidRequest(`For 'inputs', the payload is longer than ${MAX_DISPATCH_INPUTS_CHARS} characters.`);
    }
    const details = body["return_run_details"];
    if (details !== undefined && typeof details !== "boolean") {
      throw invalidRequest(`For 'return_run_details', ${JSON.stringify(details)} is not a boolean.`);
    }
    if (!ref.startsWith("refs/tags/") && !(await ctx.branchExists(repo.fullName, ref.replace(/^refs\/heads\//, "")))) {
      throw new HttpError(422, errorBody(422, `No ref found for: ${ref}`));
    }
    const declared = workflow.dispatchInputs;
    if (declared === null) throw new HttpError(422, errorBody(422, "Workflow does not have 'workflow_dispatch' trigger"));
    const unexpected = Object.keys(sent).filter((name) => !declared.has(name));
    if (unexpected.length > 0) {
      // GitHub lists them as Ruby prints an array of strings: ["a", "b"].
      throw new HttpError(
        422,
        errorBody(422, `Unexpected inputs provided: [${unexpected.map((name) => JSON.stringify(name)).join(", ")}]`),
      );
    }
    const values: Record<string, string> = {};
    for (const [name, input] of declared) {
      const value = sent[name];
      if (value === undefined && input.required && input.default === null) {
        throw new HttpError(422, errorBody(422, `Required input '${name}' not provided`));
      }
      values[name] = value === undefined ? (input.default ?? "") : String(value);
    }
    const run = ctx.state.addWorkflowRun(repo, {
      workflow: workflow.file,
      name: workflow.name,
      displayTitle: workflow.runName(values),
      status: "queued",
      event: "workflow_dispatch",
      headBranch: ref.replace(/^refs\/(heads|tags)\//, ""),
      actor: ctx.actor,
    });
    ctx.state.dispatches.push({ repo: repo.fullName, workflow: workflow.file, ref, inputs: sent, actor: ctx.actor, runId: run.id });
    if (details !== true) return { status: 204 };
    const json = ctx.json.run(repo, run);
    return { status: 200, body: { workflow_run_id: run.id, run_url: json["url"], html_url: json["html_url"] } };
  });

  router.on("GET", "/repos/:owner/:repo/actions/runs", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return runList(ctx, repo, repo.runs);
  });

  router.on("GET", "/repos/:owner/:repo/actions/workflows/:workflow/runs", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const workflow = ctx.state.findWorkflow(repo, params["workflow"] ?? "");
    if (!workflow) throw notFound();
    return runList(
      ctx,
      repo,
      repo.runs.filter((run) => run.workflowId === workflow.id),
    );
  });

  router.on("GET", "/repos/:owner/:repo/actions/runs/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return { status: 200, body: ctx.json.run(repo, runOf(repo, params["id"])) };
  });

  router.on("POST", "/repos/:owner/:repo/actions/runs/:id/cancel", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const run = runOf(repo, params["id"]);
    if (run.status === "completed") {
      throw new HttpError(409, errorBody(409, "Cannot cancel a workflow run that is completed."));
    }
    // GitHub finishes the cancel asynchronously; the fake settles it at once.
    run.status = "completed";
    run.conclusion = "cancelled";
    run.updatedAt = ctx.state.stamp();
    return { status: 202, body: {} };
  });
}

/** `{ total_count, workflow_runs }`, newest first, filtered by event, status/conclusion, branch, actor and head sha. */
function runList(ctx: RouteContext, repo: FakeRepo, runs: FakeWorkflowRun[]) {
  const q = ctx.query;
  const matches = runs
    .filter(
      (run) =>
        (q.get("event") === null || run.event === q.get("event")) &&
        // `status` accepts a status or a conclusion, as on GitHub.
        (q.get("status") === null || run.status === q.get("status") || run.conclusion === q.get("status")) &&
        (q.get("branch") === null || run.headBranch === q.get("branch")) &&
        (q.get("actor") === null || run.actor === q.get("actor")) &&
        (q.get("head_sha") === null || run.headSha === q.get("head_sha")),
    )
    .reverse();
  const page = paginate(matches, q, ctx.url);
  return pageResponse(page, { total_count: matches.length, workflow_runs: page.items.map((run) => ctx.json.run(repo, run)) });
}

function runOf(repo: FakeRepo, id: string | undefined): FakeWorkflowRun {
  const run = repo.runs.find((r) => r.id === Number(id));
  if (!run) throw notFound();
  return run;
}
