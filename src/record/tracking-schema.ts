/** The tracking marker: a run's record between workflow runs, and its comment's text. */
import * as z from "zod";
import { UsageReport } from "../core/usage.js";
import {
  CHECKLIST_ROWS,
  type ChecklistRow as ChecklistRowText,
  type TrackingHeader as TrackingHeaderText,
  type TrackingShown as TrackingShownText,
} from "../render/tracking-comment.js";

/** The version this release writes; a marker without one is an earlier release's. */
export const TRACKING_VERSION = 1;

/** `handed-off` between relay legs, `superseded` once taken over, else `running` or an outcome. */
export const TrackingState = z.enum([
  "running",
  "handed-off",
  "superseded",
  "complete",
  "blocked",
  "budget-limited",
  "round-failed",
  "timed-out",
  "cancelled",
  "error",
]);
export type TrackingState = z.infer<typeof TrackingState>;

export const HANDED_OFF = "handed-off" satisfies TrackingState;

const Text = (max: number) => z.string().max(max);
const Url = Text(2000);
const Count = z.number().int().nonnegative();

export const ChecklistRow = z.object({
  round: z.number().int().positive(),
  status: Text(60),
  summary: Text(300),
  commentUrl: Url.nullable(),
  notPosted: Text(500).optional(),
  sha: z.string().regex(/^[0-9a-f]{7,40}$/),
}) satisfies z.ZodType<ChecklistRowText>;
export type ChecklistRow = z.infer<typeof ChecklistRow>;

/** The latest rounds, and a count of earlier ones. */
export const Checklist = z.object({ omitted: Count, rows: z.array(ChecklistRow).max(CHECKLIST_ROWS) });
export type Checklist = z.infer<typeof Checklist>;

export const TrackingHeader = z.object({
  title: Text(400),
  branch: Text(300),
  agent: Text(200),
  maxRounds: z.number().int().positive(),
  sandboxed: z.boolean(),
  networkOpen: z.boolean(),
  keysInside: z.array(Text(200)).max(50),
  maxCostUsd: z.number().nonnegative().nullable(),
  from: Text(3000).nullable(),
  runUrl: Url.nullable(),
  repositoryUrl: Url,
}) satisfies z.ZodType<TrackingHeaderText>;

export const WentOn = z.object({
  reason: z.enum(["redelivered", "runner-lost", "dispatch-lost"]),
  runId: Text(40),
  runUrl: Url,
  round: z.number().int().positive(),
});
export type WentOn = z.infer<typeof WentOn>;

export const TrackingShown = z.object({
  header: TrackingHeader,
  ending: z.object({ pullRequestUrl: Url.nullable(), note: Text(4000).nullable() }).nullable(),
  unclaimed: Text(1000).nullable(),
  wentOn: WentOn.nullable(),
}) satisfies z.ZodType<TrackingShownText>;
export type TrackingShown = z.infer<typeof TrackingShown>;

export const RelayLegs = z.object({ legs: z.array(Text(40)).max(CHECKLIST_ROWS), legsBefore: Count, looked: z.iso.datetime() });
export type RelayLegs = z.infer<typeof RelayLegs>;

export const TrackingMarker = z.object({
  version: z.literal(TRACKING_VERSION),
  /** Its first workflow run's id. */
  run: Text(40),
  issue: z.number().int().positive(),
  trigger: Text(200),
  state: TrackingState,
  started: z.iso.datetime(),
  /** Last sign of life, or the end. */
  heartbeat: z.iso.datetime(),
  round: Count,
  /** The workflow run carrying it, when not `run`. */
  leg: Text(40).optional(),
  relay: RelayLegs.optional(),
  /** US dollars, as the agent reported. */
  spend: z.object({ usd: z.number().nonnegative().nullable(), usage: UsageReport }),
  checklist: Checklist,
  shown: TrackingShown,
});
export type TrackingMarker = z.infer<typeof TrackingMarker>;

/** A run in any release's marker; an earlier release's cannot be rendered again. */
export type TrackedRun = Omit<TrackingMarker, "version" | "shown"> & { shown: TrackingShown | null };
