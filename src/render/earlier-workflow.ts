// The workflow init wrote before the short caller: rendered to recognise a file init wrote, then rewrite it.
import { APP_CLIENT_ID_VARIABLE, APP_PRIVATE_KEY_SECRET, PRESET_SETUP, type WorkflowChoices } from "./workflow-choices.js";
import { yamlScalar } from "./workflow.js";
import { ACTION_ONLY_DISPATCH, ACTION_ONLY_HEAD, ACTION_ONLY_JOB, APP_HEAD, SETUP_STEPS } from "./earlier-workflow-text.js";

export type EarlierChoices = Pick<
  WorkflowChoices,
  "agent" | "agentCommand" | "keySecret" | "mode" | "verifyCommand" | "app" | "ciWorkflows"
>;

/** The variable the action's step sets from the model key's secret, and the input naming it. */
function keyVariable(choices: EarlierChoices): { name: string; input: "agent-env" | "agent-secrets" } | null {
  if (choices.keySecret === null) return null;
  const held = choices.agent === "command" ? null : PRESET_SETUP[choices.agent].heldKey;
  return held !== null ? { name: held, input: "agent-secrets" } : { name: choices.keySecret, input: "agent-env" };
}

/** The lines that are not null, each ending in a new line. */
function block(lines: readonly (string | null | false)[]): string {
  return lines
    .filter((line): line is string => typeof line === "string")
    .map((line) => `${line}\n`)
    .join("");
}

/** The step that installs a preset's CLI; for `command`, a comment in its place. */
function installStep(choices: EarlierChoices): string {
  if (choices.agent === "command") {
    return block([
      "      # Your own agent: `agent-command` below runs each round (the agent contract: README).",
      "      # Install what it needs here.",
    ]);
  }
  return block([
    "      # Install your agent here; see docs/agents.md for the presets. This is the version the",
    "      # project's real-CLI tests run (npm run test:agents); newer ones work while their --help",
    "      # lists the flags the preset uses, which the action checks before round 1.",
    `      - run: npm install -g ${PRESET_SETUP[choices.agent].package}`,
  ]);
}

/** The action's inputs that name the agent. */
function agentInputs(choices: EarlierChoices): string {
  const key = keyVariable(choices);
  return block([
    `          agent: ${choices.agent}`,
    choices.agentCommand !== null && `          agent-command: ${yamlScalar(choices.agentCommand)}`,
    key !== null && `          ${key.input}: ${key.name}`,
  ]);
}

function verifyInput(choices: EarlierChoices): string {
  return block([choices.verifyCommand !== null && `          verify-command: ${yamlScalar(choices.verifyCommand)}`]);
}

/** The action step's `env:` with the model key's secret. */
function keyEnv(choices: EarlierChoices): string {
  const key = keyVariable(choices);
  if (key === null) return "";
  return block(["        env:", `          ${key.name}: \${{ secrets.${choices.keySecret} }}`]);
}

/** The `workflow_run` trigger for the CI workflows chosen, commented out when none is. */
function ciTrigger(choices: EarlierChoices): string {
  const pushes = [
    "  # Pushes made with the workflow token start no workflow runs, so the fix this run pushes gets no",
    "  # new CI run unless the action pushes with an App token or a PAT (docs/setup.md).",
  ];
  if (choices.ciWorkflows.length === 0) {
    return block([
      "  # A failed check on the Ralph pull request's head starts a run there once its CI workflows are",
      "  # listed: uncomment these three lines and name them (their `name:`).",
      ...pushes,
      "  # workflow_run:",
      "  #   workflows: [CI]",
      "  #   types: [completed]",
    ]);
  }
  const names = choices.ciWorkflows.map((name) => (name.includes(",") ? JSON.stringify(name) : yamlScalar(name)));
  return block([
    "  # A failed check on the Ralph pull request's head: name your CI workflows here (their `name:`).",
    ...pushes,
    "  workflow_run:",
    `    workflows: [${names.join(", ")}]`,
    "    types: [completed]",
  ]);
}

