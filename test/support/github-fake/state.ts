/**
 * The GitHub fake's in-memory world: users, tokens, repositories, issues and pull
 * requests, comments, reactions, workflows and their runs, apps and installations.
 * Tests may read and change it directly; the routes go through the same methods.
 */
import { randomInt } from "node:crypto";
import { readWorkflowFile, type WorkflowFile } from "./workflow-file.js";

/** A repository role as set by a maintainer, finest first-class granularity GitHub has. */
export type Role = "admin" | "maintain" | "write" | "triage" | "read" | "none";
/** The roles from least to most. */
export const ROLE_RANK: readonly Role[] = ["none", "read", "triage", "write", "maintain", "admin"];

/** An account. `login` is unique ignoring case, as on GitHub. */
export interface FakeUser {
  login: string;
  id: number;
  type: "User" | "Bot" | "Organization";
}

/** A repository; `issues` holds issues and pull requests under one number sequence. */
export interface FakeRepo {
  id: number;
  owner: string;
  name: string;
  /** `owner/name` as first spelled. */
  fullName: string;
  defaultBranch: string;
  private: boolean;
  /** Next issue/pull request number. */
  nextNumber: number;
  /** Explicit roles by lower-case login; others get {@link FakeState.nonCollaboratorRole}. */
  roles: Map<string, Role>;
  labels: Map<string, FakeLabel>;
  issues: Map<number, FakeIssue>;
  /** Workflows by file name (e.g. `ralph.yml`). */
  workflows: Map<string, FakeWorkflow>;
  runs: FakeWorkflowRun[];
  /** Check runs other apps made (CircleCI, Buildkite, …); an Actions job's check run is its job. */
  checkRuns: FakeCheckRun[];
  /** Actions secrets of the repository by upper-case name (only names and dates: GitHub never shows a value). */
  secrets: Map<string, FakeSecret>;
  /** Organization secrets shared with the repository, by upper-case name. */
  organizationSecrets: Map<string, FakeSecret>;
  /** Actions variables of the repository by upper-case name. */
  variables: Map<string, FakeVariable>;
  /** Organization variables shared with the repository, by upper-case name. */
  organizationVariables: Map<string, FakeVariable>;
  /** Settings → Actions → General → Workflow permissions. */
  workflowPermissions: FakeWorkflowPermissions;
}

/** An Actions secret as GitHub shows it: its name (upper case, as GitHub keeps it) and dates. */
export interface FakeSecret {
  name: string;
  createdAt: string;
  updatedAt: string;
  /** The value a client set through the API, opened from its sealed box by the fake (never served); absent when a test added it. */
  plaintext?: string;
}

/**
 * What a token may do beyond its account's roles: a personal access token (classic) has OAuth
 * scopes, which GitHub names in every answer's `X-OAuth-Scopes` (a workflow file is written only
 * with `workflow`); a fine-grained or App token has permissions and no such header (a workflow
 * file takes its Workflows permission). A token without a grant may do all its roles allow.
 */
export type TokenGrant = { kind: "classic"; scopes: string[] } | { kind: "fine-grained"; workflows: boolean };

/** An Actions variable: name (upper case, as GitHub keeps it), value and dates. */
export interface FakeVariable extends FakeSecret {
  value: string;
}

/**
 * A repository's workflow permissions (GitHub's defaults for a new repository: `read`, and Actions
 * may not create or approve pull requests).
 */
export interface FakeWorkflowPermissions {
  /** The permissions the `GITHUB_TOKEN` gets when a workflow does not declare its own. */
  defaultPermissions: "read" | "write";
  /** "Allow GitHub Actions to create and approve pull requests". */
  canApprovePullRequestReviews: boolean;
}

/** A repository label (created on first use, like GitHub's add-labels endpoint does). */
export interface FakeLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

/** An issue, or the issue side of a pull request when `pull` is set. */
export interface FakeIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  /** Author login. */
  user: string;
  /** Label names in the order they were added. */
  labels: string[];
  state: "open" | "closed";
  stateReason: "completed" | "not_planned" | "reopened" | null;
  /** Whether the conversation is locked: then only people with write access may comment (see the comment routes). */
  locked: boolean;
  /** Why it was locked (`off-topic`, `too heated`, `resolved`, `spam`), or null. */
  activeLockReason: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  pull?: FakePull;
}

