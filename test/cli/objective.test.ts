/** A local run's objective (`--objective`, `--issue-file`) and the branch it names by default. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultBranch, readObjective } from "../../src/cli/objective.js";
import { UsageError } from "../../src/cli/options.js";

const dir = mkdtempSync(join(tmpdir(), "ralph-cli-objective-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the objective of a local run", () => {
  it("is the --objective text, titled by its first line", async () => {
    expect(await readObjective({ objective: "\n  Fix add()  \nIt subtracts.", issueFile: null }, dir)).toEqual({
      title: "Fix add()",
      text: "Fix add()  \nIt subtracts.",
      hidden: { comments: 0, tags: 0, definitions: 0, labels: 0, characters: 0 },
    });
  });

  it("is an issue file's title (its first line, heading mark dropped) and body, the path taken from the working folder", async () => {
    writeFileSync(join(dir, "issue.md"), "\uFEFF# add() returns the wrong sum\r\n\r\n`add(2, 3)` should be 5.\r\n");
    expect(await readObjective({ objective: null, issueFile: "issue.md" }, dir)).toEqual({
      title: "add() returns the wrong sum",
      text: "add() returns the wrong sum\n\n`add(2, 3)` should be 5.",
      hidden: { comments: 0, tags: 0, definitions: 0, labels: 0, characters: 0 },
    });
  });

  it("refuses an issue file that cannot be read or has no title, naming the flag", async () => {
    await expect(readObjective({ objective: null, issueFile: "missing.md" }, dir)).rejects.toThrow(UsageError);
    await expect(readObjective({ objective: null, issueFile: "missing.md" }, dir)).rejects.toThrow(/option '--issue-file' cannot be read/);
    writeFileSync(join(dir, "blank.md"), "#   \n\nbody\n");
    await expect(readObjective({ objective: null, issueFile: "blank.md" }, dir)).rejects.toThrow(/without a title/);
  });
});

describe("the default branch", () => {
  it.each([
    ["add() returns the wrong sum", "ralph/add-returns-the-wrong-sum"],
    ["Café: naïve résumé", "ralph/cafe-naive-resume"],
    ["Make the parser accept every Unicode escape that JSON allows, and more", "ralph/make-the-parser-accept-every-unicode"],
    ["Supercalifragilisticexpialidocious-and-then-some-more-letters", "ralph/supercalifragilisticexpialidocious-and"],
    ["Averyveryveryveryveryveryveryveryverylongsingleword", "ralph/averyveryveryveryveryveryveryveryverylon"],
    ["日本語", "ralph/run"],
  ])("of %j is %s", (title, branch) => {
    expect(defaultBranch(title)).toBe(branch);
  });
});
