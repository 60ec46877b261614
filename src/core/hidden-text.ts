// Text GitHub's page hides but an agent would read, the carrier of injected prompts (docs/security.md).

export interface HiddenText {
  /** HTML comments; an unclosed `<!--` hides the rest of the page. */
  comments: number;
  characters: number;
}

export const NO_HIDDEN_TEXT: Readonly<HiddenText> = Object.freeze({ comments: 0, characters: 0 });

/** Characters that render as nothing, but the sanitizer's `@` break and the joiner. */
const INVISIBLE =
  /[\u00ad\u061c\u180e\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]|(?<!@)\u200b|[\u{e0000}-\u{e007f}]/gu;

/** A zero-width joiner that does not join two pictographs (as in 👩‍💻): invisible. */
const ZWJ = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text without what GitHub's page hides, and how much; comments in code are shown, so stay. */
export function withoutHiddenText(text: string): { text: string; hidden: HiddenText } {
  let characters = 0;
  const visible = text.replace(INVISIBLE, () => {
    characters++;
    return "";
  });
  const joined = visible.replace(ZWJ, () => {
    characters++;
    return "";
  });
  const { text: uncommented, comments } = withoutComments(joined);
  return { text: uncommented, hidden: { comments, characters } };
}

export function addHidden(a: HiddenText, b: HiddenText): HiddenText {
  return { comments: a.comments + b.comments, characters: a.characters + b.characters };
}

function withoutComments(text: string): { text: string; comments: number } {
  const lines = text.split("\n");
  const out: string[] = [];
  let comments = 0;
  let fence: string | null = null;
  let openComment = false;
  for (const line of lines) {
    if (openComment) {
      const end = line.indexOf("-->");
      if (end < 0) continue;
      openComment = false;
      const rest = stripLine(line.slice(end + 3));
      comments += rest.comments;
      openComment = rest.open;
      if (rest.text.trim() !== "") out.push(rest.text);
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      out.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      out.push(line);
      continue;
    }
    const stripped = stripLine(line);
    comments += stripped.comments;
    openComment = stripped.open;
    // A comment-only line goes rather than leave a blank one.
    if (stripped.comments === 0 || stripped.text.trim() !== "" || line.trim() === "") out.push(stripped.text);
  }
  return { text: out.join("\n"), comments };
}

/** One line outside a fence without its comments; `open` when one runs past its end. */
function stripLine(line: string): { text: string; comments: number; open: boolean } {
  let text = "";
  let comments = 0;
  let i = 0;
  while (i < line.length) {
    if (line[i] === "`") {
      const run = /^`+/.exec(line.slice(i))?.[0] ?? "`";
      const close = line.indexOf(run, i + run.length);
      if (close >= 0) {
        text += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      text += run;
      i += run.length;
      continue;
    }
    if (line.startsWith("<!--", i)) {
      comments++;
      const end = line.indexOf("-->", i + 4);
      if (end < 0) return { text, comments, open: true };
      i = end + 3;
      continue;
    }
    text += line[i];
    i++;
  }
  return { text, comments, open: false };
}

/** Null when nothing was hidden. */
export function describeHidden(hidden: HiddenText): string | null {
  const parts: string[] = [];
  if (hidden.comments > 0) parts.push(`${hidden.comments} HTML comment${hidden.comments === 1 ? "" : "s"}`);
  if (hidden.characters > 0) parts.push(`${hidden.characters} invisible character${hidden.characters === 1 ? "" : "s"}`);
  return parts.length === 0 ? null : parts.join(" and ");
}
