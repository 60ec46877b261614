import { z } from "zod";
import { readTrustedMarker, renderMarker, type CommentLike } from "./markers.js";
import { mapStrings } from "../core/json.js";
import { parseRunState, serializeRunState, type RunState } from "../core/state.js";
import { formatUsd, reportedCost } from "../core/budget.js";
import { sumUsage } from "../core/usage.js";
import { formatDuration, formatUsage, roundStatus, type PostedRound, type RenderContext } from "./render.js";
import { safeText } from "../core/sanitize.js";
import { clip } from "./safe-text.js";

/**
 * The state a tracking comment's marker carries (design contract: one tracking
 * comment per run, edited as rounds finish). `state` is `running` until the run
 * ends, then the outcome. `heartbeat` is refreshed while the run is alive.
 */
export const TrackingMarker = z.object({
  run: z.string(),
  issue: z.number(),
  /** What started the run (see {@link triggerKey}); a second delivery of the same event starts nothing. */
  trigger: z.string(),
  state: z.string(),
  /** ISO time the run started. */
  started: z.string(),
  /** ISO time of the last sign of life; once the run ended, when it ended. */
  heartbeat: z.string(),
  /** The last round the run finished (0 before the first); absent in markers written before it was added. */
  round: z.number().optional(),
});
export type TrackingMarker = z.infer<typeof TrackingMarker>;

/** A comment as listed by the REST API, reduced to what the tracking logic reads. */
export interface ListedComment extends CommentLike {
  id: number;
  created_at: string;
}

/** The trusted tracking markers among an issue's comments, oldest first. */
export function trackingMarkers(comments: readonly ListedComment[], botLogin: string): TrackingMarker[] {
  const markers: TrackingMarker[] = [];
  for (const comment of comments) {
    const parsed = TrackingMarker.safeParse(readTrustedMarker(comment, "tracking", botLogin));
    if (parsed.success) markers.push(parsed.data);
  }
  return markers;
}

/**
 * The workflow runs that tracking comments still show `running`, each once, oldest first: the runs
 * to ask the Actions API about (see `workflowRunEnded`) before calling {@link runConflict}.
 */
export function runningRuns(markers: readonly TrackingMarker[]): string[] {
  return [...new Set(markers.filter((marker) => marker.state === "running").map((marker) => marker.run))];
}

/**
 * Why a new run must not start, or null:
 * - the same trigger was already handled (a webhook delivered twice);
 * - a run on the issue is live: still `running`, with a heartbeat younger than `staleAfterMs`
 *   (a run whose runner vanished stops counting once its heartbeat is stale);
 * - the trigger arrived while another run was live (`triggeredAt` between its start and its
 *   end): with a per-issue concurrency group such a trigger waits in the queue until that run
 *   ended, and must not start a second run then.
 * `endedRuns` are workflow runs the Actions API says have ended (default: none known). A run whose
 * tracking comment still says `running` although its workflow run ended is dead (its runner was
 * lost): it is not live whatever its heartbeat says, it did not finish the trigger it handled (a
 * second delivery of that trigger resumes its work), and a trigger queued behind it may start.
 */
export function runConflict(
  markers: readonly TrackingMarker[],
  trigger: { key: string; at: Date },
  now: Date,
  staleAfterMs: number,
  endedRuns: ReadonlySet<string> = new Set(),
): string | null {
  const dead = (marker: TrackingMarker) => marker.state === "running" && endedRuns.has(marker.run);
  const same = markers.find((marker) => marker.trigger === trigger.key && !dead(marker));
  if (same !== undefined) return `this trigger (${trigger.key}) was already handled by workflow run ${same.run}`;
  const live = liveRun(markers, now, staleAfterMs, endedRuns);
  if (live !== null) return `workflow run ${live.run} is already running on this issue`;
  const at = trigger.at.getTime();
  // GitHub's timestamps have whole seconds: compare at that precision, and let a trigger in the
  // very second a run ended start a new run rather than be lost.
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
  const during = markers.find((marker) => !dead(marker) && second(marker.started) <= at && at < second(marker.heartbeat));
  if (during !== undefined) return `the trigger arrived while workflow run ${during.run} was running on this issue`;
  return null;
}

/** Whether any run on the issue is live (see {@link runConflict}): `running`, its workflow run not among `endedRuns`, its heartbeat fresh. */
export function liveRun(
  markers: readonly TrackingMarker[],
  now: Date,
  staleAfterMs: number,
  endedRuns: ReadonlySet<string> = new Set(),
): TrackingMarker | null {
  return (
    markers.find(
      (marker) => marker.state === "running" && !endedRuns.has(marker.run) && now.getTime() - Date.parse(marker.heartbeat) < staleAfterMs,
    ) ?? null
  );
}

/** Everything the tracking comment shows. */
export interface TrackingView {
  trigger: string;
  /** `running`, or the outcome once the run ended. */
  state: string;
  issueTitle: string;
  rounds: readonly PostedRound[];
  startedAt: Date;
  now: Date;
  pullRequestUrl: string | null;
  /** One line on how the run ended (shown once `state` is not `running`). */
  ending: string | null;
  /** The run's state (lessons, handoff, last passing commit), kept in a trusted marker so a resumed run picks it up. */
  runState: RunState | null;
}

/**
 * Rounds listed in the checklist, the latest ones: the comment is sent whole at every round (and
 * read back by the look between rounds), so its size, and the bytes a round moves, stop growing
 * once the run has this many rounds. Each round stays in its round comment and the pull request's table.
 */
export const CHECKLIST_ROWS = 20;

/** Room for the state marker, in chars: lessons (50 × 500) and tails fit; a larger handoff is left out. */
const STATE_MARKER_CHARS = 40_000;

