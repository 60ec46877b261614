// A file on a branch and the branch itself, for init's pull request; each verb throws GitHub's error as it came.
import type { RalphOctokit } from "./client.js";
import { isFailedCall } from "./outage.js";
import type { RepositoryRef } from "./repository.js";

/** `sha`: the blob id a write of it names. */
export interface FileOnBranch {
  text: string;
  sha: string;
}

/** The file at `path` on `branch`, or null (404). */
export async function readFile(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  file: { path: string; branch: string },
): Promise<FileOnBranch | null> {
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path: file.path, ref: file.branch });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return null;
    return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (isFailedCall(error) && error.status === 404) return null;
    throw error;
  }
}

/** `sha` is the blob there now, null for a new file. */
export async function writeFile(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  file: { path: string; branch: string; text: string; message: string; sha: string | null },
): Promise<string> {
  const { data } = await octokit.rest.repos.createOrUpdateFileContents({
    owner,
    repo,
    path: file.path,
    branch: file.branch,
    message: file.message,
    content: Buffer.from(file.text, "utf8").toString("base64"),
    ...(file.sha !== null ? { sha: file.sha } : {}),
  });
  return data.commit.sha ?? "";
}

/** Creates `branch` at `sha`; false when it exists already (422). */
export async function createBranch(octokit: RalphOctokit, { owner, repo }: RepositoryRef, branch: string, sha: string): Promise<boolean> {
  try {
    await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
    return true;
  } catch (error) {
    if (isFailedCall(error) && error.status === 422 && error instanceof Error && /already exists/i.test(error.message)) return false;
    throw error;
  }
}
