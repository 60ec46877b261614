/** The configuration git sees, reused while its files stay byte for byte the same. */
import { dirname, isAbsolute, join, resolve } from "node:path";
import { readFileState } from "./file-read.js";

/** `value` null for a bare key. */
export interface ConfigEntry {
  key: string;
  value: string | null;
  scope: string;
  /** `file:<path>` (relative), `command line:`, … */
  origin: string;
}

/** `git config --list --includes --show-scope --show-origin -z` output. */
export function parseConfigListing(listing: string): ConfigEntry[] {
  const fields = listing.split("\0");
  const entries: ConfigEntry[] = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [scope = "", origin = "", entry = ""] = fields.slice(i, i + 3);
    const newline = entry.indexOf("\n");
    entries.push(
      newline === -1
        ? { key: entry, value: null, scope, origin }
        : { key: entry.slice(0, newline), value: entry.slice(newline + 1), scope, origin },
    );
  }
  return entries;
}

/** `cwd` resolves relative origins. */
export interface ConfigPlaces {
  cwd: string;
  gitDir: string;
  commonDir: string;
  env: Readonly<Record<string, string>>;
}

/** Every file whose bytes decide the listing; null when that cannot be told exactly. */
export function configSources(entries: readonly ConfigEntry[], places: ConfigPlaces): string[] | null {
  const { cwd, gitDir, commonDir, env } = places;
  const home = env.HOME ?? "";
  const paths = new Set<string>();
  for (const dir of [gitDir, commonDir]) for (const name of ["config", "config.worktree", "HEAD"]) paths.add(join(dir, name));
  const global = env.GIT_CONFIG_GLOBAL;
  if (global !== undefined && global !== "") paths.add(resolve(cwd, global));
  else {
    if (home === "") return null;
    const xdg = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join(home, ".config");
    paths.add(join(xdg, "git", "config")).add(join(home, ".gitconfig"));
  }
  // git_env_bool: only these read as true.
  const noSystem = /^(1|true|yes|on)$/i.test(env.GIT_CONFIG_NOSYSTEM ?? "");
  const system = env.GIT_CONFIG_SYSTEM;
  if (!noSystem && system !== undefined && system !== "") paths.add(resolve(cwd, system));
  else if (!noSystem && !entries.some((entry) => entry.scope === "system")) return null;
  for (const entry of entries) {
    if (entry.origin === "command line:") continue;
    if (!entry.origin.startsWith("file:")) return null;
    const file = resolve(cwd, entry.origin.slice("file:".length));
    paths.add(file);
    if (entry.key !== "include.path" && !/^includeif\..*\.path$/.test(entry.key)) continue;
    const target = entry.value ?? "";
    if (target.startsWith("~/")) {
      if (home === "") return null;
      paths.add(join(home, target.slice(2)));
    } else if (target.startsWith("~") || target.startsWith("%(")) return null;
    else if (target !== "") paths.add(isAbsolute(target) ? target : resolve(dirname(file), target));
  }
  return [...paths];
}

/** Bytes, or what stood in the way. */
export type FileState = Buffer | string;

/** Links followed, as git follows them. */
export function readStates(paths: readonly string[]): Map<string, FileState> {
  return new Map(paths.map((path) => [path, readFileState(path, { follow: true })]));
}

export function statesHold(states: ReadonlyMap<string, FileState>): boolean {
  for (const [path, before] of states) {
    const after = readFileState(path, { follow: true });
    if (typeof before === "string" || typeof after === "string" ? before !== after : !before.equals(after)) return false;
  }
  return true;
}
