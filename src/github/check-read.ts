/**
 * The failed check of a run the App dispatched (issue 22), read again through the API: the App
 * passes only which workflow run and attempt (`check` input), and the action decides from what
 * GitHub says now, with `core/ci-fix.ts`'s rule, as it does for a `workflow_run` event.
 */
import type { z } from "zod";
import type { CheckedPullRequest, CompletedCheck, DispatchedCheck } from "../core/ci-fix.js";
import type { RalphOctokit } from "./client.js";
import type { PullRequestData } from "./pulls.js";
import { workflowRunCheck, WorkflowRun } from "./check-event.js";
import type { RepositoryRef } from "./repository.js";

/**
 * Workflow run `dispatched.id` as `GET …/actions/runs/{id}` answers now, as a completed check; or
 * the reason it starts nothing: a newer attempt (a re-run, whose own completion decides), or a run
 * that is not completed.
 * @throws the Octokit error when the run cannot be read; Error when GitHub's answer lacks the fields it documents.
 */
export async function readDispatchedCheck(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  dispatched: DispatchedCheck,
): Promise<CompletedCheck | { skip: string }> {
  const { run, check } = await readWorkflowRun(octokit, repository, dispatched);
  if (check.attempt !== dispatched.attempt) {
    return { skip: `workflow run ${run.id} was re-run (attempt ${check.attempt}, not ${dispatched.attempt}): its own completion decides` };
  }
  if (run.status !== "completed") return { skip: `workflow run ${run.id} is ${run.status ?? "not completed"}, not completed` };
  return check;
}

/**
 * The failed check a relay leg of a run from it carries on with (issue 22): workflow run
 * `dispatched.id` read again, as the check the run started from (attempt `dispatched.attempt`,
 * whatever GitHub's latest is now). No rule applies: the run's first leg decided, and the run
 * itself moved the pull request's head since.
 * @throws the Octokit error when the run cannot be read; Error when GitHub's answer lacks the fields it documents.
 */
export async function readCheckOfLeg(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  dispatched: DispatchedCheck,
): Promise<CompletedCheck> {
  const { check } = await readWorkflowRun(octokit, repository, dispatched);
  return { ...check, attempt: dispatched.attempt };
}

/** `GET …/actions/runs/{id}` for `dispatched.id`, parsed, and as a completed check. */
async function readWorkflowRun(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  dispatched: DispatchedCheck,
): Promise<{ run: z.infer<typeof WorkflowRun>; check: CompletedCheck }> {
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: dispatched.id });
  const parsed = WorkflowRun.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `GitHub's answer for workflow run ${dispatched.id} lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  return { run: parsed.data, check: workflowRunCheck(parsed.data, null) };
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
