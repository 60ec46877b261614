/** The small files the bot checks, read in-process and synchronously: a round reads dozens, each microseconds. */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, type Dirent, type Stats } from "node:fs";

/**
 * What stands at `path`: its bytes for a regular file, else a stable word for what stood in the way
 * (`unreadable: ENOENT`, …); a FIFO is never waited on. Without `follow`, a link reads as `unreadable: ELOOP`.
 */
export function readFileState(path: string, { follow }: { follow: boolean }): Buffer | string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (follow ? 0 : constants.O_NOFOLLOW));
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return "unreadable: EISDIR";
    if (!stats.isFile()) return "unreadable: not a regular file";
    return readFileSync(fd);
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  } finally {
    closeSync(fd);
  }
}

/** The bytes of `path` when it is a regular file and not a symbolic link, else null. */
export function readRegularFile(path: string): Buffer | null {
  const state = readFileState(path, { follow: false });
  return typeof state === "string" ? null : state;
}

/** `lstat` of `path`, or null when it cannot be told. */
export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** The entries of the folder `path` (not through a link), or null. */
export function folderEntries(path: string): Dirent[] | null {
  try {
    return lstatSync(path).isDirectory() ? readdirSync(path, { withFileTypes: true }) : null;
  } catch {
    return null;
  }
}
