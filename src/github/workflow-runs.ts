import * as z from "zod";
import type { RalphOctokit } from "./client.js";

/** Probot's `context.octokit` fits too. */
export interface WorkflowRunClient {
  rest: {
    actions: {
      getWorkflowRun(params: { owner: string; repo: string; run_id: number }): Promise<{ data: unknown }>;
    };
  };
}

const WorkflowRun = z.object({ status: z.string().nullable() });

/** `going`: queued, waiting or in progress. */
export type WorkflowRunState = "going" | "ended" | "unknown";

/**
 * `ended` when completed or on 404 (deleted, or another repository's); `unknown` for another failure,
 * a malformed answer, or a non-numeric id (a run outside Actions). Never throws.
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

/** A doubt counts as not ended. */
export async function workflowRunEnded(octokit: WorkflowRunClient, repo: { owner: string; repo: string }, runId: string): Promise<boolean> {
  return (await workflowRunState(octokit, repo, runId)) === "ended";
}

export type WorkflowRunsClient = Pick<RalphOctokit, "paginate"> & {
  rest: { actions: Pick<RalphOctokit["rest"]["actions"], "listWorkflowRuns" | "cancelWorkflowRun"> };
};

export type ListedWorkflowRun = Awaited<ReturnType<RalphOctokit["rest"]["actions"]["listWorkflowRuns"]>>["data"]["workflow_runs"][number];

const UNFINISHED_STATUSES = ["in_progress", "queued", "waiting", "requested", "pending"] as const;

/** Every page of every not-completed status. */
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

/** `already-done` on 409. */
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

function statusOf(error: unknown): number | null {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
}
