import { describe, expect, it } from "vitest";
import { parseTrigger } from "../../src/github/trigger.js";
import { asUser, examplePayload } from "../support/scenario.js";
import { assertWebhookPayload } from "../support/webhook-schema.js";

const settings = { triggerLabel: "ralph", command: "/ralph", maxRoundsLimit: 20, issueNumber: null, objective: null, commentId: null };

/** GitHub's `issue_comment.created` example with `body` by a person, on issue 7. */
function comment(body: string): Record<string, unknown> {
  const payload = examplePayload("issue_comment", "created");
  delete (payload.issue as Record<string, unknown>).pull_request;
  Object.assign(payload.issue as object, { number: 7 });
  Object.assign(payload.comment as object, { id: 55, body });
  asUser((payload.comment as { user: object }).user, "octo-maintainer");
  asUser(payload.sender, "octo-maintainer");
  assertWebhookPayload("issue_comment", payload);
  return payload;
}

describe("parseTrigger: a note starts and stops nothing", () => {
  it("is a note for issue 7 from the comment's author", () => {
    expect(parseTrigger("issue_comment", comment("/ralph note use the v2 API"), settings)).toMatchObject({
      kind: "note",
      issueNumber: 7,
      commentId: 55,
      actor: { login: "octo-maintainer" },
      text: "use the v2 API",
    });
  });

  it("on a pull request, waits for the pull request to be read (a fork's gets nothing)", () => {
    const payload = comment("/ralph note x");
    Object.assign(payload.issue as object, { pull_request: { url: "https://api.github.com/repos/o/r/pulls/7" } });
    expect(parseTrigger("issue_comment", payload, settings)).toMatchObject({ kind: "lookup", pullRequestNumber: 7 });
  });
});

/** A pull request as GitHub serves it: head `head` in `headRepo`, base `main` of octo/hello. */
function pull(number: number, head: string, headRepo: string | null = "octo/hello", state = "open") {
  return {
    number,
    html_url: `https://github.com/octo/hello/pull/${number}`,
    state,
    head: { ref: head, sha: "c0ffee", repo: headRepo === null ? null : { full_name: headRepo } },
    base: { ref: "main", repo: { full_name: "octo/hello" } },
  };
}

/** GitHub's `pull_request_review.submitted` example: a review by a person of `pullRequest`, as the webhook carries it. */
function review(state: string, pullRequest: ReturnType<typeof pull>): Record<string, unknown> {
  const payload = examplePayload("pull_request_review", "submitted");
  Object.assign(payload.review as object, { id: 900, state, submitted_at: "2026-01-02T03:04:05Z" });
  const { head, base, ...fields } = pullRequest;
  const carried = payload.pull_request as { head: Record<string, unknown>; base: { ref: string; repo: Record<string, unknown> } };
  Object.assign(carried, fields);
  Object.assign(carried.base, { ref: base.ref });
  Object.assign(carried.base.repo, base.repo);
  Object.assign(carried.head, { ref: head.ref, sha: head.sha, repo: head.repo === null ? null : { ...carried.base.repo, ...head.repo } });
  asUser(payload.sender, "octo-maintainer");
  assertWebhookPayload("pull_request_review", payload);
  return payload;
}

