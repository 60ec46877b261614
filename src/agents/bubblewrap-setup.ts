/** Sets bubblewrap up on a GitHub-hosted Ubuntu runner, else names the fix (docs/security.md, "What the action installs"). */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { findExecutable } from "./executable.js";

/** Ubuntu 24.04 sets it to 1, forbidding the user namespaces bubblewrap needs. */
export const APPARMOR_USERNS = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";

const SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin";

const COMMAND_TIMEOUT_MS = 300_000;

export interface BubblewrapSetupPlan {
  install: boolean;
  allowUserNamespaces: boolean;
}

export function githubHostedUbuntu(hostEnv: NodeJS.ProcessEnv): boolean {
  return hostEnv.RUNNER_ENVIRONMENT === "github-hosted" && /^ubuntu/i.test(hostEnv.ImageOS ?? "");
}

export function planBubblewrapSetup(machine: {
  githubHostedUbuntu: boolean;
  bwrapFound: boolean;
  userNamespacesRestricted: boolean;
}): BubblewrapSetupPlan {
  if (!machine.githubHostedUbuntu) return { install: false, allowUserNamespaces: false };
  return { install: !machine.bwrapFound, allowUserNamespaces: machine.userNamespacesRestricted };
}

export function bubblewrapFix(machine: { apt: boolean; apparmorUserns: boolean }): string {
  const install = machine.apt ? "sudo apt-get install -y bubblewrap" : "install the package bubblewrap with the system's package manager";
  return machine.apparmorUserns ? `${install} && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` : install;
}

export function bubblewrapFixHere(hostEnv: NodeJS.ProcessEnv): string {
  return bubblewrapFix({
    apt: findExecutable("apt-get", `${hostEnv.PATH ?? ""}:${SYSTEM_PATH}`) !== null,
    apparmorUserns: existsSync(APPARMOR_USERNS),
  });
}

/** Null: not at all. */
export function asRoot(uid: number | undefined, sudo: string | null): string[] | null {
  if (uid === 0) return [];
  return sudo !== null ? [sudo, "-n"] : null;
}

async function userNamespacesRestricted(): Promise<boolean> {
  return (await readFile(APPARMOR_USERNS, "utf8").catch(() => "")).trim() === "1";
}

/** Rejects with its last lines of output. */
function runAsRoot(root: readonly string[], argv: readonly string[]): Promise<void> {
  const [file = "", ...args] = [...root, ...argv];
  return new Promise((done, fail) => {
    execFile(
      file,
      args,
      { env: { PATH: SYSTEM_PATH, DEBIAN_FRONTEND: "noninteractive", LANG: "C.UTF-8" }, timeout: COMMAND_TIMEOUT_MS, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (error === null) return done();
        const words = `${stdout}${stderr}`.trim().split("\n").slice(-3).join(" ");
        fail(new Error(`\`${argv.join(" ")}\` failed (${error.killed ? "timed out" : `exit code ${String(error.code)}`}): ${words}`));
      },
    );
  });
}

/** Updates the package lists after a failed try: mirrors fail now and then. */
async function aptInstall(root: readonly string[], log: (line: string) => void): Promise<void> {
  const apt = findExecutable("apt-get", SYSTEM_PATH);
  if (apt === null) throw new Error("apt-get is not there to install it");
  const install = () => runAsRoot(root, [apt, "-o", "DPkg::Lock::Timeout=120", "install", "-y", "-qq", "bubblewrap"]);
  const updated = () => runAsRoot(root, [apt, "-o", "DPkg::Lock::Timeout=120", "update", "-qq"]).then(install);
  await install().catch((first: Error) => {
    log(`sandbox: ${first.message}; updating the package lists and trying again\n`);
    return updated().catch(updated);
  });
}

/** Returns the `bwrap` to use. @throws Error naming what failed. */
export async function setUpBubblewrap(request: {
  hostEnv: NodeJS.ProcessEnv;
  found: string | null;
  log: (line: string) => void;
}): Promise<string | null> {
  const plan = planBubblewrapSetup({
    githubHostedUbuntu: githubHostedUbuntu(request.hostEnv),
    bwrapFound: request.found !== null,
    userNamespacesRestricted: await userNamespacesRestricted(),
  });
  if (!plan.install && !plan.allowUserNamespaces) return request.found;
  const root = asRoot(process.getuid?.(), findExecutable("sudo", `${request.hostEnv.PATH ?? ""}:${SYSTEM_PATH}`));
  if (root === null) throw new Error("this GitHub-hosted runner gives no password-less sudo to set it up");
  let bwrap = request.found;
  if (plan.install) {
    request.log(
      "sandbox: bwrap is not installed on this GitHub-hosted Ubuntu runner: installing Debian's package bubblewrap (apt-get install -y bubblewrap)\n",
    );
    await aptInstall(root, request.log);
    bwrap = findExecutable("bwrap", SYSTEM_PATH);
    if (bwrap === null) throw new Error("apt-get installed bubblewrap, yet bwrap is not in /usr/bin");
  }
  if (plan.allowUserNamespaces) {
    request.log(
      "sandbox: Ubuntu's AppArmor forbids the user namespaces bubblewrap needs: allowing them on this GitHub-hosted runner until it ends (sysctl -w kernel.apparmor_restrict_unprivileged_userns=0)\n",
    );
    const sysctl = findExecutable("sysctl", SYSTEM_PATH) ?? "sysctl";
    await runAsRoot(root, [sysctl, "-q", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"]);
  }
  return bwrap;
}
