/**
 * How a run's bubblewrap sandbox is laid out (`sandbox: bubblewrap`, see `bubblewrap.ts`): which
 * folders are hidden, writable or bound back, planned once at preflight, and the `bwrap` command
 * line that lays them out for each process.
 */
import { constants } from "node:fs";
import { copyFile, mkdir, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { EGRESS_DIR_INSIDE, EGRESS_NODE_INSIDE, forwardedCommand } from "./egress-forwarder.js";
import type { SandboxRequest } from "./sandbox.js";

/** The uid and gid inside the sandbox when the runner runs as root: the agent never is. */
const UNPRIVILEGED_ID = 1000;

/** Hidden on every machine: daemons' sockets live there, and Docker's gives root to whoever reaches it. */
const SYSTEM_HIDDEN = ["/run", "/var/run"];

/** Never writable, whatever `sandbox-writable` lists: `/` would bring back the host's `/proc` and `/dev`. */
const SYSTEM_FOLDERS = ["/proc", "/dev", "/sys"];

/** What a run's bubblewrap sandbox shows; every path absolute, without symbolic links. */
export interface BubblewrapLayout {
  /** The uid and gid inside: the runner's own, or {@link UNPRIVILEGED_ID} for root. */
  uid: number;
  gid: number;
  /** Writable, and the cwd. */
  workspace: string;
  /** The per-run `HOME`, writable. */
  home: string;
  /** Folders bound writable where they are: `sandbox-writable`, a CLI's configuration folder (`CODEX_HOME`). */
  writable: readonly string[];
  /** The user's CLI configuration folders bound writable into the per-run `HOME` (`~/.claude` → `<home>/.claude`). */
  homeBinds: readonly { source: string; target: string }[];
  /** Files inside a hidden folder bound back read-only: the DNS resolver's configuration under `/run` (see {@link resolverBinds}). */
  readOnly: readonly string[];
  /** Folders replaced by an empty read-only folder. */
  hidden: readonly string[];
  /**
   * `network: allowlist`: the folder holding the egress proxy's socket and the forwarder's script,
   * and the `node` binary that runs the forwarder, both bound read-only under `/run`; null for the
   * runner's network (`network: open`).
   */
  egress: { dir: string; node: string } | null;
}

/** Number of parts of an absolute path: `/` 0, `/tmp` 1, `/tmp/a` 2. */
function depth(path: string): number {
  return path.split("/").filter((part) => part !== "").length;
}

/** Whether `path` lies strictly inside `folder` (both absolute). */
export function inside(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest !== "" && !rest.startsWith("..") && !isAbsolute(rest);
}

/**
 * The `bwrap` arguments that run `command` in the sandbox `layout` describes.
 * Mounts stack, a later one covering what lies below its target, so they are applied shallow
 * first: the deepest one decides what a path shows (a folder listed inside a hidden one is bound
 * back; a hidden folder inside a writable one stays hidden), and at the same path a hide wins.
 * Hidden folders are made read-only last, after the folders bound back inside them got their
 * mount points.
 * @param extraWritable folders this process may also write (the round's folder)
 * With `layout.egress`, the network is not shared and the command runs behind the forwarder.
 * @returns e.g. `--die-with-parent --new-session --unshare-all --share-net --unshare-user --cap-drop ALL
 *   --uid 1000 --gid 1000 --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp … --chdir <workspace> -- <command>`
 */
export function bubblewrapArguments(layout: BubblewrapLayout, command: readonly string[], extraWritable: readonly string[] = []): string[] {
  interface Mount {
    target: string;
    hide: boolean;
    args: string[];
  }
  const bind = (source: string, target: string): Mount => ({ target, hide: false, args: ["--bind", source, target] });
  const mounts: Mount[] = [
    { target: "/tmp", hide: true, args: ["--tmpfs", "/tmp"] },
    ...layout.hidden.map((dir) => ({ target: dir, hide: true, args: ["--tmpfs", dir] })),
    bind(layout.workspace, layout.workspace),
    bind(layout.home, layout.home),
    ...layout.writable.map((dir) => bind(dir, dir)),
    ...layout.homeBinds.map(({ source, target }) => bind(source, target)),
    ...layout.readOnly.map((dir) => ({ target: dir, hide: false, args: ["--ro-bind", dir, dir] })),
    ...extraWritable.map((dir) => bind(dir, dir)),
    ...(layout.egress !== null
      ? [
          { target: EGRESS_DIR_INSIDE, hide: false, args: ["--ro-bind", layout.egress.dir, EGRESS_DIR_INSIDE] },
          { target: EGRESS_NODE_INSIDE, hide: false, args: ["--ro-bind", layout.egress.node, EGRESS_NODE_INSIDE] },
        ]
      : []),
  ];
  mounts.sort((a, b) => depth(a.target) - depth(b.target) || Number(a.hide) - Number(b.hide));
  // A hidden folder inside another one, with nothing bound back between them, is hidden already.
  const kept = mounts.filter((mount, index) => {
    const above = mounts.slice(0, index).findLast((other) => inside(mount.target, other.target));
    return !mount.hide || above === undefined || !above.hide || !layout.hidden.includes(above.target);
  });
  const readOnly = layout.hidden.filter((dir) => kept.some((mount) => mount.hide && mount.target === dir));
  return [
    // bwrap and the namespace's init die with the action; the init's death kills everything inside.
    "--die-with-parent",
    "--new-session",
    "--unshare-all",
    ...(layout.egress === null ? ["--share-net"] : []),
    "--unshare-user",
    "--cap-drop",
    "ALL",
    "--uid",
    String(layout.uid),
    "--gid",
    String(layout.gid),
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    ...kept.flatMap((mount) => mount.args),
    ...readOnly.flatMap((dir) => ["--remount-ro", dir]),
    "--chdir",
    layout.workspace,
    "--",
    ...(layout.egress === null ? command : forwardedCommand(command)),
  ];
}

/** The folders among `paths` that exist, resolved (a symbolic link to a folder counts), without duplicates. */
async function existingFolders(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isDirectory()) continue;
    const real = await realpath(path);
    if (!found.includes(real)) found.push(real);
  }
  return found;
}

