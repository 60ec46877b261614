import type { PermissionLevel } from "../github/access.js";
import { renderMarker } from "../github/markers.js";
import { fenced } from "../core/markdown.js";
import { safeText } from "../core/sanitize.js";
import { refusalFix, type DispatchRefusal } from "../github/dispatch-refusal.js";

/**
 * The workflow the App starts, as users copy it into `.github/workflows/ralph.yml`
 * (also in `docs/app.md`, which a test keeps equal to this text). It runs only on
 * `workflow_dispatch` from the App, names the issue in its run name so `/ralph stop`
 * finds it, and acts as the App through an installation token made in the job.
 */
export const EXAMPLE_WORKFLOW = `name: ralph
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
      # Sent by the action itself in relay mode, to start the next round's workflow run.
      relay-run:
        description: "Relay mode: the run this workflow run continues (set by the action)"
        required: false
        default: ""
      relay-round:
        description: "Relay mode: the round this workflow run starts (set by the action)"
        required: false
        default: ""

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
      - uses: actions/checkout@v7
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
      # Install your agent here; see docs/agents.md for the presets. This is the version the
      # project's real-CLI tests run (npm run test:agents); newer ones work while their --help
      # lists the flags the preset uses, which the action checks before round 1.
      - run: npm install -g @anthropic-ai/claude-code@2.1.197
      # The App's installation token lasts one hour from now: made right before the action, so the
      # installs above do not spend it.
      - uses: actions/create-github-app-token@v3
        id: app-token
        with:
          client-id: \${{ vars.RALPH_APP_CLIENT_ID }}
          private-key: \${{ secrets.RALPH_APP_PRIVATE_KEY }}
      - uses: ralph-bot/ralph-bot@v0
        with:
          github-token: \${{ steps.app-token.outputs.token }}
          bot-login: \${{ steps.app-token.outputs.app-slug }}[bot]
          issue-number: \${{ inputs.issue }}
          comment-id: \${{ inputs.comment-id }}
          pull-request: \${{ inputs.pull-request }}
          review-id: \${{ inputs.review-id }}
          max-rounds: \${{ inputs.rounds || '10' }}
          verify-command: npm test
          # An installation token expires one hour after it was made: each round runs in a workflow
          # run of its own that makes a new one (relay mode; the App's token may dispatch the next),
          # so only one round (with its verify command, commit, push and comments) must fit in the
          # hour. A run whose token expires anyway ends error, saying so. run-timeout-minutes counts
          # across the whole relay.
          mode: relay
          round-timeout-minutes: 45
          run-timeout-minutes: 600
          agent: claude-code
          agent-env: ANTHROPIC_API_KEY
        env:
          ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
`;

/** Why the App replied; kept in the reply's marker so the App can recognise its own replies. */
export type ReplyReason =
  "not-permitted" | "invalid-command" | "already-running" | "no-live-run" | "missing-workflow" | "workflow-refused" | "dispatch-failed";

/** A reply body: the text, then a `reply` marker carrying the reason (and the detail, when given). */
export function reply(reason: ReplyReason, text: string, detail: string | null = null): string {
  return `${text}\n\n${renderMarker("reply", { reason, ...(detail !== null ? { detail } : {}) })}`;
}

/** The one short reply to a person whose permission does not reach `allowed`. */
export function notPermittedText(allowed: PermissionLevel, wanted: "start" | "stop" | "leave notes for"): string {
  return `Only people with ${allowed} access (or higher) to this repository can ${wanted} Ralph runs.`;
}

/** The reply when a run on the issue is already live. */
export function alreadyRunningText(runUrl: string, command: string): string {
  return `A Ralph run on this issue is already in progress: ${runUrl}. Comment \`${command} stop\` to end it before starting another.`;
}

/** The reply to a stop command when no run of the issue is live. */
export const NO_LIVE_RUN_TEXT = "There is no Ralph run in progress on this issue, so there is nothing to stop.";

/**
 * The stop request the App posts for a relay run handed off between two workflow runs (issue 11):
 * a trusted `stop` marker, which the next leg reads before its round and then ends the run
 * `cancelled` (as the action's own stop handling does without the App).
 * @param why what asked: the stop command, or the trigger label's removal
 * @param by the login of the person who asked
 */
export function handedOffStopText(why: string, by: string): string {
  return (
    `${renderMarker("stop", { by })}\nStopping the Ralph run on this issue: it is handed off between two workflow runs ` +
    `(relay mode), so its next workflow run ends it before its round (${why}, by ${safeText(`@${by}`, [])}).`
  );
}

/** The one comment explaining how to add the missing workflow, with the example to copy. */
export function missingWorkflowText(workflow: string, ref: string): string {
  return [
    `I could not start a Ralph run: this repository has no workflow \`.github/workflows/${workflow}\` on \`${ref}\`.`,
    "",
    `Ralph runs in this repository's own GitHub Actions. To enable it, add \`.github/workflows/${workflow}\` to \`${ref}\`, set the repository variable \`RALPH_APP_CLIENT_ID\` to this App's Client ID, the secret \`RALPH_APP_PRIVATE_KEY\` to one of its private keys and the secret \`ANTHROPIC_API_KEY\` to your model API key (for another agent, see the project's docs/agents.md):`,
    "",
    fenced(EXAMPLE_WORKFLOW.trimEnd(), "yaml"),
    "",
    "Then add the label or comment the command again. I will not repeat this message on this issue.",
  ].join("\n");
}

/**
 * The one reply when GitHub refused to start the workflow because of what the workflow declares
 * (inputs it lacks, a required input the App does not send, no `workflow_dispatch` trigger):
 * GitHub's words, what to change, and the YAML of the inputs to add.
 */
export function workflowRefusedText(workflow: string, ref: string, refusal: DispatchRefusal, command: string): string {
  const fix = refusalFix(refusal, workflow, ref, "the Ralph App");
  return [
    `I could not start a Ralph run: GitHub refused to start the workflow \`${workflow}\` on \`${ref}\` (${safeText(refusal.message, [])}).`,
    "",
    fix.words,
    ...(fix.yaml !== null ? ["", fenced(fix.yaml, "yaml")] : []),
    "",
    `Then add the label, comment \`${command}\` or submit the review again. I will not repeat this message here while GitHub refuses the same way.`,
  ].join("\n");
}

/** The reply when GitHub refused to start the workflow for another reason than the workflow file (e.g. no such ref, or no `actions: write`). */
export function dispatchFailedText(workflow: string, ref: string, status: number, message: string): string {
  return [
    `I could not start the Ralph workflow \`${workflow}\` on \`${ref}\`: GitHub answered ${status} (${safeText(message, [])}).`,
    `The App needs the \`actions: write\` permission on this repository, and \`${ref}\` must be one of its branches or tags (the App's \`RALPH_WORKFLOW_REF\`).`,
  ].join(" ");
}
