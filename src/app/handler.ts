import type { Logger, ProbotOctokit } from "probot";
import { permissionOf } from "../github/authorization.js";
import { readTrustedMarker } from "../github/markers.js";
import { HANDED_OFF, HANDOFF_GRACE_MS, trackingMarkers } from "../github/tracking.js";
import { MalformedEventError } from "../github/trigger.js";
import { plan, readEvent, runTitle, type EventScope, type Plan, type ReactionTarget, type Reading, type DispatchInputs } from "./decide.js";
import {
  alreadyRunningText,
  dispatchFailedText,
  handedOffStopText,
  missingWorkflowText,
  NO_LIVE_RUN_TEXT,
  reply,
  type ReplyReason,
} from "./messages.js";
import type { AppSettings } from "./settings.js";

/** The parts of Probot's `Context` a handler uses. */
export interface EventContext {
  name: string;
  payload: unknown;
  octokit: ProbotOctokit;
  log: Logger;
}

/** What every event handler shares. */
export interface HandlerDeps {
  settings: AppSettings;
  /** The App's own login (`<slug>[bot]`), whose reply markers are trusted. */
  botLogin: () => Promise<string>;
}

/**
 * Handles `issues.labeled`, `issues.unlabeled`, `issue_comment.created` and
 * `pull_request_review.submitted` (a start from a Ralph pull request; issue 11):
 * read the trigger, check the sender's permission, then reply, start the
 * repository's Ralph workflow, cancel the issue's live run, or acknowledge a
 * note for the live run. A malformed
 * payload is logged and ignored; API failures other than the expected ones
 * propagate to Probot, which logs them and answers the delivery with 500.
 */
export async function handleEvent(context: EventContext, deps: HandlerDeps): Promise<void> {
  let reading: Reading;
  try {
    reading = readEvent(context.name, context.payload, deps.settings);
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    context.log.warn(`ignored: ${error.message}`);
    return;
  }
  if (reading.kind === "lookup") {
    // Only the pull request's head tells a Ralph pull request (and its issue) from a fork's, which starts nothing and gets no reply.
    const { scope, pullRequestNumber } = reading;
    const { data } = await context.octokit.rest.pulls.get({ owner: scope.owner, repo: scope.repo, pull_number: pullRequestNumber });
    reading = readEvent(context.name, context.payload, deps.settings, data);
  }
  if (reading.kind === "ignore") {
    context.log.info(`ignored: ${reading.reason}`);
    return;
  }
  if (reading.kind === "lookup") throw new Error("the pull request was read, yet the event still asks for it");
  const { scope, actor, ask } = reading;
  const held = await permissionOf(context.octokit, { owner: scope.owner, repo: scope.repo }, actor);
  const decided = plan(ask, held, deps.settings);
  context.log.info(`${actor} (${held ?? "no access"}) asked to ${ask.kind} on #${ask.issueNumber}: ${decided.kind}`);
  // What came from a pull request is acknowledged and answered there; its runs are the issue's (`Ralph #N`).
  const conversation = ask.pullRequest?.number ?? ask.issueNumber;
  await carryOut(decided, new IssueActions(context, deps, scope, ask.issueNumber, conversation), actor);
}

async function carryOut(decided: Plan, issue: IssueActions, actor: string): Promise<void> {
  switch (decided.kind) {
    case "reply":
      return issue.reply(decided.reason, decided.text);
    case "start": {
      await issue.react(decided.react);
      const live = await issue.liveRuns();
      if (live === "missing-workflow") return issue.explainMissingWorkflow();
      const running = live[0];
      if (running !== undefined) return issue.reply("already-running", alreadyRunningText(running.html_url, issue.command));
      return issue.dispatch(decided.inputs);
    }
    case "stop": {
      if (decided.react !== null) await issue.react(decided.react);
      // A relay run between two legs (issue 11) is ended by its next leg, which reads a stop
      // marker before its round. Cancelled while it waits for a runner, that leg would never run,
      // and the run would stay handed off, ended by nobody, blocking new runs for the grace period.
      const handedOff = await issue.handedOffConversation();
      if (handedOff !== null) {
        const why = decided.replyWhenNone ? `\`${issue.command} stop\`` : `the \`${issue.triggerLabel}\` label was removed`;
        return issue.comment(handedOff, handedOffStopText(why, actor));
      }
      const live = await issue.liveRuns();
      if (live === "missing-workflow" || live.length === 0) {
        if (decided.replyWhenNone) await issue.reply("no-live-run", NO_LIVE_RUN_TEXT);
        return;
      }
      for (const run of live) await issue.cancel(run.id);
      return;
    }
    case "note": {
      const live = await issue.liveRuns();
      if (live === "missing-workflow" || live.length === 0) return issue.reply("no-live-run", decided.noLiveRun);
      // The live run reads the note between its rounds; the App only acknowledges it.
      return issue.react(decided.react);
    }
  }
}

/** The `status` filter values of GitHub's workflow-run list that mean the run has not completed. */
const LIVE_STATUSES = ["in_progress", "queued", "waiting", "requested", "pending"] as const;

/** A workflow run, reduced to what stopping and replying need. */
interface LiveRun {
  id: number;
  html_url: string;
}

