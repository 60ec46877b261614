/**
 * A repository on the GitHub fake and the git HTTP server, checked out once, where the bench runs
 * the bundled action (as the e2e tests do) and the floor: the same git and comment work done bare.
 */
import { execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { runAction, type ActionRun } from "../../test/support/action-runner.js";
import { startGitServer, type GitServer } from "../../test/support/git-server.js";
import { startGitHubFake, type GitHubFake, type LoggedRequest } from "../../test/support/github-fake.js";
import { BOT, FULL_NAME, labeledPayloadFor, MAINTAINER, OWNER, REPO, TOKEN } from "../../test/support/scenario.js";

const run = promisify(execFile);

/** A report of an agent that goes on; `%s` is the round. */
const REPORT = '{"status":"continue","summary":"round %s","evidence":[],"nextSteps":["go on"],"blocker":null}';

/** An agent that returns at once: it changes one file and writes its report (through `sh`, as `agent: command` runs it). */
export const INSTANT_AGENT = `printf 'round %s\\n' "$RALPH_ROUND" > progress.txt && printf '${REPORT}' "$RALPH_ROUND" > "$RALPH_REPORT_FILE"`;

/** What one action run did: its wall time from spawn to exit, and the requests it made. */
export interface BotRun {
  ms: number;
  exitCode: number | null;
  requests: LoggedRequest[];
  /** The run as the runner saw it (stderr, outputs), for a failure message. */
  run: ActionRun;
}

/** The repository, its checkout and the two servers. */
export interface Stage {
  github: GitHubFake;
  git: GitServer;
  workspace: string;
  dir: string;
  /**
   * Runs the action on a new issue for `rounds` rounds of `agent` (default {@link INSTANT_AGENT}),
   * with `sandbox: none`, or in the bubblewrap sandbox with `network` when given.
   */
  runBot(options: {
    rounds: number;
    throttled: boolean;
    network?: "allowlist" | "open";
    agent?: string;
    discardStdout?: boolean;
    onStart?: (pid: number) => void;
    /** The node that runs the bundle; default `RALPH_ACTION_NODE` (e.g. a Node 24, whose start re-executes for the token scrub), else this one. */
    node?: string;
    /** Extra environment for the action (e.g. `NODE_OPTIONS` to profile it). */
    env?: Record<string, string>;
  }): Promise<BotRun>;
  /**
   * The floor: `rounds` rounds of the same agent, then `git add`/`commit`/`push` over the same
   * server and one round comment plus one tracking-comment edit through a bare Octokit (throttled
   * with plugin-throttling's settings, or not). Returns the mean ms per round after the first.
   */
  floor(options: { rounds: number; throttled: boolean }): Promise<number>;
  close(): Promise<void>;
}

/** Starts a stage whose repository holds `files` (path → text). */
export async function startStage(files: Record<string, string>): Promise<Stage> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-bench-"));
  const git = await startGitServer({ token: TOKEN });
  // Not judged by GitHub's description: the bench measures the bot, and the tests judge the same calls.
  const github = await startGitHubFake({
    serverUrl: git.baseUrl,
    branchExists: (repo, branch) => git.branchExists(repo, branch),
    branchHead: (repo, branch) => git.branchHead(repo, branch),
    judge: false,
  });
  github.addRepo({ owner: OWNER, repo: REPO });
  github.addToken(TOKEN, BOT);
  github.setPermission(FULL_NAME, MAINTAINER, "write");
  await git.createRepo(FULL_NAME, { files });
  const workspace = join(dir, "workspace");
  await run("git", ["clone", "-q", "--depth", "1", git.url(FULL_NAME), workspace], { env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
  const gitEnv = {
    ...process.env,
    GIT_TERMINAL_PROMPT: "0",
    GIT_AUTHOR_NAME: "floor",
    GIT_AUTHOR_EMAIL: "floor@example.com",
    GIT_COMMITTER_NAME: "floor",
    GIT_COMMITTER_EMAIL: "floor@example.com",
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "http.extraheader",
    GIT_CONFIG_VALUE_0: basicAuthHeader(TOKEN),
  };
  let floors = 0;

  return {
    github,
    git,
    workspace,
    dir,
    async runBot({ rounds, throttled, network, agent = INSTANT_AGENT, discardStdout, onStart, node = process.env.RALPH_ACTION_NODE, env }) {
      const first = github.requests.length;
      const { ms, result } = await runOnNewIssue(github, {
        workspace,
        dir,
        agent,
        rounds,
        inputs: network !== undefined ? { sandbox: "bubblewrap", network } : { sandbox: "none" },
        env: { ...(throttled ? {} : { RALPH_BENCH_UNTHROTTLED: "1" }), ...env },
        ...(node !== undefined ? { node } : {}),
        ...(discardStdout === true ? { discardStdout } : {}),
        ...(onStart !== undefined ? { onStart: (child: { pid?: number | undefined }) => onStart(child.pid ?? 0) } : {}),
      });
      if (result.outputs.outcome !== "budget-limited") {
        throw new Error(
          `the bench run ended ${result.outputs.outcome ?? "without an outcome"}:\n${result.stderr}\n${result.stdout.slice(-3000)}`,
        );
      }
      return { ms, exitCode: result.exitCode, requests: github.requests.slice(first), run: result };
    },
    async floor({ rounds, throttled }) {
      const issue = newIssue(github);
      const branch = `floor-${++floors}`;
      const octokit = throttled
        ? new (Octokit.plugin(throttling))({
            auth: TOKEN,
            baseUrl: github.url,
            throttle: { onRateLimit: () => true, onSecondaryRateLimit: () => true },
          })
        : new Octokit({ auth: TOKEN, baseUrl: github.url });
      const ref = { owner: OWNER, repo: REPO, issue_number: issue };
      const tracking = await octokit.rest.issues.createComment({ ...ref, body: "tracking" });
      await run("git", ["checkout", "-q", "-B", branch, "origin/main"], { cwd: workspace, env: gitEnv });
      const reportDir = join(dir, "floor-reports");
      await mkdir(reportDir, { recursive: true });
      const times: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        const start = performance.now();
        const reportFile = join(reportDir, `${branch}-${round}.json`);
        await shell(INSTANT_AGENT, workspace, { ...process.env, RALPH_ROUND: String(round), RALPH_REPORT_FILE: reportFile });
        const report = await readFile(reportFile, "utf8");
        await run("git", ["add", "--all"], { cwd: workspace, env: gitEnv });
        await run("git", ["commit", "-q", "-m", `Round ${round}`], { cwd: workspace, env: gitEnv });
        await run("git", ["push", "-q", git.url(FULL_NAME), `HEAD:refs/heads/${branch}`], { cwd: workspace, env: gitEnv });
        await octokit.rest.issues.createComment({ ...ref, body: `Round ${round}\n\n${report}` });
        await octokit.rest.issues.updateComment({
          owner: OWNER,
          repo: REPO,
          comment_id: tracking.data.id,
          body: `tracking: round ${round}`,
        });
        times.push(performance.now() - start);
      }
      // The first round pays for connections and the first write's pacing: the rest is the steady state.
      const steady = times.slice(1);
      return steady.reduce((a, b) => a + b, 0) / steady.length;
    },
    async close() {
      await github.close();
      await git.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new issue labelled `ralph` by the maintainer in the fake's repository; its number. */
function newIssue(github: GitHubFake): number {
  return github.addIssue(FULL_NAME, { title: "bench", body: "Keep going.", user: MAINTAINER, labels: ["ralph"] }).number;
}

/**
 * Runs the bundled action as the labelling of a new issue (see {@link newIssue}) starts it: on
 * `workspace`, with `agent` for up to `rounds` rounds, `inputs` and `env` added, temporary files in
 * `dir`. Returns the issue, the wall time from spawn to exit in ms, and the run as the runner saw it.
 */
export async function runOnNewIssue(
  github: GitHubFake,
  options: {
    workspace: string;
    dir: string;
    agent: string;
    rounds: number;
    inputs: Record<string, string>;
    env?: Record<string, string>;
  } & Pick<Parameters<typeof runAction>[0], "discardStdout" | "onStart" | "node">,
): Promise<{ issue: number; ms: number; result: ActionRun }> {
  const issue = newIssue(github);
  const start = performance.now();
  const result = await runAction({
    eventName: "issues",
    payload: labeledPayloadFor(github, FULL_NAME, issue),
    repository: FULL_NAME,
    apiUrl: github.url,
    serverUrl: github.serverUrl,
    workspace: options.workspace,
    inputs: {
      "github-token": TOKEN,
      agent: "command",
      "agent-command": options.agent,
      "max-rounds": String(options.rounds),
      "round-timeout-minutes": "10",
      ...options.inputs,
    },
    env: { GITHUB_RUN_ID: String(1000 + issue), ...options.env },
    tempRoot: options.dir,
    ...(options.node !== undefined ? { node: options.node } : {}),
    ...(options.discardStdout !== undefined ? { discardStdout: options.discardStdout } : {}),
    ...(options.onStart !== undefined ? { onStart: options.onStart } : {}),
  });
  return { issue, ms: performance.now() - start, result };
}

/** Runs `command` through `sh` in `cwd`; rejects on a non-zero exit. */
export function shell(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", command], { cwd, env, stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`sh -c ${command} exited ${code}`))));
  });
}
