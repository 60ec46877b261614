/**
 * The only place that starts git (design contract: "GitHub side").
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
import { getExecOutput } from "@actions/exec";
import { isForbiddenAgentEnvName } from "../core/withheld.js";
import { commandError, describe, GitError, redact, type FailureAbout, type GitResult } from "./git-error.js";
import type { GitProgram } from "./git-program.js";
import { retryTransient, type TransportRetry } from "./git-retry.js";

/** Options of one {@link GitCommand.run} call. */
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
  /** Command-scope configuration (`-c key=value` before the subcommand), e.g. a remote named for this command alone. */
  config?: ReadonlyArray<readonly [string, string]>;
  /** Receives stdout's bytes as they come (the result's `stdout` is the same output decoded as UTF-8, which binary content does not survive). */
  onStdout?: (chunk: Buffer) => void;
}

/** Options of a {@link GitCommand} (and a `Git`). */
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
  /** The checkout's common directory (absolute; the git directory but in a linked worktree), where configuration is read too. */
  commonDir?: string;
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

/**
 * One git command line bound to one working directory: how every command of the bot's git is
 * started (the absolute program, the hardened `-c` options, the environment, the token for network
 * commands only, the check before them, the retries). `Git` (`git.ts`) adds the verbs.
 */
export class GitCommand {
  readonly dir: string;
  readonly #program: GitProgram;
  readonly #token: string | null;
  readonly #secrets: string[];
  readonly #env: Readonly<Record<string, string>>;
  readonly #beforeNetwork: ((args: readonly string[]) => Promise<unknown>) | undefined;
  readonly #workTree: string | undefined;
  readonly #gitDir: string | undefined;
  readonly #commonDir: string | undefined;
  readonly #globalConfig: string | undefined;
  readonly #retry: TransportRetry;

  constructor(dir: string, options: GitOptions) {
    this.dir = dir;
    this.#retry = options.retry ?? {};
    this.#workTree = options.workTree;
    this.#gitDir = options.gitDir;
    this.#commonDir = options.commonDir;
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

  /** The git and common directories every command uses, when given (see {@link GitOptions}). */
  get repositoryDirs(): { gitDir: string; commonDir: string } | null {
    return this.#gitDir !== undefined && this.#commonDir !== undefined ? { gitDir: this.#gitDir, commonDir: this.#commonDir } : null;
  }

  /** The environment a command that is not a network command runs with (no token in it). */
  get environment(): Record<string, string> {
    return this.#environment({});
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
    for (const [key, value] of options.config ?? []) argv.push("-c", `${key}=${value}`);
    argv.push(...args);
    const env = this.#environment(options);
    const once = async (): Promise<GitResult> => {
      if (options.networkUrl !== undefined) await this.#beforeNetwork?.(args);
      return this.#exec(args, argv, env, options);
    };
    const result = options.networkUrl === undefined ? await once() : await retryTransient(args, this.#retry, once);
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
  commandError(args: readonly string[], result: GitResult, about: FailureAbout = {}): GitError {
    return commandError(args, result, (text) => this.redact(text), about);
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
