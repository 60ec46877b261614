/**
 * The presets against the real agent CLIs (Claude Code, Codex), offline: each CLI talks only to the
 * fake model server on 127.0.0.1 and runs the bundled action as a runner does. Run by
 * `npm run test:agents` (scripts/test-agents.sh), which installs the pinned CLIs, sets
 * RALPH_AGENT_CLIS_BIN, and runs this inside a network namespace with only loopback, counting
 * every connection attempt; `npm test` skips it.
 */
import { mkdir, readdir, readlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeModelServer, type FakeModelServer, type Script, type Turn, type TurnContext } from "../support/fake-model-server.js";
import { FULL_NAME, startScenario, type Scenario } from "../support/scenario.js";

const CLIS_BIN = process.env.RALPH_AGENT_CLIS_BIN ?? "";
if (CLIS_BIN === "") throw new Error("run this lane with `npm run test:agents`: it installs the pinned CLIs and sets RALPH_AGENT_CLIS_BIN");

/** Reports as the scripted model writes them: every key, as the strict report schema asks. */
const report = {
  continue: (summary: string, nextSteps: string[]) => ({
    status: "continue",
    summary,
    evidence: [],
    nextSteps,
    blocker: null,
    lessons: [],
  }),
  complete: (summary: string, evidence: string[]) => ({ status: "complete", summary, evidence, nextSteps: [], blocker: null, lessons: [] }),
};

const FIXED_ADD = "export const add = (a, b) => a + b;\n";
/** The model keys the cases pass: each must be held by the proxy, never seen inside. */
const claudeKey = "sk-ant-fake-key-for-tests-0000";
const openaiKey = "sk-fake-openai-key-for-tests-0000";
const geminiKey = "fake-gemini-key-for-tests-0000";
const MODEL = "fake-model-1";

let model: FakeModelServer;
let scenario: Scenario;
let home: string;

/** Processes whose cwd is the workspace: a CLI or a tool it left behind. */
async function processesInWorkspace(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => "");
    if (cwd === scenario.workspace || cwd.startsWith(`${scenario.workspace}/`)) pids.push(Number(entry));
  }
  return pids;
}

/** The scripted conversation: for each round, one answer per turn; after the last, a short text. */
function byRound(rounds: Record<number, ((context: TurnContext) => Turn)[]>): Script {
  return (context) => rounds[context.round]?.[context.turn]?.(context) ?? { kind: "text", text: `Round ${context.round} done.` };
}

const tools = (...calls: { name: string; input: Record<string, unknown> }[]): Turn => ({ kind: "tools", calls });

interface CliRun {
  agent: "claude-code" | "codex" | "gemini";
  inputs?: Record<string, string>;
  agentEnv: string[];
  env: Record<string, string>;
}

async function runCli({ agent, inputs = {}, agentEnv, env }: CliRun) {
  return scenario.run({
    rounds: {},
    // The defaults (sandbox: bubblewrap, network: allowlist) unless a case sets otherwise: the fake model server is on the
    // runner's loopback, which the sandbox reaches only through the proxy's model route, the proxy holding the key.
    inputs: { agent, "agent-command": "", model: MODEL, "max-rounds": "3", "agent-env": agentEnv.join(","), ...inputs },
    env: { PATH: `${CLIS_BIN}:${process.env.PATH ?? ""}`, HOME: home, ...env },
  });
}

/** Claude Code's settings for the fake server; the offline switches a firewalled runner sets too. */
function claudeEnv(): Omit<CliRun, "agent" | "inputs"> {
  return {
    agentEnv: [
      "ANTHROPIC_BASE_URL",
      "ANTHROPIC_API_KEY",
      "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC",
      "DISABLE_TELEMETRY",
      "DISABLE_ERROR_REPORTING",
    ],
    env: {
      ANTHROPIC_BASE_URL: model.url,
      ANTHROPIC_API_KEY: claudeKey,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      DISABLE_TELEMETRY: "1",
      DISABLE_ERROR_REPORTING: "1",
    },
  };
}

/** Settings that keep Codex off the network but for its model API, after the provider's lines of config.toml. */
const CODEX_OFFLINE = [
  `check_for_update_on_startup = false`,
  `web_search = "disabled"`,
  ``,
  `[analytics]`,
  `enabled = false`,
  ``,
  // Remote features: the plugin catalogue (a git clone from github.com) and connected apps.
  `[features]`,
  `plugins = false`,
  `remote_plugin = false`,
  `apps = false`,
  ``,
];

/**
 * Codex's built-in `openai` provider with the key held by the proxy (`agent-secrets`): the fake
 * server's URL in OPENAI_BASE_URL, which the proxy forwards to; the CLI gets the proxy's address.
 */
