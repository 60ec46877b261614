/**
 * Which git the bot runs: found once on PATH, never in a folder the agent can write.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentWritableFolders, resolveGitProgram } from "../../src/workspace/git-program.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { removeTree } from "./helpers.js";

const REAL_GIT = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
const SYSTEM_DIR = dirname(REAL_GIT);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "ralph-git-program-"));
});
afterAll(() => removeTree(root));

/** A folder under the test root holding an executable `git` script. */
function folderWithGit(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "git"), "#!/bin/sh\nexit 0\n");
  chmodSync(join(dir, "git"), 0o755);
  return dir;
}

describe("agentWritableFolders", () => {
  it("lists the given folders, HOME, the runner's and the environment's temp folders, and the world-writable ones, each once", () => {
    const folders = agentWritableFolders(
      {
        HOME: "/home/runner",
        GITHUB_WORKSPACE: "/home/runner/work/r/r",
        RUNNER_TEMP: "/home/runner/work/_temp",
        RUNNER_TOOL_CACHE: "/opt/hostedtoolcache",
        TMPDIR: "relative/tmp",
      },
      ["/home/runner/work/r/r/", "/"],
    );
    expect(folders).toEqual(
      expect.arrayContaining([
        "/home/runner/work/r/r",
        "/home/runner",
        "/home/runner/work/_temp",
        "/opt/hostedtoolcache",
        "/tmp",
        "/var/tmp",
        "/dev/shm",
        tmpdir(),
      ]),
    );
    expect(new Set(folders).size).toBe(folders.length);
    // Neither a relative folder nor the file-system root (a HOME of `/`) is listed.
    expect(folders.filter((folder) => folder === "/" || !folder.startsWith("/"))).toEqual([]);
  });
});

describe("resolveGitProgram", () => {
  it("skips git in agent-writable, relative and empty PATH entries, and gives git only the trusted entries", () => {
    const home = folderWithGit("home/.local/bin");
    const workspaceBin = folderWithGit("work/bin");
    const program = resolveGitProgram(["", ".", "bin", home, workspaceBin, "/no/such/folder", SYSTEM_DIR, "/bin"].join(":"), [
      join(root, "home"),
      join(root, "work"),
    ]);
    expect(program.file).toBe(join(SYSTEM_DIR, "git"));
    expect(program.path).toBe(`${SYSTEM_DIR}:/bin`);
  });

  it("follows symbolic links: a trusted-looking entry that leads into an agent folder is skipped, as is a git linking into one", () => {
    const agentBin = folderWithGit("links/home/bin");
    const linkedFolder = join(root, "links/system-looking");
    symlinkSync(agentBin, linkedFolder);
    const innocent = join(root, "links/innocent");
    mkdirSync(innocent);
    symlinkSync(join(agentBin, "git"), join(innocent, "git"));
    const program = resolveGitProgram([linkedFolder, innocent, SYSTEM_DIR].join(":"), [join(root, "links/home")]);
    expect(program.file).toBe(join(SYSTEM_DIR, "git"));
  });

  it("fails naming what it skipped when git is only in folders the agent can write", () => {
    const only = folderWithGit("only/bin");
    expect(() => resolveGitProgram(only, [join(root, "only")])).toThrow(
      `git was not found in a folder the agent cannot write (PATH entries searched: none; skipped as writable by the agent: ${only}); install git in a system folder such as /usr/bin`,
    );
  });

  it("as a user other than root, skips every folder that user can write, directly or through a parent, even outside the named ones", () => {
    // Root may write everywhere, so the test runs as `nobody` then.
    const asRoot = process.getuid?.() === 0;
    chmodSync(root, 0o755);
    const own = folderWithGit("own/bin");
    if (asRoot) chownSync(own, 65534, 65534);
    // `nobody` may not read the project (a clone in a 0700 folder): the lookup runs from a bundle
    // of git-program.ts in the test root, which it can read.
    const lookup = join(root, "lookup.mjs");
    buildSync({
      stdin: {
        contents: `import { resolveGitProgram } from ${JSON.stringify(join(PROJECT_ROOT, "src/workspace/git-program.ts"))};
console.log(resolveGitProgram(${JSON.stringify(`${own}:${SYSTEM_DIR}`)}, []).file);`,
        resolveDir: PROJECT_ROOT,
        loader: "ts",
      },
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: lookup,
      logLevel: "silent",
    });
    chmodSync(lookup, 0o644);
    const found = execFileSync(process.execPath, [lookup], {
      cwd: root,
      encoding: "utf8",
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    expect(found.trim()).toBe(join(SYSTEM_DIR, "git"));
  });
});
