/**
 * The token out of an agent's reach, sandbox or not: each test is an agent that tries, run with
 * `sandbox: none`, the case where nothing but the bot's own care stands in the way.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUN_MARKER } from "../../src/agents/leftovers.js";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { isAlive } from "../support/processes.js";
import { FULL_NAME, reports, startScenario, TOKEN, type Scenario } from "../support/scenario.js";

const ENCODED = basicAuthHeader(TOKEN).slice("AUTHORIZATION: basic ".length);
const WATCHER = join(PROJECT_ROOT, "test/support/proc-watcher.mjs");
const REAL_GIT = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();

let scenario: Scenario;
const leftovers: number[] = [];
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  for (const pid of leftovers.splice(0)) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  await scenario.close();
});

/** A shell script that records its arguments in `log` and runs the real git. */
function gitWrapper(log: string): string {
  return `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${REAL_GIT}' "$@"\n`;
}

describe("an agent that tries to get the token", () => {
  it("puts a git wrapper first on PATH, in HOME and in the workspace: no bot git command runs it, and the push works", async () => {
    const home = join(scenario.dir, "home");
    const log = join(scenario.dir, "wrapper.log");
    // One wrapper is there before the run (as a leftover of an earlier job would be), one the agent writes.
    await mkdir(join(home, ".local/bin"), { recursive: true });
    await writeFile(join(home, ".local/bin/git"), gitWrapper(log));
    await chmod(join(home, ".local/bin/git"), 0o755);
    const run = await scenario.run({
      rounds: {
        1: {
          files: { "bin/git": gitWrapper(log) },
          run: ["chmod +x bin/git"],
          report: reports.complete("Put git wrappers first on PATH"),
        },
      },
      inputs: { sandbox: "none" },
      env: { HOME: home, PATH: `${join(home, ".local/bin")}:${join(scenario.workspace, "bin")}:${process.env.PATH ?? ""}` },
    });
    expect(run.outputs.outcome, run.stderr + run.stdout).toBe("complete");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    expect(await scenario.git.readFile(FULL_NAME, branch, "bin/git")).toBe(gitWrapper(log));
    expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("");
  });

  it("leaves a detached watcher polling /proc/*/environ and /proc/*/cmdline: it is killed before the push and the token is nowhere it wrote", async () => {
    const out = join(scenario.dir, "watcher.txt");
    // Detached into a session of its own (so the round's process-group kill misses it), and on once it has scanned.
    const leave = `setsid nohup "${process.execPath}" "${WATCHER}" "${out}" >/dev/null 2>&1 & while [ ! -s "${out}" ]; do sleep 0.05; done`;
    let actionPid = 0;
    const run = await scenario.run({
      rounds: { 1: { run: [leave], report: reports.complete("Left a watcher behind") } },
      inputs: { sandbox: "none" },
      onStart: (child) => (actionPid = child.pid ?? 0),
    });
    const pid = Number(readFileSync(`${out}.pid`, "utf8"));
    leftovers.push(pid);
    expect(run.outputs.outcome, run.stderr + run.stdout).toBe("complete");
    expect(run.stdout).toContain(`killed 1 process(es) the agent left running (pid ${pid}) before a git command with the token`);
    expect(isAlive(pid)).toBe(false);
    expect(await scenario.git.branchExists(FULL_NAME, `ralph/issue-${scenario.issueNumber}`)).toBe(true);

    const seen = readFileSync(out, "latin1")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const [id = "", kind = "", ...text] = line.split("\t");
        return { id, pid: Number(id.split("@")[0]), kind, text: text.join("\t") };
      });
    // Only this run's processes count (other tests may run actions with the same token meanwhile):
    // the action, and every process carrying the run's marker (its agent's and its git commands).
    const marker = `${RUN_MARKER}=${run.runId}`;
    const ours = new Set(seen.filter((line) => line.pid === actionPid || line.text === marker).map((line) => line.id));
    // It watched the action's own process, whose environment block it read too.
    expect(seen.filter((line) => line.pid === actionPid && line.kind === "cmdline").map((line) => line.text)).toEqual([
      expect.stringContaining("dist/action.js"),
    ]);
    const withToken = seen.filter((line) => ours.has(line.id) && (line.text.includes(TOKEN) || line.text.includes(ENCODED)));
    // The action's own block was blanked before any child was forked: neither it, nor a child between
    // its fork and its exec (whose block is then a copy of the action's), nor what a child shows once
    // it runs its own program (git, the agent) holds the token.
    expect(withToken).toEqual([]);
  });
});
