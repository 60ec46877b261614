/** The repository through GitHub's REST API. */
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./pulls.js";

/**
 * The repository's default branch (e.g. `main`).
 * @throws the Octokit error when the repository cannot be read.
 */
export async function defaultBranch(octokit: RalphOctokit, ref: RepositoryRef): Promise<string> {
  return (await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo })).data.default_branch;
}
