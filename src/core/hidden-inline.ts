// Inline markup the page hides, in Markdown text or raw HTML; the rules are in docs/security.md.
import { isInvisible, REMOVED } from "./invisible.js";

/**
 * `text`: a paragraph's lines; `raw`: an HTML block's, where backticks and backslashes are plain
 * characters; `unsure`: either, or code, so what spans lines is taken to run on to the end.
 */
export type InlineMode = "text" | "raw" | "unsure";

export interface InlineScan {
  /** Ranges to remove; they may overlap, where two readings of the text each hide something. */
  removed: [number, number][];
  comments: number;
  tags: number;
  /** Image descriptions (alt text) and link titles: attributes, not text. */
  labels: number;
  characters: number;
  /** A comment or tag left open: the page hides the rest. */
  open: boolean;
  /** False once a backtick may pair in a way the scan cannot follow, until a blank line. */
  spans: boolean;
}

/** The scan so far. */
interface Scan extends InlineScan {
  /** Characters the scan may still look ahead over; past it, the rest is hidden: text made to be slow is not read. */
  budget: number;
  /** The end of what is removed around the scan: what it finds there was counted with it. */
  covered: number;
}

/** Look-ahead allowed per character of text, far more than any text but one made to be slow needs. */
const BUDGET_PER_CHAR = 32;

const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;

