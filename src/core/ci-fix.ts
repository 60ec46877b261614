/**
 * Runs from a Ralph pull request's failed checks (issue 22): the one rule, for the action and the
 * App alike, of which completed check starts a run on the pull request, and the objective such a
 * run carries (the check's name, conclusion, failing step and the tail of its log, or another app's
 * check run's output). Pure: the events are read into a {@link CompletedCheck} by
 * `github/check-event.ts`, the log by `github/check-failure.ts`.
 */
import { addHidden, NO_HIDDEN_TEXT, withoutHiddenText, type HiddenText } from "./hidden-text.js";
import { fenced } from "./markdown.js";
import { safeNote } from "./sanitize.js";
import { keepEnd } from "./verification.js";

/** The conclusions that mean the check found a fault to fix; `cancelled`, `skipped`, `neutral`, `success`, `action_required`, `stale` never start a run. */
export const FAILED_CONCLUSIONS: readonly string[] = ["failure", "timed_out"];
/** The default of the action input `ci-fix-runs`: how many runs from failed checks one pull request gets in a row. */
export const DEFAULT_CI_FIX_RUNS = 2;
/** Longest tail of a job log the objective carries, in chars (after sanitizing; the start is cut). */
export const MAX_CHECK_LOG_CHARS = 6000;
/** Longest check, job or step name in the objective, in chars. */
const MAX_NAME_CHARS = 200;
/**
 * The events whose workflow runs test the head of the branch they name: a push to it, a pull request
 * from it, a dispatch on it. A `pull_request_target` run names the branch a pull request targets and
 * a `workflow_run` run the branch of the run that started it: anyone's pull request (a fork's against
 * a Ralph branch) can make such a run fail, so it never starts a run.
 */
export const CHECKED_EVENTS: readonly string[] = ["push", "pull_request", "workflow_dispatch"];
/** The app slug of the check runs GitHub Actions makes, one per job. */
const GITHUB_ACTIONS_APP = "github-actions";
/** The trigger key prefix of a run from a failed check (see {@link checkTriggerKey}): the round table and tracking markers count these. */
export const CHECK_TRIGGER_PREFIX = "check:";

/** A completed check as a `check_run.completed` or `workflow_run.completed` event carries it. */
export interface CompletedCheck {
  kind: "check-run" | "workflow-run";
  /** The check run's id (for GitHub Actions, the job's id) or the workflow run's id. */
  id: number;
  /** The workflow run's attempt (a re-run is a new attempt); 1 for a check run. */
  attempt: number;
  /** The check run's name, or the workflow's name. */
  name: string;
  /** GitHub's conclusion (`failure`, `timed_out`, `cancelled`, …); null when it has none. */
  conclusion: string | null;
  headSha: string;
  /** The head branch GitHub names (`check_suite.head_branch` or the workflow run's `head_branch`); null when none. */
  headBranch: string | null;
  /** `owner/name` of the repository the head commit was pushed to; null when the event does not say (a check run: its suite is the repository's). */
  headRepository: string | null;
  /** The event that made a workflow run (`push`, `pull_request`, …; see {@link CHECKED_EVENTS}); null for a check run, or when GitHub does not say. */
  event: string | null;
  /** The workflow's file (`.github/workflows/ci.yml`) of a workflow run; null for a check run. */
  workflowPath: string | null;
  /** The page a person opens to see the check: a workflow run's page, or the page a check run's app names (`details_url`). */
  url: string | null;
  /** The slug of the app that made a check run (`github-actions` for a job of a workflow); null for a workflow run. */
  app: string | null;
  /** A check run's own report, in place of a log for a check another app made (no Actions job log exists); null for a workflow run. */
  output: CheckRunOutput | null;
}

/** A check run's `output` as its app wrote it (GitHub keeps up to 65535 chars of `summary` and of `text`). */
export interface CheckRunOutput {
  title: string | null;
  summary: string | null;
  text: string | null;
}

