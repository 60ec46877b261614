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

/** An ISO time as GitHub and the markers write it, with or without milliseconds. */
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z/g;

/** Times the recording made lie within this of its `recordedAt`; older ones (an event's) stay. */
const RECORDING_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * Reads fixture `name` (e.g. `a133528-relay-handed-off`) as if recorded at `now`: every time within
 * a day of its recording (comments, markers, workflow runs) moves by the same amount, so a run's
 * time budget counts from a start moments ago, as for a leg that follows its handoff.
 */
export async function readUpgradeFixture(name: string, now: Date = new Date()): Promise<UpgradeFixture> {
  const text = await readFile(join(FIXTURES, `${name}.json`), "utf8");
  const recordedAt = Date.parse((JSON.parse(text) as UpgradeFixture).recordedAt);
  const shift = now.getTime() - recordedAt;
  const shifted = text.replace(ISO_TIME, (time, millis: string | undefined) => {
    const at = Date.parse(time);
    if (Math.abs(at - recordedAt) > RECORDING_SPAN_MS) return time;
    const moved = new Date(at + shift).toISOString();
    return millis === undefined ? moved.replace(/\.\d{3}Z$/, "Z") : moved;
  });
  return JSON.parse(shifted) as UpgradeFixture;
}
