import { sendAtMostOnce, type FindApplied, type RalphOctokit } from "./client.js";
import { readTrustedMarker, renderMarker, type MarkerKind } from "./markers.js";

/** A comment as the REST API lists it. */
export type CommentOnIssue = Awaited<ReturnType<RalphOctokit["rest"]["issues"]["listComments"]>>["data"][number];

/** Where the run talks: one repository and one issue. */
export interface IssueRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

/** A pull request as the run reports it. */
export interface PullRequestRef {
  number: number;
  url: string;
}

/** A comment the bot wrote: its id (for edits) and web address. */
export interface PostedComment {
  id: number;
  url: string;
}

/** Which marker makes a comment the one {@link IssueThread.postOnce} posts: its kind, and a test of its data (e.g. run and round). */
export interface CommentMarker {
  kind: MarkerKind;
  match: (data: Record<string, unknown>) => boolean;
  /**
   * Ids of comments that are never the one posted, whatever their marker says: e.g. the comments
   * that were on the issue before the run started (an earlier attempt of the same workflow run
   * carries the same run id).
   */
  ignore?: ReadonlySet<number>;
}

/** What the run asks of its pull request. */
export interface PullRequestRequest {
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  /** Web root of the repository (e.g. `https://github.com/octo/repo`), for the link that opens the pull request by hand. */
  repositoryUrl: string;
}

/**
 * GitHub refused to open the run's pull request with a 4xx other than "already exists": e.g. 403
 * "GitHub Actions is not permitted to create or approve pull requests" (the repository's Actions
 * settings) or "Resource not accessible by integration" (the token lacks `pull-requests: write`),
 * or 422 validation ("No commits between …"). Carries GitHub's words and the web link that opens
 * the same pull request by hand (`<repository>/compare/<base>...<head>?expand=1`).
 */
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

/**
 * The run's writes to GitHub: comments on the issue and the pull request.
 * Bodies arrive rendered and bounded (see `src/render/`); API errors propagate
 * (after the client's retries) as Octokit `RequestError`s.
 */
export class IssueThread {
  constructor(
    private readonly octokit: RalphOctokit,
    private readonly ref: IssueRef,
  ) {}

  /** The number of the issue (or pull request) the thread talks on. */
  get number(): number {
    return this.ref.issueNumber;
  }

