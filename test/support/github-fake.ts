/**
 * A stateful fake of GitHub's REST API over real HTTP on 127.0.0.1, for tests and
 * the demo: point `GITHUB_API_URL` (or Octokit's `baseUrl`) at `fake.url`.
 * It answers with GitHub's JSON shapes, status codes and headers, keeps state in
 * memory (`fake.state`), logs every request, and can inject failures.
 * Unknown routes answer 501 so a test notices an unexpected call.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Json } from "./github-fake/json.js";
import { Router } from "./github-fake/router.js";
import type { FakeResponse } from "./github-fake/http.js";
import type { RouteContext } from "./github-fake/routes/context.js";
import { actionRoutes } from "./github-fake/routes/actions.js";
import { actionSettingRoutes } from "./github-fake/routes/actions-settings.js";
import { appRoutes } from "./github-fake/routes/apps.js";
import { checkRoutes } from "./github-fake/routes/checks.js";
import { commentRoutes } from "./github-fake/routes/comments.js";
import { contentRoutes } from "./github-fake/routes/contents.js";
import type { RepositoryFiles } from "./github-fake/routes/context.js";
import { secretRoutes } from "./github-fake/routes/secrets.js";
import { issueRoutes } from "./github-fake/routes/issues.js";
import { jobRoutes } from "./github-fake/routes/jobs.js";
import { labelRoutes } from "./github-fake/routes/labels.js";
import { pullRoutes } from "./github-fake/routes/pulls.js";
import { reactionRoutes } from "./github-fake/routes/reactions.js";
import { repoRoutes } from "./github-fake/routes/repos.js";
import { reviewRoutes } from "./github-fake/routes/reviews.js";
import { createRequestHandler, type Fault, type LoggedRequest } from "./github-fake/server.js";
import { GITHUB_SECONDARY_LIMITS, SecondaryLimiter, type SecondaryLimits } from "./github-fake/secondary-limits.js";
import { ensureJudgeCache } from "./github-fake/openapi-cache.js";
import { OpenApiJudge, type Violation } from "./github-fake/openapi.js";
import {
  FakeState,
  key,
  splitFullName,
  type FakeApp,
  type FakeCheckRun,
  type FakeComment,
  type FakeDispatch,
  type FakeInstallation,
  type FakeIssue,
  type FakeReaction,
  type FakeRepo,
  type FakeReview,
  type FakeReviewComment,
  type FakeUser,
  type FakeWorkflow,
  type FakeWorkflowPermissions,
  type FakeWorkflowRun,
  type FakeJob,
  type Role,
  type TokenGrant,
} from "./github-fake/state.js";
import { pseudoSha } from "./github-fake/json.js";

export type { LoggedRequest } from "./github-fake/server.js";
export type { Violation } from "./github-fake/openapi.js";
export type { SecondaryLimits } from "./github-fake/secondary-limits.js";
export { GITHUB_SECONDARY_LIMITS, SECONDARY_LIMIT_MESSAGE, createsContent } from "./github-fake/secondary-limits.js";
export { describeViolations, judgedFakes } from "./github-fake/judged.js";
import { judgedFakes } from "./github-fake/judged.js";
export type {
  FakeApp,
  FakeCheckRun,
  FakeComment,
  FakeDispatch,
  FakeInstallation,
  FakeIssue,
  FakePull,
  FakeReaction,
  FakeRepo,
  FakeReview,
  FakeReviewComment,
  FakeState,
  FakeUser,
  FakeWorkflow,
  FakeWorkflowPermissions,
  FakeWorkflowRun,
  FakeJob,
  ReactionContent,
  Role,
  TokenGrant,
} from "./github-fake/state.js";
export type { RepositoryFiles } from "./github-fake/routes/context.js";

/** Answers whether `branch` exists in repository `owner/repo` (e.g. the git server's `branchExists`). */
export type BranchExists = (repo: string, branch: string) => Promise<boolean> | boolean;

/** Answers the commit `branch` points at in repository `owner/repo`, or null when it does not exist (e.g. the git server's `branchHead`). */
export type BranchHead = (repo: string, branch: string) => Promise<string | null>;

