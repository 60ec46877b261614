/**
 * The only place that runs git (design contract: "GitHub side").
 *
 * git runs from the absolute path resolved at the start of the run, never looked up on
 * `PATH` again, and gets only the part of `PATH` the agent cannot write (see
 * `git-program.ts`). Every command runs with `core.quotepath=off` (paths come back as UTF-8,
 * not octal escapes), `GIT_TERMINAL_PROMPT=0` (a missing credential fails instead of hanging the
 * run) and the C locale (so the few messages we parse are stable). The token, when one is
 * configured, is passed to the network commands only, as command-scope configuration in
 * the environment — never in `.git/config`, never in argv (where `ps` would show it),
 * never in an error message.
 */
import type { ArrivedCommit } from "../core/ports.js";
import { isForbiddenAgentEnvName } from "../core/withheld.js";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { getExecOutput } from "@actions/exec";
import type { GitProgram } from "./git-program.js";

/** Why a git operation failed; `failed` unless the workspace recognised the cause. */
export type GitFailureReason =
  /** A command exited non-zero for any other reason. */
  | "failed"
  /** The local branch and the remote branch have both moved on since they parted. */
  | "diverged"
  /** Transport-relevant git configuration changed during the run; a fetch with the token was refused. */
  | "config-changed"
  /** The workspace had uncommitted changes before the run started. */
  | "dirty"
  /** Processes the agent left running could not be stopped, so no command with the token was run. */
  | "agent-alive"
  /** A needed ref or remote does not exist (e.g. the base branch). */
  | "missing-ref";

/**
 * A git command or a workspace check failed.
 * `command` is the command line with every secret redacted; `exitCode` is null when the
 * failure is a check of ours rather than a command's exit status; `stderrTail` is the last
 * part of the command's stderr, redacted.
 */
export class GitError extends Error {
  override readonly name = "GitError";
  readonly command: string;
  readonly exitCode: number | null;
  readonly stderrTail: string;
  readonly reason: GitFailureReason;

  constructor(message: string, details: { command: string; exitCode: number | null; stderrTail: string; reason?: GitFailureReason }) {
    super(message);
    this.command = details.command;
    this.exitCode = details.exitCode;
    this.stderrTail = details.stderrTail;
    this.reason = details.reason ?? "failed";
  }
}

/** What a git command printed and how it exited. */
export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Options of one {@link Git.run} call. */
export interface GitRunOptions {
  /** Return a non-zero exit instead of throwing. */
  allowFailure?: boolean;
  /**
   * The URL a network command talks to: the token (if any) is attached for exactly this
   * URL, and hooks are disabled so no repository-controlled code sees it.
   */
  networkUrl?: string;
  /** Text written to stdin. */
  input?: string;
  /** Extra environment for this command. */
  env?: Record<string, string>;
  /** Receives stdout's bytes as they come (the result's `stdout` is the same output decoded as UTF-8, which binary content does not survive). */
  onStdout?: (chunk: Buffer) => void;
}

/** Options of a {@link Git} instance. */
export interface GitOptions {
  /** The git to run and the `PATH` it gets (from `resolveGitProgram`). */
  program: GitProgram;
  /** A GitHub token for HTTP(S) remotes; null or empty: rely on the user's own credentials. */
  token?: string | null;
  /**
   * Environment added to every command, e.g. the run's marker `RALPH_RUN_ID`, so that a program
   * the agent configured git to start (a clean filter, a merge driver) is marked as the run's too.
   */
  env?: Readonly<Record<string, string>>;
  /**
   * Awaited immediately before each network command (fetch, ls-remote, push), with the command's
   * arguments; its value is ignored. E.g. stops what the agent left running and checks the
   * transport configuration. A rejection refuses the command (its error is thrown as is), so
   * nothing is sent.
   */
  beforeNetwork?: (args: readonly string[]) => Promise<unknown>;
  /**
   * The working tree every command uses (`--work-tree`), so that a `core.worktree` the agent
   * wrote cannot point the bot's `git add` at files outside the workspace.
   */
  workTree?: string;
  /**
   * The git directory every command uses (`--git-dir`), so that a `.git` file the agent wrote
   * (`gitdir: <elsewhere>`) cannot hand the bot's commands another repository and its configuration.
   */
  gitDir?: string;
  /**
   * The global configuration file git reads (`GIT_CONFIG_GLOBAL`): a private copy the agent
   * cannot edit, so that nothing it writes to `~/.gitconfig` (trace2 targets, filters, URL
   * rewrites) reaches the bot's commands.
   */
  globalConfig?: string;
  /** How network commands that failed on a transient transport failure are retried (default: see {@link TransportRetry}). */
  retry?: TransportRetry;
}

