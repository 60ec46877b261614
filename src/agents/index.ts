import { z } from "zod";
import type { AgentPort } from "../core/ports.js";
import { CommandAgent, createCommandAgent, type AgentProcessOptions } from "./command.js";
import { claudeCode } from "./presets/claude-code.js";
import { codex } from "./presets/codex.js";
import { gemini } from "./presets/gemini.js";
import type { Preset } from "./presets/preset.js";
import { NO_CONFIGURATION, openSandbox, type Sandbox, type SandboxSettings } from "./sandbox.js";

/**
 * The agents the `agent` input names (design contract: presets and `command`): `command` runs
 * `agent-command` through a shell; `claude-code`, `codex` and `gemini` run Claude Code, Codex and
 * Gemini CLI (see `docs/agents.md`).
 */
export const AGENT_NAMES = ["command", "claude-code", "codex", "gemini"] as const;
/** One of {@link AGENT_NAMES}. */
export type AgentName = (typeof AGENT_NAMES)[number];
/** Input `agent` (the action's and the CLI's): one of {@link AGENT_NAMES}, default `command`. */
export const AgentInput = z.enum(AGENT_NAMES).default("command");

/** The presets by name: every agent but `command`. */
const PRESETS: Record<Exclude<AgentName, "command">, Preset> = { "claude-code": claudeCode, codex, gemini };

/** What every agent needs to start its rounds. */
export interface AgentSettings {
  agent: AgentName;
  /** `agent-command`: the whole shell command for `command`; extra CLI arguments for a preset. */
  command: string | null;
  /** `model`: the model a preset passes to its CLI (`--model`); null for the CLI's default. Unused by `command`. */
  model: string | null;
  /** The workspace root: the agent's cwd. */
  workspace: string;
  /** A directory outside the workspace for prompt and report files. */
  runDir: string;
  runId: string;
  issueNumber: number | null;
  /** The agent's environment from `buildAgentEnvironment` (no token, no `ACTIONS_*`, no `INPUT_*`). */
  env: Record<string, string>;
  /** `round-timeout-minutes` in ms. */
  roundTimeoutMs: number;
  /** `sandbox`, `sandbox-writable`, the runner's folders to hide and the network: the sandbox every round and the verify command run in. */
  sandbox: SandboxSettings;
  /** Receives the agent's output as it arrives (the job log). */
  onOutput: (chunk: string) => void;
}

/** An agent port that also names, before a round starts, where that round's report goes. */
export interface Agent extends AgentPort {
  reportFile(round: number): string;
}

/**
 * Checks, before round 1, that the agent can work at all: for `command` that there is a command;
 * that the sandbox starts (a trivial command in exactly the sandbox the rounds use); for a preset
 * that its CLI, run in that sandbox, is on the agent's PATH, supports the flags used, and gets the
 * model credentials it needs. A preset's model API hosts join `allowed-domains` (`Preset.hosts`). The sandbox and the CLI's path and version go to `onOutput` (the job log).
 * @returns the run's sandbox, for {@link createAgent} and the verify command
 * @throws Error naming what is missing and how to fix it; no round is spent.
 */
export async function preflight(settings: AgentSettings): Promise<Sandbox> {
  if (settings.agent === "command" && (settings.command === null || settings.command.trim() === ""))
    throw new Error("input 'agent-command' is required when agent is command");
  const { network } = settings.sandbox;
  const presetHosts = settings.agent === "command" ? [] : PRESETS[settings.agent].hosts(settings.env);
  const sandbox = await openSandbox({
    ...settings.sandbox,
    network: { ...network, allowed: [...new Set([...presetHosts, ...network.allowed])] },
    workspace: settings.workspace,
    runDir: settings.runDir,
    env: settings.env,
    configuration: settings.agent === "command" ? NO_CONFIGURATION : PRESETS[settings.agent].configuration(settings.env),
  });
  settings.onOutput(`sandbox: ${sandbox.describe()}\n`);
  if (settings.agent === "command") return sandbox;
  const cli = await PRESETS[settings.agent].preflight({ ...settings, sandbox }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  settings.onOutput(`agent ${settings.agent}: ${cli.path} ${cli.version}\n`);
  return sandbox;
}

/**
 * The agent the settings name: a {@link CommandAgent} running the shell command or the preset's CLI
 * in `sandbox`.
 * @param sandbox the sandbox {@link preflight} returned
 * @throws Error on settings {@link preflight} refuses (call it first for a readable message).
 */
export function createAgent(settings: AgentSettings, sandbox: Sandbox): Agent {
  const options: AgentProcessOptions = {
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    roundTimeoutMs: settings.roundTimeoutMs,
    sandbox,
    onOutput: settings.onOutput,
  };
  if (settings.agent === "command") return createCommandAgent({ ...options, command: settings.command ?? "" });
  return new CommandAgent(PRESETS[settings.agent].program(settings), options);
}
