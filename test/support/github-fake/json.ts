/**
 * Turns the fake's records into GitHub's documented REST JSON shapes: every field GitHub's REST
 * description requires (the tests judge each answer by it: openapi.ts), but for the hypermedia
 * links the product never follows, which may be left out.
 */
import { createHash } from "node:crypto";
import {
  key,
  REACTIONS,
  type FakeComment,
  type FakeInstallation,
  type FakeIssue,
  type FakeLabel,
  type FakeReaction,
  type FakeRepo,
  type FakeReview,
  type FakeReviewComment,
  type FakeState,
  type FakeUser,
  type FakeWorkflowRun,
  type ReactionSubject,
} from "./state.js";

/** Base URLs: `api` for `url` fields, `web` for `html_url` fields (no trailing slash). */
export interface Urls {
  api: string;
  web: string;
}

/** A GraphQL-style global id; only its uniqueness matters to clients. */
function nodeId(kind: string, id: number): string {
  return Buffer.from(`0${kind.length}:${kind}${id}`).toString("base64");
}

/**
 * The head/base `sha` the fake reports for a branch: a stable stand-in, since the
 * fake keeps no git data (the git server holds the real commits).
 */
export function pseudoSha(repo: string, ref: string): string {
  return createHash("sha1")
    .update(`${key(repo)}:${ref}`)
    .digest("hex");
}

/** When the fake's repositories were created, updated and pushed to: a fixed time, since nothing reads it. */
const REPO_STAMP = "2024-01-01T00:00:00Z";

/** Serializers bound to one state and one pair of base URLs. */
export class Json {
  constructor(
    private readonly state: FakeState,
    private readonly urls: Urls,
  ) {}

  /** Simple user: `{ login, id, node_id, type, url, html_url, … }`. */
  user(login: string): Record<string, unknown> {
    const user: FakeUser = this.state.ensureUser(login);
    const { api, web } = this.urls;
    return {
      login: user.login,
      id: user.id,
      node_id: nodeId(user.type, user.id),
      avatar_url: `${web}/avatars/u/${user.id}`,
      gravatar_id: "",
      url: `${api}/users/${encodeURIComponent(user.login)}`,
      html_url: `${web}/${encodeURIComponent(user.login)}`,
      type: user.type,
      site_admin: false,
    };
  }

  /** Minimal repository (`minimal-repository`: a workflow run's `repository`). */
  minimalRepo(repo: FakeRepo): Record<string, unknown> {
    const { api, web } = this.urls;
    return {
      id: repo.id,
      node_id: nodeId("Repository", repo.id),
      name: repo.name,
      full_name: repo.fullName,
      private: repo.private,
      owner: this.user(repo.owner),
      html_url: `${web}/${repo.fullName}`,
      description: null,
      fork: false,
      url: `${api}/repos/${repo.fullName}`,
    };
  }

  /** Full repository (`full-repository`; also fits `repository`, a pull request's head and base). */
  repo(repo: FakeRepo): Record<string, unknown> {
    const openIssues = [...repo.issues.values()].filter((issue) => issue.state === "open").length;
    return {
      ...this.minimalRepo(repo),
      visibility: repo.private ? "private" : "public",
      clone_url: `${this.urls.web}/${repo.fullName}.git`,
      homepage: null,
      language: null,
      license: null,
      default_branch: repo.defaultBranch,
      archived: false,
      disabled: false,
      has_issues: true,
      has_projects: false,
      has_wiki: false,
      has_pages: false,
      has_downloads: false,
      has_discussions: false,
      forks: 0,
      forks_count: 0,
      open_issues: openIssues,
      open_issues_count: openIssues,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      network_count: 0,
      subscribers_count: 0,
      size: 0,
      created_at: REPO_STAMP,
      updated_at: REPO_STAMP,
      pushed_at: REPO_STAMP,
    };
  }

  /** Label. */
  label(repo: FakeRepo, label: FakeLabel): Record<string, unknown> {
    return {
      id: label.id,
      node_id: nodeId("Label", label.id),
      url: `${this.urls.api}/repos/${repo.fullName}/labels/${encodeURIComponent(label.name)}`,
      name: label.name,
      color: label.color,
      default: false,
      description: label.description,
    };
  }

  /** The labels of an issue, in order. */
  labels(repo: FakeRepo, issue: FakeIssue): Record<string, unknown>[] {
    return issue.labels.map((name) => this.label(repo, this.state.ensureLabel(repo, name)));
  }

  /** `author_association` from the user's role (owner, collaborator or none). */
  association(repo: FakeRepo, login: string): string {
    if (key(login) === key(repo.owner)) return "OWNER";
    const role = repo.roles.get(key(login));
    return role && role !== "none" && role !== "read" ? "COLLABORATOR" : "NONE";
  }

  /** Reaction rollup `{ url, total_count, "+1": n, … }`. */
  reactionSummary(subject: ReactionSubject, url: string): Record<string, unknown> {
    const all = this.state.reactionsOn(subject);
    const summary: Record<string, unknown> = { url: `${url}/reactions`, total_count: all.length };
    for (const content of REACTIONS) summary[content] = all.filter((r) => r.content === content).length;
    return summary;
  }

