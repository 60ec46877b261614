/**
 * The state marker: the run's state (handoff, lessons, last passing commit, failed verification)
 * that a resumed run or the next relay leg starts from, kept in the tracking comment.
 */
import { mapStrings } from "../core/json.js";
import { safeText } from "../core/sanitize.js";
import { parseRunState, serializeRunState, type RunState } from "../core/state.js";
import { readTrustedMarker, renderMarker, type CommentLike } from "../github/markers.js";

/** Room for the state marker, in chars: lessons (50 × 500) and tails fit; a larger handoff is left out. */
export const STATE_MARKER_CHARS = 40_000;

/**
 * The state marker of run `run`, its strings made safe to echo and its size bounded: when the whole
 * state does not fit, the handoff, then the failed verification, then the lessons are left out.
 */
export function renderStateMarker(unsafe: RunState, run: string, secrets: readonly string[]): string {
  // Echoed like any untrusted text: the marker sits in a comment body anyone can read.
  const state = mapStrings(unsafe, (text) => safeText(text, secrets));
  const candidates: RunState[] = [
    state,
    { ...state, handoff: null },
    { ...state, handoff: null, failedVerification: null },
    { ...state, handoff: null, failedVerification: null, lessons: { items: [], dropped: 0 } },
  ];
  const markers = candidates.map((candidate) => renderMarker("state", { run, state: serializeRunState(candidate) }));
  return markers.find((marker) => marker.length <= STATE_MARKER_CHARS) ?? markers.at(-1) ?? "";
}

/** The run state a trusted comment of `botLogin` carries, or null (also for one that does not parse). */
export function readStateMarker(comment: CommentLike, botLogin: string): RunState | null {
  const marker = readTrustedMarker(comment, "state", botLogin);
  if (marker === null || typeof marker.state !== "string") return null;
  const parsed = parseRunState(marker.state);
  return parsed.ok ? parsed.state : null;
}

/** The newest run state a trusted comment of `botLogin` carries, or null. */
export function latestRunState(comments: readonly CommentLike[], botLogin: string): RunState | null {
  for (const comment of [...comments].reverse()) {
    const state = readStateMarker(comment, botLogin);
    if (state !== null) return state;
  }
  return null;
}
