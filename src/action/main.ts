import * as core from "@actions/core";
import type { ScrubResult } from "./scrub.js";
import { buildAgentEnvironment, parseAgentEnvNames, parseAgentSecretNames } from "../agents/environment.js";
import { describeKeyPlacement, placeModelKeys } from "../agents/index.js";
import { createClient } from "../github/client.js";
import { IssueThread } from "../github/thread.js";
import type { CarryFields } from "../github/carry.js";
import { admit } from "../github/access.js";
import { readTrigger } from "./trigger.js";
import { INPUT_NAMES, parseInputs, type ActionInputs } from "./inputs.js";
import { readAhead, runOnIssue } from "./run/index.js";
import { readRunnerContext } from "./runner.js";
import { ownComment, requestNote, requestStop, skip } from "./requests.js";

/** Every action input as the runner passed it (`INPUT_<NAME>`), untrimmed; "" when not given. */
function readRawInputs(): Record<string, string> {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name, { trimWhitespace: false })]));
}

/** The action's inputs a dispatch's `carry` names (the trigger comment, pull request, review, check), where the workflow passed none. */
function withCarried(raw: Record<string, string>, carried: CarryFields): Record<string, string> {
  const named = (["comment-id", "pull-request", "review-id", "check"] as const).filter(
    (name) => raw[name] === "" && carried[name] !== undefined,
  );
  return { ...raw, ...Object.fromEntries(named.map((name) => [name, carried[name] ?? ""])) };
}

/** Values that must never appear in a comment: the token and the values of `agent-env` and `agent-secrets` names. */
function secretValues(inputs: ActionInputs, agentEnvNames: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const values = agentEnvNames.map((name) => env[name]).filter((value): value is string => value !== undefined && value.length >= 4);
  return [inputs["github-token"], ...values];
}

/** Aborted when the runner cancels the job: it sends SIGINT, then SIGTERM, then kills the step. */
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

/**
 * The action's entry: validate inputs before any side effect, decide whether the
 * event starts or stops a run and whether its sender may ask, then run. Any error
 * fails the step with its message. `scrubbed` is what the token scrub did (see `scrub.ts`): a
 * Node that could not do it is warned about first.
 */
export async function run(env: NodeJS.ProcessEnv = process.env, scrubbed: ScrubResult = "scrubbed"): Promise<void> {
  if (scrubbed === "unsupported") {
    core.warning(
      `could not blank the token in this process's initial environment (/proc/self/mem cannot be written here), and Node ${process.version} ` +
        "cannot re-execute itself (process.execve): an agent running as the same user could read the token from /proc. " +
        "The Actions runtime (node24) on a GitHub-hosted runner does not have this gap.",
    );
  }
  try {
    const runner = await readRunnerContext(env);
    const inputs = parseInputs(withCarried(readRawInputs(), runner.carried));
    // Started now, so setting up the workspace counts against the run's time too.
    const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 60_000);
    const agentEnvNames = parseAgentEnvNames(inputs["agent-env"]);
    const agentSecretNames = parseAgentSecretNames(inputs["agent-secrets"]);
    const secrets = secretValues(inputs, [...agentEnvNames, ...agentSecretNames], env);
    // A preset's model key is held by the egress proxy wherever the workflow names it, never in the agent's environment.
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
    const agentEnv = buildAgentEnvironment(env, keys.env, {});
    const runEndsAt = Date.now() + inputs["run-timeout-minutes"] * 60_000;
    const termination = terminationSignal();
    // A GitHub outage is waited out for as long as the run has time left (at least a minute, so the
    // ending can still be written); once the runner cancels the job, no longer (see `ClientOptions.cancel`).
    const octokit = createClient({
      token: inputs["github-token"],
      baseUrl: runner.apiUrl,
      log: (message) => core.warning(message),
      patience: () => Math.max(60_000, runEndsAt - Date.now()),
      // `npm run bench` only: the bot's own cost without GitHub's write pacing (see the README's Performance).
      throttling: env.RALPH_BENCH_UNTHROTTLED !== "1",
      pacingScale: runner.pacingScale,
      cancel: termination,
    });
    const trigger = await readTrigger({ octokit, runner, inputs, secrets });
    if (trigger.kind === "skip") return skip(trigger.reason);
    // A run's first reads go out with the permission check, not after it (issue 20); a sender who
    // may not start one leaves their answers unread.
    const ahead = trigger.kind === "start" ? readAhead(octokit, runner, inputs, trigger, trigger.issueNumber, termination) : undefined;
    const admission = await admit(octokit, { owner: runner.owner, repo: runner.repo }, trigger.actor, {
      botLogin: inputs["bot-login"],
      allowedPermission: inputs["allowed-permission"],
    });
    if (admission.kind === "ignore") return skip(admission.reason);
    // What came from a pull request is answered there, and a stop or a note is for the run that talks there.
    const conversation = trigger.pullRequest?.number ?? trigger.issueNumber;
    const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
    if (admission.kind === "refuse") {
      await thread.postOwn("reply", { reason: "permission" }, admission.reply, ownComment(inputs, runner));
      return skip(admission.reason);
    }
    if (trigger.kind === "refuse") {
      await thread.postOwn("reply", { reason: "command" }, trigger.reply, ownComment(inputs, runner));
      return skip("the command was malformed");
    }
    if (trigger.kind === "stop") return await requestStop(octokit, runner, trigger, thread, inputs);
    if (trigger.kind === "note") return await requestNote(octokit, runner, trigger, thread, inputs);
    const request = {
      inputs,
      runner,
      octokit,
      trigger,
      issueNumber: trigger.issueNumber,
      secrets,
      agentEnv,
      agentSecrets,
      keysInside: keys.inside,
      termination,
      deadline,
      ...(ahead !== undefined ? { ahead } : {}),
    };
    const placed = describeKeyPlacement(keys);
    if (placed.held !== null) core.info(placed.held);
    if (placed.inside !== null) core.warning(placed.inside);
    // A run from a Ralph pull request talks and ends there (see `run/pull-request.ts`).
    await runOnIssue(request);
  } catch (error) {
    // Only failures before a run started land here (inputs, the event, the permission lookup): a
    // started run ends through its own ending path.
    core.setOutput("outcome", "error");
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
