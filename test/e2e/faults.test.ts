/**
 * Every started run ends with a named outcome and loses no round, whatever git, GitHub,
 * people on the branch or the runner do. Each case injects the fault into the real fakes (the git
 * server, the GitHub fake, the artifact service) and checks what a maintainer sees afterwards.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { chmod, mkdtemp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startArtifactFake, type ArtifactFake } from "../support/artifact-fake.js";
import { BOT, FULL_NAME, lockIssue, MAINTAINER, reports, startScenario, TOKEN, type Scenario } from "../support/scenario.js";
import { until } from "../support/budget.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const exec = promisify(execFile);
const FIXED = "export const add = (a, b) => a + b;\n";
const PERSON = { name: "Octo Person", email: "person@example.com" };
const branch = () => `ralph/issue-${scenario.issueNumber}`;
const botComments = () => scenario.github.comments(FULL_NAME, scenario.issueNumber).filter((comment) => comment.user === BOT);
const markerOf = (kind: string) => (body: string) => body.includes(`<!-- ralph-bot:${kind} `);
const roundComments = () => botComments().filter((comment) => markerOf("round")(comment.body));
const trackingComments = () => botComments().filter((comment) => markerOf("tracking")(comment.body));
const roundsPosted = () => roundComments().map((comment) => Number(/"round":(\d+)/.exec(comment.body)?.[1]));

/** The claims left on the remote under `refs/ralph/`, as `git for-each-ref` lists them there. */
async function claimsLeft(): Promise<string> {
  return (await exec("git", ["--git-dir", scenario.git.repoPath(FULL_NAME), "for-each-ref", "refs/ralph"])).stdout;
}

/** What every case must leave: the outcome output set, and no tracking comment left "running". */
function expectNamedEnding(run: { outputs: Record<string, string> }, outcome: string): void {
  expect(run.outputs.outcome).toBe(outcome);
  for (const comment of trackingComments()) expect(comment.body).not.toMatch(/"state":"running"/);
}

describe("people on the run's branch", () => {
  it("keeps a person's commit pushed during round 2 and names it in round 3's prompt", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code") },
        // Round 2 ends once the person pushed: the push lands while it runs, before its save.
        2: { files: { "NOTES.md": "round 2\n" }, waitFor: "pushed", report: reports.continue("wrote notes", ["fix add()"]) },
        3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    await scenario.git.pushAs(FULL_NAME, branch(), { "PERSON.md": "from a person\n" }, PERSON, { message: "Add a maintainer's note" });
    await scenario.goAhead("pushed");
    const run = await live;
    expectNamedEnding(run, "complete");
    const log = await scenario.agentLog();
    expect(log[2]?.promptFromStdin).toContain("Commits people pushed since the last round");
    expect(log[2]?.promptFromStdin).toContain("Add a maintainer's note (Octo Person)");
    expect(log[1]?.promptFromStdin).not.toContain("Add a maintainer's note");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "PERSON.md")).toBe("from a person\n");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBe(FIXED);
    const commits = await scenario.git.log(FULL_NAME, branch());
    expect(commits.map((commit) => commit.subject)).toContain("Add a maintainer's note");
    expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
  });

  it("ends blocked on a conflicting push, naming the file, with the round on a side branch", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code") },
        2: { files: { "add.js": FIXED }, waitFor: "pushed", report: reports.complete("fixed add()") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    const personSha = await scenario.git.pushAs(FULL_NAME, branch(), { "add.js": "export const add = (a, b) => b + a;\n" }, PERSON, {
      message: "Fix add() my way",
    });
    await scenario.goAhead("pushed");
    const run = await live;
    expectNamedEnding(run, "blocked");
    expect(run.exitCode).toBe(0);
    const rescue = `${branch()}-rescue-${run.runId}-2`;
    expect(await scenario.git.readFile(FULL_NAME, rescue, "add.js")).toBe(FIXED);
    expect((await scenario.git.log(FULL_NAME, branch()))[0]?.sha).toBe(personSha);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("conflict with the round in `add.js`");
    expect(final).toContain(`[\`${rescue}\`](${scenario.github.serverUrl}/${FULL_NAME}/tree/${rescue})`);
    expect(roundsPosted()).toEqual([1, 2]);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
  });
});

