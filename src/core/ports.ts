import type { RoundReport } from "./report.js";

/** One round's request to the agent port. */
export interface AgentRoundRequest {
  /** Round number, from 1. */
  round: number;
  maxRounds: number;
  /** The full round prompt (stdin and `$RALPH_PROMPT_FILE`). */
  prompt: string;
  /** Aborted when the run is cancelled; the agent port must then kill the agent and resolve. */
  signal: AbortSignal;
}

/**
 * How one agent process ended (design contract: the agent contract).
 * `reportText` is the raw content of `$RALPH_REPORT_FILE`, or null when the agent wrote none.
 * `outputTail` is the last part of the agent's combined stdout and stderr (chars bounded by the port).
 */
export type AgentRoundResult =
  | { kind: "exited"; exitCode: number | null; signal: string | null; reportText: string | null; outputTail: string; durationMs: number }
  | { kind: "timed-out"; timeoutMs: number; outputTail: string; durationMs: number }
  | { kind: "cancelled"; outputTail: string; durationMs: number };

/** Starts one completely fresh agent process per call. */
export interface AgentPort {
  runRound(request: AgentRoundRequest): Promise<AgentRoundResult>;
}

/** What the workspace saved for a round: the branch head after commit and push. */
export interface SavedRound {
  /** The branch head (40 hex chars) after the round's commit, pushed to origin. */
  sha: string;
  /** Whether the round changed the tree (the agent's own commits or files it left). */
  changed: boolean;
}

/** The git side: commits what a round left and pushes the branch before the round is reported. */
export interface WorkspacePort {
  /** Commit what the round left (message names the round and summary) and push. Throws when the push fails. */
  saveRound(round: number, message: string): Promise<SavedRound>;
}

/** The status a round ended with, as shown to people: the agent's own, or `failed`. */
export type RoundStatus = RoundReport["status"] | "failed";

/** Everything known about one finished round. */
export interface RoundRecord {
  round: number;
  status: RoundStatus;
  /** The validated report; null when the round failed. */
  report: RoundReport | null;
  /** Why the round failed (null unless `status` is `failed`). */
  failure: string | null;
  /** Last part of the agent's output, for failed rounds. */
  outputTail: string;
  /** The saved branch head. */
  commit: SavedRound;
  durationMs: number;
}

/** Receives each finished round after it is pushed (e.g. posts the round comment). */
export interface ReporterPort {
  roundFinished(record: RoundRecord): Promise<void>;
}
