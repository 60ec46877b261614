/**
 * The runner's environment as the action reads it: GitHub's default variables, the event's
 * repository, and the pacing factor the e2e tests set (`RALPH_PACING_SCALE`), which no other value
 * may slip through.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRunnerContext } from "../../src/action/runner.js";

const dir = mkdtempSync(join(tmpdir(), "ralph-runner-"));
const eventPath = join(dir, "event.json");
writeFileSync(eventPath, JSON.stringify({ action: "labeled" }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = {
  GITHUB_REPOSITORY: "octo/hello",
  GITHUB_EVENT_NAME: "issues",
  GITHUB_EVENT_PATH: eventPath,
  GITHUB_WORKSPACE: dir,
  RUNNER_TEMP: dir,
  GITHUB_RUN_ID: "77",
};

describe("the runner's environment", () => {
  it("paces writes as GitHub asks unless RALPH_PACING_SCALE says otherwise", async () => {
    expect((await readRunnerContext(env)).pacingScale).toBe(1);
    expect((await readRunnerContext({ ...env, RALPH_PACING_SCALE: "0.1" })).pacingScale).toBe(0.1);
  });

  it("refuses a pacing factor outside (0, 1], naming the variable", async () => {
    for (const value of ["0", "-1", "1.5", "fast", ""]) {
      await expect(readRunnerContext({ ...env, RALPH_PACING_SCALE: value })).rejects.toThrow(
        /the runner environment is incomplete: RALPH_PACING_SCALE/,
      );
    }
  });

  it("names a missing variable and reads the run's page from the server URL", async () => {
    await expect(readRunnerContext({ ...env, GITHUB_WORKSPACE: undefined })).rejects.toThrow(/GITHUB_WORKSPACE/);
    const runner = await readRunnerContext({ ...env, GITHUB_SERVER_URL: "https://ghe.example.com/" });
    expect(runner.runUrl).toBe("https://ghe.example.com/octo/hello/actions/runs/77");
    expect(runner.payload).toEqual({ action: "labeled" });
  });

  it("takes the default branch from the event's repository when it is the runner's, else leaves it to be read", async () => {
    const withRepository = (repository: unknown): Record<string, string> => {
      const path = join(dir, `event-${Math.random()}.json`);
      writeFileSync(path, JSON.stringify({ action: "labeled", repository }));
      return { ...env, GITHUB_EVENT_PATH: path };
    };
    expect((await readRunnerContext(env)).defaultBranch).toBeNull();
    expect((await readRunnerContext(withRepository({ full_name: "octo/hello", default_branch: "trunk" }))).defaultBranch).toBe("trunk");
    // GitHub's names are not case-sensitive; GITHUB_REPOSITORY and the payload may spell them differently.
    expect((await readRunnerContext(withRepository({ full_name: "Octo/Hello", default_branch: "trunk" }))).defaultBranch).toBe("trunk");
    for (const other of [
      { full_name: "octo/other", default_branch: "trunk" },
      { full_name: "octo/hello" },
      { full_name: "octo/hello", default_branch: "" },
      { full_name: "octo/hello", default_branch: 7 },
      "octo/hello",
    ]) {
      expect((await readRunnerContext(withRepository(other))).defaultBranch, JSON.stringify(other)).toBeNull();
    }
  });
});
