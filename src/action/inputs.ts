import * as z from "zod";
import { AllowedDomainsInput, allowedDomainsUnreadBy, NetworkInput } from "../agents/egress.js";
import { RequiredAgentInput } from "../agents/index.js";
import { SandboxInput, SandboxWritableInput } from "../agents/sandbox.js";
import { DEFAULT_CI_FIX_RUNS, readCheckInput } from "../core/ci-fix.js";
import { decimal, isBranchName, positiveInt, RUN_INPUTS } from "../core/inputs.js";
import { PermissionLevel } from "../github/access.js";

/** A GitHub login (`_` and `.` for enterprise), `[bot]` after an App's slug. */
const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:\[bot\])?$/;

/** Inputs whose empty value is refused rather than defaulted (an App token step with no slug). */
const EMPTY_IS_GIVEN: ReadonlySet<string> = new Set(["bot-login"]);

/** An optional positive number as a string; "" is null. */
function optionalId(what: string) {
  return z
    .string()
    .default("")
    .refine((value) => /^\s*\d*\s*$/.test(value), `must be ${what}`)
    .transform((value) => (value.trim() === "" ? null : Number(value)))
    .pipe(z.number().int().positive(`must be ${what}`).nullable());
}

const inputShape = z.object({
  "github-token": z.string().trim().min(1, "is required"),
  agent: RequiredAgentInput,
  "agent-command": RUN_INPUTS["agent-command"],
  "agent-env": RUN_INPUTS["agent-env"],
  "agent-secrets": RUN_INPUTS["agent-secrets"],
  model: RUN_INPUTS.model,
  sandbox: SandboxInput,
  "sandbox-writable": SandboxWritableInput.default([]),
  network: NetworkInput,
  "allowed-domains": AllowedDomainsInput.default([]),
  objective: RUN_INPUTS.objective,
  "issue-number": z
    .string()
    .default("")
    .refine((value) => /^\s*\d*\s*$/.test(value), "must be an issue number")
    .transform((value) => (value.trim() === "" ? null : Number(value)))
    .pipe(z.number().int().positive("must be a positive issue number").nullable()),
  "comment-id": z
    .string()
    .default("")
    .refine((value) => /^\s*\d*\s*$/.test(value), "must be a comment id")
    .transform((value) => (value.trim() === "" ? null : Number(value)))
    .pipe(z.number().int().positive("must be a positive comment id").nullable()),
  "pull-request": optionalId("a pull request number"),
  "review-id": optionalId("a review id"),
  check: z
    .string()
    .default("")
    .refine((value) => value.trim() === "" || readCheckInput(value) !== null, "must be workflow-run:<id>:<attempt> or check-run:<id>")
    .transform((value) => (value.trim() === "" ? null : readCheckInput(value))),
  "max-rounds": RUN_INPUTS["max-rounds"],
  "max-rounds-limit": positiveInt(100000).default(256),
  "round-timeout-minutes": RUN_INPUTS["round-timeout-minutes"],
  "run-timeout-minutes": RUN_INPUTS["run-timeout-minutes"],
  "verify-command": RUN_INPUTS["verify-command"],
  verify: RUN_INPUTS.verify,
  "no-progress-rounds": RUN_INPUTS["no-progress-rounds"],
  /** Runs from failed checks a Ralph pull request gets in a row. */
  "ci-fix-runs": decimal("a number")
    .pipe(z.coerce.number<string>().int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100"))
    .default(DEFAULT_CI_FIX_RUNS),
  "trigger-label": z.string().trim().min(1, "must not be empty").default("ralph"),
  command: z.string().trim().regex(/^\S+$/, "must be one word, like /ralph").default("/ralph"),
  "base-branch": RUN_INPUTS["base-branch"],
  "branch-prefix": z
    .string()
    .trim()
    .min(1, "must not be empty")
    .regex(/^[A-Za-z0-9._/-]+$/, "may hold letters, digits, '.', '_', '-' and '/' only")
    .refine((value) => isBranchName(`${value}1`), "must make valid branch names (git check-ref-format) followed by an issue number")
    .default("ralph/issue-"),
  "allowed-permission": PermissionLevel.default("write"),
  draft: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  "max-handoff-chars": RUN_INPUTS["max-handoff-chars"],
  "bot-login": z
    .string()
    .trim()
    .min(1, "must not be empty: it names the identity whose markers are trusted, like github-actions[bot] or my-app[bot]")
    .regex(GITHUB_LOGIN, "must be a GitHub login, like github-actions[bot] or my-app[bot]")
    .default("github-actions[bot]"),
  "max-cost-usd": RUN_INPUTS["max-cost-usd"],
  mode: z.enum(["in-job", "relay"], { error: "must be in-job or relay" }).default("in-job"),
});

/** Every action input; defaults equal `action.yml`'s (a test checks); durations in minutes. */
export const ActionInputs = inputShape.superRefine((inputs, ctx) => {
  if (inputs["max-rounds"] > inputs["max-rounds-limit"]) {
    ctx.addIssue({ code: "custom", path: ["max-rounds"], message: `must be at most max-rounds-limit (${inputs["max-rounds-limit"]})` });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when agent is command" });
  }
  const unreadBy = allowedDomainsUnreadBy(inputs);
  if (unreadBy !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["allowed-domains"],
      message: `has no effect with ${unreadBy === "sandbox" ? "sandbox: none" : "network: open"}: the agent reaches every host there; drop one of the two`,
    });
  }
});
export type ActionInputs = z.output<typeof ActionInputs>;

/** The names of every input, in `action.yml` order. */
export const INPUT_NAMES = Object.keys(inputShape.shape) as (keyof typeof inputShape.shape)[];

export class InputError extends Error {}

/** The inputs, validated; "" is "not given" but for {@link EMPTY_IS_GIVEN}. @throws InputError naming every invalid input. */
export function parseInputs(raw: Record<string, string>): ActionInputs {
  const given = Object.fromEntries(Object.entries(raw).filter(([name, value]) => value !== "" || EMPTY_IS_GIVEN.has(name)));
  const parsed = ActionInputs.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const input = issue.path[0] !== undefined ? String(issue.path[0]) : "inputs";
      const value = raw[input];
      return `input '${input}' ${issue.message}${value !== undefined && value !== "" ? ` (got ${JSON.stringify(value)})` : ""}`;
    });
    throw new InputError(problems.join("; "));
  }
  return parsed.data;
}
