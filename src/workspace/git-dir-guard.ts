/** The git files the agent may not change, put back before the bot's git runs (docs/security.md). */
import { lstatSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join, relative } from "node:path";
import { lstatOrNull, readRegularFile } from "./file-read.js";

/** Files that make git run a program, read from elsewhere or work on another tree. */
export const GUARDED_GIT_FILES = [
  "config",
  "config.worktree",
  "commondir",
  "objects/info/alternates",
  "objects/info/http-alternates",
  "info/grafts",
] as const;

interface GuardedFile {
  path: string;
  bytes: Buffer | null;
  mode: number;
}

/** `bytes` null: absent. */
export interface GitDirSnapshot {
  files: GuardedFile[];
  /** Device and inode: the agent must not swap them. */
  dirs: Array<{ path: string; dev: number; ino: number }>;
}

/** @throws Error when a guarded file cannot be read. */
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
    // A link the user made is left alone: git follows it anyway.
    if (stats === null) files.push({ path, bytes: null, mode: 0o644 });
    else if (stats.isFile()) {
      const bytes = readRegularFile(path);
      if (bytes === null) throw new Error(`could not read ${path} to guard it`);
      files.push({ path, bytes, mode: stats.mode & 0o777 });
    }
  }
  return { files, dirs };
}

/** `agentBytes`: what the agent left (null: not a regular file). */
export interface RestoredFile {
  path: string;
  action: "restored" | "removed";
  agentBytes: Buffer | null;
  snapshotBytes: Buffer | null;
}

/** Puts every guarded file back, without git. @throws Error when the git directory itself was replaced. */
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

/** Keys only: values may hold secrets. */
export function restoreNote(file: RestoredFile, top: string, keys: readonly string[] | null): string {
  const shown = relative(top, file.path);
  const which = keys === null ? "" : keys.length > 0 ? ` (${keys.join(", ")})` : "";
  return file.action === "removed" ? `removed ${shown}: the agent added it` : `restored ${shown}: the agent changed it${which}`;
}

/** A copy for `GIT_CONFIG_GLOBAL`, not `/dev/null`: it may hold what git needs (`safe.directory`, proxies). */
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
