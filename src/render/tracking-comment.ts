/**
 * The tracking comment (design contract: one per run, edited as rounds finish): renders it, and
 * reads back what the bot wrote in it (its marker, the run state, the finished rounds' lines).
 * Pure text; when a run is live is `record/liveness.ts`, reading and writing it on GitHub `record/run-record.ts`.
 */
import { renderMarker } from "../github/markers.js";
import { mapStrings } from "../core/json.js";
import { serializeRunState, type RunState } from "../core/state.js";
import { formatUsd, reportedCost } from "../core/budget.js";
import { addUsage, sumUsage } from "../core/usage.js";
import type { AgentUsage } from "../core/ports.js";
import { formatDuration, formatUsage, roundStatus, type PostedRound, type RenderContext } from "./text.js";
import { safeText } from "../core/sanitize.js";
import { clip } from "./safe-text.js";
import { renderStartingCheck } from "./replies.js";

/** The state of a relay run between two legs, as the marker says it. */
const HANDED_OFF = "handed-off";

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
  /** What earlier workflow runs of the same run left (an earlier attempt, earlier relay legs, a dead run taken over); absent: nothing. */
  carried?: Carried;
  /** Why the remote took no claim on the issue for this run (see `workspace/claim.ts`); absent or null: it holds one. */
  unclaimed?: string | null;
}

/** What a run carries over from the workflow runs that carried it before this one. */
export interface Carried {
  /** The checklist lines of their rounds, as the bot wrote them in the tracking comment (already sanitized). */
  earlierRounds: readonly string[];
  /** The cost the agent reported in them, in US dollars; null when none. */
  spentBeforeUsd: number | null;
  /** The agent's usage in them, as it reported it (`{}` when none). */
  usageBefore: AgentUsage;
  /**
   * Relay mode (issue 11): the workflow runs that carried the run, oldest first, this one last,
   * with how many before them the marker no longer lists (`legsBefore`, absent: none), and when
   * this leg read the issue's new comments; null in-job.
   */
  relay: { legs: readonly string[]; legsBefore?: number; looked: Date } | null;
}

/** Nothing carried over: a run that starts afresh. */
export const NOTHING_CARRIED: Carried = { earlierRounds: [], spentBeforeUsd: null, usageBefore: {}, relay: null };

/**
 * The checklist lines of finished rounds in a tracking comment the bot wrote, for the next relay
 * leg to keep: the `- … N earlier rounds` line first when the checklist left rounds out (see
 * {@link CHECKLIST_ROWS}), so the count of the run's rounds survives the hand-over.
 */
export function finishedRoundLines(body: string): string[] {
  return body.split("\n").filter((line) => /^- \[x\] Round \d+ — /.test(line) || OMITTED_LINE.test(line));
}

/** `- … 12 earlier rounds, each in its round comment`: how many rounds the checklist leaves out. */
const OMITTED_LINE = /^- … (\d+) earlier rounds/;

/** How many rounds the carried checklist lines stand for: the rounds they list, and those the `- … N earlier rounds` line counts. */
export function carriedRoundCount(lines: readonly string[]): number {
  const { omitted, lines: rounds } = splitOmitted(lines);
  return omitted + rounds.length;
}

/** Carried checklist lines split into the number of rounds left out before them and the round lines. */
function splitOmitted(lines: readonly string[]): { omitted: number; lines: string[] } {
  const first = OMITTED_LINE.exec(lines[0] ?? "");
  return first === null ? { omitted: 0, lines: [...lines] } : { omitted: Number(first[1]), lines: lines.slice(1) };
}

