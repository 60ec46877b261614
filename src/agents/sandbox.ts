/**
 * The sandbox every agent process and the verify command run in (design contract: "GitHub side",
 * the sandbox). With `sandbox: bubblewrap` (the default) each process runs under bubblewrap
 * (`src/agents/bubblewrap.ts`): its own PID namespace, so everything it starts, detached or not,
 * dies with it; no process of the action visible; no way to gain root; the runner's own files out
 * of reach; with `network: allowlist` (the default) a network namespace of its own whose only way
 * out is the egress proxy (`egress-proxy.ts`). `sandbox: none` runs the processes as they are, on
 * the runner's network, an explicit opt-out the tracking comment shows. There is no fallback: a
 * sandbox (or its proxy) that cannot start fails the run at preflight.
 */
import { readlinkSync } from "node:fs";
import { dirname, isAbsolute, normalize } from "node:path";
import * as z from "zod";
import type { RefusedHost } from "../core/ports.js";
import type { ModelRoute, NetworkMode, NetworkSettings } from "./egress.js";
import { terminateGroup } from "./process-group.js";

/** The values of the `sandbox` input. */
export const SANDBOX_MODES = ["bubblewrap", "none"] as const;
/** One of {@link SANDBOX_MODES}. */
export type SandboxMode = (typeof SANDBOX_MODES)[number];
/** Input `sandbox` (the action's and the CLI's): one of {@link SANDBOX_MODES}, default `bubblewrap`. */
export const SandboxInput = z.enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");

/**
 * The `sandbox-writable` input: absolute paths separated by commas or new lines; blanks and
 * duplicates dropped, each path normalized (no `.`, `..`, `//` or trailing `/`).
 * Errors name the first entry that is not an absolute path.
 */
export const SandboxWritableInput = z.string().transform((text, ctx) => {
  const paths: string[] = [];
  for (const entry of text.split(/[,\r\n]/)) {
    const path = entry.trim();
    if (path === "") continue;
    if (!isAbsolute(path) || path.includes("\0")) {
      ctx.addIssue({
        code: "custom",
        message: `must list absolute paths, separated by commas or new lines (${JSON.stringify(path)} is not)`,
      });
      return z.NEVER;
    }
    const normal = normalize(path).replace(/(.)\/+$/, "$1");
    if (!paths.includes(normal)) paths.push(normal);
  }
  return paths;
});

/** Folders of the runner the agent must not see. */
export interface HiddenFolders {
  /** Hidden, but a folder named inside them (`sandbox-writable`, `CODEX_HOME`) is bound back: the runner's temp folder. */
  temp: readonly string[];
  /** Hidden whole, nothing inside ever bound back: the runner's file-command folders and its own install folder. */
  sealed: readonly string[];
}

/** The sandbox as the inputs and the runner describe it. */
export interface SandboxSettings {
  /** Input `sandbox`. */
  mode: SandboxMode;
  /** Input `sandbox-writable`: absolute folders bound writable (created when missing). */
  writable: readonly string[];
  /** What the agent must not see ({@link runnerHiddenFolders}). */
  hidden: HiddenFolders;
  /** Inputs `network` and `allowed-domains` (with the preset's model API hosts added by preflight). */
  network: NetworkSettings;
}

/** Where a CLI keeps its own configuration and session files: the sandbox keeps them reachable and writable. */
export interface CliConfiguration {
  /** Entries of the user's `HOME`, e.g. `.claude`: a folder is bound writable into the per-run `HOME`, a file is copied there. */
  home: readonly string[];
  /** Absolute folders the agent's environment names, e.g. `CODEX_HOME`: bound writable where they are. */
  paths: readonly { variable: string; path: string }[];
}

/** No configuration to keep (`agent: command`). */
export const NO_CONFIGURATION: CliConfiguration = { home: [], paths: [] };

/** One process as the sandbox starts it: spawn `file` with `args` and exactly `env`, cwd = the workspace. */
export interface SandboxedCommand {
  file: string;
  args: string[];
  env: Record<string, string>;
}

