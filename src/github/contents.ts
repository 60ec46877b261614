/**
 * A file on a branch and the branch itself, through GitHub's REST API (the contents API, "Create a
 * reference"): what `ralph-bot init` needs to propose its workflow in a pull request without a
 * clone's push. Each verb throws GitHub's answer as it came (an Octokit `RequestError` with its
 * `status`), but the answers it names.
 */
import type { RalphOctokit } from "./client.js";
import { isFailedCall } from "./outage.js";
import type { RepositoryRef } from "./repository.js";

/** A file as the contents API gives it: its UTF-8 text and its blob id (the `sha` a write of it names). */
export interface FileOnBranch {
  text: string;
  sha: string;
}

/**
 * The file at `path` on `branch`, or null when the branch holds none (404).
 * @throws the Octokit error of any other failure
 */
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

/**
 * Writes `text` to `path` on `branch` as one commit with `message`; `sha` is the blob the file
 * holds now (null for a new file).
 * @returns the commit's id
 * @throws the Octokit error (404 or 403 for a workflow file: the token may not write workflows; 409: the file changed meanwhile)
 */
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

/**
 * Creates `branch` at commit `sha`.
 * @returns false when the branch exists already (422 "Reference already exists"), else true
 * @throws the Octokit error of any other failure
 */
export async function createBranch(octokit: RalphOctokit, { owner, repo }: RepositoryRef, branch: string, sha: string): Promise<boolean> {
  try {
    await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
    return true;
  } catch (error) {
    if (isFailedCall(error) && error.status === 422 && error instanceof Error && /already exists/i.test(error.message)) return false;
    throw error;
  }
}
