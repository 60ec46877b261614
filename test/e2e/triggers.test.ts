import { execFile, spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { promisify } from "node:util";
import { aliveInNamespace } from "../agents/host-processes.js";
import { isAlive } from "../support/processes.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BOT, continuing, FULL_NAME, MAINTAINER, reports, startScenario, type Scenario, type ScriptedStep } from "../support/scenario.js";
import { until } from "../support/budget.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const exec = promisify(execFile);
const writes = () => scenario.github.requests.filter((request) => request.method !== "GET");
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const trackingComments = () => botComments().filter((comment) => comment.body.includes("<!-- ralph-bot:tracking "));
const complete = { 1: { report: reports.complete("done") } };

describe("who may start a run", () => {
  it("answers a read-only user's /ralph with one reply, and runs nothing", async () => {
    scenario.github.setPermission(FULL_NAME, "reader", "read");
    const run = await scenario.run({ rounds: complete, eventName: "issue_comment", payload: scenario.commentPayload("/ralph", "reader") });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(botComments().map((comment) => comment.body)).toEqual([
      expect.stringContaining("Only people with write access to this repository can start or stop Ralph runs."),
    ]);
    expect(await scenario.agentLog()).toEqual([]);
    expect(scenario.git.pushes).toEqual([]);
  });

  it("runs for a person with write access whom the payload shows as CONTRIBUTOR (a private organisation member), and answers one without it", async () => {
    // GitHub shows a member whose membership is private as CONTRIBUTOR (actions/github-script#643,
    // rust-lang/triagebot#2094): the permission API decides, never author_association.
    scenario.github.setPermission(FULL_NAME, "private-member", "write");
    const asContributor = (payload: Record<string, unknown>) => {
      Object.assign(payload.comment as object, { author_association: "CONTRIBUTOR" });
      return payload;
    };
    const refused = await scenario.run({
      rounds: complete,
      eventName: "issue_comment",
      payload: asContributor(scenario.commentPayload("/ralph", "stranger")),
    });
    expect(refused.outputs.outcome).toBe("skipped");
    expect(botComments().map((comment) => comment.body)).toEqual([
      expect.stringContaining("Only people with write access to this repository can start or stop Ralph runs."),
    ]);
    const run = await scenario.run({
      rounds: complete,
      eventName: "issue_comment",
      payload: asContributor(scenario.commentPayload("/ralph", "private-member")),
    });
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(await scenario.agentLog()).toHaveLength(1);
  });

  it("ignores a bot's /ralph and the bot's own comment without any API call", async () => {
    for (const sender of ["dependabot[bot]", BOT]) {
      const run = await scenario.run({
        rounds: complete,
        eventName: "issue_comment",
        payload: scenario.commentPayload("/ralph please", sender),
      });
      expect(run.outputs.outcome).toBe("skipped");
    }
    expect(scenario.github.requests).toEqual([]);
    expect(await scenario.agentLog()).toEqual([]);
  });

  it("answers the trigger label added by a person with triage permission (who may label) with one reply, and runs nothing", async () => {
    scenario.github.setPermission(FULL_NAME, "triager", "triage");
    const run = await scenario.run({ rounds: complete, payload: scenario.labeledPayload("ralph", "triager") });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(botComments().map((comment) => comment.body)).toEqual([expect.stringContaining("Only people with write access")]);
    expect(await scenario.agentLog()).toEqual([]);
    expect(scenario.git.pushes).toEqual([]);
  });

  it("starts nothing for a comment edited to read /ralph, even a maintainer's, and writes nothing", async () => {
    const payload = scenario.commentPayload("/ralph", MAINTAINER);
    // GitHub's issue_comment.edited: the same comment, what it said before in `changes`.
    Object.assign(payload, { action: "edited", changes: { body: { from: "looks good" } } });
    const before = writes().length;
    const run = await scenario.run({ rounds: complete, eventName: "issue_comment", payload });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(writes().slice(before)).toEqual([]);
    expect(await scenario.agentLog()).toEqual([]);
  });

  it("runs at most N rounds for /ralph rounds=N", async () => {
    const run = await scenario.run({
      rounds: continuing(10),
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph rounds=3"),
    });
    expect(run.outputs).toMatchObject({ outcome: "budget-limited", rounds: "3" });
    const trigger = scenario.github.comments(FULL_NAME, scenario.issueNumber)[0];
    expect(scenario.github.commentReactions(trigger?.id ?? 0).map((reaction) => reaction.content)).toEqual(["eyes"]);
  });

  it("runs a dispatch from the App with the trigger comment's text in the objective and 👀 on that comment", async () => {
    const trigger = scenario.github.addComment(FULL_NAME, scenario.issueNumber, {
      user: MAINTAINER,
      body: "/ralph\nPlease keep the old API.",
    });
    const payload = scenario.dispatchPayload({ issue: String(scenario.issueNumber), "comment-id": String(trigger.id) }, "ralph-bot[bot]");
    const run = await scenario.run({
      rounds: complete,
      eventName: "workflow_dispatch",
      payload,
      inputs: { "issue-number": String(scenario.issueNumber), "comment-id": String(trigger.id) },
    });
    expect(run.outputs.outcome, run.stdout.slice(-1500)).toBe("complete");
    expect((await scenario.agentLog())[0]?.promptFromStdin).toContain("Please keep the old API.");
    expect(scenario.github.commentReactions(trigger.id).map((reaction) => reaction.content)).toEqual(["eyes"]);
  });

  it("checks the permission of a person who dispatched the workflow by hand against allowed-permission", async () => {
    scenario.github.setPermission(FULL_NAME, "triager", "triage");
    const byHand = (login: string) => scenario.dispatchPayload({ issue: String(scenario.issueNumber) }, login);
    const inputs = { "issue-number": String(scenario.issueNumber) };
    const refused = await scenario.run({ rounds: complete, eventName: "workflow_dispatch", payload: byHand("triager"), inputs });
    expect(refused.outputs.outcome).toBe("skipped");
    expect(botComments().map((comment) => comment.body)).toEqual([expect.stringContaining("Only people with write access")]);
    expect(await scenario.agentLog()).toEqual([]);
    const admitted = await scenario.run({ rounds: complete, eventName: "workflow_dispatch", payload: byHand(MAINTAINER), inputs });
    expect(admitted.outputs.outcome).toBe("complete");
  });

  it("refuses rounds beyond max-rounds-limit with a reply saying what is allowed", async () => {
    const run = await scenario.run({
      rounds: complete,
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph rounds=100000"),
    });
    expect(run.outputs.outcome).toBe("skipped");
    expect(botComments().map((comment) => comment.body)).toEqual([expect.stringContaining("N must be from 1 to 256 (max-rounds-limit)")]);
    expect(await scenario.agentLog()).toEqual([]);
  });
});

describe("one run per issue", () => {
  it("starts one run when the same labelled event is delivered twice", async () => {
    const payload = scenario.labeledPayload();
    const first = await scenario.run({ rounds: complete, payload });
    const second = await scenario.run({ rounds: complete, payload });
    expect([first.outputs.outcome, second.outputs.outcome]).toEqual(["complete", "skipped"]);
    expect(trackingComments()).toHaveLength(1);
    expect(await scenario.agentLog()).toHaveLength(1);
  });

  it("a trigger that starts nothing only reads the checkout: no git request, no process with its run's marker stopped", async () => {
    // A process carrying the marker of the workflow run about to be refused or skipped (on a
    // self-hosted runner, say a live relay leg's agent, whose run started in that workflow run): the
    // leftover guard kills such processes before the bot's first network command, which must wait
    // for the run's admission (the checkout is read while the permission is checked).
    // A workflow run id of this test run's own: another copy of the test command has its own.
    const runId = String(990_000_000 + randomInt(1_000_000));
    const marked = spawn("sleep", ["60"], { env: { ...process.env, RALPH_RUN_ID: runId }, stdio: "ignore" });
    try {
      const first = await scenario.run({ rounds: complete, payload: scenario.labeledPayload() });
      expect(first.outputs.outcome).toBe("complete");
      // Any fetch or ls-remote from here on meets this fault, and counts.
      scenario.git.failRequests({ service: "fetch", fault: 503, times: Infinity });
      scenario.github.setPermission(FULL_NAME, "reader", "read");
      const refused = await scenario.run({
        rounds: complete,
        eventName: "issue_comment",
        payload: scenario.commentPayload("/ralph", "reader"),
        env: { GITHUB_RUN_ID: runId },
      });
      const duplicate = await scenario.run({ rounds: complete, payload: scenario.labeledPayload(), env: { GITHUB_RUN_ID: runId } });
      expect([refused.outputs.outcome, duplicate.outputs.outcome]).toEqual(["skipped", "skipped"]);
      expect(scenario.git.faultsHit).toBe(0);
      expect(isAlive(marked.pid ?? 0)).toBe(true);
      expect(await scenario.agentLog()).toHaveLength(1);
    } finally {
      marked.kill("SIGKILL");
    }
  });

  it("starts nothing for a second /ralph while a run is live", async () => {
    // Round 1 lasts until the second trigger was handled: the run is live throughout.
    const live = scenario.run({ rounds: { 1: { waitFor: "second-handled", report: reports.complete("slow but done") } } });
    await until(() => trackingComments().length === 1);
    const second = await scenario.run({ rounds: complete, eventName: "issue_comment", payload: scenario.commentPayload("/ralph") });
    await scenario.goAhead("second-handled");
    expect(second.outputs.outcome).toBe("skipped");
    const replies = botComments().filter((comment) =>
      comment.body.includes(`<!-- ralph-bot:reply {"reason":"live-run","run":"${second.runId}"} -->`),
    );
    expect(replies.map((comment) => comment.body)).toEqual([
      expect.stringMatching(/A Ralph run is already live on this issue: workflow run \d+ is already running/),
    ]);
    expect((await live).outputs.outcome).toBe("complete");
    expect(trackingComments()).toHaveLength(1);
    expect(await scenario.agentLog()).toHaveLength(1);
  });

  it("starts nothing for a /ralph that waited in the queue until the live run ended", async () => {
    // Round 1 lasts until the trigger was posted: it arrives while the run is live.
    const live = scenario.run({ rounds: { 1: { waitFor: "queued", report: reports.complete("done") } } });
    await until(() => trackingComments().length === 1);
    const queued = scenario.commentPayload("/ralph");
    await scenario.goAhead("queued");
    expect((await live).outputs.outcome).toBe("complete");
    const late = await scenario.run({ rounds: complete, eventName: "issue_comment", payload: queued });
    expect(late.outputs.outcome).toBe("skipped");
    expect(late.stdout).toMatch(/the trigger arrived while workflow run \d+ was running on this issue/);
    expect(trackingComments()).toHaveLength(1);
  });

  it("starts nothing for a /ralph posted during the live run's last round in the very second the run ended", async () => {
    const live = scenario.run({ rounds: { 1: { waitFor: "queued", report: reports.complete("done") } } });
    await until(() => trackingComments().length === 1);
    const queued = scenario.commentPayload("/ralph");
    await scenario.goAhead("queued");
    expect((await live).outputs.outcome).toBe("complete");
    // GitHub's timestamps have whole seconds: the run ended in the second the comment names.
    const [tracking] = trackingComments();
    const posted = (queued["comment"] as { created_at: string }).created_at.replace(/Z$/, ".900Z");
    const stored = scenario.github.state.comments.get(tracking?.id ?? 0);
    if (stored === undefined) throw new Error("no tracking comment in the fake");
    stored.body = stored.body.replace(/"heartbeat":"[^"]+"/, `"heartbeat":"${posted}"`);
    const late = await scenario.run({ rounds: complete, eventName: "issue_comment", payload: queued });
    expect(late.outputs.outcome).toBe("skipped");
    expect(late.stdout).toMatch(/the trigger arrived while workflow run \d+ was running on this issue/);
    expect(trackingComments()).toHaveLength(1);
  });

  it("acknowledges the trigger and keeps one tracking comment with a checklist of rounds", async () => {
    const run = await scenario.run({
      rounds: {
        1: { report: reports.continue("mapped the code") },
        2: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed it") },
      },
    });
    expect(run.outputs.outcome).toBe("complete");
    expect(scenario.github.issueReactions(FULL_NAME, scenario.issueNumber).map((reaction) => [reaction.content, reaction.user])).toEqual([
      ["eyes", BOT],
    ]);
    const [tracking] = trackingComments();
    expect(tracking?.body).toContain(`**Ralph run** on \`ralph/issue-${scenario.issueNumber}\``);
    expect(tracking?.body).toContain("- [x] Round 1 — continue — mapped the code ([report](");
    expect(tracking?.body).toContain("- [x] Round 2 — complete — fixed it");
    expect(tracking?.body).toMatch(/\*\*Outcome: complete\*\* after 2 rounds, .* · pull request http/);
    expect(tracking?.body).toContain(`/actions/runs/${run.runId}`);
  });
});

/** The claims left on the remote under `refs/ralph/`, as `git for-each-ref` lists them there. */
async function claimsLeft(): Promise<string> {
  return (await exec("git", ["--git-dir", scenario.git.repoPath(FULL_NAME), "for-each-ref", "refs/ralph"])).stdout;
}

/**
 * Runs the triggers `payloads` (event name, payload) at the same moment, each in a workflow run on
 * a runner of its own, while GitHub answers writes 1.5 s late: each reads the issue before any
 * writes its tracking comment.
 */
async function atOnce(triggers: { eventName: string; payload: Record<string, unknown> }[], rounds: Record<number, ScriptedStep>) {
  const checkouts = await Promise.all(triggers.map(() => scenario.newCheckout()));
  scenario.github.setWriteLatency(1500);
  try {
    return await Promise.all(triggers.map((trigger, index) => scenario.run({ rounds, ...trigger, workspace: checkouts[index] })));
  } finally {
    scenario.github.setWriteLatency(0);
  }
}

describe("one run per issue, whatever arrives at once", () => {
  const twoRounds = { 1: { files: { "a.txt": "1\n" }, report: reports.continue("one") }, 2: { report: reports.complete("two") } };
  /** Every tracking comment on the issue and on its pull request `pull`. */
  const allTracking = (pull: number | null) =>
    [scenario.issueNumber, ...(pull !== null ? [pull] : [])].flatMap((number) =>
      scenario.github
        .comments(FULL_NAME, number)
        .filter((comment) => comment.user === BOT && comment.body.includes("<!-- ralph-bot:tracking ")),
    );

  it("`/ralph` on the issue and on its pull request at the same moment: one run, one tracking comment, each round once", async () => {
    const first = await scenario.run({
      rounds: { 1: { files: { "add.js": "export const add = (a, b) => a + b;\n" }, report: reports.complete("fixed") } },
    });
    const pull = Number(first.outputs["pull-request-number"]);
    const before = { rounds: (await scenario.agentLog()).length, tracking: allTracking(pull).length };
    const runs = await atOnce(
      [
        { eventName: "issue_comment", payload: scenario.commentPayload("/ralph") },
        { eventName: "issue_comment", payload: scenario.pullCommentPayload(pull, "/ralph") },
      ],
      twoRounds,
    );
    expect(runs.map((run) => run.outputs.outcome).sort(), runs.map((run) => run.stdout.slice(-1500)).join("\n")).toEqual([
      "complete",
      "skipped",
    ]);
    expect((await scenario.agentLog()).length - before.rounds).toBe(2);
    expect(allTracking(pull).length - before.tracking).toBe(1);
    const loser = runs.find((run) => run.outputs.outcome === "skipped");
    const replies = [scenario.issueNumber, pull].flatMap((number) =>
      scenario.github.comments(FULL_NAME, number).filter((comment) => comment.body.includes(`"reason":"live-run","run":"${loser?.runId}"`)),
    );
    expect(replies.map((comment) => comment.body)).toEqual([expect.stringContaining("A Ralph run is already live on")]);
    expect(await claimsLeft()).toBe("");
  });

  it("the trigger label and a `/ralph` at the same moment: one run, one tracking comment, each round once", async () => {
    const runs = await atOnce(
      [
        { eventName: "issues", payload: scenario.labeledPayload() },
        { eventName: "issue_comment", payload: scenario.commentPayload("/ralph") },
      ],
      twoRounds,
    );
    expect(runs.map((run) => run.outputs.outcome).sort(), runs.map((run) => run.stdout.slice(-1500)).join("\n")).toEqual([
      "complete",
      "skipped",
    ]);
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2]);
    expect(allTracking(null)).toHaveLength(1);
    const loser = runs.find((run) => run.outputs.outcome === "skipped");
    expect(loser?.stdout).toMatch(/Ralph skipped: .*workflow run \d+/);
    expect(await claimsLeft()).toBe("");
  });

  it("where a ruleset refuses refs/ralph/*, says so in the job log and the tracking comment, and the tracking comment still keeps a second run out", async () => {
    await scenario.git.refusePushes(FULL_NAME, { refuse: "refs", pattern: "refs/ralph/*" });
    const live = scenario.run({
      rounds: { 1: { waitFor: "second-handled", files: { "a.txt": "1\n" }, report: reports.complete("done") } },
    });
    await until(() => trackingComments().length === 1);
    const second = await scenario.run({ rounds: complete, eventName: "issue_comment", payload: scenario.commentPayload("/ralph") });
    await scenario.goAhead("second-handled");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("complete");
    expect(second.outputs.outcome).toBe("skipped");
    expect(second.stdout).toMatch(/workflow run \d+ is already running on this issue/);
    expect(run.stdout).toMatch(/::warning::could not claim issue #\d+ on the remote \(.*GH013: Repository rule violations found/);
    const tracking = trackingComments()[0]?.body ?? "";
    expect(tracking).toContain(`This run holds no claim on #${scenario.issueNumber}: the remote refused`);
    expect(tracking).toContain("GH013: Repository rule violations found");
    expect(await scenario.agentLog()).toHaveLength(1);
    expect(await claimsLeft()).toBe("");
  });
});

