import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText, type HiddenTextOptions } from "./hidden-text.js";
import { safeNote } from "./sanitize.js";

/** Most inline comments one objective carries. */
export const MAX_REVIEW_COMMENTS = 50;
/** Longest review body or `/ralph` comment, in chars. */
export const MAX_REVIEW_BODY_CHARS = 4000;
/** Longest inline comment, in chars. */
export const MAX_REVIEW_COMMENT_CHARS = 2000;
/** Longest text from the pull request in all, in chars. */
export const MAX_REVIEW_CHARS = 16_000;

export interface InlineComment {
  id: number;
  path: string;
  /** Null for an outdated or file-level comment. */
  line: number | null;
  author: string;
  body: string;
}

/** A review, or a `/ralph` comment with the review comments since the last push. */
export interface PullRequestAsk {
  kind: "review" | "command";
  pullRequestNumber: number;
  author: string;
  body: string;
  comments: InlineComment[];
}

function cut(text: string, max: number): string {
  const marker = " […cut]";
  if (text.length <= max) return text;
  let kept = text.slice(0, max - marker.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1);
  return kept.trimEnd() + marker;
}

/** Untrusted text for the prompt: no hidden text, sanitized as a note, no HTML comment. */
function visiblePromptText(text: string, secrets: readonly string[], hidden: HiddenText[], options: HiddenTextOptions): string {
  const visible = withoutHiddenText(text.normalize("NFC"), options);
  hidden.push(visible.hidden);
  return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--").trim();
}

/** What the pull request adds to the objective, bounded. */
export function renderPullRequestAsk(ask: PullRequestAsk, secrets: readonly string[]): { text: string; hidden: HiddenText } {
  const found: HiddenText[] = [];
  const promptText = (text: string, secrets: readonly string[]): string => visiblePromptText(text, secrets, found, {});
  // Logins and paths show as written.
  const plainText = (text: string): string => visiblePromptText(text, secrets, found, { format: "plain" });
  const who = plainText(ask.author);
  const head =
    ask.kind === "review"
      ? `A review of pull request #${ask.pullRequestNumber} by ${who} requested changes.`
      : `${who} asked for another run on pull request #${ask.pullRequestNumber}.`;
  const body = cut(promptText(ask.body, secrets), MAX_REVIEW_BODY_CHARS);
  const parts = [head, body !== "" ? `${ask.kind === "review" ? "The review says" : "The comment says"}:\n\n${body}` : ""];
  const intro =
    ask.kind === "review"
      ? "Inline comments of the review, and any others made since the branch's last push"
      : "Inline review comments made since the branch's last push";
  const items: string[] = [];
  let size = parts.join("\n\n").length;
  for (const comment of ask.comments.slice(0, MAX_REVIEW_COMMENTS)) {
    const where = `\`${plainText(comment.path).replace(/[`\n]/g, "'")}\`${comment.line !== null ? ` line ${comment.line}` : ""}`;
    const text = cut(promptText(comment.body, secrets), MAX_REVIEW_COMMENT_CHARS).replace(/\n/g, "\n  ");
    const item = `- ${where} (${plainText(comment.author)}): ${text}`;
    if (size + item.length + 1 > MAX_REVIEW_CHARS) break;
    items.push(item);
    size += item.length + 1;
  }
  if (items.length > 0) parts.push(`${intro} (${ask.comments.length}):\n${items.join("\n")}`);
  const left = ask.comments.length - items.length;
  if (left > 0) parts.push(`${left} more inline comments were left out; read them on the pull request.`);
  return { text: parts.filter((part) => part !== "").join("\n\n"), hidden: found.reduce(addHidden, NO_HIDDEN_TEXT) };
}
