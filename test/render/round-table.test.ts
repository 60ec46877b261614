import { describe, expect, it } from "vitest";
import { roundTableRows, separatorRow, withoutRun, withRows } from "../../src/render/round-table.js";
import { GITHUB_BODY_LIMIT } from "../../src/render/safe-text.js";

const TABLE = [
  "Summary",
  "",
  "| round | status | summary | verified | time | commit | report |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  "| 1 | continue | a | – | 1 s | `a` | [report](#1) |",
  "| 2 | complete | b | – | 1 s | `b` | [report](#2) |",
  "",
  "Closes #7",
].join("\n");

describe("the pull request's round table gains the new rounds", () => {
  it("reads the rows of the first round table", () => {
    expect(roundTableRows(TABLE)).toEqual([
      "| 1 | continue | a | – | 1 s | `a` | [report](#1) |",
      "| 2 | complete | b | – | 1 s | `b` | [report](#2) |",
    ]);
    expect(roundTableRows("no table")).toEqual([]);
  });

  it("a separator row spans the table's columns", () => {
    expect(separatorRow(TABLE, "[review](u) | by x")).toBe("| ↳ | [review](u) \\| by x | | | | | |");
  });

  it("adds rows at the end or at the start, keeping the rest of the body", () => {
    const appended = withRows(TABLE, ["| ↳ | x | review | | | | |", "| 1 | complete | c | – | 1 s | `c` | [report](#3) |"], "end", "");
    expect(roundTableRows(appended).map((row) => row.split(" | ")[2])).toEqual(["a", "b", "review", "c"]);
    expect(appended.endsWith("\n\nCloses #7")).toBe(true);
    const prepended = withRows(TABLE, ["| 0 | continue | z | – | 1 s | `z` | [report](#0) |"], "start", "");
    expect(roundTableRows(prepended).map((row) => row.split(" | ")[2])).toEqual(["z", "a", "b"]);
  });

  it("drops what an earlier attempt of the same workflow run added, so a re-run adds its rounds once", () => {
    const run = "https://github.com/o/r/actions/runs/5";
    const added = withRows(
      TABLE,
      [`| ↳ | [review](u) · [workflow run](${run}) | | | | | |`, "| 1 | complete | c | – | 1 s | `c` | [report](#3) |"],
      "end",
      "",
    );
    expect(withoutRun(added, run)).toBe(TABLE);
    expect(withoutRun(added, "https://github.com/o/r/actions/runs/6")).toBe(added);
    expect(withoutRun(added, null)).toBe(added);
  });

  it("adds a table to a body that has none", () => {
    const header = "| round | status |\n| --- | --- |";
    expect(withRows("Edited by hand.", ["| 1 | done |"], "end", header)).toBe(`Edited by hand.\n\n${header}\n| 1 | done |`);
  });

  it("stays within GitHub's limit by leaving out the oldest rows, and says so", () => {
    const rows = Array.from({ length: 400 }, (_, i) => `| ${i} | continue | ${"s".repeat(300)} | – | 1 s | \`x\` | [report](#) |`);
    const body = withRows(TABLE, rows, "start", "");
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toMatch(/\| … \| \d+ older rows left out to fit GitHub's limit \|/);
    expect(body).toContain("| 399 | continue");
    expect(body).toContain("Closes #7");
  });
});

describe("the round table of a long-lived pull request stays within GitHub's limit", () => {
  const row = (i: number) => `| ${i} | continue | ${"s".repeat(300)} | – | 1 s | \`x\` | [report](#${i}) |`;

  it("leaves out the table's oldest rows, not the new ones, when the body already holds many rounds", () => {
    // Earlier runs (or a person's edit) filled the table up to just under the limit.
    let full = TABLE;
    for (let i = 3; full.length < GITHUB_BODY_LIMIT - 400; i++) full = withRows(full, [row(i)], "end", "");
    const body = withRows(full, ["| ↳ | [review](u) by x | | | | | |", row(9001), row(9002)], "end", "");
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toContain("| 9001 | continue");
    expect(body).toContain("| 9002 | continue");
    expect(body).toContain("| ↳ | [review](u) by x |");
    expect(body).not.toContain("| 1 | continue | a |");
    expect(body).toMatch(/\| … \| \d+ older rows left out to fit GitHub's limit \|/);
    expect(body.endsWith("Closes #7")).toBe(true);
  });

  it("counts the rows left out earlier in one line, not one line per time", () => {
    let body = TABLE;
    for (let i = 3; i < 600; i++) body = withRows(body, [row(i)], "end", "");
    const notes = roundTableRows(body).filter((line) => line.startsWith("| … |"));
    expect(notes).toHaveLength(1);
    const kept = roundTableRows(body).length - 1;
    expect(Number(/(\d+) older rows/.exec(notes[0] ?? "")?.[1]) + kept).toBe(599);
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toContain("| 599 | continue");
  });
});
