/**
 * The App end to end, who may ask and what reaches it: permissions, bots, bad
 * commands, bad signatures and malformed payloads, against the real `probot run`
 * server. Probot answers a delivery only after the handlers ran, so "nothing
 * happened" is checked once the answer is in.
 */
import { describe, expect, it } from "vitest";
import { APP_LOGIN, READER, REPO, useAppFixture } from "./fixture.js";

const t = useAppFixture();

describe("who may ask", () => {
  it("a read-only user's `/ralph` gets one short reply naming who may start runs, and no run", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph", READER);

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toBe(
      'Only people with write access (or higher) to this repository can start Ralph runs.\n\n<!-- ralph-bot:reply {"reason":"not-permitted"} -->',
    );
    expect(t.calls("GET", /collaborators\/reader\/permission$/)).toHaveLength(1);
    expect(t.fake.dispatches).toEqual([]);
    expect(t.fake.commentReactions(commentId)).toEqual([]);
    expect(t.calls("GET", /actions/)).toEqual([]);
  });

  it("a reply GitHub made but answered 502 is posted once; one it did not make is sent again, once", async () => {
    t.addWorkflow();
    const comments = /\/issues\/\d+\/comments$/;
    const server = await t.startApp();

    const made = t.newIssue();
    t.fake.failNext("POST", comments, { status: 502, afterApplying: true });
    expect((await server.send("issue_comment", t.commentPayload(made, "/ralph", READER).payload)).status).toBe(200);
    expect(t.appComments(made)).toHaveLength(1);

    const lost = t.newIssue();
    t.fake.failNext("POST", comments, { status: 502 });
    expect((await server.send("issue_comment", t.commentPayload(lost, "/ralph", READER).payload)).status).toBe(200);
    expect(t.appComments(lost)).toHaveLength(1);
    expect(t.calls("POST", comments).map((r) => r.status)).toEqual([502, 502, 201]);
  });

  it("a bot's `/ralph`, the App's own comment holding `/ralph` and its own label produce no request at all", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    expect((await server.send("issue_comment", t.commentPayload(issue, "/ralph", "dependabot[bot]").payload)).status).toBe(200);
    expect((await server.send("issue_comment", t.commentPayload(issue, "/ralph rounds=2", APP_LOGIN).payload)).status).toBe(200);
    expect((await server.send("issues", t.labelPayload(issue, { sender: APP_LOGIN }))).status).toBe(200);
    // An account whose login merely ends in [bot] is treated as a bot too.
    const lookalike = t.labelPayload(issue, { sender: "sneaky[bot]" });
    Object.assign(lookalike["sender"] as object, { type: "User" });
    expect((await server.send("issues", lookalike)).status).toBe(200);

    // The server answers a webhook before its handler has logged; wait for the log lines.
    await t.waitFor(
      "the ignored events' log lines",
      () => server.output().includes(`the sender ${APP_LOGIN} is a bot`) && server.output().includes("the sender sneaky[bot] is a bot"),
    );
    expect(server.output()).toContain("the sender dependabot[bot] is a bot");
    expect(t.fake.requests).toEqual([]);
  });

  it("`/ralph rounds=100000` from a maintainer gets a reply saying what is allowed", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp({ RALPH_MAX_ROUNDS_LIMIT: "20" });

    expect((await server.send("issue_comment", t.commentPayload(issue, "/ralph rounds=100000").payload)).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(issue).length === 1);
    expect(t.appComments(issue)[0]).toContain("rounds=100000 is not allowed: N must be from 1 to 20");
    expect(t.appComments(issue)[0]).toContain("`/ralph rounds=N`");
    expect(t.fake.dispatches).toEqual([]);
  });

  it("labels other than the trigger, comments that do not start with the command, and a comment edited to read it cost no request", async () => {
    const issue = t.newIssue();
    const server = await t.startApp();
    await server.send("issues", t.labelPayload(issue, { label: "bug" }));
    await server.send("issue_comment", t.commentPayload(issue, "Thanks! /ralph later maybe").payload);
    // GitHub's issue_comment.edited: only a new comment is a command, so an old one edited cannot start a run.
    const edited = { ...t.commentPayload(issue, "/ralph").payload, action: "edited", changes: { body: { from: "looks good" } } };
    await server.send("issue_comment", edited);
    expect(t.fake.requests).toEqual([]);
  });
});

describe("webhook hygiene", () => {
  it("rejects a bad or missing signature and does nothing", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    const forged = await server.send("issues", t.labelPayload(issue), { signature: `sha256=${"0".repeat(64)}` });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain("signature does not match");
    expect((await server.send("issues", t.labelPayload(issue), { signature: "" })).status).toBe(400);
    expect(t.fake.requests).toEqual([]);
  });

  it("survives malformed payloads: nothing is called, and a later good webhook still starts a run", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    const broken: { event: string; payload?: unknown; rawBody?: string }[] = [
      { event: "issues", rawBody: "{not json" },
      { event: "issues", payload: null },
      { event: "issues", payload: { action: "labeled" } },
      { event: "issues", payload: { ...t.labelPayload(issue), label: { name: 7 } } },
      { event: "issue_comment", payload: { action: "created", issue: { number: "one" }, comment: {}, sender: {} } },
      { event: "issues", payload: { ...t.labelPayload(issue), repository: { name: REPO } } },
    ];
    for (const { event, payload, rawBody } of broken) {
      const answer = await server.send(event, payload, { rawBody, malformed: true });
      expect([200, 400, 500], `${event}: ${rawBody ?? JSON.stringify(payload).slice(0, 80)}`).toContain(answer.status);
    }
    expect(server.exitCode()).toBeNull();
    expect(t.fake.requests).toEqual([]);
    // The App's log reaches us through a pipe: under load the line may land after the answer.
    await t.waitFor("the malformed payload's log line", () => server.output().includes("ignored: the issues event payload is malformed"));

    expect((await server.send("issues", t.labelPayload(issue))).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);
  });
});
