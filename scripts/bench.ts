// `npm run bench [-- --quick]`: speed and memory, each measured side by side in one run on this
// machine and printed as a ratio with the numbers behind it (see docs/performance.md).
// Timings are noisy on a shared machine: every figure is compared with its floor measured here, now.
import { cpus } from "node:os";
import { SEED_FILES } from "../test/support/scenario.js";
import { coreComparisons } from "./bench/core.js";
import { gitProcessesPerRound } from "./bench/git-processes.js";
import { manyRuns } from "./bench/many-runs.js";
import { peakMemory } from "./bench/memory.js";
import { formatComparison, type Comparison } from "./bench/report.js";
import { egressCostPerRound, overheadPerRound, restComparisons, restLoad } from "./bench/rounds.js";
import { startStage } from "./bench/stage.js";
import { startToFirstSpawn } from "./bench/start.js";
import { webhookHandling } from "./bench/webhooks.js";

const quick = process.argv.includes("--quick");
const BIG_REPO_FILES = quick ? 5_000 : 50_000;
/** The stages a run measures, by name; `--only round,tree` runs those alone (all by default). */
const STAGES = ["core", "git", "round", "throttled", "rest", "egress", "start", "memory", "tree", "webhooks", "many"] as const;
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt === -1 ? null : new Set((process.argv[onlyAt + 1] ?? "").split(","));
const unknown = only === null ? [] : [...only].filter((name) => !(STAGES as readonly string[]).includes(name));
if (unknown.length > 0 || only?.size === 0) throw new Error(`--only takes stages among ${STAGES.join(",")}; not ${unknown.join(",")}`);
const runs = (name: (typeof STAGES)[number]) => only === null || only.has(name);

const print = (row: Comparison) => console.log(formatComparison(row));
const began = Date.now();
console.log(
  `ralph-bot bench ${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model ?? "?"} · Node ${process.version}${quick ? " · --quick" : ""}`,
);

if (runs("core")) for (const row of await coreComparisons()) print(row);
if (runs("git")) print(await gitProcessesPerRound(quick ? 3 : 5));

if (["round", "throttled", "rest", "egress", "start", "memory"].some((name) => runs(name as (typeof STAGES)[number]))) {
  const stage = await startStage(SEED_FILES);
  try {
    if (runs("round") || runs("rest")) {
      const unthrottled = await overheadPerRound(stage, {
        name: "bot overhead per round, unthrottled",
        few: 5,
        many: 20,
        throttled: false,
      });
      if (runs("round")) print(unthrottled.comparison);
      if (runs("rest")) for (const row of restComparisons(restLoad(unthrottled.short, 5), restLoad(unthrottled.long, 20))) print(row);
    }
    const many = quick ? 4 : 6;
    if (runs("throttled"))
      print((await overheadPerRound(stage, { name: "bot overhead per round, throttled", few: 2, many, throttled: true })).comparison);
    if (runs("egress")) print(await egressCostPerRound(stage, 2, quick ? 5 : 8));
    if (runs("start")) print(await startToFirstSpawn(stage, quick ? 2 : 3));
    if (runs("memory")) print(await peakMemory(stage, 256));
  } finally {
    await stage.close();
  }
}

if (runs("tree")) {
  const files = Object.fromEntries(Array.from({ length: BIG_REPO_FILES }, (_, i) => [`src/d${i % 100}/f${i}.txt`, `file ${i}\n`]));
  const big = await startStage({ ...SEED_FILES, ...files });
  try {
    const name = `bot overhead per round, ${BIG_REPO_FILES.toLocaleString("en")} files, unthrottled`;
    print((await overheadPerRound(big, { name, few: 2, many: quick ? 4 : 6, throttled: false })).comparison);
  } finally {
    await big.close();
  }
}

if (runs("webhooks")) for (const row of await webhookHandling(quick ? 6 : 11, quick ? 101 : 301, 2)) print(row);
if (runs("many")) for (const row of await manyRuns(quick ? 10 : 50)) print(row);
console.log(`(bench took ${Math.round((Date.now() - began) / 1000)} s)`);
