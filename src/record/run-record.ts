/**
 * The run's record on GitHub (design contract: one tracking comment per run; markers are trusted
 * only when the bot wrote them): what the issue's comments say about earlier runs when a trigger
 * arrives (a duplicate, a live run, a dead run to resume), and the tracking comment while the run
 * lives. One home for reading and writing the run's markers.
 */
import type { RunState } from "../core/state.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker } from "../github/markers.js";
import type { RenderContext } from "../render/text.js";
import {
  readComments,
  type CommentMarker,
  type CommentOnIssue,
  type ConversationClient,
  isLockedRefusal,
  type IssueRef,
  type IssueThread,
} from "../github/thread.js";
import { latestRunState } from "./state-marker.js";
import { trackingCommentBody, wentOnComment, type TrackingView } from "./tracking-comment.js";
import { trackingMarkers, type ListedComment } from "./tracking-marker.js";
import { HANDED_OFF, type TrackedRun } from "./tracking-schema.js";
import { runConflict, type ArrivedTrigger } from "./admission.js";
import { deadRun, legOf, legsToAsk, liveRun, readLegStates, type LegStates } from "./liveness.js";
import type { WorkflowRunClient } from "../github/workflow-runs.js";

/**
 * A run this workflow run goes on with: one that was `running` when the workflow run carrying it
 * ended (the runner was lost), one handed off whose next leg never came (see `deadRun`), or a relay
 * run handed off to this workflow run (issue 11).
 */
export interface DeadRun {
  /** Its identity: the workflow run id its markers carry (a relay run's first workflow run). */
  run: string;
  /**
   * True when this workflow run carries the same run on (its own earlier attempt, or its next relay
   * leg): same identity, same tracking comment, same start. False: a new run takes it over and its
   * tracking comment is marked superseded.
   */
  continues: boolean;
  /** Its tracking comment, edited to say it was superseded (or taken over, when `continues`). */
  trackingCommentId: number;
  /** The round the new run starts at: the one after the last round the dead run reported. */
  firstRound: number;
  /** When it started (ISO), kept when `continues`. */
  started: string;
  /** Its trigger's key, kept when `continues`. */
  trigger: string;
  /** What its tracking comment recorded: finished rounds, spend, relay legs and last look. */
  marker: TrackedRun;
}

/** Whether a trigger starts a run. */
export type RunAdmission =
  | {
      kind: "skip";
      reason: string;
      /** One line for the people who triggered, or null when silence is right (a duplicate delivery). */ reply: string | null;
    }
  | { kind: "start"; resume: DeadRun | null };

/** What {@link RunRecord.read} needs to know. */
export interface RecordSettings {
  owner: string;
  repo: string;
  /** The identity whose markers are trusted (input `bot-login`). */
  botLogin: string;
  /** This workflow run's id (`GITHUB_RUN_ID`). */
  runId: string;
  /** This workflow run's attempt (`GITHUB_RUN_ATTEMPT`, from 1): above 1, a `running` marker of the same run id is an earlier attempt that died. */
  runAttempt: number;
}

/** The parts of the runner's context the record reads (the action's `RunnerContext` has them). */
export interface RecordRunner {
  owner: string;
  repo: string;
  runId: string;
  runAttempt: number;
}

/** The action input the record reads (the action's `ActionInputs` has it): the identity whose markers are trusted. */
export interface RecordInputs {
  "bot-login": string;
}

/** This workflow run's {@link RecordSettings}: the runner's repository, run id and attempt, and input `bot-login`. */
export function recordSettings(runner: RecordRunner, inputs: RecordInputs): RecordSettings {
  return { owner: runner.owner, repo: runner.repo, botLogin: inputs["bot-login"], runId: runner.runId, runAttempt: runner.runAttempt };
}

/**
 * Whether a run is live on `thread`'s conversation (an issue, or a pull request), from one read of its record.
 * @throws the Octokit error when the comments cannot be read.
 */
export async function liveRunOn(octokit: RalphOctokit, thread: IssueThread, runner: RecordRunner, inputs: RecordInputs): Promise<boolean> {
  return (await RunRecord.read(octokit, thread, recordSettings(runner, inputs))).hasLiveRun(new Date());
}

/** The runs a conversation's tracking comments record, oldest first, and the live one by the one liveness rule. */
export interface ConversationRuns {
  runs: TrackedRun[];
  live: TrackedRun | null;
}

