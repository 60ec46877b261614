import { describe, expect, it } from "vitest";
import { parseCommand, parseTrigger } from "../../src/github/trigger.js";
import { examplePayload } from "../support/scenario.js";

const settings = { triggerLabel: "ralph", command: "/ralph", maxRoundsLimit: 20, issueNumber: null, objective: null, commentId: null };

/** GitHub's `issue_comment.created` example with `body` by a person, on issue 7. */
function comment(body: string): Record<string, unknown> {
  const payload = examplePayload("issue_comment", "created");
  delete (payload.issue as Record<string, unknown>).pull_request;
  Object.assign(payload.issue as object, { number: 7 });
  Object.assign(payload.comment as object, { id: 55, body, user: { login: "octo-maintainer", type: "User" } });
  Object.assign(payload.sender as object, { login: "octo-maintainer", type: "User" });
  return payload;
}

describe("parseCommand: /ralph note", () => {
  it("reads the note's text: the rest of the first line and the lines below", () => {
    expect(parseCommand("/ralph note use the v2 API", "/ralph", 20)).toEqual({ kind: "note", text: "use the v2 API" });
    expect(parseCommand("  /Ralph NOTE  first\nsecond line\n", "/ralph", 20)).toEqual({ kind: "note", text: "first\nsecond line" });
    expect(parseCommand("/ralph note\nonly below", "/ralph", 20)).toEqual({ kind: "note", text: "only below" });
  });

  it("refuses a note without text, and does not take `notes` or `noted` for a note", () => {
    expect(parseCommand("/ralph note   ", "/ralph", 20)).toEqual({
      kind: "invalid",
      reply: "A note needs its text: `/ralph note <text>`.",
    });
    expect(parseCommand("/ralph notes for later", "/ralph", 20)).toMatchObject({ kind: "invalid" });
  });

  it("names the note in the usage of a command it does not understand", () => {
    expect(parseCommand("/ralph please", "/ralph", 20)).toEqual({
      kind: "invalid",
      reply:
        "I did not understand that command. Use `/ralph`, `/ralph rounds=N` (N from 1 to 20), `/ralph stop` or `/ralph note <text>` (a note for the live run's next round).",
    });
  });
});

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

  it("is skipped on a pull request, like every command", () => {
    const payload = comment("/ralph note x");
    Object.assign(payload.issue as object, { pull_request: { url: "https://api.github.com/repos/o/r/pulls/7" } });
    expect(parseTrigger("issue_comment", payload, settings)).toMatchObject({ kind: "skip" });
  });
});
