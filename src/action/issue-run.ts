/**
 * The life of a run on one issue, in three parts: start (admit the trigger, find a dead run to take
 * over, post the tracking comment), rounds (the core loop over the workspace, the agent and the
 * round comments), and one ending path ({@link endRun}) that every outcome takes, errors included
 * (design contract: every run that started ends with exactly one outcome).
 */
import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { createAgent, preflight, type AgentSettings } from "../agents/index.js";
import { leftoverGuard, RUN_MARKER } from "../agents/leftovers.js";
import { networkSettings } from "../agents/egress.js";
import { runnerHiddenFolders } from "../agents/sandbox.js";
import { runRounds, type RunResult } from "../core/loop.js";
import { addHidden, NO_HIDDEN_TEXT } from "../core/hidden-text.js";
import { buildObjective } from "../core/objective.js";
import type { MaintainerNote, NotesPort } from "../core/notes.js";
import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { EMPTY_RUN_STATE, type RunState } from "../core/state.js";
import type { RalphOctokit } from "../github/client.js";
import type { RenderContext } from "../render/text.js";
import { RoundComments } from "../github/round-comments.js";
import { RunRequests, type Requests } from "../github/stop.js";
import { IssueThread } from "../github/thread.js";
import { triggerKey } from "../github/tracking.js";
import { workflowRunEnded } from "../github/workflow-runs.js";
import type { Trigger, TriggerIssue } from "../github/trigger.js";
import { createEventsFile } from "../workspace/events-file.js";
import { claimRound, type ClaimOutcome } from "../workspace/claim.js";
import { createVerifyCommand } from "../agents/verify.js";
import { Workspace } from "../workspace/workspace.js";
import { describeFailure } from "./failure.js";
import type { ActionInputs } from "./inputs.js";
import { HEARTBEAT_MS, liveRunOn, recordSettings, RunRecord, type DeadRun } from "./run-record.js";
import { endRun } from "./run-end.js";
import type { PullRequestRun } from "./review-run.js";
import { carriedOver, handOff, lookBeforeLeg, previousLook, relayDeadline } from "./relay.js";
import { withWorkflowCommandsStopped } from "./workflow-commands.js";
import { trackingView, writeTracking, type RunLife } from "./run-life.js";
import type { RunnerContext } from "./runner.js";

/** Everything a run on one issue starts from. */
export interface IssueRunRequest {
  inputs: ActionInputs;
  runner: RunnerContext;
  octokit: RalphOctokit;
  trigger: Extract<Trigger, { kind: "start" }>;
  issueNumber: number;
  secrets: string[];
  agentEnv: Record<string, string>;
  /** `agent-secrets`: the model keys the egress proxy holds, by name; never in the agent's environment. */
  agentSecrets: Readonly<Record<string, string>>;
  /** Aborted when the runner cancels the job (SIGINT/SIGTERM). */
  termination: AbortSignal;
  /** Aborted when `run-timeout-minutes` have passed since the step started. */
  deadline: AbortSignal;
  /** A run from its pull request (see `review-run.ts`): it talks on the pull request and ends on it; absent for a run on the issue. */
  pullRequest?: PullRequestRun;
}

/** Where the run talks: the pull request's conversation for a run from it, else the issue. */
function conversationOf(request: IssueRunRequest): number {
  return request.pullRequest?.number ?? request.issueNumber;
}

/**
 * A run on one issue: a duplicate trigger or one that meets a live run starts nothing (a person
 * gets one line saying so); otherwise the run starts — taking over a run whose runner was lost —
 * and always ends through {@link endRun}, which sets the step's outputs, the tracking comment and a
 * final comment or pull request, and fails the step for `error`.
 * A run on the same branch talking on the other conversation (see {@link otherConversationOf}) counts as live too.
 * @throws only when reading the issue's comments (or the other conversation's) fails, before the run started.
 */