describe("a push the remote refuses", () => {
  let artifacts: ArtifactFake;
  beforeEach(async () => {
    artifacts = await startArtifactFake();
  });
  afterEach(async () => {
    await artifacts.close();
  });

  it("ends error quoting the refusal, posts round 1's report and uploads the round as a bundle artifact", async () => {
    await scenario.git.refusePushes(FULL_NAME, { refuse: "workflows" });
    const run = await scenario.run({
      rounds: { 1: { files: { ".github/workflows/ci.yml": "on: push\n", "add.js": FIXED }, report: reports.continue("added CI") } },
      // @actions/artifact refuses hosts that look like GitHub Enterprise Server; *.localhost counts as github.com.
      env: { ...artifacts.env(), GITHUB_SERVER_URL: "http://github.localhost" },
    });
    expectNamedEnding(run, "error");
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("::error::");
    expect(roundsPosted()).toEqual([1]);
    expect(roundComments()[0]?.body).toContain("**not pushed**");
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("Ralph stopped on an error");
    expect(final).toContain("refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml`");
    const [artifact] = artifacts.artifacts;
    expect(artifact).toBeDefined();
    expect(final).toContain(`/actions/runs/${run.runId}/artifacts/${artifact?.id}`);
    // The bundle holds the round: a person can fetch it and find the workflow file.
    const [[name, bytes] = ["", Buffer.alloc(0)]] = [...(artifact?.files ?? new Map<string, Buffer>())];
    const dir = await mkdtemp(join(scenario.dir, "bundle-"));
    expect(final).toContain(`git fetch ${name} ${branch()}`);
    const file = join(scenario.dir, name);
    await writeFile(file, bytes);
    // Async: the git server answers from this same process.
    await exec("git", ["clone", "-q", scenario.git.url(FULL_NAME), dir]);
    await exec("git", ["-C", dir, "fetch", "-q", file, `${branch()}:rescued`]);
    expect((await exec("git", ["-C", dir, "show", "rescued:.github/workflows/ci.yml"])).stdout).toBe("on: push\n");
    expect(await scenario.git.branchExists(FULL_NAME, branch())).toBe(false);
    // The run's claim on the issue went with its ending.
    expect(await claimsLeft()).toBe("");
  });
});

describe("the same event delivered again after an error", () => {
  it("goes on at round 3 with round 2's handoff once round 2's refused push ended the run error: no round twice, the earlier tracking comment says where it went on", async () => {
    // GitHub's issues.labeled names the issue as it was when labelled: updated in that second.
    const payload = scenario.labeledPayload();
    Object.assign(payload["issue"] as object, { updated_at: new Date().toISOString().replace(/\.\d{3}Z$/, "Z") });
    await scenario.git.refusePushes(FULL_NAME, { refuse: "workflows" });
    const failed = await scenario.run({
      payload,
      rounds: {
        1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code", ["add CI"]) },
        2: { files: { ".github/workflows/ci.yml": "on: push\n" }, report: reports.continue("added CI", ["fix add()"]) },
      },
    });
    expectNamedEnding(failed, "error");
    expect(roundsPosted()).toEqual([1, 2]);
    // The maintainer gives the token the `workflows` permission, and redelivers the webhook.
    await scenario.git.refusePushes(FULL_NAME, null);
    await scenario.freshCheckout();
    const again = await scenario.run({
      payload,
      rounds: { 3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } },
    });
    expectNamedEnding(again, "complete");
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2, 3]);
    expect((await scenario.agentLog())[2]?.promptFromStdin).toContain("added CI");
    expect(roundsPosted()).toEqual([1, 2, 3]);
    const [earlier, current] = trackingComments();
    expect(earlier?.body).toContain("**Outcome: error**");
    expect(earlier?.body).toContain(
      `**Went on:** the same trigger was delivered again; [workflow run ${again.runId}](${scenario.github.serverUrl}/${FULL_NAME}/actions/runs/${again.runId}) went on with this run's work at round 3.`,
    );
    expect(current?.body).toContain("- [x] Round 3 — complete — fixed add()");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBe(FIXED);
    expect(await claimsLeft()).toBe("");
    // Delivered a third time, it starts nothing: the run it went on with handled it.
    const third = await scenario.run({ payload, rounds: {} });
    expect(third.outputs.outcome).toBe("skipped");
    expect(roundsPosted()).toEqual([1, 2, 3]);
  });
});

