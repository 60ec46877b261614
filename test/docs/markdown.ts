/**
 * What the docs tests read out of markdown: the lines outside fenced code blocks, the relative
 * links, and the anchors GitHub gives a document's headings.
 */

/** A link of a markdown file: its target as written, and the line it is on (1-based). */
export interface MarkdownLink {
  target: string;
  line: number;
}

/** Each line of `markdown` with its number, or null for a line inside (or fencing) a code block. */
export function proseLines(markdown: string): (string | null)[] {
  let fence: string | null = null;
  return markdown.split("\n").map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return null;
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return null;
    }
    return line;
  });
}

/** The link targets of `markdown` outside code: inline links and images, and reference definitions. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  return proseLines(markdown).flatMap((line, index) => {
    if (line === null) return [];
    const prose = line.replace(/(`+)[\s\S]*?\1/g, "");
    const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? "");
    const reference = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose)?.[1];
    return [...inline, ...(reference ? [reference] : [])].map((target) => ({ target, line: index + 1 }));
  });
}

/** The anchor GitHub makes of a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-");
}

/** Every anchor a markdown document has: its headings' (a repeated one gets -1, -2, …) and its HTML ids. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    if (line === null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(match[1] ?? "");
  }
  return found;
}
