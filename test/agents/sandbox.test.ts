/**
 * The sandbox: what a process in the bubblewrap sandbox sees, may write and may do,
 * with the real `bwrap`; the layout's command line; the inputs; the preflight's failures.
 */
import { execFile, spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseInputs } from "../../src/action/inputs.js";
import { APPARMOR_USERNS, asRoot, bubblewrapFix, githubHostedUbuntu, planBubblewrapSetup } from "../../src/agents/bubblewrap-setup.js";
import { bubblewrapArguments, resolverBinds, type BubblewrapLayout } from "../../src/agents/bubblewrap-layout.js";
import { openSandbox } from "../../src/agents/index.js";
import { claudeCodeConfiguration } from "../../src/agents/presets/claude-code.js";
import { codexConfiguration } from "../../src/agents/presets/codex.js";
import {
  NO_CONFIGURATION,
  runnerHiddenFolders,
  SandboxWritableInput,
  type Sandbox,
  type SandboxRequest,
} from "../../src/agents/sandbox.js";
import { AllowedDomainsInput, DOMAIN_SETS, HELD_KEY_PLACEHOLDER, hostAllowed, normalizeHost } from "../../src/agents/egress.js";
import { until } from "../support/budget.js";
import { greeting, startRegistry, startStandIn, type StandIn } from "../support/egress-hosts.js";
import { startFakeModelServer } from "../support/fake-model-server.js";

let root: string;
let workspace: string;
let runnerTemp: string;
let runDir: string;
let userHome: string;
let env: Record<string, string>;

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "ralph-sandbox-")));
  workspace = join(root, "workspace");
  // As on GitHub's runners: the file commands in a folder of RUNNER_TEMP, the run's folder in RUNNER_TEMP.
  runnerTemp = join(root, "runner-temp");
  runDir = join(runnerTemp, "ralph-run");
  userHome = join(root, "user-home");
  for (const dir of [workspace, runDir, userHome, join(runnerTemp, "_runner_file_commands")]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(runnerTemp, "_runner_file_commands", "set_output_1"), "");
  writeFileSync(join(runnerTemp, "output"), "");
  env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: userHome, LANG: "C.UTF-8" };
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const hidden = () =>
  runnerHiddenFolders({ RUNNER_TEMP: runnerTemp, GITHUB_OUTPUT: join(runnerTemp, "_runner_file_commands", "set_output_1") }, null);

function open(overrides: Partial<SandboxRequest> = {}): Promise<Sandbox> {
  return openSandbox({
    mode: "bubblewrap",
    writable: [],
    hidden: hidden(),
    // The runner's network: these cases are about files and processes (the network's are below).
    network: { mode: "open", allowed: [], testHosts: null },
    workspace,
    runDir,
    env,
    configuration: NO_CONFIGURATION,
    model: null,
    hostEnv: { PATH: process.env.PATH },
    where: "action",
    onOutput: () => {},
    ...overrides,
  });
}

/** Runs `file args` in the sandbox (cwd = the workspace): exit code and output. */
function inside(
  sandbox: Sandbox,
  file: string,
  args: string[],
  options: { writable?: string[]; env?: Record<string, string> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const command = sandbox.command(file, args, options.env ?? env, options.writable);
  return new Promise((done) => {
    execFile(command.file, command.args, { env: command.env, cwd: workspace, encoding: "utf8" }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : -1, stdout, stderr });
    });
  });
}

const shell = (sandbox: Sandbox, script: string, options: { writable?: string[]; env?: Record<string, string> } = {}) =>
  inside(sandbox, "/bin/sh", ["-c", script], options);

/** A line per path: `<path> writable` or `<path> read-only`. */
const probeWrites = (paths: string[]) =>
  paths.map((path) => `if (echo x > '${path}') 2>/dev/null; then echo '${path} writable'; else echo '${path} read-only'; fi`).join("\n");

