// npm run test:agents — the presets against the real agent CLIs, offline.
//
// 1. Installs the pinned CLIs (the versions the presets name in their install hints) into
//    .cache/agent-clis, outside the package's own dependencies; skipped when they are there.
// 2. Runs test/e2e/agents-cli.test.ts (vitest.agents.config.ts) on the bundled action (dist/:
//    run `npm run bundle` after changing src/), with RALPH_AGENT_CLIS_BIN pointing at the CLIs,
//    in a network namespace with only loopback (`unshare -n`) where it can be made, and always
//    under strace, which records every connect/send to an address (`-f`: every process).
// 3. Counts the destinations: any outside loopback (127.0.0.0/8, ::1) fails the lane, even when
//    the tests passed. The last line is "agents: N passed, M failed"; .ci/run adds the tests to its own count.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLAUDE_CODE_PACKAGE, CODEX_PACKAGE, GEMINI_PACKAGE } from "../src/core/presets.js";

const root = resolve(import.meta.dirname, "..");

/** Whether `path` lies in `/tmp` or the system temp folder. */
function isUnderTmp(path: string): boolean {
  return [tmpdir(), "/tmp"].some((folder) => path === folder || path.startsWith(`${folder}/`));
}
const cache = join(root, ".cache");
// The CLIs run inside the agent sandbox, which replaces /tmp with a private one: when the project
// lies under /tmp (a CI clone), they go to the user's cache folder, which the sandbox shows read-only.
const clis = isUnderTmp(root) ? join(homedir(), ".cache", "ralph-bot", "agent-clis") : join(cache, "agent-clis");
const bin = join(clis, "node_modules", ".bin");
const straceLog = join(cache, "agent-clis-strace.log");
const vitestJson = join(cache, "vitest-agents.json");

/** Each pinned CLI: its package spec, binary, and the version `--version` must print. */
const PINNED = [
  { spec: CLAUDE_CODE_PACKAGE, binary: "claude" },
  { spec: CODEX_PACKAGE, binary: "codex" },
  { spec: GEMINI_PACKAGE, binary: "gemini" },
].map(({ spec, binary }) => ({ spec, binary, version: spec.slice(spec.lastIndexOf("@") + 1) }));

function installed(binary: string, version: string): boolean {
  const result = spawnSync(join(bin, binary), ["--version"], { encoding: "utf8", timeout: 60_000 });
  return result.status === 0 && result.stdout.includes(version);
}

function install(): void {
  if (PINNED.every(({ binary, version }) => installed(binary, version))) {
    console.log(`agent CLIs: ${PINNED.map(({ spec }) => spec).join(", ")} already in ${clis}`);
    return;
  }
  rmSync(clis, { recursive: true, force: true });
  mkdirSync(clis, { recursive: true });
  // Its own package.json, so npm installs here and never into the project's dependencies.
  writeFileSync(join(clis, "package.json"), JSON.stringify({ private: true, description: "agent CLIs for npm run test:agents" }) + "\n");
  console.log(`agent CLIs: installing ${PINNED.map(({ spec }) => spec).join(", ")} into ${clis}`);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--save-exact", ...PINNED.map(({ spec }) => spec)], {
    cwd: clis,
    stdio: "inherit",
  });
  for (const { binary, version } of PINNED) {
    if (!installed(binary, version)) throw new Error(`agent CLIs: ${join(bin, binary)} --version does not print ${version}`);
  }
}

/** Whether this machine lets us make a network namespace (root, or user namespaces). */
function canIsolate(): boolean {
  return (
    spawnSync("unshare", ["-n", "true"], { stdio: "ignore" }).status === 0 ||
    spawnSync("unshare", ["-rn", "true"], { stdio: "ignore" }).status === 0
  );
}

function hasStrace(): boolean {
  return spawnSync("strace", ["-V"], { stdio: "ignore" }).status === 0;
}

/** Whether an address is loopback: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x. */
function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === "::1" || /^::ffff:127\./i.test(address);
}

interface Destinations {
  loopback: number;
  outside: string[];
}

/** Reads strace's `connect`/`send*` lines and sorts their destination addresses. */
function destinations(log: string): Destinations {
  const found: Destinations = { loopback: 0, outside: [] };
  for (const line of log.split("\n")) {
    const address = /sin_addr=inet_addr\("([^"]+)"\)/.exec(line)?.[1] ?? /inet_pton\(AF_INET6, "([^"]+)"/.exec(line)?.[1];
    if (address === undefined) continue; // AF_UNIX, netlink, or a send on a connected socket
    if (isLoopback(address)) found.loopback++;
    else found.outside.push(line.trim());
  }
  return found;
}

async function runTests(isolate: boolean): Promise<number> {
  mkdirSync(cache, { recursive: true });
  rmSync(straceLog, { force: true });
  const vitest = [
    process.execPath,
    join(root, "node_modules", "vitest", "vitest.mjs"),
    "run",
    "-c",
    "vitest.agents.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${vitestJson}`,
  ];
  const traced = ["strace", "-f", "--seccomp-bpf", "-Y", "-qq", "-e", "trace=connect,sendto,sendmsg,sendmmsg", "-o", straceLog, ...vitest];
  const quoted = traced.map((word) => `'${word.replace(/'/g, "'\\''")}'`).join(" ");
  // In the namespace only loopback exists, and it starts down.
  const [file, args] = isolate
    ? ["unshare", ["-n", "sh", "-c", `ip link set lo up && exec ${quoted}`]]
    : [traced[0] ?? "strace", traced.slice(1)];
  const child = spawn(file, args as string[], { cwd: root, stdio: "inherit", env: { ...process.env, RALPH_AGENT_CLIS_BIN: bin } });
  return new Promise((done) => child.on("exit", (code) => done(code ?? 1)));
}

// A result from an earlier run must not be counted when this one fails before its tests.
rmSync(vitestJson, { force: true });
install();
if (!existsSync(join(root, "dist", "action.js"))) throw new Error("dist/action.js is missing: run npm run bundle first");
if (!hasStrace()) throw new Error("strace is needed to count connection attempts: apt-get install strace");
const isolate = canIsolate();
console.log(
  isolate
    ? "network: a namespace with only loopback (unshare -n)"
    : "network: no namespace could be made here; counting attempts with strace only",
);
const status = await runTests(isolate);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(vitestJson, "utf8")) as { numPassedTests: number; numFailedTests: number; success: boolean };
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1);
} catch {
  failed = 1;
}
const seen = destinations(existsSync(straceLog) ? readFileSync(straceLog, "utf8") : "");
console.log(`network: ${seen.loopback} connections and datagrams to loopback, ${seen.outside.length} outside loopback`);
if (seen.outside.length > 0) {
  for (const line of seen.outside.slice(0, 20)) console.log(`  outside loopback: ${line}`);
  failed++;
}
if (!existsSync(straceLog)) failed++;
console.log(`agents: ${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
