/**
 * The engine: what the rounds run on, without GitHub. From the run's settings (the inputs the action
 * and the CLI share) it checks the agent can work (`preflight`: the sandbox starts, the CLI is
 * there), then opens the agent, the verify command in the same sandbox and the events file: the
 * ports of the core loop that do not talk to GitHub. The action (`action/run/`) and the
 * CLI (`cli/run.ts`) both open their rounds through {@link openEngine}, so they run the same agent,
 * sandbox and verify gate. It imports nothing of `github/`, the run's record or rendering.
 */
import { join } from "node:path";
import { createAgent, preflight, type Agent, type AgentName } from "../agents/index.js";
import { networkSettings, type NetworkMode } from "../agents/egress.js";
import { RUN_MARKER } from "../agents/leftovers.js";
import type { HiddenFolders, Sandbox, SandboxMode } from "../agents/sandbox.js";
import type { EventSink } from "../core/events.js";
import type { VerifyPort } from "../core/ports.js";
import { createEventsFile } from "../workspace/events-file.js";
import { createVerifyCommand } from "../agents/verify.js";

/** The run's inputs the engine reads, by the names the action's inputs and the CLI's flags share. */
export interface EngineInputs {
  agent: AgentName;
  "agent-command": string | null;
  model: string | null;
  sandbox: SandboxMode;
  "sandbox-writable": readonly string[];
  network: NetworkMode;
  "allowed-domains": readonly string[];
  /** In minutes: each agent process and each verify command run gets this long. */
  "round-timeout-minutes": number;
  /** null: no verify command. */
  "verify-command": string | null;
}

/** Everything {@link openEngine} opens the rounds' ports from. */
export interface EngineSettings {
  inputs: EngineInputs;
  /** The checkout the agent works in (its cwd) and the verify command runs in. */
  workspace: string;
  /** A folder outside the workspace for the rounds' prompt and report files; the events file is `events.jsonl` in it. */
  runDir: string;
  /** The run's identity (`RALPH_RUN_ID`), one for all its rounds; the verify command carries it too, for the leftover guard. */
  runId: string;
  /** The issue the run works on; null for a local run. */
  issueNumber: number | null;
  /** The agent's environment (see `buildAgentEnvironment`). */
  env: Record<string, string>;
  /** `agent-secrets`: the model keys the egress proxy holds, by name; never in `env`. */
  agentSecrets: Readonly<Record<string, string>>;
  /** What the agent must not see (the runner's temp folder and file commands, or a local run's out folder). */
  hidden: HiddenFolders;
  /** The action's own environment: the network settings read it (`RALPH_TEST_EGRESS_HOSTS`), preflight installs with it. */
  processEnv: NodeJS.ProcessEnv;
  /** Whether a preset's CLI missing from the agent's `PATH` is installed (the action) or named with its install command (`ralph-bot run`). */
  installMissingCli: boolean;
  /** Values redacted from the events file. */
  secrets: readonly string[];
  /** Receives what the agent and the verify command print, as it arrives. */
  onOutput: (chunk: string) => void;
  /** Told when an event cannot be written (the run goes on). */
  onEventsError: (error: Error) => void;
}

/** The rounds' ports that do not talk to GitHub, and the sandbox they run in. */
export interface Engine {
  /** The run's sandbox, whose egress proxy counts the hosts each round was refused (`takeRefusals`). */
  sandbox: Sandbox;
  agent: Agent;
  /** null when no verify command is set. */
  verifier: VerifyPort | null;
  /** The events file, one JSON line per event. */
  events: EventSink;
  /** The events file's path (`<runDir>/events.jsonl`). */
  eventsFile: string;
}

/**
 * Opens the engine: runs the agent's `preflight` (the sandbox and the agent's CLI), then creates
 * the agent, the verify command (same sandbox, same environment plus the run marker, the round's
 * timeout) and the events file.
 * @throws Error from `preflight` naming what is missing (no round is spent), or from the verify
 *   command's settings.
 */
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
    installMissingCli: settings.installMissingCli,
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
          // The marker lets the leftover guard find what the verify command left running too.
          env: { ...env, [RUN_MARKER]: settings.runId },
          sandbox,
          timeoutMs: roundTimeoutMs,
          onOutput: settings.onOutput,
        });
  const eventsFile = join(settings.runDir, "events.jsonl");
  const events = createEventsFile(eventsFile, { secrets: settings.secrets, onError: settings.onEventsError });
  return { sandbox, agent, verifier, events, eventsFile };
}