describe("the agent's own git use", () => {
  it("removes the .git/index.lock the agent held when its round timed out, then commits and pushes the round", async () => {
    const run = await scenario.run({
      rounds: { 1: { files: { "half-done.txt": "work in progress\n" }, run: ["touch .git/index.lock"], sleepMs: 60_000 } },
      inputs: { "round-timeout-minutes": "0.05" },
    });
    expectNamedEnding(run, "round-failed");
    expect(await scenario.git.readFile(FULL_NAME, branch(), "half-done.txt")).toBe("work in progress\n");
    expect(roundComments()[0]?.body).toContain("removed a stale .git/index.lock the agent left");
  });

  it("lets the agent commit with the ralph-bot identity and keeps its commit on the branch", async () => {
    const run = await scenario.run({
      rounds: {
        1: {
          files: { "add.js": FIXED },
          run: ["git add add.js && git commit -q -m 'Agent: fix add()'"],
          report: reports.complete("fixed add()"),
        },
      },
    });
    expectNamedEnding(run, "complete");
    // On top, the bot's own (empty) commit names the round with its trailers.
    const [round, commit] = await scenario.git.log(FULL_NAME, branch());
    expect(round).toMatchObject({ subject: "Round 1: fixed add()", authorName: "ralph-bot" });
    expect(commit).toMatchObject({ subject: "Agent: fix add()", authorName: "ralph-bot" });
  });
});

describe("pull requests", () => {
  it("opens no pull request when a complete run changed nothing, and says so", async () => {
    const run = await scenario.run({ rounds: { 1: { report: reports.complete("already fixed", ["npm test passed on main"]) } } });
    expectNamedEnding(run, "complete");
    expect(run.exitCode).toBe(0);
    expect(scenario.github.pulls(FULL_NAME)).toEqual([]);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("Ralph run complete: nothing to propose");
    expect(final).toContain("npm test passed on main");
  });

  it("ends with one pull request when creating it answered 502 after GitHub made it", async () => {
    scenario.github.failNext("POST", /\/pulls$/, { status: 502, afterApplying: true });
    const run = await scenario.run({ rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } } });
    expectNamedEnding(run, "complete");
    const pulls = scenario.github.pulls(FULL_NAME);
    expect(pulls).toHaveLength(1);
    expect(run.outputs["pull-request-number"]).toBe(String(pulls[0]?.number));
  });

  it("ends error with a link that opens the pull request by hand when GitHub refuses it", async () => {
    scenario.github.failNext("POST", /\/pulls$/, {
      status: 403,
      body: { message: "GitHub Actions is not permitted to create or approve pull requests." },
    });
    const run = await scenario.run({ rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } } });
    expectNamedEnding(run, "error");
    expect(run.exitCode).toBe(1);
    const final = botComments().at(-1)?.body ?? "";
    expect(final).toContain("GitHub Actions is not permitted to create or approve pull requests.");
    const compare = `${scenario.github.serverUrl}/${FULL_NAME}/compare/main...${branch()}?expand=1`;
    // A link people can click: outside the fenced reason, which quotes GitHub's words.
    expect(final).toContain(`[Open the pull request by hand](${compare})`);
    const fence = /```[^\n]*\n[\s\S]*?\n```/.exec(final)?.[0] ?? "";
    expect(fence).toContain("GitHub refused to open the pull request");
    expect(fence).not.toContain("/compare/");
    expect(run.stdout).toContain(compare);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBe(FIXED);
  });
});

