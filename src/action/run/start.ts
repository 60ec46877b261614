/** The admitted run's fixed parts ({@link newRun}), then its start ({@link start}): tracking comment, workspace, engine. */
import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { runnerHiddenFolders } from "../../agents/sandbox.js";
import type { RunState } from "../../core/state.js";
import { openEngine, type Engine } from "../../engine/index.js";
import { acknowledge, readIssue } from "../../github/issues.js";
import type { RenderContext } from "../../render/text.js";
import { defaultBranchOf } from "../runner.js";
import { RoundComments } from "../../record/round-comments.js";
import type { TriggerIssue } from "../../github/trigger.js";
import { Workspace, type CheckoutProbe } from "../../workspace/workspace.js";
import { checkoutOptions } from "./checkout.js";
import { describeFailure } from "../failure.js";
import type { DeadRun } from "../../record/run-record.js";
import { RunTracking, type Admitted, type Leg, type Run, type RunIdentity, type RunRequest, type Venue } from "./life.js";
import { issueBranch } from "../../github/branch.js";

/** Who the admitted run is: a run that goes on keeps the id, start and trigger it started with. */
export function runIdentity(request: RunRequest, admitted: Admitted): RunIdentity {
  const { runner, issueNumber } = request;
  const { resume } = admitted;
  const continues = resume !== null && resume.continues;
  return {
    issueNumber,
    branch: issueBranch(request.inputs["branch-prefix"], issueNumber),
    runId: continues ? resume.run : runner.runId,
    leg: runner.runId,
    firstRound: resume?.firstRound ?? 1,
    runUrl: runner.runUrl,
    startedAt: continues ? new Date(resume.started) : new Date(),
    trigger: continues ? resume.trigger : admitted.key,
  };
}

function renderContext(request: RunRequest, identity: RunIdentity, maxRounds: number): RenderContext {
  const { inputs, runner, trigger } = request;
  return {
    issueNumber: identity.issueNumber,
    branch: identity.branch,
    maxRounds,
    agent: inputs.agent,
    sandboxed: inputs.sandbox !== "none",
    networkOpen: inputs.network === "open",
    keysInside: request.keysInside,
    maxCostUsd: inputs["max-cost-usd"],
    runId: identity.runId,
    runUrl: identity.runUrl,
    repositoryUrl: `${runner.serverUrl}/${runner.owner}/${runner.repo}`,
    secrets: request.secrets,
    ...(trigger.check !== undefined ? { check: { name: trigger.check.name, url: trigger.check.url } } : {}),
  };
}

export function newRun(request: RunRequest, venue: Venue, leg: Leg, admitted: Admitted): Run {
  const { inputs, trigger } = request;
  const { thread, record, resume } = admitted;
  const identity = runIdentity(request, admitted);
  const ctx = renderContext(request, identity, admitted.maxRounds);
  const reporter = new RoundComments(thread, ctx, {
    log: (message) => core.info(message),
    botLogin: inputs["bot-login"],
    seen: record.comments,
    cancel: request.termination,
  });
  const unclaimed = admitted.claim.kind === "unclaimed" ? admitted.claim.reason : null;
  const tracking = new RunTracking(
    { record, ctx, identity, reporter, secrets: request.secrets, unclaimed },
    trigger.issue?.title ?? `#${identity.issueNumber}`,
    leg.carried(resume, identity.leg, admitted.now),
  );
  const deadline = leg.deadline(request.deadline, identity.startedAt, inputs["run-timeout-minutes"] * 60_000);
  const { otherConversation, claim } = admitted;
  return { ...request, identity, venue, leg, deadline, ctx, thread, record, reporter, otherConversation, tracking, claim };
}

/** What the start read and opened, for the rounds. */
export interface Started {
  issue: TriggerIssue;
  note: string | null;
  /** The saved state, when the run goes on or its branch is resumed. */
  initialState: RunState | null;
  /** The previous leg's look at new comments. */
  lookFrom: Date | null;
  workspace: Workspace;
  engine: Engine;
  /** The 👀 on its way; never rejects. */
  acknowledged: Promise<void>;
}

/**
 * Starts the run: tracking comment, 👀, workspace, engine.
 * @throws what fails on the way (GitHub, git, the agent's preflight): the run then ends `error`.
 */
export async function start(run: Run, resume: DeadRun | null): Promise<Started> {
  const { runner, octokit, trigger, tracking } = run;
  const issue = trigger.issue ?? (await (run.ahead?.issue ?? readIssue(octokit, runner, run.identity.issueNumber)));
  tracking.titled(issue.title);
  const note = await run.venue.objectiveNote(run);
  const savedState = run.record.savedState;
  if (resume !== null) tracking.stateIs(savedState);
  // git prepares the workspace while the tracking comment is posted; no agent code runs yet.
  const probe = earlyProbe(run, resume);
  const prepared = baseBranchOf(run).then((base) => probe.settled.then(() => prepare(run, resume, base, probe.usable)));
  prepared.catch(() => undefined);
  await openTracking(run, resume, prepared);
  // Round 1 does not wait for the 👀.
  const acknowledged = acknowledge(octokit, runner, { issueNumber: run.venue.conversation, commentId: trigger.commentId }).catch(
    (error: unknown) => core.warning(`could not react to the trigger: ${describeFailure(error, run.secrets)}`),
  );
  try {
    if (resume !== null && !resume.continues) {
      const by = { runId: run.identity.leg, runUrl: run.identity.runUrl, secrets: run.secrets };
      await run.record.supersede(resume, by, (message) => core.warning(message));
    }
    const { workspace, resumed } = await prepared;
    const engine = await openRunEngine(run);
    const initialState = resume !== null || resumed ? savedState : null;
    return { issue, note, initialState, lookFrom: previousLook(resume), workspace, engine, acknowledged };
  } catch (error) {
    await acknowledged;
    throw error;
  }
}

