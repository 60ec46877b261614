// The run inputs the action and the CLI share; each names the input before the message.
import * as z from "zod";
import { DEFAULT_NO_PROGRESS_ROUNDS } from "./progress.js";
import { DEFAULT_MAX_HANDOFF_CHARS } from "./report.js";
import { VerifyCommandInput, VerifyMode } from "./verification.js";

/** Plain decimal notation only: `Number()` would also take `0x5`, `1e0` and `Infinity`. */
export const decimal = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, `must be ${what}`);

export const positiveInt = (max: number) =>
  decimal("a number").pipe(
    z.coerce.number<string>().int("must be a whole number").min(1, "must be at least 1").max(max, `must be at most ${max}`),
  );

/** Minutes, above 0, at most a week. */
export const minutes = z.coerce
  .number({ error: "must be a number of minutes" })
  .positive("must be a number of minutes above 0")
  .max(10080, "must be at most 10080 (a week)");

/** [git check-ref-format](https://git-scm.com/docs/git-check-ref-format)'s rules, and not `refs/…`. */
export function isBranchName(name: string): boolean {
  if (name === "" || name === "@" || /[\x00-\x20\x7f~^:?*[\\]|\.\.|\/\/|@\{/.test(name)) return false;
  if (/^[-/]|[/.]$|^refs\//.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}

/** A branch name git accepts; `what` names it in the message. */
export const branchName = (what: string) => z.string().refine(isBranchName, `must be ${what} git accepts (git check-ref-format)`);

/** Null when blank. */
export const optionalText = z.string().transform((value) => (value.trim() === "" ? null : value));

/** The run inputs both entry points take, with `action.yml`'s defaults (a test checks). */
export const RUN_INPUTS = {
  "agent-command": optionalText.default(null),
  "agent-env": z.string().default(""),
  "agent-secrets": z.string().default(""),
  model: optionalText.default(null),
  objective: optionalText.default(null),
  "max-rounds": positiveInt(100000).default(10),
  "round-timeout-minutes": minutes.default(30),
  "run-timeout-minutes": minutes.default(330),
  "verify-command": VerifyCommandInput,
  verify: VerifyMode.default("on-complete"),
  "no-progress-rounds": positiveInt(1000).default(DEFAULT_NO_PROGRESS_ROUNDS),
  "base-branch": optionalText.pipe(branchName("a branch name").nullable()).default(null),
  "max-handoff-chars": decimal("a number of characters")
    .pipe(
      z.coerce.number<string>().int("must be a whole number").min(1024, "must be at least 1024").max(1_000_000, "must be at most 1000000"),
    )
    .default(DEFAULT_MAX_HANDOFF_CHARS),
  /** US dollars; null for none. */
  "max-cost-usd": optionalText
    .pipe(
      decimal("an amount of US dollars, like 5 or 0.50")
        .pipe(z.coerce.number<string>().positive("must be above 0").max(1_000_000, "must be at most 1000000"))
        .nullable(),
    )
    .default(null),
};
