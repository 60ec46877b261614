// Lessons: short constraints a fresh agent must know, gathered across rounds.

/** Most lessons kept; older ones are counted. */
export const MAX_LESSONS = 50;
/** Longest lesson, in chars. */
export const MAX_LESSON_CHARS = 500;
export const LESSON_CUT_MARKER = " […cut]";

/** Oldest first. */
export interface Lessons {
  items: readonly string[];
  dropped: number;
}

/** A lesson as stored: NFC, one-spaced, trimmed, cut. */
export function normalizeLesson(text: string): string {
  const lesson = text.normalize("NFC").replace(/\s+/g, " ").trim();
  if (lesson.length <= MAX_LESSON_CHARS) return lesson;
  let kept = lesson.slice(0, MAX_LESSON_CHARS - LESSON_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1); // do not end with half of a surrogate pair
  return kept.trimEnd() + LESSON_CUT_MARKER;
}

/** Adds new lessons; beyond {@link MAX_LESSONS} the oldest are dropped. */
export function addLessons(current: Lessons, incoming: readonly string[]): Lessons {
  const lessons = [...current.items];
  for (const text of incoming) {
    const lesson = normalizeLesson(text);
    if (lesson !== "" && !lessons.includes(lesson)) lessons.push(lesson);
  }
  const excess = Math.max(0, lessons.length - MAX_LESSONS);
  return { items: lessons.slice(excess), dropped: current.dropped + excess };
}
