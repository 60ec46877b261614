/** Where a run's objective comes from (design contract: the round prompt's objective). */
export interface ObjectiveSource {
  /** The issue, when the run works on one. */
  issue: { number: number; title: string; body: string } | null;
  /** The trigger comment's text or a dispatch's `objective`, when given. */
  note: string | null;
}

/**
 * The objective as the prompt carries it: the issue's title and body, then the
 * trigger comment's text. Throws when there is neither an issue nor a note.
 */
export function buildObjective(source: ObjectiveSource): string {
  const parts: string[] = [];
  if (source.issue !== null) {
    const body = source.issue.body.trim() === "" ? "(the issue has no description)" : source.issue.body.trim();
    parts.push(`Issue #${source.issue.number}: ${source.issue.title.trim()}\n\n${body}`);
  }
  if (source.note !== null && source.note.trim() !== "") {
    parts.push(source.issue !== null ? `From the request that started this run:\n\n${source.note.trim()}` : source.note.trim());
  }
  if (parts.length === 0) throw new Error("a run needs an objective: an issue or an objective text");
  return parts.join("\n\n");
}
