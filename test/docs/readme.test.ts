/**
 * The README is for the people who arrive: the two commands a contributor runs first, then what the
 * bot does and how to use it on one's own repository in a few steps near the top, short, with every
 * document of docs/ linked from it, and only npm scripts that exist.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownLinks, proseLines } from "./markdown.js";

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** Longest the README may be, in lines as `wc -l` counts them. */
const MAX_LINES = 250;
/** The line by which the README reaches "Use it on your repository". */
const USE_IT_BY_LINE = 60;
/** Most steps from nothing to a first run on one's own repository. */
const MAX_STEPS = 5;

/** The README's lines from the heading `heading` to the next heading of level 2 or above. */
function section(heading: string): string[] {
  const lines = README.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`README.md has no heading ${heading}`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe("README.md", () => {
  it("opens with the demo and the test command", () => {
    const [firstBlock] = README.split("```sh\n").slice(1);
    expect(README.indexOf("```sh\n")).toBeLessThan(README.indexOf("\n## "));
    expect(firstBlock?.split("```")[0]).toMatch(/^npm ci && npm run demo .*\nnpm ci && npm test .*\n$/);
  });

  it(`is at most ${MAX_LINES} lines`, () => {
    expect(README.split("\n").length - 1).toBeLessThanOrEqual(MAX_LINES);
  });

  it(`reaches "Use it on your repository" within its first ${USE_IT_BY_LINE} lines, in at most ${MAX_STEPS} steps from npx ralph-bot init`, () => {
    const line = README.split("\n").indexOf("## Use it on your repository") + 1;
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThanOrEqual(USE_IT_BY_LINE);
    const steps = section("## Use it on your repository").filter((text) => /^\d+\. /.test(text));
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(MAX_STEPS);
    expect(steps.map((text) => /^(\d+)\./.exec(text)?.[1])).toEqual(steps.map((_, index) => String(index + 1)));
    expect(section("## Use it on your repository").join("\n")).toContain("npx ralph-bot init");
  });

  it("draws what the bot does in a diagram GitHub renders", () => {
    expect(README).toMatch(/```mermaid\nsequenceDiagram\n/);
  });

  it("links every document of docs/", () => {
    const linked = new Set(markdownLinks(README).map(({ target }) => target.split("#")[0]));
    const documents = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"));
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(documents.filter((name) => !linked.has(`docs/${name}`))).toEqual([]);
  });

  it("names only npm scripts that package.json has, the fast lane among them", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    const prose = proseLines(README).join("\n");
    const named = [...new Set([...README.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1] ?? ""))];
    expect(named).toEqual(expect.arrayContaining(["demo", "test:unit", "test:agents"]));
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
    expect(prose).toContain("`npm run test:unit`");
  });
});
