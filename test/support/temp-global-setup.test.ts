import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import setup, { makeRunTemp } from "./temp-global-setup.js";

// The process's own environment stays untouched: a later test file in this worker reads its TMPDIR.
let base: string;
let env: NodeJS.ProcessEnv;
const savedExitCode = process.exitCode;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "temp-setup-"));
  env = { TMPDIR: "/the/system/temp" };
});
afterEach(() => {
  process.exitCode = savedExitCode;
  rmSync(base, { recursive: true, force: true });
});

describe("the test run's temp folder", () => {
  it("is named for TMPDIR while the run lasts, and goes with it, empty", () => {
    const teardown = makeRunTemp(env, base);
    const folder = env.TMPDIR ?? "";
    expect(basename(folder)).toMatch(/^ralph-test-/);
    expect(existsSync(folder)).toBe(true);
    teardown();
    expect(existsSync(folder)).toBe(false);
    expect(env.TMPDIR).toBe("/the/system/temp");
    expect(process.exitCode).toBe(savedExitCode);
  });

  it("fails the run naming what a test left in it, and removes it all the same", () => {
    const teardown = makeRunTemp(env, base);
    const folder = env.TMPDIR ?? "";
    mkdirSync(join(folder, "ralph-git-abc123"));
    writeFileSync(join(folder, "ralph-git-abc123", "global.gitconfig"), "");
    writeFileSync(join(folder, "stray.txt"), "");
    expect(() => teardown()).toThrow(
      `the tests left 2 entries in their temp folder ${folder} (each test removes what it makes):\n  ralph-git-abc123/global.gitconfig\n  stray.txt`,
    );
    expect(process.exitCode).toBe(1);
    expect(existsSync(folder)).toBe(false);
  });

  it("is made once per test run, though each project of the run calls the global setup", () => {
    const before = process.env.TMPDIR;
    // This worker runs inside the test run's folder already: the setup is asked as at a run's start.
    const marker = process.env.RALPH_TEST_RUN_TEMP;
    delete process.env.RALPH_TEST_RUN_TEMP;
    const first = setup();
    const folder = process.env.TMPDIR;
    try {
      const second = setup();
      expect(process.env.TMPDIR).toBe(folder);
      second();
      expect(existsSync(folder ?? "")).toBe(true);
    } finally {
      first();
      if (marker !== undefined) process.env.RALPH_TEST_RUN_TEMP = marker;
    }
    expect(process.env.TMPDIR).toBe(before);
    expect(existsSync(folder ?? "")).toBe(false);
  });
});