describe("GitHub outages", () => {
  it("waits out a minute of 503s on every comment POST in round 2 and posts one comment per round", { timeout: 180_000 }, async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "1\n" }, report: reports.continue("round one") },
        // Round 2 ends once the outage began: its comment is the first to meet it.
        2: { files: { "NOTES.md": "2\n" }, waitFor: "outage", report: reports.continue("round two", ["finish"]) },
        3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    scenario.github.failFor("POST", /\/issues\/\d+\/comments$/, { status: 503, ms: 60_000 });
    await scenario.goAhead("outage");
    const run = await live;
    expectNamedEnding(run, "complete");
    expect(roundsPosted()).toEqual([1, 2, 3]);
    expect(scenario.github.requests.filter((request) => request.method === "POST" && request.status === 503).length).toBeGreaterThan(0);
  });

  it("posts the tracking comment again when a person deleted it", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "1\n" }, waitFor: "deleted", report: reports.continue("round one") },
        2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
    });
    await until(() => trackingComments().length === 1, 30_000);
    scenario.github.state.comments.delete(trackingComments()[0]?.id ?? 0);
    await scenario.goAhead("deleted");
    const run = await live;
    expectNamedEnding(run, "complete");
    expect(trackingComments()).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("**Outcome: complete** after 2 rounds");
  });
});

