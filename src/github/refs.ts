// Branch heads read with the run's first reads, so a new branch needs no git network call first.
import type { RalphOctokit } from "./client.js";
import { isFailedCall } from "./outage.js";
import type { RepositoryRef } from "./repository.js";

/** The commit each branch points at; a branch GitHub lacks (404, or 409 when empty) is left out. */
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
