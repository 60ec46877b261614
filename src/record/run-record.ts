/** A conversation's runs, for admitting a trigger, and this run's tracking comment. */
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

/** A dead, `error` or handed-off run this workflow run goes on with. */
export interface DeadRun {
  /** Its first workflow run's id. */
  run: string;
  /** Carries the same run on (relay leg, re-run), else takes it over. */
  continues: boolean;
  trackingCommentId: number;
  /** The round after the last one it reported. */
  firstRound: number;
  started: string;
  trigger: string;
  marker: TrackedRun;
}

export type RunAdmission =
  | {
      kind: "skip";
      reason: string;
      /** null for silence (a duplicate delivery). */ reply: string | null;
    }
  | { kind: "start"; resume: DeadRun | null };

export interface RecordSettings {
  owner: string;
  repo: string;
  botLogin: string;
  runId: string;
  /** Above 1, this workflow run's own `running` marker is an earlier attempt, dead. */
  runAttempt: number;
}

export interface RecordRunner {
  owner: string;
  repo: string;
  runId: string;
  runAttempt: number;
}

export interface RecordInputs {
  "bot-login": string;
}

export function recordSettings(runner: RecordRunner, inputs: RecordInputs): RecordSettings {
  return { owner: runner.owner, repo: runner.repo, botLogin: inputs["bot-login"], runId: runner.runId, runAttempt: runner.runAttempt };
}

/** @throws the Octokit error. */
export async function liveRunOn(octokit: RalphOctokit, thread: IssueThread, runner: RecordRunner, inputs: RecordInputs): Promise<boolean> {
  return (await RunRecord.read(octokit, thread, recordSettings(runner, inputs))).hasLiveRun(new Date());
}

export interface ConversationRuns {
  runs: TrackedRun[];
  live: TrackedRun | null;
}

/** @throws the Octokit error when the comments cannot be read. */
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

/** The record read at a run's start and this run's tracking comment; later writes never throw. */
export class RunRecord {
  readonly #thread: IssueThread;
  readonly #comments: readonly CommentOnIssue[];
  readonly #markers: readonly TrackedRun[];
  readonly #legs: LegStates;
  readonly #settings: RecordSettings;
  readonly #startIds: ReadonlySet<number>;
  #trackingId: number | null = null;
  #lockedOut = false;
  /** Chained, so an older write never lands after a newer. */
  #writing: Promise<unknown> = Promise.resolve();

  private constructor(thread: IssueThread, comments: readonly CommentOnIssue[], legs: LegStates, settings: RecordSettings) {
    this.#thread = thread;
    this.#comments = comments;
    this.#markers = trackingMarkers(comments, settings.botLogin);
    this.#legs = legs;
    this.#settings = settings;
    this.#startIds = new Set(comments.map((comment) => comment.id));
  }

  /** @throws the Octokit error. */
  static async read(octokit: RalphOctokit, thread: IssueThread, settings: RecordSettings): Promise<RunRecord> {
    const comments = await thread.comments();
    const runs = trackingMarkers(comments, settings.botLogin);
    const earlierAttempt = (leg: string) => leg === settings.runId && settings.runAttempt > 1;
    const legs = await readLegStates(octokit, { owner: settings.owner, repo: settings.repo }, legsToAsk(runs), earlierAttempt);
    return new RunRecord(thread, comments, legs, settings);
  }

  get comments(): readonly CommentOnIssue[] {
    return this.#comments;
  }

  hasLiveRun(now: Date): boolean {
    return liveRun(this.#markers, this.#legs, now) !== null;
  }

  get savedState(): RunState | null {
    return latestRunState(this.#comments, this.#settings.botLogin);
  }

  /** Whether a trigger starts a run, and the dead or `error` run it goes on with. */
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

  /** A redelivered trigger of the newest `error` run goes on once its workflow run ended. */
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

  /** Only for the newest run waiting for that round, or this leg's own earlier attempt. */
  admitLeg(dispatch: { run: string; round: number }, maxRounds: number): RunAdmission {
    const skip = (reason: string): RunAdmission => ({
      kind: "skip",
      reason: `relay dispatch for run ${dispatch.run}: ${reason}`,
      reply: null,
    });
    const newest = this.#markers.at(-1);
    if (newest === undefined || newest.run !== dispatch.run) return skip("it is not the issue's latest Ralph run");
    const mine = legOf(newest) === this.#settings.runId;
    // Whether an earlier attempt's dispatch went out is unknown: the re-run carries the run on itself.
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

  /** null without its tracking comment or a round left. */
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

  /** false when locked. @throws the Octokit error for another refusal. */
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

  get lockedOut(): boolean {
    return this.#lockedOut;
  }

  /** Never throws: false when it failed. */
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

  /** Marks the dead run's tracking comment (see `wentOnComment`). Never throws. */
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

  /** Finds this run's tracking comment when a post's answer was lost. */
  #trackingMarker(view: TrackingView, ctx: RenderContext): CommentMarker {
    const { runId } = ctx;
    const started = view.startedAt.toISOString();
    return {
      kind: "tracking",
      match: (data) => data["run"] === runId && data["started"] === started,
      ignore: this.#startIds,
    };
  }

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

  #lastPosted(run: string): number | null {
    const { botLogin } = this.#settings;
    const ids = this.#comments
      .filter((comment) => (["round", "final"] as const).some((kind) => readTrustedMarker(comment, kind, botLogin)?.["run"] === run))
      .map((comment) => comment.id);
    return ids.length > 0 ? Math.max(...ids) : null;
  }

  #lastReportedRound(run: string): number {
    let last = 0;
    for (const comment of this.#comments) {
      const marker = readTrustedMarker(comment, "round", this.#settings.botLogin);
      if (marker !== null && marker.run === run && typeof marker.round === "number") last = Math.max(last, marker.round);
    }
    return last;
  }
}
