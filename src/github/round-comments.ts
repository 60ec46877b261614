import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { renderRoundComment, type PostedRound, type RenderContext } from "./render.js";
import type { IssueThread } from "./thread.js";

/**
 * The reporter port on GitHub: posts one round comment per finished round (after
 * the workspace pushed it) and remembers each comment's address for the round table.
 */
export class RoundComments implements ReporterPort {
  /** The rounds posted so far, in order. */
  readonly posted: PostedRound[] = [];

  constructor(
    private readonly thread: IssueThread,
    private readonly ctx: RenderContext,
    private readonly log: (message: string) => void,
  ) {}

  async roundFinished(record: RoundRecord): Promise<void> {
    const commentUrl = await this.thread.comment(renderRoundComment(record, this.ctx));
    this.posted.push({ ...record, commentUrl });
    const what = record.report !== null ? `the agent reported ${record.status}: ${record.report.summary}` : `failed: ${record.failure}`;
    this.log(`Round ${record.round}: ${what} (commit ${record.commit.sha.slice(0, 7)}, ${commentUrl})`);
  }
}
