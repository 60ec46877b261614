/**
 * The sandbox: the bundled action runs every agent round and the verify command under
 * bubblewrap (the default), and each case is an agent that tries to get out: a watcher left
 * running to read the bot's processes, root, the runner's output file. Without `bwrap` the run
 * fails at preflight with the fix; `sandbox: none` runs as before and says so.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APPARMOR_USERNS, bubblewrapFix } from "../../src/agents/bubblewrap-setup.js";
import { processesWith } from "../agents/host-processes.js";
import { BOT, FULL_NAME, reports, startScenario, TOKEN, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
/** The scenario's agent log folder: the one folder of it the sandboxed agent may write (`sandbox-writable`). */
let log: string;
beforeEach(async () => {
  scenario = await startScenario();
  log = join(scenario.dir, "agent-log");
  mkdirSync(log, { recursive: true });
});
afterEach(async () => {
  await scenario.close();
});

const FIXED = "export const add = (a, b) => a + b;\n";
const nonce = () => `${process.pid}-${Math.random().toString(36).slice(2)}`;
const bot = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const tracking = () => bot().find((comment) => comment.body.includes("<!-- ralph-bot:tracking "))?.body ?? "";
const roundComments = () => bot().filter((comment) => comment.body.includes("<!-- ralph-bot:round "));
const read = (name: string) => readFileSync(join(log, name), "utf8");

