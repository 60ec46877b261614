/**
 * What a Ralph pull request's comments say about its runs from failed checks (issue 22): how many
 * came in a row, and whether the cap's one comment for this row was said. The action and the App
 * read it alike, so whichever meets the cap first says it, once.
 */
import { consecutiveCheckRuns } from "../core/ci-fix.js";
import { readTrustedMarker } from "../github/markers.js";
import { trackingMarkers, type ListedComment } from "../render/tracking-comment.js";

/** The cap comment's marker data: `row` names the row of runs by its newest run's trigger, which no later check changes. */
export interface CiFixCapMarker {
  reason: "ci-fix-cap";
  row: string;
}

/** The record of the pull request's runs from failed checks. */
export interface CiFixRecord {
  /** Runs from failed checks in a row, newest last (`core/ci-fix.ts`'s count of the tracking comments' triggers). */
  consecutive: number;
  /** The marker the cap's comment for this row carries. */
  capMarker: CiFixCapMarker;
  /** Whether one of `botLogin`'s comments already carries {@link capMarker}. */
  capSaid: boolean;
}

/** Reads {@link CiFixRecord} from the pull request's comments `comments`, trusting only `botLogin`'s markers. */
export function readCiFixRecord(comments: readonly ListedComment[], botLogin: string): CiFixRecord {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker: CiFixCapMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}
