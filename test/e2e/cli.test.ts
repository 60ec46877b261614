/**
 * The `ralph-bot` CLI: the bundled `node dist/cli.js run …` on a scratch repository
 * with the scripted agent, as a maintainer tries a loop on their machine before wiring it into
 * Actions. It shows progress (plain lines, as stdout is not a terminal), leaves each round's
 * prompt and report in the out folder, commits on the run's branch (and with `--push` pushes it
 * to origin), and exits with the outcome's code; `--help` lists every flag and a bad flag exits 2.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FLAGS } from "../../src/cli/options.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { reports, SEED_FILES, type ScriptedStep } from "../support/scenario.js";

const CLI = join(PROJECT_ROOT, "dist/cli.js");
const AGENT = join(PROJECT_ROOT, "test/support/scripted-agent.mjs");
const FIXED = "export const add = (a, b) => a + b;\n";

let dir: string;
let repo: string;
/** The agent's log folder: where its script lives, the one folder of the test the sandboxed agent may write (`--sandbox-writable`). */
let log: string;
/** The git environment of the test: no configuration of the machine's or the developer's. */
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ralph-e2e-cli-"));
  repo = join(dir, "repo");
  log = join(dir, "agent-log");
  mkdirSync(log);
  mkdirSync(join(dir, "home"));
  env = { ...process.env, HOME: join(dir, "home"), GIT_CONFIG_NOSYSTEM: "1", GIT_TERMINAL_PROMPT: "0" };
  delete env.GITHUB_TOKEN;
  git(dir, "init", "-q", "-b", "main", repo);
  for (const [path, text] of Object.entries(SEED_FILES)) writeFileSync(join(repo, path), text);
  git(repo, "add", "-A");
  git(repo, "-c", "user.name=Maintainer", "-c", "user.email=maintainer@example.com", "commit", "-q", "-m", "seed");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** Writes the scripted agent's script into its log folder and returns the `--agent-command` that runs it. */
function agentCommand(rounds: Record<number, ScriptedStep>): string {
  const script = join(log, "script.json");
  writeFileSync(script, JSON.stringify({ log, rounds }));
  // The agent's program goes there too: the project may lie under /tmp, which the sandbox replaces.
  const program = join(log, "scripted-agent.mjs");
  copyFileSync(AGENT, program);
  return `node ${program} ${script}`;
}

/** Runs `node dist/cli.js <args>` in the scratch repository, stdout and stderr piped (not a terminal). */
function ralphBot(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
      done({ code, stdout, stderr });
    });
  });
}

