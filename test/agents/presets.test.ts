import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseAgentSecretNames } from "../../src/agents/environment.js";
import {
  createAgent,
  describeKeyPlacement,
  heldModelRoute,
  placeModelKeys,
  preflight,
  type AgentSettings,
} from "../../src/agents/index.js";
import {
  claudeCodeArguments,
  claudeCodeEnvironment,
  claudeCodeHosts,
  judgeClaudeCodeRound,
  readClaudeCodeResult,
} from "../../src/agents/presets/claude-code.js";
import { JsonLines, reportJsonSchema, splitArguments } from "../../src/agents/presets/cli.js";
import {
  checkCodexCredentials,
  codexArguments,
  codexEnvironment,
  judgeCodexRound,
  readCodexEvent,
  readCodexProviderConfig,
  codexHosts,
  type CodexEvents,
} from "../../src/agents/presets/codex.js";
import { geminiArguments, geminiHosts, judgeGeminiRound, readGeminiEvent, type GeminiEvents } from "../../src/agents/presets/gemini.js";
import { NO_SANDBOX } from "../../src/agents/sandbox.js";
import { parseReport } from "../../src/core/report.js";

let root: string;
let bin: string;

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "ralph-presets-")));
  bin = join(root, "bin");
  mkdirSync(bin);
  mkdirSync(join(root, "workspace"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A stand-in CLI: prints `version` for --version and `help` for --help, and logs its argv and stdin. */
function fakeCli(name: string, version: string, help: string, body = ""): void {
  const file = join(bin, name);
  writeFileSync(
    file,
    `#!/bin/sh
for arg in "$@"; do
  case "$arg" in
    --version) echo '${version}'; exit 0 ;;
    --help) cat <<'HELP'
${help}
HELP
      exit 0 ;;
  esac
done
${body}
`,
  );
  chmodSync(file, 0o755);
}

const CLAUDE_HELP = `Usage: claude [options]
  -p, --print   Print response and exit
  --output-format <format>
  --verbose
  --dangerously-skip-permissions   Bypass all permission checks.
  --no-session-persistence
  --json-schema <schema>
  --model <model>`;
const CODEX_HELP = `Usage: codex exec [OPTIONS] [PROMPT]
  -c, --config <key=value>
  -m, --model <MODEL>
      --dangerously-bypass-approvals-and-sandbox
      --output-schema <FILE>
      --json
  -o, --output-last-message <FILE>`;

function settings(agent: AgentSettings["agent"], env: Record<string, string>, extra: Partial<AgentSettings> = {}): AgentSettings {
  return {
    agent,
    command: null,
    model: null,
    workspace: join(root, "workspace"),
    runDir: join(root, "run"),
    runId: "run-1",
    issueNumber: 3,
    env: { PATH: `${bin}:/usr/bin:/bin`, HOME: root, ...env },
    secrets: {},
    // No npm on the action's PATH: a missing CLI is not installed from the registry (test/agents/install.test.ts does that).
    hostEnv: { PATH: join(root, "no-tools") },
    where: "action",
    roundTimeoutMs: 20_000,
    sandbox: { mode: "none", writable: [], hidden: { temp: [], sealed: [] }, network: { mode: "open", allowed: [], testHosts: null } },
    onOutput: () => {},
    ...extra,
  };
}

describe("preflight of the presets", () => {
  it("fails before round 1 naming the missing CLI, why it could not be installed, and its install command", async () => {
    await expect(preflight(settings("claude-code", { ANTHROPIC_API_KEY: "k" }))).rejects.toThrow(
      `agent claude-code: the \`claude\` command was not found on the agent's PATH (${bin}:/usr/bin:/bin), and installing ` +
        `@anthropic-ai/claude-code@2.1.197 failed: npm, which would install it, is not on PATH (${join(root, "no-tools")}) either. ` +
        "Install it in a step before ralph-bot: npm install -g @anthropic-ai/claude-code@2.1.197",
    );
    await expect(preflight(settings("codex", { OPENAI_API_KEY: "k" }))).rejects.toThrow(
      /`codex` command was not found.*npm install -g @openai\/codex@0\.171\.0$/,
    );
  });

  it("installs nothing where it may not (ralph-bot run on a person's machine): it names the install command", async () => {
    await expect(preflight(settings("claude-code", { ANTHROPIC_API_KEY: "k" }, { where: "cli" }))).rejects.toThrow(
      `agent claude-code: the \`claude\` command was not found on the agent's PATH (${bin}:/usr/bin:/bin). ` +
        "Install it: npm install -g @anthropic-ai/claude-code@2.1.197",
    );
  });

  it("fails naming the flags an old CLI does not list in --help", async () => {
    fakeCli(
      "claude",
      "1.0.3 (Claude Code)",
      CLAUDE_HELP.replace("  --json-schema <schema>\n", "").replace("  --no-session-persistence\n", ""),
    );
    await expect(preflight(settings("claude-code", { ANTHROPIC_API_KEY: "k" }))).rejects.toThrow(
      "agent claude-code: claude 1.0.3 does not support --no-session-persistence, --json-schema (not listed by `claude --help`). " +
        "Install a version that does: npm install -g @anthropic-ai/claude-code@2.1.197",
    );
  });

  it("fails when the CLI prints no version", async () => {
    fakeCli("codex", "codex-cli dev", CODEX_HELP);
    await expect(preflight(settings("codex", { OPENAI_API_KEY: "k" }))).rejects.toThrow(/`codex --version` printed no version/);
  });

  it("fails naming the credentials agent-env must pass", async () => {
    fakeCli("claude", "2.1.197 (Claude Code)", CLAUDE_HELP);
    await expect(preflight(settings("claude-code", {}))).rejects.toThrow(
      "agent claude-code: an Anthropic credential is missing: none of ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN or CLAUDE_CODE_OAUTH_TOKEN reaches the agent. " +
        "Set it from a secret in the step's env: and list its name in agent-env (e.g. agent-env: ANTHROPIC_API_KEY).",
    );
    await expect(preflight(settings("claude-code", {}, { where: "cli" }))).rejects.toThrow(
      "reaches the agent. Export it in your shell and name it with --agent-env (e.g. --agent-env ANTHROPIC_API_KEY).",
    );
    const log: string[] = [];
    await expect(
      preflight(settings("claude-code", { ANTHROPIC_AUTH_TOKEN: "t" }, { onOutput: (line) => log.push(line) })),
    ).resolves.toMatchObject({ sandbox: { mode: "none" } });
    expect(log).toEqual([
      "sandbox: none: the agent and the verify command run without a sandbox (sandbox: none), on the runner's network\n",
      `agent claude-code: ${join(bin, "claude")} 2.1.197\n`,
    ]);
    await expect(preflight(settings("claude-code", { CLAUDE_CODE_USE_BEDROCK: "1" }))).resolves.toMatchObject({
      sandbox: { mode: "none" },
    });
  });

  it("reads the Codex provider's env_key from $CODEX_HOME/config.toml", async () => {
    fakeCli("codex", "codex-cli 0.171.0", CODEX_HELP);
    const home = join(root, "codex-home");
    mkdirSync(home);
    writeFileSync(
      join(home, "config.toml"),
      `model_provider = "corp"\n\n[model_providers.corp]\nbase_url = "https://llm.corp/v1"\nenv_key = "CORP_LLM_KEY" # team key\n`,
    );
    await expect(preflight(settings("codex", { CODEX_HOME: home, OPENAI_API_KEY: "k" }))).rejects.toThrow(
      `agent codex: the API key of model provider "corp" (env_key in ${home}/config.toml) is missing: none of CORP_LLM_KEY reaches the agent.`,
    );
    await expect(preflight(settings("codex", { CODEX_HOME: home, CORP_LLM_KEY: "k" }))).resolves.toMatchObject({
      sandbox: { mode: "none" },
    });
  });

  it("probes the CLI inside the sandbox: one the sandbox cannot reach fails before round 1", async () => {
    fakeCli("claude", "2.1.197 (Claude Code)", CLAUDE_HELP);
    const boxed = (writable: string[]) =>
      settings(
        "claude-code",
        { ANTHROPIC_API_KEY: "k" },
        {
          sandbox: {
            mode: "bubblewrap",
            writable,
            hidden: { temp: [], sealed: [] },
            network: { mode: "open", allowed: [], testHosts: null },
          },
        },
      );
    // The fake CLI lies in the test's /tmp folder, which the sandbox's private /tmp hides.
    await expect(preflight(boxed([]))).rejects.toThrow(
      new RegExp(
        `^agent claude-code: \`${join(bin, "claude")} --version\` failed \\(exit code 1\\): bwrap: execvp .*claude: No such file or directory`,
      ),
    );
    const log: string[] = [];
    await expect(preflight({ ...boxed([bin]), onOutput: (line) => log.push(line) })).resolves.toMatchObject({
      sandbox: { mode: "bubblewrap" },
    });
    expect(log[0]).toMatch(/^sandbox: bubblewrap \(/);
  });

  it("refuses an agent-command with an unclosed quote", async () => {
    fakeCli("claude", "2.1.197 (Claude Code)", CLAUDE_HELP);
    await expect(
      preflight(settings("claude-code", { ANTHROPIC_API_KEY: "k" }, { command: `--append-system-prompt "be brief` })),
    ).rejects.toThrow(/agent-command: unclosed "/);
  });
});

describe("preflight of a model API the sandbox never reaches", () => {
  const allowlist = (agent: AgentSettings["agent"], env: Record<string, string>, network: "allowlist" | "open" = "allowlist") =>
    settings(agent, env, {
      sandbox: {
        mode: "bubblewrap",
        writable: [],
        hidden: { temp: [], sealed: [] },
        network: { mode: network, allowed: [], testHosts: null },
      },
    });

  it("refuses a base URL on the runner's loopback whose key the proxy does not hold, naming agent-secrets and network: open", async () => {
    const home = join(root, "codex-home");
    mkdirSync(home);
    writeFileSync(
      join(home, "config.toml"),
      `model_provider = "local"\n[model_providers.local]\nbase_url = "http://127.0.0.1:8000/v1"\nenv_key = "LOCAL_LLM_KEY"\n`,
    );
    await expect(preflight(allowlist("codex", { CODEX_HOME: home, LOCAL_LLM_KEY: "k" }))).rejects.toThrow(
      "agent codex: its model API at 127.0.0.1 is on the runner's loopback, which the sandbox (network: allowlist) never reaches, " +
        "and the egress proxy holds no key for it. Either its configuration names the model API in a file, which the proxy cannot " +
        "stand in for: point the CLI at it with its base URL variable and name its key in agent-secrets (CODEX_API_KEY, OPENAI_API_KEY), " +
        "or set network: open to share the runner's network",
    );
    // A login instead of a key: nothing for the proxy to hold.
    writeFileSync(join(home, "config.toml"), "");
    writeFileSync(join(home, "auth.json"), "{}");
    await expect(preflight(allowlist("codex", { CODEX_HOME: home, OPENAI_BASE_URL: "http://[::1]:8000/v1" }))).rejects.toThrow(
      "agent codex: its model API at ::1 is on the runner's loopback, which the sandbox (network: allowlist) never reaches, " +
        "and the egress proxy holds no key for it. Either name its key in agent-secrets (CODEX_API_KEY, OPENAI_API_KEY) so the proxy " +
        "calls the API for the agent, or set network: open to share the runner's network",
    );
    await expect(preflight(allowlist("claude-code", { ANTHROPIC_BASE_URL: "http://localhost:4000" }))).rejects.toThrow(
      /^agent claude-code: its model API at localhost is on the runner's loopback.*agent-secrets \(ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN\).*network: open/,
    );
    await expect(preflight({ ...allowlist("claude-code", { ANTHROPIC_BASE_URL: "http://localhost:4000" }), where: "cli" })).rejects.toThrow(
      "agent claude-code: its model API at localhost is on this machine's loopback, which the sandbox (--network allowlist) never reaches, " +
        "and the egress proxy holds no key for it. Either name its key in --agent-secrets (ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, " +
        "CLAUDE_CODE_OAUTH_TOKEN) so the proxy calls the API for the agent, or run with --network open to share this machine's network",
    );
  });

  it("lets it through when the proxy holds the key, or with network: open", async () => {
    // Past the check: it fails on the missing CLI.
    const notFound = /the `claude` command was not found/;
    const held = { ...allowlist("claude-code", { ANTHROPIC_BASE_URL: "http://127.0.0.1:4000" }), secrets: { ANTHROPIC_API_KEY: "k" } };
    await expect(preflight(held)).rejects.toThrow(notFound);
    await expect(preflight(allowlist("claude-code", { ANTHROPIC_BASE_URL: "http://127.0.0.1:4000" }, "open"))).rejects.toThrow(notFound);
  });
});

describe("Codex credentials", () => {
  it("accepts CODEX_API_KEY, OPENAI_API_KEY or a saved login for the built-in provider, and nothing for a keyless provider", () => {
    const home = join(root, "ch");
    mkdirSync(home);
    expect(() => checkCodexCredentials({ CODEX_HOME: home }, "action")).toThrow(
      /none of CODEX_API_KEY or OPENAI_API_KEY reaches the agent/,
    );
    expect(() => checkCodexCredentials({ CODEX_HOME: home, CODEX_API_KEY: "k" }, "action")).not.toThrow();
    writeFileSync(join(home, "auth.json"), "{}");
    expect(() => checkCodexCredentials({ CODEX_HOME: home }, "action")).not.toThrow();
    writeFileSync(
      join(home, "config.toml"),
      `model_provider = "ollama"\n[model_providers.ollama]\nbase_url = "http://localhost:11434/v1"\n`,
    );
    rmSync(join(home, "auth.json"));
    expect(() => checkCodexCredentials({ CODEX_HOME: home }, "action")).not.toThrow();
  });

  it("reads quoted provider tables and ignores other tables' env_key", () => {
    const toml = `model_provider = 'my-llm'\n[model_providers.other]\nenv_key = "NOPE"\n[model_providers."my-llm"]\nenv_key = 'MY_KEY'\n[profiles.x]\nmodel_provider = "other"\n`;
    expect(readCodexProviderConfig(toml)).toEqual({ provider: "my-llm", envKey: "MY_KEY", baseUrl: null });
    expect(readCodexProviderConfig("")).toEqual({ provider: "openai", envKey: null, baseUrl: null });
  });
});

describe("command lines", () => {
  it("claude-code: print mode, stream-json, permissions bypassed, the report schema, the model, then agent-command's arguments", () => {
    const args = claudeCodeArguments({ model: "sonnet", command: `--max-turns 40 --append-system-prompt 'Be brief.'` });
    expect(args.slice(0, 7)).toEqual([
      "--print",
      "--output-format",
      "stream-json",
      "--verbose",
      "--dangerously-skip-permissions",
      "--no-session-persistence",
      "--json-schema",
    ]);
    expect(JSON.parse(args[7] ?? "")).toEqual(reportJsonSchema());
    expect(args.slice(8)).toEqual(["--model", "sonnet", "--max-turns", "40", "--append-system-prompt", "Be brief."]);
    expect(claudeCodeArguments({ model: null, command: null })).not.toContain("--model");
  });

  it("claude-code: IS_SANDBOX=1 only as root, where Claude Code otherwise refuses the bypass; no auto-update", () => {
    expect(claudeCodeEnvironment(0)).toEqual({ DISABLE_AUTOUPDATER: "1", IS_SANDBOX: "1" });
    expect(claudeCodeEnvironment(1001)).toEqual({ DISABLE_AUTOUPDATER: "1" });
  });

  it("codex: exec with JSON events, no sandbox or approvals, schema and last-message files, the prompt from stdin", () => {
    expect(
      codexArguments({ model: "gpt-5-codex", command: "-c model_reasoning_effort=high", env: {} }, "/r/schema.json", "/r/last.txt"),
    ).toEqual([
      "exec",
      "--json",
      "--dangerously-bypass-approvals-and-sandbox",
      "--output-schema",
      "/r/schema.json",
      "--output-last-message",
      "/r/last.txt",
      "--model",
      "gpt-5-codex",
      "-c",
      "model_reasoning_effort=high",
      "-",
    ]);
  });

  it("codex: OPENAI_API_KEY, which Codex 0.171's exec does not send, passed on as CODEX_API_KEY unless that is set", () => {
    expect(codexEnvironment({ OPENAI_API_KEY: "sk-1" })).toEqual({ CODEX_API_KEY: "sk-1" });
    expect(codexEnvironment({ OPENAI_API_KEY: "sk-1", CODEX_API_KEY: "sk-2" })).toEqual({});
    expect(codexEnvironment({ OPENAI_API_KEY: "" })).toEqual({});
    expect(codexEnvironment({})).toEqual({});
  });

  it("codex: OPENAI_BASE_URL, which Codex 0.171 does not read itself, passed as --config openai_base_url (the proxy's address when it holds the key)", () => {
    const args = codexArguments({ model: null, command: "-c x=1", env: { OPENAI_BASE_URL: " http://127.0.0.1:3128/v1 " } }, "/s", "/l");
    expect(args.slice(7)).toEqual(["--config", 'openai_base_url="http://127.0.0.1:3128/v1"', "-c", "x=1", "-"]);
    expect(codexArguments({ model: null, command: null, env: { OPENAI_BASE_URL: "" } }, "/s", "/l")).not.toContain("--config");
  });

  it("gemini: headless with the prompt from stdin, tools approved, the workspace trusted, the report's directory reachable", () => {
    expect(geminiArguments({ model: "gemini-2.5-pro", command: "--sandbox" }, "/run/round-1")).toEqual([
      "--prompt",
      "",
      "--output-format",
      "stream-json",
      "--approval-mode",
      "yolo",
      "--skip-trust",
      "--include-directories",
      "/run/round-1",
      "--model",
      "gemini-2.5-pro",
      "--sandbox",
    ]);
  });

  it("splits agent-command like a shell, without expanding anything", () => {
    expect(splitArguments(`  a "b c" 'd $HOME' e\\ f "g\\"h" ~ *  `)).toEqual(["a", "b c", "d $HOME", "e f", 'g"h', "~", "*"]);
    expect(splitArguments("")).toEqual([]);
    expect(splitArguments(`""`)).toEqual([""]);
    expect(() => splitArguments("a 'b")).toThrow(/unclosed '/);
    expect(() => splitArguments("a\\")).toThrow(/trailing \\/);
  });

  it("the report schema comes from the zod schema, every property required, and a report with empty lessons passes both", () => {
    const schema = reportJsonSchema();
    expect(schema.$schema).toBeUndefined();
    expect(schema.required).toEqual(["status", "summary", "evidence", "nextSteps", "blocker", "lessons"]);
    expect(schema.additionalProperties).toBe(false);
    const answer = { status: "complete", summary: "done", evidence: ["npm test: ok"], nextSteps: [], blocker: null, lessons: [] };
    expect(parseReport(JSON.stringify(answer), 16384)).toMatchObject({ ok: true });
  });
});

const resultEvent = (fields: Record<string, unknown>) => ({
  type: "result",
  subtype: "success",
  is_error: false,
  duration_ms: 1453,
  num_turns: 4,
  result: "All done.",
  total_cost_usd: 0.0123,
  usage: { input_tokens: 400, cache_creation_input_tokens: 50, cache_read_input_tokens: 25, output_tokens: 80 },
  ...fields,
});

describe("Claude Code's result event", () => {
  it("an error flag fails the round although the subtype says success", async () => {
    const result = readClaudeCodeResult(resultEvent({ is_error: true, api_error_status: 400, result: "API Error: 400 bad request" }));
    const verdict = await judgeClaudeCodeRound(result, join(root, "report.json"));
    expect(verdict.failure).toBe(
      'Claude Code reported an error (result subtype "success", is_error true, API status 400): API Error: 400 bad request',
    );
  });

  it("an error subtype fails the round", async () => {
    const verdict = await judgeClaudeCodeRound(
      readClaudeCodeResult(resultEvent({ subtype: "error_max_turns", result: undefined, errors: ["max turns"] })),
      join(root, "r.json"),
    );
    expect(verdict.failure).toBe('Claude Code ended with "error_max_turns": max turns');
  });

  it("reads usage: input tokens with cache writes and reads, output tokens, cost, turns, duration", () => {
    expect(readClaudeCodeResult(resultEvent({}))?.usage).toEqual({
      inputTokens: 475,
      outputTokens: 80,
      costUsd: 0.0123,
      turns: 4,
      durationMs: 1453,
    });
    expect(readClaudeCodeResult({ type: "assistant" })).toBeNull();
  });

  it("writes the structured answer as the report when the agent wrote none, and keeps the agent's own file", async () => {
    const report = { status: "continue", summary: "s", evidence: [], nextSteps: ["n"], blocker: null, lessons: [] };
    const file = join(root, "report.json");
    expect(await judgeClaudeCodeRound(readClaudeCodeResult(resultEvent({ structured_output: report })), file)).toEqual({
      usage: expect.any(Object),
    });
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(report);
    writeFileSync(file, "agent's own");
    await judgeClaudeCodeRound(readClaudeCodeResult(resultEvent({ structured_output: report })), file);
    expect(readFileSync(file, "utf8")).toBe("agent's own");
  });

  it("a session that ends well without any report fails, quoting the final message", async () => {
    const verdict = await judgeClaudeCodeRound(
      readClaudeCodeResult(resultEvent({ result: "I could not find the file." })),
      join(root, "none.json"),
    );
    expect(verdict.failure).toBe("Claude Code finished without writing a report; its final message: I could not find the file.");
  });
});

describe("Codex's events", () => {
  const events = (): CodexEvents => ({ usage: {}, turnFailed: null, lastError: null });

  it("sums usage over turns and keeps the failed turn's message, which fails the round even after exit 0", async () => {
    const into = events();
    const lines = new JsonLines((event) => readCodexEvent(into, event));
    lines.push(
      '{"type":"turn.completed","usage":{"input_tokens":300,"cached_input_tokens":100,"output_tokens":60}}\nnot json\n{"type":"err',
    );
    lines.push('or","message":"Reconnecting... 1/5"}\n{"type":"turn.completed","usage":{"input_tokens":10,"output_tokens":5}}\n');
    lines.push('{"type":"turn.failed","error":{"message":"exceeded retry limit, last status: 429 Too Many Requests"}}');
    lines.end();
    expect(into).toEqual({
      usage: { inputTokens: 310, outputTokens: 65 },
      turnFailed: "exceeded retry limit, last status: 429 Too Many Requests",
      lastError: "Reconnecting... 1/5",
    });
    expect((await judgeCodexRound(into, 0, null, join(root, "r.json"))).failure).toBe(
      "Codex reported a failed turn: exceeded retry limit, last status: 429 Too Many Requests",
    );
  });

  it("writes a JSON final message as the report unless the agent wrote one; text alone fails the round", async () => {
    const file = join(root, "report.json");
    const answer = JSON.stringify({ status: "blocked", summary: "s", evidence: [], nextSteps: [], blocker: "which API?", lessons: [] });
    expect(await judgeCodexRound(events(), 0, answer, file)).toEqual({});
    expect(readFileSync(file, "utf8")).toBe(answer);
    rmSync(file);
    expect((await judgeCodexRound(events(), 0, "Done, see the diff.", file)).failure).toBe(
      "Codex finished without writing a report; its final message: Done, see the diff.",
    );
    writeFileSync(file, "{}");
    expect(await judgeCodexRound(events(), 0, "Done, see the diff.", file)).toEqual({});
    expect((await judgeCodexRound({ ...events(), lastError: "stream disconnected" }, 1, null, file)).failure).toBe(
      "Codex exited with code 1: stream disconnected",
    );
  });
});

describe("a preset's round through CommandAgent", () => {
  it("runs the CLI found on PATH with the prompt on stdin, its env defaults under agent-env's values, and reads its result", async () => {
    const log = join(root, "argv.txt");
    const result = JSON.stringify(
      resultEvent({ structured_output: { status: "continue", summary: "s", evidence: [], nextSteps: ["n"], blocker: null, lessons: [] } }),
    );
    fakeCli(
      "claude",
      "2.1.197",
      CLAUDE_HELP,
      `printf '%s\\n' "$@" > '${log}'; cat > '${log}.stdin'; echo "DISABLE_AUTOUPDATER=$DISABLE_AUTOUPDATER" >> '${log}.stdin'; echo '${result}'`,
    );
    const agent = createAgent(
      settings("claude-code", { ANTHROPIC_API_KEY: "k", DISABLE_AUTOUPDATER: "0" }, { model: "opus", command: "--max-turns 3" }),
      NO_SANDBOX,
    );
    const round = await agent.runRound({ round: 1, maxRounds: 2, prompt: "the prompt\n", signal: new AbortController().signal });
    expect(round).toMatchObject({ kind: "exited", exitCode: 0, usage: { turns: 4, costUsd: 0.0123 } });
    expect(round.kind === "exited" ? round.failure : "").toBeUndefined();
    expect(round.kind === "exited" ? JSON.parse(round.reportText ?? "") : null).toMatchObject({ summary: "s" });
    const argv = readFileSync(log, "utf8").trim().split("\n");
    expect(argv.slice(-4)).toEqual(["--model", "opus", "--max-turns", "3"]);
    expect(readFileSync(`${log}.stdin`, "utf8")).toBe("the prompt\nDISABLE_AUTOUPDATER=0\n");
  });
});

describe("Gemini CLI's events", () => {
  const fold = (...events: unknown[]): GeminiEvents => {
    const into: GeminiEvents = { result: null, lastMessage: "" };
    for (const event of events) readGeminiEvent(into, event);
    return into;
  };

  it("a result with status error fails the round with its message", async () => {
    const events = fold({
      type: "result",
      status: "error",
      error: { type: "unknown", message: "[API Error: quota]" },
      stats: { input_tokens: 0, output_tokens: 0, duration_ms: 3 },
    });
    expect(await judgeGeminiRound(events, join(root, "r.json"))).toEqual({
      usage: { inputTokens: 0, outputTokens: 0, durationMs: 3 },
      failure: 'Gemini CLI reported status "error": [API Error: quota]',
    });
  });

  it("a success without a report fails, quoting the final message built from its deltas", async () => {
    const events = fold(
      { type: "message", role: "assistant", content: "Thinking", delta: true },
      { type: "tool_use", tool_name: "run_shell_command" },
      { type: "message", role: "assistant", content: "All ", delta: true },
      { type: "message", role: "assistant", content: "done.", delta: true },
      { type: "result", status: "success", stats: { input_tokens: 400, output_tokens: 80, duration_ms: 396, tool_calls: 3 } },
    );
    const file = join(root, "r.json");
    expect((await judgeGeminiRound(events, file)).failure).toBe(
      "Gemini CLI finished without writing a report; its final message: All done.",
    );
    writeFileSync(file, "{}");
    expect(await judgeGeminiRound(events, file)).toEqual({ usage: { inputTokens: 400, outputTokens: 80, durationMs: 396 } });
  });
});

describe("the hosts each preset brings to network: allowlist", () => {
  it("claude-code: Anthropic's API, or the host of ANTHROPIC_BASE_URL", () => {
    expect(claudeCodeHosts({})).toEqual(["api.anthropic.com"]);
    expect(claudeCodeHosts({ ANTHROPIC_BASE_URL: "https://Gateway.Example.com:8443/anthropic" })).toEqual(["gateway.example.com"]);
  });

  it("codex: OpenAI's API (and ChatGPT's hosts with a saved login), OPENAI_BASE_URL's host, or the provider's base_url", () => {
    const home = mkdtempSync(join(tmpdir(), "ralph-codex-hosts-"));
    try {
      expect(codexHosts({ CODEX_HOME: home })).toEqual(["api.openai.com"]);
      expect(codexHosts({ CODEX_HOME: home, OPENAI_BASE_URL: "https://proxy.example/v1" })).toEqual(["proxy.example"]);
      writeFileSync(join(home, "auth.json"), "{}");
      expect(codexHosts({ CODEX_HOME: home })).toEqual(["api.openai.com", "chatgpt.com", "auth.openai.com"]);
      writeFileSync(
        join(home, "config.toml"),
        `model_provider = "corp"\n[model_providers.corp]\nbase_url = "https://llm.corp.example/v1"\n`,
      );
      expect(codexHosts({ CODEX_HOME: home })).toEqual(["llm.corp.example"]);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it("gemini: the Gemini API, GOOGLE_GEMINI_BASE_URL's host, and Code Assist's hosts with a Google login", () => {
    expect(geminiHosts({})).toEqual(["generativelanguage.googleapis.com"]);
    expect(geminiHosts({ GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:9/" })).toEqual(["127.0.0.1"]);
    expect(geminiHosts({ GOOGLE_GENAI_USE_GCA: "true" })).toEqual([
      "generativelanguage.googleapis.com",
      "cloudcode-pa.googleapis.com",
      "oauth2.googleapis.com",
    ]);
  });
});

describe("agent-secrets: the model key the proxy holds", () => {
  const boxed = (
    agent: AgentSettings["agent"],
    secrets: Record<string, string>,
    env: Record<string, string> = {},
    network: "allowlist" | "open" = "allowlist",
    where: "action" | "cli" = "action",
  ) => ({
    agent,
    env,
    secrets,
    where,
    sandbox: {
      mode: "bubblewrap" as const,
      writable: [],
      hidden: { temp: [], sealed: [] },
      network: { mode: network, allowed: [], testHosts: null },
    },
  });

  it("routes each preset's model API with the key in the header the API takes", () => {
    expect(heldModelRoute(boxed("claude-code", { ANTHROPIC_API_KEY: "sk-a" }))).toEqual({
      baseUrl: "https://api.anthropic.com",
      baseUrlVariable: "ANTHROPIC_BASE_URL",
      keyVariables: ["ANTHROPIC_API_KEY"],
      headers: { "x-api-key": "sk-a" },
    });
    expect(
      heldModelRoute(boxed("claude-code", { ANTHROPIC_AUTH_TOKEN: "t" }, { ANTHROPIC_BASE_URL: "https://gw.example/anthropic" })),
    ).toMatchObject({
      baseUrl: "https://gw.example/anthropic",
      headers: { authorization: "Bearer t" },
    });
    const home = mkdtempSync(join(tmpdir(), "ralph-codex-route-"));
    try {
      expect(heldModelRoute(boxed("codex", { OPENAI_API_KEY: "sk-o" }, { CODEX_HOME: home }))).toMatchObject({
        baseUrl: "https://api.openai.com/v1",
        baseUrlVariable: "OPENAI_BASE_URL",
        headers: { authorization: "Bearer sk-o" },
      });
      writeFileSync(
        join(home, "config.toml"),
        `model_provider = "corp"\n[model_providers.corp]\nbase_url = "https://llm.corp.example/v1"\n`,
      );
      expect(() => heldModelRoute(boxed("codex", { OPENAI_API_KEY: "sk-o" }, { CODEX_HOME: home }))).toThrow(
        /names its model API in a file the proxy cannot stand in for/,
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
    expect(heldModelRoute(boxed("gemini", { GEMINI_API_KEY: "g" }))).toMatchObject({ headers: { "x-goog-api-key": "g" } });
    expect(heldModelRoute(boxed("claude-code", {}))).toBeNull();
  });

  it("names ralph-bot run's flags, not the action's inputs, when it runs there", () => {
    const cli = (agent: AgentSettings["agent"], secrets: Record<string, string>, network: "allowlist" | "open" = "allowlist") =>
      boxed(agent, secrets, {}, network, "cli");
    expect(() => heldModelRoute(cli("command", { ANTHROPIC_API_KEY: "k" }))).toThrow(
      /^--agent-secrets \(ANTHROPIC_API_KEY\) are held by the egress proxy, .*; pass the key through --agent-env instead$/,
    );
    expect(() => heldModelRoute(cli("claude-code", { ANTHROPIC_API_KEY: "k" }, "open"))).toThrow(
      /needs --sandbox bubblewrap and --network allowlist; pass the key through --agent-env instead$/,
    );
    expect(() => heldModelRoute(cli("claude-code", { OPENAI_API_KEY: "k" }))).toThrow(
      /^--agent-secrets: OPENAI_API_KEY is not a model key agent claude-code sends \(.*\); pass other variables through --agent-env$/,
    );
  });

  it("fails before round 1 when the key cannot be held", () => {
    expect(() => heldModelRoute(boxed("command", { ANTHROPIC_API_KEY: "k" }))).toThrow(/knows the model API of a preset only/);
    expect(() => heldModelRoute(boxed("claude-code", { ANTHROPIC_API_KEY: "k" }, {}, "open"))).toThrow(
      /needs sandbox: bubblewrap and network: allowlist/,
    );
    expect(() => heldModelRoute(boxed("claude-code", { OPENAI_API_KEY: "k" }))).toThrow(
      "agent-secrets: OPENAI_API_KEY is not a model key agent claude-code sends (ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN)",
    );
    expect(() => heldModelRoute(boxed("claude-code", { ANTHROPIC_API_KEY: "" }))).toThrow(
      "agent-secrets: ANTHROPIC_API_KEY is not set: set it from a secret in the step's env:",
    );
    expect(() => heldModelRoute(boxed("claude-code", { ANTHROPIC_API_KEY: "" }, {}, "allowlist", "cli"))).toThrow(
      /^--agent-secrets: ANTHROPIC_API_KEY is not set: export it in your shell before ralph-bot run$/,
    );
    expect(() => parseAgentSecretNames("GITHUB_TOKEN")).toThrow(/never passed to the agent/);
  });
});

describe("where the model keys go (placeModelKeys)", () => {
  const place = (
    agent: AgentSettings["agent"],
    lists: { agentEnv?: string[]; agentSecrets?: string[] },
    options: { sandbox?: "bubblewrap" | "none"; network?: "allowlist" | "open"; env?: NodeJS.ProcessEnv } = {},
  ) =>
    placeModelKeys({
      agent,
      sandbox: options.sandbox ?? "bubblewrap",
      network: options.network ?? "allowlist",
      agentEnv: lists.agentEnv ?? [],
      agentSecrets: lists.agentSecrets ?? [],
      env: { HOME: root, ...options.env },
    });
  const keys = { ANTHROPIC_API_KEY: "sk-a", OPENAI_API_KEY: "sk-o", GEMINI_API_KEY: "g", ANTHROPIC_BASE_URL: "https://gw.example" };

  it("holds a preset's key named in agent-env under the defaults, as one named in agent-secrets", () => {
    expect(place("claude-code", { agentEnv: ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"] }, { env: keys })).toEqual({
      env: ["ANTHROPIC_BASE_URL"],
      held: ["ANTHROPIC_API_KEY"],
      heldFromEnv: ["ANTHROPIC_API_KEY"],
      inside: [],
      why: null,
    });
    expect(place("claude-code", { agentSecrets: ["ANTHROPIC_API_KEY"], agentEnv: ["ANTHROPIC_BASE_URL"] }, { env: keys })).toMatchObject({
      env: ["ANTHROPIC_BASE_URL"],
      held: ["ANTHROPIC_API_KEY"],
      heldFromEnv: [],
    });
    // An unset key is passed as agent-env passes it (nothing); another preset's key is not this one's.
    expect(place("codex", { agentEnv: ["CODEX_API_KEY", "OPENAI_API_KEY", "ANTHROPIC_API_KEY"] }, { env: keys })).toMatchObject({
      env: ["CODEX_API_KEY", "ANTHROPIC_API_KEY"],
      held: ["OPENAI_API_KEY"],
    });
    expect(place("gemini", { agentEnv: ["GEMINI_API_KEY"], agentSecrets: ["GEMINI_API_KEY"] }, { env: keys })).toMatchObject({
      env: [],
      held: ["GEMINI_API_KEY"],
      heldFromEnv: [],
    });
  });

  it("lets every named variable in with network: open or sandbox: none, and names the keys that went in", () => {
    expect(place("claude-code", { agentSecrets: ["ANTHROPIC_API_KEY"] }, { env: keys, network: "open" })).toEqual({
      env: ["ANTHROPIC_API_KEY"],
      held: [],
      heldFromEnv: [],
      inside: ["ANTHROPIC_API_KEY"],
      why: "network: open",
    });
    expect(place("gemini", { agentEnv: ["GEMINI_API_KEY", "ANTHROPIC_BASE_URL"] }, { env: keys, sandbox: "none" })).toMatchObject({
      env: ["GEMINI_API_KEY", "ANTHROPIC_BASE_URL"],
      inside: ["GEMINI_API_KEY"],
      why: "sandbox: none",
    });
    const placed = place("codex", { agentEnv: ["OPENAI_API_KEY"] }, { env: keys, network: "open" });
    expect(describeKeyPlacement(placed)).toEqual({
      held: null,
      inside:
        "the model key OPENAI_API_KEY is in the agent's environment (network: open): the agent can read it and send it wherever it reaches; " +
        "with sandbox: bubblewrap and network: allowlist the egress proxy holds it instead",
    });
    expect(describeKeyPlacement(place("codex", { agentEnv: ["OPENAI_API_KEY"] }, { env: keys }))).toEqual({
      held: "the egress proxy holds OPENAI_API_KEY (named in agent-env): the agent gets a placeholder, the model API the key",
      inside: null,
    });
  });

  it("leaves a key in agent-env in when the CLI's configuration names a model API the proxy cannot stand in for, and says so", () => {
    const home = join(root, "codex-home");
    mkdirSync(home);
    writeFileSync(join(home, "config.toml"), `model_provider = "corp"\n[model_providers.corp]\nbase_url = "https://llm.corp.example/v1"\n`);
    expect(place("codex", { agentEnv: ["CODEX_HOME", "OPENAI_API_KEY"] }, { env: { ...keys, CODEX_HOME: home } })).toEqual({
      env: ["CODEX_HOME", "OPENAI_API_KEY"],
      held: [],
      heldFromEnv: [],
      inside: ["OPENAI_API_KEY"],
      why: "agent codex's configuration names a model API the proxy cannot stand in for",
    });
  });

  it("leaves agent: command's agent-secrets to the preflight, which refuses them", () => {
    expect(place("command", { agentEnv: ["ANTHROPIC_API_KEY"], agentSecrets: ["OPENAI_API_KEY"] }, { env: keys })).toMatchObject({
      env: ["ANTHROPIC_API_KEY"],
      held: ["OPENAI_API_KEY"],
      inside: [],
    });
  });
});
