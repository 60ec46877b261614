/**
 * Notes and budget on the bundled action against the fakes: maintainer notes (`/ralph note <text>`)
 * steer the live run's next round, and a cost budget (`max-cost-usd`) ends a run whose agent
 * reports its cost (here through `$RALPH_USAGE_FILE`) before a round that would start past it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BOT, FULL_NAME, MAINTAINER, reports, startScenario, type Scenario } from "../support/scenario.js";
import { until } from "../support/budget.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const READER = "octo-reader";
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const markerOf = (kind: string) => (body: string) => body.includes(`<!-- ralph-bot:${kind} `);
const trackingBody = () => botComments().find((comment) => markerOf("tracking")(comment.body))?.body ?? "";
const roundComment = (round: number) =>
  botComments().find((comment) => markerOf("round")(comment.body) && comment.body.includes(`"round":${round},`))?.body ?? "";

describe("maintainer notes", () => {
  it("puts `/ralph note use the v2 API` posted during round 1 into round 2's prompt and not into round 3's", async () => {
    scenario.github.setPermission(FULL_NAME, READER, "read");
    const live = scenario.run({
      rounds: {
        // Round 1 lasts until both notes are posted, however long the note's own workflow run takes.
        1: { files: { "NOTES.md": "round 1\n" }, waitFor: "notes-posted", report: reports.continue("mapped the code") },
        2: { files: { "NOTES.md": "round 2\n" }, report: reports.continue("switched to v2") },
        3: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed add()") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 1 && trackingBody() !== "", 30_000);
    const before = botComments().length;
    // The note arrives as its own workflow run (issue_comment), as the example workflow runs it.
    const payload = scenario.commentPayload("/ralph note use the v2 API");
    const noteId = (payload.comment as { id: number }).id;
    const noteRun = await scenario.run({ rounds: {}, eventName: "issue_comment", payload });
    expect(noteRun.outputs.outcome).toBe("skipped");
    expect(scenario.github.commentReactions(noteId).map((reaction) => [reaction.content, reaction.user])).toEqual([["eyes", BOT]]);
    expect(
      botComments()
        .slice(before)
        .filter((comment) => !markerOf("tracking")(comment.body)),
    ).toEqual([]);
    // A note from someone who may not steer the run is not taken (its own workflow run would answer it).
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: READER, body: "/ralph note delete the tests" });
    await scenario.goAhead("notes-posted");

    const run = await live;
    expect(run.outputs).toMatchObject({ outcome: "complete", rounds: "3" });
    const prompts = (await scenario.agentLog()).map((entry) => entry.promptFromStdin);
    expect(prompts[0]).not.toContain("use the v2 API");
    expect(prompts[1]).toContain(`## Notes from the maintainers`);
    expect(prompts[1]).toContain(`- From ${MAINTAINER}: use the v2 API`);
    expect(prompts[1]).not.toContain("delete the tests");
    expect(prompts[2]).not.toContain("use the v2 API");
    expect(roundComment(2)).toContain("**Maintainer notes in this round's prompt**");
    expect(roundComment(2)).toContain(`#issuecomment-${noteId}): use the v2 API`);
    expect(roundComment(3)).not.toContain("Maintainer notes");
  });

  it("answers a note when no run is live, and a note from someone without permission with the permission reply", async () => {
    scenario.github.setPermission(FULL_NAME, READER, "read");
    const note = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph note use v2") });
    expect(note.outputs.outcome).toBe("skipped");
    expect(botComments().at(-1)?.body).toContain("There is no live Ralph run on this issue to take this note.");
    const refused = await scenario.run({
      rounds: {},
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph note use v2", READER),
    });
    expect(refused.outputs.outcome).toBe("skipped");
    expect(botComments().at(-1)?.body).toMatch(/Only people with write access to this repository can start or stop Ralph runs\./);
    expect(botComments().filter((comment) => markerOf("tracking")(comment.body))).toEqual([]);
  });
});

describe("the cost budget", () => {
  it("`max-cost-usd: 0.5` with an agent reporting $0.30 per round ends budget-limited after round 2, showing the spend", async () => {
    const usage = { costUsd: 0.3, inputTokens: 12_000, outputTokens: 800 };
    const live = scenario.run({
      rounds: { 2: { files: { "NOTES.md": "2\n" }, sleepMs: 2000, usage, report: reports.continue("round 2") } },
      default: { files: { "NOTES.md": "n\n" }, usage, report: reports.continue("working") },
      inputs: { "max-cost-usd": "0.5", "max-rounds": "5" },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    await until(() => trackingBody().includes("Spent $0.30 of the $0.50 budget (max-cost-usd), as the agent reported."), 30_000);
    const run = await live;
    expect(run.outputs).toMatchObject({ outcome: "budget-limited", rounds: "2" });
    expect(JSON.parse(run.outputs.usage ?? "{}")).toEqual({ costUsd: 0.6, inputTokens: 24_000, outputTokens: 1600 });
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2]);
    const final = botComments().find((comment) => markerOf("final")(comment.body))?.body ?? "";
    expect(final).toContain("**Ralph stopped: budget-limited** after 2 rounds (");
    expect(final).toContain("the agent's reported cost, $0.60, reached max-cost-usd ($0.50), so no further round was started.");
    expect(trackingBody()).toContain("Spent $0.60 of the $0.50 budget (max-cost-usd), as the agent reported.");
    expect(trackingBody()).toContain("**Outcome: budget-limited** after 2 rounds");
  });
});
