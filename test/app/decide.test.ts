import { describe, expect, it } from "vitest";
import { plan, readEvent, type Ask } from "../../src/app/decide.js";
import { runTitle } from "../../src/github/workflow-dispatch.js";
import { readAppSettings } from "../../src/app/settings.js";
import { MalformedEventError } from "../../src/github/trigger.js";
import { asUser, examplePayload } from "../support/scenario.js";
import { assertWebhookPayload } from "../support/webhook-schema.js";

const settings = readAppSettings({});

/** GitHub's `issues.labeled` example for label `label` by `sender`, delivered to installation 7. */
function labeled(sender = "maint", label = "RALPH"): Record<string, unknown> {
  const payload = examplePayload("issues", "labeled");
  Object.assign(payload["label"] as object, { name: label });
  asUser(payload["sender"], sender);
  payload["installation"] = { id: 7, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNw==" };
  assertWebhookPayload("issues", payload);
  return payload;
}

describe("readEvent", () => {
  it("reads a trigger label into an ask with its repository", () => {
    expect(readEvent("issues", labeled(), settings)).toEqual({
      kind: "ask",
      scope: { owner: "Codertocat", repo: "Hello-World", defaultBranch: "master" },
      actor: "maint",
      ask: { kind: "start", issueNumber: 1, rounds: null, commentId: null },
    });
  });

  it("ignores bots before anything else, and events that are not triggers", () => {
    expect(readEvent("issues", labeled("renovate[bot]"), settings)).toEqual({
      kind: "ignore",
      reason: "the sender renovate[bot] is a bot",
    });
    expect(readEvent("issues", labeled("maint", "bug"), settings).kind).toBe("ignore");
    expect(readEvent("pull_request", { action: "opened" }, settings)).toEqual({
      kind: "ignore",
      reason: "pull_request.opened is not a trigger",
    });
  });

  it("ignores a trigger without an installation (a repository's own webhook), saying why", () => {
    const payload = labeled();
    delete payload["installation"];
    expect(readEvent("issues", payload, settings)).toEqual({
      kind: "ignore",
      reason:
        "the issues event came without an installation, so the App cannot act on it: " +
        "install the App on the repository instead of adding its URL as a repository or organisation webhook",
    });
  });

  it("throws MalformedEventError for a trigger without its repository", () => {
    const payload = labeled();
    delete payload["repository"];
    expect(() => readEvent("issues", payload, settings)).toThrow(MalformedEventError);
  });
});

describe("plan", () => {
  const start: Ask = { kind: "start", issueNumber: 4, rounds: 3, commentId: 99 };

  it("starts with the round override and the comment id, reacting to the comment", () => {
    expect(plan(start, "write", settings)).toEqual({
      kind: "start",
      react: { kind: "comment", id: 99 },
      inputs: { issue: "4", rounds: "3", "comment-id": "99" },
    });
    expect(plan({ kind: "start", issueNumber: 4, rounds: null, commentId: null }, "admin", settings)).toEqual({
      kind: "start",
      react: { kind: "issue" },
      inputs: { issue: "4", rounds: "", "comment-id": "" },
    });
  });

  it("answers whoever lacks the allowed permission, naming it", () => {
    for (const held of [null, "read", "triage"] as const) {
      expect(plan(start, held, settings)).toMatchObject({ kind: "reply", reason: "not-permitted" });
    }
    const maintainOnly = { ...settings, allowedPermission: "maintain" as const };
    expect(plan({ kind: "stop", issueNumber: 4, commentId: 5 }, "write", maintainOnly)).toEqual({
      kind: "reply",
      reason: "not-permitted",
      text: "Only people with maintain access (or higher) to this repository can stop Ralph runs.",
    });
  });

  it("stops on a command with a reaction and an answer when nothing runs; on a removed label silently", () => {
    expect(plan({ kind: "stop", issueNumber: 4, commentId: 5 }, "write", settings)).toEqual({
      kind: "stop",
      react: { kind: "comment", id: 5 },
      replyWhenNone: true,
    });
    expect(plan({ kind: "stop", issueNumber: 4, commentId: null }, "write", settings)).toEqual({
      kind: "stop",
      react: null,
      replyWhenNone: false,
    });
  });

  it("acknowledges a note for the live run, starting and stopping nothing; refuses it from whoever lacks the permission", () => {
    const note: Ask = { kind: "note", issueNumber: 4, commentId: 5 };
    expect(plan(note, "write", settings)).toEqual({
      kind: "note",
      react: { kind: "comment", id: 5 },
      noLiveRun:
        "There is no live Ralph run on this issue to take this note. To start a run with it, comment `/ralph` with the note on the lines below.",
    });
    expect(plan(note, "read", settings)).toEqual({
      kind: "reply",
      reason: "not-permitted",
      text: "Only people with write access (or higher) to this repository can leave notes for Ralph runs.",
    });
  });

  it("passes on the parser's answer to a bad command", () => {
    expect(plan({ kind: "refuse", issueNumber: 4, commentId: 5, reply: "Use `/ralph`." }, "write", settings)).toEqual({
      kind: "reply",
      reason: "invalid-command",
      text: "Use `/ralph`.",
    });
  });

  it("names an issue's runs the way the example workflow's run-name does", () => {
    expect(runTitle(12)).toBe("Ralph #12");
  });
});
