/**
 * The Ralph workflow `ralph-bot init` writes, rendered from the choices made: the one source of the
 * workflow's text. With the default choices it is `.github/workflows/ralph.yml` byte for byte, with
 * the App's it is the workflow in docs/app.md ("The workflow for App-started runs");
 * test/render/workflow.test.ts keeps both equal to what {@link renderWorkflow} makes.
 */
import { APP_CLIENT_ID_VARIABLE, APP_PRIVATE_KEY_SECRET, PRESET_SETUP, WorkflowChoices } from "./workflow-choices.js";

/** The variable the action's step sets from the model key's secret, and the input naming it (`agent-env` or `agent-secrets`). */
function keyVariable(choices: WorkflowChoices): { name: string; input: "agent-env" | "agent-secrets" } | null {
  if (choices.keySecret === null) return null;
  const held = choices.agent === "command" ? null : PRESET_SETUP[choices.agent].heldKey;
  return held !== null ? { name: held, input: "agent-secrets" } : { name: choices.keySecret, input: "agent-env" };
}

/**
 * A YAML scalar for `text`: as it is when YAML reads it back as the same string (letters, digits,
 * spaces and `_ . / = + , -`, no leading or trailing space, nothing YAML reads as a boolean, null
 * or number), else double-quoted (a JSON string is a YAML double-quoted scalar).
 */
export function yamlScalar(text: string): string {
  const plain =
    /^[A-Za-z0-9_./][A-Za-z0-9_./=+, -]*$/.test(text) &&
    !text.endsWith(" ") &&
    !/^(true|false|yes|no|on|off|y|n|null|~)$/i.test(text) &&
    !/^[-+]?(\.?[0-9]|0x|0o)/i.test(text) &&
    !/^\.(inf|nan)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}

/** The lines of `lines` that are not null, each ending in a new line. */
function block(lines: readonly (string | null | false)[]): string {
  return lines
    .filter((line): line is string => typeof line === "string")
    .map((line) => `${line}\n`)
    .join("");
}

