// init's choices: from its flags, then the workflow file it rewrites, then questions (docs/cli.md).
import { createInterface } from "node:readline";
import { AGENT_NAMES } from "../../core/presets.js";
import { UsageError } from "../options.js";
import { DEFAULT_CHOICES, DEFAULT_KEPT, PRESET_SETUP, WorkflowChoices, type KeptSettings } from "../../render/workflow-choices.js";
import type { ProjectDefaults } from "./project.js";

/** The flags that answer init's questions; absent: not given. */
export interface InitAnswers {
  agent?: string;
  agentCommand?: string;
  keySecret?: string;
  mode?: string;
  /** False for `--no-verify-command`. */
  verifyCommand?: string | false;
  model?: string;
  /** False for `--no-install`. */
  install?: string | false;
  /** Comma-separated. */
  allowedDomains?: string;
  app?: boolean;
  /** Comma-separated. */
  ciWorkflows?: string;
  yes?: boolean;
}

/** The flag of each choice; the kept settings have none, as init reads them from the file only. */
const FLAG_OF: Record<Exclude<keyof WorkflowChoices, "kept">, string> = {
  agent: "--agent",
  agentCommand: "--agent-command",
  keySecret: "--key-secret",
  mode: "--mode",
  verifyCommand: "--verify-command",
  app: "--app",
  ciWorkflows: "--ci-workflows",
  model: "--model",
  install: "--install",
  allowedDomains: "--allowed-domains",
};

/** Where the choices no flag makes come from. */
export interface ChoiceSources {
  existing: Partial<WorkflowChoices>;
  project: ProjectDefaults;
  /** The CI workflows found in the repository: the default of `--ci-workflows`. */
  ciWorkflows: string[];
}

/** The names in a comma-separated list, trimmed. */
function workflowNames(list: string): string[] {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** The flags, with the file's value for each choice no flag makes. */
function withExisting(flags: InitAnswers, found: Partial<WorkflowChoices>): InitAnswers {
  // Another agent takes none of the file's agent's own choices.
  const otherAgent = flags.agent !== undefined && flags.agent !== found.agent;
  // Nor does the other form take the file's form's own.
  const otherForm = flags.app !== undefined && flags.app !== found.app;
  const existing: Partial<WorkflowChoices> = {
    ...found,
    ...(otherAgent ? { agentCommand: null, keySecret: null, model: null } : {}),
    ...(otherForm ? { mode: undefined, ciWorkflows: undefined } : {}),
  };
  const read: InitAnswers = {
    ...(existing.agent !== undefined ? { agent: existing.agent } : {}),
    ...(existing.agentCommand != null ? { agentCommand: existing.agentCommand } : {}),
    ...(existing.keySecret != null ? { keySecret: existing.keySecret } : {}),
    ...(existing.model != null ? { model: existing.model } : {}),
    ...(existing.mode !== undefined ? { mode: existing.mode } : {}),
    ...(existing.verifyCommand !== undefined ? { verifyCommand: existing.verifyCommand ?? false } : {}),
    ...(existing.install !== undefined ? { install: existing.install ?? false } : {}),
    ...(existing.allowedDomains !== undefined ? { allowedDomains: existing.allowedDomains.join(", ") } : {}),
    ...(existing.app !== undefined ? { app: existing.app } : {}),
    ...(existing.ciWorkflows !== undefined ? { ciWorkflows: existing.ciWorkflows.join(", ") } : {}),
  };
  const given = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) as InitAnswers;
  return { ...read, ...given };
}

export interface Questions {
  /** The next line typed, trimmed; throws UsageError when the input ends first. */
  ask(question: string): Promise<string>;
  /** Why an answer was refused. */
  tell(line: string): void;
  close(): void;
}

export function terminalQuestions(input: NodeJS.ReadableStream, output: { write(text: string): unknown }): Questions {
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  return {
    async ask(question) {
      output.write(question);
      const line = await lines.next();
      if (line.done === true) throw new UsageError("the input ended before every question was answered");
      return String(line.value).trim();
    },
    tell: (line) => void output.write(`${line}\n`),
    close: () => void lines.return?.(),
  };
}

