/**
 * The workflow `ralph-bot init` writes has one source, the generator: with the default choices it is
 * the committed `.github/workflows/ralph.yml`, with the App's the workflow docs/app.md shows (and
 * the App posts). Every other choice gives a caller of the reusable workflow within the limits a
 * maintainer's file keeps (30 lines without comments, no job `if:`, no expression over 80
 * characters), which actionlint passes, which passes only inputs and secrets `ralph-run.yml`
 * declares, and whose model key the action's proxy holds. The earlier form's generator still
 * writes, byte for byte, the long workflow init wrote before, so init recognises it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { lintWorkflow } from "../../src/cli/init/actionlint.js";
import { renderEarlierWorkflow } from "../../src/render/earlier-workflow.js";
import { renderWorkflow, yamlScalar } from "../../src/render/workflow.js";
import {
  APP_CHOICES,
  DEFAULT_CHOICES,
  KEPT_INPUTS,
  PRESET_SETUP,
  REUSABLE_WORKFLOW,
  WorkflowChoices,
  type PresetAgent,
} from "../../src/render/workflow-choices.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { yamlBlocks } from "../support/workflow-sources.js";
import { codeLines, expressions } from "../support/workflows.js";

const read = (path: string) => readFile(join(PROJECT_ROOT, path), "utf8");

interface Caller {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { ralph: { uses: string; if?: string; with: Record<string, unknown>; secrets?: Record<string, string> } };
}
interface Reusable {
  on: {
    workflow_call: { inputs: Record<string, { type: string; required?: boolean; default?: unknown }>; secrets: Record<string, unknown> };
  };
  jobs: { ralph: { steps: { uses?: string; with?: Record<string, string>; env?: Record<string, string> }[] } };
}
const reusable = parse(await read(".github/workflows/ralph-run.yml")) as Reusable;

describe("the workflow ralph-bot init writes, golden", () => {
  it("is .github/workflows/ralph.yml byte for byte with the default choices (claude-code, in-job, npm ci, npm test, no App)", async () => {
    expect(renderWorkflow(DEFAULT_CHOICES)).toBe(await read(".github/workflows/ralph.yml"));
  });

  it("is the workflow docs/setup.md shows under “1. The workflow”", async () => {
    const docs = await read("docs/setup.md");
    const [shown] = yamlBlocks("docs/setup.md", docs.slice(docs.indexOf("## 1. The workflow")));
    expect(shown?.text).toBe(renderWorkflow(DEFAULT_CHOICES));
  });

  it("is the workflow under “The workflow for App-started runs” in docs/app.md, and the one the App posts, with the App's choices", async () => {
    const docs = await read("docs/app.md");
    const section = docs.slice(docs.indexOf("## The workflow for App-started runs"));
    const [shown] = yamlBlocks("docs/app.md", section);
    expect(renderWorkflow(APP_CHOICES)).toBe(shown?.text);
    expect(renderWorkflow(APP_CHOICES)).toBe(EXAMPLE_WORKFLOW);
  });

  it("writes the earlier form, for init to recognise it, as init wrote it: the long workflow and the App's", async () => {
    const earlier = { ...DEFAULT_CHOICES };
    expect(renderEarlierWorkflow(earlier)).toBe(await read("test/cli/fixtures/ralph-earlier.yml"));
    expect(renderEarlierWorkflow(APP_CHOICES)).toBe(await read("test/cli/fixtures/ralph-earlier-app.yml"));
  });
});

const agents = ["claude-code", "codex", "gemini", "command"] as const;
const variants: WorkflowChoices[] = agents.flatMap((agent) => {
  const base: WorkflowChoices = {
    ...DEFAULT_CHOICES,
    agent,
    agentCommand: agent === "command" ? "./scripts/agent.sh --rounds-log 'a b'" : null,
    keySecret: agent === "command" ? null : PRESET_SETUP[agent].keySecret,
    model: agent === "codex" ? "gpt-5-codex" : null,
    verifyCommand: agent === "gemini" ? null : ".venv/bin/python -m pytest # all: yes",
    install: agent === "gemini" ? null : "python3 -m venv .venv\n.venv/bin/python -m pip install -r requirements.txt",
    allowedDomains: agent === "gemini" ? [] : ["registries", "*.example.com"],
  };
  return [
    base,
    { ...base, mode: "relay" },
    { ...base, mode: "relay", ciWorkflows: [] },
    { ...base, mode: "relay", app: true, ciWorkflows: [] },
  ];
});
const name = (c: WorkflowChoices) =>
  `${c.agent}, ${c.mode}, ${c.app ? "App" : "no App"}, CI ${c.ciWorkflows.join(",") || "none"}, verify ${c.verifyCommand ?? "none"}`;

describe.each(variants.map((choices) => [name(choices), choices] as const))("the caller for %s", (_, choices) => {
  const text = renderWorkflow(choices);
  const caller = parse(text) as Caller;
  const job = caller.jobs.ralph;

  it("keeps a maintainer's file short: at most 30 lines without comments, no job `if:`, no expression over 80 characters", () => {
    expect(codeLines(text).length).toBeLessThanOrEqual(30);
    expect(job).not.toHaveProperty("if");
    expect(expressions(text).filter((expression) => expression.length > 80)).toEqual([]);
  });

  it("passes actionlint", async () => {
    expect(await lintWorkflow(text, join(PROJECT_ROOT, ".github/workflows/ralph.yml"))).toEqual([]);
  });

  it("calls the reusable workflow at v0 with only the inputs and secrets it declares, every required one given", () => {
    expect(job.uses).toBe(REUSABLE_WORKFLOW);
    const { inputs, secrets } = reusable.on.workflow_call;
    expect(Object.keys(job.with).filter((input) => !(input in inputs))).toEqual([]);
    expect(Object.keys(job.secrets ?? {}).filter((secret) => !(secret in secrets))).toEqual([]);
    for (const [input, declared] of Object.entries(inputs)) if (declared.required === true) expect(job.with, input).toHaveProperty(input);
  });

  it("hands the model key to the reusable workflow under what it holds, never naming it for the agent", () => {
    expect(job.with).not.toHaveProperty("agent-env");
    if (choices.agent === "command") {
      expect(job.with["agent-command"]).toBe(choices.agentCommand);
      expect(Object.keys(job.secrets ?? {}).filter((secret) => secret.endsWith("-api-key"))).toEqual([]);
    } else {
      const setup = PRESET_SETUP[choices.agent as PresetAgent];
      expect(job.secrets?.[setup.keyInput]).toBe(`\${{ secrets.${setup.keySecret} }}`);
      expect(job.with).not.toHaveProperty("agent-command");
    }
    expect(job.with["agent"]).toBe(choices.agent);
    expect(job.with["model"]).toBe(choices.model ?? undefined);
  });

  it("installs, verifies and lets the agent reach what was chosen, or leaves each out", () => {
    expect(job.with["install"]).toBe(choices.install ?? undefined);
    expect(job.with["verify-command"]).toBe(choices.verifyCommand ?? undefined);
    expect(job.with["allowed-domains"]).toBe(choices.allowedDomains.join(", ") || undefined);
  });

  it("explains the check_run trigger in a comment that reads right after the line above it, with or without workflow_run", () => {
    const lines = text.split("\n");
    const at = lines.findIndex((line) => line.startsWith("  check_run:"));
    if (choices.app) return expect(at).toBe(-1);
    const above = lines.slice(0, at);
    const comment = above.slice(above.findLastIndex((line) => !line.startsWith("  #")) + 1).join("\n");
    if (choices.ciWorkflows.length > 0) expect(comment).toMatch(/^  # So does a failed check run of CI that is not GitHub Actions/);
    else
      expect(comment).toMatch(
        /^  # A failed check run of CI that is not GitHub Actions .* on the\n  # Ralph pull request starts a run there\.$/,
      );
  });

  it("listens to the failed runs of the CI workflows chosen, or to none", () => {
    if (choices.ciWorkflows.length > 0) expect(caller.on["workflow_run"]).toEqual({ workflows: choices.ciWorkflows, types: ["completed"] });
    else expect(caller.on).not.toHaveProperty("workflow_run");
  });

  it("runs the mode chosen, with the permissions it needs; the App's runs on dispatches only, acting as the App", () => {
    if (choices.app) {
      expect(Object.keys(caller.on)).toEqual(["workflow_dispatch"]);
      expect(caller.permissions).toEqual({ contents: "read" });
      expect(job.with).toMatchObject({ mode: "relay", "app-client-id": "${{ vars.RALPH_APP_CLIENT_ID }}" });
      expect(job.secrets?.["app-private-key"]).toBe("${{ secrets.RALPH_APP_PRIVATE_KEY }}");
    } else {
      const actions = choices.mode === "relay" ? "write" : "read";
      expect(caller.permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write", actions });
      expect(job.with["mode"]).toBe(choices.mode === "relay" ? "relay" : undefined);
    }
    expect(Object.keys((caller.on["workflow_dispatch"] as { inputs: object }).inputs)).toEqual(["issue", "rounds", "carry"]);
  });
});

describe("the reusable workflow", () => {
  const step = reusable.jobs.ralph.steps.find((candidate) => candidate.uses?.startsWith("ralph-bot/ralph-bot@"));

  it("holds every preset's key in agent-secrets (the proxy holds it), and names keys in agent-env for your own agent only", () => {
    for (const [agent, setup] of Object.entries(PRESET_SETUP)) {
      const variable = setup.keySecret;
      expect(step?.env?.[variable]).toBe(`\${{ secrets.${setup.keyInput} }}`);
      expect(step?.with?.["agent-secrets"]).toContain(`inputs.agent != 'command' && secrets.${setup.keyInput} && '${variable}'`);
      expect(step?.with?.["agent-env"]).toContain(`inputs.agent == 'command' && secrets.${setup.keyInput} && '${variable}'`);
      expect(agent).not.toBe("command");
    }
  });

  it("passes the run's budgets to the action: rounds, cost, time, and the runs from failed checks", () => {
    const { inputs } = reusable.on.workflow_call;
    expect(inputs["max-cost-usd"]).toMatchObject({ type: "number", default: 0 });
    expect(inputs["ci-fix-runs"]).toMatchObject({ type: "number", default: 2 });
    expect(step?.with?.["max-cost-usd"]).toBe("${{ inputs.max-cost-usd || '' }}");
    expect(step?.with?.["ci-fix-runs"]).toBe("${{ inputs.ci-fix-runs }}");
    expect(step?.with?.["max-rounds"]).toContain("inputs.max-rounds");
    expect(step?.with?.["run-timeout-minutes"]).toContain("inputs.run-timeout-minutes");
    expect(step?.with?.["round-timeout-minutes"]).toContain("inputs.round-timeout-minutes");
  });

  it("has no step for the sandbox or an agent's CLI: the action installs what it needs", () => {
    const runs = reusable.jobs.ralph.steps.map((candidate) => JSON.stringify(candidate));
    expect(runs.filter((candidate) => /apt-get|bubblewrap|npm install -g/.test(candidate))).toEqual([]);
  });
});

describe("the CI workflows' names", () => {
  it("are written so that YAML reads each back as it is, in order, and actionlint passes", async () => {
    const ciWorkflows = ["CI", "Tests (unit)", "lint, format", "yes", "Build #2", "Déploiement"];
    const text = renderWorkflow({ ...DEFAULT_CHOICES, ciWorkflows });
    expect((parse(text) as Caller).on["workflow_run"]).toEqual({ workflows: ciWorkflows, types: ["completed"] });
    expect(await lintWorkflow(text, join(PROJECT_ROOT, ".github/workflows/ralph.yml"))).toEqual([]);
  });
});

describe("the settings a maintainer adds, which init keeps", () => {
  /** The inputs init writes from its choices. */
  const CHOSEN = ["agent", "agent-command", "model", "app-client-id", "mode", "install", "verify-command", "allowed-domains"];
  const SHA = "0123456789abcdef0123456789abcdef01234567";
  const values: Record<(typeof KEPT_INPUTS)[number], string | number> = {
    "max-rounds": 5,
    "max-cost-usd": 2.5,
    "ci-fix-runs": 0,
    "run-timeout-minutes": "600",
    "round-timeout-minutes": 40,
    "sandbox-writable": "/home/runner/.cache/pip",
    "trigger-label": "agent",
    command: "/agent",
    "runs-on": "ubuntu-24.04",
  };
  const kept = { ref: SHA, refComment: "v0.1.0", checkRuns: false, inputs: values };

  it("are the reusable workflow's inputs init asks nothing about, every one", () => {
    expect([...CHOSEN, ...KEPT_INPUTS].sort()).toEqual(Object.keys(reusable.on.workflow_call.inputs).sort());
  });

  it.each([
    ["the action alone", { ...DEFAULT_CHOICES, kept }],
    ["the App", { ...APP_CHOICES, kept }],
  ])("are written back as they were, for %s, and actionlint passes", async (_, choices) => {
    const text = renderWorkflow(choices);
    const caller = parse(text) as Caller;
    expect(text).toContain(`    uses: ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@${SHA} # v0.1.0\n`);
    expect(caller.jobs.ralph.with).toMatchObject(values);
    expect(caller.on).not.toHaveProperty("check_run");
    expect(await lintWorkflow(text, join(PROJECT_ROOT, ".github/workflows/ralph.yml"))).toEqual([]);
  });
});

