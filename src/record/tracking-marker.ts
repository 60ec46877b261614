/**
 * The tracking comment's marker: what a run's tracking comment records of it (its identity,
 * trigger, state, times, rounds, relay legs, spend), read back from the issue's comments.
 */
import * as z from "zod";
import { readTrustedMarker, type CommentLike } from "../github/markers.js";
import { parseRunState, type RunState } from "../core/state.js";

/**
 * The state a tracking comment's marker carries (design contract: one tracking
 * comment per run, edited as rounds finish). `state` is `running` until the run
 * ends, then the outcome. `heartbeat` is refreshed while the run is alive.
 */
export const TrackingMarker = z.object({
  run: z.string(),
  issue: z.number(),
  /** What started the run (see {@link triggerKey}); a second delivery of the same event starts nothing. */
  trigger: z.string(),
  state: z.string(),
  /** ISO time the run started. */
  started: z.string(),
  /** ISO time of the last sign of life; once the run ended, when it ended. */
  heartbeat: z.string(),
  /** The last round the run finished (0 before the first); absent in markers written before it was added. */
  round: z.number().optional(),
  /**
   * Relay mode (issue 11): the workflow run carrying the run now; absent when that is `run` itself
   * (`run` stays the first workflow run's id, the run's identity across the relay).
   */
  leg: z.string().optional(),
  /**
   * Relay mode: the latest workflow runs that carried the run (at most {@link CHECKLIST_ROWS}),
   * oldest first, separated by commas.
   */
  legs: z.string().optional(),
  /**
   * Relay mode: how many workflow runs carried the run before the ones `legs` lists; absent: none.
   * A run may have up to `max-rounds-limit` legs, and a list of them all outgrows the comment.
   */
  legsBefore: z.number().optional(),
  /** The cost the agent reported over the whole run so far, in US dollars; absent when none was reported. */
  spent: z.number().optional(),
  /** The agent's usage over the whole run so far, as JSON of a `UsageReport`; absent when it reported none. */
  usage: z.string().optional(),
  /** Relay mode: when the last leg read the issue's new comments (ISO); the next leg reads stop requests and notes from then. */
  looked: z.string().optional(),
});
export type TrackingMarker = z.infer<typeof TrackingMarker>;

/** A comment as listed by the REST API, reduced to what the tracking logic reads. */
export interface ListedComment extends CommentLike {
  id: number;
  created_at: string;
}

/** The trusted tracking markers among an issue's comments, oldest first. */
export function trackingMarkers(comments: readonly ListedComment[], botLogin: string): TrackingMarker[] {
  const markers: TrackingMarker[] = [];
  for (const comment of comments) {
    const parsed = TrackingMarker.safeParse(readTrustedMarker(comment, "tracking", botLogin));
    if (parsed.success) markers.push(parsed.data);
  }
  return markers;
}

/**
 * The state of a relay run between two legs (issue 11): its leg saved and reported a `continue`
 * round and dispatched the next leg; `heartbeat` is when it dispatched.
 */
export const HANDED_OFF = "handed-off";

/**
 * The newest run state a trusted comment of the bot carries, or null. A marker that
 * does not parse as a run state is ignored.
 */
export function latestRunState(comments: readonly ListedComment[], botLogin: string): RunState | null {
  for (const comment of [...comments].reverse()) {
    const marker = readTrustedMarker(comment, "state", botLogin);
    if (marker === null || typeof marker.state !== "string") continue;
    const parsed = parseRunState(marker.state);
    if (parsed.ok) return parsed.state;
  }
  return null;
}

/** The event that started a run, as a stable key: the same delivery always gives the same key. */
export function triggerKey(trigger: {
  source: string;
  commentId: number | null;
  reviewId?: number | null;
  issueUpdatedAt: string | null;
  runId: string;
}): string {
  if (trigger.commentId !== null) return `comment:${trigger.commentId}`;
  if (trigger.reviewId !== undefined && trigger.reviewId !== null) return `review:${trigger.reviewId}`;
  if (trigger.source === "label" && trigger.issueUpdatedAt !== null) return `label:${trigger.issueUpdatedAt}`;
  return `run:${trigger.runId}`;
}
