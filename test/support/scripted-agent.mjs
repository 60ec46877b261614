#!/usr/bin/env node
// A scripted stand-in agent for tests and the demo; it follows the agent contract (see DESIGN.md).
//
//   node scripted-agent.mjs /abs/script.json
//
// script.json: { "log": "/abs/dir", "rounds": { "1": Step, ... }, "default": Step }
// Step (all optional, applied in this order):
//   files: { "relative/path": "content" }   written relative to cwd, directories created
//   run: ["shell command", ...]             run through /bin/sh in cwd (output goes to ours)
//   print: "text"                           written to stdout
//   printBytes: n                           n bytes written to stdout
//   spawnSleeper: true                      `sleep 600` as a child in our process group; pid logged
//   (the log line is appended here, before any wait)
//   waitFor: "name"                         waits until the file <log>/name exists (a test's go-ahead)
//   sleepMs: n                              a real wait before going on
//   crash: true                             throw, exit 1, no report
//   report: {...} | reportRaw: "text"       written to $RALPH_REPORT_FILE
//   usage: {...}                            written to $RALPH_USAGE_FILE (the agent's own usage)
//   exitCode: n                             the exit code (default 0)
// Each invocation appends one JSON line to <log>/rounds.jsonl:
//   { round, pid, ppid, cwd, env, promptFromStdin, promptFromFile, sleeperPid?, pidNamespace, startTime, sleeperStartTime? }
// pid and sleeperPid are as this process sees them: inside a sandbox's PID namespace they are that
// namespace's numbers. pidNamespace (`pid:[inode]`) and startTime (clock ticks since boot, the
// same inside and out) identify the process from outside too.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const script = JSON.parse(readFileSync(process.argv[2], "utf8"));
const round = Number(process.env.RALPH_ROUND);
const step = script.rounds?.[String(round)] ?? script.default ?? {};

const promptFromStdin = readFileSync(0, "utf8"); // all of stdin, until the bot closes it
const promptFromFile = process.env.RALPH_PROMPT_FILE ? readFileSync(process.env.RALPH_PROMPT_FILE, "utf8") : null;

for (const [path, content] of Object.entries(step.files ?? {})) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
for (const command of step.run ?? []) {
  const result = spawnSync("/bin/sh", ["-c", command], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`scripted agent: "${command}" failed with ${result.status ?? result.signal}`);
}
if (step.print !== undefined) process.stdout.write(step.print);
if (step.printBytes !== undefined) await printBytes(step.printBytes);

let sleeperPid;
if (step.spawnSleeper) {
  const sleeper = spawn("sleep", ["600"], { stdio: "ignore" });
  sleeperPid = sleeper.pid;
  sleeper.unref(); // do not wait for it: the bot must clean it up
}

const entry = { round, pid: process.pid, ppid: process.ppid, cwd: process.cwd(), env: process.env, promptFromStdin, promptFromFile };
if (sleeperPid !== undefined) entry.sleeperPid = sleeperPid;
entry.pidNamespace = readlinkSync("/proc/self/ns/pid");
entry.startTime = startTime("self");
if (sleeperPid !== undefined) entry.sleeperStartTime = startTime(sleeperPid);
mkdirSync(script.log, { recursive: true });
appendFileSync(join(script.log, "rounds.jsonl"), JSON.stringify(entry) + "\n");

while (step.waitFor !== undefined && !existsSync(join(script.log, step.waitFor))) await new Promise((done) => setTimeout(done, 20));
if (step.sleepMs !== undefined) await new Promise((done) => setTimeout(done, step.sleepMs));
if (step.crash) throw new Error(`scripted agent: crash in round ${round}`);
if (step.report !== undefined) writeFileSync(process.env.RALPH_REPORT_FILE, JSON.stringify(step.report));
else if (step.reportRaw !== undefined) writeFileSync(process.env.RALPH_REPORT_FILE, step.reportRaw);
if (step.usage !== undefined) writeFileSync(process.env.RALPH_USAGE_FILE, JSON.stringify(step.usage));
process.exitCode = step.exitCode ?? 0;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTime(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
}

/** Write n bytes to stdout in 1 MiB pieces, honouring back-pressure. */
async function printBytes(n) {
  const piece = Buffer.alloc(1024 * 1024, "x");
  for (let left = n; left > 0; left -= piece.length) {
    const chunk = left >= piece.length ? piece : piece.subarray(0, left);
    if (!process.stdout.write(chunk)) await new Promise((done) => process.stdout.once("drain", done));
  }
}
