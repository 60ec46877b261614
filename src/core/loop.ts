import { formatMinutes } from "./time.js";
import { roundCommitMessage } from "./commit-message.js";
import { budgetReached } from "./budget.js";
import type { EventSink } from "./events.js";
import { boundNotes, NO_NOTES, type NotesPort, type RoundNotes } from "./notes.js";
import type { AgentPort, AgentRoundResult, ArrivedCommit, ReporterPort, RoundRecord, VerifyPort, WorkspacePort } from "./ports.js";
import { NO_STALL, trackStall, type Stall } from "./progress.js";
import { buildPrompt } from "./prompt.js";
import { parseReport, type RoundReport } from "./report.js";
import { endingReason, roundEnding, type RunEnding } from "./outcome.js";
import { advanceState } from "./advance-state.js";
import { EMPTY_RUN_STATE, type RunState } from "./state.js";
import { describeHidden, type HiddenText } from "./hidden-text.js";
import { watchStops, type Stops } from "./stop.js";
import { shouldVerify, type VerificationResult, type VerifyMode } from "./verification.js";

export interface RunSettings {
  objective: string;
  /** Round 1's comment says so. */
  objectiveHidden?: HiddenText;
  maxRounds: number;
  maxHandoffChars: number;
  reportFile: (round: number) => string;
  verify: VerifyMode;
  noProgressRounds: number;
  /** Null to start afresh. */
  initialState: RunState | null;
  firstRound?: number;
  /** US dollars, of the costs agents reported. */
  maxCostUsd?: number | null;
  /** The commits' `Ralph-Run` trailer. */
  runLink?: string | null;
  /** What earlier relay legs spent. */
  spentBeforeUsd?: number | null;
  /** Relay mode: the last round of this process. */
  handOffAfter?: number | null;
}