/**
 * How a network command (fetch, ls-remote, push) that failed on a transient transport failure
 * (see {@link transientTransportFailure}: a 5xx answer, a reset, refused or timed-out connection)
 * is run again, as the GitHub client waits out GitHub's outages (`createClient`): after 1 s, 2 s,
 * 4 s … (`baseMs` doubling, at most 30 s a wait) until the command has waited `patience()` ms since
 * it first failed; then its last result stands. Every other failure (an HTTP 4xx, a refusal by the
 * remote, a rejected ref) is not retried.
 */
export interface TransportRetry {
  /** How long one command may keep retrying, in ms, asked when it first fails (e.g. the run's time left); default 10 min. */
  patience?: () => number;
  /** The first wait, in ms (default 1000). */
  baseMs?: number;
  /** Aborted to retry no more (e.g. the runner cancels the job): a wait ends at once, and the last result stands. */
  signal?: AbortSignal;
  /** Where each retry and giving up is told, in words (e.g. the job log). */
  log?: (message: string) => void;
}

/** Default {@link TransportRetry.patience}: 10 minutes, as the GitHub client's. */
const DEFAULT_RETRY_PATIENCE_MS = 10 * 60_000;

/** The longest single wait between tries of a network command, in ms. */
const MAX_RETRY_WAIT_MS = 30_000;

/** Who a commit is by: the author, and the committer of the commits the bot makes or rewrites. */
export interface GitIdentity {
  name: string;
  email: string;
}

/** A failed rebase, already aborted. */
export interface RebaseConflict {
  /** The paths git could not merge (empty when the rebase could not even start). */
  files: string[];
  /** git's own last lines, redacted. */
  message: string;
}

/** How much of stderr an error carries. */
const STDERR_TAIL_CHARS = 2000;

/** How much of what a remote said about a refused push is quoted. */
const PUSH_FAILURE_CHARS = 1500;

/**
 * A hooks directory that cannot exist, so network commands run no hooks: hook scripts
 * (and `core.hooksPath` targets such as `.husky/`) live in files the agent can edit, and a
 * hook started by push would inherit the token.
 */
const NO_HOOKS_PATH = process.platform === "win32" ? "NUL" : "/dev/null";

/** The `Authorization` header value GitHub accepts for a token over git smart HTTP. */
export function basicAuthHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}

/**
 * The URL as git's `http.<url>.*` matching sees it, minus any password: keeping the
 * user name keeps our key at least as specific as any persisted key for the same URL.
 */
export function configUrlKey(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === "") return url;
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Whether git reaches this URL over HTTP(S) (where a token header applies). */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Replace every known secret, and any password inside a URL, with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  // A remote URL may carry credentials of its own (`https://user:pass@host/…`).
  return out.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*):[^@\s/]*@/gi, "$1:***@");
}

/** Commands that expose nothing beyond their name and arguments are shown in full. */
function describe(args: readonly string[]): string {
  return ["git", ...args].map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(" ");
}

/**
 * git bound to one working directory.
 * Methods throw {@link GitError} on failure unless stated otherwise.
 */
export class Git {
  readonly dir: string;
  readonly #program: GitProgram;
  readonly #token: string | null;
  readonly #secrets: string[];
  readonly #env: Readonly<Record<string, string>>;
  readonly #beforeNetwork: ((args: readonly string[]) => Promise<unknown>) | undefined;
  readonly #workTree: string | undefined;
  readonly #gitDir: string | undefined;
  readonly #globalConfig: string | undefined;
  readonly #retry: TransportRetry;

  constructor(dir: string, options: GitOptions) {
    this.dir = dir;
    this.#retry = options.retry ?? {};
    this.#workTree = options.workTree;
    this.#gitDir = options.gitDir;
    this.#globalConfig = options.globalConfig;
    this.#program = options.program;
    this.#env = options.env ?? {};
    this.#beforeNetwork = options.beforeNetwork;
    this.#token = options.token !== undefined && options.token !== null && options.token !== "" ? options.token : null;
    this.#secrets = this.#token === null ? [] : [this.#token, basicAuthHeader(this.#token).slice("AUTHORIZATION: basic ".length)];
  }

  /** Whether a token is attached to network commands. */
  get hasToken(): boolean {
    return this.#token !== null;
  }

