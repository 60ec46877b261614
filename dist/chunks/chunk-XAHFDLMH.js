import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
import {
  isForbiddenAgentEnvName
} from "./chunk-UXDA4QGA.js";

// src/core/json.ts
function mapStrings(value, map) {
  return mapValue(value, map);
}
function mapValue(value, map) {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapValue(item, map));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapValue(item, map)]));
  }
  return value;
}

// src/core/sanitize.ts
var REDACTED = "[redacted]";
var MIN_SECRET_CHARS = 4;
var TOKEN_SHAPES = /(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})/g;
var TERMINAL_SEQUENCES = new RegExp(
  [
    String.raw`(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)`,
    String.raw`(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]`,
    String.raw`\x1b[\x20-\x2f]*[\x30-\x7e]`
  ].join("|"),
  "g"
);
var CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
function sanitize(text, secrets) {
  return clean(text, secretForms(secrets));
}
function sanitizeJson(value, secrets) {
  const forms = secretForms(secrets);
  return mapStrings(value, (text) => clean(text, forms));
}
function logLine(text, secrets) {
  return foldWhiteSpace(sanitize(text, secrets));
}
function safeLine(text, secrets) {
  return foldWhiteSpace(breakMentions(sanitize(text, secrets)));
}
function safeNote(text, secrets) {
  return breakMentions(sanitize(text, secrets));
}
function safeText(text, secrets) {
  return escapeImages(
    escapeFences(
      breakMentions(sanitize(text, secrets).replace(CHARACTER_REFERENCE, "&amp;")).replace(/</g, "&lt;").replace(/--!?>/g, "--&gt;")
    )
  );
}
function escapeImages(text) {
  return text.replaceAll("![", "!\\[");
}
function escapeFences(text) {
  return text.replace(/^( {0,3})(`{3,}|~{3,})/gm, "$1\\$2");
}
function safeCode(text, secrets) {
  return sanitize(text, secrets).replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
}
var CHARACTER_REFERENCE = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;
function breakMentions(text) {
  return text.replace(/@(?=[A-Za-z0-9])/g, "@\u200B");
}
var CLOSING_KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
var CLOSING_SEPARATOR = String.raw`[\s:*_~\`"'()[\]<>\u200b-\u200d\u2060\ufeff]*`;
var ISSUE_REFERENCE = String.raw`(?:[\w./-]*#|gh-|(?:https?:\/\/|www\.)\S*?\/(?:issues|pull)\/)\d`;
var CLOSING_REFERENCE = new RegExp(`${CLOSING_KEYWORD}(?=${CLOSING_SEPARATOR}${ISSUE_REFERENCE})`, "gi");
function breakClosingKeywords(text) {
  return text.replace(CLOSING_REFERENCE, (keyword) => `${keyword.slice(0, 1)}\u200B${keyword.slice(1)}`);
}
function foldWhiteSpace(text) {
  return text.replace(/\s+/g, " ").trim();
}
var PLACEHOLDER = "\uFFFF";
function clean(text, forms) {
  const input = text.normalize("NFC").replaceAll(PLACEHOLDER, "");
  return breakClosingKeywords(redact(visible(redact(input, forms)), forms).replaceAll(PLACEHOLDER, REDACTED));
}
function visible(text) {
  return text.replace(/\r\n?/g, "\n").replace(TERMINAL_SEQUENCES, "").replace(CONTROLS, "").normalize("NFC");
}
function secretForms(secrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    const nfc = secret.normalize("NFC");
    for (const form of [nfc, visible(nfc)]) if (form.length >= MIN_SECRET_CHARS) forms.add(form);
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
function redact(text, forms) {
  let out = text;
  for (const form of forms) out = out.split(form).join(PLACEHOLDER);
  return out.replace(TOKEN_SHAPES, PLACEHOLDER);
}

// src/workspace/message.ts
var MAX_SUBJECT_CHARS = 72;
function formatCommitMessage(message, round, secrets = [], trailers = []) {
  const text = sanitize(message, secrets).trim().replace(/^---(?=\s|$)/gm, " ---");
  const body = withSubject(text, round);
  if (trailers.length === 0) return body;
  const block = trailers.map(({ key, value }) => `${key}: ${sanitize(value, secrets).replace(/\s+/g, " ").trim()}`);
  return `${body}

${block.join("\n")}`;
}
function withSubject(text, round) {
  if (text === "") return `Ralph round ${round}`;
  const firstLine = text.split("\n", 1)[0] ?? "";
  const chars = Array.from(firstLine);
  if (chars.length <= MAX_SUBJECT_CHARS) return text;
  let cut = chars.slice(0, MAX_SUBJECT_CHARS - 1).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= 40) cut = cut.slice(0, space);
  return `${cut.trimEnd()}\u2026

${text}`;
}

// src/workspace/prepare.ts
import { realpath } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { resolve as resolve4 } from "node:path";

// src/workspace/checkout.ts
var DEFAULT_IDENTITY = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com"
});
var REMOTE = "origin";
var PINNED_REMOTE = "ralph-bot-pinned";
var MAX_ARRIVED = 20;
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/workspace/git-dir-guard.ts
import { lstatSync as lstatSync2 } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join, relative } from "node:path";

// src/workspace/file-read.ts
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync } from "node:fs";
function readFileState(path4, { follow }) {
  let fd;
  try {
    fd = openSync(path4, constants.O_RDONLY | constants.O_NONBLOCK | (follow ? 0 : constants.O_NOFOLLOW));
  } catch (error) {
    return `unreadable: ${error.code ?? String(error)}`;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return "unreadable: EISDIR";
    if (!stats.isFile()) return "unreadable: not a regular file";
    return readFileSync(fd);
  } catch (error) {
    return `unreadable: ${error.code ?? String(error)}`;
  } finally {
    closeSync(fd);
  }
}
function readRegularFile(path4) {
  const state = readFileState(path4, { follow: false });
  return typeof state === "string" ? null : state;
}
function lstatOrNull(path4) {
  try {
    return lstatSync(path4);
  } catch {
    return null;
  }
}
function folderEntries(path4) {
  try {
    return lstatSync(path4).isDirectory() ? readdirSync(path4, { withFileTypes: true }) : null;
  } catch {
    return null;
  }
}

// src/workspace/git-dir-guard.ts
var GUARDED_GIT_FILES = [
  "config",
  "config.worktree",
  "commondir",
  "objects/info/alternates",
  "objects/info/http-alternates",
  "info/grafts"
];
function snapshotGitDir(gitDir, commonDir) {
  const paths = /* @__PURE__ */ new Set();
  for (const dir of /* @__PURE__ */ new Set([gitDir, commonDir])) for (const name of GUARDED_GIT_FILES) paths.add(join(dir, name));
  const dirs = [];
  for (const path4 of /* @__PURE__ */ new Set([gitDir, commonDir])) {
    const stats = lstatSync2(path4);
    dirs.push({ path: path4, dev: stats.dev, ino: stats.ino });
  }
  const files = [];
  for (const path4 of paths) {
    const stats = lstatOrNull(path4);
    if (stats === null) files.push({ path: path4, bytes: null, mode: 420 });
    else if (stats.isFile()) {
      const bytes = readRegularFile(path4);
      if (bytes === null) throw new Error(`could not read ${path4} to guard it`);
      files.push({ path: path4, bytes, mode: stats.mode & 511 });
    }
  }
  return { files, dirs };
}
async function restoreGitDir(snapshot) {
  for (const { path: path4, dev, ino } of snapshot.dirs) {
    const stats = lstatOrNull(path4);
    if (stats === null || !stats.isDirectory() || stats.dev !== dev || stats.ino !== ino) {
      throw new Error(`${path4} is no longer the git directory the run started with (the agent replaced it)`);
    }
  }
  const restored = [];
  for (const { path: path4, bytes, mode } of snapshot.files) {
    const stats = lstatOrNull(path4);
    if (stats === null && bytes === null) continue;
    const now = stats?.isFile() === true ? readRegularFile(path4) : null;
    if (bytes !== null && now !== null && now.equals(bytes)) continue;
    await rm(path4, { recursive: true, force: true });
    if (bytes === null) {
      restored.push({ path: path4, action: "removed", agentBytes: now, snapshotBytes: null });
      continue;
    }
    await mkdir(join(path4, ".."), { recursive: true });
    await writeFile(path4, bytes, { flag: "wx", mode });
    restored.push({ path: path4, action: "restored", agentBytes: now, snapshotBytes: bytes });
  }
  return restored;
}
function restoreNote(file, top, keys) {
  const shown = relative(top, file.path);
  const which2 = keys === null ? "" : keys.length > 0 ? ` (${keys.join(", ")})` : "";
  return file.action === "removed" ? `removed ${shown}: the agent added it` : `restored ${shown}: the agent changed it${which2}`;
}
async function pinGlobalConfig(folder, env = process.env) {
  const named = env.GIT_CONFIG_GLOBAL;
  if (named === "/dev/null") return named;
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  const xdg = env.XDG_CONFIG_HOME !== void 0 && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, ".config");
  const sources = named !== void 0 && named !== "" ? [named] : [join(xdg, "git", "config"), join(home, ".gitconfig")];
  const parts = [];
  for (const source of sources) {
    const bytes = await readFile(source).catch(() => null);
    if (bytes !== null) parts.push(bytes, Buffer.from("\n"));
  }
  const file = join(folder, "global.gitconfig");
  await writeFile(file, Buffer.concat(parts), { flag: "wx", mode: 384 });
  return file;
}

