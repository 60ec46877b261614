import { isAlive } from "../support/processes.js";
import { until } from "../support/budget.js";
import { aliveInNamespace, processesWith } from "./host-processes.js";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CommandAgent, createCommandAgent, type CommandAgentOptions } from "../../src/agents/command.js";
import { buildAgentEnvironment } from "../../src/agents/environment.js";
import { openSandbox } from "../../src/agents/index.js";
import { NO_CONFIGURATION, NO_SANDBOX, type Sandbox } from "../../src/agents/sandbox.js";
import type { AgentRoundResult } from "../../src/core/ports.js";

const SCRIPTED_AGENT = fileURLToPath(new URL("../support/scripted-agent.mjs", import.meta.url));

interface LogEntry {
  round: number;
  pid: number;
  ppid: number;
  cwd: string;
  env: Record<string, string>;
  promptFromStdin: string;
  promptFromFile: string | null;
  sleeperPid?: number;
  pidNamespace: string;
  startTime: number;
  sleeperStartTime?: number;
}

let root: string;
let workspace: string;
let runDir: string;
let logDir: string;

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "ralph-agents-")));
  workspace = join(root, "workspace");
  runDir = join(root, "run");
  logDir = join(root, "log");
  mkdirSync(workspace);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A scripted agent for the given script (see test/support/scripted-agent.mjs). */
function scripted(script: Record<string, unknown>): string {
  // In the log folder, which the sandboxed tests make writable (the rest of the test's /tmp folder is hidden then).
  // The agent's own code goes there too: the project may itself lie under the hidden /tmp.
  mkdirSync(logDir, { recursive: true });
  const file = join(logDir, "script.json");
  writeFileSync(file, JSON.stringify({ log: logDir, ...script }));
  const program = join(logDir, "scripted-agent.mjs");
  copyFileSync(SCRIPTED_AGENT, program);
  return `"${process.execPath}" "${program}" "${file}"`;
}

function agent(command: string, options: Partial<CommandAgentOptions> = {}): CommandAgent {
  return createCommandAgent({
    command,
    workspace,
    runDir,
    runId: "run-42",
    issueNumber: 7,
    env: buildAgentEnvironment(process.env, [], {}),
    roundTimeoutMs: 20_000,
    killGraceMs: 500,
    sandbox: NO_SANDBOX,
    ...options,
  });
}

function run(a: CommandAgent, round: number, prompt = `prompt of round ${round}\n`, signal = new AbortController().signal) {
  return a.runRound({ round, maxRounds: 5, prompt, signal });
}

