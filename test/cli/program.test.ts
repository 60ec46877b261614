/**
 * The `ralph-bot` command line in process: `--help` lists every flag, a refused command line exits
 * 2 naming what is wrong, a run that cannot start exits 1 saying why; none of them touches the checkout.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLAGS } from "../../src/cli/options.js";
import { main } from "../../src/cli/program.js";

let root: string;
let repo: string;
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "ralph-cli-program-"));
  repo = join(root, "repo");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, env, stdio: "pipe" });
  git("init", "-q", "-b", "main", repo);
  writeFileSync(join(repo, "README.md"), "# demo\n");
  git("-C", repo, "add", "README.md");
  git("-C", repo, "-c", "user.name=Seeder", "-c", "user.email=seed@example.com", "commit", "-q", "-m", "seed");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Printed = { code: number; stdout: string; stderr: string };

/** Runs `ralph-bot <argv>` in the scratch repository with `runEnv`; what it printed and its exit code. */
async function ralphBotIn(runEnv: NodeJS.ProcessEnv, argv: string[]): Promise<Printed> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: runEnv,
    cwd: repo,
    termination: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

/** Runs `ralph-bot <argv>` in the scratch repository; what it printed and its exit code. */
const ralphBot = (...argv: string[]): Promise<Printed> => ralphBotIn(env, argv);

/** The test's environment with `changes`; a variable set to undefined is removed. */
function withEnv(changes: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const changed: NodeJS.ProcessEnv = { ...env, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete changed[name];
  return changed;
}

const branches = () => execFileSync("git", ["-C", repo, "branch", "--format=%(refname:short)"], { env, encoding: "utf8" }).trim();

describe("ralph-bot --help", () => {
  it("lists the commands briefly, under a tagline true of both, and none of their flags; exit code 0", async () => {
    const { code, stdout } = await ralphBot("--help");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Commands:\n {2}run \[options\] .*\n(?: {4,}.*\n)* {2}init \[options\] /m);
    expect(stdout).not.toContain("on a local git repository");
    expect(stdout).toContain("GitHub");
    expect(stdout).not.toContain("--max-rounds");
    expect(stdout).not.toContain("Exit codes:");
    expect(stdout.split("\n").length).toBeLessThan(30);
  });

  it("ralph-bot run --help lists every flag of run with its default, and the exit codes", async () => {
    const { code, stdout } = await ralphBot("run", "--help");
    expect(code).toBe(0);
    for (const flag of FLAGS) expect(stdout).toContain(`--${flag.name}`);
    expect(stdout).toMatch(/--max-rounds <n>\s+rounds at most \(default: 10\)/);
    expect(stdout).toMatch(/--sandbox <mode>[\s\S]*\(default:\s+bubblewrap\)/);
    expect(stdout).toMatch(/Exit codes:\n {2}0 {4}complete\n {2}1 {4}error, or the run could not start\n {2}2 {4}a command line/);
  });

  it("ralph-bot init --help gives --allowed-domains' default as init sets it: for any project with a package manager", async () => {
    const { code, stdout } = await ralphBot("init", "--help");
    expect(code).toBe(0);
    const help = stdout.replace(/\s+/g, " ");
    expect(help).toContain("(default: registries when init knows the project's package manager, so the agent may add a dependency)");
    expect(help).not.toContain("when the project has dependencies");
  });

  it.each([[[]], [["run"]], [["init"]]])(
    "ralph-bot %j --help points to docs/cli.md on GitHub, which the npm package does not ship",
    async (command) => {
      const { code, stdout } = await ralphBot(...command, "--help");
      expect(code).toBe(0);
      expect(stdout.trimEnd()).toMatch(/More: https:\/\/github\.com\/ralph-bot\/ralph-bot\/blob\/main\/docs\/cli\.md$/);
      expect(stdout).not.toContain("More: docs/cli.md");
    },
  );

  it("--version prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")) as { version: string };
    expect(await ralphBot("--version")).toMatchObject({ code: 0, stdout: `${version}\n` });
  });
});

describe("a command line ralph-bot refuses exits 2 and names what is wrong", () => {
  it.each([
    [["run", "--bogus"], "error: unknown option '--bogus'"],
    [["run", "--max-round", "3"], "(Did you mean --max-rounds?)"],
    [["run", "--objective", "x", "--agent-command", "a", "--max-rounds", "0"], `option '--max-rounds' must be at least 1 (got "0")`],
    [
      ["run", "--objective", "x", "--agent-command", "a", "--no-progress-rounds", "many"],
      `option '--no-progress-rounds' must be a number (got "many")`,
    ],
    [["run", "--agent-command", "a"], "option '--objective' or --issue-file is required"],
    [["run", "--objective", "x", "--agent-command", "a", "--issue-file", "missing.md"], "give --objective or --issue-file, not both"],
    [["run", "--objective", "x", "--agent-command", "a", "--out", "reports"], "option '--out' must lie outside the checkout"],
    [["run", "--objective", "x", "--agent-command", "true", "--agent-secrets", "FOO_KEY"], "option '--agent-secrets' names model keys"],
    [["run", "--objective", "x", "--agent-command", "a", "--workspace", "/"], "/ is not in a git checkout"],
    [
      ["run", "--objective", "x", "--agent-command", "a", "--network", "open", "--allowed-domains", "pypi.org"],
      "option '--allowed-domains' has no effect with --network open",
    ],
    [
      ["run", "--objective", "x", "--agent-command", "a", "--sandbox", "none", "--allowed-domains", "pypi.org"],
      "option '--allowed-domains' has no effect with --sandbox none",
    ],
    [["run", "extra"], "error: too many arguments for 'run'"],
    [["fly"], "error: unknown command 'fly'\n(see ralph-bot --help)\n"],
    [["start"], "error: unknown command 'start'\n(see ralph-bot --help)\n"],
    [["run", "--bogus", "x"], "error: unknown option '--bogus'\n(see ralph-bot run --help)\n"],
    [["init", "--bogus"], "error: unknown option '--bogus'\n(see ralph-bot init --help)\n"],
  ])("ralph-bot %j", async (argv, message) => {
    const { code, stderr } = await ralphBot(...argv);
    expect(stderr).toContain(message);
    expect(code).toBe(2);
    expect(branches()).toBe("main");
    expect(existsSync(join(repo, "reports"))).toBe(false);
  });

  it("without a command, shows the help on stderr", async () => {
    const { code, stderr } = await ralphBot();
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: ralph-bot [options] [command]");
  });
});

