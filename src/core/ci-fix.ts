// Runs from failed checks: one rule for the action and the App (docs/design.md).
import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText, type HiddenTextOptions } from "./hidden-text.js";
import { fenced } from "./markdown.js";
import { safeNote } from "./sanitize.js";
import { keepEnd } from "./verification.js";

export const FAILED_CONCLUSIONS: readonly string[] = ["failure", "timed_out"];
export const DEFAULT_CI_FIX_RUNS = 2;
/** In chars. */
export const MAX_CHECK_LOG_CHARS = 6000;
const MAX_NAME_CHARS = 200;
/** Events whose workflow runs test their branch's head; a fork can fail the others. */
export const CHECKED_EVENTS: readonly string[] = ["push", "pull_request", "workflow_dispatch"];
const GITHUB_ACTIONS_APP = "github-actions";
export const CHECK_TRIGGER_PREFIX = "check:";

export interface CompletedCheck {
  kind: "check-run" | "workflow-run";
  id: number;
  /** The workflow run's attempt; 1 for a check run. */
  attempt: number;
  name: string;
  conclusion: string | null;
  headSha: string;
  headBranch: string | null;
  /** `owner/name` the head was pushed to. */
  headRepository: string | null;
  event: string | null;
  workflowPath: string | null;
  url: string | null;
  app: string | null;
  /** Another app's report, in place of a job log. */
  output: CheckRunOutput | null;
}

export interface CheckRunOutput {
  title: string | null;
  summary: string | null;
  text: string | null;
}

export interface CheckedPullRequest {
  number: number;
  state: string;
  headSha: string;
  headRef: string;
  /** Null when the head's repository was deleted. */
  headRepository: string | null;
  baseRepository: string;
}

export interface CiFixContext {
  repository: string;
  branchPrefix: string;
  /** The Ralph workflow's files: their failures are the bot's own. */
  ownWorkflowPaths: readonly string[];
  maxRuns: number;
}

/** `lookup`: read the branch's pull request and decide again. */
export type CiFixDecision =
  | { kind: "lookup"; issueNumber: number; branch: string }
  | { kind: "start"; issueNumber: number; pullRequest: number }
  | { kind: "capped"; issueNumber: number; pullRequest: number; reason: string }
  | { kind: "skip"; reason: string };