/**
 * The state marker, bounded: when the whole state does not fit, the handoff and then
 * the failed verification's output are left out (both are also in the round comments).
 */
function stateMarker(unsafe: RunState, run: string, secrets: readonly string[]): string {
  // Echoed like any untrusted text: the marker sits in a comment body anyone can read.
  const state = mapStrings(unsafe, (text) => safeText(text, secrets));
  const candidates: RunState[] = [state, { ...state, handoff: null }, { ...state, handoff: null, failedVerification: null }];
  for (const candidate of candidates) {
    const marker = renderMarker("state", { run, state: serializeRunState(candidate) });
    if (marker.length <= STATE_MARKER_CHARS) return marker;
  }
  return renderMarker("state", {
    run,
    state: serializeRunState({ ...state, handoff: null, failedVerification: null, lessons: { items: [], dropped: 0 } }),
  });
}

/**
 * The newest run state a trusted comment of the bot carries, or null. A marker that
 * does not parse as a run state is ignored.
 */
export function latestRunState(comments: readonly ListedComment[], botLogin: string): RunState | null {
  for (const comment of [...comments].reverse()) {
    const marker = readTrustedMarker(comment, "state", botLogin);
    if (marker === null || typeof marker.state !== "string") continue;
    const parsed = parseRunState(marker.state);
    if (parsed.ok) return parsed.state;
  }
  return null;
}

/**
 * The tracking comment: the objective's title, branch, agent, budget, a checklist
 * of rounds linking each round comment and commit, the agent's usage and the spend
 * against the cost budget, elapsed time, the workflow run, and the outcome once the run ended. Bounded under GitHub's body limit: titles
 * and summaries are clipped and only the last {@link CHECKLIST_ROWS} rounds are listed.
 */
export function renderTrackingComment(view: TrackingView, ctx: RenderContext): string {
  const marker: TrackingMarker = {
    run: ctx.runId,
    issue: ctx.issueNumber,
    trigger: view.trigger,
    state: view.state,
    started: view.startedAt.toISOString(),
    heartbeat: view.now.toISOString(),
    round: view.rounds.at(-1)?.round ?? 0,
  };
  const title = clip(safeText(view.issueTitle, ctx.secrets).replace(/\s+/g, " "), 200);
  const run = ctx.runUrl !== null ? ` · [workflow run](${ctx.runUrl})` : "";
  const lines = [
    renderMarker("tracking", marker),
    ...(view.runState !== null ? [stateMarker(view.runState, ctx.runId, ctx.secrets)] : []),
    `**Ralph run** on \`${ctx.branch}\` · ${title} · agent \`${ctx.agent}\`${ctx.sandboxed === false ? " (no sandbox)" : ""} · up to ${ctx.maxRounds} rounds${run}`,
    "",
  ];
  const shown = view.rounds.slice(-CHECKLIST_ROWS);
  if (shown.length < view.rounds.length) lines.push(`- … ${view.rounds.length - shown.length} earlier rounds, each in its round comment`);
  for (const round of shown) {
    const summary = round.report?.summary ?? round.failure ?? "";
    const line = clip(safeText(summary, ctx.secrets).replace(/\s+/g, " "), 100).replace(/\s+/g, " ");
    lines.push(
      `- [x] Round ${round.round} — ${roundStatus(round)} — ${line} ([report](${round.commentUrl}), \`${round.commit.sha.slice(0, 7)}\`)`,
    );
  }
  if (view.state === "running") lines.push(`- [ ] Round ${view.rounds.length + 1} — running`);
  const elapsed = formatDuration(view.now.getTime() - view.startedAt.getTime());
  lines.push("");
  const usage = formatUsage(sumUsage(view.rounds));
  if (usage !== "") lines.push(`The agent used ${usage}${view.state === "running" ? " so far" : ""}.`);
  const budget = budgetLine(view.rounds, ctx.maxCostUsd ?? null);
  if (budget !== null) lines.push(budget);
  if (view.state === "running") {
    lines.push(`Running for ${elapsed}.`);
  } else {
    const pull = view.pullRequestUrl !== null ? ` · pull request ${view.pullRequestUrl}` : "";
    lines.push(`**Outcome: ${view.state}** after ${view.rounds.length} round${view.rounds.length === 1 ? "" : "s"}, ${elapsed}${pull}`);
    if (view.ending !== null) lines.push("", view.ending);
  }
  return lines.join("\n");
}

/**
 * The spend against the cost budget (issue 11: "the tracking comment shows the spend so far against
 * the budget"), or null without a budget. When the agent reported usage but no cost (a CLI that
 * reports tokens only), it says that the budget cannot apply.
 */
function budgetLine(rounds: readonly PostedRound[], maxCostUsd: number | null): string | null {
  if (maxCostUsd === null) return null;
  const budget = formatUsd(maxCostUsd);
  const spent = reportedCost(rounds);
  if (spent !== null) return `Spent ${formatUsd(spent)} of the ${budget} budget (max-cost-usd), as the agent reported.`;
  if (rounds.length === 0) return `Budget: ${budget} (max-cost-usd).`;
  return `Budget: ${budget} (max-cost-usd), but the agent reports no cost, so it cannot apply.`;
}

/** The event that started a run, as a stable key: the same delivery always gives the same key. */
export function triggerKey(trigger: { source: string; commentId: number | null; issueUpdatedAt: string | null; runId: string }): string {
  if (trigger.commentId !== null) return `comment:${trigger.commentId}`;
  if (trigger.source === "label" && trigger.issueUpdatedAt !== null) return `label:${trigger.issueUpdatedAt}`;
  return `run:${trigger.runId}`;
}
