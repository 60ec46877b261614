// How each line of Markdown reaches the page: code, text, raw HTML or a definition (docs/security.md).
import { indentColumns } from "./markdown.js";

/**
 * `opener`: a fence's first line; `raw`: an HTML block's; `unsure`: a line whose reading depends on
 * containers the scan does not follow (list items), read as HTML, from the first such line on.
 */
export type LineKind = "opener" | "code" | "text" | "raw" | "unsure";

export interface LineRead {
  kind: LineKind;
  /** In a link reference or footnote definition. */
  definition: boolean;
  /** May open a fence, whose info string is an attribute. */
  info: boolean;
}

interface Fence {
  indent: number;
  /** A closing fence: the same character, at least as many, up to three spaces in. */
  closer: RegExp;
}

/** An HTML block: `sure` when GitHub surely reads one; it ends at a blank line once no closer is pending. */
interface HtmlBlock {
  sure: boolean;
  closers: RegExp[];
}

type State = { kind: "text" } | { kind: "fence"; fence: Fence } | { kind: "html"; block: HtmlBlock } | { kind: "unsure" };

const BLANK = /^[ \t]*$/;

/** A fence opener at the top level: up to three spaces, and a backtick fence's info string has no backtick. */
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** A line that opens or closes a fence in some container: indented, or after list markers. */
const FENCE_ANYWHERE = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;

/** A line with the block quote markers before its text made spaces: what an inline scan reads there. */
export function withoutQuoteMarkers(line: string): string {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
  return prefix.includes(">") ? " ".repeat(prefix.length) + line.slice(prefix.length) : line;
}

/** A fence line's head in any container: quote and list markers, the fence; then its info string. */
const FENCE_HEAD = /^((?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*(?:`{3,}(?!.*`)|~{3,}))(.*)$/;

/** Block quote and list markers, and the white space around them. */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*/;

/** [HTML block](https://spec.commonmark.org/0.31.2/#html-blocks) kind 6 names that GitHub's and the current CommonMark agree on. */
const BLOCK_TAGS =
  "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";

const HTML_STARTS: readonly { start: RegExp; closer: RegExp | null; sure: boolean }[] = [
  { start: /^<!--/, closer: /-->/, sure: true },
  { start: /^<\?/, closer: /\?>/, sure: true },
  { start: /^<!\[CDATA\[/, closer: /\]\]>/, sure: true },
  { start: /^<![A-Z]/, closer: />/, sure: true },
  { start: /^<![a-z]/, closer: />/, sure: false },
  { start: /^<(?:script|pre|style)(?:[ \t>]|$)/i, closer: /<\/(?:script|pre|style)>/i, sure: true },
  { start: /^<textarea(?:[ \t>]|$)/i, closer: /<\/(?:script|pre|style|textarea)>/i, sure: false },
  { start: new RegExp(`^</?(?:${BLOCK_TAGS})(?:[ \\t>]|/>|$)`, "i"), closer: null, sure: true },
  { start: /^<\/?[A-Za-z]/, closer: null, sure: false },
];

/** How each line is read, and how many definitions there were. */
export function classifyLines(lines: readonly string[]): { reads: LineRead[]; definitions: number } {
  const reads: LineRead[] = [];
  let definitions = 0;
  let state: State = { kind: "text" };
  while (reads.length < lines.length) {
    const at = reads.length;
    const found = takesDefinitions(state) ? definitionsAt(lines, at) : { lines: 0, count: 0 };
    const taken = found.lines;
    definitions += found.count;
    const count = Math.max(1, taken);
    const read: { kind: LineKind; state: State } =
      taken > 0 ? inDefinition(state, lines.slice(at, at + taken)) : readLine(state, lines[at] ?? "");
    // A line that ends all trust may itself start a definition: it is read again.
    if (taken === 0 && read.state.kind === "unsure" && state.kind !== "unsure" && definitionLines(lines, at) > 0) {
      state = read.state;
      continue;
    }
    for (const line of lines.slice(at, at + count)) {
      const info = (read.kind === "unsure" || read.kind === "text") && FENCE_HEAD.test(line);
      reads.push({ kind: read.kind, definition: taken > 0, info });
    }
    if (read.kind === "unsure") unsureBack(reads, lines, at);
    state = read.state;
  }
  return { reads, definitions };
}

/** The definition at `at` and any that starts in its lines, in case GitHub starts one there: their lines and number. */
function definitionsAt(lines: readonly string[], at: number): { lines: number; count: number } {
  let end = at + definitionLines(lines, at);
  let count = end > at ? 1 : 0;
  for (let k = at + 1; k < end; k++) {
    const more = definitionLines(lines, k);
    if (more > 0) count++;
    end = Math.max(end, k + more);
  }
  return { lines: end - at, count };
}

