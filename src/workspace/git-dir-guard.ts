/**
 * What the agent may not change in the git directory (design contract: "GitHub side").
 *
 * The agent can write the workspace, `.git/` included, and the bot's own git commands run
 * outside the sandbox, with the token in the environment of the network ones. A file in `.git/`
 * that makes git start a program (`core.alternateRefsCommand`, `filter.<x>.clean`,
 * `core.sshCommand`, …), read objects or configuration from elsewhere (`alternates`,
 * `commondir`) or work on another tree (`core.worktree`) would make the bot run the agent's code
 * or commit files from outside the workspace. So the workspace takes a snapshot of those files
 * when it is prepared, and puts them back — before any other git command — each time the bot
 * takes over from the agent: the agent's processes are dead by then.
 *
 * The global configuration is pinned the same way: git reads a private copy made at prepare
 * (in a folder the sandbox hides), never the `~/.gitconfig` the agent can edit.
 */
import { lstatSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join, relative } from "node:path";
import { lstatOrNull, readRegularFile } from "./file-read.js";

/**
 * Files of the git directory (see gitrepository-layout(5)) through which the agent could make
 * the bot's git run a program, read objects, refs or configuration from elsewhere, or work on
 * another tree. Each is looked for in the checkout's git directory and in the common directory
 * (they differ in a linked worktree).
 */
export const GUARDED_GIT_FILES = [
  // Every program git may start, every URL rewrite, core.worktree, includes.
  "config",
  // Per-worktree configuration (read when extensions.worktreeConfig is set).
  "config.worktree",
  // Makes this git directory take its configuration, objects and refs from another one.
  "commondir",
  // Object stores borrowed from elsewhere (and, with them, core.alternateRefsCommand's trigger).
  "objects/info/alternates",
  "objects/info/http-alternates",
  // Rewrites what the history says the parents of commits are.
  "info/grafts",
] as const;

/** One guarded file: its bytes at prepare, or null when there was none. */
interface GuardedFile {
  path: string;
  bytes: Buffer | null;
  mode: number;
}

/** The guarded files of a git directory at prepare time. */
export interface GitDirSnapshot {
  files: GuardedFile[];
  /** The git and common directories, with their device and inode numbers: the agent must not swap them. */
  dirs: Array<{ path: string; dev: number; ino: number }>;
}

/**
 * Read the guarded files of `gitDir` and `commonDir` (absolute), synchronously (see `file-read.ts`).
 * @throws Error when the git directory is gone or a guarded file cannot be read.
 */
export function snapshotGitDir(gitDir: string, commonDir: string): GitDirSnapshot {
  const paths = new Set<string>();
  for (const dir of new Set([gitDir, commonDir])) for (const name of GUARDED_GIT_FILES) paths.add(join(dir, name));
  const dirs: GitDirSnapshot["dirs"] = [];
  for (const path of new Set([gitDir, commonDir])) {
    const stats = lstatSync(path);
    dirs.push({ path, dev: stats.dev, ino: stats.ino });
  }
  const files: GuardedFile[] = [];
  for (const path of paths) {
    const stats = lstatOrNull(path);
    // Something other than a file (a link the user made) is left alone, as git follows it anyway.
    if (stats === null) files.push({ path, bytes: null, mode: 0o644 });
    else if (stats.isFile()) {
      const bytes = readRegularFile(path);
      if (bytes === null) throw new Error(`could not read ${path} to guard it`);
      files.push({ path, bytes, mode: stats.mode & 0o777 });
    }
  }
  return { files, dirs };
}

/** What {@link restoreGitDir} put back. */
export interface RestoredFile {
  /** Absolute path. */
  path: string;
  /** `restored`: written back as it was; `removed`: the agent added it. */
  action: "restored" | "removed";
  /** What the agent had put there (null when it was not a regular file). */
  agentBytes: Buffer | null;
  /** What was put back (restored only). */
  snapshotBytes: Buffer | null;
}

/**
 * Put every guarded file back as `snapshot` holds it: a file that differs is rewritten (after
 * removing whatever the agent put in its place, a symbolic link or a folder included, so the
 * write cannot land elsewhere); a file that was not there is removed. Uses no git command.
 * @throws Error when the git directory itself is no longer the one of the snapshot (the agent
 *   moved it away and put another, or a link, in its place): nothing is put back then.
 */
export async function restoreGitDir(snapshot: GitDirSnapshot): Promise<RestoredFile[]> {
  for (const { path, dev, ino } of snapshot.dirs) {
    const stats = lstatOrNull(path);
    if (stats === null || !stats.isDirectory() || stats.dev !== dev || stats.ino !== ino) {
      throw new Error(`${path} is no longer the git directory the run started with (the agent replaced it)`);
    }
  }
  const restored: RestoredFile[] = [];
  for (const { path, bytes, mode } of snapshot.files) {
    const stats = lstatOrNull(path);
    if (stats === null && bytes === null) continue;
    const now = stats?.isFile() === true ? readRegularFile(path) : null;
    if (bytes !== null && now !== null && now.equals(bytes)) continue;
    await rm(path, { recursive: true, force: true });
    if (bytes === null) {
      restored.push({ path, action: "removed", agentBytes: now, snapshotBytes: null });
      continue;
    }
    await mkdir(join(path, ".."), { recursive: true });
    await writeFile(path, bytes, { flag: "wx", mode });
    restored.push({ path, action: "restored", agentBytes: now, snapshotBytes: bytes });
  }
  return restored;
}

/**
 * A note for the round's comment about one restored file, relative to `top`, naming the
 * configuration keys that differ (keys only: values may hold secrets) when `keys` is given.
 */
export function restoreNote(file: RestoredFile, top: string, keys: readonly string[] | null): string {
  const shown = relative(top, file.path);
  const which = keys === null ? "" : keys.length > 0 ? ` (${keys.join(", ")})` : "";
  return file.action === "removed" ? `removed ${shown}: the agent added it` : `restored ${shown}: the agent changed it${which}`;
}

/**
 * Copy the user's global git configuration, as git would read it now, to `global.gitconfig` in
 * `folder` (a private folder of the bot's): `GIT_CONFIG_GLOBAL` when set, else the XDG file
 * (`$XDG_CONFIG_HOME/git/config`) followed by `~/.gitconfig`, git's order. Returns its path
 * (for `GIT_CONFIG_GLOBAL`); `/dev/null` is kept as it is.
 *
 * A copy rather than `/dev/null`: the global configuration may hold what the bot's git needs —
 * `safe.directory` in a container, proxies and CA files, `url.*.insteadOf`, Git LFS filters.
 * Include paths in it are still followed; relative ones then resolve next to the copy.
 */
export async function pinGlobalConfig(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const named = env.GIT_CONFIG_GLOBAL;
  if (named === "/dev/null") return named;
  const home = env.HOME !== undefined && env.HOME !== "" ? env.HOME : homedir();
  const xdg = env.XDG_CONFIG_HOME !== undefined && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, ".config");
  const sources = named !== undefined && named !== "" ? [named] : [join(xdg, "git", "config"), join(home, ".gitconfig")];
  const parts: Buffer[] = [];
  for (const source of sources) {
    const bytes = await readFile(source).catch(() => null);
    if (bytes !== null) parts.push(bytes, Buffer.from("\n"));
  }
  const file = join(folder, "global.gitconfig");
  await writeFile(file, Buffer.concat(parts), { flag: "wx", mode: 0o600 });
  return file;
}
