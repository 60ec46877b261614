import { formatMinutes } from "./time.js";
import { roundCommitMessage } from "./commit-message.js";
import { budgetReached } from "./budget.js";
import type { EventSink, RunEvent } from "./events.js";
import { boundNotes, NO_NOTES, type NotesPort } from "./notes.js";
import type { AgentPort, AgentRoundResult, ReporterPort, RoundRecord, VerifyPort, WorkspacePort } from "./ports.js";
import { NO_STALL, trackStall } from "./progress.js";
import { buildPrompt } from "./prompt.js";
import { parseReport, type RoundReport } from "./report.js";
import { endingReason, roundEnding, type RunEnding } from "./outcome.js";
import { advanceState } from "./advance-state.js";
import { EMPTY_RUN_STATE, type RunState } from "./state.js";
import { describeHidden, type HiddenText } from "./hidden-text.js";
import { watchStops } from "./stop.js";
import { shouldVerify, type VerifyMode } from "./verification.js";

/** Settings of one run, mostly the inputs of the same names. */
export interface RunSettings {
  objective: string;
  /** Round 1's record carries it, so its comment says so. */
  objectiveHidden?: HiddenText;
  maxRounds: number;
  maxHandoffChars: number;
  reportFile: (round: number) => string;
  verify: VerifyMode;
  noProgressRounds: number;
  /** Null to start afresh. */
  initialState: RunState | null;
  firstRound?: number;
  /** US dollars; applies only to rounds whose agent reported a cost. */
  maxCostUsd?: number | null;
  /** The commits' `Ralph-Run` trailer. */
  runLink?: string | null;
  /** What earlier relay legs spent. */
  spentBeforeUsd?: number | null;
  /** Relay mode: the last round of this process. */
  handOffAfter?: number | null;
}

/** What the core talks to; tests pass fakes. */
export interface RunPorts {
  agent: AgentPort;
  workspace: WorkspacePort;
  reporter: ReporterPort;
  /** Null without a verify command: every `complete` is then the agent's word. */
  verifier: VerifyPort | null;
  events: EventSink;
  now: () => number;
  /** Cancels; the round in progress is saved. */
  signal: AbortSignal;
  /** As `signal`, but `timed-out`. */
  deadline: AbortSignal;
  /** Asked before each round. */
  notes?: NotesPort;
}

export type { RunEnding };

/** A run's ending, its rounds, the state to persist, and its wall time in ms. */
export type RunResult = RunEnding & { rounds: RoundRecord[]; state: RunState; elapsedMs: number };

/** The report, or why the agent's result is none. */
function judge(result: AgentRoundResult, maxHandoffChars: number): { report: RoundReport } | { failure: string } {
  if (result.kind === "timed-out") {
    return { failure: `the agent did not finish within ${formatMinutes(result.timeoutMs)} (round-timeout-minutes)` };
  }
  if (result.kind === "cancelled") return { failure: "the run was cancelled during the round" };
  if (result.failure !== undefined) return { failure: result.failure };
  if (result.exitCode !== 0) {
    const how = result.signal !== null ? `was killed by ${result.signal}` : `exited with code ${result.exitCode}`;
    return { failure: `the agent ${how}` };
  }
  if (result.reportText === null) return { failure: "the agent exited without writing a report" };
  const parsed = parseReport(result.reportText, maxHandoffChars);
  return parsed.ok ? { report: parsed.report } : { failure: parsed.reason };
}

const RUN_TIMED_OUT = "the run's time limit (run-timeout-minutes) ran out during the round";

/**
 * Runs rounds until an ending (docs/architecture.md): each is saved before it is reported, and a
 * port that throws ends the run `error`. Throws only on bad settings.
 */
