/** The agent's environment: never a token of any kind (docs/security.md, "The token, never in the agent's reach"). */
import { statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { isForbiddenAgentEnvName } from "../core/withheld.js";

export const ALLOWED_PARENT_NAMES: readonly string[] = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LANGUAGE",
  "TZ",
  "TMPDIR",
  "TMP",
  "TEMP",
  "TERM",
  "CI",
];

const LOCALE_NAME = /^LC_[A-Z0-9_]*$/;

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function forbiddenError(name: string): Error {
  return new Error(
    `agent-env lists "${name}", which is never passed to the agent: ` +
      `GITHUB_TOKEN, GH_TOKEN, ACTIONS_* and INPUT_* are withheld so the agent holds no GitHub or runner credentials`,
  );
}

/** Each once. @throws Error on an invalid or forbidden name. */
export function parseAgentEnvNames(text: string, input = "agent-env"): string[] {
  const names: string[] = [];
  for (const entry of text.split(/[,\r\n]/)) {
    const name = entry.trim();
    if (name === "") continue;
    if (!ENV_NAME.test(name)) {
      throw new Error(`${input}: "${name}" is not an environment variable name (letters, digits and _, not starting with a digit)`);
    }
    if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** @throws Error as {@link parseAgentEnvNames}. */
export function parseAgentSecretNames(text: string): string[] {
  return parseAgentEnvNames(text, "agent-secrets");
}

/** `ralph` over the rest. @throws Error on a forbidden name. */
export function buildAgentEnvironment(
  parent: NodeJS.ProcessEnv,
  passNames: readonly string[],
  ralph: Record<string, string>,
): Record<string, string> {
  for (const name of passNames) if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    const allowed = ALLOWED_PARENT_NAMES.includes(name) || LOCALE_NAME.test(name) || passNames.includes(name);
    // Checked again per name: the allowlist must never let a token through.
    if (allowed && !isForbiddenAgentEnvName(name)) env[name] = value;
  }
  Object.assign(env, rustupHome(parent));
  // npm's weekly update check from a HOME of its own would meet the allowlist in every run.
  env.npm_config_update_notifier ??= "false";
  for (const [name, value] of Object.entries(ralph)) {
    if (!name.startsWith("RALPH_")) throw new Error(`buildAgentEnvironment: "${name}" is not a RALPH_* name`);
    env[name] = value;
  }
  return env;
}

/**
 * `RUSTUP_HOME`: the parent's, else `$HOME/.rustup` when that folder exists, else none. rustup finds
 * its toolchains through `HOME`, which the sandbox replaces (GitHub's Ubuntu runners set no `RUSTUP_HOME`).
 */
export function rustupHome(parent: NodeJS.ProcessEnv): Record<string, string> {
  const { RUSTUP_HOME: set, HOME: home } = parent;
  if (set !== undefined && isAbsolute(set)) return { RUSTUP_HOME: set };
  if (home === undefined || !isAbsolute(home)) return {};
  const folder = join(home, ".rustup");
  return statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true ? { RUSTUP_HOME: folder } : {};
}
