/**
 * The failed check of a run the App dispatched (issue 22), read again through the API: the App
 * passes only which workflow run and attempt, or which check run (`check` input), and the action
 * decides from what GitHub says now, with `core/ci-fix.ts`'s rule, as it does for a
 * `workflow_run` or `check_run` event.
 */
import * as z from "zod";
import type { CheckedPullRequest, CompletedCheck, DispatchedCheck } from "../core/ci-fix.js";
import type { RalphOctokit } from "./client.js";
import type { PullRequestData } from "./pulls.js";
import { CheckRun, checkRunCheck, workflowRunCheck, WorkflowRun } from "./check-event.js";
import type { RepositoryRef } from "./repository.js";

/**
 * The check `dispatched` names as GitHub answers now, as a completed check; or the reason it starts
 * nothing: a newer attempt of a workflow run (a re-run, whose own completion decides), or a check
 * that is not completed. `pullRequest` is the pull request the dispatch named (`pull-request` input).
 * @throws the Octokit error when the check cannot be read; Error when GitHub's answer lacks the fields it documents.
 */
export async function readDispatchedCheck(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  dispatched: DispatchedCheck,
  pullRequest: number | null,
): Promise<CompletedCheck | { skip: string }> {
  if (dispatched.kind === "check-run") {
    const run = await getCheckRun(octokit, repository, dispatched.id);
    if (run.status !== "completed") return { skip: `check run ${run.id} is ${run.status ?? "not completed"}, not completed` };
    return checkRunCheck(run, listedHeadRef(run, pullRequest));
  }
  const { run, check } = await readWorkflowRun(octokit, repository, dispatched.id);
  if (check.attempt !== dispatched.attempt) {
    return { skip: `workflow run ${run.id} was re-run (attempt ${check.attempt}, not ${dispatched.attempt}): its own completion decides` };
  }
  if (run.status !== "completed") return { skip: `workflow run ${run.id} is ${run.status ?? "not completed"}, not completed` };
  return check;
}

/**
 * The failed check a relay leg of a run from it carries on with (issue 22): workflow run
 * `dispatched.id` (as attempt `dispatched.attempt`, whatever GitHub's latest is now) or check run
 * `dispatched.id` read again, as the check the run started from. No rule applies: the run's first
 * leg decided, and the run itself moved the pull request's head since.
 * @throws the Octokit error when the check cannot be read; Error when GitHub's answer lacks the fields it documents.
 */
export async function readCheckOfLeg(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  dispatched: DispatchedCheck,
  pullRequest: number,
): Promise<CompletedCheck> {
  if (dispatched.kind === "check-run") {
    const run = await getCheckRun(octokit, repository, dispatched.id);
    return checkRunCheck(run, listedHeadRef(run, pullRequest));
  }
  const { check } = await readWorkflowRun(octokit, repository, dispatched.id);
  return { ...check, attempt: dispatched.attempt };
}

/** `GET …/actions/runs/{id}`, parsed, and as a completed check. */
async function readWorkflowRun(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  id: number,
): Promise<{ run: z.infer<typeof WorkflowRun>; check: CompletedCheck }> {
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: id });
  const run = parseAnswer(WorkflowRun, data, `workflow run ${id}`);
  return { run, check: workflowRunCheck(run, null) };
}

/** A check run as `GET …/check-runs/{id}` answers it, with its `pull_requests` (each a `pull-request-minimal`: the fields read here). */
const CheckRunAnswer = CheckRun.extend({
  pull_requests: z.array(z.looseObject({ number: z.number().int(), head: z.looseObject({ ref: z.string() }) })),
});

/** Check run `id` as `GET …/check-runs/{id}` answers now, parsed. */
async function getCheckRun(octokit: RalphOctokit, repository: RepositoryRef, id: number): Promise<z.infer<typeof CheckRunAnswer>> {
  const { data } = await octokit.rest.checks.get({ owner: repository.owner, repo: repository.repo, check_run_id: id });
  return parseAnswer(CheckRunAnswer, data, `check run ${id}`);
}

/**
 * The head branch of pull request `pullRequest` as check run `run` lists it, or null. The answer
 * names no branch (its `check_suite` only an id); its `pull_requests`, the open pull requests of
 * this repository whose head sha or branch matches the check run's (always empty for a fork's
 * commit), give it, which the rule then checks against the pull request itself.
 */
function listedHeadRef(run: z.infer<typeof CheckRunAnswer>, pullRequest: number | null): string | null {
  return run.pull_requests.find((pull) => pull.number === pullRequest)?.head.ref ?? null;
}

function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(`GitHub's answer for ${what} lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
}

/** Pull request `pull` (`GET …/pulls/{n}`) as the rule of `core/ci-fix.ts` reads it. */
export function checkedPullRequest(pull: PullRequestData): CheckedPullRequest {
  return {
    number: pull.number,
    state: pull.state,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    headRepository: pull.head.repo?.full_name ?? null,
    baseRepository: pull.base.repo.full_name,
  };
}
