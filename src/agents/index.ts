import type { AgentPort } from "../core/ports.js";
import { createCommandAgent } from "./command.js";

/** The agents the `agent` input names (design contract: presets and `command`). */
export const AGENT_NAMES = ["command"] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** What every agent needs to start its rounds. */
export interface AgentSettings {
  agent: AgentName;
  /** `agent-command`: the whole command for `command`. */
  command: string | null;
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
  /** Receives the agent's output as it arrives (the job log). */
  onOutput: (chunk: string) => void;
}

/** An agent port that also names, before a round starts, where that round's report goes. */
export interface Agent extends AgentPort {
  reportFile(round: number): string;
}

/**
 * Checks, before round 1, that the agent can work at all.
 * @throws Error naming what is missing and how to fix it; no round is spent.
 */
export async function preflight(settings: AgentSettings): Promise<void> {
  if (settings.agent === "command" && (settings.command === null || settings.command.trim() === "")) {
    throw new Error("input 'agent-command' is required when agent is command");
  }
}

/** The agent the settings name. */
export function createAgent(settings: AgentSettings): Agent {
  return createCommandAgent({
    command: settings.command ?? "",
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    roundTimeoutMs: settings.roundTimeoutMs,
    onOutput: settings.onOutput,
  });
}
