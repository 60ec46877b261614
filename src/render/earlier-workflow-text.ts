// The fixed text of the earlier two Ralph workflows, put together with the lines the choices decide.

/** The checkout, Node for the agent CLI's install, and the sandbox: the first steps of both workflows. */
export const SETUP_STEPS = `      - uses: actions/checkout@v7
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

/** The `workflow_dispatch` inputs of a relay's next leg. */
const RELAY_INPUTS = `      relay-run:
        description: "Relay mode: the run this workflow run continues (set by the action)"
        required: false
        default: ""
      relay-round:
        description: "Relay mode: the round this workflow run starts (set by the action)"
        required: false
        default: ""
`;

/** The action-only workflow up to its triggers from the pull request. */
export const ACTION_ONLY_HEAD = `# Example Ralph workflow: copy it to .github/workflows/ralph.yml in your repository (set-up:
# docs/setup.md). A maintainer labels an issue \`ralph\` or comments \`/ralph\` (\`/ralph rounds=5\`,
# \`/ralph stop\`); \`workflow_dispatch\` starts a run on an issue by hand or from CI. On the Ralph
# pull request (head \`ralph/issue-N\` in this repository, never a fork's), a review requesting
# changes or a \`/ralph\` comment starts a run on the same branch with the review as its objective,
# and a failed run of the workflows under \`workflow_run:\` (your CI; \`ci-fix-runs\` caps them), or a
# failed check run of another CI app (\`check_run:\`), one with the failed check as its objective.
# This is the setup without the GitHub App. With the App
# installed, use the workflow in docs/app.md instead, which runs on workflow_dispatch only: with
# this one, one label would start two runs.
name: ralph
# A run started from a pull request (a review, \`/ralph\` there, a failed check on its head) is named
# after the pull request's number: expressions cannot read N out of its branch \`ralph/issue-N\`; a
# workflow run or check run whose \`pull_requests\` list is empty, after its branch. Relay legs are
# dispatches naming the issue, so they are named after the issue.
run-name: "Ralph #\${{ github.event.issue.number || github.event.pull_request.number || github.event.workflow_run.pull_requests[0].number || github.event.workflow_run.head_branch || github.event.check_run.pull_requests[0].number || github.event.check_run.check_suite.head_branch || inputs.issue }}"

on:
  issues:
    types: [labeled, unlabeled]
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
`;

/** The action-only workflow from its `check_run` trigger to its write permissions. */
export const ACTION_ONLY_DISPATCH = `  # A failed check run of CI that is not GitHub Actions (CircleCI, Buildkite, …) on that head. Every
  # completed check run of another app creates a workflow run here, whose job the \`if:\` below skips
  # unless the check failed on a \`ralph/issue-\` branch. GitHub starts none for its own Actions jobs,
  # nor for a check on a commit the workflow token pushed (docs/setup.md). Delete these two lines
  # when all your CI runs in GitHub Actions.
  check_run:
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
        description: The failed check of that pull request's head a run is from (set by the action for a relay's next leg)
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
export const ACTION_ONLY_JOB = `
jobs:
  ralph:
    # Skips cheaply, before a runner starts: only the trigger label (added, or removed to stop), a
    # comment whose first line starts with the command (after white space only), a review requesting
    # changes on a Ralph pull request of this repository (a fork's starts nothing), a CI workflow
    # run that failed or timed out on a \`ralph/issue-\` branch of this repository (not a fork's, not
    # a cancelled one), a check run of another app (not GitHub Actions: its job counts through its
    # workflow run) that failed or timed out on such a branch (a fork's commit names no branch), and
    # dispatches; never a bot's comment or review. Who may ask is the action's
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
       startsWith(github.event.workflow_run.head_branch, 'ralph/issue-')) ||
      (github.event_name == 'check_run' && github.event.check_run.app.slug != 'github-actions' &&
       contains(fromJSON('["failure", "timed_out"]'), github.event.check_run.conclusion) &&
       startsWith(github.event.check_run.check_suite.head_branch, 'ralph/issue-'))
    # One running run per branch, never cancelled by a second trigger (the action refuses duplicates
    # itself, and answers a trigger that waited behind a live run). Set on the job, not the
    # workflow: a workflow-level group is joined by every workflow run, also one whose job this
    # \`if:\` skips (a plain comment would wait in the group and replace the trigger waiting there); a
    # job-level group only by a job that runs. GitHub keeps one pending job per group by default
    # (\`queue: single\`): a newer one replaces a job still waiting there, which then never runs. So
    # only starts wait in the branch's \`run\` group: a label, a dispatch, \`/ralph\` or \`/ralph
    # rounds=N\` on its own first line, and a review requesting changes, each from an owner, member
    # or collaborator as \`author_association\` shows them, and a failed CI run or check run on the
    # branch. The group is named by the run's branch, so a review's or a failed check's run on the
    # pull request waits behind the issue's (expressions cannot read N out of a \`/ralph\` comment's
    # pull request, whose group is its own). Relay legs get a group of their own: a leg waiting in the \`run\` group
    # would be replaced by the next trigger, and its dispatch lost. Everything else that runs (a
    # stop, a note, a malformed command, a comment that starts with white space, a command from
    # someone whose association shows no membership) gets a group of its own workflow run: it never
    # waits behind the live run it is meant for, nor replaces a start waiting in the \`run\` group. A
    # review's run that meets a live relay run (a leg in progress, or one handed off and waiting for
    # its next leg) gets a one-line reply and starts nothing: submit the review again, or comment
    # \`/ralph\`, after that run ends.
    concurrency:
      group: >-
        ralph-\${{ github.event.pull_request.head.ref || github.event.workflow_run.head_branch || github.event.check_run.check_suite.head_branch || format('ralph/issue-{0}', github.event.issue.number || inputs.issue) }}-\${{
        inputs.relay-run && 'relay' ||
        (github.event_name == 'workflow_dispatch' || github.event_name == 'workflow_run' || github.event_name == 'check_run' ||
         github.event.action == 'labeled' ||
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

/** The workflow for App-started runs up to its job's `steps:`. */
export const APP_HEAD = `name: ralph
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
