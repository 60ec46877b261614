/**
 * Rounds from the pull request (issue 11): what a review asked for, read from GitHub and made
 * into the run's objective text ("the review body and every inline review comment (file, line,
 * text) since the branch's last push, bounded and redacted"), and the pull request body's round
 * table, which gains the new rounds and keeps the earlier ones.
 */
import { z } from "zod";
import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText } from "../core/hidden-text.js";
import { safeNote, safeText } from "../core/sanitize.js";
import type { RalphOctokit } from "./client.js";
import { clip, GITHUB_BODY_LIMIT } from "./safe-text.js";

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

/** A review comment as the REST API lists it (the fields read here). */
const ReviewComment = z.looseObject({
  id: z.number().int(),
  path: z.string(),
  line: z.number().int().nullable().optional(),
  original_line: z.number().int().nullable().optional(),
  original_commit_id: z.string().optional(),
  body: z.string(),
  user: z.looseObject({ login: z.string() }).nullable(),
});
const Review = z.looseObject({
  id: z.number().int(),
  body: z.string().nullable(),
  state: z.string(),
  html_url: z.string(),
  /** The head commit the review was made on. */
  commit_id: z.string().nullable().optional(),
  user: z.looseObject({ login: z.string() }).nullable(),
});
/** A pull request review as GitHub answers it (the fields read here). */
export type Review = z.infer<typeof Review>;

function inline(comment: z.infer<typeof ReviewComment>): InlineComment {
  return {
    id: comment.id,
    path: comment.path,
    line: comment.line ?? comment.original_line ?? null,
    author: comment.user?.login ?? "ghost",
    body: comment.body,
  };
}

/**
 * A review of the pull request and its inline comments (`GET …/pulls/{n}/reviews/{id}` and
 * `…/reviews/{id}/comments`, all pages).
 * @throws the Octokit error when GitHub refuses (404: the review is not one of this pull request's).
 */
export async function readReview(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  reviewId: number,
): Promise<{ review: Review; comments: InlineComment[] }> {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const { data } = await octokit.rest.pulls.getReview({ owner, repo, pull_number, review_id: reviewId });
  const review = Review.parse(data);
  const listed = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
    owner,
    repo,
    pull_number,
    review_id: reviewId,
    per_page: 100,
  });
  return { review, comments: z.array(ReviewComment).parse(listed).map(inline) };
}

/**
 * The pull request's inline review comments made since the branch's last push: those first made
 * on its head commit `headSha` (`original_commit_id`), oldest first (`GET …/pulls/{n}/comments`, all pages).
 */
export async function readCommentsSincePush(
  octokit: RalphOctokit,
  ref: { owner: string; repo: string; pullRequestNumber: number },
  headSha: string,
): Promise<InlineComment[]> {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const listed = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
  return z
    .array(ReviewComment)
    .parse(listed)
    .filter((comment) => comment.original_commit_id === headSha)
    .map(inline);
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

/** The first round table in a body: the index of its header line and the rows below its delimiter line. */
function findTable(lines: readonly string[]): { header: number; rows: number[] } | null {
  const header = lines.findIndex((line, i) => /^\| round \|/.test(line) && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ""));
  if (header < 0) return null;
  const rows: number[] = [];
  for (let i = header + 2; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) rows.push(i);
  return { header, rows };
}

/** The data rows of the first round table in a pull request body (`renderRoundTable`'s format); none when it has no table. */
export function roundTableRows(body: string): string[] {
  const lines = body.split("\n");
  const table = findTable(lines);
  return table === null ? [] : table.rows.map((i) => lines[i] ?? "");
}

/**
 * `body` without the rows an earlier attempt of the same workflow run added to its round table:
 * from the separator row naming `runUrl` (see {@link separatorRow}) to the table's end. A re-run
 * attempt so adds its rounds once, not twice. Unchanged when `runUrl` is null or not in the table.
 */
