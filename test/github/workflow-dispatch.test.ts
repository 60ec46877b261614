/**
 * A workflow dispatch is applied at most once: one GitHub applied although its answer was lost (a
 * 502 or a reset connection after GitHub created the run) is found and not sent again, whether the
 * action's client waits the outage out or an App's Probot-style client would have resent it.
 */
import { retry } from "@octokit/plugin-retry";
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { createClient } from "../../src/github/client.js";
import { dispatchWorkflow, runTitle, type Dispatch } from "../../src/github/workflow-dispatch.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const TOKEN = "ghs_dispatchTestToken00000000000";
const REPO = "octo/hello";
const DISPATCHES = /\/actions\/workflows\/[^/]+\/dispatches$/;
const DISPATCH: Dispatch = {
  owner: "octo",
  repo: "hello",
  workflow: "ralph.yml",
  ref: "main",
  inputs: { issue: "7", rounds: "" },
  runName: runTitle(7),
};

let github: GitHubFake;
let logs: string[];
beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken(TOKEN, "ralph-bot[bot]");
  github.addWorkflow(REPO, "ralph.yml", EXAMPLE_WORKFLOW);
  logs = [];
});
afterEach(async () => {
  await github.close();
});

const log = (line: string) => logs.push(line);
/** The action's client, its waits shortened. */
const actionClient = () => createClient({ token: TOKEN, baseUrl: github.url, log, retryBaseMs: 50 });
/** A client like Probot's: Octokit with the retry plugin, which resends a 5xx after 1 s, 4 s and 9 s. */
const probotLike = () =>
  new (Octokit.plugin(retry))({ auth: TOKEN, baseUrl: github.url, log: { debug() {}, info() {}, warn() {}, error() {} } });
const posts = () =>
  github.requests.filter((request) => request.method === "POST" && DISPATCHES.test(request.path)).map((request) => request.status);

describe("dispatchWorkflow", () => {
  it("asks for the run's details and returns the workflow run it started", async () => {
    const run = await dispatchWorkflow(actionClient(), DISPATCH, { log });
    const [started] = github.runs(REPO);
    expect(run).toEqual({ id: started?.id, htmlUrl: `${github.url}/octo/hello/actions/runs/${started?.id}` });
    expect(started).toMatchObject({ displayTitle: "Ralph #7", status: "queued" });
    expect(github.requests.find((request) => request.method === "POST")?.body).toMatchObject({ return_run_details: true });
  });

  for (const fault of [{ status: 502 }, { status: "connection-reset" }] as const) {
    it(`a dispatch GitHub applied but answered ${fault.status}: found, not sent again (the action's client)`, async () => {
      github.failNext("POST", DISPATCHES, { ...fault, afterApplying: true });
      const run = await dispatchWorkflow(actionClient(), DISPATCH, { log, settleMs: 50 });
      expect(github.dispatches).toHaveLength(1);
      expect(github.runs(REPO)).toHaveLength(1);
      expect(run.id).toBe(github.dispatches[0]?.runId);
      expect(posts()).toEqual([fault.status === 502 ? 502 : 0]);
      expect(logs.join("\n")).toContain(`had started workflow run ${run.id}`);
    });
  }

  it("a dispatch GitHub did not apply is sent again, once: one run", async () => {
    github.failNext("POST", DISPATCHES, { status: 502 });
    const run = await dispatchWorkflow(actionClient(), DISPATCH, { log, settleMs: 50 });
    expect(posts()).toEqual([502, 200]);
    expect(github.runs(REPO).map((started) => started.id)).toEqual([run.id]);
  });

  it("an earlier run of the issue, listed before the dispatch, is not taken for the one it started", async () => {
    const earlier = github.addWorkflowRun(REPO, {
      workflow: "ralph.yml",
      displayTitle: "Ralph #7",
      status: "completed",
      conclusion: "success",
    });
    github.failNext("POST", DISPATCHES, { status: 502 });
    const run = await dispatchWorkflow(actionClient(), DISPATCH, { log, settleMs: 50 });
    expect(run.id).not.toBe(earlier.id);
    expect(github.dispatches).toHaveLength(1);
  });

  it("with a Probot-style client, whose retry plugin would resend blindly: one run after an applied 502, one after an unapplied one", async () => {
    github.failNext("POST", DISPATCHES, { status: 502, afterApplying: true });
    const applied = await dispatchWorkflow(probotLike(), DISPATCH, { log, resend: { times: 2, baseMs: 50 }, settleMs: 50 });
    expect(posts()).toEqual([502]);
    expect(github.dispatches.map((dispatch) => dispatch.runId)).toEqual([applied.id]);

    github.failNext("POST", DISPATCHES, { status: 502 });
    const other = await dispatchWorkflow(
      probotLike(),
      { ...DISPATCH, inputs: { issue: "8" }, runName: runTitle(8) },
      {
        log,
        resend: { times: 2, baseMs: 50 },
        settleMs: 50,
      },
    );
    expect(posts()).toEqual([502, 502, 200]);
    expect(github.dispatches.map((dispatch) => dispatch.runId)).toEqual([applied.id, other.id]);
  });

  it("gives up after its resends with the outage's error, having started nothing", async () => {
    github.failNext("POST", DISPATCHES, { status: 503, times: 3 });
    await expect(dispatchWorkflow(probotLike(), DISPATCH, { log, resend: { times: 2, baseMs: 10 }, settleMs: 10 })).rejects.toMatchObject({
      status: 503,
    });
    expect(posts()).toEqual([503, 503, 503]);
    expect(github.dispatches).toEqual([]);
  });

  it("a server that refuses return_run_details gets the dispatch without it; the run's id stays unknown", async () => {
    github.failNext("POST", DISPATCHES, {
      status: 422,
      body: { message: 'Invalid request.\n\n"return_run_details" is not a permitted key.' },
    });
    expect(await dispatchWorkflow(actionClient(), DISPATCH, { log })).toEqual({ id: null, htmlUrl: null });
    expect(github.requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      expect.objectContaining({ return_run_details: true }),
      expect.not.objectContaining({ return_run_details: expect.anything() }),
    ]);
    expect(github.dispatches).toHaveLength(1);
  });

  it("a refusal is thrown at once, not resent", async () => {
    await expect(
      dispatchWorkflow(probotLike(), { ...DISPATCH, inputs: { ...DISPATCH.inputs, extra: "1" } }, { log, resend: { times: 2 } }),
    ).rejects.toMatchObject({ status: 422 });
    expect(posts()).toEqual([422]);
  });
});
