/** The tracking comment's text, made from the run's record and never read back; bounded by clipping and {@link CHECKLIST_ROWS}. */
import { formatUsd } from "../core/budget.js";
import type { AgentUsage } from "../core/ports.js";
import { safeText } from "../core/sanitize.js";
import { clip } from "./safe-text.js";
import { renderStartingCheck } from "./replies.js";
import { formatDuration, formatUsage, roundStatus, type PostedRound, type RenderContext } from "./text.js";

/** What a maintainer does when the remote refuses the run's claim. */
const CLAIM_FIX =
  "Only this tracking comment keeps a second run from starting; let the workflow's token create and delete `refs/ralph/*` " +
  "(a ruleset's bypass list) to claim issues again.";

/** Rounds the checklist lists, the latest ones. */
export const CHECKLIST_ROWS = 20;

/** A finished round as the checklist lists it. */
export interface ChecklistRow {
  round: number;
  status: string;
  summary: string;
  commentUrl: string | null;
  notPosted?: string | undefined;
  sha: string;
}

/** What the comment's first line says of the run, its title already safe to echo. */
export interface TrackingHeader {
  title: string;
  branch: string;
  agent: string;
  maxRounds: number;
  sandboxed: boolean;
  networkOpen: boolean;
  keysInside: string[];
  maxCostUsd: number | null;
  /** The failed check the run is from, as a safe link. */
  from: string | null;
  runUrl: string | null;
  repositoryUrl: string;
}

/** Where the run went on after its `error`, or who took it over. */
export interface WentOnText {
  reason: "redelivered" | "runner-lost" | "dispatch-lost";
  runId: string;
  runUrl: string;
  round: number;
}

export interface TrackingShown {
  header: TrackingHeader;
  ending: { pullRequestUrl: string | null; note: string | null } | null;
  /** See {@link unclaimedReason}; null: the run holds its claim. */
  unclaimed: string | null;
  wentOn: WentOnText | null;
}

export interface TrackingText {
  issue: number;
  state: string;
  started: string;
  heartbeat: string;
  round: number;
  relay?: { legs: readonly string[]; legsBefore: number } | undefined;
  spend: { usd: number | null; usage: AgentUsage };
  checklist: { omitted: number; rows: readonly ChecklistRow[] };
  shown: TrackingShown;
}

const HANDED_OFF = "handed-off";

/** The comment's text below its markers. */
export function renderTrackingText(tracking: TrackingText): string {
  const { header, unclaimed } = tracking.shown;
  return [
    headerLine(header),
    "",
    ...(unclaimed !== null ? [unclaimedLine(unclaimed, tracking.issue), ""] : []),
    ...checklistLines(tracking),
    "",
    ...footerLines(tracking),
  ].join("\n");
}

/** A finished round's row, its summary safe to echo, on one line, at most 100 chars. */
export function checklistRow(round: PostedRound, secrets: readonly string[]): ChecklistRow {
  const summary = round.report?.summary ?? round.failure ?? "";
  return {
    round: round.round,
    status: roundStatus(round),
    summary: clip(safeText(summary, secrets).replace(/\s+/g, " "), 100).replace(/\s+/g, " "),
    commentUrl: round.commentUrl,
    ...(round.notPosted !== undefined ? { notPosted: round.notPosted } : {}),
    sha: round.commit.sha.slice(0, 7),
  };
}

export function trackingHeader(ctx: RenderContext, title: string): TrackingHeader {
  return {
    title: clip(safeText(title, ctx.secrets).replace(/\s+/g, " "), 200),
    branch: ctx.branch,
    agent: ctx.agent,
    maxRounds: ctx.maxRounds,
    sandboxed: ctx.sandboxed !== false,
    networkOpen: ctx.networkOpen === true,
    keysInside: [...(ctx.keysInside ?? [])],
    maxCostUsd: ctx.maxCostUsd ?? null,
    from: ctx.check !== undefined ? renderStartingCheck(ctx.check, ctx.secrets) : null,
    runUrl: ctx.runUrl,
    repositoryUrl: ctx.repositoryUrl,
  };
}

function headerLine(header: TrackingHeader): string {
  const run = header.runUrl !== null ? ` · [workflow run](${header.runUrl})` : "";
  const from = header.from !== null ? ` · from the ${header.from}` : "";
  const where = `**Ralph run** on \`${header.branch}\` · ${header.title} · agent \`${header.agent}\`${sandboxNote(header)}`;
  return `${where} · up to ${header.maxRounds} rounds${from}${run}`;
}

/** ` (no sandbox)`, ` (network open)`, the model keys the agent holds; empty for the defaults. */
function sandboxNote(header: TrackingHeader): string {
  const notes = [
    ...(!header.sandboxed ? ["no sandbox"] : header.networkOpen ? ["network open"] : []),
    ...(header.keysInside.length > 0 ? [`the agent holds the model key ${header.keysInside.join(", ")}`] : []),
  ];
  return notes.length > 0 ? ` (${notes.join("; ")})` : "";
}