describe("parseTrigger: rounds from the pull request", () => {
  it("starts a run on issue N from a review requesting changes on the pull request of `ralph/issue-N`", () => {
    expect(parseTrigger("pull_request_review", review("changes_requested", pull(8, "ralph/issue-7")), settings)).toEqual({
      kind: "start",
      source: "review",
      issue: null,
      issueNumber: 7,
      objectiveNote: null,
      rounds: null,
      actor: expect.objectContaining({ login: "octo-maintainer" }),
      commentId: null,
      at: "2026-01-02T03:04:05Z",
      pullRequest: { number: 8, url: "https://github.com/octo/hello/pull/8", headSha: "c0ffee", baseRef: "main", reviewId: 900 },
    });
  });

  it("skips approvals and comments, forks (a deleted one too), other branches and another prefix's", () => {
    const cases: [string, ReturnType<typeof pull>, RegExp][] = [
      ["approved", pull(8, "ralph/issue-7"), /does not ask for changes/],
      ["commented", pull(8, "ralph/issue-7"), /does not ask for changes/],
      ["changes_requested", pull(8, "ralph/issue-7", "forker/hello"), /another repository \(a fork\)/],
      ["changes_requested", pull(8, "ralph/issue-7", null), /another repository/],
      ["changes_requested", pull(8, "feature/x"), /not a Ralph pull request/],
      ["changes_requested", pull(8, "ralph/issue-07"), /not a Ralph pull request/],
      ["changes_requested", pull(8, "ralph/issue-7x"), /not a Ralph pull request/],
    ];
    for (const [state, pullRequest, reason] of cases) {
      expect(parseTrigger("pull_request_review", review(state, pullRequest), settings)).toEqual({
        kind: "skip",
        reason: expect.stringMatching(reason),
      });
    }
    expect(
      parseTrigger("pull_request_review", review("changes_requested", pull(8, "bot/7")), { ...settings, branchPrefix: "bot/" }),
    ).toMatchObject({ kind: "start", issueNumber: 7 });
  });

  it("starts nothing from a closed or merged Ralph pull request (review, `/ralph`, dispatch), yet a stop there still reaches the live run", () => {
    const closed = pull(8, "ralph/issue-7", "octo/hello", "closed");
    expect(parseTrigger("pull_request_review", review("changes_requested", closed), settings)).toEqual({
      kind: "skip",
      reason: "pull request #8 is closed, not open",
    });
    const payload = comment("/ralph");
    Object.assign(payload.issue as object, { number: 8, pull_request: { url: "https://api.github.com/repos/octo/hello/pulls/8" } });
    expect(parseTrigger("issue_comment", payload, settings, closed)).toMatchObject({
      kind: "skip",
      reason: expect.stringMatching(/closed/),
    });
    expect(
      parseTrigger(
        "workflow_dispatch",
        { sender: { login: "ralph-bot[bot]", type: "Bot" } },
        { ...settings, issueNumber: 7, pullRequest: 8 },
        closed,
      ),
    ).toMatchObject({ kind: "skip", reason: expect.stringMatching(/closed/) });
    Object.assign(payload.comment as object, { body: "/ralph stop" });
    expect(parseTrigger("issue_comment", payload, settings, closed)).toMatchObject({ kind: "stop", issueNumber: 7 });
  });

  it("asks for the pull request on `/ralph` there, then starts from it; stop and notes there are for the run from it", () => {
    const payload = comment("/ralph rounds=3");
    Object.assign(payload.issue as object, { number: 8, pull_request: { url: "https://api.github.com/repos/octo/hello/pulls/8" } });
    expect(parseTrigger("issue_comment", payload, settings)).toEqual({
      kind: "lookup",
      pullRequestNumber: 8,
      actor: expect.objectContaining({ login: "octo-maintainer" }),
    });
    expect(parseTrigger("issue_comment", payload, settings, pull(8, "ralph/issue-7"))).toMatchObject({
      kind: "start",
      source: "command",
      issueNumber: 7,
      rounds: 3,
      commentId: 55,
      objectiveNote: "/ralph rounds=3",
      pullRequest: { number: 8, reviewId: null },
    });
    expect(parseTrigger("issue_comment", payload, settings, pull(8, "ralph/issue-7", "forker/hello"))).toMatchObject({ kind: "skip" });
    Object.assign(payload.comment as object, { body: "/ralph stop" });
    expect(parseTrigger("issue_comment", payload, settings)).toMatchObject({ kind: "lookup", pullRequestNumber: 8 });
    expect(parseTrigger("issue_comment", payload, settings, pull(8, "ralph/issue-7"))).toMatchObject({
      kind: "stop",
      source: "command",
      issueNumber: 7,
      pullRequest: { number: 8 },
    });
    Object.assign(payload.comment as object, { body: "/ralph note use v2" });
    expect(parseTrigger("issue_comment", payload, settings, pull(8, "ralph/issue-7"))).toMatchObject({
      kind: "note",
      issueNumber: 7,
      text: "use v2",
      pullRequest: { number: 8 },
    });
    expect(parseTrigger("issue_comment", payload, settings, pull(8, "feature/x"))).toMatchObject({ kind: "skip" });
  });

  it("asks for the pull request a dispatch names, and skips it when it is another issue's", () => {
    const dispatchSettings = { ...settings, issueNumber: 7, pullRequest: 8, reviewId: 900 };
    const payload = { inputs: {}, sender: { login: "ralph-bot[bot]", type: "Bot" } };
    expect(parseTrigger("workflow_dispatch", payload, dispatchSettings)).toEqual({ kind: "lookup", pullRequestNumber: 8, actor: null });
    expect(parseTrigger("workflow_dispatch", payload, dispatchSettings, pull(8, "ralph/issue-7"))).toMatchObject({
      kind: "start",
      source: "dispatch",
      issueNumber: 7,
      actor: null,
      pullRequest: { number: 8, reviewId: 900 },
    });
    expect(parseTrigger("workflow_dispatch", payload, dispatchSettings, pull(8, "ralph/issue-6"))).toMatchObject({
      kind: "skip",
      reason: expect.stringContaining("not of #7"),
    });
  });
});

