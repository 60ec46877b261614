/** The sandbox every agent process and the verify command run in: bubblewrap by default, or none (docs/security.md). */
import { readlinkSync } from "node:fs";
import { dirname, isAbsolute, normalize } from "node:path";
import * as z from "zod";
import type { RefusedHost } from "../core/ports.js";
import type { ModelRoute, NetworkMode, NetworkSettings } from "./egress.js";
import { terminateGroup } from "./process-group.js";
import type { RunHost } from "./advice.js";

export const SANDBOX_MODES = ["bubblewrap", "none"] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];
/** Input `sandbox`, default `bubblewrap`. */
export const SandboxInput = z.enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");

/** The `sandbox-writable` input: absolute paths separated by commas or new lines, normalized, each once. */
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
  /** Hidden, but a folder named inside is bound back: the runner's temp folder. */
  temp: readonly string[];
  /** Hidden whole: the runner's file-command folders and its install folder. */
  sealed: readonly string[];
}

export interface SandboxSettings {
  mode: SandboxMode;
  writable: readonly string[];
  hidden: HiddenFolders;
  /** With the preset's model API hosts added by preflight. */
  network: NetworkSettings;
}

/** Where a CLI keeps its configuration and sessions: the sandbox keeps them reachable and writable. */
export interface CliConfiguration {
  /** Entries of the user's `HOME`: a folder is bound into the per-run `HOME`, a file copied there. */
  home: readonly string[];
  /** Folders the agent's environment names, e.g. `CODEX_HOME`: bound writable where they are. */
  paths: readonly { variable: string; path: string }[];
}

export const NO_CONFIGURATION: CliConfiguration = { home: [], paths: [] };

/** One process as the sandbox starts it: `file` with `args` and exactly `env`. */
export interface SandboxedCommand {
  file: string;
  args: string[];
  env: Record<string, string>;
}

/** Runs commands in the run's sandbox and ends them. */
export interface Sandbox {
  readonly mode: SandboxMode;
  describe(): string;
  /** The command line that runs `file args` in the sandbox; `writable`: folders this process may also write. */
  command(file: string, args: readonly string[], env: Record<string, string>, writable?: readonly string[]): SandboxedCommand;
  /** Ends `pid`'s process group and everything it started, SIGTERM then SIGKILL; bounded, never rejects. */
  terminate(pid: number, graceMs: number): Promise<void>;
  readonly network: NetworkMode;
  /** The hosts refused since the last call, with counts. */
  takeRefusals(): RefusedHost[];
  /** Stops the egress proxy. Never rejects. */
  close(): Promise<void>;
}

/** `sandbox: none`: the command as it is, on the runner's network; a process that leaves the group escapes. */
export const NO_SANDBOX: Sandbox = {
  mode: "none",
  describe: () => "none: the agent and the verify command run without a sandbox (sandbox: none), on the runner's network",
  command: (file, args, env) => ({ file, args: [...args], env: { ...env } }),
  terminate: (pid, graceMs) => terminateGroup(pid, graceMs),
  network: "open",
  takeRefusals: () => [],
  close: async () => {},
};

/** What `openSandbox` prepares the run's sandbox from. */
export interface SandboxRequest extends SandboxSettings {
  workspace: string;
  /** The per-run `HOME` is made in it. */
  runDir: string;
  /** Its `PATH` finds `bwrap`, its `HOME` holds the CLI's configuration. */
  env: Record<string, string>;
  configuration: CliConfiguration;
  /** The model API whose key the egress proxy holds; null for none. */
  model: ModelRoute | null;
  /** The action's own environment (never the agent's). */
  hostEnv: NodeJS.ProcessEnv;
  /** Where ralph-bot runs: a failure's fix is worded for it. */
  where: RunHost;
  /** Told what setting the sandbox up did, for the job log. */
  onOutput: (line: string) => void;
}

/** The runner's file-command variables: files it reads back after the step. */
const FILE_COMMANDS = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];

/** The runner's folders the agent must not see: `RUNNER_TEMP`, the file commands' folders, the runner's install folder. */
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
