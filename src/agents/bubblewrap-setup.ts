/**
 * Setting bubblewrap up where a runner lacks it (`sandbox: bubblewrap`): on one of GitHub's hosted
 * Ubuntu runners (`RUNNER_ENVIRONMENT=github-hosted`, `ImageOS=ubuntu…`), which give the job
 * password-less sudo, preflight installs Debian's package `bubblewrap` with apt-get (retried, as a
 * package mirror fails now and then) and lifts the restriction Ubuntu 24.04's AppArmor puts on
 * unprivileged user namespaces until the next boot, saying so in the job log. On any other machine
 * it changes nothing: preflight fails with the fix instead (see `bubblewrap.ts`).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { findExecutable } from "./executable.js";

/** The sysctl Ubuntu 24.04 sets to 1 to forbid the user namespaces bubblewrap needs. */
export const APPARMOR_USERNS = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";

/** Where system tools are looked for besides the action's `PATH` (a runner's `PATH` may lack `/usr/sbin`). */
const SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin";

/** How long, in ms, one apt-get or sysctl command may take. */
const COMMAND_TIMEOUT_MS = 300_000;

/** What preflight does to set bubblewrap up. */
export interface BubblewrapSetupPlan {
  /** Install Debian's package `bubblewrap`. */
  install: boolean;
  /** Set `kernel.apparmor_restrict_unprivileged_userns=0`. */
  allowUserNamespaces: boolean;
}

/** Whether the action runs on one of GitHub's hosted Ubuntu runners, as the runner's environment says. */
export function githubHostedUbuntu(hostEnv: NodeJS.ProcessEnv): boolean {
  return hostEnv.RUNNER_ENVIRONMENT === "github-hosted" && /^ubuntu/i.test(hostEnv.ImageOS ?? "");
}

/** What to set up: on a GitHub-hosted Ubuntu runner what is missing, elsewhere nothing. */
export function planBubblewrapSetup(machine: {
  githubHostedUbuntu: boolean;
  bwrapFound: boolean;
  userNamespacesRestricted: boolean;
}): BubblewrapSetupPlan {
  if (!machine.githubHostedUbuntu) return { install: false, allowUserNamespaces: false };
  return { install: !machine.bwrapFound, allowUserNamespaces: machine.userNamespacesRestricted };
}

/**
 * The fix for a machine without a working bubblewrap, as a step before ralph-bot runs it: apt-get's
 * install where there is apt-get (else the system's package manager's), and where Ubuntu's
 * AppArmor restricts user namespaces the sysctl that allows them.
 */
export function bubblewrapFix(machine: { apt: boolean; apparmorUserns: boolean }): string {
  const install = machine.apt ? "sudo apt-get install -y bubblewrap" : "install the package bubblewrap with the system's package manager";
  return machine.apparmorUserns ? `${install} && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` : install;
}

/** {@link bubblewrapFix} for this machine. */
export function bubblewrapFixHere(hostEnv: NodeJS.ProcessEnv): string {
  return bubblewrapFix({
    apt: findExecutable("apt-get", `${hostEnv.PATH ?? ""}:${SYSTEM_PATH}`) !== null,
    apparmorUserns: existsSync(APPARMOR_USERNS),
  });
}

/** How to run a command as root: as it is (the action is root), through `sudo -n`, or not at all (null). */
export function asRoot(uid: number | undefined, sudo: string | null): string[] | null {
  if (uid === 0) return [];
  return sudo !== null ? [sudo, "-n"] : null;
}

/** Whether Ubuntu's AppArmor forbids unprivileged user namespaces here (its sysctl reads 1). */
async function userNamespacesRestricted(): Promise<boolean> {
  return (await readFile(APPARMOR_USERNS, "utf8").catch(() => "")).trim() === "1";
}

/** Runs a command as root; rejects with its last lines of output. */
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

/** Installs `bubblewrap` with apt-get: from the package lists there are, else after `apt-get update`, twice. */
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

/**
 * Sets bubblewrap up as {@link planBubblewrapSetup} says, each step told to `log`. @returns the `bwrap`
 * to use (`found`, the one on the agent's `PATH`, or the one installed); null when there is none
 * @throws Error naming what failed (no root, apt-get's words).
 */
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
