import { formatMinutes } from "./time.js";
import { roundCommit } from "./commit-message.js";
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

/** Settings of one run (design contract: action inputs `max-rounds`, `max-handoff-chars`, `verify`, `no-progress-rounds`, `max-cost-usd`). */
export interface RunSettings {
  objective: string;
  /** Hidden text left out of the objective (core `buildObjective`); round 1's record carries it, so its comment says so. */
  objectiveHidden?: HiddenText;
  /** Rounds allowed, at least 1. */
  maxRounds: number;
  /** Bound on a serialized report, in chars. */
  maxHandoffChars: number;
  /** The absolute path the agent writes a round's report to (named in that round's prompt). */
  reportFile: (round: number) => string;
  /** When the verifier runs (input `verify`); without a verifier it does not matter. */
  verify: VerifyMode;
  /** Rounds in a row without a change to the tree and with the same next steps that end the run `blocked` (input `no-progress-rounds`), at least 1. */
  noProgressRounds: number;
  /** The state an earlier run of the issue left (resume: lessons, handoff, last passing commit), or null to start afresh. */
  initialState: RunState | null;
  /**
   * The first round's number (default 1): a run resumed after its runner was lost goes on at the
   * round after the last one it reported. At most `maxRounds`.
   */
  firstRound?: number;
  /**
   * The cost budget in US dollars (input `max-cost-usd`), above 0; null or absent for none. It
   * applies only to rounds whose agent reported a cost (see `budgetReached`).
   */
  maxCostUsd?: number | null;
  /**
   * Where people can watch the run (the workflow run's URL), written into each round's commit as
   * the `Ralph-Run` trailer; null or absent when there is none (a local run).
   */
  runLink?: string | null;
  /** The cost earlier workflow runs of the run reported (relay legs), in US dollars; null or absent for none. */
  spentBeforeUsd?: number | null;
  /**
   * Relay mode (issue 11): the round after which this process hands the run on to the next
   * workflow run (ending `handed-off` after a `continue`); null or absent to run to the end.
   */
  handOffAfter?: number | null;
}

/** What the core talks to; tests pass fakes. */
export interface RunPorts {
  agent: AgentPort;
  workspace: WorkspacePort;
  reporter: ReporterPort;
  /** Runs `verify-command`; null when there is none (every `complete` is then accepted as the agent's word). */
  verifier: VerifyPort | null;
  /** Receives the event log; must not throw. */
  events: EventSink;
  /** The clock, epoch ms (`Date.now` in production): elapsed times and event times. */
  now: () => number;
  /** Aborted to cancel the run: the round in progress ends, is saved, and the run ends `cancelled`. */
  signal: AbortSignal;
  /** Aborted when the run's time is up (e.g. `AbortSignal.timeout(run-timeout-minutes)`): as a cancel, but the run ends `timed-out`. */
  deadline: AbortSignal;
  /** The maintainer notes left for the run, asked for before each round; absent when nobody can leave any. */
  notes?: NotesPort;
}

export type { RunEnding };

/**
 * A run's result: its ending, every round, the state to persist for a resumed run (lessons,
 * handoff, `lastPassingSha` for "best effort"), and the whole run's wall time in ms.
 */
export type RunResult = RunEnding & { rounds: RoundRecord[]; state: RunState; elapsedMs: number };

/** Why an agent's result is not a usable report, or the report. */
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
 * Run rounds until the agent reports `complete` (and the verify command, if any, passes) or
 * `blocked`, a round fails, the verify command cannot run, `noProgressRounds` rounds make no
 * progress, the round cap or the cost budget is reached (the budget is also checked before each
 * round, against what earlier workflow runs of the run spent), or the run is cancelled or out of time.
 * A `complete` whose verification fails is rejected: the run goes on, and the next prompt carries
 * the failing output. Before each round the branch is synced with origin (commits people pushed
 * are named in the prompt) and the maintainer notes left since the last round are taken into its
 * prompt. Every round is saved (committed and pushed) before it is reported, so a lost runner
 * loses at most the round in progress; a round the branch did not take ends the run (`blocked` on
 * a conflict with people's commits, `error` on a refused push, `round-failed` on conflict markers
 * the round left) with the work kept elsewhere.
 * A port that throws (git, GitHub) ends the run `error` with its message: every run ends with an
 * outcome. Throws only on bad settings.
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
      // The budget in force now (it may have been lowered since the rounds earlier workflow runs did) is
      // checked before the agent starts, not only after a round.
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
      const { message, trailers } = roundCommit(round, settings.maxRounds, report, checkFailure, settings.runLink ?? null);
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
    // git or GitHub failed under a port: the run still ends with an outcome, and the rounds so far stay reported.
    const reason = error instanceof Error ? error.message : String(error);
    return finish({ outcome: "error", handoff: state.handoff, reason, failedRound: round, kept: null });
  }
}