/** The action-only workflow, acting with the workflow token. */
function actionOnlyWorkflow(choices: EarlierChoices): string {
  const relay = choices.mode === "relay";
  const permissions = relay
    ? block([
        "  actions: write",
        "  # Relay mode (`mode: relay` below, each round its own workflow run): the action dispatches the",
        "  # next round's run with this token, which needs `actions: write` (write includes the read above).",
        "  # No personal access token is needed: GitHub starts workflow_dispatch runs even when the",
        "  # workflow token makes them.",
      ])
    : block([
        "  actions: read",
        "  # For `mode: relay` (each round its own workflow run), `actions: write` instead: the action",
        "  # dispatches the next round's run with this token. No personal access token is needed: GitHub",
        "  # starts workflow_dispatch runs even when the workflow token makes them.",
      ]);
  const mode = relay
    ? block([
        "          # Each round its own workflow run, past one job's 6 hours (`actions: write` above).",
        "          # run-timeout-minutes (default 330) counts across the whole relay, so it is raised here:",
        "          # otherwise the relay would end `timed-out` when an in-job run would.",
        "          mode: relay",
        "          run-timeout-minutes: 1440",
      ])
    : block([
        "          # Each round its own workflow run, past one job's 6 hours: uncomment these two lines and",
        "          # grant `actions: write` above. run-timeout-minutes (default 330) counts across the whole relay,",
        "          # so raise it, or the relay ends `timed-out` when an in-job run would.",
        "          # mode: relay",
        "          # run-timeout-minutes: 1440",
      ]);
  return (
    ACTION_ONLY_HEAD +
    ciTrigger(choices) +
    ACTION_ONLY_DISPATCH +
    permissions +
    ACTION_ONLY_JOB +
    SETUP_STEPS +
    installStep(choices) +
    block(["      - uses: ralph-bot/ralph-bot@v0", "        with:"]) +
    agentInputs(choices) +
    block([
      "          issue-number: ${{ inputs.issue }}",
      "          max-rounds: ${{ inputs.rounds }}",
      "          comment-id: ${{ inputs.comment-id }}",
      "          pull-request: ${{ inputs.pull-request }}",
      "          review-id: ${{ inputs.review-id }}",
      "          check: ${{ inputs.check }}",
    ]) +
    verifyInput(choices) +
    mode +
    keyEnv(choices)
  );
}

/** The workflow for App-started runs: dispatches only, relay mode. */
function appWorkflow(choices: EarlierChoices): string {
  return (
    APP_HEAD +
    SETUP_STEPS +
    installStep(choices) +
    block([
      "      # The App's installation token lasts one hour from now: made right before the action, so the",
      "      # installs above do not spend it.",
      "      - uses: actions/create-github-app-token@v3",
      "        id: app-token",
      "        with:",
      `          client-id: \${{ vars.${APP_CLIENT_ID_VARIABLE} }}`,
      `          private-key: \${{ secrets.${APP_PRIVATE_KEY_SECRET} }}`,
      "      - uses: ralph-bot/ralph-bot@v0",
      "        with:",
      "          github-token: ${{ steps.app-token.outputs.token }}",
      "          bot-login: ${{ steps.app-token.outputs.app-slug }}[bot]",
      "          issue-number: ${{ inputs.issue }}",
      "          comment-id: ${{ inputs.comment-id }}",
      "          pull-request: ${{ inputs.pull-request }}",
      "          review-id: ${{ inputs.review-id }}",
      "          check: ${{ inputs.check }}",
      "          max-rounds: ${{ inputs.rounds || '10' }}",
    ]) +
    verifyInput(choices) +
    block([
      "          # An installation token expires one hour after it was made: each round runs in a workflow",
      "          # run of its own that makes a new one (relay mode; the App's token may dispatch the next),",
      "          # so only one round (with its verify command, commit, push and comments) must fit in the",
      "          # hour. A run whose token expires anyway ends error, saying so. run-timeout-minutes counts",
      "          # across the whole relay.",
      "          mode: relay",
      "          round-timeout-minutes: 45",
      "          run-timeout-minutes: 600",
    ]) +
    agentInputs(choices) +
    keyEnv(choices)
  );
}

/** The earlier form's text for `choices`. */
export function renderEarlierWorkflow(choices: EarlierChoices): string {
  return choices.app ? appWorkflow(choices) : actionOnlyWorkflow(choices);
}
