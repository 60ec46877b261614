/** Small files read in-process and synchronously: a round reads dozens. */
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, type Dirent, type Stats } from "node:fs";

/** A regular file's bytes, else e.g. `unreadable: ENOENT`; a FIFO is never waited on. */
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

/** null unless a regular file, not a link. */
export function readRegularFile(path: string): Buffer | null {
  const state = readFileState(path, { follow: false });
  return typeof state === "string" ? null : state;
}

export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Not through a link. */
export function folderEntries(path: string): Dirent[] | null {
  try {
    return lstatSync(path).isDirectory() ? readdirSync(path, { withFileTypes: true }) : null;
  } catch {
    return null;
  }
}
