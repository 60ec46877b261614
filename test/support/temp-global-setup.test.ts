import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import setup from "./temp-global-setup.js";

const savedTmpdir = process.env.TMPDIR;
const savedExitCode = process.exitCode;
afterEach(() => {
  process.env.TMPDIR = savedTmpdir;
  process.exitCode = savedExitCode;
});

describe("the test run's temp folder", () => {
  it("is named for TMPDIR while the run lasts, and goes with it, empty", () => {
    const teardown = setup();
    const folder = process.env.TMPDIR ?? "";
    expect(basename(folder)).toMatch(/^ralph-test-/);
    expect(folder).not.toBe(savedTmpdir);
    teardown();
    expect(existsSync(folder)).toBe(false);
    expect(process.env.TMPDIR).toBe(savedTmpdir);
    expect(process.exitCode).toBe(savedExitCode);
  });

  it("fails the run naming what a test left in it, and removes it all the same", () => {
    const teardown = setup();
    const folder = process.env.TMPDIR ?? "";
    mkdirSync(join(folder, "ralph-git-abc123"));
    writeFileSync(join(folder, "ralph-git-abc123", "global.gitconfig"), "");
    writeFileSync(join(folder, "stray.txt"), "");
    expect(() => teardown()).toThrow(
      `the tests left 2 entries in their temp folder ${folder} (each test removes what it makes):\n  ralph-git-abc123/global.gitconfig\n  stray.txt`,
    );
    expect(process.exitCode).toBe(1);
    expect(existsSync(folder)).toBe(false);
  });
});