// src/workspace/git-program.ts
import { accessSync, constants as constants2, realpathSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute as isAbsolute2, join as join2, resolve, sep } from "node:path";
function agentWritableFolders(env, extra = []) {
  const named = ["HOME", "GITHUB_WORKSPACE", "RUNNER_WORKSPACE", "RUNNER_TEMP", "RUNNER_TOOL_CACHE", "TMPDIR", "TMP", "TEMP"].map(
    (name) => env[name]
  );
  const folders = [...extra, ...named, tmpdir(), "/tmp", "/var/tmp", "/dev/shm"].filter((folder) => folder !== void 0 && isAbsolute2(folder)).map((folder) => resolve(folder)).filter((folder) => dirname(folder) !== folder);
  return [...new Set(folders)];
}
function resolveGitProgram(searchPath, untrusted) {
  const roots = untrusted.map(canonical);
  const checkWritable = process.getuid?.() !== 0;
  const trusted = (dir) => !roots.some((root) => isInside(dir, root)) && !(checkWritable && writableUpwards(dir));
  const kept = [];
  const skipped = [];
  for (const entry of searchPath.split(delimiter)) {
    if (entry === "") continue;
    const dir = isAbsolute2(entry) ? canonicalOrNull(entry) : null;
    if (dir === null) continue;
    if (trusted(dir)) kept.push(entry);
    else skipped.push(entry);
  }
  for (const entry of kept) {
    const file = join2(entry, "git");
    if (!isExecutableFile(file)) continue;
    if (trusted(dirname(canonical(file)))) return { file, path: kept.join(delimiter) };
  }
  throw new Error(
    `git was not found in a folder the agent cannot write (PATH entries searched: ${kept.join(delimiter) || "none"}; skipped as writable by the agent: ${skipped.join(delimiter) || "none"}); install git in a system folder such as /usr/bin`
  );
}
function canonical(path4) {
  return canonicalOrNull(path4) ?? resolve(path4);
}
function canonicalOrNull(path4) {
  try {
    return realpathSync(path4);
  } catch {
    return null;
  }
}
function isInside(path4, root) {
  return path4 === root || path4.startsWith(root.endsWith(sep) ? root : root + sep);
}
function writableUpwards(dir) {
  for (let current = dir; ; current = dirname(current)) {
    try {
      accessSync(current, constants2.W_OK);
      return true;
    } catch {
    }
    if (dirname(current) === current) return false;
  }
}
function isExecutableFile(file) {
  try {
    accessSync(file, constants2.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

// src/workspace/git-error.ts
var GitError = class extends Error {
  name = "GitError";
  command;
  exitCode;
  stderrTail;
  reason;
  constructor(message, details) {
    super(message);
    this.command = details.command;
    this.exitCode = details.exitCode;
    this.stderrTail = details.stderrTail;
    this.reason = details.reason ?? "failed";
  }
};
var STDERR_TAIL_CHARS = 2e3;
function redact2(text, secrets) {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*):[^@\s/]*@/gi, "$1:***@");
}
function describe(args) {
  return ["git", ...args].map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a)).join(" ");
}
function lastLines(text, count) {
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("hint:")).slice(-count).join(" / ");
}
function commandError(args, result, redactText, { explanation, reason } = {}) {
  const command = redactText(describe(args));
  const stderrTail = redactText(result.stderr.trim().slice(-STDERR_TAIL_CHARS));
  const last = lastLines(stderrTail, 3);
  const base = `${command} exited with code ${result.exitCode}${last !== "" ? `: ${last}` : ""}`;
  return new GitError(explanation !== void 0 ? `${explanation} (${base})` : base, {
    command,
    exitCode: result.exitCode,
    stderrTail,
    ...reason !== void 0 ? { reason } : {}
  });
}
var PUSH_FAILURE_CHARS = 1500;
function describePushFailure(result, redact3) {
  const remote = result.stderr.split("\n").filter((line) => line.startsWith("remote:")).map((line) => line.slice("remote:".length).trim()).filter((line) => line !== "");
  const rejected = result.stdout.split("\n").filter((line) => line.startsWith("!	")).map((line) => line.split("	")[2]?.trim() ?? "").filter((summary) => summary !== "");
  const own = rejected.length > 0 ? "" : lastLines(result.stderr.replace(/^remote:.*$/gm, ""), 2);
  const lines = [...remote, ...rejected, ...own !== "" ? [own] : []];
  const text = lines.length > 0 ? redact3(lines.join(" / ")) : lastLines(redact3(result.stderr), 3);
  return text.length > PUSH_FAILURE_CHARS ? `${text.slice(0, PUSH_FAILURE_CHARS - 1)}\u2026` : text;
}
function isRejectedAsNonFastForward(result) {
  const text = `${result.stdout}
${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text);
}

// src/workspace/private-folders.ts
import { rmSync } from "node:fs";
import { mkdir as mkdir2, mkdtemp } from "node:fs/promises";
import { join as join3 } from "node:path";

// node_modules/signal-exit/dist/mjs/signals.js
var signals = [];
signals.push("SIGHUP", "SIGINT", "SIGTERM");
if (process.platform !== "win32") {
  signals.push(
    "SIGALRM",
    "SIGABRT",
    "SIGVTALRM",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGUSR2",
    "SIGTRAP",
    "SIGSYS",
    "SIGQUIT",
    "SIGIOT"
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  );
}
if (process.platform === "linux") {
  signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
}

// node_modules/signal-exit/dist/mjs/index.js
var processOk = (process3) => !!process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
var global = globalThis;
var ObjectDefineProperty = Object.defineProperty.bind(Object);
var Emitter = class {
  emitted = {
    afterExit: false,
    exit: false
  };
  listeners = {
    afterExit: [],
    exit: []
  };
  count = 0;
  id = Math.random();
  constructor() {
    if (global[kExitEmitter]) {
      return global[kExitEmitter];
    }
    ObjectDefineProperty(global, kExitEmitter, {
      value: this,
      writable: false,
      enumerable: false,
      configurable: false
    });
  }
  on(ev, fn) {
    this.listeners[ev].push(fn);
  }
  removeListener(ev, fn) {
    const list = this.listeners[ev];
    const i = list.indexOf(fn);
    if (i === -1) {
      return;
    }
    if (i === 0 && list.length === 1) {
      list.length = 0;
    } else {
      list.splice(i, 1);
    }
  }
  emit(ev, code, signal) {
    if (this.emitted[ev]) {
      return false;
    }
    this.emitted[ev] = true;
    let ret = false;
    for (const fn of this.listeners[ev]) {
      ret = fn(code, signal) === true || ret;
    }
    if (ev === "exit") {
      ret = this.emit("afterExit", code, signal) || ret;
    }
    return ret;
  }
};
var SignalExitBase = class {
};
var signalExitWrap = (handler) => {
  return {
    onExit(cb, opts) {
      return handler.onExit(cb, opts);
    },
    load() {
      return handler.load();
    },
    unload() {
      return handler.unload();
    }
  };
};
var SignalExitFallback = class extends SignalExitBase {
  onExit() {
    return () => {
    };
  }
  load() {
  }
  unload() {
  }
};
var SignalExit = class extends SignalExitBase {
  // "SIGHUP" throws an `ENOSYS` error on Windows,
  // so use a supported signal instead
  /* c8 ignore start */
  #hupSig = process2.platform === "win32" ? "SIGINT" : "SIGHUP";
  /* c8 ignore stop */
  #emitter = new Emitter();
  #process;
  #originalProcessEmit;
  #originalProcessReallyExit;
  #sigListeners = {};
  #loaded = false;
  constructor(process3) {
    super();
    this.#process = process3;
    this.#sigListeners = {};
    for (const sig of signals) {
      this.#sigListeners[sig] = () => {
        const listeners = this.#process.listeners(sig);
        let { count } = this.#emitter;
        const p = process3;
        if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
          count += p.__signal_exit_emitter__.count;
        }
        if (listeners.length === count) {
          this.unload();
          const ret = this.#emitter.emit("exit", null, sig);
          const s = sig === "SIGHUP" ? this.#hupSig : sig;
          if (!ret)
            process3.kill(process3.pid, s);
        }
      };
    }
    this.#originalProcessReallyExit = process3.reallyExit;
    this.#originalProcessEmit = process3.emit;
  }
  onExit(cb, opts) {
    if (!processOk(this.#process)) {
      return () => {
      };
    }
    if (this.#loaded === false) {
      this.load();
    }
    const ev = opts?.alwaysLast ? "afterExit" : "exit";
    this.#emitter.on(ev, cb);
    return () => {
      this.#emitter.removeListener(ev, cb);
      if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
        this.unload();
      }
    };
  }
  load() {
    if (this.#loaded) {
      return;
    }
    this.#loaded = true;
    this.#emitter.count += 1;
    for (const sig of signals) {
      try {
        const fn = this.#sigListeners[sig];
        if (fn)
          this.#process.on(sig, fn);
      } catch (_) {
      }
    }
    this.#process.emit = (ev, ...a) => {
      return this.#processEmit(ev, ...a);
    };
    this.#process.reallyExit = (code) => {
      return this.#processReallyExit(code);
    };
  }
  unload() {
    if (!this.#loaded) {
      return;
    }
    this.#loaded = false;
    signals.forEach((sig) => {
      const listener = this.#sigListeners[sig];
      if (!listener) {
        throw new Error("Listener not defined for signal: " + sig);
      }
      try {
        this.#process.removeListener(sig, listener);
      } catch (_) {
      }
    });
    this.#process.emit = this.#originalProcessEmit;
    this.#process.reallyExit = this.#originalProcessReallyExit;
    this.#emitter.count -= 1;
  }
  #processReallyExit(code) {
    if (!processOk(this.#process)) {
      return 0;
    }
    this.#process.exitCode = code || 0;
    this.#emitter.emit("exit", this.#process.exitCode, null);
    return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
  }
  #processEmit(ev, ...args) {
    const og = this.#originalProcessEmit;
    if (ev === "exit" && processOk(this.#process)) {
      if (typeof args[0] === "number") {
        this.#process.exitCode = args[0];
      }
      const ret = og.call(this.#process, ev, ...args);
      this.#emitter.emit("exit", this.#process.exitCode, null);
      return ret;
    } else {
      return og.call(this.#process, ev, ...args);
    }
  }
};
var process2 = globalThis.process;
var {
  /**
   * Called when the process is exiting, whether via signal, explicit
   * exit, or running out of stuff to do.
   *
   * If the global process object is not suitable for instrumentation,
   * then this will be a no-op.
   *
   * Returns a function that may be used to unload signal-exit.
   */
  onExit,
  /**
   * Load the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  load,
  /**
   * Unload the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  unload
} = signalExitWrap(processOk(process2) ? new SignalExit(process2) : new SignalExitFallback());

// src/workspace/private-folders.ts
var made = /* @__PURE__ */ new Set();
async function privateFolder(parent) {
  await mkdir2(parent, { recursive: true });
  const folder = await mkdtemp(join3(parent, "ralph-git-"));
  made.add(folder);
  return folder;
}
function removePrivateFolders() {
  for (const folder of made) {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
    }
    made.delete(folder);
  }
}
function removePrivateFoldersOnExit() {
  onExit(() => removePrivateFolders());
}

// src/workspace/git-refs.ts
import { join as join4 } from "node:path";
var OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})\n$/;
function regularFile(path4) {
  return readRegularFile(path4)?.toString("latin1") ?? null;
}
function isPlainBranchName(name) {
  return name !== "HEAD" && !name.includes("..") && name.split("/").every((part) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(part) && !part.endsWith(".") && !part.endsWith(".lock"));
}
var HEAD_BRANCH = /^ref: refs\/heads\/([^\n]+)\n$/;
function readHeadBranch(gitDir) {
  const text = regularFile(join4(gitDir, "HEAD"));
  if (text === null) return null;
  if (OBJECT_ID.test(text)) return { branch: null };
  const branch = HEAD_BRANCH.exec(text)?.[1];
  return branch !== void 0 && isPlainBranchName(branch) ? { branch } : null;
}
function readLooseRef(gitDir, commonDir, name) {
  const text = regularFile(name === "HEAD" ? join4(gitDir, "HEAD") : join4(commonDir, name));
  if (text === null) return null;
  const id = OBJECT_ID.exec(text)?.[1];
  if (id !== void 0) return id;
  const target = /^ref: (refs\/heads\/[^\n]+)\n$/.exec(text)?.[1];
  if (name !== "HEAD" || target === void 0 || target.split("/").some((part) => part === "" || part === "." || part === ".."))
    return null;
  return readLooseRef(gitDir, commonDir, target);
}
var PACKED_REF = /^([0-9a-f]{40}|[0-9a-f]{64}) (refs\/\S+)$/;
function isBranchRefPath(name) {
  return /^refs\/(heads|remotes)\//.test(name) && !name.split("/").some((part) => part === "" || part === "." || part === "..");
}
function readBranchRef(commonDir, name) {
  if (!isBranchRefPath(name)) return null;
  if (lstatOrNull(join4(commonDir, name)) !== null) return readLooseRef(commonDir, commonDir, name);
  return packedBranchRefs(commonDir)?.get(name) ?? null;
}
function lacksBranchRef(commonDir, name) {
  if (!isBranchRefPath(name)) return false;
  if (lstatOrNull(join4(commonDir, name)) !== null) return false;
  const packed = packedBranchRefs(commonDir);
  return packed !== null && !packed.has(name);
}
function packedBranchRefs(commonDir) {
  if (lstatOrNull(join4(commonDir, "reftable")) !== null) return null;
  const ids = /* @__PURE__ */ new Map();
  if (lstatOrNull(join4(commonDir, "packed-refs")) === null) return ids;
  const packed = regularFile(join4(commonDir, "packed-refs"));
  if (packed === null) return null;
  for (const line of packed.split("\n")) {
    const match = PACKED_REF.exec(line);
    if (match?.[1] !== void 0 && match[2] !== void 0 && /^refs\/(heads|remotes)\//.test(match[2])) ids.set(match[2], match[1]);
  }
  return ids;
}
function readBranchTips(commonDir) {
  const ids = packedBranchRefs(commonDir);
  if (ids === null) return null;
  const symbolic = /* @__PURE__ */ new Map();
  const walk = (ref) => {
    const entries = folderEntries(join4(commonDir, ref));
    if (entries === null) return false;
    for (const entry of entries) {
      const name = `${ref}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!walk(name)) return false;
        continue;
      }
      const text = entry.isFile() && !entry.name.endsWith(".lock") ? regularFile(join4(commonDir, name)) : null;
      const id = text === null ? void 0 : OBJECT_ID.exec(text)?.[1];
      const target = text === null ? void 0 : /^ref: (refs\/(?:heads|remotes)\/[^\n]+)\n$/.exec(text)?.[1];
      if (id !== void 0) ids.set(name, id);
      else if (target !== void 0) symbolic.set(name, target);
      else return false;
    }
    return true;
  };
  for (const top of ["refs/heads", "refs/remotes"]) {
    const stats = lstatOrNull(join4(commonDir, top));
    if (stats !== null && !(stats.isDirectory() && walk(top))) return null;
  }
  for (const [name, target] of symbolic) {
    const id = ids.get(target);
    if (id === void 0) return null;
    ids.set(name, id);
  }
  return [...new Set(ids.values())];
}

// node_modules/@actions/exec/lib/exec.js
import { StringDecoder } from "string_decoder";

// node_modules/@actions/exec/lib/toolrunner.js
import * as os from "os";
import * as events from "events";
import * as child from "child_process";
import * as path3 from "path";

// node_modules/@actions/io/lib/io.js
import * as path2 from "path";

