import type { AgentPort, AgentRoundResult, ReporterPort, RoundRecord, WorkspacePort } from "./ports.js";
import { buildPrompt } from "./prompt.js";
import { parseReport, type RoundReport } from "./report.js";

/** Settings of one run (design contract: action inputs `max-rounds`, `max-handoff-chars`). */
export interface RunSettings {
  objective: string;
  /** Rounds allowed, at least 1. */
  maxRounds: number;
  /** Bound on a serialized report, in chars. */
  maxHandoffChars: number;
  /** The absolute path the agent writes a round's report to (named in that round's prompt). */
  reportFile: (round: number) => string;
}

export interface RunPorts {
  agent: AgentPort;
  workspace: WorkspacePort;
  reporter: ReporterPort;
  /** Aborted to cancel the run: the round in progress ends, is saved, and the run ends `cancelled`. */
  signal: AbortSignal;
}

/**
 * How a run ended (design contract: outcomes). `handoff` is the last valid report,
 * the one a later run or a person picks up from.
 */
export type RunResult =
  | { outcome: "complete" | "blocked" | "budget-limited"; rounds: RoundRecord[]; handoff: RoundReport }
  | { outcome: "round-failed"; rounds: RoundRecord[]; failedRound: number; reason: string; handoff: RoundReport | null }
  | { outcome: "cancelled"; rounds: RoundRecord[]; handoff: RoundReport | null };

/** Why an agent's result is not a usable report, or the report. */
function judge(result: AgentRoundResult, maxHandoffChars: number): { report: RoundReport } | { failure: string } {
  if (result.kind === "timed-out") {
    return { failure: `the agent did not finish within ${formatMinutes(result.timeoutMs)} (round-timeout-minutes)` };
  }
  if (result.kind === "cancelled") return { failure: "the run was cancelled during the round" };
  if (result.exitCode !== 0) {
    const how = result.signal !== null ? `was killed by ${result.signal}` : `exited with code ${result.exitCode}`;
    return { failure: `the agent ${how}` };
  }
  if (result.reportText === null) return { failure: "the agent exited without writing a report" };
  const parsed = parseReport(result.reportText, maxHandoffChars);
  return parsed.ok ? { report: parsed.report } : { failure: parsed.reason };
}

function formatMinutes(ms: number): string {
  const minutes = ms / 60000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(2)} min`;
}

/** Add new lessons to the list, keeping order and dropping exact repeats. */
function addLessons(lessons: string[], report: RoundReport): string[] {
  const next = [...lessons];
  for (const lesson of report.lessons ?? []) if (!next.includes(lesson)) next.push(lesson);
  return next;
}

/**
 * Run rounds until the agent reports `complete` or `blocked`, a round fails,
 * the round cap is reached, or the run is cancelled. Every round is saved
 * (committed and pushed) before it is reported, so a lost runner loses at most
 * the round in progress. Throws only when a port throws (e.g. a push fails).
 */
export async function runRounds(settings: RunSettings, ports: RunPorts): Promise<RunResult> {
  const rounds: RoundRecord[] = [];
  let handoff: RoundReport | null = null;
  let lessons: string[] = [];
  for (let round = 1; round <= settings.maxRounds; round++) {
    if (ports.signal.aborted) return { outcome: "cancelled", rounds, handoff };
    const prompt = buildPrompt({
      objective: settings.objective,
      round,
      maxRounds: settings.maxRounds,
      previous: handoff,
      lessons,
      reportFile: settings.reportFile(round),
      maxHandoffChars: settings.maxHandoffChars,
    });
    const result = await ports.agent.runRound({ round, maxRounds: settings.maxRounds, prompt, signal: ports.signal });
    const verdict = judge(result, settings.maxHandoffChars);
    const report = "report" in verdict ? verdict.report : null;
    const failure = "failure" in verdict ? verdict.failure : null;
    const message = report !== null ? `Round ${round}: ${report.summary}` : `Round ${round} failed: ${failure}`;
    const commit = await ports.workspace.saveRound(round, message);
    const record: RoundRecord = {
      round,
      status: report?.status ?? "failed",
      report,
      failure,
      outputTail: result.outputTail,
      commit,
      durationMs: result.durationMs,
    };
    rounds.push(record);
    await ports.reporter.roundFinished(record);
    if (result.kind === "cancelled") return { outcome: "cancelled", rounds, handoff };
    if (report === null) return { outcome: "round-failed", rounds, failedRound: round, reason: failure ?? "", handoff };
    handoff = report;
    lessons = addLessons(lessons, report);
    if (report.status === "complete" || report.status === "blocked") return { outcome: report.status, rounds, handoff };
  }
  if (handoff === null) throw new Error("maxRounds must be at least 1");
  return { outcome: "budget-limited", rounds, handoff };
}
