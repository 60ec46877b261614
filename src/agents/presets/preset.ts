import type { AgentProgram } from "../command.js";
import type { CliConfiguration, Sandbox } from "../sandbox.js";
import type { CheckedCli } from "./cli.js";
import type { CliPackage } from "./install.js";

/** What a preset for a real agent CLI is given (from the action inputs and the runner). */
export interface PresetSettings {
  /** `agent-command`: extra arguments appended to the CLI's command line (split by `splitArguments`); null for none. */
  command: string | null;
  /** `model`: passed as `--model`; null leaves the CLI's own default. */
  model: string | null;
  /** The workspace root: the CLI's cwd. */
  workspace: string;
  /** The agent's environment (allowlist and `agent-env` names): the CLI's own configuration comes from here. */
  env: Record<string, string>;
}

/** What a preset's preflight is given: the settings and the run's sandbox, in which its probes of the CLI run. */
export interface PresetPreflight extends PresetSettings {
  sandbox: Sandbox;
}

/** A model API key variable and how the API takes it: in `header`, as it is or after `Bearer `. */
export interface ModelKey {
  variable: string;
  header: string;
  bearer: boolean;
}

/** A preset's model API, for a proxy that holds its key (`agent-secrets`). */
export interface ModelApi {
  /** The base URL the CLI calls: the one the environment sets, else the provider's own. */
  baseUrl: string;
  /** The variable the CLI reads its base URL from. */
  baseUrlVariable: string;
  /** The key variables the CLI reads, in the order it prefers them. */
  keys: readonly ModelKey[];
}

/** A preset (`agent: claude-code`, `codex`, `gemini`): checks its CLI before round 1 and describes each round's process. */
export interface Preset {
  /** The CLI's command and the npm package (`name@version`, the version `npm run test:agents` proves) preflight installs when it is missing. */
  cli: CliPackage;
  /**
   * Checks before round 1 that the CLI is installed, supports the flags used, and that the model
   * credentials it needs reach the agent.
   * @returns the CLI found, for the job log
   * @throws Error naming what is missing and how to install or configure it; no round is spent.
   */
  preflight(settings: PresetPreflight): Promise<CheckedCli>;
  /**
   * Where the CLI keeps its configuration and session files, from the agent's environment: the
   * sandbox keeps them reachable and writable although `HOME` is a per-run folder there.
   */
  configuration(env: Record<string, string>): CliConfiguration;
  /**
   * The hosts the CLI needs with `network: allowlist`, from the agent's environment: its model
   * API's (the host of a base URL the environment sets, else the provider's own), added to
   * `allowed-domains`. Other hosts (a third-party provider's, telemetry) are the maintainer's to list.
   */
  hosts(env: Record<string, string>): string[];
  /**
   * The variables the CLI reads its model key from, in the order it prefers them (the table in
   * docs/agents.md): under `network: allowlist` the proxy holds them wherever the workflow names them.
   */
  keys: readonly ModelKey[];
  /**
   * The CLI's model API, from the agent's environment, for `agent-secrets`; null when the CLI's
   * configuration names a model API the proxy cannot stand in for (a provider set in a file).
   */
  modelApi(env: Record<string, string>): ModelApi | null;
  /**
   * The program {@link CommandAgent} runs each round.
   * @throws Error when `agent-command` cannot be split into arguments (preflight reports it first).
   */
  program(settings: PresetSettings): AgentProgram;
}
