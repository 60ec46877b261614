/**
 * Starting a Ralph workflow run with `workflow_dispatch` (the App's start, relay mode's next leg),
 * at most once: a dispatch GitHub applied although its answer was lost (a 5xx, a broken
 * connection) must not be sent again, or two workflow runs carry one Ralph run.
 */
import { setTimeout as sleep } from "node:timers/promises";
import * as z from "zod";
import { CARRY_INPUT, carriesAnything, encodeCarry, type CarryFields } from "./carry.js";
import { sendAtMostOnce, type FindApplied } from "./client.js";
import { readDispatchRefusal } from "./dispatch-refusal.js";

/** The run name of an issue's workflow runs (the example workflows' `run-name`; design contract: every Ralph workflow run names its issue). */
export function runTitle(issueNumber: number): string {
  return `Ralph #${issueNumber}`;
}

/**
 * The two calls {@link dispatchWorkflow} makes, typed structurally so that both the action's client
 * and a Probot App's `context.octokit` can be passed.
 */
export interface DispatchClient {
  rest: {
    actions: {
      createWorkflowDispatch(params: {
        owner: string;
        repo: string;
        workflow_id: string;
        ref: string;
        inputs: Record<string, string>;
        return_run_details?: boolean;
        request?: Record<string, unknown>;
      }): Promise<{ status: number; data: unknown }>;
      listWorkflowRuns(params: {
        owner: string;
        repo: string;
        workflow_id: string;
        event: string;
        per_page: number;
        page: number;
      }): Promise<{ data: unknown }>;
    };
  };
}

/** One dispatch: the workflow file (e.g. `ralph.yml`), the ref, the inputs, and the run name the workflow gives its run (see {@link runTitle}). */
export interface Dispatch {
  owner: string;
  repo: string;
  workflow: string;
  ref: string;
  inputs: Record<string, string>;
  runName: string;
}

/** The workflow run a dispatch started: its id and web address, null when GitHub did not say (a server without `return_run_details`). */
export interface StartedRun {
  id: number | null;
  htmlUrl: string | null;
}

export interface DispatchOptions {
  /** Where the look for an applied dispatch and any resend is logged. */
  log: (message: string) => void;
  /**
   * For a client that resends without looking (an App's Probot client, whose retry plugin is
   * switched off for the dispatch): how often to send it again after an outage when no run it
   * started is found, and the first wait in ms (see `sendAtMostOnce`). Absent: the client waits
   * outages out itself and asks `findApplied` before each resend, as the action's does.
   */
  resend?: { times: number; baseMs?: number };
  /** How long to wait before looking a second time for a run GitHub may have just created, in ms (default 2000). */
  settleMs?: number;
  /** Aborted when the runner cancels the job: the wait before the second look ends at once, and the look finds nothing. */
  signal?: AbortSignal;
}

/**
 * How far GitHub's clock (a run's `created_at`) may be behind this machine's, in ms: a run the
 * dispatch started is looked for among those created from 5 min before it was first sent.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

/** GitHub's answer to `return_run_details: true` (schema `workflow-dispatch-response`). */
const DispatchResponse = z.looseObject({ workflow_run_id: z.number(), html_url: z.string() });
/** The Actions API's list of workflow runs, reduced to what the look reads. */
const RunList = z.looseObject({
  total_count: z.number(),
  workflow_runs: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string().nullish(),
      display_title: z.string().nullish(),
      html_url: z.string(),
      created_at: z.string(),
    }),
  ),
});
type ListedRun = z.infer<typeof RunList>["workflow_runs"][number];

/**
 * Dispatches `dispatch.workflow` with `return_run_details: true` and returns the run it started,
 * at most once: after an outage a new run named `runName` found among the workflow's dispatches
 * (looked for twice, `settleMs` apart) is taken as the dispatch's. A server that refuses
 * `return_run_details` gets the dispatch without it, and the run's id stays unknown.
 * @throws the request error of a refused dispatch (see `readDispatchRefusal`) or of the last outage; the listing's errors.
 */
export async function dispatchWorkflow(octokit: DispatchClient, dispatch: Dispatch, options: DispatchOptions): Promise<StartedRun> {
  const since = Date.now() - CLOCK_SKEW_MS;
  const recent = () => recentDispatchRuns(octokit, { dispatch, since });
  const before = new Set((await recent()).map((run) => run.id));
  const look = async (): Promise<ListedRun | null> =>
    (await recent()).find((run) => !before.has(run.id) && (run.display_title === dispatch.runName || run.name === dispatch.runName)) ??
    null;
  const findApplied = async (): Promise<StartedRun | null> => {
    const run = (await look()) ?? ((await settled(options)) ? await look() : null);
    if (run === null) return null;
    options.log(`the dispatch of ${dispatch.workflow} had started workflow run ${run.id} (${run.html_url})`);
    return { id: run.id, htmlUrl: run.html_url };
  };
  const { resend } = options;
  const sendOnce = (details: RunDetails) => {
    const send = () => sendDispatch(octokit, { dispatch, details, findApplied });
    return resend === undefined ? send() : sendAtMostOnce(send, findApplied, { ...resend, log: options.log });
  };
  try {
    return await sendOnce({ returnRunDetails: true });
  } catch (error) {
    if (!refusesRunDetails(error)) throw error;
    options.log(`GitHub does not take return_run_details; dispatching ${dispatch.workflow} without it`);
    return sendOnce({ returnRunDetails: false });
  }
}

