import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText, type HiddenTextOptions } from "./hidden-text.js";

export interface ObjectiveSource {
  issue: { number: number; title: string; body: string } | null;
  /** The trigger comment's text or a dispatch's `objective`. */
  note: string | null;
}

export interface Objective {
  text: string;
  hidden: HiddenText;
}

/** The issue, then the note, without hidden text; throws when there is neither. */
export function buildObjective(source: ObjectiveSource): Objective {
  const parts: string[] = [];
  let hidden: HiddenText = NO_HIDDEN_TEXT;
  const visible = (text: string, options: HiddenTextOptions = {}): string => {
    const seen = withoutHiddenText(text, options);
    hidden = addHidden(hidden, seen.hidden);
    return seen.text.trim();
  };
  if (source.issue !== null) {
    // GitHub shows a title as written: only invisible characters and comments go.
    const title = visible(source.issue.title, { format: "plain" });
    const body = visible(source.issue.body);
    parts.push(`Issue #${source.issue.number}: ${title}\n\n${body === "" ? "(the issue has no description)" : body}`);
  }
  const note = source.note === null ? "" : visible(source.note);
  if (note !== "") parts.push(source.issue !== null ? `From the request that started this run:\n\n${note}` : note);
  if (parts.length === 0) throw new Error("a run needs an objective: an issue or an objective text");
  return { text: parts.join("\n\n"), hidden };
}