export async function runOnIssue(request: IssueRunRequest): Promise<void> {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
  const thread = new IssueThread(octokit, { owner, repo, issueNumber: conversationOf(request) });
  const key = triggerKey({
    source: trigger.source,
    commentId: trigger.commentId,
    reviewId: trigger.pullRequest?.reviewId ?? null,
    issueUpdatedAt: trigger.issue?.updatedAt ?? null,
    runId: runner.runId,
  });
  const maxRounds = trigger.rounds ?? inputs["max-rounds"];
  const record = await RunRecord.read(octokit, thread, recordSettings(runner, inputs));
  const now = new Date();
  const admission =
    trigger.relay !== undefined
      ? record.admitLeg(trigger.relay, maxRounds)
      : record.admit({ key, at: trigger.at !== null ? new Date(trigger.at) : now }, now, maxRounds);
  if (admission.kind === "skip") return skipRun(request, thread, admission);

  // The branch is one: a run talking on the other conversation (the issue, or its Ralph pull request) must not be live either.
  const other = await otherConversationOf(octokit, runner, inputs, { issueNumber, fromPullRequest: request.pullRequest !== undefined });
  const elsewhere = await liveThere(octokit, runner, inputs, other);
  if (elsewhere !== null) {
    return skipRun(request, thread, {
      reason: `a run is live on #${elsewhere}, on the same branch`,
      reply: `A Ralph run is already live on the branch of this issue, talking on #${elsewhere}; wait for it to end, or stop it there.`,
    });
  }

  // A workflow run that carries an existing run on (its next relay leg, a re-run, a takeover) claims
  // the round it starts at: of two that read the tracking comment at once, one goes on.
  const resume = admission.resume;
  if (resume !== null) {
    const claimed = await claimFirstRound(request, resume);
    if (claimed !== null) return skipRun(request, thread, claimed);
  }

  // From here the run has started: every path below ends in endRun with one outcome (or hands it on).
  const continues = resume !== null && resume.continues;
  const startedAt = continues ? new Date(resume.started) : new Date();
  const relay = inputs.mode === "relay";
  const ctx: RenderContext = {
    issueNumber,
    branch: `${inputs["branch-prefix"]}${issueNumber}`,
    maxRounds,
    agent: inputs.agent,
    sandboxed: inputs.sandbox !== "none",
    networkOpen: inputs.network === "open",
    maxCostUsd: inputs["max-cost-usd"],
    runId: continues ? resume.run : runner.runId,
    runUrl: runner.runUrl,
    repositoryUrl: `${runner.serverUrl}/${owner}/${repo}`,
    secrets: request.secrets,
  };
  const life: RunLife = {
    ...request,
    deadline: relay ? relayDeadline(request.deadline, startedAt, inputs["run-timeout-minutes"] * 60_000) : request.deadline,
    ctx,
    thread,
    record,
    key: continues ? resume.trigger : key,
    startedAt,
    issueTitle: trigger.issue?.title ?? `#${issueNumber}`,
    reporter: new RoundComments(thread, ctx, (message) => core.info(message), inputs["bot-login"], record.comments, request.termination),
    runState: null,
    workspace: null,
    baseBranch: null,
    baseSha: null,
    carried: carriedOver(relay, resume, runner.runId, now),
    otherConversation: other,
  };
  const heartbeat = setInterval(() => void writeTracking(life, "running"), HEARTBEAT_MS);
  // Once the runner cancels the job, the tracking comment is the ending's to write.
  const stopBeating = () => clearInterval(heartbeat);
  request.termination.addEventListener("abort", stopBeating, { once: true });
  let result: RunResult;
  try {
    result = await startAndRunRounds(life, resume);
  } catch (error) {
    result = errorResult(error, life);
  } finally {
    stopBeating();
    request.termination.removeEventListener("abort", stopBeating);
  }
  const ending = result.outcome === "handed-off" ? await handOff(result, life) : { ending: result, fix: null };
  if (ending !== null) await endRun(ending.ending, life, ending.fix);
}