describe("an agent in the sandbox that tries to get out", () => {
  it("a detached watcher polling /proc during the bot's push dies with its round, having seen no token and no process of the action or git", async () => {
    const tag = `ralph-watcher-${nonce()}`;
    // Every 50 ms: each visible process's command line (CMD lines) and environment, and a beat.
    const watch =
      `i=0; while [ $i -lt 2400 ]; do i=$((i+1)); for p in /proc/[0-9]*; do printf "CMD "; tr "\\0" " " < $p/cmdline; echo; ` +
      `tr "\\0" "\\n" < $p/environ; done >> ${log}/watch.txt 2>/dev/null; echo $i >> ${log}/beats; sleep 0.05; done`;
    const run = await scenario.run({
      rounds: {
        1: {
          files: { "NOTES.md": "watching\n" },
          run: [`setsid nohup sh -c '${watch}' ${tag} >/dev/null 2>&1 &`, "sleep 1"],
          report: reports.continue("left a watcher"),
        },
        // Round 1 was committed and pushed in between: a watcher still alive would still beat.
        2: {
          run: [`sleep 0.5; wc -l < ${log}/beats > ${log}/beats-a; sleep 1; wc -l < ${log}/beats > ${log}/beats-b`],
          files: { "add.js": FIXED },
          report: reports.complete("fixed add()"),
        },
      },
    });
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(scenario.git.pushes.length).toBeGreaterThanOrEqual(2);
    expect(processesWith(tag)).toEqual([]);
    expect(Number(read("beats-a"))).toBeGreaterThan(0);
    expect(read("beats-b")).toBe(read("beats-a"));
    const watched = read("watch.txt");
    // It did watch: its own sandbox's agent and environment.
    expect(watched).toContain("scripted-agent.mjs");
    expect(watched).toContain("RALPH_ROUND=1");
    expect(watched).not.toContain(TOKEN);
    expect(watched).not.toContain("secret-value");
    expect(watched).not.toMatch(/^(GITHUB_OUTPUT|INPUT_|ACTIONS_)/m);
    const commands = watched.split("\n").filter((line) => line.startsWith("CMD "));
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((line) => /dist\/action\.js|(^CMD |\/)git( |-)/.test(line))).toEqual([]);
  });

  it("an agent that tries sudo, su, a setuid binary and /etc stays a user without privileges", async () => {
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      copyFileSync("/usr/bin/id", join(log, "id-setuid"));
      chownSync(join(log, "id-setuid"), 0, 0);
      chmodSync(join(log, "id-setuid"), 0o4755);
    }
    const probe = [
      `echo "uid $(id -u)" > ${log}/priv`,
      `grep NoNewPrivs /proc/self/status | tr -d "\\t" >> ${log}/priv`,
      isRoot ? `echo "setuid euid $(${log}/id-setuid -u)" >> ${log}/priv` : `echo "setuid euid (not root: skipped)" >> ${log}/priv`,
      `if command -v sudo >/dev/null; then sudo -n true 2>/dev/null && echo sudo worked || echo sudo refused; else echo sudo refused, not installed; fi >> ${log}/priv`,
      `su -c true root </dev/null >/dev/null 2>&1 && echo su worked >> ${log}/priv || echo su refused >> ${log}/priv`,
      `(echo x > /etc/ralph-e2e) 2>/dev/null && echo etc written >> ${log}/priv || echo etc refused >> ${log}/priv`,
    ];
    const run = await scenario.run({ rounds: { 1: { run: probe, files: { "add.js": FIXED }, report: reports.complete("fixed add()") } } });
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    const [uid, nnp, setuid, sudo, su, etc] = read("priv").trim().split("\n");
    expect(uid).toMatch(/^uid [1-9]\d*$/);
    expect(nnp).toBe("NoNewPrivs:1");
    expect(setuid).toMatch(isRoot ? /^setuid euid [1-9]\d*$/ : /skipped/);
    expect(sudo).toMatch(/^sudo refused/);
    expect(su).toBe("su refused");
    expect(etc).toBe("etc refused");
    expect(existsSync("/etc/ralph-e2e")).toBe(false);
  });

  it("an agent that appends outcome=complete to the runner's output file cannot reach it: the step's outcome is the true one", async () => {
    // RALPH_REPORT_FILE is <RUNNER_TEMP>/ralph-…/round-1/report.json; the harness's output file is <RUNNER_TEMP>/output.
    const forge = [
      `rt=$(dirname "$(dirname "$(dirname "$RALPH_REPORT_FILE")")"); ls -A "$rt" > ${log}/runner-temp`,
      `(echo outcome=complete >> "$rt/output") 2> ${log}/forge || true`,
      `(echo outcome=complete >> "\${GITHUB_OUTPUT:-/nonexistent/output}") 2>> ${log}/forge || true`,
    ];
    const run = await scenario.run({ rounds: { 1: { run: forge, report: reports.blocked("cannot go on", "which API?") } } });
    expect(run.outputs.outcome).toBe("blocked");
    const runnerDir = readdirSync(scenario.dir).find((name) => name.startsWith("ralph-runner-")) ?? "";
    const output = readFileSync(join(scenario.dir, runnerDir, "output"), "utf8");
    expect(output).not.toMatch(/^outcome=complete$/m);
    // Only the run's own folder is there, in an empty read-only folder: no output, event or summary file.
    expect(read("runner-temp").trim().split("\n")).toEqual([expect.stringMatching(/^ralph-/)]);
    expect(read("forge")).toContain("Read-only file system");
  });
});

describe("the verify command in the sandbox", () => {
  it("runs as a user without privileges, with the per-run HOME, and what it leaves running dies with it", async () => {
    const tag = `ralph-verify-left-${nonce()}`;
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
      inputs: {
        "verify-command": `id -u > ${log}/verify-uid; echo "$HOME" > ${log}/verify-home; setsid nohup sh -c 'sleep 300' ${tag} >/dev/null 2>&1 & npm test`,
      },
    });
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(Number(read("verify-uid"))).toBeGreaterThan(0);
    expect(read("verify-home").trim()).toMatch(/\/ralph-runner-[^/]+\/ralph-[^/]+\/home$/);
    expect(processesWith(tag)).toEqual([]);
  });
});

