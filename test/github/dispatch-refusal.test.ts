/**
 * What a maintainer is told when GitHub refuses a dispatch for what the workflow declares: GitHub's
 * refusals read from its 422 answers, and the YAML to add, true to the shipped example workflows.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { DISPATCH_INPUTS, inputsYaml, readDispatchRefusal, refusalFix } from "../../src/github/dispatch-refusal.js";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";
import { withoutInputs } from "../support/workflows.js";

type Declared = Record<string, { required?: boolean; default?: string }>;
const inputsOf = (text: string): Declared =>
  (parse(text) as { on: { workflow_dispatch: { inputs: Declared } } }).on.workflow_dispatch.inputs;
/** Only what decides a dispatch's fate: required, and the default (an optional input without one is "", as GitHub gives it). */
const shape = (inputs: Declared) =>
  Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      { required: input.required ?? false, default: input.default ?? (input.required === true ? null : "") },
    ]),
  );

let fake: GitHubFake;
let octokit: Octokit;
beforeEach(async () => {
  fake = await startGitHubFake();
  fake.addRepo({ owner: "octo", repo: "hello" });
  fake.addToken("ghs_refusalTestToken000000000000", "github-actions[bot]");
  octokit = new Octokit({
    auth: "ghs_refusalTestToken000000000000",
    baseUrl: fake.url,
    log: { debug() {}, info() {}, warn() {}, error() {} },
  });
});
afterEach(async () => {
  await fake.close();
});

/** The error Octokit throws for a dispatch of `inputs` to the workflow `text`. */
async function refusedDispatch(text: string, inputs: Record<string, string>): Promise<unknown> {
  fake.addWorkflow("octo/hello", "ralph.yml", text);
  return octokit.actions.createWorkflowDispatch({ owner: "octo", repo: "hello", workflow_id: "ralph.yml", ref: "main", inputs }).then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error,
  );
}

describe("readDispatchRefusal", () => {
  it("reads GitHub's three refusals of a workflow file from the 422 answers", async () => {
    const old = withoutInputs(EXAMPLE_WORKFLOW, ["carry"]);
    expect(readDispatchRefusal(await refusedDispatch(old, { issue: "1", "relay-run": "9", "relay-round": "2" }))).toEqual({
      kind: "undeclared",
      inputs: ["relay-run", "relay-round"],
      message: 'Unexpected inputs provided: ["relay-run", "relay-round"]',
    });
    expect(readDispatchRefusal(await refusedDispatch(EXAMPLE_WORKFLOW, { rounds: "2" }))).toEqual({
      kind: "required",
      input: "issue",
      message: "Required input 'issue' not provided",
    });
    expect(readDispatchRefusal(await refusedDispatch("on: push\n", {}))).toEqual({
      kind: "no-trigger",
      message: "Workflow does not have 'workflow_dispatch' trigger",
    });
  });

  it("is null for any other failure: another 422, a 403, a network error", async () => {
    fake.setBranchExists(() => false);
    const noRef = await refusedDispatch(EXAMPLE_WORKFLOW, { issue: "1" });
    expect(noRef).toMatchObject({ status: 422 });
    expect(readDispatchRefusal(noRef)).toBeNull();
    expect(readDispatchRefusal({ status: 403, response: { data: { message: 'Unexpected inputs provided: ["x"]' } } })).toBeNull();
    expect(readDispatchRefusal(new Error("fetch failed"))).toBeNull();
  });
});

describe("the inputs to add", () => {
  it("are declared as both shipped example workflows declare them (required, default)", async () => {
    const action = inputsOf(await readFile(join(PROJECT_ROOT, ".github/workflows/ralph.yml"), "utf8"));
    const ours = Object.fromEntries(
      Object.entries(DISPATCH_INPUTS).map(([name, input]) => [name, { required: input.required, default: input.default }]),
    );
    expect(ours).toEqual(shape(inputsOf(EXAMPLE_WORKFLOW)));
    expect(ours).toEqual(shape(action));
  });

  it("are YAML that merges into a workflow's `on:` and reads back as those declarations", () => {
    const names = Object.keys(DISPATCH_INPUTS);
    expect(inputsOf(inputsYaml(names))).toEqual(
      Object.fromEntries(
        Object.entries(DISPATCH_INPUTS).map(([name, { description, required, default: value }]) => [
          name,
          { description, required, ...(value !== null ? { default: value } : {}) },
        ]),
      ),
    );
  });

  it("are named in words with the workflow and ref; a required input Ralph does not send gets no YAML", () => {
    const one = refusalFix({ kind: "undeclared", inputs: ["review-id"], message: "" }, "ralph.yml", "main", "the Ralph App");
    expect(one.words).toBe(
      "The workflow `.github/workflows/ralph.yml` on `main` does not declare the input `review-id`, which the Ralph App sends: add it to its `on.workflow_dispatch.inputs`.",
    );
    expect(Object.keys(inputsOf(one.yaml ?? ""))).toEqual(["review-id"]);
    const three = refusalFix({ kind: "undeclared", inputs: ["a", "b", "c"], message: "" }, "ralph.yml", "main", "relay mode");
    expect(three.words).toContain("the inputs `a`, `b` and `c`, which relay mode sends: add them");
    const required = refusalFix({ kind: "required", input: "env", message: "" }, "ralph.yml", "main", "relay mode");
    expect(required).toEqual({
      words: expect.stringContaining("requires the input `env`, which relay mode does not send: make it optional"),
      yaml: null,
    });
  });
});
