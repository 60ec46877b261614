// `npm test` runs this first (npm's `pretest`): the tests run the agents in the bubblewrap
// sandbox, as the action does by default, so the machine needs a working `bwrap`. On a fresh
// Debian or Ubuntu machine with only Node and git, this installs Debian's package `bubblewrap`
// (as root, or through sudo without a password) and, where Ubuntu's AppArmor forbids the user
// namespaces bubblewrap needs, lifts that restriction until the next boot. It says what it does;
// what it cannot do, it says how to do by hand, and the tests do not start.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const APPARMOR = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";

const say = (line) => console.log(`npm test: ${line}`);

function found(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** How to run a command as root: directly, through `sudo -n`, or not at all (null). */
function asRoot() {
  if (process.getuid?.() === 0) return [];
  if (found("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0) return ["sudo", "-n"];
  return null;
}

function run(argv) {
  const [file, ...args] = argv;
  return spawnSync(file, args, { stdio: ["ignore", "inherit", "inherit"] }).status === 0;
}

/** Whether bubblewrap starts a process in the namespaces the sandbox uses. */
function bwrapWorks() {
  const probe = spawnSync(
    "bwrap",
    ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--unshare-pid", "--unshare-ipc", "--die-with-parent", "true"],
    {
      encoding: "utf8",
    },
  );
  return { ok: probe.status === 0, words: (probe.stderr ?? "").trim() };
}

function fail(lines) {
  for (const line of lines) say(line);
  process.exit(1);
}

if (!found("bwrap")) {
  const root = asRoot();
  if (root === null || !found("apt-get")) {
    fail([
      "the tests run the agents in the bubblewrap sandbox, and `bwrap` is not installed.",
      found("apt-get")
        ? "Install it as root: apt-get install -y bubblewrap (this command does it itself when run as root or with password-less sudo)."
        : "Install the package `bubblewrap` with your system's package manager.",
    ]);
  }
  say("the tests run the agents in the bubblewrap sandbox: installing Debian's package bubblewrap (apt-get install -y bubblewrap)");
  const install = () => run([...root, "apt-get", "update", "-qq"]) && run([...root, "apt-get", "install", "-y", "-qq", "bubblewrap"]);
  // A package mirror fails now and then: one more try before giving up.
  if (!install() && !install())
    fail(["apt-get could not install bubblewrap; install it by hand (apt-get install -y bubblewrap) and run npm test again."]);
}

let probe = bwrapWorks();
if (!probe.ok && existsSync(APPARMOR) && readFileSync(APPARMOR, "utf8").trim() === "1") {
  const root = asRoot();
  if (root === null) {
    fail([
      `bubblewrap cannot start (${probe.words}): Ubuntu's AppArmor forbids unprivileged user namespaces.`,
      "Allow them as root until the next boot: sysctl -w kernel.apparmor_restrict_unprivileged_userns=0",
    ]);
  }
  say(
    "Ubuntu's AppArmor forbids the user namespaces bubblewrap needs: allowing them until the next boot (sysctl -w kernel.apparmor_restrict_unprivileged_userns=0)",
  );
  run([...root, "sysctl", "-q", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"]);
  probe = bwrapWorks();
}
if (!probe.ok)
  fail([
    `bubblewrap is installed but cannot start a sandbox here: ${probe.words}`,
    'The tests need user namespaces (see docs/setup.md, "The sandbox").',
  ]);