describe("the bubblewrap sandbox's file system", () => {
  it("is read-only but for the workspace, the per-run HOME, a private /tmp, the round's folder and sandbox-writable", async () => {
    const round = join(runDir, "round-1");
    mkdirSync(round);
    const cache = join(root, "cache", "npm"); // missing: created
    const realHome = process.env.HOME ?? "/root";
    const nonce = `ralph-probe-${process.pid}-${Date.now()}`;
    const sandbox = await open({ writable: [cache] });
    const { stdout } = await shell(
      sandbox,
      `echo "HOME=$HOME"\n${probeWrites([
        join(workspace, "w"),
        join(runDir, "home", "h"),
        `/tmp/${nonce}`,
        join(round, "r"),
        join(cache, "c"),
        `/etc/${nonce}`,
        `/usr/${nonce}`,
        join(realHome, nonce),
        join(userHome, "u"),
      ])}\ntest -e '${join(root, "workspace")}' && echo 'workspace seen'; test -e '${userHome}' || echo 'the user HOME under /tmp is not seen'`,
      { writable: [round] },
    );
    expect(stdout.split("\n")).toEqual([
      `HOME=${join(runDir, "home")}`,
      `${join(workspace, "w")} writable`,
      `${join(runDir, "home", "h")} writable`,
      `/tmp/${nonce} writable`,
      `${join(round, "r")} writable`,
      `${join(cache, "c")} writable`,
      `/etc/${nonce} read-only`,
      `/usr/${nonce} read-only`,
      `${join(realHome, nonce)} read-only`,
      `${join(userHome, "u")} read-only`,
      "workspace seen",
      "the user HOME under /tmp is not seen",
      "",
    ]);
    // Written where they are, except /tmp, which is the sandbox's own.
    expect(readFileSync(join(cache, "c"), "utf8")).toBe("x\n");
    expect(readFileSync(join(round, "r"), "utf8")).toBe("x\n");
    expect(existsSync(`/tmp/${nonce}`)).toBe(false);
    expect(existsSync(join(realHome, nonce))).toBe(false);
  });

  it("hides the runner's temp and file-command folders and /run; a folder named inside the temp folder is bound back", async () => {
    const cache = join(runnerTemp, "cache");
    const sandbox = await open({ writable: [cache] });
    const output = join(runnerTemp, "output");
    const { stdout } = await shell(
      sandbox,
      [
        `ls -A '${runnerTemp}'`,
        `(echo outcome=complete >> '${output}') 2>&1 | sed 's/.*: //'`,
        `ls -A '${join(runnerTemp, "_runner_file_commands")}' 2>&1 | sed 's/.*: //'`,
        `echo "run: $(ls -A /run | grep -v '^systemd$' | wc -l)"`,
        probeWrites([join(cache, "c")]),
      ].join("\n"),
    );
    expect(stdout.split("\n")).toEqual([
      "cache",
      "ralph-run",
      "Read-only file system",
      "No such file or directory",
      "run: 0",
      `${join(cache, "c")} writable`,
      "",
    ]);
    expect(readFileSync(output, "utf8")).toBe("");
    expect(readFileSync(join(cache, "c"), "utf8")).toBe("x\n");
  });

  it("refuses a writable folder that would undo a hidden one, or a system folder", async () => {
    await expect(open({ writable: [runnerTemp] })).rejects.toThrow(
      `sandbox-writable: ${runnerTemp} lies in ${runnerTemp}, which the sandbox hides from the agent; name another folder`,
    );
    const fileCommands = join(runnerTemp, "_runner_file_commands");
    await expect(open({ writable: [join(fileCommands, "x")] })).rejects.toThrow(`lies in ${fileCommands}`);
    await expect(open({ writable: ["/"] })).rejects.toThrow("sandbox-writable: / cannot be made writable in the sandbox");
    await expect(open({ writable: ["/sys/kernel"] })).rejects.toThrow("sandbox-writable: /sys/kernel cannot be made writable");
    await expect(
      open({ env: { ...env, CODEX_HOME: fileCommands }, configuration: codexConfiguration({ CODEX_HOME: fileCommands }) }),
    ).rejects.toThrow(`CODEX_HOME: ${fileCommands} lies in ${fileCommands}`);
  });
});

describe("the bubblewrap sandbox's processes", () => {
  it("runs as a non-root user with no capabilities and no new privileges: setuid binaries, su and sudo do not elevate", async () => {
    const bin = join(root, "bin");
    mkdirSync(bin);
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      // A setuid-root `id`: outside a no-new-privileges sandbox, anyone running it gets euid 0.
      copyFileSync("/usr/bin/id", join(bin, "id-setuid"));
      chownSync(join(bin, "id-setuid"), 0, 0);
      chmodSync(join(bin, "id-setuid"), 0o4755);
    }
    const sandbox = await open({ writable: [bin] });
    const { stdout } = await shell(
      sandbox,
      [
        'echo "uid $(id -u) gid $(id -g)"',
        "grep -E '^(NoNewPrivs|CapEff|CapPrm):' /proc/self/status | tr -d '\\t'",
        isRoot ? `echo "setuid euid $('${join(bin, "id-setuid")}' -u)"` : "echo 'setuid euid (not root: skipped)'",
        "if command -v sudo >/dev/null; then sudo -n true 2>/dev/null && echo 'sudo worked' || echo 'sudo refused'; else echo 'sudo refused (not installed)'; fi",
        "su -c true root </dev/null >/dev/null 2>&1 && echo 'su worked' || echo 'su refused'",
      ].join("\n"),
    );
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^uid [1-9]\d* gid [1-9]\d*$/);
    expect(lines.slice(1, 4).sort()).toEqual(["CapEff:0000000000000000", "CapPrm:0000000000000000", "NoNewPrivs:1"]);
    expect(lines[4]).toMatch(isRoot ? /^setuid euid [1-9]\d*$/ : /skipped/);
    expect(lines[5]).toMatch(/^sudo refused/);
    expect(lines[6]).toBe("su refused");
  });

  it("shows only its own processes in /proc, and gives the command exactly its environment with the per-run HOME", async () => {
    const sandbox = await open();
    const { stdout } = await shell(sandbox, "for p in /proc/[0-9]*; do tr '\\0' ' ' < $p/cmdline; echo; done");
    const commands = stdout.trim().split("\n");
    // bwrap's init (pid 1), this shell, and the tr it runs.
    expect(commands.length).toBeLessThanOrEqual(4);
    expect(commands.some((line) => line.includes("vitest") || line.includes(String(process.pid)))).toBe(false);
    const { stdout: environ } = await inside(sandbox, "/usr/bin/env", ["-0"]);
    const seen = Object.fromEntries(
      environ
        .split("\0")
        .filter((entry) => entry !== "")
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    // PWD: bwrap sets it for its --chdir, as any shell does.
    expect(seen).toEqual({ ...env, HOME: join(runDir, "home"), PWD: workspace });
  });
});

