import { sendAtMostOnce, type FindApplied, type RalphOctokit } from "./client.js";
import { readTrustedMarker, renderMarker, type MarkerKind } from "./markers.js";

export type CommentOnIssue = Awaited<ReturnType<RalphOctokit["rest"]["issues"]["listComments"]>>["data"][number];

export interface IssueRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface PullRequestRef {
  number: number;
  url: string;
}

export interface PostedComment {
  id: number;
  url: string;
}

/** The marker that makes a comment the one {@link IssueThread.postOnce} posts. */
export interface CommentMarker {
  kind: MarkerKind;
  match: (data: Record<string, unknown>) => boolean;
  /** Comments never taken as the one posted, e.g. those before the run. */
  ignore?: ReadonlySet<number>;
}

export interface PullRequestRequest {
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  repositoryUrl: string;
}

/** GitHub refused to open the pull request; carries the link to open it by hand. */
export class PullRequestRefused extends Error {
  override readonly name = "PullRequestRefused";

  constructor(
    readonly status: number,
    readonly githubMessage: string,
    readonly compareUrl: string,
  ) {
    super(`GitHub answered ${status}: ${githubMessage}`);
  }
}

/** The run's writes to GitHub, each at most once (docs/architecture.md). */
export class IssueThread {
  constructor(
    private readonly octokit: RalphOctokit,
    private readonly ref: IssueRef,
  ) {}

  get number(): number {
    return this.ref.issueNumber;
  }

