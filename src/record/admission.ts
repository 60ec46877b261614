/** Why a trigger must not start a run, weighed against the record's runs by the one liveness rule. */
import { deadRun, liveRun, type LegStates } from "./liveness.js";
import type { TrackedRun } from "./tracking-schema.js";

/** A trigger as {@link runConflict} weighs it: its key, when it arrived, and its comment's id. */
export interface ArrivedTrigger {
  key: string;
  at: Date;
  commentId?: number | null;
}

/** What {@link runConflict} weighs a trigger against besides the runs. */
export interface ConflictContext {
  now: Date;
  legs: LegStates;
  /** The id of the newest round or final comment run `run` posted, or null. */
  lastPosted?: (run: string) => number | null;
}

/**
 * Why a new run must not start, or null: the same trigger was handled already (unless its run ended
 * `error`, or is dead: a second delivery then goes on with its work); a run is live; or the trigger
 * arrived while another run was live, and waited in the concurrency group's queue until it ended.
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
 * Whether `trigger` arrived between `run`'s start and its last heartbeat, at GitHub's whole-second
 * precision. In the very second the run ended, a trigger comment counts as earlier when its id is
 * below that of a comment the run posted (GitHub's comment ids grow); any other trigger as later.
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
