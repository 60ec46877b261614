/**
 * The bubblewrap sandbox (`sandbox: bubblewrap`, see `src/agents/sandbox.ts`): how a run's sandbox
 * is laid out, the `bwrap` command line for each process, and the preflight that starts it once.
 *
 * Inside: the whole file system read-only; the workspace, a per-run `HOME`, a private `/tmp`, the
 * round's folder, the `sandbox-writable` folders and the preset CLI's configuration writable; the
 * runner's temp and file-command folders, its install folder and `/run` (daemon sockets, Docker's
 * among them) replaced by empty read-only folders; a fresh `/dev`; `/proc` of its own PID
 * namespace only; a non-root uid with no capabilities and no new privileges (setuid binaries such
 * as `sudo` do not elevate); a new session (no `TIOCSTI` into a terminal); the network shared.
 */
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { copyFile, mkdir, realpath, rm, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { findExecutable } from "./executable.js";
import { terminateSandbox } from "./process-group.js";
import type { Sandbox, SandboxedCommand, SandboxRequest } from "./sandbox.js";

/** The one-line fix every preflight failure names (the example workflow runs it as one step). */
export const BUBBLEWRAP_FIX = "sudo apt-get install -y bubblewrap && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0";

/** The uid and gid inside the sandbox when the runner runs as root: the agent never is. */
const UNPRIVILEGED_ID = 1000;

/** Hidden on every machine: daemons' sockets live there, and Docker's gives root to whoever reaches it. */
const SYSTEM_HIDDEN = ["/run", "/var/run"];

/** Never writable, whatever `sandbox-writable` lists: `/` would bring back the host's `/proc` and `/dev`. */
const SYSTEM_FOLDERS = ["/proc", "/dev", "/sys"];

/** How long, in ms, the preflight's trivial command may take. */
const PROBE_TIMEOUT_MS = 30_000;

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
  /** Folders inside a hidden one bound back read-only: the DNS resolver's configuration under `/run`. */
  readOnly: readonly string[];
  /** Folders replaced by an empty read-only folder. */
  hidden: readonly string[];
}

/** Number of parts of an absolute path: `/` 0, `/tmp` 1, `/tmp/a` 2. */
function depth(path: string): number {
  return path.split("/").filter((part) => part !== "").length;
}

/** Whether `path` lies strictly inside `folder`. */
function inside(path: string, folder: string): boolean {
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
    "--share-net",
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
    ...command,
  ];
}

/** A run's bubblewrap sandbox: `bwrap` found at preflight and the layout planned then. */
class BubblewrapSandbox implements Sandbox {
  readonly mode = "bubblewrap";
  constructor(
    readonly bwrap: string,
    readonly layout: BubblewrapLayout,
  ) {}

  describe(): string {
    const { workspace, home, writable, homeBinds, hidden } = this.layout;
    const written = [
      workspace,
      `HOME=${home}`,
      "/tmp (private)",
      ...writable,
      ...homeBinds.map((bind) => `${bind.source} as ${bind.target}`),
    ];
    return `bubblewrap (${this.bwrap}); writable: ${written.join(", ")}; hidden: ${hidden.join(", ") || "nothing"}`;
  }

  command(file: string, args: readonly string[], env: Record<string, string>, writable: readonly string[] = []): SandboxedCommand {
    return { file: this.bwrap, args: bubblewrapArguments(this.layout, [file, ...args], writable), env: { ...env, HOME: this.layout.home } };
  }

  terminate(pid: number, graceMs: number): Promise<void> {
    return terminateSandbox(pid, graceMs);
  }
}

/** The preflight failure: one line, bwrap's own words, then the fix. */
function cannotStart(reason: string): Error {
  return new Error(
    `sandbox: bubblewrap cannot start: ${reason.replace(/\s+/g, " ").trim().slice(0, 500)}. ` +
      `Install it and allow user namespaces in a step before ralph-bot: ${BUBBLEWRAP_FIX} ` +
      `(the example workflow does), or set sandbox: none to run the agent without a sandbox`,
  );
}

/**
 * Plans the run's sandbox, finds `bwrap`, and starts `/bin/sh -c 'exit 0'` in exactly the sandbox
 * the rounds use (with a writable folder standing in for the round's). Creates the per-run `HOME`
 * (`<runDir>/home`), the missing `sandbox-writable` folders, and copies the CLI's configuration
 * files (not folders) into the per-run `HOME`.
 * @throws Error (see `openSandbox`)
 */
export async function openBubblewrap(request: SandboxRequest): Promise<Sandbox> {
  const layout = await planLayout(request);
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind) => bind.source)];
  const realHome = request.env.HOME ?? "";
  // Resolved once, before any round, outside every folder the agent could plant a `bwrap` in.
  const bwrap = findExecutable("bwrap", request.env.PATH, (dir) =>
    [...agentWritable, "/tmp", realHome, ...request.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder))),
  );
  if (bwrap === null) {
    throw cannotStart(`bwrap was not found on PATH (${request.env.PATH ?? "unset"}; folders the agent can write are not searched)`);
  }
  const sandbox = new BubblewrapSandbox(bwrap, layout);
  const probeDir = join(dirname(layout.home), "sandbox-probe");
  await mkdir(probeDir, { recursive: true });
  try {
    const probe = sandbox.command("/bin/sh", ["-c", "exit 0"], request.env, [probeDir]);
    await run(probe.file, probe.args, probe.env, layout.workspace);
  } catch (error) {
    throw cannotStart((error as Error).message);
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}

/** Runs a short command; rejects with its stderr (or the spawn error) when it fails. */
function run(file: string, args: readonly string[], env: Record<string, string>, cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(file, args, { env, cwd, timeout: PROBE_TIMEOUT_MS, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) done(stdout);
      else fail(new Error(stderr.trim() !== "" ? stderr : error.message));
    });
  });
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

/** The layout of a run's sandbox; see {@link openBubblewrap}. */
async function planLayout(request: SandboxRequest): Promise<BubblewrapLayout> {
  const hidden = await existingFolders([...request.hidden.temp, ...request.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request.hidden.sealed);
  /** A folder the agent may write must not undo what the sandbox hides. */
  const check = (label: string, path: string): void => {
    const hides = hidden.find((folder) => folder === path) ?? sealed.find((folder) => inside(path, folder));
    if (hides !== undefined)
      throw new Error(`${label}: ${path} lies in ${hides}, which the sandbox hides from the agent; name another folder`);
    if (path === "/" || SYSTEM_FOLDERS.some((folder) => path === folder || inside(path, folder)))
      throw new Error(`${label}: ${path} cannot be made writable in the sandbox`);
  };

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

  await mkdir(join(request.runDir, "home"), { recursive: true, mode: 0o700 });
  const home = await realpath(join(request.runDir, "home"));
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

  // /etc/resolv.conf points into /run on systemd machines: the agent must still resolve its model API's name.
  const resolver = await realpath("/etc/resolv.conf").catch(() => null);
  const readOnly = resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [dirname(resolver)] : [];

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
  };
}