// node_modules/@actions/io/lib/io-util.js
import * as fs from "fs";
import * as path from "path";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { chmod, copyFile, lstat, mkdir: mkdir3, open, readdir, rename, rm: rm2, rmdir, stat, symlink, unlink } = fs.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs.constants.O_RDONLY;
function exists(fsPath) {
  return __awaiter(this, void 0, void 0, function* () {
    try {
      yield stat(fsPath);
    } catch (err) {
      if (err.code === "ENOENT") {
        return false;
      }
      throw err;
    }
    return true;
  });
}
function isRooted(p) {
  p = normalizeSeparators(p);
  if (!p) {
    throw new Error('isRooted() parameter "p" cannot be empty');
  }
  if (IS_WINDOWS) {
    return p.startsWith("\\") || /^[A-Z]:/i.test(p);
  }
  return p.startsWith("/");
}
function tryGetExecutablePath(filePath, extensions) {
  return __awaiter(this, void 0, void 0, function* () {
    let stats = void 0;
    try {
      stats = yield stat(filePath);
    } catch (err) {
      if (err.code !== "ENOENT") {
        console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
      }
    }
    if (stats && stats.isFile()) {
      if (IS_WINDOWS) {
        const upperExt = path.extname(filePath).toUpperCase();
        if (extensions.some((validExt) => validExt.toUpperCase() === upperExt)) {
          return filePath;
        }
      } else {
        if (isUnixExecutable(stats)) {
          return filePath;
        }
      }
    }
    const originalFilePath = filePath;
    for (const extension of extensions) {
      filePath = originalFilePath + extension;
      stats = void 0;
      try {
        stats = yield stat(filePath);
      } catch (err) {
        if (err.code !== "ENOENT") {
          console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
        }
      }
      if (stats && stats.isFile()) {
        if (IS_WINDOWS) {
          try {
            const directory = path.dirname(filePath);
            const upperName = path.basename(filePath).toUpperCase();
            for (const actualName of yield readdir(directory)) {
              if (upperName === actualName.toUpperCase()) {
                filePath = path.join(directory, actualName);
                break;
              }
            }
          } catch (err) {
            console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
          }
          return filePath;
        } else {
          if (isUnixExecutable(stats)) {
            return filePath;
          }
        }
      }
    }
    return "";
  });
}
function normalizeSeparators(p) {
  p = p || "";
  if (IS_WINDOWS) {
    p = p.replace(/\//g, "\\");
    return p.replace(/\\\\+/g, "\\");
  }
  return p.replace(/\/\/+/g, "/");
}
function isUnixExecutable(stats) {
  return (stats.mode & 1) > 0 || (stats.mode & 8) > 0 && process.getgid !== void 0 && stats.gid === process.getgid() || (stats.mode & 64) > 0 && process.getuid !== void 0 && stats.uid === process.getuid();
}

// node_modules/@actions/io/lib/io.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function which(tool, check) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    if (check) {
      const result = yield which(tool, false);
      if (!result) {
        if (IS_WINDOWS) {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
        } else {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
        }
      }
      return result;
    }
    const matches = yield findInPath(tool);
    if (matches && matches.length > 0) {
      return matches[0];
    }
    return "";
  });
}
function findInPath(tool) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    const extensions = [];
    if (IS_WINDOWS && process.env["PATHEXT"]) {
      for (const extension of process.env["PATHEXT"].split(path2.delimiter)) {
        if (extension) {
          extensions.push(extension);
        }
      }
    }
    if (isRooted(tool)) {
      const filePath = yield tryGetExecutablePath(tool, extensions);
      if (filePath) {
        return [filePath];
      }
      return [];
    }
    if (tool.includes(path2.sep)) {
      return [];
    }
    const directories = [];
    if (process.env.PATH) {
      for (const p of process.env.PATH.split(path2.delimiter)) {
        if (p) {
          directories.push(p);
        }
      }
    }
    const matches = [];
    for (const directory of directories) {
      const filePath = yield tryGetExecutablePath(path2.join(directory, tool), extensions);
      if (filePath) {
        matches.push(filePath);
      }
    }
    return matches;
  });
}

