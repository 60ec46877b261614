import { describe, expect, it } from "vitest";
import { VERIFY_TAIL_CHARS, VerifyCommandInput, VerifyMode } from "../../src/core/verification.js";
import { exited, report, run, shaOf, verification, waitForStop } from "./harness.js";

const continues = (n: number) => exited(report("continue", { nextSteps: [`step ${n}`] }));

describe("the verify gate", () => {
  it("rejects a completion whose check fails, shows the failing output next round, and completes when it passes", async () => {
    const { result, prompts, reported, saved } = await run({
      agent: [exited(report("complete", { summary: "claims done" })), exited(report("complete", { summary: "really done" }))],
      verify: [verification("failed"), verification("passed")],
    });
    expect(result).toMatchObject({ outcome: "complete", handoff: { summary: "really done" }, verification: { kind: "passed" } });
    expect(reported[0]).toMatchObject({ status: "complete", failure: null, verification: { kind: "failed", exitCode: 1 } });
    expect(saved[0]).toBe("Round 1: claims done");
    expect(prompts[1]).toContain("## Verification failed after round 1");
    expect(prompts[1]).toContain(
      "The agent reported `complete`, but the verify command exited with code 1, so the completion was rejected.",
    );
    expect(prompts[1]).toContain("FAIL test/parser.test.ts > keeps comments");
    expect(prompts[1]).toContain("AssertionError: expected '' to be '# c'");
    expect(prompts[1]).toContain("- Round 1's completion was rejected: `npm test` exited with code 1.");
    expect(result.state).toMatchObject({ lastPassingSha: shaOf(2), failedVerification: null });
  });

  it("tells every prompt which command decides completion", async () => {
    const { prompts } = await run({ agent: [exited(report("complete"))], verify: [verification("passed")] });
    expect(prompts[0]).toContain("## The verify command");
    expect(prompts[0]).toContain("after a round that reports `complete`");
    expect(prompts[0]).toContain("```sh\nnpm test\n```");
  });

  it("runs only after complete reports with on-complete, after every report with every-round", async () => {
    const agent = [continues(1), continues(2), exited(report("complete"))];
    const onComplete = await run({ agent, verify: [verification("passed")] });
    expect(onComplete.verifiedRounds).toEqual([3]);
    expect(onComplete.reported.map((r) => r.verification?.kind ?? null)).toEqual([null, null, "passed"]);
    const everyRound = await run({ agent, verify: [1, 2, 3].map(() => verification("passed")), settings: { verify: "every-round" } });
    expect(everyRound.verifiedRounds).toEqual([1, 2, 3]);
  });

  it("with every-round, shows a failing check after a continue round without a lesson or rejection", async () => {
    const { prompts, result } = await run({
      agent: [continues(1), exited(report("complete"))],
      verify: [verification("failed"), verification("passed")],
      settings: { verify: "every-round" },
    });
    expect(result.outcome).toBe("complete");
    expect(prompts[1]).toContain("The verify command exited with code 1. The end of its output:");
    expect(prompts[1]).not.toContain("rejected");
  });

  it("keeps the failing output in prompts until a later check runs", async () => {
    const { prompts } = await run({
      agent: [exited(report("complete")), continues(2), exited(report("complete"))],
      verify: [verification("failed"), verification("passed")],
    });
    expect(prompts[2]).toContain("## Verification failed after round 1");
  });

  it("bounds the output tails the prompt carries", async () => {
    const noisy = verification("failed", { stdoutTail: `${"a".repeat(100_000)}END`, stderrTail: "b".repeat(100_000) });
    const { prompts } = await run({
      agent: [exited(report("complete")), exited(report("complete"))],
      verify: [noisy, verification("passed")],
    });
    expect(prompts[1]).toContain(`${"a".repeat(VERIFY_TAIL_CHARS - 3)}END`);
    expect(prompts[1]).not.toContain("a".repeat(VERIFY_TAIL_CHARS));
    expect(prompts[1]!.length).toBeLessThan(prompts[0]!.length + 2 * VERIFY_TAIL_CHARS + 1000);
  });

  it("ends round-failed when the command cannot run, saving the round and keeping its report", async () => {
    const { result, reported, saved } = await run({
      agent: [exited(report("complete", { summary: "done" }))],
      verify: [verification("cannot-run")],
    });
    expect(result).toMatchObject({ outcome: "round-failed", failedRound: 1, handoff: { summary: "done" } });
    if (result.outcome === "round-failed")
      expect(result.reason).toBe("the verify command could not run: exited with code 127: the command was not found");
    expect(reported[0]).toMatchObject({ status: "failed", report: { summary: "done" }, verification: { kind: "cannot-run" } });
    expect(saved[0]).toMatch(/^Round 1 failed: the verify command could not run/);
  });

  it("accepts a completion as the agent's word when there is no verify command", async () => {
    const { result, prompts } = await run({ agent: [exited(report("complete"))] });
    expect(result).toMatchObject({ outcome: "complete", verification: null });
    expect(prompts[0]).not.toContain("## The verify command");
  });

  it("names the newest commit that passed when the run ends without complete (best effort)", async () => {
    const { result } = await run({
      agent: [continues(1), continues(2), continues(3)],
      verify: [verification("passed"), verification("passed"), verification("failed")],
      settings: { verify: "every-round", maxRounds: 3 },
    });
    expect(result.outcome).toBe("budget-limited");
    expect(result.state.lastPassingSha).toBe(shaOf(2));
  });

  it("ends budget-limited when the last round's completion is rejected", async () => {
    const { result } = await run({ agent: [exited(report("complete"))], verify: [verification("failed")], settings: { maxRounds: 1 } });
    expect(result).toMatchObject({ outcome: "budget-limited", handoff: { status: "complete" } });
    expect(result.state.lessons.items).toEqual(["Round 1's completion was rejected: `npm test` exited with code 1."]);
  });

  it("ends timed-out when the deadline stops the check, with the round saved", async () => {
    const deadline = new AbortController();
    const { result, saved, reported } = await run({
      agent: [exited(report("complete"))],
      verify: [
        (_round, signal) => {
          deadline.abort();
          expect(signal.aborted).toBe(true);
          return Promise.resolve(verification("aborted", { reason: "was stopped" }));
        },
      ],
      deadline,
    });
    expect(result.outcome).toBe("timed-out");
    expect(saved).toEqual(["Round 1: did complete"]);
    expect(reported[0]?.verification?.kind).toBe("aborted");
  });

  it("does not verify a round whose agent was stopped", async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 1);
    const { result, verifiedRounds } = await run({ agent: [waitForStop], verify: [], cancel });
    expect(result.outcome).toBe("cancelled");
    expect(verifiedRounds).toEqual([]);
  });
});

describe("verify inputs", () => {
  it.each([["   "], ["\n\t"], ["x".repeat(8001)]])("refuses %j as verify-command", (value) => {
    expect(VerifyCommandInput.safeParse(value).success).toBe(false);
  });

  it("takes a real command as is and a missing one as no gate", () => {
    expect(VerifyCommandInput.parse("npm test")).toBe("npm test");
    expect(VerifyCommandInput.parse(undefined)).toBeNull();
    expect(VerifyCommandInput.safeParse("  ").error?.issues[0]?.message).toMatch(/must not be blank/);
  });

  it("knows the two verify modes", () => {
    expect(VerifyMode.options).toEqual(["on-complete", "every-round"]);
    expect(VerifyMode.safeParse("always").error?.issues[0]?.message).toBe("must be on-complete or every-round");
  });
});
