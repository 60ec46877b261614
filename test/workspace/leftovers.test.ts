/**
 * A process the agent leaves running (in a session of its own, so the round's process-group kill
 * misses it) is killed before any git command that carries the token: found by the run's marker
 * `RALPH_RUN_ID`, which the agent's processes and the programs the bot's git starts all carry.
 * Every marker here is unique to this test run: another copy of the test command running at the
 * same time kills only its own processes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { killLeftovers, leftoverGuard, RUN_MARKER } from "../../src/agents/leftovers.js";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { GitError } from "../../src/workspace/git-error.js";
import { Git } from "../../src/workspace/git.js";
import { agentWritableFolders, resolveGitProgram, type GitProgram } from "../../src/workspace/git-program.js";
import { Workspace } from "../../src/workspace/workspace.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { until } from "../support/budget.js";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { isAlive } from "../support/processes.js";
import { git, gitAsync, isolateGit, removeTree, restoreEnv, write } from "./helpers.js";

/** A token of this test run's own: a watcher of another copy of the test command may read other runs' processes. */
const TOKEN = `ghs_LeftoverTestToken${randomUUID().replaceAll("-", "")}`;
const ENCODED = basicAuthHeader(TOKEN).slice("AUTHORIZATION: basic ".length);
const WATCHER = join(PROJECT_ROOT, "test/support/proc-watcher.mjs");

/** The marker of a run a case plays, `name`, made this test run's own. */
const RUN = randomUUID();
const run = (name: string): string => `${name}-${RUN}`;

let root: string;
let program: GitProgram;
let counter = 0;
const started: number[] = [];

beforeAll(() => {
  root = isolateGit();
  program = resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env));
});
afterEach(() => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, "SIGKILL");
});
afterAll(() => {
  removeTree(root);
  restoreEnv();
});

/** Start a detached process (a session of its own, as `setsid` makes) with `env` added; returns its pid. */
function leave(command: string, args: string[], env: Record<string, string>): number {
  const child: ChildProcess = spawn(command, args, { detached: true, stdio: "ignore", env: { ...process.env, ...env } });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  started.push(child.pid);
  return child.pid;
}

/** Start the /proc watcher as a leftover of run `runId`; resolves once it is scanning. */
async function leaveWatcher(runId: string): Promise<{ pid: number; out: string }> {
  const out = join(root, `watcher-${++counter}.txt`);
  const pid = leave(process.execPath, [WATCHER, out], { [RUN_MARKER]: runId });
  await until(() => existsSync(out), 10_000, 20);
  return { pid, out };
}