/** The HTTP status of an Octokit request error, or null for any other error. */
function statusOf(error: unknown): number | null {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
}

/** The App's calls on one issue of one repository. */
class IssueActions {
  readonly command: string;
  readonly triggerLabel: string;
  private readonly repo: { owner: string; repo: string };
  private readonly ref: string;

  constructor(
    private readonly context: EventContext,
    private readonly deps: HandlerDeps,
    scope: EventScope,
    private readonly issueNumber: number,
    /** Where the App reacts and replies: the issue, or the pull request a start came from. */
    private readonly conversation: number = issueNumber,
  ) {
    this.command = deps.settings.command;
    this.triggerLabel = deps.settings.triggerLabel;
    this.repo = { owner: scope.owner, repo: scope.repo };
    this.ref = deps.settings.workflowRef ?? scope.defaultBranch;
  }

  /** Acknowledges with 👀; a failed reaction is logged and does not hold up the run. */
  async react(target: ReactionTarget): Promise<void> {
    const { octokit, log } = this.context;
    try {
      if (target.kind === "issue")
        await octokit.rest.reactions.createForIssue({ ...this.repo, issue_number: this.conversation, content: "eyes" });
      else await octokit.rest.reactions.createForIssueComment({ ...this.repo, comment_id: target.id, content: "eyes" });
    } catch (error) {
      log.warn(`could not react to the trigger: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The conversation (the issue, or the pull request the ask came from) whose newest trusted
   * tracking comment shows a relay run handed off to its next leg within the grace period
   * (`HANDOFF_GRACE_MS`: past it the next trigger takes the run over), or null.
   */
  async handedOffConversation(): Promise<number | null> {
    const { octokit } = this.context;
    const botLogin = await this.deps.botLogin();
    for (const number of new Set([this.conversation, this.issueNumber])) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...this.repo, issue_number: number, per_page: 100 });
      const newest = trackingMarkers(comments, botLogin).at(-1);
      if (newest?.state === HANDED_OFF && Date.now() - Date.parse(newest.heartbeat) < HANDOFF_GRACE_MS) return number;
    }
    return null;
  }

  /** Posts one comment on conversation `number` as it is. */
  async comment(number: number, body: string): Promise<void> {
    await this.context.octokit.rest.issues.createComment({ ...this.repo, issue_number: number, body });
  }

  /** Posts one comment on the issue, marked with the reason. */
  async reply(reason: ReplyReason, text: string): Promise<void> {
    await this.context.octokit.rest.issues.createComment({ ...this.repo, issue_number: this.conversation, body: reply(reason, text) });
  }

  /**
   * The issue's runs of the Ralph workflow that have not completed, recognised by their run name;
   * `missing-workflow` when the repository has no such workflow. Every page of each status GitHub
   * uses for a run that has not completed (queued, in progress, waiting, requested, pending) is
   * read, so an issue's live run is found however many runs the repository has.
   */
  async liveRuns(): Promise<LiveRun[] | "missing-workflow"> {
    const title = runTitle(this.issueNumber);
    const { octokit } = this.context;
    try {
      const live: LiveRun[] = [];
      for (const status of LIVE_STATUSES) {
        const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRuns, {
          ...this.repo,
          workflow_id: this.deps.settings.workflow,
          status,
          per_page: 100,
        });
        live.push(...runs.filter((run) => run.status !== "completed" && (run.display_title === title || run.name === title)));
      }
      return live;
    } catch (error) {
      if (statusOf(error) === 404) return "missing-workflow";
      throw error;
    }
  }

  /** Starts the workflow; a refusal becomes a reply, a missing workflow the one explanation. Never retried. */
  async dispatch(inputs: DispatchInputs): Promise<void> {
    const { settings } = this.deps;
    try {
      await this.context.octokit.rest.actions.createWorkflowDispatch({
        ...this.repo,
        workflow_id: settings.workflow,
        ref: this.ref,
        inputs: { ...inputs },
      });
      this.context.log.info(`started ${settings.workflow} on ${this.ref} for #${this.issueNumber}`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return this.explainMissingWorkflow();
      if (status === null || status >= 500) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await this.reply("dispatch-failed", dispatchFailedText(settings.workflow, this.ref, status, message));
    }
  }

  /** Posts the missing-workflow explanation, unless the App already posted it on this issue. */
  async explainMissingWorkflow(): Promise<void> {
    const { octokit, log } = this.context;
    const botLogin = await this.deps.botLogin();
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...this.repo,
      issue_number: this.conversation,
      per_page: 100,
    });
    if (comments.some((comment) => readTrustedMarker(comment, "reply", botLogin)?.["reason"] === "missing-workflow")) {
      log.info(`#${this.issueNumber}: ${this.deps.settings.workflow} is missing; already explained on the issue`);
      return;
    }
    await this.reply("missing-workflow", missingWorkflowText(this.deps.settings.workflow, this.ref));
  }

  /** Cancels a run; one that completed meanwhile (409) is left as it is. */
  async cancel(runId: number): Promise<void> {
    try {
      await this.context.octokit.rest.actions.cancelWorkflowRun({ ...this.repo, run_id: runId });
      this.context.log.info(`cancelled workflow run ${runId} of #${this.issueNumber}`);
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
  }
}