const BACKTICKS = /`+/y;

/** [Autolinks](https://spec.commonmark.org/0.31.2/#autolinks), without backticks: shown, so kept. */
const AUTOLINK =
  /<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>`]*|[A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;

/** An attribute as [CommonMark](https://spec.commonmark.org/0.31.2/#raw-html) reads one, line ends allowed. */
const ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>\`]+|'[^']*'|"[^"]*"))?`;

/** An open or closing tag in a paragraph. */
const TAG = new RegExp(String.raw`<[A-Za-z][A-Za-z0-9-]*(?:${ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>`, "y");

/** White space as HTML reads it. */
const HTML_SPACE = /[\t\n\f\r ]/;

const CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;

/** Named references to characters that render as nothing. */
const INVISIBLE_NAMES: Readonly<Record<string, number>> = {
  shy: 0xad,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ZeroWidthSpace: 0x200b,
  NegativeVeryThinSpace: 0x200b,
  NegativeThinSpace: 0x200b,
  NegativeMediumSpace: 0x200b,
  NegativeThickSpace: 0x200b,
  NoBreak: 0x2060,
  af: 0x2061,
  ApplyFunction: 0x2061,
  it: 0x2062,
  InvisibleTimes: 0x2062,
  ic: 0x2063,
  InvisibleComma: 0x2063,
};

/** A construct that starts with `<`: its end, or -1 when it runs past the text. */
type Markup = { kind: "comment" | "tag" | "autolink"; end: number } | null;

/**
 * `text` without HTML comments, tags (attributes and all), image descriptions, link titles and
 * references to invisible characters; code spans are kept only where GitHub surely reads one.
 */
export function scanInline(text: string, mode: InlineMode, before: { spans: boolean }): InlineScan {
  const budget = BUDGET_PER_CHAR * text.length + 10_000;
  const counts = { comments: 0, tags: 0, labels: 0, characters: 0 };
  const scan: Scan = { ...counts, removed: [], budget, covered: 0, open: false, spans: before.spans };
  let i = 0;
  while (i < text.length && !scan.open) i = scan.budget < 0 ? hideRest(text, i, scan) : step(text, i, mode, scan);
  const { removed, comments, tags, labels, characters, open, spans } = scan;
  return { removed, comments, tags, labels, characters, open, spans };
}

/** Removes all from `i` on, as an open comment does. */
function hideRest(text: string, i: number, scan: Scan): number {
  scan.removed.push([i, text.length]);
  scan.open = true;
  return text.length;
}

/** Removes `range`, counted under `count` unless it lies in a removal already counted. */
function remove(scan: Scan, range: [number, number], count: "comments" | "tags" | "labels" | "characters"): void {
  if (range[0] >= scan.covered) scan[count]++;
  scan.covered = Math.max(scan.covered, range[1]);
  scan.removed.push(range);
}

/** Charges the scan for looking from `from` to `to`. */
function spend(scan: Scan, from: number, to: number): void {
  scan.budget -= Math.max(0, to - from);
}

/** The text with each removed range replaced by {@link REMOVED} on each line it touches. */
export function withRemovals(text: string, removed: readonly [number, number][]): string {
  let out = "";
  let at = 0;
  for (const [start, end] of [...removed].sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + text.slice(from, end).split("\n").fill(REMOVED).join("\n");
    at = end;
  }
  return out + text.slice(at);
}

/** Reads what starts at `i` into `scan`; the index after it. */
function step(text: string, i: number, mode: InlineMode, scan: Scan): number {
  const char = text[i] ?? "";
  const next = text[i + 1] ?? "";
  if (char === "\n" && blankLineAt(text, i + 1)) scan.spans = true;
  if (char === "\\" && mode === "text" && ASCII_PUNCTUATION.test(next)) return i + 2;
  if (char === "`") return backticks(text, i, mode, scan);
  if (char === "!" && next === "[") return image(text, i, scan);
  if (char === "]" && (next === "(" || next === "[")) return linkTail(text, i, scan);
  if (char === "<") return markup(text, i, mode, scan);
  if (char === "&") return reference(text, i, scan);
  return i + 1;
}

function blankLineAt(text: string, i: number): boolean {
  return /^[ \t]*(?:\n|$)/.test(text.slice(i, i + 200));
}

/** Past a code span, or past the run as plain characters. */
function backticks(text: string, i: number, mode: InlineMode, scan: Scan): number {
  BACKTICKS.lastIndex = i;
  const run = BACKTICKS.exec(text)?.[0] ?? "`";
  const end = mode === "text" && scan.spans ? codeSpanEnd(text, i, run.length, scan) : -1;
  if (end >= 0) return end;
  // Unpaired here, it may pair with a later run where GitHub reads Markdown.
  if (mode !== "raw") scan.spans = false;
  return i + run.length;
}

/** The end of a code span opened at `i` and closed on its line by a run as long; -1 when in doubt. */
function codeSpanEnd(text: string, i: number, length: number, scan: Scan): number {
  const runs = /`+|\n/g;
  runs.lastIndex = i + length;
  for (let match = runs.exec(text); match !== null && match[0] !== "\n"; match = runs.exec(text)) {
    if (match[0].length !== length) continue;
    spend(scan, i, match.index);
    // A table cell ends at `|`, code span or not.
    return text.slice(i, match.index).includes("|") ? -1 : match.index + length;
  }
  spend(scan, i, runs.lastIndex === 0 ? text.length : runs.lastIndex);
  return -1;
}

/** An image's description removed; the scan goes on inside it, in case GitHub reads no image. */
function image(text: string, i: number, scan: Scan): number {
  const end = descriptionEnd(text, i + 2);
  spend(scan, i, end);
  if (text.slice(i + 2, end).trim() !== "") remove(scan, [i + 2, end], "labels");
  return i + 2;
}

/**
 * Where an image's description ends: at its matching `]`, or at the paragraph's end when a code
 * span, tag, autolink or link destination may hold a `]` GitHub does not count.
 */
function descriptionEnd(text: string, from: number): number {
  let depth = 1;
  for (let j = from; j < text.length; j++) {
    const char = text[j];
    if (char === "\\") j++;
    else if (char === "\n" && blankLineAt(text, j + 1)) return j;
    else if (char === "`" || char === "<" || text.startsWith("](", j - 1)) return paragraphEnd(text, j);
    else if (char === "[") depth++;
    else if (char === "]" && --depth === 0) return j;
  }
  return text.length;
}

