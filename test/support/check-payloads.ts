/**
 * GitHub's `workflow_run.completed` and `check_run.completed` examples (`@octokit/webhooks-examples`)
 * pointed at a check of the tests' repository (for runs from a Ralph pull request's failed checks).
 */
import { examplePayload, inRepository } from "./scenario.js";

/** A workflow run as the tests describe it: its id, workflow, conclusion and head. */
export interface WorkflowRunSpec {
  id: number;
  /** The workflow's name, e.g. `CI`. */
  name: string;
  /** The workflow's file, e.g. `.github/workflows/ci.yml`. */
  path: string;
  conclusion: string;
  headSha: string;
  headBranch: string;
  /** `owner/name` the head commit was pushed to: a fork's for a fork's pull request (default: the repository). */
  headRepository?: string;
  attempt?: number;
  /** The event that made the run (default `push`): `pull_request_target` and `workflow_run` runs carry a head they did not test. */
  event?: string;
}

/**
 * GitHub's `workflow_run.completed` example for workflow run `run` of repository `fullName`, sent
 * by `sender` (who pushed the head).
 */
export function workflowRunPayload(fullName: string, run: WorkflowRunSpec, sender: string): Record<string, unknown> {
  const payload = examplePayload("workflow_run", "completed");
  const headRepository = run.headRepository ?? fullName;
  const workflowRun = payload["workflow_run"] as Record<string, unknown>;
  Object.assign(workflowRun, {
    id: run.id,
    name: run.name,
    path: run.path,
    conclusion: run.conclusion,
    status: "completed",
    head_sha: run.headSha,
    head_branch: run.headBranch,
    run_attempt: run.attempt ?? 1,
    event: run.event ?? "push",
    html_url: `https://github.com/${fullName}/actions/runs/${run.id}`,
    pull_requests: [],
  });
  const [headOwner = ""] = headRepository.split("/");
  const head = workflowRun["head_repository"] as Record<string, unknown>;
  Object.assign(head, { full_name: headRepository, name: headRepository.split("/")[1] ?? "" });
  Object.assign(head["owner"] as object, { login: headOwner });
  const workflow = payload["workflow"] as Record<string, unknown> | undefined;
  if (workflow !== undefined) Object.assign(workflow, { name: run.name, path: run.path });
  return inRepository(payload, fullName, sender);
}

/** A check run as the tests describe it: its id, name, conclusion, head, the app that made it and its output. */
export interface CheckRunSpec {
  id: number;
  name: string;
  conclusion: string;
  headSha: string;
  /** The check suite's head branch; null for a fork's commit (GitHub names no branch then, and lists no pull request). */
  headBranch: string | null;
  /** The slug of the app that made it (`github-actions` for a job of a workflow). */
  app: string;
  output?: { title: string | null; summary: string | null; text: string | null };
  /** The page its app names (default `https://ci.octo.example/jobs/<id>`). */
  detailsUrl?: string;
  /** The open pull request of the repository GitHub lists for the check (head `headBranch` at `headSha`); none by default. */
  pullRequest?: number;
}

/** GitHub's `check_run.completed` example for check run `check` of repository `fullName`, sent by `sender`. */
export function checkRunPayload(fullName: string, check: CheckRunSpec, sender: string): Record<string, unknown> {
  const payload = examplePayload("check_run", "completed");
  const checkRun = payload["check_run"] as Record<string, unknown>;
  const listed = (checkRun["pull_requests"] as Record<string, Record<string, unknown>>[])[0];
  const pullRequests =
    check.pullRequest === undefined || listed === undefined
      ? []
      : [
          {
            ...listed,
            number: check.pullRequest,
            url: `https://api.github.com/repos/${fullName}/pulls/${check.pullRequest}`,
            head: { ...listed["head"], ref: check.headBranch, sha: check.headSha },
          },
        ];
  Object.assign(checkRun, {
    id: check.id,
    name: check.name,
    status: "completed",
    conclusion: check.conclusion,
    head_sha: check.headSha,
    html_url: `https://github.com/${fullName}/runs/${check.id}`,
    details_url: check.detailsUrl ?? `https://ci.octo.example/jobs/${check.id}`,
    output: { ...(checkRun["output"] as object), ...(check.output ?? { title: null, summary: null, text: null }) },
    pull_requests: pullRequests,
  });
  const suite = checkRun["check_suite"] as Record<string, unknown>;
  Object.assign(suite, { head_branch: check.headBranch, head_sha: check.headSha, pull_requests: pullRequests });
  // The app that made the check run made its suite.
  for (const app of [checkRun["app"], suite["app"]]) if (typeof app === "object" && app !== null) Object.assign(app, { slug: check.app });
  return inRepository(payload, fullName, sender);
}
