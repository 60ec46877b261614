/** What kind of event started this workflow run, read into one {@link ActionTrigger}. */
import * as core from "@actions/core";
import {
  checkInput,
  checkKindWords,
  checkTriggerKey,
  renderCheckObjective,
  type CompletedCheck,
  type DispatchedCheck,
} from "../core/ci-fix.js";
import { logLine } from "../core/sanitize.js";
import { isIgnoredActor } from "../github/access.js";
import { readCompletedCheck } from "../github/check-event.js";
import { readCheckFailure } from "../github/check-failure.js";
import { readCheckOfLeg, readDispatchedCheck } from "../github/check-read.js";
import type { RalphOctokit } from "../github/client.js";
import { readPullRequest } from "../github/pulls.js";
import { isRelayLeg } from "../github/relay-dispatch.js";
import { IssueThread } from "../github/thread.js";
import {
  dispatchedBy,
  parseTrigger,
  type Actor,
  type CheckStart,
  type StartTrigger,
  type Trigger,
  type TriggerSettings,
} from "../github/trigger.js";
import { decideOnPullRequest } from "../record/ci-fix-record.js";
import { ciFixCapText } from "../render/replies.js";
import type { ActionInputs } from "./inputs.js";
import type { RunnerContext } from "./runner.js";
import { issueBranch } from "../github/branch.js";

/** Every kind but a skip names its issue. */
export type ActionTrigger = Exclude<Trigger, StartTrigger> | (StartTrigger & { issueNumber: number });

export interface TriggerContext {
  octokit: RalphOctokit;
  runner: RunnerContext;
  inputs: ActionInputs;
  secrets: readonly string[];
}

type Skip = Extract<Trigger, { kind: "skip" }>;

function skipped(reason: string): Skip {
  return { kind: "skip", reason };
}

/**
 * What this workflow run's event asks for (who may ask is admission's).
 * @throws MalformedEventError for a payload without GitHub's documented fields; Error for a start
 *   that names no issue; Octokit's error when the pull request or a check cannot be read.
 */
export async function readTrigger(context: TriggerContext): Promise<ActionTrigger> {
  const trigger = await readEvent(context);
  if (trigger.kind === "skip") return trigger;
  if (trigger.issueNumber === null) throw new Error("a run needs an issue: set the issue-number input");
  return { ...trigger, issueNumber: trigger.issueNumber };
}

async function readEvent(context: TriggerContext): Promise<Trigger> {
  const { runner, inputs } = context;
  const completed = readCompletedCheck(runner.eventName, runner.payload);
  if (completed !== null) return startFromCheck(context, { check: completed, actor: null });
  const dispatched = runner.eventName === "workflow_dispatch" ? inputs.check : null;
  if (dispatched === null) return readWebhook(context);
  // Only a run's first leg applies the rule.
  if (isRelayLeg(runner.payload)) return readCheckLeg(context, dispatched);
  return readCheckDispatch(context, dispatched);
}

/** A label, command, review or dispatch, with the pull request it names. @throws Error when the event still asks for it. */
async function readWebhook(context: TriggerContext): Promise<Trigger> {
  const { octokit, runner, inputs } = context;
  const settings = triggerSettings(inputs);
  const parsed = parseTrigger(runner.eventName, runner.payload, settings);
  if (parsed.kind !== "lookup") return parsed;
  if (parsed.actor !== null && isIgnoredActor(parsed.actor, inputs["bot-login"])) {
    return skipped(`the sender ${parsed.actor.login} is a bot`);
  }
  const pull = await readPullRequest(octokit, runner, parsed.pullRequestNumber);
  const read = parseTrigger(runner.eventName, runner.payload, settings, pull);
  if (read.kind === "lookup") throw new Error("the pull request was read, yet the event still asks for it");
  return read;
}

