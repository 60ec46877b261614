import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { isForbiddenAgentEnvName } from "../core/withheld.js";

/** Names the runner hands the action in the process environment that are secrets: `INPUT_*` (the token input), `ACTIONS_*` runtime tokens, `GITHUB_TOKEN`, `GH_TOKEN`. */
const isSecretName = isForbiddenAgentEnvName;

/** Set in the re-executed image's environment: its stdin carries the secrets, as a JSON object of strings, up to end of file. */
const HANDOFF_VARIABLE = "RALPH_SECRETS_ON_STDIN";

/** How the action kept its secrets out of `/proc/<pid>/environ`: blanked in place, by re-executing itself, or not at all. */
export type ScrubResult = "scrubbed" | "nothing-to-scrub" | "unsupported";

/** Where {@link scrubOwnEnvironment} writes this process's memory; a test names a file that cannot be opened to take the re-exec. */
export interface ScrubOptions {
  /** Default `/proc/self/mem`. */
  memoryFile?: string;
}

/**
 * Keeps the token out of the action process's own environment block. The agent runs as the
 * same user, and `/proc/<pid>/environ` of any process of that user is readable: it shows the
 * bytes the process's environment strings were given at its start, on its stack, whatever the
 * process deletes later. So the secrets are taken out of `process.env`, their strings in that
 * block are overwritten with NUL bytes through `/proc/self/mem` (a process may write its own
 * memory), the block is read back through `/proc/self/environ` to check that no secret name is
 * left, and the values go back into `process.env`, whose new strings live on the heap, which
 * `/proc/<pid>/environ` does not show. A child forked from then on copies the blanked block.
 *
 * Where the block cannot be written (no `/proc`, a policy that denies `/proc/self/mem`), the
 * action re-executes itself instead (`process.execve`, Node ≥ 22.15 / 23.11; the Actions
 * runtime `node24` has it) with the secret names removed, handing their values over through
 * its stdin, a socket that survives the re-exec (see {@link handOverOnStdin}): the values are
 * never in a file, an argv or an environment block, where another process of the user (say
 * one an agent left running before this step) could read them.
 *
 * Call first thing, before anything else reads stdin. When it re-executes, this does not resolve
 * in the original process (the image is replaced); in the re-executed one it reads stdin to its
 * end, restores the values and resolves `scrubbed`. Without either way it resolves `unsupported`
 * and leaves `env` as it was.
 * @throws Error when the re-exec's hand-over cannot be set up (no `/bin/sh` or `/bin/cat`, stdin
 *   not the expected socket) or what arrives on stdin is not a JSON object of strings.
 */
export async function scrubOwnEnvironment(env: NodeJS.ProcessEnv = process.env, options: ScrubOptions = {}): Promise<ScrubResult> {
  if (env[HANDOFF_VARIABLE] !== undefined) {
    delete env[HANDOFF_VARIABLE];
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
    // Loaded here, in the re-executed image only (issue 20): the image that re-executes is replaced,
    // and zod, loaded there, would be lost (about 40 ms on node24).
    const { parseHandedSecrets } = await import("./handed-secrets.js");
    Object.assign(env, parseHandedSecrets(Buffer.concat(chunks).toString("utf8")));
    return "scrubbed";
  }
  const secrets = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => isSecretName(entry[0]) && entry[1] !== undefined),
  );
  if (Object.keys(secrets).length === 0) return "nothing-to-scrub";
  // Out of libc's environment first, so that nothing points at the strings being blanked.
  for (const name of Object.keys(secrets)) delete env[name];
  const blanked = blankInitialEnvironment(options.memoryFile ?? "/proc/self/mem");
  Object.assign(env, secrets);
  if (blanked) return "scrubbed";
  // Typed here: @types/node for Node 20 (the development runtime) does not declare it.
  const { execve } = process as NodeJS.Process & { execve?: (file: string, args: string[], env: Record<string, string>) => never };
  if (execve === undefined) return "unsupported";
  await handOverOnStdin(JSON.stringify(secrets));
  // From here to execve nothing may yield to the event loop: the helper's exit, once handled,
  // would close the socket that is now stdin (see handOverOnStdin).
  const clean: Record<string, string> = { [HANDOFF_VARIABLE]: "1" };
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !isSecretName(name)) clean[name] = value;
  return execve.call(process, process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], clean);
}

/**
 * Overwrites with NUL bytes every `NAME=value` string of a secret name in this process's initial
 * environment block, the bytes from `env_start` to `env_end` (fields 50 and 51 of
 * `/proc/self/stat`, Linux ≥ 3.5) that `/proc/<pid>/environ` shows, by writing `memoryFile`
 * (`/proc/self/mem`) at their addresses. True when `/proc/self/environ` then holds no secret
 * name; false when any step fails (no `/proc`, the file cannot be written, the block's bounds do
 * not match what `/proc/self/environ` shows), so that the caller re-executes instead.
 */
function blankInitialEnvironment(memoryFile: string): boolean {
  try {
    const stat = readFileSync("/proc/self/stat", "latin1");
    // The command name (field 2) is in parentheses and may hold spaces: field 3 starts after the last ")".
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

/** The `NAME=value` strings of an environment block (NUL-separated), each with its byte range `[from, to)`. */
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
 * Make this process's stdin (descriptor 0, which `process.execve` keeps open across the
 * re-exec) a socket holding `text`, then end of file. Node offers neither pipe(2) nor dup2(2),
 * so: descriptor 0 is closed, and the socket pair `spawn` then makes for a helper's stdin takes
 * the lowest free descriptor, 0, as this process's end. The helper, `cat`, reads `text` from its
 * end and writes it back through the same end (a socket carries both ways), so it waits in
 * descriptor 0's receive buffer; when `cat` exits, the stream ends. The helper is not waited
 * for: Node closes a child's stdin once it sees the child exit, and this stdin must outlive the
 * re-exec. It stays a zombie child of the action until the action ends.
 *
 * Resolves once `text` is written and this end is shut for writing.
 * @throws Error when a helper cannot be started or the socket did not land on descriptor 0.
 */
async function handOverOnStdin(text: string): Promise<void> {
  // libuv opens a spare descriptor (/dev/null) when it makes its first stream: make that happen
  // while descriptor 0 is still taken, so that it cannot land there.
  await exited(spawn("/bin/sh", ["-c", ":"], { stdio: ["pipe", "ignore", "ignore"], env: {} }));
  closeSync(0);
  const helper = spawn("/bin/sh", ["-c", "exec /bin/cat >&0"], { stdio: ["pipe", "ignore", "inherit"], env: {} });
  // Node names a stream's descriptor only on its internal handle.
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

/** Resolves when a child exited 0; rejects when it could not start or failed. */
function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnfile} exited with ${code ?? signal ?? "nothing"}`)),
    );
  });
}