/** Asks until `refuse` finds nothing wrong; an empty answer is `fallback`. */
async function ask(
  questions: Questions,
  question: string,
  fallback: string | null,
  refuse: (answer: string) => string | null,
): Promise<string> {
  for (;;) {
    const typed = await questions.ask(`${question}${fallback !== null ? ` [${fallback}]` : ""}: `);
    const answer = typed === "" && fallback !== null ? fallback : typed;
    const refused = refuse(answer);
    if (refused === null) return answer;
    questions.tell(`  ${refused}`);
  }
}

/**
 * The choices from the flags and, unless `--yes`, from `questions`; `beforeAsking` runs before the
 * first one. Throws UsageError naming the flag of an invalid choice, or an open one with no terminal.
 */
export async function resolveChoices(
  flags: InitAnswers,
  questions: Questions | null,
  beforeAsking: () => void,
  sources: ChoiceSources = {
    existing: {},
    project: { ecosystem: "none", install: null, verifyCommand: "unknown", allowedDomains: [] },
    ciWorkflows: [],
  },
): Promise<WorkflowChoices> {
  const answers = withExisting(flags, sources.existing);
  const asking = answers.yes === true ? null : questions;
  if (asking === null && answers.yes !== true) refuseOpenQuestions(answers);
  const pick = picker(asking, beforeAsking);
  const agent = await pickAgent(pick, answers);
  const agentCommand = await pickAgentCommand(pick, answers, agent);
  const app = await pickApp(pick, answers);
  const mode = await pickMode(pick, answers, app);
  const verify = await pickVerifyCommand(pick, answers, sources.project.verifyCommand);
  const ciWorkflows = await pickCiWorkflows(pick, answers, { app, found: sources.ciWorkflows });
  const kept = sources.existing.kept ?? DEFAULT_KEPT;
  return validChoices({ agent, agentCommand, app, mode, verify, ciWorkflows, kept }, answers, sources.project);
}

/** Throws UsageError naming the flags of the choices left open with no terminal to ask on. */
function refuseOpenQuestions(answers: InitAnswers): void {
  const open = [
    answers.agent === undefined && FLAG_OF.agent,
    answers.app === undefined && "--app or --no-app",
    answers.app !== true && answers.mode === undefined && FLAG_OF.mode,
    answers.verifyCommand === undefined && FLAG_OF.verifyCommand,
    answers.app !== true && answers.ciWorkflows === undefined && FLAG_OF.ciWorkflows,
  ].filter((flag) => flag !== false);
  if (open.length > 0) throw new UsageError(`no terminal to ask on: answer with ${open.join(", ")}, or take the defaults with --yes`);
}

/** The flag's answer, else the question's (on a terminal), else the default. */
type Pick = <T>(given: T | undefined, fallback: T, question: (questions: Questions) => Promise<T>) => Promise<T>;

function picker(asking: Questions | null, beforeAsking: () => void): Pick {
  let asked = false;
  /** The questions, once {@link beforeAsking} has run. */
  const firstAsk = (q: Questions): Questions => {
    if (!asked) beforeAsking();
    asked = true;
    return q;
  };
  return async (given, fallback, question) => (given !== undefined ? given : asking !== null ? question(firstAsk(asking)) : fallback);
}

function pickAgent(pick: Pick, answers: InitAnswers): Promise<string> {
  const agents = AGENT_NAMES as readonly string[];
  return pick(answers.agent, DEFAULT_CHOICES.agent as string, (q) =>
    ask(q, "Agent: claude-code, codex, gemini, or command (your own)", DEFAULT_CHOICES.agent, (a) =>
      agents.includes(a) ? null : `${a} is none of them`,
    ),
  );
}

async function pickAgentCommand(pick: Pick, answers: InitAnswers, agent: string): Promise<string | null> {
  if (agent !== "command" || answers.agentCommand !== undefined) return answers.agentCommand ?? null;
  return pick<string | null>(undefined, null, (q) =>
    ask(q, "The command each round runs in the checkout (agent-command)", null, (a) => (a === "" ? "a command is needed" : null)),
  );
}

