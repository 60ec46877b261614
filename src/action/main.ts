import * as core from "@actions/core";
import type { ScrubResult } from "./scrub.js";
import { buildAgentEnvironment, parseAgentEnvNames, parseAgentSecretNames } from "../agents/environment.js";
import { describeKeyPlacement, placeModelKeys } from "../agents/index.js";
import { createClient, type RalphOctokit } from "../github/client.js";
import { logLine, safeText } from "../core/sanitize.js";
import { acknowledge } from "../github/issues.js";
import { readPullRequest } from "../github/pulls.js";
import { IssueThread } from "../github/thread.js";
import { dispatchedBy, parseTrigger, type Trigger } from "../github/trigger.js";
import { isRelayLeg } from "../github/relay-dispatch.js";
import type { CarryFields } from "../github/carry.js";
import { readCompletedCheck } from "../github/check-event.js";
import { readDispatchedCheck } from "../github/check-read.js";
import { noLiveRunForNote } from "../render/replies.js";
import { admit, isIgnoredActor } from "../github/access.js";
import { legFromCheck, startFromCheck } from "./from-check.js";
import { INPUT_NAMES, parseInputs, type ActionInputs } from "./inputs.js";
import { liveRunOnOtherConversation, readAhead, runOnIssue } from "./run/index.js";
import { liveRunOn } from "../record/run-record.js";
import { readRunnerContext, type RunnerContext } from "./runner.js";

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

