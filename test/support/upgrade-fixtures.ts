/**
 * What an earlier release of the action left on GitHub and on the git remote, recorded from its
 * e2e scenario (test/fixtures/upgrade/), loaded into a scenario's fakes: the issue's comments (in
 * order, under new ids, with their authors and times), the workflow runs, and every ref.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { PROJECT_ROOT } from "./action-runner.js";
import type { FakeWorkflowRun } from "./github-fake.js";
import { key } from "./github-fake/state.js";
import { FULL_NAME, WORKFLOW, type Scenario } from "./scenario.js";

const exec = promisify(execFile);
const FIXTURES = join(PROJECT_ROOT, "test/fixtures/upgrade");

/** A recorded comment, as the GitHub fake of that release held it. */
export interface RecordedComment {
  id: number;
  user: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** One fixture: the commit it was recorded at, the action's outputs, and what GitHub held after. */
export interface UpgradeFixture {
  commit: string;
  recordedAt: string;
  issue: { number: number; title: string; body: string };
  outputs: Record<string, string>;
  comments: RecordedComment[];
  workflowRuns: Pick<FakeWorkflowRun, "id" | "name" | "displayTitle" | "status" | "conclusion" | "event" | "createdAt" | "updatedAt">[];
  dispatches: { workflow: string; ref: string; inputs: Record<string, string>; actor: string; runId: number }[];
  /** The relay run's first workflow run, when the fixture is of a relay run. */
  firstLeg?: string;
  /** The issue's `updated_at` in the labelled event that started the run, when the fixture names it. */
  issueUpdatedAt?: string;
}

/** Reads fixture `name` (e.g. `a133528-relay-handed-off`). */
export async function readUpgradeFixture(name: string): Promise<UpgradeFixture> {
  return JSON.parse(await readFile(join(FIXTURES, `${name}.json`), "utf8")) as UpgradeFixture;
}

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
