import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT, runAction, type ActionRun, type ActionRunRequest } from "./action-runner.js";
import { startGitServer, type GitServer } from "./git-server.js";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";

/** The workflow token of the scenario: shaped like a real installation token, so redaction applies. */
export const TOKEN = "ghs_e2eWorkflowToken000000000000000000";
export const BOT = "github-actions[bot]";
export const MAINTAINER = "octo-maintainer";
export const OWNER = "octo";
export const REPO = "hello";
export const FULL_NAME = `${OWNER}/${REPO}`;
/** The workflow file whose runs the scenario's action runs are. */
export const WORKFLOW = "ralph.yml";

/** A report the scripted agent writes (see scripted-agent.mjs). */
export type ScriptedReport = Record<string, unknown>;
/** One round of the scripted agent. */
export interface ScriptedStep {
  files?: Record<string, string>;
  run?: string[];
  report?: ScriptedReport;
  reportRaw?: string;
  sleepMs?: number;
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

/** GitHub's own example payload for `event.action`, deep-copied. */
export function examplePayload(event: string, action: string): Record<string, unknown> {
  const example = webhookExamples.find((entry) => entry.name === event)?.examples.find((payload) => payload.action === action);
  if (example === undefined) throw new Error(`no example payload for ${event}.${action}`);
  return structuredClone(example);
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
    payload?: unknown;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    onStart?: ActionRunRequest["onStart"];
  }): Promise<ActionRun & { runId: string }>;
  /** The `issues.labeled` payload for the scenario's issue (GitHub's example, adjusted). */
  labeledPayload(label?: string, sender?: string): Record<string, unknown>;
  /** Posts `body` as `sender` on the issue in the fake and returns the `issue_comment.created` payload for it. */
  commentPayload(body: string, sender?: string): Record<string, unknown>;
  /** Replaces the workspace with a new shallow clone, as a new runner's `actions/checkout` leaves it. */
  freshCheckout(): Promise<void>;
  /** What each agent process saw, in order. */
  agentLog(): Promise<AgentRoundLog[]>;
  /** Bodies of the issue's comments, oldest first. */
  commentBodies(): string[];
  close(): Promise<void>;
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

export async function startScenario(issue: { title?: string; body?: string } = {}): Promise<Scenario> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-e2e-"));
  const git = await startGitServer({ token: TOKEN });
  const github = await startGitHubFake({ branchExists: (repo, branch) => git.branchExists(repo, branch) });
  github.addRepo({ owner: OWNER, repo: REPO });
  github.addToken(TOKEN, BOT);
  github.setPermission(FULL_NAME, MAINTAINER, "write");
  // The repository's own workflow, word for word: dispatches are checked against its inputs.
  github.addWorkflow(FULL_NAME, WORKFLOW, await readFile(join(PROJECT_ROOT, ".github/workflows", WORKFLOW), "utf8"));
  await git.createRepo(FULL_NAME, { files: SEED_FILES });
  const created = github.addIssue(FULL_NAME, {
    title: issue.title ?? "add() returns the wrong sum",
    body: issue.body ?? "`add(2, 3)` should be 5. Fix it and keep `npm test` green.",
    user: MAINTAINER,
    labels: ["ralph"],
  });
  const workspace = join(dir, "workspace");
  // Async: the git server answers from this same process.
  const checkout = () =>
    promisify(execFile)("git", ["clone", "-q", "--depth", "1", git.url(FULL_NAME), workspace], {
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
    });
  await checkout();
  const logDir = join(dir, "agent-log");

  const scenario: Scenario = {
    github,
    git,
    workspace,
    dir,
    issueNumber: created.number,
    labeledPayload(label = "ralph", sender = MAINTAINER) {
      const payload = examplePayload("issues", "labeled");
      const current = github.issue(FULL_NAME, created.number);
      Object.assign(payload.issue as object, { number: created.number, title: current?.title, body: current?.body ?? null });
      Object.assign(payload.label as object, { name: label });
      Object.assign(payload.repository as object, { name: REPO, full_name: FULL_NAME });
      Object.assign(payload.sender as object, { login: sender, type: sender.endsWith("[bot]") ? "Bot" : "User" });
      return payload;
    },
    commentPayload(body, sender = MAINTAINER) {
      const payload = examplePayload("issue_comment", "created");
      const current = github.issue(FULL_NAME, created.number);
      const comment = github.addComment(FULL_NAME, created.number, { user: sender, body });
      const type = sender.endsWith("[bot]") ? "Bot" : "User";
      Object.assign(payload.issue as object, {
        number: created.number,
        title: current?.title,
        body: current?.body ?? null,
        pull_request: undefined,
      });
      delete (payload.issue as Record<string, unknown>).pull_request;
      Object.assign(payload.comment as object, {
        id: comment.id,
        body,
        created_at: comment.createdAt,
        user: { ...(payload.comment as { user: object }).user, login: sender, type },
      });
      Object.assign(payload.repository as object, { name: REPO, full_name: FULL_NAME });
      Object.assign(payload.sender as object, { login: sender, type });
      return payload;
    },
    async run(options) {
      // In the log folder: the one folder of the scenario the sandboxed agent may read and write.
      await mkdir(logDir, { recursive: true });
      // The agent's program and script lie in the folder the sandbox makes writable: the project
      // itself may lie under /tmp, which the sandbox replaces with a private one.
      const program = join(logDir, "scripted-agent.mjs");
      await copyFile(join(PROJECT_ROOT, "test/support/scripted-agent.mjs"), program);
      const scriptPath = join(logDir, `agent-script-${Date.now()}.json`);
      await writeFile(scriptPath, JSON.stringify({ log: logDir, rounds: options.rounds, default: options.default }));
      const queued = github.runs(FULL_NAME).find((run) => run.id === options.workflowRun);
      if (options.workflowRun !== undefined && queued === undefined) throw new Error(`no workflow run ${options.workflowRun}`);
      if (queued !== undefined) queued.status = "in_progress";
      const workflowRun = queued ?? github.addWorkflowRun(FULL_NAME, { workflow: WORKFLOW, displayTitle: `Ralph #${created.number}` });
      const runId = options.env?.GITHUB_RUN_ID ?? String(workflowRun.id);
      const run = await runAction({
        eventName: options.eventName ?? "issues",
        payload: options.payload ?? scenario.labeledPayload(),
        repository: FULL_NAME,
        apiUrl: github.url,
        serverUrl: github.serverUrl,
        workspace,
        inputs: {
          "github-token": TOKEN,
          "agent-command": `node ${program} ${scriptPath}`,
          "round-timeout-minutes": "1",
          "sandbox-writable": logDir,
          ...options.inputs,
        },
        env: { GITHUB_RUN_ID: runId, ...options.env },
        onStart: options.onStart,
        // The Node 24 lane of .ci/run runs the bundle on the runtime `runs.using: node24` names.
        node: process.env.RALPH_ACTION_NODE,
        tempRoot: dir,
      });
      github.completeWorkflowRun(FULL_NAME, workflowRun.id, run.exitCode === 0 ? "success" : "failure");
      return { ...run, runId };
    },
    async freshCheckout() {
      await rm(workspace, { recursive: true, force: true });
      await checkout();
    },
    async agentLog() {
      const text = await readFile(join(logDir, "rounds.jsonl"), "utf8").catch(() => "");
      return text
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as AgentRoundLog);
    },
    commentBodies() {
      return github.comments(FULL_NAME, created.number).map((comment) => comment.body);
    },
    async close() {
      await github.close();
      await git.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return scenario;
}
