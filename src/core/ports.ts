import type { HiddenText } from "./hidden-text.js";
import type { CommitTrailer } from "./commit-message.js";
import type { RoundNotes } from "./notes.js";
import type { RoundReport } from "./report.js";
import type { RunState } from "./state.js";
import type { VerificationResult } from "./verification.js";

/** One round's request to the agent port. */
export interface AgentRoundRequest {
  /** Round number, from 1. */
  round: number;
  maxRounds: number;
  /** The full round prompt (stdin and `$RALPH_PROMPT_FILE`). */
  prompt: string;
  /** Aborted when the run is cancelled or its time is up; the agent port must then kill the agent and resolve (`cancelled`). */
  signal: AbortSignal;
}

/**
 * How one agent process ended (design contract: the agent contract).
 * `reportText` is the raw content of `$RALPH_REPORT_FILE`, or null when the agent wrote none.
 * `outputTail` is the last part of the agent's combined stdout and stderr (chars bounded by the port).
 */
export type AgentRoundResult =
  | {
      kind: "exited";
      exitCode: number | null;
      signal: string | null;
      reportText: string | null;
      outputTail: string;
      durationMs: number;
      /**
       * Why the round failed although the process may have exited 0, as read from the agent CLI's own
       * machine-readable output (e.g. a result flagged as an error); the core fails the round with it
       * before looking at the exit code or the report.
       */
      failure?: string;
      /** The agent's own usage, when its CLI reports it. */
      usage?: AgentUsage;
    }
  | { kind: "timed-out"; timeoutMs: number; outputTail: string; durationMs: number }
  | { kind: "cancelled"; outputTail: string; durationMs: number };

/**
 * What one round of the agent used, as its CLI reports it (e.g. Claude Code's stream-json `result`
 * event, Codex's `turn.completed` events) or an `agent: command` agent writes to `$RALPH_USAGE_FILE`
 * (see `UsageReport`). Every field is left out when the agent does not report it.
 */
export interface AgentUsage {
  /** Input (prompt) tokens, cached ones included, summed over the round's model requests. */
  inputTokens?: number;
  /** Output tokens, summed over the round's model requests. */
  outputTokens?: number;
  /** Cost in US dollars, as the CLI estimates it. */
  costUsd?: number;
  /** Agentic turns (model responses) in the round. */
  turns?: number;
  /** The CLI's own wall time for the round, in ms. */
  durationMs?: number;
}

/** Starts one completely fresh agent process per call. */
export interface AgentPort {
  runRound(request: AgentRoundRequest): Promise<AgentRoundResult>;
}

/** A commit a person pushed to the run's branch between the bot's pushes, kept on the branch. */
export interface ArrivedCommit {
  /** 40 hex chars. */
  sha: string;
  /** The author's name as git records it. */
  author: string;
  /** The first line of the commit message. */
  subject: string;
}

/** Where a round's work was kept when the run's branch did not take it (design contract: nothing lost). */
export type KeptWork =
  /** A side branch on the same remote, e.g. `ralph/issue-7-rescue-4242-2`. */
  | { kind: "branch"; branch: string; sha: string }
  /** A `git bundle` file on the runner holding the round's commits; the action uploads it as a workflow artifact. */
  | { kind: "bundle"; path: string; sha: string };

/** Why the run's branch did not take a round, and where its work is instead. */
export interface UnpushedRound {
  /**
   * `conflict`: commits people pushed to the branch conflict with the round, or the round's own
   * changes hold a file where the branch holds a folder or the reverse (the run ends `blocked`);
   * `refused`: the remote refused the push or git failed (the run ends `error`);
   * `failed`: the round failed in a way the branch must not take (it left conflict markers in
   * files): the branch stays at the last good round, so a resumed run starts from a sound tree (the
   * run ends `round-failed`).
   */
  kind: "conflict" | "refused" | "failed";
  /** What happened, in words a maintainer understands (git's own message quoted, token redacted). */
  reason: string;
  /** The conflicting files (kind `conflict`), or the files with conflict markers (kind `failed`); empty otherwise. */
  files: string[];
  /** Where the round's commits are kept; null when no copy outside the runner's checkout could be made. */
  kept: KeptWork | null;
}

/** What the workspace saved for a round. */
export interface SavedRound {
  /** The round's commit (40 hex chars): the branch head, pushed to origin, unless `unpushed` says the branch did not take it (then it is where `unpushed.kept` says). */
  sha: string;
  /** Whether the round changed the tree (the agent's own commits or files it left). */
  changed: boolean;
  /** What the bot did to the agent's git state to save the round, one line each (e.g. a stale `.git/index.lock` removed, a nested repository left out). */
  notes: string[];
  /** Why the round fails although its work was saved (e.g. conflict markers left in files); null otherwise. */
  failure: string | null;
  /** Set when the run's branch did not take the round. */
  unpushed: UnpushedRound | null;
}

