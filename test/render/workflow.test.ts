/**
 * The workflow `ralph-bot init` writes has one source, the generator: with the default choices it is
 * the committed `.github/workflows/ralph.yml`, with the App's the workflow docs/app.md shows (and
 * the App posts); every other choice gives a workflow actionlint passes that says what was chosen.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { lintWorkflow } from "../../src/cli/init/actionlint.js";
import { renderWorkflow, yamlScalar } from "../../src/render/earlier-workflow.js";
import { APP_CHOICES, DEFAULT_CHOICES, PRESET_SETUP, WorkflowChoices, type PresetAgent } from "../../src/render/workflow-choices.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { yamlBlocks } from "../support/workflow-sources.js";

const read = (path: string) => readFile(join(PROJECT_ROOT, path), "utf8");

interface Step {
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { ralph: { steps: Step[] } };
}

describe("the workflow ralph-bot init writes, golden", () => {
  it("is .github/workflows/ralph.yml byte for byte with the default choices (claude-code, in-job, npm test, no App)", async () => {
    expect(renderWorkflow(DEFAULT_CHOICES)).toBe(await read(".github/workflows/ralph.yml"));
  });

  it("is the workflow under “The workflow for App-started runs” in docs/app.md, and the one the App posts, with the App's choices", async () => {
    const docs = await read("docs/app.md");
    const section = docs.slice(docs.indexOf("## The workflow for App-started runs"));
    const [shown] = yamlBlocks("docs/app.md", section);
    expect(renderWorkflow(APP_CHOICES)).toBe(shown?.text);
    expect(renderWorkflow(APP_CHOICES)).toBe(EXAMPLE_WORKFLOW);
  });
});

const agents = ["claude-code", "codex", "gemini", "command"] as const;
const variants: WorkflowChoices[] = agents.flatMap((agent) => {
  const base: WorkflowChoices = {
    ...DEFAULT_CHOICES,
    agent,
    agentCommand: agent === "command" ? "./scripts/agent.sh --rounds-log 'a b'" : null,
    keySecret: agent === "command" ? null : PRESET_SETUP[agent].keySecret,
    verifyCommand: agent === "gemini" ? null : "npm ci && npm test # all: yes",
  };
  return [base, { ...base, mode: "relay", ciWorkflows: [] }, { ...base, mode: "relay", app: true, ciWorkflows: [] }];
});
const name = (c: WorkflowChoices) => `${c.agent}, ${c.mode}, verify ${c.verifyCommand ?? "none"}, ${c.app ? "App" : "no App"}`;

describe.each(variants.map((choices) => [name(choices), choices] as const))("the workflow for %s", (_, choices) => {
  const text = renderWorkflow(choices);
  const workflow = parse(text) as Workflow;
  const steps = workflow.jobs.ralph.steps;
  const ralph = steps.find((step) => step.uses?.startsWith("ralph-bot/ralph-bot@"));

  it("passes actionlint", async () => {
    expect(await lintWorkflow(text, join(PROJECT_ROOT, ".github/workflows/ralph.yml"))).toEqual([]);
  });

  it("installs the preset's CLI at the proven version and hands its key to the agent, or runs the agent command", () => {
    const installs = steps.filter((step) => step.run?.startsWith("npm install -g")).map((step) => step.run);
    if (choices.agent === "command") {
      expect(installs).toEqual([]);
      expect(ralph?.with?.["agent-command"]).toBe(choices.agentCommand);
      expect(ralph?.with).not.toHaveProperty("agent-env");
      expect(ralph).not.toHaveProperty("env");
    } else {
      const setup = PRESET_SETUP[choices.agent as PresetAgent];
      expect(installs).toEqual([`npm install -g ${setup.package}`]);
      expect(ralph?.with).not.toHaveProperty("agent-command");
      // Codex's key is held by the egress proxy (agent-secrets), the others reach the agent (agent-env).
      const [input, other] = choices.agent === "codex" ? ["agent-secrets", "agent-env"] : ["agent-env", "agent-secrets"];
      expect(ralph?.with?.[input]).toBe(setup.keySecret);
      expect(ralph?.with).not.toHaveProperty(other);
      expect(ralph?.env).toEqual({ [setup.keySecret]: `\${{ secrets.${setup.keySecret} }}` });
    }
    expect(ralph?.with?.agent).toBe(choices.agent);
  });

  it("verifies with the command chosen, or not at all", () => {
    if (choices.verifyCommand === null) expect(ralph?.with).not.toHaveProperty("verify-command");
    else expect(ralph?.with?.["verify-command"]).toBe(choices.verifyCommand);
  });

  it("listens to the failed runs of the CI workflows chosen, or to none (the trigger written commented out)", () => {
    if (choices.ciWorkflows.length > 0)
      expect(workflow.on["workflow_run"]).toEqual({ workflows: choices.ciWorkflows, types: ["completed"] });
    else expect(workflow.on).not.toHaveProperty("workflow_run");
    if (!choices.app && choices.ciWorkflows.length === 0) expect(text).toContain("  # workflow_run:\n  #   workflows: [CI]\n");
  });

  it("runs the mode chosen, with the permissions and the run time it needs", () => {
    if (choices.app) {
      expect(Object.keys(workflow.on)).toEqual(["workflow_dispatch"]);
      expect(workflow.permissions).toEqual({ contents: "read" });
      expect(steps.find((step) => step.uses?.startsWith("actions/create-github-app-token@"))?.id).toBe("app-token");
      expect(ralph?.with).toMatchObject({ mode: "relay", "round-timeout-minutes": 45, "run-timeout-minutes": 600 });
    } else if (choices.mode === "relay") {
      expect(workflow.permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write", actions: "write" });
      expect(ralph?.with).toMatchObject({ mode: "relay", "run-timeout-minutes": 1440 });
    } else {
      expect(workflow.permissions).toEqual({ contents: "write", issues: "write", "pull-requests": "write", actions: "read" });
      expect(ralph?.with).not.toHaveProperty("mode");
      expect(ralph?.with).not.toHaveProperty("run-timeout-minutes");
    }
  });
});

describe("the CI workflows' names", () => {
  it("are written so that YAML reads each back as it is, in order, and actionlint passes", async () => {
    const ciWorkflows = ["CI", "Tests (unit)", "lint, format", "yes", "Build #2", "Déploiement"];
    const text = renderWorkflow({ ...DEFAULT_CHOICES, ciWorkflows });
    expect((parse(text) as Workflow).on["workflow_run"]).toEqual({ workflows: ciWorkflows, types: ["completed"] });
    expect(await lintWorkflow(text, join(PROJECT_ROOT, ".github/workflows/ralph.yml"))).toEqual([]);
  });
});

describe("the model key's variable", () => {
  it("is OPENAI_API_KEY in agent-secrets for Codex, set from whichever secret holds the key", () => {
    const workflow = parse(renderWorkflow({ ...DEFAULT_CHOICES, agent: "codex", keySecret: "CORP_OPENAI" })) as Workflow;
    const ralph = workflow.jobs.ralph.steps.find((step) => step.uses?.startsWith("ralph-bot/ralph-bot@"));
    expect(ralph?.with?.["agent-secrets"]).toBe("OPENAI_API_KEY");
    expect(ralph?.env).toEqual({ OPENAI_API_KEY: "${{ secrets.CORP_OPENAI }}" });
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
    [{ ...DEFAULT_CHOICES, app: true }, "mode", "must be relay with the App"],
    [{ ...DEFAULT_CHOICES, keySecret: "GITHUB_KEY" }, "keySecret", "must not start with GITHUB_"],
    [{ ...DEFAULT_CHOICES, keySecret: "MY-KEY" }, "keySecret", "letters, digits and underscores"],
    [{ ...DEFAULT_CHOICES, verifyCommand: "echo ${{ secrets.X }}" }, "verifyCommand", "expression"],
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
