import type { RoundReport } from "./report.js";

/** One git trailer (`Key: value`), as `git interpret-trailers --parse` reads it back. */
export interface CommitTrailer {
  /** Letters, digits and `-` only, e.g. `Ralph-Round`. */
  key: string;
  /** One line. */
  value: string;
}

/** What the loop asks the workspace to record for a round: the message and the trailers that end it. */
export interface RoundCommit {
  /** `Round N: <summary>` or `Round N failed: <why>`; the agent's text, not yet sanitized. */
  message: string;
  /** `Ralph-Run` (when the run has a link) and `Ralph-Round: N/M`, in this order. */
  trailers: CommitTrailer[];
}

/**
 * The round's commit (issue 12, the reviewer's view): the message names the round and what the
 * agent reported (or why the round failed); the trailers `Ralph-Run: <runLink>` (left out when
 * `runLink` is null, e.g. a local CLI run has no workflow run) and `Ralph-Round: <round>/<maxRounds>`
 * tie the commit to its run. The workspace writes the trailers as the message's last paragraph.
 */
export function roundCommit(
  round: number,
  maxRounds: number,
  report: RoundReport | null,
  failure: string | null,
  runLink: string | null,
): RoundCommit {
  const message = failure !== null || report === null ? `Round ${round} failed: ${failure}` : `Round ${round}: ${report.summary}`;
  const trailers: CommitTrailer[] = [];
  if (runLink !== null) trailers.push({ key: "Ralph-Run", value: runLink });
  trailers.push({ key: "Ralph-Round", value: `${round}/${maxRounds}` });
  return { message, trailers };
}