/** The step that installs a preset's CLI, with its comment; for `command`, a comment where that goes. */
function installStep(choices: WorkflowChoices): string {
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

/** The action's inputs that name the agent: `agent`, `agent-command` and `agent-env` or `agent-secrets`. */
function agentInputs(choices: WorkflowChoices): string {
  const key = keyVariable(choices);
  return block([
    `          agent: ${choices.agent}`,
    choices.agentCommand !== null && `          agent-command: ${yamlScalar(choices.agentCommand)}`,
    key !== null && `          ${key.input}: ${key.name}`,
  ]);
}

/** The `verify-command` input, when there is one. */
function verifyInput(choices: WorkflowChoices): string {
  return block([choices.verifyCommand !== null && `          verify-command: ${yamlScalar(choices.verifyCommand)}`]);
}

/** The action step's `env:`, handing the model key's secret to the step; empty without one. */
function keyEnv(choices: WorkflowChoices): string {
  const key = keyVariable(choices);
  if (key === null) return "";
  return block(["        env:", `          ${key.name}: \${{ secrets.${choices.keySecret} }}`]);
}

/** The checkout, Node for the agent CLI's install, and the sandbox: the first steps of both workflows. */
const SETUP_STEPS = `      - uses: actions/checkout@v7
        with:
          # The agent must never see the token: the action passes it per git command instead.
          persist-credentials: false
          fetch-depth: 0
      - uses: actions/setup-node@v7
        with:
          node-version: 22
          # Only for the agent CLI's global install: no dependency cache to save or restore.
          package-manager-cache: false
      # The sandbox the agent runs in (input \`sandbox\`, default bubblewrap): the bubblewrap package,
      # installed when missing (three tries: a package mirror may fail for a moment), and user
      # namespaces for it. Ubuntu 24.04 turns kernel.apparmor_restrict_unprivileged_userns on, which
      # stops bwrap; the step turns it off only when it is on (kernels without it have nothing to
      # do), so a self-hosted runner set up once (docs/setup.md) needs no sudo here.
      - name: Sandbox for the agent
        run: |
          if ! command -v bwrap >/dev/null; then
            for attempt in 1 2 3; do
              sudo apt-get update -qq && sudo apt-get install -y -qq bubblewrap && break
              if [ "$attempt" = 3 ]; then exit 1; fi
              sleep 15
            done
          fi
          if [ "$(cat /proc/sys/kernel/apparmor_restrict_unprivileged_userns 2>/dev/null)" = 1 ]; then
            sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0
          fi
`;

/** The action-only workflow (`.github/workflows/ralph.yml`) up to its `permissions:`' write grants. */
/** The two `workflow_dispatch` inputs the action sends when it dispatches a relay's next leg (both workflows declare them). */
const RELAY_INPUTS = `      relay-run:
        description: "Relay mode: the run this workflow run continues (set by the action)"
        required: false
        default: ""
      relay-round:
        description: "Relay mode: the round this workflow run starts (set by the action)"
        required: false
        default: ""
`;

const ACTION_ONLY_HEAD = `# Example Ralph workflow: copy it to .github/workflows/ralph.yml in your repository (set-up:
# docs/setup.md). A maintainer labels an issue \`ralph\` or comments \`/ralph\` (\`/ralph rounds=5\`,
# \`/ralph stop\`); \`workflow_dispatch\` starts a run on an issue by hand or from CI. On the Ralph
# pull request (head \`ralph/issue-N\` in this repository, never a fork's), a review requesting
# changes or a \`/ralph\` comment starts a run on the same branch with the review as its objective,
# and a failed run of the workflows under \`workflow_run:\` (your CI; \`ci-fix-runs\` caps them) one
# with the failed check as its objective. This is the setup without the GitHub App. With the App
# installed, use the workflow in docs/app.md instead, which runs on workflow_dispatch only: with
# this one, one label would start two runs.
name: ralph
# A run started from a pull request (a review, \`/ralph\` there, a failed check on its head) is named
# after the pull request's number: expressions cannot read N out of its branch \`ralph/issue-N\`; a
# workflow run whose \`pull_requests\` list is empty, after its branch. Relay legs are dispatches
# naming the issue, so they are named after the issue.
run-name: "Ralph #\${{ github.event.issue.number || github.event.pull_request.number || github.event.workflow_run.pull_requests[0].number || github.event.workflow_run.head_branch || inputs.issue }}"

on:
  issues:
    types: [labeled, unlabeled]
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  # A failed check on the Ralph pull request's head: name your CI workflows here (their \`name:\`).
  # Pushes made with the workflow token start no workflow runs, so the fix this run pushes gets no
  # new CI run unless the action pushes with an App token or a PAT (docs/setup.md).
  workflow_run:
    workflows: [CI]
    types: [completed]
  workflow_dispatch:
    inputs:
      issue:
        description: The issue to work on (every run works on an issue)
        required: true
      rounds:
        description: Rounds for this run (empty for the default)
        required: false
        default: ""
      comment-id:
        description: A comment on the issue whose text joins the objective (optional)
        required: false
        default: ""
      pull-request:
        description: Run from this Ralph pull request (optional; its head must be ralph/issue-<issue>)
        required: false
        default: ""
      review-id:
        description: The review requesting changes on that pull request (optional; its text joins the objective)
        required: false
        default: ""
      check:
        description: The failed check of that pull request's head a run is from (set by the Ralph App)
        required: false
        default: ""
      # Relay mode only (\`mode: relay\` below): the action dispatches the next round's workflow run
      # with these; a dispatch that does not name the live run and its next round starts nothing.
${RELAY_INPUTS}
# Least privilege for the workflow token: push the branch, comment, open the pull request, and
# read whether a run's workflow run has ended (GET .../actions/runs/{id} needs actions: read), so
# a run whose runner died is taken over at once and a live one never is; actions: read also reads a
# failed CI job's steps and log.
permissions:
  contents: write
  issues: write
  pull-requests: write
`;

/** The action-only workflow from the end of its `permissions:` to its job's `steps:`. */
const ACTION_ONLY_JOB = `
jobs:
  ralph:
    # Skips cheaply, before a runner starts: only the trigger label (added, or removed to stop), a
    # comment whose first line starts with the command (after white space only), a review requesting
    # changes on a Ralph pull request of this repository (a fork's starts nothing), a CI workflow
    # run that failed or timed out on a \`ralph/issue-\` branch of this repository (not a fork's, not
    # a cancelled one), and dispatches; never a bot's comment or review. Who may ask is the action's
    # to decide, with the permission API (allowed-permission): \`author_association\` can show a
    # member whose membership is private as CONTRIBUTOR or NONE, so it decides nothing here, and a
    # person without the permission gets a reply. A command on a pull request is checked by the
    # action, which reads its head first. Expressions have no trim: a comment that starts with white
    # space goes to the action when it holds the command anywhere, and the action's parser decides.
    # 'ralph' and '/ralph' here and in the group below must match \`trigger-label\` and \`command\`.
    if: >-
      github.event_name == 'workflow_dispatch' ||
      (github.event_name == 'issues' && github.event.label.name == 'ralph') ||
      (github.event_name == 'issue_comment' && github.event.comment.user.type != 'Bot' &&
       (startsWith(format('{0} ', github.event.comment.body), '/ralph ') ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\t"')) ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\r"')) ||
        startsWith(github.event.comment.body, fromJSON('"/ralph\\n"')) ||
        (contains(github.event.comment.body, '/ralph') &&
         (startsWith(github.event.comment.body, ' ') || startsWith(github.event.comment.body, fromJSON('"\\t"')) ||
          startsWith(github.event.comment.body, fromJSON('"\\r"')) || startsWith(github.event.comment.body, fromJSON('"\\n"')))))) ||
      (github.event_name == 'pull_request_review' && github.event.review.state == 'changes_requested' &&
       github.event.pull_request.head.repo.full_name == github.repository &&
       startsWith(github.event.pull_request.head.ref, 'ralph/issue-') && github.event.review.user.type != 'Bot') ||
      (github.event_name == 'workflow_run' &&
       contains(fromJSON('["failure", "timed_out"]'), github.event.workflow_run.conclusion) &&
       github.event.workflow_run.head_repository.full_name == github.repository &&
       startsWith(github.event.workflow_run.head_branch, 'ralph/issue-'))
    # One running run per branch, never cancelled by a second trigger (the action refuses duplicates
    # itself, and answers a trigger that waited behind a live run). Set on the job, not the
    # workflow: a workflow-level group is joined by every workflow run, also one whose job this
    # \`if:\` skips (a plain comment would wait in the group and replace the trigger waiting there); a
    # job-level group only by a job that runs. GitHub keeps one pending job per group by default
    # (\`queue: single\`): a newer one replaces a job still waiting there, which then never runs. So
    # only starts wait in the branch's \`run\` group: a label, a dispatch, \`/ralph\` or \`/ralph
    # rounds=N\` on its own first line, and a review requesting changes, each from an owner, member
    # or collaborator as \`author_association\` shows them, and a failed CI run on the branch. The
    # group is named by the run's branch, so a review's or a failed check's run on the pull request
    # waits behind the issue's (expressions cannot read N out of a \`/ralph\` comment's pull request,
    # whose group is its own). Relay legs get a group of their own: a leg waiting in the \`run\` group
    # would be replaced by the next trigger, and its dispatch lost. Everything else that runs (a
    # stop, a note, a malformed command, a comment that starts with white space, a command from
    # someone whose association shows no membership) gets a group of its own workflow run: it never
    # waits behind the live run it is meant for, nor replaces a start waiting in the \`run\` group. A
    # review's run that meets a live relay run (a leg in progress, or one handed off and waiting for
    # its next leg) gets a one-line reply and starts nothing: submit the review again, or comment
    # \`/ralph\`, after that run ends.
    concurrency:
      group: >-
        ralph-\${{ github.event.pull_request.head.ref || github.event.workflow_run.head_branch || format('ralph/issue-{0}', github.event.issue.number || inputs.issue) }}-\${{
        inputs.relay-run && 'relay' ||
        (github.event_name == 'workflow_dispatch' || github.event_name == 'workflow_run' || github.event.action == 'labeled' ||
         (github.event_name == 'pull_request_review' &&
          contains(fromJSON('["OWNER", "MEMBER", "COLLABORATOR"]'), github.event.review.author_association)) ||
         (contains(fromJSON('["OWNER", "MEMBER", "COLLABORATOR"]'), github.event.comment.author_association) &&
          (github.event.comment.body == '/ralph' || startsWith(github.event.comment.body, '/ralph rounds=') ||
           startsWith(github.event.comment.body, fromJSON('"/ralph\\r"')) ||
           startsWith(github.event.comment.body, fromJSON('"/ralph\\n"'))))) && 'run' ||
        github.run_id }}
      cancel-in-progress: false
    runs-on: ubuntu-latest
    timeout-minutes: 360
    steps:
`;

/** The workflow for App-started runs (docs/app.md) up to its job's `steps:`. */
const APP_HEAD = `name: ralph
run-name: "Ralph #\${{ inputs.issue }}"
on:
  workflow_dispatch:
    inputs:
      issue:
        description: Issue number (sent by the Ralph App)
        required: true
      rounds:
        description: Rounds for this run, from \`/ralph rounds=N\` (empty for the default)
        required: false
        default: ""
      comment-id:
        description: The trigger comment (empty for a label); its text joins the objective
        required: false
        default: ""
      pull-request:
        description: The Ralph pull request a review or \`/ralph\` came from (empty for a run on the issue)
        required: false
        default: ""
      review-id:
        description: The review requesting changes that started the run (empty otherwise)
        required: false
        default: ""
      check:
        description: The failed check of the pull request's head that started the run (empty otherwise)
        required: false
        default: ""
      # Sent by the action itself in relay mode, to start the next round's workflow run.
${RELAY_INPUTS}
# The job acts as the App through its own token; the workflow token only reads.
permissions:
  contents: read

# Relay legs get a group of their own: a leg pending in the issue's group would be cancelled by
# the next dispatch queued there (GitHub keeps one pending run per group by default). Every run of
# this workflow runs its job, so the group can be the workflow's.
concurrency:
  group: ralph-\${{ inputs.issue }}\${{ inputs.relay-run && '-relay' || '' }}
  cancel-in-progress: false

jobs:
  ralph:
    runs-on: ubuntu-latest
    steps:
`;

/** The action-only workflow: it listens to the label, `/ralph` and reviews itself, and acts with the workflow token. */
function actionOnlyWorkflow(choices: WorkflowChoices): string {
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

/** The workflow for App-started runs: dispatches only, acting as the App through a token it makes; relay mode. */
function appWorkflow(choices: WorkflowChoices): string {
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

/**
 * The workflow's text for `choices` (validated first).
 * @throws ZodError when the choices break a rule of {@link WorkflowChoices}.
 */
export function renderWorkflow(choices: WorkflowChoices): string {
  const valid = WorkflowChoices.parse(choices);
  return valid.app ? appWorkflow(valid) : actionOnlyWorkflow(valid);
}