/** Options of {@link startGitHubFake}. */
export interface GitHubFakeOptions {
  /** Base of `html_url` links, without trailing slash; default: the fake's own URL. */
  serverUrl?: string;
  /** Branch lookup for pull request and dispatch validation; default: every branch exists. */
  branchExists?: BranchExists;
  /** Branch heads for `GET …/git/ref/heads/{branch}`; default none: that route answers 501, as the fake cannot tell. */
  branchHead?: BranchHead;
  /**
   * The branches' files (e.g. the git server's) for the contents API's reads on any branch and its
   * writes, and `POST …/git/refs`; default none: the contents API serves the registered workflow
   * files of the default branch, and its writes answer 501.
   */
  files?: RepositoryFiles;
  /** Role of existing users with no explicit role on a public repository; default "read" (GitHub's answer). */
  nonCollaboratorRole?: Role;
  /** Clock for timestamps and token expiry; default: the real clock. */
  now?: () => Date;
  /** Port to listen on; default: a free one. A test reuses a closed fake's port to play an API that comes back. */
  port?: number;
  /**
   * How late the fake takes and answers each write (any method but GET and HEAD), in ms of real
   * time (default 0): GitHub can take a second or two, and a guard that reads and then writes must
   * hold all the same. The write is applied when it is answered. See also {@link GitHubFake.setWriteLatency}.
   */
  writeLatencyMs?: number;
  /**
   * Judge every request and answer by GitHub's REST description (default true; see
   * github-fake/openapi.ts). Off only for `npm run bench`, which measures the bot, not the judge.
   */
  judge?: boolean;
  /**
   * Enforce GitHub's secondary rate limits on content creation per token (default: none, so tests
   * that do not ask meet no limit): `true` for GitHub's figures (80 a minute, 500 an hour), or
   * figures of one's own, e.g. a shorter `minuteMs` to scale the windows (see github-fake/secondary-limits.ts).
   */
  secondaryLimits?: true | Partial<SecondaryLimits>;
}

/**
 * A failure to inject: status, optional JSON body (default GitHub-style message), headers, repeat
 * count (default 1). `status: "connection-reset"` resets the connection without an answer (the
 * client sees ECONNRESET). With `afterApplying`, the request is served first and its changes stay;
 * only the answer is replaced by the failure (GitHub applied a write, but its answer was lost).
 */
export interface FaultSpec {
  status: number | "connection-reset";
  body?: unknown;
  headers?: Record<string, string>;
  times?: number;
  afterApplying?: boolean;
}

/** A running GitHub fake. Repository arguments are `"owner/repo"`; seeding helpers throw on unknown ones. */
export interface GitHubFake {
  /** API base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  readonly url: string;
  /** Base of `html_url` links. */
  readonly serverUrl: string;
  /** The in-memory data; tests may read and change it directly. */
  readonly state: FakeState;
  /** Every request served, in order. */
  readonly requests: LoggedRequest[];
  /** Workflow dispatches GitHub accepted, in order, each with the queued workflow run it created. */
  readonly dispatches: FakeDispatch[];
  /**
   * What GitHub's REST description does not allow in the requests served and the answers given,
   * since the last {@link takeViolations}. The test harness fails a test that leaves any.
   */
  readonly violations: readonly Violation[];
  /** The violations found so far, emptied: for a test that provokes one on purpose and asserts it. */
  takeViolations(): Violation[];
  /** Stops the server (dropping keep-alive connections). */
  close(): Promise<void>;

