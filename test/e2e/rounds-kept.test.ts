/**
 * Every round's work stays on the run's branch and in its pull request, whatever the agent
 * does to git's refs and history in a later round. Each case runs the bundled action against the git
 * server and the GitHub fake and checks what a maintainer sees: the pull request's branch on the
 * remote, its history (nothing force-pushed), and the round comments.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startArtifactFake } from "../support/artifact-fake.js";
import { until } from "../support/budget.js";
import type { TransportFault } from "../support/git-server.js";
import { BOT, FULL_NAME, reports, startScenario, type Scenario, type ScriptedStep } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const FEATURE = "export const feature = () => 1;\n";
const FIXED = "export const add = (a, b) => a + b;\n";
const branch = () => `ralph/issue-${scenario.issueNumber}`;
const PERSON = { name: "Octo Person", email: "person@example.com" };
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const roundComments = () => botComments().filter((comment) => comment.body.includes("<!-- ralph-bot:round "));
const roundsPosted = () => roundComments().map((comment) => Number(/"round":(\d+)/.exec(comment.body)?.[1]));

/** Runs round 1 (`files`, `continue`) then round 2 (`run` as the agent's shell commands, `complete`); returns round 1's commit on the remote. */
async function twoRounds(files: Record<string, string>, run: string[]) {
  const result = await scenario.run({
    rounds: {
      1: { files, report: reports.continue("round one") },
      2: { run, report: reports.complete("round two") },
    },
  });
  const commits = await scenario.git.log(FULL_NAME, branch());
  const round1 = commits.find((commit) => commit.subject === "Round 1: round one")?.sha;
  return { result, commits, round1 };
}

/** What every case must leave: one pull request from the branch, a comment per round, round 1's commit still in the branch's history. */
async function expectBothRoundsKept(run: Awaited<ReturnType<typeof twoRounds>>): Promise<void> {
  expect(run.result.outputs.outcome, run.result.stderr).toBe("complete");
  // Never force-pushed: round 1's commit is still an ancestor of the tip.
  expect(run.round1).toBeDefined();
  expect(run.commits[0]?.subject).toBe("Round 2: round two");
  expect(roundsPosted()).toEqual([1, 2]);
  const pulls = scenario.github.pulls(FULL_NAME);
  expect(pulls).toHaveLength(1);
  expect(pulls[0]?.pull?.headRef).toBe(branch());
}

describe("a later round whose agent changes git's refs or history", () => {
  it("keeps round 1's files when round 2's agent checks out main and writes a file there", async () => {
    const run = await twoRounds({ "src/feature.js": FEATURE }, ["git checkout -q main", "echo two > r2.txt"]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "src/feature.js")).toBe(FEATURE);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
    expect(roundComments()[1]?.body).toContain('the agent left the branch "main" checked out');
    expect(roundComments()[1]?.body).toContain("so earlier rounds' work stays");
  });

  it("keeps round 1's files when round 2's agent commits on main", async () => {
    const run = await twoRounds({ "src/feature.js": FEATURE }, [
      "git checkout -q main",
      "echo two > r2.txt",
      "git add r2.txt",
      "git commit -q -m 'Agent: r2 on main'",
    ]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "src/feature.js")).toBe(FEATURE);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("keeps round 1's files when round 2's agent resets the branch to before round 1", async () => {
    const run = await twoRounds({ "r1.txt": "one\n" }, ["git reset -q --hard HEAD~1", "echo two > r2.txt"]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("keeps round 1's files, with the agent's edits, when round 2's agent amends round 1's commit", async () => {
    const run = await twoRounds({ "r1.txt": "one\n", "src/feature.js": FEATURE }, [
      "echo 'one, improved' > r1.txt",
      "echo two > r2.txt",
      "git add -A",
      "git commit -q --amend -m 'Round 1, amended'",
    ]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one, improved\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "src/feature.js")).toBe(FEATURE);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("deletes a file the agent removed after checking out main, keeping round 1's", async () => {
    const run = await twoRounds({ "r1.txt": "one\n" }, ["git checkout -q main", "git rm -q README.md", "echo two > r2.txt"]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "README.md")).toBeNull();
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("keeps round 1's files when round 2's agent turns a file into a folder after checking out main", async () => {
    const run = await twoRounds({ "src/feature.js": FEATURE }, [
      "git checkout -q main",
      "git rm -q README.md",
      "mkdir README.md",
      "echo '# hello, in a folder' > README.md/index.md",
    ]);
    await expectBothRoundsKept(run);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "README.md/index.md")).toBe("# hello, in a folder\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "src/feature.js")).toBe(FEATURE);
  });

  it("keeps a person's edit to a file that round 3's agent renames after checking out main", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "src/feature.js": FEATURE }, report: reports.continue("round one") },
        // The person's push lands while round 2 runs: round 3 starts from it.
        2: { files: { "NOTES.md": "round 2\n" }, waitFor: "pushed", report: reports.continue("round two") },
        3: { run: ["git checkout -q main", "git mv add.js sum.js"], report: reports.complete("round three") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    await scenario.git.pushAs(FULL_NAME, branch(), { "add.js": FIXED }, PERSON, { message: "Fix add()" });
    await scenario.goAhead("pushed");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "sum.js")).toBe(FIXED);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBeNull();
    expect(await scenario.git.readFile(FULL_NAME, branch(), "src/feature.js")).toBe(FEATURE);
    expect(roundComments()[2]?.body).toContain("renames followed, each with the other side's changes: add.js → sum.js");
  });
});

