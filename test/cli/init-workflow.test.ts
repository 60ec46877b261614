/**
 * The workflow `ralph-bot init` writes in scratch repositories of each ecosystem it knows: a caller
 * within the limits of a maintainer's file (30 lines without comments, no job `if:`, no expression
 * over 80 characters) that actionlint passes, with the install and verify command the project
 * needs, the registries its agent may reach, and the model key held by the action's proxy (never
 * named in `agent-env`). Over the long workflow init wrote before, it writes the caller keeping the
 * choices it reads there and prints the difference; `--check` fails on a stale file.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { main } from "../../src/cli/program.js";
import { lintWorkflow } from "../../src/cli/init/actionlint.js";
import { renderEarlierWorkflow } from "../../src/render/earlier-workflow.js";
import { APP_CHOICES, DEFAULT_CHOICES, PRESET_SETUP, type PresetAgent } from "../../src/render/workflow-choices.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { codeLines, expressions } from "../support/workflows.js";

const WORKFLOW = ".github/workflows/ralph.yml";
let root: string;
let clones = 0;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "ralph-init-workflow-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? "",
  HOME: root,
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
});

/** A new git repository without origin (init checks nothing on GitHub there), holding `files`. */
function scratch(files: Record<string, string>): string {
  const dir = join(root, `repo-${++clones}`);
  mkdirSync(dir);
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: dir, env: env() });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs `ralph-bot init <argv>` in `dir`; its exit code and output. */
async function init(dir: string, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(["init", ...argv], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: env(),
    cwd: dir,
    termination: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

interface Caller {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { ralph: { uses: string; if?: unknown; with: Record<string, unknown>; secrets?: Record<string, string> } };
}

const PACKAGE = (scripts: Record<string, string>) => JSON.stringify({ name: "p", version: "1.0.0", scripts });
const ECOSYSTEMS: { name: string; files: Record<string, string>; install: string | undefined; verify: string | undefined }[] = [
  {
    name: "npm",
    files: { "package.json": PACKAGE({ test: "node --test" }), "package-lock.json": "{}" },
    install: "npm ci",
    verify: "npm test",
  },
  {
    name: "pnpm",
    files: { "package.json": JSON.stringify({ scripts: { test: "vitest" }, packageManager: "pnpm@9.12.0" }), "pnpm-lock.yaml": "" },
    install: "npm install -g pnpm@9.12.0 && pnpm install --frozen-lockfile",
    verify: "pnpm test",
  },
  {
    name: "yarn",
    files: { "package.json": PACKAGE({ test: "jest" }), "yarn.lock": "" },
    install: "yarn install --frozen-lockfile",
    verify: "yarn test",
  },
  {
    name: "bun",
    files: { "package.json": PACKAGE({ test: "bun test" }), "bun.lock": "" },
    install: "npm install -g bun && bun install --frozen-lockfile",
    verify: "bun run test",
  },
  {
    name: "npm without tests",
    files: { "package.json": PACKAGE({ test: 'echo "Error: no test specified" && exit 1' }) },
    install: "npm install",
    verify: undefined,
  },
  {
    name: "pip",
    files: { "requirements.txt": "requests\npytest\n", "test_app.py": "def test_x():\n    pass\n" },
    install: "python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.txt",
    verify: ".venv/bin/python -m pytest",
  },
  {
    name: "pip with unittest",
    files: { "pyproject.toml": '[project]\nname = "p"\nversion = "1"\n', "tests/test_app.py": "import unittest\n" },
    install: "python3 -m venv .venv && .venv/bin/python -m pip install -e .",
    verify: ".venv/bin/python -m unittest discover -s tests",
  },
  {
    name: "uv",
    files: { "pyproject.toml": '[project]\nname = "p"\n[dependency-groups]\ndev = ["pytest"]\n', "uv.lock": "" },
    install: "command -v uv >/dev/null || pipx install uv && uv sync --frozen",
    verify: ".venv/bin/python -m pytest",
  },
  {
    name: "poetry",
    files: {
      "pyproject.toml": '[tool.poetry]\nname = "p"\n[tool.poetry.group.dev.dependencies]\npytest = "^8"\n[tool.pytest.ini_options]\n',
      "poetry.lock": "",
    },
    install: "command -v poetry >/dev/null || pipx install poetry && POETRY_VIRTUALENVS_IN_PROJECT=true poetry install --no-interaction",
    verify: ".venv/bin/python -m pytest",
  },
  { name: "go", files: { "go.mod": "module example.com/p\n", "go.sum": "" }, install: "go mod vendor", verify: "go test ./..." },
  {
    name: "cargo",
    files: { "Cargo.toml": '[package]\nname = "p"\n', "Cargo.lock": "version = 4\n" },
    install: "mkdir -p .cargo && cargo vendor --locked >> .cargo/config.toml",
    verify: "cargo test",
  },
  { name: "none", files: { "README.md": "# p\n" }, install: undefined, verify: undefined },
];

const PRESETS = ["claude-code", "codex", "gemini"] as const satisfies readonly PresetAgent[];
/** Each ecosystem with each preset, in-job and relay, with and without the App and CI workflows. */
const CASES = ECOSYSTEMS.flatMap((ecosystem, index) =>
  PRESETS.map((agent, turn) => {
    const shape = (index + turn) % 4;
    return { ecosystem, agent, mode: shape === 0 ? "in-job" : "relay", app: shape === 3, ci: shape === 1 ? "" : "CI, Tests" };
  }),
);

describe.each(CASES.map((c) => [`${c.ecosystem.name}, ${c.agent}, ${c.mode}${c.app ? ", App" : ""}, CI ${c.ci || "none"}`, c] as const))(
  "init --yes in a scratch %s repository",
  (_, { ecosystem, agent, mode, app, ci }) => {
    it("writes a short caller actionlint passes, with the project's install and verify command, and the key held by the proxy", async () => {
      const dir = scratch(ecosystem.files);
      const argv = ["--agent", agent, "--yes", app ? "--app" : "--no-app", ...(app ? [] : ["--mode", mode, "--ci-workflows", ci])];
      const { code, stdout, stderr } = await init(dir, argv);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      const text = readFileSync(join(dir, WORKFLOW), "utf8");
      // A multi-command install is one line, in the summary and the file: no `\n` shown.
      expect(stdout).not.toContain("\\n");
      expect(text).not.toContain("\\n");
      const caller = parse(text) as Caller;
      const job = caller.jobs.ralph;
      expect(codeLines(text).length).toBeLessThanOrEqual(30);
      expect(job).not.toHaveProperty("if");
      expect(expressions(text).filter((expression) => expression.length > 80)).toEqual([]);
      expect(await lintWorkflow(text, join(dir, WORKFLOW))).toEqual([]);
      expect(job.with).not.toHaveProperty("agent-env");
      expect(job.secrets?.[PRESET_SETUP[agent].keyInput]).toBe(`\${{ secrets.${PRESET_SETUP[agent].keySecret} }}`);
      expect(job.with["install"]).toBe(ecosystem.install);
      expect(job.with["verify-command"]).toBe(ecosystem.verify);
      expect(job.with["allowed-domains"]).toBe(ecosystem.name === "none" ? undefined : "registries");
      expect(job.with["mode"]).toBe(app || mode === "relay" ? "relay" : undefined);
      if (!app && ci !== "") expect(caller.on["workflow_run"]).toEqual({ workflows: ["CI", "Tests"], types: ["completed"] });
      else expect(caller.on).not.toHaveProperty("workflow_run");
    });
  },
);

const PYPROJECT = '[project]\nname = "p"\nversion = "1"\ndependencies = ["requests>=2"]\n';
const VENV = "python3 -m venv .venv";
const PIP = ".venv/bin/python -m pip install";
const PYTEST = ".venv/bin/python -m pytest";
/** Python projects whose test tool lies in an extra or a group: the install must install it for the verify command to run. */
const PYTHON_TESTS: { name: string; files: Record<string, string>; install: string; verify: string | undefined }[] = [
  {
    name: "pytest in the dev extra",
    files: { "pyproject.toml": `${PYPROJECT}[project.optional-dependencies]\ndev = ["pytest", "ruff"]\n` },
    install: `${VENV} && ${PIP} -e '.[dev]'`,
    verify: PYTEST,
  },
  {
    name: "pytest in the test extra, beside a dev and a docs extra",
    files: {
      "pyproject.toml": `${PYPROJECT}[project.optional-dependencies]\ntest = [\n  "pytest>=8",\n]\ndocs = ["sphinx"]\ndev = ["ruff"]\n`,
    },
    install: `${VENV} && ${PIP} -e '.[dev,test]'`,
    verify: PYTEST,
  },
  {
    name: "pytest in the dev dependency group (PEP 735)",
    files: { "pyproject.toml": `${PYPROJECT}[dependency-groups]\ndev = ["pytest"]\n` },
    install: `python3 -m venv --upgrade-deps .venv && ${PIP} -e . --group dev`,
    verify: PYTEST,
  },
  {
    name: "pytest in a test group and a tests extra, with requirements",
    files: {
      "requirements.txt": "requests\n",
      "pyproject.toml": `${PYPROJECT}[project.optional-dependencies]\ntests = ["coverage"]\n[dependency-groups]\ntest = ["pytest"]\n`,
    },
    install: `python3 -m venv --upgrade-deps .venv && ${PIP} -r requirements.txt && ${PIP} -e '.[tests]' --group test`,
    verify: PYTEST,
  },
  {
    name: "uv, pytest in the test extra and a test group",
    files: {
      "uv.lock": "",
      "pyproject.toml": `${PYPROJECT}[project.optional-dependencies]\ntest = ["pytest"]\n[dependency-groups]\ndev = ["ruff"]\ntest = ["pytest-cov"]\n`,
    },
    install: "command -v uv >/dev/null || pipx install uv && uv sync --frozen --extra test --group test",
    verify: PYTEST,
  },
  {
    name: "Poetry, pytest in an optional test group",
    files: {
      "poetry.lock": "",
      "pyproject.toml":
        '[tool.poetry]\nname = "p"\n[tool.poetry.group.test]\noptional = true\n[tool.poetry.group.test.dependencies]\npytest = "^8"\n',
    },
    install:
      "command -v poetry >/dev/null || pipx install poetry && POETRY_VIRTUALENVS_IN_PROJECT=true poetry install --no-interaction --with test",
    verify: PYTEST,
  },
  {
    name: "pytest configured, but declared nowhere the install installs",
    files: {
      "pyproject.toml": `${PYPROJECT}[tool.pytest.ini_options]\naddopts = "-q"\n`,
      "tests/conftest.py": "",
      "tox.ini": "[testenv]\ndeps = pytest\n",
    },
    install: `${VENV} && ${PIP} -e .`,
    verify: undefined,
  },
];

describe.each(PYTHON_TESTS.map((c) => [c.name, c] as const))("init --yes in a Python project, %s", (_, { files, install, verify }) => {
  it("installs what the verify command needs, or writes no verify command and says why", async () => {
    const dir = scratch(files);
    const { code, stdout, stderr } = await init(dir, ["--yes"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const job = (parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller).jobs.ralph;
    expect(job.with["install"]).toBe(install);
    expect(job.with["verify-command"]).toBe(verify);
    if (verify === undefined)
      expect(stdout).toContain("  note: pytest is configured, but no dependency list the install installs names it: no verify command");
  });
});

const CARGO_TOML = '[package]\nname = "p"\n';
/** Rust crates: `--locked` only with a Cargo.lock to keep (`cargo new --lib` makes none), else cargo would refuse to write one. */
const RUST: { name: string; files: Record<string, string>; install: string }[] = [
  {
    name: "without Cargo.lock",
    files: { "Cargo.toml": CARGO_TOML },
    install: "mkdir -p .cargo && cargo vendor >> .cargo/config.toml",
  },
  {
    name: "with Cargo.lock",
    files: { "Cargo.toml": CARGO_TOML, "Cargo.lock": "version = 4\n" },
    install: "mkdir -p .cargo && cargo vendor --locked >> .cargo/config.toml",
  },
  {
    name: "with .cargo/config.toml, without Cargo.lock",
    files: { "Cargo.toml": CARGO_TOML, ".cargo/config.toml": "" },
    install: "cargo fetch",
  },
  {
    name: "with .cargo/config.toml and Cargo.lock",
    files: { "Cargo.toml": CARGO_TOML, ".cargo/config.toml": "", "Cargo.lock": "version = 4\n" },
    install: "cargo fetch --locked",
  },
];

describe.each(RUST.map((c) => [c.name, c] as const))("init --yes in a Rust crate %s", (_, { files, install }) => {
  it("passes --locked only when there is a Cargo.lock to keep", async () => {
    const dir = scratch(files);
    const { code, stderr } = await init(dir, ["--yes"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const job = (parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller).jobs.ralph;
    expect(job.with["install"]).toBe(install);
  });
});

describe("the CI workflows init listens to", () => {
  const npmProject = { "package.json": PACKAGE({ test: "node --test" }), "package-lock.json": "{}" };

  it("writes no workflow_run trigger in a repository without CI workflows, and says so", async () => {
    const dir = scratch(npmProject);
    const { code, stdout } = await init(dir, ["--yes"]);
    expect(code).toBe(0);
    expect((parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller).on).not.toHaveProperty("workflow_run");
    expect(stdout).toContain("the action alone, no CI workflows listed");
    expect(stdout).not.toContain("fixing failed runs");
  });

  it("listens to the workflows a push or a pull request runs, by their name: (or path), not to the others", async () => {
    const dir = scratch({
      ...npmProject,
      ".github/workflows/build.yml": "name: Build\non: [push, pull_request]\njobs: {}\n",
      ".github/workflows/lint.yaml": "on:\n  pull_request:\n    branches: [main]\njobs: {}\n",
      ".github/workflows/release.yml": "name: Release\non: { workflow_dispatch: {} }\njobs: {}\n",
      ".github/workflows/nightly.yml": "name: Nightly\non: schedule\njobs: {}\n",
    });
    const { code, stdout } = await init(dir, ["--yes"]);
    expect(code).toBe(0);
    const caller = parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller;
    expect(caller.on["workflow_run"]).toEqual({ workflows: ["Build", ".github/workflows/lint.yaml"], types: ["completed"] });
    expect(stdout).toContain('fixing failed runs of "Build", ".github/workflows/lint.yaml"');
  });

  it("takes the workflows --ci-workflows names, found or not", async () => {
    const dir = scratch(npmProject);
    expect((await init(dir, ["--yes", "--ci-workflows", "CI"])).code).toBe(0);
    const caller = parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller;
    expect(caller.on["workflow_run"]).toEqual({ workflows: ["CI"], types: ["completed"] });
  });
});

describe("init over the long workflow it wrote before", () => {
  const earlier = readFileSync(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier.yml"), "utf8");
  const npmProject = { "package.json": PACKAGE({ test: "node --test" }), "package-lock.json": "{}" };

  it("rewrites it to the caller, keeping the agent, key, verify command, mode and CI workflows, and prints the difference", async () => {
    const long = renderEarlierWorkflow({
      ...DEFAULT_CHOICES,
      agent: "codex",
      keySecret: "CORP_OPENAI",
      mode: "relay",
      verifyCommand: "make check",
      ciWorkflows: ["Build", "Lint"],
    });
    const dir = scratch({ ...npmProject, [WORKFLOW]: long });
    const { code, stdout } = await init(dir, ["--yes"]);
    expect(code).toBe(0);
    expect(stdout).toContain(`${WORKFLOW} is the earlier form init wrote (the long workflow)`);
    expect(stdout).toContain("--- .github/workflows/ralph.yml\tin the repository\n+++ .github/workflows/ralph.yml\tinit writes");
    expect(stdout).toContain("-          agent: codex\n");
    expect(stdout).toContain(`rewrote ${WORKFLOW}`);
    const caller = parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller;
    expect(caller.jobs.ralph.with).toEqual({
      agent: "codex",
      mode: "relay",
      install: "npm ci",
      "verify-command": "make check",
      "allowed-domains": "registries",
    });
    expect(caller.jobs.ralph.secrets).toEqual({ "openai-api-key": "${{ secrets.CORP_OPENAI }}" });
    expect(caller.on["workflow_run"]).toEqual({ workflows: ["Build", "Lint"], types: ["completed"] });
    expect(caller.permissions["actions"]).toBe("write");
    // Written again, it is the workflow init writes: nothing to do.
    expect((await init(dir, ["--check"])).code).toBe(0);
  });

  it("rewrites today's long workflow (this repository's until now) and the App's earlier one, as they were committed", async () => {
    const dir = scratch({ ...npmProject, [WORKFLOW]: earlier });
    expect((await init(dir, ["--yes"])).code).toBe(0);
    expect(readFileSync(join(dir, WORKFLOW), "utf8")).toBe(readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8"));
    const app = scratch({ ...npmProject, [WORKFLOW]: readFileSync(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier-app.yml"), "utf8") });
    expect((await init(app, ["--yes"])).code).toBe(0);
    const caller = parse(readFileSync(join(app, WORKFLOW), "utf8")) as Caller;
    expect(Object.keys(caller.on)).toEqual(["workflow_dispatch"]);
    expect(caller.jobs.ralph.with).toMatchObject({ "app-client-id": "${{ vars.RALPH_APP_CLIENT_ID }}", mode: "relay" });
  });

  it("in a project without package.json, its `npm test` (init's old default) gives way to the project's tests", async () => {
    const dir = scratch({ "requirements.txt": "pytest\n", [WORKFLOW]: earlier });
    expect((await init(dir, ["--yes"])).code).toBe(0);
    const caller = parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller;
    expect(caller.jobs.ralph.with["verify-command"]).toBe(".venv/bin/python -m pytest");
    expect(caller.jobs.ralph.with["install"]).toBe("python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.txt");
  });

  it("leaves a hand-edited long workflow alone without --force", async () => {
    const edited = earlier.replace("timeout-minutes: 360", "timeout-minutes: 120");
    const dir = scratch({ ...npmProject, [WORKFLOW]: edited });
    const { code, stdout, stderr } = await init(dir, ["--yes"]);
    expect(code).toBe(1);
    expect(stdout).toContain("-    timeout-minutes: 120\n");
    expect(stderr).toContain("is not a workflow init writes (written or edited by hand): nothing written");
    expect(readFileSync(join(dir, WORKFLOW), "utf8")).toBe(edited);
    // --force replaces it, keeping what it could read there (the agent, the verify command).
    expect((await init(dir, ["--yes", "--force"])).code).toBe(0);
    expect(readFileSync(join(dir, WORKFLOW), "utf8")).toBe(readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8"));
  });
});

describe("the edits the docs invite, kept as the maintainer's choices", () => {
  const npmProject = { "package.json": PACKAGE({ test: "node --test" }), "package-lock.json": "{}" };
  const committed = readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8");
  const SHA = "0123456789abcdef0123456789abcdef01234567";
  const EDITS: { name: string; edit: (text: string) => string; kept: (caller: Caller, text: string) => void }[] = [
    {
      name: "the check_run trigger deleted (all CI runs in Actions)",
      edit: (text) => text.replace(/^ {2}# So does a failed check run.*\n {2}check_run: .*\n/m, ""),
      kept: (caller) => expect(caller.on).not.toHaveProperty("check_run"),
    },
    {
      name: "only the check_run line deleted",
      edit: (text) => text.replace(/^ {2}check_run: .*\n/m, ""),
      kept: (caller) => expect(caller.on).not.toHaveProperty("check_run"),
    },
    {
      name: "the reusable workflow pinned at a release",
      edit: (text) => text.replace("ralph-run.yml@v0\n", "ralph-run.yml@v0.2.0\n"),
      kept: (caller) => expect(caller.jobs.ralph.uses).toBe("ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@v0.2.0"),
    },
    {
      name: "the reusable workflow pinned at a commit, its release in a comment",
      edit: (text) => text.replace("ralph-run.yml@v0\n", `ralph-run.yml@${SHA} # v0.1.0\n`),
      kept: (caller, text) => {
        expect(caller.jobs.ralph.uses).toBe(`ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@${SHA}`);
        expect(text).toContain(`ralph-run.yml@${SHA} # v0.1.0\n`);
      },
    },
    {
      name: "inputs added under with: (rounds, a timeout, the label, the runner)",
      edit: (text) =>
        text
          .replace("agent: claude-code\n", "agent: claude-code\n      max-rounds: 5\n      max-cost-usd: 2.5\n      trigger-label: agent\n")
          .replace(
            "allowed-domains: registries\n",
            "allowed-domains: registries\n      run-timeout-minutes: '120'\n      ci-fix-runs: 0\n      runs-on: ubuntu-24.04\n",
          ),
      kept: (caller) =>
        expect(caller.jobs.ralph.with).toMatchObject({
          "max-rounds": 5,
          "max-cost-usd": 2.5,
          "ci-fix-runs": 0,
          "trigger-label": "agent",
          "run-timeout-minutes": "120",
          "runs-on": "ubuntu-24.04",
        }),
    },
  ];

  describe.each(EDITS.map((c) => [c.name, c] as const))("%s", (_, { edit, kept }) => {
    it("passes --check, is left as it is by init, and is kept when init rewrites it for another choice", async () => {
      const edited = edit(committed);
      expect(edited).not.toBe(committed);
      const dir = scratch({ ...npmProject, [WORKFLOW]: edited });
      const checked = await init(dir, ["--check"]);
      expect(checked.stdout).toContain(`${WORKFLOW} is the workflow this version of init writes.`);
      expect(checked.code).toBe(0);

      const again = await init(dir, ["--yes"]);
      expect(again.stderr).toBe("");
      expect(again.stdout).toContain(`${WORKFLOW} is already the workflow init writes: unchanged`);
      expect(readFileSync(join(dir, WORKFLOW), "utf8")).toBe(edited);

      const relay = await init(dir, ["--yes", "--mode", "relay"]);
      expect(relay.stderr).toBe("");
      expect(relay.code).toBe(0);
      const text = readFileSync(join(dir, WORKFLOW), "utf8");
      const caller = parse(text) as Caller;
      expect(caller.jobs.ralph.with["mode"]).toBe("relay");
      kept(caller, text);
      expect(await lintWorkflow(text, join(dir, WORKFLOW))).toEqual([]);
      expect((await init(dir, ["--check"])).code).toBe(0);
    });
  });

  it("names what it keeps in its summary", async () => {
    const edits = [EDITS[0], EDITS[3], EDITS[4]].map((c) => c?.edit ?? ((text: string) => text));
    const edited = edits.reduce((text, edit) => edit(text), committed);
    const { stdout } = await init(scratch({ ...npmProject, [WORKFLOW]: edited }), ["--check"]);
    expect(stdout).toContain(`keeping ralph-run.yml@${SHA} # v0.1.0, no check_run trigger, max-rounds: 5`);
  });

  it("names the trigger label kept in its checklist", async () => {
    const edited = committed.replace("agent: claude-code\n", "agent: claude-code\n      trigger-label: agent\n");
    const { stdout } = await init(scratch({ ...npmProject, [WORKFLOW]: edited }), ["--yes"]);
    expect(stdout).toContain("[ ] label agent (the trigger label the workflow listens to): gh label create agent --color");
    expect(stdout).toContain('add the label "agent" to an issue you trust');
  });

  it("keeps what it can read from a file it does not recognise, with --force", async () => {
    const edited = committed
      .replace("agent: claude-code\n", "agent: claude-code\n      max-rounds: 5\n")
      .replace("  ralph:\n", "  ralph:\n    timeout-minutes: 30\n");
    const dir = scratch({ ...npmProject, [WORKFLOW]: edited });
    expect((await init(dir, ["--yes"])).code).toBe(1);
    expect((await init(dir, ["--yes", "--force"])).code).toBe(0);
    const caller = parse(readFileSync(join(dir, WORKFLOW), "utf8")) as Caller;
    expect(caller.jobs.ralph.with["max-rounds"]).toBe(5);
    expect(caller.jobs.ralph).not.toHaveProperty("timeout-minutes");
  });
});

describe("init --check", () => {
  const npmProject = { "package.json": PACKAGE({ test: "node --test" }), "package-lock.json": "{}" };

  it("fails on a stale file, saying what differs; passes on what this version writes; writes nothing", async () => {
    const stale = readFileSync(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier.yml"), "utf8");
    const dir = scratch({ ...npmProject, [WORKFLOW]: stale });
    const checked = await init(dir, ["--check"]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain("is the earlier form init wrote (the long workflow)");
    expect(checked.stdout).toContain("run `npx ralph-bot init` to write it.");
    expect(checked.stdout).toContain("+    uses: ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@v0\n");
    expect(readFileSync(join(dir, WORKFLOW), "utf8")).toBe(stale);

    writeFileSync(join(dir, WORKFLOW), readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8"));
    const current = await init(dir, ["--check"]);
    expect(current.stdout).toContain(`${WORKFLOW} is the workflow this version of init writes.`);
    expect(current.code).toBe(0);
  });

  it("fails when the file is missing, or was edited by hand", async () => {
    const missing = await init(scratch(npmProject), ["--check"]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(`${WORKFLOW} is missing; run \`npx ralph-bot init\` to write it.`);
    const edited = readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8").replace("  ralph:\n", "  ralph:\n    timeout-minutes: 30\n");
    const hand = await init(scratch({ ...npmProject, [WORKFLOW]: edited }), ["--check"]);
    expect(hand.code).toBe(1);
    expect(hand.stdout).toContain("not a workflow init writes (written or edited by hand)");
    expect(hand.stdout).toContain("-    timeout-minutes: 30\n");
  });

  it("names --force for a file init replaces only with it, and says it replaces the edits", async () => {
    const edited = readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8").replace("  ralph:\n", "  ralph:\n    timeout-minutes: 30\n");
    const dir = scratch({ ...npmProject, [WORKFLOW]: edited });
    const checked = await init(dir, ["--check"]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain(
      `${WORKFLOW} is not a workflow init writes (written or edited by hand); ` +
        "run `npx ralph-bot init --force` to write it, which replaces your edits.",
    );
    expect(checked.stdout).not.toContain("run `npx ralph-bot init` to write it");
    // The command named is one that writes it: without --force, init refuses.
    expect((await init(dir, ["--yes"])).code).toBe(1);
    expect((await init(dir, ["--yes", "--force"])).code).toBe(0);
    expect((await init(dir, ["--check"])).code).toBe(0);
  });

  it("checks the App's caller as the App's", async () => {
    const dir = scratch({ ...npmProject, [WORKFLOW]: readFileSync(join(PROJECT_ROOT, WORKFLOW), "utf8") });
    expect((await init(dir, ["--app", "--yes"])).code).toBe(0);
    expect(APP_CHOICES.app).toBe(true);
    expect((await init(dir, ["--check"])).code).toBe(0);
    expect((await init(dir, ["--check", "--no-app", "--mode", "in-job"])).code).toBe(1);
  });
});
