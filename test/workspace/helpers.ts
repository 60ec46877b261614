/**
 * Real git repositories for the workspace tests: a bare `origin` reached by `file://`,
 * clones of it, and a throw-away HOME so the developer's own git configuration cannot
 * interfere.
 */
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { GitError } from "../../src/workspace/git-error.js";

const savedEnv = { ...process.env };

/**
 * Isolate git from the machine's configuration; call once per test file (in `beforeAll`)
 * and call {@link restoreEnv} in `afterAll`. Returns a temp root for the file's repositories.
 */
export function isolateGit(): string {
  const root = mkdtempSync(join(tmpdir(), "ralph-ws-"));
  const home = join(root, "home");
  mkdirSync(home);
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, ".config");
  process.env.GIT_CONFIG_NOSYSTEM = "1";
  delete process.env.GIT_CONFIG_GLOBAL;
  // An inherited identity must not leak into the bot's commits (the workspace overrides it).
  process.env.GIT_AUTHOR_NAME = "Inherited Author";
  process.env.GIT_AUTHOR_EMAIL = "inherited@example.com";
  process.env.GIT_COMMITTER_NAME = "Inherited Committer";
  process.env.GIT_COMMITTER_EMAIL = "inherited@example.com";
  return root;
}

/** Put `process.env` back as it was before {@link isolateGit}. */
export function restoreEnv(): void {
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  Object.assign(process.env, savedEnv);
}

export function removeTree(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Run git synchronously (test setup only) and return trimmed stdout. */
export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/**
 * Run git asynchronously and resolve with trimmed stdout; rejects on a non-zero exit.
 * Needed for anything that talks to a server in this same process (a synchronous call
 * would block the server's event loop and deadlock).
 */
export function gitAsync(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env } }, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args[0] ?? ""} failed: ${stderr.trim()}`));
      else resolve(stdout.trim());
    });
  });
}

/** Commit as a person other than the bot. */
export function commitAs(cwd: string, message: string, name = "Agent", email = "agent@example.com"): string {
  const env = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  git(cwd, ["add", "-A"]);
  git(cwd, ["commit", "-q", "-m", message], env);
  return git(cwd, ["rev-parse", "HEAD"]);
}

export function write(dir: string, path: string, text: string): void {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/**
 * A bare repository with `main` holding `commits` commits (README.md changes each time).
 * Returns its path and `file://` URL (file:// so that `--depth` clones are really shallow).
 */
export function createOrigin(root: string, name = "origin", commits = 1): { bare: string; url: string } {
  const bare = join(root, `${name}.git`);
  git(root, ["init", "-q", "--bare", "-b", "main", bare]);
  const url = pathToFileURL(bare).href;
  const seed = join(root, `${name}-seed`);
  git(root, ["clone", "-q", url, seed]);
  for (let i = 1; i <= commits; i++) {
    write(seed, "README.md", `# demo\n\nversion ${i}\n`);
    commitAs(seed, `seed ${i}`, "Seeder", "seed@example.com");
  }
  git(seed, ["push", "-q", "origin", "HEAD:refs/heads/main"]);
  removeTree(seed);
  return { bare, url };
}

/** Clone `url` into `root/<name>` with extra clone arguments (e.g. `--depth 1`). */
export function cloneOf(root: string, url: string, name: string, extra: string[] = []): string {
  const dir = join(root, name);
  git(root, ["clone", "-q", ...extra, url, dir]);
  return dir;
}

/** `git rev-parse <rev>` in a (bare or not) repository, or null. */
export function revOf(repo: string, rev: string): string | null {
  try {
    return git(repo, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`]);
  } catch {
    return null;
  }
}

/** `%an <%ae> | %cn <%ce>` of a commit. */
export function identityOf(repo: string, rev: string): string {
  return git(repo, ["log", "-1", "--format=%an <%ae> | %cn <%ce>", rev]);
}

/** The full message of a commit. */
export function messageOf(repo: string, rev: string): string {
  return git(repo, ["log", "-1", "--format=%B", rev]);
}

/** The {@link GitError} a promise rejects with; throws when it resolves or rejects with anything else. */
export async function caught(promise: Promise<unknown>): Promise<GitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GitError) return error;
    throw error;
  }
  throw new Error("expected a GitError");
}

/**
 * A wrapper around this machine's git, `<root>/<name>-git`, that appends one line a process to
 * `<root>/<name>.log` (its arguments, each ended by a unit separator, 0x1f) and runs the real git;
 * with `trace`, git's own event trace (GIT_TRACE2_EVENT, one JSON object a line) goes there too.
 * Returns the wrapper's and the log's paths.
 */
export function countingGit(root: string, name: string, trace?: string): { file: string; log: string } {
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const log = join(root, `${name}.log`);
  const file = join(root, `${name}-git`);
  const traced = trace === undefined ? "" : `GIT_TRACE2_EVENT='${trace}' `;
  // One write per call: git processes started at once must not interleave their lines.
  writeFileSync(file, `#!/bin/sh\nline=$(printf '%s\\037' "$@")\nprintf '%s\\n' "$line" >> '${log}'\n${traced}exec '${real}' "$@"\n`);
  chmodSync(file, 0o755);
  writeFileSync(log, "");
  return { file, log };
}

/** git's subcommand in a line {@link countingGit} logged: the first argument that is not an option of git's own. */
export function subcommandOf(line: string): string {
  const args = line.split("\x1f");
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "-c") i++;
    else if (!arg.startsWith("-")) return arg;
  }
  return "?";
}
