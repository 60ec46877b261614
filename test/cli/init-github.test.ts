/**
 * What `ralph-bot init` does on GitHub with a token, against the GitHub fake with the git server
 * holding the repository's branches: it sets the model key's secret (from its variable, or typed at
 * a terminal without echo), sealed for the repository's public key; it proposes the workflow in a
 * pull request from `ralph-bot/setup`, unless the default branch has it already; it checks that the
 * token may write workflows; --dry-run changes nothing; a failed call says what failed and what to
 * do, and keeps what was done.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/program.js";
import { startGitHubFake, type GitHubFake, type TokenGrant } from "../support/github-fake.js";
import { startGitServer, type GitServer } from "../support/git-server.js";

const REPO = "acme/widgets";
const WORKFLOW = ".github/workflows/ralph.yml";
const SETUP = "ralph-bot/setup";
const TOKEN = "tok-acme";
const KEY = "sk-ant-test-0123456789abcdef";
const PROMPT = "ANTHROPIC_API_KEY is not set on acme/widgets. Paste the model key (input hidden; Enter skips): ";

let root: string;
let fake: GitHubFake;
let git: GitServer;
let clone: string;

/** init's environment: the fake as the API, `extra` (a token, a key), and none of the machine's tokens or keys. */
function envWith(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GITHUB_API_URL: fake.url, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
  for (const name of ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN", "ANTHROPIC_API_KEY", "OPENAI_API_KEY"])
    delete env[name];
  // No GitHub CLI: a token comes from the variables only.
  env.PATH = (env.PATH ?? "")
    .split(":")
    .filter((dir) => !readableGh(dir))
    .join(":");
  return { ...env, ...extra };
}

function readableGh(dir: string): boolean {
  try {
    readFileSync(join(dir, "gh"));
    return true;
  } catch {
    return false;
  }
}

type Stdin = PassThrough & { isTTY?: boolean; setRawMode?: (mode: boolean) => void };

/** Runs `ralph-bot init <argv>` in the clone; `onOutput` sees stdout as it grows (to answer a prompt). */
async function init(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: Stdin; onOutput?: (stdout: string) => void } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(["init", ...argv], {
    stdout: {
      write: (text: string) => {
        stdout += text;
        options.onOutput?.(stdout);
        return true;
      },
    },
    stderr: { write: (text: string) => (stderr += text) },
    env: options.env ?? envWith({ GH_TOKEN: TOKEN }),
    cwd: clone,
    termination: new AbortController().signal,
    stdin: options.stdin,
  });
  return { code, stdout, stderr };
}

/** The token init uses, acting as the repository's owner, with `grant` (default: a classic token with repo and workflow). */
function grantToken(grant: TokenGrant = { kind: "classic", scopes: ["repo", "workflow"] }): void {
  fake.addToken(TOKEN, "acme", grant);
}

const writes = () => fake.requests.filter((request) => request.method !== "GET");
const secretPuts = () => fake.requests.filter((request) => request.method === "PUT" && request.path.includes("/actions/secrets/"));
const workflowIn = () => readFileSync(join(clone, WORKFLOW), "utf8");

/** A terminal stand-in: `isTTY`, and the raw modes init sets. */
function terminal(): { stdin: Stdin; rawModes: boolean[] } {
  const rawModes: boolean[] = [];
  const stdin: Stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: (mode: boolean) => void rawModes.push(mode) });
  return { stdin, rawModes };
}

/** Types `keys` at the terminal once the prompt is out, as a person answers it. */
function type(stdin: Stdin, keys: string): void {
  setImmediate(() => stdin.write(keys));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "ralph-init-github-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let cloneNumber = 0;
beforeEach(async () => {
  git = await startGitServer({ token: "push-token" });
  await git.createRepo(REPO, { files: { "README.md": "widgets\n" } });
  fake = await startGitHubFake({
    serverUrl: "https://github.com",
    branchExists: (repo, branch) => git.branchExists(repo, branch),
    branchHead: (repo, branch) => git.branchHead(repo, branch),
    files: git,
  });
  fake.addUser("acme", { type: "Organization" });
  fake.addRepo({ owner: "acme", repo: "widgets" });
  grantToken();
  clone = join(root, `clone-${++cloneNumber}`);
  mkdirSync(clone);
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: clone, env: envWith() });
  execFileSync("git", ["remote", "add", "origin", "https://github.com/acme/widgets.git"], { cwd: clone, env: envWith() });
});
afterEach(async () => {
  await fake.close();
  await git.close();
});