/** The total of two reported costs in US dollars (micro-dollar precision), null when neither was reported. */
function addCost(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return a ?? b;
  return Math.round((a + b) * 1e6) / 1e6;
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
 * The tracking comment: the objective's title, branch, agent, budget, a checklist
 * of rounds linking each round comment and commit, the agent's usage and the spend
 * against the cost budget, elapsed time, the workflow run, and the outcome once the run ended. Bounded under GitHub's body limit: titles
 * and summaries are clipped and only the last {@link CHECKLIST_ROWS} rounds are listed.
 */
export function renderTrackingComment(view: TrackingView, ctx: RenderContext): string {
  const carried = view.carried ?? NOTHING_CARRIED;
  const relay = carried.relay;
  const spent = addCost(carried.spentBeforeUsd, reportedCost(view.rounds));
  const used = addUsage(carried.usageBefore, sumUsage(view.rounds));
  const leg = relay?.legs.at(-1);
  // The marker lists as many workflow runs as the comment links, and counts the others.
  const legs = relay?.legs.slice(-CHECKLIST_ROWS) ?? [];
  const legsBefore = (relay?.legsBefore ?? 0) + (relay?.legs.length ?? 0) - legs.length;
  const marker = {
    run: ctx.runId,
    issue: ctx.issueNumber,
    trigger: view.trigger,
    state: view.state,
    started: view.startedAt.toISOString(),
    heartbeat: view.now.toISOString(),
    round: view.rounds.at(-1)?.round ?? lastRound(carried.earlierRounds),
    ...(leg !== undefined && leg !== ctx.runId ? { leg } : {}),
    ...(relay !== null ? { legs: legs.join(","), ...(legsBefore > 0 ? { legsBefore } : {}), looked: relay.looked.toISOString() } : {}),
    ...(spent !== null ? { spent } : {}),
    ...(Object.keys(used).length > 0 ? { usage: JSON.stringify(used) } : {}),
  };
  const title = clip(safeText(view.issueTitle, ctx.secrets).replace(/\s+/g, " "), 200);
  const run = ctx.runUrl !== null ? ` · [workflow run](${ctx.runUrl})` : "";
  const from = ctx.check !== undefined ? ` · from the ${renderStartingCheck(ctx.check, ctx.secrets)}` : "";
  const lines = [
    renderMarker("tracking", marker),
    ...(view.runState !== null ? [stateMarker(view.runState, ctx.runId, ctx.secrets)] : []),
    `**Ralph run** on \`${ctx.branch}\` · ${title} · agent \`${ctx.agent}\`${sandboxNote(ctx)} · up to ${ctx.maxRounds} rounds${from}${run}`,
    "",
    ...(view.unclaimed != null ? [unclaimedLine(view.unclaimed, ctx), ""] : []),
  ];
  const { omitted: omittedBefore, lines: carriedLines } = splitOmitted(carried.earlierRounds);
  const checklist = [
    ...carriedLines,
    ...view.rounds.map((round) => {
      const summary = round.report?.summary ?? round.failure ?? "";
      const line = clip(safeText(summary, ctx.secrets).replace(/\s+/g, " "), 100).replace(/\s+/g, " ");
      const report =
        round.commentUrl !== null ? `[report](${round.commentUrl})` : `report not posted: ${round.notPosted ?? "GitHub refused it"}`;
      return `- [x] Round ${round.round} — ${roundStatus(round)} — ${line} (${report}, \`${round.commit.sha.slice(0, 7)}\`)`;
    }),
  ];
  const shown = checklist.slice(-CHECKLIST_ROWS);
  const omitted = omittedBefore + checklist.length - shown.length;
  if (omitted > 0) lines.push(`- … ${omitted} earlier rounds, each in its round comment`);
  lines.push(...shown);
  const next = (marker.round ?? 0) + 1;
  if (view.state === "running") lines.push(`- [ ] Round ${next} — running`);
  if (view.state === HANDED_OFF) lines.push(`- [ ] Round ${next} — handed off to the next workflow run`);
  const elapsed = formatDuration(view.now.getTime() - view.startedAt.getTime());
  lines.push("");
  const usage = formatUsage(used);
  const goingOn = view.state === "running" || view.state === HANDED_OFF;
  if (usage !== "") lines.push(`The agent used ${usage}${goingOn ? " so far" : ""}.`);
  const budget = budgetLine(view.rounds, spent, ctx.maxCostUsd ?? null);
  if (budget !== null) lines.push(budget);
  if (relay !== null) {
    // As bounded as the checklist: the latest workflow runs, the others counted.
    const links = legs.map((id) => `[${id}](${ctx.repositoryUrl}/actions/runs/${id})`);
    lines.push(
      `Relay mode: one workflow run per round; workflow runs ${legsBefore > 0 ? `… ${legsBefore} earlier · ` : ""}${links.join(" · ")}.`,
    );
  }
  if (view.state === "running") {
    lines.push(`Running for ${elapsed}.`);
  } else if (view.state === HANDED_OFF) {
    lines.push(`Running for ${elapsed}; round ${next} starts in the next workflow run.`);
  } else {
    const pull = view.pullRequestUrl !== null ? ` · pull request ${view.pullRequestUrl}` : "";
    lines.push(
      `**Outcome: ${view.state}** after ${omitted + shown.length} round${omitted + shown.length === 1 ? "" : "s"}, ${elapsed}${pull}`,
    );
    if (view.ending !== null) lines.push("", view.ending);
  }
  return lines.join("\n");
}

/**
 * The header's note on the sandbox: ` (no sandbox)` or ` (network open)`, and the model key
 * variables the agent holds (not the egress proxy); empty for the defaults.
 */
function sandboxNote(ctx: RenderContext): string {
  const notes = [
    ...(ctx.sandboxed === false ? ["no sandbox"] : ctx.networkOpen === true ? ["network open"] : []),
    ...(ctx.keysInside !== undefined && ctx.keysInside.length > 0 ? [`the agent holds the model key ${ctx.keysInside.join(", ")}`] : []),
  ];
  return notes.length > 0 ? ` (${notes.join("; ")})` : "";
}

/**
 * The tracking comment's line for a run the remote gave no claim on its issue: GitHub's refusal
 * (clipped) and what it means, with the fix.
 */
function unclaimedLine(reason: string, ctx: RenderContext): string {
  const why = clip(safeText(reason, ctx.secrets).replace(/\s+/g, " "), 300);
  return (
    `_This run holds no claim on #${ctx.issueNumber}: the remote refused \`refs/ralph/claims/issue-${ctx.issueNumber}/run\` (${why}). ` +
    "Only this tracking comment keeps a second run from starting; let the workflow's token create and delete `refs/ralph/*` " +
    "(a ruleset's bypass list) to claim issues again._"
  );
}

/**
 * The spend against the cost budget (issue 11: "the tracking comment shows the spend so far against
 * the budget"), or null without a budget. When the agent reported usage but no cost (a CLI that
 * reports tokens only), it says that the budget cannot apply.
 */
function budgetLine(rounds: readonly PostedRound[], spent: number | null, maxCostUsd: number | null): string | null {
  if (maxCostUsd === null) return null;
  const budget = formatUsd(maxCostUsd);
  if (spent !== null) return `Spent ${formatUsd(spent)} of the ${budget} budget (max-cost-usd), as the agent reported.`;
  if (rounds.length === 0) return `Budget: ${budget} (max-cost-usd).`;
  return `Budget: ${budget} (max-cost-usd), but the agent reports no cost, so it cannot apply.`;
}

/** The highest round among checklist lines (see {@link finishedRoundLines}), 0 when none. */
function lastRound(lines: readonly string[]): number {
  return Math.max(0, ...lines.map((line) => Number(/^- \[x\] Round (\d+)/.exec(line)?.[1] ?? 0)));
}

/**
 * A tracking comment (`body`, as the bot wrote it) of a run another workflow run goes on with, at
 * round `firstRound`: a dead run's is marked superseded (its marker's `running` or `handed-off`
 * state becomes `superseded`, its open checklist line goes) with a note saying why (by `state`, its
 * marker state); a run that ended `error` keeps its outcome, and a note says where it went on.
 */
export function supersededTrackingComment(body: string, state: string, by: { runUrl: string; runId: string }, firstRound: number): string {
  const next = `[workflow run ${by.runId}](${by.runUrl})`;
  if (state !== "running" && state !== HANDED_OFF) {
    return `${body}\n\n**Went on:** the same trigger was delivered again; ${next} went on with this run's work at round ${firstRound}.`;
  }
  const marked = body.replace(
    /(<!-- ralph-bot:tracking \{.*?)"state":"(?:running|handed-off)"(.*?\} -->)/,
    (_all, head: string, tail: string) => `${head}"state":"superseded"${tail}`,
  );
  const why =
    state === HANDED_OFF
      ? "its next workflow run never picked it up (the relay dispatch was lost)"
      : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  const note = `\n\n**Superseded:** ${why}; ${next} took over at round ${firstRound}.`;
  return marked.replace(/\n- \[ \] Round \d+ — (?:running|handed off to the next workflow run)/, "") + note;
}