describe("an issue locked before the run", () => {
  it("runs as one locked mid-run does, and a second trigger meets the live run by its claim: the outcome in the job summary and the pull request", async () => {
    await lockIssue(scenario);
    const live = scenario.run({
      rounds: {
        1: { waitFor: "second-handled", files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code") },
        2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 1);
    // A maintainer may still comment on a locked issue; no tracking comment tells the live run.
    const second = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph") });
    await scenario.goAhead("second-handled");
    const run = await live;
    expectNamedEnding(run, "complete");
    expect(run.exitCode, run.stderr).toBe(0);
    expect(second.outputs.outcome).toBe("skipped");
    expect(second.stdout).toMatch(new RegExp(`Ralph skipped: workflow run ${run.runId} holds the claim on issue #${scenario.issueNumber}`));
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1, 2]);
    expect(botComments()).toEqual([]);
    expect(run.stdout).toContain(`#${scenario.issueNumber} is locked: GitHub refused the tracking comment`);
    // Said once at the start, not again at each edit of a tracking comment that cannot be posted.
    expect(run.stdout).not.toContain("could not update the tracking comment");
    const note = `#${scenario.issueNumber} was locked when the run started: GitHub refused the tracking comment and the round comments of rounds 1 and 2 there`;
    const [pull, ...others] = scenario.github.pulls(FULL_NAME);
    expect(others).toEqual([]);
    expect(pull?.body).toContain(note);
    expect(pull?.body).toContain("| 2 | complete | – | fixed add() |");
    expect(run.summary).toContain(`Ralph run on #${scenario.issueNumber}: complete`);
    expect(run.summary).toContain(note);
    expect(run.summary).toContain("Round 2's comment, not posted");
    expect(await claimsLeft()).toBe("");
  });
});

describe("an issue locked during the run", () => {
  it("goes on to the outcome its rounds earn: the pull request opens, and what the issue refused is in the job summary, the pull request and the tracking comment", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code", ["find the bug"]) },
        2: { waitFor: "locked", files: { "NOTES.md": "round 2\n" }, report: reports.continue("found the bug", ["change - to +"]) },
        3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
      inputs: { "max-rounds": "5" },
    });
    await until(async () => (await scenario.agentLog()).length === 2);
    await lockIssue(scenario);
    await scenario.goAhead("locked");
    const run = await live;
    expectNamedEnding(run, "complete");
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs.rounds).toBe("3");
    // GitHub refused the round comments of rounds 2 and 3 (one try each: a 403 is not retried).
    const refused = scenario.github.requests.filter((request) => request.method === "POST" && request.status === 403);
    expect(refused).toHaveLength(2);
    expect(roundsPosted()).toEqual([1]);
    expect(await scenario.git.readFile(FULL_NAME, branch(), "add.js")).toBe(FIXED);

    const [pull, ...others] = scenario.github.pulls(FULL_NAME);
    expect(others).toEqual([]);
    expect(pull?.body).toContain(`#${scenario.issueNumber} was locked during the run`);
    expect(pull?.body).toContain("| 2 | continue | – | found the bug |");
    expect(pull?.body).toContain("| 3 | complete | – | fixed add() |");

    const tracking = trackingComments()[0]?.body ?? "";
    expect(tracking).toContain("**Outcome: complete** after 3 rounds");
    expect(tracking).toContain(`- [x] Round 2 — continue — found the bug (report not posted: #${scenario.issueNumber} is locked`);
    expect(tracking).toContain(`#${scenario.issueNumber} was locked during the run`);

    expect(run.summary).toContain(`#${scenario.issueNumber} was locked during the run`);
    expect(run.summary).toContain("Round 2's comment, not posted");
    expect(run.summary).toContain("**Round 2 of 5 — the agent reported `continue`**");
    expect(run.summary).toContain("Round 3's comment, not posted");
    expect(run.summary).toContain("fixed add()");
    expect(run.stdout).toContain(`#${scenario.issueNumber} is locked`);
  });

  it("a run that ends without a pull request puts its final comment in the job summary and says so in the tracking comment", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "round 1\n" }, report: reports.continue("mapped the code") },
        2: { waitFor: "locked", files: { "NOTES.md": "round 2\n" }, report: reports.continue("still going") },
      },
      inputs: { "max-rounds": "2" },
    });
    await until(async () => (await scenario.agentLog()).length === 2);
    await lockIssue(scenario);
    await scenario.goAhead("locked");
    const run = await live;
    expectNamedEnding(run, "budget-limited");
    expect(run.exitCode, run.stderr).toBe(0);
    expect(botComments().some((comment) => markerOf("final")(comment.body))).toBe(false);
    expect(run.summary).toContain("The final comment, not posted");
    expect(run.summary).toContain("**Ralph stopped: budget-limited** after 2 rounds");
    const tracking = trackingComments()[0]?.body ?? "";
    expect(tracking).toContain("**Outcome: budget-limited** after 2 rounds");
    expect(tracking).toContain("the final comment");
    expect(tracking).toContain("job summary");
  });
});

describe("a token that expires mid-run", () => {
  it("ends error saying the token expired and what to do, when GitHub and git start answering 401 during round 2", async () => {
    const live = scenario.run({
      rounds: {
        1: { files: { "a.txt": "1\n" }, report: reports.continue("round one") },
        2: { waitFor: "expired", files: { "b.txt": "2\n" }, report: reports.continue("round two") },
        3: { report: reports.complete("done") },
      },
    });
    await until(async () => (await scenario.agentLog()).length === 2, 30_000);
    // An installation token's hour is over: GitHub refuses it for the API and for git alike.
    scenario.github.state.tokens.delete(TOKEN);
    scenario.git.revokeToken();
    await scenario.goAhead("expired");
    const run = await live;
    expect(run.outputs.outcome, run.stderr).toBe("error");
    expect(await scenario.agentLog()).toHaveLength(2);
    const said = `${run.stdout}\n${run.stderr}\n${run.summary}`;
    expect(said).toMatch(/token .*expired|expired .*token|no longer valid/i);
    expect(said).toMatch(/mode: relay/);
    // No comment can be posted with the dead token: the failed step says where the work is.
    const [round1] = await scenario.git.log(FULL_NAME, branch());
    expect(run.stdout).toContain(`The last pushed commit is ${round1?.sha}.`);
    expect(run.exitCode).not.toBe(0);
  }, 120_000);
});