describe("the model key's secret", () => {
  it("is whichever Actions secret holds the key, passed as the reusable workflow's openai-api-key for Codex", () => {
    const caller = parse(renderWorkflow({ ...DEFAULT_CHOICES, agent: "codex", keySecret: "CORP_OPENAI" })) as Caller;
    expect(caller.jobs.ralph.secrets).toEqual({ "openai-api-key": "${{ secrets.CORP_OPENAI }}" });
  });
});

describe("the generator's rules", () => {
  it("writes a command as it is when YAML reads it back the same, else quoted", () => {
    expect(yamlScalar("npm test")).toBe("npm test");
    expect(yamlScalar("./scripts/agent.sh --fast")).toBe("./scripts/agent.sh --fast");
    for (const text of [
      "npm test # x",
      "a: b",
      "yes",
      "1.5",
      "-1",
      "'quoted'",
      "@scope",
      "make test ",
      "&& x",
      "*x",
      "!x",
      "%x",
      "x\ny",
      "é",
    ]) {
      expect(parse(`k: ${yamlScalar(text)}\n`), text).toEqual({ k: text });
    }
  });

  it.each([
    [{ ...DEFAULT_CHOICES, agent: "command", keySecret: null }, "agentCommand", "is required with agent command"],
    [{ ...DEFAULT_CHOICES, agentCommand: "./agent.sh" }, "agentCommand", "goes with agent command only"],
    [{ ...DEFAULT_CHOICES, agent: "command", agentCommand: "./agent.sh" }, "keySecret", "goes with a preset"],
    [{ ...DEFAULT_CHOICES, app: true }, "mode", "must be relay with the App"],
    [{ ...DEFAULT_CHOICES, keySecret: "GITHUB_KEY" }, "keySecret", "must not start with GITHUB_"],
    [{ ...DEFAULT_CHOICES, keySecret: "MY-KEY" }, "keySecret", "letters, digits and underscores"],
    [{ ...DEFAULT_CHOICES, verifyCommand: "echo ${{ secrets.X }}" }, "verifyCommand", "expression"],
    [{ ...DEFAULT_CHOICES, install: "npm ci ${{ github.token }}" }, "install", "expression"],
    [{ ...DEFAULT_CHOICES, model: "${{ vars.MODEL }}" }, "model", "one model name"],
    [{ ...DEFAULT_CHOICES, allowedDomains: ["https://pypi.org"] }, "allowedDomains", "host names"],
    [{ ...APP_CHOICES, ciWorkflows: ["CI"] }, "ciWorkflows", "goes with the action alone"],
    [{ ...DEFAULT_CHOICES, ciWorkflows: ["CI", " "] }, "ciWorkflows", "must not name an empty workflow"],
    [{ ...DEFAULT_CHOICES, ciWorkflows: ["CI\nTests"] }, "ciWorkflows", "on one line"],
    [{ ...DEFAULT_CHOICES, ciWorkflows: ["${{ vars.CI }}"] }, "ciWorkflows", "expression"],
  ] as const)("refuses %j: %s", (choices, field, message) => {
    const parsed = WorkflowChoices.safeParse(choices);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toContain(message);
  });
});
