/**
 * GitHub Actions job routes: a workflow run's jobs, one job, and a job's log (a run from
 * a failed check reads the failing step and the log's tail).
 */
import { randomUUID } from "node:crypto";
import { errorBody, HttpError, notFound, pageResponse, paginate } from "../http.js";
import type { FakeJob, FakeRepo, FakeWorkflowRun } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

/**
 * Registers `GET …/actions/runs/{id}/jobs` (`{ total_count, jobs }`, every page), `GET
 * …/actions/jobs/{id}` and `GET …/actions/jobs/{id}/logs`: as on GitHub, a 302 to a short-lived
 * plain-text address outside the API (served at `/_blobs/…` without a token); 410 when the job has
 * no log any more (GitHub's answer for an expired log), 404 for no such job.
 */
export function jobRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/actions/runs/:id/jobs", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const run = repo.runs.find((r) => r.id === Number(params["id"]));
    if (!run) throw notFound();
    const page = paginate(run.jobs, ctx.query, ctx.url);
    return pageResponse(page, { total_count: run.jobs.length, jobs: page.items.map((job) => jobJson(ctx, repo, run, job)) });
  });

  router.on("GET", "/repos/:owner/:repo/actions/jobs/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const { run, job } = jobOf(repo, params["id"]);
    return { status: 200, body: jobJson(ctx, repo, run, job) };
  });

  router.on("GET", "/repos/:owner/:repo/actions/jobs/:id/logs", (ctx, params) => {
    const { job } = jobOf(repoOf(ctx, params), params["id"]);
    if (job.log === null) throw new HttpError(410, errorBody(410, "Gone"));
    const name = `job-logs/${job.id}/${randomUUID()}.txt`;
    ctx.state.blobs.set(name, job.log);
    return { status: 302, headers: { location: `${ctx.url.origin}/_blobs/${name}` } };
  });
}

function jobOf(repo: FakeRepo, id: string | undefined): { run: FakeWorkflowRun; job: FakeJob } {
  for (const run of repo.runs) {
    const job = run.jobs.find((j) => j.id === Number(id));
    if (job) return { run, job };
  }
  throw notFound();
}

/** A job as the Actions API answers it (the `job` schema of GitHub's REST description). */
function jobJson(ctx: RouteContext, repo: FakeRepo, run: FakeWorkflowRun, job: FakeJob): Record<string, unknown> {
  const runJson = ctx.json.run(repo, run);
  const api = String(runJson["url"]).replace(/\/actions\/runs\/\d+$/, "");
  const web = String(runJson["html_url"]).replace(/\/actions\/runs\/\d+$/, "");
  const at = run.updatedAt;
  return {
    id: job.id,
    run_id: run.id,
    run_url: runJson["url"],
    run_attempt: 1,
    node_id: `CR_${job.id}`,
    head_sha: run.headSha,
    url: `${api}/actions/jobs/${job.id}`,
    html_url: `${web}/actions/runs/${run.id}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: run.createdAt,
    started_at: run.createdAt,
    completed_at: job.status === "completed" ? at : null,
    name: job.name,
    steps: job.steps.map((step, index) => ({
      name: step.name,
      status: "completed",
      conclusion: step.conclusion,
      number: index + 1,
      started_at: run.createdAt,
      completed_at: at,
    })),
    check_run_url: `${api}/check-runs/${job.id}`,
    labels: ["ubuntu-latest"],
    runner_id: 1,
    runner_name: "GitHub Actions 1",
    runner_group_id: 1,
    runner_group_name: "GitHub Actions",
    workflow_name: run.name,
    head_branch: run.headBranch,
  };
}
