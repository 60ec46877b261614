/** Who a run is: built once at admission; a run that goes on keeps its id, start and trigger, a takeover starts its own. */
import { describe, expect, it } from "vitest";
import type { Admitted, RunRequest } from "../../../src/action/run/life.js";
import { runIdentity } from "../../../src/action/run/start.js";
import type { DeadRun } from "../../../src/record/run-record.js";
import { trackedRunOf } from "../../support/tracked-run.js";

const request = {
  issueNumber: 7,
  inputs: { "branch-prefix": "ralph/issue-" },
  runner: { runId: "300", runUrl: "https://github.example/octo/hello/actions/runs/300" },
} as unknown as RunRequest;
const dead = (continues: boolean): DeadRun => ({
  run: "100",
  continues,
  trackingCommentId: 5,
  firstRound: 3,
  started: "2026-11-30T11:00:00.000Z",
  trigger: "label:x",
  marker: trackedRunOf({ run: "100", round: 2 }),
});
const admitted = (resume: DeadRun | null) => ({ key: "comment:9", resume }) as unknown as Admitted;

describe("runIdentity", () => {
  it("is this workflow run's for a new run: its id, round 1, the trigger that arrived", () => {
    const identity = runIdentity(request, admitted(null));
    expect(identity).toMatchObject({
      issueNumber: 7,
      branch: "ralph/issue-7",
      runId: "300",
      leg: "300",
      firstRound: 1,
      runUrl: "https://github.example/octo/hello/actions/runs/300",
      trigger: "comment:9",
    });
    expect(Date.now() - identity.startedAt.getTime()).toBeLessThan(60_000);
  });

  it("keeps the run's id, start and trigger in a leg that carries the same run on, at the round after its last", () => {
    expect(runIdentity(request, admitted(dead(true)))).toEqual({
      issueNumber: 7,
      branch: "ralph/issue-7",
      runId: "100",
      leg: "300",
      firstRound: 3,
      runUrl: "https://github.example/octo/hello/actions/runs/300",
      startedAt: new Date("2026-11-30T11:00:00.000Z"),
      trigger: "label:x",
    });
  });

  it("starts a run of its own when it takes a dead run over, at the round after that run's last", () => {
    expect(runIdentity(request, admitted(dead(false)))).toMatchObject({ runId: "300", leg: "300", firstRound: 3, trigger: "comment:9" });
  });
});
