/**
 * The bubblewrap sandbox (`sandbox: bubblewrap`, see `src/agents/sandbox.ts`): how a run's sandbox
 * is laid out, the `bwrap` command line for each process, and the preflight that starts it once.
 *
 * Inside: the whole file system read-only; the workspace, a per-run `HOME`, a private `/tmp`, the
 * round's folder, the `sandbox-writable` folders and the preset CLI's configuration writable; the
 * runner's temp and file-command folders, its install folder and `/run` (daemon sockets, Docker's
 * among them) replaced by empty read-only folders; a fresh `/dev`; `/proc` of its own PID
 * namespace only; a non-root uid with no capabilities and no new privileges (setuid binaries such
 * as `sudo` do not elevate); a new session (no `TIOCSTI` into a terminal); with `network: allowlist`
 * a network namespace of its own (only its loopback) whose one way out is the egress proxy's socket,
 * bound in read-only with the forwarder that serves it on `127.0.0.1:3128` (`egress-forwarder.ts`);
 * with `network: open` the runner's network.
 */
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { chmod, copyFile, mkdir, realpath, rm, stat, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import type { RefusedHost } from "../core/ports.js";
import {
  EGRESS_DIR_INSIDE,
  EGRESS_FORWARDER,
  EGRESS_NODE_INSIDE,
  EGRESS_SOCKET,
  egressEnvironment,
  heldModelEnvironment,
  FORWARDER_SCRIPT,
  forwardedCommand,
} from "./egress-forwarder.js";
import { fixedResolver, startEgressProxy, type EgressProxy } from "./egress-proxy.js";
import type { ModelRoute } from "./egress.js";
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

/** A run's bubblewrap sandbox: `bwrap` found at preflight and the layout planned then. */
class BubblewrapSandbox implements Sandbox {
  readonly mode = "bubblewrap";
  readonly network;
  constructor(
    readonly bwrap: string,
    readonly layout: BubblewrapLayout,
    /** The egress proxy (`network: allowlist`), null on the runner's network. */
    readonly proxy: EgressProxy | null,
    /** The hosts the proxy allows, for the job log. */
    readonly allowed: readonly string[],
    /** The model API whose key the proxy holds, null for none. */
    readonly model: ModelRoute | null,
  ) {
    this.network = proxy === null ? ("open" as const) : ("allowlist" as const);
  }

  describe(): string {
    const { workspace, home, writable, homeBinds, hidden } = this.layout;
    const written = [
      workspace,
      `HOME=${home}`,
      "/tmp (private)",
      ...writable,
      ...homeBinds.map((bind) => `${bind.source} as ${bind.target}`),
    ];
    const network =
      this.proxy === null
        ? "the runner's (network: open)"
        : `only through the egress proxy, to ${this.allowed.length > 0 ? this.allowed.join(", ") : "no host"}` +
          (this.model !== null
            ? `, and to the model API ${this.model.baseUrl} with the key of ${this.model.keyVariables.join(", ")} (held by the proxy, never in the sandbox)`
            : "");
    return `bubblewrap (${this.bwrap}); writable: ${written.join(", ")}; hidden: ${hidden.join(", ") || "nothing"}; network: ${network}`;
  }

  command(file: string, args: readonly string[], env: Record<string, string>, writable: readonly string[] = []): SandboxedCommand {
    const proxy = this.proxy !== null ? egressEnvironment() : {};
    const model = this.model !== null ? heldModelEnvironment(this.model) : {};
    return {
      file: this.bwrap,
      args: bubblewrapArguments(this.layout, [file, ...args], writable),
      env: { ...env, ...proxy, ...model, HOME: this.layout.home },
    };
  }

  terminate(pid: number, graceMs: number): Promise<void> {
    return terminateSandbox(pid, graceMs);
  }

  takeRefusals(): RefusedHost[] {
    return this.proxy?.takeRefusals() ?? [];
  }

  async close(): Promise<void> {
    await this.proxy?.close();
  }
}

/** The preflight failure: one line, bwrap's own words, then the fix (and `network: open` when the network is restricted). */
function cannotStart(reason: string, network: boolean): Error {
  return new Error(
    `sandbox: bubblewrap cannot start: ${oneLine(reason)}. ` +
      `Install it and allow user namespaces in a step before ralph-bot: ${BUBBLEWRAP_FIX} ` +
      `(the example workflow does), ${network ? "or set network: open to share the runner's network, " : ""}or set sandbox: none to run the agent without a sandbox`,
  );
}

/** The preflight failure of the egress proxy or its forwarder: one line, what failed, then the way out. */
function proxyCannotStart(reason: string): Error {
  return new Error(
    `sandbox: the network proxy (network: allowlist) cannot start: ${oneLine(reason)}. ` +
      `ralph-bot runs it in the action's process and its forwarder with the action's node inside the sandbox; ` +
      `set network: open to give the agent the runner's network instead`,
  );
}

/** A message on one line, at most 500 chars. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}

/**
 * Plans the run's sandbox, finds `bwrap`, and starts `/bin/sh -c 'exit 0'` in exactly the sandbox
 * the rounds use (with a writable folder standing in for the round's). Creates the per-run `HOME`
 * (`<runDir>/home`), the missing `sandbox-writable` folders, and copies the CLI's configuration
 * files (not folders) into the per-run `HOME`. With `network: allowlist` it starts the egress proxy
 * first ({@link openEgress}); the trivial command then runs behind the forwarder, which fails unless
 * the proxy answers, in the sandbox's own network namespace.
 * @throws Error (see `openSandbox` in `index.ts`)
 */
export async function openBubblewrap(request: SandboxRequest): Promise<Sandbox> {
  const layout = await planLayout(request);
  const restricted = request.network.mode === "allowlist";
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind) => bind.source)];
  const realHome = request.env.HOME ?? "";
  // Resolved once, before any round, outside every folder the agent could plant a `bwrap` in.
  const bwrap = findExecutable("bwrap", request.env.PATH, (dir) =>
    [...agentWritable, "/tmp", realHome, ...request.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder))),
  );
  if (bwrap === null) {
    throw cannotStart(
      `bwrap was not found on PATH (${request.env.PATH ?? "unset"}; folders the agent can write are not searched)`,
      restricted,
    );
  }
  const proxy = restricted ? await openEgress(request, layout) : null;
  const sandbox = new BubblewrapSandbox(bwrap, layout, proxy, request.network.allowed, proxy !== null ? request.model : null);
  const probeDir = join(dirname(layout.home), "sandbox-probe");
  await mkdir(probeDir, { recursive: true });
  try {
    const probe = sandbox.command("/bin/sh", ["-c", "exit 0"], request.env, [probeDir]);
    await run(probe.file, probe.args, probe.env, layout.workspace);
  } catch (error) {
    await sandbox.close();
    const message = (error as Error).message;
    throw message.includes("ralph-bot egress:") ? proxyCannotStart(message) : cannotStart(message, restricted);
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}

