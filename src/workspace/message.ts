/**
 * The bot's commit message for a round: sanitized, a subject line git and GitHub show whole, the
 * trailers last where git finds them.
 */
import type { CommitTrailer } from "../core/commit-message.js";
import { sanitize } from "../core/sanitize.js";

/** Longest commit subject line, in characters. */
export const MAX_SUBJECT_CHARS = 72;

/**
 * Make a commit message, a valid and readable git message whatever the agent reported:
 * sanitized as every text the bot writes (core `sanitize`: `secrets` and token shapes redacted,
 * terminal sequences and control characters removed, new lines as `\n`; mentions are left as
 * they are, since git notifies nobody), with a first line that fits {@link MAX_SUBJECT_CHARS}: a
 * longer first line is cut at a word boundary (ending in `…`) and the full text follows as the
 * body, so nothing is lost. An empty message becomes `Ralph round <n>`.
 *
 * `trailers` (e.g. `Ralph-Round: 3/10`) always come last, as one paragraph of `Key: value` lines
 * after a blank line, which is where `git interpret-trailers --parse` and `%(trailers)` look for
 * them (git-interpret-trailers(1)); each value is sanitized to one line. The message cannot end
 * that block early: a line of it starting with `---` and a space (which git takes for the start of
 * a patch, ending the message there) is indented by one space.
 */
export function formatCommitMessage(
  message: string,
  round: number,
  secrets: readonly string[] = [],
  trailers: readonly CommitTrailer[] = [],
): string {
  const text = sanitize(message, secrets)
    .trim()
    .replace(/^---(?=\s|$)/gm, " ---");
  const body = withSubject(text, round);
  if (trailers.length === 0) return body;
  const block = trailers.map(({ key, value }) => `${key}: ${sanitize(value, secrets).replace(/\s+/g, " ").trim()}`);
  return `${body}\n\n${block.join("\n")}`;
}

/** `text` with a first line of at most {@link MAX_SUBJECT_CHARS} (see {@link formatCommitMessage}). */
function withSubject(text: string, round: number): string {
  if (text === "") return `Ralph round ${round}`;
  const firstLine = text.split("\n", 1)[0] ?? "";
  const chars = Array.from(firstLine);
  if (chars.length <= MAX_SUBJECT_CHARS) return text;
  let cut = chars.slice(0, MAX_SUBJECT_CHARS - 1).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= 40) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…\n\n${text}`;
}
