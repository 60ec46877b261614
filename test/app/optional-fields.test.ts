/**
 * The App end to end on webhooks GitHub may send without a field the App reads: each payload
 * validates against GitHub's webhook schemas (the fixture's sending path checks it) and lacks a
 * field the schemas mark optional or nullable. The App answers each delivery 200 and does what
 * the field's absence means: a clear skip in its log, or the run the sender asked for.
 */
import { describe, expect, it } from "vitest";
import { useAppFixture } from "./fixture.js";
import { dispatchedFields } from "../support/workflows.js";

const t = useAppFixture();

/** An issue and its Ralph pull request (head `ralph/issue-N` in the same repository). */
function ralphPull(): { issue: number; pull: number } {
  const issue = t.newIssue();
  return { issue, pull: t.newPull(`ralph/issue-${issue}`) };
}

describe("optional fields of the webhooks the App handles", () => {
  it("`installation` absent (a repository's own webhook): every trigger is answered 200 with one log line, and nothing is called", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const { pull } = ralphPull();
    const server = await t.startApp();
    const uninstalled = (payload: Record<string, unknown>) => {
      delete payload["installation"];
      return payload;
    };

    const deliveries: [string, Record<string, unknown>][] = [
      ["issues", uninstalled(t.labelPayload(issue))],
      ["issues", uninstalled(t.labelPayload(issue, { action: "unlabeled" }))],
      ["issue_comment", uninstalled(t.commentPayload(issue, "/ralph").payload)],
      ["issue_comment", uninstalled(t.pullCommentPayload(pull, "/ralph").payload)],
      ["pull_request_review", uninstalled(t.reviewPayload(pull))],
    ];
    for (const [event, payload] of deliveries) expect((await server.send(event, payload)).status, event).toBe(200);

    const said = (event: string) => `ignored: the ${event} event came without an installation, so the App cannot act on it`;
    await t.waitFor("the log lines", () => server.output().split(said("issues")).length - 1 === 2);
    await t.waitFor("the log lines", () => server.output().split(said("issue_comment")).length - 1 === 2);
    await t.waitFor("the log lines", () => server.output().includes(said("pull_request_review")));
    expect(server.output()).toContain(
      "install the App on the repository instead of adding its URL as a repository or organisation webhook",
    );
    expect(t.fake.requests).toEqual([]);
    expect(t.fake.dispatches).toEqual([]);
  });

  it("`label` absent on issues.labeled and issues.unlabeled: answered 200, one log line each, nothing called", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();

    for (const action of ["labeled", "unlabeled"]) {
      const payload = t.labelPayload(issue, { action });
      delete payload["label"];
      expect((await server.send("issues", payload)).status, action).toBe(200);
    }

    await t.waitFor("the log lines", () => server.output().includes("ignored: the issues.unlabeled event names no label"));
    expect(server.output()).toContain("ignored: the issues.labeled event names no label");
    expect(t.fake.requests).toEqual([]);
  });

  it("`comment.user` null: `/ralph` starts the run its sender asked for", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const server = await t.startApp();
    const { payload, commentId } = t.commentPayload(issue, "/ralph rounds=2");
    (payload["comment"] as Record<string, unknown>)["user"] = null;

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);
    expect(dispatchedFields(t.fake.dispatches[0]?.inputs)).toEqual({ issue: String(issue), rounds: "2", "comment-id": String(commentId) });
  });

  it("`review.body` and `review.submitted_at` null: a review requesting changes still starts the run", async () => {
    t.addWorkflow();
    const { issue, pull } = ralphPull();
    const server = await t.startApp();
    const payload = t.reviewPayload(pull, { reviewId: 556 });
    Object.assign(payload["review"] as object, { body: null, submitted_at: null });

    expect((await server.send("pull_request_review", payload)).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);
    expect(dispatchedFields(t.fake.dispatches[0]?.inputs)).toMatchObject({
      issue: String(issue),
      "pull-request": String(pull),
      "review-id": "556",
    });
  });

  it("`pull_request.head.repo` null (the fork was deleted): the review starts nothing and gets no reply", async () => {
    t.addWorkflow();
    const { pull } = ralphPull();
    const server = await t.startApp();
    const payload = t.reviewPayload(pull);
    (payload["pull_request"] as { head: Record<string, unknown> }).head["repo"] = null;

    expect((await server.send("pull_request_review", payload)).status).toBe(200);
    await t.waitFor("the log line", () =>
      server.output().includes(`ignored: pull request #${pull} comes from another repository (a fork)`),
    );
    expect(t.fake.requests).toEqual([]);
    expect(t.appComments(pull)).toEqual([]);
  });
});
