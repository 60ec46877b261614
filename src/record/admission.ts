import { deadRun, liveRun, type LegStates } from "./liveness.js";
import type { TrackedRun } from "./tracking-schema.js";

export interface ArrivedTrigger {
  key: string;
  at: Date;
  commentId?: number | null;
}

export interface ConflictContext {
  now: Date;
  legs: LegStates;
  /** The newest round or final comment id `run` posted, or null. */
  lastPosted?: (run: string) => number | null;
}

/**
 * Why a trigger must not start a run, or null: it was handled (by a run not dead nor `error`), a run is
 * live, or it waited in the concurrency queue while another ran (docs/design.md, 'One run per issue').
 */
export function runConflict(runs: readonly TrackedRun[], trigger: ArrivedTrigger, context: ConflictContext): string | null {
  const { now, legs } = context;
  const dead = (run: TrackedRun) => deadRun(run, legs, now);
  const same = runs.find((run) => run.trigger === trigger.key && !dead(run) && run.state !== "error");
  if (same !== undefined) return `this trigger (${trigger.key}) was already handled by workflow run ${same.run}`;
  const live = liveRun(runs, legs, now);
  if (live !== null) return `workflow run ${live.run} is already running on this issue`;
  // The run this very trigger started is not one it arrived during (a redelivery after `error`).
  const during = runs.find((run) => run.trigger !== trigger.key && !dead(run) && arrivedDuring(run, trigger, context.lastPosted));
  if (during !== undefined) return `the trigger arrived while workflow run ${during.run} was running on this issue`;
  return null;
}

/**
 * Whether `trigger` arrived during `run`, to GitHub's whole second; in the run's last second, a comment
 * is earlier when its id is below one the run posted (comment ids grow).
 */
function arrivedDuring(run: TrackedRun, trigger: ArrivedTrigger, lastPosted?: (run: string) => number | null): boolean {
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
  const at = trigger.at.getTime();
  const ended = second(run.heartbeat);
  if (at < second(run.started) || at > ended) return false;
  if (at < ended) return true;
  const posted = lastPosted?.(run.run) ?? null;
  return trigger.commentId != null && posted !== null && trigger.commentId < posted;
}
