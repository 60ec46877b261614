/** The workflow runs that start nothing: a stop or a note for the live run, a malformed command, a skip. */
import * as core from "@actions/core";
import type { RalphOctokit } from "../github/client.js";
import { logLine, safeText } from "../core/sanitize.js";
import { acknowledge } from "../github/issues.js";
import { IssueThread } from "../github/thread.js";
import type { Trigger } from "../github/trigger.js";
import { noLiveRunForNote } from "../render/replies.js";
import { liveRunOn } from "../record/run-record.js";
import type { ActionInputs } from "./inputs.js";
import { liveRunOnOtherConversation } from "./run/index.js";
import type { RunnerContext } from "./runner.js";

export interface RequestContext {
  octokit: RalphOctokit;
  runner: RunnerContext;
  inputs: ActionInputs;
  thread: IssueThread;
}

type Stop = Extract<Trigger, { kind: "stop" }>;
type Note = Extract<Trigger, { kind: "note" }>;
type Refuse = Extract<Trigger, { kind: "refuse" }>;

/** Ends a workflow run that starts nothing; `reason` may echo untrusted names, so it is one log line. */
export function skip(reason: string): void {
  core.info(logLine(`Ralph skipped: ${reason}`, []));
  core.setOutput("outcome", "skipped");
}

export function ownComment(inputs: ActionInputs, runner: RunnerContext): { botLogin: string; runId: string } {
  return { botLogin: inputs["bot-login"], runId: runner.runId };
}

export async function refuseCommand(context: RequestContext, trigger: Refuse): Promise<void> {
  await context.thread.postOwn("reply", { reason: "command" }, trigger.reply, ownComment(context.inputs, context.runner));
  skip("the command was malformed");
}

/**
 * `/ralph stop` or the label's removal: a trusted `stop` marker where the live run talks.
 * @throws Octokit's error when the record cannot be read or the marker not posted.
 */
export async function requestStop(context: RequestContext, trigger: Stop): Promise<void> {
  const { octokit, runner, inputs, thread } = context;
  const target = await liveRunThread(context, trigger);
  if (target === null) {
    // Removing the label after a run is routine; a `/ralph stop` deserves an answer.
    if (trigger.source === "command") {
      await thread.postOwn(
        "reply",
        { reason: "no-live-run" },
        "There is no live Ralph run on this issue to stop.",
        ownComment(inputs, runner),
      );
    }
    return skip("there is no live run on this issue to stop");
  }
  if (trigger.commentId !== null) await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  const why = trigger.source === "command" ? `\`${inputs.command} stop\`` : `the \`${inputs["trigger-label"]}\` label was removed`;
  const who = safeText(`@${trigger.actor.login}`, []);
  await target.postOwn(
    "stop",
    { by: trigger.actor.login },
    `Stopping the live Ralph run on this issue after its current round (${why}, by ${who}).`,
    ownComment(inputs, runner),
  );
  core.info(`Ralph stop requested by ${trigger.actor.login}`);
  core.setOutput("outcome", "skipped");
}

/** `/ralph note <text>`: 👀 and left for the live run's next round, else one reply. @throws Octokit's error. */
export async function requestNote(context: RequestContext, trigger: Note): Promise<void> {
  const { octokit, runner, inputs, thread } = context;
  if ((await liveRunThread(context, trigger)) === null) {
    await thread.postOwn("reply", { reason: "no-live-run" }, noLiveRunForNote(inputs.command), ownComment(inputs, runner));
    return skip("there is no live run on this issue for the note");
  }
  await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  core.info(`Ralph note from ${trigger.actor.login} left for the live run's next round`);
  core.setOutput("outcome", "skipped");
}

/** Where the live run talks; null for none. */
async function liveRunThread(context: RequestContext, trigger: Stop | Note): Promise<IssueThread | null> {
  const { octokit, runner, inputs, thread } = context;
  if (await liveRunOn(octokit, thread, runner, inputs)) return thread;
  const other = await liveRunOnOtherConversation(octokit, runner, inputs, {
    issueNumber: trigger.issueNumber,
    fromPullRequest: trigger.pullRequest !== undefined,
  });
  return other === null ? null : new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: other });
}