describe("ralph-bot init sets the model key's secret", () => {
  it("from its variable, sealed for the repository's public key, never printed; once", async () => {
    const first = await init(["--yes"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY }) });
    expect(first.code, first.stderr).toBe(0);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe(KEY);
    expect(first.stdout).toContain(
      "✓ secret ANTHROPIC_API_KEY (the agent's model key): set from ANTHROPIC_API_KEY, sealed with the repository's public key",
    );
    const [put] = secretPuts();
    expect(put?.path).toBe("/repos/acme/widgets/actions/secrets/ANTHROPIC_API_KEY");
    expect(JSON.stringify(put?.body)).not.toContain(KEY);
    expect(first.stdout + first.stderr).not.toContain(KEY);

    const second = await init(["--yes"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: "sk-another" }) });
    expect(second.stdout).toContain("✓ secret ANTHROPIC_API_KEY (the agent's model key): a secret of the repository");
    expect(secretPuts()).toHaveLength(1);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe(KEY);
  });

  it("the preset's key variable serves a secret of another name (--key-secret)", async () => {
    const { code } = await init(["--agent", "codex", "--key-secret", "RALPH_OPENAI_KEY", "--yes"], {
      env: envWith({ GH_TOKEN: TOKEN, OPENAI_API_KEY: "sk-openai" }),
    });
    expect(code).toBe(0);
    expect(fake.secretValue(REPO, "RALPH_OPENAI_KEY")).toBe("sk-openai");
  });

  it("typed at a terminal in raw mode, so not echoed, and not written back", async () => {
    const { stdin, rawModes } = terminal();
    let typed = false;
    const { code, stdout } = await init(["--yes"], {
      stdin,
      onOutput: (text) => {
        if (!typed && text.endsWith(PROMPT)) {
          typed = true;
          type(stdin, `${KEY}\r`);
        }
      },
    });
    expect(code).toBe(0);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe(KEY);
    expect(rawModes).toEqual([true, false]);
    expect(stdout).toContain(`${PROMPT}\n`);
    expect(stdout).toContain(
      "✓ secret ANTHROPIC_API_KEY (the agent's model key): set from the terminal, sealed with the repository's public key",
    );
    expect(stdout).not.toContain(KEY);
  });

  it("Enter at the prompt sets nothing and names the fix; Ctrl-C stops init", async () => {
    const skip = terminal();
    const skipped = await init(["--yes"], { stdin: skip.stdin, onOutput: (text) => text.endsWith(PROMPT) && type(skip.stdin, "\r") });
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain(
      "init sets it when ANTHROPIC_API_KEY holds the key, or asks on a terminal\n      fix: gh secret set ANTHROPIC_API_KEY",
    );
    expect(secretPuts()).toEqual([]);

    const stop = terminal();
    const stopped = await init(["--yes"], { stdin: stop.stdin, onOutput: (text) => text.endsWith(PROMPT) && type(stop.stdin, "\x03") });
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain("error: stopped at the model key's prompt (Ctrl-C)");
    expect(stop.rawModes).toEqual([true, false]);
    expect(secretPuts()).toEqual([]);
  });
});

