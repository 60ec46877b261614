/**
 * Checks routes: a check run another app made (the App dispatches a run from a failed
 * check run of another CI, and the action reads it again).
 */
import { notFound } from "../http.js";
import type { FakeCheckRun, FakeRepo } from "../state.js";
import { key } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

/** Registers `GET …/check-runs/{id}`: the check run as GitHub answers it, 404 for no such check run in the repository. */
export function checkRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/check-runs/:id", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const run = repo.checkRuns.find((candidate) => candidate.id === Number(params["id"]));
    if (!run) throw notFound();
    return { status: 200, body: checkRunJson(ctx, repo, run) };
  });
}

/**
 * A check run as the Checks API answers it (the `check-run` schema of GitHub's REST description):
 * its suite only by id, its app as an integration, and as `pull_requests` the open pull requests
 * of the repository (never a fork's) whose head is the check run's branch.
 */
function checkRunJson(ctx: RouteContext, repo: FakeRepo, run: FakeCheckRun): Record<string, unknown> {
  const minimal = ctx.json.minimalRepo(repo);
  const url = `${String(minimal["url"])}/check-runs/${run.id}`;
  const web = String(minimal["html_url"]).slice(0, -repo.fullName.length - 1);
  const owner = ctx.json.user(repo.owner);
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: Buffer.from(`CheckRun${run.id}`).toString("base64"),
    external_id: "",
    url,
    html_url: `${web}/${repo.fullName}/runs/${run.id}`,
    details_url: run.detailsUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: { ...run.output, annotations_count: 0, annotations_url: `${url}/annotations` },
    name: run.name,
    check_suite: { id: run.id + 1 },
    app: {
      id: [...run.app].reduce((sum, char) => sum + char.charCodeAt(0), 1000),
      slug: run.app,
      node_id: Buffer.from(`App${run.app}`).toString("base64"),
      owner,
      name: run.app,
      description: null,
      external_url: `https://${run.app}.example`,
      html_url: `${web}/apps/${run.app}`,
      created_at: "2024-01-01T00:00:00Z",
      updated_at: "2024-01-01T00:00:00Z",
      permissions: { checks: "write", metadata: "read" },
      events: ["check_run", "check_suite"],
    },
    pull_requests: listedPulls(ctx, repo, run),
  };
}

/** The `pull-request-minimal` of each open pull request of `repo` from its own branch `run.headBranch`. */
function listedPulls(ctx: RouteContext, repo: FakeRepo, run: FakeCheckRun): Record<string, unknown>[] {
  if (run.headBranch === null) return [];
  const repoRef = { id: repo.id, url: ctx.json.minimalRepo(repo)["url"], name: repo.name };
  return [...repo.issues.values()]
    .filter((issue) => issue.state === "open" && issue.pull?.headRef === run.headBranch && key(issue.pull.headOwner) === key(repo.owner))
    .map((issue) => {
      const pull = ctx.json.pull(repo, issue) as { id: number; url: string; head: { sha: string }; base: { ref: string; sha: string } };
      return {
        id: pull.id,
        number: issue.number,
        url: pull.url,
        head: { ref: run.headBranch, sha: pull.head.sha, repo: repoRef },
        base: { ref: pull.base.ref, sha: pull.base.sha, repo: repoRef },
      };
    });
}
