/** The fixes preflight names, in the words of where ralph-bot runs: a workflow's steps, or a person's shell. */
import type { NetworkMode } from "./egress.js";

/** `action`: on a runner, which installs what is missing; `cli`: `ralph-bot run` on a person's machine, which installs nothing. */
export type RunHost = "action" | "cli";

/** An input as each host names it: `agent-env`, or the flag `--agent-env`. */
export function inputName(where: RunHost, input: string): string {
  return where === "action" ? input : `--${input}`;
}

/** An input set to `value` as each host writes it: `network: open`, or `--network open`. */
export function inputSetting(where: RunHost, input: string, value: string): string {
  return where === "action" ? `${input}: ${value}` : `--${input} ${value}`;
}

/** The machine the agent runs on: the runner, or a person's own. */
export function machineName(where: RunHost): string {
  return where === "action" ? "the runner" : "this machine";
}

/** How to give the sandbox the machine's own network: `network: open`, or `--network open`. */
export function shareNetworkAdvice(where: RunHost): string {
  return `${where === "action" ? "set" : "run with"} ${inputSetting(where, "network", "open")} to share ${machineName(where)}'s network`;
}

/** What running as root means for the sandbox, and the fix, in each host's words. */
export function rootAdvice(where: RunHost): string {
  const reads = "so the agent reads files only root may read (outside the hidden folders)";
  return where === "action"
    ? `the runner runs as root, ${reads}: run the job as a non-root user`
    : `ralph-bot runs as root, ${reads}: run ralph-bot run as a non-root user`;
}

/** How to install a missing tool with `command`. */
export function installAdvice(where: RunHost, command: string): string {
  return where === "action" ? `Install it in a step before ralph-bot: ${command}` : `Install it: ${command}`;
}

/** How to set a variable `agent-secrets` names but the environment lacks. */
export function unsetSecretAdvice(where: RunHost): string {
  return where === "action" ? "set it from a secret in the step's env:" : "export it in your shell before ralph-bot run";
}

/** How to pass a credential the agent lacks, `name` the first it reads. */
export function missingCredentialAdvice(where: RunHost, name: string): string {
  return where === "action"
    ? `Set it from a secret in the step's env: and list its name in agent-env (e.g. agent-env: ${name}).`
    : `Export it in your shell and name it with --agent-env (e.g. --agent-env ${name}).`;
}

/** The ways past a sandbox that cannot start: set it up, share the network (from `allowlist`), or run without one. */
export function sandboxAdvice(where: RunHost, fix: { setUp: string; network: NetworkMode }): string {
  const network = fix.network === "allowlist" ? `or ${shareNetworkAdvice(where)}, ` : "";
  if (where === "action") {
    return `Install it and allow user namespaces in a step before ralph-bot: ${fix.setUp}, ${network}or set sandbox: none to run the agent without a sandbox`;
  }
  return `Install it and allow user namespaces: ${fix.setUp}, ${network}or run with --sandbox none to run the agent without a sandbox`;
}
