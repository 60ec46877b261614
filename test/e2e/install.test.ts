/**
 * A project with a dependency, run through the reusable workflow's own steps: the install step's
 * script taken from `.github/workflows/ralph-run.yml` with the install `ralph-bot init` finds for
 * the project substituted, run as a runner runs a `run:` step (outside the sandbox, against a local
 * registry stand-in: nothing reaches the internet), then the bundled action with `sandbox:
 * bubblewrap` and `network: allowlist`, whose run completes with the verify command init found.
 * The sandbox sees the dependencies in the workspace, and no round commits them.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { findExecutable } from "../../src/agents/executable.js";
import { projectDefaults } from "../../src/cli/init/project.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { FIXTURE, startNpmRegistry, startPythonIndex, type PackageIndex } from "../support/package-indexes.js";
import { FULL_NAME, reports, startScenario, type Scenario } from "../support/scenario.js";

let dir: string;
let scenario: Scenario | undefined;
let index: PackageIndex | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ralph-install-"));
});
afterEach(async () => {
  await scenario?.close();
  await index?.close();
  scenario = undefined;
  index = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Reusable {
  jobs: { ralph: { steps: { name?: string; run?: string; env?: Record<string, string> }[] } };
}

/** The install step as the runner runs it for `install`: the reusable workflow's script, and its `env:` with `${{ inputs.install }}` substituted. */
function installStep(install: string): { script: string; env: Record<string, string> } {
  const reusable = parse(readFileSync(join(PROJECT_ROOT, ".github/workflows/ralph-run.yml"), "utf8")) as Reusable;
  const step = reusable.jobs.ralph.steps.find((candidate) => candidate.name === "Install the project's dependencies");
  if (step?.run === undefined) throw new Error("ralph-run.yml has no install step");
  const env = Object.entries(step.env ?? {});
  expect(env.map(([, value]) => value)).toContain("${{ inputs.install }}");
  return { script: step.run, env: Object.fromEntries(env.map(([name, value]) => [name, value.replace("${{ inputs.install }}", install)])) };
}

/** Runs the install step for `install` in `cwd` with the runner's `env`. */
function runInstall(install: string, cwd: string, env: Record<string, string>, before: string[] = []) {
  const step = installStep(install);
  return runStep([...before, step.script].join("\n"), cwd, { ...env, ...step.env });
}

