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

/** Ends a workflow run that starts nothing; `reason` may echo untrusted names, so it is logged as one line. */
export function skip(reason: string): void {
  core.info(logLine(`Ralph skipped: ${reason}`, []));
  core.setOutput("outcome", "skipped");
}

/** Who posts this workflow run's one-off comments, and its id, by which a post is found again (see `IssueThread.postOwn`). */
export function ownComment(inputs: ActionInputs, runner: RunnerContext): { botLogin: string; runId: string } {
  return { botLogin: inputs["bot-login"], runId: runner.runId };
}

/**
 * Handles `/ralph stop` or the trigger label's removal in a workflow run of its own:
 * posts a trusted `stop` marker that the live run finds between rounds, on the conversation it
 * talks on (the issue, or its Ralph pull request, whichever the stop was not asked on when the
 * live run is there).
 */
export async function requestStop(
  octokit: RalphOctokit,
  runner: RunnerContext,
  trigger: Extract<Trigger, { kind: "stop" }>,
  thread: IssueThread,
  inputs: ActionInputs,
): Promise<void> {
  let target: IssueThread | null = (await liveRunOn(octokit, thread, runner, inputs)) ? thread : null;
  if (target === null) {
    // The live run on the issue's branch may talk on the other conversation (the issue, or its Ralph pull request).
    const other = await liveRunOnOtherConversation(octokit, runner, inputs, {
      issueNumber: trigger.issueNumber,
      fromPullRequest: trigger.pullRequest !== undefined,
    });
    if (other !== null) target = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: other });
  }
  if (target === null) {
    // Removing the label after a run ended is routine: say nothing. A `/ralph stop` deserves an answer.
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

/**
 * Handles `/ralph note <text>` in a workflow run of its own (issue 11): with a live run on the
 * issue, reacts 👀 and posts nothing else; the comment stays where the live run reads it between
 * rounds, and its next round's prompt carries the note. With no live run, one line says so.
 */
export async function requestNote(
  octokit: RalphOctokit,
  runner: RunnerContext,
  trigger: Extract<Trigger, { kind: "note" }>,
  thread: IssueThread,
  inputs: ActionInputs,
): Promise<void> {
  // The live run on the issue's branch also reads notes left on its other conversation (the issue, or its Ralph pull request).
  const live =
    (await liveRunOn(octokit, thread, runner, inputs)) ||
    (await liveRunOnOtherConversation(octokit, runner, inputs, {
      issueNumber: trigger.issueNumber,
      fromPullRequest: trigger.pullRequest !== undefined,
    })) !== null;
  if (!live) {
    await thread.postOwn("reply", { reason: "no-live-run" }, noLiveRunForNote(inputs.command), ownComment(inputs, runner));
    return skip("there is no live run on this issue for the note");
  }
  await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  core.info(`Ralph note from ${trigger.actor.login} left for the live run's next round`);
  core.setOutput("outcome", "skipped");
}
