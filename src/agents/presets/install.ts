/** A missing preset CLI, installed at the tested version under the tool cache (docs/security.md, "What the action installs"). */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { findExecutable } from "../executable.js";

const INSTALL_TIMEOUT_MS = 600_000;

/** Besides `npm_config_*`: never a token. */
const NPM_ENV_NAMES = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
];

export interface CliPackage {
  binary: string;
  package: string;
}

/** `<RUNNER_TOOL_CACHE>/ralph-bot/<name>/<version>`, else under the user's cache. */
export function installPrefix(hostEnv: NodeJS.ProcessEnv, spec: string): string {
  const at = spec.lastIndexOf("@");
  const name = spec.slice(0, at).replace(/^@/, "").replace(/\//g, "-");
  const version = spec.slice(at + 1);
  const absolute = (path: string | undefined): path is string => path !== undefined && isAbsolute(path);
  const cache = absolute(hostEnv.RUNNER_TOOL_CACHE)
    ? hostEnv.RUNNER_TOOL_CACHE
    : absolute(hostEnv.XDG_CACHE_HOME)
      ? hostEnv.XDG_CACHE_HOME
      : join(hostEnv.HOME ?? homedir(), ".cache");
  return join(cache, "ralph-bot", name, version);
}

export function npmEnvironment(hostEnv: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(hostEnv)) {
    if (value !== undefined && (NPM_ENV_NAMES.includes(name) || /^npm_config_/i.test(name))) env[name] = value;
  }
  return env;
}

function npm(file: string, args: readonly string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    execFile(file, args, { env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) return done();
      // npm's first lines say what failed; its last ones point at its log.
      const words = `${stderr}${stdout}`
        .split("\n")
        .map((line) => line.trim())
        .filter(
          (line) =>
            !/^npm (error|ERR!)( \d{3})?$/.test(line) &&
            line !== "" &&
            !/A complete log of this run|Note that you can also|tarball, folder, http url/.test(line),
        )
        .slice(0, 3)
        .join("; ");
      fail(new Error(`npm ${error.killed ? "timed out" : `exited with code ${String(error.code)}`}: ${words}`));
    });
  });
}

/** The `bin` folder; staged beside the prefix, renamed once whole. @throws Error naming what failed. */
export async function installCli(request: { cli: CliPackage; hostEnv: NodeJS.ProcessEnv; log: (line: string) => void }): Promise<string> {
  const { cli, hostEnv, log } = request;
  const prefix = installPrefix(hostEnv, cli.package);
  const bin = join(prefix, "bin");
  if (findExecutable(cli.binary, bin) !== null) {
    log(`${cli.binary} is not on the agent's PATH: taking ${cli.package} installed earlier in ${prefix}\n`);
    return bin;
  }
  const npmFile = findExecutable("npm", hostEnv.PATH);
  if (npmFile === null) throw new Error(`npm, which would install it, is not on PATH (${hostEnv.PATH ?? "unset"}) either`);
  log(`${cli.binary} is not on the agent's PATH: installing ${cli.package}, the version ralph-bot is tested with, into ${prefix}\n`);
  const staging = `${prefix}.partial-${randomBytes(4).toString("hex")}`;
  await mkdir(dirname(prefix), { recursive: true });
  try {
    const flags = ["--global", "--prefix", staging, "--no-audit", "--no-fund", "--no-update-notifier"];
    await npm(npmFile, ["install", ...flags, cli.package], npmEnvironment(hostEnv));
    await rename(staging, prefix).catch(async (error: NodeJS.ErrnoException) => {
      // Another run installed it meanwhile: keep that one.
      if (findExecutable(cli.binary, bin) === null) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if (findExecutable(cli.binary, bin) === null) throw new Error(`npm installed ${cli.package}, yet ${join(bin, cli.binary)} is not there`);
  return bin;
}