describe("a round whose own changes hold a file where the branch holds a folder", () => {
  it("ends blocked naming the path, with the round on a side branch and the run's branch at the round before", async () => {
    const run = await twoRounds({ "docs/guide.md": "# guide\n" }, ["git checkout -q main", "echo 'docs in one file' > docs"]);
    expect(run.result.outputs.outcome, run.result.stderr).toBe("blocked");
    expect(run.result.exitCode).toBe(0);
    expect(run.commits[0]?.sha).toBe(run.round1);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "docs/guide.md")).toBe("# guide\n");
    const rescue = `${branch()}-rescue-${run.result.runId}-2`;
    expect(await scenario.git.readFile(FULL_NAME, rescue, "docs")).toBe("docs in one file\n");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain(`changes on \`${branch()}\` conflict with the round in \`docs\``);
    expect(final).toContain("hold docs as a file on one side and a folder with files on the other");
    expect(final).toContain(`[\`${rescue}\`](${scenario.github.serverUrl}/${FULL_NAME}/tree/${rescue})`);
    expect(roundsPosted()).toEqual([1, 2]);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
  });
});

describe("a round that leaves conflict markers", () => {
  it("ends round-failed with the run's branch at the last good round and the round on the rescue branch the final comment names", async () => {
    const MARKED = "<<<<<<< mine\nexport const add = (a, b) => a + b;\n=======\nexport const add = (a, b) => b + a;\n>>>>>>> theirs\n";
    const run = await scenario.run({
      rounds: {
        1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
        2: { files: { "add.js": MARKED, "r2.txt": "two\n" }, report: reports.complete("fixed add()") },
      },
    });
    expect(run.outputs.outcome, run.stderr).toBe("round-failed");
    const [tip] = await scenario.git.log(FULL_NAME, branch());
    expect(tip?.subject).toBe("Round 1: round one");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).not.toContain("<<<<<<<");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBeNull();
    expect(run.outputs["head-sha"]).toBe(tip?.sha);
    const rescue = `${branch()}-rescue-${run.runId}-2`;
    expect(await scenario.git.readFile(FULL_NAME, rescue, "add.js")).toBe(MARKED);
    expect(await scenario.git.readFile(FULL_NAME, rescue, "r1.txt")).toBe("one\n");
    expect(roundsPosted()).toEqual([1, 2]);
    expect(roundComments()[1]?.body).toContain(`**not pushed** to \`${branch()}\``);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("round 2 failed** — unresolved conflict markers in add.js");
    expect(final).toContain(`[\`${rescue}\`](${scenario.github.serverUrl}/${FULL_NAME}/tree/${rescue})`);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
  });
});

/**
 * Runs `rounds`, the git server meeting `fault` from the moment round 1's agent runs: after the
 * run claimed its issue, so that the fault meets the round's push.
 */
async function withPushFault(fault: TransportFault, rounds: Record<number, ScriptedStep>) {
  const first = rounds[1] ?? {};
  const live = scenario.run({ rounds: { ...rounds, 1: { ...first, waitFor: "faulty" } } });
  await until(async () => (await scenario.agentLog()).length === 1, 30_000);
  scenario.git.failRequests(fault);
  await scenario.goAhead("faulty");
  return live;
}

