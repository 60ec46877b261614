/** What a failed check left to read: a workflow run's failed job, step and log; another app's check run, its output. */
import type { CheckFailure, CompletedCheck } from "../core/ci-fix.js";
import { FAILED_CONCLUSIONS, MAX_CHECK_LOG_CHARS } from "../core/ci-fix.js";
import { keepEnd } from "../core/verification.js";
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/** A Probot App's `context.octokit` fits too. */
export type CheckFailureClient = Pick<RalphOctokit, "paginate"> & {
  rest: { actions: Pick<RalphOctokit["rest"]["actions"], "listJobsForWorkflowRun" | "downloadJobLogsForWorkflowRun"> };
};

/** Chars kept before sanitizing: room for a full {@link MAX_CHECK_LOG_CHARS} tail after. */
const MAX_READ_LOG_CHARS = 4 * MAX_CHECK_LOG_CHARS;

/** A workflow run's first failed job, step and log end; a check run's output end. Never throws: unread is null. */
export async function readCheckFailure(octokit: CheckFailureClient, repo: RepositoryRef, check: CompletedCheck): Promise<CheckFailure> {
  if (check.kind === "check-run") {
    const written = [check.output?.summary, check.output?.text].filter((text) => typeof text === "string" && text.trim() !== "");
    return { job: null, step: null, log: written.length === 0 ? null : keepEnd(written.join("\n\n"), MAX_READ_LOG_CHARS) };
  }
  let jobs: Awaited<ReturnType<RalphOctokit["rest"]["actions"]["listJobsForWorkflowRun"]>>["data"]["jobs"];
  try {
    jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
      owner: repo.owner,
      repo: repo.repo,
      run_id: check.id,
      filter: "latest",
      per_page: 100,
    });
  } catch {
    return { job: null, step: null, log: null };
  }
  const job = jobs.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  if (job === undefined) return { job: null, step: null, log: null };
  const step = job.steps?.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  return { job: job.name, step: step?.name ?? null, log: await readJobLog(octokit, repo, job.id) };
}

/** A runner log line's leading time stamp (`2026-12-03T12:00:00.1234567Z `): noise in the objective. */
const TIME_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/gm;

/** null when GitHub does not give it. */
async function readJobLog(octokit: CheckFailureClient, repo: RepositoryRef, jobId: number): Promise<string | null> {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner: repo.owner, repo: repo.repo, job_id: jobId });
    const text = typeof data === "string" ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : null;
    return text === null ? null : keepEnd(text, MAX_READ_LOG_CHARS).replace(TIME_STAMP, "");
  } catch {
    return null;
  }
}
