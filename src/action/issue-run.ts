import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { createAgent, preflight, type AgentSettings } from "../agents/index.js";
import { runRounds, type RunResult } from "../core/loop.js";
import { buildObjective } from "../core/objective.js";
import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { fenced } from "../core/markdown.js";
import { serializeReport } from "../core/report.js";
import type { RunState } from "../core/state.js";
import { sumUsage } from "../core/usage.js";
import type { RalphOctokit } from "../github/client.js";
import {
  renderFinalComment,
  renderPullRequestBody,
  renderPullRequestTitle,
  renderRoundTable,
  type RenderContext,
} from "../github/render.js";
import { RoundComments } from "../github/round-comments.js";
import { redact, safeCode, safeText } from "../github/safe-text.js";
import { stopRequested } from "../github/stop.js";
import { IssueThread, type PullRequestRef } from "../github/thread.js";
import { latestRunState, renderTrackingComment, runConflict, trackingMarkers, triggerKey } from "../github/tracking.js";
import type { Trigger, TriggerIssue } from "../github/trigger.js";
import { createEventsFile } from "../workspace/events-file.js";
import { createVerifyCommand } from "../workspace/verify.js";
import { Workspace } from "../workspace/workspace.js";
import type { ActionInputs } from "./inputs.js";
import type { RunnerContext } from "./runner.js";

/** How often a live run refreshes its tracking comment's heartbeat, in ms. */
export const HEARTBEAT_MS = 5 * 60_000;
/** A `running` tracking comment whose heartbeat is older than this no longer blocks a new run (ms). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** Everything a run on one issue starts from. */
export interface IssueRunRequest {
  inputs: ActionInputs;
  runner: RunnerContext;
  octokit: RalphOctokit;
  trigger: Extract<Trigger, { kind: "start" }>;
  issueNumber: number;
  secrets: string[];
  agentEnv: Record<string, string>;
  /** Aborted when the runner cancels the job (SIGINT/SIGTERM). */
  termination: AbortSignal;
  /** Aborted when `run-timeout-minutes` have passed since the step started. */
  deadline: AbortSignal;
}

/**
 * A run on one issue: refuse a duplicate or concurrent run, acknowledge the
 * trigger, keep the tracking comment, run the rounds, and end with a pull request
 * or a final comment. Sets the step's outputs. Errors after the tracking comment
 * exists are written into it before they propagate.
 */