describe("a preset CLI's configuration in the bubblewrap sandbox", () => {
  it("binds ~/.claude writable into the per-run HOME and copies ~/.claude.json", async () => {
    mkdirSync(join(userHome, ".claude"));
    writeFileSync(join(userHome, ".claude", "settings.json"), '{"model":"opus"}');
    writeFileSync(join(userHome, ".claude.json"), '{"numStartups":1}');
    const sandbox = await open({ configuration: claudeCodeConfiguration(env) });
    const { stdout } = await shell(
      sandbox,
      'cat "$HOME/.claude/settings.json"; echo; cat "$HOME/.claude.json"; echo; echo s > "$HOME/.claude/session.jsonl"; echo changed > "$HOME/.claude.json"',
    );
    expect(stdout).toBe('{"model":"opus"}\n{"numStartups":1}\n');
    expect(readFileSync(join(userHome, ".claude", "session.jsonl"), "utf8")).toBe("s\n");
    expect(readFileSync(join(userHome, ".claude.json"), "utf8")).toBe('{"numStartups":1}');
  });

  it("binds CODEX_HOME writable where it is, though it lies in the runner's temp folder", async () => {
    const codexHome = join(runnerTemp, "codex-home");
    mkdirSync(codexHome);
    writeFileSync(join(codexHome, "config.toml"), 'model_provider = "corp"\n');
    const codexEnv = { ...env, CODEX_HOME: codexHome };
    const sandbox = await open({ env: codexEnv, configuration: codexConfiguration(codexEnv) });
    const { stdout } = await shell(sandbox, 'cat "$CODEX_HOME/config.toml"; echo s > "$CODEX_HOME/session.jsonl"', { env: codexEnv });
    expect(stdout).toBe('model_provider = "corp"\n');
    expect(readFileSync(join(codexHome, "session.jsonl"), "utf8")).toBe("s\n");
  });

  it("names each preset's configuration", () => {
    expect(claudeCodeConfiguration({})).toEqual({ home: [".claude", ".claude.json"], paths: [] });
    expect(claudeCodeConfiguration({ CLAUDE_CONFIG_DIR: "/c" }).paths).toEqual([{ variable: "CLAUDE_CONFIG_DIR", path: "/c" }]);
    expect(codexConfiguration({})).toEqual({ home: [".codex"], paths: [] });
    expect(codexConfiguration({ CODEX_HOME: "/x" })).toEqual({ home: [], paths: [{ variable: "CODEX_HOME", path: "/x" }] });
  });
});

