/**
 * Every relative link of README.md and docs/*.md leads to a file of the project and, when it names
 * an anchor, to a heading GitHub makes that anchor for; nothing in the project points outside it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { anchors, markdownLinks, proseLines, slug } from "./markdown.js";

const ROOT = resolve(import.meta.dirname, "../..");

/** The documents people read: README.md and every docs/*.md. */
const DOCUMENTS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Why a relative link of `file` does not resolve, or null when it does. */
function brokenLink(file: string, target: string): string | null {
  const [path = "", anchor] = target.split("#", 2);
  const resolved = path === "" ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), decodeURI(path));
  const inside = relative(ROOT, resolved);
  if (inside.startsWith("..")) return "points outside the project";
  if (!existsSync(resolved)) return "no such file";
  if (anchor === undefined || anchor === "") return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) return "an anchor in a file that is not markdown";
  return anchors(readFileSync(resolved, "utf8")).has(decodeURIComponent(anchor)) ? null : `no heading for #${anchor} in ${inside}`;
}

describe("the docs' links", () => {
  it("are found in README.md and docs/*.md", () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(["README.md", "docs/design.md", "docs/security.md", "docs/reference.md"]));
    const relativeLinks = DOCUMENTS.flatMap((file) => markdownLinks(read(file)).filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target)));
    expect(relativeLinks.length).toBeGreaterThan(40);
  });

  it("lead to files of the project, and to headings that exist", () => {
    const broken = DOCUMENTS.flatMap((file) =>
      markdownLinks(read(file))
        .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target))
        .map(({ target, line }) => ({ why: brokenLink(file, target), where: `${file}:${line}: ${target}` }))
        .filter(({ why }) => why !== null)
        .map(({ why, where }) => `${where}: ${why}`),
    );
    expect(broken).toEqual([]);
  });

  it("name no file outside the project (a document of the tracker or a sibling folder)", () => {
    const outside = /\.\.\/shared\b/;
    const files = ["README.md", ...DOCUMENTS, ...walk("src"), ...walk("test"), ...walk("scripts"), "action.yml", "app.yml"];
    expect(files.filter((file) => outside.test(read(file)))).toEqual([]);
  });
});

describe("the link checks themselves", () => {
  it("make GitHub's anchors: punctuation dropped, code kept, repeated headings numbered", () => {
    expect(slug("`ralph-bot init`: set up a repository")).toBe("ralph-bot-init-set-up-a-repository");
    expect(slug("The agent contract (bring your own agent)")).toBe("the-agent-contract-bring-your-own-agent");
    expect(slug("The token, never in the agent's reach")).toBe("the-token-never-in-the-agents-reach");
    expect(slug("5. The runner")).toBe("5-the-runner");
    expect([...anchors("# A\n## Notes\n```\n# not a heading\n```\n## Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("read links outside code only, and catch a missing file and a missing heading", () => {
    const markdown = "[a](docs/design.md#outcomes) `[b](nowhere.md)`\n````\n```\n[c](nowhere.md)\n```\n````\n[d]: docs/none.md\n";
    expect(markdownLinks(markdown)).toEqual([
      { target: "docs/design.md#outcomes", line: 1 },
      { target: "docs/none.md", line: 7 },
    ]);
    expect(proseLines(markdown)[3]).toBeNull();
    expect(brokenLink("README.md", "docs/design.md#outcomes")).toBeNull();
    expect(brokenLink("README.md", "docs/none.md")).toBe("no such file");
    expect(brokenLink("README.md", "docs/design.md#no-such-heading")).toMatch(/^no heading for #no-such-heading/);
    expect(brokenLink("docs/design.md", "../../elsewhere.md")).toBe("points outside the project");
  });
});

/** The text files under `dir`, relative to the project's root. */
function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|mjs|js|md|ya?ml|json|sh)$/.test(entry.name) ? [path] : [];
  });
}