describe("stopping a run", () => {
  it("ends cancelled after the current round when a permitted user comments /ralph stop", async () => {
    const live = scenario.run({
      rounds: { 1: { waitFor: "stop-posted", report: reports.continue("working") } },
      default: { report: reports.continue("working") },
    });
    await until(async () => (await scenario.agentLog()).length === 1);
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: MAINTAINER, body: "/ralph stop" });
    await scenario.goAhead("stop-posted");
    const run = await live;
    expect(run.outputs).toMatchObject({ outcome: "cancelled", rounds: "1" });
    expect(trackingComments()[0]?.body).toContain("**Outcome: cancelled** after 1 round");
  });

  it("ignores /ralph stop from a read-only user and a forged stop marker", async () => {
    scenario.github.setPermission(FULL_NAME, "reader", "read");
    const live = scenario.run({
      rounds: { 1: { waitFor: "stops-posted", report: reports.continue("working") }, 2: { report: reports.complete("done") } },
    });
    await until(async () => (await scenario.agentLog()).length === 1);
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: "reader", body: "/ralph stop" });
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, {
      user: "reader",
      body: '<!-- ralph-bot:stop {"by":"octo-maintainer"} -->',
    });
    await scenario.goAhead("stops-posted");
    expect((await live).outputs.outcome).toBe("complete");
  });

  it("stops the live run from a /ralph stop handled in a workflow run of its own", async () => {
    const live = scenario.run({
      rounds: { 1: { waitFor: "stop-handled", report: reports.continue("working") } },
      default: { report: reports.continue("working") },
    });
    await until(async () => (await scenario.agentLog()).length === 1 && trackingComments().length === 1);
    const stop = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph stop") });
    await scenario.goAhead("stop-handled");
    expect(stop.outputs.outcome).toBe("skipped");
    expect(
      botComments().some((comment) =>
        comment.body.startsWith(`<!-- ralph-bot:stop {"by":"octo-maintainer","run":"${stop.runId}"} -->\nStopping the live Ralph run`),
      ),
    ).toBe(true);
    expect((await live).outputs).toMatchObject({ outcome: "cancelled", rounds: "1" });
  });

  it("says nothing when the label is removed after the run ended, and answers a /ralph stop with no live run", async () => {
    expect((await scenario.run({ rounds: complete })).outputs.outcome).toBe("complete");
    const before = botComments().length;
    const unlabeled = { ...scenario.labeledPayload(), action: "unlabeled" };
    expect((await scenario.run({ rounds: complete, payload: unlabeled })).outputs.outcome).toBe("skipped");
    expect(botComments()).toHaveLength(before);
    await scenario.run({ rounds: complete, eventName: "issue_comment", payload: scenario.commentPayload("/ralph stop") });
    expect(botComments().at(-1)?.body).toContain("There is no live Ralph run on this issue to stop.");
  });

  // GitHub's cancel: SIGINT to the step's node process, SIGTERM 7,500 ms later, the process tree
  // killed 2,500 ms after that (docs.github.com, "Workflow cancellation reference").
  it.each([
    ["SIGINT", 7500],
    ["SIGTERM", 5000],
  ] as const)(
    "on %s kills the agent's process group, marks the tracking comment cancelled and exits within %i ms",
    async (signal, graceMs) => {
      let child: import("node:child_process").ChildProcess | undefined;
      const live = scenario.run({
        rounds: { 1: { spawnSleeper: true, sleepMs: 60_000, report: reports.complete("never") } },
        onStart: (started) => (child = started),
      });
      await until(async () => (await scenario.agentLog()).length === 1 && trackingComments().length === 1);
      const sentAt = Date.now();
      child?.kill(signal);
      const run = await live;
      expect(Date.now() - sentAt).toBeLessThan(graceMs);
      expect(run.outputs.outcome).toBe("cancelled");
      const [entry] = await scenario.agentLog();
      for (const start of [entry?.startTime, entry?.sleeperStartTime])
        expect(aliveInNamespace(entry?.pidNamespace ?? "", start ?? 0)).toBe(false);
      expect(trackingComments()[0]?.body).toContain("**Outcome: cancelled**");
    },
  );
  it("on SIGTERM while the client waits to retry a 502, ends the wait at once, marks the tracking comment cancelled and exits within 5 s", async () => {
    let child: import("node:child_process").ChildProcess | undefined;
    const live = scenario.run({
      rounds: { 1: { waitFor: "round-1", files: { "a.txt": "a\n" }, report: reports.continue("half way") } },
      inputs: { "max-rounds": "3" },
      onStart: (started) => (child = started),
    });
    await until(async () => (await scenario.agentLog()).length === 1 && trackingComments().length === 1);
    // GitHub answers 502 to the round comment from now on: the client waits to retry it (up to 30 s a wait).
    scenario.github.failNext("POST", /\/issues\/\d+\/comments$/, { status: 502, times: 1000 });
    await scenario.goAhead("round-1");
    await until(() => scenario.github.requests.some((request) => request.method === "POST" && request.status === 502));
    const sentAt = Date.now();
    child?.kill("SIGTERM");
    // Without the cut the step would wait its outage out until the runner's SIGKILL: sent here after 15 s.
    const killer = setTimeout(() => child?.kill("SIGKILL"), 15_000);
    const run = await live;
    clearTimeout(killer);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    expect(run.outputs.outcome, run.stderr).toBe("cancelled");
    const tracking = trackingComments()[0]?.body ?? "";
    expect(tracking).toContain("**Outcome: cancelled** after 1 round");
    expect(tracking).toContain("- [x] Round 1 — continue — half way");
    // Nothing is retried once the runner cancelled the job.
    const afterCancel = run.stdout.slice(run.stdout.indexOf("received SIGTERM"));
    expect(afterCancel).toContain("received SIGTERM");
    expect(afterCancel).not.toContain("retrying in");
    expect(await scenario.git.readFile(FULL_NAME, `ralph/issue-${scenario.issueNumber}`, "a.txt")).toBe("a\n");
  });
});

