/**
 * Fake ports for the core loop: a scripted agent and verifier, a workspace that records saves, a
 * reporter, an event list and a clock that advances only when a port works (deterministic times).
 */
import { runRounds, type RunSettings } from "../../src/core/loop.js";
import type { RunEvent } from "../../src/core/events.js";
import type { MaintainerNote } from "../../src/core/notes.js";
import type { AgentRoundRequest, AgentRoundResult, RoundRecord, SavedRound, SyncResult } from "../../src/core/ports.js";
import type { VerificationResult } from "../../src/core/verification.js";

export const baseSettings: RunSettings = {
  objective: "Fix #42: parser drops comments",
  maxRounds: 10,
  maxHandoffChars: 16384,
  reportFile: (round) => `/tmp/r/round-${round}/report.json`,
  verify: "on-complete",
  noProgressRounds: 3,
  initialState: null,
};

/** A report's JSON for `status`, with the fields that status needs; `extra` overrides. */
export const report = (status: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    status,
    summary: `did ${status}`,
    evidence: status === "complete" ? ["tests pass"] : [],
    nextSteps: status === "continue" ? ["keep going"] : [],
    blocker: status === "blocked" ? "need an answer" : null,
    ...extra,
  });

/** An agent result: exited with `exitCode` after writing `reportText`. */
export const exited = (reportText: string | null, exitCode = 0): AgentRoundResult => ({
  kind: "exited",
  exitCode,
  signal: null,
  reportText,
  outputTail: "tail",
  durationMs: 5,
});

/** A verify result of `kind`; `exitCode` 0 for passed, 1 for failed by default. */
export const verification = (kind: VerificationResult["kind"], extra: Partial<VerificationResult> = {}): VerificationResult => ({
  kind,
  command: "npm test",
  exitCode: kind === "passed" ? 0 : kind === "failed" ? 1 : null,
  reason:
    kind === "passed" ? "exited with code 0" : kind === "failed" ? "exited with code 1" : "exited with code 127: the command was not found",
  stdoutTail: kind === "failed" ? "FAIL test/parser.test.ts > keeps comments" : "",
  stderrTail: kind === "failed" ? "AssertionError: expected '' to be '# c'" : "",
  durationMs: 100,
  ...extra,
});

/** What a round's agent does: a fixed result, or a function of the request (e.g. to wait for the signal). */
export type AgentStep = AgentRoundResult | ((request: AgentRoundRequest) => Promise<AgentRoundResult>);
/** What a verify call returns: a fixed result, or a function of the round and signal. */
export type VerifyStep = VerificationResult | ((round: number, signal: AbortSignal) => Promise<VerificationResult>);

export interface Harness {
  /** One entry per round. */
  agent: AgentStep[];
  /** One entry per verify call; the verifier is absent when undefined. */
  verify?: VerifyStep[];
  /** Whether round n (index n−1) changed the tree; true when not listed. */
  changed?: boolean[];
  /** What `sync` returns before each round, in order; `synced` with nothing arrived when the list runs out. */
  sync?: SyncResult[];
  /** The workspace only commits, as `ralph-bot run` without `--push`; it pushes when not given. */
  pushes?: boolean;
  /** Per round (index n−1): fields that override the saved round, or an error `saveRound` throws. */
  save?: Array<Partial<SavedRound> | Error | undefined>;
  /** The reporter throws `error` when round `round` finishes (e.g. GitHub refused the comment). */
  reporterError?: { round: number; error: Error };
  settings?: Partial<RunSettings>;
  /** What the notes port hands over before round n (index n−1); without it the loop has no notes port. */
  notes?: MaintainerNote[][];
  cancel?: AbortController;
  deadline?: AbortController;
}

/** The sha the fake workspace gives round `round`'s commit. */
export const shaOf = (round: number): string => `${round}`.repeat(40).slice(0, 40);

/** Ms the fake clock advances per agent round, verify call and save. */
export const TICKS = { agent: 1000, verify: 100, save: 10 } as const;

/** Run the loop with fakes; returns the result and what every port saw. */
export async function run(harness: Harness) {
  let clock = 1_700_000_000_000;
  const prompts: string[] = [];
  const saved: string[] = [];
  const reported: RoundRecord[] = [];
  const events: RunEvent[] = [];
  const verifiedRounds: number[] = [];
  const verifySteps = harness.verify;
  const result = await runRounds(
    { ...baseSettings, ...harness.settings },
    {
      agent: {
        async runRound(request) {
          prompts.push(request.prompt);
          const step = harness.agent[request.round - 1];
          if (step === undefined) throw new Error(`no scripted result for round ${request.round}`);
          clock += TICKS.agent;
          return typeof step === "function" ? step(request) : step;
        },
      },
      verifier:
        verifySteps === undefined
          ? null
          : {
              command: "npm test",
              async verify(round, signal) {
                const step = verifySteps[verifiedRounds.length];
                verifiedRounds.push(round);
                if (step === undefined) throw new Error(`no scripted verification for call ${verifiedRounds.length}`);
                clock += TICKS.verify;
                return typeof step === "function" ? step(round, signal) : step;
              },
            },
      workspace: {
        pushes: harness.pushes ?? true,
        sync: async () => harness.sync?.shift() ?? { kind: "synced", arrived: [] },
        saveRound: async (round, message) => {
          saved.push(message);
          clock += TICKS.save;
          const saveStep = harness.save?.[round - 1];
          if (saveStep instanceof Error) throw saveStep;
          return {
            sha: shaOf(round),
            changed: harness.changed?.[round - 1] ?? true,
            notes: [],
            failure: null,
            unpushed: null,
            ...saveStep,
          };
        },
      },
      reporter: {
        roundFinished: async (record) => {
          if (harness.reporterError?.round === record.round) throw harness.reporterError.error;
          reported.push(record);
        },
      },
      events: { emit: (event) => events.push(event) },
      now: () => clock,
      signal: (harness.cancel ?? new AbortController()).signal,
      deadline: (harness.deadline ?? new AbortController()).signal,
      ...(harness.notes !== undefined ? { notes: { take: async () => harness.notes?.shift() ?? [] } } : {}),
    },
  );
  return { result, prompts, saved, reported, events, verifiedRounds };
}

/** An agent step that waits until the round's signal aborts, then resolves `cancelled`. */
export const waitForStop = (request: AgentRoundRequest): Promise<AgentRoundResult> =>
  new Promise((done) => {
    const finish = () => done({ kind: "cancelled", outputTail: "killed", durationMs: 7 });
    if (request.signal.aborted) finish();
    else request.signal.addEventListener("abort", finish, { once: true });
  });
