/** What a failed check left to read: a workflow run's failed job, step and log; another app's check run, its output. */
import type { CheckFailure, CompletedCheck } from "../core/ci-fix.js";
import { FAILED_CONCLUSIONS, MAX_CHECK_LOG_CHARS } from "../core/ci-fix.js";
import { keepEnd } from "../core/verification.js";
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/** The calls {@link readCheckFailure} makes, typed from the action's client so that a Probot App's `context.octokit` can be passed too. */
export type CheckFailureClient = Pick<RalphOctokit, "paginate"> & {
  rest: { actions: Pick<RalphOctokit["rest"]["actions"], "listJobsForWorkflowRun" | "downloadJobLogsForWorkflowRun"> };
};

/** Log text kept before sanitizing, in chars: enough for a full {@link MAX_CHECK_LOG_CHARS} tail after it. */
const MAX_READ_LOG_CHARS = 4 * MAX_CHECK_LOG_CHARS;

/**
 * The failed job, step and log's end of `check`: for a workflow run, its latest attempt's first
 * failed job and step and that job's log; for a check run, the end of its output's summary and text.
 * Never throws: what cannot be read is null, and the objective says the log is not available.
 */
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

/** The end of job `jobId`'s log without time stamps, or null when GitHub does not give it. */
async function readJobLog(octokit: CheckFailureClient, repo: RepositoryRef, jobId: number): Promise<string | null> {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner: repo.owner, repo: repo.repo, job_id: jobId });
    const text = typeof data === "string" ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : null;
    return text === null ? null : keepEnd(text, MAX_READ_LOG_CHARS).replace(TIME_STAMP, "");
  } catch {
    return null;
  }
}
