/** A `/ralph note` for the next round's prompt. */
export interface MaintainerNote {
  author: string;
  /** Already sanitized by the port. */
  text: string;
  url: string | null;
}

export interface NotesPort {
  /** The notes since the last call, oldest first; never throws. */
  take(): Promise<MaintainerNote[]>;
}

/** Most notes one prompt carries; older ones are counted. */
export const MAX_NOTES = 10;
/** Longest note, in chars. */
export const MAX_NOTE_CHARS = 2000;
export const NOTE_CUT_MARKER = " […cut]";

/** Oldest first. */
export interface RoundNotes {
  items: MaintainerNote[];
  dropped: number;
}

export const NO_NOTES: RoundNotes = { items: [], dropped: 0 };

/** One round's notes, bounded: the newest {@link MAX_NOTES} win. */
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