describe("ralph-bot run on a scratch repository", () => {
  it("runs the scripted agent in the sandbox to complete: progress lines, each round's prompt and report left in --out, rounds committed on the branch only", async () => {
    writeFileSync(join(dir, "issue.md"), "# add() returns the wrong sum\n\n`add(2, 3)` should be 5. Keep `node test.js` green.\n");
    const out = join(dir, "out");
    const run = await ralphBot([
      "run",
      "--issue-file",
      "../issue.md",
      "--agent-command",
      agentCommand({
        1: {
          files: { "NOTES.md": "add subtracts\n" },
          print: "AGENT-CHATTER round 1\n",
          report: reports.continue("found the bug", ["fix add()"]),
        },
        2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()", ["node test.js prints ok"]) },
      }),
      "--sandbox-writable",
      log,
      "--verify-command",
      "node test.js",
      "--max-rounds",
      "4",
      "--out",
      out,
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    // Progress: plain lines in order, the agent's own output kept out of them.
    const lines = run.stdout.split("\n");
    const at = (pattern: RegExp): number => lines.findIndex((line) => pattern.test(line));
    const expected = [
      /^ralph-bot run: add\(\) returns the wrong sum$/,
      new RegExp(`^ {2}out: ${out} `),
      /^ {2}branch: ralph\/add-returns-the-wrong-sum \(new from main\) in .*; rounds are committed locally, not pushed$/,
      /^ {2}agent: command, sandbox: bubblewrap, network: allowlist, up to 4 rounds$/,
      /^round 1\/4 started$/,
      /^round 1\/4 continue · [\d.]+m?s · commit [0-9a-f]{12} — found the bug$/,
      /^round 2\/4 started$/,
      /^round 2\/4 verify command passed \(exited with code 0\)$/,
      /^round 2\/4 complete · [\d.]+m?s · commit [0-9a-f]{12} · verify passed — fixed add\(\)$/,
      /^outcome: complete after 2 rounds in .* \(exit code 0\)$/,
      /^ {2}branch: ralph\/add-returns-the-wrong-sum at [0-9a-f]{12} \(committed locally, not pushed\)$/,
      new RegExp(`^ {2}reports: ${out}$`),
    ].map(at);
    expect(
      expected.every((index) => index >= 0),
      run.stdout,
    ).toBe(true);
    expect(expected).toEqual([...expected].sort((a, b) => a - b));
    expect(run.stdout).not.toContain("AGENT-CHATTER");
    expect(readFileSync(join(out, "agent.log"), "utf8")).toContain("AGENT-CHATTER round 1");

    // The reports and prompts, and the event log.
    expect(JSON.parse(readFileSync(join(out, "round-1/report.json"), "utf8"))).toEqual(reports.continue("found the bug", ["fix add()"]));
    expect(JSON.parse(readFileSync(join(out, "round-2/report.json"), "utf8"))).toMatchObject({
      status: "complete",
      summary: "fixed add()",
    });
    const prompt = readFileSync(join(out, "round-2/prompt.md"), "utf8");
    expect(prompt).toContain("add() returns the wrong sum\n\n`add(2, 3)` should be 5.");
    expect(prompt).toContain("round 2 of at most 4");
    expect(prompt).toContain("found the bug");
    const events = readFileSync(join(out, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; outcome?: string; pushed?: boolean });
    expect(events.at(-1)).toMatchObject({ type: "run-end", outcome: "complete" });
    // Without --push nothing is pushed, and the log says so.
    expect(events.filter((event) => event.type === "round-end").map((event) => event.pushed)).toEqual([false, false]);

    // The commits: one per round on the run's branch, by the bot; main and the tree as they were.
    const branch = "ralph/add-returns-the-wrong-sum";
    expect(git(repo, "log", "--format=%s|%an", `main..${branch}`).split("\n")).toEqual([
      "Round 2: fixed add()|ralph-bot",
      "Round 1: found the bug|ralph-bot",
    ]);
    // A local run has no workflow run to link: only the Ralph-Round trailer.
    expect(
      git(repo, "log", "--format=%(trailers:only,unfold)%x1e", `main..${branch}`)
        .split("\x1e")
        .map((text) => text.trim()),
    ).toEqual(["Ralph-Round: 2/4", "Ralph-Round: 1/4", ""]);
    expect(git(repo, "show", `${branch}:add.js`)).toBe(FIXED.trim());
    expect(git(repo, "symbolic-ref", "--short", "HEAD")).toBe(branch);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(git(repo, "remote")).toBe("");

    // The agent ran in the sandbox, in the repository, with the round's files outside it.
    const rounds = readFileSync(join(log, "rounds.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { cwd: string; env: Record<string, string> });
    expect(rounds).toHaveLength(2);
    expect(rounds[0]?.cwd).toBe(repo);
    expect(rounds[1]?.env).toMatchObject({ RALPH_ROUND: "2", RALPH_MAX_ROUNDS: "4", RALPH_REPORT_FILE: join(out, "round-2/report.json") });
    expect(rounds[1]?.env.HOME).toBe(join(out, "home"));
    // Its private folder (the copy of the global git configuration) went when it exited.
    expect(readdirSync(out).filter((name) => name.startsWith("ralph-git-"))).toEqual([]);
  });

  it("with --push pushes each round to origin; blocked exits 3; without --out the reports go to a new temporary folder it names", async () => {
    const origin = join(dir, "origin.git");
    git(dir, "init", "-q", "--bare", "-b", "main", origin);
    git(repo, "remote", "add", "origin", origin);
    git(repo, "push", "-q", "origin", "main");
    const run = await ralphBot([
      "run",
      "--objective",
      "Make add() right\n\nIt subtracts.",
      "--agent-command",
      agentCommand({
        1: { files: { "NOTES.md": "looked\n" }, report: reports.continue("looked around") },
        2: { report: reports.blocked("cannot decide", "Should add() accept strings?") },
      }),
      "--sandbox",
      "none",
      "--branch",
      "ralph/try",
      "--push",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("  branch: ralph/try (new from main) in");
    expect(run.stdout).toContain("rounds are pushed to origin\n");
    expect(run.stdout).toContain("  agent: command, sandbox: none, up to 10 rounds\n");
    expect(run.stdout).toMatch(/^round 2\/10 blocked · .* · no change — cannot decide$/m);
    expect(run.stdout).toMatch(/^outcome: blocked after 2 rounds in .* \(exit code 3\)\n {2}why: Should add\(\) accept strings\?\n/m);
    expect(run.stdout).toMatch(/^ {2}branch: ralph\/try at [0-9a-f]{12} \(pushed to origin\)$/m);

    expect(git(origin, "log", "--format=%s", "main..ralph/try")).toBe("Round 1: looked around");
    expect(git(origin, "rev-parse", "ralph/try")).toBe(git(repo, "rev-parse", "ralph/try"));

    const out = /^ {2}reports: (.+)$/m.exec(run.stdout)?.[1] ?? "";
    try {
      expect(out.startsWith(realpathSync(tmpdir()))).toBe(true);
      expect(JSON.parse(readFileSync(join(out, "round-2/report.json"), "utf8"))).toMatchObject({ status: "blocked" });
      expect(readFileSync(join(out, "round-1/prompt.md"), "utf8")).toContain("Make add() right\n\nIt subtracts.");
      const roundEnds = readFileSync(join(out, "events.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { type: string; pushed?: boolean })
        .filter((event) => event.type === "round-end");
      expect(roundEnds.map((event) => event.pushed)).toEqual([true, true]);
    } finally {
      if (out !== "") rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("rounds run out", () => {
  it("on a complete the verify command rejects each time: exits 4 saying why, that the verify command failed, and what it printed", async () => {
    const out = join(dir, "out");
    const run = await ralphBot([
      "run",
      "--objective",
      "Make add() right",
      "--agent-command",
      agentCommand({ 1: { report: reports.complete("Claimed a fix") }, 2: { report: reports.complete("Claimed a fix") } }),
      "--sandbox",
      "none",
      "--verify-command",
      "echo 'running 1 test' && node test.js",
      "--max-rounds",
      "2",
      "--out",
      out,
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(4);
    expect(run.stdout).toContain(
      [
        "round 2/2 verify command failed (exited with code 1)",
        "  stdout | running 1 test",
        "  stderr | FAIL add(2, 3) = -1",
        `  more: the last 4 KB of each stream in ${out}/events.jsonl; all of it in ${out}/agent.log`,
      ].join("\n"),
    );
    expect(run.stdout).toMatch(
      new RegExp(
        [
          "^outcome: budget-limited after 2 rounds in .* \\(exit code 4\\)",
          " {2}why: round 2 was the last --max-rounds allows, and the verify command rejected its complete \\(exited with code 1\\)",
          " {2}the agent reported: Claimed a fix",
          " {2}verify command: failed",
        ].join("\n"),
        "m",
      ),
    );
  });
});

describe("stopping a local run", () => {
  it("Ctrl-C (SIGINT) ends the agent's round, commits what it left and exits 130 (cancelled)", async () => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        "run",
        "--objective",
        "Take your time",
        "--agent-command",
        agentCommand({ 1: { files: { "WIP.md": "half done\n" }, sleepMs: 60_000, report: reports.continue("never written") } }),
        "--sandbox-writable",
        log,
        "--out",
        join(dir, "out"),
        "--max-rounds",
        "1",
      ],
      { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    // The agent logs its start before it sleeps.
    while (!existsSync(join(log, "rounds.jsonl"))) await new Promise((done) => setTimeout(done, 50));
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(stdout).toContain("  agent: command, sandbox: bubblewrap, network: allowlist, up to 1 round\n");
    expect(stdout).toMatch(/^round 1\/1 failed · .* — the run was cancelled during the round$/m);
    expect(stdout).toMatch(/^outcome: cancelled after 1 round in .* \(exit code 130\)$/m);
    expect(git(repo, "show", "ralph/take-your-time:WIP.md")).toBe("half done");
    expect(readdirSync(join(dir, "out")).filter((name) => name.startsWith("ralph-git-"))).toEqual([]);
  });
});

describe("ralph-bot's command line", () => {
  it("run --help lists every flag and exits 0", async () => {
    const help = await ralphBot(["run", "--help"]);
    expect(help.code).toBe(0);
    for (const flag of FLAGS) expect(help.stdout).toContain(`--${flag.name}`);
    expect(help.stdout).toContain("Exit codes:");
  });

  it("a bad flag or value exits 2, naming it, before anything is touched", async () => {
    const unknown = await ralphBot(["run", "--objective", "x", "--agent-command", "true", "--max-round", "3"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown option '--max-round'");
    expect(unknown.stderr).toContain("(Did you mean --max-rounds?)");
    const bad = await ralphBot(["run", "--objective", "x", "--agent-command", "true", "--sandbox", "docker"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`option '--sandbox' must be bubblewrap or none (got "docker")`);
    expect(unknown.stdout + bad.stdout).toBe("");
    expect(git(repo, "branch", "--format=%(refname:short)")).toBe("main");
    expect(existsSync(join(log, "rounds.jsonl"))).toBe(false);
  });
});
