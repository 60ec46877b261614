/** The run's types: request, {@link Run}, {@link RunTracking}, and the hooks {@link Venue} and {@link Leg}. */
import * as core from "@actions/core";
import type { HiddenText } from "../../core/hidden-text.js";
import type { RunResult } from "../../core/loop.js";
import type { Requests } from "../../record/requests.js";
import type { AgentUsage, RoundRecord } from "../../core/ports.js";
import { sanitize } from "../../core/sanitize.js";
import type { RunState } from "../../core/state.js";
import { addUsage, sumUsage } from "../../core/usage.js";
import type { RalphOctokit } from "../../github/client.js";
import type { RenderContext } from "../../render/text.js";
import type { RoundComments } from "../../record/round-comments.js";
import type { IssueThread, PullRequestRef } from "../../github/thread.js";
import type { Carried, TrackingView } from "../../record/tracking-comment.js";
import type { TrackingState } from "../../record/tracking-schema.js";
import type { Trigger, TriggerIssue } from "../../github/trigger.js";
import type { StartedRun } from "../../github/workflow-dispatch.js";
import type { CheckoutProbe, ListedHeads, Workspace } from "../../workspace/workspace.js";
import type { ClaimRemote } from "../../workspace/claim.js";
import type { ActionInputs } from "../inputs.js";
import type { DeadRun, RunRecord } from "../../record/run-record.js";
import type { RunnerContext } from "../runner.js";

export interface RunRequest {
  inputs: ActionInputs;
  runner: RunnerContext;
  octokit: RalphOctokit;
  trigger: Extract<Trigger, { kind: "start" }>;
  issueNumber: number;
  secrets: string[];
  agentEnv: Record<string, string>;
  agentSecrets: Readonly<Record<string, string>>;
  keysInside: readonly string[];
  termination: AbortSignal;
  deadline: AbortSignal;
  ahead?: ReadAhead;
}

/** The reads of `readAhead`, on their way. */
export interface ReadAhead {
  conversation: number;
  thread: IssueThread;
  record: Promise<RunRecord>;
  liveElsewhere: Promise<{ other: number | null; live: number | null }>;
  issue: Promise<TriggerIssue> | null;
  defaultBranch: Promise<string> | null;
  branchHeads: Promise<ListedHeads> | null;
  checkout: { runId: string; probe: Promise<CheckoutProbe> } | null;
}

/** Where a run reads its objective and writes its result. */
export interface Venue {
  kind: "issue" | "pull-request";
  conversation: number;
  /** null: input `base-branch`, else the default branch. */
  baseRef: string | null;
  /** What was left out of the venue's addition to the objective. */
  askHidden: HiddenText;
  /** What joins the issue in the objective. @throws when it cannot be read. */
  objectiveNote(run: Run): Promise<string | null>;
  /** Opens or updates a `complete` run's pull request. @throws PullRequestRefused, or Octokit's error. */
  propose(body: string, run: Run, baseBranch: string): Promise<PullRequestRef>;
  /** The ending on the venue; `updated` is what `propose` wrote. Never throws. */
  finish(result: RunResult, run: Run, updated: PullRequestRef | null): Promise<void>;
}

/** The next leg dispatched, or the ending and the workflow YAML to add. */
export type HandOff =
  { kind: "handed-off"; next: StartedRun; workflow: string; ref: string } | { kind: "refused"; ending: RunResult; fix: string | null };

export interface Leg {
  mode: "in-job" | "relay";
  deadline(step: AbortSignal, startedAt: Date, runTimeoutMs: number): AbortSignal;
  carried(resume: DeadRun | null, runId: string, now: Date): Carried;
  handOffAfter(firstRound: number): number | null;
  looksBetweenRounds: boolean;
  /** The one read of new comments before the round; null for none. Never throws. */
  lookBefore(run: Run, look: () => Promise<Requests>): Promise<Requests | null>;
  /** Hands the run on after a `continue` round. Never throws. */
  handOff(result: Extract<RunResult, { outcome: "handed-off" }>, run: Run): Promise<HandOff>;
}

/** The run's claim on its issue, or why the remote refused it. */
export type RunClaim = { kind: "held"; remote: ClaimRemote; sha: string } | { kind: "unclaimed"; reason: string };

export interface Admitted {
  thread: IssueThread;
  record: RunRecord;
  key: string;
  maxRounds: number;
  resume: DeadRun | null;
  otherConversation: number | null;
  now: Date;
  claim: RunClaim;
}

export interface Prepared {
  workspace: Workspace;
  baseBranch: string;
  baseSha: string | null;
}

