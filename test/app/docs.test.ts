/**
 * Keeps the App's manifest, its example workflow and docs/app.md true to each
 * other and to the action: the workflow declares exactly the inputs the App
 * sends, names its runs the way `/ralph stop` looks for them, and passes only
 * inputs the action has.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkDispatchInputs, plan } from "../../src/app/decide.js";
import { runTitle } from "../../src/github/workflow-dispatch.js";
import { CLAUDE_CODE_PACKAGE } from "../../src/core/presets.js";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { readAppSettings } from "../../src/app/settings.js";
import { PROJECT_ROOT } from "../support/action-runner.js";

const read = (path: string) => readFile(join(PROJECT_ROOT, path), "utf8");

interface Workflow {
  "run-name": string;
  on: { workflow_dispatch: { inputs: Record<string, { required: boolean }> } };
  jobs: Record<string, { steps: { uses?: string; name?: string; run?: string; with?: Record<string, string> }[] }>;
}

describe("the example workflow for App-started runs", () => {
  const workflow = parse(EXAMPLE_WORKFLOW) as Workflow;

  it("declares exactly the inputs the App dispatches (a start from a pull request sends them all) and those of relay mode's dispatch, only `issue` required", () => {
    const fromPull = { kind: "start", issueNumber: 1, rounds: 2, commentId: 3, pullRequest: { number: 4, reviewId: 5 } } as const;
    const dispatched = plan(fromPull, "admin", readAppSettings({}));
    if (dispatched.kind !== "start") throw new Error("expected a start");
    const inputs = workflow.on.workflow_dispatch.inputs;
    const check = {
      kind: "workflow-run",
      id: 7,
      attempt: 1,
      name: "CI",
      conclusion: "failure",
      headSha: "a",
      headBranch: "ralph/issue-1",
    } as const;
    const fromCheck = checkDispatchInputs(
      { ...check, headRepository: null, event: null, workflowPath: null, url: null, app: null, output: null },
      1,
      4,
    );
    const sent = new Set([...Object.keys(dispatched.inputs), ...Object.keys(fromCheck)]);
    expect(Object.keys(inputs).sort()).toEqual([...sent, "relay-run", "relay-round"].sort());
    expect(
      Object.entries(inputs)
        .filter(([, input]) => input.required)
        .map(([name]) => name),
    ).toEqual(["issue"]);
    expect(Object.keys(workflow.on)).toEqual(["workflow_dispatch"]);
  });

  it("names its runs the way the App finds an issue's live run", () => {
    expect(workflow["run-name"].replace("${{ inputs.issue }}", "17")).toBe(runTitle(17));
  });

  it("passes the App's token and identity, and only inputs the action declares", async () => {
    const action = parse(await read("action.yml")) as { inputs: Record<string, unknown> };
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const ralph = steps.find((step) => step.uses?.startsWith("ralph-bot/ralph-bot@"));
    // The installation token lasts one hour from when it is made: right before the action, after the installs.
    expect(steps.map((step) => step.uses?.replace(/@.*/, "") ?? step.name ?? step.run)).toEqual([
      "actions/checkout",
      "actions/setup-node",
      "Sandbox for the agent",
      `npm install -g ${CLAUDE_CODE_PACKAGE}`,
      "actions/create-github-app-token",
      "ralph-bot/ralph-bot",
    ]);
    expect(ralph?.with).toMatchObject({
      "github-token": "${{ steps.app-token.outputs.token }}",
      "bot-login": "${{ steps.app-token.outputs.app-slug }}[bot]",
      "issue-number": "${{ inputs.issue }}",
      "comment-id": "${{ inputs.comment-id }}",
      agent: "claude-code",
      "agent-env": "ANTHROPIC_API_KEY",
    });
    expect(Object.keys(ralph?.with ?? {}).filter((name) => !(name in action.inputs))).toEqual([]);
    expect(steps[0]?.with).toEqual({ "persist-credentials": false, "fetch-depth": 0 });
  });

  it("is in docs/app.md word for word", async () => {
    expect(await read("docs/app.md")).toContain("```yaml\n" + EXAMPLE_WORKFLOW + "```\n");
  });
});

describe("app.yml", () => {
  it("subscribes to issues, issue_comment, pull_request_review, workflow_run and check_run and asks for the documented permissions, each with its reason", async () => {
    const text = await read("app.yml");
    const manifest = parse(text) as {
      default_events: string[];
      default_permissions: Record<string, string>;
      hook_attributes: { url: string };
    };
    expect(manifest.default_events).toEqual(["issues", "issue_comment", "pull_request_review", "workflow_run", "check_run"]);
    expect(manifest.default_permissions).toEqual({
      issues: "write",
      actions: "write",
      checks: "read",
      contents: "write",
      pull_requests: "write",
      metadata: "read",
    });
    expect(manifest.hook_attributes.url).toMatch(/\/api\/github\/webhooks$/);
    for (const permission of Object.keys(manifest.default_permissions)) {
      // Each permission is preceded by at least one comment line saying why.
      expect(text, permission).toMatch(new RegExp(`#[^\\n]*\\n  ${permission}: `));
    }
  });

  it("docs/app.md documents every App setting", async () => {
    const docs = await read("docs/app.md");
    const settings = await read("src/app/settings.ts");
    const names = [...new Set(settings.match(/RALPH_[A-Z_]+/g))];
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) expect(docs, name).toMatch(new RegExp(`^ *\\| \`${name}\` +\\|`, "m"));
  });
});
