/**
 * The App end to end, starting runs: the real `probot run` server (`dist/app.js`)
 * as a child process, pointed at the GitHub fake through Probot's own `GHE_HOST`,
 * sent signed webhooks over HTTP (GitHub's example payloads, adjusted).
 */
import { describe, expect, it } from "vitest";
import { APP_LOGIN, FULL_NAME, useAppFixture } from "./fixture.js";
import { dispatchedFields } from "../support/workflows.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/action-runner.js";

const t = useAppFixture();

describe("starting a run", () => {
  it("a maintainer's label: installation token, permission check, 👀 on the issue, one dispatch — all through GHE_HOST's /api/v3", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    const answer = await server.send("issues", t.labelPayload(issue, { label: "Ralph" }));
    expect(answer.status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(t.calls("POST", /^\/api\/v3\/app\/installations\/\d+\/access_tokens$/).map((r) => r.status)).toEqual([201]);
    expect(t.calls("GET", /collaborators\/maint\/permission$/).map((r) => r.status)).toEqual([200]);
    expect(t.fake.issueReactions(FULL_NAME, issue).map((r) => [r.content, r.user])).toEqual([["eyes", APP_LOGIN]]);
    expect(t.fake.dispatches).toEqual([
      {
        repo: FULL_NAME,
        workflow: "ralph.yml",
        ref: "main",
        inputs: { issue: String(issue) },
        actor: APP_LOGIN,
        runId: expect.any(Number),
      },
    ]);
    expect(t.fake.requests.every((r) => r.path.startsWith("/api/v3/"))).toBe(true);
    expect(t.appComments(issue)).toEqual([]);
  });

  it("`/ralph rounds=3`: 👀 on the comment, and the override and the comment id in the inputs", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph rounds=3\nPlease also add a test.");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(t.fake.commentReactions(commentId).map((r) => [r.content, r.user])).toEqual([["eyes", APP_LOGIN]]);
    expect(t.fake.issueReactions(FULL_NAME, issue)).toEqual([]);
    expect(dispatchedFields(t.fake.dispatches[0]?.inputs)).toEqual({ issue: String(issue), rounds: "3", "comment-id": String(commentId) });
  });

  it("a workflow of the earlier form (no `carry`) gets the dispatch again with its own inputs: one run", async () => {
    t.addWorkflow("ralph.yml", readFileSync(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier-app.yml"), "utf8"));
    const issue = t.newIssue();
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph rounds=3");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(t.calls("POST", /\/dispatches$/).map((r) => r.status)).toEqual([422, 200]);
    expect(t.fake.dispatches[0]?.inputs).toEqual({ issue: String(issue), rounds: "3", "comment-id": String(commentId) });
    expect(t.fake.runs(FULL_NAME)).toHaveLength(1);
    expect(t.appComments(issue)).toEqual([]);
  });

  it("reads its label, command, workflow and ref from the environment", async () => {
    t.addWorkflow("agent.yaml");
    const issue = t.newIssue();
    // Another issue for the command: the label's dispatch queued a run of the first, which a second start there would meet.
    const other = t.newIssue();
    const server = await t.startApp({
      RALPH_TRIGGER_LABEL: "robot",
      RALPH_COMMAND: "/robot",
      RALPH_WORKFLOW: "agent.yaml",
      RALPH_WORKFLOW_REF: "release",
    });

    expect((await server.send("issues", t.labelPayload(issue, { label: "ralph" }))).status).toBe(200);
    expect(t.fake.requests).toEqual([]);
    await server.send("issues", t.labelPayload(issue, { label: "robot" }));
    await server.send("issue_comment", t.commentPayload(other, "/robot rounds=2").payload);
    await t.waitFor("two dispatches", () => t.fake.dispatches.length === 2);
    // A label sends no rounds (the workflow's default); `/robot rounds=2` sends 2.
    expect(t.fake.dispatches.map((d) => [d.workflow, d.ref, d.inputs["rounds"]])).toEqual([
      ["agent.yaml", "release", undefined],
      ["agent.yaml", "release", "2"],
    ]);
  });

  it("a second trigger while the issue's run is live gets a reply, not a second dispatch", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const live = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}`, status: "queued" });
    const server = await t.startApp();

    expect((await server.send("issue_comment", t.commentPayload(issue, "/ralph").payload)).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toContain(`/actions/runs/${live.id}`);
    expect(t.appComments(issue)[0]).toContain("`/ralph stop`");
    expect(t.fake.dispatches).toEqual([]);
  });

  it("a dispatch GitHub applied but answered 502 starts one run, not two; one it did not apply is sent again and starts one", async () => {
    t.addWorkflow();
    const dispatches = /\/actions\/workflows\/ralph\.yml\/dispatches$/;
    const server = await t.startApp();

    const applied = t.newIssue();
    t.fake.failNext("POST", dispatches, { status: 502, afterApplying: true });
    expect((await server.send("issues", t.labelPayload(applied))).status).toBe(200);
    expect(t.calls("POST", dispatches).map((r) => r.status)).toEqual([502]);
    expect(t.fake.runs(FULL_NAME).map((run) => run.displayTitle)).toEqual([`Ralph #${applied}`]);

    const lost = t.newIssue();
    t.fake.failNext("POST", dispatches, { status: 502 });
    expect((await server.send("issues", t.labelPayload(lost))).status).toBe(200);
    expect(t.calls("POST", dispatches).map((r) => r.status)).toEqual([502, 502, 200]);
    expect(t.fake.runs(FULL_NAME).map((run) => run.displayTitle)).toEqual([`Ralph #${applied}`, `Ralph #${lost}`]);
    expect(t.fake.dispatches.map((d) => d.inputs["issue"])).toEqual([String(applied), String(lost)]);
    expect(t.appComments(applied)).toEqual([]);
    expect(t.appComments(lost)).toEqual([]);
  });

  it("refuses to start with a setting that cannot work, naming the variable", async () => {
    await expect(t.startApp({ RALPH_ALLOWED_PERMISSION: "owner" })).rejects.toThrow(/App settings are invalid: RALPH_ALLOWED_PERMISSION/);
  });
});