/** The end of the paragraph around `from`: a blank line, or the text's end. */
function paragraphEnd(text: string, from: number): number {
  const blank = /\n[ \t]*(?:\n|$)/g;
  blank.lastIndex = from;
  return blank.exec(text)?.index ?? text.length;
}

/**
 * After a link's `]`: a title removed. A destination, title or label is read whole when GitHub
 * takes a link, so a backtick there may not pair as it seems to.
 */
function linkTail(text: string, i: number, scan: Scan): number {
  const tail = text[i + 1] === "[" ? { end: labelEnd(text, i + 2), title: null } : destination(text, i + 2);
  spend(scan, i, Math.max(tail.end, tail.title?.[1] ?? 0));
  if (text.slice(i + 2, tail.end).includes("`")) scan.spans = false;
  if (tail.title !== null) {
    // Ahead of the scan, it covers nothing yet.
    if (i >= scan.covered) scan.labels++;
    scan.removed.push(tail.title);
    if (text.slice(...tail.title).includes("`")) scan.spans = false;
  }
  return i + 1;
}

function labelEnd(text: string, from: number): number {
  const end = text.indexOf("]", from);
  return end < 0 ? text.length : end;
}

/** A link destination from `from`, and the range of a title after it. */
function destination(text: string, from: number): { end: number; title: [number, number] | null } {
  let j = skipSpace(text, from);
  const start = j;
  if (text[j] === "<") {
    const close = text.indexOf(">", j);
    j = close < 0 ? text.length : close + 1;
  } else j = unbracketedEnd(text, j);
  const end = j;
  j = skipSpace(text, j);
  if ((j === end && end !== start) || !/^["'(]$/.test(text[j] ?? "")) return { end, title: null };
  const close = titleEnd(text, j);
  return { end, title: close < 0 ? null : [j, close] };
}

/** The end of a destination without `<>`: no white space, parentheses balanced. */
function unbracketedEnd(text: string, from: number): number {
  let depth = 0;
  let j = from;
  for (; j < text.length && !/\s/.test(text[j] ?? ""); j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === "(") depth++;
    else if (text[j] === ")" && depth-- === 0) break;
  }
  return Math.min(j, text.length);
}

/** Past spaces, tabs and at most one line end. */
function skipSpace(text: string, from: number): number {
  return from + (/^[ \t]*\n?[ \t]*/.exec(text.slice(from, from + 200))?.[0].length ?? 0);
}

/** The index after a title opened at `at`, whose closer escapes may hide; -1 past a blank line. */
function titleEnd(text: string, at: number): number {
  const close = text[at] === "(" ? ")" : text[at];
  for (let j = at + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === close) return j + 1;
    else if (text[j] === "\n" && blankLineAt(text, j + 1)) return -1;
  }
  return -1;
}

/** A comment, tag or declaration removed, an autolink kept, or `<` as a character. */
function markup(text: string, i: number, mode: InlineMode, scan: Scan): number {
  const found = markupAt(text, i, mode);
  spend(scan, i, found === null ? i + 64 : found.end < 0 ? text.length : found.end);
  if (found === null) return i + 1;
  if (found.kind === "autolink") return found.end;
  const count = found.kind === "comment" ? "comments" : "tags";
  // Where lines may be code or HTML, what spans lines may not close where it seems to.
  if (found.end < 0 || (mode === "unsure" && text.slice(i, found.end).includes("\n"))) {
    remove(scan, [i, text.length], count);
    scan.open = true;
    return text.length;
  }
  if (text.slice(i, found.end).includes("`")) scan.spans = false;
  remove(scan, [i, found.end], count);
  // Where GitHub may read Markdown, it may see no tag here, and something that starts inside it.
  return mode === "raw" ? found.end : i + 1;
}