function logEntries(): LogEntry[] {
  return readFileSync(join(logDir, "rounds.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as LogEntry);
}

function exited(result: AgentRoundResult) {
  if (result.kind !== "exited") throw new Error(`expected exited, got ${JSON.stringify(result)}`);
  return result;
}

const report = { status: "continue", summary: "did a thing", evidence: [], nextSteps: ["do more"], blocker: null };

describe("CommandAgent rounds", () => {
  it("starts a fresh process per round in the workspace, with the prompt on stdin and in the prompt file", async () => {
    const a = agent(scripted({ rounds: { "1": { report } }, default: { reportRaw: "not json" } }));
    const bigPrompt = "é".repeat(300_000) + "\n"; // larger than a pipe buffer
    const first = exited(await run(a, 1, bigPrompt));
    const second = exited(await run(a, 2));

    expect(first.exitCode).toBe(0);
    expect(first.signal).toBeNull();
    expect(JSON.parse(first.reportText ?? "")).toEqual(report);
    expect(second.reportText).toBe("not json");

    const [one, two] = logEntries();
    expect(one?.pid).not.toBe(two?.pid);
    expect(one?.cwd).toBe(workspace);
    expect(one?.promptFromStdin).toBe(bigPrompt);
    expect(one?.promptFromFile).toBe(bigPrompt);
    expect(two?.promptFromStdin).toBe("prompt of round 2\n");
    expect(one?.env).toMatchObject({
      RALPH_ROUND: "1",
      RALPH_MAX_ROUNDS: "5",
      RALPH_RUN_ID: "run-42",
      RALPH_ISSUE_NUMBER: "7",
      RALPH_PROMPT_FILE: a.promptFile(1),
      RALPH_REPORT_FILE: a.reportFile(1),
    });
    expect(two?.env.RALPH_REPORT_FILE).toBe(join(runDir, "round-2", "report.json"));
    expect(relative(workspace, a.reportFile(1)).startsWith("..")).toBe(true);
  });

  it("leaves RALPH_ISSUE_NUMBER out without an issue", async () => {
    const a = agent(scripted({ default: { report } }), { issueNumber: null });
    exited(await run(a, 1));
    expect(logEntries()[0]?.env).not.toHaveProperty("RALPH_ISSUE_NUMBER");
  });

  it("tolerates an agent that never reads stdin", async () => {
    const result = exited(await run(agent("exit 0"), 1, "x".repeat(2_000_000)));
    expect(result.exitCode).toBe(0);
    expect(result.reportText).toBeNull();
  });

  it("reports crashes, exit codes, signals and missing reports", async () => {
    const a = agent(scripted({ rounds: { "1": { exitCode: 3, report }, "2": { crash: true }, "3": {} } }));
    const three = exited(await run(a, 1));
    expect(three.exitCode).toBe(3);
    const crash = exited(await run(a, 2));
    expect(crash.exitCode).toBe(1);
    expect(crash.reportText).toBeNull();
    expect(crash.outputTail).toContain("crash in round 2");
    // A stale report from an earlier attempt at round 3 must not count.
    mkdirSync(join(runDir, "round-3"), { recursive: true });
    writeFileSync(a.reportFile(3), JSON.stringify(report));
    const silent = exited(await run(a, 3));
    expect(silent.exitCode).toBe(0);
    expect(silent.reportText).toBeNull();

    const killed = exited(await run(agent("kill -9 $$"), 1));
    expect(killed).toMatchObject({ exitCode: null, signal: "SIGKILL" });
  });

  it("says why an exit code of 127 is: the command was not found", async () => {
    const missing = exited(await run(agent("/nonexistent/agent.sh"), 1));
    expect(missing).toMatchObject({ exitCode: 127, failure: "the agent exited with code 127: command not found" });
    expect(missing.outputTail).toContain("/nonexistent/agent.sh");
  });

  it("streams output and keeps only a bounded tail", async () => {
    const chunks: string[] = [];
    const result = exited(
      await run(
        agent('echo err >&2; sleep 0.2; echo out; printf "%s" "tail-end"', { outputTailChars: 5, onOutput: (c) => chunks.push(c) }),
        1,
      ),
    );
    // stdout and stderr are separate pipes: their relative order is only as good as arrival order.
    expect(result.outputTail).toBe("l-end");
    expect(chunks.join("")).toContain("out\n");
    expect(chunks.join("")).toContain("err\n");
  });

  it("bounds the tail of 50 MB of output", async () => {
    const bytes = 50 * 1024 * 1024;
    let seen = 0;
    let peakHeap = 0;
    const baseHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 10);
    const a = agent(scripted({ default: { printBytes: bytes, report } }), { onOutput: (c) => (seen += c.length) });
    const result = exited(await run(a, 1));
    clearInterval(sampler);
    expect(result.exitCode).toBe(0);
    expect(seen).toBe(bytes);
    expect(result.outputTail).toBe("x".repeat(8000));
    // Buffering everything would hold at least 50 MB at once; the tail is 8000 chars.
    expect(peakHeap - baseHeap).toBeLessThan(40 * 1024 * 1024);
  });

  it("refuses to load an oversized report whole, and never makes it look valid", async () => {
    const big = JSON.stringify({ ...report, summary: "s".repeat(3 * 1024 * 1024) });
    const result = exited(await run(agent(scripted({ default: { reportRaw: big } })), 1));
    const text = result.reportText ?? "";
    expect(text.length).toBeGreaterThan(1024 * 1024);
    expect(text.length).toBeLessThan(1024 * 1024 + 200);
    expect(text).toMatch(/more than 1048576 bytes/);
    expect(() => JSON.parse(text)).toThrow();

    const small = exited(await run(agent(scripted({ default: { reportRaw: "0123456789" } }), { maxReportBytes: 10 }), 1));
    expect(small.reportText).toBe("0123456789");
  });

  it("refuses a report file that is a symbolic link instead of quoting its target", async () => {
    const result = exited(await run(agent('ln -s /etc/passwd "$RALPH_REPORT_FILE"'), 1));
    expect(result.reportText).toMatch(/^\[ralph-bot: could not read the report file/);
    expect(result.reportText).not.toContain("root:");
  });

  it("reads the usage an agent writes to $RALPH_USAGE_FILE in its round's folder; a stale one does not count", async () => {
    const usage = { costUsd: 0.3, inputTokens: 1200, outputTokens: 80 };
    const a = agent(scripted({ rounds: { "1": { report, usage } }, default: { report } }));
    expect(exited(await run(a, 1)).usage).toEqual(usage);
    expect(logEntries()[0]?.env.RALPH_USAGE_FILE).toBe(join(runDir, "round-1", "usage.json"));
    // An earlier attempt's usage for round 2 is removed before the round starts.
    mkdirSync(join(runDir, "round-2"), { recursive: true });
    writeFileSync(join(runDir, "round-2", "usage.json"), JSON.stringify(usage));
    expect(exited(await run(a, 2))).not.toHaveProperty("usage");
  });

  it("fails the round on an invalid usage file rather than guess its cost", async () => {
    const result = exited(await run(agent(scripted({ default: { report, usage: { cost: 1 } } })), 1));
    expect(result.failure).toMatch(/^the agent's usage file \(\$RALPH_USAGE_FILE\) is invalid: .*Unrecognized key/);
    const linked = exited(await run(agent('ln -s /etc/passwd "$RALPH_USAGE_FILE"'), 1));
    expect(linked.failure).toMatch(/usage file .* is invalid: it is not valid JSON/);
  });

  it("resolves a spawn failure as a failed exit with the reason in the tail", async () => {
    const result = exited(await run(agent("true", { workspace: join(root, "missing") }), 1));
    expect(result).toMatchObject({ exitCode: null, signal: null, reportText: null });
    expect(result.outputTail).toMatch(/could not start the agent/);
  });

  it("kills what the agent left running after a normal exit", async () => {
    const pidFile = join(root, "bg.pid");
    // The background sleep inherits stdout: the round must not wait for it.
    const result = exited(await run(agent(`sleep 1000 & echo $! > "${pidFile}"; echo done`), 1));
    expect(result.exitCode).toBe(0);
    expect(result.outputTail).toBe("done\n");
    expect(result.durationMs).toBeLessThan(10_000);
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });
});

describe("CommandAgent timeout and cancel", () => {
  it("times out and kills the whole process group, grandchildren included", async () => {
    const pidFile = join(root, "bg.pid");
    const a = agent(`sleep 1000 & echo $! > "${pidFile}"; echo started; sleep 1000`, { roundTimeoutMs: 500 });
    const result = await run(a, 1);
    expect(result).toMatchObject({ kind: "timed-out", timeoutMs: 500, outputTail: "started\n" });
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
    expect(result.durationMs).toBeLessThan(10_000);
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("times out a scripted agent and kills its sleeper child", async () => {
    const a = agent(scripted({ default: { spawnSleeper: true, sleepMs: 60_000, report } }), { roundTimeoutMs: 800 });
    const result = await run(a, 1);
    expect(result.kind).toBe("timed-out");
    const [entry] = logEntries();
    expect(entry?.sleeperPid).toBeGreaterThan(0);
    expect(isAlive(entry?.sleeperPid ?? 0)).toBe(false);
    expect(isAlive(entry?.pid ?? 0)).toBe(false);
  });

  it("SIGKILLs a group that ignores SIGTERM after the grace period", async () => {
    const pidFile = join(root, "bg.pid");
    // An ignored SIGTERM is inherited by the background sleep too.
    const a = agent(`trap '' TERM; sleep 1000 & echo $! > "${pidFile}"; while :; do sleep 1; done`, {
      roundTimeoutMs: 300,
      killGraceMs: 500,
    });
    const result = await run(a, 1);
    expect(result.kind).toBe("timed-out");
    expect(result.durationMs).toBeGreaterThanOrEqual(750);
    expect(result.durationMs).toBeLessThan(15_000);
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("cancels mid-round when the signal aborts", async () => {
    const controller = new AbortController();
    const a = agent(scripted({ default: { spawnSleeper: true, sleepMs: 60_000, report } }));
    const pending = run(a, 1, "p", controller.signal);
    // Abort once the agent has logged its start (and its sleeper).
    for (let i = 0; i < 500; i++) {
      try {
        if (logEntries().length > 0) break;
      } catch {
        // not yet written
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    controller.abort();
    const result = await pending;
    expect(result.kind).toBe("cancelled");
    expect(result.durationMs).toBeLessThan(15_000);
    const [entry] = logEntries();
    expect(isAlive(entry?.sleeperPid ?? 0)).toBe(false);
    expect(isAlive(entry?.pid ?? 0)).toBe(false);
  });

  it("does not start an agent when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await run(agent(scripted({ default: { report } })), 1, "p", controller.signal);
    expect(result.kind).toBe("cancelled");
    expect(() => logEntries()).toThrow(/ENOENT/);
  });
});

describe("CommandAgent environment", () => {
  it("gives the agent only the allowlist, listed names and RALPH_* values", async () => {
    const parent: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: "/home/runner",
      GITHUB_TOKEN: "ghs_1",
      GH_TOKEN: "ghs_2",
      ACTIONS_RUNTIME_TOKEN: "rt",
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
      "INPUT_GITHUB-TOKEN": "ghs_3",
      INPUT_AGENT_ENV: "MODEL_KEY",
      SECRET_X: "hidden",
      MODEL_KEY: "mk",
    };
    const a = agent(scripted({ default: { report } }), { env: buildAgentEnvironment(parent, ["MODEL_KEY"], {}) });
    exited(await run(a, 1));
    const env = logEntries()[0]?.env ?? {};
    expect(env).toMatchObject({ MODEL_KEY: "mk", PATH: process.env.PATH, HOME: "/home/runner" });
    // The agent may commit: ralph-bot is its git identity.
    expect(env).toMatchObject({ GIT_AUTHOR_NAME: "ralph-bot", GIT_COMMITTER_EMAIL: "ralph-bot@users.noreply.github.com" });
    // npm's update check is off: from a HOME of its own it would reach for the registry every run.
    expect(env).toMatchObject({ npm_config_update_notifier: "false" });
    // Whatever else is there comes from RALPH_*, the git identity or the shell itself (dash sets PWD).
    const known = ["MODEL_KEY", "PATH", "HOME", "npm_config_update_notifier"];
    const others = Object.keys(env).filter(
      (name) => !known.includes(name) && !name.startsWith("RALPH_") && !/^GIT_(AUTHOR|COMMITTER)_/.test(name),
    );
    expect(others.filter((name) => !["PWD", "OLDPWD", "SHLVL", "_"].includes(name))).toEqual([]);
    expect(() => buildAgentEnvironment(parent, ["GITHUB_TOKEN"], {})).toThrow(/GITHUB_TOKEN/);
  });

  it("rejects a forbidden name in env and a run directory inside the workspace", () => {
    expect(() => agent("true", { env: { GITHUB_TOKEN: "x" } })).toThrow(/GITHUB_TOKEN/);
    expect(() => agent("true", { runDir: join(workspace, ".ralph") })).toThrow(/outside the workspace/);
    expect(() => agent("true", { runDir: workspace })).toThrow(/outside the workspace/);
    expect(() => agent("  ")).toThrow(/empty/);
  });
});

describe("CommandAgent in the bubblewrap sandbox", () => {
  let sandbox: Sandbox;
  const marker = () => `ralph-marker-${process.pid}-${Math.random().toString(36).slice(2)}`;
  beforeEach(async () => {
    sandbox = await openSandbox({
      mode: "bubblewrap",
      writable: [logDir],
      hidden: { temp: [], sealed: [] },
      // The runner's network: these cases time the sandbox's signals (behind the forwarder: test/agents/sandbox.test.ts).
      network: { mode: "open", allowed: [], testHosts: null },
      workspace,
      runDir,
      env: buildAgentEnvironment(process.env, [], {}),
      configuration: NO_CONFIGURATION,
      model: null,
      hostEnv: { PATH: process.env.PATH },
      where: "action",
      onOutput: () => {},
    });
  });
  const boxed = (command: string, options: Partial<CommandAgentOptions> = {}) => agent(command, { sandbox, ...options });

  it("runs each round in a fresh sandbox: the prompt, the report in the round's folder, the per-run HOME, nothing else gained", async () => {
    const a = boxed(scripted({ rounds: { "1": { report } }, default: { report } }));
    const first = exited(await run(a, 1));
    exited(await run(a, 2));
    expect(JSON.parse(first.reportText ?? "")).toEqual(report);
    const [one, two] = logEntries();
    // Inside its own PID namespace every round's agent may have the same pid; its start time tells them apart.
    expect(one?.startTime).not.toBe(two?.startTime);
    expect(one?.pidNamespace).not.toBe(readlinkSync("/proc/self/ns/pid"));
    expect(one?.promptFromStdin).toBe("prompt of round 1\n");
    expect(one?.promptFromFile).toBe("prompt of round 1\n");
    expect(one?.cwd).toBe(workspace);
    expect(one?.env.HOME).toBe(join(runDir, "home"));
    const unboxed = agent(scripted({ default: { report } }));
    exited(await run(unboxed, 3));
    const plain = logEntries()[2]?.env ?? {};
    // The same names as without the sandbox: only HOME's value differs.
    expect(Object.keys(one?.env ?? {}).sort()).toEqual(Object.keys(plain).sort());
  });

  it("kills a detached (setsid nohup) process when the agent exits, which escapes without the sandbox", async () => {
    const tag = marker();
    // The agent exits once the detached process has started (a fixed sleep is too short on a busy machine).
    const leave = `rm -f detached.started; setsid nohup sh -c 'touch detached.started; sleep 300' ${tag} >/dev/null 2>&1 & while [ ! -e detached.started ]; do sleep 0.05; done; echo left`;
    const result = exited(await run(boxed(leave), 1));
    expect(result.outputTail).toBe("left\n");
    expect(processesWith(tag)).toEqual([]);
    // Without the sandbox the same process outlives its round (then this test ends it).
    exited(await run(agent(leave), 2));
    const escaped = processesWith(tag);
    expect(escaped).toHaveLength(1);
    for (const pid of escaped) process.kill(pid, "SIGKILL");
  });

  it("on timeout sends SIGTERM into the sandbox first, then nothing of it is left", async () => {
    const tag = marker();
    const a = boxed(
      `trap 'echo got TERM > term.txt; exit 0' TERM; setsid nohup sh -c 'sleep 300' ${tag} >/dev/null 2>&1 & echo started; while :; do sleep 0.1; done`,
      { roundTimeoutMs: 500 },
    );
    const result = await run(a, 1);
    expect(result.kind).toBe("timed-out");
    expect(result.outputTail).toMatch(/^started\n/);
    expect(result.durationMs).toBeLessThan(10_000);
    expect(readFileSync(join(workspace, "term.txt"), "utf8")).toBe("got TERM\n");
    expect(processesWith(tag)).toEqual([]);
  });

  it("SIGKILLs what ignores SIGTERM after the grace period, detached processes included", async () => {
    const tag = marker();
    const a = boxed(`trap '' TERM; setsid nohup sh -c 'trap "" TERM; sleep 300' ${tag} >/dev/null 2>&1 & while :; do sleep 0.1; done`, {
      roundTimeoutMs: 300,
      killGraceMs: 500,
    });
    const result = await run(a, 1);
    expect(result.kind).toBe("timed-out");
    expect(result.durationMs).toBeGreaterThanOrEqual(750);
    expect(result.durationMs).toBeLessThan(15_000);
    expect(processesWith(tag)).toEqual([]);
  });

  it("cancels mid-round, leaving nothing of the sandbox", async () => {
    const tag = marker();
    const controller = new AbortController();
    const pending = run(boxed(`setsid nohup sh -c 'sleep 300' ${tag} >/dev/null 2>&1 & sleep 300`), 1, "p", controller.signal);
    await until(() => processesWith(tag).length > 0);
    controller.abort();
    const result = await pending;
    expect(result.kind).toBe("cancelled");
    expect(result.durationMs).toBeLessThan(15_000);
    expect(processesWith(tag)).toEqual([]);
  });

  it("times out a scripted agent and kills its sleeper child, both found from outside by namespace and start time", async () => {
    const a = boxed(scripted({ default: { spawnSleeper: true, sleepMs: 60_000, report } }), { roundTimeoutMs: 800 });
    const pending = run(a, 1);
    await until(() => {
      try {
        return logEntries().length > 0;
      } catch {
        return false;
      }
    });
    const [entry] = logEntries();
    const namespace = entry?.pidNamespace ?? "";
    expect(aliveInNamespace(namespace, entry?.startTime ?? 0)).toBe(true);
    expect(aliveInNamespace(namespace, entry?.sleeperStartTime ?? 0)).toBe(true);
    expect((await pending).kind).toBe("timed-out");
    expect(aliveInNamespace(namespace, entry?.startTime ?? 0)).toBe(false);
    expect(aliveInNamespace(namespace, entry?.sleeperStartTime ?? 0)).toBe(false);
  });

  it("says an exit code of 127 is a command the sandbox does not show, as one under its private /tmp", async () => {
    const outside = mkdtempSync(join(tmpdir(), "ralph-agent-outside-"));
    try {
      writeFileSync(join(outside, "agent.sh"), "#!/bin/sh\nexit 0\n", { mode: 0o755 });
      const missing = exited(await run(boxed(join(outside, "agent.sh")), 1));
      expect(missing.exitCode).toBe(127);
      expect(missing.failure).toMatch(/^the agent exited with code 127: command not found in the sandbox \(.*\/tmp is private/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("reports an agent killed by a signal as bwrap does: exit code 128 + the signal", async () => {
    expect(exited(await run(boxed("kill -9 $$"), 1))).toMatchObject({ exitCode: 137, signal: null });
  });
});