/** Pull request specifics; title, body, labels and state live on the issue. */
export interface FakePull {
  id: number;
  /** Owner of the head branch (the `owner` of `owner:branch`). */
  headOwner: string;
  headRef: string;
  baseRef: string;
  draft: boolean;
  mergedAt: string | null;
  /** The head commit as a test set it (the git server's real one); absent: a stable stand-in for the branch. */
  headSha?: string;
}

/** An issue or pull request comment (ids are global, as on GitHub). */
export interface FakeComment {
  id: number;
  /** Lower-case `owner/name` key of the repository. */
  repo: string;
  issueNumber: number;
  user: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** A pull request review (ids are global, as on GitHub). */
export interface FakeReview {
  id: number;
  /** Lower-case `owner/name` key of the repository. */
  repo: string;
  pullNumber: number;
  user: string;
  /** As the REST API spells it: `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED` (a dismissed review). */
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED";
  body: string;
  commitId: string;
  submittedAt: string;
}

/** An inline review comment on a pull request's diff; `reviewId` is the review it belongs to. */
export interface FakeReviewComment {
  id: number;
  repo: string;
  pullNumber: number;
  reviewId: number;
  user: string;
  path: string;
  line: number | null;
  body: string;
  /** The commit the comment was made on (`original_commit_id`; `commit_id` too in the fake). */
  commitId: string;
  createdAt: string;
}

/** The reactions GitHub accepts. */
export const REACTIONS = ["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"] as const;
/** One of {@link REACTIONS}. */
export type ReactionContent = (typeof REACTIONS)[number];

/** What a reaction is on: an issue/pull request, or a comment. */
export type ReactionSubject = { kind: "issue"; repo: string; number: number } | { kind: "comment"; id: number };

/** A reaction by one user with one content on one subject. */
export interface FakeReaction {
  id: number;
  subject: ReactionSubject;
  user: string;
  content: ReactionContent;
  createdAt: string;
}

/** A workflow file under `.github/workflows/`. */
export interface FakeWorkflow extends WorkflowFile {
  id: number;
  /** File name, e.g. `ralph.yml`. */
  file: string;
  /** File text served by the contents API, and read by dispatches (trigger, inputs, run name). */
  content: string;
}

/** A workflow run as listed by the Actions API. */
export interface FakeWorkflowRun {
  id: number;
  workflowId: number;
  name: string;
  displayTitle: string;
  status: "queued" | "in_progress" | "completed" | "waiting" | "requested" | "pending";
  conclusion: string | null;
  event: string;
  headBranch: string;
  headSha: string;
  runNumber: number;
  actor: string;
  createdAt: string;
  updatedAt: string;
  /** The run's jobs (latest attempt), in the order GitHub lists them. */
  jobs: FakeJob[];
}

/** A job of a workflow run: its steps and its log (null: GitHub has none, or it expired). */
export interface FakeJob {
  id: number;
  name: string;
  status: FakeWorkflowRun["status"];
  conclusion: string | null;
  steps: { name: string; conclusion: string | null }[];
  log: string | null;
}

/** A check run an app made on a commit: its app's slug, head, state and output. */
export interface FakeCheckRun {
  id: number;
  name: string;
  /** The slug of the app that made it. */
  app: string;
  headSha: string;
  /** The check suite's head branch; null for a fork's commit. */
  headBranch: string | null;
  status: "queued" | "in_progress" | "completed";
  conclusion: string | null;
  /** The page its app names. */
  detailsUrl: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  startedAt: string;
  completedAt: string | null;
}

/** A recorded `workflow_dispatch` call. */
export interface FakeDispatch {
  /** `owner/name` as first spelled. */
  repo: string;
  workflow: string;
  ref: string;
  inputs: Record<string, unknown>;
  /** Login of the token that dispatched. */
  actor: string;
  /** The workflow run the dispatch created (queued until a test runs it). */
  runId: number;
}

/** A GitHub App; its installation tokens act as `<slug>[bot]`. */
export interface FakeApp {
  id: number;
  slug: string;
  /** PEM public key; when set, JWT signatures (RS256) are verified. */
  publicKey?: string;
}

/** An installation of an app on an account. */
export interface FakeInstallation {
  id: number;
  appId: number;
  /** Login of the account the app is installed on. */
  account: string;
  /** `"all"`, or the repository names (without owner) selected. */
  repositories: "all" | string[];
  permissions: Record<string, string>;
}

/** Lower-case lookup key of a repository or login. */
export function key(name: string): string {
  return name.toLowerCase();
}

/** Splits `owner/name`; throws (a test bug) when the slash is missing. */
export function splitFullName(fullName: string): [string, string] {
  const [owner, name, extra] = fullName.split("/");
  if (!owner || !name || extra !== undefined) throw new Error(`expected "owner/repo", got ${JSON.stringify(fullName)}`);
  return [owner, name];
}

/** GitHub-style timestamp without milliseconds, e.g. `2024-01-02T03:04:05Z`. */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The fake's data plus the mutations tests and routes share. Throws plain `Error`s
 * for misuse by a test (unknown repo in a seeding helper); routes check first.
 */
export class FakeState {
  readonly users = new Map<string, FakeUser>();
  /** token → login the token acts as. */
  readonly tokens = new Map<string, string>();
  /** token → its scopes or permissions, for tokens a test gave one (see {@link TokenGrant}). */
  readonly grants = new Map<string, TokenGrant>();
  readonly repos = new Map<string, FakeRepo>();
  readonly comments = new Map<number, FakeComment>();
  readonly reviews = new Map<number, FakeReview>();
  readonly reviewComments = new Map<number, FakeReviewComment>();
  readonly reactions: FakeReaction[] = [];
  readonly dispatches: FakeDispatch[] = [];
  readonly apps = new Map<number, FakeApp>();
  /**
   * Short-lived files served outside the API at `/_blobs/<name>`, without a token, as GitHub's
   * storage serves the address a log download redirects to.
   */
  readonly blobs = new Map<string, string>();
  readonly installations = new Map<number, FakeInstallation>();
  /**
   * Role of an existing user without an explicit role on a public repository
   * (GitHub answers "read" there); on private repositories it is always "none".
   */
  nonCollaboratorRole: Role = "read";
  /**
   * Unique across fakes too, as GitHub's ids are: a workflow run's id is the action's
   * `GITHUB_RUN_ID` and so its agents' `RALPH_RUN_ID`, the marker by which an action kills the
   * leftovers of its run; test files running at once must not share one.
   */
  private nextId = 1000 + randomInt(1_000_000) * 1000;

