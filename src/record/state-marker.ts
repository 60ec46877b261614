/** The state marker: the run state a resumed run starts from. */
import { mapStrings } from "../core/json.js";
import { safeText } from "../core/sanitize.js";
import { parseRunState, serializeRunState, type RunState } from "../core/state.js";
import { readTrustedMarker, renderMarker, type CommentLike } from "../github/markers.js";

/** Room for the state marker, in chars. */
export const STATE_MARKER_CHARS = 40_000;

/** Made safe to echo; when too long, the handoff, failed verification and lessons go first. */
export function renderStateMarker(unsafe: RunState, run: string, secrets: readonly string[]): string {
  // Anyone can read the comment body the marker sits in.
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

/** null for none or one that does not parse. */
export function readStateMarker(comment: CommentLike, botLogin: string): RunState | null {
  const marker = readTrustedMarker(comment, "state", botLogin);
  if (marker === null || typeof marker.state !== "string") return null;
  const parsed = parseRunState(marker.state);
  return parsed.ok ? parsed.state : null;
}

export function latestRunState(comments: readonly CommentLike[], botLogin: string): RunState | null {
  for (const comment of [...comments].reverse()) {
    const state = readStateMarker(comment, botLogin);
    if (state !== null) return state;
  }
  return null;
}