  /** Adds a repository (owner account created, with the admin role). */
  addRepo(repo: { owner: string; repo: string; defaultBranch?: string; private?: boolean }): FakeRepo;
  /** Adds a user or bot account (type inferred from a `[bot]` suffix when omitted). */
  addUser(login: string, opts?: { type?: "User" | "Bot" | "Organization" }): FakeUser;
  /** Sets the role of `login` on `repo` (the user is created when unknown). */
  setPermission(repo: string, login: string, role: Role): void;
  /**
   * Makes `token` authenticate as `login` (created when unknown; `x[bot]` becomes a Bot); with
   * `grant`, its scopes (a classic token, named in `X-OAuth-Scopes`) or its Workflows permission.
   */
  addToken(token: string, login: string, grant?: TokenGrant): FakeUser;
  /** Opens an issue under the repo's next number (shared with pull requests). */
  addIssue(repo: string, issue: { title: string; body?: string | null; user: string; labels?: string[] }): FakeIssue;
  /** Adds a comment by someone else on an issue or pull request. */
  addComment(repo: string, issueNumber: number, comment: { user: string; body: string }): FakeComment;
  /**
   * Registers `.github/workflows/<file>`, served by the contents API. Dispatches read its text as
   * GitHub does: its `workflow_dispatch` trigger and declared inputs, and its `run-name` for the run
   * a dispatch creates. Default text: `on: workflow_dispatch` with no inputs.
   */
  addWorkflow(repo: string, file: string, content?: string): FakeWorkflow;
  /** Adds a workflow run of a registered workflow (defaults: in_progress, workflow_dispatch, default branch). */
  addWorkflowRun(repo: string, run: Parameters<FakeState["addWorkflowRun"]>[1]): FakeWorkflowRun;
  /** Ends a workflow run: status `completed` with `conclusion` (default `success`). Throws on an unknown run. */
  completeWorkflowRun(repo: string, runId: number, conclusion?: string): FakeWorkflowRun;
  /** Adds a completed job (steps, log) to workflow run `runId`; throws on an unknown run. */
  addJob(repo: string, runId: number, job: Parameters<FakeState["addJob"]>[1]): FakeJob;
  /** Adds a check run another app made (served by `GET …/check-runs/{id}`); defaults: completed, `failure`, no branch, no output. */
  addCheckRun(repo: string, run: Parameters<FakeState["addCheckRun"]>[1]): FakeCheckRun;
  /** Registers a GitHub App; its installation tokens act as `<slug>[bot]`. JWT signatures are checked only with `publicKey` (PEM). */
  addApp(app: { id: number; slug: string; publicKey?: string }): FakeApp;
  /** Installs an app on an account: all its repositories, or the named ones (without owner). */
  addInstallation(installation: {
    id?: number;
    appId: number;
    account: string;
    repositories?: "all" | string[];
    permissions?: Record<string, string>;
  }): FakeInstallation;
  /** Opens a pull request from `head` (`owner:branch` for a fork's; default this repository's `branch`) to `base` (default: the default branch), by `user`. */
  addPull(repo: string, pull: { title: string; body?: string | null; user: string; head: string; base?: string }): FakeIssue;
  /** Submits a review of a pull request with its inline comments (on `commitId`, default the pull request's head sha as served). */
  addReview(
    repo: string,
    pullNumber: number,
    review: {
      user: string;
      state: FakeReview["state"];
      body?: string;
      commitId?: string;
      comments?: { path: string; line: number | null; body: string }[];
    },
  ): { review: FakeReview; comments: FakeReviewComment[] };
  /** The head sha the fake serves for a pull request (`head.sha`). */
  pullHeadSha(repo: string, pullNumber: number): string;
  /** Sets pull request `pullNumber`'s head commit (e.g. the git server's tip of its branch), as GitHub reports it after a push. */
  setPullHeadSha(repo: string, pullNumber: number, sha: string): void;
  /** Stores an Actions secret of the repository, or with `organization` one of its organization shared with it (name only). */
  addSecret(repo: string, name: string, opts?: { organization?: boolean }): void;
  /** The value a client set for a repository secret through the API (opened from its sealed box), or undefined. */
  secretValue(repo: string, name: string): string | undefined;
  /** Stores an Actions variable of the repository, or with `organization` one of its organization shared with it. */
  addVariable(repo: string, name: string, value: string, opts?: { organization?: boolean }): void;
  /** Changes the repository's workflow permissions (Settings → Actions → General). */
  setWorkflowPermissions(repo: string, permissions: Partial<FakeWorkflowPermissions>): void;
  /** Answers the next `times` requests of `method` whose path (without query) matches `path` with a failure. */
  failNext(method: string, path: RegExp, fault: FaultSpec): void;
  /** Answers every request of `method` matching `path` with a failure for the next `ms` of real time (an outage). */
  failFor(method: string, path: RegExp, fault: Omit<FaultSpec, "times"> & { ms: number }): void;
  /** Replaces the branch lookup (e.g. once the git server is up); undefined: every branch exists. */
  setBranchExists(branchExists: BranchExists | undefined): void;
  /** Sets how late writes are taken and answered from now on, in ms (see {@link GitHubFakeOptions.writeLatencyMs}). */
  setWriteLatency(ms: number): void;
  /** Enforces secondary rate limits from now on (see {@link GitHubFakeOptions.secondaryLimits}); null: none. */
  setSecondaryLimits(limits: true | Partial<SecondaryLimits> | null): void;

  /** The issue or pull request `number`, or undefined. */
  issue(repo: string, number: number): FakeIssue | undefined;
  /** Comments of an issue or pull request, oldest first. */
  comments(repo: string, issueNumber: number): FakeComment[];
  /** Reactions on an issue or pull request. */
  issueReactions(repo: string, issueNumber: number): FakeReaction[];
  /** Reactions on a comment. */
  commentReactions(commentId: number): FakeReaction[];
  /** Pull requests of a repository (issue records with `pull` set), oldest first. */
  pulls(repo: string): FakeIssue[];
  /** Workflow runs of a repository, oldest first. */
  runs(repo: string): FakeWorkflowRun[];
}

let judge: Promise<OpenApiJudge> | undefined;