/** Who the run is, fixed at admission. */
export interface RunIdentity {
  readonly issueNumber: number;
  readonly branch: string;
  /** `RALPH_RUN_ID`: its first workflow run's id. */
  readonly runId: string;
  /** `GITHUB_RUN_ID`: the workflow run carrying the run now. */
  readonly leg: string;
  readonly firstRound: number;
  readonly runUrl: string;
  readonly startedAt: Date;
  readonly trigger: string;
}

/** A started run. */
export interface Run extends Readonly<RunRequest> {
  readonly identity: RunIdentity;
  readonly venue: Venue;
  readonly leg: Leg;
  readonly ctx: RenderContext;
  readonly thread: IssueThread;
  readonly record: RunRecord;
  readonly reporter: RoundComments;
  /** The issue, or its open Ralph pull request, whose stops and notes count too. */
  readonly otherConversation: number | null;
  readonly tracking: RunTracking;
  readonly claim: RunClaim;
}

/** The whole run so far, across workflow runs. */
export interface RunTotals {
  rounds: number;
  usage: AgentUsage;
  elapsedMs: number;
}

export interface TrackingParts {
  record: RunRecord;
  ctx: RenderContext;
  identity: RunIdentity;
  reporter: RoundComments;
  secrets: readonly string[];
  /** Why the remote refused the claim; null when held. */
  unclaimed: string | null;
}

/** Least ms between tracking edits after rounds; the ending's edit is never held. */
export const TRACKING_EDIT_EVERY_MS = 10_000;

/** What a started run learns, and its tracking comment. */
export class RunTracking {
  #issueTitle: string;
  #runState: RunState | null = null;
  #prepared: Prepared | null = null;
  #carried: Carried;
  #writtenAt = Number.NEGATIVE_INFINITY;
  #held: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly parts: TrackingParts,
    issueTitle: string,
    carried: Carried,
  ) {
    this.#issueTitle = issueTitle;
    this.#carried = carried;
  }

  get issueTitle(): string {
    return this.#issueTitle;
  }

  get runState(): RunState | null {
    return this.#runState;
  }

  get prepared(): Prepared | null {
    return this.#prepared;
  }

  get carried(): Carried {
    return this.#carried;
  }

  titled(title: string): void {
    this.#issueTitle = title;
  }

  stateIs(state: RunState | null): void {
    this.#runState = state;
  }

  preparedIs(prepared: Prepared): void {
    this.#prepared = prepared;
  }

  looked(at: Date): void {
    const relay = this.#carried.relay;
    if (relay !== null) this.#carried = { ...this.#carried, relay: { ...relay, looked: at } };
  }

  view(state: TrackingState = "running", pullRequestUrl: string | null = null, ending: string | null = null): TrackingView {
    return {
      trigger: this.parts.identity.trigger,
      state,
      issueTitle: this.#issueTitle,
      rounds: this.parts.reporter.posted,
      startedAt: this.parts.identity.startedAt,
      now: new Date(),
      pullRequestUrl,
      ending,
      runState: this.#runState,
      carried: this.#carried,
      unclaimed: this.parts.unclaimed,
    };
  }

  /** Writes the tracking comment, dropping a held edit. Never throws: false on failure. */
  write(state: TrackingState, pullRequestUrl: string | null = null, ending: string | null = null): Promise<boolean> {
    if (this.#held !== null) clearTimeout(this.#held);
    this.#held = null;
    this.#writtenAt = Date.now();
    return this.parts.record.write(this.view(state, pullRequestUrl, ending), this.parts.ctx, (message) =>
      core.warning(sanitize(message, this.parts.secrets)),
    );
  }

  /** The `running` comment after a round, at most every {@link TRACKING_EDIT_EVERY_MS}. */
  async refresh(): Promise<void> {
    const wait = this.#writtenAt + TRACKING_EDIT_EVERY_MS - Date.now();
    if (wait <= 0) {
      await this.write("running");
      return;
    }
    if (this.#held !== null) return;
    this.#held = setTimeout(() => void this.write("running"), wait);
    // Never keeps the process alive: the ending writes the comment anyway.
    this.#held.unref();
  }

  /** The whole run's totals: what earlier workflow runs carried plus `rounds`. */
  totals(rounds: readonly RoundRecord[]): RunTotals {
    return {
      rounds: this.#carried.checklist.omitted + this.#carried.checklist.rows.length + rounds.length,
      usage: addUsage(this.#carried.usageBefore, sumUsage(rounds)),
      elapsedMs: Date.now() - this.parts.identity.startedAt.getTime(),
    };
  }
}
