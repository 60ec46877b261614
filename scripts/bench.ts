// `npm run bench`: speed and memory shown as ratios measured in one run on this machine.
// - prompt size: round 256 vs round 2 (the prompt must not grow with the number of rounds);
// - loop cost per round: 200 rounds vs 20 rounds (no work that grows with the run);
// - agent output memory: heap kept after a round with 64 MiB vs 1 MiB of output (the tail is bounded);
// - report validation: parseReport vs bare JSON.parse on a 16 KB report.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCommandAgent } from "../src/agents/command.js";
import { NO_SANDBOX } from "../src/agents/sandbox.js";
import { runRounds } from "../src/core/loop.js";
import { NO_NOTES } from "../src/core/notes.js";
import type { AgentRoundResult } from "../src/core/ports.js";
import { buildPrompt } from "../src/core/prompt.js";
import { parseReport } from "../src/core/report.js";

const report = (i: number) =>
  JSON.stringify({
    status: "continue",
    summary: `round ${i}`,
    evidence: [],
    nextSteps: [`step ${i}`],
    blocker: null,
    lessons: [`lesson ${i % 60}`],
  });

function promptRatio(): number {
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
  return at(256) / at(2);
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

async function heapGrowthForOutput(bytes: number): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-bench-"));
  const agent = createCommandAgent({
    command: `head -c ${bytes} /dev/zero | tr '\\0' x`,
    workspace: dir,
    runDir: join(tmpdir(), `ralph-bench-run-${process.pid}-${bytes}`),
    runId: "bench",
    sandbox: NO_SANDBOX,
    issueNumber: null,
    env: { PATH: process.env.PATH ?? "" },
    roundTimeoutMs: 120_000,
  });
  gc();
  const before = process.memoryUsage().heapUsed;
  await agent.runRound({ round: 1, maxRounds: 1, prompt: "bench", signal: new AbortController().signal });
  gc();
  // What the run keeps of the output (the result holds its tail) once garbage is collected.
  const retained = process.memoryUsage().heapUsed - before;
  await rm(dir, { recursive: true, force: true });
  return Math.max(1024, retained);
}

function gc(): void {
  if (global.gc === undefined) throw new Error("run with node --expose-gc (npm run bench does)");
  global.gc();
}

function parseRatio(): number {
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
  return time(() => parseReport(raw, 16384)) / time(() => JSON.parse(raw));
}

const rows: [string, string][] = [];
rows.push(["prompt chars, round 256 / round 2 (1.00 = does not grow)", promptRatio().toFixed(2)]);
/** The fastest of five runs: the least disturbed by the JIT, GC and the other core's load. */
async function fastest(rounds: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push(await loopMsPerRound(rounds));
  return Math.min(...runs);
}
await fastest(200); // warm-up: compile the loop before timing it
const small = await fastest(20);
const large = await fastest(200);
rows.push(["loop ms per round, 200 rounds / 20 rounds (≈1 = no growth)", (large / small).toFixed(2)]);
const heapSmall = await heapGrowthForOutput(1 << 20);
const heapLarge = await heapGrowthForOutput(64 << 20);
rows.push(["heap kept after a round, 64 MiB / 1 MiB of agent output (64 = unbounded)", (heapLarge / heapSmall).toFixed(2)]);
rows.push(["report validation, parseReport / JSON.parse, 16 KB report", parseRatio().toFixed(1)]);
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