describe("fields GitHub's webhook schemas let be absent or null", () => {
  it("a label event without its label is skipped with one log line, writing nothing", async () => {
    for (const action of ["labeled", "unlabeled"]) {
      const payload: Record<string, unknown> = { ...scenario.labeledPayload(), action };
      delete payload["label"];
      const run = await scenario.run({ rounds: complete, payload });
      expect(run.outputs.outcome, run.stderr).toBe("skipped");
      expect(run.stdout).toContain(`Ralph skipped: the issues.${action} event names no label`);
    }
    expect(writes()).toEqual([]);
    expect(await scenario.agentLog()).toEqual([]);
  });

  it("a `/ralph stop` whose comment has no user and the event no installation is its sender's, and answered", async () => {
    const payload = scenario.commentPayload("/ralph stop");
    (payload["comment"] as Record<string, unknown>)["user"] = null;
    delete payload["installation"];
    const run = await scenario.run({ rounds: {}, eventName: "issue_comment", payload });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(botComments().at(-1)?.body).toContain("There is no live Ralph run on this issue to stop.");
  });

  it("a review on a pull request whose fork was deleted (no head repository) starts nothing and writes nothing", async () => {
    const pull = scenario.github.addPull(FULL_NAME, {
      title: "from a fork",
      user: "forker",
      head: `forker:ralph/issue-${scenario.issueNumber}`,
    });
    const payload = scenario.reviewPayload(pull.number, { id: 1, state: "changes_requested", body: null });
    (payload["pull_request"] as { head: Record<string, unknown> }).head["repo"] = null;
    const run = await scenario.run({ rounds: complete, eventName: "pull_request_review", payload });
    expect(run.outputs.outcome, run.stderr).toBe("skipped");
    expect(run.stdout).toContain(`pull request #${pull.number} comes from another repository (a fork)`);
    expect(writes()).toEqual([]);
  });
});

