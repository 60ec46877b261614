import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildAgentEnvironment, parseAgentEnvNames } from "../../src/agents/environment.js";
import { isForbiddenAgentEnvName } from "../../src/core/withheld.js";

const parent: NodeJS.ProcessEnv = {
  PATH: "/usr/bin:/bin",
  HOME: "/home/runner",
  LANG: "C.UTF-8",
  LC_ALL: "C.UTF-8",
  LC_CTYPE: "C.UTF-8",
  TMPDIR: "/tmp",
  CI: "true",
  GITHUB_TOKEN: "ghs_secret1",
  GH_TOKEN: "ghs_secret2",
  ACTIONS_RUNTIME_TOKEN: "runtime",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
  "INPUT_GITHUB-TOKEN": "ghs_secret3",
  INPUT_AGENT_ENV: "MODEL_KEY",
  GITHUB_REPOSITORY: "o/r",
  SECRET_X: "not listed",
  MODEL_KEY: "model-secret",
};

describe("buildAgentEnvironment", () => {
  it("passes the allowlist, listed names and RALPH_* values, nothing else", () => {
    const env = buildAgentEnvironment(parent, ["MODEL_KEY", "NOT_PRESENT"], { RALPH_ROUND: "1" });
    expect(env).toEqual({
      PATH: "/usr/bin:/bin",
      HOME: "/home/runner",
      LANG: "C.UTF-8",
      LC_ALL: "C.UTF-8",
      LC_CTYPE: "C.UTF-8",
      TMPDIR: "/tmp",
      CI: "true",
      MODEL_KEY: "model-secret",
      npm_config_update_notifier: "false",
      RALPH_ROUND: "1",
    });
  });

  it("refuses to pass GitHub and runner credentials even when listed", () => {
    for (const name of ["GITHUB_TOKEN", "GH_TOKEN", "ACTIONS_RUNTIME_TOKEN", "INPUT_AGENT_ENV", "github_token"]) {
      expect(() => buildAgentEnvironment(parent, [name], {})).toThrow(/never passed to the agent/);
    }
  });

  it("lets RALPH_* values win and rejects other names there", () => {
    expect(buildAgentEnvironment({ RALPH_ROUND: "9" }, ["RALPH_ROUND"], { RALPH_ROUND: "2" }).RALPH_ROUND).toBe("2");
    expect(() => buildAgentEnvironment(parent, [], { GITHUB_TOKEN: "x" })).toThrow(/not a RALPH_\* name/);
  });
});

describe("npm's update check", () => {
  it("is off, as no sandboxed run can reach or use it, unless the workflow passes the setting on", () => {
    expect(buildAgentEnvironment({}, [], {}).npm_config_update_notifier).toBe("false");
    const passed = buildAgentEnvironment({ npm_config_update_notifier: "true" }, ["npm_config_update_notifier"], {});
    expect(passed.npm_config_update_notifier).toBe("true");
  });
});

describe("rustup's toolchains, found through a HOME the sandbox replaces", () => {
  it("names $HOME/.rustup as RUSTUP_HOME when it exists, the parent's RUSTUP_HOME before it, and nothing without either", () => {
    const home = mkdtempSync(join(tmpdir(), "ralph-env-home-"));
    try {
      expect(buildAgentEnvironment({ HOME: home }, [], {}).RUSTUP_HOME).toBeUndefined();
      mkdirSync(join(home, ".rustup"));
      expect(buildAgentEnvironment({ HOME: home }, [], {}).RUSTUP_HOME).toBe(join(home, ".rustup"));
      expect(buildAgentEnvironment({ HOME: home, RUSTUP_HOME: "/opt/rustup" }, [], {}).RUSTUP_HOME).toBe("/opt/rustup");
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe("parseAgentEnvNames", () => {
  it("splits on commas and new lines, trims, drops empty entries and repeats", () => {
    expect(parseAgentEnvNames(" MODEL_KEY, OPENAI_BASE_URL\r\n\nHTTPS_PROXY,,_X1 \n MODEL_KEY")).toEqual([
      "MODEL_KEY",
      "OPENAI_BASE_URL",
      "HTTPS_PROXY",
      "_X1",
    ]);
    expect(parseAgentEnvNames("")).toEqual([]);
  });

  it("names a bad entry", () => {
    expect(() => parseAgentEnvNames("OK, 1BAD")).toThrow(/"1BAD"/);
    expect(() => parseAgentEnvNames("MY-KEY")).toThrow(/"MY-KEY"/);
    expect(() => parseAgentEnvNames("A B")).toThrow(/"A B"/);
  });

  it("rejects forbidden names", () => {
    expect(() => parseAgentEnvNames("MODEL_KEY\nGITHUB_TOKEN")).toThrow(/"GITHUB_TOKEN".*never passed/);
    expect(() => parseAgentEnvNames("ACTIONS_CACHE_URL")).toThrow(/ACTIONS_CACHE_URL/);
  });

  it("classifies forbidden names", () => {
    expect(["GITHUB_TOKEN", "GH_TOKEN", "ACTIONS_X", "INPUT_Y", "Input_y"].every(isForbiddenAgentEnvName)).toBe(true);
    expect(["GITHUB_REPOSITORY", "MY_GITHUB_TOKEN", "ACTIONS", "GH_TOKENS"].some(isForbiddenAgentEnvName)).toBe(false);
  });
});