/**
 * The conversation other than the one a request came from that talks about issue `issueNumber`'s
 * branch: the issue when the request came from its Ralph pull request, else the open Ralph pull
 * request of the issue (head `<branch-prefix>N` in this repository), if any. Both push to the same
 * branch, and the workflow's concurrency group cannot always tell they are one (a `/ralph` comment
 * on the pull request names the pull request, not the issue).
 * @throws the Octokit error when the pull requests cannot be read.
 */
export async function otherConversationOf(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  if (from.fromPullRequest) return from.issueNumber;
  const { owner, repo } = runner;
  const open = await octokit.paginate(octokit.rest.pulls.list, {
    owner,
    repo,
    state: "open",
    head: `${owner}:${inputs["branch-prefix"]}${from.issueNumber}`,
    per_page: 100,
  });
  return open.find((pull) => pull.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase())?.number ?? null;
}

/**
 * The other conversation of issue `issueNumber`'s branch (see {@link otherConversationOf}) when a
 * run is live there, else null.
 * @throws the Octokit error when the comments or pull requests cannot be read.
 */
export async function liveRunOnOtherConversation(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  from: { issueNumber: number; fromPullRequest: boolean },
): Promise<number | null> {
  return liveThere(octokit, runner, inputs, await otherConversationOf(octokit, runner, inputs, from));
}

/** `conversation` when a run is live on it (see {@link liveRunOn}), else null (also for no conversation). */
async function liveThere(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  conversation: number | null,
): Promise<number | null> {
  if (conversation === null) return null;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  return (await liveRunOn(octokit, thread, runner, inputs)) ? conversation : null;
}

/**
 * Claims the round `resume` goes on at for this workflow run (see `claimRound`). Returns null when
 * it may go on: it holds the claim, or the remote took no claim (a warning says why: the workflow's
 * concurrency group is then the only guard); else the skip that ends it, naming the workflow run
 * that carries the run (a person who triggered gets one line, a dispatch none).
 */
async function claimFirstRound(request: IssueRunRequest, resume: DeadRun): Promise<{ reason: string; reply: string | null } | null> {
  const { runner, octokit, trigger } = request;
  const round = resume.firstRound;
  let claimed: ClaimOutcome;
  try {
    claimed = await claimRound({
      dir: runner.workspace,
      token: request.inputs["github-token"],
      issueNumber: request.issueNumber,
      run: resume.run,
      round,
      holder: { runId: runner.runId, attempt: runner.runAttempt },
      ended: (runId) => workflowRunEnded(octokit, { owner: runner.owner, repo: runner.repo }, runId),
    });
  } catch (error) {
    claimed = { kind: "not-made", reason: describeFailure(error, request.secrets) };
  }
  if (claimed.kind === "won") return null;
  if (claimed.kind === "not-made") {
    core.warning(`could not claim round ${round} of run ${resume.run} on the remote (${claimed.reason}); going on without a claim`);
    return null;
  }
  const who = claimed.holder !== null ? `workflow run ${claimed.holder}` : "another workflow run";
  const what = trigger.relay !== undefined ? `relay dispatch for run ${resume.run}` : `run ${resume.run}`;
  return {
    reason: `${what}: ${who} already carries it from round ${round}`,
    reply: `A Ralph run is already live on this issue: ${who} carries it on from round ${round}.`,
  };
}

/**
 * A trigger that starts nothing: outcome `skipped`, and the one-line reply to the people who
 * triggered (never to a dispatch: nobody reads a reply there); a failed reply is a warning.
 */
async function skipRun(request: IssueRunRequest, thread: IssueThread, skip: { reason: string; reply: string | null }): Promise<void> {
  core.info(`Ralph skipped: ${skip.reason}`);
  if (skip.reply !== null && request.trigger.source !== "dispatch") {
    await thread
      .postOwn("reply", { reason: "live-run" }, skip.reply, { botLogin: request.inputs["bot-login"], runId: request.runner.runId })
      .catch((error: unknown) => core.warning(`could not reply: ${describeFailure(error, request.secrets)}`));
  }
  core.setOutput("outcome", "skipped");
}

