/** The agent's environment: an allowlist, the `agent-env` names and the `RALPH_*` values; never a token of any kind. */
import { isForbiddenAgentEnvName } from "../core/withheld.js";

/** Names passed from the parent environment to every agent, when present. */
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

/** The names of the `agent-env` input (or `input`), each once. @throws Error on a name that is invalid or forbidden, before any side effect. */
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

/** The names of the `agent-secrets` input: the model keys the egress proxy holds. @throws Error as {@link parseAgentEnvNames}. */
export function parseAgentSecretNames(text: string): string[] {
  return parseAgentEnvNames(text, "agent-secrets");
}

/** The agent's whole environment: the allowlist, `passNames` from `parent`, and `ralph` over both. @throws Error on a forbidden name. */
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
  for (const [name, value] of Object.entries(ralph)) {
    if (!name.startsWith("RALPH_")) throw new Error(`buildAgentEnvironment: "${name}" is not a RALPH_* name`);
    env[name] = value;
  }
  return env;
}