describe("parseTrigger: fields GitHub's webhook schemas let be absent or null", () => {
  /** `payload`, once GitHub's webhook schemas agree GitHub could send it as `event`. */
  const sendable = (event: string, payload: Record<string, unknown>) => {
    assertWebhookPayload(event, payload);
    return payload;
  };
  /** GitHub's `pull_request_review.submitted` example for a review requesting changes on the Ralph pull request of issue 7. */
  const reviewOfIssue7 = () => {
    const payload = examplePayload("pull_request_review", "submitted");
    const pullRequest = payload.pull_request as { head: Record<string, unknown>; base: { repo: object } };
    Object.assign(pullRequest.head, { ref: "ralph/issue-7", repo: structuredClone(pullRequest.base.repo) });
    Object.assign(payload.review as object, { state: "changes_requested" });
    return payload;
  };

  it("a label event without its label is skipped, saying so", () => {
    for (const action of ["labeled", "unlabeled"]) {
      const payload = examplePayload("issues", action);
      delete payload.label;
      expect(parseTrigger("issues", sendable("issues", payload), settings)).toEqual({
        kind: "skip",
        reason: `the issues.${action} event names no label`,
      });
    }
  });

  it("an issue with no description (body null) starts a run whose issue text is empty", () => {
    const payload = examplePayload("issues", "labeled");
    Object.assign(payload.label as object, { name: "ralph" });
    Object.assign(payload.issue as object, { body: null });
    expect(parseTrigger("issues", sendable("issues", payload), settings)).toMatchObject({ kind: "start", issue: { body: "" } });
  });

  it("a command whose comment has no user is its sender's", () => {
    const payload = examplePayload("issue_comment", "created");
    delete (payload.issue as Record<string, unknown>).pull_request;
    Object.assign(payload.comment as object, { body: "/ralph", user: null });
    Object.assign(payload.sender as object, { login: "octo-maintainer", type: "User" });
    expect(parseTrigger("issue_comment", sendable("issue_comment", payload), settings)).toMatchObject({
      kind: "start",
      actor: { login: "octo-maintainer" },
    });
  });

  it("a review with no text and no submitted time starts the run, its time unknown", () => {
    const payload = reviewOfIssue7();
    Object.assign(payload.review as object, { body: null, submitted_at: null });
    expect(parseTrigger("pull_request_review", sendable("pull_request_review", payload), settings)).toMatchObject({
      kind: "start",
      issueNumber: 7,
      at: null,
    });
  });

  it("a review on a pull request whose fork was deleted (no head repository) is skipped", () => {
    const payload = reviewOfIssue7();
    (payload.pull_request as { head: Record<string, unknown> }).head.repo = null;
    expect(parseTrigger("pull_request_review", sendable("pull_request_review", payload), settings)).toMatchObject({
      kind: "skip",
      reason: expect.stringMatching(/another repository \(a fork\)/),
    });
  });

  it("a dispatch whose inputs are null is an ordinary dispatch", () => {
    const payload = examplePayload("workflow_dispatch", undefined);
    payload.inputs = null;
    expect(parseTrigger("workflow_dispatch", sendable("workflow_dispatch", payload), { ...settings, issueNumber: 7 })).toMatchObject({
      kind: "start",
      source: "dispatch",
      issueNumber: 7,
    });
  });
});
