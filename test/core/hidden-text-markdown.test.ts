import { describe, expect, it } from "vitest";
import { buildObjective } from "../../src/core/objective.js";
import { withoutHiddenText, type HiddenText } from "../../src/core/hidden-text.js";

const NONE: HiddenText = { comments: 0, tags: 0, definitions: 0, labels: 0, characters: 0 };

/** What `text` leaves for the agent, which must not hold the word INJECTED. */
function seen(text: string): { text: string; hidden: HiddenText } {
  const result = withoutHiddenText(text);
  expect(result.text).not.toContain("INJECTED");
  return result;
}

describe("Markdown GitHub's page hides", () => {
  it("takes a backtick line whose info string holds a backtick for text, not a fence", () => {
    expect(seen("Fix it.\n``` x`\n<!-- INJECTED -->\nThanks")).toEqual({
      text: "Fix it.\n``` x`\nThanks",
      hidden: { ...NONE, comments: 1 },
    });
  });

  it("reads fence lines inside an HTML block as raw HTML", () => {
    expect(seen("<div>\n```\n<!-- INJECTED -->\n```\n</div>\nend").hidden.comments).toBe(1);
    expect(seen("<details>\n~~~\n<img alt=INJECTED>\n~~~\n</details>").hidden.tags).toBe(3);
    expect(seen("<!--\n```\n-->\n<!-- INJECTED -->\n```").hidden.comments).toBe(2);
  });

  it("drops link reference definitions, titles on the next line too", () => {
    const body = 'Fix it.\n\n[//]: # (INJECTED)\n[x]: <https://example.com> "INJECTED"\n[y]: /u\n  "INJECTED"\n[z]:\n/u\nDone.';
    expect(seen(body)).toEqual({ text: "Fix it.\n\nDone.", hidden: { ...NONE, definitions: 4 } });
  });

  it("drops variation selectors of the supplement, and those of the basic block but an emoji's", () => {
    const smuggled = [..."INJECTED"].map((c) => String.fromCodePoint(0xe0100 + c.charCodeAt(0))).join("");
    expect(seen(`a${smuggled}b\ufe00\ufe01`)).toEqual({ text: "ab", hidden: { ...NONE, characters: smuggled.length / 2 + 2 } });
  });

  it("drops HTML tags with their attributes, keeping the text between them", () => {
    const body = 'See <img alt="INJECTED" src="x.png"> <p title=\'INJECTED\' data-x=INJECTED>shown</p> <a\nhref="INJECTED">link</a>';
    expect(seen(body)).toEqual({ text: "See  shown \nlink", hidden: { ...NONE, tags: 5 } });
  });

  it("drops link titles and code blocks' info strings but a language, shown by no page", () => {
    expect(seen('[a](https://example.com "INJECTED") [b](<https://example.com/b>\n(INJECTED))')).toEqual({
      text: "[a](https://example.com ) [b](<https://example.com/b>\n)",
      hidden: { ...NONE, labels: 2 },
    });
    expect(seen("```ts INJECTED\nx\n```\n~~~ INJECTED\n~~~\n- ```INJECTED")).toEqual({
      text: "```ts\nx\n```\n~~~\n~~~\n- ```",
      hidden: { ...NONE, labels: 3 },
    });
  });

  it("drops image descriptions, which show only when the image fails", () => {
    expect(seen("See ![INJECTED](https://example.com/a.png) and ![](b.png), ![a [INJECTED] b][ref]!")).toEqual({
      text: "See ![](https://example.com/a.png) and ![](b.png), ![][ref]!",
      hidden: { ...NONE, labels: 2 },
    });
    expect(seen("![a `]` INJECTED](u)\n\nnext").text).toBe("![\n\nnext");
    expect(seen("![a [b](x]y) INJECTED](u)").text).toBe("![");
  });

  it("drops character references to invisible characters", () => {
    expect(seen("a&#xE0049;&zwnj;&#8203;b &amp; c")).toEqual({ text: "ab &amp; c", hidden: { ...NONE, characters: 3 } });
  });

  it("keeps nothing a code span would keep only in a reading GitHub does not make", () => {
    // A run closes only on a run as long; an escaped backtick opens nothing; a span may cross a line; a table cell ends at `|`.
    expect(seen("`<!-- INJECTED -->``").hidden.comments).toBe(1);
    expect(seen("\\`<!-- INJECTED -->`").hidden.comments).toBe(1);
    expect(seen("`a\nb` <!-- INJECTED --> `c`").hidden.comments).toBe(1);
    expect(seen("| a | b |\n| - | - |\n| `x | <!-- INJECTED --> ` |").hidden.comments).toBe(1);
    expect(seen('a <span title="`">`<!-- INJECTED -->`').hidden.comments).toBe(1);
  });

  it("keeps nothing a fence would keep only if it were not in a list item", () => {
    expect(seen("- ```\n  x\n  ```\n  <!-- INJECTED -->").hidden.comments).toBe(1);
    expect(seen("1. a\n\n   ```\nx\n   <!-- INJECTED -->").hidden.comments).toBe(1);
    expect(seen("- a\n\n   ```\n   x\n     ```\n   <!-- INJECTED -->").hidden.comments).toBe(1);
    expect(seen("1. a\n    ```\n    x\n   ```\n<!-- INJECTED -->\n```").hidden.comments).toBe(1);
    expect(seen("- a\n\n    <div>\n    `<!-- INJECTED -->`").hidden.comments).toBe(1);
  });

  it("leaves out what either of two readings hides, where GitHub's depends on what the scan cannot see", () => {
    // A definition, or a paragraph whose tag runs on; a link's destination read whole, or code spans.
    expect(seen('[x]: <a\ntitle="INJECTED"> text').hidden.definitions).toBe(1);
    expect(seen("[a](u`) <!-- INJECTED --> `").hidden.comments).toBe(1);
    expect(seen('[a](u "`") <!-- INJECTED --> `').hidden.comments).toBe(1);
    // A blank line ends a paragraph and any tag in it, but not a footnote GitHub shows only when referred to.
    expect(seen("a <b\n\n> ```js INJECTED").text).toBe("a <b\n\n> ```js");
    expect(seen("Text.\n\n[^1]: INJECTED\n    INJECTED too").text).toBe("Text.\n");
    // Indented code, or the start of a definition whose destination is on the next line.
    expect(seen("    [x]:\n  [x]:\n  `INJECTED`").text).toBe("");
    // A block quote's `>` is a marker, not the end of a tag, and a title goes on past it.
    expect(seen("> a <!x\n> INJECTED <b\ntitle=INJECTED>").hidden.tags).toBeGreaterThan(0);
    expect(seen('> - [x]: /u\n > "INJECTED"').hidden.definitions).toBe(1);
    expect(seen("a <!X\n> ~~~ '> INJECTED").text).toBe("a ");
    // In raw HTML, CDATA is a comment to the next `>`, and an open quote hides the rest.
    expect(seen("<div> <![CDATA[ -->\n<b title='\nINJECTED ]]>").text).toBe("");
  });

  it("leaves out the rest of a text made to be slow to read, quickly", () => {
    const slow = "![".repeat(40_000) + "](".repeat(40_000);
    const started = Date.now();
    expect(seen(`${slow}INJECTED`).text.length).toBeLessThan(slow.length);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("hides the rest after a comment raw HTML leaves open, code blocks included", () => {
    expect(seen("a\n<div><!--\n\n```\n-->\nINJECTED\n```")).toEqual({ text: "a", hidden: { ...NONE, comments: 1, tags: 1 } });
  });

  it("keeps an ordinary issue as it is", () => {
    const body = [
      "## Steps",
      "",
      "1. Run:",
      "   ```sh",
      "   npm test -- --grep '<Foo>'",
      "   ```",
      "2. See <https://example.com/a?b=c> and `Array<string>` \\<not a tag>, a < b, 2 > 1.",
      "",
      "```html",
      "<!-- a comment people see -->",
      '<div class="x">[x]: y</div>',
      "```",
      "",
      "> quoted **text** with [a link](https://example.com) 👍🏽 ❤️ 1️⃣ 👩‍💻",
      "",
      "    indented code",
      "- [ ] task",
    ].join("\n");
    expect(withoutHiddenText(body)).toEqual({ text: body, hidden: NONE });
  });

  it("counts what it left out of the objective, taking the title as plain text", () => {
    const objective = buildObjective({
      issue: { number: 7, title: "Crash in <Foo> on Array<string>", body: 'Fix it.\n\n[//]: # (INJECTED)\n<img alt="INJECTED" src=x>' },
      note: null,
    });
    expect(objective.text).toBe("Issue #7: Crash in <Foo> on Array<string>\n\nFix it.");
    expect(objective.hidden).toEqual({ ...NONE, tags: 1, definitions: 1 });
  });
});

describe("plain text (titles, names, logs)", () => {
  it("loses only invisible characters and HTML comments", () => {
    expect(withoutHiddenText("Array<string> [x]: y\u200b <!-- INJECTED -->", { format: "plain" })).toEqual({
      text: "Array<string> [x]: y ",
      hidden: { ...NONE, comments: 1, characters: 1 },
    });
  });
});
