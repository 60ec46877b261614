import type { HiddenText } from "./hidden-text.js";
import type { CommitTrailer } from "./commit-message.js";
import type { RoundNotes } from "./notes.js";
import type { RoundReport } from "./report.js";
import type { RunState } from "./state.js";
import type { VerificationResult } from "./verification.js";

export interface AgentRoundRequest {
  round: number;
  maxRounds: number;
  prompt: string;
  /** On abort the port kills the agent and resolves `cancelled`. */
  signal: AbortSignal;
}

/** How one agent process ended; `reportText` is `$RALPH_REPORT_FILE`'s content. */
export type AgentRoundResult =
  | {
      kind: "exited";
      exitCode: number | null;
      signal: string | null;
      reportText: string | null;
      outputTail: string;
      durationMs: number;
      /** A failure the CLI's own output reports, even on exit 0. */
      failure?: string;
      usage?: AgentUsage;
    }
  | { kind: "timed-out"; timeoutMs: number; outputTail: string; durationMs: number }
  | { kind: "cancelled"; outputTail: string; durationMs: number };

/** As the CLI or `$RALPH_USAGE_FILE` reports it. */
export interface AgentUsage {
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  turns?: number;
  durationMs?: number;
}

/** Starts one completely fresh agent process per call. */
export interface AgentPort {
  runRound(request: AgentRoundRequest): Promise<AgentRoundResult>;
}

export interface ArrivedCommit {
  sha: string;
  author: string;
  subject: string;
}

/** Where a round's work went when the branch did not take it. */
export type KeptWork = { kind: "branch"; branch: string; sha: string } | { kind: "bundle"; path: string; sha: string };

export interface UnpushedRound {
  /** `failed`: the round left conflict markers. */
  kind: "conflict" | "refused" | "failed";
  reason: string;
  files: string[];
  /** Null when no copy could be made. */
  kept: KeptWork | null;
}

export interface SavedRound {
  sha: string;
  changed: boolean;
  /** What the bot put right in the agent's git state. */
  notes: string[];
  /** Why the round fails although saved. */
  failure: string | null;
  unpushed: UnpushedRound | null;
}

export type SyncResult =
  | { kind: "synced"; arrived: ArrivedCommit[] }
  /** The remote branch was rewritten; the bot never force-pushes. */
  | { kind: "conflict"; reason: string };

/** The git side; a round is pushed before it is reported. */
export interface WorkspacePort {
  /** False when rounds are only committed (`ralph-bot run` without `--push`). */
  readonly pushes: boolean;
  /** Fast-forwards to commits people pushed; throws only when git fails. */
  sync(): Promise<SyncResult>;
  /** Pushes without force; throws only when the round cannot be committed. */
  saveRound(round: number, message: string, trailers?: readonly CommitTrailer[]): Promise<SavedRound>;
}

export type RoundStatus = RoundReport["status"] | "failed";

export interface RoundRecord {
  round: number;
  status: RoundStatus;
  report: RoundReport | null;
  failure: string | null;
  /** Null when it did not run; a rejected `complete` counts as `continue`. */
  verification: VerificationResult | null;
  outputTail: string;
  commit: SavedRound;
  durationMs: number;
  usage?: AgentUsage;
  notes?: RoundNotes;
  objectiveHidden?: HiddenText;
  /** Epoch ms; absent in older records. */
  startedAt?: number;
  elapsedMs: number;
  refusedHosts?: readonly RefusedHost[];
}

/** Refused by the egress proxy in a round. */
export interface RefusedHost {
  host: string;
  count: number;
  reason: "not-allowed" | "address" | "host-mismatch";
}

export interface ReporterPort {
  roundFinished(record: RoundRecord, state: RunState): Promise<void>;
}

export interface VerifyPort {
  readonly command: string;
  /** Never rejects for the command's behaviour. */
  verify(round: number, signal: AbortSignal): Promise<VerificationResult>;
}
