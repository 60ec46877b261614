/**
 * A completed check in the action (issue 22): a `check_run` or `workflow_run` that failed on the
 * head of an open Ralph pull request becomes a start on that pull request whose objective is the
 * check; the rule is `core/ci-fix.ts`'s, the same the App applies.
 */
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
import { readCheckFailure } from "../github/check-failure.js";
import { readCheckOfLeg } from "../github/check-read.js";
import { ciFixCapText } from "../render/replies.js";
import type { RalphOctokit } from "../github/client.js";
import { IssueThread } from "../github/thread.js";
import type { Actor, CheckStart, Trigger } from "../github/trigger.js";
import { decideOnPullRequest } from "../record/ci-fix-record.js";
import type { ActionInputs } from "./inputs.js";
import type { RunnerContext } from "./runner.js";

/**
 * The start a failed check asks for, or the reason it starts nothing (a log line). At the cap
 * (`ci-fix-runs` runs from failed checks in a row on the pull request, counted from its tracking
 * comments) one comment on the pull request says so, once per row of runs, and nothing starts.
 * The Ralph workflow's own runs (`runner.workflowRef`'s file) are never a fault to fix. `actor` is the
 * person who dispatched the run with the `check` input by hand, whose permission is checked as for
 * any dispatch; null for a `check_run` or `workflow_run` event, or a dispatch the App sent.
 * @throws the Octokit error when the pull request or its comments cannot be read, or the cap's comment cannot be posted.
 */
export async function startFromCheck(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  check: CompletedCheck,
  secrets: readonly string[],
  actor: Actor | null,
): Promise<Extract<Trigger, { kind: "start" }> | { skip: string }> {
  if (inputs["ci-fix-runs"] === 0) return { skip: "ci-fix-runs is 0: failed checks start no runs" };
  const context = {
    repository: `${runner.owner}/${runner.repo}`,
    branchPrefix: inputs["branch-prefix"],
    ownWorkflowPaths: ownWorkflowPath(runner.workflowRef),
    maxRuns: inputs["ci-fix-runs"],
  };
  const repo = { owner: runner.owner, repo: runner.repo };
  const decision = await decideOnPullRequest(octokit, { repo, check, context, botLogin: async () => inputs["bot-login"] });
  if (decision.kind === "skip") return { skip: decision.reason };
  if (decision.kind === "capped") {
    if (!decision.capSaid) {
      const thread = new IssueThread(octokit, { ...repo, issueNumber: decision.pullRequest });
      await thread.postOwn("reply", { ...decision.capMarker }, ciFixCapText(inputs["ci-fix-runs"], inputs.command), {
        botLogin: inputs["bot-login"],
        runId: runner.runId,
      });
    }
    return { skip: decision.reason };
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
    check: await checkStart(octokit, runner, check, pull.number, secrets),
  };
}

/**
 * A relay leg of a run from a failed check (the leg before it sent the `check` input on): `trigger`,
 * the leg's start on the Ralph pull request, with the check read again and its objective (the
 * failed job, step and log); or a skip when the check did not run on the pull request's branch.
 * No rule decides again: the run's first leg did, and since then the run itself moved the pull
 * request's head and counts as the one run in the row (`record/ci-fix-record.ts`).
 * @throws the Octokit error when the workflow run or check run cannot be read.
 */
export async function legFromCheck(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  dispatched: DispatchedCheck,
  trigger: Extract<Trigger, { kind: "start" }>,
  secrets: readonly string[],
): Promise<Extract<Trigger, { kind: "start" | "skip" }>> {
  const pull = trigger.pullRequest;
  if (pull === null || trigger.issueNumber === null)
    return { kind: "skip", reason: "the relay leg of a failed check names no pull request" };
  const check = await readCheckOfLeg(octokit, runner, dispatched, pull.number);
  const branch = `${inputs["branch-prefix"]}${trigger.issueNumber}`;
  if (check.headBranch !== branch) {
    return {
      kind: "skip",
      reason: `${checkKindWords(check.kind)} ${check.id} ran on ${check.headBranch ?? "no branch"}, not on ${branch}`,
    };
  }
  core.info(logLine(`Ralph relay leg of the run from the failed check "${check.name}" on pull request #${pull.number}`, secrets));
  return { ...trigger, check: await checkStart(octokit, runner, check, pull.number, secrets) };
}

/** What a run from failed check `check` on pull request `pullRequest` carries: its key, the `check` input naming it, and its objective (its failure read now). */
async function checkStart(
  octokit: RalphOctokit,
  runner: RunnerContext,
  check: CompletedCheck,
  pullRequest: number,
  secrets: readonly string[],
): Promise<CheckStart> {
  const failure = await readCheckFailure(octokit, runner, check);
  const objective = renderCheckObjective(check, failure, pullRequest, secrets);
  return {
    key: checkTriggerKey(check),
    input: checkInput(check),
    name: check.name,
    url: check.url,
    objective: objective.text,
    hidden: objective.hidden,
  };
}

/** The Ralph workflow's file from `GITHUB_WORKFLOW_REF` (`owner/repo/.github/workflows/ralph.yml@refs/heads/main`), as a workflow run's `path` names it. */
function ownWorkflowPath(workflowRef: string | null): string[] {
  const path = workflowRef?.split("@")[0]?.split("/").slice(2).join("/") ?? "";
  return path === "" ? [] : [path];
}
