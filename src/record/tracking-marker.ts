/** The tracking marker, read in this or an earlier release's format, from trusted comments only. */
import { readTrustedMarker, renderMarker, type CommentLike } from "../github/markers.js";
import { readLegacyTracking } from "./legacy-tracking.js";
import { TRACKING_VERSION, TrackingMarker, type TrackedRun, type TrackingShown } from "./tracking-schema.js";

/** A comment as the REST API lists it. */
export interface ListedComment extends CommentLike {
  id: number;
  created_at: string;
}

export function renderTrackingMarker(run: TrackedRun & { shown: TrackingShown }): string {
  const marker: TrackingMarker = { version: TRACKING_VERSION, ...run };
  return renderMarker("tracking", marker);
}

/** null for none. */
export function readTrackingMarker(comment: CommentLike, botLogin: string): TrackedRun | null {
  const data = readTrustedMarker(comment, "tracking", botLogin);
  if (data === null) return null;
  if (data["version"] === undefined) return readLegacyTracking(data, comment.body ?? "");
  const parsed = TrackingMarker.safeParse(data);
  if (!parsed.success) return null;
  const { version: _, ...run } = parsed.data;
  return run;
}

/** Oldest first. */
export function trackingMarkers(comments: readonly CommentLike[], botLogin: string): TrackedRun[] {
  return comments.flatMap((comment) => readTrackingMarker(comment, botLogin) ?? []);
}

/** A key the same delivery always gives. */
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
