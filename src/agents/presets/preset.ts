import type { AgentProgram } from "../command.js";
import type { CheckedCli } from "./cli.js";

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

/** A preset (`agent: claude-code`, `codex`, `gemini`): checks its CLI before round 1 and describes each round's process. */
export interface Preset {
  /**
   * Checks before round 1 that the CLI is installed, supports the flags used, and that the model
   * credentials it needs reach the agent.
   * @returns the CLI found, for the job log
   * @throws Error naming what is missing and how to install or configure it; no round is spent.
   */
  preflight(settings: PresetSettings): Promise<CheckedCli>;
  /**
   * The program {@link CommandAgent} runs each round.
   * @throws Error when `agent-command` cannot be split into arguments (preflight reports it first).
   */
  program(settings: PresetSettings): AgentProgram;
}
