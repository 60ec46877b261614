// What a repository needs besides the workflow before its first run (docs/setup.md), each with its fix.
import type { RalphOctokit } from "../../github/client.js";
import {
  createLabel,
  repositoryOwnership,
  getLabel,
  getRepositorySecret,
  getRepositoryVariable,
  organizationSecrets,
  organizationVariables,
  workflowPermissions,
} from "../../github/repository.js";
import { setRepositorySecret } from "../../github/secrets.js";
import type { KeySource } from "./model-key.js";
import type { GitHubRepository } from "./repository.js";
import { APP_CLIENT_ID_VARIABLE, APP_PRIVATE_KEY_SECRET, triggerLabel, type WorkflowChoices } from "../../render/workflow-choices.js";

/** As docs/setup.md creates the label. */
export const LABEL_COLOR = "5319e7";
export const LABEL_DESCRIPTION = "Ralph works on this issue";

/** One thing the repository needs, and how a person makes it so. */
export interface Requirement {
  kind: "label" | "secret" | "variable" | "pull-requests";
  name: string;
  /** Why the run needs it. */
  purpose: string;
  /** A command and the settings page. */
  fix: string;
}

/** How a requirement stands on GitHub; `unknown` when this token cannot read it. */
export interface CheckResult {
  requirement: Requirement;
  status: "ok" | "created" | "would-create" | "fix" | "unknown";
  /** What was found, in words. */
  detail: string;
}

/** A settings page, or where it is in the web UI. */
function page(repository: GitHubRepository | null, path: string, where: string): string {
  return repository === null ? where : `${repository.webUrl}/${path}`;
}

/** The kind of account owning the repository, as the API's `owner.type` says; null when not known (no token). */
export type OwnerType = "Organization" | "User" | null;

/** The requirements for `choices`; with no `repository` the fixes name the pages' place in the web UI. */
export function requirementsFor(choices: WorkflowChoices, repository: GitHubRepository | null, owner: OwnerType): Requirement[] {
  const secret = (name: string, purpose: string): Requirement => ({
    kind: "secret",
    name,
    purpose,
    fix: `gh secret set ${name}, or ${page(repository, "settings/secrets/actions/new", "Settings → Secrets and variables → Actions → New repository secret")} (an organization secret shared with the repository works too)`,
  });
  const label = triggerLabel(choices);
  const found: Requirement[] = [
    {
      kind: "label",
      name: label,
      purpose: "the trigger label the workflow listens to",
      fix: `gh label create ${/^[\w.-]+$/.test(label) ? label : JSON.stringify(label)} --color ${LABEL_COLOR} --description "${LABEL_DESCRIPTION}", or ${page(repository, "labels", "Issues → Labels → New label")}`,
    },
  ];
  if (choices.keySecret !== null) found.push(secret(choices.keySecret, "the agent's model key"));
  if (choices.app) {
    found.push(secret(APP_PRIVATE_KEY_SECRET, "the App's private key, for the token the job makes"), {
      kind: "variable",
      name: APP_CLIENT_ID_VARIABLE,
      purpose: "the App's Client ID, for the token the job makes",
      fix: `gh variable set ${APP_CLIENT_ID_VARIABLE} --body <the App's Client ID>, or ${page(repository, "settings/variables/actions/new", "Settings → Secrets and variables → Actions → Variables → New repository variable")}`,
    });
  } else {
    const organization =
      repository !== null && owner === "Organization"
        ? ` (greyed out there: the organization must allow it first, https://${repository.host}/organizations/${repository.owner}/settings/actions)`
        : owner === null
          ? " (greyed out there: when an organization owns the repository, its own Actions settings must allow it first)"
          : "";
    found.push({
      kind: "pull-requests",
      name: "Allow GitHub Actions to create and approve pull requests",
      purpose: "the run opens its pull request with the workflow token",
      fix: `turn it on under Workflow permissions at ${page(repository, "settings/actions", "Settings → Actions → General")}${organization}`,
    });
  }
  return found;
}

/** GitHub's status for a failed call; null for no answer, which Octokit reports as 500 without a `response`. */
function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error) || typeof error.status !== "number") return null;
  return "response" in error && error.response !== undefined ? error.status : null;
}

/** A failed call in words. */
export function failure(error: unknown, needs: string, doing = "reading it"): string {
  const status = statusOf(error);
  // OpenSSL's messages end in a new line: one line per result.
  if (status === null)
    return `no answer from GitHub (${(error instanceof Error ? error.message : String(error)).trim().replace(/\s+/g, " ")})`;
  if (status === 401) return "GitHub refused the token (401 Bad credentials)";
  if (status === 403 || status === 404) return `GitHub answered ${status}: ${doing} takes ${needs}`;
  return `GitHub answered ${status}`;
}

export interface CheckOptions {
  /** Change nothing: report `would-create`. */
  dryRun: boolean;
  /** Where a missing model key's value comes from. */
  keys?: KeySource;
}

/**
 * Checks each requirement on GitHub and creates the label (docs/cli.md); reads names only, never a
 * secret's value. Never throws for GitHub's answer, nor for none: every failure is a result.
 */