function markupAt(text: string, i: number, mode: InlineMode): Markup {
  const rest = text.slice(i, i + 12);
  if (rest.startsWith("<!--")) return closedBy(text, i, { skip: 2, closer: "-->", kind: "comment", mode: "raw" });
  if (mode === "text") {
    AUTOLINK.lastIndex = i;
    const link = AUTOLINK.exec(text);
    if (link !== null) return { kind: "autolink", end: i + link[0].length };
  }
  // In HTML, a processing instruction or CDATA is a bogus comment that ends at `>`.
  if (rest.startsWith("<?")) return closedBy(text, i, { skip: 2, closer: mode === "text" ? "?>" : ">", kind: "tag", mode });
  if (rest.startsWith("<![CDATA[")) return closedBy(text, i, { skip: 9, closer: mode === "text" ? "]]>" : ">", kind: "tag", mode });
  if (/^<![A-Za-z]/.test(rest)) return closedBy(text, i, { skip: 2, closer: ">", kind: "tag", mode });
  if (/^<\/?[A-Za-z]/.test(rest)) return tagAt(text, i, mode);
  return null;
}

/** A construct that ends at `closer`; unclosed, it hides the rest in HTML (and a comment anywhere). */
function closedBy(text: string, i: number, rule: { skip: number; closer: string; kind: "comment" | "tag"; mode: InlineMode }): Markup {
  const end = text.indexOf(rule.closer, i + rule.skip);
  if (end >= 0) return { kind: rule.kind, end: end + rule.closer.length };
  return rule.mode === "text" ? null : { kind: rule.kind, end: -1 };
}

/** A tag: as CommonMark reads one in a paragraph, as a browser does in HTML. */
function tagAt(text: string, i: number, mode: InlineMode): Markup {
  if (mode !== "text") return { kind: "tag", end: htmlTagEnd(text, i) };
  TAG.lastIndex = i;
  const tag = TAG.exec(text)?.[0];
  // A paragraph ends at a blank line, and so does any tag in it.
  return tag === undefined || /\n[ \t]*\n/.test(tag) ? null : { kind: "tag", end: i + tag.length };
}

/** Where a browser ends the tag at `i`: attributes read as its tokenizer does; -1 past the text. */
function htmlTagEnd(text: string, i: number): number {
  let j = skipWhile(text, i + 1, (char) => !HTML_SPACE.test(char) && char !== "/" && char !== ">");
  for (;;) {
    j = skipWhile(text, j, (char) => HTML_SPACE.test(char) || char === "/");
    if (j >= text.length) return -1;
    if (text[j] === ">") return j + 1;
    j = skipWhile(text, j + 1, (char) => !HTML_SPACE.test(char) && char !== "/" && char !== ">" && char !== "=");
    j = skipWhile(text, j, (char) => HTML_SPACE.test(char));
    if (text[j] !== "=") continue;
    j = skipWhile(text, j + 1, (char) => HTML_SPACE.test(char));
    const quote = text[j];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, j + 1);
      if (close < 0) return -1;
      j = close + 1;
    } else j = skipWhile(text, j, (char) => !HTML_SPACE.test(char) && char !== ">");
  }
}

function skipWhile(text: string, from: number, keep: (char: string) => boolean): number {
  let j = from;
  while (j < text.length && keep(text[j] ?? "")) j++;
  return j;
}

/** A reference to an invisible character removed and counted; any other kept. */
function reference(text: string, i: number, scan: Scan): number {
  CHARACTER_REFERENCE.lastIndex = i;
  const match = CHARACTER_REFERENCE.exec(text);
  if (match === null) return i + 1;
  const [whole, hex, decimal, name = ""] = match;
  const code = hex !== undefined ? parseInt(hex, 16) : decimal !== undefined ? Number(decimal) : INVISIBLE_NAMES[name];
  if (code !== undefined && code <= 0x10ffff && isInvisible(String.fromCodePoint(code))) remove(scan, [i, i + whole.length], "characters");
  return i + whole.length;
}