  /** Issue (with `pull_request` when it is the issue side of a pull request). */
  issue(repo: FakeRepo, issue: FakeIssue): Record<string, unknown> {
    const url = `${this.urls.api}/repos/${repo.fullName}/issues/${issue.number}`;
    const kind = issue.pull ? "pull" : "issues";
    return {
      id: issue.id,
      node_id: nodeId("Issue", issue.id),
      url,
      repository_url: `${this.urls.api}/repos/${repo.fullName}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: `${this.urls.web}/${repo.fullName}/${kind}/${issue.number}`,
      number: issue.number,
      state: issue.state,
      state_reason: issue.stateReason,
      title: issue.title,
      body: issue.body,
      user: this.user(issue.user),
      labels: this.labels(repo, issue),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: issue.locked,
      active_lock_reason: issue.activeLockReason,
      comments: this.state.commentsOf(repo, issue.number).length,
      ...(issue.pull
        ? {
            pull_request: {
              url: `${this.urls.api}/repos/${repo.fullName}/pulls/${issue.number}`,
              html_url: `${this.urls.web}/${repo.fullName}/pull/${issue.number}`,
              diff_url: `${this.urls.web}/${repo.fullName}/pull/${issue.number}.diff`,
              patch_url: `${this.urls.web}/${repo.fullName}/pull/${issue.number}.patch`,
              merged_at: issue.pull.mergedAt,
            },
          }
        : {}),
      closed_at: issue.closedAt,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_by: null,
      author_association: this.association(repo, issue.user),
      reactions: this.reactionSummary({ kind: "issue", repo: key(repo.fullName), number: issue.number }, url),
    };
  }

  /** Issue comment. */
  comment(repo: FakeRepo, comment: FakeComment): Record<string, unknown> {
    const url = `${this.urls.api}/repos/${repo.fullName}/issues/comments/${comment.id}`;
    const kind = repo.issues.get(comment.issueNumber)?.pull ? "pull" : "issues";
    return {
      id: comment.id,
      node_id: nodeId("IssueComment", comment.id),
      url,
      html_url: `${this.urls.web}/${repo.fullName}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `${this.urls.api}/repos/${repo.fullName}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.user(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: this.association(repo, comment.user),
      performed_via_github_app: null,
      reactions: this.reactionSummary({ kind: "comment", id: comment.id }, url),
    };
  }

  /** Reaction. */
  reaction(reaction: FakeReaction): Record<string, unknown> {
    return {
      id: reaction.id,
      node_id: nodeId("Reaction", reaction.id),
      user: this.user(reaction.user),
      content: reaction.content,
      created_at: reaction.createdAt,
    };
  }

  /** Pull request (the issue record must carry `pull`). */
  pull(repo: FakeRepo, issue: FakeIssue): Record<string, unknown> {
    const pull = issue.pull;
    if (!pull) throw new Error(`#${issue.number} is not a pull request`);
    const { api, web } = this.urls;
    const url = `${api}/repos/${repo.fullName}/pulls/${issue.number}`;
    const html = `${web}/${repo.fullName}/pull/${issue.number}`;
    // A head owned by another account is a fork's branch: its repository is the fork, as on GitHub.
    const fork = (owner: string): Record<string, unknown> => ({
      ...this.repo(repo),
      id: repo.id + 1_000_000,
      name: repo.name,
      full_name: `${owner}/${repo.name}`,
      owner: this.user(owner),
      fork: true,
    });
    const branch = (owner: string, ref: string): Record<string, unknown> => ({
      label: `${owner}:${ref}`,
      ref,
      sha: pseudoSha(`${owner}/${repo.name}`, ref),
      user: this.user(owner),
      repo: key(owner) === key(repo.owner) ? this.repo(repo) : fork(owner),
    });
    return {
      url,
      id: pull.id,
      node_id: nodeId("PullRequest", pull.id),
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: `${api}/repos/${repo.fullName}/issues/${issue.number}`,
      commits_url: `${url}/commits`,
      comments_url: `${api}/repos/${repo.fullName}/issues/${issue.number}/comments`,
      number: issue.number,
      state: issue.state,
      locked: issue.locked,
      title: issue.title,
      user: this.user(issue.user),
      body: issue.body,
      labels: this.labels(repo, issue),
      milestone: null,
      active_lock_reason: issue.activeLockReason,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.closedAt,
      merged_at: pull.mergedAt,
      merge_commit_sha: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: { ...branch(pull.headOwner, pull.headRef), ...(pull.headSha !== undefined ? { sha: pull.headSha } : {}) },
      base: branch(repo.owner, pull.baseRef),
      author_association: this.association(repo, issue.user),
      auto_merge: null,
      draft: pull.draft,
      merged: pull.mergedAt !== null,
      merged_by: null,
      mergeable: null,
      mergeable_state: "unknown",
      maintainer_can_modify: false,
      comments: this.state.commentsOf(repo, issue.number).length,
      review_comments: [...this.state.reviewComments.values()].filter((c) => c.repo === key(repo.fullName) && c.pullNumber === issue.number)
        .length,
      // The fake keeps no git data: the git server holds the commits, so no counts of them.
      commits: 0,
      additions: 0,
      deletions: 0,
      changed_files: 0,
    };
  }

  /** Pull request review. */
  review(repo: FakeRepo, review: FakeReview): Record<string, unknown> {
    const html = `${this.urls.web}/${repo.fullName}/pull/${review.pullNumber}`;
    return {
      id: review.id,
      node_id: nodeId("PullRequestReview", review.id),
      user: this.user(review.user),
      body: review.body,
      state: review.state,
      commit_id: review.commitId,
      submitted_at: review.submittedAt,
      html_url: `${html}#pullrequestreview-${review.id}`,
      pull_request_url: `${this.urls.api}/repos/${repo.fullName}/pulls/${review.pullNumber}`,
      author_association: this.association(repo, review.user),
    };
  }

  /** Inline review comment. */
  reviewComment(repo: FakeRepo, comment: FakeReviewComment): Record<string, unknown> {
    const html = `${this.urls.web}/${repo.fullName}/pull/${comment.pullNumber}`;
    return {
      id: comment.id,
      node_id: nodeId("PullRequestReviewComment", comment.id),
      pull_request_review_id: comment.reviewId,
      url: `${this.urls.api}/repos/${repo.fullName}/pulls/comments/${comment.id}`,
      html_url: `${html}#discussion_r${comment.id}`,
      pull_request_url: `${this.urls.api}/repos/${repo.fullName}/pulls/${comment.pullNumber}`,
      path: comment.path,
      // A comment on the whole file has no line: GitHub's description types `line` as an integer,
      // so the field is left out rather than null.
      ...(comment.line === null
        ? { subject_type: "file" }
        : { subject_type: "line", line: comment.line, original_line: comment.line, side: "RIGHT" }),
      // Diff positions: the fake keeps no diffs; the first line of the one-line hunk below.
      position: 1,
      original_position: 1,
      commit_id: comment.commitId,
      original_commit_id: comment.commitId,
      diff_hunk: "@@ -1 +1 @@",
      user: this.user(comment.user),
      body: comment.body,
      created_at: comment.createdAt,
      updated_at: comment.createdAt,
      author_association: this.association(repo, comment.user),
    };
  }

  /** Workflow run. */
  run(repo: FakeRepo, run: FakeWorkflowRun): Record<string, unknown> {
    const workflow = [...repo.workflows.values()].find((w) => w.id === run.workflowId);
    const url = `${this.urls.api}/repos/${repo.fullName}/actions/runs/${run.id}`;
    return {
      id: run.id,
      name: run.name,
      node_id: nodeId("WorkflowRun", run.id),
      head_branch: run.headBranch,
      head_sha: run.headSha,
      path: workflow ? `.github/workflows/${workflow.file}` : "",
      display_title: run.displayTitle,
      run_number: run.runNumber,
      run_attempt: 1,
      event: run.event,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: run.workflowId,
      url,
      html_url: `${this.urls.web}/${repo.fullName}/actions/runs/${run.id}`,
      cancel_url: `${url}/cancel`,
      rerun_url: `${url}/rerun`,
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      artifacts_url: `${url}/artifacts`,
      workflow_url: `${this.urls.api}/repos/${repo.fullName}/actions/workflows/${run.workflowId}`,
      previous_attempt_url: null,
      pull_requests: [],
      created_at: run.createdAt,
      updated_at: run.updatedAt,
      run_started_at: run.createdAt,
      actor: this.user(run.actor),
      triggering_actor: this.user(run.actor),
      head_commit: null,
      repository: this.minimalRepo(repo),
      head_repository: this.minimalRepo(repo),
    };
  }

  /** App installation. */
  installation(installation: FakeInstallation): Record<string, unknown> {
    const app = this.state.apps.get(installation.appId);
    const account = this.state.ensureUser(installation.account);
    return {
      id: installation.id,
      app_id: installation.appId,
      app_slug: app?.slug ?? "",
      client_id: `Iv1.${installation.appId}`,
      account: this.user(account.login),
      target_type: account.type === "Organization" ? "Organization" : "User",
      target_id: account.id,
      repository_selection: installation.repositories === "all" ? "all" : "selected",
      permissions: installation.permissions,
      events: [],
      access_tokens_url: `${this.urls.api}/app/installations/${installation.id}/access_tokens`,
      repositories_url: `${this.urls.api}/installation/repositories`,
      html_url: `${this.urls.web}/settings/installations/${installation.id}`,
      single_file_name: null,
      created_at: "2024-01-01T00:00:00Z",
      updated_at: "2024-01-01T00:00:00Z",
      suspended_at: null,
      suspended_by: null,
    };
  }
}
