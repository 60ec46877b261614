// init on GitHub: checks the first run's needs, makes what it can, proposes the workflow; else a checklist.
import { createClient } from "../../github/client.js";
import { WORKFLOW_PATH, triggerLabel, type WorkflowChoices } from "../../render/workflow-choices.js";
import { checkRequirements, requirementsFor, type CheckResult, type Requirement } from "./checks.js";
import { modelKeySource } from "./model-key.js";
import { findToken, tokenVariables, type GitHubRepository } from "./repository.js";
import { proposeWorkflow, type Proposal } from "./workflow-pull-request.js";

export interface SetupIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  /** Asked only when it is a terminal. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** How long init waits through outages and rate limits, in ms: a person is waiting. */
const GITHUB_PATIENCE_MS = 30_000;

/** E.g. `secret ANTHROPIC_API_KEY`. */
function named(requirement: Requirement): string {
  return requirement.kind === "pull-requests" ? `"${requirement.name}"` : `${requirement.kind} ${requirement.name}`;
}

const MARK: Record<CheckResult["status"], string> = { ok: "✓", created: "✓", "would-create": "•", fix: "✗", unknown: "?" };

/** What was found, and the fix when one is left. */
function resultLines(result: CheckResult): string[] {
  const lines = [`  ${MARK[result.status]} ${named(result.requirement)} (${result.requirement.purpose}): ${result.detail}`];
  if (result.status === "fix") lines.push(`      fix: ${result.requirement.fix}`);
  if (result.status === "unknown") lines.push(`      check by hand: ${result.requirement.fix}`);
  return lines;
}

/** What init did on GitHub, for the steps it prints last. */
export interface GitHubSetup {
  /** The repository's default branch, when GitHub told it. */
  defaultBranch: string | null;
  /** Null when init proposed none. */
  proposal: Proposal | null;
}

/** init's `--dry-run` and `--no-pull-request`. */
export interface SetupOptions {
  dryRun?: boolean;
  /** False: the person pushes the workflow. */
  pullRequest?: boolean;
}

/**
 * Checks and makes what the first run needs on GitHub and proposes the workflow, or prints a checklist
 * without a token. Failures are printed with their fix; throws PromptStopped on Ctrl-C at the key.
 */
export async function setUpOnGitHub(
  { choices, repository, text }: { choices: WorkflowChoices; repository: GitHubRepository | null; text: string },
  options: SetupOptions,
  io: SetupIo,
): Promise<GitHubSetup> {
  const out = (line: string) => io.stdout.write(`${line}\n`);
  const token = repository === null ? null : await findToken(io.env, repository.host);
  if (repository === null || token === null) {
    out(
      repository === null
        ? "Not checked on GitHub (no repository). Make sure of each:"
        : `Not checked on GitHub: no token (${tokenVariables(repository.host).join(", ")}, or the GitHub CLI after \`gh auth login --hostname ${repository.host}\`). Make sure of each:`,
    );
    for (const requirement of requirementsFor(choices, repository, null))
      out(`  [ ] ${named(requirement)} (${requirement.purpose}): ${requirement.fix}`);
    return { defaultBranch: null, proposal: null };
  }
  const client = createClient({
    token: token.token,
    baseUrl: repository.apiUrl,
    log: (message) => io.stderr.write(`GitHub: ${message}\n`),
    patience: () => GITHUB_PATIENCE_MS,
  });
  const dryRun = options.dryRun === true;
  const keys = modelKeySource(choices, io);
  const { results, defaultBranch, scopes } = await checkRequirements(client, repository, choices, { dryRun, keys });
  out(`On GitHub (${repository.apiUrl}, token from ${token.source}):`);
  for (const result of results) for (const line of resultLines(result)) out(line);
  if (defaultBranch === null || options.pullRequest === false) return { defaultBranch, proposal: null };
  const proposal = await proposeWorkflow(client, repository, { text, defaultBranch, scopes, tokenSource: token.source, dryRun });
  out(`  ${MARK[proposal.status]} workflow ${WORKFLOW_PATH} on ${defaultBranch} (GitHub runs it from there): ${proposal.detail}`);
  if (proposal.fix !== null) out(`      fix: ${proposal.fix}`);
  return { defaultBranch, proposal };
}

/** What is left to do after init, in order. */
export function nextSteps(setup: GitHubSetup, choices: WorkflowChoices, repository: GitHubRepository | null): string[] {
  const { defaultBranch, proposal } = setup;
  const where = repository !== null ? `${repository.owner}/${repository.repo}` : "the repository";
  const why = "GitHub runs a workflow on issues and comments only from there";
  const workflow =
    proposal?.pullRequest != null
      ? [
          `merge pull request #${proposal.pullRequest.number} (${proposal.pullRequest.url}) into ${defaultBranch ?? "the default branch"} (${why}); ` +
            `this clone holds the same ${WORKFLOW_PATH} uncommitted: delete it before you pull, as git will not overwrite it`,
        ]
      : proposal?.status === "ok"
        ? []
        : [`commit ${WORKFLOW_PATH} and push it to ${defaultBranch !== null ? `${defaultBranch}, ` : ""}the default branch (${why})`];
  return [
    ...workflow,
    ...(choices.app ? [`install the Ralph App on ${where} (docs/app.md, Install)`] : []),
    `add the label "${triggerLabel(choices)}" to an issue you trust: its title and body are the agent's instructions`,
  ];
}
