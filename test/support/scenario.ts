import { execFile, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT, runAction, type ActionRun, type ActionRunRequest } from "./action-runner.js";
import { startGitServer, type GitServer } from "./git-server.js";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";
import { webhookSchemaErrors } from "./webhook-schema.js";

/** The workflow token of the scenario: shaped like a real installation token, so redaction applies. */
export const TOKEN = "ghs_e2eWorkflowToken000000000000000000";
export const BOT = "github-actions[bot]";
export const MAINTAINER = "octo-maintainer";
export const OWNER = "octo";
export const REPO = "hello";
export const FULL_NAME = `${OWNER}/${REPO}`;
/** The workflow file whose runs the scenario's action runs are. */
export const WORKFLOW = "ralph.yml";

/**
 * GitHub's write pacing in the e2e runs, as a factor (`RALPH_PACING_SCALE`): a tenth, so that a
 * comment waits 0.3 s for the one before instead of 3 s, which otherwise takes most of the suite's
 * time. The order and spacing of writes stay; the pacing itself is tested at GitHub's own
 * (test/github/client.test.ts), and so is a run that meets the secondary rate limits
 * (secondary-limits.test.ts sets the factor back to 1).
 */
export const E2E_PACING_SCALE = "0.1";

/** A report the scripted agent writes (see scripted-agent.mjs). */
export type ScriptedReport = Record<string, unknown>;
/** One round of the scripted agent. */
export interface ScriptedStep {
  files?: Record<string, string>;
  run?: string[];
  report?: ScriptedReport;
  reportRaw?: string;
  sleepMs?: number;
  /** Waits (after the log line) until the test calls {@link Scenario.goAhead} with this name. */
  waitFor?: string;
  spawnSleeper?: boolean;
  exitCode?: number;
  crash?: boolean;
  print?: string;
  /** Written to `$RALPH_USAGE_FILE`: the usage the agent reports for the round. */
  usage?: Record<string, unknown>;
}

/** One line of the scripted agent's log: what a round's process saw. */
export interface AgentRoundLog {
  round: number;
  /** The pid as the agent saw it: inside the sandbox, a pid of its own PID namespace. */
  pid: number;
  /** The agent's PID namespace (`/proc/self/ns/pid`) and its start time in clock ticks, which read the same inside and out. */
  pidNamespace: string;
  startTime: number;
  sleeperStartTime?: number;
  cwd: string;
  env: Record<string, string>;
  promptFromStdin: string;
  promptFromFile: string | null;
  sleeperPid?: number;
}

/** Reports as a well-behaved agent writes them. */
export const reports = {
  continue: (summary: string, nextSteps = ["keep going"]): ScriptedReport => ({
    status: "continue",
    summary,
    evidence: [],
    nextSteps,
    blocker: null,
  }),
  complete: (summary: string, evidence = ["npm test passed"]): ScriptedReport => ({
    status: "complete",
    summary,
    evidence,
    nextSteps: [],
    blocker: null,
  }),
  blocked: (summary: string, blocker: string): ScriptedReport => ({ status: "blocked", summary, evidence: [], nextSteps: [], blocker }),
};

const webhookExamples = createRequire(import.meta.url)("@octokit/webhooks-examples") as {
  name: string;
  examples: Record<string, unknown>[];
}[];

/**
 * GitHub's own example payload for `event.action` (`action` null or undefined for an event without
 * one, e.g. `workflow_dispatch`), deep-copied: the first that validates against GitHub's webhook
 * schemas, since some older examples lack fields GitHub sends today.
 */
export function examplePayload(event: string, action?: string | null): Record<string, unknown> {
  const examples = webhookExamples.find((entry) => entry.name === event)?.examples ?? [];
  const example = examples.find(
    (payload) => (payload["action"] ?? null) === (action ?? null) && webhookSchemaErrors(event, payload).length === 0,
  );
  if (example === undefined) throw new Error(`no example payload for ${event}${action == null ? "" : `.${action}`} that validates`);
  return structuredClone(example);
}

/** Makes an example payload's user object `login`'s: a `[bot]` login is a Bot, as GitHub types apps. */
export function asUser(user: unknown, login: string): void {
  Object.assign(user as object, { login, type: login.endsWith("[bot]") ? "Bot" : "User" });
}

