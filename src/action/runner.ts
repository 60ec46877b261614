import { readFile } from "node:fs/promises";
import { expandCarry, readDispatchCarry, type CarryFields } from "../github/carry.js";
import * as z from "zod";
import type { RalphOctokit } from "../github/client.js";
import { defaultBranch } from "../github/repository.js";

/** The runner's [default variables](https://docs.github.com/en/actions/learn-github-actions/variables#default-environment-variables) the action reads. */
const RunnerEnvironment = z.object({
  GITHUB_REPOSITORY: z.string().regex(/^[^/\s]+\/[^/\s]+$/, "must be owner/repo"),
  GITHUB_EVENT_NAME: z.string().min(1),
  GITHUB_EVENT_PATH: z.string().min(1),
  GITHUB_WORKSPACE: z.string().min(1),
  RUNNER_TEMP: z.string().min(1),
  GITHUB_API_URL: z.string().url().default("https://api.github.com"),
  GITHUB_SERVER_URL: z.string().url().default("https://github.com"),
  GITHUB_RUN_ID: z.string().default("local"),
  GITHUB_RUN_ATTEMPT: z.string().default("1"),
  GITHUB_WORKFLOW_REF: z.string().optional(),
  // Ours, for the e2e tests only.
  RALPH_PACING_SCALE: z.coerce.number().gt(0).max(1).default(1),
});

export interface RunnerContext {
  owner: string;
  repo: string;
  eventName: string;
  /** The event payload, a dispatch's `carry` expanded into inputs. */
  payload: unknown;
  carried: CarryFields;
  workspace: string;
  runnerTemp: string;
  apiUrl: string;
  serverUrl: string;
  runId: string;
  runAttempt: number;

  runUrl: string;
  /** `GITHUB_WORKFLOW_REF`; null outside Actions. */
  workflowRef: string | null;
  /** The default branch the event names (the checkout's, even on a re-run); null: read it from GitHub. */
  defaultBranch: string | null;
  /** A factor in (0, 1] on GitHub's write pacing; below 1 only in the e2e tests. */
  pacingScale: number;
}

/**
 * The runner's environment and the event payload.
 * @throws Error naming a bad variable or an unreadable event file; CarryError for a `carry` Ralph did not write.
 */
export async function readRunnerContext(env: NodeJS.ProcessEnv): Promise<RunnerContext> {
  const parsed = RunnerEnvironment.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join(".")} (${issue.message})`).join(", ");
    throw new Error(`the runner environment is incomplete: ${names}`);
  }
  const vars = parsed.data;
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(vars.GITHUB_EVENT_PATH, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${vars.GITHUB_EVENT_PATH}): ${(error as Error).message}`);
  }
  const carried = readDispatchCarry(vars.GITHUB_EVENT_NAME, payload);
  payload = expandCarry(vars.GITHUB_EVENT_NAME, payload);
  const [owner = "", repo = ""] = vars.GITHUB_REPOSITORY.split("/");
  const serverUrl = vars.GITHUB_SERVER_URL.replace(/\/+$/, "");
  return {
    owner,
    repo,
    eventName: vars.GITHUB_EVENT_NAME,
    payload,
    carried,
    workspace: vars.GITHUB_WORKSPACE,
    runnerTemp: vars.RUNNER_TEMP,
    apiUrl: vars.GITHUB_API_URL,
    serverUrl,
    runId: vars.GITHUB_RUN_ID,
    runAttempt: Number.parseInt(vars.GITHUB_RUN_ATTEMPT, 10) || 1,
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${vars.GITHUB_RUN_ID}`,
    workflowRef: vars.GITHUB_WORKFLOW_REF ?? null,
    defaultBranch: eventDefaultBranch(payload, vars.GITHUB_REPOSITORY),
    pacingScale: vars.RALPH_PACING_SCALE,
  };
}

/** The repository's default branch: the event's, else read. @throws Octokit's error on a failed read. */
export function defaultBranchOf(octokit: RalphOctokit, runner: RunnerContext): Promise<string> {
  return runner.defaultBranch !== null ? Promise.resolve(runner.defaultBranch) : defaultBranch(octokit, runner);
}

const EventRepository = z.object({
  repository: z.object({ full_name: z.string(), default_branch: z.string().min(1) }),
});

/** The default branch the event names, when its repository is `fullName` (any case). */
function eventDefaultBranch(payload: unknown, fullName: string): string | null {
  const parsed = EventRepository.safeParse(payload);
  if (!parsed.success) return null;
  const { repository } = parsed.data;
  return repository.full_name.toLowerCase() === fullName.toLowerCase() ? repository.default_branch : null;
}