describe("ralph-bot init proposes the workflow in a pull request", () => {
  it("from ralph-bot/setup with the file init wrote, saying what to do next; a second run finds it", async () => {
    const first = await init(["--yes"]);
    expect(first.code, first.stderr).toBe(0);
    const [pull, ...more] = fake.pulls(REPO);
    expect(more).toEqual([]);
    expect(pull?.pull).toMatchObject({ headRef: SETUP, baseRef: "main" });
    expect(pull?.body).toContain("add the label `ralph` to an issue you trust");
    expect(await git.readFile(REPO, SETUP, WORKFLOW)).toBe(workflowIn());
    expect(await git.readFile(REPO, "main", WORKFLOW)).toBeNull();
    const url = `https://github.com/acme/widgets/pull/${pull?.number}`;
    expect(first.stdout).toContain(
      `✓ workflow ${WORKFLOW} on main (GitHub runs it from there): pull request #${pull?.number} opened: ${url}`,
    );
    expect(first.stdout).toContain(`Then:\n  1. merge pull request #${pull?.number} (${url}) into main`);
    expect(first.stdout).toContain("✓ label ralph (the trigger label the workflow listens to): created");

    const commits = (await git.log(REPO, SETUP)).length;
    const second = await init(["--yes"]);
    expect(second.stdout).toContain(`pull request #${pull?.number} (open already): ${url}`);
    expect(fake.pulls(REPO)).toHaveLength(1);
    expect(await git.log(REPO, SETUP)).toHaveLength(commits);
  });

  it("none when the default branch has the workflow already; --no-pull-request proposes none", async () => {
    await init(["--yes", "--no-pull-request"]);
    expect(fake.pulls(REPO)).toEqual([]);
    expect(await git.branchExists(REPO, SETUP)).toBe(false);

    await git.pushAs(REPO, "main", { [WORKFLOW]: workflowIn() }, { name: "maintainer", email: "m@example.com" });
    const { stdout } = await init(["--yes"]);
    expect(stdout).toContain(`✓ workflow ${WORKFLOW} on main (GitHub runs it from there): already on main: no pull request needed`);
    expect(fake.pulls(REPO)).toEqual([]);
    expect(await git.branchExists(REPO, SETUP)).toBe(false);
  });

  it("a classic token without the workflow scope: no branch, no pull request, and the fix; the rest is done", async () => {
    grantToken({ kind: "classic", scopes: ["repo", "read:org"] });
    const { code, stdout } = await init(["--yes"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      "✗ workflow .github/workflows/ralph.yml on main (GitHub runs it from there): the token may not write workflows (its scopes: repo, read:org; a workflow file takes the workflow scope), so init opened no pull request\n" +
        "      fix: add the workflow scope to the token (https://github.com/settings/tokens), or for a fine-grained token the Workflows permission (read and write); then run init again.",
    );
    expect(stdout).toContain("1. commit .github/workflows/ralph.yml and push it to main");
    expect(await git.branchExists(REPO, SETUP)).toBe(false);
    expect(fake.pulls(REPO)).toEqual([]);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe(KEY);
    expect(fake.state.repo(REPO).labels.has("ralph")).toBe(true);
  });

  it("a fine-grained token without the Workflows permission: GitHub's refusal and the fix; the next run goes on from the branch", async () => {
    grantToken({ kind: "fine-grained", workflows: false });
    const refused = await init(["--yes"]);
    expect(refused.code).toBe(0);
    expect(refused.stdout).toContain(
      `init could not commit ${WORKFLOW} to ${SETUP}: GitHub answered 403: writing a workflow file takes a token that may write workflows\n` +
        "      fix: add the workflow scope to the token",
    );
    expect(await git.branchExists(REPO, SETUP)).toBe(true);
    expect(fake.pulls(REPO)).toEqual([]);

    grantToken({ kind: "fine-grained", workflows: true });
    const again = await init(["--yes"]);
    expect(again.stdout).toMatch(/pull request #\d+ opened/);
    expect(await git.readFile(REPO, SETUP, WORKFLOW)).toBe(workflowIn());
  });

  it("a pull request GitHub refuses: says which call failed and what to do, and keeps the branch and the secret", async () => {
    fake.failNext("POST", /\/pulls$/, { status: 403, body: { message: "Resource not accessible by personal access token" } });
    const { code, stdout } = await init(["--yes"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      `✗ workflow ${WORKFLOW} on main (GitHub runs it from there): init could not open the pull request from ${SETUP}: GitHub answered 403`,
    );
    expect(stdout).toContain(
      `fix: run init again (it goes on from the branch ${SETUP} it made), or commit ${WORKFLOW} and push it yourself`,
    );
    expect(await git.readFile(REPO, SETUP, WORKFLOW)).toBe(workflowIn());
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe(KEY);

    const again = await init(["--yes"]);
    expect(again.stdout).toMatch(/pull request #\d+ opened/);
  });

  it("a secret GitHub refuses to set: says so with what it takes, and the pull request is opened all the same", async () => {
    fake.failNext("PUT", /\/actions\/secrets\//, { status: 403, body: { message: "Resource not accessible by personal access token" } });
    const { code, stdout } = await init(["--yes"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      "✗ secret ANTHROPIC_API_KEY (the agent's model key): missing, and init could not set it from ANTHROPIC_API_KEY: GitHub answered 403: setting it takes collaborator access, and for a fine-grained token the Secrets permission (read and write)",
    );
    expect(stdout).not.toContain(KEY);
    expect(fake.pulls(REPO)).toHaveLength(1);
  });
});

describe("ralph-bot init --dry-run on GitHub", () => {
  it("says it would set the secret and open the pull request, and only reads", async () => {
    const { code, stdout } = await init(["--yes", "--dry-run"], { env: envWith({ GH_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY }) });
    expect(code).toBe(0);
    expect(stdout).toContain(
      "• secret ANTHROPIC_API_KEY (the agent's model key): missing: no repository secret ANTHROPIC_API_KEY, nor an organization one shared with it: init would set it from ANTHROPIC_API_KEY",
    );
    expect(stdout).toContain(
      `• workflow ${WORKFLOW} on main (GitHub runs it from there): init would open a pull request from ${SETUP} to main`,
    );
    expect(writes()).toEqual([]);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBeUndefined();
    expect(await git.branchExists(REPO, SETUP)).toBe(false);
  });
});
