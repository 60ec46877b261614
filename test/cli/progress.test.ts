/** The live progress of a local run: a redrawn status line on a terminal, plain lines elsewhere. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RunEvent } from "../../src/core/events.js";
import type { RoundRecord } from "../../src/core/ports.js";
import { formatDuration, Progress, type ProgressOutput } from "../../src/cli/progress.js";

const TIME = "2026-01-01T00:00:00.000Z";

/** Where a local run's progress points for the agent's and the verify command's output. */
const OUT_FILES = { agentLog: "/out/agent.log", eventsFile: "/out/events.jsonl" };

/** A fake stdout keeping what was written. */
function output(tty: { columns: number } | null): ProgressOutput & { text: string } {
  const out = {
    text: "",
    write(chunk: string) {
      out.text += chunk;
      return true;
    },
    ...(tty !== null ? { isTTY: true, columns: tty.columns } : {}),
  };
  return out;
}

function record(overrides: Partial<RoundRecord> = {}): RoundRecord {
  return {
    round: 1,
    status: "continue",
    report: { status: "continue", summary: "wrote the parser", evidence: [], nextSteps: ["test it"], blocker: null },
    failure: null,
    verification: null,
    outputTail: "",
    commit: { sha: "0123456789abcdef0123456789abcdef01234567", changed: true, notes: [], failure: null, unpushed: null },
    durationMs: 4000,
    elapsedMs: 65_000,
    ...overrides,
  };
}

const runStart: RunEvent = {
  type: "run-start",
  time: TIME,
  maxRounds: 5,
  verify: "on-complete",
  verifyCommand: "npm test",
  noProgressRounds: 3,
  resumed: false,
};

afterEach(() => {
  vi.useRealTimers();
});

describe("progress not on a terminal", () => {
  it("is plain lines: each round's start, its verify command, and its end with status, time, commit and summary", async () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 5, secrets: [], now: () => 0, ...OUT_FILES });
    progress.line("ralph-bot run: fix the parser");
    progress.emit(runStart);
    progress.emit({ type: "round-start", time: TIME, round: 1 });
    await progress.roundFinished(record());
    progress.emit({ type: "round-start", time: TIME, round: 2 });
    progress.emit({
      type: "verify",
      time: TIME,
      round: 2,
      verification: {
        kind: "passed",
        command: "npm test",
        exitCode: 0,
        reason: "exited with code 0",
        stdoutTail: "",
        stderrTail: "",
        durationMs: 5,
      },
    });
    await progress.roundFinished(
      record({
        round: 2,
        status: "failed",
        report: null,
        failure: "the agent exited with code 1",
        commit: {
          sha: "f".repeat(40),
          changed: false,
          notes: ["removed a stale .git/index.lock the agent left"],
          failure: null,
          unpushed: null,
        },
        elapsedMs: 3200,
      }),
    );
    progress.emit({ type: "run-end", time: TIME, outcome: "round-failed", rounds: 2, reason: "x", lastPassingSha: null, elapsedMs: 9 });
    expect(out.text).toBe(
      [
        "ralph-bot run: fix the parser",
        "round 1/5 started",
        "round 1/5 continue · 1m 05s · commit 0123456789ab — wrote the parser",
        "round 2/5 started",
        "round 2/5 verify command passed (exited with code 0)",
        "round 2/5 failed · 3.2s · no change — the agent exited with code 1",
        "  the agent printed nothing (its output goes to /out/agent.log)",
        "  note: removed a stale .git/index.lock the agent left",
        "",
      ].join("\n"),
    );
  });

  it("shows the agent's text on one line, without terminal sequences, secrets redacted, cut to 200 characters", async () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 5, secrets: ["s3cr3t-value"], now: () => 0, ...OUT_FILES });
    const summary = `\u001b[2J\u001b[31mred\u001b[0m\nsecond line with s3cr3t-value ${"x".repeat(300)}`;
    await progress.roundFinished(record({ report: { status: "continue", summary, evidence: [], nextSteps: ["a"], blocker: null } }));
    const line = out.text.trimEnd();
    expect(line).not.toContain("\u001b");
    expect(line).not.toContain("s3cr3t-value");
    expect(line).toContain("— red second line with [redacted] xxx");
    expect(Array.from(line.split(" — ")[1] ?? "")).toHaveLength(200);
    expect(line.endsWith("…")).toBe(true);
  });
  it("points a failed round at the agent's output: its last line, and agent.log for all of it", async () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 10, secrets: ["s3cr3t-value"], now: () => 0, ...OUT_FILES });
    const failure = "the agent exited with code 127: command not found in the sandbox";
    const outputTail = "sandbox: bubblewrap\n/bin/sh: 1: /tmp/x/agent.sh: not found s3cr3t-value\n\n";
    await progress.roundFinished(record({ status: "failed", report: null, failure, outputTail, elapsedMs: 152 }));
    expect(out.text).toBe(
      [
        `round 1/10 failed · 152ms · commit 0123456789ab — ${failure}`,
        "  the agent's last output: /bin/sh: 1: /tmp/x/agent.sh: not found [redacted] (all of it in /out/agent.log)",
        "",
      ].join("\n"),
    );
  });

  it("shows the last lines of both streams a failed verify command printed, each named, and where more is: the test's assertion and the runner's error", () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 10, secrets: ["s3cr3t-value"], now: () => 0, ...OUT_FILES });
    progress.emit(runStart);
    progress.emit({ type: "round-start", time: TIME, round: 1 });
    const verification = { kind: "failed" as const, command: "cargo test", exitCode: 101, reason: "exited with code 101", durationMs: 77 };
    const stdoutTail = [
      "running 2 tests",
      "test adds ... FAILED",
      "",
      "---- adds stdout ----",
      "assertion `left == right` failed: left: -1, right: 5 s3cr3t-value",
      "failures:",
      "test result: FAILED. 1 passed; 1 failed",
    ].join("\n");
    const stderrTail = "   Compiling hello v0.1.0\nerror: test failed, to rerun pass `--lib`\n";
    progress.emit({ type: "verify", time: TIME, round: 1, verification: { ...verification, stdoutTail, stderrTail } });
    expect(out.text).toBe(
      [
        "round 1/10 started",
        "round 1/10 verify command failed (exited with code 101)",
        "  stdout | ---- adds stdout ----",
        "  stdout | assertion `left == right` failed: left: -1, right: 5 [redacted]",
        "  stdout | failures:",
        "  stdout | test result: FAILED. 1 passed; 1 failed",
        "  stderr | Compiling hello v0.1.0",
        "  stderr | error: test failed, to rerun pass `--lib`",
        "  more: the last 4 KB of each stream in /out/events.jsonl; all of it in /out/agent.log",
        "",
      ].join("\n"),
    );
  });

  it("shows the last lines of the one stream a failed verify command printed, clipped, and nothing more when it printed nothing", () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 10, secrets: [], now: () => 0, ...OUT_FILES });
    progress.emit(runStart);
    progress.emit({ type: "round-start", time: TIME, round: 1 });
    const verification = { kind: "failed" as const, command: "node --test", exitCode: 1, reason: "exited with code 1", durationMs: 77 };
    const stdoutTail = `not ok 1 - adds ${"x".repeat(300)}\n# fail 1\n# todo 0\n# duration_ms 41\n`;
    progress.emit({ type: "verify", time: TIME, round: 1, verification: { ...verification, stdoutTail, stderrTail: "" } });
    progress.emit({ type: "verify", time: TIME, round: 1, verification: { ...verification, stdoutTail: "", stderrTail: "\n" } });
    const lines = out.text.split("\n");
    expect(lines.slice(1, 7)).toEqual([
      "round 1/10 verify command failed (exited with code 1)",
      expect.stringMatching(/^ {2}stdout \| not ok 1 - adds x+…$/),
      "  stdout | # fail 1",
      "  stdout | # todo 0",
      "  stdout | # duration_ms 41",
      "  more: the last 4 KB of each stream in /out/events.jsonl; all of it in /out/agent.log",
    ]);
    expect(Array.from(lines[2]?.slice("  stdout | ".length) ?? "")).toHaveLength(200);
    expect(lines.slice(7)).toEqual(["round 1/10 verify command failed (exited with code 1)", ""]);
  });

  it("says a process in the sandbox, not the agent alone, tried to reach a refused host: the verify command and tools run there too", async () => {
    const out = output(null);
    const progress = new Progress(out, { maxRounds: 10, secrets: [], now: () => 0, ...OUT_FILES });
    await progress.roundFinished(record({ refusedHosts: [{ host: "registry.npmjs.org", count: 1, reason: "not-allowed" }] }));
    expect(out.text.split("\n")[1]).toBe(
      "  network: a process in the sandbox (the agent or the verify command) tried to reach registry.npmjs.org (refused 1×); allow it with --allowed-domains",
    );
  });
});