/** Whether the dispatch asks GitHub for the run it started (`return_run_details`). */
interface RunDetails {
  returnRunDetails: boolean;
}

/** Waits `settleMs` for a new run to be listed; false when the wait was aborted. */
async function settled(options: DispatchOptions): Promise<boolean> {
  const signal = options.signal !== undefined ? { signal: options.signal } : {};
  return sleep(options.settleMs ?? 2000, undefined, signal).then(
    () => true,
    () => false,
  );
}

/**
 * The workflow's `workflow_dispatch` runs created from `since` (epoch ms). GitHub lists runs newest
 * first, and its `created` filter is not typed as a range: pages are read until an older run.
 */
async function recentDispatchRuns(
  octokit: DispatchClient,
  { dispatch, since }: { dispatch: Dispatch; since: number },
): Promise<ListedRun[]> {
  const runs: ListedRun[] = [];
  for (let page = 1; ; page++) {
    const { data } = await octokit.rest.actions.listWorkflowRuns({
      owner: dispatch.owner,
      repo: dispatch.repo,
      workflow_id: dispatch.workflow,
      event: "workflow_dispatch",
      per_page: 100,
      page,
    });
    const list = RunList.parse(data);
    const fresh = list.workflow_runs.filter((run) => Date.parse(run.created_at) >= since);
    runs.push(...fresh);
    if (fresh.length < list.workflow_runs.length || list.workflow_runs.length < 100 || page * 100 >= list.total_count) return runs;
  }
}

/** Sends the dispatch once; the action's client asks `findApplied` before it resends after an outage. */
async function sendDispatch(
  octokit: DispatchClient,
  { dispatch, details, findApplied }: { dispatch: Dispatch; details: RunDetails; findApplied: () => Promise<StartedRun | null> },
): Promise<StartedRun> {
  // What the action's client asks before it resends: the answer `return_run_details` would have given.
  const asAnswer: FindApplied = async () => {
    const run = await findApplied();
    return run === null ? null : { workflow_run_id: run.id, html_url: run.htmlUrl };
  };
  const { status, data } = await octokit.rest.actions.createWorkflowDispatch({
    owner: dispatch.owner,
    repo: dispatch.repo,
    workflow_id: dispatch.workflow,
    ref: dispatch.ref,
    inputs: dispatch.inputs,
    ...(details.returnRunDetails ? { return_run_details: true } : {}),
    // `retries: 0` keeps Probot's retry plugin from resending it blindly; the action's client reads `findApplied`.
    request: { findApplied: asAnswer, retries: 0 },
  });
  const answer = status === 200 ? DispatchResponse.safeParse(data) : null;
  return answer?.success === true ? { id: answer.data.workflow_run_id, htmlUrl: answer.data.html_url } : { id: null, htmlUrl: null };
}

/** Whether GitHub refused the request for its `return_run_details` key (400 or 422 naming it). */
function refusesRunDetails(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error) || (error.status !== 400 && error.status !== 422)) return false;
  return error instanceof Error && error.message.includes("return_run_details");
}

/** A Ralph run's dispatch: the issue and the rounds (the inputs people fill), and what Ralph carries to the run. */
export interface RunDispatch extends Omit<Dispatch, "inputs"> {
  issue: number;
  /** The rounds for the run; null for the workflow's default. */
  rounds: number | null;
  carried: CarryFields;
}

/** The inputs of `dispatch` in the current form (`issue`, `rounds`, `carry`) or, `separate`, in the earlier one (each carried field its own input). */
export function runInputs(dispatch: RunDispatch, form: "carry" | "separate"): Record<string, string> {
  const { issue, rounds, carried } = dispatch;
  const people = { issue: String(issue), ...(rounds !== null ? { rounds: String(rounds) } : {}) };
  if (!carriesAnything(carried)) return people;
  if (form === "separate") return { ...people, ...Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== "")) };
  return { ...people, [CARRY_INPUT]: encodeCarry(carried) };
}

/**
 * Dispatches a Ralph run (see {@link dispatchWorkflow}) with the current inputs, and once more with
 * the carried fields as inputs of their own when GitHub refuses the first because the workflow does
 * not declare `carry` (a workflow of the earlier form, which keeps working through this major).
 * @throws the first refusal when the second is refused too (its fix, declaring `carry`, mends both); else as {@link dispatchWorkflow}.
 */
export async function dispatchRun(octokit: DispatchClient, dispatch: RunDispatch, options: DispatchOptions): Promise<StartedRun> {
  const { issue: _issue, rounds: _rounds, carried: _carried, ...where } = dispatch;
  try {
    return await dispatchWorkflow(octokit, { ...where, inputs: runInputs(dispatch, "carry") }, options);
  } catch (error) {
    const refusal = readDispatchRefusal(error);
    if (refusal?.kind !== "undeclared" || !refusal.inputs.includes(CARRY_INPUT)) throw error;
    options.log(`${dispatch.workflow} declares no '${CARRY_INPUT}' input (an earlier form): dispatching with the inputs it declares`);
    try {
      return await dispatchWorkflow(octokit, { ...where, inputs: runInputs(dispatch, "separate") }, options);
    } catch (second) {
      throw readDispatchRefusal(second) !== null ? error : second;
    }
  }
}
