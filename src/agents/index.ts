import * as z from "zod";
import type { AgentPort } from "../core/ports.js";
import { AGENT_NAMES } from "../core/presets.js";
import { CommandAgent, createCommandAgent, type AgentProcessOptions } from "./command.js";
import { claudeCode } from "./presets/claude-code.js";
import { codex } from "./presets/codex.js";
import { gemini } from "./presets/gemini.js";
import type { Preset } from "./presets/preset.js";
import { neverReachedHost, type ModelRoute, type NetworkMode } from "./egress.js";
import { heldModelEnvironment } from "./egress-forwarder.js";
import { buildAgentEnvironment } from "./environment.js";
import { openBubblewrap } from "./bubblewrap.js";
import { findExecutable } from "./executable.js";
import { installCli } from "./presets/install.js";
import { inputName, inputSetting, installAdvice, machineName, shareNetworkAdvice, unsetSecretAdvice, type RunHost } from "./advice.js";
import { NO_CONFIGURATION, NO_SANDBOX, type Sandbox, type SandboxMode, type SandboxRequest, type SandboxSettings } from "./sandbox.js";

export type AgentName = (typeof AGENT_NAMES)[number];
const AGENT_CHOICES = "claude-code, codex, gemini, or command (with agent-command)";
/** Input `agent`: required, as no default could run. */
export const RequiredAgentInput = z.enum(AGENT_NAMES, {
  error: (issue) => (issue.input === undefined ? `is required: ${AGENT_CHOICES} (docs/agents.md)` : `must be ${AGENT_CHOICES}`),
});
/** `--agent` of `ralph-bot run`: `--agent-command` alone runs a command. */
export const AgentInput = RequiredAgentInput.default("command");

/** The run's sandbox, checked with a trivial command in it. @throws Error with the fix when it cannot start. */
export async function openSandbox(request: SandboxRequest): Promise<Sandbox> {
  if (request.mode === "none") return NO_SANDBOX;
  return openBubblewrap(request);
}

const PRESETS: Record<Exclude<AgentName, "command">, Preset> = { "claude-code": claudeCode, codex, gemini };

export interface AgentSettings {
  agent: AgentName;
  /** The shell command for `command`; extra CLI arguments for a preset. */
  command: string | null;
  model: string | null;
  workspace: string;
  runDir: string;
  runId: string;
  issueNumber: number | null;
  /** No token of any kind. */
  env: Record<string, string>;
  /** `agent-secrets`, held by the egress proxy; never in `env`. */
  secrets: Readonly<Record<string, string>>;
  /** The action's own environment, never the agent's. */
  hostEnv: NodeJS.ProcessEnv;
  /** The action installs a missing preset CLI; each host words its fixes its own way. */
  where: RunHost;
  roundTimeoutMs: number;
  sandbox: SandboxSettings;
  onOutput: (chunk: string) => void;
}

export interface Agent extends AgentPort {
  reportFile(round: number): string;
}

export interface Prepared {
  sandbox: Sandbox;
  /** `PATH` ends in the `bin` folder of a CLI preflight installed. */
  env: Record<string, string>;
}

