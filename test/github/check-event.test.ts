import { describe, expect, it } from "vitest";
import { decideCiFix } from "../../src/core/ci-fix.js";
import { readCompletedCheck } from "../../src/github/check-event.js";
import { MalformedEventError } from "../../src/github/trigger.js";
import { checkRunPayload, workflowRunPayload } from "../support/check-payloads.js";
import { examplePayload } from "../support/scenario.js";
import { assertWebhookPayload } from "../support/webhook-schema.js";

const HEAD = "d".repeat(40);
const context = { repository: "octo/hello", branchPrefix: "ralph/issue-", ownWorkflowPaths: [".github/workflows/ralph.yml"], maxRuns: 2 };

describe("readCompletedCheck: a completed check from GitHub's payloads", () => {
  it("reads a failed workflow run: id, attempt, name, conclusion, head, head repository, event and workflow file", () => {
    const payload = workflowRunPayload(
      "octo/hello",
      {
        id: 501,
        name: "CI",
        path: ".github/workflows/ci.yml",
        conclusion: "failure",
        headSha: HEAD,
        headBranch: "ralph/issue-7",
        attempt: 2,
      },
      "octo-maintainer",
    );
    assertWebhookPayload("workflow_run", payload);
    const check = readCompletedCheck("workflow_run", payload);
    expect(check).toMatchObject({
      kind: "workflow-run",
      id: 501,
      attempt: 2,
      name: "CI",
      conclusion: "failure",
      headSha: HEAD,
      headBranch: "ralph/issue-7",
      headRepository: "octo/hello",
      event: "push",
      workflowPath: ".github/workflows/ci.yml",
    });
    expect(decideCiFix(check!, context)).toEqual({ kind: "lookup", issueNumber: 7, branch: "ralph/issue-7" });
  });

  it("a fork's workflow run is read with the fork as its head repository, and starts nothing", () => {
    const payload = workflowRunPayload(
      "octo/hello",
      {
        id: 502,
        name: "CI",
        path: ".github/workflows/ci.yml",
        conclusion: "failure",
        headSha: HEAD,
        headBranch: "ralph/issue-7",
        headRepository: "mallory/hello",
      },
      "mallory",
    );
    assertWebhookPayload("workflow_run", payload);
    expect(decideCiFix(readCompletedCheck("workflow_run", payload)!, context).kind).toBe("skip");
  });

  it("reads another app's failed check run with its output as its text", () => {
    const payload = checkRunPayload(
      "octo/hello",
      {
        id: 601,
        name: "lint",
        conclusion: "failure",
        headSha: HEAD,
        headBranch: "ralph/issue-7",
        app: "octo-ci",
        output: { title: "2 errors", summary: "src/a.ts: no-unused-vars", text: null },
      },
      "octo-maintainer",
    );
    assertWebhookPayload("check_run", payload);
    expect(readCompletedCheck("check_run", payload)).toMatchObject({
      kind: "check-run",
      id: 601,
      name: "lint",
      headBranch: "ralph/issue-7",
      app: "octo-ci",
      url: "https://ci.octo.example/jobs/601",
      output: { title: "2 errors", summary: "src/a.ts: no-unused-vars", text: null },
    });
  });

  it("another app's check run on a fork's commit names no branch, and starts nothing; a GitHub Actions job's check run starts nothing", () => {
    const spec = { id: 602, name: "lint", conclusion: "failure", headSha: HEAD, headBranch: null, app: "octo-ci" };
    const fork = checkRunPayload("octo/hello", spec, "mallory");
    assertWebhookPayload("check_run", fork);
    expect(decideCiFix(readCompletedCheck("check_run", fork)!, context)).toMatchObject({
      kind: "skip",
      reason: expect.stringContaining("no branch"),
    });
    const job = checkRunPayload(
      "octo/hello",
      { ...spec, headBranch: "ralph/issue-7", app: "github-actions", pullRequest: 8 },
      "octo-maintainer",
    );
    assertWebhookPayload("check_run", job);
    expect(decideCiFix(readCompletedCheck("check_run", job)!, context)).toMatchObject({
      kind: "skip",
      reason: expect.stringContaining("its workflow run counts"),
    });
  });

  it("is null for anything but a completed check, and refuses a completed one without its fields", () => {
    expect(readCompletedCheck("workflow_run", examplePayload("workflow_run", "requested"))).toBeNull();
    expect(readCompletedCheck("issues", examplePayload("issues", "labeled"))).toBeNull();
    expect(() => readCompletedCheck("workflow_run", { action: "completed", workflow_run: { id: 1 } })).toThrow(MalformedEventError);
  });
});
