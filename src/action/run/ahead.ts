/** The run's first reads, sent with the permission check; no remote is contacted before admission. */
import type { RalphOctokit } from "../../github/client.js";
import { readIssue } from "../../github/issues.js";
import { readBranchHeads } from "../../github/refs.js";
import { IssueThread } from "../../github/thread.js";
import { recordSettings, RunRecord } from "../../record/run-record.js";
import { defaultBranchOf, type RunnerContext } from "../runner.js";
import { liveThere, otherConversationOf } from "./admit.js";
import { Workspace, type ListedHeads } from "../../workspace/workspace.js";
import { checkoutOptions } from "./checkout.js";
import type { ReadAhead, RunRequest } from "./life.js";
import { issueBranch } from "../../github/branch.js";

/** Sends the reads admission and start need; each rejects only where awaited. */
export function readAhead(
  request: Pick<RunRequest, "octokit" | "runner" | "inputs" | "trigger" | "issueNumber" | "termination">,
): ReadAhead {
  const { octokit, runner, inputs, trigger, issueNumber, termination } = request;
  // First, so git works while the requests below are made.
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
  // A pull request's base is read later; a relay leg's branch is fetched anyway.
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
  // Unawaited when the trigger is refused or skipped.
  for (const read of [ahead.record, ahead.liveElsewhere, ahead.issue, ahead.defaultBranch, ahead.branchHeads, checkout?.probe])
    void read?.catch(() => undefined);
  return ahead;
}

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
