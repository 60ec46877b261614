/** Which folders a run's bubblewrap sandbox hides, makes writable or binds back, and the `bwrap` command line. */
import { constants } from "node:fs";
import { copyFile, mkdir, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { EGRESS_DIR_INSIDE, EGRESS_NODE_INSIDE, forwardedCommand } from "./egress-forwarder.js";
import type { SandboxRequest } from "./sandbox.js";

/** Inside when the runner runs as root: the agent never is. */
const UNPRIVILEGED_ID = 1000;

/** Daemons' sockets live there; Docker's gives root to whoever reaches it. */
const SYSTEM_HIDDEN = ["/run", "/var/run"];

/** Never writable: `/` would bring back the host's `/proc` and `/dev`. */
const SYSTEM_FOLDERS = ["/proc", "/dev", "/sys"];

/** Every path absolute and real. */
export interface BubblewrapLayout {
  uid: number;
  gid: number;
  workspace: string;
  home: string;
  /** Bound where they are. */
  writable: readonly string[];
  homeBinds: readonly { source: string; target: string }[];
  /** Files inside a hidden folder, bound back. */
  readOnly: readonly string[];
  /** Each an empty read-only folder. */
  hidden: readonly string[];
  /** Null on the runner's network. */
  egress: { dir: string; node: string } | null;
}

function depth(path: string): number {
  return path.split("/").filter((part) => part !== "").length;
}

export function inside(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest !== "" && !rest.startsWith("..") && !isAbsolute(rest);
}

/** Mounts go shallow first, a hide winning at the same path; hidden folders turn read-only last. */
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
  // A hidden folder inside another, with nothing bound back between them, is hidden already.
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

/** The file alone, never `/run/systemd/resolve` (a DNS channel past the proxy). */
export function resolverBinds(resolver: string | null, hidden: readonly string[]): string[] {
  return resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [resolver] : [];
}

export async function planLayout(request: SandboxRequest): Promise<BubblewrapLayout> {
  const hidden = await existingFolders([...request.hidden.temp, ...request.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request.hidden.sealed);
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

/** Throws when `path` may not be writable. */
type WritableCheck = (label: string, path: string) => void;

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

/** Folders to bind; files copied into `home` now. */
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
      // Copied, not bound: CLIs replace such files by renaming, which a mount point refuses.
      await copyFile(source, join(home, entry), constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
    }
  }
  return homeBinds;
}
