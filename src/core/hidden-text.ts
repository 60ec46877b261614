// Text GitHub's page hides but an agent would read, the carrier of injected prompts (docs/security.md).
import { classifyLines, infoStart, withoutQuoteMarkers, type LineKind, type LineRead } from "./hidden-blocks.js";
import { scanInline, withRemovals, type InlineMode, type InlineScan } from "./hidden-inline.js";
import { markableText, REMOVED, withoutInvisible } from "./invisible.js";

export interface HiddenText {
  /** HTML comments; an unclosed `<!--` hides the rest of the page. */
  comments: number;
  /** HTML tags, with their attributes (`alt`, `title`, `data-*`), and declarations. */
  tags: number;
  /** Link reference and footnote definitions, which render as nothing. */
  definitions: number;
  /** Image descriptions (alt text), link titles and code blocks' info strings but a language: attributes, not text. */
  labels: number;
  characters: number;
}

export const NO_HIDDEN_TEXT: Readonly<HiddenText> = Object.freeze({
  comments: 0,
  tags: 0,
  definitions: 0,
  labels: 0,
  characters: 0,
});

export interface HiddenTextOptions {
  /** `plain` for text GitHub shows as written (titles, names, logs): only invisible characters and comments go. */
  format?: "markdown" | "plain";
}

/** The text without what GitHub's page hides, and how much; what code shows stays. */
export function withoutHiddenText(text: string, options: HiddenTextOptions = {}): { text: string; hidden: HiddenText } {
  const input = markableText(text.replace(/\r\n?/g, "\n"));
  const markup = options.format === "plain" ? withoutComments(input) : withoutMarkup(input);
  const visible = withoutInvisible(markup.text);
  return {
    text: withoutEmptiedLines(visible.text),
    hidden: { ...markup.hidden, characters: markup.hidden.characters + visible.characters },
  };
}

export function addHidden(a: HiddenText, b: HiddenText): HiddenText {
  return {
    comments: a.comments + b.comments,
    tags: a.tags + b.tags,
    definitions: a.definitions + b.definitions,
    labels: a.labels + b.labels,
    characters: a.characters + b.characters,
  };
}

/** Every comment, fence or not, each replaced by {@link REMOVED}. */
function withoutComments(text: string): { text: string; hidden: HiddenText } {
  let comments = 0;
  const rest = text.replace(/<!--[\s\S]*?(?:-->|$)/g, () => {
    comments++;
    return REMOVED;
  });
  return { text: rest, hidden: { ...NO_HIDDEN_TEXT, comments } };
}

/** What Markdown hides outside code, each removal replaced by {@link REMOVED}. */
function withoutMarkup(text: string): { text: string; hidden: HiddenText } {
  const lines = text.split("\n");
  const { reads, definitions } = classifyLines(lines);
  const hidden: HiddenText = { ...NO_HIDDEN_TEXT, definitions };
  const out: string[] = [];
  let spans = true;
  for (const run of runsOf(lines, reads)) {
    if (run.kind === "code") {
      out.push(...run.lines);
      continue;
    }
    const joined = run.lines.join("\n");
    const scan: InlineScan | null = run.kind === "opener" ? null : scanRun(joined, run.kind, { spans });
    if (scan !== null) {
      hidden.comments += scan.comments;
      hidden.tags += scan.tags;
      hidden.labels += scan.labels;
      hidden.characters += scan.characters;
      spans = scan.spans;
    }
    out.push(withRemovals(joined, [...(scan?.removed ?? []), ...lineRemovals(run, hidden)]));
    if (scan?.open === true) break;
  }
  return { text: out.join("\n"), hidden };
}

/** A run's scan; in a block quote also as if its markers were text, and what either reading hides goes. */
function scanRun(text: string, mode: InlineMode, before: { spans: boolean }): InlineScan {
  const quoted = mode === "text" ? text.split("\n").map(withoutQuoteMarkers).join("\n") : text;
  const scan = scanInline(quoted, mode, before);
  if (quoted === text) return scan;
  const plain = scanInline(text, mode, before);
  return {
    removed: [...scan.removed, ...plain.removed],
    comments: Math.max(scan.comments, plain.comments),
    tags: Math.max(scan.tags, plain.tags),
    labels: Math.max(scan.labels, plain.labels),
    characters: Math.max(scan.characters, plain.characters),
    open: scan.open || plain.open,
    spans: scan.spans && plain.spans,
  };
}

/** Within a run's text: its definitions' lines, and the info strings of lines that may open a fence. */
function lineRemovals(run: { lines: string[]; reads: LineRead[] }, hidden: HiddenText): [number, number][] {
  const removed: [number, number][] = [];
  let offset = 0;
  run.lines.forEach((line, i) => {
    const read = run.reads[i];
    const cut = read?.kind === "opener" || read?.info === true ? infoStart(line) : -1;
    if (read?.definition === true) removed.push([offset, offset + line.length]);
    else if (cut >= 0) {
      hidden.labels++;
      removed.push([offset + cut, offset + line.length]);
    }
    offset += line.length + 1;
  });
  return removed;
}

/** Consecutive lines of one kind. */
function runsOf(lines: readonly string[], reads: readonly LineRead[]): { kind: LineKind; lines: string[]; reads: LineRead[] }[] {
  const runs: { kind: LineKind; lines: string[]; reads: LineRead[] }[] = [];
  lines.forEach((line, i) => {
    const read = reads[i] ?? { kind: "unsure", definition: false, info: false };
    const last = runs[runs.length - 1];
    if (last !== undefined && last.kind === read.kind) {
      last.lines.push(line);
      last.reads.push(read);
    } else runs.push({ kind: read.kind, lines: [line], reads: [read] });
  });
  return runs;
}

/** Lines that held only what was removed go with it; the text's own blank lines stay. */
function withoutEmptiedLines(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.includes(REMOVED) || line.replaceAll(REMOVED, "").trim() !== "")
    .map((line) => line.replaceAll(REMOVED, ""))
    .join("\n");
}

/** Null when nothing was hidden. */
export function describeHidden(hidden: HiddenText): string | null {
  const parts = [
    counted(hidden.comments, "HTML comment"),
    counted(hidden.tags, "HTML tag"),
    counted(hidden.definitions, "link or footnote definition"),
    counted(hidden.labels, "label", "of images, links or code blocks"),
    counted(hidden.characters, "invisible character"),
  ].filter((part) => part !== "");
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] ?? null) : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;
}

function counted(n: number, noun: string, after = ""): string {
  return n === 0 ? "" : `${n} ${noun}${n === 1 ? "" : "s"}${after === "" ? "" : ` ${after}`}`;
}