// node_modules/@actions/exec/lib/toolrunner.js
import { setTimeout } from "timers";
var __awaiter3 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var IS_WINDOWS2 = process.platform === "win32";
var ToolRunner = class extends events.EventEmitter {
  constructor(toolPath, args, options) {
    super();
    if (!toolPath) {
      throw new Error("Parameter 'toolPath' cannot be null or empty.");
    }
    this.toolPath = toolPath;
    this.args = args || [];
    this.options = options || {};
  }
  _debug(message) {
    if (this.options.listeners && this.options.listeners.debug) {
      this.options.listeners.debug(message);
    }
  }
  _getCommandString(options, noPrefix) {
    const toolPath = this._getSpawnFileName();
    const args = this._getSpawnArgs(options);
    let cmd = noPrefix ? "" : "[command]";
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        cmd += toolPath;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else if (options.windowsVerbatimArguments) {
        cmd += `"${toolPath}"`;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else {
        cmd += this._windowsQuoteCmdArg(toolPath);
        for (const a of args) {
          cmd += ` ${this._windowsQuoteCmdArg(a)}`;
        }
      }
    } else {
      cmd += toolPath;
      for (const a of args) {
        cmd += ` ${a}`;
      }
    }
    return cmd;
  }
  _processLineBuffer(data, strBuffer, onLine) {
    try {
      let s = strBuffer + data.toString();
      let n = s.indexOf(os.EOL);
      while (n > -1) {
        const line = s.substring(0, n);
        onLine(line);
        s = s.substring(n + os.EOL.length);
        n = s.indexOf(os.EOL);
      }
      return s;
    } catch (err) {
      this._debug(`error processing line. Failed with error ${err}`);
      return "";
    }
  }
  _getSpawnFileName() {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        return process.env["COMSPEC"] || "cmd.exe";
      }
    }
    return this.toolPath;
  }
  _getSpawnArgs(options) {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
        for (const a of this.args) {
          argline += " ";
          argline += options.windowsVerbatimArguments ? a : this._windowsQuoteCmdArg(a);
        }
        argline += '"';
        return [argline];
      }
    }
    return this.args;
  }
  _endsWith(str, end) {
    return str.endsWith(end);
  }
  _isCmdFile() {
    const upperToolPath = this.toolPath.toUpperCase();
    return this._endsWith(upperToolPath, ".CMD") || this._endsWith(upperToolPath, ".BAT");
  }
  _windowsQuoteCmdArg(arg) {
    if (!this._isCmdFile()) {
      return this._uvQuoteCmdArg(arg);
    }
    if (!arg) {
      return '""';
    }
    const cmdSpecialChars = [
      " ",
      "	",
      "&",
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      "^",
      "=",
      ";",
      "!",
      "'",
      "+",
      ",",
      "`",
      "~",
      "|",
      "<",
      ">",
      '"'
    ];
    let needsQuotes = false;
    for (const char of arg) {
      if (cmdSpecialChars.some((x) => x === char)) {
        needsQuotes = true;
        break;
      }
    }
    if (!needsQuotes) {
      return arg;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += '"';
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _uvQuoteCmdArg(arg) {
    if (!arg) {
      return '""';
    }
    if (!arg.includes(" ") && !arg.includes("	") && !arg.includes('"')) {
      return arg;
    }
    if (!arg.includes('"') && !arg.includes("\\")) {
      return `"${arg}"`;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += "\\";
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _cloneExecOptions(options) {
    options = options || {};
    const result = {
      cwd: options.cwd || process.cwd(),
      env: options.env || process.env,
      silent: options.silent || false,
      windowsVerbatimArguments: options.windowsVerbatimArguments || false,
      failOnStdErr: options.failOnStdErr || false,
      ignoreReturnCode: options.ignoreReturnCode || false,
      delay: options.delay || 1e4
    };
    result.outStream = options.outStream || process.stdout;
    result.errStream = options.errStream || process.stderr;
    return result;
  }
  _getSpawnOptions(options, toolPath) {
    options = options || {};
    const result = {};
    result.cwd = options.cwd;
    result.env = options.env;
    result["windowsVerbatimArguments"] = options.windowsVerbatimArguments || this._isCmdFile();
    if (options.windowsVerbatimArguments) {
      result.argv0 = `"${toolPath}"`;
    }
    return result;
  }
  /**
   * Exec a tool.
   * Output will be streamed to the live console.
   * Returns promise with return code
   *
   * @param     tool     path to tool to exec
   * @param     options  optional exec options.  See ExecOptions
   * @returns   number
   */
  exec() {
    return __awaiter3(this, void 0, void 0, function* () {
      if (!isRooted(this.toolPath) && (this.toolPath.includes("/") || IS_WINDOWS2 && this.toolPath.includes("\\"))) {
        this.toolPath = path3.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
      }
      this.toolPath = yield which(this.toolPath, true);
      return new Promise((resolve5, reject) => __awaiter3(this, void 0, void 0, function* () {
        this._debug(`exec tool: ${this.toolPath}`);
        this._debug("arguments:");
        for (const arg of this.args) {
          this._debug(`   ${arg}`);
        }
        const optionsNonNull = this._cloneExecOptions(this.options);
        if (!optionsNonNull.silent && optionsNonNull.outStream) {
          optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + os.EOL);
        }
        const state = new ExecState(optionsNonNull, this.toolPath);
        state.on("debug", (message) => {
          this._debug(message);
        });
        if (this.options.cwd && !(yield exists(this.options.cwd))) {
          return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
        }
        const fileName = this._getSpawnFileName();
        const cp = child.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
        let stdbuffer = "";
        if (cp.stdout) {
          cp.stdout.on("data", (data) => {
            if (this.options.listeners && this.options.listeners.stdout) {
              this.options.listeners.stdout(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.outStream) {
              optionsNonNull.outStream.write(data);
            }
            stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.stdline) {
                this.options.listeners.stdline(line);
              }
            });
          });
        }
        let errbuffer = "";
        if (cp.stderr) {
          cp.stderr.on("data", (data) => {
            state.processStderr = true;
            if (this.options.listeners && this.options.listeners.stderr) {
              this.options.listeners.stderr(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.errStream && optionsNonNull.outStream) {
              const s = optionsNonNull.failOnStdErr ? optionsNonNull.errStream : optionsNonNull.outStream;
              s.write(data);
            }
            errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.errline) {
                this.options.listeners.errline(line);
              }
            });
          });
        }
        cp.on("error", (err) => {
          state.processError = err.message;
          state.processExited = true;
          state.processClosed = true;
          state.CheckComplete();
        });
        cp.on("exit", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        cp.on("close", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          state.processClosed = true;
          this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        state.on("done", (error, exitCode) => {
          if (stdbuffer.length > 0) {
            this.emit("stdline", stdbuffer);
          }
          if (errbuffer.length > 0) {
            this.emit("errline", errbuffer);
          }
          cp.removeAllListeners();
          if (error) {
            reject(error);
          } else {
            resolve5(exitCode);
          }
        });
        if (this.options.input) {
          if (!cp.stdin) {
            throw new Error("child process missing stdin");
          }
          cp.stdin.end(this.options.input);
        }
      }));
    });
  }
};
function argStringToArray(argString) {
  const args = [];
  let inQuotes = false;
  let escaped = false;
  let arg = "";
  function append(c) {
    if (escaped && c !== '"') {
      arg += "\\";
    }
    arg += c;
    escaped = false;
  }
  for (let i = 0; i < argString.length; i++) {
    const c = argString.charAt(i);
    if (c === '"') {
      if (!escaped) {
        inQuotes = !inQuotes;
      } else {
        append(c);
      }
      continue;
    }
    if (c === "\\" && escaped) {
      append(c);
      continue;
    }
    if (c === "\\" && inQuotes) {
      escaped = true;
      continue;
    }
    if (c === " " && !inQuotes) {
      if (arg.length > 0) {
        args.push(arg);
        arg = "";
      }
      continue;
    }
    append(c);
  }
  if (arg.length > 0) {
    args.push(arg.trim());
  }
  return args;
}
var ExecState = class _ExecState extends events.EventEmitter {
  constructor(options, toolPath) {
    super();
    this.processClosed = false;
    this.processError = "";
    this.processExitCode = 0;
    this.processExited = false;
    this.processStderr = false;
    this.delay = 1e4;
    this.done = false;
    this.timeout = null;
    if (!toolPath) {
      throw new Error("toolPath must not be empty");
    }
    this.options = options;
    this.toolPath = toolPath;
    if (options.delay) {
      this.delay = options.delay;
    }
  }
  CheckComplete() {
    if (this.done) {
      return;
    }
    if (this.processClosed) {
      this._setResult();
    } else if (this.processExited) {
      this.timeout = setTimeout(_ExecState.HandleTimeout, this.delay, this);
    }
  }
  _debug(message) {
    this.emit("debug", message);
  }
  _setResult() {
    let error;
    if (this.processExited) {
      if (this.processError) {
        error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
      } else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
        error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
      } else if (this.processStderr && this.options.failOnStdErr) {
        error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
      }
    }
    if (this.timeout) {
      clearTimeout(this.timeout);
      this.timeout = null;
    }
    this.done = true;
    this.emit("done", error, this.processExitCode);
  }
  static HandleTimeout(state) {
    if (state.done) {
      return;
    }
    if (!state.processClosed && state.processExited) {
      const message = `The STDIO streams did not close within ${state.delay / 1e3} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
      state._debug(message);
    }
    state._setResult();
  }
};

// node_modules/@actions/exec/lib/exec.js
var __awaiter4 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function exec(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    const commandArgs = argStringToArray(commandLine);
    if (commandArgs.length === 0) {
      throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
    }
    const toolPath = commandArgs[0];
    args = commandArgs.slice(1).concat(args || []);
    const runner = new ToolRunner(toolPath, args, options);
    return runner.exec();
  });
}
function getExecOutput(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    var _a, _b;
    let stdout = "";
    let stderr = "";
    const stdoutDecoder = new StringDecoder("utf8");
    const stderrDecoder = new StringDecoder("utf8");
    const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
    const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
    const stdErrListener = (data) => {
      stderr += stderrDecoder.write(data);
      if (originalStdErrListener) {
        originalStdErrListener(data);
      }
    };
    const stdOutListener = (data) => {
      stdout += stdoutDecoder.write(data);
      if (originalStdoutListener) {
        originalStdoutListener(data);
      }
    };
    const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
    const exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
    stdout += stdoutDecoder.end();
    stderr += stderrDecoder.end();
    return {
      exitCode,
      stdout,
      stderr
    };
  });
}

// src/workspace/git-retry.ts
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_RETRY_PATIENCE_MS = 10 * 6e4;
var MAX_RETRY_WAIT_MS = 3e4;
async function retryTransient(args, retry, attempt) {
  let result;
  let giveUpAt = null;
  for (let tries = 0; ; tries++) {
    result = await attempt();
    if (result.exitCode === 0) break;
    const trouble = transientTransportFailure(`${result.stdout}
${result.stderr}`);
    if (trouble === null) break;
    giveUpAt ??= Date.now() + (retry.patience?.() ?? DEFAULT_RETRY_PATIENCE_MS);
    const waitMs = Math.min((retry.baseMs ?? 1e3) * 2 ** tries, MAX_RETRY_WAIT_MS, giveUpAt - Date.now());
    const what = `git ${args[0] ?? ""} failed (${trouble})`;
    if (waitMs <= 0) {
      retry.log?.(`${what}; giving up: the run cannot wait longer`);
      break;
    }
    if (retry.signal?.aborted !== true) retry.log?.(`${what}; retrying in ${inWords(waitMs)}`);
    if (!await waited(waitMs, retry.signal)) {
      retry.log?.(`${what}; not retried: the run is being cancelled`);
      break;
    }
  }
  return result;
}
var TRANSIENT_CURL_ERRORS = /* @__PURE__ */ new Set([7, 18, 28, 52, 55, 56, 92]);
var TRANSIENT_CONNECTION = /Connection reset by peer|Connection refused|Connection timed out|Operation timed out|Empty reply from server|transfer closed with outstanding read data remaining|HTTP\/2 stream \d+ was not closed cleanly|TLS connection was non-properly terminated|SSL_ERROR_SYSCALL/i;
function transientTransportFailure(output) {
  if (/\[(remote )?rejected\]/.test(output)) return null;
  const status = /returned error: (\d{3})|RPC failed; HTTP (\d{3})/.exec(output);
  if (status !== null) {
    const code = Number(status[1] ?? status[2]);
    return code >= 500 && code !== 501 ? `the git host answered HTTP ${code}` : null;
  }
  const connection = TRANSIENT_CONNECTION.exec(output)?.[0];
  if (connection !== void 0) return connection;
  const curl = /RPC failed; curl (\d+)/.exec(output);
  return curl !== null && TRANSIENT_CURL_ERRORS.has(Number(curl[1])) ? `curl error ${curl[1]}` : null;
}
async function waited(ms, signal) {
  if (signal?.aborted === true) return false;
  try {
    await sleep(ms, void 0, signal !== void 0 ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}
function inWords(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e5) return `${Math.round(ms / 1e3)} s`;
  return `${Math.round(ms / 6e4)} min`;
}

// src/workspace/git-command.ts
var NO_HOOKS_PATH = process.platform === "win32" ? "NUL" : "/dev/null";
function basicAuthHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}
function configUrlKey(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password === "") return url;
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}
function isHttpUrl(url) {
  return /^https?:\/\//i.test(url);
}
var GitCommand = class {
  dir;
  #program;
  #token;
  #secrets;
  #env;
  #beforeNetwork;
  #workTree;
  #gitDir;
  #commonDir;
  #globalConfig;
  #retry;
  constructor(dir, options) {
    this.dir = dir;
    this.#retry = options.retry ?? {};
    this.#workTree = options.workTree;
    this.#gitDir = options.gitDir;
    this.#commonDir = options.commonDir;
    this.#globalConfig = options.globalConfig;
    this.#program = options.program;
    this.#env = options.env ?? {};
    this.#beforeNetwork = options.beforeNetwork;
    this.#token = options.token !== void 0 && options.token !== null && options.token !== "" ? options.token : null;
    this.#secrets = this.#token === null ? [] : [this.#token, basicAuthHeader(this.#token).slice("AUTHORIZATION: basic ".length)];
  }
  get hasToken() {
    return this.#token !== null;
  }
  get repositoryDirs() {
    return this.#gitDir !== void 0 && this.#commonDir !== void 0 ? { gitDir: this.#gitDir, commonDir: this.#commonDir } : null;
  }
  get environment() {
    return this.#environment({});
  }
  redact(text) {
    return redact2(text, this.#secrets);
  }
  /** Throws {@link GitError} on a non-zero exit unless `allowFailure`. */
  async run(args, options = {}) {
    const argv = [
      "-c",
      "core.quotepath=off",
      "-c",
      `core.hooksPath=${NO_HOOKS_PATH}`,
      "-c",
      "core.fsmonitor=false",
      "-c",
      "core.alternateRefsCommand=",
      // A submodule's configuration is the agent's to write and is not restored.
      "-c",
      "diff.ignoreSubmodules=all"
    ];
    if (this.#workTree !== void 0) argv.unshift(`--work-tree=${this.#workTree}`);
    if (this.#gitDir !== void 0) argv.unshift(`--git-dir=${this.#gitDir}`);
    if (options.networkUrl !== void 0) {
      argv.push("-c", "gc.auto=0", "-c", "maintenance.auto=false");
    }
    for (const [key, value] of options.config ?? []) argv.push("-c", `${key}=${value}`);
    argv.push(...args);
    const env = this.#environment(options);
    const once = async () => {
      if (options.networkUrl !== void 0) await this.#beforeNetwork?.(args);
      return this.#exec(args, argv, env, options);
    };
    const result = options.networkUrl === void 0 ? await once() : await retryTransient(args, this.#retry, once);
    if (result.exitCode !== 0 && options.allowFailure !== true) throw this.commandError(args, result);
    return result;
  }
  /** @throws GitError when git cannot be started. */
  async #exec(args, argv, env, options) {
    try {
      return await getExecOutput(this.#program.file, [...argv], {
        cwd: this.dir,
        env,
        silent: true,
        ignoreReturnCode: true,
        ...options.input !== void 0 ? { input: Buffer.from(options.input, "utf8") } : {},
        ...options.onStdout !== void 0 ? { listeners: { stdout: options.onStdout } } : {}
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new GitError(this.redact(`could not run ${describe(args)}: ${why}`), {
        command: this.redact(describe(args)),
        exitCode: null,
        stderrTail: ""
      });
    }
  }
  commandError(args, result, about = {}) {
    return commandError(args, result, (text) => this.redact(text), about);
  }
  #environment(options) {
    const env = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== void 0 && !isForbiddenAgentEnvName(name)) env[name] = value;
    env.PATH = this.#program.path;
    Object.assign(env, this.#env);
    env.GIT_TERMINAL_PROMPT = "0";
    env.GCM_INTERACTIVE = "never";
    env.LC_ALL = "C";
    if (this.#globalConfig !== void 0) env.GIT_CONFIG_GLOBAL = this.#globalConfig;
    Object.assign(env, options.env);
    const url = options.networkUrl;
    if (this.#token !== null && url !== void 0 && isHttpUrl(url)) {
      const key = `http.${configUrlKey(url)}.extraheader`;
      const start = Number.parseInt(env.GIT_CONFIG_COUNT ?? "0", 10);
      const base = Number.isInteger(start) && start > 0 ? start : 0;
      env[`GIT_CONFIG_KEY_${base}`] = key;
      env[`GIT_CONFIG_VALUE_${base}`] = "";
      env[`GIT_CONFIG_KEY_${base + 1}`] = key;
      env[`GIT_CONFIG_VALUE_${base + 1}`] = basicAuthHeader(this.#token);
      env[`GIT_CONFIG_KEY_${base + 2}`] = "credential.helper";
      env[`GIT_CONFIG_VALUE_${base + 2}`] = "";
      env.GIT_CONFIG_COUNT = String(base + 3);
    }
    return env;
  }
};

// src/workspace/git-config.ts
import { dirname as dirname4, isAbsolute as isAbsolute3, join as join7, resolve as resolve3 } from "node:path";
function parseConfigListing(listing) {
  const fields = listing.split("\0");
  const entries = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const [scope = "", origin = "", entry = ""] = fields.slice(i, i + 3);
    const newline = entry.indexOf("\n");
    entries.push(
      newline === -1 ? { key: entry, value: null, scope, origin } : { key: entry.slice(0, newline), value: entry.slice(newline + 1), scope, origin }
    );
  }
  return entries;
}
function configSources(entries, places) {
  const { cwd, gitDir, commonDir, env } = places;
  const home = env.HOME ?? "";
  const paths = /* @__PURE__ */ new Set();
  for (const dir of [gitDir, commonDir]) for (const name of ["config", "config.worktree", "HEAD"]) paths.add(join7(dir, name));
  const global2 = env.GIT_CONFIG_GLOBAL;
  if (global2 !== void 0 && global2 !== "") paths.add(resolve3(cwd, global2));
  else {
    if (home === "") return null;
    const xdg = env.XDG_CONFIG_HOME !== void 0 && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join7(home, ".config");
    paths.add(join7(xdg, "git", "config")).add(join7(home, ".gitconfig"));
  }
  const noSystem = /^(1|true|yes|on)$/i.test(env.GIT_CONFIG_NOSYSTEM ?? "");
  const system = env.GIT_CONFIG_SYSTEM;
  if (!noSystem && system !== void 0 && system !== "") paths.add(resolve3(cwd, system));
  else if (!noSystem && !entries.some((entry) => entry.scope === "system")) return null;
  for (const entry of entries) {
    if (entry.origin === "command line:") continue;
    if (!entry.origin.startsWith("file:")) return null;
    const file = resolve3(cwd, entry.origin.slice("file:".length));
    paths.add(file);
    if (entry.key !== "include.path" && !/^includeif\..*\.path$/.test(entry.key)) continue;
    const target = entry.value ?? "";
    if (target.startsWith("~/")) {
      if (home === "") return null;
      paths.add(join7(home, target.slice(2)));
    } else if (target.startsWith("~") || target.startsWith("%(")) return null;
    else if (target !== "") paths.add(isAbsolute3(target) ? target : resolve3(dirname4(file), target));
  }
  return [...paths];
}
function readStates(paths) {
  return new Map(paths.map((path4) => [path4, readFileState(path4, { follow: true })]));
}
function statesHold(states) {
  for (const [path4, before] of states) {
    const after = readFileState(path4, { follow: true });
    if (typeof before === "string" || typeof after === "string" ? before !== after : !before.equals(after)) return false;
  }
  return true;
}

// src/workspace/git.ts
var Git = class extends GitCommand {
  #configCache = null;
  async revParse(rev) {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw new GitError(`git could not find the commit "${rev}"`, {
        command: describe(["rev-parse", "--verify", rev]),
        exitCode: result.exitCode,
        stderrTail: this.redact(result.stderr.trim().slice(-STDERR_TAIL_CHARS)),
        reason: "missing-ref"
      });
    }
    return result.stdout.trim();
  }
  /** From the loose ref file when it names one of `known`, else from git. */
  async refAt(ref, known) {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
    return read !== null && known.includes(read) ? read : this.tryRevParse(ref);
  }
  /** For a ref the bot just wrote; null when git must be asked. */
  async #loose(ref) {
    const dirs = this.repositoryDirs;
    return dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
  }
  async tryRevParse(rev) {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }
  async treeOf(rev) {
    return (await this.run(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`])).stdout.trim();
  }
  /** null in detached HEAD. */
  async currentBranch() {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readHeadBranch(dirs.gitDir);
    if (read !== null) return read.branch;
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }
  async statusPorcelain() {
    const result = await this.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
    const entries = [];
    const fields = result.stdout.split("\0");
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] ?? "";
      if (field === "") continue;
      entries.push(field);
      if (field[0] === "R" || field[0] === "C") i++;
    }
    return entries;
  }
  /** After `insteadOf` rewriting. */
  async remoteUrl(remote) {
    const result = await this.run(["remote", "get-url", "--", remote], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw this.commandError(["remote", "get-url", remote], result, {
        explanation: `the repository has no "${remote}" remote`,
        reason: "missing-ref"
      });
    }
    return result.stdout.trim();
  }
  async lsRemoteHeads(url, branches) {
    const result = await this.run(["ls-remote", "--heads", "--", url, ...branches.map((b) => `refs/heads/${b}`)], { networkUrl: url });
    const heads = /* @__PURE__ */ new Map();
    for (const line of result.stdout.split("\n")) {
      const [sha, ref] = line.split("	");
      if (sha === void 0 || ref === void 0 || !ref.startsWith("refs/heads/")) continue;
      const name = ref.slice("refs/heads/".length);
      if (branches.includes(name)) heads.set(name, sha);
    }
    return heads;
  }
  async fetch(url, refspecs) {
    await this.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, ...refspecs], { networkUrl: url });
  }
  async checkout(args) {
    await this.run(["checkout", "--quiet", ...args]);
  }
  /** `excluded`: literal, relative to the top. */
  async addAll(excluded = []) {
    await this.run(["add", "--all", "--", ".", ...excluded.map((path4) => `:(top,exclude,literal)${path4}`)]);
  }
  async hasStagedChanges() {
    const result = await this.run(["diff", "--cached", "--quiet", "--no-ext-diff", "--ignore-submodules=none"], { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(["diff", "--cached", "--quiet"], result);
  }
  async treesDiffer(from, to) {
    const args = ["diff", "--quiet", "--no-ext-diff", "--no-textconv", from, to, "--"];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(args, result);
  }
  /** Commits the index verbatim, hooks and signing off: nothing may block or alter the round. */
  async commit(message, identity) {
    await this.run(
      [
        "-c",
        `user.name=${identity.name}`,
        "-c",
        `user.email=${identity.email}`,
        "-c",
        "maintenance.auto=false",
        "commit",
        "--quiet",
        "--no-verify",
        "--no-gpg-sign",
        // Called only with changes: git would not count a submodule's new commit alone.
        "--allow-empty",
        // The default cleanup would drop lines starting with '#'.
        "--cleanup=whitespace",
        "--file=-"
      ],
      // Inherited GIT_AUTHOR_*/GIT_COMMITTER_* cannot win.
      { input: message, env: { ...authorEnv(identity), ...committerEnv(identity) } }
    );
    return await this.#loose("HEAD") ?? this.revParse("HEAD");
  }
  /** Touches no index, tree or ref. */
  async commitTree(tree, parent, message, identity) {
    const parents = parent === null ? [] : ["-p", parent];
    const result = await this.run(["commit-tree", "--no-gpg-sign", ...parents, "-F", "-", tree], {
      input: `${message}
`,
      env: { ...authorEnv(identity), ...committerEnv(identity) }
    });
    return result.stdout.trim();
  }
  /** Throws while the index has unmerged entries. */
  async writeTree() {
    return (await this.run(["write-tree"])).stdout.trim();
  }
  async emptyTree() {
    return (await this.run(["mktree"], { input: "" })).stdout.trim();
  }
  async branchTips() {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readBranchTips(dirs.commonDir);
    if (read !== null) return read;
    const result = await this.run(["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]);
    return [...new Set(result.stdout.split("\n").filter((sha) => sha !== ""))];
  }
  /** The newest first-parent commit of `head` that `known` reach; null when none does. */
  async buildsOn(head, known) {
    const input = [head, ...known.map((sha) => `^${sha}`)].join("\n") + "\n";
    const result = await this.run(["rev-list", "--first-parent", "--ignore-missing", "--stdin"], { input });
    const unknown = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown.at(-1);
    return oldest === void 0 ? head : this.tryRevParse(`${oldest}^1`);
  }
  /** The agent's rebase options overridden; null on success, else the conflict, aborted. */
  async rebase(upstream, identity) {
    const args = [
      "-c",
      "rebase.updateRefs=false",
      "rebase",
      "--merge",
      "--no-autosquash",
      "--no-autostash",
      "--no-gpg-sign",
      "--quiet",
      upstream
    ];
    const result = await this.run(args, { allowFailure: true, env: { ...committerEnv(identity), GIT_EDITOR: "true" } });
    if (result.exitCode === 0) return null;
    const files = await this.unmergedPaths();
    await this.run(["rebase", "--abort"], { allowFailure: true });
    return { files, message: lastLines(this.redact(`${result.stdout}
${result.stderr}`), 3) };
  }
  async unmergedPaths() {
    const result = await this.run(["diff", "--name-only", "--diff-filter=U", "-z", "--no-ext-diff"]);
    return [...new Set(result.stdout.split("\0").filter((path4) => path4 !== ""))];
  }
  /** The newest `max` commits of `range`, oldest first. */
  async commits(range, max) {
    const result = await this.run(["log", "--format=%H%x1f%an%x1f%s", `--max-count=${max}`, "--reverse", range, "--"]);
    return result.stdout.split("\n").filter((line) => line !== "").map((line) => {
      const [sha = "", author = "", subject = ""] = line.split("");
      return { sha, author, subject };
    });
  }
  /** Forced; null (deleting `into`) when the remote lacks the branch. */
  async fetchBranch(url, branch, into) {
    const args = ["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+refs/heads/${branch}:${into}`];
    const result = await this.run(args, { networkUrl: url, allowFailure: true });
    if (result.exitCode === 0) return await this.#loose(into) ?? this.revParse(into);
    if (!/couldn't find remote ref/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["update-ref", "-d", into]);
    return null;
  }
  /** Without force; the raw result tells a moved branch from a refusal. */
  async push(url, sha, branch, condition = {}) {
    const { expected, via } = condition;
    const ref = `refs/heads/${branch}`;
    const lease = expected === void 0 ? [] : [`--force-with-lease=${ref}:${expected ?? ""}`];
    const args = ["push", "--porcelain", "--no-verify", ...lease, "--", via?.remote ?? url, `${sha}:${ref}`];
    return { ...await this.run(args, { networkUrl: url, allowFailure: true, config: via?.config ?? [] }), args };
  }
  /** What `remote` lacks, else the whole branch. */
  async bundle(path4, branch, remote) {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path4, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path4, ref]);
  }
  describePushFailure(result) {
    return describePushFailure(result, (text) => this.redact(text));
  }
  /** Equal commit ids answer without a process. */
  async isAncestor(ancestor, descendant) {
    if (ancestor === descendant && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ancestor)) return true;
    const result = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true });
    if (result.exitCode === 0) return true;
    if (result.exitCode === 1) return false;
    throw this.commandError(["merge-base", "--is-ancestor", ancestor, descendant], result);
  }
  /**
   * Every entry git sees, in order; `remember` (only once nothing the agent started can write) reuses
   * it while its source files stay the same.
   */
  async configEntries(options = {}) {
    const env = this.environment;
    const envKey = JSON.stringify(Object.entries(env).filter(([name]) => /^(GIT_|HOME$|XDG_CONFIG_HOME$)/.test(name)));
    const cached = this.#configCache;
    if (cached !== null && cached.envKey === envKey && statesHold(cached.files)) return cached.entries;
    this.#configCache = null;
    const result = await this.run(["config", "--list", "--includes", "--show-scope", "--show-origin", "-z"], { allowFailure: true });
    const entries = parseConfigListing(result.stdout);
    const dirs = this.repositoryDirs;
    if (options.remember === true && result.exitCode === 0 && dirs !== null) {
      const paths = configSources(entries, { cwd: this.dir, ...dirs, env });
      if (paths !== null) this.#configCache = { envKey, files: readStates(paths), entries };
    }
    return entries;
  }
};
function authorEnv(identity) {
  return { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email };
}
function committerEnv(identity) {
  return { GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email };
}

