/** How a run goes on after a round: {@link IN_JOB_LEG}, or {@link RELAY_LEG} (docs/design.md, "Relay mode"). */
import * as core from "@actions/core";
import type { RunResult } from "../../core/loop.js";
import { sanitize } from "../../core/sanitize.js";
import { readDispatchRefusal, refusalFix } from "../../github/dispatch-refusal.js";
import { defaultBranchOf } from "../runner.js";
import type { CarryFields } from "../../github/carry.js";
import { dispatchRun, runTitle } from "../../github/workflow-dispatch.js";
import { NOTHING_CARRIED, type Carried } from "../../record/tracking-comment.js";
import { HANDED_OFF } from "../../record/tracking-schema.js";
import type { Requests } from "../../record/requests.js";
import { describeFailure } from "../failure.js";
import type { DeadRun } from "../../record/run-record.js";
import type { HandOff, Leg, Run } from "./life.js";

/** The workflow file and ref of `GITHUB_WORKFLOW_REF`; null for another shape. */
export function workflowOf(workflowRef: string | null): { file: string; ref: string } | null {
  const match = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+)@(.+)$/.exec(workflowRef ?? "");
  return match?.[1] !== undefined && match[2] !== undefined ? { file: match[1], ref: match[2] } : null;
}

/** `ref` when `workflow_dispatch` takes it (a branch or a tag), else null. */
export function dispatchableRef(ref: string): string | null {
  return /^refs\/(heads|tags)\/./.test(ref) ? ref : null;
}