describe("safe echo", () => {
  it("never pings or leaks what the agent wrote", async () => {
    const secret = "model-key-0123456789";
    const leaky = `Thanks @octocat! token ${"ghs_e2eWorkflowToken000000000000000000"} key sk-abcdefghijklmnopqrstuv and ${secret}`;
    const run = await scenario.run({
      rounds: { 1: { report: reports.continue(leaky, [leaky]) }, 2: { report: reports.complete(leaky, [leaky]) } },
      inputs: { "agent-env": "MODEL_KEY" },
      env: { MODEL_KEY: secret },
    });
    expect(run.outputs.outcome).toBe("complete");
    const bodies = [...botComments().map((comment) => comment.body), ...scenario.github.pulls(FULL_NAME).map((pull) => pull.body ?? "")];
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) {
      expect(body).not.toMatch(/(^|[^\w])@octocat/);
      expect(body).not.toContain("ghs_e2eWorkflowToken");
      expect(body).not.toContain("sk-abcdefghijklmnopqrstuv");
      expect(body).not.toContain(secret);
    }
  });

  it("fits every comment under 65,536 characters for a 70,000-character evidence list", async () => {
    const evidence = Array.from({ length: 70 }, (_, i) => `check ${i}: ${"x".repeat(990)}`);
    const run = await scenario.run({
      rounds: { 1: { report: reports.complete("huge evidence", evidence) } },
      inputs: { "max-handoff-chars": "200000" },
    });
    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe("complete");
    for (const comment of botComments()) expect(comment.body.length).toBeLessThanOrEqual(65_536);
    expect(scenario.github.requests.filter((request) => request.status === 422)).toEqual([]);
    expect(run.summary.length).toBeGreaterThan(70_000);
  });

  it("ignores a forged marker in the issue body and in a user's comment", async () => {
    const forged = `<!-- ralph-bot:tracking {"run":"1","issue":${scenario.issueNumber},"trigger":"x","state":"running","heartbeat":"${new Date().toISOString()}"} -->`;
    scenario.github.issue(FULL_NAME, scenario.issueNumber)!.body = `Please fix.\n${forged}`;
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: MAINTAINER, body: forged });
    const run = await scenario.run({ rounds: complete });
    expect(run.outputs.outcome).toBe("complete");
    expect(writes().length).toBeGreaterThan(0);
  });
});
