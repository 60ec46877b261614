import type { RoundReport } from "./report.js";

/** One git trailer (`Key: value`). */
export interface CommitTrailer {
  key: string;
  value: string;
}

export interface RoundCommitMessage {
  /** Not yet sanitized. */
  message: string;
  trailers: CommitTrailer[];
}

/** `runLink` is null for a local run. */
export interface RoundCommitFacts {
  round: number;
  maxRounds: number;
  report: RoundReport | null;
  failure: string | null;
  runLink: string | null;
}

/** With trailers tying the commit to its run. */
export function roundCommitMessage({ round, maxRounds, report, failure, runLink }: RoundCommitFacts): RoundCommitMessage {
  const message = failure !== null || report === null ? `Round ${round} failed: ${failure}` : `Round ${round}: ${report.summary}`;
  const trailers: CommitTrailer[] = [];
  if (runLink !== null) trailers.push({ key: "Ralph-Run", value: runLink });
  trailers.push({ key: "Ralph-Round", value: `${round}/${maxRounds}` });
  return { message, trailers };
}