/** Runs commands in the run's sandbox and ends them. */
export interface Sandbox {
  readonly mode: SandboxMode;
  /** One line for the job log: what the sandbox is, what is writable, what hidden. */
  describe(): string;
  /**
   * The command line that runs `file args` in the sandbox, with `env` (bubblewrap: `HOME` is the
   * per-run one). `writable`: folders this process may also write (absolute; the round's folder).
   */
  command(file: string, args: readonly string[], env: Record<string, string>, writable?: readonly string[]): SandboxedCommand;
  /**
   * Ends a process started from {@link command} (the leader of its own process group, `pid`) and
   * everything it started, SIGTERM first and SIGKILL `graceMs` later; resolves once all of it is
   * gone (bounded wait). Never rejects.
   */
  terminate(pid: number, graceMs: number): Promise<void>;
  /** `allowlist`: the processes reach only the allowed hosts, through the egress proxy; `open`: the runner's network. */
  readonly network: NetworkMode;
  /** The hosts the processes were refused since the last call, with counts (see `EgressProxy.takeRefusals`); [] on an open network. */
  takeRefusals(): RefusedHost[];
  /** Stops what the sandbox runs for the whole run (the egress proxy). Never rejects. */
  close(): Promise<void>;
}

/**
 * `sandbox: none`: the command as it is, on the runner's network whatever `network` says (there is
 * no namespace to restrict it in); ends its process group. A process that leaves the group
 * (`setsid`) escapes.
 */
export const NO_SANDBOX: Sandbox = {
  mode: "none",
  describe: () => "none: the agent and the verify command run without a sandbox (sandbox: none), on the runner's network",
  command: (file, args, env) => ({ file, args: [...args], env: { ...env } }),
  terminate: (pid, graceMs) => terminateGroup(pid, graceMs),
  network: "open",
  takeRefusals: () => [],
  close: async () => {},
};

/** What `openSandbox` (`index.ts`) prepares the run's sandbox from. */
export interface SandboxRequest extends SandboxSettings {
  /** The workspace root: writable, and the cwd. */
  workspace: string;
  /** The run's folder outside the workspace; the per-run `HOME` is made in it. */
  runDir: string;
  /** The agent's environment: its `PATH` finds `bwrap`, its `HOME` holds the CLI's configuration. */
  env: Record<string, string>;
  /** The preset CLI's configuration to keep ({@link NO_CONFIGURATION} for `agent: command`). */
  configuration: CliConfiguration;
  /** The model API whose key the egress proxy holds (`agent-secrets`, `network: allowlist` only); null for none. */
  model: ModelRoute | null;
  /**
   * The action's own environment (never the agent's): `TMPDIR` for the proxy's folder, `PATH` for
   * `bwrap` and the tools that install it, the runner's kind (`RUNNER_ENVIRONMENT`, `ImageOS`).
   */
  hostEnv: NodeJS.ProcessEnv;
  /** Receives what setting the sandbox up did (installing bubblewrap on a GitHub-hosted runner), for the job log. */
  onOutput: (line: string) => void;
}

/** Names of the runner's file-command variables: files the runner reads back after the step. */
const FILE_COMMANDS = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];

/**
 * The runner's folders the agent must not see: `RUNNER_TEMP` (the run's own folder, the event
 * payload and the file commands live there on GitHub's runners), the folders of the file-command
 * files (`GITHUB_OUTPUT`, … wherever a runner puts them), and the runner's own install folder
 * (its credentials and logs), found from the parent process when it is `Runner.Worker`.
 * @param env the action's environment
 * @param parentExecutable the parent process's executable (default: read from `/proc`); null when unknown
 */
export function runnerHiddenFolders(env: NodeJS.ProcessEnv, parentExecutable: string | null = readParentExecutable()): HiddenFolders {
  const absolute = (path: string | undefined): path is string => path !== undefined && isAbsolute(path);
  const temp = [env.RUNNER_TEMP].filter(absolute);
  const sealed = FILE_COMMANDS.map((name) => env[name])
    .filter(absolute)
    .map((file) => dirname(file));
  // <root>/bin/Runner.Worker: the root holds .runner, .credentials and _diag.
  if (parentExecutable !== null && /\/bin\/Runner\.Worker$/.test(parentExecutable)) sealed.push(dirname(dirname(parentExecutable)));
  return { temp, sealed: [...new Set(sealed)] };
}

function readParentExecutable(): string | null {
  try {
    return readlinkSync(`/proc/${process.ppid}/exe`);
  } catch {
    return null;
  }
}
