/**
 * Branch heads as GitHub's REST API tells them (issue 20): the run's branch and its base, read
 * with the run's first reads while the sender's permission is checked, so that a new run's
 * branch can be made without a git network command before its first round (`Workspace.prepare`,
 * `PrepareOptions.listed`).
 */
import type { RalphOctokit } from "./client.js";
import { isFailedCall } from "./outage.js";
import type { RepositoryRef } from "./repository.js";

/**
 * The commit each of `branches` points at (GitHub REST, "Get a reference": `GET
 * /repos/{owner}/{repo}/git/ref/heads/{branch}`, exact), name → 40-hex id; a branch GitHub does not
 * have (404, or 409 for a repository without commits) is left out.
 * @throws the Octokit error of any other failure (the caller lists the branches with git then).
 */
export async function readBranchHeads(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  branches: readonly string[],
): Promise<Map<string, string>> {
  const heads = await Promise.all(
    branches.map(async (branch) => {
      try {
        const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
        return data.object.type === "commit" ? ([branch, data.object.sha] as const) : null;
      } catch (error) {
        if (isFailedCall(error) && (error.status === 404 || error.status === 409)) return null;
        throw error;
      }
    }),
  );
  return new Map(heads.filter((head): head is readonly [string, string] => head !== null));
}
