/**
 * docs/cli.md stays true to the command: its flag tables are the flags of `run` (with their
 * defaults) and of `init`, its exit codes the code's.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOf, FLAGS } from "../../src/cli/options.js";
import { EXIT_CODES, USAGE_EXIT_CODE } from "../../src/cli/outcome.js";
import { main } from "../../src/cli/program.js";
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

/** The part of `text` from the heading `heading` to the next heading of its level or above. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/cli.md has no heading ${heading}`);
  const level = /^#+/.exec(heading)?.[0] ?? "##";
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

describe("docs/cli.md", () => {
  it("lists every flag of ralph-bot run, in order, each with the default the command applies", async () => {
    const table = rows(section(await docs(), "## Flags"), "`--");
    expect(table.map(([flag]) => /^`--([a-z-]+)/.exec(flag ?? "")?.[1])).toEqual(FLAGS.map((flag) => flag.name));
    for (const [flag = "", shown = ""] of table) {
      const name = /^`--([a-z-]+)/.exec(flag)?.[1] as (typeof FLAGS)[number]["name"];
      const applied = defaultOf(name);
      if (applied !== null) expect([flag, shown]).toEqual([flag, `\`${applied}\``]);
    }
  });

  it("lists every flag of ralph-bot init, in the order its help lists them", async () => {
    let help = "";
    const code = await main(["init", "--help"], {
      stdout: { write: (text: string) => (help += text) },
      stderr: { write: () => undefined },
      env: {},
      cwd: PROJECT_ROOT,
      termination: new AbortController().signal,
    });
    expect(code).toBe(0);
    const flags = [...help.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1]).filter((flag) => flag !== "--help");
    const table = rows(section(await docs(), "## `ralph-bot init`: set up a repository"), "`--");
    expect(table.map(([flag]) => /^`(--[a-z-]+)/.exec(flag ?? "")?.[1])).toEqual(flags);
  });

  it("gives the exit code of every outcome, and 2 for a refused command line", async () => {
    const table = rows(await docs(), "");
    for (const [outcome, code] of Object.entries(EXIT_CODES)) {
      expect(table.some(([cell, text]) => cell === String(code) && text?.startsWith(`\`${outcome}\``))).toBe(true);
    }
    expect(table.some(([cell, text]) => cell === String(USAGE_EXIT_CODE) && text?.startsWith("a command line"))).toBe(true);
  });
});
