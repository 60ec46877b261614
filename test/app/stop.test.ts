/**
 * The App end to end, stopping runs and repositories without the workflow,
 * against the real `probot run` server and the GitHub fake.
 */
import { describe, expect, it } from "vitest";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { APP_LOGIN, FULL_NAME, MAINTAINER, READER, useAppFixture } from "./fixture.js";

const t = useAppFixture();

describe("stopping a run", () => {
  it("`/ralph stop` cancels the live run of that issue only", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const other = t.newIssue("another issue");
    const finished = t.fake.addWorkflowRun(FULL_NAME, {
      workflow: "ralph.yml",
      displayTitle: `Ralph #${issue}`,
      status: "completed",
      conclusion: "success",
    });
    const live = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}` });
    const neighbour = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${other}` });
    const lookalike = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}0` });
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph stop");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the cancel", () => t.calls("POST", /\/cancel$/).length === 1);

    expect(t.calls("POST", /\/cancel$/).map((r) => r.path)).toEqual([`/api/v3/repos/${FULL_NAME}/actions/runs/${live.id}/cancel`]);
    expect(live.conclusion).toBe("cancelled");
    expect([finished.conclusion, neighbour.status, lookalike.status]).toEqual(["success", "in_progress", "in_progress"]);
    expect(t.fake.commentReactions(commentId).map((r) => r.content)).toEqual(["eyes"]);
    expect(t.fake.dispatches).toEqual([]);
  });

  it("removing the trigger label cancels the run; with no live run, a stop command gets one reply and an unlabel none", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const live = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}`, status: "queued" });
    const server = await t.startApp();

    expect((await server.send("issues", t.labelPayload(issue, { action: "unlabeled" }))).status).toBe(200);
    await t.waitFor("the cancel", () => live.status === "completed");
    expect(live.conclusion).toBe("cancelled");
    expect(t.fake.issueReactions(FULL_NAME, issue)).toEqual([]);

    await server.send("issues", t.labelPayload(issue, { action: "unlabeled" }));
    await server.send("issue_comment", t.commentPayload(issue, "/ralph stop").payload);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toMatch(/^There is no Ralph run in progress on this issue, so there is nothing to stop\./);
    expect(t.calls("POST", /\/cancel$/)).toHaveLength(1);
  });

  it("a relay run handed off to its queued next leg: the leg is left to run, and a stop marker makes it end the run before its round", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const handedOff = {
      run: "5001",
      issue,
      trigger: "label:2026-01-01T00:00:00Z",
      state: "handed-off",
      started: new Date(Date.now() - 10 * 60_000).toISOString(),
      heartbeat: new Date(Date.now() - 60_000).toISOString(),
      round: 1,
      legs: "5001",
      looked: new Date(Date.now() - 5 * 60_000).toISOString(),
    };
    t.fake.addComment(FULL_NAME, issue, {
      user: APP_LOGIN,
      body: `<!-- ralph-bot:tracking ${JSON.stringify(handedOff)} -->\n**Ralph run**`,
    });
    // The previous leg finishing its job, and the next leg waiting for a runner.
    const previous = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}` });
    const next = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}`, status: "queued" });
    const server = await t.startApp();
    const { payload } = t.commentPayload(issue, "/ralph stop");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the stop marker", () => t.appComments(issue).length === 2);

    const stop = t.appComments(issue)[1] ?? "";
    expect(stop).toContain(`<!-- ralph-bot:stop {"by":"${MAINTAINER}"} -->`);
    expect(stop).toContain("its next workflow run ends it before its round");
    // Cancelled, the queued leg would never run: the run would stay handed off, ended by nobody.
    expect([previous.status, next.status]).toEqual(["in_progress", "queued"]);
    expect(t.calls("POST", /\/cancel$/)).toEqual([]);

    // Removing the label asks the same, in its own words.
    await server.send("issues", t.labelPayload(issue, { action: "unlabeled" }));
    await t.waitFor("the second stop marker", () => t.appComments(issue).length === 3);
    expect(t.appComments(issue)[2]).toContain("the `ralph` label was removed");

    // Past the grace period the handoff counts as lost: a stop cancels the issue's runs as before.
    const stored = [...t.fake.state.comments.values()].find((c) => c.body.includes('"state":"handed-off"'));
    if (stored === undefined) throw new Error("no tracking comment in the fake");
    stored.body = stored.body.replace(/"heartbeat":"[^"]+"/, `"heartbeat":"${new Date(Date.now() - 31 * 60_000).toISOString()}"`);
    await server.send("issue_comment", t.commentPayload(issue, "/ralph stop").payload);
    await t.waitFor("the cancels", () => t.calls("POST", /\/cancel$/).length === 2);
    expect(t.appComments(issue)).toHaveLength(3);
  });

  it("a read-only user cannot stop a run", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const live = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}` });
    const server = await t.startApp();

    await server.send("issue_comment", t.commentPayload(issue, "/ralph stop", READER).payload);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toMatch(/^Only people with write access \(or higher\) to this repository can stop Ralph runs\./);
    expect(live.status).toBe("in_progress");
    expect(t.calls("POST", /\/cancel$/)).toEqual([]);
  });
});

describe("a repository without the workflow", () => {
  it("gets one explanatory comment with the example workflow; a second trigger adds none and retries nothing", async () => {
    const issue = t.newIssue();
    const server = await t.startApp();

    expect((await server.send("issues", t.labelPayload(issue))).status).toBe(200);
    await t.waitFor("the explanation", () => t.appComments(issue).length === 1);
    const [explanation] = t.appComments(issue);
    expect(explanation).toContain("no workflow `.github/workflows/ralph.yml` on `main`");
    expect(explanation).toContain(EXAMPLE_WORKFLOW.trimEnd());
    expect(explanation).toContain('<!-- ralph-bot:reply {"reason":"missing-workflow"} -->');
    const afterFirst = t.fake.requests.length;

    expect((await server.send("issue_comment", t.commentPayload(issue, "/ralph").payload)).status).toBe(200);
    expect(t.appComments(issue)).toHaveLength(1);
    expect(t.fake.requests.slice(afterFirst).map((r) => `${r.method} ${r.path.replace(/\?.*/, "")} ${r.status}`)).toEqual([
      `GET /api/v3/repos/${FULL_NAME}/collaborators/${MAINTAINER}/permission 200`,
      expect.stringMatching(/^POST \/api\/v3\/repos\/octo\/hello\/issues\/comments\/\d+\/reactions 201$/),
      `GET /api/v3/repos/${FULL_NAME}/actions/workflows/ralph.yml/runs 404`,
      `GET /api/v3/repos/${FULL_NAME}/issues/${issue}/comments 200`,
    ]);
    expect(t.calls("GET", /\/runs/).map((r) => r.status)).toEqual([404, 404]);
    expect(t.fake.dispatches).toEqual([]);
  });

  it("a dispatch answered 404 is explained once and not retried; a marker in someone else's comment does not count", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    t.fake.addComment(FULL_NAME, issue, { user: MAINTAINER, body: '<!-- ralph-bot:reply {"reason":"missing-workflow"} -->' });
    t.fake.failNext("POST", /\/dispatches$/, { status: 404, body: { message: "Not Found" } });
    const server = await t.startApp();

    expect((await server.send("issues", t.labelPayload(issue))).status).toBe(200);
    await t.waitFor("the explanation", () => t.appComments(issue).length === 1);
    expect(t.calls("POST", /\/dispatches$/).map((r) => r.status)).toEqual([404]);
    expect(t.calls("GET", /^\/api\/v3\/app$/).map((r) => r.status)).toEqual([200]);
    expect(t.appComments(issue)[0]).toContain("no workflow `.github/workflows/ralph.yml`");
  });

  it("another refusal of the dispatch (422: a ref that does not exist) is answered with GitHub's reason", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    t.fake.setBranchExists(() => false);
    const server = await t.startApp({ RALPH_WORKFLOW_REF: "release" });

    expect((await server.send("issues", t.labelPayload(issue))).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    const reply = t.appComments(issue)[0] ?? "";
    expect(reply).toContain("GitHub answered 422");
    expect(reply).toContain("No ref found for: release");
    expect(reply).toContain("`release` must be one of its branches or tags");
    expect(t.calls("POST", /\/dispatches$/)).toHaveLength(1);
  });
});