/** Runs `script` in `cwd` as a runner runs a `run:` step (`bash --noprofile --norc -eo pipefail`); its exit code and output. */
function runStep(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const file = join(dir, `step-${Date.now()}.sh`);
  writeFileSync(file, script);
  return new Promise((resolve) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", file], { cwd, env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The runner's environment for the install step: a HOME of its own, the system's tools, and the index in place of the internet's. */
function stepEnv(extra: Record<string, string>): Record<string, string> {
  const home = mkdtempSync(join(dir, "home-"));
  return { PATH: "/usr/local/bin:/usr/bin:/bin", HOME: home, CI: "true", ...extra };
}

/** The round: the agent fixes `add` (in `file`), and reports complete; the verify command decides. */
async function runOnce(files: Record<string, string>, verifyCommand: string) {
  if (scenario === undefined) throw new Error("no scenario");
  return scenario.run({
    rounds: { 1: { files, report: reports.complete("fixed add()") } },
    // The run's own sandbox and network (the defaults: bubblewrap, allowlist), reaching no registry: the install did.
    inputs: { sandbox: "bubblewrap", network: "allowlist", "verify-command": verifyCommand },
  });
}

describe("an npm project with a dependency", () => {
  it("installs through the install step, completes with `npm test` in the sandbox, and commits no node_modules", async () => {
    index = await startNpmRegistry(dir);
    const project = mkdtempSync(join(dir, "npm-project-"));
    const manifest = { name: "hello", private: true, dependencies: { [FIXTURE.name]: FIXTURE.version }, scripts: { test: "node test.js" } };
    writeFileSync(join(project, "package.json"), JSON.stringify(manifest, null, 2));
    const npmEnv = {
      npm_config_registry: index.url,
      npm_config_audit: "false",
      npm_config_fund: "false",
      npm_config_update_notifier: "false",
    };
    const locked = await runStep("npm install --package-lock-only --ignore-scripts", project, stepEnv(npmEnv));
    expect(locked.code, locked.output).toBe(0);
    scenario = await startScenario(
      {},
      {
        files: {
          "package.json": readFileSync(join(project, "package.json"), "utf8"),
          "package-lock.json": readFileSync(join(project, "package-lock.json"), "utf8"),
          "add.js": "exports.add = (a, b) => a - b;\n",
          "test.js": `const message = require("${FIXTURE.name}");\nif (message !== ${JSON.stringify(FIXTURE.message)}) process.exit(2);\nif (require("./add.js").add(2, 3) !== 5) { console.error("FAIL add"); process.exit(1); }\nconsole.log("ok");\n`,
        },
      },
    );
    const defaults = projectDefaults(scenario.workspace);
    expect(defaults).toMatchObject({ ecosystem: "npm", install: "npm ci", verifyCommand: "npm test", allowedDomains: ["registries"] });

    const installed = await runInstall(defaults.install ?? "", scenario.workspace, stepEnv(npmEnv));
    expect(installed.code, installed.output).toBe(0);
    expect(index.paths).toContain(`/${FIXTURE.name}/-/${FIXTURE.name}-${FIXTURE.version}.tgz`);
    expect(readFileSync(join(scenario.workspace, ".git/info/exclude"), "utf8")).toContain("\n/node_modules/\n");

    const run = await runOnce({ "add.js": "exports.add = (a, b) => a + b;\n" }, String(defaults.verifyCommand));
    expect(run.outputs.outcome, run.stderr.slice(-3000)).toBe("complete");
    expect(run.stdout).toContain("sandbox");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    expect(await scenario.git.readFile(FULL_NAME, branch, "add.js")).toBe("exports.add = (a, b) => a + b;\n");
    expect(await scenario.git.readFile(FULL_NAME, branch, `node_modules/${FIXTURE.name}/package.json`)).toBeNull();
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  });
});

describe("a Python project with a dependency", () => {
  it("installs into a .venv in the workspace, completes with its tests in the sandbox, and commits no .venv", async () => {
    index = await startPythonIndex(dir);
    scenario = await startScenario(
      {},
      {
        files: {
          // As Python projects have it; the .venv is not listed: the install step's exclusion keeps it out.
          ".gitignore": "__pycache__/\n",
          "requirements.txt": `${FIXTURE.name}==${FIXTURE.version}\n`,
          "app.py": "def add(a, b):\n    return a - b\n",
          "tests/test_app.py": [
            "import unittest",
            "import ralph_fixture",
            "from app import add",
            "",
            "class AddTest(unittest.TestCase):",
            "    def test_fixture(self):",
            `        self.assertEqual(ralph_fixture.MESSAGE, ${JSON.stringify(FIXTURE.message)})`,
            "",
            "    def test_add(self):",
            "        self.assertEqual(add(2, 3), 5)",
            "",
          ].join("\n"),
        },
      },
    );
    const defaults = projectDefaults(scenario.workspace);
    expect(defaults).toMatchObject({
      ecosystem: "pip",
      install: "python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.txt",
      verifyCommand: ".venv/bin/python -m unittest discover -s tests",
      allowedDomains: ["registries"],
    });

    const pipEnv = { PIP_INDEX_URL: `${index.url}simple/`, PIP_DISABLE_PIP_VERSION_CHECK: "1", PIP_NO_CACHE_DIR: "1" };
    const installed = await runInstall(defaults.install ?? "", scenario.workspace, stepEnv(pipEnv));
    expect(installed.code, installed.output).toBe(0);
    expect(index.paths).toContain(`/files/ralph_fixture-${FIXTURE.version}-py3-none-any.whl`);
    expect(readFileSync(join(scenario.workspace, ".git/info/exclude"), "utf8")).toContain("\n/.venv/\n");

    const run = await runOnce({ "app.py": "def add(a, b):\n    return a + b\n" }, String(defaults.verifyCommand));
    expect(run.outputs.outcome, run.stderr.slice(-3000)).toBe("complete");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    expect(await scenario.git.readFile(FULL_NAME, branch, "app.py")).toBe("def add(a, b):\n    return a + b\n");
    expect(await scenario.git.readFile(FULL_NAME, branch, ".venv/pyvenv.cfg")).toBeNull();
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  });
});

const CARGO_FILE = findExecutable("cargo", process.env.PATH);
/** The folder holding `cargo` on the test's PATH, or null on a machine without Rust. */
const CARGO = CARGO_FILE === null ? null : dirname(CARGO_FILE);

/** A crate in a git repository of its own (`file://`), as a dependency fetched from outside the project. */
async function greetingCrate(env: Record<string, string>): Promise<string> {
  const repo = mkdtempSync(join(dir, "greeting-"));
  writeFileSync(join(repo, "Cargo.toml"), '[package]\nname = "greeting"\nversion = "0.1.0"\nedition = "2021"\n');
  mkdirSync(join(repo, "src"));
  writeFileSync(join(repo, "src/lib.rs"), `pub const MESSAGE: &str = ${JSON.stringify(FIXTURE.message)};\n`);
  const made = await runStep(
    "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm crate",
    repo,
    env,
  );
  expect(made.code, made.output).toBe(0);
  return repo;
}

// Rust is not among what `npm test` needs (Node and git): without cargo on PATH this case is skipped.
describe.skipIf(CARGO === null)("a Rust project with a dependency", () => {
  // As on GitHub's Ubuntu runners: rustup's toolchains in the runner's HOME, found through it.
  const cargoEnv = {
    PATH: `${CARGO}:/usr/local/bin:/usr/bin:/bin`,
    RUSTUP_HOME: process.env.RUSTUP_HOME ?? join(homedir(), ".rustup"),
    CARGO_NET_GIT_FETCH_WITH_CLI: "false",
  };

  it("vendors its crates into the workspace, completes with `cargo test` in the sandbox, and commits no vendor folder", async () => {
    const crate = await greetingCrate(stepEnv(cargoEnv));
    const project = mkdtempSync(join(dir, "rust-project-"));
    const manifest = `[package]\nname = "adder"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ngreeting = { git = "file://${crate}" }\n`;
    writeFileSync(join(project, "Cargo.toml"), manifest);
    mkdirSync(join(project, "src"));
    const lib = (op: string) =>
      `pub fn add(a: i32, b: i32) -> i32 {\n    a ${op} b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(greeting::MESSAGE, ${JSON.stringify(FIXTURE.message)});\n        assert_eq!(super::add(2, 3), 5);\n    }\n}\n`;
    writeFileSync(join(project, "src/lib.rs"), lib("-"));
    const locked = await runStep("cargo generate-lockfile", project, stepEnv(cargoEnv));
    expect(locked.code, locked.output).toBe(0);
    scenario = await startScenario(
      {},
      {
        files: {
          ".gitignore": "/target\n",
          "Cargo.toml": manifest,
          "Cargo.lock": readFileSync(join(project, "Cargo.lock"), "utf8"),
          "src/lib.rs": lib("-"),
        },
      },
    );
    const defaults = projectDefaults(scenario.workspace);
    expect(defaults).toMatchObject({ ecosystem: "cargo", verifyCommand: "cargo test", allowedDomains: ["registries"] });

    const installed = await runInstall(defaults.install ?? "", scenario.workspace, stepEnv(cargoEnv));
    expect(installed.code, installed.output).toBe(0);
    expect(readFileSync(join(scenario.workspace, ".git/info/exclude"), "utf8")).toContain("\n/vendor/\n");
    // Out of reach now, as the internet is from the sandbox: only the vendored copy can serve the round.
    rmSync(crate, { recursive: true, force: true });

    const run = await runOnce({ "src/lib.rs": lib("+") }, String(defaults.verifyCommand));
    expect(run.outputs.outcome, run.stdout.slice(-3000)).toBe("complete");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    expect(await scenario.git.readFile(FULL_NAME, branch, "src/lib.rs")).toBe(lib("+"));
    expect(await scenario.git.readFile(FULL_NAME, branch, "vendor/greeting/Cargo.toml")).toBeNull();
    expect(await scenario.git.readFile(FULL_NAME, branch, ".cargo/config.toml")).toBeNull();
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  });

  it("vendors a crate without Cargo.lock (`cargo new --lib` makes none), and excludes the lock file it makes", async () => {
    const env = stepEnv({ ...cargoEnv, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" });
    const crate = await greetingCrate(env);
    const project = mkdtempSync(join(dir, "rust-unlocked-"));
    const manifest = `[package]\nname = "adder"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ngreeting = { git = "file://${crate}" }\n`;
    writeFileSync(join(project, "Cargo.toml"), manifest);
    mkdirSync(join(project, "src"));
    writeFileSync(join(project, "src/lib.rs"), "pub fn message() -> &'static str {\n    greeting::MESSAGE\n}\n");
    writeFileSync(join(project, ".gitignore"), "/target\n");
    const defaults = projectDefaults(project);

    const installed = await runInstall(defaults.install ?? "", project, env, ["git init -q"]);
    expect(installed.code, installed.output).toBe(0);
    expect(readFileSync(join(project, ".git/info/exclude"), "utf8")).toMatch(/\n\/Cargo\.lock\n[\s\S]*\n\/vendor\/\n/);
    // Out of reach now, as the internet is from the sandbox: only the vendored copy can serve the build.
    rmSync(crate, { recursive: true, force: true });
    const built = await runStep("cargo build --offline --quiet", project, env);
    expect(built.code, built.output).toBe(0);
  });
});

describe("the install step's exclusion", () => {
  it("lists what the install made, whatever its name, so that git status shows a clean tree", async () => {
    const repo = mkdtempSync(join(dir, "exclude-"));
    const env = stepEnv({ GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" });
    const made = await runInstall("mkdir -p node_modules/x 'odd [name]' && touch node_modules/x/a 'odd [name]/b' stray*.txt", repo, env, [
      "git init -q",
    ]);
    expect(made.code, made.output).toBe(0);
    const status = await runStep("git status --porcelain --untracked-files=all", repo, env);
    expect(status.output).toBe("");
    mkdirSync(join(repo, "later"));
    writeFileSync(join(repo, "later/file.txt"), "made by the agent\n");
    expect((await runStep("git status --porcelain --untracked-files=all", repo, env)).output).toBe("?? later/file.txt\n");
  });
});

describe("the install step's failure", () => {
  it("fails the step when any command of the install fails, one joined with && or on a line of its own, and excludes nothing then", async () => {
    for (const install of ["false && echo installed", "false\necho installed", "true && false"]) {
      const repo = mkdtempSync(join(dir, "failing-"));
      const env = stepEnv({ GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" });
      const step = await runInstall(install, repo, env, ["git init -q"]);
      expect(step.code, `${JSON.stringify(install)}: ${step.output}`).not.toBe(0);
      expect(step.output).not.toContain("installed");
    }
  });
});