/**
 * The runs on conversation `ref` (an issue, or a pull request) from one read of its comments (all
 * pages), and the live one, with the Actions API's word on the workflow runs carrying them: the App
 * weighs a start, a stop or a note by the same evidence as the action weighs a trigger.
 * @throws the Octokit error when the comments cannot be read.
 */
export async function readConversationRuns(
  octokit: ConversationClient & WorkflowRunClient,
  ref: IssueRef,
  botLogin: string,
  now: Date,
): Promise<ConversationRuns> {
  const { comments } = await readComments(octokit, ref);
  const runs = trackingMarkers(comments, botLogin);
  const legs = await readLegStates(octokit, { owner: ref.owner, repo: ref.repo }, legsToAsk(runs));
  return { runs, live: liveRun(runs, legs, now) };
}

/**
 * The issue's Ralph record as read once at a run's start, and this run's tracking comment.
 * Tracking writes after the first never throw: a failed heartbeat or edit must not end a run.
 */
export class RunRecord {
  readonly #thread: IssueThread;
  readonly #comments: readonly CommentOnIssue[];
  readonly #markers: readonly TrackedRun[];
  readonly #legs: LegStates;
  readonly #settings: RecordSettings;
  readonly #startIds: ReadonlySet<number>;
  #trackingId: number | null = null;
  /** GitHub refused the tracking comment because the conversation is locked (see {@link RunRecord.open}). */
  #lockedOut = false;
  /** The last tracking write asked for: each write waits for the one before it, so an older one never lands after a newer. */
  #writing: Promise<unknown> = Promise.resolve();

  private constructor(thread: IssueThread, comments: readonly CommentOnIssue[], legs: LegStates, settings: RecordSettings) {
    this.#thread = thread;
    this.#comments = comments;
    this.#markers = trackingMarkers(comments, settings.botLogin);
    this.#legs = legs;
    this.#settings = settings;
    this.#startIds = new Set(comments.map((comment) => comment.id));
  }

  /**
   * Reads every comment of the issue (all pages) and asks the Actions API about each workflow run
   * that a tracking comment still shows `running`: a run whose workflow run completed (or is gone)
   * is dead, whatever its heartbeat says. This workflow run's own earlier attempt (a re-run) is dead too.
   * @throws the Octokit error when the comments cannot be read.
   */
  static async read(octokit: RalphOctokit, thread: IssueThread, settings: RecordSettings): Promise<RunRecord> {
    const comments = await thread.comments();
    const runs = trackingMarkers(comments, settings.botLogin);
    const earlierAttempt = (leg: string) => leg === settings.runId && settings.runAttempt > 1;
    const legs = await readLegStates(octokit, { owner: settings.owner, repo: settings.repo }, legsToAsk(runs), earlierAttempt);
    return new RunRecord(thread, comments, legs, settings);
  }

  /** The issue's comments as read at the start (all pages), oldest first. */
  get comments(): readonly CommentOnIssue[] {
    return this.#comments;
  }

