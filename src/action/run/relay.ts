/**
 * Relay mode (issue 11: `mode: relay`): each round is its own workflow run. After a `continue`
 * round is saved and reported, the leg records the run as handed off in its tracking comment and
 * dispatches the next run of the same workflow (`workflow_dispatch`: `issue`, `rounds`, and in
 * `carry` the relay's run and round and the run's trigger, see `dispatchRun`); the next leg rebuilds the run from GitHub (see
 * `RunRecord.admitLeg`). The run's identity across the relay is its first workflow run's id.
 * The two ways a run goes on, the `Leg`s `index.ts` chooses from by input `mode`, are at the end:
 * {@link IN_JOB_LEG} and {@link RELAY_LEG}.
 */
import * as core from "@actions/core";
import type { RunResult } from "../../core/loop.js";
import { sanitize } from "../../core/sanitize.js";
import { readDispatchRefusal, refusalFix } from "../../github/dispatch-refusal.js";
import { defaultBranchOf } from "../runner.js";
import type { CarryFields } from "../../github/carry.js";
import { dispatchRun, runTitle, type StartedRun } from "../../github/workflow-dispatch.js";
import { NOTHING_CARRIED, type Carried } from "../../record/tracking-comment.js";
import { HANDED_OFF } from "../../record/tracking-schema.js";
import type { Requests } from "../../record/requests.js";
import { describeFailure } from "../failure.js";
import type { DeadRun } from "../../record/run-record.js";
import type { HandOff, Leg, Run } from "./life.js";

/**
 * The workflow file and ref to dispatch, from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/ralph.yml@refs/heads/main` → `ralph.yml`, `refs/heads/main`);
 * null when it is missing or not of that shape.
 */
export function workflowOf(workflowRef: string | null): { file: string; ref: string } | null {
  const match = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+)@(.+)$/.exec(workflowRef ?? "");
  return match?.[1] !== undefined && match[2] !== undefined ? { file: match[1], ref: match[2] } : null;
}

/**
 * The ref to dispatch the next leg on: the workflow run's own ref when it is a branch or a tag (the
 * only refs `workflow_dispatch` accepts); null for any other, such as the `refs/pull/N/merge` of a
 * run a review started, which is then dispatched on the repository's default branch.
 */
export function dispatchableRef(ref: string): string | null {
  return /^refs\/(heads|tags)\/./.test(ref) ? ref : null;
}

/**
 * What this workflow run carries over from the ones before it: nothing for a new run; the spend
 * and usage (and, when it goes on with the same run, the finished rounds' checklist lines) of a run it
 * takes over; in relay mode the list of legs with this one added (and the count of those the
 * marker no longer lists), and `looked` (set again by
 * {@link lookBeforeLeg}).
 * @param now the runner's clock
 */
export function carriedOver(relay: boolean, resume: DeadRun | null, runId: string, now: Date): Carried {
  const continues = resume !== null && resume.continues;
  const earlierLegs = continues ? (resume.marker.relay?.legs ?? [resume.run]) : [];
  const legs = earlierLegs.at(-1) === runId ? earlierLegs : [...earlierLegs, runId];
  const legsBefore = continues ? (resume.marker.relay?.legsBefore ?? 0) : 0;
  return {
    ...NOTHING_CARRIED,
    spentBeforeUsd: resume?.marker.spend.usd ?? null,
    usageBefore: resume?.marker.spend.usage ?? {},
    checklist: continues ? resume.marker.checklist : NOTHING_CARRIED.checklist,
    relay: relay ? { legs, ...(legsBefore > 0 ? { legsBefore } : {}), looked: now } : null,
  };
}

/**
 * A relay leg's deadline: `run-timeout-minutes` counts from the run's start across every leg, not
 * from this step's start. Already aborted when the time is up: the leg then ends `timed-out`
 * before its round.
 * @param runTimeoutMs the whole run's time (`run-timeout-minutes`), in ms
 */
export function relayDeadline(stepDeadline: AbortSignal, runStartedAt: Date, runTimeoutMs: number, now = Date.now()): AbortSignal {
  const left = runStartedAt.getTime() + runTimeoutMs - now;
  return AbortSignal.any([stepDeadline, left <= 0 ? AbortSignal.abort() : AbortSignal.timeout(left)]);
}

/**
 * A relay leg's one read of the issue's new comments, before its round (the leg before it did not
 * look after its round, so nothing it read is lost): stop requests and notes written since the
 * previous leg's look. Records the time in the run's `looked` for the next leg. A failed read is a
 * warning, and the round goes on.
 */
