/**
 * `/ralph note <text>` through the App, against the real `probot run` server and the
 * GitHub fake. The App starts and stops nothing for a note: the live run reads it between rounds.
 */
import { describe, expect, it } from "vitest";
import { FULL_NAME, READER, useAppFixture } from "./fixture.js";

const t = useAppFixture();

describe("a maintainer note", () => {
  it("gets a 👀 while a run of the issue is live, and nothing is dispatched or cancelled", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}` });
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph note use the v2 API");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the reaction", () => t.fake.commentReactions(commentId).length === 1);

    expect(t.fake.commentReactions(commentId).map((r) => r.content)).toEqual(["eyes"]);
    expect(t.fake.dispatches).toEqual([]);
    expect(t.calls("POST", /\/cancel$/)).toEqual([]);
    expect(t.appComments(issue)).toEqual([]);
  });

  it("with no live run gets one line saying so; from a read-only user, the permission reply", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    const { payload, commentId } = t.commentPayload(issue, "/ralph note use the v2 API");
    await server.send("issue_comment", payload);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toMatch(/^There is no live Ralph run on this issue to take this note\./);
    expect(t.fake.commentReactions(commentId)).toEqual([]);

    await server.send("issue_comment", t.commentPayload(issue, "/ralph note delete everything", READER).payload);
    await t.waitFor("the second reply", () => t.appComments(issue).length === 2);
    expect(t.appComments(issue)[1]).toMatch(
      /^Only people with write access \(or higher\) to this repository can leave notes for Ralph runs\./,
    );
    expect(t.fake.dispatches).toEqual([]);
  });
});