function triggerSettings(inputs: ActionInputs): TriggerSettings {
  return {
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
}

/** A dispatch with the `check` input: the check read again and decided by the rule. */
async function readCheckDispatch(context: TriggerContext, dispatched: DispatchedCheck): Promise<Trigger> {
  const { octokit, runner, inputs } = context;
  const completed = await readDispatchedCheck(octokit, runner, dispatched, inputs["pull-request"]);
  if ("skip" in completed) return skipped(completed.skip);
  const start = await startFromCheck(context, { check: completed, actor: dispatchedBy(runner.payload) });
  if (start.kind === "skip") return start;
  return notAsNamed(start, { pullRequest: inputs["pull-request"], issueNumber: inputs["issue-number"] }) ?? start;
}

/** A skip when the check is not on what the dispatch named. */
function notAsNamed(start: StartTrigger, named: { pullRequest: number | null; issueNumber: number | null }): Skip | null {
  const pullRequest = start.pullRequest?.number;
  if (named.pullRequest !== null && pullRequest !== named.pullRequest) {
    return skipped(`the failed check is on pull request #${pullRequest ?? "?"}, not on #${named.pullRequest} the dispatch named`);
  }
  if (named.issueNumber !== null && start.issueNumber !== named.issueNumber) {
    return skipped(
      `the failed check is on the Ralph pull request of #${start.issueNumber ?? "?"}, not of #${named.issueNumber} the dispatch named`,
    );
  }
  return null;
}

async function readCheckLeg(context: TriggerContext, dispatched: DispatchedCheck): Promise<Trigger> {
  const start = await readWebhook(context);
  return start.kind === "start" ? legFromCheck(context, { dispatched, start }) : start;
}

/**
 * The start a failed check asks for, or why not; at the `ci-fix-runs` cap one comment says so.
 * @throws Octokit's error when the pull request or its comments cannot be read, or the cap's comment not posted.
 */
async function startFromCheck(
  context: TriggerContext,
  { check, actor }: { check: CompletedCheck; actor: Actor | null },
): Promise<StartTrigger | Skip> {
  const { octokit, runner, inputs, secrets } = context;
  if (inputs["ci-fix-runs"] === 0) return skipped("ci-fix-runs is 0: failed checks start no runs");
  const rule = {
    repository: `${runner.owner}/${runner.repo}`,
    branchPrefix: inputs["branch-prefix"],
    ownWorkflowPaths: ownWorkflowPath(runner.workflowRef),
    maxRuns: inputs["ci-fix-runs"],
  };
  const repo = { owner: runner.owner, repo: runner.repo };
  const decision = await decideOnPullRequest(octokit, { repo, check, context: rule, botLogin: async () => inputs["bot-login"] });
  if (decision.kind === "skip") return skipped(decision.reason);
  if (decision.kind === "capped") {
    if (!decision.capSaid) {
      const thread = new IssueThread(octokit, { ...repo, issueNumber: decision.pullRequest });
      await thread.postOwn("reply", { ...decision.capMarker }, ciFixCapText(inputs["ci-fix-runs"], inputs.command), {
        botLogin: inputs["bot-login"],
        runId: runner.runId,
      });
    }
    return skipped(decision.reason);
  }
  const { pull } = decision;
  core.info(logLine(`Ralph run from the failed check "${check.name}" on pull request #${pull.number}`, secrets));
  return {
    kind: "start",
    source: "check",
    issue: null,
    issueNumber: decision.issueNumber,
    objectiveNote: null,
    rounds: null,
    actor,
    commentId: null,
    at: null,
    pullRequest: { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId: null },
    check: await checkStart(context, { check, pullRequest: pull.number }),
  };
}

/** A relay leg's `start` with its check read again, else a skip. @throws Octokit's error on a failed read. */
async function legFromCheck(
  context: TriggerContext,
  { dispatched, start }: { dispatched: DispatchedCheck; start: StartTrigger },
): Promise<StartTrigger | Skip> {
  const { octokit, runner, inputs, secrets } = context;
  const pull = start.pullRequest;
  if (pull === null || start.issueNumber === null) return skipped("the relay leg of a failed check names no pull request");
  const check = await readCheckOfLeg(octokit, runner, dispatched, pull.number);
  const branch = issueBranch(inputs["branch-prefix"], start.issueNumber);
  if (check.headBranch !== branch) {
    return skipped(`${checkKindWords(check.kind)} ${check.id} ran on ${check.headBranch ?? "no branch"}, not on ${branch}`);
  }
  core.info(logLine(`Ralph relay leg of the run from the failed check "${check.name}" on pull request #${pull.number}`, secrets));
  return { ...start, check: await checkStart(context, { check, pullRequest: pull.number }) };
}

/** What a run from a failed check carries: key, `check` input, and objective. */
async function checkStart(
  context: TriggerContext,
  { check, pullRequest }: { check: CompletedCheck; pullRequest: number },
): Promise<CheckStart> {
  const failure = await readCheckFailure(context.octokit, context.runner, check);
  const objective = renderCheckObjective(check, failure, pullRequest, context.secrets);
  return {
    key: checkTriggerKey(check),
    input: checkInput(check),
    name: check.name,
    url: check.url,
    objective: objective.text,
    hidden: objective.hidden,
  };
}

/** The Ralph workflow's path: its own runs are no fault to fix. */
function ownWorkflowPath(workflowRef: string | null): string[] {
  const path = workflowRef?.split("@")[0]?.split("/").slice(2).join("/") ?? "";
  return path === "" ? [] : [path];
}