  /** Every comment on the issue, oldest first (all pages). */
  async comments(): Promise<CommentOnIssue[]> {
    const { owner, repo, issueNumber } = this.ref;
    return this.octokit.paginate(this.octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  }

  /**
   * Posts a one-off comment of this workflow run (a reply, a stop request) at most once: `text`
   * after a trusted `kind` marker with `data` and the workflow run's id (`run`), by which a post
   * GitHub applied but did not answer (a 5xx, a broken connection) is found and not sent again
   * (see {@link IssueThread.postOnce}; no comments are read unless the post fails so). Returns its
   * web address.
   */
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

  /**
   * Posts the run's tracking comment at most once (see {@link IssueThread.postOnce}; no comments
   * are read unless the post fails in a way GitHub may have applied); returns its id, for
   * {@link IssueThread.editOrRepost}. `marker` matches this run's tracking marker.
   */
  async postTracking(body: string, marker: CommentMarker, botLogin: string): Promise<number> {
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }

  /** Replaces the body of one of the bot's comments. */
  async editComment(commentId: number, body: string): Promise<void> {
    const { owner, repo } = this.ref;
    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
  }

  /**
   * Replaces the body of one of the bot's comments. When GitHub answers 404, the comment is read:
   * if it is still there (the 404 was GitHub's passing mistake) the edit is sent again; only when
   * the read says 404 too (a person deleted the comment) is the body posted again as a new comment,
   * at most once (see {@link IssueThread.postOnce}; `marker` matches the body's own marker).
   * Returns the id now in use, for the next edit.
   */
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

  /** Whether a comment is there: false when GitHub answers 404. @throws any other error. */
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

  /**
   * Posts a comment at most once: when a trusted comment of the bot (`botLogin`) already carries a
   * `marker` that matches, that comment is returned and nothing is posted. Before posting it looks
   * in `seen` (the comments the caller read at the run's start, so that a second attempt of the
   * same workflow run — a re-run keeps the run id — finds what the first posted), or reads the
   * issue's comments (all pages) when `seen` is not given; and it reads them again when the post
   * fails in a way GitHub may have applied all the same (5xx, a broken connection), before it is
   * sent again. Passing `seen` keeps a round's cost from growing with the issue's comments.
   * @throws Error when `body` does not carry a matching marker itself: it could never be found again.
   */
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

  /**
   * Opens the pull request from `head` to `base`, or updates the title and body of the open one
   * (all pages of open pull requests read), so that a run never opens a second: also when GitHub
   * created it but its answer was lost (a 5xx, a broken connection), or when another run opened it
   * meanwhile (422 "A pull request already exists for …").
   * @throws PullRequestRefused when GitHub refuses for another reason (any other 4xx).
   */
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

  /** Posts a comment; with `findApplied`, a post GitHub applied but did not answer is not sent twice (see `createClient`). */
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

/**
 * Whether GitHub refused a new comment because the conversation is locked: 403 "Unable to create
 * comment because issue is locked." (for an issue and a pull request alike). A maintainer locks a
 * heated thread; only people with write access may comment then, and no app or bot.
 */
export function isLockedRefusal(error: unknown): boolean {
  return statusOf(error) === 403 && /\bis locked\b/i.test(githubMessage(error));
}

/** The HTTP status of an Octokit `RequestError`, or null for any other error. */
function statusOf(error: unknown): number | null {
  return error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;
}

/**
 * GitHub's own words from an error answer: its `message`, and the `message` (or `field code`) of
 * each entry of `errors` (GitHub's 422 validation details).
 */
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

/**
 * The calls of the one-off conversation verbs below, typed from the action's client so that a
 * Probot App's `context.octokit` can be passed too.
 */
export type ConversationClient = Pick<RalphOctokit, "paginate"> & {
  rest: {
    issues: Pick<RalphOctokit["rest"]["issues"], "listComments" | "createComment">;
    reactions: Pick<RalphOctokit["rest"]["reactions"], "createForIssue" | "createForIssueComment">;
    pulls: Pick<RalphOctokit["rest"]["pulls"], "get">;
  };
};

/**
 * The comments of a conversation (an issue or a pull request), oldest first, all pages; with
 * `since` (ISO), only those updated since then. `answeredAt` is when GitHub answered the first
 * page, by its own clock (its `Date` header, in ms; NaN without one).
 * @throws the Octokit error when the API fails (after the client's retries).
 */
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
      // The first page's answer: the earliest, so nothing updated while later pages came is skipped.
      if (Number.isNaN(answeredAt)) answeredAt = Date.parse(response.headers.date ?? "");
      return response.data;
    },
  );
  return { comments, answeredAt };
}

/**
 * How far GitHub's clock may be behind the caller's, in ms: a comment a lost post made is looked
 * for among those created from a minute before it was sent.
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * Posts `body` on a conversation as it is, at most once, for a comment that carries no marker of
 * its own (the App's one-line answers): after an outage the conversation's comments are read, and
 * the post is sent again (up to `resend.times` times) only when a comment of `botLogin` with this
 * very body, created since just before the first try, is not among them. The client's own resend
 * is off for the post (`retries: 0`): it would resend a comment GitHub may have made.
 * @throws the Octokit error when GitHub refuses, or an outage no resend got past.
 */
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

/**
 * Acknowledges with 👀 on a conversation (`{ issueNumber }`) or on one of its comments
 * (`{ commentId }`). A resend is harmless: GitHub answers 200 for a reaction already made, and adds none.
 * @throws the Octokit error when GitHub refuses.
 */
export async function reactWithEyes(
  octokit: ConversationClient,
  repo: { owner: string; repo: string },
  target: { issueNumber: number } | { commentId: number },
): Promise<void> {
  if ("issueNumber" in target) await octokit.rest.reactions.createForIssue({ ...repo, issue_number: target.issueNumber, content: "eyes" });
  else await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: target.commentId, content: "eyes" });
}

/**
 * A pull request as GitHub answers `GET …/pulls/{n}`.
 * @throws the Octokit error when GitHub refuses (404 for a number that is not a pull request).
 */
export async function getPullRequest(
  octokit: ConversationClient,
  repo: { owner: string; repo: string },
  number: number,
): Promise<Awaited<ReturnType<RalphOctokit["rest"]["pulls"]["get"]>>["data"]> {
  return (await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number })).data;
}