  constructor(readonly now: () => Date = () => new Date()) {}

  /** A fresh id, unique across all kinds of objects. */
  id(): number {
    return this.nextId++;
  }

  /** The current time as a GitHub timestamp. */
  stamp(): string {
    return timestamp(this.now());
  }

  /** Adds (or retypes) a user; bots are conventionally named `name[bot]`. */
  addUser(login: string, type: FakeUser["type"] = login.endsWith("[bot]") ? "Bot" : "User"): FakeUser {
    const existing = this.users.get(key(login));
    if (existing) {
      existing.type = type;
      return existing;
    }
    const user: FakeUser = { login, id: this.id(), type };
    this.users.set(key(login), user);
    return user;
  }

  /** The user with `login`, created as a User (or Bot for `[bot]`) when unknown. */
  ensureUser(login: string): FakeUser {
    return this.users.get(key(login)) ?? this.addUser(login);
  }

  /** Adds a repository; the owner account is created and gets the admin role. */
  addRepo(owner: string, name: string, opts: { defaultBranch?: string; private?: boolean } = {}): FakeRepo {
    const repo: FakeRepo = {
      id: this.id(),
      owner: this.ensureUser(owner).login,
      name,
      fullName: `${owner}/${name}`,
      defaultBranch: opts.defaultBranch ?? "main",
      private: opts.private ?? false,
      nextNumber: 1,
      roles: new Map([[key(owner), "admin"]]),
      labels: new Map(),
      issues: new Map(),
      workflows: new Map(),
      runs: [],
      checkRuns: [],
      secrets: new Map(),
      organizationSecrets: new Map(),
      variables: new Map(),
      organizationVariables: new Map(),
      workflowPermissions: { defaultPermissions: "read", canApprovePullRequestReviews: false },
    };
    this.repos.set(key(repo.fullName), repo);
    return repo;
  }

  /** The repository `owner/name` (any case), or undefined. */
  findRepo(fullName: string): FakeRepo | undefined {
    return this.repos.get(key(fullName));
  }

  /** The repository `owner/name`; throws when a test names one it never added. */
  repo(fullName: string): FakeRepo {
    const repo = this.findRepo(fullName);
    if (!repo) throw new Error(`GitHub fake: no repository ${fullName}; call addRepo first`);
    return repo;
  }

  /** The role `login` has on `repo`, GitHub's defaults applied. */
  roleOf(repo: FakeRepo, login: string): Role {
    return repo.roles.get(key(login)) ?? (repo.private ? "none" : this.nonCollaboratorRole);
  }

