import type { CommitTrailer } from "../core/commit-message.js";
import { sanitize } from "../core/sanitize.js";

/** Longest commit subject line, in characters. */
export const MAX_SUBJECT_CHARS = 72;

/** Sanitized (mentions kept: git notifies nobody), a long first line cut, `trailers` as the last paragraph. */
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