/** The process's judge, built on first use from the cache (built first when missing). */
function judgeFor(router: Router<RouteContext, FakeResponse>): Promise<OpenApiJudge> {
  judge ??= ensureJudgeCache(router.patterns()).then((dir) => new OpenApiJudge(dir));
  return judge;
}

/** The routes the fake serves, as its router writes them: what the judge's cache compiles validators for. */
export function servedRoutes(): { method: string; pattern: string }[] {
  return newRouter().patterns();
}

function newRouter(): Router<RouteContext, FakeResponse> {
  const router = new Router<RouteContext, FakeResponse>();
  for (const register of [
    repoRoutes,
    contentRoutes,
    secretRoutes,
    labelRoutes,
    issueRoutes,
    commentRoutes,
    reactionRoutes,
    pullRoutes,
    reviewRoutes,
    actionRoutes,
    jobRoutes,
    checkRoutes,
    actionSettingRoutes,
    appRoutes,
  ]) {
    register(router);
  }
  return router;
}

/** The limits asked for, GitHub's figures filling in what is not given; null for none. */
function secondaryLimits(asked: true | Partial<SecondaryLimits> | null): SecondaryLimits | null {
  if (asked === null) return null;
  return { ...GITHUB_SECONDARY_LIMITS, ...(asked === true ? {} : asked) };
}

/** Default installation permissions: what the Ralph App asks for. */
const APP_PERMISSIONS = { actions: "write", checks: "read", contents: "write", issues: "write", metadata: "read", pull_requests: "write" };

/**
 * Starts the fake on 127.0.0.1 with a random port. Resolves once it listens.
 * Throws if the port cannot be bound.
 */