async function codexHeldKeyEnv(): Promise<Omit<CliRun, "agent" | "inputs">> {
  const codexHome = join(scenario.dir, "codex-home");
  await mkdir(codexHome);
  await writeFile(join(codexHome, "config.toml"), CODEX_OFFLINE.join("\n"));
  return {
    agentEnv: ["CODEX_HOME", "OPENAI_BASE_URL", "OPENAI_API_KEY"],
    env: { CODEX_HOME: codexHome, OPENAI_BASE_URL: `${model.url}/v1`, OPENAI_API_KEY: openaiKey },
  };
}

/** A Codex home whose config.toml points at the fake server and keeps Codex off the network. */
async function codexEnv(): Promise<Omit<CliRun, "agent" | "inputs">> {
  const codexHome = join(scenario.dir, "codex-home");
  await mkdir(codexHome);
  await writeFile(
    join(codexHome, "config.toml"),
    [
      `model_provider = "fake"`,
      ...CODEX_OFFLINE,
      `[model_providers.fake]`,
      `name = "fake"`,
      `base_url = "${model.url}/v1"`,
      `wire_api = "responses"`,
      `env_key = "FAKE_MODEL_API_KEY"`,
      ``,
    ].join("\n"),
  );
  return {
    agentEnv: ["CODEX_HOME", "FAKE_MODEL_API_KEY"],
    env: { CODEX_HOME: codexHome, FAKE_MODEL_API_KEY: "sk-fake-key-for-tests-0000" },
  };
}

/** Gemini CLI's settings for the fake server: API-key auth, no usage statistics, no auto-update. */
async function geminiEnv(): Promise<Omit<CliRun, "agent" | "inputs">> {
  await mkdir(join(home, ".gemini"));
  await writeFile(
    join(home, ".gemini", "settings.json"),
    JSON.stringify({
      security: { auth: { selectedType: "gemini-api-key" } },
      privacy: { usageStatisticsEnabled: false },
      general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    }),
  );
  return {
    agentEnv: ["GEMINI_API_KEY", "GOOGLE_GEMINI_BASE_URL"],
    env: { GEMINI_API_KEY: geminiKey, GOOGLE_GEMINI_BASE_URL: model.url },
  };
}

function roundComments(): string[] {
  return scenario.commentBodies().filter((body) => body.includes("<!-- ralph-bot:round "));
}

function agentRequests() {
  return model.requests.filter((request) => request.agentTurn);
}

/** What the CLI sent back to the model from its tools at the start of (round, turn). */
function toolResult(round: number, turn: number): string {
  return agentRequests()
    .filter((request) => request.round === round && request.turn === turn)
    .flatMap((request) => request.toolResults)
    .join("\n");
}

/**
 * A shell line that reports what the sandbox shows of `key`: its variables named `names`, and how many
 * processes (environment, command line) and files hold it. `[x]` keeps the pattern from matching itself;
 * no command substitution, which Gemini CLI's shell tool refuses.
 */
function keyProbe(key: string, names: string[]): string {
  const pattern = `${key.slice(0, -1)}[${key.slice(-1)}]`;
  return [
    `env | grep -E '^(${names.join("|")})=' | sort`,
    `cat /proc/[0-9]*/environ /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' '\\n' | grep -c '${pattern}' | sed 's/^/in processes: /'`,
    `grep -rl '${pattern}' "$HOME" /tmp "\${RALPH_REPORT_FILE%/*}" . \${CODEX_HOME:+"$CODEX_HOME"} 2>/dev/null | wc -l | sed 's/^/in files: /'`,
  ].join("; ");
}

