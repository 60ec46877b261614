/** The tracking comment: its marker, its state marker, and its text. */
import { reportedCost } from "../core/budget.js";
import type { AgentUsage } from "../core/ports.js";
import type { RunState } from "../core/state.js";
import { addUsage, sumUsage } from "../core/usage.js";
import type { CommentLike } from "../github/markers.js";
import { checklistRow, CHECKLIST_ROWS, renderTrackingText, trackingHeader, unclaimedReason } from "../render/tracking-comment.js";
import type { PostedRound, RenderContext } from "../render/text.js";
import { wentOnLegacyComment } from "./legacy-tracking.js";
import { readStateMarker, renderStateMarker } from "./state-marker.js";
import { readTrackingMarker, renderTrackingMarker } from "./tracking-marker.js";
import {
  HANDED_OFF,
  TrackingMarker,
  TRACKING_VERSION,
  type Checklist,
  type RelayLegs,
  type TrackedRun,
  type TrackingShown,
  type TrackingState,
} from "./tracking-schema.js";

export interface TrackingView {
  trigger: string;
  state: TrackingState;
  issueTitle: string;
  rounds: readonly PostedRound[];
  startedAt: Date;
  now: Date;
  pullRequestUrl: string | null;
  ending: string | null;
  runState: RunState | null;
  carried?: Carried;
  /** Why no claim is held on the issue; null or absent: one is. */
  unclaimed?: string | null;
}

/** What a run carries from its earlier workflow runs. */
export interface Carried {
  checklist: Checklist;
  /** US dollars; null when none reported. */
  spentBeforeUsd: number | null;
  usageBefore: AgentUsage;
  /** Workflow runs (this one last) and last look at comments; null in one job. */
  relay: { legs: readonly string[]; legsBefore?: number; looked: Date } | null;
}

export const NOTHING_CARRIED: Carried = { checklist: { omitted: 0, rows: [] }, spentBeforeUsd: null, usageBefore: {}, relay: null };

export type ShownRun = TrackedRun & { shown: TrackingShown };

export function trackedRun(view: TrackingView, ctx: RenderContext): ShownRun {
  const carried = view.carried ?? NOTHING_CARRIED;
  const checklist = withRounds(carried.checklist, view.rounds, ctx.secrets);
  const leg = carried.relay?.legs.at(-1);
  return {
    run: ctx.runId,
    issue: ctx.issueNumber,
    trigger: view.trigger,
    state: view.state,
    started: view.startedAt.toISOString(),
    heartbeat: view.now.toISOString(),
    round: view.rounds.at(-1)?.round ?? carried.checklist.rows.at(-1)?.round ?? 0,
    ...(leg !== undefined && leg !== ctx.runId ? { leg } : {}),
    ...(carried.relay !== null ? { relay: relayLegs(carried.relay) } : {}),
    spend: {
      usd: addCost(carried.spentBeforeUsd, reportedCost(view.rounds)),
      usage: addUsage(carried.usageBefore, sumUsage(view.rounds)),
    },
    checklist,
    shown: {
      header: trackingHeader(ctx, view.issueTitle),
      ending: view.pullRequestUrl !== null || view.ending !== null ? { pullRequestUrl: view.pullRequestUrl, note: view.ending } : null,
      unclaimed: view.unclaimed != null ? unclaimedReason(view.unclaimed, ctx.secrets) : null,
      wentOn: null,
    },
  };
}

function withRounds(checklist: Checklist, rounds: readonly PostedRound[], secrets: readonly string[]): Checklist {
  const rows = [...checklist.rows, ...rounds.map((round) => checklistRow(round, secrets))];
  const kept = rows.slice(-CHECKLIST_ROWS);
  return { omitted: checklist.omitted + rows.length - kept.length, rows: kept };
}

function relayLegs(relay: NonNullable<Carried["relay"]>): RelayLegs {
  const legs = relay.legs.slice(-CHECKLIST_ROWS);
  return { legs, legsBefore: (relay.legsBefore ?? 0) + relay.legs.length - legs.length, looked: relay.looked.toISOString() };
}

/** US dollars; null when neither was reported. */
function addCost(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return a ?? b;
  return Math.round((a + b) * 1e6) / 1e6;
}

/** @throws ZodError when the record breaks the marker's schema (a bug, never input). */
export function renderTrackingComment(run: ShownRun, runState: RunState | null, secrets: readonly string[]): string {
  TrackingMarker.parse({ version: TRACKING_VERSION, ...run });
  return [
    renderTrackingMarker(run),
    ...(runState !== null ? [renderStateMarker(runState, run.run, secrets)] : []),
    renderTrackingText(run),
  ].join("\n");
}

export function trackingCommentBody(view: TrackingView, ctx: RenderContext): string {
  return renderTrackingComment(trackedRun(view, ctx), view.runState, ctx.secrets);
}

/** `comment` once workflow run `by` went on with its run; null when no tracking comment of `botLogin`. */
export function wentOnComment(
  comment: CommentLike,
  botLogin: string,
  by: { runId: string; runUrl: string; round: number; secrets: readonly string[] },
): string | null {
  const run = readTrackingMarker(comment, botLogin);
  if (run === null) return null;
  const { runId, runUrl, round } = by;
  if (run.shown === null) return wentOnLegacyComment(comment.body ?? "", run.state, { runId, runUrl }, round);
  const reason = run.state === "running" ? "runner-lost" : run.state === HANDED_OFF ? "dispatch-lost" : "redelivered";
  const shown: TrackingShown = { ...run.shown, wentOn: { reason, runId, runUrl, round } };
  const state = reason === "redelivered" ? run.state : "superseded";
  return renderTrackingComment({ ...run, state, shown }, readStateMarker(comment, botLogin), by.secrets);
}
