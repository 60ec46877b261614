// The choices the Ralph workflow is rendered from, with init's and the App's defaults.
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

export type PresetAgent = Exclude<(typeof AGENT_NAMES)[number], "command">;

/** Per preset: its model key's usual secret and the reusable workflow's input for it. */
export const PRESET_SETUP: Readonly<Record<PresetAgent, { package: string; keySecret: string; keyInput: string; heldKey: string | null }>> =
  {
    "claude-code": { package: CLAUDE_CODE_PACKAGE, keySecret: CLAUDE_CODE_KEY, keyInput: "anthropic-api-key", heldKey: null },
    codex: { package: CODEX_PACKAGE, keySecret: CODEX_KEY, keyInput: "openai-api-key", heldKey: CODEX_KEY },
    gemini: { package: GEMINI_PACKAGE, keySecret: GEMINI_KEY, keyInput: "gemini-api-key", heldKey: null },
  };

/** The reusable workflow's path, to which `uses:` adds `@` and a ref. */
export const REUSABLE_WORKFLOW_PATH = "ralph-bot/ralph-bot/.github/workflows/ralph-run.yml";

/** This release's major tag. */
export const MAJOR_REF = "v0";

/** The reusable workflow, at this release's major. */
export const REUSABLE_WORKFLOW = `${REUSABLE_WORKFLOW_PATH}@${MAJOR_REF}`;

/** The reusable workflow's inputs init asks nothing about: a maintainer's value under `with:` is kept as it is. */
export const KEPT_INPUTS = [
  "max-rounds",
  "max-cost-usd",
  "ci-fix-runs",
  "run-timeout-minutes",
  "round-timeout-minutes",
  "sandbox-writable",
  "trigger-label",
  "command",
  "runs-on",
] as const;

/** The `trigger-label` default. */
export const TRIGGER_LABEL = "ralph";

/** The App's Client ID variable and private key secret in the repository (docs/setup.md). */
export const APP_CLIENT_ID_VARIABLE = "RALPH_APP_CLIENT_ID";
export const APP_PRIVATE_KEY_SECRET = "RALPH_APP_PRIVATE_KEY";

/** A [secret's name](https://docs.github.com/en/actions/security-for-github-actions/security-guides/using-secrets-in-github-actions#naming-your-secrets) as GitHub accepts it. */
const SecretName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must hold only letters, digits and underscores, and not start with a digit")
  .refine((name) => !/^GITHUB_/i.test(name), "must not start with GITHUB_");

/** A command written into the workflow, never an expression GitHub would evaluate. */
const WorkflowCommand = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((text) => !text.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");

/** A workflow's `name:` for `workflow_run: workflows:`, never an expression. */
const WorkflowName = z
  .string()
  .trim()
  .min(1, "must not name an empty workflow")
  .refine((name) => !/[\r\n]/.test(name), "must name each workflow on one line")
  .refine((name) => !name.includes("${{"), "must not hold ${{ (GitHub would evaluate it as an expression)");

/** A host name, a `*.suffix` pattern or a named set. */
const AllowedDomain = z
  .string()
  .trim()
  .regex(/^(\*\.)?[A-Za-z0-9][A-Za-z0-9.-]*$/, "must hold host names, *.suffix patterns or named sets (registries, github)");

/** One word, never an expression. */
const ModelName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/, "must be one model name, like sonnet or gpt-5-codex");

/** What a maintainer changed in the caller that init has no question for, read back from the file and kept. */
export const KeptSettings = z.object({
  /** The reusable workflow's ref: the major tag, a release (`v0.2.0`) or a commit's sha. */
  ref: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "must be a tag, a branch or a commit's sha"),
  /** The comment after the ref (a pinned sha's release, `v0.1.0`), without its `#`. */
  refComment: z
    .string()
    .regex(/^\S[^\r\n]*$/, "must be one line")
    .nullable(),
  /** Whether a failed check run of another CI app starts a run (the `check_run:` trigger). */
  checkRuns: z.boolean(),
  /** The values given to {@link KEPT_INPUTS}. */
  inputs: z.partialRecord(z.enum(KEPT_INPUTS), z.union([z.string(), z.number()])),
});
export type KeptSettings = z.output<typeof KeptSettings>;

/** A caller as init writes it unedited. */
export const DEFAULT_KEPT: KeptSettings = { ref: MAJOR_REF, refComment: null, checkRuns: true, inputs: {} };

/** The choices, validated by the rules docs/design.md gives. */
export const WorkflowChoices = z
  .object({
    agent: z.enum(AGENT_NAMES, { error: "must be claude-code, codex, gemini or command" }),
    /** Null for a preset. */
    agentCommand: WorkflowCommand.nullable(),
    /** The Actions secret holding the model key. */
    keySecret: SecretName.nullable(),
    /** Null for the CLI's default. */
    model: ModelName.nullable(),
    mode: z.enum(["in-job", "relay"], { error: "must be in-job or relay" }),
    verifyCommand: WorkflowCommand.nullable(),
    /** The project's dependency install, run before the action. */
    install: WorkflowCommand.nullable(),
    /** `allowed-domains`. */
    allowedDomains: z.array(AllowedDomain),
    /** The workflow for App-started runs. */
    app: z.boolean(),
    /** The CI workflows' `name:` whose failed run on a Ralph pull request starts a run. */
    ciWorkflows: z.array(WorkflowName),
    kept: KeptSettings,
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

/** The choices of `.github/workflows/ralph.yml` as committed: `ralph-bot init --yes` here. */
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
  kept: DEFAULT_KEPT,
};

/** The choices of the App's workflow in docs/app.md. */
export const APP_CHOICES: WorkflowChoices = { ...DEFAULT_CHOICES, mode: "relay", app: true, ciWorkflows: [] };

/** The label that starts a run: the caller's `trigger-label`, kept, else the default; the App's own with the App. */
export function triggerLabel(choices: WorkflowChoices): string {
  const kept = choices.kept.inputs["trigger-label"];
  return choices.app || kept === undefined ? TRIGGER_LABEL : String(kept);
}

/** Relative to the checkout's top folder. */
export const WORKFLOW_PATH = ".github/workflows/ralph.yml";
