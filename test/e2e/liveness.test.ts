/**
 * The App and the action agree on whether a run is live: each case puts the same state in the
 * GitHub fake (a tracking comment by the identity each trusts, the workflow runs it names), then the
 * App (the real probot server, sent a signed label webhook) either replies that a run is in progress
 * or dispatches, and the bundled action, sent `/ralph`, either skips with the live run named or starts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { trackingCommentBody, type TrackingView } from "../../src/record/tracking-comment.js";
import type { TrackingState } from "../../src/record/tracking-schema.js";
import type { GitHubFake } from "../support/github-fake.js";
import { APP_LOGIN, FULL_NAME as APP_REPO, useAppFixture } from "../app/fixture.js";
import { BOT, FULL_NAME, reports, startScenario, WORKFLOW, type Scenario } from "../support/scenario.js";

const app = useAppFixture();
let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const MINUTE = 60_000;

/** Where a case's state goes: a fake, its repository and issue, and the identity whose markers are trusted there. */
interface Place {
  fake: GitHubFake;
  repo: string;
  issue: number;
  bot: string;
}

/** The tracking comment of a run whose workflow run is `leg`, in `state`, with `rounds` done, its heartbeat `ago` ms back. */
function track(place: Place, run: { leg: number; state: TrackingState; rounds: number; ago: number }): void {
  const now = new Date(Date.now() - run.ago);
  const view: TrackingView = {
    trigger: "label:2026-01-01T00:00:00Z",
    state: run.state,
    issueTitle: "add() returns the wrong sum",
    rounds: [],
    startedAt: new Date(now.getTime() - 20 * MINUTE),
    now,
    pullRequestUrl: null,
    ending: null,
    runState: null,
    carried: {
      checklist: {
        omitted: 0,
        rows: Array.from({ length: run.rounds }, (_, i) => ({
          round: i + 1,
          status: "continue",
          summary: "went on",
          commentUrl: null,
          sha: "abcdef1",
        })),
      },
      spentBeforeUsd: null,
      usageBefore: {},
      relay: run.state === "handed-off" ? { legs: [String(run.leg)], looked: now } : null,
    },
  };
  const ctx = {
    issueNumber: place.issue,
    branch: `ralph/issue-${place.issue}`,
    maxRounds: 5,
    agent: "command",
    runId: String(run.leg),
    runUrl: `${place.fake.serverUrl}/${place.repo}/actions/runs/${run.leg}`,
    repositoryUrl: `${place.fake.serverUrl}/${place.repo}`,
    secrets: [],
  };
  place.fake.addComment(place.repo, place.issue, { user: place.bot, body: trackingCommentBody(view, ctx) });
}

/** A Ralph workflow run of the place's issue. */
function workflowRun(place: Place, status: "in_progress" | "queued" | "completed"): number {
  const run = place.fake.addWorkflowRun(place.repo, {
    workflow: WORKFLOW,
    displayTitle: `Ralph #${place.issue}`,
    status: status === "completed" ? "in_progress" : status,
  });
  if (status === "completed") place.fake.completeWorkflowRun(place.repo, run.id, "failure");
  return run.id;
}

const CASES: [string, boolean, (place: Place) => void][] = [
  [
    "a live workflow run whose heartbeat is stale",
    true,
    (p) => track(p, { leg: workflowRun(p, "in_progress"), state: "running", rounds: 0, ago: 20 * MINUTE }),
  ],
  [
    "a completed workflow run whose heartbeat is fresh",
    false,
    (p) => track(p, { leg: workflowRun(p, "completed"), state: "running", rounds: 0, ago: MINUTE }),
  ],
  [
    "a relay run between legs, within the grace",
    true,
    (p) => {
      track(p, { leg: workflowRun(p, "completed"), state: "handed-off", rounds: 1, ago: 5 * MINUTE });
      workflowRun(p, "queued");
    },
  ],
  [
    "a relay run between legs, past the grace",
    false,
    (p) => {
      track(p, { leg: workflowRun(p, "completed"), state: "handed-off", rounds: 1, ago: 31 * MINUTE });
      workflowRun(p, "queued");
    },
  ],
  ["an ended run", false, (p) => track(p, { leg: workflowRun(p, "completed"), state: "complete", rounds: 1, ago: 10 * MINUTE })],
  ["no run", false, () => undefined],
];

/** Whether the App, sent a maintainer's label, answers that a run is live (else it dispatches). */
async function appSaysLive(seed: (place: Place) => void): Promise<boolean> {
  app.addWorkflow();
  const issue = app.newIssue();
  seed({ fake: app.fake, repo: APP_REPO, issue, bot: APP_LOGIN });
  const server = await app.startApp();
  expect((await server.send("issues", app.labelPayload(issue))).status).toBe(200);
  const replies = () => app.appComments(issue).filter((body) => body.includes("already in progress"));
  await app.waitFor("a dispatch or a reply", () => app.fake.dispatches.length > 0 || replies().length > 0);
  return replies().length > 0 && app.fake.dispatches.length === 0;
}

/** Whether the action, sent `/ralph`, skips because a run is live (else it starts one). */
async function actionSaysLive(seed: (place: Place) => void): Promise<boolean> {
  seed({ fake: scenario.github, repo: FULL_NAME, issue: scenario.issueNumber, bot: BOT });
  const run = await scenario.run({
    rounds: {},
    default: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed add()") },
    eventName: "issue_comment",
    payload: scenario.commentPayload("/ralph"),
  });
  if (run.outputs.outcome !== "skipped") {
    expect(run.outputs.outcome, run.stderr.slice(-2000)).toBe("complete");
    return false;
  }
  expect(run.stdout).toMatch(/Ralph skipped: workflow run \d+ is already running on this issue/);
  return true;
}

describe("the App and the action, from the same state", () => {
  it.each(CASES)("agree on %s (live: %s)", async (_, live, seed) => {
    expect({ app: await appSaysLive(seed), action: await actionSaysLive(seed) }).toEqual({ app: live, action: live });
  });
});
