/**
 * What `ralph-bot init` does on GitHub once the workflow is written: with a repository and a token,
 * it checks each requirement of the first run there and creates the trigger label; without, it
 * prints the checklist.
 */
import { createClient } from "../../github/client.js";
import type { WorkflowChoices } from "../../render/workflow-choices.js";
import { checkRequirements, requirementsFor, type CheckResult, type Requirement } from "./checks.js";
import { findToken, tokenVariables, type GitHubRepository } from "./repository.js";

/** What init's GitHub side talks to: the process's streams and environment (init's `InitIo`). */
export interface SetupIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

/** How long init waits for GitHub through outages and rate limits, in ms: a person is waiting. */
const GITHUB_PATIENCE_MS = 30_000;

/** A requirement's name for people, e.g. `secret ANTHROPIC_API_KEY`. */
function named(requirement: Requirement): string {
  return requirement.kind === "pull-requests" ? `"${requirement.name}"` : `${requirement.kind} ${requirement.name}`;
}

const MARK: Record<CheckResult["status"], string> = { ok: "✓", created: "✓", "would-create": "•", fix: "✗", unknown: "?" };

/** The lines of one check's result: what was found, and the fix when one is left to make. */
function resultLines(result: CheckResult): string[] {
  const lines = [`  ${MARK[result.status]} ${named(result.requirement)} (${result.requirement.purpose}): ${result.detail}`];
  if (result.status === "fix") lines.push(`      fix: ${result.requirement.fix}`);
  if (result.status === "unknown") lines.push(`      check by hand: ${result.requirement.fix}`);
  return lines;
}

/**
 * Checks the requirements of `choices` on GitHub when there is a repository and a token (creating
 * the label unless `--dry-run`), else prints them as a checklist.
 * @returns the repository's default branch, when GitHub told it
 */
export async function reportRequirements(
  choices: WorkflowChoices,
  repository: GitHubRepository | null,
  flags: { dryRun?: boolean },
  io: SetupIo,
): Promise<string | null> {
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
    return null;
  }
  const client = createClient({
    token: token.token,
    baseUrl: repository.apiUrl,
    log: (message) => io.stderr.write(`GitHub: ${message}\n`),
    patience: () => GITHUB_PATIENCE_MS,
  });
  const { results, defaultBranch } = await checkRequirements(client, repository, choices, { dryRun: flags.dryRun === true });
  out(`On GitHub (${repository.apiUrl}, token from ${token.source}):`);
  for (const result of results) for (const line of resultLines(result)) out(line);
  return defaultBranch;
}