export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const state = new FakeState(options.now);
  state.nonCollaboratorRole = options.nonCollaboratorRole ?? "read";
  const requests: LoggedRequest[] = [];
  const faults: Fault[] = [];
  let branchExists = options.branchExists;
  const latency = { writeMs: options.writeLatencyMs ?? 0 };
  const limiter = new SecondaryLimiter(secondaryLimits(options.secondaryLimits ?? null));

  const router = newRouter();
  const violations: Violation[] = [];

  // The URLs are known only after listen; the handler reads them through `urls`.
  const urls = { api: "", web: "" };
  const server = createServer(
    createRequestHandler({
      state,
      json: new Json(state, urls),
      router,
      faults,
      requests,
      branchExists: async (repo, branch) => (branchExists ? await branchExists(repo, branch) : true),
      branchHead: options.branchHead ?? null,
      files: options.files ?? null,
      judge: options.judge === false ? null : await judgeFor(router),
      violations,
      limiter,
      latency,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  urls.api = `http://127.0.0.1:${port}`;
  urls.web = (options.serverUrl ?? urls.api).replace(/\/+$/, "");

  const repoOf = (fullName: string): FakeRepo => state.repo(fullName);

  const fake: GitHubFake = {
    url: urls.api,
    serverUrl: urls.web,
    state,
    requests,
    dispatches: state.dispatches,
    violations,
    takeViolations: () => violations.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),

    addRepo: ({ owner, repo, ...opts }) => state.addRepo(owner, repo, opts),
    addUser: (login, opts = {}) => state.addUser(login, opts.type),
    setPermission: (repo, login, role) => {
      repoOf(repo).roles.set(key(state.ensureUser(login).login), role);
    },
    addToken: (token, login, grant) => {
      const user = state.ensureUser(login);
      state.tokens.set(token, user.login);
      if (grant !== undefined) state.grants.set(token, grant);
      else state.grants.delete(token);
      return user;
    },
    addIssue: (repo, issue) => state.addIssue(repoOf(repo), issue),
    addComment: (repo, issueNumber, { user, body }) => state.addComment(repoOf(repo), issueNumber, user, body),
    addWorkflow: (repo, file, content) => state.addWorkflow(repoOf(repo), file, content),
    addWorkflowRun: (repo, run) => state.addWorkflowRun(repoOf(repo), run),
    completeWorkflowRun: (repo, runId, conclusion = "success") => {
      const run = repoOf(repo).runs.find((r) => r.id === runId);
      if (!run) throw new Error(`GitHub fake: no workflow run ${runId} in ${repo}`);
      run.status = "completed";
      run.conclusion = conclusion;
      run.updatedAt = state.stamp();
      return run;
    },
    addJob: (repo, runId, job) => {
      const run = repoOf(repo).runs.find((r) => r.id === runId);
      if (!run) throw new Error(`GitHub fake: no workflow run ${runId} in ${repo}`);
      return state.addJob(run, job);
    },
    addCheckRun: (repo, run) => state.addCheckRun(repoOf(repo), run),
    addApp: (app) => {
      const registered: FakeApp = { ...app };
      state.apps.set(app.id, registered);
      state.addUser(`${app.slug}[bot]`, "Bot");
      return registered;
    },
    addInstallation: ({ id, appId, account, repositories = "all", permissions = APP_PERMISSIONS }) => {
      if (!state.apps.has(appId)) throw new Error(`GitHub fake: no app ${appId}; call addApp first`);
      const installation: FakeInstallation = {
        id: id ?? state.id(),
        appId,
        account: state.ensureUser(account).login,
        repositories,
        permissions: { ...permissions },
      };
      state.installations.set(installation.id, installation);
      return installation;
    },
    addPull: (repo, { head, base, ...fields }) => {
      const target = repoOf(repo);
      const colon = head.indexOf(":");
      const headOwner = colon >= 0 ? head.slice(0, colon) : target.owner;
      const headRef = colon >= 0 ? head.slice(colon + 1) : head;
      return state.addIssue(target, {
        ...fields,
        pull: {
          headOwner: state.ensureUser(headOwner).login,
          headRef,
          baseRef: base ?? target.defaultBranch,
          draft: false,
          mergedAt: null,
        },
      });
    },
    addReview: (repo, pullNumber, review) => {
      const target = repoOf(repo);
      const pull = target.issues.get(pullNumber)?.pull;
      const commitId = review.commitId ?? (pull ? (pull.headSha ?? pseudoSha(`${pull.headOwner}/${target.name}`, pull.headRef)) : "");
      return state.addReview(target, pullNumber, { ...review, commitId });
    },
    pullHeadSha: (repo, pullNumber) => {
      const target = repoOf(repo);
      const pull = target.issues.get(pullNumber)?.pull;
      if (!pull) throw new Error(`GitHub fake: #${pullNumber} is not a pull request of ${repo}`);
      return pull.headSha ?? pseudoSha(`${pull.headOwner}/${target.name}`, pull.headRef);
    },
    setPullHeadSha: (repo, pullNumber, sha) => {
      const pull = repoOf(repo).issues.get(pullNumber)?.pull;
      if (!pull) throw new Error(`GitHub fake: #${pullNumber} is not a pull request of ${repo}`);
      pull.headSha = sha;
    },
    addSecret: (repo, name, { organization = false } = {}) => {
      const target = repoOf(repo);
      const stamp = state.stamp();
      (organization ? target.organizationSecrets : target.secrets).set(name.toUpperCase(), {
        name: name.toUpperCase(),
        createdAt: stamp,
        updatedAt: stamp,
      });
    },
    secretValue: (repo, name) => repoOf(repo).secrets.get(name.toUpperCase())?.plaintext,
    addVariable: (repo, name, value, { organization = false } = {}) => {
      const target = repoOf(repo);
      const stamp = state.stamp();
      (organization ? target.organizationVariables : target.variables).set(name.toUpperCase(), {
        name: name.toUpperCase(),
        value,
        createdAt: stamp,
        updatedAt: stamp,
      });
    },
    setWorkflowPermissions: (repo, permissions) => {
      Object.assign(repoOf(repo).workflowPermissions, permissions);
    },
    failNext: (method, path, { times = 1, afterApplying = false, ...fault }) => {
      faults.push({ method: method.toUpperCase(), path, times, afterApplying, ...fault });
    },
    failFor: (method, path, { ms, afterApplying = false, ...fault }) => {
      faults.push({ method: method.toUpperCase(), path, times: Infinity, until: Date.now() + ms, afterApplying, ...fault });
    },
    setBranchExists: (fn) => {
      branchExists = fn;
    },
    setWriteLatency: (ms) => {
      latency.writeMs = ms;
    },
    setSecondaryLimits: (limits) => limiter.set(secondaryLimits(limits)),

    issue: (repo, number) => repoOf(repo).issues.get(number),
    comments: (repo, issueNumber) => state.commentsOf(repoOf(repo), issueNumber),
    issueReactions: (repo, number) => {
      const [owner, name] = splitFullName(repo);
      return state.reactionsOn({ kind: "issue", repo: key(`${owner}/${name}`), number });
    },
    commentReactions: (id) => state.reactionsOn({ kind: "comment", id }),
    pulls: (repo) => [...repoOf(repo).issues.values()].filter((issue) => issue.pull !== undefined),
    runs: (repo) => repoOf(repo).runs,
  };
  if (options.judge !== false) judgedFakes.add(fake);
  return fake;
}
