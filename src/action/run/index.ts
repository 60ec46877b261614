/** A run on one issue: venue and leg, admit, start, rounds, and one ending (`end.ts`) unless handed on. */
import * as core from "@actions/core";
import { runRounds, type RunResult } from "../../core/loop.js";
import { addHidden } from "../../core/hidden-text.js";
import { buildObjective } from "../../core/objective.js";
import { EMPTY_RUN_STATE } from "../../core/state.js";
import { describeFailure } from "../failure.js";
import { HEARTBEAT_MS } from "../../record/liveness.js";
import type { DeadRun } from "../../record/run-record.js";
import { withWorkflowCommandsStopped } from "../workflow-commands.js";
import { admit } from "./admit.js";
import { openBetween } from "./between.js";
import { endHandedOff, endRun } from "./end.js";
import { issueVenue } from "./issue.js";
import type { Run, RunRequest } from "./life.js";
import { openPullRequestVenue } from "./pull-request.js";
import { IN_JOB_LEG, RELAY_LEG } from "./relay.js";
import { newRun, start } from "./start.js";

export { liveRunOnOtherConversation } from "./admit.js";
export { readAhead } from "./ahead.js";
export type { RunRequest } from "./life.js";

/** A started run always ends through {@link endRun}, or is handed on. @throws only when a read fails before it starts. */
export async function runOnIssue(request: RunRequest): Promise<void> {
  const pull = request.trigger.pullRequest;
  const venue = pull !== null ? await openPullRequestVenue(request, pull) : issueVenue(request);
  if (venue === null) return;
  const admitted = await admit(request, venue);
  if (admitted === null) return;

  const leg = request.inputs.mode === "relay" ? RELAY_LEG : IN_JOB_LEG;
  const run = newRun(request, venue, leg, admitted);
  const heartbeat = setInterval(() => void run.tracking.write("running"), HEARTBEAT_MS);
  // Once the runner cancels the job, the tracking comment is the ending's to write.
  const stopBeating = () => clearInterval(heartbeat);
  request.termination.addEventListener("abort", stopBeating, { once: true });
  let result: RunResult;
  try {
    result = await startAndRunRounds(run, admitted.resume);
  } catch (error) {
    result = errorResult(error, run);
  } finally {
    stopBeating();
    request.termination.removeEventListener("abort", stopBeating);
  }
  if (result.outcome !== "handed-off") return endRun(result, run);
  const handed = await leg.handOff(result, run);
  if (handed.kind === "handed-off") return endHandedOff(result, run, handed);
  await endRun(handed.ending, run, handed.fix);
}

/** A relay run on a locked issue has no tracking comment to carry it to a next workflow run: it goes on in this job. */
function legAfterStart(run: Run): Run {
  if (run.leg.mode !== "relay" || !run.record.lockedOut) return run;
  core.warning(
    `#${run.venue.conversation} is locked, so no tracking comment can carry the run to the next workflow run: ` +
      "relay mode goes on in this job, within run-timeout-minutes and the job's own timeout-minutes.",
  );
  return { ...run, leg: IN_JOB_LEG };
}

/** The `error` result for a failure outside the core loop. */
function errorResult(error: unknown, run: Run): RunResult {
  const state = run.tracking.runState ?? EMPTY_RUN_STATE;
  return {
    outcome: "error",
    handoff: state.handoff,
    reason: describeFailure(error, run.secrets),
    failedRound: null,
    kept: null,
    rounds: [...run.reporter.posted],
    state,
    elapsedMs: Date.now() - run.identity.startedAt.getTime(),
  };
}

async function startAndRunRounds(admitted: Run, resume: DeadRun | null): Promise<RunResult> {
  const started = await start(admitted, resume);
  const run = legAfterStart(admitted);
  try {
    const { inputs, ctx, termination } = run;
    const { agent, verifier, sandbox, events } = started.engine;
    const between = openBetween(run, sandbox, started.lookFrom);
    await between.lookBefore();
    const objective = buildObjective({ issue: started.issue, note: started.note });
    return await runRounds(
      {
        objective: objective.text,
        objectiveHidden: addHidden(objective.hidden, run.venue.askHidden),
        maxRounds: ctx.maxRounds,
        maxHandoffChars: inputs["max-handoff-chars"],
        reportFile: (round) => agent.reportFile(round),
        verify: inputs.verify,
        noProgressRounds: inputs["no-progress-rounds"],
        initialState: started.initialState,
        firstRound: run.identity.firstRound,
        maxCostUsd: inputs["max-cost-usd"],
        runLink: ctx.runUrl,
        spentBeforeUsd: run.tracking.carried.spentBeforeUsd,
        handOffAfter: run.leg.handOffAfter(run.identity.firstRound),
      },
      {
        agent: { runRound: (request) => withWorkflowCommandsStopped(() => agent.runRound(request)) },
        workspace: started.workspace,
        reporter: between.reporter,
        verifier:
          verifier === null
            ? null
            : { command: verifier.command, verify: (round, signal) => withWorkflowCommandsStopped(() => verifier.verify(round, signal)) },
        events,
        now: Date.now,
        signal: AbortSignal.any([termination, between.stop]),
        deadline: run.deadline,
        notes: between.notes,
      },
    );
  } finally {
    await started.acknowledged;
  }
}
