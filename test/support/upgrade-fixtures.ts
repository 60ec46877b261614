/**
 * What an earlier release of the action left on GitHub and on the git remote, recorded from its
 * e2e scenario (test/fixtures/upgrade/): the issue's comments with their authors and times, the
 * workflow runs, the dispatches, and (in a git bundle beside it) every ref.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_ROOT } from "./action-runner.js";
import type { FakeWorkflowRun } from "./github-fake.js";

export const FIXTURES = join(PROJECT_ROOT, "test/fixtures/upgrade");

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
