/**
 * The agent's environment (design contract: "The agent contract", env).
 *
 * The agent gets a small allowlist from the parent, the names the user listed in
 * `agent-env`, and the `RALPH_*` values — nothing else. A GitHub token, the runner's
 * `ACTIONS_*` tokens and the action's `INPUT_*` values (which hold `github-token`)
 * never reach it, even when someone lists them.
 */
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

/** Locale settings (`LC_ALL`, `LC_CTYPE`, …) are passed too. */
const LOCALE_NAME = /^LC_[A-Z0-9_]*$/;

/** A valid name in `agent-env`: a portable shell variable name. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function forbiddenError(name: string): Error {
  return new Error(
    `agent-env lists "${name}", which is never passed to the agent: ` +
      `GITHUB_TOKEN, GH_TOKEN, ACTIONS_* and INPUT_* are withheld so the agent holds no GitHub or runner credentials`,
  );
}

/**
 * Parse the `agent-env` input (or another list of names, `input` naming it in messages): names
 * separated by commas or new lines, trimmed,
 * empty entries dropped, duplicates dropped (first one kept).
 * @param text the raw input, e.g. `"MODEL_KEY, OPENAI_BASE_URL\nHTTPS_PROXY"`
 * @returns the names in order
 * @throws Error naming the entry when one is not a shell variable name
 *   (`/^[A-Za-z_][A-Za-z0-9_]*$/`) or is forbidden (see {@link isForbiddenAgentEnvName}),
 *   so the action fails at start, before any side effect.
 */
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

/**
 * Parse the `agent-secrets` input: names of the variables holding model keys, which the egress
 * proxy holds and adds to the model API's requests; they never reach the agent (under
 * `network: allowlist`, see `placeModelKeys`). Parsed as `agent-env` is ({@link parseAgentEnvNames});
 * a name `agent-env` lists too is the same variable.
 * @throws Error naming the entry (see {@link parseAgentEnvNames}).
 */
export function parseAgentSecretNames(text: string): string[] {
  return parseAgentEnvNames(text, "agent-secrets");
}

/**
 * Build the agent's whole environment.
 * @param parent the runner's environment (usually `process.env`)
 * @param passNames names listed in `agent-env`; each is copied when present in `parent`
 * @param ralph the `RALPH_*` values; they win over anything from `parent`
 * @returns a fresh object: allowlist ∪ listed names ∪ `ralph`
 * @throws Error when `passNames` lists a forbidden name (GITHUB_TOKEN, GH_TOKEN, ACTIONS_*,
 *   INPUT_*), or when a key of `ralph` does not start with `RALPH_` (a bug of the caller).
 */
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
    // Checked again per name: the allowlist must never let a token through, whatever it holds.
    if (allowed && !isForbiddenAgentEnvName(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(ralph)) {
    if (!name.startsWith("RALPH_")) throw new Error(`buildAgentEnvironment: "${name}" is not a RALPH_* name`);
    env[name] = value;
  }
  return env;
}
