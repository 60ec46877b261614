// init's workflow proposed as a pull request; init never pushes to the default branch (docs/cli.md).
import type { RalphOctokit } from "../../github/client.js";
import { createBranch, readFile, writeFile, type FileOnBranch } from "../../github/contents.js";
import { findOpenPullRequest, openPullRequest, readPullRequest } from "../../github/pulls.js";
import { readBranchHeads } from "../../github/refs.js";
import type { PullRequestRef } from "../../github/thread.js";
import { TRIGGER_LABEL, WORKFLOW_PATH } from "../../render/workflow-choices.js";
import { failure, type CheckResult } from "./checks.js";
import type { GitHubRepository } from "./repository.js";

export const SETUP_BRANCH = "ralph-bot/setup";

/** How the proposal stands, as a check's result. */
export interface Proposal {
  status: CheckResult["status"];
  detail: string;
  /** What to do by hand. */
  fix: string | null;
  pullRequest: PullRequestRef | null;
}

export interface ProposalRequest {
  text: string;
  defaultBranch: string;
  /** A classic token's scopes, or null. */
  scopes: string[] | null;
  /** For the fix. */
  tokenSource: string;
  dryRun: boolean;
}

/** What the pull request adds, and what to do next. */
function pullRequestBody(defaultBranch: string): string {
  return [
    `This adds \`${WORKFLOW_PATH}\`, written by \`ralph-bot init\`: the workflow that runs Ralph on an issue.`,
    "",
    `GitHub runs a workflow on issues and comments only from the default branch (\`${defaultBranch}\`), so nothing runs until this is merged. Then:`,
    "",
    `1. add the label \`${TRIGGER_LABEL}\` to an issue you trust: its title and body are the agent's instructions;`,
    "2. follow the run in the issue's comments; it ends with a pull request, or a comment saying why it stopped.",
    "",
    "`ralph-bot init` listed what else the first run needs (the model key's secret, the Actions setting that lets the run open its pull request); run it again to check.",
  ].join("\n");
}

/** The fix for a token that may not write workflows. */
function workflowScopeFix(repository: GitHubRepository, tokenSource: string): string {
  const classic =
    tokenSource === "gh auth token"
      ? `gh auth refresh --hostname ${repository.host} --scopes workflow`
      : `add the workflow scope to the token (https://${repository.host}/settings/tokens)`;
  return `${classic}, or for a fine-grained token the Workflows permission (read and write); then run init again. Or commit ${WORKFLOW_PATH} and push it yourself.`;
}

/** Proposes the workflow in a pull request; never throws for GitHub's answer: every failure is a fix. */
export async function proposeWorkflow(client: RalphOctokit, repository: GitHubRepository, request: ProposalRequest): Promise<Proposal> {
  const { text, defaultBranch, scopes } = request;
  const step = { name: "read the workflow on the default branch", branchMade: false };
  try {
    const onDefault = await readFile(client, repository, { path: WORKFLOW_PATH, branch: defaultBranch });
    if (onDefault?.text === text)
      return { status: "ok", detail: `already on ${defaultBranch}: no pull request needed`, fix: null, pullRequest: null };
    if (scopes !== null && !scopes.includes("workflow")) {
      const held = scopes.length > 0 ? scopes.join(", ") : "none";
      return {
        status: "fix",
        detail: `the token may not write workflows (its scopes: ${held}; a workflow file takes the workflow scope), so init opened no pull request`,
        fix: workflowScopeFix(repository, request.tokenSource),
        pullRequest: null,
      };
    }
    if (request.dryRun)
      return {
        status: "would-create",
        detail: `init would open a pull request from ${SETUP_BRANCH} to ${defaultBranch}`,
        fix: null,
        pullRequest: null,
      };
    return await openProposal(client, repository, { ...request, onDefault }, step);
  } catch (error) {
    return failed(error, repository, request, step);
  }
}

/** Makes the branch, commits the file and opens the pull request; `step` names the call under way. */
async function openProposal(
  client: RalphOctokit,
  repository: GitHubRepository,
  request: ProposalRequest & { onDefault: FileOnBranch | null },
  step: { name: string; branchMade: boolean },
): Promise<Proposal> {
  const { defaultBranch, text } = request;
  step.name = `read the head of ${defaultBranch}`;
  const head = (await readBranchHeads(client, repository, [defaultBranch])).get(defaultBranch);
  if (head === undefined)
    return {
      status: "fix",
      detail: `${defaultBranch} has no commit to branch from, so init opened no pull request`,
      fix: `commit ${WORKFLOW_PATH} and push it to ${defaultBranch}`,
      pullRequest: null,
    };
  step.name = `create the branch ${SETUP_BRANCH}`;
  const created = await createBranch(client, repository, SETUP_BRANCH, head);
  step.branchMade = true;
  step.name = `read the workflow on ${SETUP_BRANCH}`;
  const current = created ? request.onDefault : await readFile(client, repository, { path: WORKFLOW_PATH, branch: SETUP_BRANCH });
  if (current?.text !== text) {
    step.name = `commit ${WORKFLOW_PATH} to ${SETUP_BRANCH}`;
    const message = `${current === null ? "Add" : "Update"} the Ralph workflow (ralph-bot init)`;
    await writeFile(client, repository, { path: WORKFLOW_PATH, branch: SETUP_BRANCH, text, message, sha: current?.sha ?? null });
  }
  step.name = `open the pull request from ${SETUP_BRANCH}`;
  const open = await findOpenPullRequest(client, repository, SETUP_BRANCH);
  if (open !== null) {
    const pull = await readPullRequest(client, repository, open);
    const what = current?.text === text ? "open already" : "open already, its workflow updated";
    return {
      status: "ok",
      detail: `pull request #${pull.number} (${what}): ${pull.html_url}`,
      fix: null,
      pullRequest: { number: pull.number, url: pull.html_url },
    };
  }
  const title = "Run Ralph on issues labeled ralph (ralph-bot init)";
  const pullRequest = await openPullRequest(client, repository, {
    head: SETUP_BRANCH,
    base: defaultBranch,
    title,
    body: pullRequestBody(defaultBranch),
  });
  return { status: "created", detail: `pull request #${pullRequest.number} opened: ${pullRequest.url}`, fix: null, pullRequest };
}

/** A failed call of the proposal as a fix: which call, GitHub's answer, and what to do. */
function failed(
  error: unknown,
  repository: GitHubRepository,
  request: ProposalRequest,
  { name: step, branchMade }: { name: string; branchMade: boolean },
): Proposal {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : null;
  const refusedWorkflow = step.startsWith("commit") && (status === 403 || status === 404);
  const detail = refusedWorkflow
    ? `init could not ${step}: ${failure(error, "a token that may write workflows", "writing a workflow file")}`
    : `init could not ${step}: ${failure(error, "write access to the repository (for a fine-grained token Contents and Pull requests, read and write)", "this")}`;
  const fix = refusedWorkflow
    ? workflowScopeFix(repository, request.tokenSource)
    : `run init again${branchMade ? ` (it goes on from the branch ${SETUP_BRANCH} it made)` : ""}, or commit ${WORKFLOW_PATH} and push it yourself`;
  return { status: "fix", detail, fix, pullRequest: null };
}