// src/workspace/publish.ts
import { mkdir as mkdir4 } from "node:fs/promises";
import { join as join8 } from "node:path";

// src/workspace/transport.ts
var TRANSPORT_CONFIG = /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;
function configValues(listing) {
  const values = /* @__PURE__ */ new Map();
  for (const entry of listing.split("\0")) {
    if (entry === "") continue;
    const newline = entry.indexOf("\n");
    const [key, value] = newline === -1 ? [entry, null] : [entry.slice(0, newline), entry.slice(newline + 1)];
    values.set(key, [...values.get(key) ?? [], value]);
  }
  return values;
}
async function checkBeforeNetwork(git, args, hook, snapshot) {
  const command = `git ${args[0] ?? ""}`;
  try {
    await hook?.();
  } catch (error) {
    throw new GitError(`refusing to run ${command}: ${git.redact(errorText(error))}`, {
      command,
      exitCode: null,
      stderrTail: "",
      reason: "agent-alive"
    });
  }
  if (snapshot === null) return;
  const changed = changedKeys(snapshot, await transportEntries(git, { remember: true }));
  if (changed.length > 0) {
    throw new GitError(
      `git configuration that affects fetching and pushing changed during the run (${changed.join(", ")}); refusing to run ${command} with the token`,
      { command, exitCode: null, stderrTail: "", reason: "config-changed" }
    );
  }
}
function isNetworkRefusal(error) {
  return error instanceof GitError && (error.reason === "config-changed" || error.reason === "agent-alive");
}
async function transportEntries(git, options = {}) {
  const snapshot = /* @__PURE__ */ new Map();
  for (const { key, value } of await git.configEntries(options)) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...snapshot.get(key) ?? [], value]);
  }
  return snapshot;
}
function plainRemoteUrl(config, remote) {
  const urls = config.get(`remote.${remote}.url`);
  if (urls?.length !== 1 || [...config.keys()].some((key) => key.startsWith("url."))) return null;
  const url = urls[0]?.trim() ?? "";
  return url === "" ? null : url;
}
function changedKeys(before, after) {
  const same2 = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = /* @__PURE__ */ new Set();
  for (const key of [...before.keys(), ...after.keys()]) if (!same2(before.get(key), after.get(key))) keys.add(key);
  return [...keys].sort();
}