/** Points an example payload at repository `fullName` (`owner/name`, default branch `main`), sent by `sender`. */
export function inRepository(payload: Record<string, unknown>, fullName: string, sender: string): Record<string, unknown> {
  const [owner = "", name = ""] = fullName.split("/");
  const repository = payload["repository"] as { owner: object };
  Object.assign(repository, { name, full_name: fullName, default_branch: "main" });
  Object.assign(repository.owner, { login: owner });
  asUser(payload["sender"], sender);
  return payload;
}

/** A review as a `pull_request_review` webhook names it: its id, state (`changes_requested`, `approved`, …) and text. */
export interface WebhookReview {
  id: number;
  state: string;
  body: string | null;
}

/**
 * GitHub's `pull_request_review.submitted` example for `review` of pull request `pullNumber` in the
 * fake's repository `fullName`, by `sender`: the pull request as the webhook carries it (number,
 * state, URL; head and base with the fake's head commit, a fork's head repository under its owner).
 * @throws Error when `pullNumber` is not a pull request in the fake.
 */
export function reviewPayload(
  github: GitHubFake,
  fullName: string,
  pullNumber: number,
  review: WebhookReview,
  sender: string,
): Record<string, unknown> {
  const issue = github.issue(fullName, pullNumber);
  const pull = issue?.pull;
  if (issue === undefined || pull === undefined) throw new Error(`#${pullNumber} is not a pull request`);
  const [owner = "", name = ""] = fullName.split("/");
  const headSha = github.pullHeadSha(fullName, pullNumber);
  const payload = examplePayload("pull_request_review", "submitted");
  const reviewed = payload["review"] as { user: object };
  Object.assign(reviewed, {
    ...review,
    commit_id: headSha,
    html_url: `${github.serverUrl}/${fullName}/pull/${pullNumber}#pullrequestreview-${review.id}`,
  });
  asUser(reviewed.user, sender);
  /** The head or base as GitHub carries it: the branch, its commit and its repository (a fork's under its owner). */
  const side = (branch: unknown, branchOwner: string, ref: string, sha: string) => {
    Object.assign(branch as object, { label: `${branchOwner}:${ref}`, ref, sha });
    const repo = (branch as { repo: { owner: object } }).repo;
    Object.assign(repo, { name, full_name: `${branchOwner}/${name}`, fork: branchOwner !== owner });
    Object.assign(repo.owner, { login: branchOwner });
  };
  const pullRequest = payload["pull_request"] as Record<string, unknown>;
  Object.assign(pullRequest, {
    number: pullNumber,
    state: issue.state,
    title: issue.title,
    html_url: `${github.serverUrl}/${fullName}/pull/${pullNumber}`,
  });
  side(pullRequest["head"], pull.headOwner, pull.headRef, headSha);
  side(pullRequest["base"], owner, pull.baseRef, "b".repeat(40));
  return inRepository(payload, fullName, sender);
}

/**
 * GitHub's `issue_comment.created` example for `comment` on issue or pull request `number` in the
 * fake's repository `fullName`, by its author: the issue's number, title, body and state as the
 * fake holds them, `issue.pull_request` set for a pull request.
 * @throws Error when `number` is not in the fake.
 */
export function commentPayloadFor(
  github: GitHubFake,
  fullName: string,
  number: number,
  comment: { id: number; body: string; user: string; createdAt: string },
): Record<string, unknown> {
  const issue = github.issue(fullName, number);
  if (issue === undefined) throw new Error(`#${number} is not in ${fullName}`);
  const payload = examplePayload("issue_comment", "created");
  const onIssue = payload["issue"] as Record<string, unknown>;
  Object.assign(onIssue, { number, title: issue.title, body: issue.body, state: issue.state });
  if (issue.pull === undefined) delete onIssue["pull_request"];
  else onIssue["pull_request"] = { url: `${github.url}/repos/${fullName}/pulls/${number}` };
  const commented = payload["comment"] as { user: object };
  Object.assign(commented, { id: comment.id, body: comment.body, created_at: comment.createdAt, updated_at: comment.createdAt });
  asUser(commented.user, comment.user);
  return inRepository(payload, fullName, comment.user);
}

/**
 * GitHub's `issues.labeled` example for issue `number` in the fake's repository `fullName`, labelled
 * `label` by `sender`: the issue's number, title and body as the fake holds them.
 * @throws Error when `number` is not in the fake.
 */
export function labeledPayloadFor(
  github: GitHubFake,
  fullName: string,
  number: number,
  label = "ralph",
  sender = MAINTAINER,
): Record<string, unknown> {
  const issue = github.issue(fullName, number);
  if (issue === undefined) throw new Error(`#${number} is not in ${fullName}`);
  const payload = examplePayload("issues", "labeled");
  Object.assign(payload["issue"] as object, { number, title: issue.title, body: issue.body });
  Object.assign(payload["label"] as object, { name: label });
  return inRepository(payload, fullName, sender);
}