  /** Redact this instance's secrets from a text meant for people (logs, errors). */
  redact(text: string): string {
    return redact(text, this.#secrets);
  }

  /**
   * Run `git <args>` in the directory. Throws {@link GitError} on a non-zero exit unless
   * `allowFailure` is set; nothing is echoed to the log. A network command (`networkUrl` set)
   * runs only once the `beforeNetwork` hook resolved; its rejection is thrown unchanged.
   */
  async run(args: readonly string[], options: GitRunOptions = {}): Promise<GitResult> {
    // No hooks, no fsmonitor and no alternate-refs command on any command: all are programs the
    // agent can set up in files it may edit, and the bot's git commands must not run the agent's
    // code for it. (An empty alternate-refs command cannot be started, and git then reads no
    // alternate refs.) The workspace restores `.git/config` before its commands anyway (see
    // `git-dir-guard.ts`); these hold even for what that misses.
    const argv = [
      "-c",
      "core.quotepath=off",
      "-c",
      `core.hooksPath=${NO_HOOKS_PATH}`,
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.alternateRefsCommand=",
      // Looking into a submodule's working tree (status, add -A, commit, rebase's clean-tree
      // check) runs git there, with that submodule's own configuration, which the agent can
      // write and the workspace does not restore (its filters would run). The bot never needs
      // it: a submodule's new commit is still staged and committed.
      "-c",
      "diff.ignoreSubmodules=all",
    ];
    // `-c core.worktree=…` would not do: git reads core.worktree from the repository's file only.
    if (this.#workTree !== undefined) argv.unshift(`--work-tree=${this.#workTree}`);
    if (this.#gitDir !== undefined) argv.unshift(`--git-dir=${this.#gitDir}`);
    if (options.networkUrl !== undefined) {
      // A fetch may start `git maintenance` / `gc --auto` detached, which would outlive the
      // command with the token in its environment, for a later round's process to read.
      argv.push("-c", "gc.auto=0", "-c", "maintenance.auto=false");
    }
    argv.push(...args);
    const env = this.#environment(options);
    let result: GitResult;
    let giveUpAt: number | null = null;
    for (let attempt = 0; ; attempt++) {
      if (options.networkUrl !== undefined) await this.#beforeNetwork?.(args);
      result = await this.#exec(args, argv, env, options);
      if (options.networkUrl === undefined || result.exitCode === 0) break;
      const trouble = transientTransportFailure(`${result.stdout}\n${result.stderr}`);
      if (trouble === null) break;
      giveUpAt ??= Date.now() + (this.#retry.patience?.() ?? DEFAULT_RETRY_PATIENCE_MS);
      const waitMs = Math.min((this.#retry.baseMs ?? 1000) * 2 ** attempt, MAX_RETRY_WAIT_MS, giveUpAt - Date.now());
      const what = `git ${args[0] ?? ""} failed (${trouble})`;
      if (waitMs <= 0) {
        this.#retry.log?.(`${what}; giving up: the run cannot wait longer`);
        break;
      }
      if (this.#retry.signal?.aborted !== true) this.#retry.log?.(`${what}; retrying in ${inWords(waitMs)}`);
      if (!(await waited(waitMs, this.#retry.signal))) {
        this.#retry.log?.(`${what}; not retried: the run is being cancelled`);
        break;
      }
    }
    if (result.exitCode !== 0 && options.allowFailure !== true) throw this.commandError(args, result);
    return result;
  }

  /** One run of git with the full `argv` (`args` names it in errors). @throws GitError when git cannot be started. */
  async #exec(args: readonly string[], argv: readonly string[], env: Record<string, string>, options: GitRunOptions): Promise<GitResult> {
    try {
      return await getExecOutput(this.#program.file, [...argv], {
        cwd: this.dir,
        env,
        silent: true,
        ignoreReturnCode: true,
        ...(options.input !== undefined ? { input: Buffer.from(options.input, "utf8") } : {}),
        ...(options.onStdout !== undefined ? { listeners: { stdout: options.onStdout } } : {}),
      });
    } catch (error) {
      // git itself could not be started (not installed, cwd missing).
      const why = error instanceof Error ? error.message : String(error);
      throw new GitError(this.redact(`could not run ${describe(args)}: ${why}`), {
        command: this.redact(describe(args)),
        exitCode: null,
        stderrTail: "",
      });
    }
  }

  /** A {@link GitError} for a finished command, redacted, with an optional leading explanation. */
  commandError(args: readonly string[], result: GitResult, explanation?: string, reason?: GitFailureReason): GitError {
    const command = this.redact(describe(args));
    const stderrTail = this.redact(result.stderr.trim().slice(-STDERR_TAIL_CHARS));
    const last = lastLines(stderrTail, 3);
    const base = `${command} exited with code ${result.exitCode}${last !== "" ? `: ${last}` : ""}`;
    return new GitError(explanation !== undefined ? `${explanation} (${base})` : base, {
      command,
      exitCode: result.exitCode,
      stderrTail,
      ...(reason !== undefined ? { reason } : {}),
    });
  }

  /** The commit a revision names (40 hex chars). Throws when it does not exist. */
  async revParse(rev: string): Promise<string> {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw new GitError(`git could not find the commit "${rev}"`, {
        command: describe(["rev-parse", "--verify", rev]),
        exitCode: result.exitCode,
        stderrTail: this.redact(result.stderr.trim().slice(-STDERR_TAIL_CHARS)),
        reason: "missing-ref",
      });
    }
    return result.stdout.trim();
  }

  /** The commit a revision names, or null when it does not exist. */
  async tryRevParse(rev: string): Promise<string | null> {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  /** The tree a revision names (40 hex chars). */
  async treeOf(rev: string): Promise<string> {
    return (await this.run(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`])).stdout.trim();
  }

  /** The checkout's git directory, absolute (in a linked worktree: the worktree's own). */
  async gitDir(): Promise<string> {
    return (await this.run(["rev-parse", "--absolute-git-dir"])).stdout.trim();
  }

  /** The short name of the checked-out branch, or null in detached HEAD. */
  async currentBranch(): Promise<string | null> {
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  /**
   * `git status --porcelain` entries (one per changed or untracked path, ignored files
   * excluded), e.g. `?? new.txt`. Empty when the tree is clean.
   */
  async statusPorcelain(): Promise<string[]> {
    const result = await this.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
    // With -z a rename carries its source path as an extra NUL-separated field.
    const entries: string[] = [];
    const fields = result.stdout.split("\0");
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] ?? "";
      if (field === "") continue;
      entries.push(field);
      if (field[0] === "R" || field[0] === "C") i++;
    }
    return entries;
  }

  /** The fetch URL of a remote (after `insteadOf` rewriting). Throws when the remote does not exist. */
  async remoteUrl(remote: string): Promise<string> {
    const result = await this.run(["remote", "get-url", "--", remote], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw this.commandError(["remote", "get-url", remote], result, `the repository has no "${remote}" remote`, "missing-ref");
    }
    return result.stdout.trim();
  }

  /** The remote's branch heads among `branches`, by name (branches that do not exist are absent). */
  async lsRemoteHeads(url: string, branches: readonly string[]): Promise<Map<string, string>> {
    const result = await this.run(["ls-remote", "--heads", "--", url, ...branches.map((b) => `refs/heads/${b}`)], { networkUrl: url });
    const heads = new Map<string, string>();
    for (const line of result.stdout.split("\n")) {
      const [sha, ref] = line.split("\t");
      // ls-remote patterns match ref-name tails, so keep exact names only.
      if (sha === undefined || ref === undefined || !ref.startsWith("refs/heads/")) continue;
      const name = ref.slice("refs/heads/".length);
      if (branches.includes(name)) heads.set(name, sha);
    }
    return heads;
  }

  /** Fetch explicit refspecs from a URL (no tags). Works in shallow repositories. */
  async fetch(url: string, refspecs: readonly string[]): Promise<void> {
    await this.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, ...refspecs], { networkUrl: url });
  }

  /** `git checkout <args>` (quietly). */
  async checkout(args: readonly string[]): Promise<void> {
    await this.run(["checkout", "--quiet", ...args]);
  }

  /**
   * Stage every change in the tree, respecting `.gitignore` (`git add -A`), except the
   * paths in `excluded` (taken literally, relative to the top directory).
   */
  async addAll(excluded: readonly string[] = []): Promise<void> {
    await this.run(["add", "--all", "--", ".", ...excluded.map((path) => `:(top,exclude,literal)${path}`)]);
  }

  /** Whether the index differs from HEAD. */
  async hasStagedChanges(): Promise<boolean> {
    // The index against HEAD only (no working tree is looked at), submodules' new commits included.
    const result = await this.run(["diff", "--cached", "--quiet", "--no-ext-diff", "--ignore-submodules=none"], { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(["diff", "--cached", "--quiet"], result);
  }

  /** Whether the trees of two commits differ (`git diff --quiet a b`). */
  async treesDiffer(from: string, to: string): Promise<boolean> {
    const args = ["diff", "--quiet", "--no-ext-diff", "--no-textconv", from, to, "--"];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(args, result);
  }

  /**
   * Commit the index with `identity` as author and committer (passed per command, never
   * written to config) and the message verbatim apart from surrounding white space.
   * Hooks and signing are skipped: the bot's commit records exactly what the round left,
   * and a hook or a signing prompt must not block or alter it.
   */
  async commit(message: string, identity: GitIdentity): Promise<void> {
    await this.run(
      [
        "-c",
        `user.name=${identity.name}`,
        "-c",
        `user.email=${identity.email}`,
        "commit",
        "--quiet",
        "--no-verify",
        "--no-gpg-sign",
        // Called only with something to commit: with submodules ignored, git would not count a
        // submodule's new commit as a change by itself.
        "--allow-empty",
        // Keep lines starting with '#' (e.g. "#42"): the default cleanup would drop them.
        "--cleanup=whitespace",
        "--file=-",
      ],
      // The environment outranks configuration, so inherited GIT_AUTHOR_*/GIT_COMMITTER_* cannot win.
      { input: message, env: { ...authorEnv(identity), ...committerEnv(identity) } },
    );
  }

  /**
   * Make a commit of `tree` on `parent` with `identity` as author and committer and the
   * message verbatim, without touching the index, the tree or any ref. Returns its sha.
   */
  async commitTree(tree: string, parent: string, message: string, identity: GitIdentity): Promise<string> {
    const result = await this.run(["commit-tree", "--no-gpg-sign", "-p", parent, "-F", "-", tree], {
      input: `${message}\n`,
      env: { ...authorEnv(identity), ...committerEnv(identity) },
    });
    return result.stdout.trim();
  }

  /** The tree the index holds, written to the object store (`git write-tree`); throws while the index has unmerged entries. */
  async writeTree(): Promise<string> {
    return (await this.run(["write-tree"])).stdout.trim();
  }

  /** The empty tree's id (in this repository's hash). */
  async emptyTree(): Promise<string> {
    return (await this.run(["mktree"], { input: "" })).stdout.trim();
  }

  /** The commits the local and remote-tracking branches point at, each once (for {@link Git.buildsOn}). */
  async branchTips(): Promise<string[]> {
    const result = await this.run(["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]);
    return [...new Set(result.stdout.split("\n").filter((sha) => sha !== ""))];
  }

  /**
   * The commit `head`'s work builds on: the newest commit on its first-parent line that `known`
   * (commits, e.g. {@link Git.branchTips} taken earlier) reach; `head` itself when they reach it.
   * Null when no commit of that line is known (it starts from a root of its own, or from the edge
   * of a shallow clone).
   */
  async buildsOn(head: string, known: readonly string[]): Promise<string | null> {
    const input = [head, ...known.map((sha) => `^${sha}`)].join("\n") + "\n";
    const result = await this.run(["rev-list", "--first-parent", "--stdin"], { input });
    const unknown = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown.at(-1);
    return oldest === undefined ? head : this.tryRevParse(`${oldest}^1`);
  }

  /**
   * Merge tree `theirs` into tree `ours` against tree `base` without touching the index, the
   * working tree or any ref; returns the merged tree and the paths where both sides changed the
   * same file (`both`). Where only one side changed a path, its change is taken (git's trivial
   * merges, `read-tree -m --aggressive`); where both changed a regular file, its lines are merged
   * (`git merge-file`) and, where they overlap, `theirs` wins (`--theirs`); any other path both
   * changed (a binary file, a symbolic link, a gitlink, one side's deletion, both adding it) takes
   * `theirs` whole, or is deleted when `theirs` deleted it. `scratch` is a folder for temporary
   * files that no one else writes (a temporary index and the three versions of a file).
   * @throws GitError when a git command fails (e.g. a path that is a file on one side and a folder on the other).
   */
  async mergeTrees(base: string, ours: string, theirs: string, scratch: string): Promise<{ tree: string; both: string[] }> {
    const folder = await mkdtemp(join(scratch, "merge-"));
    const env = { GIT_INDEX_FILE: join(folder, "index") };
    try {
      await this.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
      const stages = new Map<string, Map<number, { mode: string; sha: string }>>();
      // `<mode> <sha> <stage>\t<path>`, NUL-terminated.
      for (const entry of (await this.run(["ls-files", "-u", "-z"], { env })).stdout.split("\0")) {
        const match = /^(\d+) ([0-9a-f]+) ([123])\t(.+)$/s.exec(entry);
        if (match === null) continue;
        const [, mode = "", sha = "", stage = "", path = ""] = match;
        stages.set(path, (stages.get(path) ?? new Map()).set(Number(stage), { mode, sha }));
      }
      const lines: string[] = [];
      for (const [path, byStage] of stages) {
        const [older, mine, other] = [byStage.get(1), byStage.get(2), byStage.get(3)];
        // Mode 0 takes every stage of the path out of the index first.
        lines.push(`0 ${"0".repeat(other?.sha.length ?? mine?.sha.length ?? 40)}\t${path}`);
        if (other === undefined) continue;
        const merged =
          older !== undefined && mine !== undefined && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode))
            ? await this.#mergeFile(folder, older.sha, mine.sha, other.sha)
            : null;
        lines.push(`${other.mode} ${merged ?? other.sha} 0\t${path}`);
      }
      if (lines.length > 0)
        await this.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
      return { tree: (await this.run(["write-tree"], { env })).stdout.trim(), both: [...stages.keys()] };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The blob of `git merge-file --theirs` of three blobs (`mine` changed as `other` changed it, `other` winning where they overlap); null when git cannot merge them (e.g. binary). */
  async #mergeFile(folder: string, older: string, mine: string, other: string): Promise<string | null> {
    const files = { mine: join(folder, "mine"), older: join(folder, "older"), other: join(folder, "other") };
    for (const [name, sha] of [
      ["mine", mine],
      ["older", older],
      ["other", other],
    ] as const) {
      const chunks: Buffer[] = [];
      await this.run(["cat-file", "blob", sha], { onStdout: (chunk) => chunks.push(chunk) });
      await writeFile(files[name], Buffer.concat(chunks));
    }
    // Writes the result into `mine`; a negative status (255) is an error such as a binary file.
    const result = await this.run(["merge-file", "--theirs", "--quiet", files.mine, files.older, files.other], { allowFailure: true });
    if (result.exitCode < 0 || result.exitCode > 127) return null;
    return (await this.run(["hash-object", "-w", "--no-filters", "--", files.mine])).stdout.trim();
  }

  /**
   * Rebase the checked-out branch onto `upstream` (its commits that `upstream` already
   * holds are left out), with `identity` as committer; the commits keep their authors.
   * Options the agent may have configured (autosquash, autostash, signing, the apply
   * backend) are overridden. Returns null on success; on failure the rebase is aborted,
   * so the branch and the tree are as before.
   */
  async rebase(upstream: string, identity: GitIdentity): Promise<RebaseConflict | null> {
    const args = [
      "-c",
      "rebase.updateRefs=false",
      "rebase",
      "--merge",
      "--no-autosquash",
      "--no-autostash",
      "--no-gpg-sign",
      "--quiet",
      upstream,
    ];
    // An editor must never be waited for: nothing here is interactive.
    const result = await this.run(args, { allowFailure: true, env: { ...committerEnv(identity), GIT_EDITOR: "true" } });
    if (result.exitCode === 0) return null;
    const files = await this.unmergedPaths();
    // Fails harmlessly ("no rebase in progress") when the rebase refused to start.
    await this.run(["rebase", "--abort"], { allowFailure: true });
    return { files, message: lastLines(this.redact(`${result.stdout}\n${result.stderr}`), 3) };
  }

  /** Paths with unmerged entries in the index (a merge, rebase or cherry-pick stopped on them). */
  async unmergedPaths(): Promise<string[]> {
    const result = await this.run(["diff", "--name-only", "--diff-filter=U", "-z", "--no-ext-diff"]);
    return [...new Set(result.stdout.split("\0").filter((path) => path !== ""))];
  }

  /**
   * The commits in `range` (e.g. `a..b`): the newest `max` of them, oldest first, each
   * with its author's name and the first line of its message.
   */
  async commits(range: string, max: number): Promise<ArrivedCommit[]> {
    const result = await this.run(["log", "--format=%H%x1f%an%x1f%s", `--max-count=${max}`, "--reverse", range, "--"]);
    return result.stdout
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const [sha = "", author = "", subject = ""] = line.split("\x1f");
        return { sha, author, subject };
      });
  }

  /**
   * Fetch `refs/heads/<branch>` from the URL into the ref `into`, forced (the remote's
   * state, whatever it is). Returns the fetched commit, or null (deleting `into`) when the
   * remote has no such branch. Works in shallow repositories.
   */
  async fetchBranch(url: string, branch: string, into: string): Promise<string | null> {
    const args = ["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+refs/heads/${branch}:${into}`];
    const result = await this.run(args, { networkUrl: url, allowFailure: true });
    if (result.exitCode === 0) return this.revParse(into);
    if (!/couldn't find remote ref/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["update-ref", "-d", into]);
    return null;
  }

  /**
   * Push a commit to `refs/heads/<branch>` at the URL, never forced. Returns the raw
   * result (failure allowed) so the caller can tell a moved remote from other failures;
   * see {@link isRejectedAsNonFastForward}.
   */
  async push(url: string, sha: string, branch: string): Promise<GitResult & { args: string[] }> {
    const args = ["push", "--porcelain", "--no-verify", "--", url, `${sha}:refs/heads/${branch}`];
    return { ...(await this.run(args, { networkUrl: url, allowFailure: true })), args };
  }

  /**
   * Write the bundle file `path` of the local branch `branch`, holding the commits that no
   * remote-tracking ref of `remote` reaches (the remote has those, so a clone of it can take
   * the bundle), or the whole branch when every one of its commits is on such a ref.
   */
  async bundle(path: string, branch: string, remote: string): Promise<void> {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path, ref]);
  }

  /**
   * What git and the remote said about a failed {@link Git.push}, for people: the remote's
   * own lines (e.g. a hook's message) and each ref's rejection (e.g. `[remote rejected]
   * (…)`); without a rejection (the transport failed, e.g. an HTTP 403), git's own last error
   * lines too. Redacted; long texts are clipped at the end.
   */
  describePushFailure(result: GitResult): string {
    const remote = result.stderr
      .split("\n")
      .filter((line) => line.startsWith("remote:"))
      .map((line) => line.slice("remote:".length).trim())
      .filter((line) => line !== "");
    // `git push --porcelain` prints one `<flag>\t<from>:<to>\t<summary>` line per ref; `!` is a rejection.
    const rejected = result.stdout
      .split("\n")
      .filter((line) => line.startsWith("!\t"))
      .map((line) => line.split("\t")[2]?.trim() ?? "")
      .filter((summary) => summary !== "");
    const own = rejected.length > 0 ? "" : lastLines(result.stderr.replace(/^remote:.*$/gm, ""), 2);
    const lines = [...remote, ...rejected, ...(own !== "" ? [own] : [])];
    const text = lines.length > 0 ? this.redact(lines.join(" / ")) : lastLines(this.redact(result.stderr), 3);
    return text.length > PUSH_FAILURE_CHARS ? `${text.slice(0, PUSH_FAILURE_CHARS - 1)}…` : text;
  }

  /** Whether `ancestor` is an ancestor of (or equal to) `descendant`. */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const result = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true });
    if (result.exitCode === 0) return true;
    if (result.exitCode === 1) return false;
    throw this.commandError(["merge-base", "--is-ancestor", ancestor, descendant], result);
  }

  /**
   * Every configuration entry git sees (all scopes, includes followed) as `{ key, value }`
   * (key as git prints it: section and name lower-cased), to detect changes made behind
   * the bot's back. A key without a value has `value` null.
   */
  async configEntries(): Promise<Array<{ key: string; value: string | null }>> {
    const result = await this.run(["config", "--list", "--includes", "-z"], { allowFailure: true });
    // Exit 1 without output: there is no configuration at all.
    if (result.exitCode !== 0 && result.stdout === "") return [];
    return result.stdout
      .split("\0")
      .filter((entry) => entry !== "")
      .map((entry) => {
        const newline = entry.indexOf("\n");
        return newline === -1 ? { key: entry, value: null } : { key: entry.slice(0, newline), value: entry.slice(newline + 1) };
      });
  }

  #environment(options: GitRunOptions): Record<string, string> {
    const env: Record<string, string> = {};
    // The action's own secrets (the token input, runtime tokens) never reach git or the
    // programs it may start (clean/smudge filters the agent configured, credential helpers).
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !isForbiddenAgentEnvName(name)) env[name] = value;
    // git starts programs from PATH too (ssh, credential helpers, sh): only from folders the agent cannot write.
    env.PATH = this.#program.path;
    Object.assign(env, this.#env);
    env.GIT_TERMINAL_PROMPT = "0";
    // Git Credential Manager would otherwise open a prompt of its own.
    env.GCM_INTERACTIVE = "never";
    env.LC_ALL = "C";
    if (this.#globalConfig !== undefined) env.GIT_CONFIG_GLOBAL = this.#globalConfig;
    Object.assign(env, options.env);
    const url = options.networkUrl;
    if (this.#token !== null && url !== undefined && isHttpUrl(url)) {
      // Command-scope config through the environment (git >= 2.31): like `-c`, but kept out
      // of argv. The key names the exact URL because git applies the most specific
      // `http.<url>.extraheader` it finds: a generic `http.extraheader` would be ignored next
      // to the `http.https://github.com/.extraheader` that actions/checkout persists. The
      // empty value first clears headers collected from less specific keys, so exactly one
      // Authorization header — ours — is sent.
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start) && start > 0 ? start : 0;
      env[`GIT_CONFIG_KEY_${base}`] = key;
      env[`GIT_CONFIG_VALUE_${base}`] = "";
      env[`GIT_CONFIG_KEY_${base + 1}`] = key;
      env[`GIT_CONFIG_VALUE_${base + 1}`] = basicAuthHeader(this.#token);
      // The header is all git needs: no credential helper runs with the token in its
      // environment (a cache daemon would keep that environment for minutes).
      env[`GIT_CONFIG_KEY_${base + 2}`] = "credential.helper";
      env[`GIT_CONFIG_VALUE_${base + 2}`] = "";
      env.GIT_CONFIG_COUNT = String(base + 3);
    }
    return env;
  }
}

/** The last `count` lines of git's output that say what happened, joined with ` / `. */
function lastLines(text: string, count: number): string {
  // git's "hint:" paragraphs are advice for people at a terminal; the error lines say what happened.
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("hint:"))
    .slice(-count)
    .join(" / ");
}

/** Environment naming the author of the next commit (it outranks any configuration). */
function authorEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email };
}

/** Environment naming the committer of the next commits (it outranks any configuration). */
function committerEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email };
}