// src/workspace/publish.ts
var MAX_PUSH_ATTEMPTS = 3;
function trackingRef(branch) {
  return `refs/remotes/${REMOTE}/${branch}`;
}
function trackedPush(url, branch) {
  const remote = `remote.${PINNED_REMOTE}`;
  return {
    remote: PINNED_REMOTE,
    config: [
      [`${remote}.url`, url],
      [`${remote}.fetch`, `+refs/heads/${branch}:${trackingRef(branch)}`]
    ]
  };
}
async function takeIn(target, lastSaved, roundStart) {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null) return { kind: "absent" };
  if (remote !== lastSaved && !await git.isAncestor(lastSaved, remote)) {
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote) };
  }
  let head = await git.refAt("HEAD", [lastSaved, remote, roundStart]) ?? await git.revParse("HEAD");
  let taken = [];
  if (remote !== head && !await git.isAncestor(remote, head)) {
    taken = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
    const failed = await git.rebase(remote, target.identity);
    if (failed !== null) {
      const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
      return {
        kind: "conflict",
        reason: `commits pushed to "${target.branch}" (${describeCommits(taken)}) conflict with its local commits not pushed yet${where}`
      };
    }
    head = await git.revParse("HEAD");
  }
  return { kind: "synced", remote, head, taken };
}
async function publishRound(target, push) {
  const { round, lastSaved, remoteHead } = push;
  const git = target.git;
  let current = push.head;
  const keepAs = (unpushed) => keepUnpushed(target, { ...unpushed, round, head: current });
  try {
    const changed = await transportChanges(target);
    if (changed.length > 0) {
      const reason = `git configuration that affects pushing changed during the run (${changed.join(", ")}); refusing to push round ${round} with the token`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: false }) };
    }
    for (let attempt = 0; ; attempt++) {
      let expected = remoteHead;
      let arrived = [];
      if (attempt > 0) {
        const integrated = await integrate(target, lastSaved, round, current);
        if (integrated.kind === "conflict") {
          return {
            sha: current,
            unpushed: await keepAs({ kind: "conflict", reason: integrated.reason, files: integrated.files, network: true })
          };
        }
        current = integrated.head;
        arrived = integrated.arrived;
        expected = integrated.remote;
      }
      const pushed = await git.push(target.url, current, target.branch, { expected, via: trackedPush(target.url, target.branch) });
      if (pushed.exitCode === 0) return { sha: current, unpushed: null, arrived };
      if (isRejectedAsNonFastForward(pushed) && attempt < MAX_PUSH_ATTEMPTS) continue;
      const reason = `pushing round ${round} to "${target.branch}" was refused: ${git.describePushFailure(pushed)}`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: true }) };
    }
  } catch (error) {
    if (isNetworkRefusal(error)) {
      const reason2 = `round ${round} was not pushed to "${target.branch}": ${error.message}`;
      return { sha: current, unpushed: await keepAs({ kind: "refused", reason: reason2, files: [], network: false }) };
    }
    const reason = `pushing round ${round} to "${target.branch}" failed: ${git.redact(errorText(error))}`;
    return { sha: current, unpushed: await keepAs({ kind: "refused", reason, files: [], network: true }) };
  }
}
async function integrate(target, lastSaved, round, head) {
  const git = target.git;
  const remote = await git.fetchBranch(target.url, target.branch, trackingRef(target.branch));
  if (remote === null || remote === lastSaved) return { kind: "ready", head, remote, arrived: [] };
  if (!await git.isAncestor(lastSaved, remote))
    return { kind: "conflict", reason: rewrittenReason(target, lastSaved, remote), files: [] };
  if (await git.isAncestor(remote, head)) return { kind: "ready", head, remote, arrived: [] };
  const arrived = await git.commits(`${head}..${remote}`, MAX_ARRIVED);
  const failed = await git.rebase(remote, target.identity);
  if (failed === null) return { kind: "ready", head: await git.revParse("HEAD"), remote, arrived };
  const where = failed.files.length > 0 ? ` in ${failed.files.join(", ")}` : `: ${failed.message}`;
  return {
    kind: "conflict",
    reason: `commits pushed to "${target.branch}" meanwhile (${describeCommits(arrived)}) conflict with round ${round}${where}; the bot does not overwrite them`,
    files: failed.files
  };
}
function rewrittenReason(target, lastSaved, remote) {
  return `the remote branch "${target.branch}" no longer contains the bot's last push ${lastSaved.slice(0, 12)} (someone rewrote it; it now points at ${remote.slice(0, 12)}); the bot never force-pushes`;
}
async function keepUnpushed(target, round) {
  const { kept, problems } = await keep(target, round);
  return { kind: round.kind, reason: [round.reason, ...problems].join("; "), files: round.files, kept };
}
async function keep(target, { round, head, network }) {
  const git = target.git;
  const side = rescueBranch(target.branch, target.rescueId, round);
  const problems = [];
  if (network) {
    try {
      const pushed = await git.push(target.url, head, side);
      if (pushed.exitCode === 0) return { kept: { kind: "branch", branch: side, sha: head }, problems };
      problems.push(`keeping it on the side branch "${side}" was refused too: ${git.describePushFailure(pushed)}`);
    } catch (error) {
      problems.push(`keeping it on the side branch "${side}" failed too: ${git.redact(errorText(error))}`);
    }
  }
  const path4 = join8(target.rescueDir, `${side.replace(/[^A-Za-z0-9._-]+/g, "-")}.bundle`);
  try {
    await mkdir4(target.rescueDir, { recursive: true });
    await git.bundle(path4, target.branch, REMOTE);
    return { kept: { kind: "bundle", path: path4, sha: head }, problems };
  } catch (error) {
    problems.push(`writing it to the bundle file ${path4} failed too: ${git.redact(errorText(error))}`);
    return { kept: null, problems };
  }
}
async function transportChanges(target) {
  if (target.transportConfig === null) return [];
  return changedKeys(target.transportConfig, await transportEntries(target.git));
}
function rescueBranch(branch, rescueId, round) {
  return `${branch}-rescue-${rescueId}-${round}`;
}
function mergeArrived(earlier, later) {
  const seen = new Set(earlier.map((commit) => commit.sha));
  return [...earlier, ...later.filter((commit) => !seen.has(commit.sha))].slice(-MAX_ARRIVED);
}
function describeCommits(commits) {
  const shown = commits.slice(-3).map((c) => `${c.sha.slice(0, 12)} "${c.subject}" by ${c.author}`);
  return shown.join(", ") + (commits.length > shown.length ? ` and ${commits.length - shown.length} more` : "");
}

// src/workspace/remote-heads.ts
async function remoteHeads(git, remoteUrl, names, listed) {
  const taken = await listed?.catch(() => void 0);
  if (taken !== void 0 && sameRepository(taken.url, remoteUrl) && names.every((name) => taken.branches.includes(name))) {
    return { heads: new Map([...taken.heads].filter(([name]) => names.includes(name))), seenAt: taken.askedAt };
  }
  const seenAt = performance.now();
  return { heads: await git.lsRemoteHeads(remoteUrl, names), seenAt };
}
function sameRepository(a, b) {
  const key = (url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed === null || parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    const path4 = parsed.pathname.replace(/\/+$/, "").replace(/\.git$/i, "").toLowerCase();
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${path4}`;
  };
  const first = key(a);
  return first !== null && first === key(b);
}

// src/workspace/prepare.ts
var REMOTE_FRESH_MS = 1e4;
async function probeCheckout(options) {
  const trustedGit = (checkout) => options.git ?? resolveGitProgram(process.env.PATH ?? "", agentWritableFolders(process.env, [resolve4(checkout)]));
  const rescueDir = resolve4(options.rescueDir ?? tmpdir2());
  const privateDir = await privateFolder(rescueDir);
  const globalConfig = await pinGlobalConfig(privateDir);
  const probeProgram = trustedGit(options.dir);
  const probe = new Git(options.dir, { program: probeProgram, token: options.token, globalConfig });
  const where = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--path-format=absolute", "--git-common-dir"];
  const found = await probe.run(where, { allowFailure: true });
  const [top = "", gitDir = "", commonDir = ""] = found.stdout.split("\n");
  if (found.exitCode !== 0 || top === "" || gitDir === "" || commonDir === "") {
    const explanation = `${options.dir} is not a git checkout`;
    throw probe.commandError(where, { ...found, exitCode: found.exitCode || 1 }, { explanation, reason: "missing-ref" });
  }
  let transportSnapshot = null;
  const git = new Git(top, {
    // The top may lie above `dir`: none of it may hold the bot's git.
    program: top === await realpath(options.dir).catch(() => null) ? probeProgram : trustedGit(top),
    token: options.token,
    workTree: top,
    gitDir,
    commonDir,
    globalConfig,
    ...options.env !== void 0 ? { env: options.env } : {},
    ...options.retry !== void 0 ? { retry: options.retry } : {},
    beforeNetwork: (args) => checkBeforeNetwork(git, args, options.beforeNetwork, transportSnapshot)
  });
  const transportConfig = git.hasToken ? transportEntries(git, { remember: true }).then((config) => transportSnapshot = config) : Promise.resolve(null);
  const remoteUrl = options.push ?? true ? transportConfig.then((config) => (config !== null ? plainRemoteUrl(config, REMOTE) : null) ?? git.remoteUrl(REMOTE)) : Promise.resolve(null);
  const dirty = git.statusPorcelain();
  for (const asked of [remoteUrl, transportConfig, dirty]) asked.catch(() => void 0);
  return { git, gitDir, commonDir, rescueDir, privateDir, remoteUrl, transportConfig, dirty };
}
async function prepareCheckout(options, probe = probeCheckout(options)) {
  const { branch, baseBranch } = options;
  options.listed?.catch(() => void 0);
  const { git, gitDir, commonDir, rescueDir, privateDir, ...asked } = await probe;
  const rescueId = options.rescueId ?? String(Math.floor(Date.now() / 1e3));
  await checkBranchNames(git, [branch, baseBranch, rescueBranch(branch, rescueId, 1)]);
  if (branch === baseBranch) {
    throw new GitError(`the run's branch "${branch}" must differ from the base branch`, { command: "", exitCode: null, stderrTail: "" });
  }
  const remoteUrl = await asked.remoteUrl;
  const transportConfig = await asked.transportConfig;
  refuseDirty(await asked.dirty);
  const listing = remoteUrl !== null ? await remoteHeads(git, remoteUrl, [branch, baseBranch], options.listed) : null;
  const heads = await branchHeads(git, { branch, baseBranch, remoteUrl, gitDir, commonDir }, listing?.heads ?? /* @__PURE__ */ new Map());
  const resumed = await checkOutBranch(git, { branch, baseBranch, remoteUrl, gitDir, commonDir }, heads);
  const known = [heads.remoteBranch, heads.localBranch, heads.remoteBase, heads.localBase].filter((sha) => sha !== null);
  const head = await git.refAt("HEAD", known) ?? await git.revParse("HEAD");
  return {
    checkout: { git, dir: git.dir, gitDir, branch, identity: options.author ?? DEFAULT_IDENTITY, privateDir },
    remoteUrl,
    rescueId,
    rescueDir,
    secrets: [...options.token !== null ? [options.token] : [], ...options.secrets ?? []],
    // Local commits ahead of the remote branch are pushed by the next save.
    lastSaved: heads.remoteBranch ?? head,
    remoteHead: heads.remoteBranch,
    remoteSeenAt: listing?.seenAt ?? null,
    head,
    branchTips: await git.branchTips(),
    transportConfig,
    // Last: prepare's own commands may write the configuration.
    gitDirSnapshot: snapshotGitDir(gitDir, commonDir),
    resumed,
    baseSha: heads.baseSha
  };
}
async function checkBranchNames(git, names) {
  const checks = names.filter((name) => !isPlainBranchName(name)).map((name) => ({ name, asked: git.run(["check-ref-format", "--branch", name], { allowFailure: true }) }));
  for (const { asked: check } of checks) check.catch(() => void 0);
  for (const { name, asked: answer } of checks) {
    const check = await answer;
    if (check.exitCode !== 0 || check.stdout.trim() !== name) {
      throw git.commandError(
        ["check-ref-format", "--branch", name],
        { ...check, exitCode: check.exitCode || 1 },
        { explanation: `"${name}" is not a valid branch name` }
      );
    }
  }
}
function refuseDirty(dirty) {
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 10).join(", ") + (dirty.length > 10 ? `, and ${dirty.length - 10} more` : "");
  const ignore = dirty.some((entry) => entry.startsWith("?? ")) ? "; files a tool made (a .venv, node_modules) can be listed in .gitignore or .git/info/exclude instead" : "";
  throw new GitError(
    `the workspace has uncommitted changes (${shown}); commit, stash or remove them first \u2014 otherwise they would be committed as the first round's work${ignore}`,
    { command: "git status --porcelain", exitCode: 0, stderrTail: "", reason: "dirty" }
  );
}
async function branchHeads(git, names, heads) {
  const { branch, baseBranch, remoteUrl, commonDir } = names;
  const refspecs = [];
  for (const [name, sha] of heads) {
    const tracking = `refs/remotes/${REMOTE}/${name}`;
    if (readBranchRef(commonDir, tracking) !== sha) refspecs.push(`+refs/heads/${name}:${tracking}`);
  }
  if (remoteUrl !== null && refspecs.length > 0) await git.fetch(remoteUrl, refspecs);
  const remoteBranch = heads.get(branch) ?? null;
  const remoteBase = heads.get(baseBranch) ?? null;
  const current = await git.currentBranch();
  const localBranch = lacksBranchRef(commonDir, `refs/heads/${branch}`) ? null : await git.tryRevParse(`refs/heads/${branch}`);
  const localBase = remoteUrl === null ? await git.tryRevParse(`refs/heads/${baseBranch}`) : null;
  const baseSha = remoteBase ?? localBase ?? (current === baseBranch ? await git.revParse("HEAD") : null);
  return { remoteBranch, remoteBase, localBranch, localBase, current, baseSha };
}
async function checkOutBranch(git, names, heads) {
  const { branch } = names;
  const { remoteBranch, localBranch } = heads;
  if (remoteBranch !== null) {
    if (localBranch === null || localBranch === remoteBranch || await git.isAncestor(localBranch, remoteBranch)) {
      await git.checkout(["-B", branch, `refs/remotes/${REMOTE}/${branch}`, "--"]);
    } else if (await git.isAncestor(remoteBranch, localBranch)) {
      await git.checkout([branch, "--"]);
    } else {
      throw new GitError(
        `the local branch "${branch}" (${localBranch.slice(0, 12)}) and ${REMOTE}/${branch} (${remoteBranch.slice(0, 12)}) have diverged; reconcile or delete the local branch first`,
        { command: "git merge-base --is-ancestor", exitCode: 1, stderrTail: "", reason: "diverged" }
      );
    }
    return true;
  }
  if (localBranch !== null) {
    await git.checkout([branch, "--"]);
    return true;
  }
  await createBranch(git, names, heads);
  return false;
}
async function createBranch(git, names, heads) {
  const { branch, baseBranch, remoteUrl, gitDir, commonDir } = names;
  const { remoteBase, localBase, current } = heads;
  let start;
  if (remoteBase !== null) start = `refs/remotes/${REMOTE}/${baseBranch}`;
  else if (localBase !== null) start = `refs/heads/${baseBranch}`;
  else if (current === baseBranch) start = "HEAD";
  else {
    const where = remoteUrl === null ? "as a local branch" : `on ${REMOTE} nor as the checked-out branch`;
    throw new GitError(`the base branch "${baseBranch}" exists neither ${where}, so "${branch}" cannot be created`, {
      command: "git ls-remote --heads",
      exitCode: 0,
      stderrTail: "",
      reason: "missing-ref"
    });
  }
  const startSha = start === "HEAD" ? null : remoteBase ?? localBase;
  const atStart = startSha === null || readLooseRef(gitDir, commonDir, "HEAD") === startSha;
  await git.checkout(atStart ? ["--no-track", "-b", branch, "--"] : ["--no-track", "-b", branch, start, "--"]);
}