/** GitHub's refusal of the run's claim, safe to echo, on one line, at most 300 chars. */
export function unclaimedReason(reason: string, secrets: readonly string[]): string {
  return clip(safeText(reason, secrets).replace(/\s+/g, " "), 300);
}

/** The line for a run the remote gave no claim: why, what it means, the fix. */
function unclaimedLine(why: string, issue: number): string {
  return `_This run holds no claim on #${issue}: the remote refused \`refs/ralph/claims/issue-${issue}/run\` (${why}). ${CLAIM_FIX}_`;
}

function checklistLines(tracking: TrackingText): string[] {
  const { omitted, rows } = tracking.checklist;
  const next = tracking.round + 1;
  return [
    ...(omitted > 0 ? [`- … ${omitted} earlier rounds, each in its round comment`] : []),
    ...rows.map(roundLine),
    ...(tracking.state === "running" ? [`- [ ] Round ${next} — running`] : []),
    ...(tracking.state === HANDED_OFF ? [`- [ ] Round ${next} — handed off to the next workflow run`] : []),
  ];
}

function roundLine(row: ChecklistRow): string {
  const report = row.commentUrl !== null ? `[report](${row.commentUrl})` : `report not posted: ${row.notPosted ?? "GitHub refused it"}`;
  return `- [x] Round ${row.round} — ${row.status} — ${row.summary} (${report}, \`${row.sha}\`)`;
}

/** The usage, the budget, the relay's workflow runs, and the state or outcome. */
function footerLines(tracking: TrackingText): string[] {
  const { state, spend, shown } = tracking;
  const goingOn = state === "running" || state === HANDED_OFF;
  const usage = formatUsage(spend.usage);
  const budget = budgetLine(spend.usd, roundsDone(tracking), shown.header.maxCostUsd);
  const elapsed = formatDuration(Date.parse(tracking.heartbeat) - Date.parse(tracking.started));
  return [
    ...(usage !== "" ? [`The agent used ${usage}${goingOn ? " so far" : ""}.`] : []),
    ...(budget !== null ? [budget] : []),
    ...(tracking.relay !== undefined ? [relayLine(tracking.relay, shown.header.repositoryUrl)] : []),
    ...stateLines(tracking, elapsed),
    ...(shown.wentOn !== null ? ["", wentOnLine(shown.wentOn)] : []),
  ];
}

function roundsDone(tracking: TrackingText): number {
  return tracking.checklist.omitted + tracking.checklist.rows.length;
}

/** The spend against `max-cost-usd`; null without a budget. */
function budgetLine(spentUsd: number | null, rounds: number, maxCostUsd: number | null): string | null {
  if (maxCostUsd === null) return null;
  const budget = formatUsd(maxCostUsd);
  if (spentUsd !== null) return `Spent ${formatUsd(spentUsd)} of the ${budget} budget (max-cost-usd), as the agent reported.`;
  if (rounds === 0) return `Budget: ${budget} (max-cost-usd).`;
  return `Budget: ${budget} (max-cost-usd), but the agent reports no cost, so it cannot apply.`;
}

function relayLine(relay: { legs: readonly string[]; legsBefore: number }, repositoryUrl: string): string {
  const links = relay.legs.map((id) => `[${id}](${repositoryUrl}/actions/runs/${id})`);
  const before = relay.legsBefore > 0 ? `… ${relay.legsBefore} earlier · ` : "";
  return `Relay mode: one workflow run per round; workflow runs ${before}${links.join(" · ")}.`;
}

function stateLines(tracking: TrackingText, elapsed: string): string[] {
  const next = tracking.round + 1;
  if (tracking.state === "running") return [`Running for ${elapsed}.`];
  if (tracking.state === HANDED_OFF) return [`Running for ${elapsed}; round ${next} starts in the next workflow run.`];
  if (tracking.state === "superseded") return [];
  const ending = tracking.shown.ending;
  const pull = ending?.pullRequestUrl != null ? ` · pull request ${ending.pullRequestUrl}` : "";
  const rounds = roundsDone(tracking);
  const outcome = `**Outcome: ${tracking.state}** after ${rounds} round${rounds === 1 ? "" : "s"}, ${elapsed}${pull}`;
  return ending?.note != null ? [outcome, "", ending.note] : [outcome];
}

function wentOnLine(wentOn: WentOnText): string {
  const next = `[workflow run ${wentOn.runId}](${wentOn.runUrl})`;
  if (wentOn.reason === "redelivered") {
    return `**Went on:** the same trigger was delivered again; ${next} went on with this run's work at round ${wentOn.round}.`;
  }
  const why =
    wentOn.reason === "dispatch-lost"
      ? "its next workflow run never picked it up (the relay dispatch was lost)"
      : "the workflow run of this Ralph run ended while it was running (the runner was lost)";
  return `**Superseded:** ${why}; ${next} took over at round ${wentOn.round}.`;
}
