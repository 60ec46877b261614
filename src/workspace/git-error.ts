/** The {@link GitError} every git command and check throws, and redaction. */

export type GitFailureReason =
  | "failed"
  | "diverged"
  /** Nothing was sent with the token. */
  | "config-changed"
  | "dirty"
  /** The agent's leftovers would not stop: nothing was sent. */
  | "agent-alive"
  | "missing-ref";

/** Every text redacted; `exitCode` null for a check of ours. */
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

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export const STDERR_TAIL_CHARS = 2000;

/** Secrets and URL passwords become `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*):[^@\s/]*@/gi, "$1:***@");
}

export function describe(args: readonly string[]): string {
  return ["git", ...args].map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(" ");
}

export function lastLines(text: string, count: number): string {
  // "hint:" lines are advice for people at a terminal.
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("hint:"))
    .slice(-count)
    .join(" / ");
}

export interface FailureAbout {
  explanation?: string;
  reason?: GitFailureReason;
}

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

const PUSH_FAILURE_CHARS = 1500;

/** What the remote and git said about a failed push, redacted and clipped. */
export function describePushFailure(result: GitResult, redact: (text: string) => string): string {
  const remote = result.stderr
    .split("\n")
    .filter((line) => line.startsWith("remote:"))
    .map((line) => line.slice("remote:".length).trim())
    .filter((line) => line !== "");
  // `--porcelain` prints `<flag>\t<from>:<to>\t<summary>` per ref; `!` is a rejection.
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

export function isRejectedAsNonFastForward(result: GitResult): boolean {
  const text = `${result.stdout}\n${result.stderr}`;
  return /\[rejected\][^\n]*\((fetch first|non-fast-forward|stale info)\)/.test(text);
}