/** Posts (or takes over) the tracking comment. @throws GitHub's refusal, once the workspace is prepared. */
async function openTracking(run: Run, resume: DeadRun | null, prepared: Promise<unknown>): Promise<void> {
  const sameRun = resume !== null && resume.continues ? resume.trackingCommentId : null;
  try {
    if (!(await run.record.open(run.tracking.view(), run.ctx, sameRun))) {
      core.warning(
        `#${run.venue.conversation} is locked: GitHub refused the tracking comment, and will refuse the round and final comments. ` +
          "The rounds go on; the outcome, the rounds and their reports are in the job summary and the pull request.",
      );
    }
  } catch (error) {
    // The run ends here: nothing else may be working in the workspace while it does.
    await prepared.catch(() => undefined);
    throw error;
  }
}

async function openRunEngine(run: Run): Promise<Engine> {
  const { runner } = run;
  const engine = await openEngine({
    inputs: run.inputs,
    workspace: runner.workspace,
    runDir: await mkdtemp(join(runner.runnerTemp, "ralph-")),
    runId: run.identity.runId,
    issueNumber: run.identity.issueNumber,
    env: run.agentEnv,
    agentSecrets: run.agentSecrets,
    hidden: runnerHiddenFolders(process.env),
    processEnv: process.env,
    where: "action",
    secrets: run.secrets,
    onOutput: (chunk) => process.stdout.write(chunk),
    onEventsError: (error) => core.warning(`event log: ${error.message}`),
  });
  core.setOutput("events-file", engine.eventsFile);
  return engine;
}

/** The checkout as read ahead (`ahead.ts`): `usable` if read for this run, else `settled` so no two git commands overlap. */
function earlyProbe(run: Run, resume: DeadRun | null): { usable: Promise<CheckoutProbe> | null; settled: Promise<void> } {
  const early = run.ahead?.checkout;
  if (early === undefined || early === null) return { usable: null, settled: Promise.resolve() };
  if (early.runId === run.identity.runId && resume?.continues !== true) return { usable: early.probe, settled: Promise.resolve() };
  return {
    usable: null,
    settled: early.probe.then(
      () => undefined,
      () => undefined,
    ),
  };
}

/** The venue's base branch, input `base-branch`, or the repository's default. */
async function baseBranchOf(run: Run): Promise<string> {
  return run.venue.baseRef ?? run.inputs["base-branch"] ?? (await (run.ahead?.defaultBranch ?? defaultBranchOf(run.octokit, run.runner)));
}

/** Prepares the workspace from `baseBranch` (from `probe` when read ahead). */
async function prepare(
  run: Run,
  resume: DeadRun | null,
  baseBranch: string,
  probe: Promise<CheckoutProbe> | null,
): Promise<{ workspace: Workspace; resumed: boolean }> {
  const { inputs, runner } = run;
  const options = checkoutOptions(inputs, runner, {
    runId: run.identity.runId,
    startedAtMs: run.identity.startedAt.getTime(),
    termination: run.termination,
  });
  const listed = run.ahead?.branchHeads ?? null;
  const branches = {
    branch: run.identity.branch,
    baseBranch,
    secrets: run.secrets,
    rescueId: run.identity.leg,
    ...(listed !== null ? { listed } : {}),
  };
  const prepared = await Workspace.prepare({ ...options, ...branches }, probe ?? undefined);
  run.tracking.preparedIs({ workspace: prepared.workspace, baseBranch, baseSha: prepared.baseSha });
  const from =
    resume !== null && run.trigger.relay !== undefined
      ? `relay leg of run ${resume.run} at round ${resume.firstRound}`
      : resume !== null
        ? `taking over from workflow run ${resume.run} at round ${resume.firstRound}`
        : prepared.resumed
          ? "resumed from origin"
          : `new from ${baseBranch}`;
  core.info(`Ralph run on ${run.identity.branch} (${from}), up to ${run.ctx.maxRounds} rounds`);
  return { workspace: prepared.workspace, resumed: prepared.resumed };
}

/** When the previous leg looked at the issue's comments; null for the first leg. */
function previousLook(resume: DeadRun | null): Date | null {
  const looked = resume !== null && resume.continues ? resume.marker.relay?.looked : undefined;
  return looked !== undefined ? new Date(looked) : null;
}
