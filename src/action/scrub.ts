import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isForbiddenAgentEnvName } from "../agents/environment.js";

/** Names the runner hands the action in the process environment that are secrets: `INPUT_*` (the token input), `ACTIONS_*` runtime tokens, `GITHUB_TOKEN`, `GH_TOKEN`. */
const isSecretName = isForbiddenAgentEnvName;

/** Where the re-executed action finds the values it moved out of its environment. */
const HANDOFF_VARIABLE = "RALPH_SECRETS_FILE";

/** How the action kept its secrets out of `/proc/<pid>/environ`. */
export type ScrubResult = "scrubbed" | "nothing-to-scrub" | "unsupported";

/**
 * Keeps the token out of the action process's own environment block. The agent runs as the
 * same user, and `/proc/<pid>/environ` of any process of that user is readable: it shows the
 * environment the process started with, whatever the process deletes later. So the action
 * re-executes itself (`process.execve`, Node ≥ 22.15 / 23.11; the Actions runtime `node24` has it)
 * with the secret names removed, handing their values over in a 0600 file that the new image
 * reads and deletes before anything else runs. The values then live in `process.env` only, which
 * `/proc` does not show, and the action's child processes get explicit environments without them.
 *
 * Call first thing. In the original process this does not return (the image is replaced);
 * in the re-executed one it restores the values and returns `scrubbed`. On a Node without
 * `process.execve` it returns `unsupported` and changes nothing.
 * @throws Error when the hand-over file cannot be written or read.
 */
export function scrubOwnEnvironment(env: NodeJS.ProcessEnv = process.env): ScrubResult {
  const handoff = env[HANDOFF_VARIABLE];
  if (handoff !== undefined) {
    const values = JSON.parse(readFileSync(handoff, "utf8")) as Record<string, string>;
    rmSync(handoff, { force: true });
    delete env[HANDOFF_VARIABLE];
    Object.assign(env, values);
    return "scrubbed";
  }
  const secrets = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => isSecretName(entry[0]) && entry[1] !== undefined),
  );
  if (Object.keys(secrets).length === 0) return "nothing-to-scrub";
  // Typed here: @types/node for Node 20 (the development runtime) does not declare it.
  const { execve } = process as NodeJS.Process & { execve?: (file: string, args: string[], env: Record<string, string>) => never };
  if (execve === undefined) return "unsupported";
  const file = join(env.RUNNER_TEMP ?? tmpdir(), `ralph-secrets-${randomBytes(12).toString("hex")}.json`);
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: "wx" });
  const clean: Record<string, string> = { [HANDOFF_VARIABLE]: file };
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !isSecretName(name)) clean[name] = value;
  return execve.call(process, process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], clean);
}
