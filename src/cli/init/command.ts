// `ralph-bot init`: writes the workflow for the choices made, then sets up or lists what GitHub needs.
import { lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import { createTwoFilesPatch } from "diff";
import { dirname, join, resolve } from "node:path";
import { originUrl, readCheckout } from "../checkout.js";
import { lintWorkflow } from "./actionlint.js";
import { ciWorkflowNames } from "./ci-workflows.js";
import { resolveChoices, terminalQuestions, type ChoiceSources, type InitAnswers } from "./choices.js";
import { recogniseWorkflow, sameWorkflow, type ExistingWorkflow } from "./existing.js";
import { nextSteps, setUpOnGitHub } from "./github-setup.js";
import { projectDefaults } from "./project.js";
import { repositoryOf } from "./repository.js";
import { renderWorkflow } from "../../render/workflow.js";
import { KEPT_INPUTS, MAJOR_REF, WORKFLOW_PATH, type KeptSettings, type WorkflowChoices } from "../../render/workflow-choices.js";

export interface InitFlags extends InitAnswers {
  /** Write nothing, create nothing. */
  dryRun?: boolean;
  /** Replace a workflow file init cannot recognise. */
  force?: boolean;
  /** False: the person pushes the workflow. */
  pullRequest?: boolean;
  /** Compare only: exit 1 on a difference. */
  check?: boolean;
  apiUrl?: string;
  workspace?: string;
}

/** The process's streams, environment and folder, or fakes in tests. */
export interface InitIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Asked only when it is a terminal. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** init refuses to go on: exit code 1. */
export class InitRefused extends Error {}

/** What init keeps of the maintainer's edits, for the summary; "" for none. */
function describeKept({ ref, refComment, checkRuns, inputs }: KeptSettings, app: boolean): string {
  const kept = [
    ref !== MAJOR_REF && `ralph-run.yml@${ref}${refComment !== null ? ` # ${refComment}` : ""}`,
    !checkRuns && !app && "no check_run trigger",
    ...KEPT_INPUTS.map((name) => inputs[name] !== undefined && `${name}: ${inputs[name]}`),
  ].filter((item) => item !== false);
  return kept.length > 0 ? `, keeping ${kept.join(", ")}` : "";
}

/** The choices in one line. */
function describeChoices(choices: WorkflowChoices): string {
  const agent = choices.agent === "command" ? `agent command (${JSON.stringify(choices.agentCommand)})` : `agent ${choices.agent}`;
  const key = choices.keySecret !== null ? `, model key in the secret ${choices.keySecret}` : "";
  const verify = choices.verifyCommand !== null ? `verify command ${JSON.stringify(choices.verifyCommand)}` : "no verify command";
  const ci = choices.app
    ? "started by the Ralph App"
    : `the action alone, ${choices.ciWorkflows.length > 0 ? `fixing failed runs of ${choices.ciWorkflows.map((name) => JSON.stringify(name)).join(", ")}` : "no CI workflows listed"}`;
  const install = choices.install !== null ? `install ${JSON.stringify(choices.install)}` : "no install step";
  return `${agent}${key}, ${choices.mode} mode, ${install}, ${verify}, ${ci}${describeKept(choices.kept, choices.app)}`;
}

/** What differs between the file `before` and what init writes (`after`), as a unified diff. */
function difference(before: string, after: string): string {
  return createTwoFilesPatch(WORKFLOW_PATH, WORKFLOW_PATH, before, after, "in the repository", "init writes", { context: 2 })
    .replace(/^=+\n/, "")
    .trimEnd();
}

/** What the file is, in words, for a message. */
function described(existing: ExistingWorkflow): string {
  switch (existing.kind) {
    case "none":
      return "missing";
    case "current":
      return "written by init for other choices";
    case "earlier":
      return "the earlier form init wrote (the long workflow), which this version rewrites to a short caller of the reusable workflow";
    case "unrecognised":
      return "not a workflow init writes (written or edited by hand)";
  }
}

/** Throws InitRefused when a part of the workflow's path in `top` is a symbolic link, which could lead outside the checkout. */
async function refuseLinks(top: string): Promise<void> {
  const parts = WORKFLOW_PATH.split("/");
  for (let depth = 1; depth <= parts.length; depth++) {
    const part = parts.slice(0, depth).join("/");
    const stats = await lstat(join(top, part)).catch(() => null);
    if (stats === null) return;
    if (stats.isSymbolicLink()) throw new InitRefused(`${part} is a symbolic link: init writes only inside the checkout, nothing written`);
  }
}

/** The workflow file's text, or null when there is none. */
async function readExisting(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Writes the workflow, or prints it with `--dry-run`; the file's text after it (one that means the same
 * is left as it is). Throws InitRefused for an unrecognised file without `--force`.
 */
async function writeWorkflow(
  { path, text, found }: { path: string; text: string; found: { text: string | null; existing: ExistingWorkflow } },
  flags: InitFlags,
  out: (line?: string) => void,
): Promise<string> {
  const { existing } = found;
  const before = found.text;
  const same = before !== null && sameWorkflow(before, text);
  const refused = existing.kind === "unrecognised" && flags.force !== true;
  if (before !== null && !same) {
    out("");
    out(`${WORKFLOW_PATH} is ${described(existing)}. What differs:`);
    out(difference(before, text));
  }
  if (flags.dryRun === true) {
    const state = before === null ? "new" : same ? "unchanged" : "replacing the file above";
    out("");
    // A dry run promises only the write the real run would make.
    out(
      refused
        ? `--dry-run: ${WORKFLOW_PATH} is not a workflow init writes, so only --force would replace it with this; actionlint finds nothing in it:`
        : `--dry-run: would write ${WORKFLOW_PATH} (${state}); actionlint finds nothing in it:`,
    );
    out("");
    out(text.replace(/\n$/, ""));
  }
  if (refused) {
    throw new InitRefused(
      `${WORKFLOW_PATH} is not a workflow init writes (written or edited by hand): nothing written. ` +
        "The difference is above; --force replaces the file.",
    );
  }
  if (same) {
    if (flags.dryRun !== true) out(`${WORKFLOW_PATH} is already the workflow init writes: unchanged`);
    return before;
  }
  if (flags.dryRun === true) return text;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  const how = before === null ? "wrote" : existing.kind === "unrecognised" ? "replaced (--force)" : "rewrote";
  out(`${how} ${WORKFLOW_PATH}; actionlint finds nothing in it`);
  return text;
}

/** The command that writes the workflow over `existing`: init replaces a file it cannot recognise only with --force. */
function howToWrite(existing: ExistingWorkflow): string {
  if (existing.kind === "unrecognised") return "run `npx ralph-bot init --force` to write it, which replaces your edits";
  return "run `npx ralph-bot init` to write it";
}

/** `--check`: 0 when the workflow is what this version writes, else 1 and the difference. */
function checkWorkflow(text: string, found: { text: string | null; existing: ExistingWorkflow }, out: (line?: string) => void): number {
  if (found.text !== null && sameWorkflow(found.text, text)) {
    out(`${WORKFLOW_PATH} is the workflow this version of init writes.`);
    return 0;
  }
  out(`${WORKFLOW_PATH} is ${described(found.existing)}; ${howToWrite(found.existing)}.`);
  if (found.text !== null) out(difference(found.text, text));
  return 1;
}

/** The choices no flag makes; an unrecognised file lends its choices only with `--force`. */
function choiceSources(existing: ExistingWorkflow, found: Omit<ChoiceSources, "existing">, flags: InitFlags): ChoiceSources {
  const { project } = found;
  if (existing.kind === "none" || (existing.kind === "unrecognised" && flags.force !== true && flags.check !== true))
    return { existing: {}, ...found };
  const read: ChoiceSources["existing"] = { ...existing.choices };
  const node = ["npm", "pnpm", "yarn", "bun"].includes(project.ecosystem);
  if (existing.kind === "earlier" && read.verifyCommand === "npm test" && !node) delete read.verifyCommand;
  return { existing: read, ...found };
}

/** The workflow file found in `top`, the choices, and the text to write. */
async function workflowFor(
  top: string,
  flags: InitFlags,
  io: InitIo,
  out: (line?: string) => void,
): Promise<{ path: string; found: { text: string | null; existing: ExistingWorkflow }; choices: WorkflowChoices; text: string }> {
  const path = join(top, WORKFLOW_PATH);
  await refuseLinks(top);
  const before = await readExisting(path);
  const found = { text: before, existing: recogniseWorkflow(before) };
  const project = projectDefaults(top);
  const asked = flags.check === true ? { ...flags, yes: true } : flags;
  const questions = flags.check !== true && io.stdin?.isTTY === true ? terminalQuestions(io.stdin, io.stdout) : null;
  let choices: WorkflowChoices;
  try {
    const beforeAsking = () => out("Answer each question, or press Enter for the default in brackets.");
    const sources = choiceSources(found.existing, { project, ciWorkflows: ciWorkflowNames(top) }, flags);
    choices = await resolveChoices(asked, questions, beforeAsking, sources);
  } finally {
    questions?.close();
  }
  out(`  project: ${project.ecosystem === "none" ? "no package manager init knows" : project.ecosystem}`);
  if (project.note != null && choices.verifyCommand === null) out(`  note: ${project.note}`);
  out(`  workflow: ${describeChoices(choices)}`);
  return { path, found, choices, text: renderWorkflow(choices) };
}

/**
 * Runs `ralph-bot init`: 0 once the workflow is written, fixes left or not. Throws UsageError (exit 2),
 * InitRefused or ActionlintMissing (exit 1).
 */
export async function runInit(flags: InitFlags, io: InitIo): Promise<number> {
  const out = (line = "") => io.stdout.write(`${line}\n`);
  const { top } = await readCheckout(resolve(io.cwd, flags.workspace ?? "."), io.env);
  const remote = await originUrl(top, io.env);
  const repository = remote === null ? null : repositoryOf(remote, flags.apiUrl ?? null, io.env);
  out(`ralph-bot init in ${top}`);
  out(
    repository !== null
      ? `  repository: ${repository.owner}/${repository.repo} on ${repository.host}`
      : `  repository: unknown (${remote === null ? "the checkout has no origin remote" : `origin ${remote} is not a repository on a GitHub host`})`,
  );

  const { path, found, choices, text } = await workflowFor(top, flags, io, out);
  if (flags.check === true) return checkWorkflow(text, found, out);
  const findings = await lintWorkflow(text, path);
  if (findings.length > 0) {
    const listed = findings.map((finding) => `  ${WORKFLOW_PATH}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
    throw new InitRefused(`actionlint finds fault with the workflow init would write (nothing written):\n${listed.join("\n")}`);
  }

  const written = await writeWorkflow({ path, text, found }, flags, out);
  out("");
  const setup = await setUpOnGitHub({ choices, repository, text: written }, flags, io);
  out("");
  if (flags.dryRun === true) {
    out("--dry-run: nothing written, nothing created on GitHub.");
    return 0;
  }
  const steps = nextSteps(setup, choices, repository);
  out("Then:");
  steps.forEach((step, index) => out(`  ${index + 1}. ${step}`));
  return 0;
}