export function withoutRun(body: string, runUrl: string | null): string {
  if (runUrl === null) return body;
  const lines = body.split("\n");
  const table = findTable(lines);
  const from = table?.rows.find((i) => (lines[i] ?? "").startsWith("| ↳ |") && (lines[i] ?? "").includes(`(${runUrl})`));
  if (table === null || from === undefined) return body;
  const end = (table.rows.at(-1) ?? from) + 1;
  return [...lines.slice(0, from), ...lines.slice(end)].join("\n");
}

/**
 * One table row spanning the round table's columns that says where the rounds below it came
 * from: `label` (Markdown the bot wrote, its untrusted parts already made safe) in the second column.
 */
export function separatorRow(body: string, label: string): string {
  const lines = body.split("\n");
  const table = findTable(lines);
  const columns = table === null ? 7 : Math.max(2, (lines[table.header]?.split("|").length ?? 9) - 2);
  return `| ↳ | ${label.replace(/\|/g, "\\|").replace(/\n/g, " ")} |${" |".repeat(columns - 2)}`;
}

/** The row that counts the round table's rows left out to fit GitHub's limit (one, above the rows kept). */
const LEFT_OUT = /^\| … \| (\d{1,9}) older rows left out to fit GitHub's limit \|$/;

/**
 * `body` with `rows` put at the start (`earlier` rows of previous runs, above the new ones) or the
 * end (the new rounds, below the earlier ones) of its round table. While the result exceeds
 * GitHub's 65,536 characters the table's oldest rows (its first, whether they were in `body` or
 * in `rows`) are left out, and one row above the rest counts all rows ever left out; a body
 * without a round table gets one at its end. Rows are echoed as given: they come from the bot's
 * own body or from `renderRoundTable`. A body too long without any row is returned as it is.
 */
export function withRows(body: string, rows: readonly string[], where: "start" | "end", header: string): string {
  const lines = body.split("\n");
  const table = findTable(lines);
  let dropped = 0;
  const existing = (table?.rows ?? []).map((i) => lines[i] ?? "");
  const counted = existing.filter((row) => {
    const note = LEFT_OUT.exec(row);
    if (note !== null) dropped += Number(note[1]);
    return note === null;
  });
  let kept = where === "start" ? [...rows, ...counted] : [...counted, ...rows];
  const render = (all: readonly string[]): string => {
    if (table === null) return `${body}\n\n${header}\n${all.join("\n")}`;
    const from = table.header + 2;
    return [...lines.slice(0, from), ...all, ...lines.slice(from + existing.length)].join("\n");
  };
  for (;;) {
    const note = dropped > 0 ? [`| … | ${dropped} older rows left out to fit GitHub's limit |`] : [];
    const result = render([...note, ...kept]);
    if (result.length <= GITHUB_BODY_LIMIT || kept.length === 0) return result;
    const drop = Math.max(1, Math.ceil(kept.length / 10));
    kept = kept.slice(drop);
    dropped += drop;
  }
}

/** The one-line reply's text for the review or comment that started the run, with its outcome (Markdown). */
export function renderAskReply(input: {
  kind: "review" | "command";
  author: string;
  askUrl: string | null;
  outcome: string;
  rounds: number;
  branch: string;
  pullRequestUpdated: boolean;
  runUrl: string | null;
  secrets: readonly string[];
}): string {
  const what = input.kind === "review" ? "review requesting changes" : "`/ralph` comment";
  const link = input.askUrl !== null ? `[${what}](${input.askUrl})` : what;
  const who = clip(safeText(`@${input.author}`, input.secrets), 100);
  const table = input.pullRequestUpdated ? " The round table in this pull request's description lists the new rounds." : "";
  const run = input.runUrl !== null ? ` · [workflow run](${input.runUrl})` : "";
  return (
    `Ralph's run for the ${link} by ${who} ended: **${input.outcome}** after ${input.rounds} round${input.rounds === 1 ? "" : "s"} on \`${input.branch}\`.` +
    `${table}${run}`
  );
}
