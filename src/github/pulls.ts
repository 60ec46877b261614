/**
 * Pull requests through GitHub's REST API: reading one, finding a branch's open one, opening one,
 * writing its body. Opening or updating the run's own pull request is `IssueThread.openOrUpdatePullRequest`.
 */
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";
import type { PullRequestRef } from "./thread.js";

/** A pull request as the REST API returns it. */
export type PullRequestData = Awaited<ReturnType<RalphOctokit["rest"]["pulls"]["get"]>>["data"];

/**
 * Pull request `number`, as GitHub returns it.
 * @throws the Octokit error when it cannot be read (404 for none).
 */
export async function readPullRequest(octokit: RalphOctokit, ref: RepositoryRef, number: number): Promise<PullRequestData> {
  return (await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: number })).data;
}

/**
 * The number of the open pull request whose head is `branch` of this repository (a fork's branch of
 * the same name is not it), or null when there is none.
 * @throws the Octokit error when the pull requests cannot be read.
 */
export async function findOpenPullRequest(
  octokit: Pick<RalphOctokit, "paginate"> & { rest: { pulls: Pick<RalphOctokit["rest"]["pulls"], "list"> } },
  ref: RepositoryRef,
  branch: string,
): Promise<number | null> {
  const { owner, repo } = ref;
  const open = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: "open", head: `${owner}:${branch}`, per_page: 100 });
  return open.find((pull) => pull.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase())?.number ?? null;
}

/**
 * Writes pull request `number`'s body (its title stays).
 * @throws the Octokit error when GitHub refuses.
 */
export async function writePullRequestBody(
  octokit: RalphOctokit,
  ref: RepositoryRef,
  number: number,
  body: string,
): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.update({ owner: ref.owner, repo: ref.repo, pull_number: number, body });
  return { number: data.number, url: data.html_url };
}

/**
 * Opens a pull request from `head` (a branch of this repository) to `base`.
 * @throws the Octokit error when GitHub refuses (422: one is open already, or no commits between them)
 */
export async function openPullRequest(
  octokit: RalphOctokit,
  ref: RepositoryRef,
  pull: { head: string; base: string; title: string; body: string },
): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.create({ owner: ref.owner, repo: ref.repo, ...pull });
  return { number: data.number, url: data.html_url };
}
