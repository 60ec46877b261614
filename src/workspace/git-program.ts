/**
 * Which `git` the bot runs, and the `PATH` git itself gets (design contract: "GitHub side").
 *
 * The agent runs as the same user as the action, so any folder it can write may hold a `git`
 * of its making — `$HOME/.local/bin` is first on the hosted runners' `PATH`. A bot that looked
 * `git` up on `PATH` for each command would hand its pushes, token included, to that program.
 * So git is looked up once, at the start of the run, on the `PATH` entries the agent cannot
 * write, and git's own environment gets only those entries too, since git in turn starts
 * programs from `PATH` (`ssh`, credential helpers, `sh`).
 */
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute, join, resolve, sep } from "node:path";

/** The git executable the bot runs, and the search path it gives git. */
export interface GitProgram {
  /** Absolute path of the git executable, in a folder the agent cannot write. */
  file: string;
  /** `PATH` for git's environment: the entries of the searched `PATH` the agent cannot write, in order. */
  path: string;
}

/**
 * Folders an agent of this run can write whatever its sandbox: the given ones (e.g. the
 * workspace), `HOME`, the runner's workspace, temp and tool cache folders, the temp folders the
 * environment names, and the world-writable `/tmp`, `/var/tmp` and `/dev/shm`. The file-system
 * root is never listed (a `HOME` of `/`), as that would leave no folder to find git in.
 * @param env the action's environment (`process.env`); unset or relative names are skipped
 * @param extra further folders, e.g. the workspace
 * @returns absolute paths, each once
 */
export function agentWritableFolders(env: NodeJS.ProcessEnv, extra: readonly string[] = []): string[] {
  const named = ["HOME", "GITHUB_WORKSPACE", "RUNNER_WORKSPACE", "RUNNER_TEMP", "RUNNER_TOOL_CACHE", "TMPDIR", "TMP", "TEMP"].map(
    (name) => env[name],
  );
  const folders = [...extra, ...named, tmpdir(), "/tmp", "/var/tmp", "/dev/shm"]
    .filter((folder): folder is string => folder !== undefined && isAbsolute(folder))
    .map((folder) => resolve(folder))
    // A HOME of `/` (some containers) would make every folder the agent's: the writability test covers it.
    .filter((folder) => dirname(folder) !== folder);
  return [...new Set(folders)];
}

/**
 * Find git on `searchPath`, skipping every entry the agent could have put a program in: an
 * entry that is relative or empty (it names the current folder), that lies inside one of
 * `untrusted` (symbolic links resolved), or — unless the action runs as root, who can write
 * everywhere — that the action's user can write, directly or through a parent folder (which
 * would let the folder be swapped). An entry that does not exist is dropped. A `git` that is a
 * symbolic link counts only when its target's folder passes the same test.
 * @param searchPath a `PATH` value (entries separated by `:`)
 * @param untrusted absolute folders the agent can write (see {@link agentWritableFolders})
 * @throws Error when no entry the agent cannot write holds an executable `git`, naming what was skipped.
 */
export function resolveGitProgram(searchPath: string, untrusted: readonly string[]): GitProgram {
  const roots = untrusted.map(canonical);
  const checkWritable = process.getuid?.() !== 0;
  const trusted = (dir: string): boolean => !roots.some((root) => isInside(dir, root)) && !(checkWritable && writableUpwards(dir));
  const kept: string[] = [];
  const skipped: string[] = [];
  for (const entry of searchPath.split(delimiter)) {
    if (entry === "") continue;
    const dir = isAbsolute(entry) ? canonicalOrNull(entry) : null;
    if (dir === null) continue;
    if (trusted(dir)) kept.push(entry);
    else skipped.push(entry);
  }
  for (const entry of kept) {
    const file = join(entry, "git");
    if (!isExecutableFile(file)) continue;
    if (trusted(dirname(canonical(file)))) return { file, path: kept.join(delimiter) };
  }
  throw new Error(
    `git was not found in a folder the agent cannot write (PATH entries searched: ${kept.join(delimiter) || "none"}; ` +
      `skipped as writable by the agent: ${skipped.join(delimiter) || "none"}); install git in a system folder such as /usr/bin`,
  );
}

/** The real path of an existing path (symbolic links resolved). */
function canonical(path: string): string {
  return canonicalOrNull(path) ?? resolve(path);
}

function canonicalOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Whether `path` is `root` or lies below it (both canonical). */
function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** Whether this process may write `dir` or one of its parents (and so replace what `dir` holds). */
function writableUpwards(dir: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    try {
      accessSync(current, constants.W_OK);
      return true;
    } catch {
      // Not writable: look at the parent.
    }
    if (dirname(current) === current) return false;
  }
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