/** Whether a push result says the remote branch holds commits we lack (someone else pushed). */
export function isRejectedAsNonFastForward(result: GitResult): boolean {
  const text = `${result.stdout}\n${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text);
}

/** curl's error numbers (as git prints them, `RPC failed; curl <n> …`) for a connection that failed or broke: 7 connect, 18 partial transfer, 28 timeout, 52 empty reply, 55 send, 56 receive, 92 HTTP/2 stream. */
const TRANSIENT_CURL_ERRORS = new Set([7, 18, 28, 52, 55, 56, 92]);

/** What curl (through git) says when a connection failed or broke, wherever in the transfer. */
const TRANSIENT_CONNECTION =
  /Connection reset by peer|Connection refused|Connection timed out|Operation timed out|Empty reply from server|transfer closed with outstanding read data remaining|HTTP\/2 stream \d+ was not closed cleanly|TLS connection was non-properly terminated|SSL_ERROR_SYSCALL/i;

/**
 * Why a network command's output (stdout and stderr) shows a failure that may pass on a retry, in
 * a few words, or null: an HTTP status git reports (`The requested URL returned error: 503`,
 * `RPC failed; HTTP 503`) of 500 or above but 501 (which means the server lacks the service), as
 * `createClient` treats GitHub's answers; without a status, a connection that failed or broke
 * (reset, refused, timed out, closed early: see {@link TRANSIENT_CONNECTION} and
 * {@link TRANSIENT_CURL_ERRORS}). Never for a ref the remote rejected (`[rejected]`,
 * `[remote rejected]`), an HTTP 4xx (authentication, permission, a ruleset), or a name that does not resolve.
 */
export function transientTransportFailure(output: string): string | null {
  if (/\[(remote )?rejected\]/.test(output)) return null;
  const status = /returned error: (\d{3})|RPC failed; HTTP (\d{3})/.exec(output);
  if (status !== null) {
    const code = Number(status[1] ?? status[2]);
    return code >= 500 && code !== 501 ? `the git host answered HTTP ${code}` : null;
  }
  const connection = TRANSIENT_CONNECTION.exec(output)?.[0];
  if (connection !== undefined) return connection;
  const curl = /RPC failed; curl (\d+)/.exec(output);
  return curl !== null && TRANSIENT_CURL_ERRORS.has(Number(curl[1])) ? `curl error ${curl[1]}` : null;
}

/** Waits `ms`; false when `signal` aborted first (or already had). */
async function waited(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted === true) return false;
  try {
    await sleep(ms, undefined, signal !== undefined ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}

/** `250 ms`, `8 s`, `10 min`. */
function inWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 600_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}