  /** Whether `login`'s role on `repo` reaches `least` (read < triage < write < maintain < admin). */
  hasRole(repo: FakeRepo, login: string, least: Role): boolean {
    return ROLE_RANK.indexOf(this.roleOf(repo, login)) >= ROLE_RANK.indexOf(least);
  }

  /** The label `name` of `repo`, created with a grey colour when new. */
  ensureLabel(repo: FakeRepo, name: string): FakeLabel {
    const existing = repo.labels.get(key(name));
    if (existing) return existing;
    const label: FakeLabel = { id: this.id(), name, color: "ededed", description: null };
    repo.labels.set(key(name), label);
    return label;
  }

  /** Opens an issue (or, with `pull`, a pull request) under the repo's next number. */
  addIssue(
    repo: FakeRepo,
    fields: { title: string; body?: string | null; user: string; labels?: string[]; pull?: Omit<FakePull, "id"> },
  ): FakeIssue {
    const stamp = this.stamp();
    const issue: FakeIssue = {
      id: this.id(),
      number: repo.nextNumber++,
      title: fields.title,
      body: fields.body ?? null,
      user: this.ensureUser(fields.user).login,
      labels: [],
      state: "open",
      stateReason: null,
      locked: false,
      activeLockReason: null,
      createdAt: stamp,
      updatedAt: stamp,
      closedAt: null,
      ...(fields.pull ? { pull: { id: this.id(), ...fields.pull } } : {}),
    };
    for (const label of fields.labels ?? []) this.addLabel(repo, issue, label);
    repo.issues.set(issue.number, issue);
    return issue;
  }

  /** Adds label `name` to `issue` unless already there (case-insensitive, as GitHub). */
  addLabel(repo: FakeRepo, issue: FakeIssue, name: string): void {
    const label = this.ensureLabel(repo, name);
    if (!issue.labels.some((l) => key(l) === key(label.name))) issue.labels.push(label.name);
  }

  /** Adds a comment by `user` on issue/pull request `issueNumber` of `repo`. */
  addComment(repo: FakeRepo, issueNumber: number, user: string, body: string): FakeComment {
    const issue = repo.issues.get(issueNumber);
    if (!issue) throw new Error(`GitHub fake: no issue #${issueNumber} in ${repo.fullName}`);
    const stamp = this.stamp();
    const comment: FakeComment = {
      id: this.id(),
      repo: key(repo.fullName),
      issueNumber,
      user: this.ensureUser(user).login,
      body,
      createdAt: stamp,
      updatedAt: stamp,
    };
    this.comments.set(comment.id, comment);
    return comment;
  }

  /**
   * Submits a review of pull request `pullNumber` with its inline comments (made on `commitId`);
   * throws (a test bug) when it is not a pull request.
   */
  addReview(
    repo: FakeRepo,
    pullNumber: number,
    review: {
      user: string;
      state: FakeReview["state"];
      body?: string;
      commitId: string;
      comments?: { path: string; line: number | null; body: string }[];
    },
  ): { review: FakeReview; comments: FakeReviewComment[] } {
    if (repo.issues.get(pullNumber)?.pull === undefined)
      throw new Error(`GitHub fake: #${pullNumber} is not a pull request of ${repo.fullName}`);
    const stamp = this.stamp();
    const user = this.ensureUser(review.user).login;
    const added: FakeReview = {
      id: this.id(),
      repo: key(repo.fullName),
      pullNumber,
      user,
      state: review.state,
      body: review.body ?? "",
      commitId: review.commitId,
      submittedAt: stamp,
    };
    this.reviews.set(added.id, added);
    const comments = (review.comments ?? []).map((comment) => {
      const made: FakeReviewComment = {
        id: this.id(),
        repo: added.repo,
        pullNumber,
        reviewId: added.id,
        user,
        commitId: review.commitId,
        createdAt: stamp,
        ...comment,
      };
      this.reviewComments.set(made.id, made);
      return made;
    });
    return { review: added, comments };
  }

  /** Comments of one issue/pull request, oldest first. */
  commentsOf(repo: FakeRepo, issueNumber: number): FakeComment[] {
    return [...this.comments.values()].filter((c) => c.repo === key(repo.fullName) && c.issueNumber === issueNumber);
  }

  /** Reactions on one subject, oldest first. */
  reactionsOn(subject: ReactionSubject): FakeReaction[] {
    return this.reactions.filter((r) => sameSubject(r.subject, subject));
  }

