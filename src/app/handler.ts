import type { Logger, ProbotOctokit } from "probot";
import { permissionOf } from "../github/access.js";
import type { CompletedCheck } from "../core/ci-fix.js";
import { readCompletedCheck } from "../github/check-event.js";
import { readTrustedMarker } from "../github/markers.js";
import { ciFixCapText } from "../render/replies.js";
import { decideOnPullRequest, renderCiFixCapComment } from "../record/ci-fix-record.js";
import { awaitingNextLeg } from "../record/liveness.js";
import { readConversationRuns } from "../record/run-record.js";
import { HANDED_OFF } from "../record/tracking-schema.js";
import { MalformedEventError } from "../github/trigger.js";
import { readDispatchRefusal } from "../github/dispatch-refusal.js";
import { getPullRequest, postOnceByBody, reactWithEyes, readComments } from "../github/thread.js";
import { dispatchRun, runTitle } from "../github/workflow-dispatch.js";
import { cancelWorkflowRun, unfinishedWorkflowRuns, type ListedWorkflowRun } from "../github/workflow-runs.js";
import {
  checkDispatchInputs,
  plan,
  readCheckScope,
  readEvent,
  type EventScope,
  type Plan,
  type ReactionTarget,
  type Reading,
  type DispatchInputs,
} from "./decide.js";
import {
  alreadyRunningText,
  dispatchFailedText,
  handedOffStopText,
  missingWorkflowText,
  NO_LIVE_RUN_TEXT,
  reply,
  workflowRefusedText,
  type ReplyReason,
} from "./messages.js";
import type { AppSettings } from "./settings.js";

export interface EventContext {
  name: string;
  payload: unknown;
  octokit: ProbotOctokit;
  log: Logger;
}

export interface HandlerDeps {
  settings: AppSettings;
  /** `<slug>[bot]`, whose reply markers are trusted. */
  botLogin: () => Promise<string>;
}