/** The pull request a check's branch names, as `GET …/pulls/{n}` answers (the fields the rule reads). */
export interface CheckedPullRequest {
  number: number;
  state: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head's repository; null when it was deleted. */
  headRepository: string | null;
  baseRepository: string;
}

/** What the rule needs besides the check. */
export interface CiFixContext {
  /** `owner/name` of the repository the bot serves. */
  repository: string;
  /** The action input `branch-prefix`. */
  branchPrefix: string;
  /** The Ralph workflow's own files (`.github/workflows/ralph.yml`): its failures are the bot's own, never a fault to fix. */
  ownWorkflowPaths: readonly string[];
  /** The action input `ci-fix-runs`. */
  maxRuns: number;
}

/**
 * What a completed check asks of the bot:
 * - `lookup`: the check failed on a Ralph branch (`<branch-prefix>N`) of this repository; the
 *   caller reads the branch's open pull request and decides again with it;
 * - `start`: a run on pull request `pullRequest` of issue `issueNumber`;
 * - `capped`: the pull request had `maxRuns` such runs in a row: one comment says so, once;
 * - `skip`: nothing; `reason` is one log line.
 */
export type CiFixDecision =
  | { kind: "lookup"; issueNumber: number; branch: string }
  | { kind: "start"; issueNumber: number; pullRequest: number }
  | { kind: "capped"; issueNumber: number; pullRequest: number; reason: string }
  | { kind: "skip"; reason: string };

/**
 * The one rule (issue 22) of whether a completed check starts a run:
 * 1. its conclusion is one of {@link FAILED_CONCLUSIONS} (a cancelled run, a skipped or neutral check start nothing);
 * 2. it is not the Ralph workflow's own run (`ownWorkflowPaths`), nor a check run GitHub Actions made
 *    (a workflow's job: its workflow run's completion counts, once, so a failed workflow is not two triggers);
 * 3. its head was pushed to this repository (never a fork's; a workflow run must say so) on a branch
 *    `<branch-prefix>N`, and a workflow run was made by one of {@link CHECKED_EVENTS};
 * then, with `pull` (the branch's open pull request, read by the caller; null when there is none):
 * 4. the pull request is open, its head is this repository's branch, and its head commit is the
 *    check's: a check on a commit that is no longer the head (a person, or the bot's own next push,
 *    came since; the new head's checks decide) starts nothing;
 * 5. `consecutive` (the runs from failed checks since the pull request's last other run, see
 *    {@link consecutiveCheckRuns}) is below `maxRuns`; at the cap the answer is `capped`.
 * Without `pull` (first call) the answer is at most `lookup`.
 */
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

/** What a check is called in a log line or a skip reason: "check run" (another CI app's) or "workflow run". */
export function checkKindWords(kind: CompletedCheck["kind"]): string {
  return kind === "check-run" ? "check run" : "workflow run";
}

/**
 * A check's name (untrusted: a workflow's `name:` comes from the commit it runs on, a fork's too)
 * on one line, for a log line or a skip reason: every run of white space folded to one space, so
 * that it cannot start a line the runner reads as a workflow command (`::set-output …`).
 */
