/**
 * How a git command's failure is told (design contract: no secret in an error message): the
 * {@link GitError} every git command and workspace check throws, and the redaction of its texts.
 */

/** Why a git operation failed; `failed` unless the workspace recognised the cause. */
export type GitFailureReason =
  /** A command exited non-zero for any other reason. */
  | "failed"
  /** The local branch and the remote branch have both moved on since they parted. */
  | "diverged"
  /** Transport-relevant git configuration changed during the run; a fetch with the token was refused. */
  | "config-changed"
  /** The workspace had uncommitted changes before the run started. */
  | "dirty"
  /** Processes the agent left running could not be stopped, so no command with the token was run. */
  | "agent-alive"
  /** A needed ref or remote does not exist (e.g. the base branch). */
  | "missing-ref";

/**
 * A git command or a workspace check failed.
 * `command` is the command line with every secret redacted; `exitCode` is null when the
 * failure is a check of ours rather than a command's exit status; `stderrTail` is the last
 * part of the command's stderr, redacted.
 */
export class GitError extends Error {
  override readonly name = "GitError";
  readonly command: string;
  readonly exitCode: number | null;
  readonly stderrTail: string;
  readonly reason: GitFailureReason;

  constructor(message: string, details: { command: string; exitCode: number | null; stderrTail: string; reason?: GitFailureReason }) {
    super(message);
    this.command = details.command;
    this.exitCode = details.exitCode;
    this.stderrTail = details.stderrTail;
    this.reason = details.reason ?? "failed";
  }
}

/** What a git command printed and how it exited. */
export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** How much of stderr an error carries. */
export const STDERR_TAIL_CHARS = 2000;

/** Replace every known secret, and any password inside a URL, with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  // A remote URL may carry credentials of its own (`https://user:pass@host/…`).
  return out.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*):[^@\s/]*@/gi, "$1:***@");
}

/** Commands that expose nothing beyond their name and arguments are shown in full. */
export function describe(args: readonly string[]): string {
  return ["git", ...args].map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(" ");
}

/** The last `count` lines of git's output that say what happened, joined with ` / `. */
export function lastLines(text: string, count: number): string {
  // git's "hint:" paragraphs are advice for people at a terminal; the error lines say what happened.
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("hint:"))
    .slice(-count)
    .join(" / ");
}

/** What a {@link commandError} adds to git's words: a leading explanation, and the reason (default `failed`). */
export interface FailureAbout {
  explanation?: string;
  reason?: GitFailureReason;
}

/**
 * A {@link GitError} for a finished command `git <args>`, redacted with `redactText`, with an
 * optional leading explanation and a reason (default `failed`).
 */
export function commandError(
  args: readonly string[],
  result: GitResult,
  redactText: (text: string) => string,
  { explanation, reason }: FailureAbout = {},
): GitError {
  const command = redactText(describe(args));
  const stderrTail = redactText(result.stderr.trim().slice(-STDERR_TAIL_CHARS));
  const last = lastLines(stderrTail, 3);
  const base = `${command} exited with code ${result.exitCode}${last !== "" ? `: ${last}` : ""}`;
  return new GitError(explanation !== undefined ? `${explanation} (${base})` : base, {
    command,
    exitCode: result.exitCode,
    stderrTail,
    ...(reason !== undefined ? { reason } : {}),
  });
}

/** How much of what a remote said about a refused push is quoted. */
const PUSH_FAILURE_CHARS = 1500;

/**
 * What git and the remote said about a failed `Git.push`, for people: the remote's
 * own lines (e.g. a hook's message) and each ref's rejection (e.g. `[remote rejected]
 * (…)`); without a rejection (the transport failed, e.g. an HTTP 403), git's own last error
 * lines too. Redacted with `redact`; long texts are clipped at the end.
 */
export function describePushFailure(result: GitResult, redact: (text: string) => string): string {
  const remote = result.stderr
    .split("\n")
    .filter((line) => line.startsWith("remote:"))
    .map((line) => line.slice("remote:".length).trim())
    .filter((line) => line !== "");
  // `git push --porcelain` prints one `<flag>\t<from>:<to>\t<summary>` line per ref; `!` is a rejection.
  const rejected = result.stdout
    .split("\n")
    .filter((line) => line.startsWith("!\t"))
    .map((line) => line.split("\t")[2]?.trim() ?? "")
    .filter((summary) => summary !== "");
  const own = rejected.length > 0 ? "" : lastLines(result.stderr.replace(/^remote:.*$/gm, ""), 2);
  const lines = [...remote, ...rejected, ...(own !== "" ? [own] : [])];
  const text = lines.length > 0 ? redact(lines.join(" / ")) : lastLines(redact(result.stderr), 3);
  return text.length > PUSH_FAILURE_CHARS ? `${text.slice(0, PUSH_FAILURE_CHARS - 1)}…` : text;
}

/** Whether a push result says the remote branch holds commits we lack (someone else pushed). */
export function isRejectedAsNonFastForward(result: GitResult): boolean {
  const text = `${result.stdout}\n${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text);
}
