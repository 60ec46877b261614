/**
 * The App end to end, starting runs from a Ralph pull request: a review requesting
 * changes or `/ralph` on the pull request dispatches the workflow with the pull request and the
 * review; a fork's pull request, another branch's, a read-only reviewer or an approval do not.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { withInputs, withoutInputs, yamlBlock } from "../support/workflows.js";
import { APP_LOGIN, FULL_NAME, READER, useAppFixture } from "./fixture.js";
import { dispatchedFields } from "../support/workflows.js";
import { encodeCarry } from "../../src/github/carry.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/action-runner.js";

const t = useAppFixture();

/** An issue and its Ralph pull request (head `ralph/issue-N` in the same repository). */
function ralphPull(): { issue: number; pull: number } {
  const issue = t.newIssue();
  return { issue, pull: t.newPull(`ralph/issue-${issue}`) };
}

describe("a review on a pull request", () => {
  it("requesting changes on a Ralph pull request: 👀 on the pull request, one dispatch naming the issue, the pull request and the review", async () => {
    t.addWorkflow();
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    expect((await server.send("pull_request_review", t.reviewPayload(pull, { reviewId: 555 }))).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(dispatchedFields(t.fake.dispatches[0]?.inputs)).toEqual({
      issue: String(issue),
      "pull-request": String(pull),
      "review-id": "555",
    });
    expect(t.fake.issueReactions(FULL_NAME, pull).map((r) => [r.content, r.user])).toEqual([["eyes", APP_LOGIN]]);
    expect(t.fake.issueReactions(FULL_NAME, issue)).toEqual([]);
  });

  it("on a fork's pull request, on another branch's, or approving: no API call at all", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const fork = t.newPull(`forker:ralph/issue-${issue}`);
    const other = t.newPull("feature/rename");
    const { pull } = ralphPull();
    const server = await t.startApp();

    for (const payload of [t.reviewPayload(fork), t.reviewPayload(other), t.reviewPayload(pull, { state: "approved" })]) {
      expect((await server.send("pull_request_review", payload)).status).toBe(200);
    }
    expect(t.fake.requests).toEqual([]);
    expect(t.fake.dispatches).toEqual([]);
  });

  it("by a read-only reviewer: the one refusal on the pull request, no dispatch", async () => {
    t.addWorkflow();
    const { pull } = ralphPull();
    const server = await t.startApp();

    expect((await server.send("pull_request_review", t.reviewPayload(pull, { sender: READER }))).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(pull).length === 1);
    expect(t.appComments(pull)[0]).toContain("write access");
    expect(t.fake.dispatches).toEqual([]);
  });
});

