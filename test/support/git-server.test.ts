import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { devNull, tmpdir } from "node:os";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubFake } from "./github-fake.js";
import { REFUSE_ALL_MESSAGE, startGitServer, type GitServer } from "./git-server.js";

const TOKEN = "ghs_push_secret";
const REPO = "octo/hello";

let server: GitServer;
let scratch: string;

/** Git, free of the machine's config, never prompting (so a 401 fails instead of asking). */
function gitEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: scratch,
    LANG: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: "0",
    GIT_AUTHOR_NAME: "Ralph Tester",
    GIT_AUTHOR_EMAIL: "ralph@example.com",
    GIT_COMMITTER_NAME: "Ralph Tester",
    GIT_COMMITTER_EMAIL: "ralph@example.com",
  };
}

/** Runs git asynchronously (the server lives in this process) and reports exit code and output. */
function git(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("git", args, { cwd, env: gitEnv(), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) || 1 : 0, stdout, stderr });
    });
  });
}

async function ok(cwd: string, ...args: string[]): Promise<string> {
  const result = await git(cwd, ...args);
  if (result.code !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

/** The `-c` option that sends the token the way actions/checkout does. */
function authHeader(token: string): string[] {
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return ["-c", `http.extraheader=AUTHORIZATION: basic ${basic}`];
}

async function cloneAndCommit(file: string, text: string): Promise<string> {
  const dir = join(scratch, `clone-${randomBytes(4).toString("hex")}`);
  await ok(scratch, "clone", "--quiet", server.url(REPO), dir);
  await writeFile(join(dir, file), text);
  await ok(dir, "add", "--all");
  await ok(dir, "commit", "--quiet", "-m", `Add ${file}`);
  return dir;
}

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), "git-server-test-"));
  server = await startGitServer({ token: TOKEN });
  await server.createRepo(REPO, { files: { "README.md": "# hello\n", "src/index.ts": "export {};\n" } });
});

