/**
 * The one rule for "is a run live" (design contract: one run per issue at a time), used by the
 * action's run record (`run-record.ts`: admit a trigger, take a dead run over) and by the App
 * (`app/handler.ts`: start, stop, note). A run is live while
 * - its tracking comment says `running`, the workflow run carrying it has not ended (the Actions
 *   API's `completed`), and its heartbeat is younger than {@link STALE_AFTER_MS}; or
 * - it is handed off to its next relay leg (issue 11) within {@link HANDOFF_GRACE_MS}.
 * The App, which reads no tracking comment before a start, asks the Actions API instead: a
 * workflow run named for the issue that has not completed carries a live run
 * ({@link liveWorkflowRun}).
 */
import { runTitle } from "../github/workflow-dispatch.js";
import type { ListedWorkflowRun } from "../github/workflow-runs.js";
import { HANDED_OFF, type TrackedRun } from "./tracking-schema.js";

/** How often a live run refreshes its tracking comment's heartbeat, in ms. */
export const HEARTBEAT_MS = 5 * 60_000;
/** A `running` tracking comment whose heartbeat is older than this no longer blocks a new run (ms). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/**
 * How long a handed-off run counts as live while its next leg has not picked it up (ms): the
 * dispatched workflow run may wait for a runner. Past it the dispatch counts as lost, and the next
 * trigger takes the run over (resume).
 */
export const HANDOFF_GRACE_MS = 30 * 60_000;

/** The workflow run carrying a run now: its relay leg, or the run itself. */
export function legOf(marker: TrackedRun): string {
  return marker.leg ?? marker.run;
}

/**
 * The workflow runs that tracking comments still show `running`, each once, oldest first: the runs
 * to ask the Actions API about (see `workflowRunEnded`) before calling {@link runConflict}. For a
 * relay run this is its current leg.
 */
export function runningRuns(markers: readonly TrackedRun[]): string[] {
  return [...new Set(markers.filter((marker) => marker.state === "running").map(legOf))];
}

/**
 * Whether a run is dead, so that a trigger takes it over: `running` while the workflow run
 * carrying it has ended (its runner was lost), or handed off longer than {@link HANDOFF_GRACE_MS}
 * ago without a leg picking it up (the dispatch was lost).
 */
export function deadRun(marker: TrackedRun, now: Date, endedRuns: ReadonlySet<string>): boolean {
  if (marker.state === "running") return endedRuns.has(legOf(marker));
  return marker.state === HANDED_OFF && age(marker, now) >= HANDOFF_GRACE_MS;
}

/** How long ago the marker's heartbeat was, in ms (NaN when it is not a time). */
function age(marker: TrackedRun, now: Date): number {
  return now.getTime() - Date.parse(marker.heartbeat);
}

/**
 * Whether a relay run waits for its next leg (issue 11): handed off less than
 * {@link HANDOFF_GRACE_MS} ago. Such a run is live: a second trigger meanwhile starts no parallel
 * run, and a stop is left for the next leg to read (cancelling a leg that waits for a runner would
 * leave the run handed off, ended by nobody).
 */
export function awaitingNextLeg(marker: TrackedRun, now: Date): boolean {
  return marker.state === HANDED_OFF && age(marker, now) < HANDOFF_GRACE_MS;
}

/**
 * Whether one run is live (see {@link liveRun}): `running`, the workflow run carrying it not among
 * `endedRuns`, its heartbeat younger than `staleAfterMs`; or {@link awaitingNextLeg}.
 */
export function isLive(marker: TrackedRun, now: Date, staleAfterMs: number, endedRuns: ReadonlySet<string>): boolean {
  return (marker.state === "running" && !endedRuns.has(legOf(marker)) && age(marker, now) < staleAfterMs) || awaitingNextLeg(marker, now);
}

/** A trigger as {@link runConflict} weighs it: its key, when it arrived, and its comment's id (null: not a comment). */
export interface ArrivedTrigger {
  key: string;
  at: Date;
  commentId?: number | null;
}

