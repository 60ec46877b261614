/** The failed check a dispatch names (`check` input), read again: the action decides on what GitHub says now. */
import * as z from "zod";
import type { CheckedPullRequest, CompletedCheck, DispatchedCheck } from "../core/ci-fix.js";
import type { RalphOctokit } from "./client.js";
import type { PullRequestData } from "./pulls.js";
import { CheckRun, checkRunCheck, workflowRunCheck, WorkflowRun } from "./check-event.js";
import type { RepositoryRef } from "./repository.js";

/**
 * As GitHub answers now; a skip for a re-run workflow run (its own completion decides) or one not completed.
 * @throws the Octokit error when the check cannot be read; Error when the answer lacks documented fields.
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

/** As the run's first leg saw it; no rule applies, the run moved the head since. @throws as {@link readDispatchedCheck}. */
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

async function readWorkflowRun(
  octokit: RalphOctokit,
  repository: RepositoryRef,
  id: number,
): Promise<{ run: z.infer<typeof WorkflowRun>; check: CompletedCheck }> {
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: id });
  const run = parseAnswer(WorkflowRun, data, `workflow run ${id}`);
  return { run, check: workflowRunCheck(run, null) };
}

/** With its `pull_requests`. */
const CheckRunAnswer = CheckRun.extend({
  pull_requests: z.array(z.looseObject({ number: z.number().int(), head: z.looseObject({ ref: z.string() }) })),
});

async function getCheckRun(octokit: RalphOctokit, repository: RepositoryRef, id: number): Promise<z.infer<typeof CheckRunAnswer>> {
  const { data } = await octokit.rest.checks.get({ owner: repository.owner, repo: repository.repo, check_run_id: id });
  return parseAnswer(CheckRunAnswer, data, `check run ${id}`);
}

/** The answer names no head branch but in `pull_requests` (none for a fork's commit). */
function listedHeadRef(run: z.infer<typeof CheckRunAnswer>, pullRequest: number | null): string | null {
  return run.pull_requests.find((pull) => pull.number === pullRequest)?.head.ref ?? null;
}

function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(`GitHub's answer for ${what} lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
}

/** As `core/ci-fix.ts`'s rule reads it. */
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
