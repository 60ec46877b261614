/** The tracking marker's data: the run's record between workflow runs, and what its comment shows. */
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

/** `running` until the run ends, `handed-off` between relay legs, `superseded` once taken over, else its outcome. */
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

/** A relay run whose leg dispatched the next one. */
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

/** The latest rounds, and how many earlier ones are left out. */
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

/** What the comment shows besides the record. */
export const TrackingShown = z.object({
  header: TrackingHeader,
  ending: z.object({ pullRequestUrl: Url.nullable(), note: Text(4000).nullable() }).nullable(),
  unclaimed: Text(1000).nullable(),
  wentOn: WentOn.nullable(),
}) satisfies z.ZodType<TrackingShownText>;
export type TrackingShown = z.infer<typeof TrackingShown>;

/** A relay run's latest workflow runs, a count of the others, and its last look at new comments. */
export const RelayLegs = z.object({ legs: z.array(Text(40)).max(CHECKLIST_ROWS), legsBefore: Count, looked: z.iso.datetime() });
export type RelayLegs = z.infer<typeof RelayLegs>;

/** The tracking marker as this release writes it. */
export const TrackingMarker = z.object({
  version: z.literal(TRACKING_VERSION),
  /** Its first workflow run's id. */
  run: Text(40),
  issue: z.number().int().positive(),
  trigger: Text(200),
  state: TrackingState,
  started: z.iso.datetime(),
  /** The last sign of life, or when it ended. */
  heartbeat: z.iso.datetime(),
  round: Count,
  /** The workflow run carrying it, when not `run`. */
  leg: Text(40).optional(),
  relay: RelayLegs.optional(),
  /** The cost the agent reported (US dollars) and its usage. */
  spend: z.object({ usd: z.number().nonnegative().nullable(), usage: UsageReport }),
  checklist: Checklist,
  shown: TrackingShown,
});
export type TrackingMarker = z.infer<typeof TrackingMarker>;

/** A run as any release's marker records it; an earlier release's cannot be rendered again. */
export type TrackedRun = Omit<TrackingMarker, "version" | "shown"> & { shown: TrackingShown | null };
