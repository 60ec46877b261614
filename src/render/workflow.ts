// The short caller of the reusable workflow that init writes; a test keeps it equal to ralph.yml.
import {
  APP_CLIENT_ID_VARIABLE,
  APP_PRIVATE_KEY_SECRET,
  KEPT_INPUTS,
  PRESET_SETUP,
  REUSABLE_WORKFLOW_PATH,
  WorkflowChoices,
  type KeptSettings,
} from "./workflow-choices.js";

/** A YAML scalar for `text`: plain when YAML reads it back the same, else double-quoted JSON. */
export function yamlScalar(text: string): string {
  const plain =
    /^[A-Za-z0-9_./][A-Za-z0-9_./=+, -]*$/.test(text) &&
    !text.endsWith(" ") &&
    !/^(true|false|yes|no|on|off|y|n|null|~)$/i.test(text) &&
    !/^[-+]?(\.?[0-9]|0x|0o)/i.test(text) &&
    !/^\.(inf|nan)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}

/** A YAML scalar inside a flow collection, where a comma ends it. */
function flowScalar(text: string): string {
  return text.includes(",") ? JSON.stringify(text) : yamlScalar(text);
}

/** The lines that are strings, each ending in a new line. */
function block(lines: readonly (string | null | false)[]): string {
  return lines
    .filter((line): line is string => typeof line === "string")
    .map((line) => `${line}\n`)
    .join("");
}

function head(choices: WorkflowChoices): string {
  const start = choices.app
    ? "# Ralph, started by the Ralph App (docs/app.md): label an issue `ralph`, or comment `/ralph` on it."
    : "# Ralph: label an issue `ralph`, or comment `/ralph` on it (`/ralph rounds=5`, `/ralph stop`).";
  return block([
    start,
    "# Written by `npx ralph-bot init`; which events start a run, and how, the reusable workflow it",
    "# calls decides (https://github.com/ralph-bot/ralph-bot, docs/setup.md).",
    "name: ralph",
  ]);
}

/** `run-name: Ralph #N`: the App and people find a run by it. */
function runName(choices: WorkflowChoices): string {
  if (choices.app) return block(['run-name: "Ralph #${{ inputs.issue }}"']);
  return block([
    "run-name: >-",
    "  Ralph #${{ github.event.issue.number || github.event.pull_request.number || inputs.issue }}${{",
    choices.ciWorkflows.length > 0
      ? "  github.event.workflow_run.head_branch }}${{ github.event.check_run.check_suite.head_branch }}"
      : "  github.event.check_run.check_suite.head_branch }}",
  ]);
}

/** The App's dispatches only, or the issue's and pull request's events, failed checks and dispatches. */
function triggers(choices: WorkflowChoices): string {
  const dispatch = [
    "  workflow_dispatch:",
    "    inputs:",
    "      issue: { description: The issue to work on, required: true }",
    "      rounds: { description: Rounds for this run (empty for the default) }",
    "      carry: { description: Set by Ralph for the runs it starts; leave it empty }",
  ];
  if (choices.app) return block(["on:", ...dispatch]);
  const names = choices.ciWorkflows.map(flowScalar).join(", ");
  const workflowRuns = choices.ciWorkflows.length > 0;
  return block([
    "on:",
    "  issues: { types: [labeled, unlabeled] }",
    "  issue_comment: { types: [created] }",
    "  pull_request_review: { types: [submitted] }",
    workflowRuns && "  # A failed run of these CI workflows (their `name:`) on the Ralph pull request starts a run there.",
    workflowRuns && `  workflow_run: { workflows: [${names}], types: [completed] }`,
    ...(choices.kept.checkRuns ? [...checkRunComment({ workflowRuns }), "  check_run: { types: [completed] }"] : []),
    ...dispatch,
  ]);
}

/** The comment over `check_run:`, which follows on from the `workflow_run:` lines when there are some. */
function checkRunComment({ workflowRuns }: { workflowRuns: boolean }): string[] {
  if (workflowRuns) return ["  # So does a failed check run of CI that is not GitHub Actions (CircleCI, Buildkite and others)."];
  return [
    "  # A failed check run of CI that is not GitHub Actions (CircleCI, Buildkite and others) on the",
    "  # Ralph pull request starts a run there.",
  ];
}

/** The App's job acts through its own token; relay mode dispatches the next leg. */
function permissions(choices: WorkflowChoices): string {
  if (choices.app)
    return block(["# The job acts as the App through its own token; the workflow token only reads.", "permissions: { contents: read }"]);
  const actions = choices.mode === "relay" ? "write" : "read";
  return block([`permissions: { contents: write, issues: write, pull-requests: write, actions: ${actions} }`]);
}

/** `uses:`'s value: the reusable workflow at the ref kept, with its comment. */
function uses({ ref, refComment }: KeptSettings): string {
  return `${REUSABLE_WORKFLOW_PATH}@${ref}${refComment !== null ? ` # ${refComment}` : ""}`;
}

/** The kept inputs' lines, in the order the reusable workflow declares them. */
function keptInputs({ inputs }: KeptSettings): string[] {
  return KEPT_INPUTS.flatMap((name) => {
    const value = inputs[name];
    if (value === undefined) return [];
    return [`      ${name}: ${typeof value === "number" ? String(value) : yamlScalar(value)}`];
  });
}

/** The call of the reusable workflow with the choices as its inputs. */
function job(choices: WorkflowChoices): string {
  const keyInput = choices.agent === "command" ? null : PRESET_SETUP[choices.agent].keyInput;
  const secrets = [
    keyInput !== null && choices.keySecret !== null && `      ${keyInput}: \${{ secrets.${choices.keySecret} }}`,
    choices.app && `      app-private-key: \${{ secrets.${APP_PRIVATE_KEY_SECRET} }}`,
  ].filter((line): line is string => line !== false);
  return block([
    "jobs:",
    "  ralph:",
    `    uses: ${uses(choices.kept)}`,
    "    with:",
    `      agent: ${choices.agent}`,
    choices.agentCommand !== null && `      agent-command: ${yamlScalar(choices.agentCommand)}`,
    choices.model !== null && `      model: ${yamlScalar(choices.model)}`,
    choices.app && `      app-client-id: \${{ vars.${APP_CLIENT_ID_VARIABLE} }}`,
    choices.mode === "relay" && "      mode: relay",
    choices.install !== null && `      install: ${yamlScalar(choices.install)}`,
    choices.verifyCommand !== null && `      verify-command: ${yamlScalar(choices.verifyCommand)}`,
    choices.allowedDomains.length > 0 && `      allowed-domains: ${yamlScalar(choices.allowedDomains.join(", "))}`,
    ...keptInputs(choices.kept),
    ...(secrets.length > 0 ? ["    secrets:", ...secrets] : []),
  ]);
}

/** The workflow's text; throws ZodError when the choices break a rule of {@link WorkflowChoices}. */
export function renderWorkflow(choices: WorkflowChoices): string {
  const valid = WorkflowChoices.parse(choices);
  return head(valid) + runName(valid) + triggers(valid) + permissions(valid) + job(valid);
}