/** Handles a label, a comment, a review or a completed check (docs/app.md). */
export async function handleEvent(context: EventContext, deps: HandlerDeps): Promise<void> {
  let reading: Reading;
  try {
    const check = readCompletedCheck(context.name, context.payload);
    if (check !== null) return await handleCompletedCheck(context, deps, check);
    reading = readEvent(context.name, context.payload, deps.settings);
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    context.log.warn(`ignored: ${error.message}`);
    return;
  }
  if (reading.kind === "lookup") {
    // Only the head tells a Ralph pull request from a fork's.
    const { scope, pullRequestNumber } = reading;
    const pullRequest = await getPullRequest(context.octokit, scope, pullRequestNumber);
    reading = readEvent(context.name, context.payload, deps.settings, pullRequest);
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
  // Answered on the pull request it came from; its runs are the issue's.
  const conversation = ask.pullRequest?.number ?? ask.issueNumber;
  await carryOut(decided, new IssueActions(context, deps, { scope, issueNumber: ask.issueNumber, conversation }), actor);
}

/** A completed check, by the action's own rule: dispatch one run, say the cap once, or skip. */
async function handleCompletedCheck(context: EventContext, deps: HandlerDeps, check: CompletedCheck): Promise<void> {
  const scoped = readCheckScope(check, context.payload, deps.settings);
  if (scoped.kind === "ignore") return context.log.info(`ignored: ${scoped.reason}`);
  const { scope, context: rule } = scoped;
  const repo = { owner: scope.owner, repo: scope.repo };
  const decision = await decideOnPullRequest(context.octokit, { repo, check, context: rule, botLogin: deps.botLogin });
  if (decision.kind === "skip") return context.log.info(`ignored: ${decision.reason}`);
  const pullRequest = decision.kind === "capped" ? decision.pullRequest : decision.pull.number;
  const actions = new IssueActions(context, deps, { scope, issueNumber: decision.issueNumber, conversation: pullRequest });
  if (decision.kind === "capped") {
    // The action's marker: one comment per row of runs, whoever says it first.
    context.log.info(`${decision.reason}${decision.capSaid ? "; already said" : ""}`);
    if (decision.capSaid) return;
    const text = ciFixCapText(rule.maxRuns, deps.settings.command);
    return actions.comment(pullRequest, renderCiFixCapComment(text, decision.capMarker));
  }
  const activity = await actions.activity();
  if (activity === "missing-workflow") return actions.explainMissingWorkflow();
  if (activity.kind !== "none")
    return context.log.info(
      `ignored: a run of #${decision.issueNumber} is live (${activity.url ?? "its tracking comment"}); its push brings new checks`,
    );
  context.log.info(`the ${check.kind} "${check.name}" failed on the head of pull request #${pullRequest}: a run from it`);
  return actions.dispatch(checkDispatchInputs(check, decision.issueNumber, pullRequest));
}

async function carryOut(decided: Plan, issue: IssueActions, actor: string): Promise<void> {
  switch (decided.kind) {
    case "reply":
      return issue.reply(decided.reason, decided.text);
    case "start": {
      await issue.react(decided.react);
      const activity = await issue.activity();
      if (activity === "missing-workflow") return issue.explainMissingWorkflow();
      if (activity.kind !== "none") return issue.reply("already-running", alreadyRunningText(activity.url, issue.command));
      return issue.dispatch(decided.inputs);
    }
    case "stop": {
      if (decided.react !== null) await issue.react(decided.react);
      // A relay run between legs is ended by its next leg, never cancelled while it waits (docs/app.md).
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
      const activity = await issue.activity();
      if (activity === "missing-workflow" || activity.kind === "none") return issue.reply("no-live-run", decided.noLiveRun);
      // The live run reads the note between its rounds; the App only acknowledges it.
      return issue.react(decided.react);
    }
  }
}

/** Resends of a write GitHub did not apply, as many as Probot's retry plugin would. */
const RESENDS = 2;

interface LiveRun {
  id: number;
  html_url: string;
}

/** Whether a workflow run is the App's for `issueNumber`, by its run name. */
function ofIssue(run: ListedWorkflowRun, issueNumber: number): boolean {
  const title = runTitle(issueNumber);
  return run.display_title === title || run.name === title;
}

function statusOf(error: unknown): number | null {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
}

class IssueActions {
  readonly command: string;
  readonly triggerLabel: string;
  private readonly repo: { owner: string; repo: string };
  private readonly ref: string;
  private readonly issueNumber: number;
  /** The issue, or the pull request a start came from. */
  private readonly conversation: number;

  constructor(
    private readonly context: EventContext,
    private readonly deps: HandlerDeps,
    { scope, issueNumber, conversation = issueNumber }: { scope: EventScope; issueNumber: number; conversation?: number },
  ) {
    this.issueNumber = issueNumber;
    this.conversation = conversation;
    this.command = deps.settings.command;
    this.triggerLabel = deps.settings.triggerLabel;
    this.repo = { owner: scope.owner, repo: scope.repo };
    this.ref = deps.settings.workflowRef ?? scope.defaultBranch;
  }

  /** Acknowledges with 👀; a failed reaction is only logged, and a resent one adds none. */
  async react(target: ReactionTarget): Promise<void> {
    const { octokit, log } = this.context;
    try {
      await reactWithEyes(octokit, this.repo, target.kind === "issue" ? { issueNumber: this.conversation } : { commentId: target.id });
    } catch (error) {
      log.warn(`could not react to the trigger: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The conversation whose newest run waits for its next relay leg, or null. */
  async handedOffConversation(): Promise<number | null> {
    for (const [number, { runs }] of await this.conversationRuns()) {
      const newest = runs.at(-1);
      if (newest !== undefined && awaitingNextLeg(newest, new Date())) return number;
    }
    return null;
  }

  /** Whether a run of the issue is live (the action's rule), or a start is on its way. */
  async activity(): Promise<{ kind: "live" | "pending"; url: string | null } | { kind: "none" } | "missing-workflow"> {
    const unfinished = await this.liveRuns();
    if (unfinished === "missing-workflow") return unfinished;
    const conversations = [...(await this.conversationRuns()).values()];
    const live = conversations.find((runs) => runs.live !== null)?.live ?? null;
    if (live !== null) {
      const leg = unfinished.find((run) => String(run.id) === (live.leg ?? live.run)) ?? unfinished[0];
      return { kind: "live", url: leg?.html_url ?? null };
    }
    const handedOff = conversations.some(({ runs }) => runs.at(-1)?.state === HANDED_OFF);
    const pending = handedOff ? undefined : unfinished[0];
    return pending !== undefined ? { kind: "pending", url: pending.html_url } : { kind: "none" };
  }

  /** The runs recorded on the conversation and the issue, by number. */
  private async conversationRuns(): Promise<Map<number, Awaited<ReturnType<typeof readConversationRuns>>>> {
    const { octokit } = this.context;
    const botLogin = await this.deps.botLogin();
    const runs = new Map<number, Awaited<ReturnType<typeof readConversationRuns>>>();
    for (const number of new Set([this.conversation, this.issueNumber])) {
      runs.set(number, await readConversationRuns(octokit, { ...this.repo, issueNumber: number }, botLogin, new Date()));
    }
    return runs;
  }

  /** Posts one comment, at most once. */
  async comment(number: number, body: string): Promise<void> {
    const { octokit, log } = this.context;
    await postOnceByBody(octokit, { ...this.repo, issueNumber: number }, body, {
      botLogin: () => this.deps.botLogin(),
      resend: { times: RESENDS, log: (message) => log.warn(`comment on #${number}: ${message}`) },
    });
  }

  async reply(reason: ReplyReason, text: string, detail: string | null = null): Promise<void> {
    await this.comment(this.conversation, reply(reason, text, detail));
  }

  /** The issue's unfinished Ralph workflow runs. */
  async liveRuns(): Promise<LiveRun[] | "missing-workflow"> {
    const runs = await unfinishedWorkflowRuns(this.context.octokit, this.repo, this.deps.settings.workflow);
    return runs === "missing-workflow" ? runs : runs.filter((run) => ofIssue(run, this.issueNumber));
  }

  /** Starts the workflow at most once; a refusal becomes a reply. */
  async dispatch(inputs: DispatchInputs): Promise<void> {
    const { settings } = this.deps;
    const { octokit, log } = this.context;
    try {
      const { issue, rounds, ...carried } = inputs;
      const run = await dispatchRun(
        octokit,
        {
          ...this.repo,
          workflow: settings.workflow,
          ref: this.ref,
          issue: Number(issue),
          rounds: rounds === "" ? null : Number(rounds),
          carried,
          runName: runTitle(this.issueNumber),
        },
        { log: (message) => log.warn(message), resend: { times: RESENDS } },
      );
      const started = run.id !== null ? `workflow run ${run.id} (${run.htmlUrl ?? ""})` : "a workflow run (GitHub did not say which)";
      log.info(`started ${settings.workflow} on ${this.ref} for #${this.issueNumber}: ${started}`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return this.explainMissingWorkflow();
      if (status === null || status >= 500) throw error;
      const refusal = readDispatchRefusal(error);
      if (refusal !== null) {
        const text = workflowRefusedText(settings.workflow, this.ref, refusal, this.command);
        return this.explainOnce("workflow-refused", refusal.message, text);
      }
      const message = error instanceof Error ? error.message : String(error);
      await this.reply("dispatch-failed", dispatchFailedText(settings.workflow, this.ref, status, message));
    }
  }

  async explainMissingWorkflow(): Promise<void> {
    await this.explainOnce("missing-workflow", null, missingWorkflowText(this.deps.settings.workflow, this.ref));
  }

  /** Replies unless the App's same reply is there: what only the maintainer can fix is said once. */
  private async explainOnce(reason: ReplyReason, detail: string | null, text: string): Promise<void> {
    const { octokit, log } = this.context;
    const botLogin = await this.deps.botLogin();
    const { comments } = await readComments(octokit, { ...this.repo, issueNumber: this.conversation });
    const said = comments.some((comment) => {
      const marker = readTrustedMarker(comment, "reply", botLogin);
      return marker?.["reason"] === reason && (detail === null || marker["detail"] === detail);
    });
    if (said) {
      log.info(`#${this.conversation}: ${reason} (${this.deps.settings.workflow}); already explained there`);
      return;
    }
    await this.reply(reason, text, detail);
  }

  /** Cancels a run; one that completed meanwhile (409) is left as it is. */
  async cancel(runId: number): Promise<void> {
    if ((await cancelWorkflowRun(this.context.octokit, this.repo, runId)) === "cancelled")
      this.context.log.info(`cancelled workflow run ${runId} of #${this.issueNumber}`);
  }
}
