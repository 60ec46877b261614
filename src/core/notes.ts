/**
 * Maintainer notes (issue 11: "a comment `/ralph note <text>` by a permitted person while a run is
 * live goes into the next round's prompt as a maintainer note (bounded, redacted, mentions broken)
 * … The prompt stays bounded (notes since the last round only)").
 */

/** One note a person who may steer the run left for it, as the notes port read it. */
export interface MaintainerNote {
  /** Who left it (a login). */
  author: string;
  /** The note's text, already sanitized by the port (secrets redacted, controls removed, mentions broken). */
  text: string;
  /** Where people can read it (the comment's web address), or null. */
  url: string | null;
}

/** Hands the loop the notes people left since the previous call. */
export interface NotesPort {
  /**
   * The notes left since the previous call, oldest first; each note is handed over once. Called
   * once before each round; must not throw (a failed read is the port's to log, and yields none).
   */
  take(): Promise<MaintainerNote[]>;
}

/** Most notes one prompt carries; older ones of the same round are dropped and counted. */
export const MAX_NOTES = 10;
/** Longest note text in a prompt, in chars, the cut marker included. */
export const MAX_NOTE_CHARS = 2000;
/** Ends a note cut to {@link MAX_NOTE_CHARS}. */
export const NOTE_CUT_MARKER = " […cut]";

/** The notes one round's prompt carries: at most {@link MAX_NOTES}, oldest first, and how many older ones were left out. */
export interface RoundNotes {
  items: MaintainerNote[];
  dropped: number;
}

/** No notes: the round's prompt has no notes section. */
export const NO_NOTES: RoundNotes = { items: [], dropped: 0 };

/**
 * The notes of one round, bounded: texts in Unicode NFC, trimmed, empty ones left out, each cut to
 * {@link MAX_NOTE_CHARS} chars ending with {@link NOTE_CUT_MARKER}; of more than {@link MAX_NOTES},
 * the newest are kept (the latest word wins) and the rest counted in `dropped`.
 */
export function boundNotes(notes: readonly MaintainerNote[]): RoundNotes {
  const kept = notes.map((note) => ({ ...note, text: cut(note.text.normalize("NFC").trim()) })).filter((note) => note.text !== "");
  const dropped = Math.max(0, kept.length - MAX_NOTES);
  return { items: kept.slice(dropped), dropped };
}

function cut(text: string): string {
  if (text.length <= MAX_NOTE_CHARS) return text;
  let kept = text.slice(0, MAX_NOTE_CHARS - NOTE_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1); // do not end with half of a surrogate pair
  return kept.trimEnd() + NOTE_CUT_MARKER;
}
