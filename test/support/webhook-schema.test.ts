/**
 * The webhook judge itself: the payloads the tests' builders make are ones GitHub sends, a payload
 * GitHub would not send is refused naming the event, the action and the field, and the two sending
 * paths (the action's GITHUB_EVENT_PATH, the App's webhook) refuse an unmarked one before sending.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "./action-runner.js";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";
import { commentPayloadFor, dispatchPayload, examplePayload, inRepository, repositoryDispatchPayload, reviewPayload } from "./scenario.js";
import { assertWebhookPayload, WebhookSchemaError, webhookSchemaErrors } from "./webhook-schema.js";

const FULL_NAME = "octo/hello";
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addRepo({ owner: "octo", repo: "hello" });
});
afterEach(async () => {
  await fake.close();
});

/** GitHub's `issues.<action>` example for issue `number` of the fake, by `sender`. */
function labelPayload(action: "labeled" | "unlabeled", number: number, sender = "maint"): Record<string, unknown> {
  const payload = examplePayload("issues", action);
  Object.assign(payload["issue"] as object, { number });
  Object.assign(payload["label"] as object, { name: "ralph" });
  return inRepository(payload, FULL_NAME, sender);
}

describe("the builders make payloads GitHub sends", () => {
  it("labels, comments on an issue and on a pull request, reviews of the repository's and a fork's pull request, both dispatches", () => {
    const issue = fake.addIssue(FULL_NAME, { title: "t", body: null, user: "maint" });
    const pull = fake.addPull(FULL_NAME, { title: "p", user: "maint", head: `ralph/issue-${issue.number}` });
    const fork = fake.addPull(FULL_NAME, { title: "f", user: "forker", head: "forker:main" });
    const comment = { id: 9, body: "/ralph", user: "maint", createdAt: "2026-01-02T03:04:05Z" };
    const payloads: [string, Record<string, unknown>][] = [
      ["issues", labelPayload("labeled", issue.number)],
      ["issues", labelPayload("unlabeled", issue.number)],
      ["issue_comment", commentPayloadFor(fake, FULL_NAME, issue.number, comment)],
      ["issue_comment", commentPayloadFor(fake, FULL_NAME, pull.number, comment)],
      ["pull_request_review", reviewPayload(fake, FULL_NAME, pull.number, { id: 1, state: "changes_requested", body: "x" }, "maint")],
      ["pull_request_review", reviewPayload(fake, FULL_NAME, fork.number, { id: 2, state: "approved", body: null }, "maint")],
      ["workflow_dispatch", dispatchPayload(FULL_NAME, { inputs: { issue: "1" }, sender: "ralph-bot[bot]" })],
      ["repository_dispatch", repositoryDispatchPayload(FULL_NAME, { action: "ralph", clientPayload: { issue: 1 }, sender: "ci[bot]" })],
    ];
    for (const [event, payload] of payloads) expect(webhookSchemaErrors(event, payload), event).toEqual([]);
  });
});

describe("a payload GitHub would not send", () => {
  it("is refused naming the event, the action and each failing field", () => {
    const payload = labelPayload("labeled", 1);
    Object.assign(payload["label"] as object, { name: 7 });
    delete (payload["issue"] as Record<string, unknown>)["number"];
    payload["extra"] = true;
    expect(() => assertWebhookPayload("issues", payload)).toThrow(WebhookSchemaError);
    expect(() => assertWebhookPayload("issues", payload)).toThrow(
      [
        "the issues.labeled payload is not one GitHub sends (@octokit/webhooks-schemas):",
        "  extra: not a field GitHub sends",
        "  issue.number: missing",
        "  label.name: must be string",
      ].join("\n"),
    );
  });

  it("judges each action by its own schema, and refuses an event or action GitHub does not have", () => {
    // `changes` is a field of issues.edited only.
    expect(webhookSchemaErrors("issues", { ...labelPayload("labeled", 1), changes: {} })).toEqual(["changes: not a field GitHub sends"]);
    expect(() => webhookSchemaErrors("issues", { ...labelPayload("labeled", 1), action: "relabeled" })).toThrow(
      "GitHub's webhook schemas know no issues.relabeled event",
    );
    expect(() => webhookSchemaErrors("issue", labelPayload("labeled", 1))).toThrow("GitHub's webhook schemas know no issue.labeled event");
  });

  it("lets null only where GitHub's own description does: a deleted fork's head repository, a comment's user", () => {
    const issue = fake.addIssue(FULL_NAME, { title: "t", user: "maint" });
    const pull = fake.addPull(FULL_NAME, { title: "p", user: "maint", head: "ralph/issue-1" });
    const review = reviewPayload(fake, FULL_NAME, pull.number, { id: 1, state: "changes_requested", body: null }, "maint");
    const head = (review["pull_request"] as { head: Record<string, unknown> }).head;
    head["repo"] = null;
    expect(webhookSchemaErrors("pull_request_review", review)).toEqual([]);
    head["repo"] = "octo/hello";
    expect(webhookSchemaErrors("pull_request_review", review)).toContain("pull_request.head.repo: must be object");
    (review["pull_request"] as { base: Record<string, unknown> }).base["repo"] = null;
    expect(webhookSchemaErrors("pull_request_review", review)).toContain("pull_request.base.repo: must be object");

    const comment = commentPayloadFor(fake, FULL_NAME, issue.number, {
      id: 9,
      body: "/ralph",
      user: "maint",
      createdAt: "2026-01-02T03:04:05Z",
    });
    (comment["comment"] as Record<string, unknown>)["user"] = null;
    expect(webhookSchemaErrors("issue_comment", comment)).toEqual([]);
    comment["sender"] = null;
    expect(webhookSchemaErrors("issue_comment", comment)).toContain("sender: must be object");
  });

  it("is refused by the action's sending path before the action starts, unless marked malformed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ralph-schema-"));
    const request = {
      eventName: "issues",
      payload: { action: "labeled" },
      repository: FULL_NAME,
      apiUrl: fake.url,
      serverUrl: fake.serverUrl,
      workspace: dir,
      tempRoot: dir,
      inputs: {},
    };
    await expect(runAction(request)).rejects.toThrow(/the issues\.labeled payload is not one GitHub sends[^]*issue: missing/);
    expect(fake.requests).toEqual([]);
    // Marked, it goes through: the action then fails on its own (no workspace, no token), which is the point of such a test.
    const run = await runAction({ ...request, malformed: true });
    expect(run.stdout).toContain("::error::");
    await rm(dir, { recursive: true, force: true });
  });
});
