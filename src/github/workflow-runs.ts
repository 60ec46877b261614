import * as z from "zod";
import type { RalphOctokit } from "./client.js";

/**
 * The one call {@link workflowRunEnded} makes, typed structurally so that both the
 * action's client and a Probot App's `context.octokit` can be passed.
 */
export interface WorkflowRunClient {
  rest: {
    actions: {
      getWorkflowRun(params: { owner: string; repo: string; run_id: number }): Promise<{ data: unknown }>;
    };
  };
}

/** The Actions API's workflow run, reduced to what the check reads. */
const WorkflowRun = z.object({ status: z.string().nullable() });

/** What the Actions API says of a workflow run: `going` (queued, waiting, in progress), `ended`, or `unknown`. */
export type WorkflowRunState = "going" | "ended" | "unknown";

/**
 * The state of workflow run `runId` (`GET …/actions/runs/{run_id}`): `ended` when it completed or
 * GitHub answers 404 (deleted, or not this repository's); `unknown` for any other failure, a
 * malformed answer, or an id that is not a number (a run outside Actions). Never throws.
 */
export async function workflowRunState(
  octokit: WorkflowRunClient,
  repo: { owner: string; repo: string },
  runId: string,
): Promise<WorkflowRunState> {
  if (!/^\d+$/.test(runId)) return "unknown";
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: Number(runId) });
    const run = WorkflowRun.safeParse(data);
    if (!run.success || run.data.status === null) return "unknown";
    return run.data.status === "completed" ? "ended" : "going";
  } catch (error) {
    return typeof error === "object" && error !== null && "status" in error && error.status === 404 ? "ended" : "unknown";
  }
}

/** Whether workflow run `runId` has ended (see {@link workflowRunState}); a doubt counts as not ended. */
export async function workflowRunEnded(octokit: WorkflowRunClient, repo: { owner: string; repo: string }, runId: string): Promise<boolean> {
  return (await workflowRunState(octokit, repo, runId)) === "ended";
}

/** The listing and cancelling calls below, typed from the action's client so that a Probot App's `context.octokit` can be passed too. */
export type WorkflowRunsClient = Pick<RalphOctokit, "paginate"> & {
  rest: { actions: Pick<RalphOctokit["rest"]["actions"], "listWorkflowRuns" | "cancelWorkflowRun"> };
};

/** A workflow run as the Actions API lists it. */
export type ListedWorkflowRun = Awaited<ReturnType<RalphOctokit["rest"]["actions"]["listWorkflowRuns"]>>["data"]["workflow_runs"][number];

/** The `status` filter values of GitHub's workflow-run list that mean the run has not completed. */
const UNFINISHED_STATUSES = ["in_progress", "queued", "waiting", "requested", "pending"] as const;

/**
 * The runs of workflow `workflow` (its file name, e.g. `ralph.yml`) that have not completed: every
 * page of each status GitHub uses for such a run (queued, in progress, waiting, requested, pending),
 * so none is missed however many runs the repository has. `missing-workflow` when GitHub answers
 * 404 (the repository has no such workflow).
 * @throws the Octokit error for any other failure.
 */
export async function unfinishedWorkflowRuns(
  octokit: WorkflowRunsClient,
  repo: { owner: string; repo: string },
  workflow: string,
): Promise<ListedWorkflowRun[] | "missing-workflow"> {
  try {
    const unfinished: ListedWorkflowRun[] = [];
    for (const status of UNFINISHED_STATUSES) {
      unfinished.push(
        ...(await octokit.paginate(octokit.rest.actions.listWorkflowRuns, { ...repo, workflow_id: workflow, status, per_page: 100 })),
      );
    }
    return unfinished;
  } catch (error) {
    if (statusOf(error) === 404) return "missing-workflow";
    throw error;
  }
}

/**
 * Cancels a workflow run (`POST …/actions/runs/{run_id}/cancel`): `already-done` when GitHub
 * answers 409, the run having completed meanwhile (so does a resent cancel GitHub had applied).
 * @throws the Octokit error for any other failure.
 */
export async function cancelWorkflowRun(
  octokit: WorkflowRunsClient,
  repo: { owner: string; repo: string },
  runId: number,
): Promise<"cancelled" | "already-done"> {
  try {
    await octokit.rest.actions.cancelWorkflowRun({ ...repo, run_id: runId });
    return "cancelled";
  } catch (error) {
    if (statusOf(error) !== 409) throw error;
    return "already-done";
  }
}

/** The HTTP status of an Octokit request error, or null for any other error. */
function statusOf(error: unknown): number | null {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
}