describe("a run that cannot start", () => {
  it.each([
    ["the checkout has uncommitted changes", { changes: {}, argv: ["--agent-command", "true", "--sandbox", "none"], tree: "dirty" }],
    [
      "a variable --agent-secrets names is not set",
      {
        changes: { ANTHROPIC_API_KEY: undefined },
        argv: ["--agent", "claude-code", "--agent-secrets", "ANTHROPIC_API_KEY"],
        tree: "clean",
      },
    ],
    [
      "the preset's CLI is missing",
      { changes: { PATH: "/usr/bin:/bin" }, argv: ["--agent", "claude-code", "--sandbox", "none"], tree: "clean" },
    ],
  ])("leaves no out folder in the temp folder when %s", async (_, { changes, argv, tree }) => {
    const temp = join(root, "tmp");
    mkdirSync(temp, { recursive: true });
    const before = process.env.TMPDIR;
    // The out folder is made in the system's temp folder, which TMPDIR names.
    process.env.TMPDIR = temp;
    if (tree === "dirty") writeFileSync(join(repo, "scratch.txt"), "not committed\n");
    try {
      const { code, stdout } = await ralphBotIn(withEnv(changes), ["run", "--objective", "x", ...argv]);
      expect(code).toBe(1);
      if (tree === "dirty") expect(stdout).toMatch(/out: .*ralph-bot-/);
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(join(repo, "scratch.txt"), { force: true });
    }
  });

  it("exits 1 when the agent's preflight fails, and leaves the checkout on its branch: no ralph/ branch made or checked out", async () => {
    const out = join(root, "out-preflight");
    const { code, stderr } = await ralphBot("run", "--objective", "x", "--agent", "claude-code", "--sandbox", "none", "--out", out);
    expect(stderr).toContain("error: the run could not start: agent claude-code:");
    expect(code).toBe(1);
    expect(branches()).toBe("main");
    expect(execFileSync("git", ["-C", repo, "symbolic-ref", "--short", "HEAD"], { env, encoding: "utf8" }).trim()).toBe("main");
  });

  it("names the fix in the shell's words, not a workflow step's, when a preset's CLI is missing", async () => {
    // A PATH without the CLI, whatever this machine has installed.
    const { code, stderr } = await ralphBotIn(withEnv({ PATH: "/usr/bin:/bin" }), [
      "run",
      "--objective",
      "x",
      "--agent",
      "claude-code",
      "--sandbox",
      "none",
      "--out",
      join(root, "out-no-cli"),
    ]);
    expect(stderr).toMatch(
      /the `claude` command was not found on the agent's PATH \(\/usr\/bin:\/bin\)\. Install it: npm install -g @anthropic-ai\/claude-code@/,
    );
    expect(stderr).not.toContain("in a step");
    expect(code).toBe(1);
  });

  it("names the fix in the shell's words when a variable --agent-secrets names is not set", async () => {
    const { code, stderr } = await ralphBotIn(withEnv({ ANTHROPIC_API_KEY: undefined }), [
      "run",
      "--objective",
      "x",
      "--agent",
      "claude-code",
      "--agent-secrets",
      "ANTHROPIC_API_KEY",
      "--out",
      join(root, "out-no-key"),
    ]);
    expect(stderr).toBe(
      "error: the run could not start: --agent-secrets: ANTHROPIC_API_KEY is not set: export it in your shell before ralph-bot run\n",
    );
    expect(code).toBe(1);
  });

  it("exits 1 saying why, when the tree has uncommitted changes (they would be committed as the first round's work)", async () => {
    const out = join(root, "out-dirty");
    writeFileSync(join(repo, "scratch.txt"), "not committed\n");
    try {
      const { code, stderr, stdout } = await ralphBot(
        "run",
        "--objective",
        "x",
        "--agent-command",
        "true",
        "--sandbox",
        "none",
        "--out",
        out,
      );
      expect(stderr).toMatch(/^error: the run could not start: the workspace has uncommitted changes \(\?\? scratch.txt\)/);
      // Without --push nothing is pushed: the message says what would happen, a commit.
      expect(stderr).toContain("otherwise they would be committed as the first round's work");
      expect(stderr).toContain("files a tool made (a .venv, node_modules) can be listed in .gitignore or .git/info/exclude instead");
      expect(code).toBe(1);
      expect(stdout).toContain(`out: ${out}`);
    } finally {
      rmSync(join(repo, "scratch.txt"));
    }
  });
});
