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
 * What the workflow needs for each preset (docs/agents.md): the npm package its CLI is installed
 * from, at the version `npm run test:agents` proves, the secret its model key usually lives in, and
 * for a key the egress proxy must hold (`agent-secrets`) the key variable the step sets from that
 * secret, else null (the key reaches the agent under the secret's name, `agent-env`). Codex's is
 * held: Codex 0.171 does not send `OPENAI_API_KEY` itself, the proxy adds it.
 */
export const PRESET_SETUP: Readonly<Record<PresetAgent, { package: string; keySecret: string; heldKey: string | null }>> = {
  "claude-code": { package: CLAUDE_CODE_PACKAGE, keySecret: CLAUDE_CODE_KEY, heldKey: null },
  codex: { package: CODEX_PACKAGE, keySecret: CODEX_KEY, heldKey: CODEX_KEY },
  gemini: { package: GEMINI_PACKAGE, keySecret: GEMINI_KEY, heldKey: null },
};

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

/**
 * The choices the workflow is rendered from, validated. Rules: `agent: command` needs its
 * `agentCommand`, a preset takes none; the App's workflow runs relay mode (an installation token
 * lasts one hour: docs/app.md, "Which mode with the App"), and lists no CI workflows (the App hears
 * every workflow's failed runs itself).
 */
export const WorkflowChoices = z
  .object({
    agent: z.enum(AGENT_NAMES, { error: "must be claude-code, codex, gemini or command" }),
    /** `agent: command`: the shell command each round runs; null for a preset. */
    agentCommand: WorkflowCommand.nullable(),
    /** The Actions secret holding the model key, handed to the agent under the same name (`agent-env`), or held by the proxy (see {@link PRESET_SETUP}); null for none. */
    keySecret: SecretName.nullable(),
    mode: z.enum(["in-job", "relay"], { error: "must be in-job or relay" }),
    /** The verify command; null for none. */
    verifyCommand: WorkflowCommand.nullable(),
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

/** The choices `ralph-bot init --yes` takes: `.github/workflows/ralph.yml` as committed. */
export const DEFAULT_CHOICES: WorkflowChoices = {
  agent: "claude-code",
  agentCommand: null,
  keySecret: CLAUDE_CODE_KEY,
  mode: "in-job",
  verifyCommand: "npm test",
  app: false,
  ciWorkflows: ["CI"],
};

/** The choices of the workflow for App-started runs in docs/app.md. */
export const APP_CHOICES: WorkflowChoices = { ...DEFAULT_CHOICES, mode: "relay", app: true, ciWorkflows: [] };

/** The workflow file `ralph-bot init` writes, relative to the checkout's top folder. */
export const WORKFLOW_PATH = ".github/workflows/ralph.yml";
