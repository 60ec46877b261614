import * as z from "zod";
import { DEFAULT_CI_FIX_RUNS } from "../core/ci-fix.js";
import { PermissionLevel } from "../github/access.js";

/** They mean what the action's inputs of the same names mean. */
export interface AppSettings {
  /** `RALPH_TRIGGER_LABEL` (`ralph`). */
  triggerLabel: string;
  /** `RALPH_COMMAND` (`/ralph`). */
  command: string;
  /** `RALPH_ALLOWED_PERMISSION` (`write`). */
  allowedPermission: PermissionLevel;
  /** `RALPH_MAX_ROUNDS_LIMIT` (256): the ceiling of `/ralph rounds=N`. */
  maxRoundsLimit: number;
  /** `RALPH_WORKFLOW` (`ralph.yml`), under `.github/workflows/`. */
  workflow: string;
  /** `RALPH_WORKFLOW_REF` (the default branch). */
  workflowRef: string | null;
  /** `RALPH_CI_FIX_RUNS` (2). */
  ciFixRuns: number;
  /** `RALPH_BRANCH_PREFIX` (`ralph/issue-`). */
  branchPrefix: string;
}

/** Blank values count as unset, as an empty `env:` entry in a deployment does. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

const Env = z.object({
  RALPH_TRIGGER_LABEL: z.preprocess(blankToUndefined, z.string().default("ralph")),
  RALPH_COMMAND: z.preprocess(blankToUndefined, z.string().regex(/^\S+$/, "must be one word, e.g. /ralph").default("/ralph")),
  RALPH_ALLOWED_PERMISSION: z.preprocess(blankToUndefined, PermissionLevel.default("write")),
  RALPH_MAX_ROUNDS_LIMIT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(256),
  ),
  RALPH_WORKFLOW: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w.-]+\.ya?ml$/, "must be a workflow file name such as ralph.yml")
      .default("ralph.yml"),
  ),
  RALPH_WORKFLOW_REF: z.preprocess(blankToUndefined, z.string().optional()),
  RALPH_CI_FIX_RUNS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100).default(DEFAULT_CI_FIX_RUNS)),
  RALPH_BRANCH_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w./-]+$/, "must be a branch name prefix such as ralph/issue-")
      .default("ralph/issue-"),
  ),
});

/** Throws, naming the variable, so the server does not start half-configured. */
export function readAppSettings(env: NodeJS.ProcessEnv): AppSettings {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`ralph-bot App settings are invalid: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    triggerLabel: e.RALPH_TRIGGER_LABEL,
    command: e.RALPH_COMMAND,
    allowedPermission: e.RALPH_ALLOWED_PERMISSION,
    maxRoundsLimit: e.RALPH_MAX_ROUNDS_LIMIT,
    workflow: e.RALPH_WORKFLOW,
    workflowRef: e.RALPH_WORKFLOW_REF ?? null,
    branchPrefix: e.RALPH_BRANCH_PREFIX,
    ciFixRuns: e.RALPH_CI_FIX_RUNS,
  };
}
