/**
 * Loads a recorded fixture (test/support/upgrade-fixtures.ts) into a scenario's fakes: the issue's
 * comments (in order, under new ids), the workflow runs, and every ref.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { key } from "./github-fake/state.js";
import { FULL_NAME, WORKFLOW, type Scenario } from "./scenario.js";
import { FIXTURES, readUpgradeFixture, type UpgradeFixture } from "./upgrade-fixtures.js";

const exec = promisify(execFile);

/**
 * Loads fixture `name` into `scenario`'s fakes: its comments on the scenario's issue (new ids, in
 * the recorded order, after any id the fake gave before), its workflow runs under their recorded
 * ids, and its refs (branches and claims) over the remote's; then a fresh checkout.
 * @returns the fixture, and the new id of each recorded comment id
 */
export async function loadUpgradeFixture(scenario: Scenario, name: string): Promise<{ fixture: UpgradeFixture; ids: Map<number, number> }> {
  const fixture = await readUpgradeFixture(name);
  const { state } = scenario.github;
  const repo = state.repo(FULL_NAME);
  const ids = new Map<number, number>();
  for (const comment of [...fixture.comments].sort((a, b) => a.id - b.id)) {
    const id = state.id();
    ids.set(comment.id, id);
    const { user, body, createdAt, updatedAt } = comment;
    state.comments.set(id, {
      id,
      repo: key(FULL_NAME),
      issueNumber: scenario.issueNumber,
      user: state.ensureUser(user).login,
      body,
      createdAt,
      updatedAt,
    });
  }
  const workflow = state.findWorkflow(repo, WORKFLOW);
  if (workflow === undefined) throw new Error(`no workflow ${WORKFLOW} in the fake`);
  for (const run of fixture.workflowRuns) {
    repo.runs.push({
      ...run,
      workflowId: workflow.id,
      headBranch: repo.defaultBranch,
      headSha: "0".repeat(40),
      runNumber: repo.runs.length + 1,
      actor: state.ensureUser(repo.owner).login,
      jobs: [],
    });
  }
  const bare = scenario.git.repoPath(FULL_NAME);
  await exec("git", ["--git-dir", bare, "fetch", "-q", "--update-head-ok", join(FIXTURES, `${name}.bundle`), "+refs/*:refs/*"]);
  await scenario.freshCheckout();
  return { fixture, ids };
}