describe("presets with the real CLIs (npm run test:agents)", () => {
  beforeAll(async () => {
    model = await startFakeModelServer();
  });
  afterAll(async () => {
    await model.close();
  });
  beforeEach(async () => {
    scenario = await startScenario();
    home = join(scenario.dir, "home");
    await mkdir(home);
    model.requests.length = 0;
  });
  afterEach(async () => {
    await scenario.close();
  });
  it("claude-code: two rounds with its own tools, the report from a file then from --json-schema, a pull request", async () => {
    const ws = scenario.workspace;
    model.setScript(
      byRound({
        1: [
          // What the sandbox shows of the key the proxy holds.
          () =>
            tools({
              name: "Bash",
              input: { command: keyProbe(claudeKey, ["ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"]), description: "Probe" },
            }),
          () => tools({ name: "Write", input: { file_path: join(ws, "NOTES.md"), content: "add() subtracts\n" } }),
          () => tools({ name: "Bash", input: { command: "npm test", description: "Run the tests" } }),
          (turn) =>
            tools({
              name: "Bash",
              input: {
                // The report path reaches the CLI's tools both in the prompt and as $RALPH_REPORT_FILE.
                command: `test "$RALPH_REPORT_FILE" = "${turn.reportFile}" && cat > "$RALPH_REPORT_FILE" <<'EOF'\n${JSON.stringify(report.continue("Found the bug in add()", ["fix add()"]))}\nEOF`,
                description: "Write the report",
              },
            }),
        ],
        2: [
          // Claude Code refuses to overwrite a file it has not read.
          () => tools({ name: "Read", input: { file_path: join(ws, "add.js") } }),
          () => tools({ name: "Write", input: { file_path: join(ws, "add.js"), content: FIXED_ADD } }),
          () => tools({ name: "Bash", input: { command: "npm test", description: "Run the tests" } }),
          (turn) =>
            tools({
              name: "StructuredOutput",
              input: report.complete("Fixed add()", [`npm test: ${turn.toolResults.join(" ").trim().split("\n").at(-1)}`]),
            }),
        ],
      }),
    );
    // The defaults, the key in agent-secrets as init writes it: the proxy holds it, the CLI gets a placeholder.
    const { agentEnv, env } = claudeEnv();
    const run = await runCli({
      agent: "claude-code",
      inputs: { "agent-secrets": "ANTHROPIC_API_KEY" },
      agentEnv: agentEnv.filter((name) => name !== "ANTHROPIC_API_KEY"),
      env,
    });
    expect(run.exitCode, run.stderr + run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: "complete", rounds: "2" });
    // The fake model server got the real key on every request, from the proxy; the job log has it only in the mask line.
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.headers["x-api-key"] === env.ANTHROPIC_API_KEY)).toBe(true);
    expect(run.stdout.split("\n").filter((line) => line.includes(env.ANTHROPIC_API_KEY ?? "-"))).toEqual([
      `::add-mask::${env.ANTHROPIC_API_KEY}`,
    ]);
    const n = scenario.issueNumber;
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "NOTES.md")).toBe("add() subtracts\n");
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "add.js")).toBe(FIXED_ADD);
    const comments = roundComments();
    expect(comments[0]).toContain("Found the bug in add()");
    expect(comments[1]).toContain("Fixed add()");
    expect(comments[1]).toContain("npm test: ok");
    const pulls = scenario.github.pulls(FULL_NAME);
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.body).toContain(`Closes #${n}`);
    // The tools really ran in the workspace: round 1 saw the failing test, round 2 the passing one.
    expect(toolResult(1, 3)).toContain("FAIL add(2, 3) = -1");
    expect(toolResult(2, 3)).toContain("ok");
    // Inside: the placeholder and the proxy's address, the key nowhere.
    const inside = toolResult(1, 1);
    expect(inside).toContain("ANTHROPIC_API_KEY=ralph-bot-proxy-holds-this-key");
    expect(inside).toContain("ANTHROPIC_BASE_URL=http://127.0.0.1:3128");
    expect(inside).toContain("in processes: 0");
    expect(inside).toContain("in files: 0");
    expect(agentRequests().every((request) => request.model === MODEL)).toBe(true);
    expect(await processesInWorkspace()).toEqual([]);
  });

  it("codex: two rounds with its own shell tool, the report from a file then from --output-last-message, a pull request, the key in agent-env held by the proxy", async () => {
    const shell = (cmd: string) => () => tools({ name: "exec_command", input: { cmd } });
    model.setScript(
      byRound({
        1: [
          // What the sandbox shows of the key: its variables, every process's environment and command
          // line, and the files the agent can write. `tes[t]` keeps the pattern from matching itself.
          shell(keyProbe(openaiKey, ["OPENAI_API_KEY", "OPENAI_BASE_URL", "CODEX_API_KEY", "CODEX_HOME"])),
          shell("printf 'add() subtracts\\n' > NOTES.md"),
          shell("npm test"),
          shell(`cat > "$RALPH_REPORT_FILE" <<'EOF'\n${JSON.stringify(report.continue("Found the bug in add()", ["fix add()"]))}\nEOF`),
        ],
        2: [
          shell(`printf '%s\\n' 'export const add = (a, b) => a + b;' > add.js`),
          shell("npm test"),
          (turn) => ({
            kind: "text",
            text: JSON.stringify(report.complete("Fixed add()", [`npm test: ${turn.toolResults.join(" ").trim().split("\n").at(-1)}`])),
          }),
        ],
      }),
    );
    // The defaults, the key named in agent-env as a workflow of before named it: the proxy holds it all the same.
    const run = await runCli({ agent: "codex", ...(await codexHeldKeyEnv()) });
    expect(run.exitCode, run.stderr + run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: "complete", rounds: "2" });
    // The fake model server got the real key on every request, from the proxy; the job log has it only in the mask line.
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.headers.authorization === `Bearer ${openaiKey}`)).toBe(true);
    expect(run.stdout.split("\n").filter((line) => line.includes(openaiKey))).toEqual([`::add-mask::${openaiKey}`]);
    // Inside: the placeholder and the proxy's address, the key nowhere.
    const inside = toolResult(1, 1);
    expect(inside).toContain("OPENAI_API_KEY=ralph-bot-proxy-holds-this-key");
    expect(inside).toContain("OPENAI_BASE_URL=http://127.0.0.1:3128/v1");
    expect(inside).toContain("CODEX_API_KEY=ralph-bot-proxy-holds-this-key");
    expect(run.stdout).toContain("the egress proxy holds OPENAI_API_KEY (named in agent-env)");
    expect(inside).toContain("in processes: 0");
    expect(inside).toContain("in files: 0");
    expect(
      agentRequests()
        .flatMap((request) => request.toolResults)
        .join("\n"),
    ).not.toContain(openaiKey);
    const n = scenario.issueNumber;
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "NOTES.md")).toBe("add() subtracts\n");
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "add.js")).toBe(FIXED_ADD);
    const comments = roundComments();
    expect(comments[0]).toContain("Found the bug in add()");
    expect(comments[1]).toContain("npm test: ok");
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    expect(toolResult(1, 3)).toContain("FAIL add(2, 3) = -1");
    expect(toolResult(2, 2)).toContain("ok");
    expect(agentRequests().every((request) => request.model === MODEL)).toBe(true);
    expect(await processesInWorkspace()).toEqual([]);
  });

  it("claude-code: a result flagged is_error with subtype success fails the round, though a valid report was written", async () => {
    model.setScript(
      byRound({
        1: [
          () =>
            tools({
              name: "Bash",
              input: {
                command: `echo '${JSON.stringify(report.complete("Looks done", ["trust me"]))}' > "$RALPH_REPORT_FILE"`,
                description: "Report",
              },
            }),
          () => ({ kind: "error", status: 400, message: "simulated invalid request" }),
        ],
      }),
    );
    const run = await runCli({ agent: "claude-code", ...claudeEnv() });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    const final = scenario.commentBodies().at(-1) ?? "";
    expect(final).toContain("Ralph stopped: round 1 failed");
    expect(final).toContain(
      'Claude Code reported an error (result subtype "success", is_error true, API status 400): API Error: 400 simulated invalid request',
    );
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
    expect(run.outputs.report).toBe("");
  });

  it("claude-code: a model that answers 429 forever ends the round at round-timeout-minutes, its processes gone", async () => {
    model.setScript(() => ({ kind: "error", status: 429, retryAfterSeconds: 1, message: "rate limited" }));
    const started = performance.now();
    const run = await runCli({ agent: "claude-code", inputs: { "round-timeout-minutes": "0.1" }, ...claudeEnv() });
    const seconds = (performance.now() - started) / 1000;
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    expect(scenario.commentBodies().at(-1)).toContain("the agent did not finish within 0.10 min (round-timeout-minutes)");
    expect(agentRequests().filter((request) => request.status === 429).length).toBeGreaterThanOrEqual(2);
    // 6 s of round, then SIGTERM (and SIGKILL after 2 s at most), then the comments.
    expect(seconds).toBeLessThan(30);
    expect(await processesInWorkspace()).toEqual([]);
  });

  it("codex: a model that answers 429 forever fails the round with Codex's own reason once it gives up", async () => {
    model.setScript(() => ({ kind: "error", status: 429, retryAfterSeconds: 1, message: "rate limited" }));
    // A provider of its own on the runner's loopback, its key in a variable the proxy does not hold: network open.
    const run = await runCli({ agent: "codex", inputs: { network: "open" }, ...(await codexEnv()) });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    expect(scenario.commentBodies().at(-1)).toContain("Codex reported a failed turn: exceeded retry limit, last status: 429");
    expect(await processesInWorkspace()).toEqual([]);
  });

  it("codex: a CLI that exits 0 without a report fails the round, quoting its final message", async () => {
    model.setScript(byRound({ 1: [() => ({ kind: "text", text: "I looked around and stopped." })] }));
    const run = await runCli({ agent: "codex", inputs: { network: "open" }, ...(await codexEnv()) });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    expect(scenario.commentBodies().at(-1)).toContain(
      "Codex finished without writing a report; its final message: I looked around and stopped.",
    );
  });

  it("codex: OPENAI_BASE_URL and OPENAI_API_KEY through agent-env with network: open, which Codex 0.171 reads only as the preset passes them on, the key in the sandbox as the log says", async () => {
    model.setScript(byRound({ 1: [() => ({ kind: "text", text: "Nothing to do." })] }));
    const { env } = await codexHeldKeyEnv();
    const run = await runCli({
      agent: "codex",
      inputs: { network: "open" },
      agentEnv: ["CODEX_HOME", "OPENAI_BASE_URL", "OPENAI_API_KEY"],
      env,
    });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    expect(scenario.commentBodies().at(-1)).toContain("Codex finished without writing a report; its final message: Nothing to do.");
    expect(agentRequests().length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.headers.authorization === `Bearer ${env.OPENAI_API_KEY}`)).toBe(true);
    // With no proxy the key goes in: the job log and the tracking comment say so.
    expect(run.stdout).toContain("::warning::the model key OPENAI_API_KEY is in the agent's environment (network: open)");
    expect(scenario.commentBodies().join("\n")).toContain("agent `codex` (network open; the agent holds the model key OPENAI_API_KEY)");
  });

  it("gemini: two rounds with its own file and shell tools, the report written by the agent, a pull request", async () => {
    const ws = scenario.workspace;
    const shell = (command: string) => () => tools({ name: "run_shell_command", input: { command } });
    model.setScript(
      byRound({
        1: [
          shell(keyProbe(geminiKey, ["GEMINI_API_KEY", "GOOGLE_GEMINI_BASE_URL"])),
          () => tools({ name: "write_file", input: { file_path: join(ws, "NOTES.md"), content: "add() subtracts\n" } }),
          shell("npm test"),
          // The report lies outside the workspace; --include-directories lets the file tool write it.
          (turn) =>
            tools({
              name: "write_file",
              input: { file_path: turn.reportFile, content: JSON.stringify(report.continue("Found the bug in add()", ["fix add()"])) },
            }),
        ],
        2: [
          () => tools({ name: "write_file", input: { file_path: join(ws, "add.js"), content: FIXED_ADD } }),
          shell("npm test"),
          (turn) =>
            shell(
              `cat > "$RALPH_REPORT_FILE" <<'EOF'\n${JSON.stringify(report.complete("Fixed add()", [`npm test: ${/ok/.test(turn.toolResults.join("")) ? "ok" : "failed"}`]))}\nEOF`,
            )(),
        ],
      }),
    );
    // The defaults, the key named in agent-env: the proxy holds it, the CLI gets a placeholder.
    const { agentEnv, env } = await geminiEnv();
    const run = await runCli({ agent: "gemini", agentEnv, env });
    expect(run.exitCode, run.stderr + run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: "complete", rounds: "2" });
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.headers["x-goog-api-key"] === env.GEMINI_API_KEY)).toBe(true);
    const n = scenario.issueNumber;
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "NOTES.md")).toBe("add() subtracts\n");
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${n}`, "add.js")).toBe(FIXED_ADD);
    const comments = roundComments();
    expect(comments[0]).toContain("Found the bug in add()");
    expect(comments[1]).toContain("npm test: ok");
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    expect(toolResult(1, 3)).toContain("FAIL add(2, 3) = -1");
    const inside = toolResult(1, 1);
    expect(inside).toContain("GEMINI_API_KEY=ralph-bot-proxy-holds-this-key");
    expect(inside).toContain("GOOGLE_GEMINI_BASE_URL=http://127.0.0.1:3128");
    expect(inside).toContain("in processes: 0");
    expect(inside).toContain("in files: 0");
    expect(run.stdout.split("\n").filter((line) => line.includes(geminiKey))).toEqual([`::add-mask::${geminiKey}`]);
    expect(agentRequests().every((request) => request.model === MODEL)).toBe(true);
    expect(await processesInWorkspace()).toEqual([]);
  });

  it("gemini: a result with status error fails the round with the CLI's error", async () => {
    model.setScript(() => ({ kind: "error", status: 400, message: "simulated invalid request" }));
    const run = await runCli({ agent: "gemini", ...(await geminiEnv()) });
    expect(run.outputs).toMatchObject({ outcome: "round-failed", rounds: "1" });
    const final = scenario.commentBodies().at(-1) ?? "";
    expect(final).toContain('Gemini CLI reported status "error"');
    expect(final).toContain("simulated invalid request");
  });
});