export async function runOnIssue(request: IssueRunRequest): Promise<void> {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
  const key = triggerKey({
    source: trigger.source,
    commentId: trigger.commentId,
    issueUpdatedAt: trigger.issue?.updatedAt ?? null,
    runId: runner.runId,
  });
  const thread = new IssueThread(octokit, { owner, repo, issueNumber });
  const comments = await thread.comments();
  const now = new Date();
  const conflict = runConflict(
    trackingMarkers(comments, inputs["bot-login"]),
    { key, at: trigger.at !== null ? new Date(trigger.at) : now },
    now,
    STALE_AFTER_MS,
  );
  const savedState = latestRunState(comments, inputs["bot-login"]);
  if (conflict !== null) {
    core.info(`Ralph skipped: ${conflict}`);
    core.setOutput("outcome", "skipped");
    return;
  }
  const issue = trigger.issue ?? (await fetchIssue(octokit, { owner, repo, issueNumber }));
  const note =
    trigger.objectiveNote ??
    (trigger.commentId !== null ? await fetchTriggerComment(octokit, { owner, repo, issueNumber }, trigger.commentId) : null);
  await acknowledge(octokit, { owner, repo, issueNumber, commentId: trigger.commentId });
  const maxRounds = trigger.rounds ?? inputs["max-rounds"];
  const baseBranch = inputs["base-branch"] ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
  const branch = `${inputs["branch-prefix"]}${issueNumber}`;
  const ctx: RenderContext = {
    issueNumber,
    branch,
    maxRounds,
    agent: inputs.agent,
    runId: runner.runId,
    runUrl: runner.runUrl,
    repositoryUrl: `${runner.serverUrl}/${owner}/${repo}`,
    secrets: request.secrets,
  };
  const startedAt = new Date();
  const tracking = await thread.postTracking(
    renderTrackingComment(
      {
        trigger: key,
        state: "running",
        issueTitle: issue.title,
        rounds: [],
        startedAt,
        now: startedAt,
        pullRequestUrl: null,
        ending: null,
        runState: null,
      },
      ctx,
    ),
  );
  const reporter = new RoundComments(thread, ctx, (message) => core.info(message));
  let runState: RunState | null = null;
  const updateTracking = (state: string, pullRequestUrl: string | null = null, ending: string | null = null) =>
    thread.editComment(
      tracking,
      renderTrackingComment(
        {
          trigger: key,
          state,
          issueTitle: issue.title,
          rounds: reporter.posted,
          startedAt,
          now: new Date(),
          pullRequestUrl,
          ending,
          runState,
        },
        ctx,
      ),
    );
  const heartbeat = setInterval(
    () => void updateTracking("running").catch((error: unknown) => core.warning(`heartbeat failed: ${String(error)}`)),
    HEARTBEAT_MS,
  );
  try {
    const result = await runIssueRounds(issue, {
      ...request,
      ctx,
      thread,
      reporter,
      updateTracking,
      startedAt,
      maxRounds,
      branch,
      baseBranch,
      savedState,
      note,
      onState: (state) => (runState = state),
    });
    runState = result.state;
    await finish(result, { ...request, ctx, thread, reporter, updateTracking, issue, branch, baseBranch, startedAt });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateTracking("error", null, `The run stopped on an error: ${safeText(message, request.secrets)}`).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

interface RunParts extends IssueRunRequest {
  ctx: RenderContext;
  thread: IssueThread;
  reporter: RoundComments;
  updateTracking: (state: string, pullRequestUrl?: string | null, ending?: string | null) => Promise<void>;
}

/** Prepares the workspace and agent, then runs the rounds; between rounds, checks once for a stop request. */
async function runIssueRounds(
  issue: TriggerIssue,
  parts: RunParts & {
    startedAt: Date;
    maxRounds: number;
    branch: string;
    baseBranch: string;
    /** The state the issue's last run left, resumed only with its branch. */
    savedState: RunState | null;
    /** The trigger comment's text (or a dispatch's objective), joining the objective. */
    note: string | null;
    /** Receives the state after each round, for the tracking comment. */
    onState: (state: RunState) => void;
  },
): Promise<RunResult> {
  const { inputs, runner, octokit, reporter, termination } = parts;
  const prepared = await Workspace.prepare({
    dir: runner.workspace,
    branch: parts.branch,
    baseBranch: parts.baseBranch,
    token: inputs["github-token"],
  });
  core.info(
    `Ralph run on ${parts.branch} (${prepared.resumed ? "resumed from origin" : `new from ${parts.baseBranch}`}), up to ${parts.maxRounds} rounds`,
  );
  const agentSettings: AgentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    model: inputs.model,
    workspace: runner.workspace,
    runDir: await mkdtemp(join(runner.runnerTemp, "ralph-")),
    runId: runner.runId,
    issueNumber: parts.issueNumber,
    env: parts.agentEnv,
    roundTimeoutMs: inputs["round-timeout-minutes"] * 60_000,
    onOutput: (chunk) => process.stdout.write(chunk),
  };
  await preflight(agentSettings);
  const agent = createAgent(agentSettings);
  const eventsFile = join(agentSettings.runDir, "events.jsonl");
  core.setOutput("events-file", eventsFile);
  const stop = new AbortController();
  const between: ReporterPort = {
    async roundFinished(record: RoundRecord, state: RunState) {
      parts.onState(state);
      // The runner is cancelling the job: it kills the step within seconds, so only the tracking comment is updated.
      if (termination.aborted) return;
      await reporter.roundFinished(record);
      await parts.updateTracking("running");
      const by = await stopRequested(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: parts.issueNumber }, parts.startedAt, {
        command: inputs.command,
        botLogin: inputs["bot-login"],
        allowedPermission: inputs["allowed-permission"],
        maxRoundsLimit: inputs["max-rounds-limit"],
      });
      if (by !== null) {
        core.info(`Ralph run stop requested by ${by}`);
        stop.abort();
      }
    },
  };
  return runRounds(
    {
      objective: buildObjective({ issue, note: parts.note }),
      maxRounds: parts.maxRounds,
      maxHandoffChars: inputs["max-handoff-chars"],
      reportFile: (round) => agent.reportFile(round),
      verify: inputs.verify,
      noProgressRounds: inputs["no-progress-rounds"],
      initialState: prepared.resumed ? parts.savedState : null,
    },
    {
      agent,
      workspace: prepared.workspace,
      reporter: between,
      verifier:
        inputs["verify-command"] === null
          ? null
          : createVerifyCommand({
              command: inputs["verify-command"],
              workspace: runner.workspace,
              env: parts.agentEnv,
              timeoutMs: inputs["round-timeout-minutes"] * 60_000,
              onOutput: (chunk) => process.stdout.write(chunk),
            }),
      events: createEventsFile(eventsFile, {
        redact: (text) => redact(text, parts.secrets),
        onError: (error) => core.warning(`event log: ${error.message}`),
      }),
      now: Date.now,
      signal: AbortSignal.any([termination, stop.signal]),
      deadline: parts.deadline,
    },
  );
}

