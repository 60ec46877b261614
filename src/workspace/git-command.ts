/** The only place that starts git: its hardened options, environment and token (docs/security.md). */
import { getExecOutput } from "@actions/exec";
import { isForbiddenAgentEnvName } from "../core/withheld.js";
import { commandError, describe, GitError, redact, type FailureAbout, type GitResult } from "./git-error.js";
import type { GitProgram } from "./git-program.js";
import { retryTransient, type TransportRetry } from "./git-retry.js";

export interface GitRunOptions {
  allowFailure?: boolean;
  /** Makes it a network command: the check runs, the token goes to this URL only. */
  networkUrl?: string;
  input?: string;
  env?: Record<string, string>;
  config?: ReadonlyArray<readonly [string, string]>;
  /** Raw bytes: binary does not survive `stdout`'s UTF-8. */
  onStdout?: (chunk: Buffer) => void;
}

export interface GitOptions {
  program: GitProgram;
  token?: string | null;
  /** Added to every command: the run's marker. */
  env?: Readonly<Record<string, string>>;
  beforeNetwork?: (args: readonly string[]) => Promise<unknown>;
  /** Pinned: an agent's `core.worktree` cannot redirect `git add`. */
  workTree?: string;
  /** Pinned: an agent's `.git` file cannot hand over another repository. */
  gitDir?: string;
  commonDir?: string;
  /** `GIT_CONFIG_GLOBAL`: a private copy, out of the agent's reach. */
  globalConfig?: string;
  retry?: TransportRetry;
}

/** No hooks: the agent can edit them, and one started by push would inherit the token. */
const NO_HOOKS_PATH = process.platform === "win32" ? "NUL" : "/dev/null";

export function basicAuthHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}

/** The URL as `http.<url>.*` matches it, password removed. */
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

/** One git command line in one working directory; `Git` adds the verbs. */
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

  get environment(): Record<string, string> {
    return this.#environment({});
  }

  redact(text: string): string {
    return redact(text, this.#secrets);
  }

  /** Throws {@link GitError} on a non-zero exit unless `allowFailure`. */
  async run(args: readonly string[], options: GitRunOptions = {}): Promise<GitResult> {
    // No program the agent can set up runs, even where the restore of `.git/config` misses.
    const argv = [
      "-c",
      "core.quotepath=off",
      "-c",
      `core.hooksPath=${NO_HOOKS_PATH}`,
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.alternateRefsCommand=",
      // A submodule's configuration is the agent's to write and is not restored.
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

  /** @throws GitError when git cannot be started. */
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
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !isForbiddenAgentEnvName(name)) env[name] = value;
    // git starts programs from PATH: only folders the agent cannot write.
    env.PATH = this.#program.path;
    Object.assign(env, this.#env);
    env.GIT_TERMINAL_PROMPT = "0";
    env.GCM_INTERACTIVE = "never";
    env.LC_ALL = "C";
    if (this.#globalConfig !== undefined) env.GIT_CONFIG_GLOBAL = this.#globalConfig;
    Object.assign(env, options.env);
    const url = options.networkUrl;
    if (this.#token !== null && url !== undefined && isHttpUrl(url)) {
      // Not in argv; the exact URL's key outranks a persisted one, the empty value clears others.
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start) && start > 0 ? start : 0;
      env[`GIT_CONFIG_KEY_${base}`] = key;
      env[`GIT_CONFIG_VALUE_${base}`] = "";
      env[`GIT_CONFIG_KEY_${base + 1}`] = key;
      env[`GIT_CONFIG_VALUE_${base + 1}`] = basicAuthHeader(this.#token);
      // A credential helper's cache daemon would keep the token.
      env[`GIT_CONFIG_KEY_${base + 2}`] = "credential.helper";
      env[`GIT_CONFIG_VALUE_${base + 2}`] = "";
      env.GIT_CONFIG_COUNT = String(base + 3);
    }
    return env;
  }
}
