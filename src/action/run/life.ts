/**
 * The run's life, its types: what a run starts from ({@link RunRequest}), the run once started (a
 * read-only {@link Run}), the one object that owns what changes while it lives
 * ({@link RunTracking}), and the two hooks a variant plugs in: where the run reads its objective and
 * writes its result ({@link Venue}: the issue, or its pull request) and how it goes on after a round
 * ({@link Leg}: in one job, or relay legs). It imports no sibling: the steps (`admit.ts`,
 * `start.ts`, `between.ts`, `end.ts`) and the variants (`issue.ts`, `pull-request.ts`, `relay.ts`)
 * import it, and `index.ts` puts them together.
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
  /** `agent-secrets`: the model keys the egress proxy holds, by name; never in the agent's environment. */
  agentSecrets: Readonly<Record<string, string>>;
  /** The model key variables that reach the agent (`network: open`, `sandbox: none`): the tracking comment names them. */
  keysInside: readonly string[];
  /** Aborted when the runner cancels the job (SIGINT/SIGTERM). */
  termination: AbortSignal;
  /** Aborted when `run-timeout-minutes` have passed since the step started. */
  deadline: AbortSignal;
  /** The run's first reads, sent with the permission check (see `ahead.ts`); absent: each is read when needed. */
  ahead?: ReadAhead;
}

/** The reads of `readAhead` (`ahead.ts`), each on its way (a failure surfaces where its answer is awaited). */
export interface ReadAhead {
  /** The conversation the reads are about: the trigger's pull request, else its issue. */
  conversation: number;
  thread: IssueThread;
  record: Promise<RunRecord>;
  /** The branch's other conversation (see `otherConversationOf`), when a run is live there; else null. */
  liveElsewhere: Promise<{ other: number | null; live: number | null }>;
  /** The issue, when the trigger did not carry it (a dispatch); null when it did. */
  issue: Promise<TriggerIssue> | null;
  /** The repository's default branch, when it will be the run's base (no `base-branch`, not from a pull request); else null. */
  defaultBranch: Promise<string> | null;
  /**
   * The run's branch and its base as GitHub lists them (`readBranchHeads`), for the workspace to
   * prepare the branch without `git ls-remote`; null for a run from a pull request or a relay leg.
   */
  branchHeads: Promise<ListedHeads> | null;
  /**
   * The checkout as read (`Workspace.probe`) with the leftover guard of run `runId` (this workflow
   * run's id); null for a relay leg, whose run's identity is its first workflow run's.
   */
  checkout: { runId: string; probe: Promise<CheckoutProbe> } | null;
}

/**
 * Where a run reads its objective and writes its result: the issue (`issue.ts`), or the Ralph pull
 * request a review or a comment on it started the run from (`pull-request.ts`).
 */
export interface Venue {
  kind: "issue" | "pull-request";
  /** The conversation the run talks on (tracking, round and final comments): the issue's or the pull request's number. */
  conversation: number;
  /** The base branch the run's branch starts from and is compared with; null: input `base-branch`, else the repository's default. */
  baseRef: string | null;
  /** Hidden text left out of what the venue adds to the objective, for round 1's comment. */
  askHidden: HiddenText;
  /**
   * What joins the issue in the objective: the trigger's note, or the text of a dispatched run's
   * trigger comment, or what the pull request asks; null for nothing.
   * @throws when it cannot be read, or a dispatched comment is on another conversation.
   */
  objectiveNote(run: Run): Promise<string | null>;
  /**
   * Opens or updates the pull request of a `complete` run with `body` (rendered for this run's rounds).
   * @throws PullRequestRefused, or the Octokit error, when GitHub refuses.
   */
  propose(body: string, run: Run, baseBranch: string): Promise<PullRequestRef>;
  /**
   * The ending on the venue, after the tracking comment (`updated`: the pull request `propose`
   * wrote, if any). Never throws: a failure is a warning in the job log.
   */
  finish(result: RunResult, run: Run, updated: PullRequestRef | null): Promise<void>;
}

/**
 * How a leg's handoff ended: `handed-off`, the next workflow run (`next`) of workflow file
 * `workflow` dispatched on `ref`; or `refused`, the run not handed on: the result the run ends with
 * (`error`, or `cancelled` when the runner is cancelling the job), and the YAML to add to the
 * workflow when GitHub refused the dispatch for its inputs (shown in the final comment after the
 * quoted reason), else null.
 */
