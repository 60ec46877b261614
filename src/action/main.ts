import { mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { buildAgentEnvironment, parseAgentEnvNames } from "../agents/environment.js";
import { createAgent, preflight, type AgentSettings } from "../agents/index.js";
import { runRounds, type RunResult } from "../core/loop.js";
import { buildObjective } from "../core/objective.js";
import { serializeReport } from "../core/report.js";
import { createClient } from "../github/client.js";
import {
  renderFinalComment,
  renderPullRequestBody,
  renderPullRequestTitle,
  renderRoundTable,
  type RenderContext,
} from "../github/render.js";
import { RoundComments } from "../github/round-comments.js";
import { IssueThread, type PullRequestRef } from "../github/thread.js";
import { parseTrigger, type TriggerIssue } from "../github/trigger.js";
import { Workspace } from "../workspace/workspace.js";
import { INPUT_NAMES, parseInputs, type ActionInputs } from "./inputs.js";
import { readRunnerContext, type RunnerContext } from "./runner.js";

/** Every action input as the runner passed it (`INPUT_<NAME>`), untrimmed; "" when not given. */
function readRawInputs(): Record<string, string> {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name, { trimWhitespace: false })]));
}

/** Values that must never appear in a comment: the token and the values of `agent-env` names. */
function secretValues(inputs: ActionInputs, agentEnvNames: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const values = agentEnvNames.map((name) => env[name]).filter((value): value is string => value !== undefined && value.length >= 4);
  return [inputs["github-token"], ...values];
}

/** Cancels the run on the runner's SIGINT/SIGTERM (job cancelled); returns the signal to watch. */
function cancelOnTermination(): AbortSignal {
  const controller = new AbortController();
  const cancel = (signal: NodeJS.Signals) => {
    core.warning(`received ${signal}: cancelling the run after stopping the agent`);
    controller.abort();
  };
  process.once("SIGINT", cancel);
  process.once("SIGTERM", cancel);
  return controller.signal;
}

function setOutputs(result: RunResult, branch: string, pullRequest: PullRequestRef | null): void {
  const last = result.rounds.at(-1);
  core.setOutput("outcome", result.outcome);
  core.setOutput("rounds", String(result.rounds.length));
  core.setOutput("branch", branch);
  core.setOutput("head-sha", last?.commit.sha ?? "");
  core.setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  core.setOutput("pull-request-url", pullRequest?.url ?? "");
  core.setOutput("report", result.handoff !== null ? serializeReport(result.handoff) : "");
}

/**
 * The action's entry: validate inputs before any side effect, decide whether the
 * event starts a run, run the rounds, and report the outcome on the issue, in the
 * outputs and in the job summary. Any error fails the step with its message.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = parseInputs(readRawInputs());
    const agentEnvNames = parseAgentEnvNames(inputs["agent-env"]);
    const secrets = secretValues(inputs, agentEnvNames, env);
    for (const secret of secrets) core.setSecret(secret);
    const agentEnv = buildAgentEnvironment(env, agentEnvNames, {});
    const runner = await readRunnerContext(env);
    const trigger = parseTrigger(runner.eventName, runner.payload, {
      triggerLabel: inputs["trigger-label"],
      command: inputs.command,
      maxRoundsLimit: inputs["max-rounds-limit"],
      issueNumber: inputs["issue-number"],
      objective: inputs.objective,
    });
    if (trigger.kind !== "start") {
      core.info(`Ralph skipped: ${trigger.kind === "skip" ? trigger.reason : trigger.kind}`);
      core.setOutput("outcome", "skipped");
      return;
    }
    if (trigger.issueNumber === null) throw new Error("a run needs an issue: set the issue-number input");
    await runOnIssue({
      inputs,
      runner,
      secrets,
      agentEnv,
      issueNumber: trigger.issueNumber,
      issue: trigger.issue,
      note: trigger.objectiveNote,
    });
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

interface IssueRun {
  inputs: ActionInputs;
  runner: RunnerContext;
  secrets: string[];
  agentEnv: Record<string, string>;
  issueNumber: number;
  issue: TriggerIssue | null;
  note: string | null;
}

async function runOnIssue({ inputs, runner, secrets, agentEnv, issueNumber, issue: fromEvent, note }: IssueRun): Promise<void> {
  const { owner, repo } = runner;
  const octokit = createClient({ token: inputs["github-token"], baseUrl: runner.apiUrl, log: (message) => core.warning(message) });
  const issue = fromEvent ?? (await fetchIssue());
  const baseBranch = inputs["base-branch"] ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
  const branch = `${inputs["branch-prefix"]}${issueNumber}`;
  const ctx: RenderContext = {
    issueNumber,
    branch,
    maxRounds: inputs["max-rounds"],
    agent: inputs.agent,
    runId: runner.runId,
    runUrl: runner.runUrl,
    repositoryUrl: `${runner.serverUrl}/${owner}/${repo}`,
    secrets,
  };
  const thread = new IssueThread(octokit, { owner, repo, issueNumber });

  const workspace = await Workspace.prepare({ dir: runner.workspace, branch, baseBranch, token: inputs["github-token"] });
  core.info(
    `Ralph run on ${branch} (${workspace.resumed ? "resumed from origin" : `new from ${baseBranch}`}), up to ${inputs["max-rounds"]} rounds`,
  );
  const runDir = await mkdtemp(join(runner.runnerTemp, "ralph-"));
  const agentSettings: AgentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    workspace: runner.workspace,
    runDir,
    runId: runner.runId,
    issueNumber,
    env: agentEnv,
    roundTimeoutMs: inputs["round-timeout-minutes"] * 60_000,
    onOutput: (chunk) => process.stdout.write(chunk),
  };
  await preflight(agentSettings);
  const agent = createAgent(agentSettings);
  const reporter = new RoundComments(thread, ctx, (message) => core.info(message));
  const result = await runRounds(
    {
      objective: buildObjective({ issue, note }),
      maxRounds: inputs["max-rounds"],
      maxHandoffChars: inputs["max-handoff-chars"],
      reportFile: (round) => agent.reportFile(round),
    },
    { agent, workspace: workspace.workspace, reporter, signal: cancelOnTermination() },
  );

  let pullRequest: PullRequestRef | null = null;
  if (result.outcome === "complete") {
    pullRequest = await thread.openOrUpdatePullRequest({
      head: branch,
      base: baseBranch,
      title: renderPullRequestTitle(issue.title, ctx),
      body: renderPullRequestBody(result.handoff, reporter.posted, ctx),
      draft: inputs.draft,
    });
  }
  await thread.comment(renderFinalComment(result, ctx, pullRequest?.url ?? null));
  setOutputs(result, branch, pullRequest);
  await core.summary
    .addHeading(`Ralph run on #${issueNumber}: ${result.outcome}`, 2)
    .addRaw(renderRoundTable(reporter.posted, ctx), true)
    .write();
  core.info(`Ralph run ended: ${result.outcome} after ${result.rounds.length} round(s)`);

  async function fetchIssue(): Promise<TriggerIssue> {
    const { data } = await octokit.rest.issues.get({ owner, repo, issue_number: issueNumber });
    return { number: data.number, title: data.title, body: data.body ?? "" };
  }
}