/**
 * Starts the egress proxy for a sandbox with `network: allowlist`: the folder `<runDir>/egress`
 * (mode 0700) with the forwarder's script and the proxy's socket in it, shown in the sandbox
 * read-only; sets `layout.egress`.
 * @throws Error (see {@link proxyCannotStart}) when the folder or the socket cannot be made.
 */
async function openEgress(request: SandboxRequest, layout: BubblewrapLayout): Promise<EgressProxy> {
  try {
    const dir = join(request.runDir, "egress");
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    await writeFile(join(dir, EGRESS_FORWARDER), FORWARDER_SCRIPT, { mode: 0o644 });
    const socketPath = join(dir, EGRESS_SOCKET);
    if (Buffer.byteLength(socketPath) > 107)
      throw new Error(`its socket path ${socketPath} is longer than a unix socket allows (107 bytes)`);
    const { testHosts } = request.network;
    const proxy = await startEgressProxy({
      socketPath,
      allowed: request.network.allowed,
      ...(testHosts !== null ? { resolve: fixedResolver(testHosts) } : {}),
      ...(request.model !== null ? { model: request.model } : {}),
    });
    layout.egress = { dir: await realpath(dir), node: await realpath(process.execPath) };
    return proxy;
  } catch (error) {
    throw proxyCannotStart((error as Error).message);
  }
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