/**
 * What of the DNS resolver's configuration is bound back into a hidden folder: `/etc/resolv.conf`
 * points into `/run` on systemd machines (Ubuntu runners), and with `network: open` the agent must
 * still resolve its model API's name. The file alone, never its folder: `/run/systemd/resolve` also
 * holds systemd-resolved's varlink socket (`io.systemd.Resolve`, mode 0666), through which any
 * process could send names out, a DNS channel past the egress allowlist.
 * @param resolver the real path of `/etc/resolv.conf`, or null when there is none
 * @param hidden the folders the sandbox hides
 * @returns `[resolver]` when it lies in a hidden folder, else nothing
 */
export function resolverBinds(resolver: string | null, hidden: readonly string[]): string[] {
  return resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [resolver] : [];
}

/** The layout of a run's sandbox (see `openBubblewrap`): what is hidden, writable and bound back; every path real. */
export async function planLayout(request: SandboxRequest): Promise<BubblewrapLayout> {
  const hidden = await existingFolders([...request.hidden.temp, ...request.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request.hidden.sealed);
  /** A folder the agent may write must not undo what the sandbox hides. */
  const check: WritableCheck = (label, path) => {
    const hides = hidden.find((folder) => folder === path) ?? sealed.find((folder) => inside(path, folder));
    if (hides !== undefined)
      throw new Error(`${label}: ${path} lies in ${hides}, which the sandbox hides from the agent; name another folder`);
    if (path === "/" || SYSTEM_FOLDERS.some((folder) => path === folder || inside(path, folder)))
      throw new Error(`${label}: ${path} cannot be made writable in the sandbox`);
  };
  const writable = await writableFolders(request, check);

  await mkdir(join(request.runDir, "home"), { recursive: true, mode: 0o700 });
  const home = await realpath(join(request.runDir, "home"));
  const homeBinds = await bindHome(request, home, check);

  const readOnly = resolverBinds(await realpath("/etc/resolv.conf").catch(() => null), hidden);

  const uid = process.getuid?.() ?? UNPRIVILEGED_ID;
  const gid = process.getgid?.() ?? UNPRIVILEGED_ID;
  return {
    uid: uid === 0 ? UNPRIVILEGED_ID : uid,
    gid: gid === 0 ? UNPRIVILEGED_ID : gid,
    workspace: await realpath(request.workspace),
    home,
    writable,
    homeBinds,
    readOnly,
    hidden,
    egress: null,
  };
}

/** Throws when `path` (real) may not be writable: `label` names where it came from. */
type WritableCheck = (label: string, path: string) => void;

/** The `sandbox-writable` folders (created when missing) and the CLI's configuration folders, real and checked. */
async function writableFolders(request: SandboxRequest, check: WritableCheck): Promise<string[]> {
  const writable: string[] = [];
  for (const path of request.writable) {
    await mkdir(path, { recursive: true }).catch((error: Error) => {
      throw new Error(`sandbox-writable: cannot create ${path}: ${error.message}`);
    });
    const real = await realpath(path);
    check("sandbox-writable", real);
    if (!writable.includes(real)) writable.push(real);
  }
  for (const { variable, path } of request.configuration.paths) {
    const [real] = isAbsolute(path) ? await existingFolders([path]) : [];
    if (real === undefined) continue; // the CLI reports a missing folder itself
    check(variable, real);
    if (!writable.includes(real)) writable.push(real);
  }
  return writable;
}

/** The CLI's configuration in the user's `HOME`, for the per-run `home`: folders to bind, files copied there now. */
async function bindHome(request: SandboxRequest, home: string, check: WritableCheck): Promise<{ source: string; target: string }[]> {
  const homeBinds: { source: string; target: string }[] = [];
  const realHome = request.env.HOME ?? "";
  for (const entry of isAbsolute(realHome) ? request.configuration.home : []) {
    const source = join(realHome, entry);
    const info = await stat(source).catch(() => null);
    if (info?.isDirectory() === true) {
      const real = await realpath(source);
      check(`~/${entry}`, real);
      homeBinds.push({ source: real, target: join(home, entry) });
    } else if (info?.isFile() === true) {
      // A file is copied, not bound: CLIs replace such files by renaming, which a mount point refuses.
      await copyFile(source, join(home, entry), constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
    }
  }
  return homeBinds;
}
