import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";
import type { PullRequestRef } from "./thread.js";

export type PullRequestData = Awaited<ReturnType<RalphOctokit["rest"]["pulls"]["get"]>>["data"];

/** Throws the Octokit error, 404 for none. */
export async function readPullRequest(octokit: RalphOctokit, ref: RepositoryRef, number: number): Promise<PullRequestData> {
  return (await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: number })).data;
}

/** The open pull request from this repository's `branch` (not a fork's of that name), or null. */
export async function findOpenPullRequest(
  octokit: Pick<RalphOctokit, "paginate"> & { rest: { pulls: Pick<RalphOctokit["rest"]["pulls"], "list"> } },
  ref: RepositoryRef,
  branch: string,
): Promise<number | null> {
  const { owner, repo } = ref;
  const open = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: "open", head: `${owner}:${branch}`, per_page: 100 });
  return open.find((pull) => pull.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase())?.number ?? null;
}

/** Writes the body; the title stays. */
export async function writePullRequestBody(
  octokit: RalphOctokit,
  ref: RepositoryRef,
  number: number,
  body: string,
): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.update({ owner: ref.owner, repo: ref.repo, pull_number: number, body });
  return { number: data.number, url: data.html_url };
}

/** Throws a 422 when one is open already or there are no commits between them. */
export async function openPullRequest(
  octokit: RalphOctokit,
  ref: RepositoryRef,
  pull: { head: string; base: string; title: string; body: string },
): Promise<PullRequestRef> {
  const { data } = await octokit.rest.pulls.create({ owner: ref.owner, repo: ref.repo, ...pull });
  return { number: data.number, url: data.html_url };
}