describe("without bwrap", () => {
  /**
   * A PATH without bwrap: node and sh through links in the agent's log folder, and git's own
   * folder (the bot takes git only from a folder the agent cannot write, which /tmp is not).
   */
  function pathWithoutBwrap(): string {
    // In the agent's log folder, which the sandbox shows (the scenario's own folder lies in /tmp, which it hides).
    const bin = join(log, "bin-without-bwrap");
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, "node"));
    symlinkSync("/bin/sh", join(bin, "sh"));
    const gitDir = execFileSync("git", ["--exec-path"], { encoding: "utf8" }).trim();
    expect(existsSync(join(gitDir, "git")) && !existsSync(join(gitDir, "bwrap"))).toBe(true);
    return `${bin}:${gitDir}`;
  }

  it("fails at preflight before round 1, naming the install and the AppArmor fix", async () => {
    const run = await scenario.run({ rounds: { 1: { report: reports.complete("never") } }, env: { PATH: pathWithoutBwrap() } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe("error");
    const line = run.stdout.split("\n").find((text) => text.startsWith("::error::")) ?? "";
    expect(line).toContain("sandbox: bubblewrap cannot start: bwrap was not found on PATH");
    expect(line).toContain(bubblewrapFix({ apt: existsSync("/usr/bin/apt-get"), apparmorUserns: existsSync(APPARMOR_USERNS) }));
    expect(line).toContain("sandbox: none");
    expect(await scenario.agentLog()).toEqual([]);
    expect(roundComments()).toEqual([]);
    // Nothing of the run pushed: no branch, only its claim on the issue and the deletion of it at its ending.
    expect(await scenario.git.branchExists(FULL_NAME, `ralph/issue-${scenario.issueNumber}`)).toBe(false);
    expect(scenario.git.pushes.length).toBe(2);
    expect(tracking()).toContain("after 0 rounds");
    // The final comment tells the maintainer why, with the fix.
    expect(scenario.commentBodies().join("\n")).toContain("sudo apt-get install -y bubblewrap");
  });

  // The install itself, for real, where it changes nothing: as root, with apt-get, bubblewrap already installed (no network needed).
  const canInstall =
    process.getuid?.() === 0 &&
    existsSync("/usr/bin/apt-get") &&
    spawnSync("dpkg-query", ["-W", "-f=${Status}", "bubblewrap"], { encoding: "utf8" }).stdout === "install ok installed";

  it.runIf(canInstall)("on a GitHub-hosted Ubuntu runner installs bubblewrap with apt-get, says so, and runs the round in it", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
      env: { PATH: pathWithoutBwrap(), RUNNER_ENVIRONMENT: "github-hosted", ImageOS: "ubuntu24" },
    });
    expect(run.outputs.outcome, run.stderr + run.stdout.slice(-2000)).toBe("complete");
    expect(run.stdout).toContain(
      "sandbox: bwrap is not installed on this GitHub-hosted Ubuntu runner: installing Debian's package bubblewrap (apt-get install -y bubblewrap)",
    );
    expect(run.stdout).toContain("sandbox: bubblewrap (/usr/bin/bwrap)");
    expect(await scenario.agentLog()).toHaveLength(1);
  });

  it("on a self-hosted runner installs nothing: it fails at preflight with the fix", async () => {
    const run = await scenario.run({
      rounds: { 1: { report: reports.complete("never") } },
      env: { PATH: pathWithoutBwrap(), RUNNER_ENVIRONMENT: "self-hosted", ImageOS: "ubuntu24" },
    });
    expect(run.outputs.outcome).toBe("error");
    expect(run.stdout).not.toContain("installing Debian's package bubblewrap");
    expect(run.stdout).toContain("::error::sandbox: bubblewrap cannot start: bwrap was not found on PATH");
  });

  it("with sandbox: none runs the rounds as before, and the tracking comment says no sandbox", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
      inputs: { sandbox: "none" },
      env: { PATH: pathWithoutBwrap() },
    });
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(run.stdout).toContain("sandbox: none: the agent and the verify command run without a sandbox");
    expect(tracking()).toContain("agent `command` (no sandbox)");
    expect(await scenario.agentLog()).toHaveLength(1);
  });
});