describe("/ralph on a pull request", () => {
  it("on a Ralph pull request: reads its head, 👀 on the comment, one dispatch with the comment and the pull request", async () => {
    t.addWorkflow();
    const { issue, pull } = ralphPull();
    const server = await t.startApp();
    const { payload, commentId } = t.pullCommentPayload(pull, "/ralph\nAddress the review.");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the dispatch", () => t.fake.dispatches.length === 1);

    expect(dispatchedFields(t.fake.dispatches[0]?.inputs)).toEqual({
      issue: String(issue),
      "comment-id": String(commentId),
      "pull-request": String(pull),
    });
    expect(t.fake.commentReactions(commentId).map((r) => r.content)).toEqual(["eyes"]);
  });

  it("on a fork's pull request: reads its head and does nothing else, not even a reply", async () => {
    t.addWorkflow();
    const issue = t.newIssue();
    const fork = t.newPull(`forker:ralph/issue-${issue}`);
    const server = await t.startApp();

    expect((await server.send("issue_comment", t.pullCommentPayload(fork, "/ralph").payload)).status).toBe(200);
    await t.waitFor("the pull request read", () => t.calls("GET", new RegExp(`/pulls/${fork}$`)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.fake.requests.filter((r) => r.method !== "GET" && !r.path.includes("access_tokens"))).toEqual([]);
    expect(t.fake.dispatches).toEqual([]);
  });
});

describe("a closed (or merged) Ralph pull request", () => {
  it("a review requesting changes or `/ralph` there dispatches nothing and says nothing", async () => {
    t.addWorkflow();
    const { pull } = ralphPull();
    const closed = t.fake.issue(FULL_NAME, pull);
    if (closed === undefined) throw new Error("no pull request");
    closed.state = "closed";
    const server = await t.startApp();

    const review = t.reviewPayload(pull);
    Object.assign(review["pull_request"] as object, { state: "closed" });
    expect((await server.send("pull_request_review", review)).status).toBe(200);
    expect((await server.send("issue_comment", t.pullCommentPayload(pull, "/ralph").payload)).status).toBe(200);
    await t.waitFor("the pull request read", () => t.calls("GET", new RegExp(`/pulls/${pull}$`)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.fake.requests.filter((r) => r.method !== "GET" && !r.path.includes("access_tokens"))).toEqual([]);
    expect(t.fake.dispatches).toEqual([]);
  });
});

describe("/ralph stop on a Ralph pull request", () => {
  it("cancels the issue's live run (a run from the pull request is named for its issue) and reacts on the comment", async () => {
    t.addWorkflow();
    const { issue, pull } = ralphPull();
    const live = t.fake.addWorkflowRun(FULL_NAME, { workflow: "ralph.yml", displayTitle: `Ralph #${issue}`, status: "in_progress" });
    const server = await t.startApp();
    const { payload, commentId } = t.pullCommentPayload(pull, "/ralph stop");

    expect((await server.send("issue_comment", payload)).status).toBe(200);
    await t.waitFor("the cancel", () => t.calls("POST", new RegExp(`/actions/runs/${live.id}/cancel$`)).length === 1);
    expect(t.fake.commentReactions(commentId).map((r) => r.content)).toEqual(["eyes"]);
    expect(t.appComments(pull)).toEqual([]);
  });
});

describe("a workflow that predates runs from a pull request", () => {
  /** The App's workflow of the earlier form as it was before runs from a pull request and relay mode. */
  const OLD_WORKFLOW = withoutInputs(readFileSync(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier-app.yml"), "utf8"), [
    "pull-request",
    "review-id",
    "relay-run",
    "relay-round",
  ]);
  const declared = (parse(EXAMPLE_WORKFLOW) as { on: { workflow_dispatch: { inputs: Record<string, unknown> } } }).on.workflow_dispatch
    .inputs;

  it("a review requesting changes gets one reply naming the input to add, carry, with its YAML; pasted in, the next review starts the run", async () => {
    t.addWorkflow("ralph.yml", OLD_WORKFLOW);
    const { issue, pull } = ralphPull();
    const server = await t.startApp();

    expect((await server.send("pull_request_review", t.reviewPayload(pull, { reviewId: 555 }))).status).toBe(200);
    await t.waitFor("the reply", () => t.appComments(pull).length === 1);
    const reply = t.appComments(pull)[0] ?? "";
    expect(reply).toContain('Unexpected inputs provided: ["carry"]');
    expect(reply).toContain("the input `carry`");
    const { inputs } = yamlBlock(reply);
    // Declared as the example workflow declares it.
    expect(inputs).toEqual({ carry: { ...(declared["carry"] as object), required: false, default: "" } });
    expect(t.fake.dispatches).toEqual([]);
    expect(t.fake.runs(FULL_NAME)).toEqual([]);

    // Another review: the App tries again (the workflow may have been fixed), and does not repeat itself.
    expect((await server.send("pull_request_review", t.reviewPayload(pull, { reviewId: 556 }))).status).toBe(200);
    // Each review: the current form, then the earlier one; both refused.
    expect(t.calls("POST", /\/dispatches$/).map((r) => r.status)).toEqual([422, 422, 422, 422]);
    expect(t.appComments(pull)).toHaveLength(1);
    expect(t.appComments(issue)).toEqual([]);

    // The maintainer pastes the block into the workflow: the next review starts the run.
    t.addWorkflow("ralph.yml", withInputs(OLD_WORKFLOW, inputs));
    expect((await server.send("pull_request_review", t.reviewPayload(pull, { reviewId: 557 }))).status).toBe(200);
    expect(t.fake.dispatches.map((d) => d.inputs)).toEqual([
      { issue: String(issue), carry: encodeCarry({ "pull-request": String(pull), "review-id": "557" }) },
    ]);
    expect(t.appComments(pull)).toHaveLength(1);
  });

  it("a workflow without a workflow_dispatch trigger gets the whole trigger to add, once", async () => {
    t.addWorkflow("ralph.yml", "name: ralph\non:\n  issues:\n    types: [labeled]\n");
    const issue = t.newIssue();
    const server = await t.startApp();

    for (let i = 0; i < 2; i++) expect((await server.send("issues", t.labelPayload(issue))).status).toBe(200);
    expect(t.appComments(issue)).toHaveLength(1);
    const reply = t.appComments(issue)[0] ?? "";
    expect(reply).toContain("Workflow does not have 'workflow_dispatch' trigger");
    // Every input the example workflow declares, required and defaulted as there.
    const shape = (inputs: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(inputs).map(([name, input]) => {
          const { required = false } = input as { required?: boolean };
          // An optional input declared without a default is "" to GitHub, as the YAML to add says it.
          return [name, { required, ...(required ? {} : { default: "" }), ...(input as object), description: expect.any(String) }];
        }),
      );
    expect(yamlBlock(reply).inputs).toEqual(shape(declared));
    expect(t.fake.dispatches).toEqual([]);
  });
});
