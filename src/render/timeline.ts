import { fenced } from "../core/markdown.js";

/** Rounds drawn at most: the last ones, the others counted. */
export const TIMELINE_ROUNDS = 50;

/** What a bar needs of a round; start in epoch ms, time in ms. */
export interface TimelineRound {
  round: number;
  startedAt?: number | null;
  elapsedMs: number | null;
}

/**
 * A Mermaid `gantt` of the last rounds in epoch ms; `label` gives the bot's own words only. A round
 * without a start follows the one before it. "" for no rounds.
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
