import { isAlive } from "../support/processes.js";
import { until } from "../support/budget.js";
import { processesWith } from "./host-processes.js";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSandbox } from "../../src/agents/index.js";
import { NO_CONFIGURATION, NO_SANDBOX, type Sandbox } from "../../src/agents/sandbox.js";
import { createVerifyCommand, type VerifyCommandOptions } from "../../src/agents/verify.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ralph-verify-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = (): Record<string, string> => ({ PATH: process.env.PATH ?? "/usr/bin:/bin" });
const verifier = (command: string, options: Partial<VerifyCommandOptions> = {}) =>
  createVerifyCommand({ command, workspace: dir, env: env(), sandbox: NO_SANDBOX, timeoutMs: 30_000, killGraceMs: 200, ...options });
const check = (command: string, options: Partial<VerifyCommandOptions> = {}, signal = new AbortController().signal) =>
  verifier(command, options).verify(1, signal);

describe("createVerifyCommand", () => {
  it("passes on exit 0, in the workspace, with only the given environment", async () => {
    process.env.RALPH_TEST_SECRET = "leaked";
    const result = await check('pwd; echo "${RALPH_TEST_SECRET:-none} $ONLY"', { env: { ...env(), ONLY: "given" } });
    delete process.env.RALPH_TEST_SECRET;
    expect(result).toMatchObject({
      kind: "passed",
      command: expect.stringContaining("pwd"),
      exitCode: 0,
      reason: "exited with code 0",
      stderrTail: "",
    });
    expect(result.stdoutTail).toBe(`${dir}\nnone given\n`);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("fails on any other exit code, keeping both tails", async () => {
    const result = await check("echo 'Tests: 1 failed'; echo 'AssertionError' >&2; exit 3");
    expect(result).toMatchObject({
      kind: "failed",
      exitCode: 3,
      reason: "exited with code 3",
      stdoutTail: "Tests: 1 failed\n",
      stderrTail: "AssertionError\n",
    });
  });

  it("removes colour codes from the tails", async () => {
    const result = await check("printf '\\033[31mFAIL\\033[0m x\\n'; exit 1");
    expect(result.stdoutTail).toBe("FAIL x\n");
  });

  it("cannot run a command that is not found (127)", async () => {
    const result = await check("no-such-tool-ralph --check");
    expect(result).toMatchObject({ kind: "cannot-run", exitCode: 127, reason: "exited with code 127: the command was not found" });
    expect(result.stderrTail).toMatch(/not found/);
  });

  it("cannot run a command that is not executable (126)", async () => {
    writeFileSync(join(dir, "not-executable.sh"), "#!/bin/sh\nexit 0\n");
    chmodSync(join(dir, "not-executable.sh"), 0o644);
    expect(await check("./not-executable.sh")).toMatchObject({ kind: "cannot-run", exitCode: 126 });
  });

  it("cannot run when the workspace is missing (spawn error)", async () => {
    const result = await check("true", { workspace: join(dir, "missing") });
    expect(result.kind).toBe("cannot-run");
    expect(result.reason).toMatch(/^could not start \/bin\/sh in .*missing: .*ENOENT/);
  });

  it("cannot run when the runner's disk is full, before and after the command", async () => {
    let calls = 0;
    const full = await check("echo ran", { freeBytes: async () => 1024 });
    expect(full).toMatchObject({ kind: "cannot-run", exitCode: null, stdoutTail: "" });
    expect(full.reason).toMatch(/^could not run: the runner's disk is full \(1024 bytes free/);
    const filled = await check("exit 1", { freeBytes: async () => (++calls === 1 ? 1e12 : 0) });
    expect(filled).toMatchObject({ kind: "cannot-run", exitCode: 1 });
  });

  it("fails on its own timeout, killing the whole process group", async () => {
    const pidFile = join(dir, "timeout.pid");
    const started = performance.now();
    const result = await check(`sleep 60 & echo $! > ${pidFile}; trap '' TERM; sleep 60`, { timeoutMs: 300 });
    expect(result).toMatchObject({ kind: "failed", exitCode: null, reason: "did not finish within 300 ms and was killed" });
    // Far under the 60 s the command would take (slack for a busy machine).
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("kills what a passing command left running", async () => {
    const pidFile = join(dir, "left.pid");
    const result = await check(`sleep 60 & echo $! > ${pidFile}; exit 0`);
    expect(result.kind).toBe("passed");
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("stops when the run is cancelled or out of time", async () => {
    const controller = new AbortController();
    const pidFile = join(dir, "abort.pid");
    setTimeout(() => controller.abort(), 200);
    const result = await check(`sleep 60 & echo $! > ${pidFile}; wait`, {}, controller.signal);
    expect(result.kind).toBe("aborted");
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
    const before = new AbortController();
    before.abort();
    expect(await check("echo never", {}, before.signal)).toMatchObject({ kind: "aborted", stdoutTail: "" });
  });

  it("keeps only the last 4 KB of 10 MB of output", async () => {
    const result = await check(
      "head -c 10000000 /dev/zero | tr '\\0' 'a'; echo END; head -c 10000000 /dev/zero | tr '\\0' 'b' >&2; exit 1",
    );
    expect(result.kind).toBe("failed");
    expect(result.stdoutTail).toHaveLength(4096);
    expect(result.stdoutTail.endsWith("aaaEND\n")).toBe(true);
    expect(result.stderrTail).toBe("b".repeat(4096));
  });

  it("never starts a tail inside a UTF-8 sequence", async () => {
    const result = await check("printf 'é%.0s' $(seq 1 3000)", { tailBytes: 101 });
    expect(result.stdoutTail).toBe("é".repeat(50));
  });

  it("streams output to onOutput", async () => {
    const chunks: string[] = [];
    await check("echo streamed", { onOutput: (chunk) => chunks.push(chunk) });
    expect(chunks.join("")).toBe("streamed\n");
  });

  it("refuses a blank command and a bad timeout", () => {
    expect(() => verifier("  ")).toThrow(/blank/);
    expect(() => verifier("true", { timeoutMs: 0 })).toThrow(/timeoutMs/);
  });
});

describe("createVerifyCommand in the bubblewrap sandbox", () => {
  let root: string;
  let workspace: string;
  let sandbox: Sandbox;
  const tag = () => `ralph-verify-${process.pid}-${Math.random().toString(36).slice(2)}`;
  beforeAll(async () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "ralph-verify-box-")));
    workspace = join(root, "workspace");
    mkdirSync(workspace);
    sandbox = await openSandbox({
      mode: "bubblewrap",
      writable: [],
      hidden: { temp: [], sealed: [] },
      // The default network: the verify command runs behind the egress forwarder.
      network: { mode: "allowlist", allowed: [], testHosts: null },
      workspace,
      runDir: join(root, "run"),
      env: env(),
      configuration: NO_CONFIGURATION,
      model: null,
      hostEnv: { PATH: process.env.PATH },
      where: "action",
      onOutput: () => {},
    });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(root, { recursive: true, force: true });
  });
  const boxed = (command: string, options: Partial<VerifyCommandOptions> = {}, signal = new AbortController().signal) =>
    createVerifyCommand({ command, workspace, env: env(), sandbox, timeoutMs: 30_000, killGraceMs: 200, ...options }).verify(1, signal);

  it("runs as a non-root user, in the workspace, with the per-run HOME, seeing only its own processes", async () => {
    const result = await boxed(
      'pwd; echo "$HOME"; id -u; for p in /proc/[0-9]*; do cat $p/comm; done | sort -u | tr "\\n" " "; echo; echo x > /etc/ralph-verify 2>/dev/null || echo read-only',
    );
    expect(result.kind).toBe("passed");
    const [cwd, home, uid, processes, etc] = result.stdoutTail.trim().split("\n");
    expect(cwd).toBe(workspace);
    expect(home).toBe(join(root, "run", "home"));
    expect(Number(uid)).toBeGreaterThan(0);
    // bwrap's init, the egress forwarder (the action's node, bound in as ralph-egress-node), the shell
    // and the pipeline: no process of the runner.
    expect(
      (processes ?? "")
        .trim()
        .split(" ")
        .filter((name) => !["bwrap", "ralph-egress-no", "sh", "cat", "sort", "tr"].includes(name)),
    ).toEqual([]);
    expect(etc).toBe("read-only");
  });

  it("keeps its exit codes: 0 passes, 127 cannot run, others fail", async () => {
    expect(await boxed("exit 0")).toMatchObject({ kind: "passed", exitCode: 0 });
    expect(await boxed("no-such-tool-ralph")).toMatchObject({ kind: "cannot-run", exitCode: 127 });
    expect(await boxed("exit 3")).toMatchObject({ kind: "failed", exitCode: 3 });
  });

  it("kills a detached (setsid nohup) process a passing command left", async () => {
    const marker = tag();
    const result = await boxed(`setsid nohup sh -c 'sleep 300' ${marker} >/dev/null 2>&1 & sleep 0.3; exit 0`);
    expect(result.kind).toBe("passed");
    expect(processesWith(marker)).toEqual([]);
  });

  it("on its timeout or a cancel, kills everything in the sandbox", async () => {
    const marker = tag();
    const timedOut = await boxed(`setsid nohup sh -c 'trap "" TERM; sleep 300' ${marker} >/dev/null 2>&1 & trap '' TERM; sleep 60`, {
      timeoutMs: 300,
    });
    expect(timedOut).toMatchObject({ kind: "failed", reason: "did not finish within 300 ms and was killed" });
    expect(processesWith(marker)).toEqual([]);
    const controller = new AbortController();
    const pending = boxed(`setsid nohup sh -c 'sleep 300' ${marker} >/dev/null 2>&1 & sleep 60`, {}, controller.signal);
    await until(() => processesWith(marker).length > 0);
    controller.abort();
    expect((await pending).kind).toBe("aborted");
    expect(processesWith(marker)).toEqual([]);
  });
});
