/**
 * The run's types: its request, the started {@link Run}, {@link RunTracking} (what changes while it
 * lives), and the variants' hooks {@link Venue} and {@link Leg}. It imports no sibling.
 */
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

/** Everything a run on one issue starts from. */
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

/** The reads of `readAhead`, each on its way. */
export interface ReadAhead {
  conversation: number;
  thread: IssueThread;
  record: Promise<RunRecord>;
  liveElsewhere: Promise<{ other: number | null; live: number | null }>;
  issue: Promise<TriggerIssue> | null;
  defaultBranch: Promise<string> | null;
  /** The branch and its base as GitHub lists them. */
  branchHeads: Promise<ListedHeads> | null;
  /** The checkout as read for run `runId`. */
  checkout: { runId: string; probe: Promise<CheckoutProbe> } | null;
}

/** Where a run reads its objective and writes its result. */
export interface Venue {
  kind: "issue" | "pull-request";
  conversation: number;
  /** The run's base; null: input `base-branch`, else the default branch. */
  baseRef: string | null;
  /** What was left out of the venue's addition to the objective. */
  askHidden: HiddenText;
  /** What joins the issue in the objective. @throws when it cannot be read. */
  objectiveNote(run: Run): Promise<string | null>;
  /** Opens or updates a `complete` run's pull request. @throws PullRequestRefused, or the Octokit error. */
  propose(body: string, run: Run, baseBranch: string): Promise<PullRequestRef>;
  /** The ending on the venue; `updated` is what `propose` wrote. Never throws. */
  finish(result: RunResult, run: Run, updated: PullRequestRef | null): Promise<void>;
}

/** The next leg dispatched, or the result the run ends with and the workflow YAML to add. */
export type HandOff =
  { kind: "handed-off"; next: StartedRun; workflow: string; ref: string } | { kind: "refused"; ending: RunResult; fix: string | null };

/** How a run goes on after a round: in one job, or one round per workflow run. */
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

/** A trigger that starts a run. */
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

/** Who the run is, built once when it is admitted and passed whole. */
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

/** A started run, fixed once it started. */
export interface Run extends Readonly<RunRequest> {
  readonly identity: RunIdentity;
  readonly venue: Venue;
  readonly leg: Leg;
  readonly ctx: RenderContext;
  readonly thread: IssueThread;
  readonly record: RunRecord;
  readonly reporter: RoundComments;
  /** The issue, or its open Ralph pull request: its stop requests and notes count too. */
  readonly otherConversation: number | null;
  readonly tracking: RunTracking;
  readonly claim: RunClaim;
}

/** What the whole run did so far, across its workflow runs. */
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
  /** Why the remote refused the run's claim; null when it holds one. */
  unclaimed: string | null;
}

/** The tracking comment is edited between rounds at most this often (ms); the ending's edit is never held back. */
export const TRACKING_EDIT_EVERY_MS = 10_000;

/** What a started run learns while it lives, and its tracking comment as it stands. */
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

  /** A relay leg looked at the new comments at `at`. */
  looked(at: Date): void {
    const relay = this.#carried.relay;
    if (relay !== null) this.#carried = { ...this.#carried, relay: { ...relay, looked: at } };
  }

  /** What the tracking comment shows now. */
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

  /** Writes the tracking comment as it stands, dropping a held-back edit. Never throws: false when it failed. */
  write(state: TrackingState, pullRequestUrl: string | null = null, ending: string | null = null): Promise<boolean> {
    if (this.#held !== null) clearTimeout(this.#held);
    this.#held = null;
    this.#writtenAt = Date.now();
    return this.parts.record.write(this.view(state, pullRequestUrl, ending), this.parts.ctx, (message) =>
      core.warning(sanitize(message, this.parts.secrets)),
    );
  }

  /** The `running` comment after a round: now, or once {@link TRACKING_EDIT_EVERY_MS} passed since the last write. */
  async refresh(): Promise<void> {
    const wait = this.#writtenAt + TRACKING_EDIT_EVERY_MS - Date.now();
    if (wait <= 0) {
      await this.write("running");
      return;
    }
    if (this.#held !== null) return;
    this.#held = setTimeout(() => void this.write("running"), wait);
    // A held edit never keeps the process alive: the ending writes the comment anyway.
    this.#held.unref();
  }

  /** The whole run's totals, from what earlier workflow runs carried and this one's `rounds`. */
  totals(rounds: readonly RoundRecord[]): RunTotals {
    return {
      rounds: this.#carried.checklist.omitted + this.#carried.checklist.rows.length + rounds.length,
      usage: addUsage(this.#carried.usageBefore, sumUsage(rounds)),
      elapsedMs: Date.now() - this.parts.identity.startedAt.getTime(),
    };
  }
}