/**
 * GitHub's `workflow_dispatch` example for a dispatch of `.github/workflows/<workflow>` in
 * repository `fullName` with `inputs` on `ref`, by `sender` (a person by hand, or an App's or the
 * workflow token's `[bot]`).
 */
export function dispatchPayload(
  fullName: string,
  dispatch: { inputs: Record<string, unknown>; ref?: string; workflow?: string; sender: string },
): Record<string, unknown> {
  const payload = examplePayload("workflow_dispatch", undefined);
  Object.assign(payload, {
    inputs: dispatch.inputs,
    ref: dispatch.ref ?? "refs/heads/main",
    workflow: `.github/workflows/${dispatch.workflow ?? WORKFLOW}`,
  });
  return inRepository(payload, fullName, dispatch.sender);
}

/**
 * A `repository_dispatch` webhook of event type `action` with `clientPayload` in repository
 * `fullName`, by `sender`, as `POST /repos/{owner}/{repo}/dispatches` makes GitHub send it (always
 * with the installation of the token that sent it). GitHub's own examples of this event predate
 * fields its schema now requires of a repository, so the repository and the sender are taken from
 * the `workflow_dispatch` example.
 */
export function repositoryDispatchPayload(
  fullName: string,
  dispatch: { action: string; clientPayload: Record<string, unknown>; sender: string },
): Record<string, unknown> {
  const { repository, sender } = examplePayload("workflow_dispatch", undefined);
  const payload = {
    action: dispatch.action,
    branch: "main",
    client_payload: dispatch.clientPayload,
    repository,
    sender,
    installation: { id: 1, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uMQ==" },
  };
  return inRepository(payload, fullName, dispatch.sender);
}

/**
 * A repository on the local GitHub fake and git server, an issue in it, a checkout
 * like `actions/checkout` leaves (shallow, no persisted credentials), and a scripted
 * agent. `close()` removes it all.
 */
export interface Scenario {
  github: GitHubFake;
  git: GitServer;
  workspace: string;
  dir: string;
  issueNumber: number;
  /**
   * Writes the agent's script and runs the bundled action on an event, as a workflow run: the one
   * `workflowRun` names (a run a dispatch queued), else a new one. The fake lists it `in_progress`
   * while the action runs and `completed` once it exited (GITHUB_RUN_ID is its id, unless `env` sets one).
   */
  run(options: {
    rounds: Record<number, ScriptedStep>;
    workflowRun?: number;
    default?: ScriptedStep;
    eventName?: string;
    /** Must validate against GitHub's webhook schemas for `eventName`, unless `malformed`. */
    payload?: unknown;
    /** The payload is deliberately one GitHub would not send, to prove the bot's error handling. */
    malformed?: boolean;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    onStart?: ActionRunRequest["onStart"];
    /** The checkout the workflow run works in (default the scenario's `workspace`), e.g. one from {@link Scenario.newCheckout}. */
    workspace?: string;
  }): Promise<ActionRun & { runId: string }>;
  /** The `issues.labeled` payload for the scenario's issue (GitHub's example, adjusted). */
  labeledPayload(label?: string, sender?: string): Record<string, unknown>;
  /** Posts `body` as `sender` on the issue in the fake and returns the `issue_comment.created` payload for it. */
  commentPayload(body: string, sender?: string): Record<string, unknown>;
  /** Posts `body` as `sender` on pull request `pullNumber` in the fake and returns the `issue_comment.created` payload for it. */
  pullCommentPayload(pullNumber: number, body: string, sender?: string): Record<string, unknown>;
  /** The `pull_request_review.submitted` payload for `review` of pull request `pullNumber` (see {@link reviewPayload}). */
  reviewPayload(pullNumber: number, review: WebhookReview, sender?: string): Record<string, unknown>;
  /** The `workflow_dispatch` payload of a dispatch of the scenario's workflow with `inputs`, by `sender`. */
  dispatchPayload(inputs: Record<string, unknown>, sender: string, ref?: string): Record<string, unknown>;
  /** Replaces the workspace with a new shallow clone, as a new runner's `actions/checkout` leaves it. */
  freshCheckout(): Promise<void>;
  /** A new shallow clone in a folder of its own, as another runner's `actions/checkout` leaves it (for a workflow run beside another). */
  newCheckout(): Promise<string>;
  /** What each agent process saw, in order. */
  agentLog(): Promise<AgentRoundLog[]>;
  /** Lets an agent round waiting for `name` (its step's `waitFor`) go on. */
  goAhead(name: string): Promise<void>;
  /** Bodies of the issue's comments, oldest first. */
  commentBodies(): string[];
  /** Cancels the action runs still going (SIGTERM, as a runner cancels a job) and waits for them, then removes everything. */
  close(): Promise<void>;
}

/**
 * Locks the scenario's issue as a maintainer does on GitHub (`PUT /repos/{owner}/{repo}/issues/{issue_number}/lock`).
 * @throws when the fake does not answer 204.
 */
export async function lockIssue(scenario: Scenario): Promise<void> {
  scenario.github.addToken("ghp_maintainerToken00000000000000000", MAINTAINER);
  const answer = await fetch(`${scenario.github.url}/repos/${FULL_NAME}/issues/${scenario.issueNumber}/lock`, {
    method: "PUT",
    headers: { authorization: "token ghp_maintainerToken00000000000000000", "content-type": "application/json" },
    body: JSON.stringify({ lock_reason: "too heated" }),
  });
  if (answer.status !== 204) throw new Error(`locking the issue answered ${answer.status}`);
}

/** Rounds 1..n of an agent that changes a file and reports `continue` every round. */
export function continuing(n: number): Record<number, ScriptedStep> {
  return Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      i + 1,
      { files: { "progress.txt": `round ${i + 1}\n` }, report: reports.continue(`still going (${i + 1})`) },
    ]),
  );
}

