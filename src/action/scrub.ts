import { spawn, type ChildProcess } from "node:child_process";
import { closeSync } from "node:fs";
import { isForbiddenAgentEnvName } from "../core/withheld.js";

/** Names the runner hands the action in the process environment that are secrets: `INPUT_*` (the token input), `ACTIONS_*` runtime tokens, `GITHUB_TOKEN`, `GH_TOKEN`. */
const isSecretName = isForbiddenAgentEnvName;

/** Set in the re-executed image's environment: its stdin carries the secrets, as a JSON object of strings, up to end of file. */
const HANDOFF_VARIABLE = "RALPH_SECRETS_ON_STDIN";

/** How the action kept its secrets out of `/proc/<pid>/environ`. */
export type ScrubResult = "scrubbed" | "nothing-to-scrub" | "unsupported";

/**
 * Keeps the token out of the action process's own environment block. The agent runs as the
 * same user, and `/proc/<pid>/environ` of any process of that user is readable: it shows the
 * environment the process started with, whatever the process deletes later. So the action
 * re-executes itself (`process.execve`, Node ≥ 22.15 / 23.11; the Actions runtime `node24` has it)
 * with the secret names removed, handing their values over through its stdin, a socket that
 * survives the re-exec (see {@link handOverOnStdin}): the values are never in a file, an argv or
 * an environment block, where another process of the user (say one an agent left running
 * before this step) could read them. The values then live in `process.env` only, which `/proc`
 * does not show, and the action's child processes get explicit environments without them.
 *
 * Call first thing, before anything else reads stdin. In the original process this does not
 * resolve (the image is replaced); in the re-executed one it reads stdin to its end, restores the
 * values and resolves `scrubbed`. On a Node without `process.execve` it resolves `unsupported`
 * and changes nothing.
 * @throws Error when the hand-over cannot be set up (no `/bin/sh` or `/bin/cat`, stdin not the
 *   expected socket) or what arrives on stdin is not a JSON object of strings.
 */
export async function scrubOwnEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<ScrubResult> {
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
