/**
 * The run's first reads, sent together (issue 20: start to the first agent spawn). Admitting and
 * starting a run reads, one after another, the conversation's run record, the issue's open Ralph
 * pull request (the branch's other conversation) and whether a run is live there, the issue when
 * the trigger did not carry it, and the repository's default branch (when the event's repository
 * does not name it, see `RunnerContext.defaultBranch`): none depends on another's
 * answer, so they go out at once, with the sender's permission check, and each step awaits the
 * answer it needs. A trigger that is refused or skipped leaves the others' answers unread.
 *
 * The run's branch and its base are listed through the API too (`readBranchHeads`), so that a new
 * run's branch is made without a git network command before its first round.
 *
 * The checkout is read too (`Workspace.probe`: git's directories, the configuration, the tree's
 * state), in git's own processes while these requests are made. That read changes nothing and
 * contacts no remote: the leftover guard, which kills processes carrying the run's marker, and
 * the first network command wait for the run's admission, so a trigger that starts nothing
 * touches nothing of a live run (say a live leg's agent on the same self-hosted runner).
 */
import type { RalphOctokit } from "../../github/client.js";
import { readIssue } from "../../github/issues.js";
import { readBranchHeads } from "../../github/refs.js";
import { IssueThread } from "../../github/thread.js";
import type { Trigger } from "../../github/trigger.js";
import { recordSettings, RunRecord } from "../../record/run-record.js";
import type { ActionInputs } from "../inputs.js";
import { defaultBranchOf, type RunnerContext } from "../runner.js";
import { liveThere, otherConversationOf } from "./admit.js";
import { Workspace, type ListedHeads } from "../../workspace/workspace.js";
import { checkoutOptions } from "./checkout.js";
import type { ReadAhead } from "./life.js";
import { issueBranch } from "../../github/branch.js";

/**
 * Sends the reads a run's admission and start need for `trigger` (see the file's comment).
 * Never rejects by itself: each promise rejects only where it is awaited. `termination` is the
 * runner's cancel, which ends the checkout's wait out of a git host's outage.
 */
export function readAhead(
  octokit: RalphOctokit,
  runner: RunnerContext,
  inputs: ActionInputs,
  trigger: Extract<Trigger, { kind: "start" }>,
  issueNumber: number,
  termination: AbortSignal,
): ReadAhead {
  // First, so that git works in its own processes while the requests below are made.
  const checkout =
    trigger.relay === undefined
      ? {
          runId: runner.runId,
          probe: Workspace.probe(checkoutOptions(inputs, runner, { runId: runner.runId, startedAtMs: Date.now(), termination })),
        }
      : null;
  const repository = { owner: runner.owner, repo: runner.repo };
  const conversation = trigger.pullRequest?.number ?? issueNumber;
  const thread = new IssueThread(octokit, { ...repository, issueNumber: conversation });
  const from = { issueNumber, fromPullRequest: trigger.pullRequest !== null };
  const base = trigger.pullRequest === null && inputs["base-branch"] === null ? defaultBranchOf(octokit, runner) : null;
  // A run from a pull request starts from its base, read later; a relay leg's branch exists and is fetched anyway.
  const listedBase = trigger.pullRequest !== null || trigger.relay !== undefined ? null : (inputs["base-branch"] ?? base);
  const ahead: ReadAhead = {
    conversation,
    thread,
    record: RunRecord.read(octokit, thread, recordSettings(runner, inputs)),
    liveElsewhere: otherConversationOf(octokit, runner, inputs, from).then(async (other) => ({
      other,
      live: await liveThere(octokit, runner, inputs, other),
    })),
    issue: trigger.issue === null ? readIssue(octokit, repository, issueNumber) : null,
    defaultBranch: base,
    branchHeads: listedBase === null ? null : listBranches(octokit, runner, issueBranch(inputs["branch-prefix"], issueNumber), listedBase),
    checkout,
  };
  // Unawaited when the trigger is refused or skipped: not an unhandled rejection then.
  for (const read of [ahead.record, ahead.liveElsewhere, ahead.issue, ahead.defaultBranch, ahead.branchHeads, checkout?.probe])
    void read?.catch(() => undefined);
  return ahead;
}

/** `branch` and the base `base` names, as GitHub lists them in the repository the runner names (see `ListedHeads`). */
async function listBranches(
  octokit: RalphOctokit,
  runner: RunnerContext,
  branch: string,
  base: string | Promise<string>,
): Promise<ListedHeads> {
  const branches = [branch, await base];
  const askedAt = performance.now();
  const heads = await readBranchHeads(octokit, runner, branches);
  return { url: `${runner.serverUrl}/${runner.owner}/${runner.repo}`, branches, heads, askedAt };
}
