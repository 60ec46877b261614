import { describe, expect, it } from "vitest";
import { RunEvent } from "../../src/core/events.js";
import { exited, report, run, shaOf } from "./harness.js";

const person = { sha: "a".repeat(40), author: "Octo Person", subject: "Tighten the parser's error message" };

describe("runRounds when git or GitHub fail", () => {
  it("ends error when the remote refuses a round, after reporting it, and says where the work was kept", async () => {
    const kept = { kind: "branch", branch: "ralph/issue-42-rescue-1-1", sha: shaOf(1) } as const;
    const { result, reported } = await run({
      agent: [exited(report("continue")), exited(report("complete"))],
      save: [{ unpushed: { kind: "refused", reason: "! [remote rejected] (refusing to allow a workflow change)", files: [], kept } }],
    });
    expect(result).toMatchObject({ outcome: "error", failedRound: 1, kept, reason: expect.stringContaining("refusing to allow") });
    expect(reported.map((r) => r.round)).toEqual([1]);
    expect(result.rounds).toHaveLength(1);
  });

  it("ends blocked by a conflict with people's commits, naming the files, even on a complete report", async () => {
    const kept = { kind: "branch", branch: "ralph/issue-42-rescue-1-1", sha: shaOf(1) } as const;
    const { result } = await run({
      agent: [exited(report("complete"))],
      save: [{ unpushed: { kind: "conflict", reason: "conflict in add.js", files: ["add.js"], kept } }],
    });
    expect(result).toMatchObject({ outcome: "blocked", by: "conflict", files: ["add.js"], kept });
  });

  it("names commits people pushed in the next round's prompt only", async () => {
    const { prompts, result } = await run({
      agent: [exited(report("continue")), exited(report("continue", { nextSteps: ["other"] })), exited(report("complete"))],
      sync: [
        { kind: "synced", arrived: [] },
        { kind: "synced", arrived: [person] },
      ],
    });
    expect(result.outcome).toBe("complete");
    expect(prompts[0]).not.toContain("Commits people pushed");
    expect(prompts[1]).toContain("Commits people pushed since the last round");
    expect(prompts[1]).toContain(`${"a".repeat(12)} Tighten the parser's error message (Octo Person)`);
    expect(prompts[2]).not.toContain("Tighten the parser");
  });

  it("lists at most 20 of people's commits and counts the rest", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...person, subject: `change ${i}` }));
    const { prompts } = await run({ agent: [exited(report("complete"))], sync: [{ kind: "synced", arrived: many }] });
    expect(prompts[0]).toContain("change 19");
    expect(prompts[0]).not.toContain("change 20");
    expect(prompts[0]).toContain("… and 5 more");
  });

  it("ends blocked before a round when the remote branch was rewritten", async () => {
    const { result, prompts } = await run({
      agent: [exited(report("continue")), exited(report("complete"))],
      sync: [
        { kind: "synced", arrived: [] },
        { kind: "conflict", reason: "origin/ralph/issue-42 no longer contains 1111111" },
      ],
    });
    expect(result).toMatchObject({ outcome: "blocked", by: "conflict", reason: expect.stringContaining("no longer contains") });
    expect(prompts).toHaveLength(1);
  });

  it("ends error with the message when saving a round throws, keeping the rounds before it", async () => {
    const { result, reported, events } = await run({
      agent: [exited(report("continue")), exited(report("continue", { nextSteps: ["b"] }))],
      save: [undefined, new Error("fatal: Unable to create '/w/.git/index.lock': No space left on device")],
    });
    expect(result).toMatchObject({ outcome: "error", failedRound: 2, handoff: { summary: "did continue" } });
    expect(result.outcome === "error" && result.reason).toContain("No space left on device");
    expect(reported.map((r) => r.round)).toEqual([1]);
    const end = events.at(-1);
    expect(RunEvent.parse(end)).toMatchObject({ type: "run-end", outcome: "error", rounds: 1 });
  });

  it("ends error when the round comment cannot be posted, with the pushed round in the result", async () => {
    const { result } = await run({
      agent: [exited(report("continue"))],
      reporterError: { round: 1, error: new Error("Server Error (502)") },
    });
    expect(result).toMatchObject({ outcome: "error", failedRound: 1, reason: "Server Error (502)" });
    expect(result.rounds.map((r) => r.commit.sha)).toEqual([shaOf(1)]);
  });

  it("fails a round whose save found a problem in the agent's work, after committing it", async () => {
    const { result, reported } = await run({
      agent: [exited(report("complete"))],
      save: [{ failure: "unresolved conflict markers in add.js" }],
    });
    expect(result).toMatchObject({ outcome: "round-failed", failedRound: 1, reason: "unresolved conflict markers in add.js" });
    expect(reported[0]?.status).toBe("failed");
  });

  it("ends round-failed, not error, when the branch did not take a round for its conflict markers, naming where the round is kept", async () => {
    const kept = { kind: "branch" as const, branch: "ralph/issue-7-rescue-9-2", sha: shaOf(2) };
    const failure = "unresolved conflict markers in add.js";
    const { result, reported } = await run({
      agent: [exited(report("continue", { summary: "good round" })), exited(report("complete"))],
      save: [undefined, { failure, unpushed: { kind: "failed", reason: `round 2 left ${failure}`, files: ["add.js"], kept } }],
    });
    expect(result).toMatchObject({ outcome: "round-failed", failedRound: 2, reason: failure, kept, handoff: { summary: "good round" } });
    expect(reported[1]?.status).toBe("failed");
  });

  it("goes on at firstRound for a resumed run and still stops at maxRounds", async () => {
    const steps = [1, 2, 3, 4].map((n) => exited(report("continue", { nextSteps: [`step ${n}`] })));
    const { result, prompts, reported } = await run({ agent: steps, settings: { maxRounds: 4, firstRound: 3 } });
    expect(reported.map((r) => r.round)).toEqual([3, 4]);
    expect(prompts[0]).toContain("round 3 of at most 4");
    expect(result.outcome).toBe("budget-limited");
  });

  it("refuses a firstRound past maxRounds", async () => {
    await expect(run({ agent: [], settings: { maxRounds: 2, firstRound: 3 } })).rejects.toThrow(/firstRound \(3\) is past maxRounds/);
  });
});