export type HandOff =
  { kind: "handed-off"; next: StartedRun; workflow: string; ref: string } | { kind: "refused"; ending: RunResult; fix: string | null };

/** How a run goes on after a round: to its ending in one job, or one round per workflow run (`relay.ts`). */
export interface Leg {
  mode: "in-job" | "relay";
  /** The deadline the rounds keep: the step's, or (relay) the whole run's, counted from its start. */
  deadline(step: AbortSignal, startedAt: Date, runTimeoutMs: number): AbortSignal;
  /** What this workflow run carries over from the ones before it (see `carriedOver`). */
  carried(resume: DeadRun | null, runId: string, now: Date): Carried;
  /** The round after which the loop hands the run on (`handOffAfter`), or null for none. */
  handOffAfter(firstRound: number): number | null;
  /** Whether the tracking comment is written and new comments read between rounds (a relay leg reads once, before its round). */
  looksBetweenRounds: boolean;
  /** The one read of new comments before the round, or null for none. Never throws. */
  lookBefore(run: Run, look: () => Promise<Requests>): Promise<Requests | null>;
  /** Hands the run on after a `continue` round (see {@link HandOff}). Never throws. */
  handOff(result: Extract<RunResult, { outcome: "handed-off" }>, run: Run): Promise<HandOff>;
}

/**
 * The run's claim on its issue (see `workspace/claim.ts`): `held` at commit `sha` on `remote`, or
 * `unclaimed` when the remote refused it (`reason`, e.g. a ruleset on `refs/ralph/*`): then only
 * the tracking comment keeps a second run from starting.
 */
export type RunClaim = { kind: "held"; remote: ClaimRemote; sha: string } | { kind: "unclaimed"; reason: string };

/** A trigger that starts a run: where it talks, its record on GitHub, and the run it goes on with. */
export interface Admitted {
  thread: IssueThread;
  record: RunRecord;
  /** The trigger's key (see `triggerKey`). */
  key: string;
  maxRounds: number;
  /** The run this workflow run goes on with (claimed), or null for a new run. */
  resume: DeadRun | null;
  /** The branch's other conversation (see `otherConversationOf`). */
  otherConversation: number | null;
  /** When the trigger was admitted, by the runner's clock. */
  now: Date;
  claim: RunClaim;
}

/** The workspace the run's start prepared, and the base it was prepared from. */
export interface Prepared {
  workspace: Workspace;
  baseBranch: string;
  /** The base branch's head when the workspace was prepared. */
  baseSha: string | null;
}

/**
 * Who the run is, built once when it is admitted (see `runIdentity`) and passed whole: in a run that
 * goes on (a relay leg, a re-run, after an `error`), its id, start and trigger are the ones it started with.
 */
export interface RunIdentity {
  readonly issueNumber: number;
  /** `<branch-prefix><issue>`. */
  readonly branch: string;
  /** The run's id (`RALPH_RUN_ID`): its first workflow run's, across relay legs. */
  readonly runId: string;
  /** This workflow run (`GITHUB_RUN_ID`), the leg carrying the run now. */
  readonly leg: string;
  /** The round this workflow run starts at. */
  readonly firstRound: number;
  /** This workflow run's page. */
  readonly runUrl: string;
  /** When the run started, in its first workflow run. */
  readonly startedAt: Date;
  /** The key of the event that started it (see `triggerKey`), kept in the tracking marker. */
  readonly trigger: string;
}

/** A started run: its request, its variants and where it talks on GitHub, fixed once it started. */
export interface Run extends Readonly<RunRequest> {
  readonly identity: RunIdentity;
  readonly venue: Venue;
  readonly leg: Leg;
  readonly ctx: RenderContext;
  readonly thread: IssueThread;
  readonly record: RunRecord;
  readonly reporter: RoundComments;
  /**
   * The branch's other conversation (the issue for a run from its pull request, else the issue's
   * open Ralph pull request, if any): stop requests and notes left there reach the run too.
   */
  readonly otherConversation: number | null;
  /** What changes while the run lives. */
  readonly tracking: RunTracking;
  /** The run's claim on its issue, deleted when the run ends. */
  readonly claim: RunClaim;
}

/** What the whole run did so far (issue 18: one run, one word), across every workflow run that carried it. */
export interface RunTotals {
  /** Its rounds: those the earlier workflow runs' tracking checklist carried, and this one's. */
  rounds: number;
  /** The agent's usage over them (with what a dead run it took over used, as its budget counts it). */
  usage: AgentUsage;
  /** The wall time since the run started (in relay mode, in its first workflow run), in ms. */
  elapsedMs: number;
}

