/** The step's outputs, and the job summary's lines for what the conversation did not take. */
import * as core from "@actions/core";
import type { RunResult } from "../../core/loop.js";
import { serializeReport } from "../../core/report.js";
import { sanitizeJson } from "../../core/sanitize.js";
import type { PullRequestRef } from "../../github/thread.js";
import type { Run } from "./life.js";

/** The newest round commit pushed, or null. */
export function lastPushedSha(result: RunResult): string | null {
  return result.rounds.filter((round) => round.commit.unpushed === null).at(-1)?.commit.sha ?? null;
}

/** The step's outputs, with the whole run's totals. */
export function setOutputs(result: RunResult, run: Run, pullRequest: PullRequestRef | null, headSha: string | null): void {
  const totals = run.tracking.totals(result.rounds);
  core.setOutput("outcome", result.outcome);
  core.setOutput("rounds", String(totals.rounds));
  core.setOutput("branch", run.identity.branch);
  core.setOutput("head-sha", headSha ?? "");
  core.setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  core.setOutput("pull-request-url", pullRequest?.url ?? "");
  core.setOutput("report", result.handoff !== null ? serializeReport(sanitizeJson(result.handoff, run.secrets)) : "");
  core.setOutput("elapsed-seconds", String(Math.round(totals.elapsedMs / 1000)));
  core.setOutput("usage", JSON.stringify(totals.usage));
}

/** Adds each round comment GitHub did not take to the job summary. */
export function addUnposted(summary: typeof core.summary, run: Run): void {
  for (const comment of run.reporter.unposted) {
    summary.addRaw(`\n### Round ${comment.round}'s comment, not posted on #${run.thread.number} (${comment.why})\n\n${comment.body}\n`);
  }
}

/** What a locked conversation refused and where it is instead; null for nothing. */
export function lockedWords(run: Run, final: { finalRefused: boolean }): string | null {
  const { finalRefused } = final;
  const rounds = run.reporter.unposted.filter((comment) => comment.kind === "locked").map((comment) => comment.round);
  const fromStart = run.record.lockedOut;
  if (rounds.length === 0 && !finalRefused && !fromStart) return null;
  const refused = [
    ...(fromStart ? ["the tracking comment"] : []),
    ...(rounds.length > 0
      ? [`the round comment${rounds.length === 1 ? "" : "s"} of round${rounds.length === 1 ? "" : "s"} ${listWords(rounds)}`]
      : []),
    ...(finalRefused ? ["the final comment"] : []),
  ];
  const summary = `the job summary of the [workflow run](${run.identity.runUrl})`;
  const count = rounds.length + (finalRefused ? 1 : 0) + (fromStart ? 1 : 0);
  const when = fromStart ? "when the run started" : "during the run";
  return `#${run.thread.number} was locked ${when}: GitHub refused ${listWords(refused)} there; ${summary} has ${count === 1 ? "it" : "them"}.`;
}

/** `2`, `2 and 3`, `2, 3 and 4`. */
function listWords(items: readonly (number | string)[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