/** The paragraph before `at` may run on into unsure lines: it is read as they are. */
function unsureBack(reads: LineRead[], lines: readonly string[], at: number): void {
  for (let i = at - 1; i >= 0 && reads[i]?.kind === "text" && !BLANK.test(lines[i] ?? ""); i--) {
    const read = reads[i];
    if (read !== undefined) read.kind = "unsure";
  }
}

/** A definition's lines: text, or unsure (and then an HTML block) when one of them may start an HTML block. */
function inDefinition(state: State, taken: readonly string[]): { kind: LineKind; state: State } {
  let closers = state.kind === "html" ? state.block.closers : [];
  let opened = state.kind !== "text";
  taken.forEach((line, i) => {
    const block = i > 0 ? htmlStart(line) : null;
    opened ||= block !== null;
    closers = pending([...closers, ...(block?.closers ?? [])], line);
  });
  if (!opened) return { kind: "text", state };
  return { kind: "unsure", state: state.kind === "unsure" ? state : { kind: "html", block: { sure: false, closers } } };
}

/** The closers not yet seen once `line` is read, each once. */
function pending(closers: readonly RegExp[], line: string): RegExp[] {
  return [...new Set(closers)].filter((closer) => !closer.test(line));
}

/** Where GitHub may read a definition: anywhere but code and HTML blocks it surely reads. */
function takesDefinitions(state: State): boolean {
  return state.kind === "text" || state.kind === "unsure" || (state.kind === "html" && !state.block.sure);
}

function readLine(state: State, line: string): { kind: LineKind; state: State } {
  switch (state.kind) {
    case "unsure":
      return { kind: "unsure", state };
    case "fence":
      return inFence(state.fence, line);
    case "html":
      return inHtml(state.block, line);
    case "text":
      return inText(line);
  }
}

