import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";

/** Skips relative entries and those `skip` names. */
export function findExecutable(name: string, path: string | undefined, skip: (dir: string) => boolean = () => false): string | null {
  const candidates = name.includes("/")
    ? [name]
    : (path ?? "")
        .split(delimiter)
        .filter((dir) => isAbsolute(dir) && !skip(dir))
        .map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there or not executable.
    }
  }
  return null;
}
