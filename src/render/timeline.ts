/**
 * The timeline of a run's rounds as a Mermaid diagram (issue 12, the reviewer's view), which
 * GitHub renders from a ```mermaid block in pull request bodies, comments and job summaries.
 */
import { fenced } from "../core/markdown.js";

/** Rounds drawn at most: a longer run shows its last rounds, and says how many are left out. */
export const TIMELINE_ROUNDS = 50;

/** What a bar needs of a round: its number, start (epoch ms) and wall time (ms); null or absent when unknown. */
export interface TimelineRound {
  round: number;
  startedAt?: number | null;
  elapsedMs: number | null;
}

/**
 * A Mermaid `gantt` of the last {@link TIMELINE_ROUNDS} rounds, one bar per round from its start
 * to its end (`dateFormat x`: epoch ms, so the axis shows the reader's local clock time), each
 * named by `label` (e.g. `Round 3 · continue · 4 min 10 s`). A round without a start time (a
 * record made before it was kept) is drawn right after the bar before it; one of unknown length
 * gets the shortest bar. Labels must hold only
 * the bot's own words, never the agent's text; as Mermaid's gantt grammar ends a task name at
 * `:`, `#` or `;` (and a line at a new line), those are replaced by spaces here all the same.
 * Empty string for no rounds.
 */
export function renderTimeline<T extends TimelineRound>(rounds: readonly T[], label: (round: T) => string): string {
  if (rounds.length === 0) return "";
  const shown = rounds.slice(-TIMELINE_ROUNDS);
  const lines = ["gantt", "  title Rounds", "  dateFormat x", "  axisFormat %H:%M", "  todayMarker off", "  section Rounds"];
  let previousEnd: number | null = null;
  for (const round of shown) {
    const start: number = round.startedAt ?? previousEnd ?? 0;
    // A bar of zero length is not drawn: every round gets at least 1 ms.
    const end = start + Math.max(1, Math.round(round.elapsedMs ?? 0));
    previousEnd = end;
    const name = label(round)
      .replace(/[:#;\s]+/g, " ")
      .trim();
    lines.push(`  ${name} : r${round.round}, ${start}, ${end}`);
  }
  const left = rounds.length - shown.length;
  const note = left > 0 ? `The timeline shows the last ${shown.length} rounds; ${left} earlier rounds are left out.\n\n` : "";
  return `${note}${fenced(lines.join("\n"), "mermaid")}`;
}
