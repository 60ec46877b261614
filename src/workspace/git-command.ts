/** The only place that starts git: the program, its hardened options and environment, the token (docs/security.md). */
import { getExecOutput } from "@actions/exec";
import { isForbiddenAgentEnvName } from "../core/withheld.js";
import { commandError, describe, GitError, redact, type FailureAbout, type GitResult } from "./git-error.js";
import type { GitProgram } from "./git-program.js";
import { retryTransient, type TransportRetry } from "./git-retry.js";

export interface GitRunOptions {
  allowFailure?: boolean;
  /** The URL of a network command: the token is attached for exactly this URL, and the check before it runs. */
  networkUrl?: string;
  input?: string;
  env?: Record<string, string>;
  /** Command-scope configuration (`-c key=value`), e.g. a remote named for this command alone. */
  config?: ReadonlyArray<readonly [string, string]>;
  /** Receives stdout's bytes as they come (binary content does not survive `stdout`'s UTF-8). */
  onStdout?: (chunk: Buffer) => void;
}

export interface GitOptions {
  program: GitProgram;
  token?: string | null;
  /** Added to every command: the run's marker, so what git starts for the agent's configuration is the run's too. */
  env?: Readonly<Record<string, string>>;
  /** Awaited before each network command with its arguments; a rejection refuses it (thrown as is). */
  beforeNetwork?: (args: readonly string[]) => Promise<unknown>;
  /** `--work-tree`: a `core.worktree` the agent wrote cannot point the bot's `git add` elsewhere. */
  workTree?: string;
  /** `--git-dir`: a `.git` file the agent wrote cannot hand the bot another repository. */
  gitDir?: string;
  commonDir?: string;
  /** `GIT_CONFIG_GLOBAL`: a private copy, out of reach of what the agent writes to `~/.gitconfig`. */
  globalConfig?: string;
  retry?: TransportRetry;
}

/** A hooks directory that cannot exist: hooks live in files the agent can edit, and one started by push would inherit the token. */
const NO_HOOKS_PATH = process.platform === "win32" ? "NUL" : "/dev/null";

export function basicAuthHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}

/** The URL as git's `http.<url>.*` matching sees it, minus any password (the user name keeps the key as specific). */
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

export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** One git command line bound to one working directory; `Git` (`git.ts`) adds the verbs. */
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

  get hasToken(): boolean {
    return this.#token !== null;
  }

  get repositoryDirs(): { gitDir: string; commonDir: string } | null {
    return this.#gitDir !== undefined && this.#commonDir !== undefined ? { gitDir: this.#gitDir, commonDir: this.#commonDir } : null;
  }

  /** The environment of a command that is not a network command (no token in it). */
  get environment(): Record<string, string> {
    return this.#environment({});
  }

  redact(text: string): string {
    return redact(text, this.#secrets);
  }

  /** Run `git <args>`; throws {@link GitError} on a non-zero exit unless `allowFailure`. A network command runs after `beforeNetwork`. */
  async run(args: readonly string[], options: GitRunOptions = {}): Promise<GitResult> {
    // No hooks, fsmonitor or alternate-refs command: programs the agent can set up, even where the restore of `.git/config` misses.
    const argv = [
      "-c",
      "core.quotepath=off",
      "-c",
      `core.hooksPath=${NO_HOOKS_PATH}`,
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.alternateRefsCommand=",
      // Never enter a submodule: its own configuration is the agent's to write and is not restored.
      "-c",
      "diff.ignoreSubmodules=all",
    ];
    // git reads core.worktree from the repository's file only: `-c` would not do.
    if (this.#workTree !== undefined) argv.unshift(`--work-tree=${this.#workTree}`);
    if (this.#gitDir !== undefined) argv.unshift(`--git-dir=${this.#gitDir}`);
    if (options.networkUrl !== undefined) {
      // A detached `gc --auto` would outlive the command with the token in its environment.
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

  /** One run of git with the full `argv`. @throws GitError when git cannot be started. */
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
      const why = error instanceof Error ? error.message : String(error);
      throw new GitError(this.redact(`could not run ${describe(args)}: ${why}`), {
        command: this.redact(describe(args)),
        exitCode: null,
        stderrTail: "",
      });
    }
  }

  commandError(args: readonly string[], result: GitResult, about: FailureAbout = {}): GitError {
    return commandError(args, result, (text) => this.redact(text), about);
  }

  #environment(options: GitRunOptions): Record<string, string> {
    const env: Record<string, string> = {};
    // The action's own secrets never reach git or the programs it starts.
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !isForbiddenAgentEnvName(name)) env[name] = value;
    // git starts programs from PATH too: only from folders the agent cannot write.
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
      // Through the environment, out of argv; the exact URL's key outranks a persisted one, and the empty value clears other headers.
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start) && start > 0 ? start : 0;
      env[`GIT_CONFIG_KEY_${base}`] = key;
      env[`GIT_CONFIG_VALUE_${base}`] = "";
      env[`GIT_CONFIG_KEY_${base + 1}`] = key;
      env[`GIT_CONFIG_VALUE_${base + 1}`] = basicAuthHeader(this.#token);
      // No credential helper runs with the token in its environment (a cache daemon keeps it for minutes).
      env[`GIT_CONFIG_KEY_${base + 2}`] = "credential.helper";
      env[`GIT_CONFIG_VALUE_${base + 2}`] = "";
      env.GIT_CONFIG_COUNT = String(base + 3);
    }
    return env;
  }
}
