#!/usr/bin/env node
// A process an attacking agent leaves running: it polls every process's environment block and
// command line and writes down what it saw, to prove what such a leftover can or cannot read.
//
//   node proc-watcher.mjs /abs/out.txt
//
// Writes its pid to out.txt.pid first, then, for as long as it lives, appends one line per text a
// process showed that was not seen in that process before: `<process>\tenv\t<NAME=value>` or
// `<process>\tcmdline\t<argv joined by spaces>`, where <process> is `<pid>@<start time in clock
// ticks since boot>`, which names one process even when its pid is used again later.
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

const out = process.argv[2];
writeFileSync(`${out}.pid`, String(process.pid));
const seen = new Set();

function read(path) {
  try {
    return readFileSync(path, "latin1");
  } catch {
    return "";
  }
}

for (;;) {
  const lines = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const stat = read(`/proc/${entry}/stat`);
    // `pid (comm) state ppid …`: field 22, the start time, is the 20th after the command name.
    const id = `${entry}@${stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "?"}`;
    const texts = [
      ...read(`/proc/${entry}/environ`)
        .split("\0")
        .map((text) => `env\t${text}`),
      `cmdline\t${read(`/proc/${entry}/cmdline`).split("\0").join(" ").trim()}`,
    ];
    for (const text of texts) {
      const line = `${id}\t${text}`;
      if (text.endsWith("\t") || seen.has(line)) continue;
      seen.add(line);
      lines.push(line);
    }
  }
  if (lines.length > 0) appendFileSync(out, lines.join("\n") + "\n");
}
