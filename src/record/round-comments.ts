import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { logLine } from "../core/sanitize.js";
import { parseUsage } from "../core/usage.js";
import { readTrustedMarker, RefusedHostsMarker, RoundMarker } from "../github/markers.js";
import { renderRoundComment } from "../render/round-comment.js";
import { tableRound, type TableRound } from "../render/round-table.js";
import { statusWords, type PostedRound, type RenderContext } from "../render/text.js";
import { isLockedRefusal, type CommentOnIssue, type IssueThread } from "../github/thread.js";

/**
 * A round comment that could not be posted: its round, the body it would have had, why in words,
 * and the kind of why: the conversation is `locked`, or the runner was `cancelled` the job.
 */
export interface UnpostedComment {
  round: number;
  body: string;
  why: string;
  kind: "locked" | "cancelled";
}

/** How {@link RoundComments} logs, whose markers it trusts, what it read at the run's start, and when the job is being cancelled. */
export interface RoundCommentsOptions {
  log: (message: string) => void;
  /** The identity whose markers are trusted (input `bot-login`); default the workflow token's. */
  botLogin?: string;
  /** The conversation's comments as read at the run's start: an earlier attempt's round comments and rows; absent: read at each post. */
  seen?: readonly CommentOnIssue[];
  /** Aborted when the runner cancels the job. */
  cancel?: AbortSignal;
}

/**
 * The reporter port on GitHub: posts one round comment per finished round (after
 * the workspace pushed it) and remembers each comment's address for the round table.
 * A round comment is posted at most once per workflow run and round: its `round` marker
 * carries both, and {@link IssueThread.postOnce} finds one that is already there.
 * A round comment GitHub refused because the conversation is locked (see `isLockedRefusal`), or did
 * not take once the runner cancels the job (`cancel`), is not a failure of the run: the round is
 * kept with no comment, and its body in {@link RoundComments.unposted}.
 */
export class RoundComments implements ReporterPort {
  /** The rounds this workflow run finished so far, in order, with their round comments (or why there is none). */
  readonly posted: PostedRound[] = [];
  /** The round comments that could not be posted, in order: the job summary shows them. */
  readonly unposted: UnpostedComment[] = [];
  /** The run's rounds that earlier workflow runs reported (see {@link earlierRounds}), oldest first. */
  readonly #earlier: readonly TableRound[];

  readonly #log: (message: string) => void;
  readonly #botLogin: string;
  readonly #seen: readonly CommentOnIssue[] | undefined;
  readonly #cancel: AbortSignal | undefined;

  constructor(
    private readonly thread: IssueThread,
    private readonly ctx: RenderContext,
    options: RoundCommentsOptions,
  ) {
    this.#log = options.log;
    this.#botLogin = options.botLogin ?? "github-actions[bot]";
    this.#seen = options.seen;
    this.#cancel = options.cancel;
    this.#earlier = earlierRounds(options.seen ?? [], ctx, this.#botLogin);
  }

  /** @throws the post's error when GitHub refused the round comment, unless the conversation is locked or the job is being cancelled (see the class). */
  async roundFinished(record: RoundRecord): Promise<void> {
    const { runId } = this.ctx;
    const body = renderRoundComment(record, this.ctx);
    const what = record.report !== null ? `the agent reported ${record.status}: ${record.report.summary}` : `failed: ${record.failure}`;
    let commentUrl: string;
    try {
      ({ url: commentUrl } = await this.thread.postOnce(
        body,
        { kind: "round", match: (data) => data["run"] === runId && data["round"] === record.round },
        this.#botLogin,
        this.#seen,
      ));
    } catch (error) {
      const kind = isLockedRefusal(error) ? "locked" : this.#cancel?.aborted === true ? "cancelled" : null;
      if (kind === null) throw error;
      const why = kind === "locked" ? `#${this.thread.number} is locked` : "the workflow run was being cancelled";
      this.posted.push({ ...record, commentUrl: null, notPosted: why });
      this.unposted.push({ round: record.round, body, why, kind });
      const failure = error instanceof Error ? error.message : String(error);
      this.#log(
        logLine(
          `Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}; its comment was not posted: ${why}, ${failure})`,
          this.ctx.secrets,
        ),
      );
      return;
    }
    this.posted.push({ ...record, commentUrl });
    this.#log(logLine(`Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}, ${commentUrl})`, this.ctx.secrets));
  }

  /**
   * Every round of the run as the round table shows it (issue 12), whichever workflow run did it:
   * the rounds earlier workflow runs of the run reported (relay legs, an earlier attempt), then this
   * one's; a round this workflow run posted replaces an earlier report of the same round number.
   */
  rows(): TableRound[] {
    const own = new Set(this.posted.map((round) => round.round));
    return [...this.#earlier.filter((round) => !own.has(round.round)), ...this.posted.map((round) => tableRound(round, this.ctx))];
  }
}

/**
 * The rounds of the run `ctx.runId` on issue `ctx.issueNumber` rebuilt from its round comments'
 * `round` markers ({@link RoundMarker}), ordered by round, one per round number (the newest comment
 * wins: a re-run attempt may have reported a round again). Only markers of comments written by
 * `botLogin` count, and only the marker a round comment starts with, where the bot writes it: a
 * person's comment, or agent text quoted further down a bot comment, cannot add or change a row.
 * Another run's rounds (a superseded run, an earlier run on the issue) are left out, and so is a
 * marker that does not match the schema.
 */
export function earlierRounds(comments: readonly CommentOnIssue[], ctx: RenderContext, botLogin: string): TableRound[] {
  const byRound = new Map<number, TableRound>();
  for (const comment of comments) {
    // The bot writes a round comment's marker first (renderRoundComment); a round marker anywhere
    // else (say agent text some sanitizer let through) is never a row.
    if (!(comment.body ?? "").startsWith("<!-- ralph-bot:round ")) continue;
    const parsed = RoundMarker.safeParse(readTrustedMarker(comment, "round", botLogin));
    if (!parsed.success) continue;
    const marker = parsed.data;
    if (marker.run !== ctx.runId || marker.issue !== ctx.issueNumber) continue;
    const usage = marker.usage !== undefined ? parseUsage(marker.usage) : null;
    const refused = marker.refused !== undefined ? RefusedHostsMarker.safeParse(parseJson(marker.refused)) : null;
    byRound.set(marker.round, {
      round: marker.round,
      status: statusWords(marker.status, marker.verified ?? null, marker.status === "complete" && marker.verified === "failed"),
      verified: marker.verified ?? null,
      summary: marker.summary ?? null,
      sha: marker.sha,
      commentUrl: comment.html_url,
      usage: usage?.ok === true ? usage.usage : null,
      startedAt: marker.started ?? null,
      elapsedMs: marker.elapsed ?? null,
      refusedHosts: refused?.success === true ? refused.data : [],
    });
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}

/** `text` parsed as JSON; null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