  /** Records a reaction; returns `created: false` with the old one when it already exists. */
  react(subject: ReactionSubject, user: string, content: ReactionContent): { reaction: FakeReaction; created: boolean } {
    const existing = this.reactionsOn(subject).find((r) => key(r.user) === key(user) && r.content === content);
    if (existing) return { reaction: existing, created: false };
    const reaction: FakeReaction = {
      id: this.id(),
      subject,
      user: this.ensureUser(user).login,
      content,
      createdAt: this.stamp(),
    };
    this.reactions.push(reaction);
    return { reaction, created: true };
  }

  /**
   * Registers a workflow file (e.g. `ralph.yml`) so dispatches and the contents API know it; by
   * default one named after the file with a `workflow_dispatch` trigger declaring no inputs.
   * Throws (a test bug) when the text is not a workflow the fake can read.
   */
  addWorkflow(repo: FakeRepo, file: string, content = `name: ${file.replace(/\.ya?ml$/, "")}\non: workflow_dispatch\n`): FakeWorkflow {
    const workflow: FakeWorkflow = { id: this.id(), file, content, ...readWorkflowFile(file, content) };
    repo.workflows.set(file, workflow);
    return workflow;
  }

  /**
   * Adds a run of the registered workflow `fields.workflow` (file name); defaults: status
   * `in_progress`, event `workflow_dispatch`, the default branch, the repo owner as actor.
   */
  addWorkflowRun(
    repo: FakeRepo,
    fields: Partial<Omit<FakeWorkflowRun, "id" | "workflowId" | "runNumber" | "createdAt" | "updatedAt">> & {
      workflow: string;
    },
  ): FakeWorkflowRun {
    const workflow = this.findWorkflow(repo, fields.workflow);
    if (!workflow) throw new Error(`GitHub fake: no workflow ${fields.workflow} in ${repo.fullName}; call addWorkflow first`);
    const stamp = this.stamp();
    const run: FakeWorkflowRun = {
      id: this.id(),
      workflowId: workflow.id,
      name: fields.name ?? workflow.name,
      displayTitle: fields.displayTitle ?? workflow.name,
      status: fields.status ?? "in_progress",
      conclusion: fields.conclusion ?? null,
      event: fields.event ?? "workflow_dispatch",
      headBranch: fields.headBranch ?? repo.defaultBranch,
      headSha: fields.headSha ?? "0".repeat(40),
      runNumber: repo.runs.filter((r) => r.workflowId === workflow.id).length + 1,
      actor: this.ensureUser(fields.actor ?? repo.owner).login,
      createdAt: stamp,
      updatedAt: stamp,
      jobs: [],
    };
    repo.runs.push(run);
    return run;
  }

  /** Adds a completed job to `run`; defaults: concluded as the run did, no steps, no log. */
  addJob(run: FakeWorkflowRun, fields: Partial<Omit<FakeJob, "id">> & { name: string }): FakeJob {
    const job: FakeJob = {
      id: this.id(),
      name: fields.name,
      status: fields.status ?? "completed",
      conclusion: fields.conclusion ?? run.conclusion,
      steps: fields.steps ?? [],
      log: fields.log ?? null,
    };
    run.jobs.push(job);
    return job;
  }

  /** Adds a check run of app `fields.app`; defaults: completed, concluded `failure`, no branch's pull request, no output. */
  addCheckRun(
    repo: FakeRepo,
    fields: Partial<Omit<FakeCheckRun, "id" | "startedAt" | "completedAt">> & { name: string; app: string; headSha: string },
  ): FakeCheckRun {
    const stamp = this.stamp();
    const status = fields.status ?? "completed";
    const run: FakeCheckRun = {
      id: this.id(),
      name: fields.name,
      app: fields.app,
      headSha: fields.headSha,
      headBranch: fields.headBranch ?? null,
      status,
      conclusion: fields.conclusion ?? (status === "completed" ? "failure" : null),
      detailsUrl: fields.detailsUrl ?? null,
      output: fields.output ?? { title: null, summary: null, text: null },
      startedAt: stamp,
      completedAt: status === "completed" ? stamp : null,
    };
    repo.checkRuns.push(run);
    return run;
  }

  /** The workflow by file name or numeric id, or undefined. */
  findWorkflow(repo: FakeRepo, idOrFile: string): FakeWorkflow | undefined {
    return repo.workflows.get(idOrFile) ?? [...repo.workflows.values()].find((w) => String(w.id) === idOrFile);
  }
}

function sameSubject(a: ReactionSubject, b: ReactionSubject): boolean {
  if (a.kind === "comment") return b.kind === "comment" && a.id === b.id;
  return b.kind === "issue" && a.repo === b.repo && a.number === b.number;
}
