/** Which `git` the bot runs: found once, on the `PATH` entries the agent cannot write (docs/security.md). */
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute, join, resolve, sep } from "node:path";

export interface GitProgram {
  /** Absolute, in a folder the agent cannot write. */
  file: string;
  /** git's `PATH`: the searched entries the agent cannot write. */
  path: string;
}

/** Folders this run's agent can write whatever its sandbox; never `/`. */
export function agentWritableFolders(env: NodeJS.ProcessEnv, extra: readonly string[] = []): string[] {
  const named = ["HOME", "GITHUB_WORKSPACE", "RUNNER_WORKSPACE", "RUNNER_TEMP", "RUNNER_TOOL_CACHE", "TMPDIR", "TMP", "TEMP"].map(
    (name) => env[name],
  );
  const folders = [...extra, ...named, tmpdir(), "/tmp", "/var/tmp", "/dev/shm"]
    .filter((folder): folder is string => folder !== undefined && isAbsolute(folder))
    .map((folder) => resolve(folder))
    // A HOME of `/` would leave no folder: the writability test covers it.
    .filter((folder) => dirname(folder) !== folder);
  return [...new Set(folders)];
}

/**
 * git on `searchPath`, skipping `untrusted` and (unless root) what this user can write or swap.
 * @throws Error naming what was skipped when none is found.
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

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** Writing a parent could replace what `dir` holds. */
function writableUpwards(dir: string): boolean {
  for (let current = dir; ; current = dirname(current)) {
    try {
      accessSync(current, constants.W_OK);
      return true;
    } catch {
      // Look at the parent.
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
