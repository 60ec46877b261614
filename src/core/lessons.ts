/**
 * Lessons: short constraints a fresh agent must know, accumulated across rounds (issue 6:
 * "normalised, de-duplicated, at most 50 of at most 500 characters, oldest dropped with a count").
 */

/** Most lessons kept; older ones are dropped and counted. */
export const MAX_LESSONS = 50;
/** Longest lesson in chars, the cut marker included. */
export const MAX_LESSON_CHARS = 500;
/** Ends a lesson that was cut to {@link MAX_LESSON_CHARS}. */
export const LESSON_CUT_MARKER = " […cut]";

/** The lessons of a run, oldest first, and how many older ones were dropped to keep {@link MAX_LESSONS}. */
export interface Lessons {
  items: readonly string[];
  dropped: number;
}

/**
 * A lesson as stored: Unicode NFC, white space runs collapsed to one space, trimmed, and cut to
 * {@link MAX_LESSON_CHARS} chars ending with {@link LESSON_CUT_MARKER}. Empty text yields "".
 */
export function normalizeLesson(text: string): string {
  const lesson = text.normalize("NFC").replace(/\s+/g, " ").trim();
  if (lesson.length <= MAX_LESSON_CHARS) return lesson;
  let kept = lesson.slice(0, MAX_LESSON_CHARS - LESSON_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1); // do not end with half of a surrogate pair
  return kept.trimEnd() + LESSON_CUT_MARKER;
}

/**
 * Add lessons in order: each is normalized ({@link normalizeLesson}); empty ones and ones already
 * kept are skipped; beyond {@link MAX_LESSONS} the oldest are dropped and counted in `dropped`.
 */
export function addLessons(current: Lessons, incoming: readonly string[]): Lessons {
  const lessons = [...current.items];
  for (const text of incoming) {
    const lesson = normalizeLesson(text);
    if (lesson !== "" && !lessons.includes(lesson)) lessons.push(lesson);
  }
  const excess = Math.max(0, lessons.length - MAX_LESSONS);
  return { items: lessons.slice(excess), dropped: current.dropped + excess };
}
