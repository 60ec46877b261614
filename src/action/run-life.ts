/** What a started run carries from its start to its ending, and its tracking comment as it stands. */
import * as core from "@actions/core";
import type { AgentUsage, RoundRecord } from "../core/ports.js";
import { sanitize } from "../core/sanitize.js";
import type { RunState } from "../core/state.js";
import { addUsage, sumUsage } from "../core/usage.js";
import type { RenderContext } from "../render/text.js";
import type { RoundComments } from "../github/round-comments.js";
import type { IssueThread } from "../github/thread.js";
import { carriedRoundCount, type Carried, type TrackingView } from "../github/tracking.js";
import type { Workspace } from "../workspace/workspace.js";
import type { IssueRunRequest } from "./issue-run.js";
import type { RunRecord } from "./run-record.js";

/** A started run: its request, where it talks on GitHub, and what it learned so far (null until known). */
export interface RunLife extends IssueRunRequest {
  ctx: RenderContext;
  thread: IssueThread;
  record: RunRecord;
  /** The trigger's key (see `triggerKey`), kept in the tracking marker. */
  key: string;
  startedAt: Date;
  /** The issue's title once read; `#N` before. */
  issueTitle: string;
  reporter: RoundComments;
  /** The state after the last finished round (or the one taken over), for the tracking comment's marker. */
  runState: RunState | null;
  workspace: Workspace | null;
  baseBranch: string | null;
  /** The base branch's head when the workspace was prepared. */
  baseSha: string | null;
  /** What earlier workflow runs of the run left: finished rounds' lines, spend, relay legs. */
  carried: Carried;
  /**
   * The branch's other conversation (the issue for a run from its pull request, else the issue's
   * open Ralph pull request, if any): stop requests and notes left there reach the run too.
   */
  otherConversation: number | null;
}

/** What the tracking comment shows now: `state` is `running` or the outcome. */
export function trackingView(
  life: RunLife,
  state = "running",
  pullRequestUrl: string | null = null,
  ending: string | null = null,
): TrackingView {
  return {
    trigger: life.key,
    state,
    issueTitle: life.issueTitle,
    rounds: life.reporter.posted,
    startedAt: life.startedAt,
    now: new Date(),
    pullRequestUrl,
    ending,
    runState: life.runState,
    carried: life.carried,
  };
}

/** Writes the tracking comment as it stands; never throws (a failed edit is a warning in the job log, and the answer false). */
export function writeTracking(
  life: RunLife,
  state: string,
  pullRequestUrl: string | null = null,
  ending: string | null = null,
): Promise<boolean> {
  return life.record.write(trackingView(life, state, pullRequestUrl, ending), life.ctx, (message) =>
    core.warning(sanitize(message, life.secrets)),
  );
}

/** What the whole run did so far (issue 18: one run, one word), across every workflow run that carried it. */
export interface RunTotals {
  /** Its rounds: those the earlier workflow runs' tracking checklist carried, and this one's. */
  rounds: number;
  /** The agent's usage over them (with what a dead run it took over used, as its budget counts it). */
  usage: AgentUsage;
  /** The wall time since the run started (in relay mode, in its first workflow run), in ms. */
  elapsedMs: number;
}

/**
 * The whole run's totals as the tracking comment counts them, from what earlier workflow runs
 * carried over and `rounds`, this workflow run's: the final comment, the job log and the step's
 * outputs say the same.
 */
export function runTotals(life: RunLife, rounds: readonly RoundRecord[]): RunTotals {
  return {
    rounds: carriedRoundCount(life.carried.earlierRounds) + rounds.length,
    usage: addUsage(life.carried.usageBefore, sumUsage(rounds)),
    elapsedMs: Date.now() - life.startedAt.getTime(),
  };
}
