/** The record of a pull request's runs from failed checks: the cap's comment, as the App or the action writes it, reads back. */
import { describe, expect, it } from "vitest";
import { readCiFixRecord, renderCiFixCapComment, type CiFixCapMarker } from "../../src/record/ci-fix-record.js";
import { renderMarker } from "../../src/github/markers.js";
import { trackingCommentBody } from "../../src/record/tracking-comment.js";

const BOT = "ralph-bot[bot]";
const comment = (id: number, body: string, login = BOT) => ({ id, created_at: "2026-11-30T10:00:00Z", body, user: { login } });
/** A tracking comment of a run from trigger `key`. */
function tracking(id: number, key: string) {
  const body = trackingCommentBody(
    {
      trigger: key,
      state: "complete",
      issueTitle: "t",
      rounds: [],
      startedAt: new Date("2026-11-30T10:00:00Z"),
      now: new Date("2026-11-30T10:05:00Z"),
      pullRequestUrl: null,
      ending: null,
      runState: null,
    },
    {
      issueNumber: 9,
      branch: "ralph/issue-7",
      maxRounds: 5,
      agent: "command",
      runId: String(id),
      runUrl: null,
      repositoryUrl: "https://x",
      secrets: [],
    },
  );
  return comment(id, body);
}

describe("the CI-failure record", () => {
  const runs = [tracking(1, "comment:5"), tracking(2, "check:check-run:11:1"), tracking(3, "check:workflow-run:12:1")];

  it("counts the runs from failed checks in a row and names the row by its newest run's trigger", () => {
    expect(readCiFixRecord(runs, BOT)).toEqual({
      consecutive: 2,
      capMarker: { reason: "ci-fix-cap", row: "check:workflow-run:12:1" },
      capSaid: false,
    });
  });

  it("reads back the cap's comment as the App writes it, and as the action's own marker writes it", () => {
    const marker: CiFixCapMarker = { reason: "ci-fix-cap", row: "check:workflow-run:12:1" };
    expect(readCiFixRecord([...runs, comment(4, renderCiFixCapComment("No more.", marker))], BOT).capSaid).toBe(true);
    const actionWay = `${renderMarker("reply", { ...marker, run: "77" })}\nNo more.`;
    expect(readCiFixRecord([...runs, comment(4, actionWay)], BOT).capSaid).toBe(true);
    // Another row's cap, or a person's copy of the marker, says nothing for this row.
    expect(
      readCiFixRecord([...runs, comment(4, renderCiFixCapComment("x", { ...marker, row: "check:check-run:11:1" }))], BOT).capSaid,
    ).toBe(false);
    expect(readCiFixRecord([...runs, comment(4, renderCiFixCapComment("x", marker), "someone")], BOT).capSaid).toBe(false);
  });
});