/** Checks before round 1 that the agent, its CLI and the sandbox can work. @throws Error with the fix. */
export async function preflight(settings: AgentSettings): Promise<Prepared> {
  if (settings.agent === "command" && (settings.command === null || settings.command.trim() === ""))
    throw new Error("input 'agent-command' is required when agent is command");
  const { network } = settings.sandbox;
  const model = heldModelRoute(settings);
  refuseUnreachableModelApi(settings, model);
  const presetHosts = settings.agent === "command" || model !== null ? [] : PRESETS[settings.agent].hosts(settings.env);
  const sandbox = await openSandbox({
    ...settings.sandbox,
    network: { ...network, allowed: [...new Set([...presetHosts, ...network.allowed])] },
    workspace: settings.workspace,
    runDir: settings.runDir,
    env: settings.env,
    configuration: settings.agent === "command" ? NO_CONFIGURATION : PRESETS[settings.agent].configuration(settings.env),
    model,
    hostEnv: settings.hostEnv,
    where: settings.where,
    onOutput: settings.onOutput,
  });
  settings.onOutput(`sandbox: ${sandbox.describe()}\n`);
  if (settings.agent === "command") return { sandbox, env: settings.env };
  const agent = settings.agent;
  try {
    const ready = await withCli(agent, settings);
    // The CLI sees the placeholder and the proxy's address, as in its rounds.
    const env = { ...ready, ...(model !== null ? heldModelEnvironment(model) : {}) };
    const cli = await PRESETS[agent].preflight({ ...settings, env, sandbox });
    settings.onOutput(`agent ${agent}: ${cli.path} ${cli.version}\n`);
    return { sandbox, env: ready };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** The env with the preset's CLI on `PATH`, installed when missing. @throws Error naming the install step. */
async function withCli(agent: Exclude<AgentName, "command">, settings: AgentSettings): Promise<Record<string, string>> {
  const { cli } = PRESETS[agent];
  const path = settings.env.PATH ?? "";
  if (settings.where !== "action" || findExecutable(cli.binary, path) !== null) return settings.env;
  const bin = await installCli({ cli, hostEnv: settings.hostEnv, log: (line) => settings.onOutput(`agent ${agent}: ${line}`) }).catch(
    (error: Error) => {
      throw new Error(
        `agent ${agent}: the \`${cli.binary}\` command was not found on the agent's PATH (${path || "unset"}), and installing ${cli.package} ` +
          `failed: ${error.message
            .replace(/\s+/g, " ")
            .slice(0, 600)
            .replace(/[.\s]+$/, "")}. ${installAdvice(settings.where, `npm install -g ${cli.package}`)}`,
      );
    },
  );
  return { ...settings.env, PATH: path !== "" ? `${path}:${bin}` : bin };
}

/** Refuses a loopback model API whose key the proxy lacks (docs/security.md, "The egress proxy and held keys"). */
function refuseUnreachableModelApi(settings: AgentSettings, model: ModelRoute | null): void {
  const { mode, network } = settings.sandbox;
  if (settings.agent === "command" || model !== null || mode === "none" || network.mode === "open") return;
  const preset = PRESETS[settings.agent];
  const host = preset.hosts(settings.env).find(neverReachedHost);
  if (host === undefined) return;
  const { where } = settings;
  const keys = `${inputName(where, "agent-secrets")} (${preset.keys.map((key) => key.variable).join(", ")})`;
  const how =
    preset.modelApi(settings.env) === null
      ? `its configuration names the model API in a file, which the proxy cannot stand in for: point the CLI at it with its base URL variable and name its key in ${keys}`
      : `name its key in ${keys} so the proxy calls the API for the agent`;
  throw new Error(
    `agent ${settings.agent}: its model API at ${host} is on ${machineName(where)}'s loopback, which the sandbox (${inputSetting(where, "network", "allowlist")}) never reaches, ` +
      `and the egress proxy holds no key for it. Either ${how}, or ${shareNetworkAdvice(where)}`,
  );
}

/** The model route for `agent-secrets`; null when none. @throws Error when the keys cannot be held. */
export function heldModelRoute(settings: Pick<AgentSettings, "agent" | "env" | "secrets" | "sandbox" | "where">): ModelRoute | null {
  const names = Object.keys(settings.secrets);
  if (names.length === 0) return null;
  const { where } = settings;
  const [secretsInput, envInput] = [inputName(where, "agent-secrets"), inputName(where, "agent-env")];
  const why = `${secretsInput} (${names.join(", ")}) are held by the egress proxy`;
  const instead = `pass the key through ${envInput} instead`;
  if (settings.agent === "command")
    throw new Error(`${why}, which knows the model API of a preset only (claude-code, codex, gemini); ${instead}`);
  if (settings.sandbox.mode === "none" || settings.sandbox.network.mode === "open") {
    const needs = `${inputSetting(where, "sandbox", "bubblewrap")} and ${inputSetting(where, "network", "allowlist")}`;
    throw new Error(`${why}, which needs ${needs}; ${instead}`);
  }
  const api = PRESETS[settings.agent].modelApi({ ...settings.env, ...settings.secrets });
  if (api === null)
    throw new Error(
      `${why}, but agent ${settings.agent}'s configuration names its model API in a file the proxy cannot stand in for; ${instead}`,
    );
  const headers: Record<string, string> = {};
  for (const name of names) {
    if ((settings.secrets[name] ?? "") === "") throw new Error(`${secretsInput}: ${name} is not set: ${unsetSecretAdvice(where)}`);
    const key = api.keys.find((candidate) => candidate.variable === name);
    if (key === undefined) {
      const sent = api.keys.map((candidate) => candidate.variable).join(", ");
      throw new Error(
        `${secretsInput}: ${name} is not a model key agent ${settings.agent} sends (${sent}); pass other variables through ${envInput}`,
      );
    }
    headers[key.header] ??= `${key.bearer ? "Bearer " : ""}${settings.secrets[name] ?? ""}`;
  }
  return { baseUrl: api.baseUrl, baseUrlVariable: api.baseUrlVariable, keyVariables: names, headers };
}

export interface KeyPlacement {
  env: string[];
  held: string[];
  heldFromEnv: string[];
  /** Key variables that reach the agent; `why` says why. */
  inside: string[];
  why: string | null;
}

/** The proxy holds a preset's key variables whenever it can (docs/security.md, "The egress proxy and held keys"). */
export function placeModelKeys(request: {
  agent: AgentName;
  sandbox: SandboxMode;
  network: NetworkMode;
  agentEnv: readonly string[];
  agentSecrets: readonly string[];
  env: NodeJS.ProcessEnv;
}): KeyPlacement {
  const { agent, agentEnv, agentSecrets, env } = request;
  const none = { heldFromEnv: [], inside: [], why: null };
  if (agent === "command") return { env: [...agentEnv], held: [...agentSecrets], ...none };
  const preset = PRESETS[agent];
  const set = (name: string): boolean => (env[name] ?? "") !== "";
  const isKey = (name: string): boolean => preset.keys.some((key) => key.variable === name);
  const named = [...new Set([...agentEnv, ...agentSecrets])];
  if (request.sandbox === "none" || request.network === "open") {
    const inside = named.filter((name) => (isKey(name) || agentSecrets.includes(name)) && set(name));
    const why = request.sandbox === "none" ? "sandbox: none" : "network: open";
    return { env: named, held: [], heldFromEnv: [], inside, why: inside.length > 0 ? why : null };
  }
  const fromEnv = agentEnv.filter((name) => isKey(name) && set(name) && !agentSecrets.includes(name));
  if (preset.modelApi(buildAgentEnvironment(env, agentEnv, {})) === null) {
    const why = `agent ${agent}'s configuration names a model API the proxy cannot stand in for`;
    return { env: [...agentEnv], held: [...agentSecrets], heldFromEnv: [], inside: fromEnv, why: fromEnv.length > 0 ? why : null };
  }
  const held = [...new Set([...agentSecrets, ...fromEnv])];
  return { env: agentEnv.filter((name) => !held.includes(name)), held, heldFromEnv: fromEnv, inside: [], why: null };
}

/** For the job log: `inside` is a warning. */
export function describeKeyPlacement(placement: KeyPlacement): { held: string | null; inside: string | null } {
  const held =
    placement.heldFromEnv.length > 0
      ? `the egress proxy holds ${placement.heldFromEnv.join(", ")} (named in agent-env): the agent gets a placeholder, the model API the key`
      : null;
  const inside =
    placement.inside.length > 0
      ? `the model key ${placement.inside.join(", ")} is in the agent's environment (${placement.why ?? "as named"}): the agent can read it ` +
        `and send it wherever it reaches; with sandbox: bubblewrap and network: allowlist the egress proxy holds it instead`
      : null;
  return { held, inside };
}

/** @throws Error on settings preflight refuses. */
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
  // Codex passes the base URL as a flag, so the program sees the sandbox's env.
  const model = heldModelRoute(settings);
  const env = { ...settings.env, ...(model !== null ? heldModelEnvironment(model) : {}) };
  return new CommandAgent(PRESETS[settings.agent].program({ ...settings, env }), options);
}