  async comments(): Promise<CommentOnIssue[]> {
    const { owner, repo, issueNumber } = this.ref;
    return this.octokit.paginate(this.octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  }

  /** At most once; resolves with its address. */
  async postOwn(
    kind: MarkerKind,
    data: Record<string, string | number | boolean | null>,
    text: string,
    own: { botLogin: string; runId: string },
  ): Promise<string> {
    const marker: CommentMarker = {
      kind,
      match: (found) => found["run"] === own.runId && Object.entries(data).every(([key, value]) => found[key] === value),
    };
    return (await this.postOnce(`${renderMarker(kind, { ...data, run: own.runId })}\n${text}`, marker, own.botLogin, [])).url;
  }

  /** At most once; resolves with its id. */
  async postTracking(body: string, marker: CommentMarker, botLogin: string): Promise<number> {
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }

  async editComment(commentId: number, body: string): Promise<void> {
    const { owner, repo } = this.ref;
    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
  }

  /** Reposts a comment a person deleted; resolves with the id now in use. */
  async editOrRepost(commentId: number, body: string, marker: CommentMarker, botLogin: string): Promise<number> {
    try {
      await this.editComment(commentId, body);
      return commentId;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    if (await this.commentExists(commentId)) {
      await this.editComment(commentId, body);
      return commentId;
    }
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }

  /** False when GitHub answers 404. */
  private async commentExists(commentId: number): Promise<boolean> {
    const { owner, repo } = this.ref;
    try {
      await this.octokit.rest.issues.getComment({ owner, repo, comment_id: commentId });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  /** Posts unless the bot's comment with `marker` is there; throws when `body` lacks it. */
  async postOnce(body: string, marker: CommentMarker, botLogin: string, seen?: readonly CommentOnIssue[]): Promise<PostedComment> {
    const own = readTrustedMarker({ body, user: { login: botLogin } }, marker.kind, botLogin);
    if (own === null || !marker.match(own)) throw new Error(`the comment to post once does not carry a matching ${marker.kind} marker`);
    const matching = (comments: readonly CommentOnIssue[]) =>
      comments.find((comment) => {
        if (marker.ignore?.has(comment.id) === true) return false;
        const data = readTrustedMarker(comment, marker.kind, botLogin);
        return data !== null && marker.match(data);
      }) ?? null;
    const find = async () => matching(await this.comments());
    const existing = seen !== undefined ? matching(seen) : await find();
    if (existing !== null) return { id: existing.id, url: existing.html_url };
    return this.create(body, find);
  }

  /** A run never opens a second. */
  async openOrUpdatePullRequest(pull: PullRequestRequest): Promise<PullRequestRef> {
    const { owner, repo } = this.ref;
    const open = async () =>
      (
        await this.octokit.paginate(this.octokit.rest.pulls.list, {
          owner,
          repo,
          state: "open",
          head: `${owner}:${pull.head}`,
          base: pull.base,
          per_page: 100,
        })
      )[0] ?? null;
    const existing = await open();
    if (existing !== null) return this.updatePullRequest(existing.number, pull);
    try {
      const { head, base, title, body, draft } = pull;
      const findApplied: FindApplied = open;
      const { data } = await this.octokit.rest.pulls.create({ owner, repo, head, base, title, body, draft, request: { findApplied } });
      return { number: data.number, url: data.html_url };
    } catch (error) {
      const status = statusOf(error);
      if (status === null || status < 400 || status >= 500) throw error;
      const message = githubMessage(error);
      if (status === 422 && /already exists/i.test(message)) {
        const raced = await open();
        if (raced !== null) return this.updatePullRequest(raced.number, pull);
      }
      throw new PullRequestRefused(status, message, `${pull.repositoryUrl}/compare/${pull.base}...${pull.head}?expand=1`);
    }
  }

  private async updatePullRequest(number: number, pull: PullRequestRequest): Promise<PullRequestRef> {
    const { owner, repo } = this.ref;
    const { data } = await this.octokit.rest.pulls.update({ owner, repo, pull_number: number, title: pull.title, body: pull.body });
    return { number: data.number, url: data.html_url };
  }

  private async create(body: string, findApplied?: FindApplied): Promise<PostedComment> {
    const { owner, repo, issueNumber } = this.ref;
    const { data } = await this.octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      ...(findApplied !== undefined ? { request: { findApplied } } : {}),
    });
    return { id: data.id, url: data.html_url };
  }
}

/** No app or bot may comment on a locked conversation. */
export function isLockedRefusal(error: unknown): boolean {
  return statusOf(error) === 403 && /\bis locked\b/i.test(githubMessage(error));
}

function statusOf(error: unknown): number | null {
  return error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;
}

/** GitHub's words, its 422 details included. */
function githubMessage(error: unknown): string {
  const data: unknown =
    error instanceof Error && "response" in error ? (error.response as { data?: unknown } | undefined)?.data : undefined;
  if (typeof data !== "object" || data === null) return error instanceof Error ? error.message : String(error);
  const message = "message" in data && typeof data.message === "string" ? data.message : "no message";
  const details = ("errors" in data && Array.isArray(data.errors) ? data.errors : []).map((entry: unknown) => {
    if (typeof entry === "string") return entry;
    if (typeof entry !== "object" || entry === null) return "";
    if ("message" in entry && typeof entry.message === "string") return entry.message;
    const field = "field" in entry && typeof entry.field === "string" ? entry.field : "";
    const code = "code" in entry && typeof entry.code === "string" ? entry.code : "";
    return `${field} ${code}`.trim();
  });
  const said = details.filter((detail) => detail !== "");
  return said.length > 0 ? `${message}: ${said.join("; ")}` : message;
}

/** Probot's `context.octokit` fits too. */
export type ConversationClient = Pick<RalphOctokit, "paginate"> & {
  rest: {
    issues: Pick<RalphOctokit["rest"]["issues"], "listComments" | "createComment">;
    reactions: Pick<RalphOctokit["rest"]["reactions"], "createForIssue" | "createForIssueComment">;
    pulls: Pick<RalphOctokit["rest"]["pulls"], "get">;
  };
};

/** Oldest first; `answeredAt` is GitHub's `Date`, in ms. */
export async function readComments(
  octokit: ConversationClient,
  ref: IssueRef,
  since?: string,
): Promise<{ comments: CommentOnIssue[]; answeredAt: number }> {
  let answeredAt = Number.NaN;
  const { owner, repo, issueNumber } = ref;
  const comments = await octokit.paginate(
    octokit.rest.issues.listComments,
    { owner, repo, issue_number: issueNumber, ...(since !== undefined ? { since } : {}), per_page: 100 },
    (response) => {
      // The first page's time, so nothing updated meanwhile is skipped.
      if (Number.isNaN(answeredAt)) answeredAt = Date.parse(response.headers.date ?? "");
      return response.data;
    },
  );
  return { comments, answeredAt };
}

/** How far GitHub's clock may be behind the caller's, in ms. */
export const CLOCK_SKEW_MS = 60_000;

/** A comment without a marker, at most once: resent only when its very body is not there. */
export async function postOnceByBody(
  octokit: ConversationClient,
  ref: IssueRef,
  body: string,
  options: { botLogin: () => Promise<string>; resend: { times: number; log: (message: string) => void } },
): Promise<void> {
  const since = Date.now() - CLOCK_SKEW_MS;
  const posted = async (): Promise<true | null> => {
    const botLogin = (await options.botLogin()).toLowerCase();
    const { comments } = await readComments(octokit, ref, new Date(since).toISOString());
    const found = comments.some(
      (comment) => comment.user?.login.toLowerCase() === botLogin && comment.body === body && Date.parse(comment.created_at) >= since,
    );
    return found ? true : null;
  };
  const { owner, repo, issueNumber } = ref;
  await sendAtMostOnce(
    async () => {
      await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request: { retries: 0 } });
      return true;
    },
    posted,
    options.resend,
  );
}

/** A resent 👀 adds none. */
export async function reactWithEyes(
  octokit: ConversationClient,
  repo: { owner: string; repo: string },
  target: { issueNumber: number } | { commentId: number },
): Promise<void> {
  if ("issueNumber" in target) await octokit.rest.reactions.createForIssue({ ...repo, issue_number: target.issueNumber, content: "eyes" });
  else await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: target.commentId, content: "eyes" });
}

export async function getPullRequest(
  octokit: ConversationClient,
  repo: { owner: string; repo: string },
  number: number,
): Promise<Awaited<ReturnType<RalphOctokit["rest"]["pulls"]["get"]>>["data"]> {
  return (await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number })).data;
}
