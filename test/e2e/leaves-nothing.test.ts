/**
 * The action leaves nothing in the runner's temp folder that no later step reads: its private folder
 * (`ralph-git-…`, the copy of the global git configuration its git reads) is there while it runs and
 * gone once it exited, however the run ended: complete, not admitted, cancelled by the runner
 * (SIGINT, then SIGTERM), or ended by a signal it no longer listens for.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { until } from "../support/budget.js";
import { FULL_NAME, reports, startScenario, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

/** The bot's private folders in the runner's temp folders of the scenario's workflow runs (`ralph-runner-…`, one each). */
function privateFolders(): string[] {
  const temps = readdirSync(scenario.dir).filter((name) => name.startsWith("ralph-runner-"));
  return temps.flatMap((temp) =>
    readdirSync(join(scenario.dir, temp))
      .filter((name) => name.startsWith("ralph-git-"))
      .map((name) => `${temp}/${name}`),
  );
}

/** Collects what the action prints, to wait for a line of it. */
function printed(child: ChildProcess): () => string {
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe("the action's private folder", () => {
  it("is there while the run goes on and gone after it completes; the event log stays", async () => {
    const live = scenario.run({
      rounds: { 1: { files: { "NOTES.md": "done\n" }, waitFor: "looked", report: reports.complete("done") } },
    });
    await until(async () => (await scenario.agentLog()).length === 1, 30_000);
    expect(privateFolders()).toHaveLength(1);
    await scenario.goAhead("looked");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(privateFolders()).toEqual([]);
    expect(existsSync(run.outputs["events-file"] ?? "")).toBe(true);
  });

  it("is gone after a trigger that starts nothing (its checkout was read while the permission was checked)", async () => {
    scenario.github.setPermission(FULL_NAME, "reader", "read");
    const run = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph", "reader") });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(privateFolders()).toEqual([]);
  });

  it("is gone after the runner cancels the job (SIGTERM) during a round", async () => {
    let child: ChildProcess | undefined;
    const live = scenario.run({
      rounds: { 1: { files: { "WIP.md": "half\n" }, waitFor: "never", report: reports.continue("never written") } },
      onStart: (started) => (child = started),
    });
    await until(async () => (await scenario.agentLog()).length === 1, 30_000);
    expect(privateFolders()).toHaveLength(1);
    child?.kill("SIGTERM");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("cancelled");
    expect(privateFolders()).toEqual([]);
  });

  it("is gone when a signal comes after the runner's SIGINT and SIGTERM, which then ends the action as it would have", async () => {
    let child: ChildProcess | undefined;
    let output = (): string => "";
    let exited: Promise<NodeJS.Signals | null> = Promise.resolve(null);
    const live = scenario.run({
      // A process of the agent's outlasts SIGTERM, so stopping the round takes the kill's grace period.
      rounds: {
        1: { run: ["(trap '' TERM INT; exec sleep 30) >/dev/null 2>&1 &"], waitFor: "never", report: reports.continue("never written") },
      },
      onStart: (started) => {
        child = started;
        output = printed(started);
        exited = new Promise((done) => started.once("exit", (_code, signal) => done(signal)));
      },
    });
    await until(async () => (await scenario.agentLog()).length === 1, 30_000);
    expect(privateFolders()).toHaveLength(1);
    child?.kill("SIGINT");
    await until(() => output().includes("received SIGINT"), 10_000, 10);
    child?.kill("SIGTERM");
    await until(() => output().includes("received SIGTERM"), 10_000, 10);
    child?.kill("SIGTERM");
    const run = await live;
    expect([run.exitCode, await exited]).toEqual([null, "SIGTERM"]);
    expect(privateFolders()).toEqual([]);
  });
});
