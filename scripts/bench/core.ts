/**
 * The in-process measurements: the prompt does not grow with the round, the loop's cost per round
 * does not grow with the run, and what validating a report costs next to a bare `JSON.parse`.
 */
import { runRounds } from "../../src/core/loop.js";
import { NO_NOTES } from "../../src/core/notes.js";
import type { AgentRoundResult } from "../../src/core/ports.js";
import { buildPrompt } from "../../src/core/prompt.js";
import { parseReport } from "../../src/core/report.js";
import type { Comparison } from "./report.js";

const report = (i: number) =>
  JSON.stringify({
    status: "continue",
    summary: `round ${i}`,
    evidence: [],
    nextSteps: [`step ${i}`],
    blocker: null,
    lessons: [`lesson ${i % 60}`],
  });

/** Prompt chars at round 256 and round 2. */
function promptChars(): { late: number; early: number } {
  const previous = {
    status: "continue" as const,
    summary: "s".repeat(2000),
    evidence: ["e".repeat(2000)],
    nextSteps: ["n"],
    blocker: null,
  };
  const lessons = Array.from({ length: 50 }, (_, i) => `lesson ${i} `.padEnd(400, "."));
  const at = (round: number) =>
    buildPrompt({
      objective: "o".repeat(4000),
      round,
      maxRounds: 256,
      previous,
      lessons,
      droppedLessons: 0,
      verify: null,
      failedVerification: null,
      arrived: [],
      notes: NO_NOTES,
      reportFile: "/tmp/r.json",
      maxHandoffChars: 16384,
    }).length;
  return { late: at(256), early: at(2) };
}

async function loopMsPerRound(rounds: number): Promise<number> {
  const exited = (i: number): AgentRoundResult => ({
    kind: "exited",
    exitCode: 0,
    signal: null,
    reportText: report(i),
    outputTail: "",
    durationMs: 1,
  });
  const start = performance.now();
  let n = 0;
  await runRounds(
    {
      objective: "bench",
      maxRounds: rounds,
      maxHandoffChars: 16384,
      reportFile: () => "/tmp/r.json",
      verify: "on-complete",
      noProgressRounds: rounds + 1,
      initialState: null,
    },
    {
      agent: { runRound: async ({ round }) => exited(round) },
      workspace: {
        pushes: true,
        sync: async () => ({ kind: "synced", arrived: [] }),
        saveRound: async () => ({ sha: (++n).toString(16).padStart(40, "0"), changed: true, notes: [], failure: null, unpushed: null }),
      },
      reporter: { roundFinished: async () => {} },
      verifier: null,
      events: { emit: () => {} },
      now: Date.now,
      signal: new AbortController().signal,
      deadline: new AbortController().signal,
    },
  );
  return (performance.now() - start) / rounds;
}

/** ms for 2000 validations of a 16 KB report, with parseReport and with JSON.parse. */
function parseTimes(): { parse: number; bare: number } {
  const raw = JSON.stringify({
    status: "continue",
    summary: "x".repeat(4000),
    evidence: Array(20).fill("e".repeat(500)),
    nextSteps: ["n"],
    blocker: null,
  });
  const time = (fn: () => unknown) => {
    const start = performance.now();
    for (let i = 0; i < 2000; i++) fn();
    return performance.now() - start;
  };
  time(() => parseReport(raw, 16384));
  return { parse: time(() => parseReport(raw, 16384)), bare: time(() => JSON.parse(raw)) };
}

/** The fastest of five runs: the least disturbed by the JIT, GC and the other core's load. */
async function fastest(rounds: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push(await loopMsPerRound(rounds));
  return Math.min(...runs);
}

/** The in-process rows. */
export async function coreComparisons(): Promise<Comparison[]> {
  const prompt = promptChars();
  await fastest(200); // warm-up: compile the loop before timing it
  const small = await fastest(20);
  const large = await fastest(200);
  const parse = parseTimes();
  return [
    { name: "prompt size, round 256 vs round 2", bot: prompt.late, floor: prompt.early, unit: "chars", sides: ["round 256", "round 2"] },
    { name: "core loop per round, 200 vs 20 rounds", bot: large, floor: small, unit: "ms/round", sides: ["200 rounds", "20 rounds"] },
    {
      name: "report validation, 16 KB report ×2000",
      bot: parse.parse,
      floor: parse.bare,
      unit: "ms",
      sides: ["parseReport", "JSON.parse"],
    },
  ];
}
