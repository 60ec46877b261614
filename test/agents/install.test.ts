/**
 * Installing a preset's CLI that is missing (presets/install.ts), for real: npm from this machine
 * installs the stand-in package from a local registry into the private prefix, once.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installCli, installPrefix, npmEnvironment } from "../../src/agents/presets/install.js";
import { CODEX_PACKAGE } from "../../src/core/presets.js";
import { fakeCodexPackage } from "../support/fake-cli-package.js";
import { startNpmRegistry, type NpmRegistry } from "../support/npm-registry.js";

let root: string;
let registry: NpmRegistry;
beforeEach(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "ralph-install-")));
  registry = await startNpmRegistry([fakeCodexPackage("0.171.0")], root);
});
afterEach(async () => {
  await registry.close();
  rmSync(root, { recursive: true, force: true });
});

/** The action's environment: its PATH (npm), the tool cache, npm's cache and registry in the test's folder. */
const hostEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: root,
  RUNNER_TOOL_CACHE: join(root, "tool-cache"),
  npm_config_cache: join(root, "npm-cache"),
  npm_config_registry: registry.url,
  npm_config_fetch_retries: "0",
  ...extra,
});

describe("installing a preset's CLI that is not on PATH", () => {
  it("installs the tested version into the tool cache once, and takes that one afterwards", async () => {
    const log: string[] = [];
    const cli = { binary: "codex", package: CODEX_PACKAGE };
    const bin = await installCli({ cli, hostEnv: hostEnv(), log: (line) => log.push(line) });
    expect(bin).toBe(join(root, "tool-cache", "ralph-bot", "openai-codex", "0.171.0", "bin"));
    expect(execFileSync(join(bin, "codex"), ["--version"], { encoding: "utf8" })).toBe("codex-cli 0.171.0\n");
    expect(registry.requests).toEqual(["/@openai/codex", "/@openai/codex/-/tarball-0.171.0.tgz"]);
    expect(log).toEqual([
      `codex is not on the agent's PATH: installing @openai/codex@0.171.0, the version ralph-bot is tested with, into ${dirname(bin)}\n`,
    ]);
    // No half-installed folder beside it.
    expect(readdirSync(dirname(dirname(bin)))).toEqual(["0.171.0"]);
    // Again (another run on this machine): no request, the same folder.
    expect(await installCli({ cli, hostEnv: hostEnv(), log: (line) => log.push(line) })).toBe(bin);
    expect(registry.requests).toHaveLength(2);
    expect(log[1]).toBe(`codex is not on the agent's PATH: taking @openai/codex@0.171.0 installed earlier in ${dirname(bin)}\n`);
  });

  it("fails with npm's words when the registry has no such package, leaving nothing behind", async () => {
    const cli = { binary: "claude", package: "@anthropic-ai/claude-code@2.1.197" };
    await expect(installCli({ cli, hostEnv: hostEnv(), log: () => {} })).rejects.toThrow(/^npm exited with code 1: .*404/);
    expect(existsSync(join(root, "tool-cache", "ralph-bot", "anthropic-ai-claude-code"))).toBe(true);
    expect(readdirSync(join(root, "tool-cache", "ralph-bot", "anthropic-ai-claude-code"))).toEqual([]);
  });

  it("fails naming the PATH when there is no npm to install with", async () => {
    const cli = { binary: "codex", package: CODEX_PACKAGE };
    await expect(installCli({ cli, hostEnv: hostEnv({ PATH: "/nonexistent" }), log: () => {} })).rejects.toThrow(
      "npm, which would install it, is not on PATH (/nonexistent) either",
    );
  });

  it("runs npm with npm's settings, the proxies and the PATH, never a token of the runner's", () => {
    expect(
      npmEnvironment({
        PATH: "/usr/bin",
        HOME: "/home/runner",
        npm_config_registry: "https://npm.example/",
        NPM_CONFIG_USERCONFIG: "/home/runner/.npmrc",
        HTTPS_PROXY: "http://proxy.example:3128",
        GITHUB_TOKEN: "ghs_x",
        "INPUT_GITHUB-TOKEN": "ghs_x",
        ACTIONS_RUNTIME_TOKEN: "secret",
        ANTHROPIC_API_KEY: "sk-ant",
      }),
    ).toEqual({
      PATH: "/usr/bin",
      HOME: "/home/runner",
      npm_config_registry: "https://npm.example/",
      NPM_CONFIG_USERCONFIG: "/home/runner/.npmrc",
      HTTPS_PROXY: "http://proxy.example:3128",
    });
  });

  it("installs under the runner's tool cache, else the user's cache folder", () => {
    expect(installPrefix({ RUNNER_TOOL_CACHE: "/opt/hostedtoolcache" }, "@google/gemini-cli@0.61.0")).toBe(
      "/opt/hostedtoolcache/ralph-bot/google-gemini-cli/0.61.0",
    );
    expect(installPrefix({ XDG_CACHE_HOME: "/c", HOME: "/h" }, "@openai/codex@0.171.0")).toBe("/c/ralph-bot/openai-codex/0.171.0");
    expect(installPrefix({ HOME: "/h" }, "@openai/codex@0.171.0")).toBe("/h/.cache/ralph-bot/openai-codex/0.171.0");
  });
});