afterEach(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("git server", () => {
  it("seeds a bare repository with one commit and clones anonymously", async () => {
    expect(server.url(REPO)).toBe(`${server.baseUrl}/octo/hello.git`);
    const log = await server.log(REPO, "main");
    expect(log).toEqual([{ sha: expect.stringMatching(/^[0-9a-f]{40}$/), subject: "Initial commit", authorName: "Seed" }]);

    const dir = join(scratch, "clone");
    await ok(scratch, "clone", "--quiet", server.url(REPO), dir);
    expect(await readFile(join(dir, "src/index.ts"), "utf8")).toBe("export {};\n");
    expect((await ok(dir, "rev-parse", "HEAD")).trim()).toBe(log[0]?.sha);
    expect((await ok(dir, "symbolic-ref", "--short", "HEAD")).trim()).toBe("main");
    expect(await server.readFile(REPO, "main", "README.md")).toBe("# hello\n");
    expect(await server.readFile(REPO, "main", "missing.txt")).toBeNull();
    await expect(server.createRepo(REPO)).rejects.toThrow(/already exists/);
  });

  it("refuses a push without a token with 401 and changes nothing", async () => {
    const dir = await cloneAndCommit("notes.txt", "anonymous\n");
    const push = await git(dir, "push", "origin", "HEAD:main");
    expect(push.code).not.toBe(0);
    expect(push.stderr).toMatch(/could not read Username|Authentication failed|401/);
    expect(await server.log(REPO, "main")).toHaveLength(1);
    expect(await server.readFile(REPO, "main", "notes.txt")).toBeNull();
    expect(server.pushes).toEqual([{ repo: REPO, authorized: false }]);

    const wrong = await git(dir, ...authHeader("ghs_wrong"), "push", "origin", "HEAD:main");
    expect(wrong.code).not.toBe(0);
    expect(await server.log(REPO, "main")).toHaveLength(1);
  });

  it("accepts a push with the token in an extra header", async () => {
    const dir = await cloneAndCommit("notes.txt", "pushed\n");
    await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:main");
    expect(await server.readFile(REPO, "main", "notes.txt")).toBe("pushed\n");
    const log = await server.log(REPO, "main");
    expect(log.map((c) => [c.subject, c.authorName])).toEqual([
      ["Add notes.txt", "Ralph Tester"],
      ["Initial commit", "Seed"],
    ]);
    expect(server.pushes).toEqual([{ repo: REPO, authorized: true }]);
  });

  it("accepts a token in the URL after the 401 challenge", async () => {
    const dir = await cloneAndCommit("notes.txt", "via url\n");
    const withToken = server.url(REPO).replace("http://", `http://x-access-token:${TOKEN}@`);
    await ok(dir, "push", "--quiet", withToken, "HEAD:main");
    expect(await server.readFile(REPO, "main", "notes.txt")).toBe("via url\n");
    expect(server.pushes).toEqual([
      { repo: REPO, authorized: false },
      { repo: REPO, authorized: true },
    ]);
  });

  it("pushes a new branch, and a large pack sent in chunks", async () => {
    expect(await server.branchExists(REPO, "ralph/issue-1")).toBe(false);
    // Incompressible data over git's 1 MiB post buffer makes the client send a chunked body.
    const dir = await cloneAndCommit("blob.bin", randomBytes(3 * 1024 * 1024).toString("base64"));
    await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:refs/heads/ralph/issue-1");
    expect(await server.branchExists(REPO, "ralph/issue-1")).toBe(true);
    expect(await server.branchExists(REPO, "main")).toBe(true);
    // The large push probes and then posts the pack: still one logged push.
    expect(server.pushes).toEqual([{ repo: REPO, authorized: true }]);
    expect(await server.branchExists("octo/unknown", "main")).toBe(false);
    expect((await server.readFile(REPO, "ralph/issue-1", "blob.bin"))?.length).toBe(4 * 1024 * 1024);
    expect(await server.log(REPO, "main")).toHaveLength(1);

    // Another clone fetches the new branch.
    const other = join(scratch, "other");
    await ok(scratch, "clone", "--quiet", server.url(REPO), other);
    await ok(other, "fetch", "--quiet", "origin", "ralph/issue-1");
    expect((await ok(other, "log", "-1", "--format=%s", "FETCH_HEAD")).trim()).toBe("Add blob.bin");
  });

  it("answers the GitHub fake's branch lookup for pull requests", async () => {
    const fake = await startGitHubFake({ branchExists: (repo, branch) => server.branchExists(repo, branch) });
    try {
      fake.addRepo({ owner: "octo", repo: "hello" });
      fake.addToken("ghs_test", "github-actions[bot]");
      const octokit = new Octokit({ auth: "ghs_test", baseUrl: fake.url, log: { debug() {}, info() {}, warn() {}, error() {} } });
      const create = () => octokit.pulls.create({ owner: "octo", repo: "hello", title: "Ralph", head: "ralph/issue-1", base: "main" });
      await expect(create()).rejects.toMatchObject({ status: 422 });
      const dir = await cloneAndCommit("notes.txt", "work\n");
      await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:refs/heads/ralph/issue-1");
      expect((await create()).status).toBe(201);
    } finally {
      await fake.close();
    }
  });

  it("answers the GitHub fake's refs from the branches it holds: the exact ref, 404 for one it lacks, 501 unwired", async () => {
    const fake = await startGitHubFake({
      branchExists: (repo, branch) => server.branchExists(repo, branch),
      branchHead: (repo, branch) => server.branchHead(repo, branch),
    });
    const unwired = await startGitHubFake();
    try {
      for (const github of [fake, unwired]) {
        github.addRepo({ owner: "octo", repo: "hello" });
        github.addToken("ghs_test", "github-actions[bot]");
      }
      const client = (url: string) =>
        new Octokit({ auth: "ghs_test", baseUrl: url, log: { debug() {}, info() {}, warn() {}, error() {} } });
      const main = await server.branchHead(REPO, "main");
      const { data } = await client(fake.url).git.getRef({ owner: "octo", repo: "hello", ref: "heads/main" });
      expect(data).toMatchObject({ ref: "refs/heads/main", object: { type: "commit", sha: main } });
      await expect(client(fake.url).git.getRef({ owner: "octo", repo: "hello", ref: "heads/ralph/issue-404" })).rejects.toMatchObject({
        status: 404,
      });
      await expect(client(unwired.url).git.getRef({ owner: "octo", repo: "hello", ref: "heads/main" })).rejects.toMatchObject({
        status: 501,
      });
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
      await unwired.close();
    }
  });
});

describe("git server faults and people", () => {
  const workflow = ".github/workflows/ci.yml";

  it("refuses a push that changes a workflow, on every ref, with GitHub's message", async () => {
    await server.refusePushes(REPO, { refuse: "workflows" });
    const dir = await cloneAndCommit("notes.txt", "fine\n");
    await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:main");
    expect(await server.readFile(REPO, "main", "notes.txt")).toBe("fine\n");

    await mkdir(join(dir, ".github/workflows"), { recursive: true });
    await writeFile(join(dir, workflow), "on: push\n");
    await ok(dir, "add", "--all");
    await ok(dir, "commit", "--quiet", "-m", "Add a workflow");
    for (const ref of ["HEAD:main", "HEAD:refs/heads/side"]) {
      const push = await git(dir, ...authHeader(TOKEN), "push", "--porcelain", "origin", ref);
      expect(push.code).not.toBe(0);
      expect(push.stderr).toContain(
        "remote: refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission",
      );
      expect(push.stdout).toContain("[remote rejected]");
    }
    expect(await server.readFile(REPO, "main", workflow)).toBeNull();
    expect(await server.branchExists(REPO, "side")).toBe(false);

    // Taking the rule away lets the same push through.
    await server.refusePushes(REPO, null);
    await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:main");
    expect(await server.readFile(REPO, "main", workflow)).toBe("on: push\n");
  });

  it("refuses workflow changes only on the listed branches when told so", async () => {
    await server.refusePushes(REPO, { refuse: "workflows", branches: ["ralph/issue-1"] });
    const dir = await cloneAndCommit("notes.txt", "x\n");
    await mkdir(join(dir, ".github/workflows"), { recursive: true });
    await writeFile(join(dir, workflow), "on: push\n");
    await ok(dir, "add", "--all");
    await ok(dir, "commit", "--quiet", "-m", "Add a workflow");
    const refused = await git(dir, ...authHeader(TOKEN), "push", "origin", "HEAD:refs/heads/ralph/issue-1");
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("without `workflows` permission");
    await ok(dir, ...authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:refs/heads/ralph/issue-1-rescue");
    expect(await server.readFile(REPO, "ralph/issue-1-rescue", workflow)).toBe("on: push\n");
  });

  it("refuses every push when told so, with the given message or a default one", async () => {
    await server.refusePushes(REPO, { refuse: "all", message: "GH006: Protected branch update failed for refs/heads/main." });
    const dir = await cloneAndCommit("notes.txt", "x\n");
    const push = await git(dir, ...authHeader(TOKEN), "push", "origin", "HEAD:main");
    expect(push.code).not.toBe(0);
    expect(push.stderr).toContain("remote: GH006: Protected branch update failed for refs/heads/main.");
    await server.refusePushes(REPO, { refuse: "all" });
    const other = await git(dir, ...authHeader(TOKEN), "push", "origin", "HEAD:refs/heads/elsewhere");
    expect(other.stderr).toContain(`remote: ${REFUSE_ALL_MESSAGE}`);
    expect(await server.log(REPO, "main")).toHaveLength(1);
    expect(await server.branchExists(REPO, "elsewhere")).toBe(false);
  });

  it("answers the next pushes and fetches it is told to with an HTTP status or a reset connection, then serves again", async () => {
    const dir = await cloneAndCommit("notes.txt", "x\n");
    server.failRequests({ service: "push", fault: 503 });
    const outage = await git(dir, ...authHeader(TOKEN), "push", "origin", "HEAD:main");
    expect(outage.code).not.toBe(0);
    expect(outage.stderr).toContain("The requested URL returned error: 503");
    server.failRequests({ service: "fetch", fault: "reset", times: 2 });
    const reset = await git(dir, "fetch", "origin");
    expect(reset.code).not.toBe(0);
    expect(reset.stderr).toMatch(/Connection reset by peer|Empty reply from server|Recv failure/);
    expect(server.faultsHit).toBe(2);
    // The push was never applied; the remaining fault hits the next fetch, then all is served.
    expect(await server.log(REPO, "main")).toHaveLength(1);
    expect((await git(dir, "fetch", "origin")).code).not.toBe(0);
    expect((await git(dir, ...authHeader(TOKEN), "push", "origin", "HEAD:main")).code).toBe(0);
    expect(await server.log(REPO, "main")).toHaveLength(2);
    expect(server.faultsHit).toBe(3);
  });

  it("pushes a person's commit on top of a branch, or rewrites the branch like a force push", async () => {
    await server.refusePushes(REPO, { refuse: "all" });
    const [seed] = await server.log(REPO, "main");
    const person = { name: "Pat Person", email: "pat@example.com" };
    const first = await server.pushAs(REPO, "main", { "notes.txt": "by pat\n", "README.md": null }, person, { message: "Pat's notes" });
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect(await server.log(REPO, "main")).toEqual([
      { sha: first, subject: "Pat's notes", authorName: "Pat Person" },
      { sha: seed?.sha, subject: "Initial commit", authorName: "Seed" },
    ]);
    expect(await server.readFile(REPO, "main", "notes.txt")).toBe("by pat\n");
    expect(await server.readFile(REPO, "main", "README.md")).toBeNull();
    expect(await server.readFile(REPO, "main", "src/index.ts")).toBe("export {};\n");
    expect(server.pushes).toEqual([]);

    const rewritten = await server.pushAs(REPO, "main", { "other.txt": "o\n" }, person, { parent: seed?.sha });
    expect((await server.log(REPO, "main")).map((c) => [c.sha, c.subject])).toEqual([
      [rewritten, "Update other.txt"],
      [seed?.sha, "Initial commit"],
    ]);
    await expect(server.pushAs(REPO, "missing", { "a.txt": "a\n" }, person)).rejects.toThrow();
  });
});