/** Ends a workflow run that starts nothing; `reason` may echo untrusted names, so it is logged as one line. */
function skip(reason: string): void {
  core.info(logLine(`Ralph skipped: ${reason}`, []));
  core.setOutput("outcome", "skipped");
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
    const triggerSettings = {
      triggerLabel: inputs["trigger-label"],
      command: inputs.command,
      maxRoundsLimit: inputs["max-rounds-limit"],
      issueNumber: inputs["issue-number"],
      objective: inputs.objective,
      commentId: inputs["comment-id"],
      branchPrefix: inputs["branch-prefix"],
      pullRequest: inputs["pull-request"],
      reviewId: inputs["review-id"],
    };
    const check = readCompletedCheck(runner.eventName, runner.payload);
    // A run the App dispatched for a failed check (issue 22): the check is read again below, through the API.
    const dispatchedCheck = runner.eventName === "workflow_dispatch" ? inputs.check : null;
    // A relay leg of a run from a failed check carries the check on: the rule decided at the run's first leg, and no more.
    const legCheck = dispatchedCheck !== null && isRelayLeg(runner.payload) ? dispatchedCheck : null;
    const decidedCheck = legCheck === null ? dispatchedCheck : null;
    const parsed = check === null && decidedCheck === null ? parseTrigger(runner.eventName, runner.payload, triggerSettings) : null;
    if (parsed?.kind === "skip") return skip(parsed.reason);
    // A bot's comment on a pull request is ignored before the pull request is read.
    if (parsed?.kind === "lookup" && parsed.actor !== null && isIgnoredActor(parsed.actor, inputs["bot-login"])) {
      return skip(`the sender ${parsed.actor.login} is a bot`);
    }
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
    // Only the pull request's head tells a Ralph pull request (and its issue) from a fork's, which starts nothing and gets no reply.
    // A failed check (issue 22) is read and decided by its own rule, the App's too; no person asked for it.
    const completed =
      check ?? (decidedCheck !== null ? await readDispatchedCheck(octokit, runner, decidedCheck, inputs["pull-request"]) : null);
    if (completed !== null && "skip" in completed) return skip(completed.skip);
    // A person who dispatched a check by hand is held to allowed-permission, as for any dispatch by hand.
    const checkActor = decidedCheck !== null ? dispatchedBy(runner.payload) : null;
    const fromCheck = completed !== null ? await startFromCheck(octokit, runner, inputs, completed, secrets, checkActor) : null;
    if (fromCheck !== null && "skip" in fromCheck) return skip(fromCheck.skip);
    const named = decidedCheck !== null ? inputs["pull-request"] : null;
    if (fromCheck !== null && named !== null && fromCheck.pullRequest?.number !== named) {
      return skip(`the failed check is on pull request #${fromCheck.pullRequest?.number ?? "?"}, not on #${named} the dispatch named`);
    }
    const namedIssue = decidedCheck !== null ? inputs["issue-number"] : null;
    if (fromCheck !== null && namedIssue !== null && fromCheck.issueNumber !== namedIssue) {
      return skip(
        `the failed check is on the Ralph pull request of #${fromCheck.issueNumber ?? "?"}, not of #${namedIssue} the dispatch named`,
      );
    }
    const read =
      fromCheck ??
      (parsed === null
        ? null
        : parsed.kind === "lookup"
          ? parseTrigger(
              runner.eventName,
              runner.payload,
              triggerSettings,
              await readPullRequest(octokit, runner, parsed.pullRequestNumber),
            )
          : parsed);
    const trigger =
      legCheck !== null && read?.kind === "start" ? await legFromCheck(octokit, runner, inputs, legCheck, read, secrets) : read;
    if (trigger === null) throw new Error("the event is neither a trigger nor a completed check");
    if (trigger.kind === "skip") return skip(trigger.reason);
    if (trigger.kind === "lookup") throw new Error("the pull request was read, yet the event still asks for it");
    if (trigger.issueNumber === null) throw new Error("a run needs an issue: set the issue-number input");
    // A run's first reads go out with the permission check, not after it (issue 20); a sender who
    // may not start one leaves their answers unread.
    const ahead =
      trigger.kind === "start" ? readAhead({ octokit, runner, inputs, trigger, issueNumber: trigger.issueNumber, termination }) : undefined;
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

/** Who posts this workflow run's one-off comments, and its id, by which a post is found again (see `IssueThread.postOwn`). */
function ownComment(inputs: ActionInputs, runner: RunnerContext): { botLogin: string; runId: string } {
  return { botLogin: inputs["bot-login"], runId: runner.runId };
}

/**
 * Handles `/ralph stop` or the trigger label's removal in a workflow run of its own:
 * posts a trusted `stop` marker that the live run finds between rounds, on the conversation it
 * talks on (the issue, or its Ralph pull request, whichever the stop was not asked on when the
 * live run is there).
 */
async function requestStop(
  octokit: RalphOctokit,
  runner: RunnerContext,
  trigger: Extract<Trigger, { kind: "stop" }>,
  thread: IssueThread,
  inputs: ActionInputs,
): Promise<void> {
  let target: IssueThread | null = (await liveRunOn(octokit, thread, runner, inputs)) ? thread : null;
  if (target === null) {
    // The live run on the issue's branch may talk on the other conversation (the issue, or its Ralph pull request).
    const other = await liveRunOnOtherConversation(octokit, runner, inputs, {
      issueNumber: trigger.issueNumber,
      fromPullRequest: trigger.pullRequest !== undefined,
    });
    if (other !== null) target = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: other });
  }
  if (target === null) {
    // Removing the label after a run ended is routine: say nothing. A `/ralph stop` deserves an answer.
    if (trigger.source === "command") {
      await thread.postOwn(
        "reply",
        { reason: "no-live-run" },
        "There is no live Ralph run on this issue to stop.",
        ownComment(inputs, runner),
      );
    }
    return skip("there is no live run on this issue to stop");
  }
  if (trigger.commentId !== null) await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  const why = trigger.source === "command" ? `\`${inputs.command} stop\`` : `the \`${inputs["trigger-label"]}\` label was removed`;
  const who = safeText(`@${trigger.actor.login}`, []);
  await target.postOwn(
    "stop",
    { by: trigger.actor.login },
    `Stopping the live Ralph run on this issue after its current round (${why}, by ${who}).`,
    ownComment(inputs, runner),
  );
  core.info(`Ralph stop requested by ${trigger.actor.login}`);
  core.setOutput("outcome", "skipped");
}

/**
 * Handles `/ralph note <text>` in a workflow run of its own (issue 11): with a live run on the
 * issue, reacts 👀 and posts nothing else; the comment stays where the live run reads it between
 * rounds, and its next round's prompt carries the note. With no live run, one line says so.
 */
async function requestNote(
  octokit: RalphOctokit,
  runner: RunnerContext,
  trigger: Extract<Trigger, { kind: "note" }>,
  thread: IssueThread,
  inputs: ActionInputs,
): Promise<void> {
  // The live run on the issue's branch also reads notes left on its other conversation (the issue, or its Ralph pull request).
  const live =
    (await liveRunOn(octokit, thread, runner, inputs)) ||
    (await liveRunOnOtherConversation(octokit, runner, inputs, {
      issueNumber: trigger.issueNumber,
      fromPullRequest: trigger.pullRequest !== undefined,
    })) !== null;
  if (!live) {
    await thread.postOwn("reply", { reason: "no-live-run" }, noLiveRunForNote(inputs.command), ownComment(inputs, runner));
    return skip("there is no live run on this issue for the note");
  }
  await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  core.info(`Ralph note from ${trigger.actor.login} left for the live run's next round`);
  core.setOutput("outcome", "skipped");
}
