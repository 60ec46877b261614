import type { RunHost } from "../advice.js";
import type { AgentProgram } from "../command.js";
import type { CliConfiguration, Sandbox } from "../sandbox.js";
import type { CheckedCli } from "./cli.js";
import type { CliPackage } from "./install.js";

export interface PresetSettings {
  /** Extra arguments appended to the CLI's command line. */
  command: string | null;
  model: string | null;
  workspace: string;
  /** The CLI's own configuration comes from here. */
  env: Record<string, string>;
}

export interface PresetPreflight extends PresetSettings {
  sandbox: Sandbox;
  /** Where ralph-bot runs: a failure's fix is worded for it. */
  where: RunHost;
}

export interface ModelKey {
  variable: string;
  header: string;
  bearer: boolean;
}

export interface ModelApi {
  /** The one the environment sets, else the provider's. */
  baseUrl: string;
  baseUrlVariable: string;
  /** In the order the CLI prefers them. */
  keys: readonly ModelKey[];
}

/** A preset (`claude-code`, `codex`, `gemini`): checks its CLI before round 1 and describes each round's process. */
export interface Preset {
  /** Installed when missing. */
  cli: CliPackage;
  /** CLI, flags and credentials. @throws Error with the fix. */
  preflight(settings: PresetPreflight): Promise<CheckedCli>;
  configuration(env: Record<string, string>): CliConfiguration;
  /** The model API hosts; other hosts are the maintainer's to list. */
  hosts(env: Record<string, string>): string[];
  /** Model key variables, held by the proxy under `network: allowlist`. */
  keys: readonly ModelKey[];
  /** Null when the configuration names one the proxy cannot stand in for. */
  modelApi(env: Record<string, string>): ModelApi | null;
  /** @throws Error when `agent-command` cannot be split. */
  program(settings: PresetSettings): AgentProgram;
}
