/** Starting a Ralph workflow run with `workflow_dispatch` at most once: a lost answer must not start two. */
import { setTimeout as sleep } from "node:timers/promises";
import * as z from "zod";
import { CARRY_INPUT, carriesAnything, encodeCarry, type CarryFields } from "./carry.js";
import { sendAtMostOnce, type FindApplied } from "./client.js";
import { readDispatchRefusal } from "./dispatch-refusal.js";

/** The `run-name` of an issue's workflow runs. */
export function runTitle(issueNumber: number): string {
  return `Ralph #${issueNumber}`;
}

/** The action's client or a Probot App's `context.octokit`. */
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

/** `runName` as {@link runTitle} makes it. */
export interface Dispatch {
  owner: string;
  repo: string;
  workflow: string;
  ref: string;
  inputs: Record<string, string>;
  runName: string;
}

/** null when GitHub did not say. */
export interface StartedRun {
  id: number | null;
  htmlUrl: string | null;
}

export interface DispatchOptions {
  log: (message: string) => void;
  /** For a client that resends blindly, Probot's (see `sendAtMostOnce`). */
  resend?: { times: number; baseMs?: number };
  /** Before the second look for a new run (ms, default 2000). */
  settleMs?: number;
  /** A cancelled job skips the second look. */
  signal?: AbortSignal;
}

/** How far GitHub's clock may be behind this machine's, in ms. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** GitHub's answer to `return_run_details: true`. */
const DispatchResponse = z.looseObject({ workflow_run_id: z.number(), html_url: z.string() });
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
 * At most once: after an outage, a new run named `runName` is taken as the dispatch's.
 * @throws a refusal's error (see `readDispatchRefusal`), the last outage's, or the listing's.
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

interface RunDetails {
  returnRunDetails: boolean;
}

/** False when aborted. */
async function settled(options: DispatchOptions): Promise<boolean> {
  const signal = options.signal !== undefined ? { signal: options.signal } : {};
  return sleep(options.settleMs ?? 2000, undefined, signal).then(
    () => true,
    () => false,
  );
}

/** Dispatched runs created from `since` (epoch ms), newest first. */
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

/** The action's client asks `findApplied` before a resend. */
async function sendDispatch(
  octokit: DispatchClient,
  { dispatch, details, findApplied }: { dispatch: Dispatch; details: RunDetails; findApplied: () => Promise<StartedRun | null> },
): Promise<StartedRun> {
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
    // `retries: 0`: Probot's retry plugin must not resend it blindly.
    request: { findApplied: asAnswer, retries: 0 },
  });
  const answer = status === 200 ? DispatchResponse.safeParse(data) : null;
  return answer?.success === true ? { id: answer.data.workflow_run_id, htmlUrl: answer.data.html_url } : { id: null, htmlUrl: null };
}

/** A 400 or 422 naming `return_run_details`. */
function refusesRunDetails(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error) || (error.status !== 400 && error.status !== 422)) return false;
  return error instanceof Error && error.message.includes("return_run_details");
}

export interface RunDispatch extends Omit<Dispatch, "inputs"> {
  issue: number;
  /** Null for the workflow's default. */
  rounds: number | null;
  carried: CarryFields;
}

/** `separate`: each carried field its own input, the earlier form. */
export function runInputs(dispatch: RunDispatch, form: "carry" | "separate"): Record<string, string> {
  const { issue, rounds, carried } = dispatch;
  const people = { issue: String(issue), ...(rounds !== null ? { rounds: String(rounds) } : {}) };
  if (!carriesAnything(carried)) return people;
  if (form === "separate") return { ...people, ...Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== "")) };
  return { ...people, [CARRY_INPUT]: encodeCarry(carried) };
}

/** Again with separate inputs when the workflow declares no `carry`. @throws the first refusal if both are refused. */
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
