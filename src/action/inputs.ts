import { z } from "zod";
import { AGENT_NAMES } from "../agents/index.js";
import { SANDBOX_MODES, SandboxWritableInput } from "../agents/sandbox.js";
import { DEFAULT_NO_PROGRESS_ROUNDS } from "../core/progress.js";
import { DEFAULT_MAX_HANDOFF_CHARS } from "../core/report.js";
import { VerifyCommandInput, VerifyMode } from "../core/verification.js";
import { PermissionLevel } from "../github/authorization.js";

/** Plain decimal notation only: `Number()` would also take `0x5`, `1e0` and `Infinity`. */
const decimal = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, `must be ${what}`);

const positiveInt = (max: number) =>
  decimal("a number").pipe(
    z.coerce.number<string>().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`),
  );
const minutes = z.coerce
  .number({ error: "must be a number of minutes" })
  .positive("must be a number of minutes above 0")
  .max(10080, "must be at most 10080 (a week)");
/**
 * Git's rules for a branch name (git check-ref-format --branch), checked before any side
 * effect: no `..`, `//`, `@{`, control characters, spaces or `~^:?*[\`; no part starting
 * with `.` or ending with `.lock`; not starting with `-` or `/`, nor ending with `/` or `.`;
 * not `refs/…` (the branch would be named `refs/heads/refs/…`).
 */
function isBranchName(name: string): boolean {
  if (name === "" || name === "@" || /[\x00-\x20\x7f~^:?*[\\]|\.\.|\/\/|@\{/.test(name)) return false;
  if (/^[-/]|[/.]$|^refs\//.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}
const branchName = (what: string) => z.string().refine(isBranchName, `must be ${what} git accepts (git check-ref-format)`);

const optionalText = z.string().transform((value) => (value.trim() === "" ? null : value));

const inputShape = z.object({
  "github-token": z.string().trim().min(1, "is required"),
  agent: z.enum(AGENT_NAMES).default("command"),
  "agent-command": optionalText.default(null),
  "agent-env": z.string().default(""),
  model: optionalText.default(null),
  sandbox: z.enum(SANDBOX_MODES, { error: `must be ${SANDBOX_MODES.join(" or ")}` }).default("bubblewrap"),
  "sandbox-writable": SandboxWritableInput.default([]),
  objective: optionalText.default(null),
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
  "max-rounds": positiveInt(100000).default(10),
  "max-rounds-limit": positiveInt(100000).default(256),
  "round-timeout-minutes": minutes.default(30),
  "run-timeout-minutes": minutes.default(330),
  "verify-command": VerifyCommandInput,
  verify: VerifyMode.default("on-complete"),
  "no-progress-rounds": positiveInt(1000).default(DEFAULT_NO_PROGRESS_ROUNDS),
  "trigger-label": z.string().trim().min(1, "must not be empty").default("ralph"),
  command: z.string().trim().regex(/^\S+$/, "must be one word, like /ralph").default("/ralph"),
  "base-branch": optionalText.pipe(branchName("a branch name").nullable()).default(null),
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
    .transform((value) => value === "true")
    .default(false),
  "max-handoff-chars": decimal("a number of characters")
    .pipe(
      z.coerce.number<string>().int("must be a whole number").min(1024, "must be at least 1024").max(1_000_000, "must be at most 1000000"),
    )
    .default(DEFAULT_MAX_HANDOFF_CHARS),
  "bot-login": z.string().trim().min(1, "must not be empty").default("github-actions[bot]"),
});

/**
 * Every action input (design contract: "Action inputs and outputs"), as raw strings
 * in, typed settings out. Defaults are the contract's and must equal those in
 * `action.yml` (a test checks). Durations are minutes and accept decimals.
 */
export const ActionInputs = inputShape.superRefine((inputs, ctx) => {
  if (inputs["max-rounds"] > inputs["max-rounds-limit"]) {
    ctx.addIssue({ code: "custom", path: ["max-rounds"], message: `must be at most max-rounds-limit (${inputs["max-rounds-limit"]})` });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when agent is command" });
  }
});
export type ActionInputs = z.output<typeof ActionInputs>;

/** The names of every input, in `action.yml` order. */
export const INPUT_NAMES = Object.keys(inputShape.shape) as (keyof typeof inputShape.shape)[];

/** Thrown when an input is invalid; the message names the input and what is allowed. */
export class InputError extends Error {}

/**
 * Validate raw inputs. Empty strings count as "not given" and take the default,
 * as the Actions runner passes an empty string for an input without a default.
 * @throws InputError naming every invalid input.
 */
export function parseInputs(raw: Record<string, string>): ActionInputs {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
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
