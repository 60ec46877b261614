// Reading a repository's files for init's defaults: a missing or unreadable file reads as absent.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The text of `file` at `top`, or "" when there is none. */
export function text(top: string, file: string): string {
  try {
    return readFileSync(join(top, file), "utf8");
  } catch {
    return "";
  }
}

export const has = (top: string, file: string): boolean => existsSync(join(top, file));

/** The names in the folder `dir` at `top`; none when it is missing. */
export function names(top: string, dir: string): string[] {
  try {
    return readdirSync(join(top, dir));
  } catch {
    return [];
  }
}
