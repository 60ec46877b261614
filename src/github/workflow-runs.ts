import { z } from "zod";

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

/**
 * Whether a workflow run has ended, from the Actions API (`GET /repos/{owner}/{repo}/actions/runs/{run_id}`):
 * true when its `status` is `completed` (whatever its conclusion), or when GitHub answers 404 (the
 * run was deleted, or is not one of this repository's). False while it is queued, waiting or in
 * progress, and on any other failure, a malformed answer included: a run whose state cannot be read
 * is assumed live, so that a doubt never starts a second run on the issue (its tracking comment's
 * heartbeat still ages it out). A run id that is not a number (a run outside Actions) is not asked about: false.
 * Never throws; with the bot's client, an outage is first waited out within the client's patience.
 */
export async function workflowRunEnded(octokit: WorkflowRunClient, repo: { owner: string; repo: string }, runId: string): Promise<boolean> {
  if (!/^\d+$/.test(runId)) return false;
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: Number(runId) });
    const run = WorkflowRun.safeParse(data);
    return run.success && run.data.status === "completed";
  } catch (error) {
    return typeof error === "object" && error !== null && "status" in error && error.status === 404;
  }
}
