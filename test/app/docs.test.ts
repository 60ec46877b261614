/**
 * Keeps the App's manifest, its example workflow and docs/app.md true to each
 * other and to the action: the workflow declares the inputs the App
 * sends, names its runs the way `/ralph stop` looks for them, and passes only
 * inputs the action has.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkDispatchInputs, plan } from "../../src/app/decide.js";
import { runTitle } from "../../src/github/workflow-dispatch.js";
import { CARRIED_FIELDS } from "../../src/github/carry.js";
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

  it("declares the issue and the rounds, which people fill too, and `carry`, which holds everything else the App and relay mode send; only `issue` required", () => {
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
    const carried = [...sent].filter((name) => name !== "issue" && name !== "rounds");
    expect(carried.filter((name) => !(CARRIED_FIELDS as readonly string[]).includes(name))).toEqual([]);
    expect(Object.keys(inputs)).toEqual(["issue", "rounds", "carry"]);
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

  it("calls the reusable workflow with the App's Client ID and key, which makes the App's token right before the action and passes it on", async () => {
    const caller = workflow.jobs["ralph"] as unknown as { uses: string; with: Record<string, string>; secrets: Record<string, string> };
    expect(caller.uses).toBe("ralph-bot/ralph-bot/.github/workflows/ralph-run.yml@v0");
    expect(caller.with).toMatchObject({ "app-client-id": "${{ vars.RALPH_APP_CLIENT_ID }}", mode: "relay", agent: "claude-code" });
    expect(caller.secrets).toEqual({
      "anthropic-api-key": "${{ secrets.ANTHROPIC_API_KEY }}",
      "app-private-key": "${{ secrets.RALPH_APP_PRIVATE_KEY }}",
    });
    const reusable = parse(await read(".github/workflows/ralph-run.yml")) as Workflow;
    const steps = Object.values(reusable.jobs).flatMap((job) => job.steps);
    const ralph = steps.find((step) => step.uses?.startsWith("ralph-bot/ralph-bot@"));
    // The installation token lasts one hour from when it is made: right before the action, after the install.
    expect(steps.map((step) => step.uses?.replace(/@.*/, "") ?? step.name ?? step.run)).toEqual([
      "actions/checkout",
      "Install the project's dependencies",
      "actions/create-github-app-token",
      "ralph-bot/ralph-bot",
    ]);
    expect(ralph?.with).toMatchObject({
      "github-token": "${{ steps.app-token.outputs.token || github.token }}",
      "bot-login":
        "${{ steps.app-token.outputs.app-slug && format('{0}[bot]', steps.app-token.outputs.app-slug) || 'github-actions[bot]' }}",
      "issue-number": "${{ github.event.inputs.issue }}",
    });
    const action = parse(await read("action.yml")) as { inputs: Record<string, unknown> };
    expect(Object.keys(ralph?.with ?? {}).filter((name) => !(name in action.inputs))).toEqual([]);
    expect(steps[0]?.with).toEqual({
      ref: "${{ github.event_name == 'pull_request_review' && github.event.repository.default_branch || '' }}",
      "persist-credentials": false,
      "fetch-depth": 0,
    });
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