/** Files of the seeded repository: a tiny package whose test fails until `add` is fixed. */
export const SEED_FILES: Record<string, string> = {
  "README.md": "# hello\n",
  "package.json": JSON.stringify({ name: "hello", private: true, type: "module", scripts: { test: "node test.js" } }, null, 2) + "\n",
  "add.js": "export const add = (a, b) => a - b;\n",
  "test.js":
    'import { add } from "./add.js";\nif (add(2, 3) !== 5) { console.error("FAIL add(2, 3) =", add(2, 3)); process.exit(1); }\nconsole.log("ok");\n',
};

/**
 * Starts a scenario: the fakes, the repository (seeded with {@link SEED_FILES}, or `files`), an issue in it and a checkout.
 */
export async function startScenario(
  issue: { title?: string; body?: string } = {},
  repository: { files?: Record<string, string> } = {},
): Promise<Scenario> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-e2e-"));
  const git = await startGitServer({ token: TOKEN });
  // GitHub serves its web pages and its git repositories under one address: origin's URL names the
  // repository the API answers for, as actions/checkout's does on a runner.
  const github = await startGitHubFake({
    serverUrl: git.baseUrl,
    branchExists: (repo, branch) => git.branchExists(repo, branch),
    branchHead: (repo, branch) => git.branchHead(repo, branch),
  });
  github.addRepo({ owner: OWNER, repo: REPO });
  github.addToken(TOKEN, BOT);
  github.setPermission(FULL_NAME, MAINTAINER, "write");
  // The repository's own workflow, word for word: dispatches are checked against its inputs.
  github.addWorkflow(FULL_NAME, WORKFLOW, await readFile(join(PROJECT_ROOT, ".github/workflows", WORKFLOW), "utf8"));
  await git.createRepo(FULL_NAME, { files: repository.files ?? SEED_FILES });
  const created = github.addIssue(FULL_NAME, {
    title: issue.title ?? "add() returns the wrong sum",
    body: issue.body ?? "`add(2, 3)` should be 5. Fix it and keep `npm test` green.",
    user: MAINTAINER,
    labels: ["ralph"],
  });
  const workspace = join(dir, "workspace");
  // Async: the git server answers from this same process.
  const checkout = (into = workspace) =>
    promisify(execFile)("git", ["clone", "-q", "--depth", "1", git.url(FULL_NAME), into], {
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
    });
  let checkouts = 0;
  let scripts = 0;
  /** Action runs not ended yet: a test that failed or timed out before awaiting its run leaves one going. */
  const going = new Set<{ cancel(): void; ended: Promise<unknown> }>();
  let closing = false;
  await checkout();
  const logDir = join(dir, "agent-log");
  /** Posts `body` as `sender` on issue or pull request `number` in the fake; the `issue_comment.created` payload for it. */
  const commentOn = (number: number, body: string, sender: string) => {
    const comment = github.addComment(FULL_NAME, number, { user: sender, body });
    return commentPayloadFor(github, FULL_NAME, number, { id: comment.id, body, user: sender, createdAt: comment.createdAt });
  };

  const scenario: Scenario = {
    github,
    git,
    workspace,
    dir,
    issueNumber: created.number,
    labeledPayload: (label, sender) => labeledPayloadFor(github, FULL_NAME, created.number, label, sender),
    commentPayload: (body, sender = MAINTAINER) => commentOn(created.number, body, sender),
    pullCommentPayload: (pullNumber, body, sender = MAINTAINER) => commentOn(pullNumber, body, sender),
    reviewPayload(pullNumber, review, sender = MAINTAINER) {
      return reviewPayload(github, FULL_NAME, pullNumber, review, sender);
    },
    dispatchPayload(inputs, sender, ref) {
      return dispatchPayload(FULL_NAME, { inputs, sender, ref });
    },
    async run(options) {
      // In the log folder: the one folder of the scenario the sandboxed agent may read and write.
      await mkdir(logDir, { recursive: true });
      // The agent's program and script lie in the folder the sandbox makes writable: the project
      // itself may lie under /tmp, which the sandbox replaces with a private one.
      const program = join(logDir, "scripted-agent.mjs");
      await copyFile(join(PROJECT_ROOT, "test/support/scripted-agent.mjs"), program);
      const scriptPath = join(logDir, `agent-script-${Date.now()}-${++scripts}.json`);
      await writeFile(scriptPath, JSON.stringify({ log: logDir, rounds: options.rounds, default: options.default }));
      const queued = github.runs(FULL_NAME).find((run) => run.id === options.workflowRun);
      if (options.workflowRun !== undefined && queued === undefined) throw new Error(`no workflow run ${options.workflowRun}`);
      if (queued !== undefined) queued.status = "in_progress";
      const workflowRun = queued ?? github.addWorkflowRun(FULL_NAME, { workflow: WORKFLOW, displayTitle: `Ralph #${created.number}` });
      const runId = options.env?.GITHUB_RUN_ID ?? String(workflowRun.id);
      let child: ChildProcess | undefined;
      const running = runAction({
        eventName: options.eventName ?? "issues",
        payload: options.payload ?? scenario.labeledPayload(),
        malformed: options.malformed,
        repository: FULL_NAME,
        apiUrl: github.url,
        serverUrl: github.serverUrl,
        workspace: options.workspace ?? workspace,
        inputs: {
          "github-token": TOKEN,
          agent: "command",
          "agent-command": `node ${program} ${scriptPath}`,
          "round-timeout-minutes": "1",
          "sandbox-writable": logDir,
          ...options.inputs,
        },
        env: { GITHUB_RUN_ID: runId, RALPH_PACING_SCALE: E2E_PACING_SCALE, ...options.env },
        onStart: (started) => {
          child = started;
          if (closing) started.kill("SIGTERM");
          options.onStart?.(started);
        },
        // The Node 24 lane of .ci/run runs the bundle on the runtime `runs.using: node24` names.
        node: process.env.RALPH_ACTION_NODE,
        tempRoot: dir,
      });
      const entry = { cancel: () => child?.kill("SIGTERM"), ended: running };
      going.add(entry);
      const run = await running.finally(() => going.delete(entry));
      github.completeWorkflowRun(FULL_NAME, workflowRun.id, run.exitCode === 0 ? "success" : "failure");
      return { ...run, runId };
    },
    async freshCheckout() {
      await rm(workspace, { recursive: true, force: true });
      await checkout();
    },
    async newCheckout() {
      const into = join(dir, `workspace-${++checkouts}`);
      await checkout(into);
      return into;
    },
    async agentLog() {
      const text = await readFile(join(logDir, "rounds.jsonl"), "utf8").catch(() => "");
      // The agent may be mid-append while a test polls: only newline-terminated lines are whole.
      const lines = text.split("\n").slice(0, -1);
      return lines.filter((line) => line !== "").map((line) => JSON.parse(line) as AgentRoundLog);
    },
    async goAhead(name) {
      await mkdir(logDir, { recursive: true });
      await writeFile(join(logDir, name), "");
    },
    commentBodies() {
      return github.comments(FULL_NAME, created.number).map((comment) => comment.body);
    },
    async close() {
      // Removing the folders under a run still going would fail its next read or write (ENOENT),
      // unhandled and reported in whichever test runs then: it is cancelled and waited for first.
      closing = true;
      for (const run of going) run.cancel();
      await Promise.allSettled([...going].map((run) => run.ended));
      await github.close();
      await git.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return scenario;
}
