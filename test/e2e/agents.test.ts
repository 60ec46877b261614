import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeModelServer } from "../support/fake-model-server.js";
import { FULL_NAME, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

describe("the bundled action with a preset whose CLI is not installed", () => {
  it.each([
    ["claude-code", "claude", "npm install -g @anthropic-ai/claude-code@2.1.197", "ANTHROPIC_API_KEY"],
    ["codex", "codex", "npm install -g @openai/codex@0.171.0", "OPENAI_API_KEY"],
    ["gemini", "gemini", "npm install -g @google/gemini-cli@0.61.0", "GEMINI_API_KEY"],
  ])("agent: %s fails the step before round 1, naming the install command", async (agent, binary, install, key) => {
    const run = await scenario.run({
      rounds: {},
      inputs: { agent, "agent-command": "", "agent-env": key },
      // A PATH with git but no agent CLI.
      env: { PATH: "/usr/bin:/bin", [key]: "model-key-value" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      `::error::agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (/usr/bin:/bin). Install it in a step before ralph-bot: ${install}`,
    );
    expect(scenario.commentBodies().filter((body) => body.includes("<!-- ralph-bot:round "))).toEqual([]);
    expect(scenario.git.pushes).toEqual([]);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
    // The tracking comment tells the maintainer why, with no round run.
    const tracking = scenario.commentBodies().join("\n");
    expect(tracking).toContain("after 0 rounds");
    expect(tracking).toContain(`agent ${agent}: the \`${binary}\` command was not found on the agent's PATH`);
  });
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
      expect(scenario.git.pushes).toEqual([]);
      const tracking = scenario.commentBodies().join("\n");
      expect(tracking).toContain("after 0 rounds");
      expect(tracking).toContain("is on the runner's loopback");
    } finally {
      await model.close();
    }
  });
});
