import type { RunHost } from "../advice.js";
import type { AgentProgram } from "../command.js";
import type { CliConfiguration, Sandbox } from "../sandbox.js";
import type { CheckedCli } from "./cli.js";
import type { CliPackage } from "./install.js";

/** What a preset for a real agent CLI is given. */
export interface PresetSettings {
  /** `agent-command`: extra arguments appended to the CLI's command line; null for none. */
  command: string | null;
  /** Passed as `--model`; null leaves the CLI's default. */
  model: string | null;
  workspace: string;
  /** The agent's environment: the CLI's own configuration comes from here. */
  env: Record<string, string>;
}

export interface PresetPreflight extends PresetSettings {
  sandbox: Sandbox;
  /** Where ralph-bot runs: a failure's fix is worded for it. */
  where: RunHost;
}

/** A model API key variable and how the API takes it: in `header`, as it is or after `Bearer `. */
export interface ModelKey {
  variable: string;
  header: string;
  bearer: boolean;
}

/** A preset's model API, for a proxy that holds its key. */
export interface ModelApi {
  /** The one the environment sets, else the provider's. */
  baseUrl: string;
  baseUrlVariable: string;
  /** In the order the CLI prefers them. */
  keys: readonly ModelKey[];
}

/** A preset (`claude-code`, `codex`, `gemini`): checks its CLI before round 1 and describes each round's process. */
export interface Preset {
  /** The CLI's command and its npm package (`name@version`), installed when missing. */
  cli: CliPackage;
  /** Checks that the CLI is installed, supports the flags used, and gets its credentials. @throws Error with the fix. */
  preflight(settings: PresetPreflight): Promise<CheckedCli>;
  /** Where the CLI keeps its configuration and sessions: the sandbox keeps them reachable and writable. */
  configuration(env: Record<string, string>): CliConfiguration;
  /** The model API hosts the CLI needs under `network: allowlist`; other hosts are the maintainer's to list. */
  hosts(env: Record<string, string>): string[];
  /** The variables the CLI reads its model key from (docs/agents.md): the proxy holds them under `network: allowlist`. */
  keys: readonly ModelKey[];
  /** The CLI's model API; null when its configuration names one the proxy cannot stand in for. */
  modelApi(env: Record<string, string>): ModelApi | null;
  /** The program {@link CommandAgent} runs each round. @throws Error when `agent-command` cannot be split. */
  program(settings: PresetSettings): AgentProgram;
}