export function checkNameLine(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The trigger key of a run from check `check` (see `triggerKey`): a second delivery of the same
 * completion, or of another check of the same workflow run attempt, starts nothing.
 */
export function checkTriggerKey(check: CompletedCheck): string {
  return `${CHECK_TRIGGER_PREFIX}${check.kind}:${check.id}:${check.attempt}`;
}

/**
 * A dispatched run's failed check (issue 22, through the App), as the `check` input names it: a
 * workflow run and its attempt, or another app's check run (which has no attempts: a re-run is a new check run).
 */
export type DispatchedCheck = { kind: "workflow-run"; id: number; attempt: number } | { kind: "check-run"; id: number };

/**
 * The `check` input the App dispatches for a failed check: `workflow-run:<id>:<attempt>` or
 * `check-run:<id>`. One input, so the workflow stays well within GitHub's limit of
 * `workflow_dispatch` inputs; the action reads the check again through the API and applies
 * {@link decideCiFix} itself.
 */
export function checkInput(check: CompletedCheck): string {
  return check.kind === "check-run" ? `check-run:${check.id}` : `workflow-run:${check.id}:${check.attempt}`;
}

/**
 * The check a `check` input names, or null when it is neither `workflow-run:<id>:<attempt>` nor
 * `check-run:<id>` (positive integers; an id past `Number.MAX_SAFE_INTEGER` would be read as
 * another check's, so it is none).
 */
export function readCheckInput(text: string): DispatchedCheck | null {
  const trimmed = text.trim();
  const run = /^workflow-run:([1-9]\d{0,15}):([1-9]\d{0,5})$/.exec(trimmed);
  if (run !== null)
    return Number.isSafeInteger(Number(run[1])) ? { kind: "workflow-run", id: Number(run[1]), attempt: Number(run[2]) } : null;
  const checkRun = /^check-run:([1-9]\d{0,15})$/.exec(trimmed);
  return checkRun === null || !Number.isSafeInteger(Number(checkRun[1])) ? null : { kind: "check-run", id: Number(checkRun[1]) };
}

/**
 * How many runs in a row, newest first, came from failed checks: `triggers` are the trigger keys of
 * the pull request's runs, oldest first. Any other run (a review, a `/ralph` comment, a dispatch)
 * ends the count: a person who asks again gives the pull request its `ci-fix-runs` anew. A person's
 * push does not: their commit's failing check is one more in the row, so the cap still holds.
 */
export function consecutiveCheckRuns(triggers: readonly string[]): number {
  let count = 0;
  for (let index = triggers.length - 1; index >= 0 && triggers[index]!.startsWith(CHECK_TRIGGER_PREFIX); index -= 1) count += 1;
  return count;
}

/** What was read of the failed check's job: the job's and failing step's names and its log's tail. */
export interface CheckFailure {
  /** The failed job's name; null when none was found (a check run from another app). */
  job: string | null;
  /** The first failed step's name; null when none is known. */
  step: string | null;
  /** The job log (or the check run's output summary and text); null when it could not be read (expired, or GitHub failed) or the check run wrote none. */
  log: string | null;
}

/**
 * The objective a run from a failed check carries after the issue's: which check failed, how, its
 * failing job and step (a workflow run) or the app that made it and its output's title (a check
 * run), where to see it, and the last {@link MAX_CHECK_LOG_CHARS} chars of its log or output in a
 * fence (or a line saying there is none). Every text from the check is untrusted: without hidden
 * text (counted into `hidden`), sanitized like a maintainer note (secrets and token shapes
 * redacted, terminal sequences and controls removed, mentions broken), unable to open an HTML
 * comment, and bounded.
 */
export function renderCheckObjective(
  check: CompletedCheck,
  failure: CheckFailure,
  pullRequest: number,
  secrets: readonly string[],
): { text: string; hidden: HiddenText } {
  let hidden: HiddenText = NO_HIDDEN_TEXT;
  const clean = (text: string): string => {
    const visible = withoutHiddenText(text.normalize("NFC"));
    hidden = addHidden(hidden, visible.hidden);
    return safeNote(visible.text, secrets).replace(/<!--/g, "&lt;!--");
  };
  const name = (text: string) => Array.from(clean(text).replace(/\s+/g, " ").trim()).slice(0, MAX_NAME_CHARS).join("");
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
  const log = failure.log === null ? null : keepEnd(clean(failure.log).trimEnd(), MAX_CHECK_LOG_CHARS);
  const what = checkRun ? "output's summary and text" : "log";
  const tail =
    log !== null
      ? `The end of its ${what} (at most ${MAX_CHECK_LOG_CHARS} characters):\n\n${fenced(log === "" ? "(empty)" : log)}`
      : checkRun
        ? "The check run has no output text; its details page may say more."
        : "The log is not available (GitHub did not give it, or it expired).";
  return { text: `${lines.join("\n")}\n\n${tail}`, hidden };
}