/** The `error` result for a failure outside the core loop (before the rounds, or setting them up). */
function errorResult(error: unknown, life: RunLife): RunResult {
  const state = life.runState ?? EMPTY_RUN_STATE;
  return {
    outcome: "error",
    handoff: state.handoff,
    reason: describeFailure(error, life.secrets),
    failedRound: null,
    kept: null,
    rounds: [...life.reporter.posted],
    state,
    elapsedMs: Date.now() - life.startedAt.getTime(),
  };
}

/** Start: post or take over the tracking comment, acknowledge the trigger, prepare the workspace and the agent; then the rounds. */
async function startAndRunRounds(life: RunLife, resume: DeadRun | null): Promise<RunResult> {
  const { runner, octokit, trigger, issueNumber } = life;
  const { owner, repo } = runner;
  const issue = trigger.issue ?? (await fetchIssue(octokit, { owner, repo, issueNumber }));
  life.issueTitle = issue.title;
  const conversation = conversationOf(life);
  const note =
    trigger.objectiveNote ??
    (trigger.commentId !== null ? await fetchTriggerComment(octokit, { owner, repo, issueNumber: conversation }, trigger.commentId) : null);
  const savedState = life.record.savedState;
  if (resume !== null) life.runState = savedState;
  const sameRun = resume !== null && resume.continues ? resume.trackingCommentId : null;
  // The tracking comment is the live run's record: it is written before round 1, first, so that
  // GitHub's write pacing (a second between writes) does not delay it behind the 👀.
  await life.record.open(trackingView(life), life.ctx, sameRun);
  // Nothing in round 1 needs the 👀: it is sent while the workspace and the agent are set up.
  const acknowledged = acknowledge(octokit, { owner, repo, issueNumber: conversation, commentId: trigger.commentId }).catch(
    (error: unknown) => core.warning(`could not react to the trigger: ${describeFailure(error, life.secrets)}`),
  );
  try {
    return await prepareAndRunRounds(life, resume, { issue, note, savedState, sameRun });
  } finally {
    await acknowledged;
  }
}

/** The rest of the start: supersede a dead run, prepare the workspace from the base branch; then the rounds. */
async function prepareAndRunRounds(
  life: RunLife,
  resume: DeadRun | null,
  start: { issue: TriggerIssue; note: string | null; savedState: RunState | null; sameRun: number | null },
): Promise<RunResult> {
  const { inputs, runner, octokit } = life;
  const { owner, repo } = runner;
  const { issue, note, savedState, sameRun } = start;
  if (resume !== null && sameRun === null) {
    await life.record.supersede(resume, { runId: runner.runId, runUrl: runner.runUrl }, (message) => core.warning(message));
  }
  life.baseBranch =
    life.pullRequest?.baseRef ?? inputs["base-branch"] ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
  const prepared = await Workspace.prepare({
    dir: runner.workspace,
    branch: life.ctx.branch,
    baseBranch: life.baseBranch,
    token: inputs["github-token"],
    secrets: life.secrets,
    rescueId: runner.runId,
    rescueDir: runner.runnerTemp,
    // A git host's outage is waited out as GitHub's are: for the run's time left (at least a minute, so the round can still be pushed).
    retry: {
      patience: () => Math.max(60_000, life.startedAt.getTime() + inputs["run-timeout-minutes"] * 60_000 - Date.now()),
      signal: life.termination,
      log: (message) => core.warning(message),
    },
    // The agent's processes carry the run's id (RALPH_RUN_ID): what one of them left is found by it.
    ...leftoverGuard(life.ctx.runId, (message) => core.info(message)),
  });
  life.workspace = prepared.workspace;
  life.baseSha = prepared.baseSha;
  const from =
    resume !== null && life.trigger.relay !== undefined
      ? `relay leg of run ${resume.run} at round ${resume.firstRound}`
      : resume !== null
        ? `taking over from workflow run ${resume.run} at round ${resume.firstRound}`
        : prepared.resumed
          ? "resumed from origin"
          : `new from ${life.baseBranch}`;
  core.info(`Ralph run on ${life.ctx.branch} (${from}), up to ${life.ctx.maxRounds} rounds`);
  return runIssueRounds(life, issue, note, {
    initialState: resume !== null || prepared.resumed ? savedState : null,
    firstRound: resume?.firstRound ?? 1,
    lookFrom: previousLook(resume),
  });
}