describe("the sandbox's preflight", () => {
  const oneLine = (error: unknown) => {
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    return message;
  };

  /** The fix this machine gets: apt-get's install here, and the AppArmor sysctl where Ubuntu has it. */
  const fixHere = () =>
    bubblewrapFix({ apt: existsSync("/usr/bin/apt-get") || existsSync("/bin/apt-get"), apparmorUserns: existsSync(APPARMOR_USERNS) });

  it("fails in one line naming the install and the AppArmor fix when bwrap is not on PATH", async () => {
    const error = await open({ env: { ...env, PATH: "/nonexistent/bin" } }).catch((caught: unknown) => caught);
    expect(oneLine(error)).toBe(
      "sandbox: bubblewrap cannot start: bwrap was not found on PATH (/nonexistent/bin; folders the agent can write are not searched). " +
        `Install it and allow user namespaces in a step before ralph-bot: ${fixHere()}, ` +
        "or set sandbox: none to run the agent without a sandbox",
    );
    const here = await open({ env: { ...env, PATH: "/nonexistent/bin" }, where: "cli" }).catch((caught: unknown) => caught);
    expect(oneLine(here)).toContain(
      `. Install it and allow user namespaces: ${fixHere()}, or run with --sandbox none to run the agent without a sandbox`,
    );
  });

  it("names the exact fix for the machine: apt-get where there is one, the AppArmor sysctl where Ubuntu restricts user namespaces", () => {
    expect(bubblewrapFix({ apt: true, apparmorUserns: true })).toBe(
      "sudo apt-get install -y bubblewrap && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0",
    );
    expect(bubblewrapFix({ apt: true, apparmorUserns: false })).toBe("sudo apt-get install -y bubblewrap");
    expect(bubblewrapFix({ apt: false, apparmorUserns: false })).toBe("install the package bubblewrap with the system's package manager");
  });

  it("sets bubblewrap up on a GitHub-hosted Ubuntu runner only, and there only what is missing", () => {
    const hosted = { RUNNER_ENVIRONMENT: "github-hosted", ImageOS: "ubuntu24" };
    expect(githubHostedUbuntu(hosted)).toBe(true);
    expect(githubHostedUbuntu({ ...hosted, ImageOS: "ubuntu22" })).toBe(true);
    expect(githubHostedUbuntu({ ...hosted, RUNNER_ENVIRONMENT: "self-hosted" })).toBe(false);
    expect(githubHostedUbuntu({ ...hosted, ImageOS: "macos15" })).toBe(false);
    expect(githubHostedUbuntu({ ImageOS: "ubuntu24" })).toBe(false);
    const plan = (githubHosted: boolean, bwrapFound: boolean, userNamespacesRestricted: boolean) =>
      planBubblewrapSetup({ githubHostedUbuntu: githubHosted, bwrapFound, userNamespacesRestricted });
    expect(plan(true, false, true)).toEqual({ install: true, allowUserNamespaces: true });
    expect(plan(true, true, true)).toEqual({ install: false, allowUserNamespaces: true });
    expect(plan(true, false, false)).toEqual({ install: true, allowUserNamespaces: false });
    expect(plan(true, true, false)).toEqual({ install: false, allowUserNamespaces: false });
    expect(plan(false, false, true)).toEqual({ install: false, allowUserNamespaces: false });
    expect(asRoot(0, null)).toEqual([]);
    expect(asRoot(1001, "/usr/bin/sudo")).toEqual(["/usr/bin/sudo", "-n"]);
    expect(asRoot(1001, null)).toBeNull();
  });

  it("fails with bwrap's own words when it cannot create its namespaces", async () => {
    // Outside /tmp and the workspace: folders the agent can write are never searched for bwrap.
    const bin = mkdtempSync("/var/tmp/ralph-bwrap-");
    try {
      writeFileSync(join(bin, "bwrap"), "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n");
      chmodSync(join(bin, "bwrap"), 0o755);
      const error = await open({ env: { ...env, PATH: `${bin}:${env.PATH}` } }).catch((caught: unknown) => caught);
      expect(oneLine(error)).toMatch(/^sandbox: bubblewrap cannot start: bwrap: setting up uid map: Permission denied\. Install it/);
      expect(oneLine(error)).toContain(fixHere());
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it("never takes a bwrap from a folder the agent can write", async () => {
    const bin = join(workspace, "bin");
    mkdirSync(bin);
    writeFileSync(join(bin, "bwrap"), '#!/bin/sh\nshift $(($# - 1)); exec "$@"\n');
    chmodSync(join(bin, "bwrap"), 0o755);
    const sandbox = await open({ env: { ...env, PATH: `${bin}:${env.PATH}` } });
    expect(sandbox.describe()).not.toContain(bin);
    expect(sandbox.describe()).toMatch(/^bubblewrap \(\/\S*bwrap\); writable: /);
  });

  it("says so when the runner is root, whose files the agent's uid can read, in the words of where ralph-bot runs", async () => {
    const notes = {
      action:
        "; the runner runs as root, so the agent reads files only root may read (outside the hidden folders): run the job as a non-root user",
      cli: "; ralph-bot runs as root, so the agent reads files only root may read (outside the hidden folders): run ralph-bot run as a non-root user",
    };
    for (const where of ["action", "cli"] as const) {
      const described = (await open({ where })).describe();
      if (process.getuid?.() === 0) expect(described.endsWith(notes[where])).toBe(true);
      else expect(described).not.toContain("runs as root");
    }
  });

  it("sandbox: none runs commands as they are", async () => {
    const sandbox = await open({ mode: "none" });
    expect(sandbox.command("/bin/sh", ["-c", "true"], env)).toEqual({ file: "/bin/sh", args: ["-c", "true"], env });
    expect(sandbox.describe()).toMatch(/^none: /);
  });
});

describe("the bwrap command line", () => {
  const layout: BubblewrapLayout = {
    uid: 1001,
    gid: 118,
    workspace: "/home/runner/work/repo/repo",
    home: "/home/runner/work/_temp/ralph-abc/home",
    writable: ["/home/runner/.npm", "/home/runner/work/_temp/codex-home"],
    homeBinds: [{ source: "/home/runner/.claude", target: "/home/runner/work/_temp/ralph-abc/home/.claude" }],
    readOnly: ["/run/systemd/resolve/stub-resolv.conf"],
    hidden: ["/home/runner/work/_temp", "/home/runner/work/_temp/_runner_file_commands", "/home/runner/runners/2.330.0", "/run"],
    egress: null,
  };

  it("binds and hides shallow first, so the deepest rule decides, and makes hidden folders read-only last", () => {
    expect(bubblewrapArguments(layout, ["claude", "--print"], ["/home/runner/work/_temp/ralph-abc/round-1"]).join(" ")).toBe(
      [
        "--die-with-parent --new-session --unshare-all --share-net --unshare-user --cap-drop ALL --uid 1001 --gid 118",
        "--ro-bind / / --dev /dev --proc /proc",
        "--tmpfs /tmp --tmpfs /run",
        "--bind /home/runner/.npm /home/runner/.npm",
        "--ro-bind /run/systemd/resolve/stub-resolv.conf /run/systemd/resolve/stub-resolv.conf",
        "--tmpfs /home/runner/work/_temp",
        "--tmpfs /home/runner/runners/2.330.0",
        "--bind /home/runner/work/repo/repo /home/runner/work/repo/repo",
        "--bind /home/runner/work/_temp/codex-home /home/runner/work/_temp/codex-home",
        "--bind /home/runner/work/_temp/ralph-abc/home /home/runner/work/_temp/ralph-abc/home",
        "--bind /home/runner/work/_temp/ralph-abc/round-1 /home/runner/work/_temp/ralph-abc/round-1",
        "--bind /home/runner/.claude /home/runner/work/_temp/ralph-abc/home/.claude",
        // The file-command folder lies in the hidden temp folder, with nothing bound back around it.
        "--remount-ro /home/runner/work/_temp --remount-ro /home/runner/runners/2.330.0 --remount-ro /run",
        "--chdir /home/runner/work/repo/repo -- claude --print",
      ].join(" "),
    );
  });
});

describe("the DNS resolver's configuration inside the sandbox", () => {
  it("binds back the file /etc/resolv.conf points to, never its folder, which holds systemd-resolved's socket", () => {
    const hidden = ["/home/runner/work/_temp", "/run"];
    expect(resolverBinds("/run/systemd/resolve/stub-resolv.conf", hidden)).toEqual(["/run/systemd/resolve/stub-resolv.conf"]);
    expect(resolverBinds("/etc/resolv.conf", hidden)).toEqual([]);
    expect(resolverBinds(null, hidden)).toEqual([]);
  });
});

describe("the bwrap command line, hidden inside bound back", () => {
  it("hides a file-command folder again inside a writable folder that lies in the temp folder", () => {
    const args = bubblewrapArguments(
      {
        uid: 1000,
        gid: 1000,
        workspace: "/w",
        home: "/t/run/home",
        writable: ["/t/x"],
        homeBinds: [],
        readOnly: [],
        hidden: ["/t", "/t/x/commands"],
        egress: null,
      },
      ["true"],
    ).join(" ");
    expect(args).toContain("--tmpfs /t --bind /t/x /t/x --bind /t/run/home /t/run/home --tmpfs /t/x/commands");
    expect(args).toContain("--remount-ro /t --remount-ro /t/x/commands --chdir /w");
  });
});

describe("the runner's folders to hide", () => {
  it("are RUNNER_TEMP, the file-command folders and the runner's install folder", () => {
    const env = {
      RUNNER_TEMP: "/home/runner/work/_temp",
      GITHUB_OUTPUT: "/home/runner/work/_temp/_runner_file_commands/set_output_1",
      GITHUB_STEP_SUMMARY: "/home/runner/work/_temp/_runner_file_commands/step_summary_1",
      GITHUB_ENV: "relative/ignored",
    };
    expect(runnerHiddenFolders(env, "/home/runner/runners/2.330.0/bin/Runner.Worker")).toEqual({
      temp: ["/home/runner/work/_temp"],
      sealed: ["/home/runner/work/_temp/_runner_file_commands", "/home/runner/runners/2.330.0"],
    });
    expect(runnerHiddenFolders(env, "/usr/bin/node").sealed).toEqual(["/home/runner/work/_temp/_runner_file_commands"]);
    expect(runnerHiddenFolders({}, null)).toEqual({ temp: [], sealed: [] });
  });
});

describe("the sandbox inputs", () => {
  const base = { "github-token": "t", agent: "command", "agent-command": "./agent.sh" };

  it("default to bubblewrap and no extra writable folder", () => {
    expect(parseInputs(base)).toMatchObject({ sandbox: "bubblewrap", "sandbox-writable": [] });
    expect(parseInputs({ ...base, sandbox: "none" }).sandbox).toBe("none");
  });

  it("split sandbox-writable at commas and new lines, normalizing and dropping blanks and duplicates", () => {
    expect(SandboxWritableInput.parse(" /a/b/ , /c//d\n\n/a/b\r\n/e/./f/../g ")).toEqual(["/a/b", "/c/d", "/e/g"]);
  });

  it("restrict the network to the model API by default; allowed-domains takes names, *.suffix patterns and named sets", () => {
    expect(parseInputs(base)).toMatchObject({ network: "allowlist", "allowed-domains": [] });
    expect(parseInputs({ ...base, network: "open" }).network).toBe("open");
    expect(AllowedDomainsInput.parse(" PyPI.org, *.Example.com\n\nregistry.npmjs.org. pypi.org 10.0.0.7 [fd00::7]")).toEqual([
      "pypi.org",
      "*.example.com",
      "registry.npmjs.org",
      "10.0.0.7",
      "fd00::7",
    ]);
    expect(AllowedDomainsInput.parse("registries, github")).toEqual([...new Set([...DOMAIN_SETS.registries!, ...DOMAIN_SETS.github!])]);
    expect(() => parseInputs({ ...base, network: "none" })).toThrow(/^input 'network' must be allowlist or open \(got "none"\)$/);
    expect(() => parseInputs({ ...base, "allowed-domains": "pypi.org, https://evil.example/" })).toThrow(
      /^input 'allowed-domains' must list host names, \*\.suffix patterns or the sets registries, github, separated by commas or new lines \("https:\/\/evil\.example\/" is none\)/,
    );
    expect(() => parseInputs({ ...base, "allowed-domains": "*" })).toThrow(/\("\*" is none\)/);
    // A wildcard over a whole top-level domain, or an address the proxy never reaches, is a mistake said at once.
    expect(() => parseInputs({ ...base, "allowed-domains": "pypi.org *.com" })).toThrow(
      /^input 'allowed-domains' must not allow a whole top-level domain: "\*\.com" covers every host under \.com; name the domain \(\*\.example\.com\)/,
    );
    for (const address of ["127.0.0.1", "::1", "0.0.0.0", "169.254.169.254"])
      expect(() => AllowedDomainsInput.parse(address), address).toThrow(/an address the sandbox never reaches/);
    // IPv6 literals compare in their canonical form.
    expect(AllowedDomainsInput.parse("[2001:DB8:0::1]")).toEqual(["2001:db8::1"]);
    expect(hostAllowed(normalizeHost("[2001:db8:0:0::1]")!, AllowedDomainsInput.parse("2001:db8::1"))).toBe(true);
  });

  it("refuse allowed-domains where nothing reads it: with network open or sandbox none the agent reaches every host", () => {
    expect(() => parseInputs({ ...base, network: "open", "allowed-domains": "pypi.org" })).toThrow(
      /^input 'allowed-domains' has no effect with network: open: the agent reaches every host there; drop one of the two \(got "pypi\.org"\)$/,
    );
    expect(() => parseInputs({ ...base, sandbox: "none", "allowed-domains": "pypi.org" })).toThrow(
      /^input 'allowed-domains' has no effect with sandbox: none: the agent reaches every host there; drop one of the two/,
    );
    expect(parseInputs({ ...base, network: "open" })["allowed-domains"]).toEqual([]);
  });

  it("allow a host listed as it is or below a *.suffix, never the suffix itself or a look-alike", () => {
    const allowed = ["pypi.org", "*.example.com", "10.0.0.7"];
    expect(["pypi.org", "a.example.com", "b.a.example.com", "10.0.0.7"].filter((host) => hostAllowed(host, allowed))).toHaveLength(4);
    for (const host of ["example.com", "evilexample.com", "pypi.org.evil.example", "x.pypi.org", "10.0.0.8", "a.example.com.evil"])
      expect(hostAllowed(host, allowed), host).toBe(false);
  });

  it("name the input and the entry when a value is wrong", () => {
    expect(() => parseInputs({ ...base, sandbox: "docker" })).toThrow(/^input 'sandbox' must be bubblewrap or none \(got "docker"\)$/);
    expect(() => parseInputs({ ...base, "sandbox-writable": "/ok, cache" })).toThrow(
      /^input 'sandbox-writable' must list absolute paths, separated by commas or new lines \("cache" is not\) \(got "\/ok, cache"\)$/,
    );
  });
});

describe("the sandbox's network (network: allowlist)", () => {
  let standIn: StandIn;
  /** A service of the runner's own on its loopback, as the GitHub fake and the git server are in the e2e tests. */
  let runnerService: Server;
  let servicePort: number;
  beforeEach(async () => {
    standIn = await startStandIn("allowed.example");
    runnerService = createServer((_request, response) => response.end("runner secret\n"));
    servicePort = await new Promise<number>((done) =>
      runnerService.listen(0, "127.0.0.1", () => done((runnerService.address() as AddressInfo).port)),
    );
  });
  afterEach(async () => {
    await standIn.close();
    runnerService.closeAllConnections();
    await new Promise((done) => runnerService.close(done));
  });

  const network = (allowed: string[], testHosts: Record<string, string>): SandboxRequest["network"] => ({
    mode: "allowlist",
    allowed,
    testHosts,
  });

  it("reaches an allowed host by HTTPS and plain HTTP through the proxy, and nothing else: each attempt refused and counted", async () => {
    const sandbox = await open({
      network: network(["allowed.example", "localhost", "metadata.example"], {
        "allowed.example": standIn.address,
        localhost: "127.0.0.1",
        "metadata.example": "169.254.169.254",
      }),
    });
    try {
      expect(sandbox.network).toBe("allowlist");
      expect(sandbox.describe()).toContain("network: only through the egress proxy, to allowed.example, localhost, metadata.example");
      const code = "curl -s -o /dev/null -w '%{http_code}'";
      const { stdout } = await shell(
        sandbox,
        [
          `echo "https $(curl -sk https://allowed.example:${standIn.httpsPort}/a)"`,
          `echo "http $(curl -s http://allowed.example:${standIn.httpPort}/b)"`,
          `echo "https-refused $(curl -sk -o /dev/null -w '%{http_connect}' https://evil.example/)"`,
          `echo "http-refused $(curl -s http://evil.example/x)"`,
          `echo "tcp-outside $(node -e 'require("net").connect(443, "1.1.1.1").on("error", (e) => console.log(e.code))')"`,
          `echo "tcp-stand-in $(node -e 'require("net").connect(${standIn.httpPort}, "${standIn.address}").on("error", (e) => console.log(e.code))')"`,
          `echo "dns $(getent hosts example.com || echo unresolved)"`,
          `echo "dns-node $(node -e 'require("dns").lookup("example.com", (e) => console.log(e ? "unresolved" : "resolved"))')"`,
          `echo "runner-loopback-direct $(curl -s --noproxy '*' -o /dev/null -w '%{http_code}' http://127.0.0.1:${servicePort}/)"`,
          `echo "runner-loopback-proxy $(${code} --noproxy '' http://127.0.0.1:${servicePort}/)"`,
          `echo "runner-localhost-proxy $(${code} --noproxy '' http://localhost:${servicePort}/)"`,
          `echo "metadata $(${code} --noproxy '' http://169.254.169.254/latest/meta-data/)"`,
          `echo "metadata-by-name $(${code} http://metadata.example/latest/meta-data/)"`,
          `echo "forged-host $(${code} -H 'Host: evil.example' http://allowed.example:${standIn.httpPort}/c)"`,
          `echo "origin-form $(${code} --noproxy '*' -H 'Host: allowed.example' http://127.0.0.1:3128/)"`,
        ].join("\n"),
      );
      expect(stdout.trim().split("\n")).toEqual([
        `https ${greeting("allowed.example", "https").trim()}`,
        `http ${greeting("allowed.example", "http").trim()}`,
        "https-refused 403",
        "http-refused ralph-bot: the sandbox's network does not reach evil.example: it is not in the workflow's allowed-domains. The maintainer can allow a host with the allowed-domains input.",
        "tcp-outside ENETUNREACH",
        "tcp-stand-in ENETUNREACH",
        "dns unresolved",
        "dns-node unresolved",
        "runner-loopback-direct 000",
        "runner-loopback-proxy 403",
        "runner-localhost-proxy 403",
        "metadata 403",
        "metadata-by-name 403",
        "forged-host 403",
        "origin-form 400",
      ]);
      // The stand-in saw the two allowed requests only, each with its own Host.
      expect(standIn.requests.map((request) => `${request.scheme} ${request.path} ${request.headers.host}`)).toEqual([
        `https /a allowed.example:${standIn.httpsPort}`,
        `http /b allowed.example:${standIn.httpPort}`,
      ]);
      expect(sandbox.takeRefusals()).toEqual([
        { host: "evil.example", count: 2, reason: "not-allowed" },
        { host: "127.0.0.1", count: 1, reason: "not-allowed" },
        { host: "169.254.169.254", count: 1, reason: "not-allowed" },
        { host: "evil.example", count: 1, reason: "host-mismatch" },
        { host: "localhost", count: 1, reason: "address" },
        { host: "metadata.example", count: 1, reason: "address" },
      ]);
      // Taken: the next round starts from none.
      expect(sandbox.takeRefusals()).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it("starts the agent's command behind the forwarder with the proxy settings, keeping its exit code and signal", async () => {
    const sandbox = await open({ network: network([], {}) });
    try {
      const { stdout } = await shell(sandbox, 'echo "$HTTPS_PROXY $HTTP_PROXY $NO_PROXY $NODE_USE_ENV_PROXY"');
      expect(stdout).toBe("http://127.0.0.1:3128 http://127.0.0.1:3128 localhost,127.0.0.1,::1 1\n");
      expect((await shell(sandbox, "exit 7")).code).toBe(7);
      // As without the forwarder: bwrap reports a command killed by a signal as 128 + its number.
      const killed = await shell(sandbox, "kill -KILL $$");
      const plain = await open();
      expect(killed.code).toBe((await shell(plain, "kill -KILL $$")).code);
      const missing = await inside(sandbox, "no-such-agent-ralph", []);
      expect(missing.code).toBe(127);
      expect(missing.stderr).toContain("ralph-bot egress: cannot start no-such-agent-ralph");
    } finally {
      await sandbox.close();
    }
  });

  it("keeps serving the command through SIGTERM: an agent finishing its work in the grace period still reaches an allowed host", async () => {
    const sandbox = await open({ network: network(["allowed.example"], { "allowed.example": standIn.address }) });
    try {
      const script =
        `trap 'curl -s http://allowed.example:${standIn.httpPort}/after-term > after-term.txt; exit 0' TERM; ` +
        "echo ready > ready.txt; while :; do sleep 0.1; done";
      const command = sandbox.command("/bin/sh", ["-c", script], env);
      const child = spawn(command.file, command.args, { env: command.env, cwd: workspace, detached: true, stdio: "ignore" });
      await until(() => existsSync(join(workspace, "ready.txt")));
      await sandbox.terminate(child.pid ?? 0, 20_000);
      expect(readFileSync(join(workspace, "after-term.txt"), "utf8")).toBe(greeting("allowed.example", "http"));
    } finally {
      await sandbox.close();
    }
  });

  it("holds the model key: the agent calls the proxy with a placeholder, the model API alone gets the real key", async () => {
    const model = await startFakeModelServer();
    const key = "sk-ant-held-by-the-proxy-0123456789";
    const sandbox = await open({
      network: network(["allowed.example"], { "allowed.example": standIn.address }),
      model: {
        baseUrl: model.url,
        baseUrlVariable: "ANTHROPIC_BASE_URL",
        keyVariables: ["ANTHROPIC_API_KEY"],
        headers: { "x-api-key": key },
      },
    });
    try {
      const body = `-H 'content-type: application/json' -d '{"model":"m","max_tokens":8,"messages":[{"role":"user","content":"hi"}]}'`;
      const { stdout } = await shell(
        sandbox,
        [
          'echo "env $ANTHROPIC_BASE_URL $ANTHROPIC_API_KEY"',
          `echo "model $(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $ANTHROPIC_API_KEY" -H 'authorization: Bearer the-agents-own' ${body} "$ANTHROPIC_BASE_URL/v1/messages")"`,
          // A CLI that sends its loopback requests through HTTP_PROXY too reaches the route.
          `echo "via-proxy $(curl -s -o /dev/null -w '%{http_code}' --noproxy '' ${body} "$ANTHROPIC_BASE_URL/v1/messages")"`,
          // A forged Host on the model route still goes to the model API, nowhere else.
          `echo "forged $(curl -s -o /dev/null -w '%{http_code}' -H 'Host: evil.example' ${body} "$ANTHROPIC_BASE_URL/v1/messages")"`,
          // Another allowed host gets what the agent sends, never the key.
          `echo "other $(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $ANTHROPIC_API_KEY" http://allowed.example:${standIn.httpPort}/)"`,
          // The model API's own address is not allowed through the proxy: only the route reaches it.
          `echo "connect $(curl -s -o /dev/null -w '%{http_code}' --noproxy '' ${model.url}/v1/messages)"`,
          // Every process the sandbox shows, its environment and command line, kept for the check below.
          "cat /proc/[0-9]*/environ /proc/[0-9]*/cmdline > proc-dump 2>/dev/null; env >> proc-dump",
        ].join("\n"),
      );
      expect(stdout.trim().split("\n")).toEqual([
        `env http://127.0.0.1:3128 ${HELD_KEY_PLACEHOLDER}`,
        "model 200",
        "via-proxy 200",
        "forged 200",
        "other 200",
        "connect 403",
      ]);
      const dump = readFileSync(join(workspace, "proc-dump"), "utf8");
      expect(dump).toContain(HELD_KEY_PLACEHOLDER);
      expect(dump).not.toContain(key);
      expect(
        model.requests.map((request) => [request.headers["x-api-key"], request.headers.authorization ?? null, request.headers.host]),
      ).toEqual([
        [key, null, new URL(model.url).host],
        [key, null, new URL(model.url).host],
        [key, null, new URL(model.url).host],
      ]);
      expect(JSON.stringify(standIn.requests)).not.toContain(key);
      expect(standIn.requests[0]?.headers["x-api-key"]).toBe(HELD_KEY_PLACEHOLDER);
      expect(sandbox.describe()).toContain(
        `and to the model API ${model.url} with the key of ANTHROPIC_API_KEY (held by the proxy, never in the sandbox)`,
      );
    } finally {
      await sandbox.close();
      await model.close();
    }
  });

  it("installs a package from an allowed registry through the proxy (a local registry standing in for npm's)", async () => {
    const registry = await startRegistry("registry.example", root);
    const sandbox = await open({ network: network(["registry.example"], { "registry.example": registry.address }) });
    try {
      writeFileSync(join(workspace, "package.json"), JSON.stringify({ name: "w", version: "1.0.0", private: true }));
      const { code, stdout, stderr } = await shell(
        sandbox,
        `npm install --no-audit --no-fund --no-update-notifier --registry ${registry.url} ralph-fixture && node -e 'console.log(require("ralph-fixture"))'`,
      );
      expect(code, stderr).toBe(0);
      expect(stdout.trim().split("\n").at(-1)).toBe("fixture from the registry");
      expect(registry.paths).toEqual(["/ralph-fixture", "/ralph-fixture/-/ralph-fixture-1.0.0.tgz"]);
      expect(sandbox.takeRefusals()).toEqual([]);
    } finally {
      await sandbox.close();
      await registry.close();
    }
  });

  it("starts the proxy whatever the run's folder is: its socket in a short private folder, removed when the sandbox closes", async () => {
    // A run's folder of 150 characters and more, as under a runner's deep RUNNER_TEMP.
    const deep = join(runDir, "x".repeat(150));
    mkdirSync(deep, { recursive: true });
    const sandbox = await open({ runDir: deep, network: network(["allowed.example"], { "allowed.example": standIn.address }) });
    const socket = /the proxy's socket: (\S+) \(removed when the run ends\)/.exec(sandbox.describe())?.[1] ?? "";
    try {
      expect(Buffer.byteLength(socket)).toBeLessThanOrEqual(107);
      expect(socket).toMatch(/^\/tmp\/ralph-egress-[^/]+\/proxy\.sock$/);
      expect(statSync(dirname(socket)).mode & 0o777).toBe(0o700);
      const { stdout } = await shell(sandbox, `curl -s http://allowed.example:${standIn.httpPort}/deep`);
      expect(stdout).toBe(greeting("allowed.example", "http"));
    } finally {
      await sandbox.close();
    }
    expect(existsSync(dirname(socket))).toBe(false);
  });

  it("fails at preflight naming the cause and the fix on the runner when the proxy cannot start, never network: open", async () => {
    const missing = join(root, "no-such-tmpdir");
    const error = await open({ network: network([], {}), hostEnv: { PATH: process.env.PATH, TMPDIR: missing } }).catch(
      (caught: unknown) => caught,
    );
    expect(error, "the sandbox opened although its proxy's folder cannot be made").toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      new RegExp(
        `^sandbox: the network proxy \\(network: allowlist\\) cannot start: cannot make its private folder in ${missing} \\(TMPDIR\\): ENOENT.*; ` +
          "set TMPDIR to a folder the runner's user may write, or unset it to use /tmp\\. ",
      ),
    );
    expect(message).not.toContain("network: open");
  });
});