/** What {@link runConflict} weighs a trigger against besides the markers. */
export interface ConflictContext {
  now: Date;
  staleAfterMs: number;
  /** Workflow runs the Actions API says have ended (default: none known). */
  endedRuns?: ReadonlySet<string>;
  /** The id of the newest comment run `run` posted (a round or final comment), or null (default: none known). */
  lastPosted?: (run: string) => number | null;
}

/**
 * Why a new run must not start, or null:
 * - the same trigger was already handled (a webhook delivered twice), unless that run ended `error`:
 *   the bot could not go on (e.g. the git host failed), so a second delivery goes on with its work;
 * - a run on the issue is live: still `running`, with a heartbeat younger than `staleAfterMs`
 *   (a run whose runner vanished stops counting once its heartbeat is stale);
 * - the trigger arrived while another run was live (see {@link arrivedDuring}): with a per-issue
 *   concurrency group such a trigger waits in the queue until that run ended, and must not start a
 *   second run then.
 * A run whose tracking comment still says `running` although its workflow run ended is dead (its
 * runner was lost): it is not live whatever its heartbeat says, it did not finish the trigger it
 * handled (a second delivery of that trigger resumes its work), and a trigger queued behind it may start.
 */
export function runConflict(markers: readonly TrackedRun[], trigger: ArrivedTrigger, context: ConflictContext): string | null {
  const { now, staleAfterMs, endedRuns = new Set<string>() } = context;
  const dead = (marker: TrackedRun) => deadRun(marker, now, endedRuns);
  const same = markers.find((marker) => marker.trigger === trigger.key && !dead(marker) && marker.state !== "error");
  if (same !== undefined) return `this trigger (${trigger.key}) was already handled by workflow run ${same.run}`;
  const live = liveRun(markers, now, staleAfterMs, endedRuns);
  if (live !== null) return `workflow run ${live.run} is already running on this issue`;
  // The run this very trigger started is not one it arrived during (a redelivery after `error`).
  const during = markers.find(
    (marker) => marker.trigger !== trigger.key && !dead(marker) && arrivedDuring(marker, trigger, context.lastPosted),
  );
  if (during !== undefined) return `the trigger arrived while workflow run ${during.run} was running on this issue`;
  return null;
}

/**
 * Whether `trigger` arrived while `marker`'s run was live, from its start to its end (its last
 * heartbeat). GitHub's timestamps have whole seconds, so they are compared at that precision; in
 * the very second the run ended the order is unknown by time: a trigger comment then counts as
 * earlier when its id is below that of a comment the run posted (`lastPosted`, GitHub's comment ids
 * grow), and any other trigger as later, starting a run rather than being lost.
 */
function arrivedDuring(marker: TrackedRun, trigger: ArrivedTrigger, lastPosted?: (run: string) => number | null): boolean {
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
  const at = trigger.at.getTime();
  const ended = second(marker.heartbeat);
  if (at < second(marker.started) || at > ended) return false;
  if (at < ended) return true;
  const posted = lastPosted?.(marker.run) ?? null;
  return trigger.commentId != null && posted !== null && trigger.commentId < posted;
}

/**
 * Whether any run on the issue is live (see {@link runConflict}): `running`, the workflow run
 * carrying it not among `endedRuns`, its heartbeat fresh; or handed off to its next relay leg
 * within {@link HANDOFF_GRACE_MS} (so a second trigger meanwhile starts no parallel run).
 */
export function liveRun(
  markers: readonly TrackedRun[],
  now: Date,
  staleAfterMs: number,
  endedRuns: ReadonlySet<string> = new Set(),
): TrackedRun | null {
  return markers.find((marker) => isLive(marker, now, staleAfterMs, endedRuns)) ?? null;
}

/**
 * Whether a listed workflow run carries a live run of issue `issueNumber`, by the Actions API's
 * evidence alone: it has not completed (queued, waiting or in progress: as `workflowRunEnded`, a run
 * ends when it is `completed`), and its run name is the one the App dispatches the issue's runs with
 * (`Ralph #N`, see `runTitle`).
 */
export function liveWorkflowRun(run: ListedWorkflowRun, issueNumber: number): boolean {
  const title = runTitle(issueNumber);
  return run.status !== "completed" && (run.display_title === title || run.name === title);
}