export interface RunPorts {
  agent: AgentPort;
  workspace: WorkspacePort;
  reporter: ReporterPort;
  /** Null: every `complete` is the agent's word. */
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

/** `elapsedMs`: the run's wall time. */
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

/** Runs rounds until an ending; a port that throws ends the run `error`. Throws only on bad settings. */
export async function runRounds(settings: RunSettings, ports: RunPorts): Promise<RunResult> {
  const { firstRound, maxCostUsd } = checkSettings(settings);
  const run = startRun(settings, ports, maxCostUsd);
  let round = firstRound;
  try {
    for (; ; round++) {
      const ready = await prepareRound(run, round);
      if ("ending" in ready) return finishRun(run, ready.ending);
      const answer = await askAgent(run, round, ready);
      const verification = await verifyRound(run, round, answer.report);
      const record = await saveAndRecord(run, { round, ready, answer, verification });
      const ending = await closeRound(run, record);
      if (ending !== null) return finishRun(run, ending);
    }
  } catch (error) {
    // The run still ends with an outcome.
    const reason = error instanceof Error ? error.message : String(error);
    return finishRun(run, { outcome: "error", handoff: run.state.handoff, reason, failedRound: round, kept: null });
  }
}

interface Run {
  settings: RunSettings;
  ports: RunPorts;
  maxCostUsd: number | null;
  stops: Stops;
  startedAt: number;
  rounds: RoundRecord[];
  state: RunState;
  stall: Stall;
}

interface ReadyRound {
  arrived: ArrivedCommit[];
  notes: RoundNotes;
  startedAt: number;
}

interface AgentAnswer {
  result: AgentRoundResult;
  report: RoundReport | null;
  failure: string | null;
}

function checkSettings(settings: RunSettings): { firstRound: number; maxCostUsd: number | null } {
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
  return { firstRound, maxCostUsd };
}

function eventTime(run: Run): string {
  return new Date(run.ports.now()).toISOString();
}

function startRun(settings: RunSettings, ports: RunPorts, maxCostUsd: number | null): Run {
  const startedAt = ports.now();
  const run: Run = {
    settings,
    ports,
    maxCostUsd,
    stops: watchStops(ports.signal, ports.deadline),
    startedAt,
    rounds: [],
    state: settings.initialState ?? EMPTY_RUN_STATE,
    stall: NO_STALL,
  };
  ports.events.emit({
    type: "run-start",
    time: eventTime(run),
    maxRounds: settings.maxRounds,
    verify: settings.verify,
    verifyCommand: ports.verifier?.command ?? null,
    noProgressRounds: settings.noProgressRounds,
    resumed: settings.initialState !== null,
  });
  return run;
}

function finishRun(run: Run, ending: RunEnding): RunResult {
  run.stops.dispose();
  const result: RunResult = { ...ending, rounds: run.rounds, state: run.state, elapsedMs: run.ports.now() - run.startedAt };
  run.ports.events.emit({
    type: "run-end",
    time: eventTime(run),
    outcome: result.outcome,
    rounds: run.rounds.length,
    reason: endingReason(ending),
    lastPassingSha: run.state.lastPassingSha,
    elapsedMs: result.elapsedMs,
  });
  return result;
}

/** A stop, the cost budget or a rewritten branch ends the run; else the round is ready. */
async function prepareRound(run: Run, round: number): Promise<ReadyRound | { ending: RunEnding }> {
  const { ports, state } = run;
  const stopped = run.stops.reason();
  if (stopped !== null) return { ending: { outcome: stopped, handoff: state.handoff } };
  // The budget may have been lowered since earlier legs spent.
  const spent = budgetReached(run.rounds, run.maxCostUsd, run.settings.spentBeforeUsd ?? null);
  if (spent !== null) return { ending: { outcome: "budget-limited", handoff: state.handoff, by: "cost", ...spent } };
  const synced = await ports.workspace.sync();
  if (synced.kind === "conflict") {
    return { ending: { outcome: "blocked", handoff: state.handoff, by: "conflict", reason: synced.reason, files: [], kept: null } };
  }
  const notes = ports.notes !== undefined ? boundNotes(await ports.notes.take()) : NO_NOTES;
  const startedAt = ports.now();
  ports.events.emit({ type: "round-start", time: eventTime(run), round, ...(notes.items.length > 0 ? { notes: notes.items.length } : {}) });
  return { arrived: synced.arrived, notes, startedAt };
}

async function askAgent(run: Run, round: number, ready: ReadyRound): Promise<AgentAnswer> {
  const { settings, ports, state, stops } = run;
  const prompt = buildPrompt({
    objective: settings.objective,
    round,
    maxRounds: settings.maxRounds,
    previous: state.handoff,
    lessons: state.lessons.items,
    droppedLessons: state.lessons.dropped,
    verify: ports.verifier !== null ? { command: ports.verifier.command, mode: settings.verify } : null,
    failedVerification: state.failedVerification,
    arrived: ready.arrived,
    notes: ready.notes,
    reportFile: settings.reportFile(round),
    maxHandoffChars: settings.maxHandoffChars,
  });
  const result = await ports.agent.runRound({ round, maxRounds: settings.maxRounds, prompt, signal: stops.signal });
  const verdict = judge(result, settings.maxHandoffChars);
  const report = "report" in verdict ? verdict.report : null;
  const failure =
    result.kind === "cancelled" && stops.reason() === "timed-out" ? RUN_TIMED_OUT : "failure" in verdict ? verdict.failure : null;
  ports.events.emit({
    type: "report",
    time: eventTime(run),
    round,
    status: report?.status ?? "failed",
    report,
    failure,
    agentDurationMs: result.durationMs,
  });
  return { result, report, failure };
}

async function verifyRound(run: Run, round: number, report: RoundReport | null): Promise<VerificationResult | null> {
  const { ports, settings } = run;
  const verification =
    report !== null && ports.verifier !== null && shouldVerify(settings.verify, report)
      ? await ports.verifier.verify(round, run.stops.signal)
      : null;
  if (verification !== null) ports.events.emit({ type: "verify", time: eventTime(run), round, verification });
  return verification;
}

async function saveAndRecord(
  run: Run,
  {
    round,
    ready,
    answer,
    verification,
  }: { round: number; ready: ReadyRound; answer: AgentAnswer; verification: VerificationResult | null },
): Promise<RoundRecord> {
  const { settings, ports } = run;
  const { result, report } = answer;
  const checkFailure =
    answer.failure ?? (verification?.kind === "cannot-run" ? `the verify command could not run: ${verification.reason}` : null);
  const { message, trailers } = roundCommitMessage({
    round,
    maxRounds: settings.maxRounds,
    report,
    failure: checkFailure,
    runLink: settings.runLink ?? null,
  });
  const commit = await ports.workspace.saveRound(round, message, trailers);
  const failure = checkFailure ?? commit.failure;
  const { notes } = ready;
  return {
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
    startedAt: ready.startedAt,
    elapsedMs: ports.now() - ready.startedAt,
  };
}

/** Reports the saved round; the run's ending, or null. */
async function closeRound(run: Run, record: RoundRecord): Promise<RunEnding | null> {
  const { settings, ports } = run;
  const { round, status, commit, verification, report, elapsedMs } = record;
  run.rounds.push(record);
  ports.events.emit({
    type: "round-end",
    time: eventTime(run),
    round,
    status,
    sha: commit.sha,
    pushed: ports.workspace.pushes && commit.unpushed === null,
    changed: commit.changed,
    verification: verification?.kind ?? null,
    elapsedMs,
  });
  run.state = advanceState(run.state, record);
  await ports.reporter.roundFinished(record, run.state);
  if (report !== null) run.stall = trackStall(run.stall, { changed: commit.changed, nextSteps: report.nextSteps });
  const budget = budgetReached(run.rounds, run.maxCostUsd, settings.spentBeforeUsd ?? null);
  const handOffAfter = settings.handOffAfter ?? null;
  return roundEnding(record, { stopped: run.stops.reason(), stall: run.stall, state: run.state, ...settings, budget, handOffAfter });
}
