import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeCodexPackage } from "../support/fake-cli-package.js";
import { startFakeModelServer } from "../support/fake-model-server.js";
import { startNpmRegistry, type NpmRegistry } from "../support/npm-registry.js";
import { FULL_NAME, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

describe("the bundled action with a preset whose CLI is not installed", () => {
  /** The action's npm, pointed at a local registry stand-in, with its cache and the tool cache in the scenario. */
  const npmEnv = (registry: NpmRegistry, toolCache: string) => ({
    RUNNER_TOOL_CACHE: toolCache,
    npm_config_registry: registry.url,
    npm_config_cache: join(scenario.dir, "npm-cache"),
    npm_config_fetch_retries: "0",
  });

  it("installs the tested version of its CLI from the registry into the tool cache and runs the round with it", async () => {
    const registry = await startNpmRegistry([fakeCodexPackage("0.171.0")], scenario.dir);
    try {
      // In the agent's log folder: the sandbox shows it (the scenario's own folder lies in /tmp, which it hides).
      const toolCache = join(scenario.dir, "agent-log", "tool-cache");
      const run = await scenario.run({
        rounds: {},
        inputs: { agent: "codex", "agent-command": "", "agent-env": "OPENAI_API_KEY" },
        // A PATH with node, npm and git but no agent CLI.
        env: { PATH: "/usr/bin:/bin", OPENAI_API_KEY: "sk-openai-e2e-install-0000", ...npmEnv(registry, toolCache) },
      });
      expect(run.outputs.outcome, run.stderr + run.stdout.slice(-2000)).toBe("complete");
      const prefix = join(toolCache, "ralph-bot", "openai-codex", "0.171.0");
      expect(run.stdout).toContain(
        `agent codex: codex is not on the agent's PATH: installing @openai/codex@0.171.0, the version ralph-bot is tested with, into ${prefix}`,
      );
      expect(run.stdout).toContain(`agent codex: ${join(prefix, "bin", "codex")} 0.171.0`);
      expect(registry.requests).toEqual(["/@openai/codex", "/@openai/codex/-/tarball-0.171.0.tgz"]);
      expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${scenario.issueNumber}`, "add.js")).toBe(
        "export const add = (a, b) => a + b;\n",
      );
      expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    } finally {
      await registry.close();
    }
  });

  it.each([
    ["claude-code", "claude", "@anthropic-ai/claude-code@2.1.197", "ANTHROPIC_API_KEY"],
    ["codex", "codex", "@openai/codex@0.171.0", "OPENAI_API_KEY"],
    ["gemini", "gemini", "@google/gemini-cli@0.61.0", "GEMINI_API_KEY"],
  ])(
    "agent: %s fails the step before round 1 when its CLI cannot be installed, naming why and the install command",
    async (agent, binary, spec, key) => {
      const registry = await startNpmRegistry([], scenario.dir);
      try {
        const run = await scenario.run({
          rounds: {},
          inputs: { agent, "agent-command": "", "agent-env": key },
          env: { PATH: "/usr/bin:/bin", [key]: "model-key-value", ...npmEnv(registry, join(scenario.dir, "tool-cache")) },
        });
        expect(run.exitCode).toBe(1);
        const error = run.stdout.split("\n").find((line) => line.startsWith("::error::")) ?? "";
        expect(error).toMatch(
          new RegExp(
            `^::error::agent ${agent}: the \`${binary}\` command was not found on the agent's PATH \\(/usr/bin:/bin\\), ` +
              `and installing ${spec.replace(/[.]/g, "\\.")} failed: npm exited with code 1: .*404.*\\. ` +
              `Install it in a step before ralph-bot: npm install -g ${spec.replace(/[.]/g, "\\.")}$`,
          ),
        );
        expect(scenario.commentBodies().filter((body) => body.includes("<!-- ralph-bot:round "))).toEqual([]);
        // Nothing of the run pushed: no branch, only its claim on the issue and the deletion of it at its ending.
        expect(await scenario.git.branchExists(FULL_NAME, `ralph/issue-${scenario.issueNumber}`)).toBe(false);
        expect(scenario.git.pushes.length).toBe(2);
        expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
        // The tracking comment tells the maintainer why, with no round run.
        const tracking = scenario.commentBodies().join("\n");
        expect(tracking).toContain("after 0 rounds");
        expect(tracking).toContain(`agent ${agent}: the \`${binary}\` command was not found on the agent's PATH`);
      } finally {
        await registry.close();
      }
    },
  );
});

/** Flags the codex preset passes: the stand-in CLI's `exec --help` lists them. */
const CODEX_HELP = [
  "--json",
  "--dangerously-bypass-approvals-and-sandbox",
  "--output-schema <FILE>",
  "--output-last-message <FILE>",
  "--model <MODEL>",
  "--config <key=value>",
].join("\n");

describe("a model API the sandbox never reaches", () => {
  it("a local gateway on the runner's loopback, its key in agent-env under the default network, fails at preflight naming agent-secrets and network: open", async () => {
    const model = await startFakeModelServer();
    try {
      const log = join(scenario.dir, "agent-log");
      const bin = join(log, "bin");
      const codexHome = join(log, "codex-home");
      mkdirSync(bin, { recursive: true });
      mkdirSync(codexHome);
      // A provider of one's own on the runner's loopback, its key in a variable the proxy does not hold.
      writeFileSync(
        join(codexHome, "config.toml"),
        `model_provider = "gateway"\n[model_providers.gateway]\nname = "gateway"\nbase_url = "${model.url}/v1"\nwire_api = "responses"\nenv_key = "GATEWAY_KEY"\n`,
      );
      // A stand-in for Codex that answers preflight's probes and, as a round, retries for ever as the real one does.
      writeFileSync(
        join(bin, "codex"),
        [
          "#!/bin/sh",
          'case "$*" in *--version*) echo "codex-cli 0.171.0"; exit 0;; *--help*) cat <<\'HELP\'',
          CODEX_HELP,
          "HELP",
          "exit 0;; esac",
          `echo round > ${log}/codex-round`,
          "while :; do echo Reconnecting...; sleep 1; done",
        ].join("\n"),
      );
      chmodSync(join(bin, "codex"), 0o755);
      const run = await scenario.run({
        rounds: {},
        inputs: { agent: "codex", "agent-command": "", "agent-env": "CODEX_HOME, GATEWAY_KEY", "round-timeout-minutes": "30" },
        env: { PATH: `${bin}:${process.env.PATH ?? ""}`, CODEX_HOME: codexHome, GATEWAY_KEY: "gateway-key-value" },
      });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe("error");
      const host = new URL(model.url).hostname;
      const error = run.stdout.split("\n").find((line) => line.startsWith("::error::")) ?? "";
      expect(error).toContain(`agent codex: its model API at ${host} is on the runner's loopback`);
      expect(error).toContain("agent-secrets (CODEX_API_KEY, OPENAI_API_KEY)");
      expect(error).toContain("or set network: open");
      // No round: the CLI never ran one, the model server got nothing, nothing was pushed.
      expect(scenario.commentBodies().filter((body) => body.includes("<!-- ralph-bot:round "))).toEqual([]);
      expect(model.requests).toEqual([]);
      expect(await scenario.git.branchExists(FULL_NAME, `ralph/issue-${scenario.issueNumber}`)).toBe(false);
      expect(scenario.git.pushes.length).toBe(2);
      const tracking = scenario.commentBodies().join("\n");
      expect(tracking).toContain("after 0 rounds");
      expect(tracking).toContain("is on the runner's loopback");
    } finally {
      await model.close();
    }
  });
});
