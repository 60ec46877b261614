/**
 * The choices the Ralph workflow is rendered from (`render/workflow.ts`): which agent, its model
 * key's secret, the mode, the verify command, the App or not; validated, with the defaults
 * `ralph-bot init` takes and the App's. Shared by `ralph-bot init` (src/cli/init) and the App
 * (src/app), which shows the App's workflow.
 */
import * as z from "zod";
import {
  AGENT_NAMES,
  CLAUDE_CODE_KEY,
  CLAUDE_CODE_PACKAGE,
  CODEX_KEY,
  CODEX_PACKAGE,
  GEMINI_KEY,
  GEMINI_PACKAGE,
} from "../core/presets.js";

/** A preset's agent (every agent but `command`). */
export type PresetAgent = Exclude<(typeof AGENT_NAMES)[number], "command">;

/**
 * What the workflow needs for each preset (docs/agents.md): the secret its model key usually lives
 * in, and the reusable workflow's secret that hands it to the action, whose proxy holds it
 * (`keyInput`). The earlier form (`earlier-workflow.ts`) installed the CLI from `package` and, for
 * a key the proxy held there (`heldKey`), set that variable; else the key reached the agent.
 */
export const PRESET_SETUP: Readonly<Record<PresetAgent, { package: string; keySecret: string; keyInput: string; heldKey: string | null }>> =
  {
    "claude-code": { package: CLAUDE_CODE_PACKAGE, keySecret: CLAUDE_CODE_KEY, keyInput: "anthropic-api-key", heldKey: null },
    codex: { package: CODEX_PACKAGE, keySecret: CODEX_KEY, keyInput: "openai-api-key", heldKey: CODEX_KEY },
    gemini: { package: GEMINI_PACKAGE, keySecret: GEMINI_KEY, keyInput: "gemini-api-key", heldKey: null },
  };

/** The reusable workflow the caller calls, at the major this release belongs to. */
export const REUSABLE_WORKFLOW = "ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@v0";

/** The label the workflow's `if:` and concurrency group name (the action's `trigger-label` default). */
export const TRIGGER_LABEL = "ralph";

/** The App's credentials in the repository (docs/setup.md, section 8): its Client ID as a variable, its private key as a secret. */
export const APP_CLIENT_ID_VARIABLE = "RALPH_APP_CLIENT_ID";
/** See {@link APP_CLIENT_ID_VARIABLE}. */
export const APP_PRIVATE_KEY_SECRET = "RALPH_APP_PRIVATE_KEY";

/**
 * A secret's name as GitHub accepts it: letters, digits and underscores, not starting with a digit
 * nor with `GITHUB_` (GitHub docs, "Using secrets in GitHub Actions", naming your secrets).
 */
const SecretName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must hold only letters, digits and underscores, and not start with a digit")
  .refine((name) => !/^GITHUB_/i.test(name), "must not start with GITHUB_");

/** A command written into the workflow: one line or more, but never an expression GitHub would evaluate. */
const WorkflowCommand = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((text) => !text.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");

/** A workflow's `name:` as `workflow_run: workflows:` lists it: one line, never an expression. */
const WorkflowName = z
  .string()
  .trim()
  .min(1, "must not name an empty workflow")
  .refine((name) => !/[\r\n]/.test(name), "must name each workflow on one line")
  .refine((name) => !name.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");

/** An `allowed-domains` entry: a host name, a `*.suffix` pattern or a named set. */
const AllowedDomain = z
  .string()
  .trim()
  .regex(/^(\*\.)?[A-Za-z0-9][A-Za-z0-9.-]*$/, "must hold host names, *.suffix patterns or named sets (registries, github)");

/** A model's name as a preset's CLI takes it: one word, never an expression. */
const ModelName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/, "must be one model name, like sonnet or gpt-5-codex");

/**
 * The choices the workflow is rendered from, validated. Rules: `agent: command` needs its
 * `agentCommand`, a preset takes none; a model key goes with a preset (the reusable workflow hands
 * it to that preset's variable); the App's workflow runs relay mode (an installation token lasts
 * one hour: docs/app.md, "Which mode with the App"), and lists no CI workflows (the App hears every
 * workflow's failed runs itself).
 */
export const WorkflowChoices = z
  .object({
    agent: z.enum(AGENT_NAMES, { error: "must be claude-code, codex, gemini or command" }),
    /** `agent: command`: the shell command each round runs; null for a preset. */
    agentCommand: WorkflowCommand.nullable(),
    /** The Actions secret holding the model key, which the action's proxy holds (see {@link PRESET_SETUP}); null for none. */
    keySecret: SecretName.nullable(),
    /** The model a preset's CLI uses; null for its default. */
    model: ModelName.nullable(),
    mode: z.enum(["in-job", "relay"], { error: "must be in-job or relay" }),
    /** The verify command; null for none. */
    verifyCommand: WorkflowCommand.nullable(),
    /** The project's dependency install, run before the action (see `cli/init/project.ts`); null for none. */
    install: WorkflowCommand.nullable(),
    /** Hosts the agent may reach besides its model API (`allowed-domains`). */
    allowedDomains: z.array(AllowedDomain),
    /** Runs are started by the Ralph App: the workflow for App-started runs. */
    app: z.boolean(),
    /** The CI workflows (their `name:`) whose failed run on a Ralph pull request's head starts a run there (`workflow_run`); none: no such trigger. */
    ciWorkflows: z.array(WorkflowName),
  })
  .superRefine((choices, ctx) => {
    if (choices.agent === "command" && choices.agentCommand === null)
      ctx.addIssue({ code: "custom", path: ["agentCommand"], message: "is required with agent command" });
    if (choices.agent !== "command" && choices.agentCommand !== null)
      ctx.addIssue({ code: "custom", path: ["agentCommand"], message: "goes with agent command only" });
    if (choices.agent === "command" && choices.keySecret !== null)
      ctx.addIssue({
        code: "custom",
        path: ["keySecret"],
        message:
          "goes with a preset: your own agent gets a key through the reusable workflow's anthropic-api-key, openai-api-key or gemini-api-key (docs/setup.md)",
      });
    if (choices.agent === "command" && choices.model !== null)
      ctx.addIssue({ code: "custom", path: ["model"], message: "goes with a preset: agent command is given no model" });
    if (choices.app && choices.mode !== "relay")
      ctx.addIssue({
        code: "custom",
        path: ["mode"],
        message: "must be relay with the App: an installation token lasts one hour, and each relay round makes a fresh one (docs/app.md)",
      });
    if (choices.app && choices.ciWorkflows.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["ciWorkflows"],
        message: "goes with the action alone: the App hears every workflow's failed runs itself (docs/app.md)",
      });
  });
export type WorkflowChoices = z.output<typeof WorkflowChoices>;

/** The choices of `.github/workflows/ralph.yml` as committed: what `ralph-bot init --yes` writes for an npm project like this one. */
export const DEFAULT_CHOICES: WorkflowChoices = {
  agent: "claude-code",
  agentCommand: null,
  keySecret: CLAUDE_CODE_KEY,
  model: null,
  mode: "in-job",
  verifyCommand: "npm test",
  install: "npm ci",
  allowedDomains: ["registries"],
  app: false,
  ciWorkflows: ["CI"],
};

/** The choices of the workflow for App-started runs in docs/app.md. */
export const APP_CHOICES: WorkflowChoices = { ...DEFAULT_CHOICES, mode: "relay", app: true, ciWorkflows: [] };

/** The workflow file `ralph-bot init` writes, relative to the checkout's top folder. */
export const WORKFLOW_PATH = ".github/workflows/ralph.yml";
