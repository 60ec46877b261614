/**
 * What Ralph hands a dispatched run travels in one input, `carry`: written and read back as this
 * release writes it, refused when it is anything else, and sent to a workflow of the earlier form
 * (one input per field) as that form's inputs when GitHub refuses `carry`, judged by the GitHub fake.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CarryError, encodeCarry, expandCarry, readCarry, readDispatchCarry } from "../../src/github/carry.js";
import { createClient } from "../../src/github/client.js";
import { readDispatchRefusal } from "../../src/github/dispatch-refusal.js";
import { dispatchRun, runTitle, type RunDispatch } from "../../src/github/workflow-dispatch.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

describe("the carry", () => {
  it("reads back what it wrote, empty fields left out, with its version", () => {
    const text = encodeCarry({ "relay-run": "123", "relay-round": "3", "comment-id": "", check: "check-run:7" });
    expect(JSON.parse(text)).toEqual({ version: 1, "relay-run": "123", "relay-round": "3", check: "check-run:7" });
    expect(readCarry(text)).toEqual({ "relay-run": "123", "relay-round": "3", check: "check-run:7" });
    expect(readCarry("")).toEqual({});
  });

  it.each([
    ["not JSON", "{relay-run: 1}", /not JSON/],
    ["another version", '{"version":2,"relay-run":"1"}', /version must be 1/],
    ["no version", '{"relay-run":"1"}', /version/],
    ["a field this release does not know", '{"version":1,"objective":"rm -rf /"}', /not what Ralph writes/],
    ["a field that is no string", '{"version":1,"relay-round":3}', /relay-round/],
  ])("refuses %s, naming the input and that people leave it empty", (_, text, message) => {
    expect(() => readCarry(text)).toThrow(CarryError);
    expect(() => readCarry(text)).toThrow(message);
    expect(() => readCarry(text)).toThrow(/'carry'.*leave it empty/);
  });

  it("expands a dispatch's carry into inputs of their own, an input sent on its own winning; other events as they are", () => {
    const payload = { inputs: { issue: "7", rounds: "", carry: encodeCarry({ "relay-run": "9", "relay-round": "2", "comment-id": "5" }) } };
    expect(expandCarry("workflow_dispatch", payload)).toEqual({
      inputs: { issue: "7", carry: payload.inputs.carry, "relay-run": "9", "relay-round": "2", "comment-id": "5" },
    });
    expect(readDispatchCarry("workflow_dispatch", payload)).toEqual({ "relay-run": "9", "relay-round": "2", "comment-id": "5" });
    const issues = { action: "labeled", inputs: { carry: "junk" } };
    expect(expandCarry("issues", issues)).toBe(issues);
    const plain = { inputs: { issue: "7" } };
    expect(expandCarry("workflow_dispatch", plain)).toBe(plain);
  });
});

const TOKEN = "ghs_carryTestToken000000000000000";
const REPO = "octo/hello";
/** A workflow declaring `workflow_dispatch` inputs `names` (the first required). */
const declaring = (names: string[]) =>
  [
    "name: ralph",
    'run-name: "Ralph #${{ inputs.issue }}"',
    "on:",
    "  workflow_dispatch:",
    "    inputs:",
    ...names.flatMap((name, index) => [`      ${name}:`, `        required: ${index === 0}`]),
    "jobs:",
    "  ralph:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - run: true",
    "",
  ].join("\n");
const CURRENT = declaring(["issue", "rounds", "carry"]);
const EARLIER = declaring(["issue", "rounds", "comment-id", "pull-request", "review-id", "check", "relay-run", "relay-round"]);
const DISPATCH: RunDispatch = {
  owner: "octo",
  repo: "hello",
  workflow: "ralph.yml",
  ref: "main",
  issue: 7,
  rounds: 5,
  carried: { "relay-run": "123", "relay-round": "2", "pull-request": "8", "review-id": "99" },
  runName: runTitle(7),
};

describe("dispatchRun", () => {
  let github: GitHubFake;
  let logs: string[];
  beforeEach(async () => {
    github = await startGitHubFake();
    github.addRepo({ owner: "octo", repo: "hello" });
    github.addToken(TOKEN, "github-actions[bot]");
    logs = [];
  });
  afterEach(async () => {
    await github.close();
  });
  const client = () => createClient({ token: TOKEN, baseUrl: github.url, log: (line) => logs.push(line), retryBaseMs: 50 });
  const send = (dispatch = DISPATCH) => dispatchRun(client(), dispatch, { log: (line) => logs.push(line) });

  it("sends the issue, the rounds and one carry to a workflow that declares it: one dispatch, one run", async () => {
    github.addWorkflow(REPO, "ralph.yml", CURRENT);
    await send();
    expect(github.dispatches.map((dispatch) => dispatch.inputs)).toEqual([
      { issue: "7", rounds: "5", carry: encodeCarry(DISPATCH.carried) },
    ]);
    expect(github.runs(REPO).map((run) => run.displayTitle)).toEqual(["Ralph #7"]);
  });

  it("sends a workflow of the earlier form its own inputs once GitHub refuses the carry: one run", async () => {
    github.addWorkflow(REPO, "ralph.yml", EARLIER);
    await send();
    expect(github.dispatches.map((dispatch) => dispatch.inputs)).toEqual([
      { issue: "7", rounds: "5", "relay-run": "123", "relay-round": "2", "pull-request": "8", "review-id": "99" },
    ]);
    expect(github.runs(REPO)).toHaveLength(1);
    expect(logs.join("\n")).toContain("declares no 'carry' input");
  });

  it("sends no carry when there is nothing to carry (a start from a label), to either form", async () => {
    for (const workflow of [CURRENT, EARLIER]) {
      github.addWorkflow(REPO, "ralph.yml", workflow);
      await send({ ...DISPATCH, rounds: null, carried: { "comment-id": "" } });
    }
    expect(github.dispatches.map((dispatch) => dispatch.inputs)).toEqual([{ issue: "7" }, { issue: "7" }]);
  });

  it("throws the refusal of the carry when the earlier inputs are refused too: its fix, declaring carry, mends both", async () => {
    github.addWorkflow(REPO, "ralph.yml", declaring(["issue", "rounds", "relay-run", "relay-round"]));
    const error = await send().catch((thrown: unknown) => thrown);
    expect(readDispatchRefusal(error)).toMatchObject({ kind: "undeclared", inputs: ["carry"] });
    expect(github.dispatches).toEqual([]);
  });
});
