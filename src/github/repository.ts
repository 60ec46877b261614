/**
 * What a repository's settings say, read (and the trigger label made) for `ralph-bot init`'s checks:
 * its default branch, a label, the names of its secrets and variables (never a secret's value) and
 * its Actions workflow permissions. Each verb throws GitHub's answer as it came (an Octokit
 * `RequestError` with its `status`): the caller tells a 404 from a refusal.
 */
import type { RalphOctokit } from "./client.js";

/** A repository on GitHub. */
export interface RepositoryRef {
  owner: string;
  repo: string;
}

/**
 * The repository's default branch (e.g. `main`), the kind of account that owns it (an
 * organization's repository has organization-level secrets, variables and settings pages, a user's
 * has none: GitHub REST, "Get a repository", `owner.type`), and the token's OAuth scopes, which
 * GitHub names in `X-OAuth-Scopes` for a personal access token (classic) only: null for any other
 * token (fine-grained, App, workflow), whose permissions no header tells.
 * @throws the Octokit error when the repository cannot be read.
 */
export async function repositoryOwnership(
  octokit: RalphOctokit,
  ref: RepositoryRef,
): Promise<{ defaultBranch: string; ownerType: "Organization" | "User"; scopes: string[] | null }> {
  const { data, headers } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo });
  const scopes = headers["x-oauth-scopes"];
  return {
    defaultBranch: data.default_branch,
    ownerType: data.owner.type === "Organization" ? "Organization" : "User",
    scopes:
      typeof scopes === "string"
        ? scopes
            .split(",")
            .map((scope) => scope.trim())
            .filter((scope) => scope !== "")
        : null,
  };
}

/**
 * The repository's default branch (e.g. `main`).
 * @throws the Octokit error when the repository cannot be read.
 */
export async function defaultBranch(octokit: RalphOctokit, ref: RepositoryRef): Promise<string> {
  return (await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo })).data.default_branch;
}

/** Reads a label (`GET …/labels/{name}`): resolves when it is there; 404 when it is not. */
export async function getLabel(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.issues.getLabel({ owner, repo, name });
}

/** Creates a label (`POST …/labels`); 422 when one of that name exists. */
export async function createLabel(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  label: { name: string; color: string; description: string },
): Promise<void> {
  await octokit.rest.issues.createLabel({ owner, repo, ...label });
}

/** Reads a repository secret's name and dates, never its value (`GET …/actions/secrets/{name}`); 404 when there is none. */
export async function getRepositorySecret(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.actions.getRepoSecret({ owner, repo, secret_name: name });
}

/** The organization's secrets shared with the repository, by name (all pages). */
export async function organizationSecrets(octokit: RalphOctokit, { owner, repo }: RepositoryRef): Promise<{ name: string }[]> {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationSecrets, { owner, repo, per_page: 100 });
}

/** Reads a repository variable (`GET …/actions/variables/{name}`); 404 when there is none. */
export async function getRepositoryVariable(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.actions.getRepoVariable({ owner, repo, name });
}

/** The organization's variables shared with the repository, by name (all pages; the list takes 30 a page at most). */
export async function organizationVariables(octokit: RalphOctokit, { owner, repo }: RepositoryRef): Promise<{ name: string }[]> {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationVariables, { owner, repo, per_page: 30 });
}

/** The repository's Actions workflow permissions: the token's default, and whether Actions may create and approve pull requests. */
export async function workflowPermissions(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
): Promise<{ default_workflow_permissions: string; can_approve_pull_request_reviews: boolean }> {
  return (await octokit.rest.actions.getGithubActionsDefaultWorkflowPermissionsRepository({ owner, repo })).data;
}