export async function runRounds(settings: RunSettings, ports: RunPorts): Promise<RunResult> {
  const firstRound = settings.firstRound ?? 1;
  for (const [name, value] of [
    ["maxRounds", settings.maxRounds],
    ["noProgressRounds", settings.noProgressRounds],
    ["firstRound", firstRound],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  }
  if (firstRound > settings.maxRounds) throw new Error(`firstRound (${firstRound}) is past maxRounds (${settings.maxRounds})`);
  const maxCostUsd = settings.maxCostUsd ?? null;
  if (maxCostUsd !== null && !(Number.isFinite(maxCostUsd) && maxCostUsd > 0)) throw new Error("maxCostUsd must be a number above 0");
  const startedAt = ports.now();
  const time = (): string => new Date(ports.now()).toISOString();
  const emit = (event: RunEvent): void => ports.events.emit(event);
  const stops = watchStops(ports.signal, ports.deadline);
  const rounds: RoundRecord[] = [];
  let state = settings.initialState ?? EMPTY_RUN_STATE;
  let stall = NO_STALL;
  const finish = (ending: RunEnding): RunResult => {
    stops.dispose();
    const result: RunResult = { ...ending, rounds, state, elapsedMs: ports.now() - startedAt };
    const { outcome, elapsedMs } = result;
    emit({
      type: "run-end",
      time: time(),
      outcome,
      rounds: rounds.length,
      reason: endingReason(ending),
      lastPassingSha: state.lastPassingSha,
      elapsedMs,
    });
    return result;
  };
  emit({
    type: "run-start",
    time: time(),
    maxRounds: settings.maxRounds,
    verify: settings.verify,
    verifyCommand: ports.verifier?.command ?? null,
    noProgressRounds: settings.noProgressRounds,
    resumed: settings.initialState !== null,
  });
  let round = firstRound;
  try {
    for (; ; round++) {
      const stopped = stops.reason();
      if (stopped !== null) return finish({ outcome: stopped, handoff: state.handoff });
      // Before the agent starts too: the budget may have been lowered since earlier legs spent.
      const spent = budgetReached(rounds, maxCostUsd, settings.spentBeforeUsd ?? null);
      if (spent !== null) return finish({ outcome: "budget-limited", handoff: state.handoff, by: "cost", ...spent });
      const synced = await ports.workspace.sync();
      if (synced.kind === "conflict") {
        return finish({ outcome: "blocked", handoff: state.handoff, by: "conflict", reason: synced.reason, files: [], kept: null });
      }
      const notes = ports.notes !== undefined ? boundNotes(await ports.notes.take()) : NO_NOTES;
      const roundStartedAt = ports.now();
      emit({ type: "round-start", time: time(), round, ...(notes.items.length > 0 ? { notes: notes.items.length } : {}) });
      const prompt = buildPrompt({
        objective: settings.objective,
        round,
        maxRounds: settings.maxRounds,
        previous: state.handoff,
        lessons: state.lessons.items,
        droppedLessons: state.lessons.dropped,
        verify: ports.verifier !== null ? { command: ports.verifier.command, mode: settings.verify } : null,
        failedVerification: state.failedVerification,
        arrived: synced.arrived,
        notes,
        reportFile: settings.reportFile(round),
        maxHandoffChars: settings.maxHandoffChars,
      });
      const result = await ports.agent.runRound({ round, maxRounds: settings.maxRounds, prompt, signal: stops.signal });
      const verdict = judge(result, settings.maxHandoffChars);
      const report = "report" in verdict ? verdict.report : null;
      const agentFailure =
        result.kind === "cancelled" && stops.reason() === "timed-out" ? RUN_TIMED_OUT : "failure" in verdict ? verdict.failure : null;
      emit({
        type: "report",
        time: time(),
        round,
        status: report?.status ?? "failed",
        report,
        failure: agentFailure,
        agentDurationMs: result.durationMs,
      });
      const verification =
        report !== null && ports.verifier !== null && shouldVerify(settings.verify, report)
          ? await ports.verifier.verify(round, stops.signal)
          : null;
      if (verification !== null) emit({ type: "verify", time: time(), round, verification });
      const checkFailure =
        agentFailure ?? (verification?.kind === "cannot-run" ? `the verify command could not run: ${verification.reason}` : null);
      const { message, trailers } = roundCommitMessage({
        round,
        maxRounds: settings.maxRounds,
        report,
        failure: checkFailure,
        runLink: settings.runLink ?? null,
      });
      const commit = await ports.workspace.saveRound(round, message, trailers);
      const failure = checkFailure ?? commit.failure;
      const record: RoundRecord = {
        round,
        status: report === null || failure !== null ? "failed" : report.status,
        report,
        failure,
        verification,
        outputTail: result.outputTail,
        commit,
        durationMs: result.durationMs,
        ...(result.kind === "exited" && result.usage !== undefined ? { usage: result.usage } : {}),
        ...(notes.items.length > 0 ? { notes } : {}),
        ...(round === 1 && settings.objectiveHidden !== undefined && describeHidden(settings.objectiveHidden) !== null
          ? { objectiveHidden: settings.objectiveHidden }
          : {}),
        startedAt: roundStartedAt,
        elapsedMs: ports.now() - roundStartedAt,
      };
      rounds.push(record);
      const { status, elapsedMs } = record;
      emit({
        type: "round-end",
        time: time(),
        round,
        status,
        sha: commit.sha,
        pushed: commit.unpushed === null,
        changed: commit.changed,
        verification: verification?.kind ?? null,
        elapsedMs,
      });
      state = advanceState(state, record);
      await ports.reporter.roundFinished(record, state);
      if (report !== null) stall = trackStall(stall, commit.changed, report.nextSteps);
      const budget = budgetReached(rounds, maxCostUsd, settings.spentBeforeUsd ?? null);
      const handOffAfter = settings.handOffAfter ?? null;
      const ending = roundEnding(record, { stopped: stops.reason(), stall, state, ...settings, budget, handOffAfter });
      if (ending !== null) return finish(ending);
    }
  } catch (error) {
    // git or GitHub failed under a port: the run still ends with an outcome.
    const reason = error instanceof Error ? error.message : String(error);
    return finish({ outcome: "error", handoff: state.handoff, reason, failedRound: round, kept: null });
  }
}
