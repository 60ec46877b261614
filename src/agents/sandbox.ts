/** The sandbox of every agent process and the verify command (docs/security.md, "The sandbox"). */
import { readlinkSync } from "node:fs";
import { dirname, isAbsolute, normalize } from "node:path";
import * as z from "zod";
import type { RefusedHost } from "../core/ports.js";
import type { ModelRoute, NetworkMode, NetworkSettings } from "./egress.js";
import { terminateGroup } from "./process-group.js";
import type { RunHost } from "./advice.js";

export const SANDBOX_MODES = ["bubblewrap", "none"] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];
export const SandboxInput = z.enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");

/** Input `sandbox-writable`: normalized, each once. */
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

export interface HiddenFolders {
  /** A folder named inside is bound back. */
  temp: readonly string[];
  /** Hidden whole. */
  sealed: readonly string[];
}

export interface SandboxSettings {
  mode: SandboxMode;
  writable: readonly string[];
  hidden: HiddenFolders;
  network: NetworkSettings;
}

/** Where a CLI keeps its configuration and sessions, kept writable in the sandbox. */
export interface CliConfiguration {
  /** In the user's `HOME`: a folder is bound into the per-run `HOME`, a file copied. */
  home: readonly string[];
  /** E.g. `CODEX_HOME`: bound writable where they are. */
  paths: readonly { variable: string; path: string }[];
}

export const NO_CONFIGURATION: CliConfiguration = { home: [], paths: [] };

export interface SandboxedCommand {
  file: string;
  args: string[];
  env: Record<string, string>;
}

export interface Sandbox {
  readonly mode: SandboxMode;
  describe(): string;
  /** `writable`: folders this process may also write. */
  command(file: string, args: readonly string[], env: Record<string, string>, writable?: readonly string[]): SandboxedCommand;
  /** SIGTERM then SIGKILL to all `pid` started; bounded, never rejects. */
  terminate(pid: number, graceMs: number): Promise<void>;
  readonly network: NetworkMode;
  /** Since the last call. */
  takeRefusals(): RefusedHost[];
  /** Never rejects. */
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

export interface SandboxRequest extends SandboxSettings {
  workspace: string;
  /** Holds the per-run `HOME`. */
  runDir: string;
  /** `PATH` finds `bwrap`; `HOME` holds the CLI's configuration. */
  env: Record<string, string>;
  configuration: CliConfiguration;
  model: ModelRoute | null;
  /** Never the agent's. */
  hostEnv: NodeJS.ProcessEnv;
  /** Where ralph-bot runs: a failure's fix is worded for it. */
  where: RunHost;
  /** Told what setting the sandbox up did, for the job log. */
  onOutput: (line: string) => void;
}

/** Files the runner reads back after the step. */
const FILE_COMMANDS = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];

/** `RUNNER_TEMP`, the file commands' folders and the runner's install folder. */
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