describe("progress on a terminal", () => {
  it("redraws one status line in place — spinner, round, elapsed times, what is happening — and clears it for the round's line", async () => {
    vi.useFakeTimers();
    let now = 0;
    const out = output({ columns: 120 });
    const progress = new Progress(out, { maxRounds: 5, secrets: [], now: () => now, frameMs: 100, ...OUT_FILES });
    progress.emit(runStart);
    progress.emit({ type: "round-start", time: TIME, round: 1 });
    expect(out.text).not.toContain("started");
    expect(out.text.endsWith("round 1/5 · 0ms (run 0ms) · the agent is working")).toBe(true);
    now = 42_000;
    vi.advanceTimersByTime(100);
    expect(out.text.endsWith("\r\u001b[2K⠹ round 1/5 · 42s (run 42s) · the agent is working")).toBe(true);
    progress.emit({
      type: "report",
      time: TIME,
      round: 1,
      status: "complete",
      report: { status: "complete", summary: "done", evidence: ["tests pass"], nextSteps: [], blocker: null },
      failure: null,
      agentDurationMs: 42_000,
    });
    expect(out.text.endsWith("the agent reported complete; running the verify command")).toBe(true);
    progress.emit({
      type: "round-end",
      time: TIME,
      round: 1,
      status: "complete",
      sha: "a",
      pushed: true,
      changed: true,
      verification: "passed",
      elapsedMs: 1,
    });
    out.text = "";
    await progress.roundFinished(record({ status: "complete" }));
    expect(out.text).toBe("\r\u001b[2Kround 1/5 complete · 1m 05s · commit 0123456789ab — wrote the parser\n");
    progress.close();
    out.text = "";
    vi.advanceTimersByTime(1000);
    expect(out.text).toBe("");
  });

  it("cuts the status line to the terminal's width, so it never wraps", () => {
    const out = output({ columns: 30 });
    const progress = new Progress(out, { maxRounds: 5, secrets: [], now: () => 0, ...OUT_FILES });
    progress.emit({ type: "round-start", time: TIME, round: 3 });
    const status = out.text.split("\r\u001b[2K").at(-1) ?? "";
    expect(Array.from(status)).toHaveLength(29);
    expect(status.endsWith("…")).toBe(true);
    progress.close();
    expect(out.text.endsWith("\r\u001b[2K")).toBe(true);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0ms"],
    [850, "850ms"],
    [4_250, "4.2s"],
    [42_900, "42s"],
    [185_000, "3m 05s"],
    [3_720_000, "1h 02m"],
  ])("%d ms is %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
