/** The rounds' ports besides GitHub, opened alike for the action and the CLI. */
import { join } from "node:path";
import { createAgent, preflight, type Agent, type AgentName } from "../agents/index.js";
import type { RunHost } from "../agents/advice.js";
import { networkSettings, type NetworkMode } from "../agents/egress.js";
import { RUN_MARKER } from "../agents/leftovers.js";
import type { HiddenFolders, Sandbox, SandboxMode } from "../agents/sandbox.js";
import type { EventSink } from "../core/events.js";
import type { VerifyPort } from "../core/ports.js";
import { createEventsFile } from "../workspace/events-file.js";
import { createVerifyCommand } from "../agents/verify.js";

/** The run inputs the engine reads, named as in the action and the CLI. */
export interface EngineInputs {
  agent: AgentName;
  "agent-command": string | null;
  model: string | null;
  sandbox: SandboxMode;
  "sandbox-writable": readonly string[];
  network: NetworkMode;
  "allowed-domains": readonly string[];
  "round-timeout-minutes": number;
  "verify-command": string | null;
}

export interface EngineSettings {
  inputs: EngineInputs;
  workspace: string;
  /** Outside the workspace: prompts, reports and `events.jsonl`. */
  runDir: string;
  runId: string;
  issueNumber: number | null;
  /** The agent's, from `buildAgentEnvironment`. */
  env: Record<string, string>;
  agentSecrets: Readonly<Record<string, string>>;
  hidden: HiddenFolders;
  /** The action's own. */
  processEnv: NodeJS.ProcessEnv;
  /** Where ralph-bot runs: the action installs a missing CLI; each names its fixes in its own words. */
  where: RunHost;
  secrets: readonly string[];
  onOutput: (chunk: string) => void;
  onEventsError: (error: Error) => void;
}

export interface Engine {
  sandbox: Sandbox;
  agent: Agent;
  verifier: VerifyPort | null;
  events: EventSink;
  eventsFile: string;
}

/** The run's event log in its `runDir`. */
export function eventsFileIn(runDir: string): string {
  return join(runDir, "events.jsonl");
}

/** Runs preflight, then opens the agent, verify command and events file. @throws Error from preflight. */
export async function openEngine(settings: EngineSettings): Promise<Engine> {
  const { inputs } = settings;
  const roundTimeoutMs = inputs["round-timeout-minutes"] * 60_000;
  const agentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    model: inputs.model,
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    secrets: settings.agentSecrets,
    hostEnv: settings.processEnv,
    where: settings.where,
    roundTimeoutMs,
    sandbox: {
      mode: inputs.sandbox,
      writable: inputs["sandbox-writable"],
      hidden: settings.hidden,
      network: networkSettings(inputs.network, inputs["allowed-domains"], settings.processEnv),
    },
    onOutput: settings.onOutput,
  };
  const { sandbox, env } = await preflight(agentSettings);
  const agent = createAgent({ ...agentSettings, env }, sandbox);
  const command = inputs["verify-command"];
  const verifier =
    command === null
      ? null
      : createVerifyCommand({
          command,
          workspace: settings.workspace,
          // So the leftover guard finds what the verify command left running.
          env: { ...env, [RUN_MARKER]: settings.runId },
          sandbox,
          timeoutMs: roundTimeoutMs,
          onOutput: settings.onOutput,
        });
  const eventsFile = eventsFileIn(settings.runDir);
  const events = createEventsFile(eventsFile, { secrets: settings.secrets, onError: settings.onEventsError });
  return { sandbox, agent, verifier, events, eventsFile };
}
