// A repository's settings for init's checks, never a secret's value; each verb throws GitHub's error as it came.
import type { RalphOctokit } from "./client.js";

export interface RepositoryRef {
  owner: string;
  repo: string;
}

/** Only an organization has shared secrets; `scopes` are a classic token's. */
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

export async function defaultBranch(octokit: RalphOctokit, ref: RepositoryRef): Promise<string> {
  return (await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo })).data.default_branch;
}

/** Resolves when the label is there; 404 when not. */
export async function getLabel(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.issues.getLabel({ owner, repo, name });
}

/** 422 when one of that name exists. */
export async function createLabel(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  label: { name: string; color: string; description: string },
): Promise<void> {
  await octokit.rest.issues.createLabel({ owner, repo, ...label });
}

/** Never its value; 404 when there is none. */
export async function getRepositorySecret(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.actions.getRepoSecret({ owner, repo, secret_name: name });
}

/** By name, all pages. */
export async function organizationSecrets(octokit: RalphOctokit, { owner, repo }: RepositoryRef): Promise<{ name: string }[]> {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationSecrets, { owner, repo, per_page: 100 });
}

/** 404 when there is none. */
export async function getRepositoryVariable(octokit: RalphOctokit, { owner, repo }: RepositoryRef, name: string): Promise<void> {
  await octokit.rest.actions.getRepoVariable({ owner, repo, name });
}

/** By name, all pages of 30 at most. */
export async function organizationVariables(octokit: RalphOctokit, { owner, repo }: RepositoryRef): Promise<{ name: string }[]> {
  return octokit.paginate(octokit.rest.actions.listRepoOrganizationVariables, { owner, repo, per_page: 30 });
}

/** The token's default, and whether Actions may create and approve pull requests. */
export async function workflowPermissions(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
): Promise<{ default_workflow_permissions: string; can_approve_pull_request_reviews: boolean }> {
  return (await octokit.rest.actions.getGithubActionsDefaultWorkflowPermissionsRepository({ owner, repo })).data;
}
