import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { logLine } from "../core/sanitize.js";
import { parseUsage } from "../core/usage.js";
import { readTrustedMarker, RefusedHostsMarker, RoundMarker } from "../github/markers.js";
import { renderRoundComment } from "../render/round-comment.js";
import { tableRound, type TableRound } from "../render/round-table.js";
import { statusWords, type PostedRound, type RenderContext } from "../render/text.js";
import { isLockedRefusal, type CommentOnIssue, type IssueThread } from "../github/thread.js";

/** A round comment not posted: a `locked` conversation, or a `cancelled` job. */
export interface UnpostedComment {
  round: number;
  body: string;
  why: string;
  kind: "locked" | "cancelled";
}

export interface RoundCommentsOptions {
  log: (message: string) => void;
  /** Default: the workflow token's identity. */
  botLogin?: string;
  /** Comments read at the start; absent: read at each post. */
  seen?: readonly CommentOnIssue[];
  cancel?: AbortSignal;
}

/** The reporter port: one round comment per round, at most once. */
export class RoundComments implements ReporterPort {
  readonly posted: PostedRound[] = [];
  /** For the job summary. */
  readonly unposted: UnpostedComment[] = [];

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

  /** @throws the post's error, unless locked or cancelled. */
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

  /** The run's rounds for the round table; this workflow run's win. */
  rows(): TableRound[] {
    const own = new Set(this.posted.map((round) => round.round));
    return [...this.#earlier.filter((round) => !own.has(round.round)), ...this.posted.map((round) => tableRound(round, this.ctx))];
  }
}

/** The rounds of `ctx.runId` from its trusted round markers, the newest per round winning. */
export function earlierRounds(comments: readonly CommentOnIssue[], ctx: RenderContext, botLogin: string): TableRound[] {
  const byRound = new Map<number, TableRound>();
  for (const comment of comments) {
    // The bot writes the marker first: one anywhere else is never a row.
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
