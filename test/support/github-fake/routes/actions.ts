/**
 * GitHub Actions routes: workflow dispatch, listing runs, cancelling a run.
 */
import { errorBody, HttpError, invalidRequest, notFound, objectBody, pageResponse, paginate, requireString } from "../http.js";
import type { FakeRepo, FakeWorkflowRun } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

/**
 * Registers `POST …/actions/workflows/{id}/dispatches`, `GET …/actions/runs`,
 * `GET …/actions/workflows/{id}/runs`, `GET …/actions/runs/{id}`, `POST …/actions/runs/{id}/cancel`.
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
    if (!ref.startsWith("refs/tags/") && !(await ctx.branchExists(repo.fullName, ref.replace(/^refs\/heads\//, "")))) {
      throw new HttpError(422, errorBody(422, `No ref found for: ${ref}`));
    }
    ctx.state.dispatches.push({
      repo: repo.fullName,
      workflow: workflow.file,
      ref,
      inputs: inputs as Record<string, unknown>,
      actor: ctx.actor,
    });
    return { status: 204 };
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

/** `{ total_count, workflow_runs }`, newest first, filtered by event, status/conclusion, branch, actor. */
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
