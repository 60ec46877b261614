// The Ralph workflow already in a repository: recognised when its choices render it back (the caller: to the same meaning).
import { isDeepStrictEqual } from "node:util";
import { isScalar, parse, parseDocument, type Document } from "yaml";
import * as z from "zod";
import { renderEarlierWorkflow, type EarlierChoices } from "../../render/earlier-workflow.js";
import { renderWorkflow } from "../../render/workflow.js";
import { AGENT_NAMES } from "../../core/presets.js";
import { KEPT_INPUTS, KeptSettings, PRESET_SETUP, WorkflowChoices } from "../../render/workflow-choices.js";

export type ExistingWorkflow =
  | { kind: "none" }
  | { kind: "current"; choices: WorkflowChoices }
  | { kind: "earlier"; choices: EarlierChoices }
  | { kind: "unrecognised"; choices: Partial<WorkflowChoices> };

/** `${{ secrets.NAME }}` → NAME, else null. */
function secretName(value: unknown): string | null {
  return typeof value === "string" ? (/^\$\{\{\s*secrets\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/.exec(value)?.[1] ?? null) : null;
}

const Text = z.string();
const Agent = z.enum(AGENT_NAMES);
const Triggers = z.looseObject({ workflow_run: z.looseObject({ workflows: z.array(Text).optional() }).nullish() });
const Step = z.looseObject({
  uses: Text.optional(),
  with: z.record(z.string(), z.unknown()).nullish(),
  env: z.record(z.string(), z.unknown()).nullish(),
});
const Caller = z.looseObject({
  on: Triggers,
  jobs: z.looseObject({
    ralph: z.looseObject({
      uses: Text.regex(/^ralph-bot\/ralph-bot\/\.github\/workflows\/ralph-run\.yml@/),
      with: z.record(z.string(), z.unknown()),
      secrets: z.record(z.string(), z.unknown()).nullish(),
    }),
  }),
});
const Earlier = z.looseObject({ on: Triggers, jobs: z.looseObject({ ralph: z.looseObject({ steps: z.array(Step) }) }) });

/** A `with:` value as text, or null. */
function given(inputs: Record<string, unknown>, name: string): string | null {
  const value = inputs[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}

const listed = (text: string | null) =>
  (text ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");

/** The comment after `uses:`'s value (a pinned sha's release), without its `#`; null for none. */
function usesComment(document: Document): string | null {
  const keepScalar = true;
  const node = document.getIn(["jobs", "ralph", "uses"], keepScalar);
  const comment = isScalar(node) ? node.comment?.trim() : undefined;
  return comment === undefined || comment === "" ? null : comment;
}

/** What the maintainer set that init asks nothing about; undefined when it breaks a rule. */
function keptSettings(caller: z.infer<typeof Caller>, document: Document, app: boolean): KeptSettings | undefined {
  const { uses, with: inputs } = caller.jobs.ralph;
  const names: readonly string[] = KEPT_INPUTS;
  const kept = KeptSettings.safeParse({
    ref: uses.slice(uses.indexOf("@") + 1),
    refComment: usesComment(document),
    // The App's caller has no such trigger to read: the action's form starts with it.
    checkRuns: app || Object.hasOwn(caller.on, "check_run"),
    inputs: Object.fromEntries(Object.entries(inputs).filter(([name]) => names.includes(name))),
  });
  return kept.success ? kept.data : undefined;
}

/** Null when the file is no caller of the reusable workflow. */
function callerChoices(document: Document, data: unknown): Partial<WorkflowChoices> | null {
  const caller = Caller.safeParse(data);
  if (!caller.success) return null;
  const { with: inputs, secrets } = caller.data.jobs.ralph;
  const app = given(inputs, "app-client-id") !== null;
  const kept = keptSettings(caller.data, document, app);
  const agent = Agent.safeParse(inputs["agent"]);
  const keyInput = agent.success && agent.data !== "command" ? PRESET_SETUP[agent.data].keyInput : null;
  return {
    ...(agent.success ? { agent: agent.data } : {}),
    agentCommand: given(inputs, "agent-command"),
    keySecret: keyInput !== null ? secretName(secrets?.[keyInput]) : null,
    model: given(inputs, "model"),
    mode: given(inputs, "mode") === "relay" ? "relay" : "in-job",
    install: given(inputs, "install"),
    verifyCommand: given(inputs, "verify-command"),
    allowedDomains: listed(given(inputs, "allowed-domains")),
    app,
    ciWorkflows: caller.data.on.workflow_run?.workflows ?? [],
    ...(kept !== undefined ? { kept } : {}),
  };
}

/** The earlier form's choices, from the action's step; null without one. */
function earlierChoices(document: unknown): EarlierChoices | null {
  const earlier = Earlier.safeParse(document);
  if (!earlier.success) return null;
  const { steps } = earlier.data.jobs.ralph;
  const step = steps.find((candidate) => candidate.uses?.startsWith("ralph-bot/ralph-bot@") === true);
  const agent = Agent.safeParse(step?.with?.["agent"]);
  if (step === undefined || !agent.success) return null;
  const inputs = step.with ?? {};
  const keys = Object.values(step.env ?? {}).map(secretName);
  return {
    agent: agent.data,
    agentCommand: given(inputs, "agent-command"),
    keySecret: keys.length === 1 ? (keys[0] ?? null) : null,
    mode: given(inputs, "mode") === "relay" ? "relay" : "in-job",
    verifyCommand: given(inputs, "verify-command"),
    app: steps.some((candidate) => candidate.uses?.startsWith("actions/create-github-app-token@") === true),
    ciWorkflows: earlier.data.on.workflow_run?.workflows ?? [],
  };
}

/** Null when the choices break a rule of the renderer. */
function renders<T>(render: (choices: T) => string, choices: T): string | null {
  try {
    return render(choices);
  } catch {
    return null;
  }
}

/** Whether two workflows mean the same: equal once parsed, comments and layout aside. */
export function sameWorkflow(text: string, other: string): boolean {
  try {
    return isDeepStrictEqual(parse(text), parse(other));
  } catch {
    return false;
  }
}

/** What the workflow file is, and the choices read from it. */
export function recogniseWorkflow(text: string | null): ExistingWorkflow {
  if (text === null) return { kind: "none" };
  const document = parseDocument(text);
  let data: unknown;
  try {
    if (document.errors.length > 0) return { kind: "unrecognised", choices: {} };
    data = document.toJS();
  } catch {
    return { kind: "unrecognised", choices: {} };
  }
  const caller = callerChoices(document, data);
  if (caller !== null) {
    const choices = WorkflowChoices.safeParse(caller);
    const rendered = choices.success ? renders(renderWorkflow, choices.data) : null;
    if (choices.success && rendered !== null && sameWorkflow(text, rendered)) return { kind: "current", choices: choices.data };
    return { kind: "unrecognised", choices: Object.fromEntries(Object.entries(caller).filter(([, value]) => value !== null)) };
  }
  const earlier = earlierChoices(data);
  if (earlier !== null && renders(renderEarlierWorkflow, earlier) === text) return { kind: "earlier", choices: earlier };
  return { kind: "unrecognised", choices: earlier ?? {} };
}