function inText(line: string): { kind: LineKind; state: State } {
  if (BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
  const fence = fenceOpener(line);
  if (fence !== null) return { kind: "opener", state: { kind: "fence", fence } };
  if (maybeFence(line)) return { kind: "unsure", state: { kind: "unsure" } };
  const block = htmlStart(line);
  if (block === null) return { kind: "text", state: { kind: "text" } };
  const closers = block.closers.filter((closer) => !closer.test(line));
  if (!block.sure) return { kind: "unsure", state: { kind: "html", block: { sure: false, closers } } };
  return { kind: "raw", state: closers.length < block.closers.length ? { kind: "text" } : { kind: "html", block } };
}

/** In a fence opened at two or three spaces, which may be a list item's, a line read otherwise there ends all trust. */
function inFence(fence: Fence, line: string): { kind: LineKind; state: State } {
  const closer = fence.closer;
  if (closer.test(line)) return { kind: "code", state: { kind: "text" } };
  if (fence.indent >= 2 && !BLANK.test(line)) {
    const dedented = indentColumns(line) < fence.indent;
    const farCloser = closer.test(line.replace(/^[ \t]+/, "")) && indentColumns(line) >= 4;
    if (dedented || farCloser) return { kind: "unsure", state: { kind: "unsure" } };
  }
  return { kind: "code", state: { kind: "fence", fence } };
}

function inHtml(block: HtmlBlock, line: string): { kind: LineKind; state: State } {
  if (block.sure) {
    if (block.closers.length === 0 && BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
    const ends = block.closers.some((closer) => closer.test(line));
    return { kind: "raw", state: ends ? { kind: "text" } : { kind: "html", block } };
  }
  if (maybeFence(line)) return { kind: "unsure", state: { kind: "unsure" } };
  const closers = pending([...block.closers, ...(htmlStart(line)?.closers ?? [])], line);
  if (closers.length === 0 && BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
  return { kind: "unsure", state: { kind: "html", block: { sure: false, closers } } };
}

function fenceOpener(line: string): Fence | null {
  const match = FENCE.exec(line);
  if (match === null) return null;
  const [, indent = "", marks = "", info = ""] = match;
  if (marks[0] === "`" && info.includes("`")) return null;
  return { indent: indent.length, closer: new RegExp(`^ {0,3}${marks[0]}{${marks.length},}[ \\t]*$`) };
}

/** A line that may open or close a fence in a container, where the scan cannot tell which. */
function maybeFence(line: string): boolean {
  const match = FENCE_ANYWHERE.exec(line);
  return match !== null && !(match[1]?.[0] === "`" && (match[2] ?? "").includes("`"));
}

/** The HTML block a line may start; sure only at the top level, at most one space in. */
function htmlStart(line: string): HtmlBlock | null {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
  const rest = line.slice(prefix.length);
  const start = HTML_STARTS.find((candidate) => candidate.start.test(rest));
  if (start === undefined) return null;
  return { sure: start.sure && /^ ?$/.test(prefix), closers: start.closer === null ? [] : [start.closer] };
}

/** A line that starts a fence or HTML block, which no definition may take. */
function opensBlock(line: string): boolean {
  return maybeFence(line) || htmlStart(line) !== null;
}

/**
 * The lines of a link reference or footnote definition at `at`, read leniently (more is taken
 * than GitHub may take, never less); 0 when there is none.
 */
function definitionLines(lines: readonly string[], at: number): number {
  const first = lines[at] ?? "";
  const rest = first.slice((CONTAINER_PREFIX.exec(first)?.[0] ?? "").length);
  if (/^\[\^(?:[^\\[\]]|\\.)+\]:/.test(rest)) return footnoteEnd(lines, at + 1) - at;
  if (!rest.startsWith("[")) return 0;
  const label = labelEnd(lines, at, rest);
  if (label === null) return 0;
  return afterLabel(lines, label.line, label.remainder) - at;
}

/** Where a label closed by `]:` ends, over lines of the same paragraph; null when it does not. */
function labelEnd(lines: readonly string[], at: number, rest: string): { line: number; remainder: string } | null {
  let text = rest.slice(1);
  for (let line = at; line < lines.length; line++) {
    const close = /^(?:[^\\[\]]|\\.)*\]:/.exec(text);
    if (close !== null) return { line, remainder: text.slice(close[0].length) };
    if (/^(?:[^\\[\]]|\\.)*[[\]]/.test(text) || !continues(lines[line + 1])) return null;
    text = lines[line + 1] ?? "";
  }
  return null;
}

/** The line after a definition whose label ended on `line`: its destination, then any title. */
function afterLabel(lines: readonly string[], line: number, remainder: string): number {
  let next = line + 1;
  let rest = remainder.trim();
  if (rest === "") {
    if (!continues(lines[next])) return next;
    rest = contentOf(lines[next] ?? "");
    next++;
  }
  rest = rest.replace(/^(?:<[^>]*>|\S+)\s*/, "");
  if (rest === "" && continues(lines[next]) && /^["'(]/.test(contentOf(lines[next] ?? ""))) {
    rest = contentOf(lines[next] ?? "");
    next++;
  }
  return titleEnd(lines, next, rest);
}

/** The line after a title that opened in `rest`, which may close lines later. */
function titleEnd(lines: readonly string[], next: number, rest: string): number {
  const open = rest[0];
  if (open !== '"' && open !== "'" && open !== "(") return next;
  const close = open === "(" ? ")" : open;
  if (rest.slice(1).includes(close)) return next;
  while (continues(lines[next])) {
    next++;
    if ((lines[next - 1] ?? "").includes(close)) return next;
  }
  return next;
}

/** A footnote's end: its paragraph, then lines indented four or more after blank lines. */
function footnoteEnd(lines: readonly string[], next: number): number {
  let end = next;
  while (end < lines.length) {
    if (continues(lines[end])) end++;
    else if (BLANK.test(lines[end] ?? "")) {
      let after = end;
      while (after < lines.length && BLANK.test(lines[after] ?? "")) after++;
      const line = lines[after];
      if (line === undefined || indentColumns(line) < 4 || opensBlock(line)) return end;
      end = after;
    } else return end;
  }
  return end;
}

/** A line without the block quote and list markers before it, trimmed. */
function contentOf(line: string): string {
  return line.slice((CONTAINER_PREFIX.exec(line)?.[0] ?? "").length).trim();
}

/** A line that may go on the paragraph before it: not blank, and no fence (an HTML block is left to the caller). */
function continues(line: string | undefined): boolean {
  return line !== undefined && !BLANK.test(line) && !maybeFence(line);
}

/** Languages whose name may stay in an info string: words, not a place for instructions. */
const LANGUAGES = new Set(
  (
    "bash c c# c++ clojure cmake console cpp cs csharp css csv dart diff dockerfile elixir erlang fish go gradle graphql groovy " +
    "haskell hcl html ini java javascript jq js json json5 jsonc jsx julia kotlin kt latex less lisp log lua makefile markdown md " +
    "mermaid nginx nix objc ocaml perl php plaintext powershell properties proto ps1 py python r rb ruby rs rust sass scala scss " +
    "sh shell shell-session sql svelte swift terraform text tf toml ts tsx txt typescript vue xml yaml yml zig zsh"
  ).split(" "),
);

/** Where a fence line's info string starts to be cut, after a common language's name; -1 when none is. */
export function infoStart(line: string): number {
  const [, head = "", info = ""] = FENCE_HEAD.exec(line) ?? [];
  const word = /^[ \t]*([^\s`~]+)/.exec(info);
  const kept = word !== null && LANGUAGES.has((word[1] ?? "").toLowerCase()) ? word[0] : "";
  return info.slice(kept.length).trim() === "" ? -1 : head.length + kept.length;
}
