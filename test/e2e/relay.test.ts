/**
 * Relay mode (`mode: relay`) on the bundled action against the fakes: each round is its
 * own workflow run, a separate `node dist/action.js` process started from the workflow dispatch
 * the GitHub fake recorded for the leg before it, on a fresh checkout as a new runner has.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/action-runner.js";
import type { FakeDispatch } from "../support/github-fake/state.js";
import { encodeCarry, readCarry } from "../../src/github/carry.js";
import { dispatchedFields, withInputs, withoutInputs, yamlBlock } from "../support/workflows.js";
import {
  BOT,
  dispatchPayload,
  FULL_NAME,
  lockIssue,
  MAINTAINER,
  reports,
  startScenario,
  WORKFLOW,
  type Scenario,
  type ScriptedStep,
} from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const FIXED = "export const add = (a, b) => a + b;\n";
/** What the runner sets for a run of the example workflow on main. */
const RELAY_ENV = { GITHUB_WORKFLOW_REF: `${FULL_NAME}/.github/workflows/${WORKFLOW}@refs/heads/main` };
const RELAY = { mode: "relay", "max-rounds": "5" };
const SCRIPT: Record<number, ScriptedStep> = {
  1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code", ["fix add()"]), usage: { inputTokens: 1000 } },
  2: { files: { "NOTES.md": "round 2\n" }, report: reports.continue("found the bug", ["change - to +"]), usage: { inputTokens: 2000 } },
  3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()"), usage: { inputTokens: 3000 } },
};

/** The claims left on the remote under `refs/ralph/`, as `git for-each-ref` lists them there. */
async function claimsLeft(): Promise<string> {
  return (await exec("git", ["--git-dir", scenario.git.repoPath(FULL_NAME), "for-each-ref", "refs/ralph"])).stdout;
}
const exec = promisify(execFile);
const branch = () => `ralph/issue-${scenario.issueNumber}`;
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const markerOf = (kind: string) => (body: string) => body.includes(`<!-- ralph-bot:${kind} `);
const trackingComments = () => botComments().filter((comment) => markerOf("tracking")(comment.body));
const roundsPosted = () =>
  botComments()
    .filter((comment) => markerOf("round")(comment.body))
    .map((comment) => Number(/"round":(\d+)/.exec(comment.body)?.[1]));

/** The rows of the round table in `text` (a pull request body or a job summary), as cells. */
function roundTableRows(text: string): string[][] {
  const lines = text.split("\n");
  const header = lines.indexOf("| round | status | verified | summary | commit | usage | duration |");
  if (header < 0) return [];
  const rows: string[][] = [];
  for (let i = header + 2; (lines[i] ?? "").startsWith("| "); i++) rows.push((lines[i] ?? "").slice(2, -2).split(/ (?<!\\)\| /));
  return rows;
}

/** The bars of the ```mermaid timeline in `text`: round number and start (epoch ms). */
function timelineBars(text: string): { round: number; start: number }[] {
  const block = /^```mermaid\n([\s\S]*?)\n```$/m.exec(text)?.[1] ?? "";
  return [...block.matchAll(/ : r(\d+), (\d+), \d+$/gm)].map((match) => ({ round: Number(match[1]), start: Number(match[2]) }));
}

const DISPATCHES = /\/actions\/workflows\/[^/]+\/dispatches$/;
/** The answers to the dispatch requests the fake served, in order (0: a connection reset). */
const posts = () =>
  scenario.github.requests.filter((request) => request.method === "POST" && DISPATCHES.test(request.path)).map((request) => request.status);
/** The workflow runs queued by dispatches and not yet run: the relay's next legs. */
const queuedLegs = () =>
  scenario.github
    .runs(FULL_NAME)
    .filter((run) => run.status === "queued")
    .map((run) => run.id);

/** The first leg: the trigger label, on the runner's fresh checkout. */
async function firstLeg(inputs: Record<string, string> = {}) {
  return scenario.run({ rounds: SCRIPT, inputs: { ...RELAY, ...inputs }, env: RELAY_ENV });
}