/**
 * Sets up the agent and runs the rounds; between rounds (in relay mode: before the leg's round,
 * from the previous leg's read on), one read of the issue's new comments finds a stop request and
 * the maintainer notes for the next round.
 */
async function runIssueRounds(
  life: RunLife,
  issue: TriggerIssue,
  note: string | null,
  start: { initialState: RunState | null; firstRound: number; lookFrom: Date | null },
): Promise<RunResult> {
  const { inputs, runner, octokit, termination } = life;
  const workspace = life.workspace;
  if (workspace === null) throw new Error("the workspace is not prepared");
  const agentSettings: AgentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    model: inputs.model,
    workspace: runner.workspace,
    runDir: await mkdtemp(join(runner.runnerTemp, "ralph-")),
    // The run's identity, one for all its rounds (in relay mode its first workflow run's id).
    runId: life.ctx.runId,
    issueNumber: life.issueNumber,
    env: life.agentEnv,
    secrets: life.agentSecrets,
    roundTimeoutMs: inputs["round-timeout-minutes"] * 60_000,
    sandbox: {
      mode: inputs.sandbox,
      writable: inputs["sandbox-writable"],
      hidden: runnerHiddenFolders(process.env),
      network: networkSettings(inputs.network, inputs["allowed-domains"], process.env),
    },
    onOutput: (chunk) => process.stdout.write(chunk),
  };
  const sandbox = await preflight(agentSettings);
  const agent = createAgent(agentSettings, sandbox);
  const eventsFile = join(agentSettings.runDir, "events.jsonl");
  core.setOutput("events-file", eventsFile);
  const stop = new AbortController();
  let pending: MaintainerNote[] = [];
  const take = (asked: Requests): void => {
    pending.push(...asked.notes);
    for (const taken of asked.notes) core.info(`Ralph note from ${taken.author} for the next round`);
    if (asked.stopBy !== null) {
      core.info(`Ralph run stop requested by ${asked.stopBy}`);
      stop.abort();
    }
  };
  const requestSettings = {
    command: inputs.command,
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
    maxRoundsLimit: inputs["max-rounds-limit"],
    secrets: life.secrets,
  };
  // Stop requests and notes are read where the run talks and on the branch's other conversation.
  const conversations = [conversationOf(life), ...(life.otherConversation !== null ? [life.otherConversation] : [])];
  const watched = conversations.map(
    (issueNumber) =>
      new RunRequests(octokit, { owner: runner.owner, repo: runner.repo, issueNumber }, requestSettings, start.lookFrom ?? life.startedAt),
  );
  const requests = {
    look: async (): Promise<Requests> => {
      // Each conversation's notes are returned by one look only: one that could not be read must not lose the other's.
      const settled = await Promise.allSettled(watched.map((one) => one.look()));
      const asked = settled.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
      const failed = settled.find((one) => one.status === "rejected");
      if (failed !== undefined && asked.length === 0) throw failed.reason;
      if (failed !== undefined)
        core.warning(`could not read one conversation's new comments: ${describeFailure(failed.reason, life.secrets)}`);
      return {
        stopBy: asked.find((one) => one.stopBy !== null)?.stopBy ?? null,
        notes: asked.flatMap((one) => one.notes),
      };
    },
  };
  const relay = inputs.mode === "relay";
  // A relay leg looks before its round instead of after it: what it would read after its round is the next leg's.
  const asked = relay ? await lookBeforeLeg(life, requests) : null;
  if (asked !== null) take(asked);
  const notes: NotesPort = {
    take: async () => {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
  const between: ReporterPort = {
    async roundFinished(record: RoundRecord, state: RunState) {
      life.runState = state;
      // A finished round is always reported (one API call), also when the runner is cancelling the
      // job: the pull request's round table, the tracking comment and the outputs count it.
      const refusedHosts = sandbox.takeRefusals();
      await life.reporter.roundFinished(refusedHosts.length > 0 ? { ...record, refusedHosts } : record);
      // The runner kills the step within seconds: the rest waits for the ending, which writes the tracking comment.
      if (termination.aborted || relay) return;
      await writeTracking(life, "running");
      if (termination.aborted) return;
      const asked = await requests.look().catch((error: unknown) => {
        core.warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, life.secrets)}`);
        return null;
      });
      if (asked !== null) take(asked);
    },
  };
  const verifier =
    inputs["verify-command"] === null
      ? null
      : createVerifyCommand({
          command: inputs["verify-command"],
          workspace: runner.workspace,
          // The marker lets the leftover guard find what the verify command left running too.
          env: { ...life.agentEnv, [RUN_MARKER]: life.ctx.runId },
          sandbox,
          timeoutMs: inputs["round-timeout-minutes"] * 60_000,
          onOutput: (chunk) => process.stdout.write(chunk),
        });
  const objective = buildObjective({ issue, note });
  return runRounds(
    {
      objective: objective.text,
      objectiveHidden: addHidden(objective.hidden, life.pullRequest?.askHidden ?? NO_HIDDEN_TEXT),
      maxRounds: life.ctx.maxRounds,
      maxHandoffChars: inputs["max-handoff-chars"],
      reportFile: (round) => agent.reportFile(round),
      verify: inputs.verify,
      noProgressRounds: inputs["no-progress-rounds"],
      initialState: start.initialState,
      firstRound: start.firstRound,
      maxCostUsd: inputs["max-cost-usd"],
      runLink: life.ctx.runUrl,
      spentBeforeUsd: life.carried.spentBeforeUsd,
      handOffAfter: relay ? start.firstRound : null,
    },
    {
      agent: { runRound: (request) => withWorkflowCommandsStopped(() => agent.runRound(request)) },
      workspace,
      reporter: between,
      verifier:
        verifier === null
          ? null
          : { command: verifier.command, verify: (round, signal) => withWorkflowCommandsStopped(() => verifier.verify(round, signal)) },
      events: createEventsFile(eventsFile, {
        secrets: life.secrets,
        onError: (error) => core.warning(`event log: ${error.message}`),
      }),
      now: Date.now,
      signal: AbortSignal.any([termination, stop.signal]),
      deadline: life.deadline,
      notes,
    },
  );
}

/**
 * Reacts 👀 to the trigger comment, or to the issue when a label or dispatch started the run
 * (GitHub answers 200 for a reaction already there, so a resend after an outage adds none).
 */
async function acknowledge(
  octokit: RalphOctokit,
  target: { owner: string; repo: string; issueNumber: number; commentId: number | null },
): Promise<void> {
  const { owner, repo, issueNumber, commentId } = target;
  if (commentId !== null) await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content: "eyes" });
  else await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issueNumber, content: "eyes" });
}

/**
 * The text of a dispatched run's trigger comment (input `comment-id`), which joins the objective.
 * @throws Error when the comment belongs to another issue: its text must not steer this run.
 */
async function fetchTriggerComment(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; issueNumber: number },
  commentId: number,
): Promise<string> {
  const { data } = await octokit.rest.issues.getComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId });
  if (!data.issue_url.endsWith(`/issues/${ref.issueNumber}`)) {
    throw new Error(`input 'comment-id' (${commentId}) is a comment on another issue than #${ref.issueNumber}`);
  }
  return data.body ?? "";
}

async function fetchIssue(octokit: RalphOctokit, ref: { owner: string; repo: string; issueNumber: number }): Promise<TriggerIssue> {
  const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: ref.issueNumber });
  return { number: data.number, title: data.title, body: data.body ?? "", updatedAt: data.updated_at };
}
