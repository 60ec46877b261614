import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
import {
  NEVER,
  ZodBigInt,
  ZodBoolean,
  ZodDate,
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
  ZodNumber,
  ZodString,
  _coercedBigint,
  _coercedBoolean,
  _coercedDate,
  _coercedNumber,
  _coercedString,
  _enum,
  _isoDate,
  _isoDateTime,
  _isoDuration,
  _isoTime,
  array,
  boolean,
  literal,
  looseObject,
  number,
  object,
  record,
  strictObject,
  string,
  toJSONSchema,
  unknown
} from "./chunk-RZTNPU5I.js";
import {
  DEFAULT_IDENTITY,
  Git,
  REMOTE,
  Workspace,
  agentWritableFolders,
  logLine,
  mapStrings,
  resolveGitProgram,
  safeCode,
  safeLine,
  safeNote,
  safeText,
  sanitize,
  sanitizeJson
} from "./chunk-XAHFDLMH.js";
import {
  isForbiddenAgentEnvName
} from "./chunk-UXDA4QGA.js";
import {
  Octokit,
  getInput,
  info,
  legacyRestEndpointMethods,
  paginateRest,
  requestLog,
  require_light,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-UAMXJTVG.js";
import {
  __export,
  __toESM
} from "./chunk-LJWVXP2H.js";

// src/agents/environment.ts
import { statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
var ALLOWED_PARENT_NAMES = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LANGUAGE",
  "TZ",
  "TMPDIR",
  "TMP",
  "TEMP",
  "TERM",
  "CI"
];
var LOCALE_NAME = /^LC_[A-Z0-9_]*$/;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function forbiddenError(name) {
  return new Error(
    `agent-env lists "${name}", which is never passed to the agent: GITHUB_TOKEN, GH_TOKEN, ACTIONS_* and INPUT_* are withheld so the agent holds no GitHub or runner credentials`
  );
}
function parseAgentEnvNames(text2, input = "agent-env") {
  const names = [];
  for (const entry of text2.split(/[,\r\n]/)) {
    const name = entry.trim();
    if (name === "") continue;
    if (!ENV_NAME.test(name)) {
      throw new Error(`${input}: "${name}" is not an environment variable name (letters, digits and _, not starting with a digit)`);
    }
    if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
function parseAgentSecretNames(text2) {
  return parseAgentEnvNames(text2, "agent-secrets");
}
function buildAgentEnvironment(parent, passNames, ralph) {
  for (const name of passNames) if (isForbiddenAgentEnvName(name)) throw forbiddenError(name);
  const env = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === void 0) continue;
    const allowed = ALLOWED_PARENT_NAMES.includes(name) || LOCALE_NAME.test(name) || passNames.includes(name);
    if (allowed && !isForbiddenAgentEnvName(name)) env[name] = value;
  }
  Object.assign(env, rustupHome(parent));
  env.npm_config_update_notifier ??= "false";
  for (const [name, value] of Object.entries(ralph)) {
    if (!name.startsWith("RALPH_")) throw new Error(`buildAgentEnvironment: "${name}" is not a RALPH_* name`);
    env[name] = value;
  }
  return env;
}
function rustupHome(parent) {
  const { RUSTUP_HOME: set, HOME: home } = parent;
  if (set !== void 0 && isAbsolute(set)) return { RUSTUP_HOME: set };
  if (home === void 0 || !isAbsolute(home)) return {};
  const folder = join(home, ".rustup");
  return statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true ? { RUSTUP_HOME: folder } : {};
}

// node_modules/zod/v4/classic/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodISODate: () => ZodISODate,
  ZodISODateTime: () => ZodISODateTime,
  ZodISODuration: () => ZodISODuration,
  ZodISOTime: () => ZodISOTime,
  date: () => date,
  datetime: () => datetime,
  duration: () => duration,
  time: () => time
});
function datetime(params) {
  return _isoDateTime(ZodISODateTime, params);
}
function date(params) {
  return _isoDate(ZodISODate, params);
}
function time(params) {
  return _isoTime(ZodISOTime, params);
}
function duration(params) {
  return _isoDuration(ZodISODuration, params);
}

// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean2,
  date: () => date2,
  number: () => number2,
  string: () => string2
});
function string2(params) {
  return _coercedString(ZodString, params);
}
function number2(params) {
  return _coercedNumber(ZodNumber, params);
}
function boolean2(params) {
  return _coercedBoolean(ZodBoolean, params);
}
function bigint(params) {
  return _coercedBigint(ZodBigInt, params);
}
function date2(params) {
  return _coercedDate(ZodDate, params);
}

// src/core/presets.ts
var AGENT_NAMES = ["command", "claude-code", "codex", "gemini"];
var CLAUDE_CODE_PACKAGE = "@anthropic-ai/claude-code@2.1.197";
var CLAUDE_CODE_KEY = "ANTHROPIC_API_KEY";
var CODEX_PACKAGE = "@openai/codex@0.171.0";
var CODEX_KEY = "OPENAI_API_KEY";
var GEMINI_PACKAGE = "@google/gemini-cli@0.61.0";
var GEMINI_KEY = "GEMINI_API_KEY";

// src/agents/command.ts
import { constants } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join2, relative, resolve } from "node:path";
import { StringDecoder } from "node:string_decoder";

// src/core/identity.ts
var RALPH_GIT_IDENTITY = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com"
});
function gitIdentityEnv(identity = RALPH_GIT_IDENTITY) {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email
  };
}

// src/core/usage.ts
function sumUsage(rounds) {
  return rounds.reduce((total, { usage }) => usage === void 0 ? total : addUsage(total, usage), {});
}
function addUsage(a, b) {
  const total = { ...a };
  for (const key of ["inputTokens", "outputTokens", "costUsd", "turns", "durationMs"]) {
    const value = b[key];
    if (value !== void 0) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}
var count = number().int("must be a whole number").nonnegative("must not be negative");
var UsageReport = strictObject({
  inputTokens: count.optional(),
  outputTokens: count.optional(),
  costUsd: number().finite().nonnegative("must not be negative").optional(),
  turns: count.optional(),
  durationMs: number().finite().nonnegative("must not be negative").optional()
});
function parseUsage(text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error) {
    return { ok: false, reason: `it is not valid JSON: ${error.message}` };
  }
  const parsed = UsageReport.safeParse(json);
  if (parsed.success) return { ok: true, usage: parsed.data };
  return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "usage"}: ${issue.message}`).join("; ") };
}

// src/agents/bounded-process.ts
import { spawn } from "node:child_process";

// src/agents/process-group.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var KILL_WAIT_MS = 5e3;
var CLOSE_WAIT_MS = 1e3;
var POLL_MS = 20;
var MAX_TIMER_MS = 2147483647;
function startTimer(ms, fire) {
  let handle;
  const deadline = performance.now() + ms;
  const arm = () => {
    const left = deadline - performance.now();
    if (left <= 0) return fire();
    handle = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  if (Number.isFinite(ms)) arm();
  return () => clearTimeout(handle);
}
function delay(ms) {
  return new Promise((done) => setTimeout(done, ms));
}
async function raceTimeout(promise, ms) {
  let handle;
  const timeout = new Promise((done) => handle = setTimeout(done, ms));
  await Promise.race([promise, timeout]);
  clearTimeout(handle);
}
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
  }
}
function listProcesses() {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const processes = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat4 = readStat(Number(entry));
    if (stat4 !== null) processes.push(stat4);
  }
  return processes;
}
function readStat(pid) {
  let text2;
  try {
    text2 = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = text2.slice(text2.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0] ?? "", ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}
var isLive = (stat4) => stat4.state !== "Z" && stat4.state !== "X";
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return false;
  }
  if (process.platform !== "linux") return true;
  const processes = listProcesses();
  return processes === null || processes.some((stat4) => stat4.pgrp === pgid && isLive(stat4));
}
function processAlive(pid) {
  if (process.platform !== "linux") return signalProcess(pid, 0);
  const stat4 = readStat(pid);
  return stat4 !== null && isLive(stat4);
}
function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}
function sandboxNamespace(outerPid) {
  const processes = listProcesses() ?? [];
  const init = processes.find((stat4) => stat4.ppid === outerPid && isLive(stat4));
  if (init === void 0) return null;
  const namespace = (pid) => {
    try {
      return readlinkSync(`/proc/${pid}/ns/pid`);
    } catch {
      return null;
    }
  };
  const own = namespace(init.pid);
  if (own === null) return null;
  const members = processes.filter((stat4) => stat4.pid !== init.pid && isLive(stat4) && namespace(stat4.pid) === own).map((stat4) => stat4.pid);
  return { init: init.pid, members };
}
async function terminateSandbox(outerPid, graceMs) {
  let sandbox = sandboxNamespace(outerPid);
  for (const pid of sandbox?.members ?? []) signalProcess(pid, "SIGTERM");
  const gone = () => !groupAlive(outerPid) && (sandbox === null || !processAlive(sandbox.init));
  if (await waitUntil(gone, graceMs)) return;
  sandbox ??= sandboxNamespace(outerPid);
  signalGroup(outerPid, "SIGKILL");
  if (sandbox !== null) signalProcess(sandbox.init, "SIGKILL");
  await waitUntil(gone, KILL_WAIT_MS);
}
async function waitUntil(done, ms) {
  const deadline = performance.now() + ms;
  for (; ; ) {
    if (done()) return true;
    if (performance.now() >= deadline) return false;
    await delay(POLL_MS);
  }
}
async function waitGroupGone(pgid, ms) {
  return waitUntil(() => !groupAlive(pgid), ms);
}
async function terminateGroup(pgid, graceMs) {
  signalGroup(pgid, "SIGTERM");
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, "SIGKILL");
  await waitGroupGone(pgid, KILL_WAIT_MS);
}

// src/agents/bounded-process.ts
async function runBounded(request) {
  const { sandbox, killGraceMs, signal } = request;
  const command = sandbox.command(request.file, request.args, request.env, request.writable);
  const child = spawn(command.file, command.args, {
    cwd: request.cwd,
    env: command.env,
    detached: true,
    stdio: [request.stdin === null ? "ignore" : "pipe", "pipe", "pipe"]
  });
  child.stdout?.on("data", request.onStdout);
  child.stderr?.on("data", request.onStderr);
  child.stdin?.on("error", () => {
  });
  const exited = new Promise((done) => {
    child.once("exit", (code, sig) => done({ code, signal: sig }));
  });
  const closed = new Promise((done) => child.once("close", () => done()));
  const spawnError = await new Promise((done) => {
    child.once("spawn", () => done(null));
    child.once("error", done);
  });
  child.on("error", () => {
  });
  const pid = child.pid;
  if (spawnError !== null || pid === void 0)
    return { kind: "not-started", file: command.file, reason: spawnError?.message ?? "no process id" };
  if (request.stdin !== null) child.stdin?.end(request.stdin, "utf8");
  let stop = null;
  let leaderExited = false;
  let termination = null;
  let gaveUp = () => {
  };
  const givenUp = new Promise((done) => gaveUp = () => done(null));
  const requestStop2 = (reason) => {
    if (stop !== null || leaderExited) return;
    stop = reason;
    termination = sandbox.terminate(pid, killGraceMs).then(gaveUp);
  };
  const cancelTimer = startTimer(request.timeoutMs, () => requestStop2("timed-out"));
  const onAbort = () => requestStop2("aborted");
  signal.addEventListener("abort", onAbort, { once: true });
  if (signal.aborted) requestStop2("aborted");
  const exit = await Promise.race([exited, givenUp]);
  leaderExited = true;
  cancelTimer();
  signal.removeEventListener("abort", onAbort);
  await (termination ?? sandbox.terminate(pid, killGraceMs));
  await raceTimeout(closed, CLOSE_WAIT_MS);
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.stdin?.destroy();
  if (stop !== null) return { kind: stop };
  return { kind: "exited", exitCode: exit?.code ?? null, signal: exit?.signal ?? null };
}

// src/agents/output-tail.ts
var OutputTail = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #text = "";
  push(chunk) {
    this.#text += chunk;
    if (this.#text.length > 2 * this.limit) this.#text = this.#text.slice(-this.limit);
  }
  text() {
    let text2 = this.limit === 0 ? "" : this.#text.slice(-this.limit);
    const first = text2.charCodeAt(0);
    if (first >= 56320 && first <= 57343) text2 = text2.slice(1);
    return text2;
  }
};
var ByteTail = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #chunks = [];
  #length = 0;
  push(chunk) {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    if (this.#length > 2 * this.limit) this.#compact();
  }
  #compact() {
    const all = Buffer.concat(this.#chunks);
    const kept = all.subarray(Math.max(0, all.length - this.limit));
    this.#chunks = [Buffer.from(kept)];
    this.#length = kept.length;
  }
  /** A cut UTF-8 sequence skipped, ANSI codes removed. */
  text() {
    this.#compact();
    let bytes = this.#chunks[0] ?? Buffer.alloc(0);
    let skip3 = 0;
    while (skip3 < bytes.length && skip3 < 3 && ((bytes[skip3] ?? 0) & 192) === 128) skip3++;
    bytes = bytes.subarray(skip3);
    return new TextDecoder("utf-8").decode(bytes).replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "");
  }
};

// src/agents/command.ts
var DEFAULT_OUTPUT_TAIL_CHARS = 8e3;
var DEFAULT_KILL_GRACE_MS = 2e3;
var DEFAULT_MAX_REPORT_BYTES = 1024 * 1024;
var MAX_USAGE_BYTES = 64 * 1024;
function shellProgram(command) {
  if (command.trim() === "") throw new Error("CommandAgent: the agent command is empty");
  return {
    label: "/bin/sh -c \u2026",
    prepare: async (files) => ({ file: "/bin/sh", args: ["-c", command], usageFile: join2(files.dir, "usage.json") })
  };
}
var CommandAgent = class {
  #program;
  #workspace;
  #runDir;
  #runId;
  #issueNumber;
  #env;
  #roundTimeoutMs;
  #sandbox;
  #outputTailChars;
  #killGraceMs;
  #maxReportBytes;
  #onOutput;
  /** @throws Error on an invalid option. */
  constructor(program, options) {
    this.#workspace = resolve(options.workspace);
    this.#runDir = resolve(options.runDir);
    const inside2 = relative(this.#workspace, this.#runDir);
    if (inside2 === "" || !inside2.startsWith("..") && !isAbsolute2(inside2)) {
      throw new Error(`CommandAgent: runDir ${this.#runDir} must lie outside the workspace ${this.#workspace}`);
    }
    for (const name of Object.keys(options.env)) {
      if (isForbiddenAgentEnvName(name)) throw new Error(`CommandAgent: the agent environment must not contain ${name}`);
    }
    if (!(options.roundTimeoutMs > 0)) throw new Error(`CommandAgent: roundTimeoutMs must be positive, got ${options.roundTimeoutMs}`);
    this.#outputTailChars = nonNegativeInteger("outputTailChars", options.outputTailChars ?? DEFAULT_OUTPUT_TAIL_CHARS);
    this.#killGraceMs = nonNegativeInteger("killGraceMs", options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    this.#maxReportBytes = nonNegativeInteger("maxReportBytes", options.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES);
    this.#program = program;
    this.#runId = options.runId;
    this.#issueNumber = options.issueNumber;
    this.#env = { ...options.env };
    this.#roundTimeoutMs = options.roundTimeoutMs;
    this.#sandbox = options.sandbox;
    this.#onOutput = options.onOutput;
  }
  /** `$RALPH_REPORT_FILE`, known before the round so the prompt can name it. */
  reportFile(round) {
    return join2(this.#roundDir(round), "report.json");
  }
  promptFile(round) {
    return join2(this.#roundDir(round), "prompt.md");
  }
  #roundDir(round) {
    if (!Number.isInteger(round) || round < 1) throw new Error(`CommandAgent: round must be a positive integer, got ${round}`);
    return join2(this.#runDir, `round-${round}`);
  }
  async runRound(request) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const files = this.#roundFiles(request.round);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    const agentProcess = await this.#prepareRound(request, files);
    if (request.signal.aborted) return { kind: "cancelled", outputTail: "", durationMs: elapsed() };
    const tail = new OutputTail(this.#outputTailChars);
    const exit = await this.#run(request, files, agentProcess, tail);
    if (exit.kind === "not-started") {
      tail.push(`ralph-bot could not start the agent (${this.#program.label} in ${this.#workspace}): ${exit.reason}
`);
      return { kind: "exited", exitCode: null, signal: null, reportText: null, outputTail: tail.text(), durationMs: elapsed() };
    }
    const outputTail = tail.text();
    const durationMs = elapsed();
    if (exit.kind === "timed-out") return { kind: "timed-out", timeoutMs: this.#roundTimeoutMs, outputTail, durationMs };
    if (exit.kind === "aborted") return { kind: "cancelled", outputTail, durationMs };
    const { exitCode, signal } = exit;
    const verdict = agentProcess.finish !== void 0 ? await agentProcess.finish({ exitCode, signal }) : {};
    const reported = agentProcess.usageFile !== void 0 ? await readUsage(agentProcess.usageFile) : {};
    const reportText = await readReport(files.reportFile, this.#maxReportBytes);
    const notFound = exitCode === 127 ? { failure: commandNotFound(this.#sandbox.mode) } : {};
    return { kind: "exited", exitCode, signal, reportText, outputTail, durationMs, ...notFound, ...reported, ...verdict };
  }
  #roundFiles(round) {
    return { round, promptFile: this.promptFile(round), reportFile: this.reportFile(round), dir: this.#roundDir(round) };
  }
  async #prepareRound(request, files) {
    await mkdir(files.dir, { recursive: true });
    await rm(files.reportFile, { force: true, recursive: true });
    await writeFile(files.promptFile, request.prompt, "utf8");
    const agentProcess = await this.#program.prepare({ ...files });
    if (agentProcess.usageFile !== void 0) await rm(agentProcess.usageFile, { force: true, recursive: true });
    return agentProcess;
  }
  #environment(request, files, agentProcess) {
    const env = {
      // The agent may commit; agent-env's identity wins.
      ...gitIdentityEnv(),
      ...agentProcess.env,
      ...this.#env,
      RALPH_ROUND: String(request.round),
      RALPH_MAX_ROUNDS: String(request.maxRounds),
      RALPH_RUN_ID: this.#runId,
      RALPH_PROMPT_FILE: files.promptFile,
      RALPH_REPORT_FILE: files.reportFile
    };
    if (this.#issueNumber !== null) env.RALPH_ISSUE_NUMBER = String(this.#issueNumber);
    else delete env.RALPH_ISSUE_NUMBER;
    if (agentProcess.usageFile !== void 0) env.RALPH_USAGE_FILE = agentProcess.usageFile;
    else delete env.RALPH_USAGE_FILE;
    return env;
  }
  async #run(request, files, agentProcess, tail) {
    const onText = (text2) => {
      tail.push(text2);
      if (this.#onOutput === void 0) return;
      try {
        this.#onOutput(text2);
      } catch {
      }
    };
    const stdout = decoded((text2) => {
      onText(text2);
      agentProcess.onStdout?.(text2);
    });
    const stderr = decoded(onText);
    const exit = await runBounded({
      sandbox: this.#sandbox,
      file: agentProcess.file,
      args: agentProcess.args,
      env: this.#environment(request, files, agentProcess),
      writable: [files.dir],
      cwd: this.#workspace,
      stdin: request.prompt,
      timeoutMs: this.#roundTimeoutMs,
      killGraceMs: this.#killGraceMs,
      signal: request.signal,
      onStdout: stdout.write,
      onStderr: stderr.write
    });
    stdout.end();
    stderr.end();
    return exit;
  }
};
function decoded(onText) {
  const decoder = new StringDecoder("utf8");
  return {
    write: (chunk) => {
      const text2 = decoder.write(chunk);
      if (text2 !== "") onText(text2);
    },
    end: () => {
      const text2 = decoder.end();
      if (text2 !== "") onText(text2);
    }
  };
}
function createCommandAgent(options) {
  return new CommandAgent(shellProgram(options.command), options);
}
function commandNotFound(mode) {
  const where = mode === "none" ? "" : " in the sandbox (there /tmp is private and empty, and the run's temp folders are hidden)";
  return `the agent exited with code 127: command not found${where}`;
}
function nonNegativeInteger(name, value) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`CommandAgent: ${name} must be a non-negative integer, got ${value}`);
  return value;
}
async function readUsage(file) {
  const text2 = await readReport(file, MAX_USAGE_BYTES, "usage file");
  if (text2 === null) return {};
  const parsed = parseUsage(text2);
  return parsed.ok ? { usage: parsed.usage } : { failure: `the agent's usage file ($RALPH_USAGE_FILE) is invalid: ${parsed.reason}` };
}
async function readReport(file, maxBytes, name = "report file") {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    return `[ralph-bot: could not read the ${name}: ${error.message}]`;
  }
  try {
    const stat4 = await handle.stat();
    if (!stat4.isFile()) return `[ralph-bot: the ${name} is not a regular file]`;
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    const text2 = new TextDecoder("utf-8").decode(buffer.subarray(0, Math.min(length, maxBytes)));
    if (length <= maxBytes) return text2;
    return `${text2}
[ralph-bot: the ${name} holds more than ${maxBytes} bytes; only the first ${maxBytes} were read]`;
  } catch (error) {
    return `[ralph-bot: could not read the ${name}: ${error.message}]`;
  } finally {
    await handle.close();
  }
}

// src/agents/presets/cli.ts
import { execFile } from "node:child_process";
import { open as open2, stat } from "node:fs/promises";

// src/core/report.ts
var DEFAULT_MAX_HANDOFF_CHARS = 16384;
var text = string().transform((value) => value.normalize("NFC").trim()).pipe(string().min(1, "must not be empty after trimming"));
var ReportStatus = _enum(["continue", "complete", "blocked"]);
var reportShape = strictObject({
  status: ReportStatus,
  summary: text,
  evidence: array(text),
  nextSteps: array(text),
  blocker: text.nullable(),
  lessons: array(text).optional()
});
var RoundReport = reportShape.superRefine((report, ctx) => {
  const issue = (path, message) => ctx.addIssue({ code: "custom", path: [path], message });
  if (report.status !== "blocked" && report.blocker !== null) {
    issue("blocker", `must be null unless the status is "blocked"`);
  }
  if (report.status === "continue" && report.nextSteps.length === 0) {
    issue("nextSteps", `a "continue" report needs at least one next step`);
  }
  if (report.status === "complete") {
    if (report.evidence.length === 0) issue("evidence", `a "complete" report needs at least one piece of evidence`);
    if (report.nextSteps.length > 0) issue("nextSteps", `a "complete" report has no next steps`);
  }
  if (report.status === "blocked" && report.blocker === null) {
    issue("blocker", `a "blocked" report needs a blocker`);
  }
});
function parseReport(raw, maxChars) {
  if (raw.length > maxChars) {
    return { ok: false, reason: `the report is ${raw.length} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { ok: false, reason: `the report is not valid JSON: ${error.message}` };
  }
  const parsed = RoundReport.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "report"}: ${issue.message}`).join("; ");
    return { ok: false, reason: `the report does not follow the schema: ${details}` };
  }
  const size = serializeReport(parsed.data).length;
  if (size > maxChars) {
    return { ok: false, reason: `the report is ${size} characters, over the ${maxChars}-character bound (max-handoff-chars)` };
  }
  return { ok: true, report: parsed.data };
}
function serializeReport(report) {
  return JSON.stringify(report);
}

// src/agents/advice.ts
function inputName(where, input) {
  return where === "action" ? input : `--${input}`;
}
function inputSetting(where, input, value) {
  return where === "action" ? `${input}: ${value}` : `--${input} ${value}`;
}
function machineName(where) {
  return where === "action" ? "the runner" : "this machine";
}
function shareNetworkAdvice(where) {
  return `${where === "action" ? "set" : "run with"} ${inputSetting(where, "network", "open")} to share ${machineName(where)}'s network`;
}
function rootAdvice(where) {
  const reads = "so the agent reads files only root may read (outside the hidden folders)";
  return where === "action" ? `the runner runs as root, ${reads}: run the job as a non-root user` : `ralph-bot runs as root, ${reads}: run ralph-bot run as a non-root user`;
}
function installAdvice(where, command) {
  return where === "action" ? `Install it in a step before ralph-bot: ${command}` : `Install it: ${command}`;
}
function unsetSecretAdvice(where) {
  return where === "action" ? "set it from a secret in the step's env:" : "export it in your shell before ralph-bot run";
}
function missingCredentialAdvice(where, name) {
  return where === "action" ? `Set it from a secret in the step's env: and list its name in agent-env (e.g. agent-env: ${name}).` : `Export it in your shell and name it with --agent-env (e.g. --agent-env ${name}).`;
}
function sandboxAdvice(where, fix) {
  const network = fix.network === "allowlist" ? `or ${shareNetworkAdvice(where)}, ` : "";
  if (where === "action") {
    return `Install it and allow user namespaces in a step before ralph-bot: ${fix.setUp}, ${network}or set sandbox: none to run the agent without a sandbox`;
  }
  return `Install it and allow user namespaces: ${fix.setUp}, ${network}or run with --sandbox none to run the agent without a sandbox`;
}

// src/agents/executable.ts
import { accessSync, constants as constants2, statSync as statSync2 } from "node:fs";
import { delimiter, isAbsolute as isAbsolute3, join as join3 } from "node:path";
function findExecutable(name, path, skip3 = () => false) {
  const candidates = name.includes("/") ? [name] : (path ?? "").split(delimiter).filter((dir) => isAbsolute3(dir) && !skip3(dir)).map((dir) => join3(dir, name));
  for (const candidate of candidates) {
    try {
      if (!statSync2(candidate).isFile()) continue;
      accessSync(candidate, constants2.X_OK);
      return candidate;
    } catch {
    }
  }
  return null;
}

// src/agents/presets/cli.ts
var PROBE_TIMEOUT_MS = 6e4;
var MAX_JSON_LINE_CHARS = 8 * 1024 * 1024;
function parseVersion(text2) {
  return /\b(\d+\.\d+\.\d+)\b/.exec(text2)?.[1] ?? null;
}
async function probe(cli, args) {
  const { file, env, cwd, sandbox } = cli;
  const command = sandbox.command(file, args, env);
  return new Promise((done, fail) => {
    execFile(
      command.file,
      command.args,
      { env: command.env, cwd, timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error === null) return done(output);
        const why = error.killed ? `no answer within ${PROBE_TIMEOUT_MS / 1e3} s` : typeof error.code === "number" ? `exit code ${error.code}` : error.message;
        fail(new Error(`\`${[file, ...args].join(" ")}\` failed (${why}): ${output.trim().slice(0, 500)}`));
      }
    );
  });
}
async function checkCli(requirements, env, cwd, sandbox) {
  const { agent, binary, install, where } = requirements;
  const path = findExecutable(binary, env.PATH);
  if (path === null) {
    throw new Error(
      `agent ${agent}: the \`${binary}\` command was not found on the agent's PATH (${env.PATH ?? "unset"}). ` + installAdvice(where, install)
    );
  }
  const cli = { file: path, env, cwd, sandbox };
  const [versionProbe, helpProbe] = await Promise.allSettled([
    probe(cli, ["--version"]),
    probe(cli, [...requirements.helpCommand, "--help"])
  ]);
  for (const settled2 of [versionProbe, helpProbe]) {
    if (settled2.status === "rejected") throw new Error(`agent ${agent}: ${settled2.reason.message}. Reinstall it: ${install}`);
  }
  const versionText = versionProbe.status === "fulfilled" ? versionProbe.value : "";
  const help = helpProbe.status === "fulfilled" ? helpProbe.value : "";
  const version = parseVersion(versionText);
  if (version === null) throw new Error(`agent ${agent}: \`${binary} --version\` printed no version. Reinstall it: ${install}`);
  const missing = requirements.flags.filter(
    (flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[\\s,=<]|$)`, "m").test(help)
  );
  if (missing.length > 0) {
    throw new Error(
      `agent ${agent}: ${binary} ${version} does not support ${missing.join(", ")} (not listed by \`${[binary, ...requirements.helpCommand, "--help"].join(" ")}\`). Install a version that does: ${install}`
    );
  }
  return { path, version };
}
function requireOneOf({ agent, env, names, what, where }) {
  if (names.some((name) => (env[name] ?? "") !== "")) return;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  throw new Error(
    `agent ${agent}: ${what} is missing: none of ${list} reaches the agent. ${missingCredentialAdvice(where, names[0] ?? "")}`
  );
}
function splitArguments(text2) {
  const words = [];
  let word = "";
  let inWord = false;
  for (let i = 0; i < text2.length; i++) {
    const char = text2[i] ?? "";
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else if (char === "'") {
      const end = text2.indexOf("'", i + 1);
      if (end < 0) throw new Error(`agent-command: unclosed ' in ${JSON.stringify(text2)}`);
      word += text2.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '"') {
      inWord = true;
      for (i++; ; i++) {
        if (i >= text2.length) throw new Error(`agent-command: unclosed " in ${JSON.stringify(text2)}`);
        const inner = text2[i] ?? "";
        if (inner === '"') break;
        if (inner === "\\" && /["\\$`]/.test(text2[i + 1] ?? "")) word += text2[++i] ?? "";
        else word += inner;
      }
    } else if (char === "\\") {
      if (i + 1 >= text2.length) throw new Error(`agent-command: trailing \\ in ${JSON.stringify(text2)}`);
      word += text2[++i] ?? "";
      inWord = true;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}
function reportJsonSchema() {
  const { $schema: _dialect, ...schema } = toJSONSchema(RoundReport, { io: "input" });
  const properties = schema.properties;
  return { ...schema, required: Object.keys(properties) };
}
async function writeReportIfAbsent(reportFile, text2) {
  try {
    const handle = await open2(reportFile, "wx");
    await handle.writeFile(text2, "utf8");
    await handle.close();
    return true;
  } catch {
    return false;
  }
}
var JsonLines = class {
  constructor(onValue) {
    this.onValue = onValue;
  }
  onValue;
  #buffer = "";
  #skipping = false;
  push(chunk) {
    let text2 = chunk;
    for (; ; ) {
      const newline = text2.indexOf("\n");
      if (newline < 0) break;
      const line = this.#buffer + text2.slice(0, newline);
      text2 = text2.slice(newline + 1);
      this.#buffer = "";
      if (this.#skipping) this.#skipping = false;
      else this.#line(line);
    }
    if (this.#skipping) return;
    this.#buffer += text2;
    if (this.#buffer.length > MAX_JSON_LINE_CHARS) {
      this.#buffer = "";
      this.#skipping = true;
    }
  }
  end() {
    if (!this.#skipping) this.#line(this.#buffer);
    this.#buffer = "";
    this.#skipping = false;
  }
  #line(line) {
    const trimmed = line.trim();
    if (!trimmed.startsWith("{")) return;
    let value;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return;
    }
    this.onValue(value);
  }
};
function numberField(object2, key) {
  const value = object2[key];
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var QUOTE_CHARS = 1e3;
function quote(text2) {
  const trimmed = text2.trim();
  return trimmed.length <= QUOTE_CHARS ? trimmed : `${trimmed.slice(0, QUOTE_CHARS)}\u2026`;
}
async function fileExists(file) {
  return stat(file).then(
    () => true,
    () => false
  );
}

// src/agents/egress.ts
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
var NETWORK_MODES = ["allowlist", "open"];
var NetworkInput = _enum(NETWORK_MODES, { error: `must be ${NETWORK_MODES.join(" or ")}` }).default("allowlist");
var DOMAIN_SETS = {
  registries: [
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "pypi.org",
    "files.pythonhosted.org",
    "crates.io",
    "index.crates.io",
    "static.crates.io",
    "proxy.golang.org",
    "sum.golang.org",
    "codeload.github.com"
  ],
  github: [
    "github.com",
    "api.github.com",
    "codeload.github.com",
    "objects.githubusercontent.com",
    "raw.githubusercontent.com",
    "release-assets.githubusercontent.com"
  ]
};
var NEVER_REACHED = new BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["224.0.0.0", 4],
  ["255.255.255.255", 32],
  ["168.63.129.16", 32],
  ["100.100.100.200", 32]
])
  NEVER_REACHED.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fe80::", 10],
  ["ff00::", 8],
  ["fd00:ec2::254", 128]
])
  NEVER_REACHED.addSubnet(address, prefix, "ipv6");
var PRIVATE_NETWORKS = new BlockList();
for (const [address, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10]
])
  PRIVATE_NETWORKS.addSubnet(address, prefix, "ipv4");
PRIVATE_NETWORKS.addSubnet("fc00::", 7, "ipv6");
function ownAddresses() {
  return new Set(
    Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).map((entry) => entry.address.toLowerCase())
  );
}
function reachable(address, { namedExactly }) {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (NEVER_REACHED.check(address, type)) return false;
  if (namedExactly) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return !PRIVATE_NETWORKS.check(address, type) && !ownAddresses().has((mapped ?? address).toLowerCase());
}
function neverReachedHost(host) {
  const family = isIP(host);
  if (family === 0) return host === "localhost" || host.endsWith(".localhost");
  return NEVER_REACHED.check(host, family === 4 ? "ipv4" : "ipv6");
}
var HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
function normalizeHost(text2) {
  const host = text2.trim().toLowerCase().replace(/\.$/, "").replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) === 6) return new URL(`http://[${host}]/`).hostname.slice(1, -1);
  if (isIP(host) === 4) return host;
  return HOST_NAME.test(host) ? host : null;
}
function allowedDomainsUnreadBy(settings) {
  if (settings["allowed-domains"].length === 0) return null;
  if (settings.sandbox === "none") return "sandbox";
  return settings.network === "open" ? "network" : null;
}
var AllowedDomainsInput = string().transform((text2, ctx) => {
  const patterns = [];
  const add = (pattern) => {
    if (!patterns.includes(pattern)) patterns.push(pattern);
  };
  for (const entry of text2.split(/[,\s]+/)) {
    const word = entry.trim().toLowerCase();
    if (word === "") continue;
    const set = DOMAIN_SETS[word];
    if (set !== void 0) {
      set.forEach(add);
      continue;
    }
    const suffix = word.startsWith("*.") ? normalizeHost(word.slice(2)) : null;
    const host = normalizeHost(word);
    if (suffix !== null && isIP(suffix) === 0 && !suffix.includes(".")) {
      ctx.addIssue({
        code: "custom",
        message: `must not allow a whole top-level domain: ${JSON.stringify(entry)} covers every host under .${suffix}; name the domain (*.example.${suffix})`
      });
      return NEVER;
    }
    if (host !== null && isIP(host) !== 0 && NEVER_REACHED.check(host, isIP(host) === 4 ? "ipv4" : "ipv6")) {
      ctx.addIssue({
        code: "custom",
        message: `lists ${JSON.stringify(entry)}, an address the sandbox never reaches (loopback, link-local, cloud metadata, unspecified)`
      });
      return NEVER;
    }
    if (suffix !== null && isIP(suffix) === 0) add(`*.${suffix}`);
    else if (host !== null) add(host);
    else {
      ctx.addIssue({
        code: "custom",
        message: `must list host names, *.suffix patterns or the sets ${Object.keys(DOMAIN_SETS).join(", ")}, separated by commas or new lines (${JSON.stringify(entry)} is none)`
      });
      return NEVER;
    }
  }
  return patterns;
});
function hostAllowed(host, patterns) {
  return patterns.some((pattern) => {
    if (pattern === host) return true;
    if (!pattern.startsWith("*.") || isIP(host) !== 0) return false;
    return host.endsWith(pattern.slice(1));
  });
}
function hostNamedExactly(host, patterns) {
  return patterns.includes(host);
}
function urlHost(url) {
  if (url === void 0 || url.trim() === "") return null;
  try {
    return normalizeHost(new URL(url.trim()).hostname);
  } catch {
    return null;
  }
}
var TEST_HOSTS_VARIABLE = "RALPH_TEST_EGRESS_HOSTS";
var HELD_KEY_PLACEHOLDER = "ralph-bot-proxy-holds-this-key";
function networkSettings(mode, allowed, env) {
  const text2 = env[TEST_HOSTS_VARIABLE] ?? "";
  if (text2.trim() === "") return { mode, allowed, testHosts: null };
  const testHosts = {};
  for (const entry of text2.split(/[,\s]+/).filter((part) => part !== "")) {
    const [name = "", address = ""] = entry.split("=");
    const host = normalizeHost(name);
    if (host === null || isIP(address) === 0) throw new Error(`${TEST_HOSTS_VARIABLE}: "${entry}" is not host=address`);
    testHosts[host] = address;
  }
  return { mode, allowed, testHosts };
}

// src/agents/presets/claude-code.ts
var FLAGS = [
  "--print",
  "--output-format",
  "--verbose",
  "--dangerously-skip-permissions",
  "--no-session-persistence",
  "--json-schema",
  "--model"
];
var CREDENTIALS = [CLAUDE_CODE_KEY, "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"];
var THIRD_PARTY = ["CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY"];
function claudeCodeArguments(settings) {
  return [
    "--print",
    "--output-format",
    "stream-json",
    "--verbose",
    "--dangerously-skip-permissions",
    "--no-session-persistence",
    "--json-schema",
    JSON.stringify(reportJsonSchema()),
    ...settings.model !== null ? ["--model", settings.model] : [],
    ...splitArguments(settings.command ?? "")
  ];
}
function claudeCodeEnvironment(uid = process.getuid?.()) {
  return { DISABLE_AUTOUPDATER: "1", ...uid === 0 ? { IS_SANDBOX: "1" } : {} };
}
function claudeCodeConfiguration(env) {
  const dir = env.CLAUDE_CONFIG_DIR ?? "";
  return { home: [".claude", ".claude.json"], paths: dir !== "" ? [{ variable: "CLAUDE_CONFIG_DIR", path: dir }] : [] };
}
var ANTHROPIC_API_HOST = "api.anthropic.com";
function claudeCodeHosts(env) {
  return [urlHost(env.ANTHROPIC_BASE_URL) ?? ANTHROPIC_API_HOST];
}
var KEYS = [
  { variable: "ANTHROPIC_API_KEY", header: "x-api-key", bearer: false },
  { variable: "ANTHROPIC_AUTH_TOKEN", header: "authorization", bearer: true },
  { variable: "CLAUDE_CODE_OAUTH_TOKEN", header: "authorization", bearer: true }
];
function claudeCodeModelApi(env) {
  return {
    baseUrl: (env.ANTHROPIC_BASE_URL ?? "").trim() || `https://${ANTHROPIC_API_HOST}`,
    baseUrlVariable: "ANTHROPIC_BASE_URL",
    keys: KEYS
  };
}
function readClaudeCodeResult(event) {
  if (!isRecord(event) || event.type !== "result") return null;
  const usage = isRecord(event.usage) ? event.usage : {};
  const input = ["input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"].map((key) => numberField(usage, key));
  const errors = Array.isArray(event.errors) ? event.errors.filter((error) => typeof error === "string") : [];
  const result = {};
  if (input.some((value) => value !== void 0)) result.inputTokens = input.reduce((sum, value) => sum + (value ?? 0), 0);
  const fields = [
    ["outputTokens", numberField(usage, "output_tokens")],
    ["costUsd", numberField(event, "total_cost_usd")],
    ["turns", numberField(event, "num_turns")],
    ["durationMs", numberField(event, "duration_ms")]
  ];
  for (const [key, value] of fields) if (value !== void 0) result[key] = value;
  return {
    subtype: typeof event.subtype === "string" ? event.subtype : "unknown",
    isError: event.is_error === true,
    text: typeof event.result === "string" ? event.result : errors.join("; "),
    apiErrorStatus: numberField(event, "api_error_status") ?? null,
    structuredOutput: event.structured_output,
    usage: result
  };
}
async function judgeClaudeCodeRound(result, reportFile) {
  if (result === null) return {};
  const { usage } = result;
  if (result.isError) {
    const status = result.apiErrorStatus !== null ? `, API status ${result.apiErrorStatus}` : "";
    return {
      usage,
      failure: `Claude Code reported an error (result subtype "${result.subtype}", is_error true${status}): ${quote(result.text)}`
    };
  }
  if (result.subtype !== "success") return { usage, failure: `Claude Code ended with "${result.subtype}": ${quote(result.text)}` };
  if (isRecord(result.structuredOutput)) await writeReportIfAbsent(reportFile, JSON.stringify(result.structuredOutput));
  if (!await fileExists(reportFile)) {
    return { usage, failure: `Claude Code finished without writing a report; its final message: ${quote(result.text) || "(empty)"}` };
  }
  return { usage };
}
function claudeCodeProcess(settings, files) {
  let result = null;
  const lines = new JsonLines((event) => result = readClaudeCodeResult(event) ?? result);
  return {
    file: "claude",
    args: claudeCodeArguments(settings),
    env: claudeCodeEnvironment(),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeClaudeCodeRound(result, files.reportFile);
    }
  };
}
var claudeCode = {
  cli: { binary: "claude", package: CLAUDE_CODE_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "claude-code",
        binary: "claude",
        install: `npm install -g ${CLAUDE_CODE_PACKAGE}`,
        helpCommand: [],
        flags: FLAGS,
        where: settings.where
      },
      { ...claudeCodeEnvironment(), ...settings.env },
      settings.workspace,
      settings.sandbox
    );
    if (!THIRD_PARTY.some((name) => (settings.env[name] ?? "") !== ""))
      requireOneOf({ agent: "claude-code", env: settings.env, names: CREDENTIALS, what: "an Anthropic credential", where: settings.where });
    return cli;
  },
  configuration(env) {
    return claudeCodeConfiguration(env);
  },
  hosts: claudeCodeHosts,
  keys: KEYS,
  modelApi: claudeCodeModelApi,
  program(settings) {
    claudeCodeArguments(settings);
    return { label: "claude", prepare: async (files) => claudeCodeProcess(settings, files) };
  }
};

// src/agents/presets/codex.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { readFile, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join4 } from "node:path";
var FLAGS2 = ["--json", "--dangerously-bypass-approvals-and-sandbox", "--output-schema", "--output-last-message", "--model", "--config"];
var BASE_URL_VARIABLE = "OPENAI_BASE_URL";
function codexArguments(settings, schemaFile, lastMessageFile) {
  const baseUrl = (settings.env[BASE_URL_VARIABLE] ?? "").trim();
  return [
    "exec",
    "--json",
    "--dangerously-bypass-approvals-and-sandbox",
    "--output-schema",
    schemaFile,
    "--output-last-message",
    lastMessageFile,
    ...settings.model !== null ? ["--model", settings.model] : [],
    // A JSON string is a TOML basic string for every URL.
    ...baseUrl !== "" ? ["--config", `openai_base_url=${JSON.stringify(baseUrl)}`] : [],
    ...splitArguments(settings.command ?? ""),
    "-"
  ];
}
function readCodexProviderConfig(toml) {
  let table = "";
  let provider = "openai";
  const envKeys = /* @__PURE__ */ new Map();
  const baseUrls = /* @__PURE__ */ new Map();
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/^\s+|\s+$/g, "");
    const header = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header !== null) {
      table = (header[1] ?? "").trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')\s*(#.*)?$/.exec(line);
    if (pair === null) continue;
    const [, key, doubleQuoted, singleQuoted] = pair;
    const value = doubleQuoted ?? singleQuoted ?? "";
    if (table === "" && key === "model_provider") provider = value;
    const providerTable = /^model_providers\.(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))$/.exec(table);
    const name = providerTable !== null ? providerTable[1] ?? providerTable[2] ?? providerTable[3] ?? "" : null;
    if (name !== null && key === "env_key") envKeys.set(name, value);
    if (name !== null && key === "base_url") baseUrls.set(name, value);
  }
  return { provider, envKey: envKeys.get(provider) ?? null, baseUrl: baseUrls.get(provider) ?? null };
}
function codexHome(env) {
  if ((env.CODEX_HOME ?? "") !== "") return env.CODEX_HOME ?? null;
  return (env.HOME ?? "") !== "" ? join4(env.HOME ?? "", ".codex") : null;
}
function codexConfiguration(env) {
  const dir = env.CODEX_HOME ?? "";
  return dir !== "" ? { home: [], paths: [{ variable: "CODEX_HOME", path: dir }] } : { home: [".codex"], paths: [] };
}
function readCodexFile(env, name) {
  const home = codexHome(env);
  if (home === null) return null;
  try {
    return readFileSync2(join4(home, name), "utf8");
  } catch {
    return null;
  }
}
var OPENAI_API_HOST = "api.openai.com";
function codexHosts(env) {
  const config2 = readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "");
  const configured = urlHost(config2.baseUrl ?? void 0);
  if (configured !== null) return [configured];
  if (config2.provider !== "openai") return [];
  const login = readCodexFile(env, "auth.json") !== null ? ["chatgpt.com", "auth.openai.com"] : [];
  return [urlHost(env[BASE_URL_VARIABLE]) ?? OPENAI_API_HOST, ...login];
}
function codexModelApi(env) {
  if (readCodexProviderConfig(readCodexFile(env, "config.toml") ?? "").provider !== "openai") return null;
  return {
    baseUrl: (env[BASE_URL_VARIABLE] ?? "").trim() || `https://${OPENAI_API_HOST}/v1`,
    baseUrlVariable: BASE_URL_VARIABLE,
    keys: KEYS2
  };
}
var KEYS2 = [
  { variable: "CODEX_API_KEY", header: "authorization", bearer: true },
  { variable: "OPENAI_API_KEY", header: "authorization", bearer: true }
];
function checkCodexCredentials(env, where) {
  const home = codexHome(env);
  const read = (name) => readCodexFile(env, name);
  const config2 = readCodexProviderConfig(read("config.toml") ?? "");
  if (config2.envKey !== null) {
    const what2 = `the API key of model provider "${config2.provider}" (env_key in ${home}/config.toml)`;
    requireOneOf({ agent: "codex", env, names: [config2.envKey], what: what2, where });
    return;
  }
  if (config2.provider !== "openai") return;
  if (read("auth.json") !== null) return;
  const what = "an OpenAI API key (or a login saved in $CODEX_HOME/auth.json)";
  requireOneOf({ agent: "codex", env, names: ["CODEX_API_KEY", CODEX_KEY], what, where });
}
function readCodexEvent(into, event) {
  if (!isRecord(event)) return;
  if (event.type === "turn.completed" && isRecord(event.usage)) {
    const input = numberField(event.usage, "input_tokens");
    const output = numberField(event.usage, "output_tokens");
    if (input !== void 0) into.usage.inputTokens = (into.usage.inputTokens ?? 0) + input;
    if (output !== void 0) into.usage.outputTokens = (into.usage.outputTokens ?? 0) + output;
  } else if (event.type === "turn.failed") {
    into.turnFailed = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : "unknown error";
  } else if (event.type === "error" && typeof event.message === "string") {
    into.lastError = event.message;
  }
}
async function judgeCodexRound(events, exitCode, lastMessage, reportFile) {
  const verdict = Object.keys(events.usage).length > 0 ? { usage: events.usage } : {};
  if (events.turnFailed !== null) return { ...verdict, failure: `Codex reported a failed turn: ${quote(events.turnFailed)}` };
  if (exitCode !== 0) {
    return events.lastError !== null ? { ...verdict, failure: `Codex exited with code ${exitCode}: ${quote(events.lastError)}` } : verdict;
  }
  let answer = null;
  try {
    answer = JSON.parse(lastMessage ?? "");
  } catch {
  }
  const wrote = isRecord(answer) ? await writeReportIfAbsent(reportFile, JSON.stringify(answer)) : false;
  if (!wrote && !await fileExists(reportFile)) {
    return { ...verdict, failure: `Codex finished without writing a report; its final message: ${quote(lastMessage ?? "") || "(empty)"}` };
  }
  return verdict;
}
function codexEnvironment(env) {
  const key = env[CODEX_KEY] ?? "";
  return key !== "" && (env.CODEX_API_KEY ?? "") === "" ? { CODEX_API_KEY: key } : {};
}
async function codexProcess(settings, files) {
  const schemaFile = join4(files.dir, "codex-output-schema.json");
  const lastMessageFile = join4(files.dir, "codex-last-message.txt");
  await writeFile2(schemaFile, JSON.stringify(reportJsonSchema()), "utf8");
  await rm2(lastMessageFile, { force: true });
  const events = { usage: {}, turnFailed: null, lastError: null };
  const lines = new JsonLines((event) => readCodexEvent(events, event));
  return {
    file: "codex",
    args: codexArguments(settings, schemaFile, lastMessageFile),
    env: codexEnvironment(settings.env),
    onStdout: (chunk) => lines.push(chunk),
    finish: async ({ exitCode }) => {
      lines.end();
      const lastMessage = await readFile(lastMessageFile, "utf8").catch(() => null);
      return judgeCodexRound(events, exitCode, lastMessage, files.reportFile);
    }
  };
}
var codex = {
  cli: { binary: "codex", package: CODEX_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "codex",
        binary: "codex",
        install: `npm install -g ${CODEX_PACKAGE}`,
        helpCommand: ["exec"],
        flags: FLAGS2,
        where: settings.where
      },
      settings.env,
      settings.workspace,
      settings.sandbox
    );
    checkCodexCredentials(settings.env, settings.where);
    return cli;
  },
  configuration(env) {
    return codexConfiguration(env);
  },
  hosts: codexHosts,
  keys: KEYS2,
  modelApi: codexModelApi,
  program(settings) {
    codexArguments(settings, "", "");
    return { label: "codex exec", prepare: (files) => codexProcess(settings, files) };
  }
};

// src/agents/presets/gemini.ts
var FLAGS3 = ["--prompt", "--output-format", "--approval-mode", "--skip-trust", "--include-directories", "--model"];
function geminiArguments(settings, roundDir) {
  return [
    "--prompt",
    "",
    "--output-format",
    "stream-json",
    "--approval-mode",
    "yolo",
    "--skip-trust",
    "--include-directories",
    roundDir,
    ...settings.model !== null ? ["--model", settings.model] : [],
    ...splitArguments(settings.command ?? "")
  ];
}
var GEMINI_API_HOST = "generativelanguage.googleapis.com";
function geminiHosts(env) {
  const login = env.GOOGLE_GENAI_USE_GCA === "true" ? ["cloudcode-pa.googleapis.com", "oauth2.googleapis.com"] : [];
  return [urlHost(env.GOOGLE_GEMINI_BASE_URL) ?? GEMINI_API_HOST, ...login];
}
function geminiModelApi(env) {
  return {
    baseUrl: (env.GOOGLE_GEMINI_BASE_URL ?? "").trim() || `https://${GEMINI_API_HOST}`,
    baseUrlVariable: "GOOGLE_GEMINI_BASE_URL",
    keys: KEYS3
  };
}
var KEYS3 = [
  { variable: "GEMINI_API_KEY", header: "x-goog-api-key", bearer: false },
  { variable: "GOOGLE_API_KEY", header: "x-goog-api-key", bearer: false }
];
function readGeminiEvent(into, event) {
  if (!isRecord(event)) return;
  if (event.type === "message" && event.role === "assistant" && typeof event.content === "string") {
    into.lastMessage = event.delta === true ? into.lastMessage + event.content : event.content;
  } else if (event.type === "tool_use") {
    into.lastMessage = "";
  } else if (event.type === "result") {
    const stats = isRecord(event.stats) ? event.stats : {};
    const usage = {};
    const fields = [
      ["inputTokens", numberField(stats, "input_tokens")],
      ["outputTokens", numberField(stats, "output_tokens")],
      ["durationMs", numberField(stats, "duration_ms")]
    ];
    for (const [key, value] of fields) if (value !== void 0) usage[key] = value;
    const error = isRecord(event.error) && typeof event.error.message === "string" ? event.error.message : null;
    into.result = { status: typeof event.status === "string" ? event.status : "unknown", error, usage };
  }
}
async function judgeGeminiRound(events, reportFile) {
  const { result } = events;
  if (result === null) return {};
  const verdict = Object.keys(result.usage).length > 0 ? { usage: result.usage } : {};
  if (result.status !== "success") {
    return { ...verdict, failure: `Gemini CLI reported status "${result.status}": ${quote(result.error ?? "no error message")}` };
  }
  if (!await fileExists(reportFile))
    return {
      ...verdict,
      failure: `Gemini CLI finished without writing a report; its final message: ${quote(events.lastMessage) || "(empty)"}`
    };
  return verdict;
}
function geminiProcess(settings, files) {
  const events = { result: null, lastMessage: "" };
  const lines = new JsonLines((event) => readGeminiEvent(events, event));
  return {
    file: "gemini",
    args: geminiArguments(settings, files.dir),
    onStdout: (chunk) => lines.push(chunk),
    finish: async () => {
      lines.end();
      return judgeGeminiRound(events, files.reportFile);
    }
  };
}
var gemini = {
  cli: { binary: "gemini", package: GEMINI_PACKAGE },
  async preflight(settings) {
    splitArguments(settings.command ?? "");
    const cli = await checkCli(
      {
        agent: "gemini",
        binary: "gemini",
        install: `npm install -g ${GEMINI_PACKAGE}`,
        helpCommand: [],
        flags: FLAGS3,
        where: settings.where
      },
      settings.env,
      settings.workspace,
      settings.sandbox
    );
    if (settings.env.GOOGLE_GENAI_USE_VERTEXAI !== "true" && settings.env.GOOGLE_GENAI_USE_GCA !== "true") {
      requireOneOf({
        agent: "gemini",
        env: settings.env,
        names: [GEMINI_KEY, "GOOGLE_API_KEY"],
        what: "a Gemini API key",
        where: settings.where
      });
    }
    return cli;
  },
  configuration: () => ({ home: [".gemini"], paths: [] }),
  hosts: geminiHosts,
  keys: KEYS3,
  modelApi: geminiModelApi,
  program(settings) {
    geminiArguments(settings, "");
    return { label: "gemini", prepare: async (files) => geminiProcess(settings, files) };
  }
};

// src/agents/egress-forwarder.ts
var EGRESS_PORT = 3128;
var EGRESS_DIR_INSIDE = "/run/ralph-egress";
var EGRESS_NODE_INSIDE = "/run/ralph-egress-node";
var EGRESS_SOCKET = "proxy.sock";
var EGRESS_FORWARDER = "forwarder.mjs";
function egressEnvironment() {
  const proxy = `http://127.0.0.1:${EGRESS_PORT}`;
  const direct = "localhost,127.0.0.1,::1";
  return {
    HTTP_PROXY: proxy,
    HTTPS_PROXY: proxy,
    http_proxy: proxy,
    https_proxy: proxy,
    NO_PROXY: direct,
    no_proxy: direct,
    NODE_USE_ENV_PROXY: "1"
  };
}
function heldModelEnvironment(route) {
  const path = new URL(route.baseUrl).pathname.replace(/\/+$/, "");
  return {
    [route.baseUrlVariable]: `http://127.0.0.1:${EGRESS_PORT}${path}`,
    ...Object.fromEntries(route.keyVariables.map((name) => [name, HELD_KEY_PLACEHOLDER]))
  };
}
function forwardedCommand(command) {
  return [
    EGRESS_NODE_INSIDE,
    `${EGRESS_DIR_INSIDE}/${EGRESS_FORWARDER}`,
    `${EGRESS_DIR_INSIDE}/${EGRESS_SOCKET}`,
    String(EGRESS_PORT),
    ...command
  ];
}
var FORWARDER_SCRIPT = `// ralph-bot's egress forwarder: see src/agents/egress-forwarder.ts.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { constants } from "node:os";

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => {});
const [socketPath, port, file, ...args] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write("ralph-bot egress: " + message + "\\n");
  process.exit(125);
};
const probe = connect(socketPath);
probe.once("error", (error) => fail("the network proxy does not answer at " + socketPath + ": " + error.message));
probe.once("connect", () => {
  probe.destroy();
  const server = createServer((client) => {
    const proxy = connect(socketPath);
    client.on("error", () => proxy.destroy());
    proxy.on("error", () => client.destroy());
    client.pipe(proxy).pipe(client);
  });
  server.once("error", (error) => fail("cannot listen on 127.0.0.1:" + port + ": " + error.message));
  server.listen(Number(port), "127.0.0.1", () => {
    const child = spawn(file, args, { stdio: "inherit" });
    child.once("error", (error) => {
      process.stderr.write("ralph-bot egress: cannot start " + file + ": " + error.message + "\\n");
      process.exit(error.code === "ENOENT" ? 127 : 126);
    });
    child.once("exit", (code, signal) => process.exit(signal === null ? (code ?? 1) : 128 + (constants.signals[signal] ?? 0)));
  });
});
`;

// src/agents/bubblewrap.ts
import { execFile as execFile3 } from "node:child_process";
import { mkdir as mkdir3, realpath as realpath2, rm as rm5, writeFile as writeFile3 } from "node:fs/promises";
import { dirname, join as join7 } from "node:path";

// src/agents/egress-proxy.ts
import { lookup } from "node:dns/promises";
import { chmod, rm as rm3 } from "node:fs/promises";
import { connect, isIP as isIP2 } from "node:net";
var { createServer, request: httpRequest } = process.getBuiltinModule("node:http");
var CONNECT_TIMEOUT_MS = 3e4;
var MAX_REFUSED_HOSTS = 50;
var MAX_UNLISTED_HOSTS = 1e4;
function relayAnswer(upstream, response, answer, target) {
  upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
  upstream.on("response", (reply) => {
    upstream.setTimeout(0);
    response.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
    reply.pipe(response);
  });
  upstream.on("error", (error) => {
    if (!response.headersSent) answer(502, `ralph-bot: cannot reach ${target}: ${error.message}
`);
    else response.destroy();
  });
}
var systemResolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
function fixedResolver(hosts) {
  return async (host) => {
    const address = hosts[host];
    if (address === void 0) throw new Error(`${host} is not a known test host`);
    return [address];
  };
}
var HOP_BY_HOP = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
]);
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? "").split(",").map((name) => name.trim().toLowerCase())
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}
var KEY_HEADERS = /* @__PURE__ */ new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key"]);
function refusalText({ host, reason }) {
  const why = reason === "not-allowed" ? "it is not in the workflow's allowed-domains" : reason === "address" ? "it resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard (*.suffix) pattern)" : "the Host header names it while the request names another host";
  return `ralph-bot: the sandbox's network does not reach ${host}: ${why}. The maintainer can allow a host with the allowed-domains input.
`;
}
var RefusalCount = class {
  #refused = /* @__PURE__ */ new Map();
  /** Counted together, so an attempt behind many decoys still shows. */
  #unlisted = { hosts: /* @__PURE__ */ new Set(), count: 0 };
  add(refusal2) {
    const key = `${refusal2.reason} ${refusal2.host}`;
    const known = this.#refused.get(key);
    if (known !== void 0) known.count++;
    else if (this.#refused.size < MAX_REFUSED_HOSTS)
      this.#refused.set(key, { host: refusal2.host.slice(0, 253), count: 1, reason: refusal2.reason });
    else {
      if (this.#unlisted.hosts.size < MAX_UNLISTED_HOSTS) this.#unlisted.hosts.add(key);
      this.#unlisted.count++;
    }
  }
  /** Since the last call, most refused first. */
  take() {
    const unlisted = this.#unlisted;
    const taken = [...this.#refused.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
    if (unlisted.count > 0) {
      const more = unlisted.hosts.size >= MAX_UNLISTED_HOSTS ? `${MAX_UNLISTED_HOSTS}+` : String(unlisted.hosts.size);
      taken.push({ host: `${more} more hosts`, count: unlisted.count, reason: "not-allowed" });
    }
    this.#refused.clear();
    unlisted.hosts.clear();
    unlisted.count = 0;
    return taken;
  }
};
async function startEgressProxy(options) {
  const open3 = /* @__PURE__ */ new Set();
  const state = {
    allowed: options.allowed,
    resolve: options.resolve ?? systemResolver,
    model: heldModel(options.model),
    refusals: new RefusalCount(),
    track: (socket) => {
      open3.add(socket);
      socket.once("close", () => open3.delete(socket));
    }
  };
  const server = createServer();
  server.on("connection", state.track);
  server.on("connect", (request, client, head) => openTunnel(state, request, client, head));
  server.on("request", (request, response) => serveRequest(state, request, response));
  await listen(server, options.socketPath);
  return {
    takeRefusals: () => state.refusals.take(),
    async close() {
      for (const socket of open3) socket.destroy();
      await new Promise((done) => server.close(() => done()));
      await rm3(options.socketPath, { force: true });
    }
  };
}
function heldModel(route) {
  if (route === void 0) return null;
  const url = new URL(route.baseUrl);
  return { route, url, basePath: url.pathname.replace(/\/+$/, "") };
}
async function listen(server, socketPath) {
  await rm3(socketPath, { force: true });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(socketPath, () => {
      server.off("error", fail);
      done();
    });
  });
  await chmod(socketPath, 384);
  server.unref();
}
async function decide(state, host) {
  if (!hostAllowed(host, state.allowed)) return { host, reason: "not-allowed" };
  const addresses = isIP2(host) !== 0 ? [host] : await state.resolve(host);
  const named = hostNamedExactly(host, state.allowed);
  const address = addresses.find((candidate) => reachable(candidate, { namedExactly: named }));
  return address !== void 0 ? { address } : { host, reason: "address" };
}
function connectAnswer(client) {
  return (status, body) => {
    client.end(
      `HTTP/1.1 ${status}\r
Content-Type: text/plain; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
\r
${body}`
    );
  };
}
function openTunnel(state, request, client, head) {
  state.track(client);
  client.on("error", () => client.destroy());
  const answer = connectAnswer(client);
  const target = parseAuthority(request.url ?? "");
  if (target === null) return answer("400 Bad Request", "ralph-bot: CONNECT needs host:port\n");
  decide(state, target.host).then(
    (decision) => {
      if ("reason" in decision) {
        state.refusals.add(decision);
        return answer("403 Forbidden", refusalText(decision));
      }
      tunnel(state, client, head, { ...target, address: decision.address });
    },
    (error) => answer("502 Bad Gateway", `ralph-bot: cannot resolve ${target.host}: ${error.message}
`)
  );
}
function tunnel(state, client, head, to) {
  const answer = connectAnswer(client);
  const upstream = connect({ host: to.address, port: to.port, timeout: CONNECT_TIMEOUT_MS });
  state.track(upstream);
  upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
  upstream.once("connect", () => {
    upstream.setTimeout(0);
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on("error", (error) => {
    if (upstream.connecting || upstream.pending) answer("502 Bad Gateway", `ralph-bot: cannot reach ${to.host}: ${error.message}
`);
    else client.destroy();
  });
  client.on("close", () => upstream.destroy());
}
function plainAnswer(request, response) {
  return (status, body) => {
    request.resume();
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) }).end(body);
  };
}
function serveRequest(state, request, response) {
  const { model } = state;
  const answer = plainAnswer(request, response);
  if ((request.url ?? "").startsWith("/") && model !== null) return forwardToModel(model, request, response, request.url ?? "/");
  const url = parseAbsoluteUrl(request.url ?? "");
  if (url === null) {
    return answer(400, "ralph-bot: this is the sandbox's HTTP proxy: send requests through it with HTTP_PROXY / HTTPS_PROXY\n");
  }
  if (model !== null && url.port === EGRESS_PORT && (url.host === "127.0.0.1" || url.host === "localhost")) {
    return forwardToModel(model, request, response, url.path);
  }
  const hostHeader = request.headers.host ?? url.authority;
  const named = parseAuthority(hostHeader, url.port);
  if (named === null || named.host !== url.host || named.port !== url.port) {
    const refusal2 = { host: named?.host ?? "(invalid Host header)", reason: "host-mismatch" };
    state.refusals.add(refusal2);
    return answer(403, refusalText(refusal2));
  }
  decide(state, url.host).then(
    (decision) => {
      if ("reason" in decision) {
        state.refusals.add(decision);
        return answer(403, refusalText(decision));
      }
      const upstream = httpRequest({
        host: decision.address,
        port: url.port,
        method: request.method,
        path: url.path,
        headers: { ...endToEnd(request.headers), host: url.authority },
        setHost: false,
        agent: false,
        timeout: CONNECT_TIMEOUT_MS
      });
      relayAnswer(upstream, response, answer, url.host);
      request.pipe(upstream);
    },
    (error) => answer(502, `ralph-bot: cannot resolve ${url.host}: ${error.message}
`)
  );
}
function forwardToModel(model, request, response, path) {
  const answer = plainAnswer(request, response);
  if (!belowBase(path, model.basePath)) {
    return answer(404, `ralph-bot: the proxy forwards only requests below ${model.basePath}/ to the model API
`);
  }
  const headers = Object.fromEntries(Object.entries(endToEnd(request.headers)).filter(([name]) => !KEY_HEADERS.has(name)));
  const send = model.url.protocol === "https:" ? process.getBuiltinModule("node:https").request : httpRequest;
  const upstream = send({
    protocol: model.url.protocol,
    host: model.url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: model.url.port === "" ? void 0 : Number(model.url.port),
    method: request.method,
    path,
    headers: { ...headers, ...model.route.headers, host: model.url.host },
    agent: false,
    timeout: CONNECT_TIMEOUT_MS
  });
  relayAnswer(upstream, response, answer, `the model API at ${model.url.host}`);
  request.pipe(upstream);
}
function belowBase(path, basePath) {
  const pathOnly = path.split("?", 1)[0] ?? "";
  const segments = pathOnly.split("/").map((segment) => segment.toLowerCase().replaceAll("%2e", "."));
  if (segments.some((segment) => segment === "." || segment === ".." || /%2f|%5c|\\/.test(segment))) return false;
  return basePath === "" || pathOnly === basePath || pathOnly.startsWith(`${basePath}/`);
}
function parseAuthority(text2, defaultPort) {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text2.trim());
  if (match === null) return null;
  const host = normalizeHost(match[1] ?? "");
  const port = match[2] !== void 0 ? Number(match[2]) : defaultPort;
  if (host === null || port === void 0 || port < 1 || port > 65535) return null;
  return { host, port };
}
function parseAbsoluteUrl(text2) {
  if (!/^http:\/\//i.test(text2)) return null;
  let url;
  try {
    url = new URL(text2);
  } catch {
    return null;
  }
  const host = normalizeHost(url.hostname);
  if (host === null || url.username !== "" || url.password !== "") return null;
  const port = url.port === "" ? 80 : Number(url.port);
  return { host, port, authority: url.host, path: `${url.pathname}${url.search}` };
}

// src/agents/egress-folder.ts
import { rmSync } from "node:fs";
import { mkdtemp, rm as rm4 } from "node:fs/promises";
import { isAbsolute as isAbsolute4, join as join5 } from "node:path";
var SOCKET_PATH_LIMIT = 107;
var PREFIX = "ralph-egress-";
var made = /* @__PURE__ */ new Set();
var hooked = false;
function fits(base) {
  return Buffer.byteLength(join5(base, `${PREFIX}XXXXXX`, EGRESS_SOCKET)) <= SOCKET_PATH_LIMIT;
}
function egressBase(hostEnv) {
  const tmpdir = (hostEnv.TMPDIR ?? "").replace(/(.)\/+$/, "$1");
  return tmpdir !== "" && isAbsolute4(tmpdir) && fits(tmpdir) ? { base: tmpdir, fromTmpdir: true } : { base: "/tmp", fromTmpdir: false };
}
async function makeEgressFolder(hostEnv) {
  const { base, fromTmpdir } = egressBase(hostEnv);
  let dir;
  try {
    dir = await mkdtemp(join5(base, PREFIX));
  } catch (error) {
    const fix = fromTmpdir ? `set TMPDIR to a folder the runner's user may write, or unset it to use /tmp` : `make /tmp writable for the runner's user, or set TMPDIR to a writable folder whose path is at most ${SOCKET_PATH_LIMIT - join5(`${PREFIX}XXXXXX`, EGRESS_SOCKET).length - 1} bytes long`;
    throw new Error(`cannot make its private folder in ${base}${fromTmpdir ? " (TMPDIR)" : ""}: ${error.message}; ${fix}`);
  }
  made.add(dir);
  if (!hooked) {
    hooked = true;
    process.on("exit", () => {
      for (const folder of made) rmSync(folder, { recursive: true, force: true });
    });
  }
  return dir;
}
async function removeEgressFolder(dir) {
  await rm4(dir, { recursive: true, force: true }).catch(() => void 0);
  made.delete(dir);
}

// src/agents/bubblewrap-setup.ts
import { execFile as execFile2 } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
var APPARMOR_USERNS = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";
var SYSTEM_PATH = "/usr/sbin:/usr/bin:/sbin:/bin";
var COMMAND_TIMEOUT_MS = 3e5;
function githubHostedUbuntu(hostEnv) {
  return hostEnv.RUNNER_ENVIRONMENT === "github-hosted" && /^ubuntu/i.test(hostEnv.ImageOS ?? "");
}
function planBubblewrapSetup(machine) {
  if (!machine.githubHostedUbuntu) return { install: false, allowUserNamespaces: false };
  return { install: !machine.bwrapFound, allowUserNamespaces: machine.userNamespacesRestricted };
}
function bubblewrapFix(machine) {
  const install = machine.apt ? "sudo apt-get install -y bubblewrap" : "install the package bubblewrap with the system's package manager";
  return machine.apparmorUserns ? `${install} && sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` : install;
}
function bubblewrapFixHere(hostEnv) {
  return bubblewrapFix({
    apt: findExecutable("apt-get", `${hostEnv.PATH ?? ""}:${SYSTEM_PATH}`) !== null,
    apparmorUserns: existsSync(APPARMOR_USERNS)
  });
}
function asRoot(uid, sudo) {
  if (uid === 0) return [];
  return sudo !== null ? [sudo, "-n"] : null;
}
async function userNamespacesRestricted() {
  return (await readFile2(APPARMOR_USERNS, "utf8").catch(() => "")).trim() === "1";
}
function runAsRoot(root, argv) {
  const [file = "", ...args] = [...root, ...argv];
  return new Promise((done, fail) => {
    execFile2(
      file,
      args,
      { env: { PATH: SYSTEM_PATH, DEBIAN_FRONTEND: "noninteractive", LANG: "C.UTF-8" }, timeout: COMMAND_TIMEOUT_MS, encoding: "utf8" },
      (error, stdout, stderr) => {
        if (error === null) return done();
        const words = `${stdout}${stderr}`.trim().split("\n").slice(-3).join(" ");
        fail(new Error(`\`${argv.join(" ")}\` failed (${error.killed ? "timed out" : `exit code ${String(error.code)}`}): ${words}`));
      }
    );
  });
}
async function aptInstall(root, log) {
  const apt = findExecutable("apt-get", SYSTEM_PATH);
  if (apt === null) throw new Error("apt-get is not there to install it");
  const install = () => runAsRoot(root, [apt, "-o", "DPkg::Lock::Timeout=120", "install", "-y", "-qq", "bubblewrap"]);
  const updated = () => runAsRoot(root, [apt, "-o", "DPkg::Lock::Timeout=120", "update", "-qq"]).then(install);
  await install().catch((first) => {
    log(`sandbox: ${first.message}; updating the package lists and trying again
`);
    return updated().catch(updated);
  });
}
async function setUpBubblewrap(request) {
  const plan = planBubblewrapSetup({
    githubHostedUbuntu: githubHostedUbuntu(request.hostEnv),
    bwrapFound: request.found !== null,
    userNamespacesRestricted: await userNamespacesRestricted()
  });
  if (!plan.install && !plan.allowUserNamespaces) return request.found;
  const root = asRoot(process.getuid?.(), findExecutable("sudo", `${request.hostEnv.PATH ?? ""}:${SYSTEM_PATH}`));
  if (root === null) throw new Error("this GitHub-hosted runner gives no password-less sudo to set it up");
  let bwrap = request.found;
  if (plan.install) {
    request.log(
      "sandbox: bwrap is not installed on this GitHub-hosted Ubuntu runner: installing Debian's package bubblewrap (apt-get install -y bubblewrap)\n"
    );
    await aptInstall(root, request.log);
    bwrap = findExecutable("bwrap", SYSTEM_PATH);
    if (bwrap === null) throw new Error("apt-get installed bubblewrap, yet bwrap is not in /usr/bin");
  }
  if (plan.allowUserNamespaces) {
    request.log(
      "sandbox: Ubuntu's AppArmor forbids the user namespaces bubblewrap needs: allowing them on this GitHub-hosted runner until it ends (sysctl -w kernel.apparmor_restrict_unprivileged_userns=0)\n"
    );
    const sysctl = findExecutable("sysctl", SYSTEM_PATH) ?? "sysctl";
    await runAsRoot(root, [sysctl, "-q", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"]);
  }
  return bwrap;
}

// src/agents/bubblewrap-layout.ts
import { constants as constants3 } from "node:fs";
import { copyFile, mkdir as mkdir2, realpath, stat as stat2 } from "node:fs/promises";
import { isAbsolute as isAbsolute5, join as join6, relative as relative2 } from "node:path";
var UNPRIVILEGED_ID = 1e3;
var SYSTEM_HIDDEN = ["/run", "/var/run"];
var SYSTEM_FOLDERS = ["/proc", "/dev", "/sys"];
function depth(path) {
  return path.split("/").filter((part) => part !== "").length;
}
function inside(path, folder) {
  const rest = relative2(folder, path);
  return rest !== "" && !rest.startsWith("..") && !isAbsolute5(rest);
}
function bubblewrapArguments(layout, command, extraWritable = []) {
  const bind = (source, target) => ({ target, hide: false, args: ["--bind", source, target] });
  const mounts = [
    { target: "/tmp", hide: true, args: ["--tmpfs", "/tmp"] },
    ...layout.hidden.map((dir) => ({ target: dir, hide: true, args: ["--tmpfs", dir] })),
    bind(layout.workspace, layout.workspace),
    bind(layout.home, layout.home),
    ...layout.writable.map((dir) => bind(dir, dir)),
    ...layout.homeBinds.map(({ source, target }) => bind(source, target)),
    ...layout.readOnly.map((dir) => ({ target: dir, hide: false, args: ["--ro-bind", dir, dir] })),
    ...extraWritable.map((dir) => bind(dir, dir)),
    ...layout.egress !== null ? [
      { target: EGRESS_DIR_INSIDE, hide: false, args: ["--ro-bind", layout.egress.dir, EGRESS_DIR_INSIDE] },
      { target: EGRESS_NODE_INSIDE, hide: false, args: ["--ro-bind", layout.egress.node, EGRESS_NODE_INSIDE] }
    ] : []
  ];
  mounts.sort((a, b) => depth(a.target) - depth(b.target) || Number(a.hide) - Number(b.hide));
  const kept = mounts.filter((mount, index) => {
    const above = mounts.slice(0, index).findLast((other) => inside(mount.target, other.target));
    return !mount.hide || above === void 0 || !above.hide || !layout.hidden.includes(above.target);
  });
  const readOnly = layout.hidden.filter((dir) => kept.some((mount) => mount.hide && mount.target === dir));
  return [
    // bwrap and the namespace's init die with the action; the init's death kills everything inside.
    "--die-with-parent",
    "--new-session",
    "--unshare-all",
    ...layout.egress === null ? ["--share-net"] : [],
    "--unshare-user",
    "--cap-drop",
    "ALL",
    "--uid",
    String(layout.uid),
    "--gid",
    String(layout.gid),
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    ...kept.flatMap((mount) => mount.args),
    ...readOnly.flatMap((dir) => ["--remount-ro", dir]),
    "--chdir",
    layout.workspace,
    "--",
    ...layout.egress === null ? command : forwardedCommand(command)
  ];
}
async function existingFolders(paths) {
  const found = [];
  for (const path of paths) {
    const info2 = await stat2(path).catch(() => null);
    if (info2 === null || !info2.isDirectory()) continue;
    const real = await realpath(path);
    if (!found.includes(real)) found.push(real);
  }
  return found;
}
function resolverBinds(resolver, hidden) {
  return resolver !== null && hidden.some((folder) => inside(resolver, folder)) ? [resolver] : [];
}
async function planLayout(request) {
  const hidden = await existingFolders([...request.hidden.temp, ...request.hidden.sealed, ...SYSTEM_HIDDEN]);
  const sealed = await existingFolders(request.hidden.sealed);
  const check = (label, path) => {
    const hides = hidden.find((folder) => folder === path) ?? sealed.find((folder) => inside(path, folder));
    if (hides !== void 0)
      throw new Error(`${label}: ${path} lies in ${hides}, which the sandbox hides from the agent; name another folder`);
    if (path === "/" || SYSTEM_FOLDERS.some((folder) => path === folder || inside(path, folder)))
      throw new Error(`${label}: ${path} cannot be made writable in the sandbox`);
  };
  const writable = await writableFolders(request, check);
  await mkdir2(join6(request.runDir, "home"), { recursive: true, mode: 448 });
  const home = await realpath(join6(request.runDir, "home"));
  const homeBinds = await bindHome(request, home, check);
  const readOnly = resolverBinds(await realpath("/etc/resolv.conf").catch(() => null), hidden);
  const uid = process.getuid?.() ?? UNPRIVILEGED_ID;
  const gid = process.getgid?.() ?? UNPRIVILEGED_ID;
  return {
    uid: uid === 0 ? UNPRIVILEGED_ID : uid,
    gid: gid === 0 ? UNPRIVILEGED_ID : gid,
    workspace: await realpath(request.workspace),
    home,
    writable,
    homeBinds,
    readOnly,
    hidden,
    egress: null
  };
}
async function writableFolders(request, check) {
  const writable = [];
  for (const path of request.writable) {
    await mkdir2(path, { recursive: true }).catch((error) => {
      throw new Error(`sandbox-writable: cannot create ${path}: ${error.message}`);
    });
    const real = await realpath(path);
    check("sandbox-writable", real);
    if (!writable.includes(real)) writable.push(real);
  }
  for (const { variable, path } of request.configuration.paths) {
    const [real] = isAbsolute5(path) ? await existingFolders([path]) : [];
    if (real === void 0) continue;
    check(variable, real);
    if (!writable.includes(real)) writable.push(real);
  }
  return writable;
}
async function bindHome(request, home, check) {
  const homeBinds = [];
  const realHome = request.env.HOME ?? "";
  for (const entry of isAbsolute5(realHome) ? request.configuration.home : []) {
    const source = join6(realHome, entry);
    const info2 = await stat2(source).catch(() => null);
    if (info2?.isDirectory() === true) {
      const real = await realpath(source);
      check(`~/${entry}`, real);
      homeBinds.push({ source: real, target: join6(home, entry) });
    } else if (info2?.isFile() === true) {
      await copyFile(source, join6(home, entry), constants3.COPYFILE_EXCL).catch((error) => {
        if (error.code !== "EEXIST") throw error;
      });
    }
  }
  return homeBinds;
}

// src/agents/bubblewrap.ts
var PROBE_TIMEOUT_MS2 = 3e4;
function rootNote(where) {
  return process.getuid?.() === 0 ? `; ${rootAdvice(where)}` : "";
}
var BubblewrapSandbox = class {
  constructor(bwrap, layout, reach, where) {
    this.bwrap = bwrap;
    this.layout = layout;
    this.where = where;
    this.egress = reach.egress;
    this.allowed = reach.allowed;
    this.model = reach.model;
    this.network = reach.egress === null ? "open" : "allowlist";
  }
  bwrap;
  layout;
  where;
  mode = "bubblewrap";
  network;
  egress;
  allowed;
  model;
  describe() {
    const { workspace, home, writable, homeBinds, hidden } = this.layout;
    const written = [
      workspace,
      `HOME=${home}`,
      "/tmp (private)",
      ...writable,
      ...homeBinds.map((bind) => `${bind.source} as ${bind.target}`)
    ];
    const network = this.egress === null ? "the runner's (network: open)" : `only through the egress proxy, to ${this.allowed.length > 0 ? this.allowed.join(", ") : "no host"}` + (this.model !== null ? `, and to the model API ${this.model.baseUrl} with the key of ${this.model.keyVariables.join(", ")} (held by the proxy, never in the sandbox)` : "") + `; the proxy's socket: ${join7(this.egress.dir, EGRESS_SOCKET)} (removed when the run ends)`;
    return `bubblewrap (${this.bwrap}); writable: ${written.join(", ")}; hidden: ${hidden.join(", ") || "nothing"}; network: ${network}${rootNote(this.where)}`;
  }
  command(file, args, env, writable = []) {
    const proxy = this.egress !== null ? egressEnvironment() : {};
    const model = this.model !== null ? heldModelEnvironment(this.model) : {};
    return {
      file: this.bwrap,
      args: bubblewrapArguments(this.layout, [file, ...args], writable),
      env: { ...env, ...proxy, ...model, HOME: this.layout.home }
    };
  }
  terminate(pid, graceMs) {
    return terminateSandbox(pid, graceMs);
  }
  takeRefusals() {
    return this.egress?.proxy.takeRefusals() ?? [];
  }
  async close() {
    if (this.egress === null) return;
    await this.egress.proxy.close();
    await removeEgressFolder(this.egress.dir);
  }
};
function cannotStart(reason, request) {
  const advice = sandboxAdvice(request.where, { setUp: bubblewrapFixHere(request.hostEnv), network: request.network.mode });
  return new Error(`sandbox: bubblewrap cannot start: ${oneLine(reason)}. ${advice}`);
}
function proxyCannotStart(reason) {
  return new Error(
    `sandbox: the network proxy (network: allowlist) cannot start: ${oneLine(reason)}. ralph-bot runs the proxy in the action's process, on a unix socket in a private folder under TMPDIR or /tmp, and its forwarder with the action's own node inside the sandbox: fix what the message names on the runner`
  );
}
function oneLine(text2) {
  return text2.replace(/\s+/g, " ").trim().slice(0, 500);
}
async function openBubblewrap(request) {
  const layout = await planLayout(request);
  const agentWritable = [layout.workspace, ...layout.writable, ...layout.homeBinds.map((bind) => bind.source)];
  const realHome = request.env.HOME ?? "";
  const found = findExecutable(
    "bwrap",
    request.env.PATH,
    (dir) => [...agentWritable, "/tmp", realHome, ...request.hidden.temp].some((folder) => folder !== "" && (dir === folder || inside(dir, folder)))
  );
  const bwrap = await setUpBubblewrap({ hostEnv: request.hostEnv, found, log: request.onOutput }).catch((error) => {
    throw cannotStart(`setting it up failed: ${error.message}`, request);
  });
  if (bwrap === null) {
    throw cannotStart(
      `bwrap was not found on PATH (${request.env.PATH ?? "unset"}; folders the agent can write are not searched)`,
      request
    );
  }
  const egress = request.network.mode === "allowlist" ? await openEgress(request, layout) : null;
  const sandbox = new BubblewrapSandbox(
    bwrap,
    layout,
    { egress, allowed: request.network.allowed, model: egress !== null ? request.model : null },
    request.where
  );
  const probeDir = join7(dirname(layout.home), "sandbox-probe");
  await mkdir3(probeDir, { recursive: true });
  try {
    const probe2 = sandbox.command("/bin/sh", ["-c", "exit 0"], request.env, [probeDir]);
    await run(probe2.file, probe2.args, probe2.env, layout.workspace);
  } catch (error) {
    await sandbox.close();
    const message = error.message;
    throw message.includes("ralph-bot egress:") ? proxyCannotStart(message) : cannotStart(message, request);
  } finally {
    await rm5(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}
async function openEgress(request, layout) {
  let dir = null;
  try {
    dir = await makeEgressFolder(request.hostEnv);
    await writeFile3(join7(dir, EGRESS_FORWARDER), FORWARDER_SCRIPT, { mode: 420 });
    const { testHosts } = request.network;
    const proxy = await startEgressProxy({
      socketPath: join7(dir, EGRESS_SOCKET),
      allowed: request.network.allowed,
      ...testHosts !== null ? { resolve: fixedResolver(testHosts) } : {},
      ...request.model !== null ? { model: request.model } : {}
    });
    layout.egress = { dir: await realpath2(dir), node: await realpath2(process.execPath) };
    return { proxy, dir };
  } catch (error) {
    if (dir !== null) await removeEgressFolder(dir);
    throw proxyCannotStart(error.message);
  }
}
function run(file, args, env, cwd) {
  return new Promise((done, fail) => {
    execFile3(file, args, { env, cwd, timeout: PROBE_TIMEOUT_MS2, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) done(stdout);
      else fail(new Error(stderr.trim() !== "" ? stderr : error.message));
    });
  });
}

// src/agents/presets/install.ts
import { execFile as execFile4 } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir as mkdir4, rename, rm as rm6 } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname as dirname2, isAbsolute as isAbsolute6, join as join8 } from "node:path";
var INSTALL_TIMEOUT_MS = 6e5;
var NPM_ENV_NAMES = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR"
];
function installPrefix(hostEnv, spec) {
  const at = spec.lastIndexOf("@");
  const name = spec.slice(0, at).replace(/^@/, "").replace(/\//g, "-");
  const version = spec.slice(at + 1);
  const absolute = (path) => path !== void 0 && isAbsolute6(path);
  const cache = absolute(hostEnv.RUNNER_TOOL_CACHE) ? hostEnv.RUNNER_TOOL_CACHE : absolute(hostEnv.XDG_CACHE_HOME) ? hostEnv.XDG_CACHE_HOME : join8(hostEnv.HOME ?? homedir(), ".cache");
  return join8(cache, "ralph-bot", name, version);
}
function npmEnvironment(hostEnv) {
  const env = {};
  for (const [name, value] of Object.entries(hostEnv)) {
    if (value !== void 0 && (NPM_ENV_NAMES.includes(name) || /^npm_config_/i.test(name))) env[name] = value;
  }
  return env;
}
function npm(file, args, env) {
  return new Promise((done, fail) => {
    execFile4(file, args, { env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error === null) return done();
      const words = `${stderr}${stdout}`.split("\n").map((line) => line.trim()).filter(
        (line) => !/^npm (error|ERR!)( \d{3})?$/.test(line) && line !== "" && !/A complete log of this run|Note that you can also|tarball, folder, http url/.test(line)
      ).slice(0, 3).join("; ");
      fail(new Error(`npm ${error.killed ? "timed out" : `exited with code ${String(error.code)}`}: ${words}`));
    });
  });
}
async function installCli(request) {
  const { cli, hostEnv, log } = request;
  const prefix = installPrefix(hostEnv, cli.package);
  const bin = join8(prefix, "bin");
  if (findExecutable(cli.binary, bin) !== null) {
    log(`${cli.binary} is not on the agent's PATH: taking ${cli.package} installed earlier in ${prefix}
`);
    return bin;
  }
  const npmFile = findExecutable("npm", hostEnv.PATH);
  if (npmFile === null) throw new Error(`npm, which would install it, is not on PATH (${hostEnv.PATH ?? "unset"}) either`);
  log(`${cli.binary} is not on the agent's PATH: installing ${cli.package}, the version ralph-bot is tested with, into ${prefix}
`);
  const staging = `${prefix}.partial-${randomBytes(4).toString("hex")}`;
  await mkdir4(dirname2(prefix), { recursive: true });
  try {
    const flags = ["--global", "--prefix", staging, "--no-audit", "--no-fund", "--no-update-notifier"];
    await npm(npmFile, ["install", ...flags, cli.package], npmEnvironment(hostEnv));
    await rename(staging, prefix).catch(async (error) => {
      if (findExecutable(cli.binary, bin) === null) throw error;
    });
  } finally {
    await rm6(staging, { recursive: true, force: true });
  }
  if (findExecutable(cli.binary, bin) === null) throw new Error(`npm installed ${cli.package}, yet ${join8(bin, cli.binary)} is not there`);
  return bin;
}

// src/agents/sandbox.ts
import { readlinkSync as readlinkSync2 } from "node:fs";
import { dirname as dirname3, isAbsolute as isAbsolute7, normalize } from "node:path";
var SANDBOX_MODES = ["bubblewrap", "none"];
var SandboxInput = _enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap");
var SandboxWritableInput = string().transform((text2, ctx) => {
  const paths = [];
  for (const entry of text2.split(/[,\r\n]/)) {
    const path = entry.trim();
    if (path === "") continue;
    if (!isAbsolute7(path) || path.includes("\0")) {
      ctx.addIssue({
        code: "custom",
        message: `must list absolute paths, separated by commas or new lines (${JSON.stringify(path)} is not)`
      });
      return NEVER;
    }
    const normal = normalize(path).replace(/(.)\/+$/, "$1");
    if (!paths.includes(normal)) paths.push(normal);
  }
  return paths;
});
var NO_CONFIGURATION = { home: [], paths: [] };
var NO_SANDBOX = {
  mode: "none",
  describe: () => "none: the agent and the verify command run without a sandbox (sandbox: none), on the runner's network",
  command: (file, args, env) => ({ file, args: [...args], env: { ...env } }),
  terminate: (pid, graceMs) => terminateGroup(pid, graceMs),
  network: "open",
  takeRefusals: () => [],
  close: async () => {
  }
};
var FILE_COMMANDS = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];
function runnerHiddenFolders(env, parentExecutable = readParentExecutable()) {
  const absolute = (path) => path !== void 0 && isAbsolute7(path);
  const temp = [env.RUNNER_TEMP].filter(absolute);
  const sealed = FILE_COMMANDS.map((name) => env[name]).filter(absolute).map((file) => dirname3(file));
  if (parentExecutable !== null && /\/bin\/Runner\.Worker$/.test(parentExecutable)) sealed.push(dirname3(dirname3(parentExecutable)));
  return { temp, sealed: [...new Set(sealed)] };
}
function readParentExecutable() {
  try {
    return readlinkSync2(`/proc/${process.ppid}/exe`);
  } catch {
    return null;
  }
}

// src/agents/index.ts
var AGENT_CHOICES = "claude-code, codex, gemini, or command (with agent-command)";
var RequiredAgentInput = _enum(AGENT_NAMES, {
  error: (issue) => issue.input === void 0 ? `is required: ${AGENT_CHOICES} (docs/agents.md)` : `must be ${AGENT_CHOICES}`
});
var AgentInput = RequiredAgentInput.default("command");
async function openSandbox(request) {
  if (request.mode === "none") return NO_SANDBOX;
  return openBubblewrap(request);
}
var PRESETS = { "claude-code": claudeCode, codex, gemini };
async function preflight(settings) {
  if (settings.agent === "command" && (settings.command === null || settings.command.trim() === ""))
    throw new Error("input 'agent-command' is required when agent is command");
  const { network } = settings.sandbox;
  const model = heldModelRoute(settings);
  refuseUnreachableModelApi(settings, model);
  const presetHosts = settings.agent === "command" || model !== null ? [] : PRESETS[settings.agent].hosts(settings.env);
  const sandbox = await openSandbox({
    ...settings.sandbox,
    network: { ...network, allowed: [.../* @__PURE__ */ new Set([...presetHosts, ...network.allowed])] },
    workspace: settings.workspace,
    runDir: settings.runDir,
    env: settings.env,
    configuration: settings.agent === "command" ? NO_CONFIGURATION : PRESETS[settings.agent].configuration(settings.env),
    model,
    hostEnv: settings.hostEnv,
    where: settings.where,
    onOutput: settings.onOutput
  });
  settings.onOutput(`sandbox: ${sandbox.describe()}
`);
  if (settings.agent === "command") return { sandbox, env: settings.env };
  const agent = settings.agent;
  try {
    const ready = await withCli(agent, settings);
    const env = { ...ready, ...model !== null ? heldModelEnvironment(model) : {} };
    const cli = await PRESETS[agent].preflight({ ...settings, env, sandbox });
    settings.onOutput(`agent ${agent}: ${cli.path} ${cli.version}
`);
    return { sandbox, env: ready };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
async function withCli(agent, settings) {
  const { cli } = PRESETS[agent];
  const path = settings.env.PATH ?? "";
  if (settings.where !== "action" || findExecutable(cli.binary, path) !== null) return settings.env;
  const bin = await installCli({ cli, hostEnv: settings.hostEnv, log: (line) => settings.onOutput(`agent ${agent}: ${line}`) }).catch(
    (error) => {
      throw new Error(
        `agent ${agent}: the \`${cli.binary}\` command was not found on the agent's PATH (${path || "unset"}), and installing ${cli.package} failed: ${error.message.replace(/\s+/g, " ").slice(0, 600).replace(/[.\s]+$/, "")}. ${installAdvice(settings.where, `npm install -g ${cli.package}`)}`
      );
    }
  );
  return { ...settings.env, PATH: path !== "" ? `${path}:${bin}` : bin };
}
function refuseUnreachableModelApi(settings, model) {
  const { mode, network } = settings.sandbox;
  if (settings.agent === "command" || model !== null || mode === "none" || network.mode === "open") return;
  const preset = PRESETS[settings.agent];
  const host = preset.hosts(settings.env).find(neverReachedHost);
  if (host === void 0) return;
  const { where } = settings;
  const keys = `${inputName(where, "agent-secrets")} (${preset.keys.map((key) => key.variable).join(", ")})`;
  const how = preset.modelApi(settings.env) === null ? `its configuration names the model API in a file, which the proxy cannot stand in for: point the CLI at it with its base URL variable and name its key in ${keys}` : `name its key in ${keys} so the proxy calls the API for the agent`;
  throw new Error(
    `agent ${settings.agent}: its model API at ${host} is on ${machineName(where)}'s loopback, which the sandbox (${inputSetting(where, "network", "allowlist")}) never reaches, and the egress proxy holds no key for it. Either ${how}, or ${shareNetworkAdvice(where)}`
  );
}
function heldModelRoute(settings) {
  const names = Object.keys(settings.secrets);
  if (names.length === 0) return null;
  const { where } = settings;
  const [secretsInput, envInput] = [inputName(where, "agent-secrets"), inputName(where, "agent-env")];
  const why = `${secretsInput} (${names.join(", ")}) are held by the egress proxy`;
  const instead = `pass the key through ${envInput} instead`;
  if (settings.agent === "command")
    throw new Error(`${why}, which knows the model API of a preset only (claude-code, codex, gemini); ${instead}`);
  if (settings.sandbox.mode === "none" || settings.sandbox.network.mode === "open") {
    const needs = `${inputSetting(where, "sandbox", "bubblewrap")} and ${inputSetting(where, "network", "allowlist")}`;
    throw new Error(`${why}, which needs ${needs}; ${instead}`);
  }
  const api = PRESETS[settings.agent].modelApi({ ...settings.env, ...settings.secrets });
  if (api === null)
    throw new Error(
      `${why}, but agent ${settings.agent}'s configuration names its model API in a file the proxy cannot stand in for; ${instead}`
    );
  const headers = {};
  for (const name of names) {
    if ((settings.secrets[name] ?? "") === "") throw new Error(`${secretsInput}: ${name} is not set: ${unsetSecretAdvice(where)}`);
    const key = api.keys.find((candidate) => candidate.variable === name);
    if (key === void 0) {
      const sent = api.keys.map((candidate) => candidate.variable).join(", ");
      throw new Error(
        `${secretsInput}: ${name} is not a model key agent ${settings.agent} sends (${sent}); pass other variables through ${envInput}`
      );
    }
    headers[key.header] ??= `${key.bearer ? "Bearer " : ""}${settings.secrets[name] ?? ""}`;
  }
  return { baseUrl: api.baseUrl, baseUrlVariable: api.baseUrlVariable, keyVariables: names, headers };
}
function placeModelKeys(request) {
  const { agent, agentEnv, agentSecrets, env } = request;
  const none = { heldFromEnv: [], inside: [], why: null };
  if (agent === "command") return { env: [...agentEnv], held: [...agentSecrets], ...none };
  const preset = PRESETS[agent];
  const set = (name) => (env[name] ?? "") !== "";
  const isKey = (name) => preset.keys.some((key) => key.variable === name);
  const named = [.../* @__PURE__ */ new Set([...agentEnv, ...agentSecrets])];
  if (request.sandbox === "none" || request.network === "open") {
    const inside2 = named.filter((name) => (isKey(name) || agentSecrets.includes(name)) && set(name));
    const why = request.sandbox === "none" ? "sandbox: none" : "network: open";
    return { env: named, held: [], heldFromEnv: [], inside: inside2, why: inside2.length > 0 ? why : null };
  }
  const fromEnv = agentEnv.filter((name) => isKey(name) && set(name) && !agentSecrets.includes(name));
  if (preset.modelApi(buildAgentEnvironment(env, agentEnv, {})) === null) {
    const why = `agent ${agent}'s configuration names a model API the proxy cannot stand in for`;
    return { env: [...agentEnv], held: [...agentSecrets], heldFromEnv: [], inside: fromEnv, why: fromEnv.length > 0 ? why : null };
  }
  const held = [.../* @__PURE__ */ new Set([...agentSecrets, ...fromEnv])];
  return { env: agentEnv.filter((name) => !held.includes(name)), held, heldFromEnv: fromEnv, inside: [], why: null };
}
function describeKeyPlacement(placement) {
  const held = placement.heldFromEnv.length > 0 ? `the egress proxy holds ${placement.heldFromEnv.join(", ")} (named in agent-env): the agent gets a placeholder, the model API the key` : null;
  const inside2 = placement.inside.length > 0 ? `the model key ${placement.inside.join(", ")} is in the agent's environment (${placement.why ?? "as named"}): the agent can read it and send it wherever it reaches; with sandbox: bubblewrap and network: allowlist the egress proxy holds it instead` : null;
  return { held, inside: inside2 };
}
function createAgent(settings, sandbox) {
  const options = {
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    roundTimeoutMs: settings.roundTimeoutMs,
    sandbox,
    onOutput: settings.onOutput
  };
  if (settings.agent === "command") return createCommandAgent({ ...options, command: settings.command ?? "" });
  const model = heldModelRoute(settings);
  const env = { ...settings.env, ...model !== null ? heldModelEnvironment(model) : {} };
  return new CommandAgent(PRESETS[settings.agent].program({ ...settings, env }), options);
}

// src/github/client.ts
import { setTimeout as sleep } from "node:timers/promises";

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info2) {
      const [state2, request, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION2 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION2}`
  }
);

// src/github/client.ts
var import_bottleneck = __toESM(require_light(), 1);

// src/github/cancel-book.ts
var CancelBook = class {
  constructor(signal) {
    this.signal = signal;
  }
  signal;
  #late = /* @__PURE__ */ new WeakSet();
  #inFlight = /* @__PURE__ */ new WeakSet();
  #abandoned = /* @__PURE__ */ new WeakSet();
  #giveUp = /* @__PURE__ */ new WeakMap();
  #lastError = /* @__PURE__ */ new WeakMap();
  /** Late when the cancel came before it. */
  arrive(call) {
    if (this.signal.aborted) this.#late.add(call);
  }
  isLate(call) {
    return this.#late.has(call);
  }
  /** Sends `call` unless it was given up. */
  async send(request, call) {
    if (this.#abandoned.has(call)) throw new CallCancelled(call);
    this.#inFlight.add(call);
    try {
      return await request(call);
    } catch (error) {
      this.#lastError.set(call, error);
      if (this.signal.aborted && !this.#late.has(call)) this.#abandon(call, error);
      throw error;
    } finally {
      this.#inFlight.delete(call);
    }
  }
  /** `sent`, unless the cancel finds the call off the wire. */
  watch(sent, call) {
    return new Promise((resolve5, reject) => {
      const onAbort = () => {
        if (!this.#inFlight.has(call)) this.#abandon(call, this.#lastError.get(call) ?? new CallCancelled(call));
      };
      this.#giveUp.set(call, reject);
      if (this.signal.aborted) onAbort();
      else this.signal.addEventListener("abort", onAbort, { once: true });
      sent.then(resolve5, reject).finally(() => {
        this.signal.removeEventListener("abort", onAbort);
        this.#giveUp.delete(call);
      });
    });
  }
  #abandon(call, error) {
    this.#abandoned.add(call);
    this.#giveUp.get(call)?.(error);
  }
};
function cancelGate(octokit, options) {
  const book = options["cancelBook"];
  if (book instanceof CancelBook) octokit.hook.wrap("request", (request, call) => book.send(request, call));
  return {};
}
var CallCancelled = class extends Error {
  name = "CallCancelled";
  constructor(call) {
    super(`the workflow run was cancelled before ${call.method} ${call.url} could be sent`);
  }
};

// src/github/outage.ts
var TRANSIENT_NETWORK_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT"
]);
function isFailedCall(error) {
  if (!(error instanceof Error) || error.name !== "HttpError" || !("status" in error) || !("request" in error)) return false;
  const request = error.request;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}
function isOutage(error) {
  return outage(error) !== null;
}
function outage(error) {
  if (!isFailedCall(error)) return null;
  const where = `${error.request.method} ${new URL(error.request.url).pathname}`;
  if (error.response === void 0) {
    const code = networkCode(error.cause);
    return code !== null ? { words: `GitHub could not be reached on ${where} (${code})`, url: error.request.url } : null;
  }
  if (error.status >= 500 && error.status !== 501) return { words: `GitHub answered ${error.status} on ${where}`, url: error.request.url };
  return null;
}
function networkCode(cause) {
  for (let current = cause; current instanceof Error; current = current.cause) {
    const code = "code" in current ? current.code : void 0;
    if (typeof code === "string" && TRANSIENT_NETWORK_CODES.has(code)) return code;
  }
  return null;
}
function inWords(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e5) return `${Math.round(ms / 1e3)} s`;
  return `${Math.round(ms / 6e4)} min`;
}

// src/github/client.ts
var RalphOctokit = Octokit2.plugin(cancelGate, throttling);
var CANCEL_PATIENCE_MS = 1500;
var TokenRefused = class extends Error {
  status = 401;
  request;
  constructor(failed) {
    super(
      "Bad credentials: GitHub no longer accepts the run's token, which expired or was revoked. An App installation token lasts one hour from when it was made, the workflow token until its job ends (24 hours at most). Make the App token in the step right before this action, and for a run longer than the token's life use `mode: relay`, where each round is a workflow run of its own that makes a fresh token (with round-timeout-minutes well under the token's life)."
    );
    this.name = "TokenRefused";
    this.request = { method: failed.request.method, url: failed.request.url };
  }
};
var DEFAULT_PATIENCE_MS = 10 * 6e4;
var MAX_WAIT_MS = 3e4;
function createClient(options) {
  const { cancel } = options;
  const book = cancel !== void 0 ? new CancelBook(cancel) : null;
  const leftMs = waitBudget(options, book);
  const pacing = pacingGroups(options.pacingScale ?? 1);
  const octokit = new RalphOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "ralph-bot",
    // A failure surfaces as the thrown error, so no request-log line.
    log: { debug: () => {
    }, info: () => {
    }, warn: options.log, error: () => {
    } },
    cancelBook: book,
    throttle: throttleOptions(options, { pacing, leftMs })
  });
  cancel?.addEventListener("abort", () => unpace(Object.values(pacing)), { once: true });
  octokit.hook.wrap("request", (request, call) => sendWaitingOutOutages(request, call, { options, book, leftMs }));
  return octokit;
}
function waitBudget(options, book) {
  const patience = options.patience ?? (() => DEFAULT_PATIENCE_MS);
  const giveUpAt = /* @__PURE__ */ new WeakMap();
  return (call) => {
    const late = book?.isLate(call) === true;
    if (options.cancel?.aborted === true && !late) return 0;
    let until = giveUpAt.get(call);
    if (until === void 0) {
      until = Date.now() + (late ? options.cancelPatienceMs ?? CANCEL_PATIENCE_MS : patience());
      giveUpAt.set(call, until);
    }
    return until - Date.now();
  };
}
function pacingGroups(scale) {
  return {
    write: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 1e3 * scale }),
    notifications: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 3e3 * scale }),
    search: new import_bottleneck.default.Group({ maxConcurrent: 1, minTime: 2e3 * scale })
  };
}
function throttleOptions(options, { pacing, leftMs }) {
  const maxRateLimitWaitMs = (options.maxRateLimitWaitSeconds ?? 120) * 1e3;
  const rateLimited = (what, retryAfter, call, limitMs) => {
    if (retryAfter * 1e3 > limitMs) {
      options.log(
        `${what} hit on ${call.method} ${call.url}; it resets in ${retryAfter} s, longer than the ${inWords(Math.max(0, limitMs))} worth waiting`
      );
      return false;
    }
    options.log(`${what} hit on ${call.method} ${call.url}; retrying after ${retryAfter} s`);
    return true;
  };
  return {
    enabled: options.throttling ?? true,
    id: PACING_KEY,
    ...pacing,
    onRateLimit: (retryAfter, call) => rateLimited("rate limit", retryAfter, call, Math.min(maxRateLimitWaitMs, leftMs(call))),
    onSecondaryRateLimit: (retryAfter, call) => rateLimited("secondary rate limit", retryAfter, call, leftMs(call))
  };
}
async function sendWaitingOutOutages(request, call, { options, book, leftMs }) {
  const { cancel } = options;
  const baseMs = options.retryBaseMs ?? 1e3;
  book?.arrive(call);
  const watched = book !== null && !book.isLate(call) ? book : null;
  for (let attempt = 0; ; attempt++) {
    try {
      return await (watched !== null ? watched.watch(Promise.resolve(request(call)), call) : request(call));
    } catch (error) {
      if (isFailedCall(error) && error.status === 401) throw new TokenRefused(error);
      const trouble = outage(error);
      if (trouble === null) throw error;
      const findApplied = call.request?.["findApplied"];
      if (isFindApplied(findApplied)) {
        const applied = await findApplied().catch((lookup2) => {
          options.log(`${trouble.words}; could not look whether GitHub applied it (${String(lookup2)}), so it is not sent again`);
          throw error;
        });
        if (applied !== null) {
          options.log(`${trouble.words}; GitHub had applied it all the same`);
          return { status: 200, url: trouble.url, headers: {}, data: applied };
        }
      }
      if (watched !== null && cancel?.aborted === true) {
        options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
        throw error;
      }
      const waitMs = Math.min(baseMs * 2 ** attempt, MAX_WAIT_MS, leftMs(call));
      if (waitMs <= 0) {
        options.log(`${trouble.words}; giving up: the run cannot wait longer`);
        throw error;
      }
      options.log(`${trouble.words}; retrying in ${inWords(waitMs)}`);
      if (!await waited(waitMs, watched?.signal)) {
        options.log(`${trouble.words}; not retried: the workflow run is being cancelled`);
        throw error;
      }
    }
  }
}
var PACING_KEY = "ralph";
function unpace(groups2) {
  for (const group of groups2) {
    group.updateSettings({ minTime: 0 });
    void group.deleteKey(PACING_KEY);
  }
}
async function waited(ms, signal) {
  try {
    await sleep(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch (error) {
    if (signal?.aborted === true) return false;
    throw error;
  }
}
async function sendAtMostOnce(send, findApplied, resend) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isOutage(error)) throw error;
      const applied = await findApplied().catch(() => {
        throw error;
      });
      if (applied !== null) {
        resend.log(`${describe(error)}; GitHub had applied it all the same`);
        return applied;
      }
      if (attempt >= resend.times) throw error;
      const waitMs = (resend.baseMs ?? 1e3) * 2 ** attempt;
      resend.log(`${describe(error)}; GitHub did not apply it, so it is sent again in ${inWords(waitMs)}`);
      await sleep(waitMs);
    }
  }
}
function describe(error) {
  return outage(error)?.words ?? (error instanceof Error ? error.message : String(error));
}
function isFindApplied(value) {
  return typeof value === "function";
}

// src/github/markers.ts
var MarkerKind = _enum(["round", "final", "pull-request", "reply", "tracking", "stop", "state"]);
var MARKER = /<!-- ralph-bot:([a-z-]+) (\{.*?\}) -->/g;
function renderMarker(kind, data) {
  return `<!-- ralph-bot:${kind} ${JSON.stringify(data).replace(/>/g, "\\u003e")} -->`;
}
var SUMMARY_CELL_CHARS = 120;
var RoundVerdict = _enum(["passed", "failed", "none"]);
var RoundMarker = object({
  refused: string().max(4e3).optional(),
  run: string(),
  issue: number().int(),
  round: number().int().positive(),
  status: _enum(["continue", "complete", "blocked", "failed"]),
  sha: string().regex(/^[0-9a-f]{40}$/),
  started: number().int().nonnegative().optional(),
  elapsed: number().int().nonnegative().optional(),
  verified: RoundVerdict.optional(),
  usage: string().max(1e3).optional(),
  summary: string().max(SUMMARY_CELL_CHARS).optional()
});
var RefusedHostsMarker = array(
  object({
    host: string().max(253),
    count: number().int().positive(),
    reason: _enum(["not-allowed", "address", "host-mismatch"])
  })
).max(10);
function readTrustedMarker(comment, kind, botLogin) {
  if (comment.user?.login.toLowerCase() !== botLogin.toLowerCase()) return null;
  for (const match of (comment.body ?? "").matchAll(MARKER)) {
    if (match[1] !== kind || match[2] === void 0) continue;
    try {
      const data = JSON.parse(match[2]);
      if (data !== null && typeof data === "object" && !Array.isArray(data)) return data;
    } catch {
      return null;
    }
  }
  return null;
}

// src/github/thread.ts
var PullRequestRefused = class extends Error {
  constructor(status, githubMessage2, compareUrl) {
    super(`GitHub answered ${status}: ${githubMessage2}`);
    this.status = status;
    this.githubMessage = githubMessage2;
    this.compareUrl = compareUrl;
  }
  status;
  githubMessage;
  compareUrl;
  name = "PullRequestRefused";
};
var IssueThread = class {
  constructor(octokit, ref) {
    this.octokit = octokit;
    this.ref = ref;
  }
  octokit;
  ref;
  get number() {
    return this.ref.issueNumber;
  }
  async comments() {
    const { owner, repo, issueNumber } = this.ref;
    return this.octokit.paginate(this.octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
  }
  /** At most once; resolves with its address. */
  async postOwn(kind, data, text2, own) {
    const marker = {
      kind,
      match: (found) => found["run"] === own.runId && Object.entries(data).every(([key, value]) => found[key] === value)
    };
    return (await this.postOnce(`${renderMarker(kind, { ...data, run: own.runId })}
${text2}`, marker, own.botLogin, [])).url;
  }
  /** At most once; resolves with its id. */
  async postTracking(body, marker, botLogin) {
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }
  async editComment(commentId, body) {
    const { owner, repo } = this.ref;
    await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body });
  }
  /** Reposts a comment a person deleted; resolves with the id now in use. */
  async editOrRepost(commentId, body, marker, botLogin) {
    try {
      await this.editComment(commentId, body);
      return commentId;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    if (await this.commentExists(commentId)) {
      await this.editComment(commentId, body);
      return commentId;
    }
    return (await this.postOnce(body, marker, botLogin, [])).id;
  }
  /** False when GitHub answers 404. */
  async commentExists(commentId) {
    const { owner, repo } = this.ref;
    try {
      await this.octokit.rest.issues.getComment({ owner, repo, comment_id: commentId });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }
  /** Posts unless the bot's comment with `marker` is there; throws when `body` lacks it. */
  async postOnce(body, marker, botLogin, seen) {
    const own = readTrustedMarker({ body, user: { login: botLogin } }, marker.kind, botLogin);
    if (own === null || !marker.match(own)) throw new Error(`the comment to post once does not carry a matching ${marker.kind} marker`);
    const matching = (comments) => comments.find((comment) => {
      if (marker.ignore?.has(comment.id) === true) return false;
      const data = readTrustedMarker(comment, marker.kind, botLogin);
      return data !== null && marker.match(data);
    }) ?? null;
    const find = async () => matching(await this.comments());
    const existing = seen !== void 0 ? matching(seen) : await find();
    if (existing !== null) return { id: existing.id, url: existing.html_url };
    return this.create(body, find);
  }
  /** A run never opens a second. */
  async openOrUpdatePullRequest(pull) {
    const { owner, repo } = this.ref;
    const open3 = async () => (await this.octokit.paginate(this.octokit.rest.pulls.list, {
      owner,
      repo,
      state: "open",
      head: `${owner}:${pull.head}`,
      base: pull.base,
      per_page: 100
    }))[0] ?? null;
    const existing = await open3();
    if (existing !== null) return this.updatePullRequest(existing.number, pull);
    try {
      const { head, base, title, body, draft } = pull;
      const findApplied = open3;
      const { data } = await this.octokit.rest.pulls.create({ owner, repo, head, base, title, body, draft, request: { findApplied } });
      return { number: data.number, url: data.html_url };
    } catch (error) {
      const status = statusOf(error);
      if (status === null || status < 400 || status >= 500) throw error;
      const message = githubMessage(error);
      if (status === 422 && /already exists/i.test(message)) {
        const raced = await open3();
        if (raced !== null) return this.updatePullRequest(raced.number, pull);
      }
      throw new PullRequestRefused(status, message, `${pull.repositoryUrl}/compare/${pull.base}...${pull.head}?expand=1`);
    }
  }
  async updatePullRequest(number3, pull) {
    const { owner, repo } = this.ref;
    const { data } = await this.octokit.rest.pulls.update({ owner, repo, pull_number: number3, title: pull.title, body: pull.body });
    return { number: data.number, url: data.html_url };
  }
  async create(body, findApplied) {
    const { owner, repo, issueNumber } = this.ref;
    const { data } = await this.octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      ...findApplied !== void 0 ? { request: { findApplied } } : {}
    });
    return { id: data.id, url: data.html_url };
  }
};
function isLockedRefusal(error) {
  return statusOf(error) === 403 && /\bis locked\b/i.test(githubMessage(error));
}
function statusOf(error) {
  return error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;
}
function githubMessage(error) {
  const data = error instanceof Error && "response" in error ? error.response?.data : void 0;
  if (typeof data !== "object" || data === null) return error instanceof Error ? error.message : String(error);
  const message = "message" in data && typeof data.message === "string" ? data.message : "no message";
  const details = ("errors" in data && Array.isArray(data.errors) ? data.errors : []).map((entry) => {
    if (typeof entry === "string") return entry;
    if (typeof entry !== "object" || entry === null) return "";
    if ("message" in entry && typeof entry.message === "string") return entry.message;
    const field = "field" in entry && typeof entry.field === "string" ? entry.field : "";
    const code = "code" in entry && typeof entry.code === "string" ? entry.code : "";
    return `${field} ${code}`.trim();
  });
  const said = details.filter((detail) => detail !== "");
  return said.length > 0 ? `${message}: ${said.join("; ")}` : message;
}
async function readComments(octokit, ref, since) {
  let answeredAt = Number.NaN;
  const { owner, repo, issueNumber } = ref;
  const comments = await octokit.paginate(
    octokit.rest.issues.listComments,
    { owner, repo, issue_number: issueNumber, ...since !== void 0 ? { since } : {}, per_page: 100 },
    (response) => {
      if (Number.isNaN(answeredAt)) answeredAt = Date.parse(response.headers.date ?? "");
      return response.data;
    }
  );
  return { comments, answeredAt };
}
async function getPullRequest(octokit, repo, number3) {
  return (await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number3 })).data;
}

// src/github/access.ts
var PERMISSION_LEVELS = ["read", "triage", "write", "maintain", "admin"];
var PermissionLevel = _enum(PERMISSION_LEVELS);
function isBot(sender) {
  return sender.type === "Bot" || sender.login.toLowerCase().endsWith("[bot]");
}
var PermissionAnswer = object({
  permission: string(),
  role_name: string().optional(),
  user: object({
    permissions: object({
      admin: boolean(),
      maintain: boolean().optional(),
      push: boolean(),
      triage: boolean().optional(),
      pull: boolean()
    }).optional()
  }).nullable().optional()
});
async function permissionOf(octokit, repo, login) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: repo.owner, repo: repo.repo, username: login }));
  } catch (error) {
    if (typeof error === "object" && error !== null && "status" in error && error.status === 404) return null;
    throw error;
  }
  const answer = PermissionAnswer.parse(data);
  const flags = answer.user?.permissions;
  if (flags !== void 0) {
    if (flags.admin) return "admin";
    if (flags.maintain) return "maintain";
    if (flags.push) return "write";
    if (flags.triage) return "triage";
    return flags.pull ? "read" : null;
  }
  const named = PermissionLevel.safeParse(answer.role_name ?? answer.permission);
  return named.success ? named.data : null;
}
function reaches(held, required) {
  return held !== null && PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(required);
}
function isIgnoredActor(actor, botLogin) {
  return isBot(actor) || actor.login.toLowerCase() === botLogin.toLowerCase();
}
async function admit(octokit, repo, actor, settings) {
  if (actor === null) return { kind: "admit" };
  if (isIgnoredActor(actor, settings.botLogin)) return { kind: "ignore", reason: `the sender ${actor.login} is a bot` };
  const held = await permissionOf(octokit, { owner: repo.owner, repo: repo.repo }, actor.login);
  if (reaches(held, settings.allowedPermission)) return { kind: "admit" };
  return {
    kind: "refuse",
    reason: `${actor.login} holds ${held ?? "no"} permission; ${settings.allowedPermission} is required`,
    reply: `Only people with ${settings.allowedPermission} access to this repository can start or stop Ralph runs.`
  };
}
function permittedLogins(octokit, repo, allowed, botLogin) {
  const known = /* @__PURE__ */ new Map();
  return async (login) => {
    const cached = known.get(login.toLowerCase());
    if (cached !== void 0) return cached;
    const answer = (botLogin === void 0 || !isIgnoredActor({ login, type: "User" }, botLogin)) && reaches(await permissionOf(octokit, repo, login), allowed);
    known.set(login.toLowerCase(), answer);
    return answer;
  };
}

// src/core/markdown.ts
function fenced(text2, info2 = "") {
  const longest = Math.max(2, ...(text2.match(/`+/g) ?? []).map((run3) => run3.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${info2}
${text2.replace(/\n$/, "")}
${marks}`;
}
function indentColumns(line) {
  let columns = 0;
  for (const char of line) {
    if (char === " ") columns++;
    else if (char === "	") columns += 4 - columns % 4;
    else break;
  }
  return columns;
}

// src/core/hidden-blocks.ts
var BLANK = /^[ \t]*$/;
var FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
var FENCE_ANYWHERE = /^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;
function withoutQuoteMarkers(line) {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
  return prefix.includes(">") ? " ".repeat(prefix.length) + line.slice(prefix.length) : line;
}
var FENCE_HEAD = /^((?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*(?:`{3,}(?!.*`)|~{3,}))(.*)$/;
var CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*/;
var BLOCK_TAGS = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var HTML_STARTS = [
  { start: /^<!--/, closer: /-->/, sure: true },
  { start: /^<\?/, closer: /\?>/, sure: true },
  { start: /^<!\[CDATA\[/, closer: /\]\]>/, sure: true },
  { start: /^<![A-Z]/, closer: />/, sure: true },
  { start: /^<![a-z]/, closer: />/, sure: false },
  { start: /^<(?:script|pre|style)(?:[ \t>]|$)/i, closer: /<\/(?:script|pre|style)>/i, sure: true },
  { start: /^<textarea(?:[ \t>]|$)/i, closer: /<\/(?:script|pre|style|textarea)>/i, sure: false },
  { start: new RegExp(`^</?(?:${BLOCK_TAGS})(?:[ \\t>]|/>|$)`, "i"), closer: null, sure: true },
  { start: /^<\/?[A-Za-z]/, closer: null, sure: false }
];
function classifyLines(lines) {
  const reads = [];
  let definitions = 0;
  let state = { kind: "text" };
  while (reads.length < lines.length) {
    const at = reads.length;
    const found = takesDefinitions(state) ? definitionsAt(lines, at) : { lines: 0, count: 0 };
    const taken = found.lines;
    definitions += found.count;
    const count2 = Math.max(1, taken);
    const read = taken > 0 ? inDefinition(state, lines.slice(at, at + taken)) : readLine(state, lines[at] ?? "");
    if (taken === 0 && read.state.kind === "unsure" && state.kind !== "unsure" && definitionLines(lines, at) > 0) {
      state = read.state;
      continue;
    }
    for (const line of lines.slice(at, at + count2)) {
      const info2 = (read.kind === "unsure" || read.kind === "text") && FENCE_HEAD.test(line);
      reads.push({ kind: read.kind, definition: taken > 0, info: info2 });
    }
    if (read.kind === "unsure") unsureBack(reads, lines, at);
    state = read.state;
  }
  return { reads, definitions };
}
function definitionsAt(lines, at) {
  let end = at + definitionLines(lines, at);
  let count2 = end > at ? 1 : 0;
  for (let k = at + 1; k < end; k++) {
    const more = definitionLines(lines, k);
    if (more > 0) count2++;
    end = Math.max(end, k + more);
  }
  return { lines: end - at, count: count2 };
}
function unsureBack(reads, lines, at) {
  for (let i = at - 1; i >= 0 && reads[i]?.kind === "text" && !BLANK.test(lines[i] ?? ""); i--) {
    const read = reads[i];
    if (read !== void 0) read.kind = "unsure";
  }
}
function inDefinition(state, taken) {
  let closers = state.kind === "html" ? state.block.closers : [];
  let opened = state.kind !== "text";
  taken.forEach((line, i) => {
    const block = i > 0 ? htmlStart(line) : null;
    opened ||= block !== null;
    closers = pending([...closers, ...block?.closers ?? []], line);
  });
  if (!opened) return { kind: "text", state };
  return { kind: "unsure", state: state.kind === "unsure" ? state : { kind: "html", block: { sure: false, closers } } };
}
function pending(closers, line) {
  return [...new Set(closers)].filter((closer) => !closer.test(line));
}
function takesDefinitions(state) {
  return state.kind === "text" || state.kind === "unsure" || state.kind === "html" && !state.block.sure;
}
function readLine(state, line) {
  switch (state.kind) {
    case "unsure":
      return { kind: "unsure", state };
    case "fence":
      return inFence(state.fence, line);
    case "html":
      return inHtml(state.block, line);
    case "text":
      return inText(line);
  }
}
function inText(line) {
  if (BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
  const fence = fenceOpener(line);
  if (fence !== null) return { kind: "opener", state: { kind: "fence", fence } };
  if (maybeFence(line)) return { kind: "unsure", state: { kind: "unsure" } };
  const block = htmlStart(line);
  if (block === null) return { kind: "text", state: { kind: "text" } };
  const closers = block.closers.filter((closer) => !closer.test(line));
  if (!block.sure) return { kind: "unsure", state: { kind: "html", block: { sure: false, closers } } };
  return { kind: "raw", state: closers.length < block.closers.length ? { kind: "text" } : { kind: "html", block } };
}
function inFence(fence, line) {
  const closer = fence.closer;
  if (closer.test(line)) return { kind: "code", state: { kind: "text" } };
  if (fence.indent >= 2 && !BLANK.test(line)) {
    const dedented = indentColumns(line) < fence.indent;
    const farCloser = closer.test(line.replace(/^[ \t]+/, "")) && indentColumns(line) >= 4;
    if (dedented || farCloser) return { kind: "unsure", state: { kind: "unsure" } };
  }
  return { kind: "code", state: { kind: "fence", fence } };
}
function inHtml(block, line) {
  if (block.sure) {
    if (block.closers.length === 0 && BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
    const ends = block.closers.some((closer) => closer.test(line));
    return { kind: "raw", state: ends ? { kind: "text" } : { kind: "html", block } };
  }
  if (maybeFence(line)) return { kind: "unsure", state: { kind: "unsure" } };
  const closers = pending([...block.closers, ...htmlStart(line)?.closers ?? []], line);
  if (closers.length === 0 && BLANK.test(line)) return { kind: "text", state: { kind: "text" } };
  return { kind: "unsure", state: { kind: "html", block: { sure: false, closers } } };
}
function fenceOpener(line) {
  const match = FENCE.exec(line);
  if (match === null) return null;
  const [, indent = "", marks = "", info2 = ""] = match;
  if (marks[0] === "`" && info2.includes("`")) return null;
  return { indent: indent.length, closer: new RegExp(`^ {0,3}${marks[0]}{${marks.length},}[ \\t]*$`) };
}
function maybeFence(line) {
  const match = FENCE_ANYWHERE.exec(line);
  return match !== null && !(match[1]?.[0] === "`" && (match[2] ?? "").includes("`"));
}
function htmlStart(line) {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
  const rest = line.slice(prefix.length);
  const start2 = HTML_STARTS.find((candidate) => candidate.start.test(rest));
  if (start2 === void 0) return null;
  return { sure: start2.sure && /^ ?$/.test(prefix), closers: start2.closer === null ? [] : [start2.closer] };
}
function opensBlock(line) {
  return maybeFence(line) || htmlStart(line) !== null;
}
function definitionLines(lines, at) {
  const first = lines[at] ?? "";
  const rest = first.slice((CONTAINER_PREFIX.exec(first)?.[0] ?? "").length);
  if (/^\[\^(?:[^\\[\]]|\\.)+\]:/.test(rest)) return footnoteEnd(lines, at + 1) - at;
  if (!rest.startsWith("[")) return 0;
  const label = labelEnd(lines, at, rest);
  if (label === null) return 0;
  return afterLabel(lines, label.line, label.remainder) - at;
}
function labelEnd(lines, at, rest) {
  let text2 = rest.slice(1);
  for (let line = at; line < lines.length; line++) {
    const close = /^(?:[^\\[\]]|\\.)*\]:/.exec(text2);
    if (close !== null) return { line, remainder: text2.slice(close[0].length) };
    if (/^(?:[^\\[\]]|\\.)*[[\]]/.test(text2) || !continues(lines[line + 1])) return null;
    text2 = lines[line + 1] ?? "";
  }
  return null;
}
function afterLabel(lines, line, remainder) {
  let next = line + 1;
  let rest = remainder.trim();
  if (rest === "") {
    if (!continues(lines[next])) return next;
    rest = contentOf(lines[next] ?? "");
    next++;
  }
  rest = rest.replace(/^(?:<[^>]*>|\S+)\s*/, "");
  if (rest === "" && continues(lines[next]) && /^["'(]/.test(contentOf(lines[next] ?? ""))) {
    rest = contentOf(lines[next] ?? "");
    next++;
  }
  return titleEnd(lines, next, rest);
}
function titleEnd(lines, next, rest) {
  const open3 = rest[0];
  if (open3 !== '"' && open3 !== "'" && open3 !== "(") return next;
  const close = open3 === "(" ? ")" : open3;
  if (rest.slice(1).includes(close)) return next;
  while (continues(lines[next])) {
    next++;
    if ((lines[next - 1] ?? "").includes(close)) return next;
  }
  return next;
}
function footnoteEnd(lines, next) {
  let end = next;
  while (end < lines.length) {
    if (continues(lines[end])) end++;
    else if (BLANK.test(lines[end] ?? "")) {
      let after = end;
      while (after < lines.length && BLANK.test(lines[after] ?? "")) after++;
      const line = lines[after];
      if (line === void 0 || indentColumns(line) < 4 || opensBlock(line)) return end;
      end = after;
    } else return end;
  }
  return end;
}
function contentOf(line) {
  return line.slice((CONTAINER_PREFIX.exec(line)?.[0] ?? "").length).trim();
}
function continues(line) {
  return line !== void 0 && !BLANK.test(line) && !maybeFence(line);
}
var LANGUAGES = new Set(
  "bash c c# c++ clojure cmake console cpp cs csharp css csv dart diff dockerfile elixir erlang fish go gradle graphql groovy haskell hcl html ini java javascript jq js json json5 jsonc jsx julia kotlin kt latex less lisp log lua makefile markdown md mermaid nginx nix objc ocaml perl php plaintext powershell properties proto ps1 py python r rb ruby rs rust sass scala scss sh shell shell-session sql svelte swift terraform text tf toml ts tsx txt typescript vue xml yaml yml zig zsh".split(" ")
);
function infoStart(line) {
  const [, head = "", info2 = ""] = FENCE_HEAD.exec(line) ?? [];
  const word = /^[ \t]*([^\s`~]+)/.exec(info2);
  const kept = word !== null && LANGUAGES.has((word[1] ?? "").toLowerCase()) ? word[0] : "";
  return info2.slice(kept.length).trim() === "" ? -1 : head.length + kept.length;
}

// src/core/invisible.ts
var REMOVED = "\u{E0001}";
var INVISIBLE = new RegExp(
  [
    String.raw`[\u00ad\u061c\u180e\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]`,
    String.raw`(?<!@)\u200b`,
    String.raw`[\u{e0000}\u{e0002}-\u{e007f}\u{e0100}-\u{e01ef}]`,
    String.raw`[\ufe00-\ufe0d]`,
    String.raw`(?<![^\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\ufe0e\ufe0f]`
  ].join("|"),
  "gu"
);
var ZWJ = new RegExp("(?<!\\p{Extended_Pictographic}\\ufe0f?)\\u200d|\\u200d(?!\\p{Extended_Pictographic})", "gu");
function markableText(text2) {
  return text2.replaceAll(REMOVED, "\u{E0002}");
}
function withoutInvisible(text2) {
  let characters = 0;
  const count2 = () => {
    characters++;
    return "";
  };
  return { text: text2.replace(INVISIBLE, count2).replace(ZWJ, count2), characters };
}
function isInvisible(char) {
  return char === "\u200D" || char === "\u200B" || /^[\ufe00-\ufe0f]$/.test(char) || withoutInvisible(char).text === "";
}

// src/core/hidden-inline.ts
var BUDGET_PER_CHAR = 32;
var ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
var BACKTICKS = /`+/y;
var AUTOLINK = /<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>`]*|[A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;
var ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>\`]+|'[^']*'|"[^"]*"))?`;
var TAG = new RegExp(String.raw`<[A-Za-z][A-Za-z0-9-]*(?:${ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>`, "y");
var HTML_SPACE = /[\t\n\f\r ]/;
var CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
var INVISIBLE_NAMES = {
  shy: 173,
  zwnj: 8204,
  zwj: 8205,
  lrm: 8206,
  rlm: 8207,
  ZeroWidthSpace: 8203,
  NegativeVeryThinSpace: 8203,
  NegativeThinSpace: 8203,
  NegativeMediumSpace: 8203,
  NegativeThickSpace: 8203,
  NoBreak: 8288,
  af: 8289,
  ApplyFunction: 8289,
  it: 8290,
  InvisibleTimes: 8290,
  ic: 8291,
  InvisibleComma: 8291
};
function scanInline(text2, mode, before) {
  const budget = BUDGET_PER_CHAR * text2.length + 1e4;
  const counts = { comments: 0, tags: 0, labels: 0, characters: 0 };
  const scan = { ...counts, removed: [], budget, covered: 0, open: false, spans: before.spans };
  let i = 0;
  while (i < text2.length && !scan.open) i = scan.budget < 0 ? hideRest(text2, i, scan) : step(text2, i, mode, scan);
  const { removed, comments, tags, labels, characters, open: open3, spans } = scan;
  return { removed, comments, tags, labels, characters, open: open3, spans };
}
function hideRest(text2, i, scan) {
  scan.removed.push([i, text2.length]);
  scan.open = true;
  return text2.length;
}
function remove(scan, range, count2) {
  if (range[0] >= scan.covered) scan[count2]++;
  scan.covered = Math.max(scan.covered, range[1]);
  scan.removed.push(range);
}
function spend(scan, from, to) {
  scan.budget -= Math.max(0, to - from);
}
function withRemovals(text2, removed) {
  let out = "";
  let at = 0;
  for (const [start2, end] of [...removed].sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue;
    const from = Math.max(start2, at);
    out += text2.slice(at, from) + text2.slice(from, end).split("\n").fill(REMOVED).join("\n");
    at = end;
  }
  return out + text2.slice(at);
}
function step(text2, i, mode, scan) {
  const char = text2[i] ?? "";
  const next = text2[i + 1] ?? "";
  if (char === "\n" && blankLineAt(text2, i + 1)) scan.spans = true;
  if (char === "\\" && mode === "text" && ASCII_PUNCTUATION.test(next)) return i + 2;
  if (char === "`") return backticks(text2, i, mode, scan);
  if (char === "!" && next === "[") return image(text2, i, scan);
  if (char === "]" && (next === "(" || next === "[")) return linkTail(text2, i, scan);
  if (char === "<") return markup(text2, i, mode, scan);
  if (char === "&") return reference(text2, i, scan);
  return i + 1;
}
function blankLineAt(text2, i) {
  return /^[ \t]*(?:\n|$)/.test(text2.slice(i, i + 200));
}
function backticks(text2, i, mode, scan) {
  BACKTICKS.lastIndex = i;
  const run3 = BACKTICKS.exec(text2)?.[0] ?? "`";
  const end = mode === "text" && scan.spans ? codeSpanEnd(text2, i, run3.length, scan) : -1;
  if (end >= 0) return end;
  if (mode !== "raw") scan.spans = false;
  return i + run3.length;
}
function codeSpanEnd(text2, i, length, scan) {
  const runs = /`+|\n/g;
  runs.lastIndex = i + length;
  for (let match = runs.exec(text2); match !== null && match[0] !== "\n"; match = runs.exec(text2)) {
    if (match[0].length !== length) continue;
    spend(scan, i, match.index);
    return text2.slice(i, match.index).includes("|") ? -1 : match.index + length;
  }
  spend(scan, i, runs.lastIndex === 0 ? text2.length : runs.lastIndex);
  return -1;
}
function image(text2, i, scan) {
  const end = descriptionEnd(text2, i + 2);
  spend(scan, i, end);
  if (text2.slice(i + 2, end).trim() !== "") remove(scan, [i + 2, end], "labels");
  return i + 2;
}
function descriptionEnd(text2, from) {
  let depth2 = 1;
  for (let j = from; j < text2.length; j++) {
    const char = text2[j];
    if (char === "\\") j++;
    else if (char === "\n" && blankLineAt(text2, j + 1)) return j;
    else if (char === "`" || char === "<" || text2.startsWith("](", j - 1)) return paragraphEnd(text2, j);
    else if (char === "[") depth2++;
    else if (char === "]" && --depth2 === 0) return j;
  }
  return text2.length;
}
function paragraphEnd(text2, from) {
  const blank = /\n[ \t]*(?:\n|$)/g;
  blank.lastIndex = from;
  return blank.exec(text2)?.index ?? text2.length;
}
function linkTail(text2, i, scan) {
  const tail = text2[i + 1] === "[" ? { end: labelEnd2(text2, i + 2), title: null } : destination(text2, i + 2);
  spend(scan, i, Math.max(tail.end, tail.title?.[1] ?? 0));
  if (text2.slice(i + 2, tail.end).includes("`")) scan.spans = false;
  if (tail.title !== null) {
    if (i >= scan.covered) scan.labels++;
    scan.removed.push(tail.title);
    if (text2.slice(...tail.title).includes("`")) scan.spans = false;
  }
  return i + 1;
}
function labelEnd2(text2, from) {
  const end = text2.indexOf("]", from);
  return end < 0 ? text2.length : end;
}
function destination(text2, from) {
  let j = skipSpace(text2, from);
  const start2 = j;
  if (text2[j] === "<") {
    const close2 = text2.indexOf(">", j);
    j = close2 < 0 ? text2.length : close2 + 1;
  } else j = unbracketedEnd(text2, j);
  const end = j;
  j = skipSpace(text2, j);
  if (j === end && end !== start2 || !/^["'(]$/.test(text2[j] ?? "")) return { end, title: null };
  const close = titleEnd2(text2, j);
  return { end, title: close < 0 ? null : [j, close] };
}
function unbracketedEnd(text2, from) {
  let depth2 = 0;
  let j = from;
  for (; j < text2.length && !/\s/.test(text2[j] ?? ""); j++) {
    if (text2[j] === "\\") j++;
    else if (text2[j] === "(") depth2++;
    else if (text2[j] === ")" && depth2-- === 0) break;
  }
  return Math.min(j, text2.length);
}
function skipSpace(text2, from) {
  return from + (/^[ \t]*\n?[ \t]*/.exec(text2.slice(from, from + 200))?.[0].length ?? 0);
}
function titleEnd2(text2, at) {
  const close = text2[at] === "(" ? ")" : text2[at];
  for (let j = at + 1; j < text2.length; j++) {
    if (text2[j] === "\\") j++;
    else if (text2[j] === close) return j + 1;
    else if (text2[j] === "\n" && blankLineAt(text2, j + 1)) return -1;
  }
  return -1;
}
function markup(text2, i, mode, scan) {
  const found = markupAt(text2, i, mode);
  spend(scan, i, found === null ? i + 64 : found.end < 0 ? text2.length : found.end);
  if (found === null) return i + 1;
  if (found.kind === "autolink") return found.end;
  const count2 = found.kind === "comment" ? "comments" : "tags";
  if (found.end < 0 || mode === "unsure" && text2.slice(i, found.end).includes("\n")) {
    remove(scan, [i, text2.length], count2);
    scan.open = true;
    return text2.length;
  }
  if (text2.slice(i, found.end).includes("`")) scan.spans = false;
  remove(scan, [i, found.end], count2);
  return mode === "raw" ? found.end : i + 1;
}
function markupAt(text2, i, mode) {
  const rest = text2.slice(i, i + 12);
  if (rest.startsWith("<!--")) return closedBy(text2, i, { skip: 2, closer: "-->", kind: "comment", mode: "raw" });
  if (mode === "text") {
    AUTOLINK.lastIndex = i;
    const link = AUTOLINK.exec(text2);
    if (link !== null) return { kind: "autolink", end: i + link[0].length };
  }
  if (rest.startsWith("<?")) return closedBy(text2, i, { skip: 2, closer: mode === "text" ? "?>" : ">", kind: "tag", mode });
  if (rest.startsWith("<![CDATA[")) return closedBy(text2, i, { skip: 9, closer: mode === "text" ? "]]>" : ">", kind: "tag", mode });
  if (/^<![A-Za-z]/.test(rest)) return closedBy(text2, i, { skip: 2, closer: ">", kind: "tag", mode });
  if (/^<\/?[A-Za-z]/.test(rest)) return tagAt(text2, i, mode);
  return null;
}
function closedBy(text2, i, rule) {
  const end = text2.indexOf(rule.closer, i + rule.skip);
  if (end >= 0) return { kind: rule.kind, end: end + rule.closer.length };
  return rule.mode === "text" ? null : { kind: rule.kind, end: -1 };
}
function tagAt(text2, i, mode) {
  if (mode !== "text") return { kind: "tag", end: htmlTagEnd(text2, i) };
  TAG.lastIndex = i;
  const tag = TAG.exec(text2)?.[0];
  return tag === void 0 || /\n[ \t]*\n/.test(tag) ? null : { kind: "tag", end: i + tag.length };
}
function htmlTagEnd(text2, i) {
  let j = skipWhile(text2, i + 1, (char) => !HTML_SPACE.test(char) && char !== "/" && char !== ">");
  for (; ; ) {
    j = skipWhile(text2, j, (char) => HTML_SPACE.test(char) || char === "/");
    if (j >= text2.length) return -1;
    if (text2[j] === ">") return j + 1;
    j = skipWhile(text2, j + 1, (char) => !HTML_SPACE.test(char) && char !== "/" && char !== ">" && char !== "=");
    j = skipWhile(text2, j, (char) => HTML_SPACE.test(char));
    if (text2[j] !== "=") continue;
    j = skipWhile(text2, j + 1, (char) => HTML_SPACE.test(char));
    const quote2 = text2[j];
    if (quote2 === '"' || quote2 === "'") {
      const close = text2.indexOf(quote2, j + 1);
      if (close < 0) return -1;
      j = close + 1;
    } else j = skipWhile(text2, j, (char) => !HTML_SPACE.test(char) && char !== ">");
  }
}
function skipWhile(text2, from, keep) {
  let j = from;
  while (j < text2.length && keep(text2[j] ?? "")) j++;
  return j;
}
function reference(text2, i, scan) {
  CHARACTER_REFERENCE.lastIndex = i;
  const match = CHARACTER_REFERENCE.exec(text2);
  if (match === null) return i + 1;
  const [whole, hex, decimal2, name = ""] = match;
  const code = hex !== void 0 ? parseInt(hex, 16) : decimal2 !== void 0 ? Number(decimal2) : INVISIBLE_NAMES[name];
  if (code !== void 0 && code <= 1114111 && isInvisible(String.fromCodePoint(code))) remove(scan, [i, i + whole.length], "characters");
  return i + whole.length;
}

// src/core/hidden-text.ts
var NO_HIDDEN_TEXT = Object.freeze({
  comments: 0,
  tags: 0,
  definitions: 0,
  labels: 0,
  characters: 0
});
function withoutHiddenText(text2, options = {}) {
  const input = markableText(text2.replace(/\r\n?/g, "\n"));
  const markup2 = options.format === "plain" ? withoutComments(input) : withoutMarkup(input);
  const visible = withoutInvisible(markup2.text);
  return {
    text: withoutEmptiedLines(visible.text),
    hidden: { ...markup2.hidden, characters: markup2.hidden.characters + visible.characters }
  };
}
function addHidden(a, b) {
  return {
    comments: a.comments + b.comments,
    tags: a.tags + b.tags,
    definitions: a.definitions + b.definitions,
    labels: a.labels + b.labels,
    characters: a.characters + b.characters
  };
}
function withoutComments(text2) {
  let comments = 0;
  const rest = text2.replace(/<!--[\s\S]*?(?:-->|$)/g, () => {
    comments++;
    return REMOVED;
  });
  return { text: rest, hidden: { ...NO_HIDDEN_TEXT, comments } };
}
function withoutMarkup(text2) {
  const lines = text2.split("\n");
  const { reads, definitions } = classifyLines(lines);
  const hidden = { ...NO_HIDDEN_TEXT, definitions };
  const out = [];
  let spans = true;
  for (const run3 of runsOf(lines, reads)) {
    if (run3.kind === "code") {
      out.push(...run3.lines);
      continue;
    }
    const joined = run3.lines.join("\n");
    const scan = run3.kind === "opener" ? null : scanRun(joined, run3.kind, { spans });
    if (scan !== null) {
      hidden.comments += scan.comments;
      hidden.tags += scan.tags;
      hidden.labels += scan.labels;
      hidden.characters += scan.characters;
      spans = scan.spans;
    }
    out.push(withRemovals(joined, [...scan?.removed ?? [], ...lineRemovals(run3, hidden)]));
    if (scan?.open === true) break;
  }
  return { text: out.join("\n"), hidden };
}
function scanRun(text2, mode, before) {
  const quoted = mode === "text" ? text2.split("\n").map(withoutQuoteMarkers).join("\n") : text2;
  const scan = scanInline(quoted, mode, before);
  if (quoted === text2) return scan;
  const plain2 = scanInline(text2, mode, before);
  return {
    removed: [...scan.removed, ...plain2.removed],
    comments: Math.max(scan.comments, plain2.comments),
    tags: Math.max(scan.tags, plain2.tags),
    labels: Math.max(scan.labels, plain2.labels),
    characters: Math.max(scan.characters, plain2.characters),
    open: scan.open || plain2.open,
    spans: scan.spans && plain2.spans
  };
}
function lineRemovals(run3, hidden) {
  const removed = [];
  let offset = 0;
  run3.lines.forEach((line, i) => {
    const read = run3.reads[i];
    const cut3 = read?.kind === "opener" || read?.info === true ? infoStart(line) : -1;
    if (read?.definition === true) removed.push([offset, offset + line.length]);
    else if (cut3 >= 0) {
      hidden.labels++;
      removed.push([offset + cut3, offset + line.length]);
    }
    offset += line.length + 1;
  });
  return removed;
}
function runsOf(lines, reads) {
  const runs = [];
  lines.forEach((line, i) => {
    const read = reads[i] ?? { kind: "unsure", definition: false, info: false };
    const last = runs[runs.length - 1];
    if (last !== void 0 && last.kind === read.kind) {
      last.lines.push(line);
      last.reads.push(read);
    } else runs.push({ kind: read.kind, lines: [line], reads: [read] });
  });
  return runs;
}
function withoutEmptiedLines(text2) {
  return text2.split("\n").filter((line) => !line.includes(REMOVED) || line.replaceAll(REMOVED, "").trim() !== "").map((line) => line.replaceAll(REMOVED, "")).join("\n");
}
function describeHidden(hidden) {
  const parts = [
    counted(hidden.comments, "HTML comment"),
    counted(hidden.tags, "HTML tag"),
    counted(hidden.definitions, "link or footnote definition"),
    counted(hidden.labels, "label", "of images, links or code blocks"),
    counted(hidden.characters, "invisible character")
  ].filter((part) => part !== "");
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] ?? null : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;
}
function counted(n, noun, after = "") {
  return n === 0 ? "" : `${n} ${noun}${n === 1 ? "" : "s"}${after === "" ? "" : ` ${after}`}`;
}

// src/core/verification.ts
var MAX_VERIFY_COMMAND_CHARS = 8e3;
var VERIFY_TAIL_CHARS = 4096;
var VerifyMode = _enum(["on-complete", "every-round"], { error: "must be on-complete or every-round" });
var VerifyCommandInput = string().refine((value) => value.trim() !== "", "must not be blank: an empty shell command exits 0, which would pass every check").refine((value) => value.length <= MAX_VERIFY_COMMAND_CHARS, `must be at most ${MAX_VERIFY_COMMAND_CHARS} characters`).nullable().default(null);
var VerificationResult = strictObject({
  kind: _enum(["passed", "failed", "cannot-run", "aborted"]),
  command: string(),
  exitCode: number().int().nullable(),
  reason: string(),
  stdoutTail: string(),
  stderrTail: string(),
  durationMs: number().nonnegative()
});
var FailedVerification = strictObject({
  round: number().int().positive(),
  command: string().max(MAX_VERIFY_COMMAND_CHARS),
  rejectedCompletion: boolean(),
  reason: string(),
  stdoutTail: string().max(VERIFY_TAIL_CHARS),
  stderrTail: string().max(VERIFY_TAIL_CHARS)
});
function shouldVerify(mode, report) {
  return mode === "every-round" || report.status === "complete";
}
function keepEnd(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const end = text2.slice(-maxChars);
  const first = end.charCodeAt(0);
  return first >= 56320 && first <= 57343 ? end.slice(1) : end;
}
function noteFailure(round, verification, report) {
  if (verification.kind !== "failed") return null;
  return {
    round,
    command: verification.command,
    rejectedCompletion: report.status === "complete",
    reason: verification.reason,
    stdoutTail: keepEnd(verification.stdoutTail, VERIFY_TAIL_CHARS),
    stderrTail: keepEnd(verification.stderrTail, VERIFY_TAIL_CHARS)
  };
}
var LESSON_COMMAND_CHARS = 200;
function rejectionLesson(failure) {
  const command = failure.command.length > LESSON_COMMAND_CHARS ? `${failure.command.slice(0, LESSON_COMMAND_CHARS)}\u2026` : failure.command;
  return `Round ${failure.round}'s completion was rejected: \`${command.replace(/\s+/g, " ")}\` ${failure.reason}.`;
}

// src/core/ci-fix.ts
var FAILED_CONCLUSIONS = ["failure", "timed_out"];
var DEFAULT_CI_FIX_RUNS = 2;
var MAX_CHECK_LOG_CHARS = 6e3;
var MAX_NAME_CHARS = 200;
var CHECKED_EVENTS = ["push", "pull_request", "workflow_dispatch"];
var GITHUB_ACTIONS_APP = "github-actions";
var CHECK_TRIGGER_PREFIX = "check:";
function decideCiFix(check, context, found) {
  const what = `${checkKindWords(check.kind)} "${checkNameLine(check.name)}"`;
  if (check.conclusion === null || !FAILED_CONCLUSIONS.includes(check.conclusion)) {
    return { kind: "skip", reason: `${what} concluded ${check.conclusion ?? "without a conclusion"}, not a failure` };
  }
  if (check.workflowPath !== null && context.ownWorkflowPaths.includes(check.workflowPath)) {
    return { kind: "skip", reason: `${what} is the Ralph workflow's own run` };
  }
  if (check.kind === "check-run" && check.app === GITHUB_ACTIONS_APP) {
    return { kind: "skip", reason: `${what} is a job of a GitHub Actions workflow: its workflow run counts` };
  }
  if (check.headRepository !== null && !sameRepository(check.headRepository, context.repository)) {
    return { kind: "skip", reason: `${what} ran on a commit of another repository (${check.headRepository})` };
  }
  if (check.kind === "workflow-run" && check.headRepository === null) {
    return { kind: "skip", reason: `${what} does not name the repository of its head commit` };
  }
  if (check.kind === "workflow-run" && (check.event === null || !CHECKED_EVENTS.includes(check.event))) {
    return {
      kind: "skip",
      reason: `${what} was made by ${check.event ?? "an unnamed event"}, not by a push or pull request of its branch`
    };
  }
  const branch = check.headBranch ?? "";
  const digits = branch.startsWith(context.branchPrefix) ? branch.slice(context.branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { kind: "skip", reason: `${what} ran on ${branch || "no branch"}, not a Ralph branch` };
  const issueNumber = Number(digits);
  if (found === void 0) return { kind: "lookup", issueNumber, branch };
  const { pull } = found;
  if (pull === null) return { kind: "skip", reason: `${what} failed on ${branch}, which has no open pull request` };
  if (pull.state !== "open") return { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
  if (pull.headRef !== branch || pull.headRepository === null || !sameRepository(pull.headRepository, context.repository) || !sameRepository(pull.baseRepository, context.repository)) {
    return { kind: "skip", reason: `pull request #${pull.number} is not the Ralph pull request of ${branch} in this repository` };
  }
  if (pull.headSha !== check.headSha) {
    return {
      kind: "skip",
      reason: `${what} failed on ${check.headSha.slice(0, 12)}, which is no longer the head of pull request #${pull.number}`
    };
  }
  if (found.consecutive >= context.maxRuns) {
    return {
      kind: "capped",
      issueNumber,
      pullRequest: pull.number,
      reason: `pull request #${pull.number} had ${found.consecutive} runs from failed checks in a row (ci-fix-runs: ${context.maxRuns})`
    };
  }
  return { kind: "start", issueNumber, pullRequest: pull.number };
}
function checkKindWords(kind) {
  return kind === "check-run" ? "check run" : "workflow run";
}
function checkNameLine(name) {
  return name.replace(/\s+/g, " ").trim();
}
function sameRepository(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function checkTriggerKey(check) {
  return `${CHECK_TRIGGER_PREFIX}${check.kind}:${check.id}:${check.attempt}`;
}
function checkInput(check) {
  return check.kind === "check-run" ? `check-run:${check.id}` : `workflow-run:${check.id}:${check.attempt}`;
}
function readCheckInput(text2) {
  const trimmed = text2.trim();
  const run3 = /^workflow-run:([1-9]\d{0,15}):([1-9]\d{0,5})$/.exec(trimmed);
  if (run3 !== null)
    return Number.isSafeInteger(Number(run3[1])) ? { kind: "workflow-run", id: Number(run3[1]), attempt: Number(run3[2]) } : null;
  const checkRun = /^check-run:([1-9]\d{0,15})$/.exec(trimmed);
  return checkRun === null || !Number.isSafeInteger(Number(checkRun[1])) ? null : { kind: "check-run", id: Number(checkRun[1]) };
}
function consecutiveCheckRuns(triggers) {
  let count2 = 0;
  for (let index = triggers.length - 1; index >= 0 && triggers[index].startsWith(CHECK_TRIGGER_PREFIX); index -= 1) count2 += 1;
  return count2;
}
function renderCheckObjective(check, failure, pullRequest, secrets) {
  let hidden = NO_HIDDEN_TEXT;
  const clean = (text2, options) => {
    const visible = withoutHiddenText(text2.normalize("NFC"), options);
    hidden = addHidden(hidden, visible.hidden);
    return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--");
  };
  const name = (text2) => Array.from(clean(text2, { format: "plain" }).replace(/\s+/g, " ").trim()).slice(0, MAX_NAME_CHARS).join("");
  const checkRun = check.kind === "check-run";
  const title = check.output?.title ?? null;
  const lines = [
    `The ${checkRun ? "check" : "workflow"} "${name(check.name)}" ${check.conclusion === "timed_out" ? "timed out" : "failed"} on the head of pull request #${pullRequest} (commit ${check.headSha.slice(0, 12)}). Make it pass.`,
    ...checkRun && check.app !== null ? [`Reported by the app: ${name(check.app)}`] : [],
    ...title !== null && title.trim() !== "" ? [`Title: ${name(title)}`] : [],
    ...failure.job !== null ? [`Failed job: ${name(failure.job)}`] : [],
    ...failure.step !== null ? [`Failed step: ${name(failure.step)}`] : [],
    ...check.url !== null ? [`Details: ${name(check.url)}`] : []
  ];
  const log = failure.log === null ? null : keepEnd(clean(failure.log, checkRun ? {} : { format: "plain" }).trimEnd(), MAX_CHECK_LOG_CHARS);
  const what = checkRun ? "output's summary and text" : "log";
  const tail = log !== null ? `The end of its ${what} (at most ${MAX_CHECK_LOG_CHARS} characters):

${fenced(log === "" ? "(empty)" : log)}` : checkRun ? "The check run has no output text; its details page may say more." : "The log is not available (GitHub did not give it, or it expired).";
  return { text: `${lines.join("\n")}

${tail}`, hidden };
}

// src/github/branch.ts
var DEFAULT_BRANCH_PREFIX = "ralph/issue-";
function issueBranch(branchPrefix, issueNumber) {
  return `${branchPrefix}${issueNumber}`;
}
function ralphIssueOf(pull, branchPrefix) {
  if (pull.head.repo === null || pull.head.repo.full_name.toLowerCase() !== pull.base.repo.full_name.toLowerCase()) {
    return { skip: `pull request #${pull.number} comes from another repository (a fork)` };
  }
  const ref = pull.head.ref;
  const digits = ref.startsWith(branchPrefix) ? ref.slice(branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { skip: `pull request #${pull.number} is not a Ralph pull request (head ${ref})` };
  return Number(digits);
}

// src/github/command.ts
var NOTE = /^\S+[ \t]+note(?=\s|$)/i;
var BLANK_LINES = /^(?:[ \t]*(?:\r\n|\r|\n))+/;
var CODE_INDENT_COLUMNS = 4;
function parseCommand(body, command, maxRoundsLimit) {
  const first = body.replace(BLANK_LINES, "");
  if (indentColumns(first) >= CODE_INDENT_COLUMNS) return null;
  const text2 = first.replace(/^[ \t]+/, "");
  const firstLine = text2.split(/\r?\n/, 1)[0] ?? "";
  const [word = "", ...args] = firstLine.split(/[ \t]+/).filter((part) => part !== "");
  if (word.toLowerCase() !== command.toLowerCase()) return null;
  const usage = `Use \`${command}\`, \`${command} rounds=N\` (N from 1 to ${maxRoundsLimit}), \`${command} stop\` or \`${command} note <text>\` (a note for the live run's next round).`;
  if (args.length === 0) return { kind: "start", rounds: null };
  if (args.length === 1 && args[0]?.toLowerCase() === "stop") return { kind: "stop" };
  if (args[0]?.toLowerCase() === "note") {
    const note = text2.replace(NOTE, "").trim();
    return note === "" ? { kind: "invalid", reply: `A note needs its text: \`${command} note <text>\`.` } : { kind: "note", text: note };
  }
  const rounds = args.length === 1 ? /^rounds=(\d{1,9})$/i.exec(args[0] ?? "") : null;
  if (rounds === null) return { kind: "invalid", reply: `I did not understand that command. ${usage}` };
  const n = Number(rounds[1]);
  if (n < 1 || n > maxRoundsLimit)
    return { kind: "invalid", reply: `rounds=${n} is not allowed: N must be from 1 to ${maxRoundsLimit} (max-rounds-limit). ${usage}` };
  return { kind: "start", rounds: n };
}

// src/github/relay-dispatch.ts
var RelayInputs = looseObject({
  "relay-run": string().optional(),
  "relay-round": string().optional()
});
function relayDispatch(inputs) {
  const run3 = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run3 === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run3) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run: run3, round: Number(round) };
}
function isRelayLeg(payload) {
  const event = looseObject({ inputs: RelayInputs.nullable().optional() }).safeParse(payload);
  return event.success && relayDispatch(event.data.inputs ?? null) !== null;
}

// src/github/trigger.ts
var Actor = looseObject({ login: string(), type: string() });
var Label = looseObject({ name: string() });
var Issue = looseObject({
  number: number().int().positive(),
  title: string(),
  body: string().nullable().optional(),
  updated_at: string().optional(),
  pull_request: unknown().optional()
});
var LabelEvent = looseObject({ action: _enum(["labeled", "unlabeled"]), label: Label.optional(), issue: Issue, sender: Actor });
var CommentEvent = looseObject({
  action: literal("created"),
  issue: Issue,
  comment: looseObject({ id: number().int(), body: string(), created_at: string().optional() }),
  sender: Actor
});
var WorkflowDispatchEvent = looseObject({ sender: Actor.optional(), inputs: RelayInputs.nullable().optional() });
var PullRequestData = looseObject({
  number: number().int().positive(),
  html_url: string(),
  /** `open` or `closed` (merged too). */
  state: string(),
  head: looseObject({ ref: string(), sha: string(), repo: looseObject({ full_name: string() }).nullable() }),
  base: looseObject({ ref: string(), repo: looseObject({ full_name: string() }) })
});
var ReviewEvent = looseObject({
  action: literal("submitted"),
  review: looseObject({
    id: number().int().positive(),
    state: string(),
    submitted_at: string().nullable().optional()
  }),
  pull_request: PullRequestData,
  sender: Actor
});
var RepositoryDispatchEvent = looseObject({
  action: string(),
  client_payload: looseObject({ issue: coerce_exports.number().int().positive().optional(), objective: string().optional() }).nullable().optional(),
  sender: Actor.optional()
});
function closedSkip(pull) {
  return pull.state === "open" ? null : { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
}
function pullRequestTrigger(pull, reviewId) {
  return { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId };
}
var MalformedEventError = class extends Error {
};
function parsePayload(schema, payload, eventName) {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
    throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
  }
  return parsed.data;
}
function toIssue(issue) {
  return { number: issue.number, title: issue.title, body: issue.body ?? "", updatedAt: issue.updated_at ?? null };
}
function skip(reason) {
  return { kind: "skip", reason };
}
function parseTrigger(eventName, payload, settings, pullRequest) {
  const pull = pullRequest === void 0 ? null : parsePayload(PullRequestData, pullRequest, "pull request");
  const action = typeof payload === "object" && payload !== null && "action" in payload ? String(payload.action) : "";
  const branchPrefix = settings.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
  const event = { eventName, action, payload, settings, branchPrefix, pull };
  if (eventName === "issues" && (action === "labeled" || action === "unlabeled")) return labelTrigger(event);
  if (eventName === "issue_comment" && action === "created") return commentTrigger(event);
  if (eventName === "pull_request_review" && action === "submitted") return reviewTrigger(event);
  if (eventName === "workflow_dispatch") return workflowDispatchTrigger(event);
  if (eventName === "repository_dispatch") return repositoryDispatchTrigger(event);
  return skip(`${eventName}${action ? `.${action}` : ""} is not a trigger`);
}
function labelTrigger({ eventName, action, payload, settings }) {
  const event = parsePayload(LabelEvent, payload, eventName);
  if (event.label === void 0) return skip(`the ${eventName}.${action} event names no label`);
  if (event.label.name.toLowerCase() !== settings.triggerLabel.toLowerCase()) {
    return skip(`label "${event.label.name}" is not the trigger label "${settings.triggerLabel}"`);
  }
  if (event.issue.pull_request !== void 0) return skip("the label is on a pull request, not an issue");
  if (action === "unlabeled")
    return { kind: "stop", source: "unlabel", issueNumber: event.issue.number, actor: event.sender, commentId: null };
  return {
    kind: "start",
    source: "label",
    issue: toIssue(event.issue),
    issueNumber: event.issue.number,
    objectiveNote: null,
    rounds: null,
    actor: event.sender,
    commentId: null,
    at: event.issue.updated_at ?? null,
    pullRequest: null
  };
}
function commentTrigger(input) {
  const { eventName, payload, settings } = input;
  const event = parsePayload(CommentEvent, payload, eventName);
  const command = parseCommand(event.comment.body, settings.command, settings.maxRoundsLimit);
  if (command === null) return skip("the comment is not a command");
  if (event.issue.pull_request !== void 0) return commandOnPullRequest(input, { event, command });
  const who = { issueNumber: event.issue.number, actor: event.sender, commentId: event.comment.id };
  if (command.kind === "stop") return { kind: "stop", source: "command", ...who };
  if (command.kind === "note") return { kind: "note", ...who, text: command.text };
  if (command.kind === "invalid") return { kind: "refuse", ...who, reply: command.reply };
  return {
    kind: "start",
    source: "command",
    issue: toIssue(event.issue),
    objectiveNote: event.comment.body,
    rounds: command.rounds,
    at: event.comment.created_at ?? null,
    pullRequest: null,
    ...who
  };
}
function commandOnPullRequest({ branchPrefix, pull }, { event, command }) {
  if (pull === null) return { kind: "lookup", pullRequestNumber: event.issue.number, actor: event.sender };
  const issueNumber = ralphIssueOf(pull, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  const onPull = { issueNumber, actor: event.sender, commentId: event.comment.id, pullRequest: pullRequestTrigger(pull, null) };
  if (command.kind === "stop") return { kind: "stop", source: "command", ...onPull };
  if (command.kind === "note") return { kind: "note", ...onPull, text: command.text };
  if (command.kind === "invalid") return { kind: "refuse", ...onPull, reply: command.reply };
  const asked = { objectiveNote: event.comment.body, rounds: command.rounds, at: event.comment.created_at ?? null };
  return closedSkip(pull) ?? { kind: "start", source: "command", issue: null, ...asked, ...onPull };
}
function reviewTrigger({ eventName, payload, branchPrefix }) {
  const event = parsePayload(ReviewEvent, payload, eventName);
  const state = event.review.state.toLowerCase();
  if (state !== "changes_requested") return skip(`a review that ${state.replace(/_/g, " ")} does not ask for changes`);
  const issueNumber = ralphIssueOf(event.pull_request, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  return closedSkip(event.pull_request) ?? {
    kind: "start",
    source: "review",
    issue: null,
    issueNumber,
    objectiveNote: null,
    rounds: null,
    actor: event.sender,
    commentId: null,
    at: event.review.submitted_at ?? null,
    pullRequest: pullRequestTrigger(event.pull_request, event.review.id)
  };
}
function workflowDispatchTrigger({ eventName, payload, settings, branchPrefix, pull }) {
  if (settings.issueNumber === null && settings.objective === null) {
    return skip("workflow_dispatch without an issue-number or objective input");
  }
  const event = parsePayload(WorkflowDispatchEvent, payload, eventName);
  const relay = relayDispatch(event.inputs ?? null);
  if (relay === "malformed") return skip("a relay dispatch needs a workflow run id in relay-run and a round number in relay-round");
  const leg = relay !== null ? { relay } : {};
  const asked = { objective: settings.objective, commentId: settings.commentId, actor: dispatcher(event.sender) };
  const named = settings.pullRequest ?? null;
  if (named === null) return { ...dispatchStart({ ...asked, issueNumber: settings.issueNumber }), ...leg };
  if (pull === null) return { kind: "lookup", pullRequestNumber: named, actor: asked.actor };
  const issueNumber = ralphIssueOf(pull, branchPrefix);
  if (typeof issueNumber !== "number") return skip(issueNumber.skip);
  if (settings.issueNumber !== null && settings.issueNumber !== issueNumber) {
    return skip(`pull request #${named} is the Ralph pull request of #${issueNumber}, not of #${settings.issueNumber}`);
  }
  const started = { ...dispatchStart({ ...asked, issueNumber }), pullRequest: pullRequestTrigger(pull, settings.reviewId ?? null) };
  return closedSkip(pull) ?? { ...started, ...leg };
}
function repositoryDispatchTrigger({ eventName, payload, settings }) {
  const event = parsePayload(RepositoryDispatchEvent, payload, eventName);
  const issueNumber = event.client_payload?.issue ?? settings.issueNumber;
  const objective = event.client_payload?.objective ?? settings.objective;
  if (issueNumber === null && objective === null) return skip("repository_dispatch without client_payload.issue");
  return dispatchStart({ issueNumber, objective, commentId: settings.commentId, actor: dispatcher(event.sender) });
}
function dispatchedBy(payload) {
  return dispatcher(parsePayload(WorkflowDispatchEvent, payload, "workflow_dispatch").sender);
}
function dispatcher(sender) {
  return sender !== void 0 && sender.type === "User" ? sender : null;
}
function dispatchStart(asked) {
  return {
    kind: "start",
    source: "dispatch",
    issue: null,
    issueNumber: asked.issueNumber,
    objectiveNote: asked.objective,
    rounds: null,
    actor: asked.actor,
    commentId: asked.commentId,
    at: null,
    pullRequest: null
  };
}

// src/github/check-event.ts
var CheckRun = looseObject({
  id: number().int().positive(),
  name: string(),
  head_sha: string(),
  status: string().nullable().optional(),
  conclusion: string().nullable(),
  html_url: string().nullable().optional(),
  details_url: string().nullable().optional(),
  output: looseObject({
    title: string().nullable().optional(),
    summary: string().nullable().optional(),
    text: string().nullable().optional()
  }).optional(),
  app: looseObject({ slug: string().optional() }).nullable().optional()
});
var CheckRunEvent = looseObject({
  action: literal("completed"),
  check_run: CheckRun.extend({ check_suite: looseObject({ head_branch: string().nullable() }) })
});
var WorkflowRun = looseObject({
  id: number().int().positive(),
  name: string().nullable().optional(),
  head_sha: string(),
  head_branch: string().nullable(),
  status: string().nullable().optional(),
  conclusion: string().nullable(),
  path: string().optional(),
  run_attempt: number().int().positive().optional(),
  html_url: string().optional(),
  event: string().optional(),
  head_repository: looseObject({ full_name: string() }).nullable().optional()
});
var Workflow = looseObject({ name: string().optional(), path: string().optional() });
var WorkflowRunEvent = looseObject({
  action: literal("completed"),
  workflow_run: WorkflowRun,
  workflow: Workflow.nullable().optional()
});
function readCompletedCheck(eventName, payload) {
  const action = typeof payload === "object" && payload !== null && "action" in payload ? payload.action : null;
  if (action !== "completed") return null;
  if (eventName === "check_run") {
    const { check_run: run3 } = parse(CheckRunEvent, payload, eventName);
    return checkRunCheck(run3, run3.check_suite.head_branch);
  }
  if (eventName === "workflow_run") {
    const event = parse(WorkflowRunEvent, payload, eventName);
    return workflowRunCheck(event.workflow_run, event.workflow ?? null);
  }
  return null;
}
function workflowRunCheck(run3, workflow) {
  return {
    kind: "workflow-run",
    id: run3.id,
    attempt: run3.run_attempt ?? 1,
    name: run3.name || workflow?.name || run3.path || "workflow",
    conclusion: run3.conclusion,
    headSha: run3.head_sha,
    headBranch: run3.head_branch,
    headRepository: run3.head_repository?.full_name ?? null,
    event: run3.event ?? null,
    workflowPath: run3.path ?? workflow?.path ?? null,
    url: run3.html_url ?? null,
    app: null,
    output: null
  };
}
function checkRunCheck(run3, headBranch) {
  return {
    kind: "check-run",
    id: run3.id,
    attempt: 1,
    name: run3.name,
    conclusion: run3.conclusion,
    headSha: run3.head_sha,
    headBranch,
    headRepository: null,
    event: null,
    workflowPath: null,
    url: run3.details_url || run3.html_url || null,
    app: run3.app?.slug ?? null,
    output: run3.output === void 0 ? null : { title: run3.output.title ?? null, summary: run3.output.summary ?? null, text: run3.output.text ?? null }
  };
}
function parse(schema, payload, eventName) {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ");
  throw new MalformedEventError(`the ${eventName} event payload is malformed (${fields})`);
}

// src/github/check-failure.ts
var MAX_READ_LOG_CHARS = 4 * MAX_CHECK_LOG_CHARS;
async function readCheckFailure(octokit, repo, check) {
  if (check.kind === "check-run") {
    const written = [check.output?.summary, check.output?.text].filter((text2) => typeof text2 === "string" && text2.trim() !== "");
    return { job: null, step: null, log: written.length === 0 ? null : keepEnd(written.join("\n\n"), MAX_READ_LOG_CHARS) };
  }
  let jobs;
  try {
    jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
      owner: repo.owner,
      repo: repo.repo,
      run_id: check.id,
      filter: "latest",
      per_page: 100
    });
  } catch {
    return { job: null, step: null, log: null };
  }
  const job = jobs.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  if (job === void 0) return { job: null, step: null, log: null };
  const step2 = job.steps?.find((candidate) => candidate.conclusion !== null && FAILED_CONCLUSIONS.includes(candidate.conclusion));
  return { job: job.name, step: step2?.name ?? null, log: await readJobLog(octokit, repo, job.id) };
}
var TIME_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/gm;
async function readJobLog(octokit, repo, jobId) {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner: repo.owner, repo: repo.repo, job_id: jobId });
    const text2 = typeof data === "string" ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : null;
    return text2 === null ? null : keepEnd(text2, MAX_READ_LOG_CHARS).replace(TIME_STAMP, "");
  } catch {
    return null;
  }
}

// src/github/check-read.ts
async function readDispatchedCheck(octokit, repository, dispatched, pullRequest) {
  if (dispatched.kind === "check-run") {
    const run4 = await getCheckRun(octokit, repository, dispatched.id);
    if (run4.status !== "completed") return { skip: `check run ${run4.id} is ${run4.status ?? "not completed"}, not completed` };
    return checkRunCheck(run4, listedHeadRef(run4, pullRequest));
  }
  const { run: run3, check } = await readWorkflowRun(octokit, repository, dispatched.id);
  if (check.attempt !== dispatched.attempt) {
    return { skip: `workflow run ${run3.id} was re-run (attempt ${check.attempt}, not ${dispatched.attempt}): its own completion decides` };
  }
  if (run3.status !== "completed") return { skip: `workflow run ${run3.id} is ${run3.status ?? "not completed"}, not completed` };
  return check;
}
async function readCheckOfLeg(octokit, repository, dispatched, pullRequest) {
  if (dispatched.kind === "check-run") {
    const run3 = await getCheckRun(octokit, repository, dispatched.id);
    return checkRunCheck(run3, listedHeadRef(run3, pullRequest));
  }
  const { check } = await readWorkflowRun(octokit, repository, dispatched.id);
  return { ...check, attempt: dispatched.attempt };
}
async function readWorkflowRun(octokit, repository, id) {
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: repository.owner, repo: repository.repo, run_id: id });
  const run3 = parseAnswer(WorkflowRun, data, `workflow run ${id}`);
  return { run: run3, check: workflowRunCheck(run3, null) };
}
var CheckRunAnswer = CheckRun.extend({
  pull_requests: array(looseObject({ number: number().int(), head: looseObject({ ref: string() }) }))
});
async function getCheckRun(octokit, repository, id) {
  const { data } = await octokit.rest.checks.get({ owner: repository.owner, repo: repository.repo, check_run_id: id });
  return parseAnswer(CheckRunAnswer, data, `check run ${id}`);
}
function listedHeadRef(run3, pullRequest) {
  return run3.pull_requests.find((pull) => pull.number === pullRequest)?.head.ref ?? null;
}
function parseAnswer(schema, data, what) {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(`GitHub's answer for ${what} lacks ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
}
function checkedPullRequest(pull) {
  return {
    number: pull.number,
    state: pull.state,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    headRepository: pull.head.repo?.full_name ?? null,
    baseRepository: pull.base.repo.full_name
  };
}

// src/github/pulls.ts
async function readPullRequest(octokit, ref, number3) {
  return (await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: number3 })).data;
}
async function findOpenPullRequest(octokit, ref, branch) {
  const { owner, repo } = ref;
  const open3 = await octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: "open", head: `${owner}:${branch}`, per_page: 100 });
  return open3.find((pull) => pull.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase())?.number ?? null;
}
async function writePullRequestBody(octokit, ref, number3, body) {
  const { data } = await octokit.rest.pulls.update({ owner: ref.owner, repo: ref.repo, pull_number: number3, body });
  return { number: data.number, url: data.html_url };
}

// src/core/budget.ts
function reportedCost(rounds) {
  const costs = rounds.flatMap((round) => round.usage?.costUsd !== void 0 ? [round.usage.costUsd] : []);
  if (costs.length === 0) return null;
  return Math.round(costs.reduce((sum, cost) => sum + cost, 0) * 1e6) / 1e6;
}
function budgetReached(rounds, maxCostUsd, spentBeforeUsd = null) {
  const now = reportedCost(rounds);
  const spentUsd = now === null || spentBeforeUsd === null ? now ?? spentBeforeUsd : Math.round((now + spentBeforeUsd) * 1e6) / 1e6;
  if (maxCostUsd === null || spentUsd === null || spentUsd < maxCostUsd) return null;
  return { spentUsd, maxCostUsd };
}
function costReason(spend2) {
  return `the agent's reported cost, ${formatUsd(spend2.spentUsd)}, reached max-cost-usd (${formatUsd(spend2.maxCostUsd)})`;
}
function formatUsd(usd) {
  return usd > 0 && usd < 5e-3 ? "under $0.01" : `$${usd.toFixed(2)}`;
}

// src/render/safe-text.ts
var GITHUB_BODY_LIMIT = 65536;
function clip(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const keep = keptChars(text2.length, maxChars);
  return text2.slice(0, keep) + cutMarker(text2.length - keep, "end");
}
function clipStart(text2, maxChars) {
  if (text2.length <= maxChars) return text2;
  const keep = keptChars(text2.length, maxChars);
  return cutMarker(text2.length - keep, "start") + text2.slice(text2.length - keep);
}
function cutMarker(cut3, where) {
  return where === "end" ? `
\u2026 [cut: ${cut3} more characters]` : `[cut: ${cut3} earlier characters] \u2026
`;
}
function keptChars(length, maxChars) {
  return Math.max(0, maxChars - Math.max(cutMarker(length, "end").length, cutMarker(length, "start").length));
}

// src/core/refused-hosts.ts
function counted2(hosts, code) {
  return hosts.map((host) => `${code(host.host)} (refused ${host.count}\xD7)`).join(", ");
}
function describeRefusedHosts(hosts, allowWith, code) {
  const of = (reason) => hosts.filter((host) => host.reason === reason);
  const parts = [];
  const notAllowed = of("not-allowed");
  if (notAllowed.length > 0) {
    parts.push(
      `a process in the sandbox (the agent or the verify command) tried to reach ${counted2(notAllowed, code)}; allow ${notAllowed.length === 1 ? "it" : "a host"} with ${allowWith}`
    );
  }
  const address = of("address");
  if (address.length > 0) {
    parts.push(
      `${counted2(address, code)}: resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard pattern)`
    );
  }
  const mismatch = of("host-mismatch");
  if (mismatch.length > 0) parts.push(`a plain HTTP request carried a Host header naming ${counted2(mismatch, code)}, not its own host`);
  return parts.join("; ");
}

// src/render/text.ts
var BOUND = { summary: 4e3, list: 16e3, blocker: 4e3, output: 8e3, handoff: 2e4, title: 200, notes: 8e3 };
function formatDuration(ms) {
  const seconds = Math.round(ms / 1e3);
  if (seconds < 60) return `${seconds} s`;
  const minutes2 = Math.floor(seconds / 60);
  if (minutes2 < 60) return seconds % 60 === 0 ? `${minutes2} min` : `${minutes2} min ${seconds % 60} s`;
  return `${Math.floor(minutes2 / 60)} h ${minutes2 % 60} min`;
}
function safe(text2, ctx, maxChars) {
  return clip(safeText(text2, ctx.secrets), maxChars);
}
function bulletList(items, ctx, maxChars = BOUND.list) {
  return clip(items.map((item) => `- ${safeText(item, ctx.secrets).replace(/\n/g, "\n  ")}`).join("\n"), maxChars);
}
function folded(title, body) {
  return `<details><summary>${title}</summary>

${body}

</details>`;
}
function commitLink(sha, ctx) {
  return `[\`${sha.slice(0, 7)}\`](${ctx.repositoryUrl}/commit/${sha})`;
}
function rejectedCompletion(record2) {
  return record2.report?.status === "complete" && record2.verification !== null && record2.verification.kind !== "passed";
}
function commandSpan(command, ctx) {
  return `\`${clip(safeText(command, ctx.secrets).replace(/`/g, "'").replace(/\s+/g, " "), 200).replace(/\s+/g, " ")}\``;
}
function roundStatus(record2) {
  return statusWords(record2.status, roundVerdict(record2), rejectedCompletion(record2));
}
function statusWords(status, verdict, rejected) {
  if (rejected) return "complete \u2192 rejected";
  if (verdict === "passed") return `${status} \u2713`;
  return status;
}
function roundVerdict(record2) {
  if (record2.verification === null) return "none";
  return record2.verification.kind === "passed" ? "passed" : "failed";
}
function summaryCell(record2, ctx) {
  const summary2 = record2.report !== null ? record2.report.summary : record2.failure ?? "";
  return clip(safeText(summary2, ctx.secrets).replace(/\s+/g, " "), SUMMARY_CELL_CHARS).replace(/\s+/g, " ");
}
function verificationBlock(verification, ctx, tailChars = BOUND.output) {
  const title = `Verification: ${commandSpan(verification.command, ctx)} ${verification.reason} (${formatDuration(verification.durationMs)})`;
  const tails = [
    verification.stdoutTail.trim() !== "" ? `stdout (last lines):

${fenced(clipStart(safeCode(verification.stdoutTail, ctx.secrets), tailChars))}` : "",
    verification.stderrTail.trim() !== "" ? `stderr (last lines):

${fenced(clipStart(safeCode(verification.stderrTail, ctx.secrets), tailChars))}` : ""
  ].filter((part) => part !== "");
  return folded(title, tails.length > 0 ? tails.join("\n\n") : "(no output)");
}
function formatUsage(usage) {
  if (usage === void 0) return "";
  const parts = [];
  const k = (n) => n >= 1e3 ? `${Math.round(n / 1e3)}k` : String(n);
  if (usage.inputTokens !== void 0) parts.push(`${k(usage.inputTokens)} tokens in`);
  if (usage.outputTokens !== void 0) parts.push(`${k(usage.outputTokens)} out`);
  if (usage.costUsd !== void 0) parts.push(`$${usage.costUsd.toFixed(2)}`);
  if (usage.turns !== void 0) parts.push(`${usage.turns} turns`);
  return parts.join(" \xB7 ");
}
function reportSections(report, ctx) {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**

> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  if (report.evidence.length > 0)
    parts.push(folded(`Evidence (${report.evidence.length}), as reported by the agent`, bulletList(report.evidence, ctx)));
  if (report.nextSteps.length > 0) parts.push(`**Next steps**

${bulletList(report.nextSteps, ctx)}`);
  if (report.lessons !== void 0 && report.lessons.length > 0)
    parts.push(folded(`Lessons (${report.lessons.length})`, bulletList(report.lessons, ctx)));
  return parts;
}
function compactReportSections(report, ctx) {
  const parts = [safe(report.summary, ctx, BOUND.summary)];
  if (report.blocker !== null) parts.push(`**Blocker:**

> ${safe(report.blocker, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`);
  const lessons = report.lessons?.length ?? 0;
  parts.push(
    `_Evidence (${report.evidence.length}), next steps (${report.nextSteps.length}) and lessons (${lessons}) are left out here to fit GitHub's comment limit; the run's last report is shown whole in the workflow run's job summary._`
  );
  return parts;
}
function reportCode(report, secrets) {
  return safeCode(serializeReport(sanitizeJson(report, secrets)), secrets);
}
function bounded(body) {
  if (body.length > GITHUB_BODY_LIMIT) throw new Error(`rendered body is ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}`);
  return body;
}
var MARKER_REFUSED_HOSTS = 10;
function refusedHostsLine(hosts, ctx) {
  const code = (host) => `\`${safeText(host, ctx.secrets).replace(/[`\s]/g, "")}\``;
  const text2 = describeRefusedHosts(hosts, "`allowed-domains`", code);
  return text2 === "" ? "" : `**Network:** ${clip(text2, BOUND.summary)}.`;
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]`]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

// src/render/replies.ts
function renderAsker(asker, secrets) {
  const what = asker.kind === "review" ? "review requesting changes" : asker.kind === "command" ? "`/ralph` comment" : `failed check "${checkNameText(asker.checkName ?? "", secrets)}"`;
  const target = asker.url === null ? null : safeLinkTarget(asker.url, secrets);
  const link = target !== null ? `[${what}](${target})` : what;
  return asker.author !== null ? `${link} by ${clip(safeText(`@${asker.author}`, secrets), 100)}` : link;
}
function safeLinkTarget(url, secrets) {
  if (!URL.canParse(url)) return null;
  const { protocol, href } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") return null;
  return secrets.some((secret) => secret !== "" && href.includes(secret)) || safeText(href, secrets) !== href ? null : linkTarget(href);
}
function checkNameText(name, secrets) {
  const line = clip(safeText(name, secrets).replace(/\s+/g, " ").trim(), 100).replace(/\s+/g, " ");
  return line.replace(/[[\]`\\]/g, (char) => `\\${char}`);
}
function renderStartingCheck(check, secrets) {
  return renderAsker({ kind: "check", author: null, url: check.url, checkName: check.name }, secrets);
}
function renderAskReply(input) {
  const table = input.pullRequestUpdated ? " The round table in this pull request's description lists the new rounds." : "";
  const run3 = input.runUrl !== null ? ` \xB7 [workflow run](${input.runUrl})` : "";
  return `Ralph's run for the ${renderAsker(input.asker, input.secrets)} ended: **${input.outcome}** after ${input.rounds} round${input.rounds === 1 ? "" : "s"} on \`${input.branch}\`.${table}${run3}`;
}
function noLiveRunForNote(command) {
  return `There is no live Ralph run on this issue to take this note. To start a run with it, comment \`${command}\` with the note on the lines below.`;
}
function ciFixCapText(runs, command) {
  return `The checks of this pull request failed again after ${runs} Ralph run${runs === 1 ? "" : "s"} from failed checks in a row (\`ci-fix-runs: ${runs}\`); no more start on their own. Review the pull request, or comment \`${command}\` to ask for another run.`;
}

// src/render/tracking-comment.ts
var CLAIM_FIX = "Only this tracking comment keeps a second run from starting; let the workflow's token create and delete `refs/ralph/*` (a ruleset's bypass list) to claim issues again.";
var CHECKLIST_ROWS = 20;
var HANDED_OFF = "handed-off";
function renderTrackingText(tracking) {
  const { header, unclaimed } = tracking.shown;
  return [
    headerLine(header),
    "",
    ...unclaimed !== null ? [unclaimedLine(unclaimed, tracking.issue), ""] : [],
    ...checklistLines(tracking),
    "",
    ...footerLines(tracking)
  ].join("\n");
}
function checklistRow(round, secrets) {
  const summary2 = round.report?.summary ?? round.failure ?? "";
  return {
    round: round.round,
    status: roundStatus(round),
    summary: clip(safeText(summary2, secrets).replace(/\s+/g, " "), 100).replace(/\s+/g, " "),
    commentUrl: round.commentUrl,
    ...round.notPosted !== void 0 ? { notPosted: round.notPosted } : {},
    sha: round.commit.sha.slice(0, 7)
  };
}
function trackingHeader(ctx, title) {
  return {
    title: clip(safeText(title, ctx.secrets).replace(/\s+/g, " "), 200),
    branch: ctx.branch,
    agent: ctx.agent,
    maxRounds: ctx.maxRounds,
    sandboxed: ctx.sandboxed !== false,
    networkOpen: ctx.networkOpen === true,
    keysInside: [...ctx.keysInside ?? []],
    maxCostUsd: ctx.maxCostUsd ?? null,
    from: ctx.check !== void 0 ? renderStartingCheck(ctx.check, ctx.secrets) : null,
    runUrl: ctx.runUrl,
    repositoryUrl: ctx.repositoryUrl
  };
}
function headerLine(header) {
  const run3 = header.runUrl !== null ? ` \xB7 [workflow run](${header.runUrl})` : "";
  const from = header.from !== null ? ` \xB7 from the ${header.from}` : "";
  const where = `**Ralph run** on \`${header.branch}\` \xB7 ${header.title} \xB7 agent \`${header.agent}\`${sandboxNote(header)}`;
  return `${where} \xB7 up to ${header.maxRounds} rounds${from}${run3}`;
}
function sandboxNote(header) {
  const notes = [
    ...!header.sandboxed ? ["no sandbox"] : header.networkOpen ? ["network open"] : [],
    ...header.keysInside.length > 0 ? [`the agent holds the model key ${header.keysInside.join(", ")}`] : []
  ];
  return notes.length > 0 ? ` (${notes.join("; ")})` : "";
}
function unclaimedReason(reason, secrets) {
  return clip(safeText(reason, secrets).replace(/\s+/g, " "), 300);
}
function unclaimedLine(why, issue) {
  return `_This run holds no claim on #${issue}: the remote refused \`refs/ralph/claims/issue-${issue}/run\` (${why}). ${CLAIM_FIX}_`;
}
function checklistLines(tracking) {
  const { omitted, rows } = tracking.checklist;
  const next = tracking.round + 1;
  return [
    ...omitted > 0 ? [`- \u2026 ${omitted} earlier rounds, each in its round comment`] : [],
    ...rows.map(roundLine),
    ...tracking.state === "running" ? [`- [ ] Round ${next} \u2014 running`] : [],
    ...tracking.state === HANDED_OFF ? [`- [ ] Round ${next} \u2014 handed off to the next workflow run`] : []
  ];
}
function roundLine(row) {
  const report = row.commentUrl !== null ? `[report](${row.commentUrl})` : `report not posted: ${row.notPosted ?? "GitHub refused it"}`;
  return `- [x] Round ${row.round} \u2014 ${row.status} \u2014 ${row.summary} (${report}, \`${row.sha}\`)`;
}
function footerLines(tracking) {
  const { state, spend: spend2, shown } = tracking;
  const goingOn = state === "running" || state === HANDED_OFF;
  const usage = formatUsage(spend2.usage);
  const budget = budgetLine(spend2.usd, roundsDone(tracking), shown.header.maxCostUsd);
  const elapsed = formatDuration(Date.parse(tracking.heartbeat) - Date.parse(tracking.started));
  return [
    ...usage !== "" ? [`The agent used ${usage}${goingOn ? " so far" : ""}.`] : [],
    ...budget !== null ? [budget] : [],
    ...tracking.relay !== void 0 ? [relayLine(tracking.relay, shown.header.repositoryUrl)] : [],
    ...stateLines(tracking, elapsed),
    ...shown.wentOn !== null ? ["", wentOnLine(shown.wentOn)] : []
  ];
}
function roundsDone(tracking) {
  return tracking.checklist.omitted + tracking.checklist.rows.length;
}
function budgetLine(spentUsd, rounds, maxCostUsd) {
  if (maxCostUsd === null) return null;
  const budget = formatUsd(maxCostUsd);
  if (spentUsd !== null) return `Spent ${formatUsd(spentUsd)} of the ${budget} budget (max-cost-usd), as the agent reported.`;
  if (rounds === 0) return `Budget: ${budget} (max-cost-usd).`;
  return `Budget: ${budget} (max-cost-usd), but the agent reports no cost, so it cannot apply.`;
}
function relayLine(relay, repositoryUrl) {
  const links = relay.legs.map((id) => `[${id}](${repositoryUrl}/actions/runs/${id})`);
  const before = relay.legsBefore > 0 ? `\u2026 ${relay.legsBefore} earlier \xB7 ` : "";
  return `Relay mode: one workflow run per round; workflow runs ${before}${links.join(" \xB7 ")}.`;
}
function stateLines(tracking, elapsed) {
  const next = tracking.round + 1;
  if (tracking.state === "running") return [`Running for ${elapsed}.`];
  if (tracking.state === HANDED_OFF) return [`Running for ${elapsed}; round ${next} starts in the next workflow run.`];
  if (tracking.state === "superseded") return [];
  const ending = tracking.shown.ending;
  const pull = ending?.pullRequestUrl != null ? ` \xB7 pull request ${ending.pullRequestUrl}` : "";
  const rounds = roundsDone(tracking);
  const outcome = `**Outcome: ${tracking.state}** after ${rounds} round${rounds === 1 ? "" : "s"}, ${elapsed}${pull}`;
  return ending?.note != null ? [outcome, "", ending.note] : [outcome];
}
function wentOnLine(wentOn) {
  const next = `[workflow run ${wentOn.runId}](${wentOn.runUrl})`;
  if (wentOn.reason === "redelivered") {
    return `**Went on:** the same trigger was delivered again; ${next} went on with this run's work at round ${wentOn.round}.`;
  }
  const why = wentOn.reason === "dispatch-lost" ? "its next workflow run never picked it up (the relay dispatch was lost)" : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  return `**Superseded:** ${why}; ${next} took over at round ${wentOn.round}.`;
}

// src/record/tracking-schema.ts
var TRACKING_VERSION = 1;
var TrackingState = _enum([
  "running",
  "handed-off",
  "superseded",
  "complete",
  "blocked",
  "budget-limited",
  "round-failed",
  "timed-out",
  "cancelled",
  "error"
]);
var HANDED_OFF2 = "handed-off";
var Text = (max) => string().max(max);
var Url = Text(2e3);
var Count = number().int().nonnegative();
var ChecklistRow = object({
  round: number().int().positive(),
  status: Text(60),
  summary: Text(300),
  commentUrl: Url.nullable(),
  notPosted: Text(500).optional(),
  sha: string().regex(/^[0-9a-f]{7,40}$/)
});
var Checklist = object({ omitted: Count, rows: array(ChecklistRow).max(CHECKLIST_ROWS) });
var TrackingHeader = object({
  title: Text(400),
  branch: Text(300),
  agent: Text(200),
  maxRounds: number().int().positive(),
  sandboxed: boolean(),
  networkOpen: boolean(),
  keysInside: array(Text(200)).max(50),
  maxCostUsd: number().nonnegative().nullable(),
  from: Text(3e3).nullable(),
  runUrl: Url.nullable(),
  repositoryUrl: Url
});
var WentOn = object({
  reason: _enum(["redelivered", "runner-lost", "dispatch-lost"]),
  runId: Text(40),
  runUrl: Url,
  round: number().int().positive()
});
var TrackingShown = object({
  header: TrackingHeader,
  ending: object({ pullRequestUrl: Url.nullable(), note: Text(4e3).nullable() }).nullable(),
  unclaimed: Text(1e3).nullable(),
  wentOn: WentOn.nullable()
});
var RelayLegs = object({ legs: array(Text(40)).max(CHECKLIST_ROWS), legsBefore: Count, looked: iso_exports.datetime() });
var TrackingMarker = object({
  version: literal(TRACKING_VERSION),
  /** Its first workflow run's id. */
  run: Text(40),
  issue: number().int().positive(),
  trigger: Text(200),
  state: TrackingState,
  started: iso_exports.datetime(),
  /** Last sign of life, or the end. */
  heartbeat: iso_exports.datetime(),
  round: Count,
  /** The workflow run carrying it, when not `run`. */
  leg: Text(40).optional(),
  relay: RelayLegs.optional(),
  /** US dollars, as the agent reported. */
  spend: object({ usd: number().nonnegative().nullable(), usage: UsageReport }),
  checklist: Checklist,
  shown: TrackingShown
});

// src/record/legacy-tracking.ts
var LegacyMarker = object({
  run: string(),
  issue: number(),
  trigger: string(),
  state: TrackingState,
  started: string(),
  heartbeat: string(),
  round: number().optional(),
  leg: string().optional(),
  legs: string().optional(),
  legsBefore: number().optional(),
  spent: number().optional(),
  usage: string().optional(),
  looked: string().optional()
});
var ROUND_LINE = /^- \[x\] Round (\d+) — (.+?) — (.*) \((?:\[report\]\(([^)\s]*)\)|report not posted: (.*)), `([0-9a-f]{7})`\)$/;
var OMITTED_LINE = /^- … (\d+) earlier rounds/;
function readLegacyTracking(data, body) {
  const parsed = LegacyMarker.safeParse(data);
  if (!parsed.success) return null;
  const marker = parsed.data;
  const checklist = legacyChecklist(body);
  const usage = marker.usage !== void 0 ? parseUsage(marker.usage) : null;
  const legs = marker.legs?.split(",").filter((leg) => leg !== "");
  return {
    run: marker.run,
    issue: marker.issue,
    trigger: marker.trigger,
    state: marker.state,
    started: marker.started,
    heartbeat: marker.heartbeat,
    round: marker.round ?? checklist.rows.at(-1)?.round ?? 0,
    ...marker.leg !== void 0 ? { leg: marker.leg } : {},
    ...legs !== void 0 ? { relay: { legs, legsBefore: marker.legsBefore ?? 0, looked: marker.looked ?? marker.heartbeat } } : {},
    spend: { usd: marker.spent ?? null, usage: usage?.ok === true ? usage.usage : {} },
    checklist,
    shown: null
  };
}
function legacyChecklist(body) {
  let omitted = 0;
  const rows = [];
  for (const line of body.split("\n")) {
    const left = OMITTED_LINE.exec(line);
    if (left !== null) omitted += Number(left[1]);
    else if (line.startsWith("- [x] Round ")) {
      const row = checklistRow2(line);
      if (row === null) omitted += 1;
      else rows.push(row);
    }
  }
  const kept = rows.slice(-CHECKLIST_ROWS);
  return { omitted: omitted + rows.length - kept.length, rows: kept };
}
function checklistRow2(line) {
  const match = ROUND_LINE.exec(line);
  if (match === null) return null;
  const [, round = "", status = "", summary2 = "", url, notPosted, sha = ""] = match;
  return {
    round: Number(round),
    status,
    summary: summary2,
    commentUrl: url ?? null,
    ...notPosted !== void 0 && notPosted !== "GitHub refused it" ? { notPosted } : {},
    sha
  };
}
function wentOnLegacyComment(body, state, by, firstRound) {
  const next = `[workflow run ${by.runId}](${by.runUrl})`;
  if (state !== "running" && state !== HANDED_OFF2) {
    return `${body}

**Went on:** the same trigger was delivered again; ${next} went on with this run's work at round ${firstRound}.`;
  }
  const marked = body.replace(
    /(<!-- ralph-bot:tracking \{.*?)"state":"(?:running|handed-off)"(.*?\} -->)/,
    (_all, head, tail) => `${head}"state":"superseded"${tail}`
  );
  const why = state === HANDED_OFF2 ? "its next workflow run never picked it up (the relay dispatch was lost)" : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  const note = `

**Superseded:** ${why}; ${next} took over at round ${firstRound}.`;
  return marked.replace(/\n- \[ \] Round \d+ — (?:running|handed off to the next workflow run)/, "") + note;
}

// src/record/tracking-marker.ts
function renderTrackingMarker(run3) {
  const marker = { version: TRACKING_VERSION, ...run3 };
  return renderMarker("tracking", marker);
}
function readTrackingMarker(comment, botLogin) {
  const data = readTrustedMarker(comment, "tracking", botLogin);
  if (data === null) return null;
  if (data["version"] === void 0) return readLegacyTracking(data, comment.body ?? "");
  const parsed = TrackingMarker.safeParse(data);
  if (!parsed.success) return null;
  const { version: _, ...run3 } = parsed.data;
  return run3;
}
function trackingMarkers(comments, botLogin) {
  return comments.flatMap((comment) => readTrackingMarker(comment, botLogin) ?? []);
}
function triggerKey(trigger) {
  if (trigger.commentId !== null) return `comment:${trigger.commentId}`;
  if (trigger.reviewId !== void 0 && trigger.reviewId !== null) return `review:${trigger.reviewId}`;
  if (trigger.source === "label" && trigger.issueUpdatedAt !== null) return `label:${trigger.issueUpdatedAt}`;
  return `run:${trigger.runId}`;
}

// src/record/ci-fix-record.ts
function readCiFixRecord(comments, botLogin) {
  const triggers = trackingMarkers(comments, botLogin).map((marker) => marker.trigger);
  const capMarker = { reason: "ci-fix-cap", row: triggers.at(-1) ?? "none" };
  const capSaid = comments.some((comment) => {
    const data = readTrustedMarker(comment, "reply", botLogin);
    return data?.["reason"] === capMarker.reason && data["row"] === capMarker.row;
  });
  return { consecutive: consecutiveCheckRuns(triggers), capMarker, capSaid };
}
async function decideOnPullRequest(octokit, question) {
  const { repo, check, context, botLogin } = question;
  const first = decideCiFix(check, context);
  if (first.kind === "skip") return first;
  if (first.kind !== "lookup") throw new Error("a completed check was decided without its pull request");
  const number3 = await findOpenPullRequest(octokit, repo, first.branch);
  const pull = number3 === null ? null : await getPullRequest(octokit, repo, number3);
  const comments = number3 === null ? [] : (await readComments(octokit, { ...repo, issueNumber: number3 })).comments;
  const record2 = readCiFixRecord(comments, await botLogin());
  const decision = decideCiFix(check, context, { pull: pull === null ? null : checkedPullRequest(pull), consecutive: record2.consecutive });
  if (decision.kind === "lookup") throw new Error("a completed check still asks for its pull request");
  if (decision.kind === "skip") return decision;
  if (decision.kind === "capped") return { ...decision, capMarker: record2.capMarker, capSaid: record2.capSaid };
  if (pull === null) throw new Error("a run from a failed check was decided without its pull request");
  return { kind: "start", issueNumber: decision.issueNumber, pull };
}

// src/action/trigger.ts
function skipped(reason) {
  return { kind: "skip", reason };
}
async function readTrigger(context) {
  const trigger = await readEvent(context);
  if (trigger.kind === "skip") return trigger;
  if (trigger.issueNumber === null) throw new Error("a run needs an issue: set the issue-number input");
  return { ...trigger, issueNumber: trigger.issueNumber };
}
async function readEvent(context) {
  const { runner, inputs } = context;
  const completed = readCompletedCheck(runner.eventName, runner.payload);
  if (completed !== null) return startFromCheck(context, { check: completed, actor: null });
  const dispatched = runner.eventName === "workflow_dispatch" ? inputs.check : null;
  if (dispatched === null) return readWebhook(context);
  if (isRelayLeg(runner.payload)) return readCheckLeg(context, dispatched);
  return readCheckDispatch(context, dispatched);
}
async function readWebhook(context) {
  const { octokit, runner, inputs } = context;
  const settings = triggerSettings(inputs);
  const parsed = parseTrigger(runner.eventName, runner.payload, settings);
  if (parsed.kind !== "lookup") return parsed;
  if (parsed.actor !== null && isIgnoredActor(parsed.actor, inputs["bot-login"])) {
    return skipped(`the sender ${parsed.actor.login} is a bot`);
  }
  const pull = await readPullRequest(octokit, runner, parsed.pullRequestNumber);
  const read = parseTrigger(runner.eventName, runner.payload, settings, pull);
  if (read.kind === "lookup") throw new Error("the pull request was read, yet the event still asks for it");
  return read;
}
function triggerSettings(inputs) {
  return {
    triggerLabel: inputs["trigger-label"],
    command: inputs.command,
    maxRoundsLimit: inputs["max-rounds-limit"],
    issueNumber: inputs["issue-number"],
    objective: inputs.objective,
    commentId: inputs["comment-id"],
    branchPrefix: inputs["branch-prefix"],
    pullRequest: inputs["pull-request"],
    reviewId: inputs["review-id"]
  };
}
async function readCheckDispatch(context, dispatched) {
  const { octokit, runner, inputs } = context;
  const completed = await readDispatchedCheck(octokit, runner, dispatched, inputs["pull-request"]);
  if ("skip" in completed) return skipped(completed.skip);
  const start2 = await startFromCheck(context, { check: completed, actor: dispatchedBy(runner.payload) });
  if (start2.kind === "skip") return start2;
  return notAsNamed(start2, { pullRequest: inputs["pull-request"], issueNumber: inputs["issue-number"] }) ?? start2;
}
function notAsNamed(start2, named) {
  const pullRequest = start2.pullRequest?.number;
  if (named.pullRequest !== null && pullRequest !== named.pullRequest) {
    return skipped(`the failed check is on pull request #${pullRequest ?? "?"}, not on #${named.pullRequest} the dispatch named`);
  }
  if (named.issueNumber !== null && start2.issueNumber !== named.issueNumber) {
    return skipped(
      `the failed check is on the Ralph pull request of #${start2.issueNumber ?? "?"}, not of #${named.issueNumber} the dispatch named`
    );
  }
  return null;
}
async function readCheckLeg(context, dispatched) {
  const start2 = await readWebhook(context);
  return start2.kind === "start" ? legFromCheck(context, { dispatched, start: start2 }) : start2;
}
async function startFromCheck(context, { check, actor }) {
  const { octokit, runner, inputs, secrets } = context;
  if (inputs["ci-fix-runs"] === 0) return skipped("ci-fix-runs is 0: failed checks start no runs");
  const rule = {
    repository: `${runner.owner}/${runner.repo}`,
    branchPrefix: inputs["branch-prefix"],
    ownWorkflowPaths: ownWorkflowPath(runner.workflowRef),
    maxRuns: inputs["ci-fix-runs"]
  };
  const repo = { owner: runner.owner, repo: runner.repo };
  const decision = await decideOnPullRequest(octokit, { repo, check, context: rule, botLogin: async () => inputs["bot-login"] });
  if (decision.kind === "skip") return skipped(decision.reason);
  if (decision.kind === "capped") {
    if (!decision.capSaid) {
      const thread = new IssueThread(octokit, { ...repo, issueNumber: decision.pullRequest });
      await thread.postOwn("reply", { ...decision.capMarker }, ciFixCapText(inputs["ci-fix-runs"], inputs.command), {
        botLogin: inputs["bot-login"],
        runId: runner.runId
      });
    }
    return skipped(decision.reason);
  }
  const { pull } = decision;
  info(logLine(`Ralph run from the failed check "${check.name}" on pull request #${pull.number}`, secrets));
  return {
    kind: "start",
    source: "check",
    issue: null,
    issueNumber: decision.issueNumber,
    objectiveNote: null,
    rounds: null,
    actor,
    commentId: null,
    at: null,
    pullRequest: { number: pull.number, url: pull.html_url, headSha: pull.head.sha, baseRef: pull.base.ref, reviewId: null },
    check: await checkStart(context, { check, pullRequest: pull.number })
  };
}
async function legFromCheck(context, { dispatched, start: start2 }) {
  const { octokit, runner, inputs, secrets } = context;
  const pull = start2.pullRequest;
  if (pull === null || start2.issueNumber === null) return skipped("the relay leg of a failed check names no pull request");
  const check = await readCheckOfLeg(octokit, runner, dispatched, pull.number);
  const branch = issueBranch(inputs["branch-prefix"], start2.issueNumber);
  if (check.headBranch !== branch) {
    return skipped(`${checkKindWords(check.kind)} ${check.id} ran on ${check.headBranch ?? "no branch"}, not on ${branch}`);
  }
  info(logLine(`Ralph relay leg of the run from the failed check "${check.name}" on pull request #${pull.number}`, secrets));
  return { ...start2, check: await checkStart(context, { check, pullRequest: pull.number }) };
}
async function checkStart(context, { check, pullRequest }) {
  const failure = await readCheckFailure(context.octokit, context.runner, check);
  const objective = renderCheckObjective(check, failure, pullRequest, context.secrets);
  return {
    key: checkTriggerKey(check),
    input: checkInput(check),
    name: check.name,
    url: check.url,
    objective: objective.text,
    hidden: objective.hidden
  };
}
function ownWorkflowPath(workflowRef) {
  const path = workflowRef?.split("@")[0]?.split("/").slice(2).join("/") ?? "";
  return path === "" ? [] : [path];
}

// src/core/progress.ts
var DEFAULT_NO_PROGRESS_ROUNDS = 3;
var NO_STALL = { rounds: 0, nextSteps: [] };
function trackStall(stall, { changed, nextSteps }) {
  if (changed) return NO_STALL;
  const same = stall.rounds > 0 && stall.nextSteps.length === nextSteps.length && stall.nextSteps.every((step2, i) => step2 === nextSteps[i]);
  return same ? { rounds: stall.rounds + 1, nextSteps } : { rounds: 1, nextSteps };
}

// src/core/inputs.ts
var decimal = (what) => string().trim().regex(/^[+-]?\d+(\.\d+)?$/, `must be ${what}`);
var positiveInt = (max) => decimal("a number").pipe(
  coerce_exports.number().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`)
);
var minutes = coerce_exports.number({ error: "must be a number of minutes" }).positive("must be a number of minutes above 0").max(10080, "must be at most 10080 (a week)");
function isBranchName(name) {
  if (name === "" || name === "@" || /[\x00-\x20\x7f~^:?*[\\]|\.\.|\/\/|@\{/.test(name)) return false;
  if (/^[-/]|[/.]$|^refs\//.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}
var branchName = (what) => string().refine(isBranchName, `must be ${what} git accepts (git check-ref-format)`);
var optionalText = string().transform((value) => value.trim() === "" ? null : value);
var RUN_INPUTS = {
  "agent-command": optionalText.default(null),
  "agent-env": string().default(""),
  "agent-secrets": string().default(""),
  model: optionalText.default(null),
  objective: optionalText.default(null),
  "max-rounds": positiveInt(1e5).default(10),
  "round-timeout-minutes": minutes.default(30),
  "run-timeout-minutes": minutes.default(330),
  "verify-command": VerifyCommandInput,
  verify: VerifyMode.default("on-complete"),
  "no-progress-rounds": positiveInt(1e3).default(DEFAULT_NO_PROGRESS_ROUNDS),
  "base-branch": optionalText.pipe(branchName("a branch name").nullable()).default(null),
  "max-handoff-chars": decimal("a number of characters").pipe(
    coerce_exports.number().int("must be a whole number").min(1024, "must be at least 1024").max(1e6, "must be at most 1000000")
  ).default(DEFAULT_MAX_HANDOFF_CHARS),
  /** US dollars; null for none. */
  "max-cost-usd": optionalText.pipe(
    decimal("an amount of US dollars, like 5 or 0.50").pipe(coerce_exports.number().positive("must be above 0").max(1e6, "must be at most 1000000")).nullable()
  ).default(null)
};

// src/action/inputs.ts
var GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[bot\])?$/;
var EMPTY_IS_GIVEN = /* @__PURE__ */ new Set(["bot-login"]);
function optionalId(what) {
  return string().default("").refine((value) => /^\s*\d*\s*$/.test(value), `must be ${what}`).transform((value) => value.trim() === "" ? null : Number(value)).pipe(number().int().positive(`must be ${what}`).nullable());
}
var inputShape = object({
  "github-token": string().trim().min(1, "is required"),
  agent: RequiredAgentInput,
  "agent-command": RUN_INPUTS["agent-command"],
  "agent-env": RUN_INPUTS["agent-env"],
  "agent-secrets": RUN_INPUTS["agent-secrets"],
  model: RUN_INPUTS.model,
  sandbox: SandboxInput,
  "sandbox-writable": SandboxWritableInput.default([]),
  network: NetworkInput,
  "allowed-domains": AllowedDomainsInput.default([]),
  objective: RUN_INPUTS.objective,
  "issue-number": string().default("").refine((value) => /^\s*\d*\s*$/.test(value), "must be an issue number").transform((value) => value.trim() === "" ? null : Number(value)).pipe(number().int().positive("must be a positive issue number").nullable()),
  "comment-id": string().default("").refine((value) => /^\s*\d*\s*$/.test(value), "must be a comment id").transform((value) => value.trim() === "" ? null : Number(value)).pipe(number().int().positive("must be a positive comment id").nullable()),
  "pull-request": optionalId("a pull request number"),
  "review-id": optionalId("a review id"),
  check: string().default("").refine((value) => value.trim() === "" || readCheckInput(value) !== null, "must be workflow-run:<id>:<attempt> or check-run:<id>").transform((value) => value.trim() === "" ? null : readCheckInput(value)),
  "max-rounds": RUN_INPUTS["max-rounds"],
  "max-rounds-limit": positiveInt(1e5).default(256),
  "round-timeout-minutes": RUN_INPUTS["round-timeout-minutes"],
  "run-timeout-minutes": RUN_INPUTS["run-timeout-minutes"],
  "verify-command": RUN_INPUTS["verify-command"],
  verify: RUN_INPUTS.verify,
  "no-progress-rounds": RUN_INPUTS["no-progress-rounds"],
  /** Runs from failed checks a Ralph pull request gets in a row. */
  "ci-fix-runs": decimal("a number").pipe(coerce_exports.number().int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100")).default(DEFAULT_CI_FIX_RUNS),
  "trigger-label": string().trim().min(1, "must not be empty").default("ralph"),
  command: string().trim().regex(/^\S+$/, "must be one word, like /ralph").default("/ralph"),
  "base-branch": RUN_INPUTS["base-branch"],
  "branch-prefix": string().trim().min(1, "must not be empty").regex(/^[A-Za-z0-9._/-]+$/, "may hold letters, digits, '.', '_', '-' and '/' only").refine((value) => isBranchName(`${value}1`), "must make valid branch names (git check-ref-format) followed by an issue number").default("ralph/issue-"),
  "allowed-permission": PermissionLevel.default("write"),
  draft: _enum(["true", "false"], { error: "must be true or false" }).default("false").transform((value) => value === "true"),
  "max-handoff-chars": RUN_INPUTS["max-handoff-chars"],
  "bot-login": string().trim().min(1, "must not be empty: it names the identity whose markers are trusted, like github-actions[bot] or my-app[bot]").regex(GITHUB_LOGIN, "must be a GitHub login, like github-actions[bot] or my-app[bot]").default("github-actions[bot]"),
  "max-cost-usd": RUN_INPUTS["max-cost-usd"],
  mode: _enum(["in-job", "relay"], { error: "must be in-job or relay" }).default("in-job")
});
var ActionInputs = inputShape.superRefine((inputs, ctx) => {
  if (inputs["max-rounds"] > inputs["max-rounds-limit"]) {
    ctx.addIssue({ code: "custom", path: ["max-rounds"], message: `must be at most max-rounds-limit (${inputs["max-rounds-limit"]})` });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when agent is command" });
  }
  const unreadBy = allowedDomainsUnreadBy(inputs);
  if (unreadBy !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["allowed-domains"],
      message: `has no effect with ${unreadBy === "sandbox" ? "sandbox: none" : "network: open"}: the agent reaches every host there; drop one of the two`
    });
  }
});
var INPUT_NAMES = Object.keys(inputShape.shape);
var InputError = class extends Error {
};
function parseInputs(raw) {
  const given = Object.fromEntries(Object.entries(raw).filter(([name, value]) => value !== "" || EMPTY_IS_GIVEN.has(name)));
  const parsed = ActionInputs.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const input = issue.path[0] !== void 0 ? String(issue.path[0]) : "inputs";
      const value = raw[input];
      return `input '${input}' ${issue.message}${value !== void 0 && value !== "" ? ` (got ${JSON.stringify(value)})` : ""}`;
    });
    throw new InputError(problems.join("; "));
  }
  return parsed.data;
}

// src/core/time.ts
function formatMinutes(ms) {
  const minutes2 = ms / 6e4;
  return `${Number.isInteger(minutes2) ? minutes2 : minutes2.toFixed(2)} min`;
}

// src/core/commit-message.ts
function roundCommitMessage({ round, maxRounds, report, failure, runLink }) {
  const message = failure !== null || report === null ? `Round ${round} failed: ${failure}` : `Round ${round}: ${report.summary}`;
  const trailers = [];
  if (runLink !== null) trailers.push({ key: "Ralph-Run", value: runLink });
  trailers.push({ key: "Ralph-Round", value: `${round}/${maxRounds}` });
  return { message, trailers };
}

// src/core/notes.ts
var MAX_NOTES = 10;
var MAX_NOTE_CHARS = 2e3;
var NOTE_CUT_MARKER = " [\u2026cut]";
var NO_NOTES = { items: [], dropped: 0 };
function boundNotes(notes) {
  const kept = notes.map((note) => ({ ...note, text: cut(note.text.normalize("NFC").trim()) })).filter((note) => note.text !== "");
  const dropped = Math.max(0, kept.length - MAX_NOTES);
  return { items: kept.slice(dropped), dropped };
}
function cut(text2) {
  if (text2.length <= MAX_NOTE_CHARS) return text2;
  let kept = text2.slice(0, MAX_NOTE_CHARS - NOTE_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + NOTE_CUT_MARKER;
}

// src/core/prompt.ts
var MAX_ARRIVED_SHOWN = 20;
var MAX_SUBJECT_CHARS = 200;
function arrivedSection(arrived) {
  if (arrived.length === 0) return [];
  const lines = arrived.slice(0, MAX_ARRIVED_SHOWN).map((commit) => `- ${commit.sha.slice(0, 12)} ${Array.from(commit.subject).slice(0, MAX_SUBJECT_CHARS).join("")} (${commit.author})`);
  const more = arrived.length > MAX_ARRIVED_SHOWN ? `
- \u2026 and ${arrived.length - MAX_ARRIVED_SHOWN} more` : "";
  return [
    `## Commits people pushed since the last round

People pushed these commits to the run's branch; they are in the workspace now. Build on them; do not undo them unless the objective requires it.

${lines.join("\n")}${more}`
  ];
}
function notesSection(notes) {
  if (notes.items.length === 0) return [];
  const lines = notes.items.map((note) => `- From ${note.author}: ${note.text.replace(/\n/g, "\n  ")}`);
  const dropped = notes.dropped > 0 ? `

(${notes.dropped} older notes of this round were left out to keep the prompt short.)` : "";
  return [
    `## Notes from the maintainers

People who steer this run left these notes since the last round. Follow them in this round; where a note and the previous report's next steps disagree, the note wins.

${lines.join("\n")}${dropped}`
  ];
}
function verifySections(input) {
  const sections = [];
  if (input.verify !== null) {
    const when = input.verify.mode === "every-round" ? "after every round" : "after a round that reports `complete`";
    sections.push(
      `## The verify command

The bot runs this command in the workspace ${when}. A \`complete\` report is accepted only when it exits 0; otherwise the run goes on.

${fenced(input.verify.command, "sh")}`
    );
  }
  const failed = input.failedVerification;
  if (failed !== null) {
    const why = failed.rejectedCompletion ? "The agent reported `complete`, but the" : "The";
    sections.push(
      `## Verification failed after round ${failed.round}

${why} verify command ${failed.reason}${failed.rejectedCompletion ? ", so the completion was rejected" : ""}. The end of its output:

stdout:

${fenced(failed.stdoutTail === "" ? "(empty)" : failed.stdoutTail)}

stderr:

${fenced(failed.stderrTail === "" ? "(empty)" : failed.stderrTail)}`
    );
  }
  return sections;
}
function buildPrompt(input) {
  const sections = [
    `You are one round of a Ralph run: round ${input.round} of at most ${input.maxRounds}. You start fresh; nothing from earlier rounds reaches you but the workspace and the report below.`,
    `## Objective

${input.objective}`,
    `## How to work

- The workspace (your current directory, a git checkout of the run's branch) is the authority: inspect it, change it, and verify what you claim by running it.
- You may commit on the current branch (do not push, switch branches or rewrite pushed history); the bot commits whatever you leave and pushes it after the round.
- Make real progress on the objective in this round, then stop.`,
    input.previous === null ? `## Previous round

None: this is the first report of the run.` : `## Previous round's report

\`\`\`json
${serializeReport(input.previous)}
\`\`\``
  ];
  sections.push(...notesSection(input.notes));
  sections.push(...arrivedSection(input.arrived));
  sections.push(...verifySections(input));
  if (input.lessons.length > 0) {
    const dropped = input.droppedLessons > 0 ? `

(${input.droppedLessons} older lessons were dropped to keep the list short.)` : "";
    sections.push(`## Lessons so far

${input.lessons.map((lesson) => `- ${lesson}`).join("\n")}${dropped}`);
  }
  sections.push(
    `## Your report

Before you exit, write your report as JSON to the file \`${input.reportFile}\` (it lies outside the workspace; write it anyway). At most ${input.maxHandoffChars} characters. Shape:

\`\`\`json
{ "status": "continue" | "complete" | "blocked", "summary": "what this round did",
  "evidence": ["what you ran and saw"], "nextSteps": ["what the next round should do"],
  "blocker": null, "lessons": ["optional: a constraint a fresh agent must know"] }
\`\`\`

- \`continue\`: at least one next step, \`blocker\` null.
- \`complete\`: the objective is met; at least one piece of evidence, no next steps, \`blocker\` null.
- \`blocked\`: you need a person; \`blocker\` says what you need.
Every string must be non-empty; no other keys. A missing, invalid or oversized report fails the round.`
  );
  return sections.join("\n\n") + "\n";
}

// src/core/outcome.ts
function roundEnding(record2, context) {
  const { stopped, stall, state } = context;
  const { report, verification } = record2;
  const unpushed = record2.commit.unpushed;
  if (unpushed !== null) {
    const { reason, kept } = unpushed;
    switch (unpushed.kind) {
      case "conflict":
        return { outcome: "blocked", handoff: state.handoff, by: "conflict", reason, files: unpushed.files, kept };
      case "refused":
        if (stopped !== null) return { outcome: stopped, handoff: state.handoff, kept, keptRound: record2.round };
        return { outcome: "error", handoff: state.handoff, reason, failedRound: record2.round, kept };
      case "failed":
        return { outcome: "round-failed", failedRound: record2.round, reason: record2.failure ?? reason, handoff: state.handoff, kept };
    }
  }
  if (stopped !== null && (report === null || verification?.kind === "aborted")) return { outcome: stopped, handoff: state.handoff };
  if (report === null || record2.failure !== null) {
    return { outcome: "round-failed", failedRound: record2.round, reason: record2.failure ?? "no valid report", handoff: state.handoff };
  }
  if (report.status === "complete" && (verification === null || verification.kind === "passed"))
    return { outcome: "complete", handoff: report, verification };
  if (report.status === "blocked") return { outcome: "blocked", handoff: report, by: "agent", reason: report.blocker ?? "" };
  if (stall.rounds >= context.noProgressRounds) {
    const reason = `no progress: ${stall.rounds} rounds in a row left the tree unchanged and reported the same next steps (no-progress-rounds)`;
    return { outcome: "blocked", handoff: report, by: "no-progress", reason };
  }
  if (record2.round >= context.maxRounds) return { outcome: "budget-limited", handoff: report, by: "rounds" };
  if (context.budget !== null) return { outcome: "budget-limited", handoff: report, by: "cost", ...context.budget };
  if (context.handOffAfter === null || record2.round < context.handOffAfter) return null;
  return stopped !== null ? { outcome: stopped, handoff: report } : { outcome: "handed-off", handoff: report, nextRound: record2.round + 1 };
}
function endingReason(ending) {
  switch (ending.outcome) {
    case "budget-limited":
      return ending.by === "cost" ? costReason(ending) : null;
    case "blocked":
    case "round-failed":
    case "error":
      return ending.reason;
    case "timed-out":
      return "the run's time limit (run-timeout-minutes) ran out";
    case "cancelled":
      return "the run was cancelled";
    default:
      return null;
  }
}

// src/core/lessons.ts
var MAX_LESSONS = 50;
var MAX_LESSON_CHARS = 500;
var LESSON_CUT_MARKER = " [\u2026cut]";
function normalizeLesson(text2) {
  const lesson = text2.normalize("NFC").replace(/\s+/g, " ").trim();
  if (lesson.length <= MAX_LESSON_CHARS) return lesson;
  let kept = lesson.slice(0, MAX_LESSON_CHARS - LESSON_CUT_MARKER.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + LESSON_CUT_MARKER;
}
function addLessons(current, incoming) {
  const lessons = [...current.items];
  for (const text2 of incoming) {
    const lesson = normalizeLesson(text2);
    if (lesson !== "" && !lessons.includes(lesson)) lessons.push(lesson);
  }
  const excess = Math.max(0, lessons.length - MAX_LESSONS);
  return { items: lessons.slice(excess), dropped: current.dropped + excess };
}

// src/core/advance-state.ts
function advanceState(state, record2) {
  const { report, verification } = record2;
  if (report === null || record2.commit.unpushed?.kind === "failed") return state;
  const failed = verification === null ? null : noteFailure(record2.round, verification, report);
  const learned = [...report.lessons ?? [], ...failed?.rejectedCompletion === true ? [rejectionLesson(failed)] : []];
  const passed = verification?.kind === "passed";
  const lessons = addLessons(state.lessons, learned);
  return {
    handoff: report,
    lessons: { items: [...lessons.items], dropped: lessons.dropped },
    lastPassingSha: passed && record2.commit.unpushed === null ? record2.commit.sha : state.lastPassingSha,
    failedVerification: passed ? null : failed ?? state.failedVerification
  };
}

// src/core/state.ts
var RunState = strictObject({
  handoff: RoundReport.nullable(),
  lessons: strictObject({
    items: array(string().min(1).max(MAX_LESSON_CHARS)).max(MAX_LESSONS),
    dropped: number().int().nonnegative()
  }),
  lastPassingSha: string().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, "must be a commit sha").nullable(),
  failedVerification: FailedVerification.nullable()
});
var EMPTY_RUN_STATE = {
  handoff: null,
  lessons: { items: [], dropped: 0 },
  lastPassingSha: null,
  failedVerification: null
};
function serializeRunState(state) {
  return JSON.stringify(state);
}
function parseRunState(text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error) {
    return { ok: false, reason: `the saved run state is not valid JSON: ${error.message}` };
  }
  const parsed = RunState.safeParse(json);
  if (parsed.success) return { ok: true, state: parsed.data };
  return {
    ok: false,
    reason: `the saved run state does not follow the schema: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`
  };
}

// src/core/stop.ts
function watchStops(cancel, deadline) {
  const controller = new AbortController();
  let first = null;
  const stop = (reason) => () => {
    if (first !== null) return;
    first = reason;
    controller.abort();
  };
  const onDeadline = stop("timed-out");
  const onCancel = stop("cancelled");
  if (deadline.aborted) onDeadline();
  if (cancel.aborted) onCancel();
  deadline.addEventListener("abort", onDeadline, { once: true });
  cancel.addEventListener("abort", onCancel, { once: true });
  return {
    signal: controller.signal,
    reason: () => first,
    dispose: () => {
      deadline.removeEventListener("abort", onDeadline);
      cancel.removeEventListener("abort", onCancel);
    }
  };
}

// src/core/loop.ts
function judge(result, maxHandoffChars) {
  if (result.kind === "timed-out") {
    return { failure: `the agent did not finish within ${formatMinutes(result.timeoutMs)} (round-timeout-minutes)` };
  }
  if (result.kind === "cancelled") return { failure: "the run was cancelled during the round" };
  if (result.failure !== void 0) return { failure: result.failure };
  if (result.exitCode !== 0) {
    const how = result.signal !== null ? `was killed by ${result.signal}` : `exited with code ${result.exitCode}`;
    return { failure: `the agent ${how}` };
  }
  if (result.reportText === null) return { failure: "the agent exited without writing a report" };
  const parsed = parseReport(result.reportText, maxHandoffChars);
  return parsed.ok ? { report: parsed.report } : { failure: parsed.reason };
}
var RUN_TIMED_OUT = "the run's time limit (run-timeout-minutes) ran out during the round";
async function runRounds(settings, ports) {
  const { firstRound, maxCostUsd } = checkSettings(settings);
  const run3 = startRun(settings, ports, maxCostUsd);
  let round = firstRound;
  try {
    for (; ; round++) {
      const ready = await prepareRound(run3, round);
      if ("ending" in ready) return finishRun(run3, ready.ending);
      const answer = await askAgent(run3, round, ready);
      const verification = await verifyRound(run3, round, answer.report);
      const record2 = await saveAndRecord(run3, { round, ready, answer, verification });
      const ending = await closeRound(run3, record2);
      if (ending !== null) return finishRun(run3, ending);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return finishRun(run3, { outcome: "error", handoff: run3.state.handoff, reason, failedRound: round, kept: null });
  }
}
function checkSettings(settings) {
  const firstRound = settings.firstRound ?? 1;
  for (const [name, value] of [
    ["maxRounds", settings.maxRounds],
    ["noProgressRounds", settings.noProgressRounds],
    ["firstRound", firstRound]
  ]) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  }
  if (firstRound > settings.maxRounds) throw new Error(`firstRound (${firstRound}) is past maxRounds (${settings.maxRounds})`);
  const maxCostUsd = settings.maxCostUsd ?? null;
  if (maxCostUsd !== null && !(Number.isFinite(maxCostUsd) && maxCostUsd > 0)) throw new Error("maxCostUsd must be a number above 0");
  return { firstRound, maxCostUsd };
}
function eventTime(run3) {
  return new Date(run3.ports.now()).toISOString();
}
function startRun(settings, ports, maxCostUsd) {
  const startedAt = ports.now();
  const run3 = {
    settings,
    ports,
    maxCostUsd,
    stops: watchStops(ports.signal, ports.deadline),
    startedAt,
    rounds: [],
    state: settings.initialState ?? EMPTY_RUN_STATE,
    stall: NO_STALL
  };
  ports.events.emit({
    type: "run-start",
    time: eventTime(run3),
    maxRounds: settings.maxRounds,
    verify: settings.verify,
    verifyCommand: ports.verifier?.command ?? null,
    noProgressRounds: settings.noProgressRounds,
    resumed: settings.initialState !== null
  });
  return run3;
}
function finishRun(run3, ending) {
  run3.stops.dispose();
  const result = { ...ending, rounds: run3.rounds, state: run3.state, elapsedMs: run3.ports.now() - run3.startedAt };
  run3.ports.events.emit({
    type: "run-end",
    time: eventTime(run3),
    outcome: result.outcome,
    rounds: run3.rounds.length,
    reason: endingReason(ending),
    lastPassingSha: run3.state.lastPassingSha,
    elapsedMs: result.elapsedMs
  });
  return result;
}
async function prepareRound(run3, round) {
  const { ports, state } = run3;
  const stopped = run3.stops.reason();
  if (stopped !== null) return { ending: { outcome: stopped, handoff: state.handoff } };
  const spent = budgetReached(run3.rounds, run3.maxCostUsd, run3.settings.spentBeforeUsd ?? null);
  if (spent !== null) return { ending: { outcome: "budget-limited", handoff: state.handoff, by: "cost", ...spent } };
  const synced = await ports.workspace.sync();
  if (synced.kind === "conflict") {
    return { ending: { outcome: "blocked", handoff: state.handoff, by: "conflict", reason: synced.reason, files: [], kept: null } };
  }
  const notes = ports.notes !== void 0 ? boundNotes(await ports.notes.take()) : NO_NOTES;
  const startedAt = ports.now();
  ports.events.emit({ type: "round-start", time: eventTime(run3), round, ...notes.items.length > 0 ? { notes: notes.items.length } : {} });
  return { arrived: synced.arrived, notes, startedAt };
}
async function askAgent(run3, round, ready) {
  const { settings, ports, state, stops } = run3;
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
    maxHandoffChars: settings.maxHandoffChars
  });
  const result = await ports.agent.runRound({ round, maxRounds: settings.maxRounds, prompt, signal: stops.signal });
  const verdict = judge(result, settings.maxHandoffChars);
  const report = "report" in verdict ? verdict.report : null;
  const failure = result.kind === "cancelled" && stops.reason() === "timed-out" ? RUN_TIMED_OUT : "failure" in verdict ? verdict.failure : null;
  ports.events.emit({
    type: "report",
    time: eventTime(run3),
    round,
    status: report?.status ?? "failed",
    report,
    failure,
    agentDurationMs: result.durationMs
  });
  return { result, report, failure };
}
async function verifyRound(run3, round, report) {
  const { ports, settings } = run3;
  const verification = report !== null && ports.verifier !== null && shouldVerify(settings.verify, report) ? await ports.verifier.verify(round, run3.stops.signal) : null;
  if (verification !== null) ports.events.emit({ type: "verify", time: eventTime(run3), round, verification });
  return verification;
}
async function saveAndRecord(run3, {
  round,
  ready,
  answer,
  verification
}) {
  const { settings, ports } = run3;
  const { result, report } = answer;
  const checkFailure = answer.failure ?? (verification?.kind === "cannot-run" ? `the verify command could not run: ${verification.reason}` : null);
  const { message, trailers } = roundCommitMessage({
    round,
    maxRounds: settings.maxRounds,
    report,
    failure: checkFailure,
    runLink: settings.runLink ?? null
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
    ...result.kind === "exited" && result.usage !== void 0 ? { usage: result.usage } : {},
    ...notes.items.length > 0 ? { notes } : {},
    ...round === 1 && settings.objectiveHidden !== void 0 && describeHidden(settings.objectiveHidden) !== null ? { objectiveHidden: settings.objectiveHidden } : {},
    startedAt: ready.startedAt,
    elapsedMs: ports.now() - ready.startedAt
  };
}
async function closeRound(run3, record2) {
  const { settings, ports } = run3;
  const { round, status, commit, verification, report, elapsedMs } = record2;
  run3.rounds.push(record2);
  ports.events.emit({
    type: "round-end",
    time: eventTime(run3),
    round,
    status,
    sha: commit.sha,
    pushed: ports.workspace.pushes && commit.unpushed === null,
    changed: commit.changed,
    verification: verification?.kind ?? null,
    elapsedMs
  });
  run3.state = advanceState(run3.state, record2);
  await ports.reporter.roundFinished(record2, run3.state);
  if (report !== null) run3.stall = trackStall(run3.stall, { changed: commit.changed, nextSteps: report.nextSteps });
  const budget = budgetReached(run3.rounds, run3.maxCostUsd, settings.spentBeforeUsd ?? null);
  const handOffAfter = settings.handOffAfter ?? null;
  return roundEnding(record2, { stopped: run3.stops.reason(), stall: run3.stall, state: run3.state, ...settings, budget, handOffAfter });
}

// src/core/objective.ts
function buildObjective(source) {
  const parts = [];
  let hidden = NO_HIDDEN_TEXT;
  const visible = (text2, options = {}) => {
    const seen = withoutHiddenText(text2, options);
    hidden = addHidden(hidden, seen.hidden);
    return seen.text.trim();
  };
  if (source.issue !== null) {
    const title = visible(source.issue.title, { format: "plain" });
    const body = visible(source.issue.body);
    parts.push(`Issue #${source.issue.number}: ${title}

${body === "" ? "(the issue has no description)" : body}`);
  }
  const note = source.note === null ? "" : visible(source.note);
  if (note !== "") parts.push(source.issue !== null ? `From the request that started this run:

${note}` : note);
  if (parts.length === 0) throw new Error("a run needs an objective: an issue or an objective text");
  return { text: parts.join("\n\n"), hidden };
}

// src/action/failure.ts
function isApiFailure(error) {
  if (!(error instanceof Error) || !("status" in error) || !("request" in error)) return false;
  const request = error.request;
  return typeof error.status === "number" && typeof request?.method === "string" && typeof request.url === "string";
}
function describeFailure(error, secrets) {
  if (isApiFailure(error)) {
    let path = error.request.url;
    try {
      path = new URL(path).pathname;
    } catch {
    }
    return sanitize(`GitHub answered ${error.status} to ${error.request.method} ${path}: ${error.message}`, secrets);
  }
  return sanitize(error instanceof Error ? error.message : String(error), secrets);
}

// src/github/workflow-runs.ts
var WorkflowRun2 = object({ status: string().nullable() });
async function workflowRunState(octokit, repo, runId) {
  if (!/^\d+$/.test(runId)) return "unknown";
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: Number(runId) });
    const run3 = WorkflowRun2.safeParse(data);
    if (!run3.success || run3.data.status === null) return "unknown";
    return run3.data.status === "completed" ? "ended" : "going";
  } catch (error) {
    return typeof error === "object" && error !== null && "status" in error && error.status === 404 ? "ended" : "unknown";
  }
}
async function workflowRunEnded(octokit, repo, runId) {
  return await workflowRunState(octokit, repo, runId) === "ended";
}

// src/record/liveness.ts
var HEARTBEAT_MS = 5 * 6e4;
var STALE_AFTER_MS = 3 * HEARTBEAT_MS;
var HANDOFF_GRACE_MS = 30 * 6e4;
function legOf(run3) {
  return run3.leg ?? run3.run;
}
function livenessOf(run3, legs, now) {
  if (run3.state === "running") {
    const leg = legs.get(legOf(run3)) ?? "unknown";
    if (leg !== "unknown") return leg === "going" ? { live: true, by: "workflow run" } : { live: false, dead: true, by: "workflow run" };
    return age(run3, now) < STALE_AFTER_MS ? { live: true, by: "heartbeat" } : { live: false, dead: false, by: "heartbeat" };
  }
  if (run3.state === HANDED_OFF2) {
    return age(run3, now) < HANDOFF_GRACE_MS ? { live: true, by: "next leg's grace" } : { live: false, dead: true, by: "next leg's grace" };
  }
  return { live: false, dead: false, by: "ending" };
}
function age(run3, now) {
  return now.getTime() - Date.parse(run3.heartbeat);
}
function liveRun(runs, legs, now) {
  return runs.find((run3) => livenessOf(run3, legs, now).live) ?? null;
}
function deadRun(run3, legs, now) {
  const liveness = livenessOf(run3, legs, now);
  return !liveness.live && liveness.dead;
}
function legsToAsk(runs) {
  const newest = runs.at(-1);
  const erred = newest?.state === "error" ? [legOf(newest)] : [];
  return [.../* @__PURE__ */ new Set([...runs.filter((run3) => run3.state === "running").map(legOf), ...erred])];
}
async function readLegStates(octokit, repo, legs, ended = () => false) {
  const states = /* @__PURE__ */ new Map();
  for (const leg of legs) states.set(leg, ended(leg) ? "ended" : await workflowRunState(octokit, repo, leg));
  return states;
}

// src/action/workflow-commands.ts
import { randomBytes as randomBytes2 } from "node:crypto";
async function withWorkflowCommandsStopped(work, write = (text2) => process.stdout.write(text2)) {
  const token = randomBytes2(16).toString("hex");
  write(`::stop-commands::${token}
`);
  try {
    return await work();
  } finally {
    write(`
::${token}::
`);
  }
}

// src/workspace/claim.ts
import { mkdtemp as mkdtemp2, rm as rm7 } from "node:fs/promises";
import { join as join9, resolve as resolve2 } from "node:path";
function claimsOf(issueNumber) {
  return `refs/ralph/claims/issue-${issueNumber}/`;
}
function issueClaimRef(issueNumber) {
  return `${claimsOf(issueNumber)}run`;
}
function legClaimRef(issueNumber, run3, round) {
  return `${claimsOf(issueNumber)}legs/run-${run3}/round-${round}`;
}
var HOLDER_TRAILER = "Ralph-Claim-Holder";
var RUN_TRAILER = "Ralph-Claim-Run";
async function claimRemote(dir, token) {
  const git = new Git(resolve2(dir), { program: gitProgram([resolve2(dir)]) });
  return { url: await git.remoteUrl(REMOTE), token };
}
async function claimRun(request) {
  return inPrivateRepository(request, async (git) => {
    const { issueNumber, holder, goesOn } = request;
    if (goesOn !== null) {
      const ref2 = legClaimRef(issueNumber, goesOn.run, goesOn.round);
      const message = `carries run ${goesOn.run} on issue #${issueNumber} from round ${goesOn.round}`;
      const leg = await claimRef(
        git,
        request,
        { ref: ref2, commit: await claimCommit(git, request, message) },
        async (theirs) => theirs.holder === holder.runId ? "mine" : await endedHolder(request, theirs)
      );
      if (leg.kind === "lost") return { ...leg, round: goesOn.round };
      if (leg.kind === "not-made") return leg;
    }
    const ref = issueClaimRef(issueNumber);
    const commit = await claimCommit(git, request, `holds run ${request.run} on issue #${issueNumber}`);
    const ownRun = goesOn?.continues === true;
    return claimRef(git, request, { ref, commit }, async (theirs) => {
      if (theirs.holder === holder.runId) return "mine";
      if (ownRun && theirs.run === request.run) return "take";
      return endedHolder(request, theirs);
    });
  });
}
async function endedHolder(request, theirs) {
  return theirs.holder !== null && await request.ended(theirs.holder) ? "take" : "lost";
}
async function claimRef(git, request, mine, judge2) {
  const { url } = request.remote;
  let refused = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    const pushed = await push(git, url, [`${mine.commit}:${mine.ref}`]);
    if (pushed.exitCode === 0) return { kind: "won", sha: mine.commit };
    refused = git.redact(refusal(pushed.stdout, pushed.stderr));
    const theirs = await readClaim(git, url, mine.ref);
    if (theirs === null) continue;
    const verdict = await judge2(theirs);
    if (verdict === "mine") return { kind: "won", sha: theirs.sha };
    if (verdict === "lost") return { kind: "lost", holder: theirs.holder, round: null };
    const taken = await push(git, url, [`${mine.commit}:${mine.ref}`], [`--force-with-lease=${mine.ref}:${theirs.sha}`]);
    if (taken.exitCode === 0) return { kind: "won", sha: mine.commit };
    return { kind: "lost", holder: (await readClaim(git, url, mine.ref))?.holder ?? null, round: null };
  }
  return { kind: "not-made", reason: refused };
}
async function releaseClaims(request) {
  return inPrivateRepository(request, async (git) => {
    const { url } = request.remote;
    const claims = claimsOf(request.issueNumber);
    const own = issueClaimRef(request.issueNumber);
    const lease = `--force-with-lease=${own}:${request.held ?? ZERO_SHA}`;
    const pruned = await push(git, url, ["refs/ralph/none/*:" + claims + "*"], ["--prune", lease]);
    const lines = pruned.stdout.split("\n");
    const deleted = lines.filter((line) => line.startsWith("-	")).map((line) => (line.split("	")[1] ?? "").replace(/^:/, ""));
    const rejected = lines.filter((line) => line.startsWith("!	"));
    const failed = rejected.filter((line) => !(line.includes(`:${own}	`) && line.includes("(stale info)")));
    if (failed.length > 0 || pruned.exitCode !== 0 && rejected.length === 0) {
      throw new Error(git.redact(refusal(pruned.stdout, pruned.stderr)));
    }
    return deleted;
  });
}
var ZERO_SHA = "0".repeat(40);
async function inPrivateRepository(where, work) {
  const dir = await mkdtemp2(join9(resolve2(where.scratch), "ralph-claim-"));
  try {
    const git = new Git(dir, {
      program: gitProgram([]),
      token: where.remote.token,
      ...where.retry !== void 0 ? { retry: where.retry } : {}
    });
    await git.run(["init", "--quiet", "--bare"]);
    return await work(git);
  } finally {
    await rm7(dir, { recursive: true, force: true });
  }
}
function gitProgram(extra) {
  return resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, extra));
}
function push(git, url, refspecs, options = []) {
  return git.run(["push", "--porcelain", "--no-verify", ...options, "--", url, ...refspecs], { networkUrl: url, allowFailure: true });
}
async function claimCommit(git, request, does) {
  const tree = (await git.run(["mktree"], { input: "" })).stdout.trim();
  const { runId, attempt } = request.holder;
  const message = `Ralph claim: workflow run ${runId} (attempt ${attempt}) ${does}

${HOLDER_TRAILER}: ${runId}
${RUN_TRAILER}: ${request.run}
`;
  const identity = {
    GIT_AUTHOR_NAME: DEFAULT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: DEFAULT_IDENTITY.email,
    GIT_COMMITTER_NAME: DEFAULT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: DEFAULT_IDENTITY.email
  };
  return (await git.run(["commit-tree", "--no-gpg-sign", "-F", "-", tree], { input: message, env: identity })).stdout.trim();
}
async function readClaim(git, url, ref) {
  const listed2 = await git.run(["ls-remote", "--", url, ref], { networkUrl: url });
  const sha = listed2.stdout.split("\n").find((line) => line.endsWith(`	${ref}`))?.split("	")[0];
  if (sha === void 0) return null;
  const seen = "refs/ralph/seen-claim";
  const fetched = await git.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+${ref}:${seen}`], {
    networkUrl: url,
    allowFailure: true
  });
  if (fetched.exitCode !== 0) return { sha, holder: null, run: null };
  const body = (await git.run(["log", "-1", "--format=%B", seen])).stdout;
  const trailer = (name) => new RegExp(`^${name}: ([\\w.-]+)$`, "m").exec(body)?.[1] ?? null;
  return { sha, holder: trailer(HOLDER_TRAILER), run: trailer(RUN_TRAILER) };
}
function refusal(stdout, stderr) {
  const said = stderr.split("\n").filter((line) => line.startsWith("remote:")).map((line) => line.slice("remote:".length).trim()).filter((line) => line !== "");
  const refused = stdout.split("\n").filter((line) => line.startsWith("!")).map((line) => line.split("	").slice(2).join(" ").trim());
  const words = [...said, ...refused].join("; ");
  return words !== "" ? words : stderr.trim().split("\n").at(-1) ?? "git push failed";
}

// src/record/state-marker.ts
var STATE_MARKER_CHARS = 4e4;
function renderStateMarker(unsafe, run3, secrets) {
  const state = mapStrings(unsafe, (text2) => safeText(text2, secrets));
  const candidates = [
    state,
    { ...state, handoff: null },
    { ...state, handoff: null, failedVerification: null },
    { ...state, handoff: null, failedVerification: null, lessons: { items: [], dropped: 0 } }
  ];
  const markers = candidates.map((candidate) => renderMarker("state", { run: run3, state: serializeRunState(candidate) }));
  return markers.find((marker) => marker.length <= STATE_MARKER_CHARS) ?? markers.at(-1) ?? "";
}
function readStateMarker(comment, botLogin) {
  const marker = readTrustedMarker(comment, "state", botLogin);
  if (marker === null || typeof marker.state !== "string") return null;
  const parsed = parseRunState(marker.state);
  return parsed.ok ? parsed.state : null;
}
function latestRunState(comments, botLogin) {
  for (const comment of [...comments].reverse()) {
    const state = readStateMarker(comment, botLogin);
    if (state !== null) return state;
  }
  return null;
}

// src/record/tracking-comment.ts
var NOTHING_CARRIED = { checklist: { omitted: 0, rows: [] }, spentBeforeUsd: null, usageBefore: {}, relay: null };
function trackedRun(view, ctx) {
  const carried = view.carried ?? NOTHING_CARRIED;
  const checklist = withRounds(carried.checklist, view.rounds, ctx.secrets);
  const leg = carried.relay?.legs.at(-1);
  return {
    run: ctx.runId,
    issue: ctx.issueNumber,
    trigger: view.trigger,
    state: view.state,
    started: view.startedAt.toISOString(),
    heartbeat: view.now.toISOString(),
    round: view.rounds.at(-1)?.round ?? carried.checklist.rows.at(-1)?.round ?? 0,
    ...leg !== void 0 && leg !== ctx.runId ? { leg } : {},
    ...carried.relay !== null ? { relay: relayLegs(carried.relay) } : {},
    spend: {
      usd: addCost(carried.spentBeforeUsd, reportedCost(view.rounds)),
      usage: addUsage(carried.usageBefore, sumUsage(view.rounds))
    },
    checklist,
    shown: {
      header: trackingHeader(ctx, view.issueTitle),
      ending: view.pullRequestUrl !== null || view.ending !== null ? { pullRequestUrl: view.pullRequestUrl, note: view.ending } : null,
      unclaimed: view.unclaimed != null ? unclaimedReason(view.unclaimed, ctx.secrets) : null,
      wentOn: null
    }
  };
}
function withRounds(checklist, rounds, secrets) {
  const rows = [...checklist.rows, ...rounds.map((round) => checklistRow(round, secrets))];
  const kept = rows.slice(-CHECKLIST_ROWS);
  return { omitted: checklist.omitted + rows.length - kept.length, rows: kept };
}
function relayLegs(relay) {
  const legs = relay.legs.slice(-CHECKLIST_ROWS);
  return { legs, legsBefore: (relay.legsBefore ?? 0) + relay.legs.length - legs.length, looked: relay.looked.toISOString() };
}
function addCost(a, b) {
  if (a === null || b === null) return a ?? b;
  return Math.round((a + b) * 1e6) / 1e6;
}
function renderTrackingComment(run3, runState, secrets) {
  TrackingMarker.parse({ version: TRACKING_VERSION, ...run3 });
  return [
    renderTrackingMarker(run3),
    ...runState !== null ? [renderStateMarker(runState, run3.run, secrets)] : [],
    renderTrackingText(run3)
  ].join("\n");
}
function trackingCommentBody(view, ctx) {
  return renderTrackingComment(trackedRun(view, ctx), view.runState, ctx.secrets);
}
function wentOnComment(comment, botLogin, by) {
  const run3 = readTrackingMarker(comment, botLogin);
  if (run3 === null) return null;
  const { runId, runUrl, round } = by;
  if (run3.shown === null) return wentOnLegacyComment(comment.body ?? "", run3.state, { runId, runUrl }, round);
  const reason = run3.state === "running" ? "runner-lost" : run3.state === HANDED_OFF2 ? "dispatch-lost" : "redelivered";
  const shown = { ...run3.shown, wentOn: { reason, runId, runUrl, round } };
  const state = reason === "redelivered" ? run3.state : "superseded";
  return renderTrackingComment({ ...run3, state, shown }, readStateMarker(comment, botLogin), by.secrets);
}

// src/record/admission.ts
function runConflict(runs, trigger, context) {
  const { now, legs } = context;
  const dead = (run3) => deadRun(run3, legs, now);
  const same = runs.find((run3) => run3.trigger === trigger.key && !dead(run3) && run3.state !== "error");
  if (same !== void 0) return `this trigger (${trigger.key}) was already handled by workflow run ${same.run}`;
  const live = liveRun(runs, legs, now);
  if (live !== null) return `workflow run ${live.run} is already running on this issue`;
  const during = runs.find((run3) => run3.trigger !== trigger.key && !dead(run3) && arrivedDuring(run3, trigger, context.lastPosted));
  if (during !== void 0) return `the trigger arrived while workflow run ${during.run} was running on this issue`;
  return null;
}
function arrivedDuring(run3, trigger, lastPosted) {
  const second = (iso) => Math.floor(Date.parse(iso) / 1e3) * 1e3;
  const at = trigger.at.getTime();
  const ended = second(run3.heartbeat);
  if (at < second(run3.started) || at > ended) return false;
  if (at < ended) return true;
  const posted = lastPosted?.(run3.run) ?? null;
  return trigger.commentId != null && posted !== null && trigger.commentId < posted;
}

// src/record/run-record.ts
function recordSettings(runner, inputs) {
  return { owner: runner.owner, repo: runner.repo, botLogin: inputs["bot-login"], runId: runner.runId, runAttempt: runner.runAttempt };
}
async function liveRunOn(octokit, thread, runner, inputs) {
  return (await RunRecord.read(octokit, thread, recordSettings(runner, inputs))).hasLiveRun(/* @__PURE__ */ new Date());
}
var RunRecord = class _RunRecord {
  #thread;
  #comments;
  #markers;
  #legs;
  #settings;
  #startIds;
  #trackingId = null;
  #lockedOut = false;
  /** Chained, so an older write never lands after a newer. */
  #writing = Promise.resolve();
  constructor(thread, comments, legs, settings) {
    this.#thread = thread;
    this.#comments = comments;
    this.#markers = trackingMarkers(comments, settings.botLogin);
    this.#legs = legs;
    this.#settings = settings;
    this.#startIds = new Set(comments.map((comment) => comment.id));
  }
  /** @throws the Octokit error. */
  static async read(octokit, thread, settings) {
    const comments = await thread.comments();
    const runs = trackingMarkers(comments, settings.botLogin);
    const earlierAttempt = (leg) => leg === settings.runId && settings.runAttempt > 1;
    const legs = await readLegStates(octokit, { owner: settings.owner, repo: settings.repo }, legsToAsk(runs), earlierAttempt);
    return new _RunRecord(thread, comments, legs, settings);
  }
  get comments() {
    return this.#comments;
  }
  hasLiveRun(now) {
    return liveRun(this.#markers, this.#legs, now) !== null;
  }
  get savedState() {
    return latestRunState(this.#comments, this.#settings.botLogin);
  }
  /** Whether a trigger starts a run, and the dead or `error` run it goes on with. */
  admit(trigger, now, maxRounds) {
    const lastPosted = (run3) => this.#lastPosted(run3);
    const conflict = runConflict(this.#markers, trigger, { now, legs: this.#legs, lastPosted });
    if (conflict !== null) {
      const duplicate = this.#markers.some((marker) => marker.trigger === trigger.key);
      return { kind: "skip", reason: conflict, reply: duplicate ? null : `A Ralph run is already live on this issue: ${conflict}.` };
    }
    const afterError = this.#afterError(trigger.key, maxRounds);
    if (afterError !== null) return afterError;
    const dead = [...this.#markers].reverse().find((marker) => deadRun(marker, this.#legs, now));
    return { kind: "start", resume: dead === void 0 ? null : this.#goOn(dead, maxRounds) };
  }
  /** A redelivered trigger of the newest `error` run goes on once its workflow run ended. */
  #afterError(key, maxRounds) {
    const newest = this.#markers.at(-1);
    if (newest === void 0 || newest.state !== "error" || newest.trigger !== key) return null;
    if (this.#legs.get(legOf(newest)) !== "ended") {
      return {
        kind: "skip",
        reason: `workflow run ${legOf(newest)}, whose run of this trigger ended error, has not ended yet`,
        reply: null
      };
    }
    const resume = this.#goOn(newest, maxRounds);
    return resume === null ? null : { kind: "start", resume };
  }
  /** Only for the newest run waiting for that round, or this leg's own earlier attempt. */
  admitLeg(dispatch, maxRounds) {
    const skip3 = (reason) => ({
      kind: "skip",
      reason: `relay dispatch for run ${dispatch.run}: ${reason}`,
      reply: null
    });
    const newest = this.#markers.at(-1);
    if (newest === void 0 || newest.run !== dispatch.run) return skip3("it is not the issue's latest Ralph run");
    const mine = legOf(newest) === this.#settings.runId;
    const ownEarlierAttempt = mine && (newest.state === "running" ? this.#legs.get(legOf(newest)) === "ended" : newest.state === HANDED_OFF2 && this.#settings.runAttempt > 1);
    if (newest.state !== HANDED_OFF2 && !ownEarlierAttempt) return skip3(`the run is ${newest.state}, not waiting for its next leg`);
    const expected = (newest.round ?? 0) + 1;
    if (!ownEarlierAttempt && dispatch.round !== expected) return skip3(`the run waits for round ${expected}, not ${dispatch.round}`);
    const resume = this.#goOn(newest, maxRounds);
    if (resume === null) return skip3("its tracking comment is gone, or it has no round left");
    return { kind: "start", resume: { ...resume, continues: true } };
  }
  /** null without its tracking comment or a round left. */
  #goOn(marker, maxRounds) {
    const comment = this.#trackingComment(marker.run);
    const firstRound = Math.max(marker.round ?? 0, this.#lastReportedRound(marker.run)) + 1;
    if (comment === null || firstRound > maxRounds) return null;
    return {
      run: marker.run,
      continues: legOf(marker) === this.#settings.runId,
      trackingCommentId: comment.id,
      firstRound,
      started: marker.started,
      trigger: marker.trigger,
      marker
    };
  }
  /** false when locked. @throws the Octokit error for another refusal. */
  async open(view, ctx, existing) {
    const body = trackingCommentBody(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    try {
      this.#trackingId = existing !== null ? await this.#thread.editOrRepost(existing, body, marker, botLogin) : await this.#thread.postTracking(body, marker, botLogin);
      return true;
    } catch (error) {
      if (existing !== null || !isLockedRefusal(error)) throw error;
      this.#lockedOut = true;
      return false;
    }
  }
  get lockedOut() {
    return this.#lockedOut;
  }
  /** Never throws: false when it failed. */
  write(view, ctx, warn) {
    const written = this.#writing.then(() => this.#write(view, ctx, warn));
    this.#writing = written;
    return written;
  }
  async #write(view, ctx, warn) {
    const body = trackingCommentBody(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    try {
      this.#trackingId = this.#trackingId === null ? await this.#thread.postTracking(body, marker, botLogin) : await this.#thread.editOrRepost(this.#trackingId, body, marker, botLogin);
      this.#lockedOut = false;
      return true;
    } catch (error) {
      if (!(this.#lockedOut && isLockedRefusal(error))) {
        warn(`could not update the tracking comment: ${error instanceof Error ? error.message : String(error)}`);
      }
      return false;
    }
  }
  /** Marks the dead run's tracking comment (see `wentOnComment`). Never throws. */
  async supersede(dead, by, warn) {
    const comment = this.#comments.find((c) => c.id === dead.trackingCommentId);
    const body = comment === void 0 ? null : wentOnComment(comment, this.#settings.botLogin, { ...by, round: dead.firstRound });
    if (body === null) return;
    try {
      await this.#thread.editComment(dead.trackingCommentId, body);
    } catch (error) {
      warn(
        `could not mark the tracking comment of workflow run ${dead.run} superseded: ${error instanceof Error ? error.message : String(error)}`
      );
    }
  }
  /** Finds this run's tracking comment when a post's answer was lost. */
  #trackingMarker(view, ctx) {
    const { runId } = ctx;
    const started = view.startedAt.toISOString();
    return {
      kind: "tracking",
      match: (data) => data["run"] === runId && data["started"] === started,
      ignore: this.#startIds
    };
  }
  get startCommentIds() {
    return this.#startIds;
  }
  #trackingComment(run3) {
    return [...this.#comments].reverse().find((comment) => {
      const marker = readTrustedMarker(comment, "tracking", this.#settings.botLogin);
      return marker !== null && marker.run === run3;
    }) ?? null;
  }
  #lastPosted(run3) {
    const { botLogin } = this.#settings;
    const ids = this.#comments.filter((comment) => ["round", "final"].some((kind) => readTrustedMarker(comment, kind, botLogin)?.["run"] === run3)).map((comment) => comment.id);
    return ids.length > 0 ? Math.max(...ids) : null;
  }
  #lastReportedRound(run3) {
    let last = 0;
    for (const comment of this.#comments) {
      const marker = readTrustedMarker(comment, "round", this.#settings.botLogin);
      if (marker !== null && marker.run === run3 && typeof marker.round === "number") last = Math.max(last, marker.round);
    }
    return last;
  }
};

// src/action/run/admit.ts
async function admit2(request, venue) {
  const { inputs, runner, octokit, trigger, issueNumber } = request;
  const { owner, repo } = runner;
  const ahead = request.ahead?.conversation === venue.conversation ? request.ahead : null;
  const thread = ahead?.thread ?? new IssueThread(octokit, { owner, repo, issueNumber: venue.conversation });
  const key = trigger.check?.key ?? triggerKey({
    source: trigger.source,
    commentId: trigger.commentId,
    reviewId: trigger.pullRequest?.reviewId ?? null,
    issueUpdatedAt: trigger.issue?.updatedAt ?? null,
    runId: runner.runId
  });
  const maxRounds = trigger.rounds ?? inputs["max-rounds"];
  const record2 = await (ahead?.record ?? RunRecord.read(octokit, thread, recordSettings(runner, inputs)));
  const now = /* @__PURE__ */ new Date();
  const admission = trigger.relay !== void 0 ? record2.admitLeg(trigger.relay, maxRounds) : record2.admit({ key, at: trigger.at !== null ? new Date(trigger.at) : now, commentId: trigger.commentId }, now, maxRounds);
  if (admission.kind === "skip") return skipRun(request, thread, admission);
  const fromPullRequest = venue.kind === "pull-request";
  const { other, live: elsewhere } = await (ahead?.liveElsewhere ?? otherConversationOf(octokit, runner, inputs, { issueNumber, fromPullRequest }).then(async (other2) => ({
    other: other2,
    live: await liveThere(octokit, runner, inputs, other2)
  })));
  if (elsewhere !== null) {
    return skipRun(request, thread, {
      reason: `a run is live on #${elsewhere}, on the same branch`,
      reply: `A Ralph run is already live on the branch of this issue, talking on #${elsewhere}; wait for it to end, or stop it there.`
    });
  }
  const resume = admission.resume;
  const claimed = await claimIssue(request, resume);
  if ("skip" in claimed) return skipRun(request, thread, claimed.skip);
  return { thread, record: record2, key, maxRounds, resume, otherConversation: other, now, claim: claimed.claim };
}
async function otherConversationOf(octokit, runner, inputs, from) {
  if (from.fromPullRequest) return from.issueNumber;
  return findOpenPullRequest(octokit, runner, issueBranch(inputs["branch-prefix"], from.issueNumber));
}
async function liveRunOnOtherConversation(octokit, runner, inputs, from) {
  return liveThere(octokit, runner, inputs, await otherConversationOf(octokit, runner, inputs, from));
}
async function liveThere(octokit, runner, inputs, conversation) {
  if (conversation === null) return null;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  return await liveRunOn(octokit, thread, runner, inputs) ? conversation : null;
}
async function claimIssue(request, resume) {
  const claim = await tryClaim(request, resume);
  if (claim.kind === "lost") return { skip: lostClaim(request, claim, resume) };
  if (claim.kind === "unclaimed") {
    warning(
      `could not claim issue #${request.issueNumber} on the remote (${claim.reason}): only the tracking comment keeps a second run from starting`
    );
  }
  return { claim };
}
var CLAIM_PATIENCE_MS = 2 * 6e4;
async function tryClaim(request, resume) {
  const { runner, octokit, issueNumber } = request;
  try {
    const remote = await claimRemote(runner.workspace, request.inputs["github-token"]);
    const outcome = await claimRun({
      remote,
      scratch: runner.runnerTemp,
      retry: { patience: () => CLAIM_PATIENCE_MS, signal: request.termination, log: (message) => info(message) },
      issueNumber,
      run: resume?.continues === true ? resume.run : runner.runId,
      holder: { runId: runner.runId, attempt: runner.runAttempt },
      ended: (runId) => workflowRunEnded(octokit, { owner: runner.owner, repo: runner.repo }, runId),
      goesOn: resume !== null ? { run: resume.run, round: resume.firstRound, continues: resume.continues } : null
    });
    if (outcome.kind === "won") return { kind: "held", remote, sha: outcome.sha };
    if (outcome.kind === "lost") return outcome;
    return { kind: "unclaimed", reason: outcome.reason };
  } catch (error) {
    return { kind: "unclaimed", reason: describeFailure(error, request.secrets) };
  }
}
function lostClaim(request, lost, resume) {
  const { runner, trigger } = request;
  const who = lost.holder !== null ? `workflow run ${lost.holder}` : "another workflow run";
  if (resume !== null && lost.round !== null) {
    const what = trigger.relay !== void 0 ? `relay dispatch for run ${resume.run}` : `run ${resume.run}`;
    return {
      reason: `${what}: ${who} already carries it from round ${lost.round}`,
      reply: `A Ralph run is already live on this issue: ${who} carries it on from round ${lost.round}.`
    };
  }
  const link = lost.holder !== null ? `[${who}](${runner.serverUrl}/${runner.owner}/${runner.repo}/actions/runs/${lost.holder})` : who;
  return {
    reason: `${who} holds the claim on issue #${request.issueNumber}: its run is live`,
    reply: `A Ralph run is already live on this issue, in ${link}: wait for it to end, or stop it with \`${request.inputs.command} stop\`.`
  };
}
async function skipRun(request, thread, skip3) {
  info(`Ralph skipped: ${skip3.reason}`);
  if (skip3.reply !== null && request.trigger.source !== "dispatch" && request.trigger.source !== "check") {
    await thread.postOwn("reply", { reason: "live-run" }, skip3.reply, { botLogin: request.inputs["bot-login"], runId: request.runner.runId }).catch((error) => warning(`could not reply: ${describeFailure(error, request.secrets)}`));
  }
  setOutput("outcome", "skipped");
  return null;
}

// src/record/requests.ts
var LOOK_OVERLAP_MS = 5e3;
var LOOK_SWEEP_MS = 6e4;
var LOOK_OVERLAP_RUNNER_CLOCK_MS = 6e4;
var RunRequests = class {
  /** @param startedAt notes before it are not the run's. */
  constructor(octokit, ref, settings, startedAt) {
    this.octokit = octokit;
    this.ref = ref;
    this.settings = settings;
    this.#sweepSince = startedAt;
    this.#runStart = Math.floor(startedAt.getTime() / 1e3) * 1e3;
  }
  octokit;
  ref;
  settings;
  #sweepSince;
  #since = null;
  /** Runner clock, epoch ms. */
  #sweptAt = Number.NEGATIVE_INFINITY;
  #runStart;
  #seenNotes = /* @__PURE__ */ new Set();
  /** A failed look is not counted. @throws the Octokit error after its retries. */
  async look(now = /* @__PURE__ */ new Date()) {
    const { octokit, ref, settings } = this;
    const sweep = this.#since === null || now.getTime() - this.#sweptAt >= LOOK_SWEEP_MS;
    const from = sweep || this.#since === null ? this.#sweepSince : this.#since;
    const since = new Date(Math.floor(from.getTime() / 1e3) * 1e3).toISOString();
    const { comments, answeredAt } = await readComments(octokit, ref, since);
    const permitted = permittedLogins(octokit, ref, settings.allowedPermission);
    const stopBy = await this.#stopRequest(comments, permitted);
    const notes = [];
    for (const comment of comments) {
      const note = this.#note(comment);
      if (note !== null && await permitted(note.author)) notes.push({ id: comment.id, note });
    }
    for (const { id } of notes) this.#seenNotes.add(id);
    const byRunner = Number.isNaN(answeredAt);
    const answered = byRunner ? now.getTime() - LOOK_OVERLAP_RUNNER_CLOCK_MS : answeredAt;
    this.#since = new Date(Math.max(from.getTime(), answered));
    if (sweep) {
      const next = byRunner ? answered : answered - LOOK_OVERLAP_MS;
      this.#sweepSince = new Date(Math.max(this.#sweepSince.getTime(), next));
      this.#sweptAt = now.getTime();
    }
    return { stopBy, notes: notes.map(({ note }) => note) };
  }
  async #stopRequest(comments, permitted) {
    const { settings } = this;
    for (const comment of comments) {
      const marker = readTrustedMarker(comment, "stop", settings.botLogin);
      if (marker !== null) return typeof marker.by === "string" ? marker.by : settings.botLogin;
    }
    for (const comment of comments) {
      const author = person(comment);
      if (author === null) continue;
      if (parseCommand(comment.body ?? "", settings.command, settings.maxRoundsLimit)?.kind !== "stop") continue;
      if (await permitted(author)) return author;
    }
    return null;
  }
  #note(comment) {
    const author = person(comment);
    if (author === null || this.#seenNotes.has(comment.id) || Date.parse(comment.created_at) < this.#runStart) return null;
    const command = parseCommand(comment.body ?? "", this.settings.command, this.settings.maxRoundsLimit);
    if (command?.kind !== "note") return null;
    return { author, text: safeNote(command.text, this.settings.secrets), url: comment.html_url };
  }
};
function person(comment) {
  const user = comment.user;
  return user === null || isBot({ login: user.login, type: user.type }) ? null : user.login;
}

// src/action/run/between.ts
function openBetween(run3, sandbox, lookFrom) {
  const stop = new AbortController();
  const notes = new PendingNotes();
  const take = (asked) => {
    notes.add(asked.notes);
    if (asked.stopBy !== null) {
      info(`Ralph run stop requested by ${asked.stopBy}`);
      stop.abort();
    }
  };
  const look = lookAtConversations(run3, lookFrom ?? run3.identity.startedAt);
  return {
    reporter: roundReporter(run3, { sandbox, look, take }),
    notes,
    stop: stop.signal,
    async lookBefore() {
      const asked = await run3.leg.lookBefore(run3, look);
      if (asked !== null) take(asked);
    }
  };
}
var PendingNotes = class {
  #pending = [];
  add(notes) {
    this.#pending.push(...notes);
    for (const note of notes) info(`Ralph note from ${note.author} for the next round`);
  }
  take() {
    const taken = this.#pending;
    this.#pending = [];
    return Promise.resolve(taken);
  }
};
function lookAtConversations(run3, since) {
  const { inputs, runner, octokit } = run3;
  const settings = {
    command: inputs.command,
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
    maxRoundsLimit: inputs["max-rounds-limit"],
    secrets: run3.secrets
  };
  const conversations = [run3.venue.conversation, ...run3.otherConversation !== null ? [run3.otherConversation] : []];
  const watched = conversations.map(
    (issueNumber) => new RunRequests(octokit, { owner: runner.owner, repo: runner.repo, issueNumber }, settings, since)
  );
  return async () => {
    const settled2 = await Promise.allSettled(watched.map((one) => one.look()));
    const asked = settled2.flatMap((one) => one.status === "fulfilled" ? [one.value] : []);
    const failed = settled2.find((one) => one.status === "rejected");
    if (failed !== void 0 && asked.length === 0) throw failed.reason;
    if (failed !== void 0)
      warning(`could not read one conversation's new comments: ${describeFailure(failed.reason, run3.secrets)}`);
    return { stopBy: asked.find((one) => one.stopBy !== null)?.stopBy ?? null, notes: asked.flatMap((one) => one.notes) };
  };
}
function roundReporter(run3, between) {
  const { termination } = run3;
  return {
    async roundFinished(record2, state) {
      run3.tracking.stateIs(state);
      const refusedHosts = between.sandbox.takeRefusals();
      await run3.reporter.roundFinished(refusedHosts.length > 0 ? { ...record2, refusedHosts } : record2);
      if (termination.aborted || !run3.leg.looksBetweenRounds) return;
      await run3.tracking.refresh();
      if (termination.aborted) return;
      const asked = await between.look().catch((error) => {
        warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run3.secrets)}`);
        return null;
      });
      if (asked !== null) between.take(asked);
    }
  };
}

// src/render/final-comment.ts
import { basename } from "node:path";
function handoffBlock(handoff, ctx) {
  if (handoff === null) return "No round before it wrote a valid report, so there is no handoff to resume from.";
  return folded("Last good handoff", fenced(clip(reportCode(handoff, ctx.secrets), BOUND.handoff), "json"));
}
function keptLine(kept, details, branch) {
  if (kept === null) return "Its work could not be kept anywhere outside the runner.";
  if (kept.kind === "branch") {
    return `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept on the branch [\`${kept.branch}\`](${details.keptUrl ?? "#"}).`;
  }
  return details.keptUrl !== null ? `Its work (commit \`${kept.sha.slice(0, 7)}\`) is kept as a git bundle in the [workflow artifact](${details.keptUrl}): download and unzip it, then in a clone of the repository run \`git fetch ${basename(kept.path)} ${branch}\` (the commits land on \`FETCH_HEAD\`).` : `Its work (commit \`${kept.sha.slice(0, 7)}\`) was written to a git bundle on the runner, but uploading it as an artifact failed (see the job log).`;
}
function stoppedKeptLine(stopped, details, branch) {
  if (stopped.kept === void 0) return [];
  const round = `Round ${stopped.keptRound ?? "?"}`;
  return [
    `${round} was not pushed to \`${branch}\`: the stop came while the push was waiting to be retried. ${keptLine(stopped.kept, details, branch).replace(/^Its work/, `${round}'s work`)}`
  ];
}
function renderFinalComment(result, ctx, details) {
  const full = finalCommentBody(result, { ctx, details, fullReport: true });
  return full.length <= GITHUB_BODY_LIMIT ? full : bounded(finalCommentBody(result, { ctx, details, fullReport: false }));
}
function finalCommentBody(result, view) {
  const { ctx, details } = view;
  const rounds = details.totals?.rounds ?? result.rounds.length;
  const after = `after ${rounds} round${rounds === 1 ? "" : "s"} (${formatDuration(details.totals?.elapsedMs ?? result.elapsedMs)})`;
  const parts = [
    renderMarker("final", { run: ctx.runId, issue: ctx.issueNumber, outcome: result.outcome, rounds }),
    ...outcomeParts(result, { ...view, after })
  ];
  if (result.state.lastPassingSha !== null) {
    parts.push(`Best effort: the newest commit whose verification passed is ${commitLink(result.state.lastPassingSha, ctx)}.`);
  }
  if (ctx.runUrl !== null) parts.push(`[Workflow run](${ctx.runUrl})`);
  return parts.join("\n\n");
}
function outcomeParts(result, view) {
  switch (result.outcome) {
    case "complete":
      return completeParts(result, view);
    case "blocked":
      return result.by === "conflict" ? conflictParts(result, view) : blockedParts(result, view);
    case "budget-limited":
      return budgetParts(result, view);
    case "round-failed":
      return roundFailedParts(result, view);
    case "timed-out":
      return timedOutParts(result, view);
    case "cancelled":
      return cancelledParts(result, view);
    case "error":
      return errorParts(result, view);
    case "handed-off":
      return [];
  }
}
function completeParts(result, { ctx, fullReport, after }) {
  const parts = [
    `**Ralph run complete: nothing to propose** ${after} \u2014 the agent reported \`complete\`, and \`${ctx.branch}\` holds no change against the base branch, so no pull request was opened.`,
    ...fullReport ? reportSections(result.handoff, ctx) : compactReportSections(result.handoff, ctx)
  ];
  if (result.verification !== null) parts.push(verificationBlock(result.verification, ctx, fullReport ? BOUND.output : 2e3));
  return parts;
}
function conflictParts(result, { ctx, details, after }) {
  const files = result.files.length > 0 ? ` in ${result.files.map((file) => `\`${safeText(file, ctx.secrets).replace(/`/g, "'")}\``).join(", ")}` : "";
  return [
    `**Ralph is blocked on #${ctx.issueNumber} ${after}** \u2014 changes on \`${ctx.branch}\` conflict with the round${files}: ${safe(result.reason, ctx, BOUND.summary)}`,
    keptLine(result.kept, details, ctx.branch),
    `Merge that work into \`${ctx.branch}\` by hand (or leave it), then comment \`/ralph\` to continue.`
  ];
}
function blockedParts(result, { ctx, after }) {
  const parts = result.by === "no-progress" ? [`**Ralph stopped: no progress** ${after} \u2014 ${safe(result.reason, ctx, BOUND.summary)}`] : [
    `**Ralph is blocked on #${ctx.issueNumber} ${after}** \u2014 the agent needs an answer:`,
    `> ${safe(result.reason, ctx, BOUND.blocker).replace(/\n/g, "\n> ")}`
  ];
  parts.push(`Work so far is on \`${ctx.branch}\`. Reply, then comment \`/ralph\` to continue.`);
  return parts;
}
function budgetParts(result, { ctx, after }) {
  const parts = [
    result.by === "cost" ? `**Ralph stopped: budget-limited** ${after} \u2014 ${costReason(result)}, so no further round was started.` : `**Ralph stopped: budget-limited** ${after} \u2014 all ${ctx.maxRounds} rounds used without a verified \`complete\`.`
  ];
  if (result.handoff !== null && result.handoff.nextSteps.length > 0)
    parts.push(`**Next steps the agent reported**

${bulletList(result.handoff.nextSteps, ctx)}`);
  parts.push(
    `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to run more rounds${result.by === "cost" ? " (each run has a budget of its own)" : ""}.`
  );
  return parts;
}
function roundFailedParts(result, { ctx, details }) {
  const kept = result.kept ?? null;
  const parts = [`**Ralph stopped: round ${result.failedRound} failed** \u2014 ${safe(result.reason, ctx, BOUND.summary)}`];
  if (kept !== null) {
    parts.push(
      `${keptLine(kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound}'s work`)} \`${ctx.branch}\` stays at the last good round.`
    );
  }
  parts.push(handoffBlock(result.handoff, ctx), `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to try again.`);
  return parts;
}
function timedOutParts(result, { ctx, details, after }) {
  return [
    `**Ralph stopped: timed out** ${after} \u2014 the run's time limit (run-timeout-minutes) ran out; the round in progress was stopped and committed${result.kept !== void 0 ? "" : " and pushed"}.`,
    ...stoppedKeptLine(result, details, ctx.branch),
    handoffBlock(result.handoff, ctx),
    `Work so far is on \`${ctx.branch}\`. Comment \`/ralph\` to continue.`
  ];
}
function cancelledParts(result, { ctx, details, after }) {
  return [
    `**Ralph run cancelled** ${after}. Work so far is on \`${ctx.branch}\`.`,
    ...stoppedKeptLine(result, details, ctx.branch),
    handoffBlock(result.handoff, ctx)
  ];
}
function errorParts(result, { ctx, details, after }) {
  const where = result.failedRound !== null ? ` in round ${result.failedRound}` : "";
  const last = details.lastPushedSha !== null ? `The last commit pushed to \`${ctx.branch}\` is ${commitLink(details.lastPushedSha, ctx)}.` : `No round of this run was pushed to \`${ctx.branch}\`.`;
  const parts = [
    `**Ralph stopped on an error**${where} ${after} \u2014 the bot could not go on:`,
    fenced(clip(safeCode(result.reason, ctx.secrets), BOUND.output))
  ];
  if (details.workflowFix != null) parts.push(fenced(details.workflowFix, "yaml"));
  const byHand = details.compareUrl ?? null;
  if (byHand !== null) parts.push(`**[Open the pull request by hand](${linkTarget(byHand)})** from \`${ctx.branch}\`.`);
  parts.push(last);
  if (result.kept !== null || result.failedRound !== null)
    parts.push(keptLine(result.kept, details, ctx.branch).replace(/^Its work/, `Round ${result.failedRound ?? "?"}'s work`));
  parts.push(handoffBlock(result.handoff, ctx), `Fix the cause, then comment \`/ralph\` to continue from \`${ctx.branch}\`.`);
  return parts;
}

// src/render/timeline.ts
var TIMELINE_ROUNDS = 50;
function renderTimeline(rounds, label) {
  if (rounds.length === 0) return "";
  const shown = rounds.slice(-TIMELINE_ROUNDS);
  const lines = ["gantt", "  title Rounds", "  dateFormat x", "  axisFormat %H:%M", "  todayMarker off", "  section Rounds"];
  let previousEnd = null;
  for (const round of shown) {
    const start2 = round.startedAt ?? previousEnd ?? 0;
    const end = start2 + Math.max(1, Math.round(round.elapsedMs ?? 0));
    previousEnd = end;
    const name = label(round).replace(/[:#;\s]+/g, " ").trim();
    lines.push(`  ${name} : r${round.round}, ${start2}, ${end}`);
  }
  const left = rounds.length - shown.length;
  const note = left > 0 ? `The timeline shows the last ${shown.length} rounds; ${left} earlier rounds are left out.

` : "";
  return `${note}${fenced(lines.join("\n"), "mermaid")}`;
}

// src/render/round-table.ts
function tableRound(round, ctx) {
  return {
    round: round.round,
    status: roundStatus(round),
    verified: roundVerdict(round),
    summary: summaryCell(round, ctx),
    sha: round.commit.sha,
    commentUrl: round.commentUrl,
    usage: round.usage ?? null,
    startedAt: round.startedAt ?? null,
    elapsedMs: round.elapsedMs,
    refusedHosts: round.refusedHosts ?? []
  };
}
function refusedInRounds(rounds) {
  const sums = /* @__PURE__ */ new Map();
  for (const host of rounds.flatMap((round) => round.refusedHosts)) {
    const key = `${host.reason} ${host.host}`;
    const known = sums.get(key);
    sums.set(key, { ...host, count: (known?.count ?? 0) + host.count });
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host)).slice(0, MARKER_REFUSED_HOSTS);
}
function usageCell(usage) {
  const text2 = formatUsage(usage ?? void 0);
  return text2 !== "" ? text2 : "\u2014";
}
var VERIFIED_CELL = { passed: "\u2713", failed: "\u2717", none: "\u2013" };
function roundRow(round, ctx) {
  const summary2 = round.summary === null ? "\u2014" : clip(round.summary.replace(/\s+/g, " ").replace(/</g, "&lt;"), SUMMARY_CELL_CHARS);
  const cells = [
    round.commentUrl !== null ? `[${round.round}](${linkTarget(round.commentUrl)})` : String(round.round),
    round.status,
    round.verified === null ? "\u2014" : VERIFIED_CELL[round.verified],
    summary2.replace(/\s+/g, " ").replace(/\|/g, "\\|"),
    commitLink(round.sha, ctx),
    usageCell(round.usage),
    round.elapsedMs === null ? "\u2014" : formatDuration(round.elapsedMs)
  ];
  return `| ${cells.join(" | ")} |`;
}
function renderRoundTable(rounds, ctx) {
  return [
    "| round | status | verified | summary | commit | usage | duration |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rounds.map((round) => roundRow(round, ctx))
  ].join("\n");
}
function totalsLine(rounds) {
  const usage = formatUsage(rounds.reduce((sum, round) => round.usage === null ? sum : addUsage(sum, round.usage), {}));
  const elapsedMs = rounds.reduce((sum, round) => sum + (round.elapsedMs ?? 0), 0);
  return `Total: ${rounds.length} round${rounds.length === 1 ? "" : "s"} \xB7 ${formatDuration(elapsedMs)} in rounds${usage !== "" ? ` \xB7 ${usage}` : ""}`;
}
function renderRounds(rounds, ctx, maxChars = Infinity) {
  for (let shown = Math.min(rounds.length, TIMELINE_ROUNDS); ; shown--) {
    const last = rounds.slice(rounds.length - shown);
    const which = shown < rounds.length ? `the last ${shown} of ${rounds.length} rounds` : `${rounds.length} round${rounds.length === 1 ? "" : "s"}`;
    const parts = [
      `**Rounds** on \`${ctx.branch}\` with agent \`${ctx.agent}\` (${which})`,
      renderRoundTable(last, ctx),
      totalsLine(rounds),
      refusedHostsLine(refusedInRounds(rounds), ctx),
      renderTimeline(
        last,
        (round) => `Round ${round.round} \xB7 ${round.status} \xB7 ${round.elapsedMs === null ? "\u2014" : formatDuration(round.elapsedMs)}`
      )
    ].filter((part) => part !== "");
    const text2 = parts.join("\n\n");
    if (text2.length <= maxChars) return text2;
    if (shown <= 1) throw new Error(`the rounds do not fit in ${maxChars} characters`);
  }
}
function findTable(lines) {
  const header = lines.findIndex((line, i) => /^\| round \|/.test(line) && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ""));
  if (header < 0) return null;
  const rows = [];
  for (let i = header + 2; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) rows.push(i);
  return { header, rows };
}
function roundTableRows(body) {
  const lines = body.split("\n");
  const table = findTable(lines);
  return table === null ? [] : table.rows.map((i) => lines[i] ?? "");
}
function withoutRun(body, runUrl) {
  if (runUrl === null) return body;
  const lines = body.split("\n");
  const table = findTable(lines);
  const from = table?.rows.find((i) => (lines[i] ?? "").startsWith("| \u21B3 |") && (lines[i] ?? "").includes(`(${runUrl})`));
  if (table === null || from === void 0) return body;
  const end = (table.rows.at(-1) ?? from) + 1;
  return [...lines.slice(0, from), ...lines.slice(end)].join("\n");
}
function separatorRow(body, label) {
  const lines = body.split("\n");
  const table = findTable(lines);
  const columns = table === null ? 7 : Math.max(2, (lines[table.header]?.split("|").length ?? 9) - 2);
  return `| \u21B3 | ${label.replace(/\|/g, "\\|").replace(/\n/g, " ")} |${" |".repeat(columns - 2)}`;
}
var LEFT_OUT = /^\| … \| (\d{1,9}) older rows left out to fit GitHub's limit \|$/;
function withRows(body, rows, where, header) {
  const lines = body.split("\n");
  const table = findTable(lines);
  let dropped = 0;
  const existing = (table?.rows ?? []).map((i) => lines[i] ?? "");
  const counted3 = existing.filter((row) => {
    const note = LEFT_OUT.exec(row);
    if (note !== null) dropped += Number(note[1]);
    return note === null;
  });
  let kept = where === "start" ? [...rows, ...counted3] : [...counted3, ...rows];
  const render = (all) => {
    if (table === null) return `${body}

${header}
${all.join("\n")}`;
    const from = table.header + 2;
    return [...lines.slice(0, from), ...all, ...lines.slice(from + existing.length)].join("\n");
  };
  for (; ; ) {
    const note = dropped > 0 ? [`| \u2026 | ${dropped} older rows left out to fit GitHub's limit |`] : [];
    const result = render([...note, ...kept]);
    if (result.length <= GITHUB_BODY_LIMIT || kept.length === 0) return result;
    const drop = Math.max(1, Math.ceil(kept.length / 10));
    kept = kept.slice(drop);
    dropped += drop;
  }
}

// src/render/pull-request.ts
function renderPullRequestTitle(issueTitle, ctx) {
  return clip(`Ralph: ${safeLine(issueTitle, ctx.secrets)} (#${ctx.issueNumber})`, BOUND.title).replace(/\s+/g, " ");
}
function renderPullRequestBody({ final, verification, rounds, notes = [] }, ctx) {
  const head = [
    renderMarker("pull-request", { run: ctx.runId, issue: ctx.issueNumber }),
    safe(final.summary, ctx, BOUND.summary),
    `**Evidence, as reported by the agent**

${bulletList(final.evidence, ctx)}`,
    verification === null ? "**Verification:** none \u2014 the agent's `complete` was not checked by a command (set `verify-command`)." : `**Verification:** ${commandSpan(verification.command, ctx)} ${verification.reason} \u2713

${verificationBlock(verification, ctx)}`,
    ...notes.map((note) => clip(note, BOUND.summary))
  ].join("\n\n");
  const tail = `Closes #${ctx.issueNumber}`;
  const room = GITHUB_BODY_LIMIT - head.length - tail.length - 4;
  return bounded([head, renderRounds(rounds, ctx, room), tail].join("\n\n"));
}

// src/action/artifact.ts
import { stat as stat3 } from "node:fs/promises";
import { dirname as dirname4, resolve as resolve3 } from "node:path";
var DEFAULT_RETENTION_DAYS = 30;
var DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 6e4;
var LIBRARY_ENV = [
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_RETENTION_DAYS",
  "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY",
  "ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS"
];
var REQUIRED_ENV = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"];
function rescueArtifactName(issueNumber, round) {
  return issueNumber === null ? `ralph-round-${round}` : `ralph-issue-${issueNumber}-round-${round}`;
}
function artifactUrl(id, env) {
  const repository = env.GITHUB_REPOSITORY;
  const runId = env.GITHUB_RUN_ID;
  if (!repository || !runId) return null;
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}
var queue = Promise.resolve();
function uploadRescueBundle(upload, env = process.env) {
  const run3 = queue.then(() => uploadNow(upload, env));
  queue = run3.catch(() => void 0);
  return run3;
}
async function uploadNow(upload, env) {
  const fail = (cause) => ({
    failure: `could not upload the rescue bundle as workflow artifact '${upload.name}': ${cause}`
  });
  try {
    const missing = REQUIRED_ENV.filter((key) => !env[key]);
    if (missing.length > 0) {
      const runtime = missing.filter((key) => key.startsWith("ACTIONS_"));
      return fail(
        runtime.length > 0 ? `not running in GitHub Actions (${missing.join(", ")} not set)` : `the runner environment lacks ${missing.join(", ")}`
      );
    }
    const path = resolve3(upload.path);
    const file = await stat3(path).catch((error) => error);
    if (file instanceof Error) return fail(`cannot read ${path} (${file.code ?? file.message})`);
    if (!file.isFile()) return fail(`${path} is not a file`);
    if (file.size === 0) return fail(`${path} is empty`);
    const { DefaultArtifactClient } = await import("./artifact-VOHGDUV7.js");
    const timeoutMs = upload.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
    const restore = applyLibraryEnv(env);
    let timer;
    try {
      const uploading = new DefaultArtifactClient().uploadArtifact(upload.name, [path], dirname4(path), {
        retentionDays: upload.retentionDays ?? DEFAULT_RETENTION_DAYS,
        // A bundle's objects are already compressed.
        compressionLevel: 0
      });
      uploading.catch(() => void 0);
      const timedOut = new Promise((done) => {
        timer = setTimeout(() => done("timeout"), timeoutMs);
      });
      const response = await Promise.race([uploading, timedOut]);
      if (response === "timeout") return fail(`the upload did not finish within ${Number((timeoutMs / 1e3).toFixed(1))} s`);
      if (response.id === void 0) return fail("the artifact service returned no artifact id");
      const url = artifactUrl(response.id, env) ?? "";
      return { id: response.id, name: upload.name, url, size: response.size ?? file.size };
    } finally {
      clearTimeout(timer);
      restore();
    }
  } catch (error) {
    return fail(describe2(error));
  }
}
function applyLibraryEnv(env) {
  if (env === process.env) return () => void 0;
  const saved = LIBRARY_ENV.map((key) => [key, process.env[key]]);
  for (const key of LIBRARY_ENV) setEnv(key, env[key]);
  return () => {
    for (const [key, value] of saved) setEnv(key, value);
  };
}
function setEnv(key, value) {
  if (value === void 0) delete process.env[key];
  else process.env[key] = value;
}
function describe2(error) {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split(/\r?\n/).find((part) => part.trim() !== "") ?? "unknown error").trim();
  const status = error instanceof Error ? error.statusCode : void 0;
  return typeof status === "number" ? `the blob storage answered ${status}: ${line}` : line;
}

// src/action/run/outputs.ts
function lastPushedSha(result) {
  return result.rounds.filter((round) => round.commit.unpushed === null).at(-1)?.commit.sha ?? null;
}
function setOutputs(result, run3, pullRequest, headSha) {
  const totals = run3.tracking.totals(result.rounds);
  setOutput("outcome", result.outcome);
  setOutput("rounds", String(totals.rounds));
  setOutput("branch", run3.identity.branch);
  setOutput("head-sha", headSha ?? "");
  setOutput("pull-request-number", pullRequest !== null ? String(pullRequest.number) : "");
  setOutput("pull-request-url", pullRequest?.url ?? "");
  setOutput("report", result.handoff !== null ? serializeReport(sanitizeJson(result.handoff, run3.secrets)) : "");
  setOutput("elapsed-seconds", String(Math.round(totals.elapsedMs / 1e3)));
  setOutput("usage", JSON.stringify(totals.usage));
}
function addUnposted(summary2, run3) {
  for (const comment of run3.reporter.unposted) {
    summary2.addRaw(`
### Round ${comment.round}'s comment, not posted on #${run3.thread.number} (${comment.why})

${comment.body}
`);
  }
}
function lockedWords(run3, final) {
  const { finalRefused } = final;
  const rounds = run3.reporter.unposted.filter((comment) => comment.kind === "locked").map((comment) => comment.round);
  const fromStart = run3.record.lockedOut;
  if (rounds.length === 0 && !finalRefused && !fromStart) return null;
  const refused = [
    ...fromStart ? ["the tracking comment"] : [],
    ...rounds.length > 0 ? [`the round comment${rounds.length === 1 ? "" : "s"} of round${rounds.length === 1 ? "" : "s"} ${listWords(rounds)}`] : [],
    ...finalRefused ? ["the final comment"] : []
  ];
  const summary2 = `the job summary of the [workflow run](${run3.identity.runUrl})`;
  const count2 = rounds.length + (finalRefused ? 1 : 0) + (fromStart ? 1 : 0);
  const when = fromStart ? "when the run started" : "during the run";
  return `#${run3.thread.number} was locked ${when}: GitHub refused ${listWords(refused)} there; ${summary2} has ${count2 === 1 ? "it" : "them"}.`;
}
function listWords(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// src/action/run/end.ts
async function endRun(result, run3, fix = null) {
  const { ending, pullRequest, compareUrl } = await proposeIfComplete(result, run3);
  const totals = run3.tracking.totals(ending.rounds);
  const details = {
    lastPushedSha: lastPushedSha(ending),
    keptUrl: await keptUrl(keptWork(ending), ending.rounds.at(-1)?.round ?? 0, run3),
    compareUrl,
    workflowFix: fix,
    totals
  };
  setOutputs(ending, run3, pullRequest, details.lastPushedSha);
  const cancelled = ending.outcome === "cancelled" && run3.termination.aborted;
  const final = pullRequest === null && !cancelled ? await postFinal(ending, run3, details) : { posted: true, lockedBody: null };
  const locked = lockedWords(run3, { finalRefused: final.lockedBody !== null });
  const line = [cancelled ? cancelledLine(ending, details) : null, locked].filter((part) => part !== null).join("\n\n");
  const tracked = await run3.tracking.write(ending.outcome, pullRequest?.url ?? null, line !== "" ? line : null);
  await run3.venue.finish(ending, run3, pullRequest);
  await writeSummary(ending, run3, { locked, lockedFinal: final.lockedBody, tracked }).catch(
    (error) => warning(`could not write the job summary: ${describeFailure(error, run3.secrets)}`)
  );
  info(`Ralph run ended: ${ending.outcome} after ${totals.rounds} round(s)${locked !== null ? ` (${plain(locked)})` : ""}`);
  await releaseClaim(run3);
  if (ending.outcome === "error") {
    const byHand = compareUrl !== null ? `
Open the pull request by hand: ${compareUrl}` : "";
    const work = final.posted ? "" : `
${workWords(details)}`;
    setFailed(sanitize(ending.reason + byHand + work, run3.secrets));
  }
}
async function proposeIfComplete(result, run3) {
  if (result.outcome !== "complete") return { ending: result, pullRequest: null, compareUrl: null };
  const proposal = await propose(result, run3);
  if (proposal.kind === "pull-request") return { ending: result, pullRequest: proposal.pullRequest, compareUrl: null };
  if (proposal.kind === "no-change") return { ending: result, pullRequest: null, compareUrl: null };
  const ending = { ...result, outcome: "error", reason: proposal.reason, failedRound: null, kept: null };
  return { ending, pullRequest: null, compareUrl: proposal.compareUrl };
}
async function postFinal(ending, run3, details) {
  const { runId } = run3.ctx;
  const body = renderFinalComment(ending, run3.ctx, details);
  const marker = {
    kind: "final",
    match: (data) => data["run"] === runId,
    ignore: run3.record.startCommentIds
  };
  try {
    await run3.thread.postOnce(body, marker, run3.inputs["bot-login"], []);
    return { posted: true, lockedBody: null };
  } catch (error) {
    warning(`could not post the final comment: ${describeFailure(error, run3.secrets)}`);
    return { posted: false, lockedBody: isLockedRefusal(error) ? body : null };
  }
}
function cancelledLine(ending, details) {
  if (ending.outcome === "cancelled" && ending.kept !== void 0) {
    return `The workflow run was cancelled while the round in progress waited to be pushed again: it was committed, not pushed. ${workWords(details)}`;
  }
  return "The workflow run was cancelled; the round in progress was stopped, committed and pushed.";
}
async function endHandedOff(result, run3, handed) {
  const { next, workflow, ref } = handed;
  setOutputs(result, run3, null, lastPushedSha(result));
  const nextRun = next.id !== null ? `workflow run ${next.id}` : "a new run (GitHub did not say which)";
  const summary2 = summary.addHeading(`Ralph run on #${run3.identity.issueNumber}: handed off`, 2).addRaw(renderRoundTable(run3.reporter.rows(), run3.ctx)).addEOL().addRaw(`
Round ${result.nextRound} starts in the next run of \`${workflow}\` (relay mode).
`).addRaw(next.id !== null && next.htmlUrl !== null ? `
Next: [workflow run ${next.id}](${next.htmlUrl}).
` : "");
  addUnposted(summary2, run3);
  await summary2.write().catch((error) => warning(`could not write the job summary: ${describeFailure(error, run3.secrets)}`));
  info(
    sanitize(
      `Ralph run handed off: round ${result.nextRound} starts in ${nextRun} of ${workflow} on ${ref}${next.htmlUrl !== null ? ` (${next.htmlUrl})` : ""}`,
      run3.secrets
    )
  );
}
async function releaseClaim(run3) {
  const { claim } = run3;
  if (claim.kind !== "held") return;
  try {
    const deleted = await releaseClaims({
      remote: claim.remote,
      scratch: run3.runner.runnerTemp,
      // A leftover claim costs only a takeover, so the ending does not wait out an outage.
      retry: { patience: () => 3e4, signal: run3.termination, log: (message) => info(message) },
      issueNumber: run3.identity.issueNumber,
      held: claim.sha
    });
    info(`Ralph deleted its claims on #${run3.identity.issueNumber}: ${deleted.join(", ") || "none left"}`);
  } catch (error) {
    warning(
      `could not delete the claims on issue #${run3.identity.issueNumber} (${describeFailure(error, run3.secrets)}): the next run takes them over`
    );
  }
}
function workWords(details) {
  const pushed = details.lastPushedSha !== null ? `The last pushed commit is ${details.lastPushedSha}.` : "No round was pushed.";
  return details.keptUrl !== null ? `${pushed} The unpushed round is kept at ${details.keptUrl}.` : pushed;
}
async function propose(result, run3) {
  const prepared = run3.tracking.prepared;
  if (prepared === null) {
    return { kind: "refused", reason: "the run completed without a prepared workspace", compareUrl: null };
  }
  const { workspace, baseBranch, baseSha } = prepared;
  try {
    if (baseSha !== null && !await workspace.differsFrom(baseSha)) return { kind: "no-change" };
    const locked = lockedWords(run3, { finalRefused: false });
    const body = renderPullRequestBody(
      {
        final: result.handoff,
        verification: result.verification,
        rounds: run3.reporter.rows(),
        notes: locked !== null ? [`_${locked}_`] : []
      },
      run3.ctx
    );
    const pullRequest = await run3.venue.propose(body, run3, baseBranch);
    return { kind: "pull-request", pullRequest };
  } catch (error) {
    if (error instanceof PullRequestRefused) {
      return {
        kind: "refused",
        reason: `GitHub refused to open the pull request (${describeFailure(error, run3.secrets)}). The work is on \`${run3.identity.branch}\`; open the pull request by hand.`,
        compareUrl: error.compareUrl
      };
    }
    return { kind: "refused", reason: `the pull request could not be opened: ${describeFailure(error, run3.secrets)}`, compareUrl: null };
  }
}
function keptWork(result) {
  if (result.outcome === "error") return result.kept;
  if (result.outcome === "blocked" && result.by === "conflict") return result.kept;
  if (result.outcome === "round-failed" || result.outcome === "cancelled" || result.outcome === "timed-out") return result.kept ?? null;
  return null;
}
async function keptUrl(kept, round, run3) {
  if (kept === null) return null;
  if (kept.kind === "branch") return `${run3.ctx.repositoryUrl}/tree/${kept.branch}`;
  const uploaded = await uploadRescueBundle({ path: kept.path, name: rescueArtifactName(run3.identity.issueNumber, round) });
  if ("failure" in uploaded) {
    warning(`could not upload the rescue bundle ${kept.path}: ${uploaded.failure}`);
    return null;
  }
  return uploaded.url;
}
async function writeSummary(result, run3, notes) {
  const report = result.handoff !== null ? fenced(reportCode(result.handoff, run3.secrets), "json") : "none";
  const summary2 = summary.addHeading(`Ralph run on #${run3.identity.issueNumber}: ${result.outcome}`, 2);
  if (notes.locked !== null) summary2.addRaw(`
${notes.locked}
`).addEOL();
  if (!notes.tracked) {
    summary2.addRaw("\nThe tracking comment could not be updated (see the warnings in the job log): it does not show this ending.\n").addEOL();
  }
  summary2.addRaw(renderRounds(run3.reporter.rows(), run3.ctx)).addEOL().addRaw(`

<details><summary>Final report</summary>

${report}

</details>
`);
  addUnposted(summary2, run3);
  if (notes.lockedFinal !== null) summary2.addRaw(`
### The final comment, not posted on #${run3.thread.number}

${notes.lockedFinal}
`);
  await summary2.write();
}
function plain(markdown) {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
}

// src/github/issues.ts
async function readIssue(octokit, ref, number3) {
  const { data } = await octokit.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: number3 });
  return { number: data.number, title: data.title, body: data.body ?? "", updatedAt: data.updated_at };
}
async function readIssueComment(octokit, ref, commentId) {
  const { data } = await octokit.rest.issues.getComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId });
  return { issueUrl: data.issue_url, body: data.body ?? "", author: data.user?.login ?? null, url: data.html_url };
}
async function acknowledge(octokit, ref, target) {
  const { owner, repo } = ref;
  if (target.commentId !== null) {
    await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target.commentId, content: "eyes" });
  } else await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: target.issueNumber, content: "eyes" });
}

// src/action/run/issue.ts
function issueVenue(request) {
  return {
    kind: "issue",
    conversation: request.issueNumber,
    baseRef: null,
    askHidden: NO_HIDDEN_TEXT,
    async objectiveNote(run3) {
      const { trigger, runner } = run3;
      if (trigger.objectiveNote !== null) return trigger.objectiveNote;
      if (trigger.commentId === null) return null;
      return fetchTriggerComment(
        run3.octokit,
        { owner: runner.owner, repo: runner.repo, issueNumber: run3.identity.issueNumber },
        trigger.commentId
      );
    },
    propose: (body, run3, baseBranch) => run3.thread.openOrUpdatePullRequest({
      head: run3.identity.branch,
      base: baseBranch,
      title: renderPullRequestTitle(run3.tracking.issueTitle, run3.ctx),
      body,
      draft: run3.inputs.draft,
      repositoryUrl: run3.ctx.repositoryUrl
    }),
    finish: () => Promise.resolve()
  };
}
async function fetchTriggerComment(octokit, ref, commentId) {
  const comment = await readIssueComment(octokit, ref, commentId);
  if (!comment.issueUrl.endsWith(`/issues/${ref.issueNumber}`)) {
    throw new Error(`input 'comment-id' (${commentId}) is a comment on another issue than #${ref.issueNumber}`);
  }
  return comment.body;
}

// src/github/review.ts
var ReviewComment = looseObject({
  id: number().int(),
  path: string(),
  line: number().int().nullable().optional(),
  original_line: number().int().nullable().optional(),
  original_commit_id: string().optional(),
  body: string(),
  user: looseObject({ login: string() }).nullable()
});
var Review = looseObject({
  id: number().int(),
  body: string().nullable(),
  state: string(),
  html_url: string(),
  /** The head commit the review was made on. */
  commit_id: string().nullable().optional(),
  user: looseObject({ login: string() }).nullable()
});
function inline(comment) {
  return {
    id: comment.id,
    path: comment.path,
    line: comment.line ?? comment.original_line ?? null,
    author: comment.user?.login ?? "ghost",
    body: comment.body
  };
}
async function readReview(octokit, ref, reviewId) {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const { data } = await octokit.rest.pulls.getReview({ owner, repo, pull_number, review_id: reviewId });
  const review = Review.parse(data);
  const listed2 = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
    owner,
    repo,
    pull_number,
    review_id: reviewId,
    per_page: 100
  });
  return { review, comments: array(ReviewComment).parse(listed2).map(inline) };
}
async function readCommentsSincePush(octokit, ref, headSha) {
  const { owner, repo, pullRequestNumber: pull_number } = ref;
  const listed2 = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 });
  return array(ReviewComment).parse(listed2).filter((comment) => comment.original_commit_id === headSha).map(inline);
}

// src/core/pull-request-ask.ts
var MAX_REVIEW_COMMENTS = 50;
var MAX_REVIEW_BODY_CHARS = 4e3;
var MAX_REVIEW_COMMENT_CHARS = 2e3;
var MAX_REVIEW_CHARS = 16e3;
function cut2(text2, max) {
  const marker = " [\u2026cut]";
  if (text2.length <= max) return text2;
  let kept = text2.slice(0, max - marker.length);
  const last = kept.charCodeAt(kept.length - 1);
  if (last >= 55296 && last <= 56319) kept = kept.slice(0, -1);
  return kept.trimEnd() + marker;
}
function visiblePromptText(text2, secrets, hidden, options) {
  const visible = withoutHiddenText(text2.normalize("NFC"), options);
  hidden.push(visible.hidden);
  return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--").trim();
}
function renderPullRequestAsk(ask, secrets) {
  const found = [];
  const promptText = (text2, secrets2) => visiblePromptText(text2, secrets2, found, {});
  const plainText = (text2) => visiblePromptText(text2, secrets, found, { format: "plain" });
  const who = plainText(ask.author);
  const head = ask.kind === "review" ? `A review of pull request #${ask.pullRequestNumber} by ${who} requested changes.` : `${who} asked for another run on pull request #${ask.pullRequestNumber}.`;
  const body = cut2(promptText(ask.body, secrets), MAX_REVIEW_BODY_CHARS);
  const parts = [head, body !== "" ? `${ask.kind === "review" ? "The review says" : "The comment says"}:

${body}` : ""];
  const intro = ask.kind === "review" ? "Inline comments of the review, and any others made since the branch's last push" : "Inline review comments made since the branch's last push";
  const items = [];
  let size = parts.join("\n\n").length;
  for (const comment of ask.comments.slice(0, MAX_REVIEW_COMMENTS)) {
    const where = `\`${plainText(comment.path).replace(/[`\n]/g, "'")}\`${comment.line !== null ? ` line ${comment.line}` : ""}`;
    const text2 = cut2(promptText(comment.body, secrets), MAX_REVIEW_COMMENT_CHARS).replace(/\n/g, "\n  ");
    const item = `- ${where} (${plainText(comment.author)}): ${text2}`;
    if (size + item.length + 1 > MAX_REVIEW_CHARS) break;
    items.push(item);
    size += item.length + 1;
  }
  if (items.length > 0) parts.push(`${intro} (${ask.comments.length}):
${items.join("\n")}`);
  const left = ask.comments.length - items.length;
  if (left > 0) parts.push(`${left} more inline comments were left out; read them on the pull request.`);
  return { text: parts.filter((part) => part !== "").join("\n\n"), hidden: found.reduce(addHidden, NO_HIDDEN_TEXT) };
}

// src/action/run/pull-request.ts
async function openPullRequestVenue(request, pull) {
  const { octokit, runner, trigger } = request;
  const ref = { owner: runner.owner, repo: runner.repo, pullRequestNumber: pull.number };
  const check = trigger.check;
  if (check !== void 0) {
    info(logLine(`Ralph run from pull request #${pull.number}: the failed check "${check.name}"`, []));
    const asker2 = { kind: "check", author: null, url: check.url, checkName: check.name };
    return pullRequestVenue({ octokit, ref, baseRef: pull.baseRef, note: check.objective, asker: asker2, askHidden: check.hidden });
  }
  let read;
  try {
    read = await readAsk(octokit, ref, request, pull);
  } catch (error) {
    if (!(error instanceof NotAnAsk)) throw error;
    info(`Ralph skipped: ${error.message}`);
    setOutput("outcome", "skipped");
    return null;
  }
  const { ask, url } = read;
  const asked = renderPullRequestAsk(ask, request.secrets);
  const note = [asked.text, ...trigger.source === "dispatch" && trigger.objectiveNote !== null ? [trigger.objectiveNote] : []];
  info(`Ralph run from pull request #${pull.number} (${ask.kind} by ${ask.author}, ${ask.comments.length} inline comments)`);
  const asker = { kind: ask.kind, author: ask.author, url };
  return pullRequestVenue({ octokit, ref, baseRef: pull.baseRef, note: note.join("\n\n"), asker, askHidden: asked.hidden });
}
var NotAnAsk = class extends Error {
};
async function readAsk(octokit, ref, request, pull) {
  const { trigger } = request;
  const permitted = permittedLogins(octokit, ref, request.inputs["allowed-permission"], request.inputs["bot-login"]);
  if (pull.reviewId !== null) {
    const { review, comments: own } = await readReview(octokit, ref, pull.reviewId);
    if (review.state.toUpperCase() !== "CHANGES_REQUESTED") {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} does not request changes (${review.state})`);
    }
    const author2 = review.user?.login ?? "ghost";
    if (!await permitted(author2)) {
      throw new NotAnAsk(`review ${review.id} of pull request #${pull.number} is by ${author2}, who may not start Ralph runs`);
    }
    const ids = new Set(own.map((comment) => comment.id));
    const others = await readCommentsSincePush(octokit, ref, review.commit_id ?? pull.headSha);
    const comments2 = await byPermitted([...own, ...others.filter((comment) => !ids.has(comment.id))], permitted);
    const ask = { kind: "review", pullRequestNumber: pull.number, author: author2, body: review.body ?? "", comments: comments2 };
    return { ask, url: review.html_url };
  }
  let body = trigger.source === "command" ? trigger.objectiveNote ?? "" : "";
  let author = trigger.actor?.login ?? "someone";
  let url = null;
  if (trigger.commentId !== null) {
    const data = await readIssueComment(octokit, ref, trigger.commentId);
    if (!data.issueUrl.endsWith(`/issues/${pull.number}`)) {
      throw new Error(`input 'comment-id' (${trigger.commentId}) is a comment on another issue than pull request #${pull.number}`);
    }
    body = data.body;
    author = data.author ?? author;
    url = data.url;
    if (!await permitted(author)) {
      throw new NotAnAsk(`input 'comment-id' (${trigger.commentId}) is a comment by ${author}, who may not start Ralph runs`);
    }
  }
  const comments = await byPermitted(await readCommentsSincePush(octokit, ref, pull.headSha), permitted);
  return { ask: { kind: "command", pullRequestNumber: pull.number, author, body, comments }, url };
}
async function byPermitted(comments, permitted) {
  const kept = [];
  for (const comment of comments) if (await permitted(comment.author)) kept.push(comment);
  if (kept.length < comments.length) {
    info(`left out ${comments.length - kept.length} inline comments by people without the permission to start Ralph runs`);
  }
  return kept;
}
function pullRequestVenue(asked) {
  const { ref, baseRef, note, askHidden } = asked;
  return {
    kind: "pull-request",
    conversation: ref.pullRequestNumber,
    askHidden,
    baseRef,
    objectiveNote: () => Promise.resolve(note),
    // Never a second pull request; earlier rounds stay above the new ones.
    async propose(body, run3) {
      const earlier = roundTableRows(await currentBody(asked, run3));
      return writeBody(asked, withRows(body, [...earlier, separator(asked, body, run3)], "start", renderRoundTable([], run3.ctx)));
    },
    async finish(result, run3, updated) {
      const pullRequestUpdated = updated !== null || run3.reporter.rows().length > 0 && await addRounds(asked, run3);
      await replyOnPullRequest(asked, { result, run: run3, pullRequestUpdated });
    }
  };
}
async function currentBody(asked, run3) {
  const { octokit, ref } = asked;
  return withoutRun((await readPullRequest(octokit, ref, ref.pullRequestNumber)).body ?? "", run3.identity.runUrl);
}
function writeBody(asked, body) {
  return writePullRequestBody(asked.octokit, asked.ref, asked.ref.pullRequestNumber, body);
}
function separator(asked, body, run3) {
  return separatorRow(body, `${renderAsker(asked.asker, run3.secrets)} \xB7 [workflow run](${run3.identity.runUrl})`);
}
async function addRounds(asked, run3) {
  try {
    const body = await currentBody(asked, run3);
    const rows = roundTableRows(renderRoundTable(run3.reporter.rows(), run3.ctx));
    await writeBody(asked, withRows(body, [separator(asked, body, run3), ...rows], "end", renderRoundTable([], run3.ctx)));
    return true;
  } catch (error) {
    warning(`could not add the rounds to pull request #${asked.ref.pullRequestNumber}: ${describeFailure(error, run3.secrets)}`);
    return false;
  }
}
async function replyOnPullRequest(asked, ended) {
  const { result, run: run3, pullRequestUpdated } = ended;
  const { runId } = run3.ctx;
  const text2 = renderAskReply({
    asker: asked.asker,
    outcome: result.outcome,
    rounds: run3.tracking.totals(result.rounds).rounds,
    branch: run3.identity.branch,
    pullRequestUpdated,
    runUrl: run3.identity.runUrl,
    secrets: run3.secrets
  });
  await run3.thread.postOnce(
    `${renderMarker("reply", { reason: "pull-request", run: runId })}
${text2}`,
    { kind: "reply", match: (data) => data["reason"] === "pull-request" && data["run"] === runId },
    run3.inputs["bot-login"]
  ).catch(
    (error) => warning(`could not reply on pull request #${asked.ref.pullRequestNumber}: ${describeFailure(error, run3.secrets)}`)
  );
}

// src/github/dispatch-refusal.ts
var DISPATCH_INPUTS = {
  issue: { description: "The issue to work on", required: true, default: null },
  rounds: { description: "Rounds for this run (empty for the default)", required: false, default: "" },
  carry: { description: "Set by Ralph for the runs it starts; leave it empty", required: false, default: "" }
};
var EARLIER_DISPATCH_INPUTS = {
  "comment-id": { description: "The trigger comment (empty for a label); its text joins the objective", required: false, default: "" },
  "pull-request": {
    description: "The Ralph pull request a review or `/ralph` came from (empty for a run on the issue)",
    required: false,
    default: ""
  },
  "review-id": { description: "The review requesting changes that started the run (empty otherwise)", required: false, default: "" },
  check: {
    description: "The failed check of the pull request's head that started the run (empty otherwise)",
    required: false,
    default: ""
  },
  "relay-run": { description: "Relay mode: the run this workflow run continues (set by the action)", required: false, default: "" },
  "relay-round": { description: "Relay mode: the round this workflow run starts (set by the action)", required: false, default: "" }
};
function readDispatchRefusal(error) {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 422) return null;
  const data = "response" in error && typeof error.response === "object" && error.response !== null ? error.response.data : null;
  const message = typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : null;
  if (message === null) return null;
  const undeclared = /^Unexpected inputs provided: (\[.*\])$/s.exec(message)?.[1];
  if (undeclared !== void 0) {
    const inputs = [...undeclared.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1] ?? ""}"`));
    return inputs.length > 0 ? { kind: "undeclared", inputs, message } : null;
  }
  const required = /^Required input '(.+)' not provided$/s.exec(message)?.[1];
  if (required !== void 0) return { kind: "required", input: required, message };
  if (/^Workflow does not have 'workflow_dispatch' trigger$/.test(message)) return { kind: "no-trigger", message };
  return null;
}
function refusalFix(refusal2, workflow, ref, sender) {
  const where = `The workflow \`.github/workflows/${workflow}\` on \`${ref}\``;
  switch (refusal2.kind) {
    case "undeclared": {
      const one = refusal2.inputs.length === 1;
      return {
        words: `${where} does not declare the input${one ? "" : "s"} ${listed(refusal2.inputs)}, which ${sender} sends: add ${one ? "it" : "them"} to its \`on.workflow_dispatch.inputs\`.`,
        yaml: inputsYaml(refusal2.inputs)
      };
    }
    case "required":
      return {
        words: `${where} requires the input \`${refusal2.input}\`, which ${sender} does not send: make it optional (\`required: false\`, with a \`default\`) or remove it.`,
        yaml: null
      };
    case "no-trigger":
      return {
        words: `${where} has no \`workflow_dispatch\` trigger, through which ${sender} starts it: add the trigger with the inputs Ralph sends.`,
        yaml: inputsYaml(Object.keys(DISPATCH_INPUTS))
      };
  }
}
function inputsYaml(names) {
  const lines = ["on:", "  workflow_dispatch:", "    inputs:"];
  for (const name of names) {
    const declared = DISPATCH_INPUTS[name] ?? EARLIER_DISPATCH_INPUTS[name] ?? { description: "Sent by Ralph", required: false, default: "" };
    const key = /^[A-Za-z_][\w-]*$/.test(name) ? name : JSON.stringify(name);
    lines.push(`      ${key}:`, `        description: ${JSON.stringify(declared.description)}`);
    lines.push(`        required: ${declared.required}`);
    if (declared.default !== null) lines.push(`        default: ${JSON.stringify(declared.default)}`);
  }
  return lines.join("\n");
}
function listed(names) {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? quoted[0] ?? "" : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1) ?? ""}`;
}

// src/action/runner.ts
import { readFile as readFile3 } from "node:fs/promises";

// src/github/carry.ts
var CARRY_INPUT = "carry";
var CARRY_VERSION = 1;
var CARRIED_FIELDS = ["comment-id", "pull-request", "review-id", "check", "relay-run", "relay-round"];
var Field = string().min(1).max(200);
var Carry = strictObject({
  version: literal(CARRY_VERSION, { error: `must be ${CARRY_VERSION}: this release reads carry version ${CARRY_VERSION}` }),
  ...Object.fromEntries(CARRIED_FIELDS.map((field) => [field, Field.optional()]))
});
var CarryError = class extends Error {
};
function present(carried) {
  return Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== void 0 && value !== ""));
}
function carriesAnything(carried) {
  return Object.keys(present(carried)).length > 0;
}
function encodeCarry(carried) {
  return JSON.stringify({ version: CARRY_VERSION, ...present(carried) });
}
function readCarry(text2) {
  if (text2.trim() === "") return {};
  let json;
  try {
    json = JSON.parse(text2);
  } catch {
    throw new CarryError(`the dispatch input '${CARRY_INPUT}' is not JSON: it is set by Ralph, leave it empty`);
  }
  const parsed = Carry.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "it"} ${issue.message}`).join("; ");
    throw new CarryError(`the dispatch input '${CARRY_INPUT}' is not what Ralph writes (${problems}): it is set by Ralph, leave it empty`);
  }
  const { version: _, ...fields } = parsed.data;
  return present(fields);
}
var DispatchEvent = looseObject({ inputs: record(string(), unknown()).nullish() });
function readDispatchCarry(eventName, payload) {
  if (eventName !== "workflow_dispatch") return {};
  const event = DispatchEvent.safeParse(payload);
  const carry = event.success ? event.data.inputs?.[CARRY_INPUT] : void 0;
  return typeof carry === "string" ? readCarry(carry) : {};
}
function expandCarry(eventName, payload) {
  if (eventName !== "workflow_dispatch") return payload;
  const carried = readDispatchCarry(eventName, payload);
  const inputs = DispatchEvent.safeParse(payload).data?.inputs;
  if (inputs == null || Object.keys(carried).length === 0) return payload;
  const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== ""));
  return { ...payload, inputs: { ...carried, ...given } };
}

// src/github/repository.ts
async function defaultBranch(octokit, ref) {
  return (await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo })).data.default_branch;
}

// src/action/runner.ts
var RunnerEnvironment = object({
  GITHUB_REPOSITORY: string().regex(/^[^/\s]+\/[^/\s]+$/, "must be owner/repo"),
  GITHUB_EVENT_NAME: string().min(1),
  GITHUB_EVENT_PATH: string().min(1),
  GITHUB_WORKSPACE: string().min(1),
  RUNNER_TEMP: string().min(1),
  GITHUB_API_URL: string().url().default("https://api.github.com"),
  GITHUB_SERVER_URL: string().url().default("https://github.com"),
  GITHUB_RUN_ID: string().default("local"),
  GITHUB_RUN_ATTEMPT: string().default("1"),
  GITHUB_WORKFLOW_REF: string().optional(),
  // Ours, for the e2e tests only.
  RALPH_PACING_SCALE: coerce_exports.number().gt(0).max(1).default(1)
});
async function readRunnerContext(env) {
  const parsed = RunnerEnvironment.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join(".")} (${issue.message})`).join(", ");
    throw new Error(`the runner environment is incomplete: ${names}`);
  }
  const vars = parsed.data;
  let payload;
  try {
    payload = JSON.parse(await readFile3(vars.GITHUB_EVENT_PATH, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${vars.GITHUB_EVENT_PATH}): ${error.message}`);
  }
  const carried = readDispatchCarry(vars.GITHUB_EVENT_NAME, payload);
  payload = expandCarry(vars.GITHUB_EVENT_NAME, payload);
  const [owner = "", repo = ""] = vars.GITHUB_REPOSITORY.split("/");
  const serverUrl = vars.GITHUB_SERVER_URL.replace(/\/+$/, "");
  return {
    owner,
    repo,
    eventName: vars.GITHUB_EVENT_NAME,
    payload,
    carried,
    workspace: vars.GITHUB_WORKSPACE,
    runnerTemp: vars.RUNNER_TEMP,
    apiUrl: vars.GITHUB_API_URL,
    serverUrl,
    runId: vars.GITHUB_RUN_ID,
    runAttempt: Number.parseInt(vars.GITHUB_RUN_ATTEMPT, 10) || 1,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${vars.GITHUB_RUN_ID}`,
    workflowRef: vars.GITHUB_WORKFLOW_REF ?? null,
    defaultBranch: eventDefaultBranch(payload, vars.GITHUB_REPOSITORY),
    pacingScale: vars.RALPH_PACING_SCALE
  };
}
function defaultBranchOf(octokit, runner) {
  return runner.defaultBranch !== null ? Promise.resolve(runner.defaultBranch) : defaultBranch(octokit, runner);
}
var EventRepository = object({
  repository: object({ full_name: string(), default_branch: string().min(1) })
});
function eventDefaultBranch(payload, fullName) {
  const parsed = EventRepository.safeParse(payload);
  if (!parsed.success) return null;
  const { repository } = parsed.data;
  return repository.full_name.toLowerCase() === fullName.toLowerCase() ? repository.default_branch : null;
}

// src/github/workflow-dispatch.ts
import { setTimeout as sleep2 } from "node:timers/promises";
function runTitle(issueNumber) {
  return `Ralph #${issueNumber}`;
}
var CLOCK_SKEW_MS = 5 * 6e4;
var DispatchResponse = looseObject({ workflow_run_id: number(), html_url: string() });
var RunList = looseObject({
  total_count: number(),
  workflow_runs: array(
    looseObject({
      id: number(),
      name: string().nullish(),
      display_title: string().nullish(),
      html_url: string(),
      created_at: string()
    })
  )
});
async function dispatchWorkflow(octokit, dispatch, options) {
  const since = Date.now() - CLOCK_SKEW_MS;
  const recent = () => recentDispatchRuns(octokit, { dispatch, since });
  const before = new Set((await recent()).map((run3) => run3.id));
  const look = async () => (await recent()).find((run3) => !before.has(run3.id) && (run3.display_title === dispatch.runName || run3.name === dispatch.runName)) ?? null;
  const findApplied = async () => {
    const run3 = await look() ?? (await settled(options) ? await look() : null);
    if (run3 === null) return null;
    options.log(`the dispatch of ${dispatch.workflow} had started workflow run ${run3.id} (${run3.html_url})`);
    return { id: run3.id, htmlUrl: run3.html_url };
  };
  const { resend } = options;
  const sendOnce = (details) => {
    const send = () => sendDispatch(octokit, { dispatch, details, findApplied });
    return resend === void 0 ? send() : sendAtMostOnce(send, findApplied, { ...resend, log: options.log });
  };
  try {
    return await sendOnce({ returnRunDetails: true });
  } catch (error) {
    if (!refusesRunDetails(error)) throw error;
    options.log(`GitHub does not take return_run_details; dispatching ${dispatch.workflow} without it`);
    return sendOnce({ returnRunDetails: false });
  }
}
async function settled(options) {
  const signal = options.signal !== void 0 ? { signal: options.signal } : {};
  return sleep2(options.settleMs ?? 2e3, void 0, signal).then(
    () => true,
    () => false
  );
}
async function recentDispatchRuns(octokit, { dispatch, since }) {
  const runs = [];
  for (let page = 1; ; page++) {
    const { data } = await octokit.rest.actions.listWorkflowRuns({
      owner: dispatch.owner,
      repo: dispatch.repo,
      workflow_id: dispatch.workflow,
      event: "workflow_dispatch",
      per_page: 100,
      page
    });
    const list = RunList.parse(data);
    const fresh = list.workflow_runs.filter((run3) => Date.parse(run3.created_at) >= since);
    runs.push(...fresh);
    if (fresh.length < list.workflow_runs.length || list.workflow_runs.length < 100 || page * 100 >= list.total_count) return runs;
  }
}
async function sendDispatch(octokit, { dispatch, details, findApplied }) {
  const asAnswer = async () => {
    const run3 = await findApplied();
    return run3 === null ? null : { workflow_run_id: run3.id, html_url: run3.htmlUrl };
  };
  const { status, data } = await octokit.rest.actions.createWorkflowDispatch({
    owner: dispatch.owner,
    repo: dispatch.repo,
    workflow_id: dispatch.workflow,
    ref: dispatch.ref,
    inputs: dispatch.inputs,
    ...details.returnRunDetails ? { return_run_details: true } : {},
    // `retries: 0`: Probot's retry plugin must not resend it blindly.
    request: { findApplied: asAnswer, retries: 0 }
  });
  const answer = status === 200 ? DispatchResponse.safeParse(data) : null;
  return answer?.success === true ? { id: answer.data.workflow_run_id, htmlUrl: answer.data.html_url } : { id: null, htmlUrl: null };
}
function refusesRunDetails(error) {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 400 && error.status !== 422) return false;
  return error instanceof Error && error.message.includes("return_run_details");
}
function runInputs(dispatch, form) {
  const { issue, rounds, carried } = dispatch;
  const people = { issue: String(issue), ...rounds !== null ? { rounds: String(rounds) } : {} };
  if (!carriesAnything(carried)) return people;
  if (form === "separate") return { ...people, ...Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== "")) };
  return { ...people, [CARRY_INPUT]: encodeCarry(carried) };
}
async function dispatchRun(octokit, dispatch, options) {
  const { issue: _issue, rounds: _rounds, carried: _carried, ...where } = dispatch;
  try {
    return await dispatchWorkflow(octokit, { ...where, inputs: runInputs(dispatch, "carry") }, options);
  } catch (error) {
    const refusal2 = readDispatchRefusal(error);
    if (refusal2?.kind !== "undeclared" || !refusal2.inputs.includes(CARRY_INPUT)) throw error;
    options.log(`${dispatch.workflow} declares no '${CARRY_INPUT}' input (an earlier form): dispatching with the inputs it declares`);
    try {
      return await dispatchWorkflow(octokit, { ...where, inputs: runInputs(dispatch, "separate") }, options);
    } catch (second) {
      throw readDispatchRefusal(second) !== null ? error : second;
    }
  }
}

// src/action/run/relay.ts
function workflowOf(workflowRef) {
  const match = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+)@(.+)$/.exec(workflowRef ?? "");
  return match?.[1] !== void 0 && match[2] !== void 0 ? { file: match[1], ref: match[2] } : null;
}
function dispatchableRef(ref) {
  return /^refs\/(heads|tags)\/./.test(ref) ? ref : null;
}
function carriedOver(leg) {
  const { relay, resume, runId, now } = leg;
  const continues2 = resume !== null && resume.continues;
  const earlierLegs = continues2 ? resume.marker.relay?.legs ?? [resume.run] : [];
  const legs = earlierLegs.at(-1) === runId ? earlierLegs : [...earlierLegs, runId];
  const legsBefore = continues2 ? resume.marker.relay?.legsBefore ?? 0 : 0;
  return {
    ...NOTHING_CARRIED,
    spentBeforeUsd: resume?.marker.spend.usd ?? null,
    usageBefore: resume?.marker.spend.usage ?? {},
    checklist: continues2 ? resume.marker.checklist : NOTHING_CARRIED.checklist,
    relay: relay ? { legs, ...legsBefore > 0 ? { legsBefore } : {}, looked: now } : null
  };
}
function relayDeadline(stepDeadline, runStartedAt, runTimeoutMs, now = Date.now()) {
  const left = runStartedAt.getTime() + runTimeoutMs - now;
  return AbortSignal.any([stepDeadline, left <= 0 ? AbortSignal.abort() : AbortSignal.timeout(left)]);
}
async function lookBeforeLeg(run3, look) {
  run3.tracking.looked(/* @__PURE__ */ new Date());
  return look().catch((error) => {
    warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run3.secrets)}`);
    return { stopBy: null, notes: [] };
  });
}
async function handOff(result, run3) {
  if (run3.termination.aborted) return cancelledHandOff(result);
  const workflow = workflowOf(run3.runner.workflowRef);
  if (workflow === null) {
    const why = "relay mode could not tell which workflow to dispatch (GITHUB_WORKFLOW_REF is not set)";
    return refusedHandOff(result, run3, { why, fix: "Run the action in a GitHub Actions workflow, or use `mode: in-job`." });
  }
  if (!await run3.tracking.write(HANDED_OFF2)) {
    const why = "relay mode could not record the handoff in the tracking comment (see the warning in the workflow run's log)";
    return refusedHandOff(result, run3, { why, fix: "Wait until GitHub accepts comment edits again." });
  }
  return dispatchNextLeg(result, run3, workflow);
}
async function dispatchNextLeg(result, run3, workflow) {
  const { runner, identity } = run3;
  let ref = workflow.ref;
  try {
    ref = dispatchableRef(workflow.ref) ?? `refs/heads/${await defaultBranchOf(run3.octokit, runner)}`;
    const next = await dispatchRun(
      run3.octokit,
      {
        owner: runner.owner,
        repo: runner.repo,
        workflow: workflow.file,
        ref,
        issue: identity.issueNumber,
        rounds: run3.ctx.maxRounds,
        carried: relayCarry(run3, result.nextRound),
        runName: runTitle(identity.issueNumber)
      },
      { log: (message) => info(sanitize(message, run3.secrets)), signal: run3.termination }
    );
    return { kind: "handed-off", next, workflow: workflow.file, ref };
  } catch (error) {
    if (run3.termination.aborted) return cancelledHandOff(result);
    return refusedDispatch(result, run3, { error, workflow: workflow.file, ref });
  }
}
function relayCarry(run3, nextRound) {
  const { trigger } = run3;
  return {
    "relay-run": run3.identity.runId,
    "relay-round": String(nextRound),
    ...trigger.commentId !== null ? { "comment-id": String(trigger.commentId) } : {},
    ...trigger.pullRequest !== null ? { "pull-request": String(trigger.pullRequest.number) } : {},
    ...trigger.pullRequest?.reviewId != null ? { "review-id": String(trigger.pullRequest.reviewId) } : {},
    ...trigger.check != null ? { check: trigger.check.input } : {}
  };
}
function refusedDispatch(result, run3, refused) {
  const why = `GitHub refused to dispatch the next workflow run (${describeFailure(refused.error, run3.secrets)})`;
  const refusal2 = readDispatchRefusal(refused.error);
  if (refusal2 !== null) {
    const fix2 = refusalFix(refusal2, refused.workflow, refused.ref, "relay mode");
    const words = fix2.yaml !== null ? `${fix2.words} The YAML to add is below.` : fix2.words;
    return refusedHandOff(result, run3, { why, fix: words, yaml: fix2.yaml });
  }
  const fix = "Give the workflow `permissions: actions: write` (relay mode dispatches the next round's workflow run) and declare the inputs `issue`, `rounds` and `carry` under `workflow_dispatch` (`npx ralph-bot init` writes them).";
  return refusedHandOff(result, run3, { why, fix });
}
function refusedHandOff(result, run3, refused) {
  const pushed = `Round ${result.nextRound - 1} is pushed to \`${run3.identity.branch}\`; round ${result.nextRound} did not start.`;
  const reason = `${refused.why}. ${pushed} ${refused.fix} Then comment \`${run3.inputs.command}\` to resume.`;
  const { handoff, rounds, state, elapsedMs } = result;
  const ending = { outcome: "error", handoff, reason, failedRound: null, kept: null, rounds, state, elapsedMs };
  return { kind: "refused", ending, fix: refused.yaml ?? null };
}
function cancelledHandOff(result) {
  return { kind: "refused", ending: { ...result, outcome: "cancelled" }, fix: null };
}
var IN_JOB_LEG = {
  mode: "in-job",
  deadline: (step2) => step2,
  carried: (resume, runId, now) => carriedOver({ relay: false, resume, runId, now }),
  handOffAfter: () => null,
  looksBetweenRounds: true,
  lookBefore: async () => null,
  handOff: () => Promise.reject(new Error("a run in one job never hands off"))
};
var RELAY_LEG = {
  mode: "relay",
  deadline: relayDeadline,
  carried: (resume, runId, now) => carriedOver({ relay: true, resume, runId, now }),
  handOffAfter: (firstRound) => firstRound,
  // What a leg would read after its round is the next leg's.
  looksBetweenRounds: false,
  lookBefore: lookBeforeLeg,
  handOff
};

// src/action/run/start.ts
import { mkdtemp as mkdtemp3 } from "node:fs/promises";
import { join as join11 } from "node:path";

// src/engine/index.ts
import { join as join10 } from "node:path";

// src/agents/leftovers.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { readdir } from "node:fs/promises";
var RUN_MARKER = "RALPH_RUN_ID";
var MAX_PASSES = 50;
var PASS_DELAY_MS = 20;
function leftoverGuard(runId, log) {
  return { env: { [RUN_MARKER]: runId }, beforeNetwork: () => killLeftovers(runId, log !== void 0 ? { log } : {}) };
}
async function killLeftovers(runId, options = {}) {
  if (runId === "") throw new Error("killLeftovers: the run id is empty");
  const marker = Buffer.from(`\0${RUN_MARKER}=${runId}\0`);
  const spared = ancestry();
  const killed = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const found = (await markedProcesses(marker)).filter((pid) => !spared.has(pid));
    if (found.length === 0) {
      if (killed.length > 0) {
        options.log?.(
          `killed ${killed.length} process(es) the agent left running (pid ${killed.join(", ")}) before a git command with the token`
        );
      }
      return killed;
    }
    for (const pid of found) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
      }
      if (!killed.includes(pid)) killed.push(pid);
    }
    await new Promise((resolve5) => setTimeout(resolve5, PASS_DELAY_MS));
  }
  throw new Error(
    `processes the agent left running (${RUN_MARKER}=${runId}) could not be stopped after ${MAX_PASSES} attempts; no git command with the token is run while they live`
  );
}
async function markedProcesses(marker) {
  let entries;
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  const leading = Buffer.from([0]);
  const marked = [];
  for (const pid of pids) {
    let environ;
    try {
      environ = readFileSync3(`/proc/${pid}/environ`);
    } catch {
      continue;
    }
    if (Buffer.concat([leading, environ]).includes(marker)) marked.push(pid);
  }
  return marked;
}
function ancestry() {
  const pids = /* @__PURE__ */ new Set();
  for (let pid = process.pid; pid > 0 && !pids.has(pid); ) {
    pids.add(pid);
    let stat4;
    try {
      stat4 = readFileSync3(`/proc/${pid}/stat`, "utf8");
    } catch {
      break;
    }
    const ppid = Number(stat4.slice(stat4.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  return pids;
}

// src/workspace/events-file.ts
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname as dirname5 } from "node:path";
function createEventsFile(path, options = {}) {
  mkdirSync(dirname5(path), { recursive: true });
  writeFileSync(path, "");
  let failed = false;
  return {
    emit(event) {
      try {
        appendFileSync(path, `${JSON.stringify(sanitizeJson(event, options.secrets ?? []))}
`);
      } catch (error) {
        if (!failed) options.onError?.(error instanceof Error ? error : new Error(String(error)));
        failed = true;
      }
    }
  };
}

// src/agents/verify.ts
import { statfs } from "node:fs/promises";
import { resolve as resolve4 } from "node:path";
var DEFAULT_VERIFY_KILL_GRACE_MS = 2e3;
var DEFAULT_MIN_FREE_BYTES = 16 * 1024 * 1024;
var MAX_TIMER_MS2 = 2147483647;
function createVerifyCommand(options) {
  const { command } = options;
  if (command.trim() === "") throw new Error("createVerifyCommand: the verify command is blank");
  if (!(options.timeoutMs >= 1 && options.timeoutMs <= MAX_TIMER_MS2)) {
    throw new Error(`createVerifyCommand: timeoutMs must be between 1 and ${MAX_TIMER_MS2}, got ${options.timeoutMs}`);
  }
  const run3 = {
    ...options,
    workspace: resolve4(options.workspace),
    killGraceMs: options.killGraceMs ?? DEFAULT_VERIFY_KILL_GRACE_MS,
    tailBytes: options.tailBytes ?? VERIFY_TAIL_CHARS,
    minFreeBytes: options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES,
    freeBytes: options.freeBytes ?? defaultFreeBytes,
    onOutput: options.onOutput
  };
  return { command, verify: (_round, signal) => verify(run3, signal) };
}
async function verify(run3, signal) {
  const { command, workspace } = run3;
  const started = performance.now();
  const stdout = new ByteTail(run3.tailBytes);
  const stderr = new ByteTail(run3.tailBytes);
  const result = (kind, reason, exitCode = null) => ({
    kind,
    command,
    exitCode,
    reason,
    stdoutTail: stdout.text(),
    stderrTail: stderr.text(),
    durationMs: Math.round(performance.now() - started)
  });
  if (signal.aborted) return result("aborted", "was stopped before it started: the run was cancelled or ran out of time");
  const full = await diskFull(run3);
  if (full !== null) return result("cannot-run", full);
  const forward = (tail) => (chunk) => {
    tail.push(chunk);
    try {
      run3.onOutput?.(chunk.toString("utf8"));
    } catch {
    }
  };
  const exit = await runBounded({
    sandbox: run3.sandbox,
    file: "/bin/sh",
    args: ["-c", command],
    env: run3.env,
    cwd: workspace,
    stdin: null,
    timeoutMs: run3.timeoutMs,
    killGraceMs: run3.killGraceMs,
    signal,
    onStdout: forward(stdout),
    onStderr: forward(stderr)
  });
  if (exit.kind === "not-started") return result("cannot-run", `could not start ${exit.file} in ${workspace}: ${exit.reason}`);
  if (exit.kind === "aborted") return result("aborted", "was stopped: the run was cancelled or ran out of time");
  if (exit.kind === "timed-out") return result("failed", `did not finish within ${formatMs(run3.timeoutMs)} and was killed`);
  if (exit.exitCode === 0) return result("passed", "exited with code 0", 0);
  if (exit.exitCode === 127) return result("cannot-run", "exited with code 127: the command was not found", 127);
  if (exit.exitCode === 126) return result("cannot-run", "exited with code 126: the command is not executable", 126);
  const afterwards = await diskFull(run3);
  if (afterwards !== null) return result("cannot-run", afterwards, exit.exitCode);
  if (exit.exitCode === null) return result("failed", `was killed by ${exit.signal ?? "a signal"}`);
  return result("failed", `exited with code ${exit.exitCode}`, exit.exitCode);
}
async function diskFull(run3) {
  const free = await run3.freeBytes(run3.workspace).catch(() => Infinity);
  return free < run3.minFreeBytes ? `could not run: the runner's disk is full (${free} bytes free in ${run3.workspace})` : null;
}
async function defaultFreeBytes(dir) {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}
function formatMs(ms) {
  return ms < 6e4 ? `${ms} ms` : formatMinutes(ms);
}

// src/engine/index.ts
function eventsFileIn(runDir) {
  return join10(runDir, "events.jsonl");
}
async function openEngine(settings) {
  const { inputs } = settings;
  const roundTimeoutMs = inputs["round-timeout-minutes"] * 6e4;
  const agentSettings = {
    agent: inputs.agent,
    command: inputs["agent-command"],
    model: inputs.model,
    workspace: settings.workspace,
    runDir: settings.runDir,
    runId: settings.runId,
    issueNumber: settings.issueNumber,
    env: settings.env,
    secrets: settings.agentSecrets,
    hostEnv: settings.processEnv,
    where: settings.where,
    roundTimeoutMs,
    sandbox: {
      mode: inputs.sandbox,
      writable: inputs["sandbox-writable"],
      hidden: settings.hidden,
      network: networkSettings(inputs.network, inputs["allowed-domains"], settings.processEnv)
    },
    onOutput: settings.onOutput
  };
  const { sandbox, env } = await preflight(agentSettings);
  const agent = createAgent({ ...agentSettings, env }, sandbox);
  const command = inputs["verify-command"];
  const verifier = command === null ? null : createVerifyCommand({
    command,
    workspace: settings.workspace,
    // So the leftover guard finds what the verify command left running.
    env: { ...env, [RUN_MARKER]: settings.runId },
    sandbox,
    timeoutMs: roundTimeoutMs,
    onOutput: settings.onOutput
  });
  const eventsFile = eventsFileIn(settings.runDir);
  const events = createEventsFile(eventsFile, { secrets: settings.secrets, onError: settings.onEventsError });
  return { sandbox, agent, verifier, events, eventsFile };
}

// src/render/round-comment.ts
function statusHeadline(record2, ctx) {
  if (record2.status === "failed") return "failed";
  const reported = `the agent reported \`${record2.status}\``;
  if (rejectedCompletion(record2)) return `${reported}; verification failed`;
  if (record2.verification?.kind === "passed") return `${reported}; verified \u2713 by ${commandSpan(record2.verification.command, ctx)}`;
  return reported;
}
function notesBlock(notes, ctx) {
  const items = notes.items.map((note) => {
    const from = note.url !== null ? `[${safeLine(note.author, ctx.secrets)}](${note.url})` : safeLine(note.author, ctx.secrets);
    return `- ${from}: ${safeText(note.text, ctx.secrets).replace(/\n/g, "\n  ")}`;
  });
  const dropped = notes.dropped > 0 ? `

${notes.dropped} older notes were left out of the prompt.` : "";
  return `**Maintainer notes in this round's prompt**

${clip(items.join("\n"), BOUND.notes)}${dropped}`;
}
function roundMarkerData(record2, ctx) {
  const usage = record2.usage !== void 0 && Object.keys(record2.usage).length > 0 ? { usage: JSON.stringify(record2.usage) } : {};
  return {
    run: ctx.runId,
    issue: ctx.issueNumber,
    round: record2.round,
    status: record2.status,
    sha: record2.commit.sha,
    ...record2.startedAt !== void 0 ? { started: Math.round(record2.startedAt) } : {},
    elapsed: Math.max(0, Math.round(record2.elapsedMs)),
    verified: roundVerdict(record2),
    ...usage,
    ...refusedMarkerData(record2.refusedHosts),
    summary: summaryCell(record2, ctx)
  };
}
function refusedMarkerData(hosts) {
  if (hosts === void 0 || hosts.length === 0) return {};
  return { refused: JSON.stringify(hosts.slice(0, MARKER_REFUSED_HOSTS)) };
}
var ROUND_COMMENT_FITS = [
  { fullReport: true, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: BOUND.output, listChars: BOUND.list },
  { fullReport: false, tailChars: 2e3, listChars: 4e3 }
];
function renderRoundComment(record2, ctx) {
  for (const fit of ROUND_COMMENT_FITS) {
    const body = roundCommentBody(record2, ctx, fit);
    if (body.length <= GITHUB_BODY_LIMIT) return body;
  }
  return bounded(roundCommentBody(record2, ctx, ROUND_COMMENT_FITS[ROUND_COMMENT_FITS.length - 1]));
}
function roundCommentBody(record2, ctx, fit) {
  const parts = [
    renderMarker("round", roundMarkerData(record2, ctx)),
    `**Round ${record2.round} of ${ctx.maxRounds} \u2014 ${statusHeadline(record2, ctx)}**`
  ];
  if (ctx.check !== void 0) parts.push(`A run from the ${renderStartingCheck(ctx.check, ctx.secrets)} on the pull request's head.`);
  if (record2.notes !== void 0) parts.push(notesBlock(record2.notes, ctx));
  const hidden = record2.objectiveHidden !== void 0 ? describeHidden(record2.objectiveHidden) : null;
  if (hidden !== null) {
    parts.push(
      `_Left out of the objective the agent read: ${hidden} that the issue page does not show (hidden text can carry instructions nobody sees)._`
    );
  }
  if (record2.report !== null)
    parts.push(...fit.fullReport ? reportSections(record2.report, ctx) : compactReportSections(record2.report, ctx));
  if (record2.verification !== null) parts.push(verificationBlock(record2.verification, ctx, fit.tailChars));
  if (record2.failure !== null) {
    parts.push(`The round failed: ${safe(record2.failure, ctx, BOUND.summary)}`);
    if (record2.outputTail.trim() !== "") {
      parts.push(folded("The agent's last output", fenced(clipStart(safeCode(record2.outputTail, ctx.secrets), fit.tailChars))));
    }
  }
  const network = refusedHostsLine(record2.refusedHosts ?? [], ctx);
  if (network !== "") parts.push(network);
  const { notes, unpushed } = record2.commit;
  if (notes.length > 0) parts.push(`**What the bot put right before saving the round**

${bulletList(notes, ctx, fit.listChars)}`);
  const changed = record2.commit.changed ? "" : " (no change to the tree)";
  const usage = formatUsage(record2.usage);
  const why = { conflict: "it conflicts with commits people pushed", refused: "the push was refused", failed: "it left conflict markers" };
  const where = unpushed === null ? `on \`${ctx.branch}\`` : `**not pushed** to \`${ctx.branch}\` (${why[unpushed.kind]}; see the final comment)`;
  parts.push(
    `Commit ${unpushed === null ? commitLink(record2.commit.sha, ctx) : `\`${record2.commit.sha.slice(0, 7)}\``} ${where}${changed} \xB7 ${formatDuration(record2.elapsedMs)}${usage !== "" ? ` \xB7 ${usage}` : ""}`
  );
  return parts.join("\n\n");
}

// src/record/round-comments.ts
var RoundComments = class {
  constructor(thread, ctx, options) {
    this.thread = thread;
    this.ctx = ctx;
    this.#log = options.log;
    this.#botLogin = options.botLogin ?? "github-actions[bot]";
    this.#seen = options.seen;
    this.#cancel = options.cancel;
    this.#earlier = earlierRounds(options.seen ?? [], ctx, this.#botLogin);
  }
  thread;
  ctx;
  posted = [];
  /** For the job summary. */
  unposted = [];
  #earlier;
  #log;
  #botLogin;
  #seen;
  #cancel;
  /** @throws the post's error, unless locked or cancelled. */
  async roundFinished(record2) {
    const { runId } = this.ctx;
    const body = renderRoundComment(record2, this.ctx);
    const what = record2.report !== null ? `the agent reported ${record2.status}: ${record2.report.summary}` : `failed: ${record2.failure}`;
    let commentUrl;
    try {
      ({ url: commentUrl } = await this.thread.postOnce(
        body,
        { kind: "round", match: (data) => data["run"] === runId && data["round"] === record2.round },
        this.#botLogin,
        this.#seen
      ));
    } catch (error) {
      const kind = isLockedRefusal(error) ? "locked" : this.#cancel?.aborted === true ? "cancelled" : null;
      if (kind === null) throw error;
      const why = kind === "locked" ? `#${this.thread.number} is locked` : "the workflow run was being cancelled";
      this.posted.push({ ...record2, commentUrl: null, notPosted: why });
      this.unposted.push({ round: record2.round, body, why, kind });
      const failure = error instanceof Error ? error.message : String(error);
      this.#log(
        logLine(
          `Round ${record2.round}: ${what} (commit ${record2.commit.sha.slice(0, 7)}; its comment was not posted: ${why}, ${failure})`,
          this.ctx.secrets
        )
      );
      return;
    }
    this.posted.push({ ...record2, commentUrl });
    this.#log(logLine(`Round ${record2.round}: ${what} (commit ${record2.commit.sha.slice(0, 7)}, ${commentUrl})`, this.ctx.secrets));
  }
  /** The run's rounds for the round table; this workflow run's win. */
  rows() {
    const own = new Set(this.posted.map((round) => round.round));
    return [...this.#earlier.filter((round) => !own.has(round.round)), ...this.posted.map((round) => tableRound(round, this.ctx))];
  }
};
function earlierRounds(comments, ctx, botLogin) {
  const byRound = /* @__PURE__ */ new Map();
  for (const comment of comments) {
    if (!(comment.body ?? "").startsWith("<!-- ralph-bot:round ")) continue;
    const parsed = RoundMarker.safeParse(readTrustedMarker(comment, "round", botLogin));
    if (!parsed.success) continue;
    const marker = parsed.data;
    if (marker.run !== ctx.runId || marker.issue !== ctx.issueNumber) continue;
    const usage = marker.usage !== void 0 ? parseUsage(marker.usage) : null;
    const refused = marker.refused !== void 0 ? RefusedHostsMarker.safeParse(parseJson(marker.refused)) : null;
    byRound.set(marker.round, {
      round: marker.round,
      status: statusWords(marker.status, marker.verified ?? null, marker.status === "complete" && marker.verified === "failed"),
      verified: marker.verified ?? null,
      summary: marker.summary ?? null,
      sha: marker.sha,
      commentUrl: comment.html_url,
      usage: usage?.ok === true ? usage.usage : null,
      startedAt: marker.started ?? null,
      elapsedMs: marker.elapsed ?? null,
      refusedHosts: refused?.success === true ? refused.data : []
    });
  }
  return [...byRound.values()].sort((a, b) => a.round - b.round);
}
function parseJson(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return null;
  }
}

// src/action/run/checkout.ts
function checkoutOptions(inputs, runner, run3) {
  return {
    dir: runner.workspace,
    token: inputs["github-token"],
    rescueDir: runner.runnerTemp,
    retry: {
      patience: () => Math.max(6e4, run3.startedAtMs + inputs["run-timeout-minutes"] * 6e4 - Date.now()),
      signal: run3.termination,
      log: (message) => warning(message)
    },
    ...leftoverGuard(run3.runId, (message) => info(message))
  };
}

// src/action/run/life.ts
var TRACKING_EDIT_EVERY_MS = 1e4;
var RunTracking = class {
  constructor(parts, issueTitle, carried) {
    this.parts = parts;
    this.#issueTitle = issueTitle;
    this.#carried = carried;
  }
  parts;
  #issueTitle;
  #runState = null;
  #prepared = null;
  #carried;
  #writtenAt = Number.NEGATIVE_INFINITY;
  #held = null;
  get issueTitle() {
    return this.#issueTitle;
  }
  get runState() {
    return this.#runState;
  }
  get prepared() {
    return this.#prepared;
  }
  get carried() {
    return this.#carried;
  }
  titled(title) {
    this.#issueTitle = title;
  }
  stateIs(state) {
    this.#runState = state;
  }
  preparedIs(prepared) {
    this.#prepared = prepared;
  }
  looked(at) {
    const relay = this.#carried.relay;
    if (relay !== null) this.#carried = { ...this.#carried, relay: { ...relay, looked: at } };
  }
  view(state = "running", pullRequestUrl = null, ending = null) {
    return {
      trigger: this.parts.identity.trigger,
      state,
      issueTitle: this.#issueTitle,
      rounds: this.parts.reporter.posted,
      startedAt: this.parts.identity.startedAt,
      now: /* @__PURE__ */ new Date(),
      pullRequestUrl,
      ending,
      runState: this.#runState,
      carried: this.#carried,
      unclaimed: this.parts.unclaimed
    };
  }
  /** Writes the tracking comment, dropping a held edit. Never throws: false on failure. */
  write(state, pullRequestUrl = null, ending = null) {
    if (this.#held !== null) clearTimeout(this.#held);
    this.#held = null;
    this.#writtenAt = Date.now();
    return this.parts.record.write(
      this.view(state, pullRequestUrl, ending),
      this.parts.ctx,
      (message) => warning(sanitize(message, this.parts.secrets))
    );
  }
  /** The `running` comment after a round, at most every {@link TRACKING_EDIT_EVERY_MS}. */
  async refresh() {
    const wait = this.#writtenAt + TRACKING_EDIT_EVERY_MS - Date.now();
    if (wait <= 0) {
      await this.write("running");
      return;
    }
    if (this.#held !== null) return;
    this.#held = setTimeout(() => void this.write("running"), wait);
    this.#held.unref();
  }
  /** The whole run's totals: what earlier workflow runs carried plus `rounds`. */
  totals(rounds) {
    return {
      rounds: this.#carried.checklist.omitted + this.#carried.checklist.rows.length + rounds.length,
      usage: addUsage(this.#carried.usageBefore, sumUsage(rounds)),
      elapsedMs: Date.now() - this.parts.identity.startedAt.getTime()
    };
  }
};

// src/action/run/start.ts
function runIdentity(request, admitted) {
  const { runner, issueNumber } = request;
  const { resume } = admitted;
  const continues2 = resume !== null && resume.continues;
  return {
    issueNumber,
    branch: issueBranch(request.inputs["branch-prefix"], issueNumber),
    runId: continues2 ? resume.run : runner.runId,
    leg: runner.runId,
    firstRound: resume?.firstRound ?? 1,
    runUrl: runner.runUrl,
    startedAt: continues2 ? new Date(resume.started) : /* @__PURE__ */ new Date(),
    trigger: continues2 ? resume.trigger : admitted.key
  };
}
function renderContext(request, identity, maxRounds) {
  const { inputs, runner, trigger } = request;
  return {
    issueNumber: identity.issueNumber,
    branch: identity.branch,
    maxRounds,
    agent: inputs.agent,
    sandboxed: inputs.sandbox !== "none",
    networkOpen: inputs.network === "open",
    keysInside: request.keysInside,
    maxCostUsd: inputs["max-cost-usd"],
    runId: identity.runId,
    runUrl: identity.runUrl,
    repositoryUrl: `${runner.serverUrl}/${runner.owner}/${runner.repo}`,
    secrets: request.secrets,
    ...trigger.check !== void 0 ? { check: { name: trigger.check.name, url: trigger.check.url } } : {}
  };
}
function newRun(request, venue, leg, admitted) {
  const { inputs, trigger } = request;
  const { thread, record: record2, resume } = admitted;
  const identity = runIdentity(request, admitted);
  const ctx = renderContext(request, identity, admitted.maxRounds);
  const reporter = new RoundComments(thread, ctx, {
    log: (message) => info(message),
    botLogin: inputs["bot-login"],
    seen: record2.comments,
    cancel: request.termination
  });
  const unclaimed = admitted.claim.kind === "unclaimed" ? admitted.claim.reason : null;
  const tracking = new RunTracking(
    { record: record2, ctx, identity, reporter, secrets: request.secrets, unclaimed },
    trigger.issue?.title ?? `#${identity.issueNumber}`,
    leg.carried(resume, identity.leg, admitted.now)
  );
  const deadline = leg.deadline(request.deadline, identity.startedAt, inputs["run-timeout-minutes"] * 6e4);
  const { otherConversation, claim } = admitted;
  return { ...request, identity, venue, leg, deadline, ctx, thread, record: record2, reporter, otherConversation, tracking, claim };
}
async function start(run3, resume) {
  const { runner, octokit, trigger, tracking } = run3;
  const issue = trigger.issue ?? await (run3.ahead?.issue ?? readIssue(octokit, runner, run3.identity.issueNumber));
  tracking.titled(issue.title);
  const note = await run3.venue.objectiveNote(run3);
  const savedState = run3.record.savedState;
  if (resume !== null) tracking.stateIs(savedState);
  const probe2 = earlyProbe(run3, resume);
  const prepared = baseBranchOf(run3).then((base) => probe2.settled.then(() => prepare(run3, resume, base, probe2.usable)));
  prepared.catch(() => void 0);
  await openTracking(run3, resume, prepared);
  const acknowledged = acknowledge(octokit, runner, { issueNumber: run3.venue.conversation, commentId: trigger.commentId }).catch(
    (error) => warning(`could not react to the trigger: ${describeFailure(error, run3.secrets)}`)
  );
  try {
    if (resume !== null && !resume.continues) {
      const by = { runId: run3.identity.leg, runUrl: run3.identity.runUrl, secrets: run3.secrets };
      await run3.record.supersede(resume, by, (message) => warning(message));
    }
    const { workspace, resumed } = await prepared;
    const engine = await openRunEngine(run3);
    const initialState = resume !== null || resumed ? savedState : null;
    return { issue, note, initialState, lookFrom: previousLook(resume), workspace, engine, acknowledged };
  } catch (error) {
    await acknowledged;
    throw error;
  }
}
async function openTracking(run3, resume, prepared) {
  const sameRun = resume !== null && resume.continues ? resume.trackingCommentId : null;
  try {
    if (!await run3.record.open(run3.tracking.view(), run3.ctx, sameRun)) {
      warning(
        `#${run3.venue.conversation} is locked: GitHub refused the tracking comment, and will refuse the round and final comments. The rounds go on; the outcome, the rounds and their reports are in the job summary and the pull request.`
      );
    }
  } catch (error) {
    await prepared.catch(() => void 0);
    throw error;
  }
}
async function openRunEngine(run3) {
  const { runner } = run3;
  const engine = await openEngine({
    inputs: run3.inputs,
    workspace: runner.workspace,
    runDir: await mkdtemp3(join11(runner.runnerTemp, "ralph-")),
    runId: run3.identity.runId,
    issueNumber: run3.identity.issueNumber,
    env: run3.agentEnv,
    agentSecrets: run3.agentSecrets,
    hidden: runnerHiddenFolders(process.env),
    processEnv: process.env,
    where: "action",
    secrets: run3.secrets,
    onOutput: (chunk) => process.stdout.write(chunk),
    onEventsError: (error) => warning(`event log: ${error.message}`)
  });
  setOutput("events-file", engine.eventsFile);
  return engine;
}
function earlyProbe(run3, resume) {
  const early = run3.ahead?.checkout;
  if (early === void 0 || early === null) return { usable: null, settled: Promise.resolve() };
  if (early.runId === run3.identity.runId && resume?.continues !== true) return { usable: early.probe, settled: Promise.resolve() };
  return {
    usable: null,
    settled: early.probe.then(
      () => void 0,
      () => void 0
    )
  };
}
async function baseBranchOf(run3) {
  return run3.venue.baseRef ?? run3.inputs["base-branch"] ?? await (run3.ahead?.defaultBranch ?? defaultBranchOf(run3.octokit, run3.runner));
}
async function prepare(run3, resume, baseBranch, probe2) {
  const { inputs, runner } = run3;
  const options = checkoutOptions(inputs, runner, {
    runId: run3.identity.runId,
    startedAtMs: run3.identity.startedAt.getTime(),
    termination: run3.termination
  });
  const listed2 = run3.ahead?.branchHeads ?? null;
  const branches = {
    branch: run3.identity.branch,
    baseBranch,
    secrets: run3.secrets,
    rescueId: run3.identity.leg,
    ...listed2 !== null ? { listed: listed2 } : {}
  };
  const prepared = await Workspace.prepare({ ...options, ...branches }, probe2 ?? void 0);
  run3.tracking.preparedIs({ workspace: prepared.workspace, baseBranch, baseSha: prepared.baseSha });
  const from = resume !== null && run3.trigger.relay !== void 0 ? `relay leg of run ${resume.run} at round ${resume.firstRound}` : resume !== null ? `taking over from workflow run ${resume.run} at round ${resume.firstRound}` : prepared.resumed ? "resumed from origin" : `new from ${baseBranch}`;
  info(`Ralph run on ${run3.identity.branch} (${from}), up to ${run3.ctx.maxRounds} rounds`);
  return { workspace: prepared.workspace, resumed: prepared.resumed };
}
function previousLook(resume) {
  const looked = resume !== null && resume.continues ? resume.marker.relay?.looked : void 0;
  return looked !== void 0 ? new Date(looked) : null;
}

// src/github/refs.ts
async function readBranchHeads(octokit, { owner, repo }, branches) {
  const heads = await Promise.all(
    branches.map(async (branch) => {
      try {
        const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
        return data.object.type === "commit" ? [branch, data.object.sha] : null;
      } catch (error) {
        if (isFailedCall(error) && (error.status === 404 || error.status === 409)) return null;
        throw error;
      }
    })
  );
  return new Map(heads.filter((head) => head !== null));
}

// src/action/run/ahead.ts
function readAhead(request) {
  const { octokit, runner, inputs, trigger, issueNumber, termination } = request;
  const checkout = trigger.relay === void 0 ? {
    runId: runner.runId,
    probe: Workspace.probe(checkoutOptions(inputs, runner, { runId: runner.runId, startedAtMs: Date.now(), termination }))
  } : null;
  const repository = { owner: runner.owner, repo: runner.repo };
  const conversation = trigger.pullRequest?.number ?? issueNumber;
  const thread = new IssueThread(octokit, { ...repository, issueNumber: conversation });
  const from = { issueNumber, fromPullRequest: trigger.pullRequest !== null };
  const base = trigger.pullRequest === null && inputs["base-branch"] === null ? defaultBranchOf(octokit, runner) : null;
  const listedBase = trigger.pullRequest !== null || trigger.relay !== void 0 ? null : inputs["base-branch"] ?? base;
  const ahead = {
    conversation,
    thread,
    record: RunRecord.read(octokit, thread, recordSettings(runner, inputs)),
    liveElsewhere: otherConversationOf(octokit, runner, inputs, from).then(async (other) => ({
      other,
      live: await liveThere(octokit, runner, inputs, other)
    })),
    issue: trigger.issue === null ? readIssue(octokit, repository, issueNumber) : null,
    defaultBranch: base,
    branchHeads: listedBase === null ? null : listBranches(octokit, runner, issueBranch(inputs["branch-prefix"], issueNumber), listedBase),
    checkout
  };
  for (const read of [ahead.record, ahead.liveElsewhere, ahead.issue, ahead.defaultBranch, ahead.branchHeads, checkout?.probe])
    void read?.catch(() => void 0);
  return ahead;
}
async function listBranches(octokit, runner, branch, base) {
  const branches = [branch, await base];
  const askedAt = performance.now();
  const heads = await readBranchHeads(octokit, runner, branches);
  return { url: `${runner.serverUrl}/${runner.owner}/${runner.repo}`, branches, heads, askedAt };
}

// src/action/run/index.ts
async function runOnIssue(request) {
  const pull = request.trigger.pullRequest;
  const venue = pull !== null ? await openPullRequestVenue(request, pull) : issueVenue(request);
  if (venue === null) return;
  const admitted = await admit2(request, venue);
  if (admitted === null) return;
  const leg = request.inputs.mode === "relay" ? RELAY_LEG : IN_JOB_LEG;
  const run3 = newRun(request, venue, leg, admitted);
  const heartbeat = setInterval(() => void run3.tracking.write("running"), HEARTBEAT_MS);
  const stopBeating = () => clearInterval(heartbeat);
  request.termination.addEventListener("abort", stopBeating, { once: true });
  let result;
  try {
    result = await startAndRunRounds(run3, admitted.resume);
  } catch (error) {
    result = errorResult(error, run3);
  } finally {
    stopBeating();
    request.termination.removeEventListener("abort", stopBeating);
  }
  if (result.outcome !== "handed-off") return endRun(result, run3);
  const handed = await leg.handOff(result, run3);
  if (handed.kind === "handed-off") return endHandedOff(result, run3, handed);
  await endRun(handed.ending, run3, handed.fix);
}
function legAfterStart(run3) {
  if (run3.leg.mode !== "relay" || !run3.record.lockedOut) return run3;
  warning(
    `#${run3.venue.conversation} is locked, so no tracking comment can carry the run to the next workflow run: relay mode goes on in this job, within run-timeout-minutes and the job's own timeout-minutes.`
  );
  return { ...run3, leg: IN_JOB_LEG };
}
function errorResult(error, run3) {
  const state = run3.tracking.runState ?? EMPTY_RUN_STATE;
  return {
    outcome: "error",
    handoff: state.handoff,
    reason: describeFailure(error, run3.secrets),
    failedRound: null,
    kept: null,
    rounds: [...run3.reporter.posted],
    state,
    elapsedMs: Date.now() - run3.identity.startedAt.getTime()
  };
}
async function startAndRunRounds(admitted, resume) {
  const started = await start(admitted, resume);
  const run3 = legAfterStart(admitted);
  try {
    const { inputs, ctx, termination } = run3;
    const { agent, verifier, sandbox, events } = started.engine;
    const between = openBetween(run3, sandbox, started.lookFrom);
    await between.lookBefore();
    const objective = buildObjective({ issue: started.issue, note: started.note });
    return await runRounds(
      {
        objective: objective.text,
        objectiveHidden: addHidden(objective.hidden, run3.venue.askHidden),
        maxRounds: ctx.maxRounds,
        maxHandoffChars: inputs["max-handoff-chars"],
        reportFile: (round) => agent.reportFile(round),
        verify: inputs.verify,
        noProgressRounds: inputs["no-progress-rounds"],
        initialState: started.initialState,
        firstRound: run3.identity.firstRound,
        maxCostUsd: inputs["max-cost-usd"],
        runLink: ctx.runUrl,
        spentBeforeUsd: run3.tracking.carried.spentBeforeUsd,
        handOffAfter: run3.leg.handOffAfter(run3.identity.firstRound)
      },
      {
        agent: { runRound: (request) => withWorkflowCommandsStopped(() => agent.runRound(request)) },
        workspace: started.workspace,
        reporter: between.reporter,
        verifier: verifier === null ? null : { command: verifier.command, verify: (round, signal) => withWorkflowCommandsStopped(() => verifier.verify(round, signal)) },
        events,
        now: Date.now,
        signal: AbortSignal.any([termination, between.stop]),
        deadline: run3.deadline,
        notes: between.notes
      }
    );
  } finally {
    await started.acknowledged;
  }
}

// src/action/requests.ts
function skip2(reason) {
  info(logLine(`Ralph skipped: ${reason}`, []));
  setOutput("outcome", "skipped");
}
function ownComment(inputs, runner) {
  return { botLogin: inputs["bot-login"], runId: runner.runId };
}
async function refuseCommand(context, trigger) {
  await context.thread.postOwn("reply", { reason: "command" }, trigger.reply, ownComment(context.inputs, context.runner));
  skip2("the command was malformed");
}
async function requestStop(context, trigger) {
  const { octokit, runner, inputs, thread } = context;
  const target = await liveRunThread(context, trigger);
  if (target === null) {
    if (trigger.source === "command") {
      await thread.postOwn(
        "reply",
        { reason: "no-live-run" },
        "There is no live Ralph run on this issue to stop.",
        ownComment(inputs, runner)
      );
    }
    return skip2("there is no live run on this issue to stop");
  }
  if (trigger.commentId !== null) await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  const why = trigger.source === "command" ? `\`${inputs.command} stop\`` : `the \`${inputs["trigger-label"]}\` label was removed`;
  const who = safeText(`@${trigger.actor.login}`, []);
  await target.postOwn(
    "stop",
    { by: trigger.actor.login },
    `Stopping the live Ralph run on this issue after its current round (${why}, by ${who}).`,
    ownComment(inputs, runner)
  );
  info(`Ralph stop requested by ${trigger.actor.login}`);
  setOutput("outcome", "skipped");
}
async function requestNote(context, trigger) {
  const { octokit, runner, inputs, thread } = context;
  if (await liveRunThread(context, trigger) === null) {
    await thread.postOwn("reply", { reason: "no-live-run" }, noLiveRunForNote(inputs.command), ownComment(inputs, runner));
    return skip2("there is no live run on this issue for the note");
  }
  await acknowledge(octokit, runner, { issueNumber: trigger.issueNumber, commentId: trigger.commentId });
  info(`Ralph note from ${trigger.actor.login} left for the live run's next round`);
  setOutput("outcome", "skipped");
}
async function liveRunThread(context, trigger) {
  const { octokit, runner, inputs, thread } = context;
  if (await liveRunOn(octokit, thread, runner, inputs)) return thread;
  const other = await liveRunOnOtherConversation(octokit, runner, inputs, {
    issueNumber: trigger.issueNumber,
    fromPullRequest: trigger.pullRequest !== void 0
  });
  return other === null ? null : new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: other });
}

// src/action/main.ts
async function run2(env = process.env, scrubbed = "scrubbed") {
  if (scrubbed === "unsupported") warnUnscrubbed();
  try {
    const runner = await readRunnerContext(env);
    const inputs = readInputs(runner);
    const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 6e4);
    const agent = prepareAgent(inputs, env);
    const termination = terminationSignal();
    const octokit = connect2({ inputs, runner, env, termination });
    const trigger = await readTrigger({ octokit, runner, inputs, secrets: agent.secrets });
    if (trigger.kind === "skip") return skip2(trigger.reason);
    const ahead = trigger.kind === "start" ? readAhead({ octokit, runner, inputs, trigger, issueNumber: trigger.issueNumber, termination }) : void 0;
    const thread = await admitSender({ octokit, runner, inputs }, trigger);
    if (thread === null) return;
    const asked = { octokit, runner, inputs, thread };
    if (trigger.kind === "refuse") return await refuseCommand(asked, trigger);
    if (trigger.kind === "stop") return await requestStop(asked, trigger);
    if (trigger.kind === "note") return await requestNote(asked, trigger);
    const { keys, ...handed } = agent;
    logKeyPlacement(keys);
    const started = { inputs, runner, octokit, trigger, issueNumber: trigger.issueNumber, termination, deadline };
    await runOnIssue({ ...handed, ...started, ...ahead !== void 0 ? { ahead } : {} });
  } catch (error) {
    setOutput("outcome", "error");
    setFailed(error instanceof Error ? error.message : String(error));
  }
}
function warnUnscrubbed() {
  warning(
    `could not blank the token in this process's initial environment (/proc/self/mem cannot be written here), and Node ${process.version} cannot re-execute itself (process.execve): an agent running as the same user could read the token from /proc. The Actions runtime (node24) on a GitHub-hosted runner does not have this gap.`
  );
}
function readInputs(runner) {
  return parseInputs(withCarried(readRawInputs(), runner.carried));
}
function readRawInputs() {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, getInput(name, { trimWhitespace: false })]));
}
function withCarried(raw, carried) {
  const named = ["comment-id", "pull-request", "review-id", "check"].filter(
    (name) => raw[name] === "" && carried[name] !== void 0
  );
  return { ...raw, ...Object.fromEntries(named.map((name) => [name, carried[name] ?? ""])) };
}
function prepareAgent(inputs, env) {
  const agentEnvNames = parseAgentEnvNames(inputs["agent-env"]);
  const agentSecretNames = parseAgentSecretNames(inputs["agent-secrets"]);
  const secrets = secretValues(inputs, [...agentEnvNames, ...agentSecretNames], env);
  const keys = placeModelKeys({
    agent: inputs.agent,
    sandbox: inputs.sandbox,
    network: inputs.network,
    agentEnv: agentEnvNames,
    agentSecrets: agentSecretNames,
    env
  });
  const agentSecrets = Object.fromEntries(keys.held.map((name) => [name, env[name] ?? ""]));
  for (const secret of secrets) setSecret(secret);
  return { secrets, agentEnv: buildAgentEnvironment(env, keys.env, {}), agentSecrets, keysInside: keys.inside, keys };
}
function secretValues(inputs, agentEnvNames, env) {
  const values = agentEnvNames.map((name) => env[name]).filter((value) => value !== void 0 && value.length >= 4);
  return [inputs["github-token"], ...values];
}
function terminationSignal() {
  const controller = new AbortController();
  const cancel = (signal) => {
    warning(`received ${signal}: stopping the agent and saving the round in progress`);
    controller.abort();
  };
  process.once("SIGINT", cancel);
  process.once("SIGTERM", cancel);
  return controller.signal;
}
function connect2(setup) {
  const { inputs, runner, env } = setup;
  const runEndsAt = Date.now() + inputs["run-timeout-minutes"] * 6e4;
  return createClient({
    token: inputs["github-token"],
    baseUrl: runner.apiUrl,
    log: (message) => warning(message),
    patience: () => Math.max(6e4, runEndsAt - Date.now()),
    // `npm run bench` only.
    throttling: env.RALPH_BENCH_UNTHROTTLED !== "1",
    pacingScale: runner.pacingScale,
    cancel: setup.termination
  });
}
async function admitSender(context, trigger) {
  const { octokit, runner, inputs } = context;
  const admission = await admit(octokit, { owner: runner.owner, repo: runner.repo }, trigger.actor, {
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"]
  });
  if (admission.kind === "ignore") {
    skip2(admission.reason);
    return null;
  }
  const conversation = trigger.pullRequest?.number ?? trigger.issueNumber;
  const thread = new IssueThread(octokit, { owner: runner.owner, repo: runner.repo, issueNumber: conversation });
  if (admission.kind === "refuse") {
    await thread.postOwn("reply", { reason: "permission" }, admission.reply, ownComment(inputs, runner));
    skip2(admission.reason);
    return null;
  }
  return thread;
}
function logKeyPlacement(keys) {
  const placed = describeKeyPlacement(keys);
  if (placed.held !== null) info(placed.held);
  if (placed.inside !== null) warning(placed.inside);
}
export {
  run2 as run
};