describe("tracking and final comments exactly once", () => {
  const finalComments = () => botComments().filter((comment) => markerOf("final")(comment.body));

  it("posts one tracking comment when its POST answered 502 after GitHub made it", async () => {
    scenario.github.failNext("POST", /\/issues\/\d+\/comments$/, { status: 502, afterApplying: true });
    const run = await scenario.run({ rounds: { 1: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") } } });
    expectNamedEnding(run, "complete");
    expect(trackingComments()).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("**Outcome: complete** after 1 round");
    expect(roundsPosted()).toEqual([1]);
  });

  it("posts one final comment when its POST answered 502 after GitHub made it", async () => {
    // Every comment POST of the run (tracking, round 1, final) is applied but answered 502.
    scenario.github.failNext("POST", /\/issues\/\d+\/comments$/, { status: 502, afterApplying: true, times: 3 });
    const run = await scenario.run({ rounds: { 1: { report: reports.complete("already fixed", ["npm test passed on main"]) } } });
    expectNamedEnding(run, "complete");
    expect(scenario.github.requests.filter((request) => request.method === "POST" && request.status === 502)).toHaveLength(3);
    expect(finalComments()).toHaveLength(1);
    expect(finalComments()[0]?.body).toContain("Ralph run complete: nothing to propose");
    expect(trackingComments()).toHaveLength(1);
    expect(roundsPosted()).toEqual([1]);
  });

  it("edits the tracking comment again after one passing 404 on its PATCH, posting no second", async () => {
    scenario.github.failNext("PATCH", /\/issues\/comments\/\d+$/, { status: 404, body: { message: "Not Found" } });
    const run = await scenario.run({
      rounds: {
        1: { files: { "NOTES.md": "1\n" }, report: reports.continue("round one") },
        2: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
      },
    });
    expectNamedEnding(run, "complete");
    expect(scenario.github.requests.filter((request) => request.method === "PATCH" && request.status === 404)).toHaveLength(1);
    expect(trackingComments()).toHaveLength(1);
    expect(trackingComments()[0]?.body).toContain("**Outcome: complete** after 2 rounds");
  });
});

describe("a runner cancel right after a round ended", () => {
  /**
   * Makes every push to a branch of the repository wait, after the branch moved, until the file
   * `release` exists before the pusher hears back (the run's claims on the issue go through).
   */
  async function holdPushes(release: string): Promise<void> {
    const hook = join(scenario.git.repoPath(FULL_NAME), "hooks", "post-receive");
    const held = `grep -q ' refs/heads/' || exit 0\nwhile [ ! -e '${release}' ]; do sleep 0.05; done\n`;
    await writeFile(hook, `#!/bin/sh\n${held}`);
    await chmod(hook, 0o755);
  }

  /** Runs `rounds`, sending SIGINT to the action once round 1's commit is on the remote (its push still waiting for an answer). */
  async function cancelAfterRoundOne(rounds: Parameters<Scenario["run"]>[0]["rounds"]) {
    const release = join(scenario.dir, "push-answered");
    await holdPushes(release);
    let child: import("node:child_process").ChildProcess | undefined;
    const live = scenario.run({ rounds, onStart: (started) => (child = started) });
    await until(async () => (await scenario.git.readFile(FULL_NAME, branch(), "one.txt")) === "1\n", 60_000);
    child?.kill("SIGINT");
    // The push is answered only now: the cancel surely came while it waited.
    await writeFile(release, "");
    return live;
  }

  it("posts round 1's comment and ends cancelled, the comments agreeing with the outputs", { timeout: 120_000 }, async () => {
    const run = await cancelAfterRoundOne({
      1: { files: { "one.txt": "1\n" }, report: reports.continue("round one") },
      2: { files: { "add.js": FIXED }, report: reports.complete("never run") },
    });
    expectNamedEnding(run, "cancelled");
    expect(run.outputs.rounds).toBe("1");
    expect(roundsPosted()).toEqual([1]);
    expect((await scenario.agentLog()).map((entry) => entry.round)).toEqual([1]);
    const tracking = trackingComments()[0]?.body ?? "";
    expect(trackingComments()).toHaveLength(1);
    expect(tracking).toContain("**Outcome: cancelled** after 1 round");
    expect(tracking).toContain("The workflow run was cancelled");
  });

  it(
    "posts the last round's comment when the run completed as the cancel came: the pull request's table lists it",
    { timeout: 120_000 },
    async () => {
      const run = await cancelAfterRoundOne({
        1: { files: { "one.txt": "1\n", "add.js": FIXED }, report: reports.complete("fixed add()") },
      });
      expectNamedEnding(run, "complete");
      expect(run.outputs.rounds).toBe("1");
      expect(roundsPosted()).toEqual([1]);
      const [pull] = scenario.github.pulls(FULL_NAME);
      expect(run.outputs["pull-request-number"]).toBe(String(pull?.number));
      expect(pull?.body).toMatch(/\n\| \[1\]\([^)]*\) \| complete \|/);
      const tracking = trackingComments()[0]?.body ?? "";
      expect(trackingComments()).toHaveLength(1);
      expect(tracking).toContain("**Outcome: complete** after 1 round");
      expect(tracking).not.toContain("cancelled");
    },
  );
});

/** A run on `payload` whose runner is lost (SIGKILL) in round 2, after round 1 was reported. */
async function loseRunnerInRound2(payload: Record<string, unknown>) {
  let child: import("node:child_process").ChildProcess | undefined;
  const dead = scenario.run({
    payload,
    rounds: {
      1: { files: { "one.txt": "1\n" }, report: reports.continue("round one") },
      2: { files: { "lost.txt": "in progress\n" }, sleepMs: 60_000, report: reports.continue("never written") },
    },
    onStart: (started) => (child = started),
  });
  await until(async () => (await scenario.agentLog()).length === 2, 30_000);
  child?.kill("SIGKILL");
  // The agent leads its own process group; on a real runner it dies with the machine.
  const agentPid = (await scenario.agentLog())[1]?.pid ?? 0;
  try {
    process.kill(-agentPid, "SIGKILL");
  } catch {
    // Already gone.
  }
  const killed = await dead;
  expect(killed.exitCode).toBeNull();
  return killed;
}

/** The round and summary cells of the round table in the pull request's body. */
function pullRequestRounds(): string[][] {
  const lines = (scenario.github.pulls(FULL_NAME)[0]?.body ?? "").split("\n");
  const header = lines.indexOf("| round | status | verified | summary | commit | usage | duration |");
  const rows: string[][] = [];
  for (let i = header + 2; header >= 0 && (lines[i] ?? "").startsWith("| "); i++) {
    const cells = (lines[i] ?? "").slice(2, -2).split(/ (?<!\\)\| /);
    rows.push([/^\[(\d+)\]/.exec(cells[0] ?? "")?.[1] ?? "", cells[3] ?? ""]);
  }
  return rows;
}

describe("a lost runner", () => {
  it(
    "resumes after SIGKILL in round 2 when the label event is redelivered: no round twice, nothing lost",
    { timeout: 120_000 },
    async () => {
      const payload = scenario.labeledPayload();
      await loseRunnerInRound2(payload);
      // The redelivered event starts a new workflow run on a new runner.
      await scenario.freshCheckout();
      const resumed = await scenario.run({
        payload,
        rounds: {
          2: { files: { "two.txt": "2\n" }, report: reports.continue("round two again", ["fix add()"]) },
          3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
        },
      });
      expectNamedEnding(resumed, "complete");
      expect(roundsPosted()).toEqual([1, 2, 3]);
      expect(await scenario.git.readFile(FULL_NAME, branch(), "one.txt")).toBe("1\n");
      expect(await scenario.git.readFile(FULL_NAME, branch(), "two.txt")).toBe("2\n");
      const log = await scenario.agentLog();
      expect(log.map((entry) => entry.round)).toEqual([1, 2, 2, 3]);
      expect(log[2]?.promptFromStdin).toContain("round one");
      const [old, current] = trackingComments();
      expect(old?.body).toContain("**Superseded:**");
      expect(old?.body).toContain(`/actions/runs/${resumed.runId}`);
      expect(current?.body).toContain("**Outcome: complete**");
      expect(scenario.github.pulls(FULL_NAME)).toHaveLength(1);
      // A new run took over: the superseded run's round is its own, not a row of this run's table.
      expect(pullRequestRounds()).toEqual([
        ["2", "round two again"],
        ["3", "fixed add()"],
      ]);
      // The lost run's claim, and the takeover's own, went with the takeover's ending.
      expect(await claimsLeft()).toBe("");
    },
  );

  it(
    "a re-run of the lost workflow run goes on with the same run, and its pull request shows every round of it",
    { timeout: 120_000 },
    async () => {
      const payload = scenario.labeledPayload();
      const killed = await loseRunnerInRound2(payload);
      await scenario.freshCheckout();
      const rerun = await scenario.run({
        payload,
        rounds: {
          2: { files: { "two.txt": "2\n" }, report: reports.continue("round two again", ["fix add()"]) },
          3: { files: { "add.js": FIXED }, report: reports.complete("fixed add()") },
        },
        env: { GITHUB_RUN_ID: killed.runId, GITHUB_RUN_ATTEMPT: "2" },
      });
      expectNamedEnding(rerun, "complete");
      expect(roundsPosted()).toEqual([1, 2, 3]);
      expect(trackingComments()).toHaveLength(1);
      // Round 1 from the first attempt's round comment, rounds 2 and 3 from the re-run.
      expect(pullRequestRounds()).toEqual([
        ["1", "round one"],
        ["2", "round two again"],
        ["3", "fixed add()"],
      ]);
      expect(rerun.summary).toContain("Total: 3 rounds · ");
    },
  );

  it("answers a trigger that meets a live run with one line", async () => {
    // Round 1 lasts until the second trigger was handled: the run is live throughout.
    const live = scenario.run({
      rounds: { 1: { waitFor: "second-handled", files: { "add.js": FIXED }, report: reports.complete("done") } },
    });
    await until(() => trackingComments().length === 1, 30_000);
    const second = await scenario.run({ rounds: {}, eventName: "issue_comment", payload: scenario.commentPayload("/ralph") });
    await scenario.goAhead("second-handled");
    expect(second.outputs.outcome).toBe("skipped");
    expect(botComments().filter((comment) => markerOf("reply")(comment.body))).toHaveLength(1);
    expectNamedEnding(await live, "complete");
  });
});

describe("every list read whole", () => {
  it("finds a /ralph stop posted after 110 other comments", async () => {
    const live = scenario.run({
      rounds: { 1: { files: { "NOTES.md": "more\n" }, waitFor: "stop-posted", report: reports.continue("working") } },
      default: { files: { "NOTES.md": "more\n" }, report: reports.continue("working") },
    });
    await until(async () => (await scenario.agentLog()).length === 1, 30_000);
    for (let i = 0; i < 110; i++) scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: "someone", body: `comment ${i}` });
    scenario.github.addComment(FULL_NAME, scenario.issueNumber, { user: MAINTAINER, body: "/ralph stop" });
    await scenario.goAhead("stop-posted");
    const run = await live;
    expectNamedEnding(run, "cancelled");
    expect(run.outputs.rounds).toBe("1");
  });
});
