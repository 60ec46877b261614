/** docs/cli.md stays true to the command: its flag table is the flag list with its defaults, its exit codes the code's. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOf, FLAGS } from "../../src/cli/options.js";
import { EXIT_CODES, USAGE_EXIT_CODE } from "../../src/cli/outcome.js";
import { PROJECT_ROOT } from "../support/action-runner.js";

const docs = () => readFile(join(PROJECT_ROOT, "docs/cli.md"), "utf8");

/** The cells of the table rows whose first cell starts with `start`. */
function rows(text: string, start: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`| ${start}`))
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
}

describe("docs/cli.md", () => {
  it("lists every flag of ralph-bot run, in order, each with the default the command applies", async () => {
    const table = rows(await docs(), "`--");
    expect(table.map(([flag]) => /^`--([a-z-]+)/.exec(flag ?? "")?.[1])).toEqual(FLAGS.map((flag) => flag.name));
    for (const [flag = "", shown = ""] of table) {
      const name = /^`--([a-z-]+)/.exec(flag)?.[1] as (typeof FLAGS)[number]["name"];
      const applied = defaultOf(name);
      if (applied !== null) expect([flag, shown]).toEqual([flag, `\`${applied}\``]);
    }
  });

  it("gives the exit code of every outcome, and 2 for a refused command line", async () => {
    const table = rows(await docs(), "");
    for (const [outcome, code] of Object.entries(EXIT_CODES)) {
      expect(table.some(([cell, text]) => cell === String(code) && text?.startsWith(`\`${outcome}\``))).toBe(true);
    }
    expect(table.some(([cell, text]) => cell === String(USAGE_EXIT_CODE) && text?.startsWith("a command line"))).toBe(true);
  });
});