/**
 * The workflow run a recorded dispatch starts, as the example workflow runs it: the run the dispatch
 * queued (a new one when that already ran: a replayed dispatch), on a new runner (fresh checkout),
 * event `workflow_dispatch` sent by the token's identity, the dispatch's inputs mapped to the
 * action's as the reusable workflow maps them (`issue` → `issue-number`, `rounds` → `max-rounds`;
 * the action reads `carry` from the event), or as the earlier form did (`comment-id` too).
 */
async function legFrom(dispatch: FakeDispatch, inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  await scenario.freshCheckout();
  const value = (name: string) => String(dispatch.inputs[name] ?? "");
  const queued = scenario.github.runs(FULL_NAME).find((run) => run.id === dispatch.runId && run.status === "queued");
  return scenario.run({
    rounds: SCRIPT,
    ...(queued !== undefined ? { workflowRun: queued.id } : {}),
    eventName: "workflow_dispatch",
    payload: dispatchPayload(FULL_NAME, { inputs: dispatch.inputs, ref: dispatch.ref, workflow: dispatch.workflow, sender: BOT }),
    inputs: { ...RELAY, "issue-number": value("issue"), "max-rounds": value("rounds"), "comment-id": value("comment-id"), ...inputs },
    env: { ...RELAY_ENV, ...env },
  });
}

/** Rewrites the tracking marker's field (a time) in the fake, as if the run had started or handed off `minutes` ago. */
function age(field: "started" | "heartbeat", minutes: number): void {
  const [tracking] = trackingComments();
  if (tracking === undefined) throw new Error("no tracking comment");
  const then = new Date(Date.now() - minutes * 60_000).toISOString();
  const stored = scenario.github.state.comments.get(tracking.id);
  if (stored === undefined) throw new Error("tracking comment not in the fake");
  stored.body = stored.body.replace(new RegExp(`"${field}":"[^"]+"`), `"${field}":"${then}"`);
}