async function lookBeforeLeg(run: Run, look: () => Promise<Requests>): Promise<Requests> {
  run.tracking.looked(new Date());
  return look().catch((error: unknown) => {
    core.warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run.secrets)}`);
    return { stopBy: null, notes: [] };
  });
}

/**
 * Hands the run on after a leg's `continue` round (unless the runner is cancelling the job: then the
 * run ends `cancelled`): the tracking comment says `handed-off` (with
 * the round it waits for, the legs, the spend and the dispatch's time), then the next run of the
 * same workflow file and ref is dispatched, at most once whatever GitHub's outages (see
 * `dispatchWorkflow`); the answer names the next workflow run (`endHandedOff` reports it).
 * When the tracking comment cannot be marked handed off (nothing is dispatched then), the dispatch
 * is refused (a workflow without `actions: write` gets 403; one that lacks the relay inputs, or
 * another Ralph sends, gets 422 and the inputs to add) or the workflow is unknown, returns the
 * `error` result the run ends with (`refused`): its rounds are pushed, and the message says how to fix and resume.
 */
async function handOff(result: Extract<RunResult, { outcome: "handed-off" }>, run: Run): Promise<HandOff> {
  const { runner, ctx } = run;
  // The runner is cancelling the job: the run ends here rather than in a workflow run nobody asked for.
  const cancelled = (): HandOff => ({ kind: "refused", ending: { ...result, outcome: "cancelled" }, fix: null });
  if (run.termination.aborted) return cancelled();
  const workflow = workflowOf(runner.workflowRef);
  const refused = (why: string, fix: string, yaml: string | null = null): HandOff => ({
    kind: "refused",
    ending: {
      outcome: "error",
      handoff: result.handoff,
      reason:
        `${why}. Round ${result.nextRound - 1} is pushed to \`${run.identity.branch}\`; round ${result.nextRound} did not start. ` +
        `${fix} Then comment \`${run.inputs.command}\` to resume.`,
      failedRound: null,
      kept: null,
      rounds: result.rounds,
      state: result.state,
      elapsedMs: result.elapsedMs,
    },
    fix: yaml,
  });
  if (workflow === null) {
    return refused(
      "relay mode could not tell which workflow to dispatch (GITHUB_WORKFLOW_REF is not set)",
      "Run the action in a GitHub Actions workflow, or use `mode: in-job`.",
    );
  }
  // The next leg starts only when the tracking comment says the run waits for it: dispatched without
  // that, it would be skipped, and the run would stay `running` with nobody carrying it.
  if (!(await run.tracking.write(HANDED_OFF))) {
    return refused(
      "relay mode could not record the handoff in the tracking comment (see the warning in the workflow run's log)",
      "Wait until GitHub accepts comment edits again.",
    );
  }
  const carried: CarryFields = {
    "relay-run": run.identity.runId,
    "relay-round": String(result.nextRound),
    ...(run.trigger.commentId !== null ? { "comment-id": String(run.trigger.commentId) } : {}),
    // A run from its pull request goes on talking there, with the same review as its objective.
    ...(run.trigger.pullRequest !== null ? { "pull-request": String(run.trigger.pullRequest.number) } : {}),
    ...(run.trigger.pullRequest?.reviewId != null ? { "review-id": String(run.trigger.pullRequest.reviewId) } : {}),
    // A run from a failed check goes on with it: each leg names it and works on its failure.
    ...(run.trigger.check != null ? { check: run.trigger.check.input } : {}),
  };
  let ref = workflow.ref;
  let next: StartedRun;
  try {
    ref = dispatchableRef(workflow.ref) ?? `refs/heads/${await defaultBranchOf(run.octokit, runner)}`;
    next = await dispatchRun(
      run.octokit,
      {
        owner: runner.owner,
        repo: runner.repo,
        workflow: workflow.file,
        ref,
        issue: run.identity.issueNumber,
        rounds: ctx.maxRounds,
        carried,
        runName: runTitle(run.identity.issueNumber),
      },
      { log: (message) => core.info(sanitize(message, run.secrets)), signal: run.termination },
    );
  } catch (error) {
    if (run.termination.aborted) return cancelled();
    const why = `GitHub refused to dispatch the next workflow run (${describeFailure(error, run.secrets)})`;
    const refusal = readDispatchRefusal(error);
    if (refusal !== null) {
      const fix = refusalFix(refusal, workflow.file, ref, "relay mode");
      return refused(why, fix.yaml !== null ? `${fix.words} The YAML to add is below.` : fix.words, fix.yaml);
    }
    return refused(
      why,
      "Give the workflow `permissions: actions: write` (relay mode dispatches the next round's workflow run) and declare the inputs `issue`, `rounds` and `carry` under `workflow_dispatch` (`npx ralph-bot init` writes them).",
    );
  }
  return { kind: "handed-off", next, workflow: workflow.file, ref };
}

/** A run that goes on to its ending in one job: the step's deadline, no handoff, a look between rounds. */
export const IN_JOB_LEG: Leg = {
  mode: "in-job",
  deadline: (step) => step,
  carried: (resume, runId, now) => carriedOver(false, resume, runId, now),
  handOffAfter: () => null,
  looksBetweenRounds: true,
  lookBefore: async () => null,
  handOff: () => Promise.reject(new Error("a run in one job never hands off")),
};

/** A relay leg (`mode: relay`): one round, then the run handed on to the next workflow run. */
export const RELAY_LEG: Leg = {
  mode: "relay",
  deadline: relayDeadline,
  carried: (resume, runId, now) => carriedOver(true, resume, runId, now),
  handOffAfter: (firstRound) => firstRound,
  // A relay leg looks before its round instead of after it: what it would read after its round is the next leg's.
  looksBetweenRounds: false,
  lookBefore: lookBeforeLeg,
  handOff,
};