/** What syncing the branch with origin before a round found. */
export type SyncResult =
  /** `arrived`: commits people pushed that the branch took in since the previous sync (oldest first, at most a bounded few). */
  | { kind: "synced"; arrived: ArrivedCommit[] }
  /** The remote branch no longer contains the bot's last push (someone rewrote it); the bot never force-pushes. */
  | { kind: "conflict"; reason: string };

/** The git side: syncs the branch with origin, commits what a round left and pushes it before the round is reported. */
export interface WorkspacePort {
  /**
   * Before a round: take in commits people pushed to the run's branch (fast-forward). Also reports
   * commits a previous {@link WorkspacePort.saveRound} rebased onto. Throws only when git itself fails.
   */
  sync(): Promise<SyncResult>;
  /**
   * After a round: put right what the agent left (locks, another branch, a rebase in progress),
   * commit what the round left — the agent's own changes on top of the run's branch, whatever it
   * did to refs and history (message names the round and summary; `trailers`, when given, end
   * it as its last paragraph, and a round whose work is all in the agent's own commits then gets
   * an empty commit of the bot's carrying them), rebase onto commits people pushed meanwhile, and
   * push without force. A refused push, a conflict, or conflict markers the round left (`failure`
   * names them; the branch stays at the last good round) are returned in `unpushed`, with the work
   * kept elsewhere; throws only when the round could not even be committed.
   */
  saveRound(round: number, message: string, trailers?: readonly CommitTrailer[]): Promise<SavedRound>;
}

/** The status a round ended with, as shown to people: the agent's own, or `failed`. */
export type RoundStatus = RoundReport["status"] | "failed";

/** Everything known about one finished round. */
export interface RoundRecord {
  round: number;
  status: RoundStatus;
  /** The validated report; null when the agent wrote no valid one. Kept when only the verify command could not run. */
  report: RoundReport | null;
  /** Why the round failed (null unless `status` is `failed`). */
  failure: string | null;
  /**
   * The verify command's result after this round; null when it did not run (no verify command,
   * no valid report, or a `continue`/`blocked` report with `verify: on-complete`). A `complete`
   * report whose verification is not `passed` was rejected: the run went on (or stopped) as if it said `continue`.
   */
  verification: VerificationResult | null;
  /** Last part of the agent's output, for failed rounds. */
  outputTail: string;
  /** The saved branch head. */
  commit: SavedRound;
  /** The agent process's wall time, in ms. */
  durationMs: number;
  /** The agent's own usage in this round, when its CLI reports it. */
  usage?: AgentUsage;
  /** The maintainer notes this round's prompt carried; absent when it carried none. */
  notes?: RoundNotes;
  /** Round 1 only: hidden text (HTML comments, invisible characters) left out of the objective; absent when there was none. */
  objectiveHidden?: HiddenText;
  /** When the round started, epoch ms by the run's clock; absent in records made before it was kept. */
  startedAt?: number;
  /** The whole round's wall time (agent, verify command, commit and push), in ms, by the run's clock. */
  elapsedMs: number;
  /** Hosts the round's processes were refused network access to (the sandbox's egress proxy); absent or empty for none. */
  refusedHosts?: readonly RefusedHost[];
}

/**
 * A host the agent (or the verify command) was refused network access to during a round, with how
 * often, as the sandbox's egress proxy counted it (issue 21). `reason`: `not-allowed`, the host is
 * not in `allowed-domains`; `address`, it resolves only to an address the sandbox never reaches
 * (loopback, link-local, cloud metadata, a private network through a `*.suffix` pattern); `host-mismatch`, a plain HTTP request named an allowed
 * host but carried this one in its `Host` header.
 */
export interface RefusedHost {
  /** The host name or address as the request named it, normalized (lower case), at most 253 chars. */
  host: string;
  /** Requests refused, at least 1. */
  count: number;
  reason: "not-allowed" | "address" | "host-mismatch";
}

/** Receives each finished round after it is pushed (e.g. posts the round comment). */
export interface ReporterPort {
  /** `state` is the run's state after this round (lessons, handoff, last passing commit), for persisting. */
  roundFinished(record: RoundRecord, state: RunState): Promise<void>;
}

/** Runs the verify command (action input `verify-command`) in the workspace. */
export interface VerifyPort {
  /** The command as configured; quoted in prompts, lessons and events. */
  readonly command: string;
  /**
   * Run it once, after round `round`. Must not reject for the command's behaviour: a command that
   * cannot start resolves `cannot-run`; when `signal` aborts (run cancelled or out of time) the
   * command's process group is killed and the result is `aborted`.
   */
  verify(round: number, signal: AbortSignal): Promise<VerificationResult>;
}