describe("killLeftovers", () => {
  it("kills every process carrying the run's marker and only those, and says so", async () => {
    const marked = leave("sleep", ["600"], { [RUN_MARKER]: run("run-7") });
    const otherRun = leave("sleep", ["600"], { [RUN_MARKER]: run("run-77") });
    const prefixed = leave("sleep", ["600"], { [`X${RUN_MARKER}`]: run("run-7") });
    const unmarked = leave("sleep", ["600"], {});
    const logged: string[] = [];
    const killed = await killLeftovers(run("run-7"), { log: (message) => logged.push(message) });
    expect(killed).toEqual([marked]);
    await until(() => !isAlive(marked), 10_000, 20);
    expect([otherRun, prefixed, unmarked].map(isAlive)).toEqual([true, true, true]);
    expect(logged).toEqual([`killed 1 process(es) the agent left running (pid ${marked}) before a git command with the token`]);
    expect(await killLeftovers(run("run-7"), { log: (message) => logged.push(message) })).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it("kills a leftover that keeps forking, with the children it forked meanwhile", async () => {
    const forked = join(root, `forked-${++counter}.txt`);
    const forker = leave("/bin/sh", ["-c", `while :; do sleep 600 & echo "$!" >> "${forked}"; sleep 0.01; done`], {
      [RUN_MARKER]: run("run-fork"),
    });
    // Once it forked a child, however long the machine took to get there.
    await until(() => existsSync(forked), 10_000, 20);
    const killed = await killLeftovers(run("run-fork"));
    expect(killed).toContain(forker);
    expect(killed.length).toBeGreaterThan(1);
    expect(killed.filter(isAlive)).toEqual([]);
  });

  it("never kills the process that calls it or its ancestors, even when they carry the marker", async () => {
    const leftover = leave("sleep", ["600"], { [RUN_MARKER]: run("run-self") });
    // A shell carrying the marker starts a node process carrying it too, which kills the run's leftovers.
    const script = `import(${JSON.stringify(join(PROJECT_ROOT, "src/agents/leftovers.ts"))}).then(async (m) => console.log(JSON.stringify(await m.killLeftovers(${JSON.stringify(run("run-self"))}))))`;
    const shell = spawn("/bin/sh", ["-c", `"${process.execPath}" --import tsx -e '${script}'; echo "shell alive"`], {
      cwd: PROJECT_ROOT,
      // tsx's cache would stay in the temp folder.
      env: { ...process.env, [RUN_MARKER]: run("run-self"), TSX_DISABLE_CACHE: "1" },
    });
    let output = "";
    shell.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => shell.on("close", resolve));
    const [killed, after] = output.trim().split("\n");
    // It went on to print what it killed (tsx's own helper process, which inherits the marker, may be among them), and so did the shell.
    expect([code, JSON.parse(killed ?? "[]"), after]).toEqual([0, expect.arrayContaining([leftover]), "shell alive"]);
    expect(isAlive(leftover)).toBe(false);
  });
});

describe("a leftover watching /proc while the bot's git talks to the remote", () => {
  let slow: Server;
  let slowUrl: string;
  beforeAll(async () => {
    // Answers after 1.5 s, so git's processes live long enough for any watcher to see them.
    slow = createServer((_request, response) => setTimeout(() => response.writeHead(404).end(), 1500));
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/octo/repo.git`;
  });
  afterAll(() => new Promise<void>((resolve) => slow.close(() => resolve())));

  async function lsRemote(options: { beforeNetwork?: () => Promise<unknown> }): Promise<void> {
    const dir = join(root, `ls-remote-${++counter}`);
    git(root, ["init", "-q", dir]);
    const gitRunner = new Git(dir, { program, token: TOKEN, ...options });
    await expect(gitRunner.lsRemoteHeads(slowUrl, ["main"])).rejects.toThrow(GitError);
  }

  it("without the check, reads the token from git's environment (why the check exists)", async () => {
    const watcher = await leaveWatcher(run("run-control"));
    await lsRemote({});
    expect(readFileSync(watcher.out, "latin1")).toContain(ENCODED);
  });

  it("with the run's guard, is dead before the command starts and reads nothing of the token", async () => {
    const watcher = await leaveWatcher(run("run-guarded"));
    await lsRemote({ beforeNetwork: leftoverGuard(run("run-guarded")).beforeNetwork });
    expect(isAlive(watcher.pid)).toBe(false);
    const seen = readFileSync(watcher.out, "latin1");
    // It was watching.
    expect(seen).toMatch(/\tcmdline\t/);
    expect(seen).not.toContain(ENCODED);
    expect(seen).not.toContain(TOKEN);
  });
});

describe("Workspace with the run's leftover guard", () => {
  let server: GitServer;
  beforeAll(async () => {
    server = await startGitServer({ token: TOKEN });
  });
  afterAll(() => server.close());

  it("kills a watcher that a clean filter the agent put to work started during the bot's commit, before the push", async () => {
    const name = `octo/guarded${++counter}`;
    const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n" } });
    const dir = join(root, `guarded${counter}`);
    await gitAsync(root, ["clone", "-q", url, dir]);
    const out = join(root, `filter-watcher-${counter}.txt`);
    // A filter the repository's own configuration names (the agent's would be undone before the
    // bot's commit), whose program the agent can still steer, e.g. a script in the workspace:
    // here it leaves a watcher behind in a session of its own (once it is watching).
    const filter = `setsid "${process.execPath}" "${WATCHER}" "${out}" >/dev/null 2>&1 & while [ ! -s "${out}" ]; do sleep 0.05; done; exec cat`;
    git(dir, ["config", "filter.spy.clean", filter]);
    const { workspace } = await Workspace.prepare({
      dir,
      branch: "ralph/issue-1",
      baseBranch: "main",
      token: TOKEN,
      ...leftoverGuard(run("run-filter")),
    });
    // What an agent can do in its round: name the filter for the files the bot stages.
    write(dir, ".gitattributes", "*.txt filter=spy\n");
    write(dir, "a.txt", "a\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect((await server.log(name, "ralph/issue-1"))[0]?.sha).toBe(saved.sha);
    const pid = Number(readFileSync(`${out}.pid`, "utf8"));
    started.push(pid);
    expect(isAlive(pid)).toBe(false);
    const seen = readFileSync(out, "latin1");
    expect(seen).toMatch(/\tcmdline\t/);
    expect(seen).not.toContain(ENCODED);
    expect(seen).not.toContain(TOKEN);
  });
});