/** What workflow run `runId` carries over from earlier ones: spend, usage, rounds, and relay legs. */
export function carriedOver(leg: { relay: boolean; resume: DeadRun | null; runId: string; now: Date }): Carried {
  const { relay, resume, runId, now } = leg;
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

/** A relay leg's deadline: `runTimeoutMs` counts from the run's start, across legs. */
export function relayDeadline(stepDeadline: AbortSignal, runStartedAt: Date, runTimeoutMs: number, now = Date.now()): AbortSignal {
  const left = runStartedAt.getTime() + runTimeoutMs - now;
  return AbortSignal.any([stepDeadline, left <= 0 ? AbortSignal.abort() : AbortSignal.timeout(left)]);
}

/** A relay leg's one read of new comments before its round; a failure is a warning. */
async function lookBeforeLeg(run: Run, look: () => Promise<Requests>): Promise<Requests> {
  run.tracking.looked(new Date());
  return look().catch((error: unknown) => {
    core.warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run.secrets)}`);
    return { stopBy: null, notes: [] };
  });
}

type HandedOff = Extract<RunResult, { outcome: "handed-off" }>;

/** Hands the run on after a `continue` round. Never throws: a refusal is the run's `error`, with the fix. */
async function handOff(result: HandedOff, run: Run): Promise<HandOff> {
  if (run.termination.aborted) return cancelledHandOff(result);
  const workflow = workflowOf(run.runner.workflowRef);
  if (workflow === null) {
    const why = "relay mode could not tell which workflow to dispatch (GITHUB_WORKFLOW_REF is not set)";
    return refusedHandOff(result, run, { why, fix: "Run the action in a GitHub Actions workflow, or use `mode: in-job`." });
  }
  // Dispatched before the comment says the run waits for it, the next leg would be skipped.
  if (!(await run.tracking.write(HANDED_OFF))) {
    const why = "relay mode could not record the handoff in the tracking comment (see the warning in the workflow run's log)";
    return refusedHandOff(result, run, { why, fix: "Wait until GitHub accepts comment edits again." });
  }
  return dispatchNextLeg(result, run, workflow);
}

/** On the workflow run's ref, else the default branch. */
async function dispatchNextLeg(result: HandedOff, run: Run, workflow: { file: string; ref: string }): Promise<HandOff> {
  const { runner, identity } = run;
  let ref = workflow.ref;
  try {
    ref = dispatchableRef(workflow.ref) ?? `refs/heads/${await defaultBranchOf(run.octokit, runner)}`;
    const next = await dispatchRun(
      run.octokit,
      {
        owner: runner.owner,
        repo: runner.repo,
        workflow: workflow.file,
        ref,
        issue: identity.issueNumber,
        rounds: run.ctx.maxRounds,
        carried: relayCarry(run, result.nextRound),
        runName: runTitle(identity.issueNumber),
      },
      { log: (message) => core.info(sanitize(message, run.secrets)), signal: run.termination },
    );
    return { kind: "handed-off", next, workflow: workflow.file, ref };
  } catch (error) {
    if (run.termination.aborted) return cancelledHandOff(result);
    return refusedDispatch(result, run, { error, workflow: workflow.file, ref });
  }
}

function relayCarry(run: Run, nextRound: number): CarryFields {
  const { trigger } = run;
  return {
    "relay-run": run.identity.runId,
    "relay-round": String(nextRound),
    ...(trigger.commentId !== null ? { "comment-id": String(trigger.commentId) } : {}),
    ...(trigger.pullRequest !== null ? { "pull-request": String(trigger.pullRequest.number) } : {}),
    ...(trigger.pullRequest?.reviewId != null ? { "review-id": String(trigger.pullRequest.reviewId) } : {}),
    ...(trigger.check != null ? { check: trigger.check.input } : {}),
  };
}

/** The ending of a refused dispatch: the reason, and what the workflow needs. */
function refusedDispatch(result: HandedOff, run: Run, refused: { error: unknown; workflow: string; ref: string }): HandOff {
  const why = `GitHub refused to dispatch the next workflow run (${describeFailure(refused.error, run.secrets)})`;
  const refusal = readDispatchRefusal(refused.error);
  if (refusal !== null) {
    const fix = refusalFix(refusal, refused.workflow, refused.ref, "relay mode");
    const words = fix.yaml !== null ? `${fix.words} The YAML to add is below.` : fix.words;
    return refusedHandOff(result, run, { why, fix: words, yaml: fix.yaml });
  }
  const fix =
    "Give the workflow `permissions: actions: write` (relay mode dispatches the next round's workflow run) and declare the inputs " +
    "`issue`, `rounds` and `carry` under `workflow_dispatch` (`npx ralph-bot init` writes them).";
  return refusedHandOff(result, run, { why, fix });
}

function refusedHandOff(result: HandedOff, run: Run, refused: { why: string; fix: string; yaml?: string | null }): HandOff {
  const pushed = `Round ${result.nextRound - 1} is pushed to \`${run.identity.branch}\`; round ${result.nextRound} did not start.`;
  const reason = `${refused.why}. ${pushed} ${refused.fix} Then comment \`${run.inputs.command}\` to resume.`;
  const { handoff, rounds, state, elapsedMs } = result;
  const ending: RunResult = { outcome: "error", handoff, reason, failedRound: null, kept: null, rounds, state, elapsedMs };
  return { kind: "refused", ending, fix: refused.yaml ?? null };
}

function cancelledHandOff(result: HandedOff): HandOff {
  return { kind: "refused", ending: { ...result, outcome: "cancelled" }, fix: null };
}

/** A run that goes on to its ending in one job. */
export const IN_JOB_LEG: Leg = {
  mode: "in-job",
  deadline: (step) => step,
  carried: (resume, runId, now) => carriedOver({ relay: false, resume, runId, now }),
  handOffAfter: () => null,
  looksBetweenRounds: true,
  lookBefore: async () => null,
  handOff: () => Promise.reject(new Error("a run in one job never hands off")),
};

/** A relay leg (`mode: relay`): one round, then the next workflow run. */
export const RELAY_LEG: Leg = {
  mode: "relay",
  deadline: relayDeadline,
  carried: (resume, runId, now) => carriedOver({ relay: true, resume, runId, now }),
  handOffAfter: (firstRound) => firstRound,
  // What a leg would read after its round is the next leg's.
  looksBetweenRounds: false,
  lookBefore: lookBeforeLeg,
  handOff,
};
