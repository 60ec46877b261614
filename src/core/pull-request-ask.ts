/**
 * What people asked of a Ralph pull request (issue 11), as the run's objective text: the review
 * body and every inline review comment (file, line, text) since the branch's last push, bounded
 * and redacted. `github/review.ts` reads them from GitHub.
 */
import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText } from "./hidden-text.js";
import { safeNote } from "./sanitize.js";

/** Most inline comments one objective carries; more are counted and left out. */
export const MAX_REVIEW_COMMENTS = 50;
/** Longest review body or `/ralph` comment text in the objective, in chars (the cut marker included). */
export const MAX_REVIEW_BODY_CHARS = 4000;
/** Longest inline comment text in the objective, in chars (the cut marker included). */
export const MAX_REVIEW_COMMENT_CHARS = 2000;
/** Longest objective text from the pull request as a whole, in chars: comments past it are counted and left out. */
export const MAX_REVIEW_CHARS = 16_000;

/** An inline review comment, as the objective carries it: where it is and what it says. */
export interface InlineComment {
  id: number;
  path: string;
  /** The line in the file the comment is on (the new side), or null when GitHub gives none (an outdated or file-level comment). */
  line: number | null;
  author: string;
  body: string;
}

/** What people asked of the pull request: a review's body and comments, or a `/ralph` comment and the review comments since the last push. */
export interface PullRequestAsk {
  kind: "review" | "command";
  pullRequestNumber: number;
  author: string;
  /** The review's or the comment's text ("" when a review has none). */
  body: string;
  comments: InlineComment[];
}

/** Cuts text to `max` chars with a visible marker; never ends in half a surrogate pair. */
function cut(text: string, max: number): string {
  const marker = " […cut]";
  if (text.length <= max) return text;
  let kept = text.slice(0, max - marker.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1);
  return kept.trimEnd() + marker;
}

/**
 * Untrusted text from the pull request for the prompt: without what GitHub's page does not show
 * (HTML comments, invisible characters: `withoutHiddenText`, counted into `hidden`), then
 * sanitized as a maintainer note is (`safeNote`: secrets and token shapes redacted, controls
 * removed, mentions broken), and unable to open an HTML comment (one inside code is kept as
 * shown), so nothing the agent copies from it into a report forges a marker.
 */
function visiblePromptText(text: string, secrets: readonly string[], hidden: HiddenText[]): string {
  const visible = withoutHiddenText(text.normalize("NFC"));
  hidden.push(visible.hidden);
  return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--").trim();
}

/**
 * The objective text a run from the pull request adds after the issue's: who asked, the review's
 * (or the `/ralph` comment's) text, and each inline comment with its file and line. Bounded: the
 * text to {@link MAX_REVIEW_BODY_CHARS}, each comment to {@link MAX_REVIEW_COMMENT_CHARS}, at most
 * {@link MAX_REVIEW_COMMENTS} comments and {@link MAX_REVIEW_CHARS} in all (the rest counted);
 * every text sanitized (see {@link visiblePromptText}), so it stays under {@link MAX_REVIEW_CHARS} plus one line.
 * `hidden`: the hidden text left out of it.
 */
export function renderPullRequestAsk(ask: PullRequestAsk, secrets: readonly string[]): { text: string; hidden: HiddenText } {
  const found: HiddenText[] = [];
  const promptText = (text: string, secrets: readonly string[]): string => visiblePromptText(text, secrets, found);
  const who = promptText(ask.author, secrets);
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
    const where = `\`${promptText(comment.path, secrets).replace(/[`\n]/g, "'")}\`${comment.line !== null ? ` line ${comment.line}` : ""}`;
    const text = cut(promptText(comment.body, secrets), MAX_REVIEW_COMMENT_CHARS).replace(/\n/g, "\n  ");
    const item = `- ${where} (${promptText(comment.author, secrets)}): ${text}`;
    if (size + item.length + 1 > MAX_REVIEW_CHARS) break;
    items.push(item);
    size += item.length + 1;
  }
  if (items.length > 0) parts.push(`${intro} (${ask.comments.length}):\n${items.join("\n")}`);
  const left = ask.comments.length - items.length;
  if (left > 0) parts.push(`${left} more inline comments were left out; read them on the pull request.`);
  return { text: parts.filter((part) => part !== "").join("\n\n"), hidden: found.reduce(addHidden, NO_HIDDEN_TEXT) };
}
