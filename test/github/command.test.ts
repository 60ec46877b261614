import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/github/command.js";

describe("parseCommand: where the command is", () => {
  it("reads it after spaces, tabs and line ends, followed by a space, a tab or the line's end", () => {
    expect(parseCommand(" \t\r\n/ralph", "/ralph", 20)).toEqual({ kind: "start", rounds: null });
    expect(parseCommand("/ralph\tstop", "/ralph", 20)).toEqual({ kind: "stop" });
    expect(parseCommand("/ralph rounds=3 \r\nand fix the docs", "/ralph", 20)).toEqual({ kind: "start", rounds: 3 });
  });

  it("takes no command from an indented code block: four columns of indentation, a tab counting to the next four", () => {
    for (const body of ["    /ralph", "\t/ralph", " \t/ralph stop", "\r\n\n     /ralph rounds=3", "    /ralph note x"])
      expect(parseCommand(body, "/ralph", 20), body).toBeNull();
    expect(parseCommand("   /ralph", "/ralph", 20)).toEqual({ kind: "start", rounds: null });
    expect(parseCommand("\n\t\n  /ralph stop", "/ralph", 20)).toEqual({ kind: "stop" });
  });

  it("takes no other space, which the example workflow's `if:` cannot test for (expressions have no trim)", () => {
    expect(parseCommand("\u00a0/ralph", "/ralph", 20)).toBeNull();
    expect(parseCommand("/ralph\u00a0stop", "/ralph", 20)).toBeNull();
    expect(parseCommand("/ralph-docs", "/ralph", 20)).toBeNull();
    expect(parseCommand("see /ralph", "/ralph", 20)).toBeNull();
  });
});

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