  /** Whether a run on the issue is live: `running`, its heartbeat fresh, and its workflow run not ended; or handed off to its next relay leg within the grace period. */
  hasLiveRun(now: Date): boolean {
    return liveRun(this.#markers, this.#legs, now) !== null;
  }

  /** The newest run state (lessons, handoff) the bot saved on the issue, or null. */
  get savedState(): RunState | null {
    return latestRunState(this.#comments, this.#settings.botLogin);
  }

  /**
   * Whether a trigger starts a run: not a second delivery of a handled trigger, not while another
   * run is live, not a trigger queued behind a run that was live when it arrived. A run whose
   * workflow run ended while `running`, or handed off without its next relay leg coming within the
   * grace period, is dead: the trigger takes it over (`resume`), at the round after its last reported
   * one; so does a second delivery of the trigger of a run that ended `error` (see `#afterError`).
   */
  admit(trigger: ArrivedTrigger, now: Date, maxRounds: number): RunAdmission {
    const lastPosted = (run: string) => this.#lastPosted(run);
    const conflict = runConflict(this.#markers, trigger, { now, legs: this.#legs, lastPosted });
    if (conflict !== null) {
      const duplicate = this.#markers.some((marker) => marker.trigger === trigger.key);
      return { kind: "skip", reason: conflict, reply: duplicate ? null : `A Ralph run is already live on this issue: ${conflict}.` };
    }
    const afterError = this.#afterError(trigger.key, maxRounds);
    if (afterError !== null) return afterError;
    const dead = [...this.#markers].reverse().find((marker) => deadRun(marker, this.#legs, now));
    return { kind: "start", resume: dead === undefined ? null : this.#goOn(dead, maxRounds) };
  }

  /**
   * A second delivery of the trigger of the issue's newest run, which ended `error`: once that
   * run's workflow run ended, it goes on with the run's work at the round after its last reported
   * one, with its last handoff (as a takeover does); before, it starts nothing. null when the
   * newest run is no such run, or has no round left.
   */
  #afterError(key: string, maxRounds: number): RunAdmission | null {
    const newest = this.#markers.at(-1);
    if (newest === undefined || newest.state !== "error" || newest.trigger !== key) return null;
    if (this.#legs.get(legOf(newest)) !== "ended") {
      return {
        kind: "skip",
        reason: `workflow run ${legOf(newest)}, whose run of this trigger ended error, has not ended yet`,
        reply: null,
      };
    }
    const resume = this.#goOn(newest, maxRounds);
    return resume === null ? null : { kind: "start", resume };
  }

  /**
   * Whether a relay dispatch (issue 11: inputs `relay-run` and `relay-round`) starts the next leg: only
   * when it names the issue's newest run, handed off and waiting for exactly that round. A stale,
   * replayed or forged dispatch is skipped without a word. A re-run of this leg after its runner
   * was lost (during its round, or between recording the handoff and dispatching) goes on as its
   * own earlier attempt.
   */
  admitLeg(dispatch: { run: string; round: number }, maxRounds: number): RunAdmission {
    const skip = (reason: string): RunAdmission => ({
      kind: "skip",
      reason: `relay dispatch for run ${dispatch.run}: ${reason}`,
      reply: null,
    });
    const newest = this.#markers.at(-1);
    if (newest === undefined || newest.run !== dispatch.run) return skip("it is not the issue's latest Ralph run");
    const mine = legOf(newest) === this.#settings.runId;
    // This leg's earlier attempt died in its round (`running`, its workflow run ended), or after
    // it recorded the handoff (a re-run, attempt above 1): whether its dispatch went out is unknown,
    // so the re-run carries the run on itself; a next leg that does come finds it `running` then
    // and is skipped (one concurrency group holds both: they never run at once).
    const ownEarlierAttempt =
      mine &&
      (newest.state === "running"
        ? this.#legs.get(legOf(newest)) === "ended"
        : newest.state === HANDED_OFF && this.#settings.runAttempt > 1);
    if (newest.state !== HANDED_OFF && !ownEarlierAttempt) return skip(`the run is ${newest.state}, not waiting for its next leg`);
    const expected = (newest.round ?? 0) + 1;
    if (!ownEarlierAttempt && dispatch.round !== expected) return skip(`the run waits for round ${expected}, not ${dispatch.round}`);
    const resume = this.#goOn(newest, maxRounds);
    if (resume === null) return skip("its tracking comment is gone, or it has no round left");
    return { kind: "start", resume: { ...resume, continues: true } };
  }

  /** How this workflow run goes on with `marker`'s run, or null when it cannot (no tracking comment, no round left). */
  #goOn(marker: TrackedRun, maxRounds: number): DeadRun | null {
    const comment = this.#trackingComment(marker.run);
    const firstRound = Math.max(marker.round ?? 0, this.#lastReportedRound(marker.run)) + 1;
    if (comment === null || firstRound > maxRounds) return null;
    return {
      run: marker.run,
      continues: legOf(marker) === this.#settings.runId,
      trackingCommentId: comment.id,
      firstRound,
      started: marker.started,
      trigger: marker.trigger,
      marker,
    };
  }

  /** This run's tracking comment id, once posted. */
  get trackingId(): number | null {
    return this.#trackingId;
  }

  /**
   * Posts this run's tracking comment, or takes over `existing` (this workflow run's own earlier
   * attempt). Returns false when GitHub refused it because the conversation is locked (see
   * {@link RunRecord.lockedOut}): the run goes on without one, its claim on the issue keeping a second run out.
   * @throws the Octokit error when GitHub refuses for another reason (after its retries).
   */
  async open(view: TrackingView, ctx: RenderContext, existing: number | null): Promise<boolean> {
    const body = trackingCommentBody(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    try {
      this.#trackingId =
        existing !== null
          ? await this.#thread.editOrRepost(existing, body, marker, botLogin)
          : await this.#thread.postTracking(body, marker, botLogin);
      return true;
    } catch (error) {
      if (existing !== null || !isLockedRefusal(error)) throw error;
      this.#lockedOut = true;
      return false;
    }
  }

  /** Whether GitHub refused this run's tracking comment because the conversation is locked: the run has none. */
  get lockedOut(): boolean {
    return this.#lockedOut;
  }

  /**
   * Rewrites the tracking comment (posting it when none exists yet, or again when a person deleted it),
   * after any earlier write of it has ended (a heartbeat's, say), so writes land in the order they were asked.
   * Never throws: failures are passed to `warn`, and the answer is false.
   * @returns whether the comment now says what `view` says
   */
  write(view: TrackingView, ctx: RenderContext, warn: (message: string) => void): Promise<boolean> {
    const written = this.#writing.then(() => this.#write(view, ctx, warn));
    this.#writing = written;
    return written;
  }

  async #write(view: TrackingView, ctx: RenderContext, warn: (message: string) => void): Promise<boolean> {
    const body = trackingCommentBody(view, ctx);
    const marker = this.#trackingMarker(view, ctx);
    const { botLogin } = this.#settings;
    try {
      this.#trackingId =
        this.#trackingId === null
          ? await this.#thread.postTracking(body, marker, botLogin)
          : await this.#thread.editOrRepost(this.#trackingId, body, marker, botLogin);
      this.#lockedOut = false;
      return true;
    } catch (error) {
      // A conversation locked from the start refuses every post: the start said so once.
      if (!(this.#lockedOut && isLockedRefusal(error))) {
        warn(`could not update the tracking comment: ${error instanceof Error ? error.message : String(error)}`);
      }
      return false;
    }
  }

  /** Marks a dead run's tracking comment superseded by this one. Never throws. */
  async supersede(
    dead: DeadRun,
    by: { runUrl: string; runId: string; secrets: readonly string[] },
    warn: (message: string) => void,
  ): Promise<void> {
    const comment = this.#comments.find((c) => c.id === dead.trackingCommentId);
    const body = comment === undefined ? null : wentOnComment(comment, this.#settings.botLogin, { ...by, round: dead.firstRound });
    if (body === null) return;
    try {
      await this.#thread.editComment(dead.trackingCommentId, body);
    } catch (error) {
      warn(
        `could not mark the tracking comment of workflow run ${dead.run} superseded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * What makes a comment this run's tracking comment when a post's answer was lost: a tracking
   * marker of this run (`ctx.runId`, its identity) and start time, on a comment that was not there
   * when the run started (an earlier attempt of the same workflow run carries the same run id).
   */
  #trackingMarker(view: TrackingView, ctx: RenderContext): CommentMarker {
    const { runId } = ctx;
    const started = view.startedAt.toISOString();
    return {
      kind: "tracking",
      match: (data) => data["run"] === runId && data["started"] === started,
      ignore: this.#startIds,
    };
  }

  /** Ids of the comments on the issue when the run started: none of them is a comment this run posts. */
  get startCommentIds(): ReadonlySet<number> {
    return this.#startIds;
  }

  #trackingComment(run: string): ListedComment | null {
    return (
      [...this.#comments].reverse().find((comment) => {
        const marker = readTrustedMarker(comment, "tracking", this.#settings.botLogin);
        return marker !== null && marker.run === run;
      }) ?? null
    );
  }

  /** The id of the newest trusted round or final comment of run `run`, or null when it posted none. */
  #lastPosted(run: string): number | null {
    const { botLogin } = this.#settings;
    const ids = this.#comments
      .filter((comment) => (["round", "final"] as const).some((kind) => readTrustedMarker(comment, kind, botLogin)?.["run"] === run))
      .map((comment) => comment.id);
    return ids.length > 0 ? Math.max(...ids) : null;
  }

  /** The highest round a run reported in a trusted round comment, 0 when none. */
  #lastReportedRound(run: string): number {
    let last = 0;
    for (const comment of this.#comments) {
      const marker = readTrustedMarker(comment, "round", this.#settings.botLogin);
      if (marker !== null && marker.run === run && typeof marker.round === "number") last = Math.max(last, marker.round);
    }
    return last;
  }
}
