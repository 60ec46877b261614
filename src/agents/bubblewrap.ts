/** The bubblewrap sandbox, started at preflight with the egress proxy (docs/security.md, "The sandbox"). */
import { execFile } from "node:child_process";
import { mkdir, realpath, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RefusedHost } from "../core/ports.js";
import { EGRESS_FORWARDER, EGRESS_SOCKET, egressEnvironment, heldModelEnvironment, FORWARDER_SCRIPT } from "./egress-forwarder.js";
import { fixedResolver, startEgressProxy, type EgressProxy } from "./egress-proxy.js";
import { makeEgressFolder, removeEgressFolder } from "./egress-folder.js";
import { bubblewrapFixHere, setUpBubblewrap } from "./bubblewrap-setup.js";
import { rootAdvice, sandboxAdvice, type RunHost } from "./advice.js";
import type { ModelRoute } from "./egress.js";
import { findExecutable } from "./executable.js";
import { bubblewrapArguments, inside, planLayout, type BubblewrapLayout } from "./bubblewrap-layout.js";
import { terminateSandbox } from "./process-group.js";
import type { Sandbox, SandboxedCommand, SandboxRequest } from "./sandbox.js";

const PROBE_TIMEOUT_MS = 30_000;

interface SandboxNetwork {
  egress: { proxy: EgressProxy; dir: string } | null;
  allowed: readonly string[];
  model: ModelRoute | null;
}

/** Inside uid 1000 is root outside when the runner is root: files only root may read stay readable. */
function rootNote(where: RunHost): string {
  return process.getuid?.() === 0 ? `; ${rootAdvice(where)}` : "";
}

class BubblewrapSandbox implements Sandbox {
  readonly mode = "bubblewrap";
  readonly network;
  readonly egress: SandboxNetwork["egress"];
  readonly allowed: readonly string[];
  readonly model: ModelRoute | null;
  constructor(
    readonly bwrap: string,
    readonly layout: BubblewrapLayout,
    reach: SandboxNetwork,
    readonly where: RunHost,
  ) {
    this.egress = reach.egress;
    this.allowed = reach.allowed;
    this.model = reach.model;
    this.network = reach.egress === null ? ("open" as const) : ("allowlist" as const);
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
      this.egress === null
        ? "the runner's (network: open)"
        : `only through the egress proxy, to ${this.allowed.length > 0 ? this.allowed.join(", ") : "no host"}` +
          (this.model !== null
            ? `, and to the model API ${this.model.baseUrl} with the key of ${this.model.keyVariables.join(", ")} (held by the proxy, never in the sandbox)`
            : "") +
          `; the proxy's socket: ${join(this.egress.dir, EGRESS_SOCKET)} (removed when the run ends)`;
    return `bubblewrap (${this.bwrap}); writable: ${written.join(", ")}; hidden: ${hidden.join(", ") || "nothing"}; network: ${network}${rootNote(this.where)}`;
  }

  command(file: string, args: readonly string[], env: Record<string, string>, writable: readonly string[] = []): SandboxedCommand {
    const proxy = this.egress !== null ? egressEnvironment() : {};
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
    return this.egress?.proxy.takeRefusals() ?? [];
  }

  async close(): Promise<void> {
    if (this.egress === null) return;
    await this.egress.proxy.close();
    await removeEgressFolder(this.egress.dir);
  }
}

/** `network: open` too: bwrap may fail on the network namespace alone. */
function cannotStart(reason: string, request: SandboxRequest): Error {
  const advice = sandboxAdvice(request.where, { setUp: bubblewrapFixHere(request.hostEnv), network: request.network.mode });
  return new Error(`sandbox: bubblewrap cannot start: ${oneLine(reason)}. ${advice}`);
}

/** An open network is no fix for it. */
function proxyCannotStart(reason: string): Error {
  return new Error(
    `sandbox: the network proxy (network: allowlist) cannot start: ${oneLine(reason)}. ` +
      `ralph-bot runs the proxy in the action's process, on a unix socket in a private folder under TMPDIR or /tmp, ` +
      `and its forwarder with the action's own node inside the sandbox: fix what the message names on the runner`,
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** Runs `exit 0` in the rounds' sandbox, behind the forwarder, which fails unless the proxy answers. @throws Error with the fix. */
export async function openBubblewrap(request: SandboxRequest): Promise<Sandbox> {
  const layout = await planLayout(request);
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind) => bind.source)];
  const realHome = request.env.HOME ?? "";
  // Never from a folder the agent could plant a `bwrap` in.
  const found = findExecutable("bwrap", request.env.PATH, (dir) =>
    [...agentWritable, "/tmp", realHome, ...request.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder))),
  );
  const bwrap = await setUpBubblewrap({ hostEnv: request.hostEnv, found, log: request.onOutput }).catch((error: Error) => {
    throw cannotStart(`setting it up failed: ${error.message}`, request);
  });
  if (bwrap === null) {
    throw cannotStart(
      `bwrap was not found on PATH (${request.env.PATH ?? "unset"}; folders the agent can write are not searched)`,
      request,
    );
  }
  const egress = request.network.mode === "allowlist" ? await openEgress(request, layout) : null;
  const sandbox = new BubblewrapSandbox(
    bwrap,
    layout,
    { egress, allowed: request.network.allowed, model: egress !== null ? request.model : null },
    request.where,
  );
  const probeDir = join(dirname(layout.home), "sandbox-probe");
  await mkdir(probeDir, { recursive: true });
  try {
    const probe = sandbox.command("/bin/sh", ["-c", "exit 0"], request.env, [probeDir]);
    await run(probe.file, probe.args, probe.env, layout.workspace);
  } catch (error) {
    await sandbox.close();
    const message = (error as Error).message;
    throw message.includes("ralph-bot egress:") ? proxyCannotStart(message) : cannotStart(message, request);
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}

/** Sets `layout.egress`. */
async function openEgress(request: SandboxRequest, layout: BubblewrapLayout): Promise<{ proxy: EgressProxy; dir: string }> {
  let dir: string | null = null;
  try {
    dir = await makeEgressFolder(request.hostEnv);
    await writeFile(join(dir, EGRESS_FORWARDER), FORWARDER_SCRIPT, { mode: 0o644 });
    const { testHosts } = request.network;
    const proxy = await startEgressProxy({
      socketPath: join(dir, EGRESS_SOCKET),
      allowed: request.network.allowed,
      ...(testHosts !== null ? { resolve: fixedResolver(testHosts) } : {}),
      ...(request.model !== null ? { model: request.model } : {}),
    });
    layout.egress = { dir: await realpath(dir), node: await realpath(process.execPath) };
    return { proxy, dir };
  } catch (error) {
    if (dir !== null) await removeEgressFolder(dir);
    throw proxyCannotStart((error as Error).message);
  }
}

/** Rejects with its stderr. */
function run(file: string, args: readonly string[], env: Record<string, string>, cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(file, args, { env, cwd, timeout: PROBE_TIMEOUT_MS, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) done(stdout);
      else fail(new Error(stderr.trim() !== "" ? stderr : error.message));
    });
  });
}