describe("a git host that fails for a moment", () => {
  it("retries a push answered 503 once and ends with its pull request, each round's comment posted once", async () => {
    const run = await withPushFault(
      { service: "push", fault: 503 },
      {
        1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
        2: { files: { "r2.txt": "two\n" }, report: reports.complete("round two") },
      },
    );
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(scenario.git.faultsHit).toBe(1);
    expect(run.stdout).toContain("git push failed (the git host answered HTTP 503); retrying in 1 s");
    expect(roundsPosted()).toEqual([1, 2]);
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("retries a fetch whose connection was reset while saving a round", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
        // Round 2 ends once the person pushed and the resets are set: its save meets both.
        2: { files: { "r2.txt": "two\n" }, waitFor: "pushed", report: reports.complete("round two") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    // A person's push during round 2 refuses its leased push: the save fetches, through two resets.
    const person = await scenario.git.pushAs(FULL_NAME, branch(), { "PERSON.md": "from a person\n" }, PERSON, {
      message: "A person's note",
    });
    scenario.git.failRequests({ service: "fetch", fault: "reset", times: 2 });
    await scenario.goAhead("pushed");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(scenario.git.faultsHit).toBe(2);
    expect(run.stdout).toContain("git fetch failed (Connection reset by peer); retrying in");
    expect(roundsPosted()).toEqual([1, 2]);
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    expect((await scenario.git.log(FULL_NAME, branch())).map((commit) => commit.sha)).toContain(person);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
  });

  it("does not retry a push answered 403: the run ends error naming it, the round kept", async () => {
    const run = await withPushFault(
      { service: "push", fault: 403, times: Infinity },
      {
        1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
      },
    );
    expect(run.outputs.outcome, run.stderr).toBe("error");
    // One try for the run's branch, one for the side branch, one to delete the run's claims: none retried.
    expect(scenario.git.faultsHit).toBe(3);
    expect(run.stdout).toContain(`could not delete the claims on issue #${scenario.issueNumber}`);
    expect(roundsPosted()).toEqual([1]);
    expect(roundComments()[0]?.body).toContain("**not pushed**");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("Ralph stopped on an error");
    expect(final).toContain("The requested URL returned error: 403");
  });

  it("goes on at the round after the last reported one, with its handoff, when the event that ended in error is delivered again", async () => {
    const payload = scenario.labeledPayload();
    const live = scenario.run({
      payload,
      rounds: {
        1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
        2: { files: { "lost.txt": "refused\n" }, waitFor: "refusing", report: reports.continue("round two") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    scenario.git.failRequests({ service: "push", fault: 403, times: 2 });
    await scenario.goAhead("refusing");
    const failed = await live;
    expect(failed.outputs.outcome, failed.stderr).toBe("error");
    // The same webhook delivered again starts a new workflow run on a new runner.
    await scenario.freshCheckout();
    const again = await scenario.run({
      payload,
      rounds: { 3: { files: { "r2.txt": "two\n" }, report: reports.complete("done") } },
    });
    expect(again.outputs.outcome, again.stderr).toBe("complete");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "r2.txt")).toBe("two\n");
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    // Each round's comment once, the round numbers going on: the failed run's rounds 1 and 2, then round 3.
    const rounds = roundComments().map(
      (comment) => `${/"run":"(\d+)"/.exec(comment.body)?.[1]}:${/"round":(\d+)/.exec(comment.body)?.[1]}`,
    );
    expect(rounds).toEqual([`${failed.runId}:1`, `${failed.runId}:2`, `${again.runId}:3`]);
    expect((await scenario.agentLog()).at(-1)?.promptFromStdin).toContain("round two");
  });
  it("on SIGTERM during a push's retry wait, ends the wait at once and the run cancelled, the round kept where the tracking comment says", async () => {
    const artifacts = await startArtifactFake();
    try {
      let child: import("node:child_process").ChildProcess | undefined;
      const live = scenario.run({
        rounds: {
          1: { files: { "r1.txt": "one\n" }, report: reports.continue("round one") },
          2: { files: { "r2.txt": "two\n" }, waitFor: "refusing", report: reports.continue("round two") },
        },
        inputs: { "max-rounds": "3" },
        // @actions/artifact refuses hosts that look like GitHub Enterprise Server; *.localhost counts as github.com.
        env: { ...artifacts.env(), GITHUB_SERVER_URL: "http://github.localhost" },
        onStart: (started) => (child = started),
      });
      await until(async () => (await scenario.agentLog()).length === 2, 30_000);
      // From round 2's save on, the git host answers 503 to every push: the action waits to retry.
      scenario.git.failRequests({ service: "push", fault: 503, times: Infinity });
      await scenario.goAhead("refusing");
      await until(() => scenario.git.faultsHit > 0, 30_000, 10);
      const sentAt = Date.now();
      child?.kill("SIGTERM");
      const run = await live;
      expect(Date.now() - sentAt).toBeLessThan(5000);
      expect(run.outputs.outcome, run.stderr).toBe("cancelled");
      expect(roundsPosted()).toEqual([1, 2]);
      expect(await scenario.git.readFile(FULL_NAME, branch(), "r1.txt")).toBe("one\n");
      // The runner is cancelling the job: no final comment; the tracking comment says where the round is.
      const tracking = botComments().find((comment) => comment.body.includes("<!-- ralph-bot:tracking "))?.body ?? "";
      expect(tracking).toContain("**Outcome: cancelled**");
      const [artifact] = artifacts.artifacts;
      expect(artifact, tracking).toBeDefined();
      expect(tracking).toContain("waited to be pushed again: it was committed, not pushed");
      expect(tracking).toContain(`/actions/runs/${run.runId}/artifacts/${artifact?.id}`);
    } finally {
      await artifacts.close();
    }
  });
});
