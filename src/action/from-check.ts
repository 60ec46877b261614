/**
 * A completed check in the action (issue 22): a `check_run` or `workflow_run` that failed on the
 * head of an open Ralph pull request becomes a start on that pull request whose objective is the
 * check; the rule is `core/ci-fix.ts`'s, the same the App applies.
 */
import * as core from "@actions/core";
import { checkTriggerKey, decideCiFix, renderCheckObjective, type CompletedCheck } from "../core/ci-fix.js";
import { logLine } from "../core/sanitize.js";
import { readCheckFailure } from "../github/check-failure.js";
import { checkedPullRequest } from "../github/check-read.js";
import { ciFixCapText } from "../render/replies.js";
import type { RalphOctokit } from "../github/client.js";
import { findOpenPullRequest, readPullRequest } from "../github/pulls.js";
import { IssueThread } from "../github/thread.js";
import type { Actor, Trigger } from "../github/trigger.js";
import { readCiFixRecord } from "../record/ci-fix-record.js";
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
  const first = decideCiFix(check, context);
  if (first.kind === "skip") return { skip: first.reason };
  if (first.kind !== "lookup") throw new Error("a completed check was decided without its pull request");
  const number = await findOpenPullRequest(octokit, runner, first.branch);
  const pull = number === null ? null : await readPullRequest(octokit, runner, number);
  const thread = number === null ? null : new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: number });
  const comments = thread === null ? [] : await thread.comments();
  const record = readCiFixRecord(comments, inputs["bot-login"]);
  const checked = pull === null ? null : checkedPullRequest(pull);
  const decision = decideCiFix(check, context, { pull: checked, consecutive: record.consecutive });
  if (decision.kind === "skip") return { skip: decision.reason };
  if (decision.kind === "lookup") throw new Error("a completed check still asks for its pull request");
  if (decision.kind === "capped") {
    if (!record.capSaid && thread !== null) {
      await thread.postOwn("reply", { ...record.capMarker }, ciFixCapText(inputs["ci-fix-runs"], inputs.command), {
        botLogin: inputs["bot-login"],
        runId: runner.runId,
      });
    }
    return { skip: decision.reason };
  }
  if (pull === null) throw new Error("a run from a failed check was decided without its pull request");
  const failure = await readCheckFailure(octokit, runner, check);
  const objective = renderCheckObjective(check, failure, decision.pullRequest, secrets);
  core.info(logLine(`Ralph run from the failed check "${check.name}" on pull request #${decision.pullRequest}`, secrets));
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
    check: { key: checkTriggerKey(check), name: check.name, url: check.url, objective: objective.text, hidden: objective.hidden },
  };
}

/** The Ralph workflow's file from `GITHUB_WORKFLOW_REF` (`owner/repo/.github/workflows/ralph.yml@refs/heads/main`), as a workflow run's `path` names it. */
function ownWorkflowPath(workflowRef: string | null): string[] {
  const path = workflowRef?.split("@")[0]?.split("/").slice(2).join("/") ?? "";
  return path === "" ? [] : [path];
}