/** What {@link RunTracking} writes with: the parts of the run its tracking comment shows. */
export interface TrackingParts {
  record: RunRecord;
  ctx: RenderContext;
  identity: RunIdentity;
  reporter: RoundComments;
  secrets: readonly string[];
  /** Why the run holds no claim on its issue (the remote refused it), shown in the tracking comment; null when it holds one. */
  unclaimed: string | null;
}

/**
 * The tracking comment is edited between rounds at most this often (ms): rounds shorter than this
 * share one edit, so a run of many short rounds does not spend a write per round (issue 20: GitHub
 * allows about 80 content-creating requests a minute per token). Each round's report is its own
 * comment, posted at once; the ending's edit is never held back.
 */
export const TRACKING_EDIT_EVERY_MS = 10_000;

/**
 * What a started run learns while it lives, and its tracking comment as it stands: the one object
 * that changes mid-run. Set by the start (the issue's title, the prepared workspace, a taken-over
 * state), after each round (the state) and by a relay leg's look (`looked`).
 */
export class RunTracking {
  #issueTitle: string;
  #runState: RunState | null = null;
  #prepared: Prepared | null = null;
  #carried: Carried;
  /** When the last tracking write was asked for (ms since the epoch). */
  #writtenAt = Number.NEGATIVE_INFINITY;
  /** The held-back edit of {@link refresh}, or null. */
  #held: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly parts: TrackingParts,
    issueTitle: string,
    carried: Carried,
  ) {
    this.#issueTitle = issueTitle;
    this.#carried = carried;
  }

  /** The issue's title once read; `#N` before. */
  get issueTitle(): string {
    return this.#issueTitle;
  }

  /** The state after the last finished round (or the one taken over), for the tracking comment's marker. */
  get runState(): RunState | null {
    return this.#runState;
  }

  /** The prepared workspace; null until the start prepared it. */
  get prepared(): Prepared | null {
    return this.#prepared;
  }

  /** What earlier workflow runs of the run left: finished rounds' lines, spend, relay legs. */
  get carried(): Carried {
    return this.#carried;
  }

  /** The issue's title, read at the start. */
  titled(title: string): void {
    this.#issueTitle = title;
  }

  /** The state after a finished round, or the one a resumed run takes over. */
  stateIs(state: RunState | null): void {
    this.#runState = state;
  }

  /** The workspace the start prepared. */
  preparedIs(prepared: Prepared): void {
    this.#prepared = prepared;
  }

  /** A relay leg looked at the new comments at `at` (kept as the run's `looked` for the next leg). */
  looked(at: Date): void {
    const relay = this.#carried.relay;
    if (relay !== null) this.#carried = { ...this.#carried, relay: { ...relay, looked: at } };
  }

  /** What the tracking comment shows now: `state` is `running` or the outcome. */
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

  /**
   * Writes the tracking comment as it stands, and drops an edit {@link refresh} held back; never
   * throws (a failed edit is a warning in the job log, and the answer false).
   */
  write(state: TrackingState, pullRequestUrl: string | null = null, ending: string | null = null): Promise<boolean> {
    if (this.#held !== null) clearTimeout(this.#held);
    this.#held = null;
    this.#writtenAt = Date.now();
    return this.parts.record.write(this.view(state, pullRequestUrl, ending), this.parts.ctx, (message) =>
      core.warning(sanitize(message, this.parts.secrets)),
    );
  }

  /**
   * The `running` tracking comment after a round: written now when the last write was asked for
   * {@link TRACKING_EDIT_EVERY_MS} ago or more, else once that time is up (as it stands then: one
   * edit for every round that ended meanwhile), unless another write comes first. Never throws.
   */
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

  /**
   * The whole run's totals as the tracking comment counts them, from what earlier workflow runs
   * carried over and `rounds`, this workflow run's: the final comment, the job log and the step's
   * outputs say the same.
   */
  totals(rounds: readonly RoundRecord[]): RunTotals {
    return {
      rounds: this.#carried.checklist.omitted + this.#carried.checklist.rows.length + rounds.length,
      usage: addUsage(this.#carried.usageBefore, sumUsage(rounds)),
      elapsedMs: Date.now() - this.parts.identity.startedAt.getTime(),
    };
  }
}
