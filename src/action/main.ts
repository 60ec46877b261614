import * as core from "@actions/core";
import type { ScrubResult } from "./scrub.js";
import { buildAgentEnvironment, parseAgentEnvNames, parseAgentSecretNames } from "../agents/environment.js";
import { describeKeyPlacement, placeModelKeys, type KeyPlacement } from "../agents/index.js";
import { createClient, type RalphOctokit } from "../github/client.js";
import { IssueThread } from "../github/thread.js";
import type { CarryFields } from "../github/carry.js";
import { admit } from "../github/access.js";
import { readTrigger, type ActionTrigger } from "./trigger.js";
import { INPUT_NAMES, parseInputs, type ActionInputs } from "./inputs.js";
import { readAhead, runOnIssue, type RunRequest } from "./run/index.js";
import { readRunnerContext, type RunnerContext } from "./runner.js";
import { ownComment, refuseCommand, requestNote, requestStop, skip, type RequestContext } from "./requests.js";

/** The action's entry: a stop, a note or a run. An error before a run starts fails the step with its message. */
export async function run(env: NodeJS.ProcessEnv = process.env, scrubbed: ScrubResult = "scrubbed"): Promise<void> {
  if (scrubbed === "unsupported") warnUnscrubbed();
  try {
    const runner = await readRunnerContext(env);
    const inputs = readInputs(runner);
    // Setting up the workspace counts against the run's time too.
    const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 60_000);
    const agent = prepareAgent(inputs, env);
    const termination = terminationSignal();
    const octokit = connect({ inputs, runner, env, termination });
    const trigger = await readTrigger({ octokit, runner, inputs, secrets: agent.secrets });
    if (trigger.kind === "skip") return skip(trigger.reason);
    // A run's first reads go out with the permission check; a refused sender leaves them unread.
    const ahead =
      trigger.kind === "start" ? readAhead({ octokit, runner, inputs, trigger, issueNumber: trigger.issueNumber, termination }) : undefined;
    const thread = await admitSender({ octokit, runner, inputs }, trigger);
    if (thread === null) return;
    const asked: RequestContext = { octokit, runner, inputs, thread };
    if (trigger.kind === "refuse") return await refuseCommand(asked, trigger);
    if (trigger.kind === "stop") return await requestStop(asked, trigger);
    if (trigger.kind === "note") return await requestNote(asked, trigger);
    const { keys, ...handed } = agent;
    logKeyPlacement(keys);
    const started = { inputs, runner, octokit, trigger, issueNumber: trigger.issueNumber, termination, deadline };
    await runOnIssue({ ...handed, ...started, ...(ahead !== undefined ? { ahead } : {}) });
  } catch (error) {
    // A started run ends through its own ending path.
    core.setOutput("outcome", "error");
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

function warnUnscrubbed(): void {
  core.warning(
    `could not blank the token in this process's initial environment (/proc/self/mem cannot be written here), and Node ${process.version} ` +
      "cannot re-execute itself (process.execve): an agent running as the same user could read the token from /proc. " +
      "The Actions runtime (node24) on a GitHub-hosted runner does not have this gap.",
  );
}

/** @throws InputError naming every invalid input. */
function readInputs(runner: RunnerContext): ActionInputs {
  return parseInputs(withCarried(readRawInputs(), runner.carried));
}

function readRawInputs(): Record<string, string> {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name, { trimWhitespace: false })]));
}

/** The inputs a dispatch's `carry` names, where the workflow passed none. */
function withCarried(raw: Record<string, string>, carried: CarryFields): Record<string, string> {
  const named = (["comment-id", "pull-request", "review-id", "check"] as const).filter(
    (name) => raw[name] === "" && carried[name] !== undefined,
  );
  return { ...raw, ...Object.fromEntries(named.map((name) => [name, carried[name] ?? ""])) };
}

type AgentSetup = Pick<RunRequest, "secrets" | "agentEnv" | "agentSecrets" | "keysInside"> & { keys: KeyPlacement };

/** Places the model keys, builds the agent's environment, masks every secret in the job log. */
function prepareAgent(inputs: ActionInputs, env: NodeJS.ProcessEnv): AgentSetup {
  const agentEnvNames = parseAgentEnvNames(inputs["agent-env"]);
  const agentSecretNames = parseAgentSecretNames(inputs["agent-secrets"]);
  const secrets = secretValues(inputs, [...agentEnvNames, ...agentSecretNames], env);
  const keys = placeModelKeys({
    agent: inputs.agent,
    sandbox: inputs.sandbox,
    network: inputs.network,
    agentEnv: agentEnvNames,
    agentSecrets: agentSecretNames,
    env,
  });
  const agentSecrets = Object.fromEntries(keys.held.map((name) => [name, env[name] ?? ""]));
  for (const secret of secrets) core.setSecret(secret);
  return { secrets, agentEnv: buildAgentEnvironment(env, keys.env, {}), agentSecrets, keysInside: keys.inside, keys };
}

function secretValues(inputs: ActionInputs, agentEnvNames: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const values = agentEnvNames.map((name) => env[name]).filter((value): value is string => value !== undefined && value.length >= 4);
  return [inputs["github-token"], ...values];
}

/** Aborted when the runner cancels the job (SIGINT, then SIGTERM). */
function terminationSignal(): AbortSignal {
  const controller = new AbortController();
  const cancel = (signal: NodeJS.Signals) => {
    core.warning(`received ${signal}: stopping the agent and saving the round in progress`);
    controller.abort();
  };
  process.once("SIGINT", cancel);
  process.once("SIGTERM", cancel);
  return controller.signal;
}

/** The client: an outage is waited out while the run has time left (a minute at least). */
function connect(setup: { inputs: ActionInputs; runner: RunnerContext; env: NodeJS.ProcessEnv; termination: AbortSignal }): RalphOctokit {
  const { inputs, runner, env } = setup;
  const runEndsAt = Date.now() + inputs["run-timeout-minutes"] * 60_000;
  return createClient({
    token: inputs["github-token"],
    baseUrl: runner.apiUrl,
    log: (message) => core.warning(message),
    patience: () => Math.max(60_000, runEndsAt - Date.now()),
    // `npm run bench` only.
    throttling: env.RALPH_BENCH_UNTHROTTLED !== "1",
    pacingScale: runner.pacingScale,
    cancel: setup.termination,
  });
}

/** The conversation to answer an admitted sender on; null for a bot or a refusal. @throws Octokit's error. */
async function admitSender(
  context: Omit<RequestContext, "thread">,
  trigger: Exclude<ActionTrigger, { kind: "skip" }>,
): Promise<IssueThread | null> {
  const { octokit, runner, inputs } = context;
  const admission = await admit(octokit, { owner: runner.owner, repo: runner.repo }, trigger.actor, {
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
  });
  if (admission.kind === "ignore") {
    skip(admission.reason);
    return null;
  }
  const conversation = trigger.pullRequest?.number ?? trigger.issueNumber;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  if (admission.kind === "refuse") {
    await thread.postOwn("reply", { reason: "permission" }, admission.reply, ownComment(inputs, runner));
    skip(admission.reason);
    return null;
  }
  return thread;
}

function logKeyPlacement(keys: KeyPlacement): void {
  const placed = describeKeyPlacement(keys);
  if (placed.held !== null) core.info(placed.held);
  if (placed.inside !== null) core.warning(placed.inside);
}
