import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { isForbiddenAgentEnvName } from "../core/withheld.js";

/** `INPUT_*`, `ACTIONS_*`, `GITHUB_TOKEN`, `GH_TOKEN`. */
const isSecretName = isForbiddenAgentEnvName;

/** Set in the re-executed image, whose stdin carries the secrets as JSON. */
const HANDOFF_VARIABLE = "RALPH_SECRETS_ON_STDIN";

/** Whether the secrets were kept out of `/proc/<pid>/environ`. */
export type ScrubResult = "scrubbed" | "nothing-to-scrub" | "unsupported";

/** `memoryFile`: default `/proc/self/mem`. */
export interface ScrubOptions {
  memoryFile?: string;
}

/**
 * Keeps the token out of `/proc/<pid>/environ`; call it first thing (docs/security.md, "The token, never in the agent's reach").
 * @throws Error when the hand-over cannot be set up or stdin is not a JSON object of strings.
 */
export async function scrubOwnEnvironment(env: NodeJS.ProcessEnv = process.env, options: ScrubOptions = {}): Promise<ScrubResult> {
  if (env[HANDOFF_VARIABLE] !== undefined) return takeHandedSecrets(env);
  const secrets = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => isSecretName(entry[0]) && entry[1] !== undefined),
  );
  if (Object.keys(secrets).length === 0) return "nothing-to-scrub";
  // Out of libc's environment first, so that nothing points at the strings being blanked.
  for (const name of Object.keys(secrets)) delete env[name];
  const blanked = blankInitialEnvironment(options.memoryFile ?? "/proc/self/mem");
  Object.assign(env, secrets);
  if (blanked) return "scrubbed";
  return reExecuteWithout(env, secrets);
}

async function takeHandedSecrets(env: NodeJS.ProcessEnv): Promise<ScrubResult> {
  delete env[HANDOFF_VARIABLE];
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  // Loaded here only: zod loaded before the re-exec would be lost with the image it replaces.
  const { parseHandedSecrets } = await import("./handed-secrets.js");
  Object.assign(env, parseHandedSecrets(Buffer.concat(chunks).toString("utf8")));
  return "scrubbed";
}

/** Re-executes without `secrets`, handing them over on stdin; `unsupported` without `process.execve`. */
async function reExecuteWithout(env: NodeJS.ProcessEnv, secrets: Record<string, string>): Promise<ScrubResult> {
  // Typed here: @types/node for Node 20 (the development runtime) does not declare it.
  const { execve } = process as NodeJS.Process & { execve?: (file: string, args: string[], env: Record<string, string>) => never };
  if (execve === undefined) return "unsupported";
  await handOverOnStdin(JSON.stringify(secrets));
  // Nothing may yield from here to execve: the helper's exit, once handled, would close stdin.
  const clean: Record<string, string> = { [HANDOFF_VARIABLE]: "1" };
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !isSecretName(name)) clean[name] = value;
  return execve.call(process, process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], clean);
}

/** Blanks each secret's `NAME=value` in the initial environment block through `memoryFile`; true when none is left. */
function blankInitialEnvironment(memoryFile: string): boolean {
  try {
    const stat = readFileSync("/proc/self/stat", "latin1");
    // Field 2 may hold spaces; fields 50 and 51 are `env_start` and `env_end`.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = Number(fields[50 - 3]);
    const end = Number(fields[51 - 3]);
    const block = readFileSync("/proc/self/environ");
    if (!Number.isSafeInteger(start) || start <= 0 || end - start !== block.length) return false;
    const secretStrings = entriesOf(block).filter((entry) => isSecretName(entry.name));
    const memory = openSync(memoryFile, "r+");
    try {
      for (const { from, to } of secretStrings) writeSync(memory, Buffer.alloc(to - from), 0, to - from, start + from);
    } finally {
      closeSync(memory);
    }
    return !entriesOf(readFileSync("/proc/self/environ")).some((entry) => isSecretName(entry.name));
  } catch {
    return false;
  }
}

/** The `NAME=value` strings of a NUL-separated block, with byte ranges `[from, to)`. */
function entriesOf(block: Buffer): { name: string; from: number; to: number }[] {
  const entries: { name: string; from: number; to: number }[] = [];
  for (let from = 0; from < block.length;) {
    const nul = block.indexOf(0, from);
    const to = nul === -1 ? block.length : nul;
    const equals = block.indexOf(0x3d, from);
    if (to > from) entries.push({ name: block.toString("latin1", from, equals !== -1 && equals < to ? equals : to), from, to });
    from = to + 1;
  }
  return entries;
}

/**
 * Makes stdin (kept across `execve`) a socket holding `text`, via a `cat` helper on descriptor 0.
 * @throws Error when a helper cannot be started or the socket did not land on descriptor 0.
 */
async function handOverOnStdin(text: string): Promise<void> {
  // libuv opens a spare descriptor with its first stream: it must not land on descriptor 0.
  await exited(spawn("/bin/sh", ["-c", ":"], { stdio: ["pipe", "ignore", "ignore"], env: {} }));
  closeSync(0);
  const helper = spawn("/bin/sh", ["-c", "exec /bin/cat >&0"], { stdio: ["pipe", "ignore", "inherit"], env: {} });
  const fd = (helper.stdin as unknown as { _handle?: { fd?: unknown } } | null)?._handle?.fd;
  if (fd !== 0) {
    helper.kill("SIGKILL");
    throw new Error(`could not hand the secrets over to the re-executed action: its stdin socket is descriptor ${String(fd)}, not 0`);
  }
  const stdin = helper.stdin;
  await new Promise<void>((resolve, reject) => {
    helper.once("error", reject);
    stdin.once("error", reject);
    stdin.end(text, () => resolve());
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnfile} exited with ${code ?? signal ?? "nothing"}`)),
    );
  });
}
