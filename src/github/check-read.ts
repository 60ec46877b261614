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
  if (dispatched.kind === "check-run") return readDispatchedCheckRun(octokit, repository, dispatched.id, pullRequest);
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: dispatched.id });
  const run = parseAnswer(WorkflowRun, data, `workflow run ${dispatched.id}`);
  if ((run.run_attempt ?? 1) !== dispatched.attempt) {
    return {
      skip: `workflow run ${run.id} was re-run (attempt ${run.run_attempt ?? 1}, not ${dispatched.attempt}): its own completion decides`,
    };
  }
  if (run.status !== "completed") return { skip: `workflow run ${run.id} is ${run.status ?? "not completed"}, not completed` };
  return workflowRunCheck(run, null);
}

/** A check run as `GET …/check-runs/{id}` answers it, with its `pull_requests` (each a `pull-request-minimal`: the fields read here). */
const CheckRunAnswer = CheckRun.extend({
  pull_requests: z.array(z.looseObject({ number: z.number().int(), head: z.looseObject({ ref: z.string() }) })),
});

/**
 * Check run `id` as `GET …/check-runs/{id}` answers now. The answer names no branch (its
 * `check_suite` only an id); its `pull_requests`, the open pull requests of this repository whose
 * head matches the check run's (always empty for a fork's commit), give the dispatched pull
 * request's head branch, which the rule then checks against the pull request itself.
 */
async function readDispatchedCheckRun(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  id: number,
  pullRequest: number | null,
): Promise<CompletedCheck | { skip: string }> {
  const { data } = await octokit.rest.checks.get({ owner: repository.owner, repo: repository.repo, check_run_id: id });
  const run = parseAnswer(CheckRunAnswer, data, `check run ${id}`);
  if (run.status !== "completed") return { skip: `check run ${run.id} is ${run.status ?? "not completed"}, not completed` };
  const listed = run.pull_requests.find((pull) => pull.number === pullRequest);
  return checkRunCheck(run, listed?.head.ref ?? null);
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
