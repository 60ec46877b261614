import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText } from "./hidden-text.js";

/** Where a run's objective comes from (design contract: the round prompt's objective). */
export interface ObjectiveSource {
  /** The issue, when the run works on one. */
  issue: { number: number; title: string; body: string } | null;
  /** The trigger comment's text or a dispatch's `objective`, when given. */
  note: string | null;
}

/** The objective as the prompt carries it, and how much hidden text was left out of it. */
export interface Objective {
  text: string;
  hidden: HiddenText;
}

/**
 * The objective as the prompt carries it: the issue's title and body, then the trigger comment's
 * text, each without what GitHub's page does not show (HTML comments, invisible characters:
 * `withoutHiddenText`), which is counted in `hidden`. Throws when there is neither an issue nor a note.
 */
export function buildObjective(source: ObjectiveSource): Objective {
  const parts: string[] = [];
  let hidden: HiddenText = NO_HIDDEN_TEXT;
  const visible = (text: string): string => {
    const seen = withoutHiddenText(text);
    hidden = addHidden(hidden, seen.hidden);
    return seen.text.trim();
  };
  if (source.issue !== null) {
    const title = visible(source.issue.title);
    const body = visible(source.issue.body);
    parts.push(`Issue #${source.issue.number}: ${title}\n\n${body === "" ? "(the issue has no description)" : body}`);
  }
  const note = source.note === null ? "" : visible(source.note);
  if (note !== "") parts.push(source.issue !== null ? `From the request that started this run:\n\n${note}` : note);
  if (parts.length === 0) throw new Error("a run needs an objective: an issue or an objective text");
  return { text: parts.join("\n\n"), hidden };
}
