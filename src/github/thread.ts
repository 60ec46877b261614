import type { RalphOctokit } from "./client.js";

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

/**
 * The run's writes to GitHub: comments on the issue and the pull request.
 * Bodies arrive rendered and bounded (see `render.ts`); API errors propagate
 * (after the client's retries) as Octokit `RequestError`s.
 */
export class IssueThread {
  constructor(
    private readonly octokit: RalphOctokit,
    private readonly ref: IssueRef,
  ) {}

  /** Every comment on the issue, oldest first (all pages). */
  async comments(): Promise<Awaited<ReturnType<RalphOctokit["rest"]["issues"]["listComments"]>>["data"]> {
    const { owner, repo, issueNumber } = this.ref;
    return this.octokit.paginate(this.octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  }

  /** Posts a comment on the issue; returns its web address. */
  async comment(body: string): Promise<string> {
    const { owner, repo, issueNumber } = this.ref;
    const { data } = await this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    return data.html_url;
  }

  /** Posts the run's tracking comment; returns its id, for {@link IssueThread.editComment}. */
  async postTracking(body: string): Promise<number> {
    const { owner, repo, issueNumber } = this.ref;
    const { data } = await this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    return data.id;
  }

  /** Replaces the body of one of the bot's comments. */
  async editComment(commentId: number, body: string): Promise<void> {
    const { owner, repo } = this.ref;
    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
  }

  /**
   * Opens the pull request from `head` to `base`, or updates the body and title of
   * the open one for that head, so a resumed run never opens a second.
   */
  async openOrUpdatePullRequest(request: {
    head: string;
    base: string;
    title: string;
    body: string;
    draft: boolean;
  }): Promise<PullRequestRef> {
    const { owner, repo } = this.ref;
    const { data: open } = await this.octokit.rest.pulls.list({
      owner,
      repo,
      state: "open",
      head: `${owner}:${request.head}`,
      base: request.base,
    });
    const existing = open[0];
    if (existing !== undefined) {
      const { data } = await this.octokit.rest.pulls.update({
        owner,
        repo,
        pull_number: existing.number,
        title: request.title,
        body: request.body,
      });
      return { number: data.number, url: data.html_url };
    }
    const { data } = await this.octokit.rest.pulls.create({ owner, repo, ...request });
    return { number: data.number, url: data.html_url };
  }
}