/** Ends the run on GitHub: the pull request on `complete`, a final comment otherwise, the tracking comment, outputs and summary. */
async function finish(
  result: RunResult,
  parts: RunParts & { issue: TriggerIssue; branch: string; baseBranch: string; startedAt: Date },
): Promise<void> {
  const { inputs, ctx, thread, reporter, termination } = parts;
  let pullRequest: PullRequestRef | null = null;
  if (result.outcome === "complete") {
    pullRequest = await thread.openOrUpdatePullRequest({
      head: parts.branch,
      base: parts.baseBranch,
      title: renderPullRequestTitle(parts.issue.title, ctx),
      body: renderPullRequestBody(result.handoff, result.verification, reporter.posted, ctx),
      draft: inputs.draft,
    });
  } else if (!termination.aborted) {
    await thread.comment(renderFinalComment(result, ctx));
  }
  const ending = termination.aborted ? "The workflow run was cancelled; the round in progress was stopped, committed and pushed." : null;
  await parts.updateTracking(result.outcome, pullRequest?.url ?? null, ending);
  setOutputs(result, parts.branch, pullRequest, Date.now() - parts.startedAt.getTime());
  await core.summary
    .addHeading(`Ralph run on #${parts.issueNumber}: ${result.outcome}`, 2)
    .addRaw(renderRoundTable(reporter.posted, ctx), true)
    .addRaw(
      `\n\n<details><summary>Final report</summary>\n\n${result.handoff !== null ? fenced(safeCode(serializeReport(result.handoff), parts.secrets), "json") : "none"}\n\n</details>\n`,
    )
    .write();
  core.info(`Ralph run ended: ${result.outcome} after ${result.rounds.length} round(s)`);
}

/** The step's outputs (action.yml); `elapsedMs` is the whole run, as the tracking comment shows it. */
function setOutputs(result: RunResult, branch: string, pullRequest: PullRequestRef | null, elapsedMs: number): void {
  core.setOutput("outcome", result.outcome);
  core.setOutput("rounds", String(result.rounds.length));
  core.setOutput("branch", branch);
  core.setOutput("head-sha", result.rounds.at(-1)?.commit.sha ?? "");
  core.setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  core.setOutput("pull-request-url", pullRequest?.url ?? "");
  core.setOutput("report", result.handoff !== null ? serializeReport(result.handoff) : "");
  core.setOutput("elapsed-seconds", String(Math.round(elapsedMs / 1000)));
  core.setOutput("usage", JSON.stringify(sumUsage(result.rounds)));
}

/** Reacts 👀 to the trigger comment, or to the issue when a label or dispatch started the run. */
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