/** Whether a completed check starts a run; without `found` at most `lookup`. */
export function decideCiFix(
  check: CompletedCheck,
  context: CiFixContext,
  found?: { pull: CheckedPullRequest | null; consecutive: number },
): CiFixDecision {
  const what = `${checkKindWords(check.kind)} "${checkNameLine(check.name)}"`;
  if (check.conclusion === null || !FAILED_CONCLUSIONS.includes(check.conclusion)) {
    return { kind: "skip", reason: `${what} concluded ${check.conclusion ?? "without a conclusion"}, not a failure` };
  }
  if (check.workflowPath !== null && context.ownWorkflowPaths.includes(check.workflowPath)) {
    return { kind: "skip", reason: `${what} is the Ralph workflow's own run` };
  }
  if (check.kind === "check-run" && check.app === GITHUB_ACTIONS_APP) {
    return { kind: "skip", reason: `${what} is a job of a GitHub Actions workflow: its workflow run counts` };
  }
  if (check.headRepository !== null && !sameRepository(check.headRepository, context.repository)) {
    return { kind: "skip", reason: `${what} ran on a commit of another repository (${check.headRepository})` };
  }
  if (check.kind === "workflow-run" && check.headRepository === null) {
    return { kind: "skip", reason: `${what} does not name the repository of its head commit` };
  }
  if (check.kind === "workflow-run" && (check.event === null || !CHECKED_EVENTS.includes(check.event))) {
    return {
      kind: "skip",
      reason: `${what} was made by ${check.event ?? "an unnamed event"}, not by a push or pull request of its branch`,
    };
  }
  const branch = check.headBranch ?? "";
  const digits = branch.startsWith(context.branchPrefix) ? branch.slice(context.branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { kind: "skip", reason: `${what} ran on ${branch || "no branch"}, not a Ralph branch` };
  const issueNumber = Number(digits);
  if (found === undefined) return { kind: "lookup", issueNumber, branch };
  const { pull } = found;
  if (pull === null) return { kind: "skip", reason: `${what} failed on ${branch}, which has no open pull request` };
  if (pull.state !== "open") return { kind: "skip", reason: `pull request #${pull.number} is ${pull.state}, not open` };
  if (
    pull.headRef !== branch ||
    pull.headRepository === null ||
    !sameRepository(pull.headRepository, context.repository) ||
    !sameRepository(pull.baseRepository, context.repository)
  ) {
    return { kind: "skip", reason: `pull request #${pull.number} is not the Ralph pull request of ${branch} in this repository` };
  }
  if (pull.headSha !== check.headSha) {
    return {
      kind: "skip",
      reason: `${what} failed on ${check.headSha.slice(0, 12)}, which is no longer the head of pull request #${pull.number}`,
    };
  }
  if (found.consecutive >= context.maxRuns) {
    return {
      kind: "capped",
      issueNumber,
      pullRequest: pull.number,
      reason: `pull request #${pull.number} had ${found.consecutive} runs from failed checks in a row (ci-fix-runs: ${context.maxRuns})`,
    };
  }
  return { kind: "start", issueNumber, pullRequest: pull.number };
}

export function checkKindWords(kind: CompletedCheck["kind"]): string {
  return kind === "check-run" ? "check run" : "workflow run";
}

/** An untrusted name on one line: it cannot start a workflow command in the log. */
export function checkNameLine(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The trigger key: a second delivery of the same completion starts nothing. */
export function checkTriggerKey(check: CompletedCheck): string {
  return `${CHECK_TRIGGER_PREFIX}${check.kind}:${check.id}:${check.attempt}`;
}

/** A check run has no attempts: a re-run is a new one. */
export type DispatchedCheck = { kind: "workflow-run"; id: number; attempt: number } | { kind: "check-run"; id: number };

/** The one `check` input the App dispatches, within GitHub's limit of inputs. */
export function checkInput(check: CompletedCheck): string {
  return check.kind === "check-run" ? `check-run:${check.id}` : `workflow-run:${check.id}:${check.attempt}`;
}

/** The check a `check` input names; null also for an id past the safe integers. */
export function readCheckInput(text: string): DispatchedCheck | null {
  const trimmed = text.trim();
  const run = /^workflow-run:([1-9]\d{0,15}):([1-9]\d{0,5})$/.exec(trimmed);
  if (run !== null)
    return Number.isSafeInteger(Number(run[1])) ? { kind: "workflow-run", id: Number(run[1]), attempt: Number(run[2]) } : null;
  const checkRun = /^check-run:([1-9]\d{0,15})$/.exec(trimmed);
  return checkRun === null || !Number.isSafeInteger(Number(checkRun[1])) ? null : { kind: "check-run", id: Number(checkRun[1]) };
}

/** The newest runs in a row from failed checks; `triggers` oldest first. */
export function consecutiveCheckRuns(triggers: readonly string[]): number {
  let count = 0;
  for (let index = triggers.length - 1; index >= 0 && triggers[index]!.startsWith(CHECK_TRIGGER_PREFIX); index -= 1) count += 1;
  return count;
}

export interface CheckFailure {
  job: string | null;
  step: string | null;
  log: string | null;
}

/** A failed check's objective, sanitized like a note. */
export function renderCheckObjective(
  check: CompletedCheck,
  failure: CheckFailure,
  pullRequest: number,
  secrets: readonly string[],
): { text: string; hidden: HiddenText } {
  let hidden: HiddenText = NO_HIDDEN_TEXT;
  // Names and a workflow's log show as written; a check run's output is Markdown.
  const clean = (text: string, options: HiddenTextOptions): string => {
    const visible = withoutHiddenText(text.normalize("NFC"), options);
    hidden = addHidden(hidden, visible.hidden);
    return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--");
  };
  const name = (text: string) =>
    Array.from(clean(text, { format: "plain" }).replace(/\s+/g, " ").trim())
      .slice(0, MAX_NAME_CHARS)
      .join("");
  const checkRun = check.kind === "check-run";
  const title = check.output?.title ?? null;
  const lines = [
    `The ${checkRun ? "check" : "workflow"} "${name(check.name)}" ${check.conclusion === "timed_out" ? "timed out" : "failed"} on the head of pull request #${pullRequest} (commit ${check.headSha.slice(0, 12)}). Make it pass.`,
    ...(checkRun && check.app !== null ? [`Reported by the app: ${name(check.app)}`] : []),
    ...(title !== null && title.trim() !== "" ? [`Title: ${name(title)}`] : []),
    ...(failure.job !== null ? [`Failed job: ${name(failure.job)}`] : []),
    ...(failure.step !== null ? [`Failed step: ${name(failure.step)}`] : []),
    ...(check.url !== null ? [`Details: ${name(check.url)}`] : []),
  ];
  const log = failure.log === null ? null : keepEnd(clean(failure.log, checkRun ? {} : { format: "plain" }).trimEnd(), MAX_CHECK_LOG_CHARS);
  const what = checkRun ? "output's summary and text" : "log";
  const tail =
    log !== null
      ? `The end of its ${what} (at most ${MAX_CHECK_LOG_CHARS} characters):\n\n${fenced(log === "" ? "(empty)" : log)}`
      : checkRun
        ? "The check run has no output text; its details page may say more."
        : "The log is not available (GitHub did not give it, or it expired).";
  return { text: `${lines.join("\n")}\n\n${tail}`, hidden };
}
