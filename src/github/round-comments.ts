import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { logLine } from "../core/sanitize.js";
import { renderRoundComment, type PostedRound, type RenderContext } from "./render.js";
import type { CommentOnIssue, IssueThread } from "./thread.js";

/**
 * The reporter port on GitHub: posts one round comment per finished round (after
 * the workspace pushed it) and remembers each comment's address for the round table.
 * A round comment is posted at most once per workflow run and round: its `round` marker
 * carries both, and {@link IssueThread.postOnce} finds one that is already there.
 */
export class RoundComments implements ReporterPort {
  /** The rounds posted so far, in order. */
  readonly posted: PostedRound[] = [];

  /**
   * @param botLogin the identity whose markers are trusted (input `bot-login`); its default is the
   *   input's default, the identity of the workflow's `GITHUB_TOKEN`.
   * @param seen the issue's comments as read at the run's start, where an earlier attempt's round
   *   comments are looked for; when omitted, every post first reads the issue's comments.
   */
  constructor(
    private readonly thread: IssueThread,
    private readonly ctx: RenderContext,
    private readonly log: (message: string) => void,
    private readonly botLogin = "github-actions[bot]",
    private readonly seen?: readonly CommentOnIssue[],
  ) {}

  async roundFinished(record: RoundRecord): Promise<void> {
    const { runId } = this.ctx;
    const { url: commentUrl } = await this.thread.postOnce(
      renderRoundComment(record, this.ctx),
      { kind: "round", match: (data) => data["run"] === runId && data["round"] === record.round },
      this.botLogin,
      this.seen,
    );
    this.posted.push({ ...record, commentUrl });
    const what = record.report !== null ? `the agent reported ${record.status}: ${record.report.summary}` : `failed: ${record.failure}`;
    this.log(logLine(`Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}, ${commentUrl})`, this.ctx.secrets));
  }
}