export async function checkRequirements(
  client: RalphOctokit,
  repository: GitHubRepository,
  choices: WorkflowChoices,
  options: CheckOptions,
): Promise<{ results: CheckResult[]; defaultBranch: string | null; scopes: string[] | null }> {
  const { owner, repo } = repository;
  let ownership: Awaited<ReturnType<typeof repositoryOwnership>>;
  try {
    ownership = await repositoryOwnership(client, repository);
  } catch (error) {
    const detail = `cannot check: ${failure(error, `a token that can see ${owner}/${repo}`)}`;
    const requirements = requirementsFor(choices, repository, null);
    return { results: requirements.map((requirement) => ({ requirement, status: "unknown", detail })), defaultBranch: null, scopes: null };
  }
  const { defaultBranch, ownerType, scopes } = ownership;
  const requirements = requirementsFor(choices, repository, ownerType);
  const results: CheckResult[] = [];
  for (const requirement of requirements) {
    const check = { label: checkLabel, secret: checkSecret, variable: checkVariable, "pull-requests": checkPullRequests }[requirement.kind];
    results.push({ requirement, ...(await check(client, repository, requirement, options)) });
  }
  return { results, defaultBranch, scopes };
}

type Outcome = Omit<CheckResult, "requirement">;
type Check = (client: RalphOctokit, repository: GitHubRepository, requirement: Requirement, options: CheckOptions) => Promise<Outcome>;

/** The label, created once; one that appeared meanwhile counts as there. */
const checkLabel: Check = async (client, repository, { name }, { dryRun }) => {
  try {
    await getLabel(client, repository, name);
    return { status: "ok", detail: "exists" };
  } catch (error) {
    if (statusOf(error) !== 404) return { status: "unknown", detail: `cannot check: ${failure(error, "read access to the repository")}` };
  }
  if (dryRun) return { status: "would-create", detail: "missing: init would create it" };
  try {
    await createLabel(client, repository, { name, color: LABEL_COLOR, description: LABEL_DESCRIPTION });
    return { status: "created", detail: "created" };
  } catch (error) {
    if (statusOf(error) === 422) return { status: "ok", detail: "exists" };
    return { status: "fix", detail: `missing, and init could not create it: ${failure(error, "the triage role or more")}` };
  }
};

/** Null when the list cannot be read. */
async function listed(list: () => Promise<{ name: string }[]>, name: string): Promise<boolean | null> {
  try {
    return (await list()).some((item) => item.name.toUpperCase() === name.toUpperCase());
  } catch {
    return null;
  }
}

/** A secret or variable: the repository's own, or the organization's shared with it. */
async function checkNamed(
  kind: "secret" | "variable",
  get: () => Promise<unknown>,
  organization: () => Promise<{ name: string }[]>,
  name: string,
): Promise<Outcome> {
  const needs = "collaborator access, and for a fine-grained token the Secrets (or Variables) permission";
  try {
    await get();
    return { status: "ok", detail: `a ${kind} of the repository` };
  } catch (error) {
    if (statusOf(error) !== 404) return { status: "unknown", detail: `cannot check: ${failure(error, needs)}` };
  }
  const shared = await listed(organization, name);
  if (shared === true) return { status: "ok", detail: `an organization ${kind} shared with the repository` };
  return {
    status: "fix",
    detail: `missing: no repository ${kind} ${name}${shared === null ? " (the organization's could not be read)" : ", nor an organization one shared with it"}`,
  };
}

const checkSecret: Check = async (client, repository, { name }, options) => {
  const found = await checkNamed(
    "secret",
    () => getRepositorySecret(client, repository, name),
    () => organizationSecrets(client, repository),
    name,
  );
  const { keys } = options;
  if (found.status !== "fix" || keys === undefined || keys.secret !== name) return found;
  return setKeySecret(client, repository, found.detail, { ...options, keys });
};

/** Sets the model key's missing secret; the result says where its value came from, never the value. */
async function setKeySecret(
  client: RalphOctokit,
  repository: GitHubRepository,
  missing: string,
  { dryRun, keys }: CheckOptions & { keys: KeySource },
): Promise<Outcome> {
  const name = keys.secret ?? "";
  const where = keys.variables.join(" or ");
  if (dryRun) {
    if (keys.found !== null) return { status: "would-create", detail: `${missing}: init would set it from ${keys.found}` };
    if (keys.asks) return { status: "would-create", detail: `${missing}: init would ask for it (input hidden)` };
    return { status: "fix", detail: `${missing}; init sets it when ${where} holds the key, or asks on a terminal` };
  }
  const key = await keys.value(
    `${name} is not set on ${repository.owner}/${repository.repo}. Paste the model key (input hidden; Enter skips): `,
  );
  if (key === null) return { status: "fix", detail: `${missing}; init sets it when ${where} holds the key, or asks on a terminal` };
  try {
    await setRepositorySecret(client, repository, name, key.value);
    return { status: "created", detail: `set from ${key.source}, sealed with the repository's public key` };
  } catch (error) {
    return {
      status: "fix",
      detail: `missing, and init could not set it from ${key.source}: ${failure(error, "collaborator access, and for a fine-grained token the Secrets permission (read and write)", "setting it")}`,
    };
  }
}

const checkVariable: Check = (client, repository, { name }) =>
  checkNamed(
    "variable",
    () => getRepositoryVariable(client, repository, name),
    () => organizationVariables(client, repository),
    name,
  );

/** "Allow GitHub Actions to create and approve pull requests", without which the token opens none. */
const checkPullRequests: Check = async (client, repository) => {
  let data: { default_workflow_permissions: string; can_approve_pull_request_reviews: boolean };
  try {
    data = await workflowPermissions(client, repository);
  } catch (error) {
    return { status: "unknown", detail: `cannot check: ${failure(error, "the admin role on the repository")}` };
  }
  const defaults = `the token's default permissions are ${data.default_workflow_permissions}, and the workflow's own permissions: grant what the run needs`;
  return data.can_approve_pull_request_reviews
    ? { status: "ok", detail: `on (${defaults})` }
    : { status: "fix", detail: "off: a run that completes could not open its pull request" };
};