describe("relay mode", () => {
  it("runs three rounds as three workflow runs, each dispatched by the one before, and ends complete with one pull request", async () => {
    const leg1 = await firstLeg();
    expect(leg1.exitCode).toBe(0);
    expect(leg1.outputs).toMatchObject({ outcome: "handed-off", rounds: "1", branch: branch() });
    expect(scenario.github.dispatches).toEqual([
      {
        repo: FULL_NAME,
        workflow: WORKFLOW,
        ref: "refs/heads/main",
        inputs: { issue: String(scenario.issueNumber), rounds: "5", carry: encodeCarry({ "relay-run": leg1.runId, "relay-round": "2" }) },
        actor: BOT,
        runId: expect.any(Number),
      },
    ]);
    expect(trackingComments()[0]?.body).toContain("- [ ] Round 2 — handed off to the next workflow run");
    expect(leg1.summary).toContain(`Ralph run on #${scenario.issueNumber}: handed off`);
    expect(leg1.summary).toContain("Round 2 starts in the next run of `ralph.yml` (relay mode).");

    const leg2 = await legFrom(scenario.github.dispatches[0]!);
    expect(leg2.outputs.outcome).toBe("handed-off");
    expect(dispatchedFields(scenario.github.dispatches[1]?.inputs)).toMatchObject({ "relay-run": leg1.runId, "relay-round": "3" });

    const leg3 = await legFrom(scenario.github.dispatches[1]!);
    expect(leg3.exitCode).toBe(0);
    expect(leg3.outputs.outcome).toBe("complete");
    expect(scenario.github.dispatches).toHaveLength(2);

    // Three separate processes in three workflow runs, one round each, each building on the branch.
    expect(new Set([leg1.runId, leg2.runId, leg3.runId]).size).toBe(3);
    const log = await scenario.agentLog();
    expect(log.map((entry) => entry.round)).toEqual([1, 2, 3]);
    // One run, one identity: the agent sees the run's id (its first workflow run's) in every leg.
    expect(log.map((entry) => entry.env.RALPH_RUN_ID)).toEqual([leg1.runId, leg1.runId, leg1.runId]);
    // Each leg's outputs count the whole run so far, as the tracking comment does.
    expect([leg1, leg2, leg3].map((leg) => leg.outputs.rounds)).toEqual(["1", "2", "3"]);
    expect([leg1, leg2, leg3].map((leg) => JSON.parse(leg.outputs.usage ?? "{}"))).toEqual([
      { inputTokens: 1000 },
      { inputTokens: 3000 },
      { inputTokens: 6000 },
    ]);
    expect(Number(leg3.outputs["elapsed-seconds"])).toBeGreaterThanOrEqual(Number(leg2.outputs["elapsed-seconds"]));
    expect(log[1]?.promptFromStdin).toContain("mapped the code");
    expect(log[2]?.promptFromStdin).toContain("found the bug");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBe(FIXED);

    // One tracking comment for the whole run, listing its three rounds and three workflow runs.
    const tracking = trackingComments();
    expect(tracking).toHaveLength(1);
    const body = tracking[0]?.body ?? "";
    for (const round of [1, 2, 3]) expect(body).toMatch(new RegExp(`- \\[x\\] Round ${round} — `));
    for (const id of [leg1.runId, leg2.runId, leg3.runId])
      expect(body).toContain(`[${id}](${scenario.github.serverUrl}/${FULL_NAME}/actions/runs/${id})`);
    expect(body).toContain("**Outcome: complete** after 3 rounds");
    expect(roundsPosted()).toEqual([1, 2, 3]);
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
    // Every leg's claim, and the issue's, went with the run's ending.
    expect(await claimsLeft()).toBe("");

    // The pull request shows every round of the run, whichever workflow run did it:
    // rounds 1 and 2 rebuilt from their round comments' markers, round 3 from the last leg.
    const pullBody = scenario.github.pulls(FULL_NAME)[0]?.body ?? "";
    const rounds = pullBody.slice(pullBody.indexOf("**Rounds**"), pullBody.indexOf(`\n\nCloses #${scenario.issueNumber}`));
    const roundCommentIds = botComments()
      .filter((comment) => markerOf("round")(comment.body))
      .map((comment) => comment.id);
    const roundCommits = (await scenario.git.log(FULL_NAME, branch())).filter((commit) => /^Round \d/.test(commit.subject)).reverse();
    expect(roundCommits).toHaveLength(3);
    const rows = roundTableRows(rounds);
    expect(rows.map((cells) => cells.slice(1, 4))).toEqual([
      ["continue", "–", "mapped the code"],
      ["continue", "–", "found the bug"],
      ["complete", "–", "fixed add()"],
    ]);
    rows.forEach((cells, index) => {
      expect(cells[0]).toMatch(new RegExp(`^\\[${index + 1}\\]\\(.*#issuecomment-${roundCommentIds[index]}\\)$`));
      const sha = roundCommits[index]?.sha ?? "none";
      expect(cells[4]).toBe(`[\`${sha.slice(0, 7)}\`](${scenario.github.serverUrl}/${FULL_NAME}/commit/${sha})`);
      expect(cells[5]).toBe(`${index + 1}k tokens in`);
      expect(cells[6]).toMatch(/^\d+ s$|^\d+ min( \d+ s)?$/);
    });
    expect(rounds).toContain("(3 rounds)");
    expect(rounds).toContain("Total: 3 rounds · ");
    expect(rounds).toContain("6k tokens in");
    // Three bars at the rounds' own start times, carried in the markers across workflow runs.
    const bars = timelineBars(rounds);
    expect(bars.map((bar) => bar.round)).toEqual([1, 2, 3]);
    expect(bars[0]?.start).toBeGreaterThan(Date.UTC(2020, 0, 1));
    expect(bars.map((bar) => bar.start)).toEqual([...bars.map((bar) => bar.start)].sort((a, b) => a - b));
    // The last leg's job summary shows the same rounds; a handed-off leg's shows the run's rounds so far.
    expect(leg3.summary).toContain(rounds);
    expect(roundTableRows(leg2.summary).map((cells) => cells[3])).toEqual(["mapped the code", "found the bug"]);

    // A replayed old dispatch starts nothing: no process, no comment, no commit, no dispatch.
    const comments = scenario.commentBodies();
    const commits = await scenario.git.messages(FULL_NAME, branch());
    const replay = await legFrom(scenario.github.dispatches[0]!);
    expect(replay.exitCode).toBe(0);
    expect(replay.outputs.outcome).toBe("skipped");
    expect(replay.stdout).toContain(`relay dispatch for run ${leg1.runId}: the run is complete, not waiting for its next leg`);
    expect(scenario.commentBodies()).toEqual(comments);
    expect(await scenario.git.messages(FULL_NAME, branch())).toEqual(commits);
    expect((await scenario.agentLog()).length).toBe(3);
    expect(scenario.github.dispatches).toHaveLength(2);
  });

  it("starts nothing for a dispatch naming the wrong round or another run, and keeps waiting for the right one", async () => {
    const leg1 = await firstLeg();
    const real = scenario.github.dispatches[0]!;
    const comments = scenario.commentBodies();
    const carried = readCarry(String(real.inputs["carry"]));
    for (const inputs of [
      { ...real.inputs, carry: encodeCarry({ ...carried, "relay-round": "3" }) },
      { ...real.inputs, carry: encodeCarry({ ...carried, "relay-run": "999999" }) },
    ]) {
      const forged = await legFrom({ ...real, inputs });
      expect(forged.outputs.outcome).toBe("skipped");
    }
    expect(scenario.commentBodies()).toEqual(comments);
    expect((await scenario.agentLog()).length).toBe(1);
    const leg2 = await legFrom(real);
    expect(leg2.outputs.outcome).toBe("handed-off");
    expect(dispatchedFields(scenario.github.dispatches[1]?.inputs)).toMatchObject({ "relay-run": leg1.runId, "relay-round": "3" });
  });

  it("a trigger while the run waits for its next leg starts no second run", async () => {
    await firstLeg();
    const second = await scenario.run({
      rounds: SCRIPT,
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph"),
      inputs: RELAY,
      env: RELAY_ENV,
    });
    expect(second.outputs.outcome).toBe("skipped");
    expect(scenario.commentBodies().at(-1)).toContain("A Ralph run is already live on this issue");
    expect((await scenario.agentLog()).length).toBe(1);
  });

  it("recovers a lost dispatch: past the grace period the next trigger takes the run over at round 2", async () => {
    await firstLeg();
    age("heartbeat", 31);
    const takeover = await scenario.run({
      rounds: SCRIPT,
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph"),
      inputs: RELAY,
      env: RELAY_ENV,
    });
    expect(takeover.outputs.outcome).toBe("handed-off");
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2]);
    const [old, current] = trackingComments();
    expect(old?.body).toContain("its next workflow run never picked it up");
    expect(old?.body).toContain('"state":"superseded"');
    expect(current?.body).toContain("- [ ] Round 3 — handed off to the next workflow run");
  });

  it("`/ralph stop` between two legs: the next leg ends the run cancelled before its round", async () => {
    await firstLeg();
    const stop = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph stop") });
    expect(stop.outputs.outcome).toBe("skipped");
    expect(scenario.commentBodies().at(-1)).toContain("Stopping the live Ralph run on this issue");
    const leg2 = await legFrom(scenario.github.dispatches[0]!);
    expect(leg2.outputs.outcome).toBe("cancelled");
    expect((await scenario.agentLog()).length).toBe(1);
    expect(scenario.github.dispatches).toHaveLength(1);
    expect(trackingComments()).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("**Outcome: cancelled** after 1 round");
    expect(botComments().at(-1)?.body).toContain(`<!-- ralph-bot:final `);
  });

  it("takes a `/ralph note` left between two legs into the next leg's prompt only", async () => {
    await firstLeg();
    const note = await scenario.run({
      rounds: {},
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph note use the v2 API"),
    });
    expect(note.outputs.outcome).toBe("skipped");
    const leg2 = await legFrom(scenario.github.dispatches[0]!);
    expect(leg2.outputs.outcome).toBe("handed-off");
    await legFrom(scenario.github.dispatches[1]!);
    const prompts = (await scenario.agentLog()).map((entry) => entry.promptFromStdin);
    expect(prompts).toHaveLength(3);
    expect(prompts[0]).not.toContain("use the v2 API");
    expect(prompts[1]).toContain(`- From ${MAINTAINER}: use the v2 API`);
    expect(prompts[2]).not.toContain("use the v2 API");
  });

  it("counts max-cost-usd across legs: $0.30 per round against $0.50 ends budget-limited in the second workflow run", async () => {
    const costing: Record<number, ScriptedStep> = Object.fromEntries(
      [1, 2, 3].map((round) => [round, { ...SCRIPT[round], report: reports.continue(`round ${round}`), usage: { costUsd: 0.3 } }]),
    );
    const budget = { "max-cost-usd": "0.5" };
    const leg1 = await scenario.run({ rounds: costing, inputs: { ...RELAY, ...budget }, env: RELAY_ENV });
    expect(leg1.outputs.outcome).toBe("handed-off");
    expect(trackingComments()[0]?.body).toContain("Spent $0.30 of the $0.50 budget");
    await scenario.freshCheckout();
    const dispatch = scenario.github.dispatches[0]!;
    const leg2 = await scenario.run({
      rounds: costing,
      eventName: "workflow_dispatch",
      payload: scenario.dispatchPayload(dispatch.inputs, BOT, dispatch.ref),
      inputs: { ...RELAY, ...budget, "issue-number": String(scenario.issueNumber) },
      env: RELAY_ENV,
    });
    expect(leg2.outputs.outcome).toBe("budget-limited");
    expect(scenario.github.dispatches).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("Spent $0.60 of the $0.50 budget");
    // One run, one word: the tracking comment, the final comment and the outputs count both legs.
    expect(trackingComments()[0]?.body).toContain("**Outcome: budget-limited** after 2 rounds");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("reached max-cost-usd ($0.50)");
    expect(final).toContain("**Ralph stopped: budget-limited** after 2 rounds");
    expect(final).toContain('"rounds":2');
    expect(leg2.outputs.rounds).toBe("2");
    expect(JSON.parse(leg2.outputs.usage ?? "{}")).toEqual({ costUsd: 0.6 });
  });

  it("checks the budget in force before a leg starts its agent: max-cost-usd lowered between legs ends the run budget-limited with no further round", async () => {
    const costing: Record<number, ScriptedStep> = {
      1: { ...SCRIPT[1], usage: { costUsd: 1.2 } },
      2: { ...SCRIPT[2], usage: { costUsd: 1.2 } },
    };
    const leg1 = await scenario.run({ rounds: costing, inputs: { ...RELAY, "max-cost-usd": "2" }, env: RELAY_ENV });
    expect(leg1.outputs.outcome).toBe("handed-off");
    expect(trackingComments()[0]?.body).toContain("Spent $1.20 of the $2.00 budget");
    // The maintainer lowers the budget in the workflow before the next leg starts.
    await scenario.freshCheckout();
    const dispatch = scenario.github.dispatches[0]!;
    const leg2 = await scenario.run({
      rounds: costing,
      eventName: "workflow_dispatch",
      payload: scenario.dispatchPayload(dispatch.inputs, BOT, dispatch.ref),
      inputs: { ...RELAY, "max-cost-usd": "0.5", "issue-number": String(scenario.issueNumber) },
      env: RELAY_ENV,
    });
    expect(leg2.outputs.outcome).toBe("budget-limited");
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1]);
    expect(scenario.github.dispatches).toHaveLength(1);
    expect(leg2.outputs.rounds).toBe("1");
    const tracking = trackingComments()[0]?.body ?? "";
    expect(tracking).toContain("Spent $1.20 of the $0.50 budget");
    expect(tracking).toContain("**Outcome: budget-limited** after 1 round");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("**Ralph stopped: budget-limited** after 1 round");
    expect(final).toContain("the agent's reported cost, $1.20, reached max-cost-usd ($0.50), so no further round was started");
    const subjects = (await scenario.git.messages(FULL_NAME, branch())).map((message) => message.split("\n")[0]);
    expect(subjects.filter((subject) => /^Round \d/.test(subject ?? ""))).toEqual(["Round 1: mapped the code"]);
  });

  it("two copies of leg 2 started together while GitHub answers writes 1.5 s late: exactly one runs round 2, the other ends skipped, naming it", async () => {
    const leg1 = await firstLeg();
    expect(leg1.outputs.outcome).toBe("handed-off");
    const dispatch = scenario.github.dispatches[0]!;
    scenario.github.setWriteLatency(1500);
    // The same leg twice (a dispatch applied twice, a re-run beside the real one), each on a runner of its own.
    const copies = await Promise.all([scenario.newCheckout(), scenario.newCheckout()]);
    const legs = await Promise.all(
      copies.map((workspace, copy) =>
        scenario.run({
          rounds: SCRIPT,
          ...(copy === 0 ? { workflowRun: dispatch.runId } : {}),
          workspace,
          eventName: "workflow_dispatch",
          payload: dispatchPayload(FULL_NAME, { inputs: dispatch.inputs, ref: dispatch.ref, workflow: dispatch.workflow, sender: BOT }),
          inputs: { ...RELAY, "issue-number": String(scenario.issueNumber) },
          env: RELAY_ENV,
        }),
      ),
    );
    scenario.github.setWriteLatency(0);
    const outcomes = legs.map((leg) => leg.outputs.outcome).sort();
    expect(outcomes, legs.map((leg) => leg.stderr).join("\n")).toEqual(["handed-off", "skipped"]);
    const [winner, loser] = legs[0]?.outputs.outcome === "handed-off" ? [legs[0], legs[1]] : [legs[1], legs[0]];
    expect(loser?.exitCode).toBe(0);
    expect(loser?.stdout).toContain(
      `Ralph skipped: relay dispatch for run ${leg1.runId}: workflow run ${winner?.runId} already carries it from round 2`,
    );
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2]);
    const subjects = (await scenario.git.messages(FULL_NAME, branch())).map((message) => message.split("\n")[0]);
    expect(subjects.filter((subject) => /^Round \d/.test(subject ?? ""))).toEqual(["Round 2: found the bug", "Round 1: mapped the code"]);
    expect(roundsPosted()).toEqual([1, 2]);
    expect(trackingComments()).toHaveLength(1);
    expect(scenario.github.dispatches).toHaveLength(2);
  });

  it("counts run-timeout-minutes across legs: a leg past the run's time ends it timed-out before its round", async () => {
    await firstLeg({ "run-timeout-minutes": "30" });
    age("started", 31);
    const leg2 = await legFrom(scenario.github.dispatches[0]!, { "run-timeout-minutes": "30" });
    expect(leg2.outputs.outcome).toBe("timed-out");
    expect((await scenario.agentLog()).length).toBe(1);
    expect(scenario.github.dispatches).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("**Outcome: timed-out** after 1 round");
  });

  it("a refused dispatch (no `actions: write`) ends the run with error and the fix, round 1 kept on the branch", async () => {
    scenario.github.failNext("POST", /\/actions\/workflows\/[^/]+\/dispatches$/, {
      status: 403,
      body: { message: "Resource not accessible by integration" },
    });
    const leg1 = await firstLeg();
    expect(leg1.exitCode).toBe(1);
    expect(leg1.outputs.outcome).toBe("error");
    expect(scenario.github.dispatches).toHaveLength(0);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("<!-- ralph-bot:final ");
    expect(final).toContain("GitHub answered 403");
    expect(final).toContain("permissions: actions: write");
    expect(trackingComments()[0]?.body).toContain("**Outcome: error**");
    const subjects = (await scenario.git.messages(FULL_NAME, branch())).map((message) => message.split("\n")[0]);
    expect(subjects).toContain("Round 1: mapped the code");
  });
  it("a workflow of the earlier form (each carried field its own input) keeps working: every leg is dispatched with its inputs", async () => {
    const earlier = await readFile(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier.yml"), "utf8");
    scenario.github.addWorkflow(FULL_NAME, WORKFLOW, earlier);
    const leg1 = await firstLeg();
    expect(leg1.outputs.outcome).toBe("handed-off");
    // The current form first (refused: the workflow declares no carry), then the earlier one.
    expect(posts()).toEqual([422, 200]);
    expect(scenario.github.dispatches.map((dispatch) => dispatch.inputs)).toEqual([
      { issue: String(scenario.issueNumber), rounds: "5", "relay-run": leg1.runId, "relay-round": "2" },
    ]);
    const leg2 = await legFrom(scenario.github.dispatches[0]!);
    expect(leg2.outputs.outcome).toBe("handed-off");
    const leg3 = await legFrom(scenario.github.dispatches[1]!);
    expect(leg3.outputs.outcome).toBe("complete");
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  });

  it("a workflow that predates relay mode ends the run with error, naming the input to add, carry, with its YAML; pasted in, `/ralph` resumes", async () => {
    const earlier = await readFile(join(PROJECT_ROOT, "test/cli/fixtures/ralph-earlier.yml"), "utf8");
    const old = withoutInputs(earlier, ["relay-run", "relay-round"]);
    scenario.github.addWorkflow(FULL_NAME, WORKFLOW, old);
    const leg1 = await firstLeg();
    expect(leg1.exitCode).toBe(1);
    expect(leg1.outputs.outcome).toBe("error");
    expect(scenario.github.dispatches).toEqual([]);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("<!-- ralph-bot:final ");
    expect(final).toContain('Unexpected inputs provided: ["carry"]');
    expect(final).toContain("does not declare the input `carry`, which relay mode sends");
    const { inputs } = yamlBlock(final);
    expect(Object.keys(inputs)).toEqual(["carry"]);
    expect(inputs["carry"]).toMatchObject({ required: false, default: "" });
    expect(trackingComments()[0]?.body).toContain("**Outcome: error**");
    const subjects = (await scenario.git.messages(FULL_NAME, branch())).map((message) => message.split("\n")[0]);
    expect(subjects).toContain("Round 1: mapped the code");

    // The maintainer pastes the block into the workflow and comments `/ralph`: the run goes on and hands off.
    scenario.github.addWorkflow(FULL_NAME, WORKFLOW, withInputs(old, inputs));
    const resumed = await scenario.run({
      rounds: SCRIPT,
      eventName: "issue_comment",
      payload: scenario.commentPayload("/ralph"),
      inputs: RELAY,
      env: RELAY_ENV,
    });
    expect(resumed.outputs.outcome).toBe("handed-off");
    expect(scenario.github.dispatches).toHaveLength(1);
    expect(dispatchedFields(scenario.github.dispatches[0]?.inputs)).toMatchObject({ "relay-run": resumed.runId });
  });

  it("a handoff whose dispatch GitHub applied but answered 502 starts exactly one next leg, which carries the run on", async () => {
    scenario.github.failNext("POST", DISPATCHES, { status: 502, afterApplying: true });
    const leg1 = await firstLeg();
    expect(leg1.outputs.outcome).toBe("handed-off");
    expect(posts()).toEqual([502]);
    expect(scenario.github.dispatches).toHaveLength(1);
    const next = scenario.github.dispatches[0]!;
    expect(queuedLegs()).toEqual([next.runId]);
    expect(leg1.stdout).toContain(`round 2 starts in workflow run ${next.runId} of ${WORKFLOW}`);
    const leg2 = await legFrom(next);
    expect(leg2.outputs.outcome).toBe("handed-off");
    expect(leg2.runId).toBe(String(next.runId));
  });

  it("a handoff whose dispatch GitHub did not apply (502) is sent again and still starts exactly one next leg", async () => {
    scenario.github.failNext("POST", DISPATCHES, { status: 502 });
    const leg1 = await firstLeg();
    expect(leg1.outputs.outcome).toBe("handed-off");
    expect(posts()).toEqual([502, 200]);
    expect(queuedLegs()).toEqual(scenario.github.dispatches.map((dispatch) => dispatch.runId));
    expect(scenario.github.dispatches).toHaveLength(1);
  });
  it("a handoff the tracking comment could not record dispatches nothing: the run ends error, round 1 kept, instead of a next leg that would be skipped", async () => {
    // The tracking comment's first edit in a relay leg is the handoff (GitHub refuses it at once: 4xx are not retried).
    scenario.github.failNext("PATCH", /\/issues\/comments\/\d+$/, { status: 422, body: { message: "Validation Failed" } });
    const leg1 = await firstLeg();
    expect(leg1.outputs.outcome).toBe("error");
    expect(scenario.github.dispatches).toEqual([]);
    expect(trackingComments()[0]?.body).toContain("**Outcome: error**");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("could not record the handoff");
    expect(final).toContain("Round 1 is pushed");
    const subjects = (await scenario.git.messages(FULL_NAME, branch())).map((message) => message.split("\n")[0]);
    expect(subjects).toContain("Round 1: mapped the code");
  });
  it("on an issue locked before the run, where no tracking comment can carry it between workflow runs, goes on in its one job to the outcome", async () => {
    await lockIssue(scenario);
    const run = await firstLeg();
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: "complete", rounds: "3" });
    expect(scenario.github.dispatches).toEqual([]);
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2, 3]);
    expect(botComments()).toEqual([]);
    expect(run.stdout).toContain(
      `#${scenario.issueNumber} is locked, so no tracking comment can carry the run to the next workflow run: relay mode goes on in this job`,
    );
    const [pull, ...others] = scenario.github.pulls(FULL_NAME);
    expect(others).toEqual([]);
    expect(pull?.body).toContain(`#${scenario.issueNumber} was locked when the run started`);
    expect(run.summary).toContain(`Ralph run on #${scenario.issueNumber}: complete`);
    expect(await claimsLeft()).toBe("");
  });
  it("a leg whose workflow was edited to `mode: in-job` between legs carries the run on in its own job to one outcome", async () => {
    const leg1 = await firstLeg();
    const leg2 = await legFrom(scenario.github.dispatches[0]!, { mode: "in-job" });
    expect(leg2.outputs.outcome).toBe("complete");
    expect(scenario.github.dispatches).toHaveLength(1);
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2, 3]);
    const [tracking, ...others] = trackingComments();
    expect(others).toEqual([]);
    expect(tracking?.body).toContain(`"run":"${leg1.runId}"`);
    expect(tracking?.body).toContain("**Outcome: complete** after 3 rounds");
  });
  it("a re-run of a leg killed after it recorded the handoff, before its dispatch, carries the run on at once", async () => {
    await firstLeg();
    const toLeg2 = scenario.github.dispatches[0]!;
    const leg2 = await legFrom(toLeg2);
    expect(leg2.outputs.outcome).toBe("handed-off");
    // As if its runner had been killed between the handed-off write and the dispatch: the next leg never comes.
    scenario.github.dispatches.splice(1);
    const rerun = await legFrom(toLeg2, {}, { GITHUB_RUN_ID: leg2.runId, GITHUB_RUN_ATTEMPT: "2" });
    expect(rerun.outputs.outcome).toBe("complete");
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2, 3]);
    expect(scenario.github.dispatches).toHaveLength(1);
    const [tracking, ...others] = trackingComments();
    expect(others).toEqual([]);
    expect(tracking?.body).toContain("**Outcome: complete** after 3 rounds");
    // A second re-run of that leg finds the run ended, and starts nothing.
    const again = await legFrom(toLeg2, {}, { GITHUB_RUN_ID: leg2.runId, GITHUB_RUN_ATTEMPT: "3" });
    expect(again.outputs.outcome).toBe("skipped");
  });
});