function pickApp(pick: Pick, answers: InitAnswers): Promise<boolean> {
  return pick(answers.app, DEFAULT_CHOICES.app, async (q) =>
    /^y/i.test(
      await ask(q, "Do runs start through the Ralph GitHub App (docs/app.md)? y or n", "n", (a) =>
        /^(y|yes|n|no)$/i.test(a) ? null : "y or n",
      ),
    ),
  );
}

function pickMode(pick: Pick, answers: InitAnswers, app: boolean): Promise<string> {
  // The App's workflow runs relay mode: not a question there.
  return pick(answers.mode ?? (app ? "relay" : undefined), DEFAULT_CHOICES.mode as string, (q) =>
    ask(
      q,
      "Mode: in-job (every round in one job, 6 hours at most) or relay (each round its own workflow run)",
      DEFAULT_CHOICES.mode,
      (a) => (a === "in-job" || a === "relay" ? null : `${a} is neither`),
    ),
  );
}

function pickVerifyCommand(pick: Pick, answers: InitAnswers, found: ProjectDefaults["verifyCommand"]): Promise<string | false> {
  const verifyDefault = found === "unknown" || found === null ? false : found;
  return pick(answers.verifyCommand, verifyDefault, async (q) => {
    const answer = await ask(
      q,
      found === "unknown"
        ? "Verify command, which must pass before a complete is accepted (none for no check; init found no tests it knows how to run)"
        : "Verify command, which must pass before a complete is accepted (none for no check)",
      verifyDefault === false ? "none" : verifyDefault,
      () => null,
    );
    return answer === "none" ? false : answer;
  });
}

function pickCiWorkflows(pick: Pick, answers: InitAnswers, { app, found }: { app: boolean; found: string[] }): Promise<string> {
  // The App hears every workflow's failed runs itself: not a question there.
  return pick(answers.ciWorkflows ?? (app ? "" : undefined), found.join(", "), async (q) => {
    const answer = await ask(
      q,
      "CI workflows (their name:, separated by commas) whose failed run on a Ralph pull request starts a run there (none for none)",
      found.length > 0 ? found.join(", ") : "none",
      () => null,
    );
    return answer === "none" ? "" : answer;
  });
}

/** The choices made, checked by the workflow's schema; throws UsageError naming the flag of each refused one. */
function validChoices(
  picked: {
    agent: string;
    agentCommand: string | null;
    app: boolean;
    mode: string;
    verify: string | false;
    ciWorkflows: string;
    kept: KeptSettings;
  },
  answers: InitAnswers,
  project: ProjectDefaults,
): WorkflowChoices {
  const { agent, agentCommand, app, mode, verify, ciWorkflows, kept } = picked;
  const preset = Object.hasOwn(PRESET_SETUP, agent) ? PRESET_SETUP[agent as keyof typeof PRESET_SETUP] : null;
  const install = answers.install ?? project.install ?? false;
  const parsed = WorkflowChoices.safeParse({
    agent,
    agentCommand,
    keySecret: answers.keySecret ?? preset?.keySecret ?? null,
    model: answers.model ?? null,
    mode,
    verifyCommand: verify === false ? null : verify,
    install: install === false ? null : install,
    allowedDomains: workflowNames(answers.allowedDomains ?? project.allowedDomains.join(", ")),
    app,
    ciWorkflows: workflowNames(ciWorkflows),
    kept,
  });
  if (parsed.success) return parsed.data;
  throw new UsageError(
    parsed.error.issues
      .map((issue) => {
        const field = issue.path[0] as keyof WorkflowChoices;
        if (field === "kept") return `${issue.path.join(".")} ${issue.message}`;
        const given = field === "agent" ? ` (got ${JSON.stringify(agent)})` : field === "mode" ? ` (got ${JSON.stringify(mode)})` : "";
        return `option '${FLAG_OF[field]}' ${issue.message}${given}`;
      })
      .join("; "),
  );
}
