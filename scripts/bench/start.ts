/**
 * From the action's start to its first agent spawn, against a bare `node` that starts and spawns
 * the same command: each the fastest of a few tries (the least disturbed by the other core's load).
 */
import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Comparison } from "./report.js";
import { INSTANT_AGENT, type Stage } from "./stage.js";

/** ms from spawning the action to its agent's first line, and the same for a bare `node`. */
export async function startToFirstSpawn(stage: Stage, tries: number): Promise<Comparison> {
  const stamp = join(stage.dir, "spawned");
  // The agent notes the time it started (ms since the epoch), then behaves as the instant agent.
  const agent = `date +%s%3N >> ${stamp} && ${INSTANT_AGENT}`;
  const bot: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < tries; i++) {
    await rm(stamp, { force: true });
    let spawnedAt = 0;
    await stage.runBot({ rounds: 1, throttled: true, agent, onStart: () => (spawnedAt = Date.now()) });
    bot.push((await firstStamp(stamp)) - spawnedAt);

    await rm(stamp, { force: true });
    const bareAt = Date.now();
    await new Promise<void>((resolve, reject) => {
      const script = `require("node:child_process").spawnSync("sh", ["-c", ${JSON.stringify(`date +%s%3N >> ${stamp}`)}])`;
      // The node the action runs on (RALPH_ACTION_NODE, e.g. the Actions runtime's node24), else this one.
      const child = spawn(process.env.RALPH_ACTION_NODE ?? process.execPath, ["-e", script], { stdio: "ignore" });
      child.once("error", reject);
      child.once("exit", () => resolve());
    });
    floor.push((await firstStamp(stamp)) - bareAt);
  }
  return {
    name: "action start to first agent spawn",
    bot: Math.min(...bot),
    floor: Math.min(...floor),
    unit: "ms",
    sides: ["action", "bare node"],
  };
}

async function firstStamp(path: string): Promise<number> {
  const first = (await readFile(path, "utf8")).split("\n")[0] ?? "";
  const ms = Number(first);
  if (!Number.isFinite(ms) || ms === 0) throw new Error(`no spawn time in ${path}: ${first}`);
  return ms;
}
