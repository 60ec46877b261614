/**
 * Peak memory (resident set, `VmHWM`) of the action while its agent prints 256 MiB, against a bare
 * `node` that spawns the same command and throws its output away.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Comparison } from "./report.js";
import { INSTANT_AGENT, type Stage } from "./stage.js";

/** The peak RSS of process `pid` so far, in bytes (0 once it is gone). */
async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? 0 : Number(kb) * 1024;
}

/** Samples `pid`'s peak RSS until `done` settles; returns the last (highest) sample. */
async function watchPeak(pid: () => number, done: Promise<unknown>): Promise<number> {
  let peak = 0;
  let finished = false;
  const stop = () => (finished = true);
  // The failure, if any, is thrown by the `await done` below.
  done.then(stop, stop);
  while (!finished) {
    const id = pid();
    if (id > 0) peak = Math.max(peak, await peakRss(id));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await done;
  return peak;
}

/** Peak RSS in MiB of the action whose agent prints `mib` MiB, and of a bare `node` piping the same to nowhere. */
export async function peakMemory(stage: Stage, mib: number): Promise<Comparison> {
  const print = `head -c ${mib * 1024 * 1024} /dev/zero | tr '\\0' x`;
  let actionPid = 0;
  const action = stage.runBot({
    rounds: 1,
    throttled: false,
    agent: `${print}; ${INSTANT_AGENT}`,
    discardStdout: true,
    onStart: (pid) => (actionPid = pid),
  });
  const bot = await watchPeak(() => actionPid, action);

  const script = `const c = require("node:child_process").spawn("sh", ["-c", ${JSON.stringify(print)}], { stdio: ["ignore", "pipe", "inherit"] }); c.stdout.on("data", () => {});`;
  const bare = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => bare.once("exit", () => resolve()));
  const floor = await watchPeak(() => bare.pid ?? 0, exited);
  const toMib = (bytes: number) => bytes / (1024 * 1024);
  return {
    name: `peak memory while the agent prints ${mib} MiB`,
    bot: toMib(bot),
    floor: toMib(floor),
    unit: "MiB RSS",
    sides: ["action", "bare node"],
  };
}