// src/workspace/tidy.ts
import { lstat as lstat2, rm as rm4, stat as stat2, writeFile as writeFile3 } from "node:fs/promises";
import { join as join10, relative as relative3 } from "node:path";

// src/workspace/git-merge.ts
import { mkdtemp as mkdtemp2, rm as rm3, writeFile as writeFile2 } from "node:fs/promises";
import { join as join9 } from "node:path";
async function mergeTrees(git, trees, scratch) {
  const { base, ours, theirs } = trees;
  const folder = await mkdtemp2(join9(scratch, "merge-"));
  const env = { GIT_INDEX_FILE: join9(folder, "index") };
  try {
    const moves = Promise.all([movesOf(git, base, theirs), movesOf(git, base, ours)]);
    moves.catch(() => void 0);
    await git.run(["read-tree", "-m", "-i", "--aggressive", base, ours, theirs], { env });
    const index = await readIndex(git, env);
    const [agent, branch] = await moves;
    const { resolved, renamed } = followRenames(index, agent, branch);
    for (const [path4, stages] of index.unmerged) {
      if (!resolved.has(path4))
        resolved.set(path4, { older: stages.get(1) ?? null, mine: stages.get(2) ?? null, other: stages.get(3) ?? null });
    }
    const final = /* @__PURE__ */ new Map();
    const both = [];
    for (const [path4, sides] of resolved) {
      final.set(path4, sides === null ? null : await resolveSides(git, folder, sides));
      if (sides !== null && bothChanged(sides)) both.push(path4);
    }
    const clash = clashes(index.merged, final);
    if (clash.length > 0) return { kind: "clash", paths: clash };
    const lines = [];
    const zeros = "0".repeat(base.length);
    for (const [path4, version] of final) {
      lines.push(`0 ${zeros}	${path4}`);
      if (version !== null) lines.push(`${version.mode} ${version.sha} 0	${path4}`);
    }
    if (lines.length > 0) await git.run(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    return { kind: "merged", tree: (await git.run(["write-tree"], { env })).stdout.trim(), both: both.sort(), renamed };
  } finally {
    await rm3(folder, { recursive: true, force: true });
  }
}
async function movesOf(git, from, to) {
  const fields = (await git.run(["diff-tree", "-r", "-z", "-M", "--diff-filter=DR", from, to])).stdout.split("\0");
  const moves = /* @__PURE__ */ new Map();
  for (let i = 0; i + 1 < fields.length; ) {
    const [oldMode = "", newMode = "", oldSha = "", newSha = "", status = ""] = (fields[i++] ?? "").slice(1).split(" ");
    const path4 = fields[i++] ?? "";
    const older = { mode: oldMode, sha: oldSha };
    if (!status.startsWith("R")) moves.set(path4, { older, to: null });
    else moves.set(path4, { older, to: { path: fields[i++] ?? "", version: { mode: newMode, sha: newSha } } });
  }
  return moves;
}
async function readIndex(git, env) {
  const index = { merged: /* @__PURE__ */ new Map(), unmerged: /* @__PURE__ */ new Map() };
  for (const entry of (await git.run(["ls-files", "-s", "-z"], { env })).stdout.split("\0")) {
    const match = /^(\d+) ([0-9a-f]+) ([0-3])\t(.+)$/s.exec(entry);
    if (match === null) continue;
    const [, mode = "", sha = "", stage2 = "", path4 = ""] = match;
    if (stage2 === "0") index.merged.set(path4, { mode, sha });
    else index.unmerged.set(path4, (index.unmerged.get(path4) ?? /* @__PURE__ */ new Map()).set(Number(stage2), { mode, sha }));
  }
  return index;
}
function followRenames(index, agent, branch) {
  const resolved = /* @__PURE__ */ new Map();
  const renamed = [];
  for (const path4 of /* @__PURE__ */ new Set([...agent.keys(), ...branch.keys()])) {
    const [byAgent, byBranch] = [agent.get(path4), branch.get(path4)];
    const target = byAgent?.to ?? byBranch?.to;
    if (target === void 0 || target === null) continue;
    const older = (byAgent ?? byBranch)?.older ?? null;
    const kept = (stage2) => index.unmerged.has(path4) ? index.unmerged.get(path4)?.get(stage2) ?? null : older;
    const sides = {
      older,
      mine: byBranch === void 0 ? kept(2) : byBranch.to?.version ?? null,
      other: byAgent === void 0 ? kept(3) : byAgent.to?.version ?? null
    };
    const placed = /* @__PURE__ */ new Map();
    if (byBranch?.to) placed.set(byBranch.to.path, (placed.get(byBranch.to.path) ?? /* @__PURE__ */ new Map()).set(2, byBranch.to.version));
    if (byAgent?.to) placed.set(byAgent.to.path, (placed.get(byAgent.to.path) ?? /* @__PURE__ */ new Map()).set(3, byAgent.to.version));
    if (![...placed].every(([at, versions]) => holdsOnly(index, at, versions))) continue;
    for (const at of [path4, ...placed.keys()]) resolved.set(at, null);
    resolved.set(target.path, sides);
    const otherSide = byAgent?.to ? { move: byBranch, version: sides.mine } : { move: byAgent, version: sides.other };
    if (otherSide.move !== void 0 || !same(otherSide.version, older)) renamed.push(`${path4} \u2192 ${target.path}`);
  }
  return { resolved, renamed: renamed.sort() };
}
function holdsOnly(index, path4, versions) {
  const merged = index.merged.get(path4);
  if (merged !== void 0) return [...versions.values()].some((version) => same(version, merged));
  const stages = index.unmerged.get(path4);
  if (stages === void 0) return true;
  return [...stages].every(([stage2, version]) => same(versions.get(stage2) ?? null, version));
}
async function resolveSides(git, folder, sides) {
  const { older, mine, other } = sides;
  if (other === null) return older === null ? mine : null;
  if (same(other, older)) return mine;
  if (mine === null || same(mine, older) || same(mine, other)) return other;
  const lines = older !== null && [older, mine, other].every((side) => /^100(644|755)$/.test(side.mode));
  return {
    mode: other.mode,
    sha: (lines ? await mergeFile(git, folder, { older: older.sha, mine: mine.sha, other: other.sha }) : null) ?? other.sha
  };
}
function bothChanged({ older, mine, other }) {
  return !same(mine, older) && !same(other, older) && !same(mine, other);
}
function same(a, b) {
  return a === null || b === null ? a === b : a.mode === b.mode && a.sha === b.sha;
}
function clashes(merged, final) {
  if (final.size === 0) return [];
  const paths = new Set(merged.keys());
  for (const [path4, version] of final) {
    if (version === null) paths.delete(path4);
    else paths.add(path4);
  }
  const folders = /* @__PURE__ */ new Set();
  for (const path4 of paths) for (let at = path4.indexOf("/"); at !== -1; at = path4.indexOf("/", at + 1)) folders.add(path4.slice(0, at));
  return [...paths].filter((path4) => folders.has(path4)).sort();
}
async function mergeFile(git, folder, blobs) {
  const { older, mine, other } = blobs;
  const files = { mine: join9(folder, "mine"), older: join9(folder, "older"), other: join9(folder, "other") };
  for (const [name, sha] of [
    ["mine", mine],
    ["older", older],
    ["other", other]
  ]) {
    const chunks = [];
    await git.run(["cat-file", "blob", sha], { onStdout: (chunk) => chunks.push(chunk) });
    await writeFile2(files[name], Buffer.concat(chunks));
  }
  const result = await git.run(["merge-file", "--theirs", "--quiet", files.mine, files.older, files.other], { allowFailure: true });
  if (result.exitCode < 0 || result.exitCode > 127) return null;
  return (await git.run(["hash-object", "-w", "--no-filters", "--", files.mine])).stdout.trim();
}

// src/workspace/tidy.ts
async function putBackGitDir(checkout, snapshot, notes) {
  let restored;
  try {
    restored = await restoreGitDir(snapshot);
  } catch (error) {
    throw new GitError(`refusing to run git: ${errorText(error)}`, { command: "", exitCode: null, stderrTail: "" });
  }
  for (const file of restored) {
    const keys = /(^|[/\\])config(\.worktree)?$/.test(file.path) ? await changedConfigKeys(checkout, file) : null;
    notes.push(restoreNote(file, checkout.dir, keys));
  }
}
async function changedConfigKeys(checkout, file) {
  const read = async (bytes, name) => {
    if (bytes === null) return /* @__PURE__ */ new Map();
    const path4 = join10(checkout.privateDir, name);
    try {
      await writeFile3(path4, bytes, { mode: 384 });
      const result = await checkout.git.run(["config", "--file", path4, "--list", "-z"], { allowFailure: true });
      if (result.exitCode !== 0 && result.stdout === "" && bytes.toString("utf8").trim() !== "") return null;
      return configValues(result.stdout);
    } finally {
      await rm4(path4, { force: true });
    }
  };
  const agent = await read(file.agentBytes, "agent.gitconfig");
  const saved = await read(file.snapshotBytes, "saved.gitconfig");
  return agent === null || saved === null ? null : changedKeys(saved, agent);
}
async function dropGitlinks(checkout, lastSaved, notes, embedded = []) {
  const git = checkout.git;
  const diff = await git.run(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--ignore-submodules=none", lastSaved, "--"]);
  const staged = newGitlinks(diff.stdout);
  const changed = diff.stdout !== "";
  if (staged.length === 0) return { against: lastSaved, changed };
  const head = new Set(gitlinks((await git.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"])).stdout));
  const declared = new Set(
    (await git.run(["config", "--file", join10(checkout.dir, ".gitmodules"), "-z", "--get-regexp", "^submodule\\..*\\.path$"], {
      allowFailure: true
    })).stdout.split("\0").map((entry) => entry.slice(entry.indexOf("\n") + 1)).filter((path4) => path4 !== "")
  );
  let left = Math.floor(diff.stdout.split("\0").length / 2);
  for (const path4 of staged) {
    const ours = embedded.includes(path4);
    if (declared.has(path4) && !ours) continue;
    left--;
    await git.run(["update-index", "--force-remove", "--", path4]);
    notes.push(
      ours ? nestedNote(path4) : head.has(path4) ? `left out nested repository ${path4} (the agent committed it as a gitlink; the round's commit removes it)` : `left out nested repository ${path4} (the agent staged it as a gitlink)`
    );
  }
  return { against: lastSaved, changed: left > 0 };
}
async function putRight(checkout, notes) {
  const git = checkout.git;
  for (const lock of ["index.lock", "HEAD.lock"]) {
    const path4 = join10(checkout.gitDir, lock);
    if (await removeLock(path4)) notes.push(`removed a stale ${relative3(checkout.dir, path4)} the agent left`);
  }
  const inProgress = (name) => pathExists(join10(checkout.gitDir, name));
  if (await inProgress("rebase-apply/applying")) {
    await git.run(["am", "--abort"]);
    notes.push("aborted a `git am` the agent left in progress (the branch keeps its commits from before it)");
  } else if (await inProgress("rebase-merge") || await inProgress("rebase-apply")) {
    await git.run(["rebase", "--abort"]);
    notes.push(
      "aborted a rebase the agent left in progress (the branch keeps its commits from before it; changes made during the rebase were dropped)"
    );
  }
  for (const [operation, state] of [
    ["cherry-pick", "CHERRY_PICK_HEAD"],
    ["revert", "REVERT_HEAD"]
  ]) {
    if (!await inProgress(state)) continue;
    await git.run([operation, "--quit"]);
    notes.push(`ended a ${operation} the agent left in progress, keeping its files as they were`);
  }
  if (await inProgress("BISECT_LOG")) {
    await git.run(["bisect", "reset"]);
    notes.push("ended a bisect the agent left in progress (back on the commit it started from)");
  }
  const merging = await inProgress("MERGE_HEAD");
  if (merging) notes.push("concluded the merge the agent left in progress (the round's commit is the merge commit)");
  return merging;
}
var EMBEDDED_WARNING = /^warning: adding embedded git repository: (.+)$/gm;
async function stage(checkout, notes) {
  const git = checkout.git;
  const added = await git.run(["add", "--all", "--", "."], { allowFailure: true });
  if (added.exitCode === 0) return [...added.stderr.matchAll(EMBEDDED_WARNING)].map((match) => match[1] ?? "");
  const status = await git.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  const nested = [];
  for (const entry of status.stdout.split("\0")) {
    const path4 = entry.slice(3);
    if (entry.startsWith("?? ") && path4.endsWith("/") && await pathExists(join10(checkout.dir, path4, ".git"))) {
      nested.push(path4.slice(0, -1));
    }
  }
  for (const path4 of nested) notes.push(nestedNote(path4));
  await git.addAll(nested);
  return [];
}
function nestedNote(path4) {
  return `left out nested repository ${path4} (it has its own .git)`;
}
async function commitRound(checkout, round, commit, notes) {
  const { message, withTrailers, merging, staged: known = null } = commit;
  const git = checkout.git;
  const start = round.start;
  const onBranch = await git.refAt(`refs/heads/${checkout.branch}`, [start]);
  const tip = onBranch !== null && await git.isAncestor(start, onBranch) ? onBranch : start;
  const agentHead = await git.refAt("HEAD", [start, tip]);
  const current = await git.currentBranch();
  const where = current === null ? "left HEAD detached" : current === checkout.branch ? `moved "${checkout.branch}" itself` : `left the branch "${current}" checked out`;
  if (agentHead !== null && await git.isAncestor(tip, agentHead)) {
    const staged = merging || (known !== null && known.against === agentHead ? known.changed : await git.hasStagedChanges());
    const head = staged || withTrailers && agentHead !== start ? await git.commit(message, checkout.identity) : agentHead;
    if (current === checkout.branch) return { head, clash: null };
    await git.checkout(["-B", checkout.branch, head, "--"]);
    notes.push(`checked out "${checkout.branch}" again, moved to ${head.slice(0, 12)} where the agent's work is (the agent ${where})`);
    return { head, clash: null };
  }
  return ownChangesOnTip(checkout, { round, tip, agentHead, where }, { message, withTrailers }, notes);
}
async function ownChangesOnTip(checkout, moved, commit, notes) {
  const git = checkout.git;
  const { tip, agentHead, where } = moved;
  const { start } = moved.round;
  const { message, withTrailers } = commit;
  const tree = await git.writeTree();
  const builtOn = agentHead === null ? null : await git.buildsOn(agentHead, moved.round.branches);
  const base = builtOn ?? await git.emptyTree();
  const tipTree = await git.treeOf(tip);
  const merged = await mergeTrees(git, { base, ours: tipTree, theirs: tree }, checkout.privateDir);
  const lost = `the agent ${where}, so its HEAD no longer contained the round's start ${start.slice(0, 12)}: `;
  const from = builtOn === null ? "the empty tree (its HEAD shares no commit with the branches)" : builtOn.slice(0, 12);
  if (merged.kind === "clash") {
    const head2 = await git.commitTree(tree, agentHead, message, checkout.identity);
    await checkOutAt(checkout, head2);
    notes.push(
      `${lost}its own changes (against ${from}, where its work began) and ${tip.slice(0, 12)} hold ${describePaths(merged.paths)} as a file on one side and a folder on the other, so the round's commit holds the agent's tree as it left it, on its own HEAD, kept apart from "${checkout.branch}"`
    );
    return { head: head2, clash: { paths: merged.paths, tip } };
  }
  const changes = merged.tree !== tipTree;
  const head = changes || withTrailers && tip !== start ? await git.commitTree(merged.tree, tip, message, checkout.identity) : tip;
  await checkOutAt(checkout, head);
  const both = merged.both.length > 0 ? `; ${describePaths(merged.both)} changed on both sides were merged, the agent's lines winning where they overlapped` : "";
  const renamed = merged.renamed.length > 0 ? `; renames followed, each with the other side's changes: ${describePaths(merged.renamed)}` : "";
  notes.push(
    lost + (changes ? `the round's commit holds only the agent's own changes (against ${from}, where its work began), applied on top of ${tip.slice(0, 12)}, so earlier rounds' work stays${both}${renamed}` : `the agent's own changes (against ${from}, where its work began) add nothing to ${tip.slice(0, 12)}, where "${checkout.branch}" stays`)
  );
  return { head, clash: null };
}
async function checkOutAt(checkout, head) {
  await checkout.git.run(["symbolic-ref", "HEAD", `refs/heads/${checkout.branch}`]);
  await checkout.git.run(["reset", "--hard", "--quiet", head]);
}
function clashReason(round, branch, paths) {
  return `round ${round}'s own changes and "${branch}" hold ${describePaths(paths)} as a file on one side and a folder with files on the other; the round cannot go on top of the branch without dropping one of them, and the bot does not overwrite either`;
}
async function conflictMarkers(git, start, head) {
  const result = await git.run(["diff", "--check", "--no-ext-diff", "--no-textconv", start, head, "--"], { allowFailure: true });
  const files = /* @__PURE__ */ new Set();
  for (const line of result.stdout.split("\n")) {
    const marker = /^(.+):\d+: leftover conflict marker$/.exec(line);
    if (marker?.[1] !== void 0) files.add(marker[1]);
  }
  return [...files];
}
function describePaths(paths) {
  const shown = paths.slice(0, 5).join(", ");
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}
async function pathExists(path4) {
  return stat2(path4).then(
    () => true,
    () => false
  );
}
async function removeLock(path4) {
  if (await lstat2(path4).catch(() => null) === null) return false;
  await rm4(path4, { recursive: true, force: true });
  return true;
}
function gitlinks(listing) {
  const paths = [];
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("	");
    if (tab !== -1 && entry.startsWith("160000 commit ")) paths.push(entry.slice(tab + 1));
  }
  return paths;
}
function newGitlinks(listing) {
  const fields = listing.split("\0");
  const paths = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [oldMode, newMode] = (fields[i] ?? "").slice(1).split(" ");
    const path4 = fields[i + 1] ?? "";
    if (newMode === "160000" && oldMode !== "160000" && path4 !== "") paths.push(path4);
  }
  return paths;
}

// src/workspace/workspace.ts
var Workspace = class _Workspace {
  dir;
  branch;
  /** The only URL fetched from and pushed to; null when local only. */
  remoteUrl;
  #checkout;
  #target;
  #secrets;
  #rescueId;
  /** Last commit known on the remote branch: the branch must keep containing it. */
  #lastSaved;
  /** As last seen (null: absent): the next push is leased on it. */
  #remoteHead;
  #roundStart;
  /** What these tips reach is not the agent's work. */
  #roundBranches;
  /** Commits a save rebased onto, for the next sync to report. */
  #arrived = [];
  #gitDirSnapshot;
  #pendingNotes = [];
  /** `performance.now()` ms it was seen there; null: unknown. */
  #remoteSeenAt;
  #remoteFreshMs;
  constructor(prepared, remoteFreshMs) {
    const { checkout } = prepared;
    this.#checkout = checkout;
    this.dir = checkout.dir;
    this.branch = checkout.branch;
    this.remoteUrl = prepared.remoteUrl;
    this.#target = prepared.remoteUrl === null ? null : {
      ...checkout,
      url: prepared.remoteUrl,
      rescueId: prepared.rescueId,
      rescueDir: prepared.rescueDir,
      transportConfig: prepared.transportConfig
    };
    this.#secrets = prepared.secrets;
    this.#rescueId = prepared.rescueId;
    this.#lastSaved = prepared.lastSaved;
    this.#remoteHead = prepared.remoteHead;
    this.#roundStart = prepared.head;
    this.#roundBranches = prepared.branchTips;
    this.#gitDirSnapshot = prepared.gitDirSnapshot;
    this.#remoteSeenAt = prepared.remoteSeenAt;
    this.#remoteFreshMs = remoteFreshMs;
  }
  /** @throws GitError, Error as {@link prepareCheckout}. */
  static async prepare(options, probe) {
    const prepared = await prepareCheckout(options, probe);
    return {
      workspace: new _Workspace(prepared, options.remoteFreshMs ?? REMOTE_FRESH_MS),
      resumed: prepared.resumed,
      baseSha: prepared.baseSha,
      headSha: prepared.head
    };
  }
  static probe(options) {
    return probeCheckout(options);
  }
  get pushes() {
    return this.#target !== null;
  }
  async headSha() {
    return this.#checkout.git.revParse("HEAD");
  }
  async differsFrom(sha) {
    return this.#checkout.git.treesDiffer(sha, "HEAD");
  }
  /**
   * Takes in commits people pushed, unless seen within `remoteFreshMs`; `conflict` when rewritten or conflicting.
   * @throws GitError (`config-changed`, `agent-alive`, `failed`)
   */
  async sync() {
    await putBackGitDir(this.#checkout, this.#gitDirSnapshot, this.#pendingNotes);
    if (this.#target === null) return { kind: "synced", arrived: [] };
    const seenAt = performance.now();
    if (this.#remoteSeenAt === null || seenAt - this.#remoteSeenAt >= this.#remoteFreshMs) {
      const taken = await takeIn(this.#target, this.#lastSaved, this.#roundStart);
      if (taken.kind === "conflict") return { kind: "conflict", reason: taken.reason };
      this.#remoteHead = taken.kind === "synced" ? taken.remote : null;
      this.#remoteSeenAt = seenAt;
      if (taken.kind === "synced") {
        this.#arrived = mergeArrived(this.#arrived, taken.taken);
        const moved = taken.remote !== this.#lastSaved || taken.head !== this.#roundStart;
        this.#lastSaved = taken.remote;
        if (moved) await this.#startRound(taken.head);
      }
    }
    const arrived = this.#arrived;
    this.#arrived = [];
    return { kind: "synced", arrived };
  }
  /**
   * Commits the round and pushes it without force, or keeps it on a side branch or in a bundle.
   * @throws GitError only when the round could not be committed; every later failure is in `unpushed`.
   */
  async saveRound(round, message, trailers = []) {
    const checkout = this.#checkout;
    const notes = this.#pendingNotes.splice(0);
    await putBackGitDir(checkout, this.#gitDirSnapshot, notes);
    const text = formatCommitMessage(message, round, this.#secrets, trailers);
    const merging = await putRight(checkout, notes);
    const embedded = await stage(checkout, notes);
    const staged = await dropGitlinks(checkout, this.#lastSaved, notes, embedded);
    const start = this.#roundStart;
    const { head, clash } = await commitRound(
      checkout,
      { start, branches: this.#roundBranches },
      { message: text, withTrailers: trailers.length > 0, merging, staged },
      notes
    );
    if (clash !== null) return this.#keepApart(round, head, clash, notes);
    const marked = await conflictMarkers(checkout.git, start, head);
    const failure = marked.length > 0 ? `unresolved conflict markers in ${marked.join(", ")}` : null;
    if (failure !== null && this.#target !== null) {
      const reason = `round ${round} left ${failure}`;
      const unpushed = await keepUnpushed(this.#target, { kind: "failed", reason, files: marked, round, head, network: true });
      if (unpushed.kept !== null) await checkout.git.run(["reset", "--hard", "--quiet", start]);
      await this.#startRound(unpushed.kept !== null ? start : head);
      return { sha: head, changed: head !== start, notes, failure, unpushed };
    }
    if (this.#target === null) {
      this.#lastSaved = head;
      await this.#startRound(head);
      return { sha: head, changed: head !== start, notes, failure, unpushed: null };
    }
    const pushedAt = performance.now();
    const published = await publishRound(this.#target, { round, head, lastSaved: this.#lastSaved, remoteHead: this.#remoteHead });
    if (published.unpushed === null) {
      this.#lastSaved = published.sha;
      this.#remoteHead = published.sha;
      this.#remoteSeenAt = pushedAt;
      this.#arrived = mergeArrived(this.#arrived, published.arrived);
    } else {
      this.#remoteSeenAt = null;
    }
    await this.#startRound(published.sha);
    return { sha: published.sha, changed: head !== start, notes, failure, unpushed: published.unpushed };
  }
  /** Keeps a clashing round apart; the branch goes back to its tip once it is kept. */
  async #keepApart(round, head, clash, notes) {
    const git = this.#checkout.git;
    const { paths, tip } = clash;
    const reason = clashReason(round, this.branch, paths);
    let unpushed;
    if (this.#target !== null)
      unpushed = await keepUnpushed(this.#target, { kind: "conflict", reason, files: paths, round, head, network: true });
    else {
      const side = rescueBranch(this.branch, this.#rescueId, round);
      await git.run(["branch", "--force", "--no-track", side, head]);
      unpushed = { kind: "conflict", reason: `${reason}; the round is kept on the local branch "${side}"`, files: paths, kept: null };
    }
    const back = this.#target === null || unpushed.kept !== null;
    if (back) await git.run(["reset", "--hard", "--quiet", tip]);
    await this.#startRound(back ? tip : head);
    return { sha: head, changed: true, notes, failure: null, unpushed };
  }
  async #startRound(head) {
    this.#roundStart = head;
    this.#roundBranches = await this.#checkout.git.branchTips();
  }
};

export {
  mapStrings,
  sanitize,
  sanitizeJson,
  logLine,
  safeLine,
  safeNote,
  safeText,
  safeCode,
  DEFAULT_IDENTITY,
  REMOTE,
  agentWritableFolders,
  resolveGitProgram,
  removePrivateFolders,
  removePrivateFoldersOnExit,
  Git,
  REMOTE_FRESH_MS,
  Workspace
};
