/**
 * Reading the small files the bot checks in the git directory and its configuration (refs, the
 * guarded files, the configuration's sources) in-process and synchronously (issue 20): each read
 * is a few microseconds of local disk, where a promise-based read waits for the thread pool and
 * then for its turn on the event loop, and a round makes dozens of them. No read waits on a
 * FIFO (opened non-blocking, then judged by what it is).
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, type Dirent, type Stats } from "node:fs";

/**
 * What stands at `path` as read now: its bytes when it is a regular file, else a word for what
 * stood in the way (`unreadable: ENOENT`, `unreadable: EISDIR`, `unreadable: not a regular
 * file`, …), stable from one read to the next so that two reads can be compared.
 * `follow`: whether a symbolic link is followed (git follows those in its configuration); when
 * false, a link reads as `unreadable: ELOOP`.
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

/** What `lstat` says of `path` (a link is not followed), or null when it cannot be told (absent, not reachable). */
export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** The entries of the folder `path` (a link to one is not followed: null), or null when it cannot be read. */
export function folderEntries(path: string): Dirent[] | null {
  try {
    return lstatSync(path).isDirectory() ? readdirSync(path, { withFileTypes: true }) : null;
  } catch {
    return null;
  }
}
