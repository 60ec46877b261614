/**
 * The test lanes (vitest.config.ts, vitest.agents.config.ts): every test file runs in exactly one
 * lane, and the unit lane (npm run test:unit) is every file that needs no sandbox, git server or
 * run of the action against the fakes, so it is the whole of the unit tests, not a sample.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** Support that makes a file a system-lane file: the action against the fakes, the git server, the model server. */
const SYSTEM_SUPPORT = ["test/support/scenario.ts", "test/support/git-server.ts", "test/support/fake-model-server.ts"];

/** A sandbox opened with bubblewrap in the file itself. */
const OPENS_BUBBLEWRAP = /mode: ["']bubblewrap["']/;

type Lane = "unit" | "system" | "agents";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [relative(ROOT, path)] : [];
  });
}

/** The files vitest runs under `config`, as `vitest list` names them, each with its project. */
function listed(config: string): { file: string; lane: string }[] {
  const manifest = createRequire(import.meta.url).resolve("vitest/package.json");
  const cli = join(dirname(manifest), (JSON.parse(readFileSync(manifest, "utf8")) as { bin: { vitest: string } }).bin.vitest);
  // Without the worker's VITEST* variables, the listing runs as it does from a shell.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  // The listing's own global setup makes a temp folder it may leave: in one of this test's, removed here.
  const temp = mkdtempSync(join(tmpdir(), "lanes-"));
  const result = spawnSync(process.execPath, [cli, "list", "--filesOnly", "--json", "--config", config], {
    cwd: ROOT,
    env: { ...env, TMPDIR: temp },
    encoding: "utf8",
  });
  rmSync(temp, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`vitest list --config ${config} failed: ${result.stderr}`);
  const found = JSON.parse(result.stdout) as { file: string; projectName?: string }[];
  return found.map((entry) => ({ file: relative(ROOT, entry.file), lane: entry.projectName ?? "agents" }));
}

/** The test/ files `file` imports, directly or through other test/ files (src/ and packages left out). */
function testImports(file: string, seen = new Set<string>()): Set<string> {
  const path = join(ROOT, file);
  if (seen.has(file) || !existsSync(path)) return seen;
  seen.add(file);
  const { importedFiles } = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith(".")) continue;
    const target = relative(ROOT, resolve(dirname(path), fileName)).replace(/\.js$/, ".ts");
    if (target.startsWith("test/")) testImports(target, seen);
  }
  return seen;
}

/** Why `file` needs the system lane (the support it reaches, or the sandbox it opens); empty when it does not. */
function systemNeeds(file: string): string[] {
  const reached = [...testImports(file)].filter((imported) => SYSTEM_SUPPORT.includes(imported));
  return OPENS_BUBBLEWRAP.test(readFileSync(join(ROOT, file), "utf8")) ? [...reached, "opens a bubblewrap sandbox"] : reached;
}

const lanes = [...listed("vitest.config.ts"), ...listed("vitest.agents.config.ts")];
const laneOf = (lane: Lane) => lanes.filter((entry) => entry.lane === lane).map((entry) => entry.file);

describe("the test lanes", () => {
  it("put every test file in exactly one lane: unit, system or agents", () => {
    const files = testFiles(join(ROOT, "test")).sort();
    expect(files.length).toBeGreaterThan(100);
    expect(lanes.map((entry) => `${entry.file} (${entry.lane})`).sort()).toEqual(
      files.map((file) => `${file} (${lanes.find((entry) => entry.file === file)?.lane ?? "no lane"})`),
    );
    expect(new Set(lanes.map((entry) => entry.lane))).toEqual(new Set(["unit", "system", "agents"]));
  });

  it("keep the unit lane free of the sandbox, the git server and the action run against the fakes", () => {
    const unit = laneOf("unit");
    expect(unit.length).toBeGreaterThan(50);
    expect(unit.flatMap((file) => systemNeeds(file).map((need) => `${file}: ${need}`))).toEqual([]);
  });

  it("put in the system lane only files that need it, so the unit lane holds every unit test (else move it in vitest.config.ts)", () => {
    const system = laneOf("system");
    expect(system.length).toBeGreaterThan(20);
    expect(system.filter((file) => systemNeeds(file).length === 0)).toEqual([]);
  });

  it("see a file's needs through the support it imports", () => {
    expect(systemNeeds("test/e2e/main-job.test.ts")).toContain("test/support/scenario.ts");
    expect(systemNeeds("test/workspace/remote.test.ts")).toContain("test/support/git-server.ts");
    expect(systemNeeds("test/agents/sandbox.test.ts")).toContain("opens a bubblewrap sandbox");
    expect(systemNeeds("test/core/loop.test.ts")).toEqual([]);
  });
});
