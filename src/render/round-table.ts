// The rounds as a reviewer sees them, in the pull request body and the job summary.
import type { AgentUsage, RefusedHost } from "../core/ports.js";
import { SUMMARY_CELL_CHARS, type RoundVerdict } from "../github/markers.js";
import { addUsage } from "../core/usage.js";
import { clip, GITHUB_BODY_LIMIT } from "./safe-text.js";
import {
  commitLink,
  formatDuration,
  formatUsage,
  linkTarget,
  MARKER_REFUSED_HOSTS,
  refusedHostsLine,
  roundStatus,
  roundVerdict,
  summaryCell,
  type PostedRound,
  type RenderContext,
} from "./text.js";
import { renderTimeline, TIMELINE_ROUNDS } from "./timeline.js";

/** A round as the table shows it, whichever workflow run did it; null fields are unknown and show `—`. */
export interface TableRound {
  round: number;
  status: string;
  verified: RoundVerdict | null;
  /** Pipes not yet escaped. */
  summary: string | null;
  sha: string;
  commentUrl: string | null;
  usage: AgentUsage | null;
  /** Epoch ms. */
  startedAt: number | null;
  /** In ms. */
  elapsedMs: number | null;
  /** Empty for none or unknown. */
  refusedHosts: readonly RefusedHost[];
}

/** A round this workflow run finished. */
export function tableRound(round: PostedRound, ctx: RenderContext): TableRound {
  return {
    round: round.round,
    status: roundStatus(round),
    verified: roundVerdict(round),
    summary: summaryCell(round, ctx),
    sha: round.commit.sha,
    commentUrl: round.commentUrl,
    usage: round.usage ?? null,
    startedAt: round.startedAt ?? null,
    elapsedMs: round.elapsedMs,
    refusedHosts: round.refusedHosts ?? [],
  };
}

/** The refused hosts added up per host and reason, most refused first. */
function refusedInRounds(rounds: readonly TableRound[]): RefusedHost[] {
  const sums = new Map<string, RefusedHost>();
  for (const host of rounds.flatMap((round) => round.refusedHosts)) {
    const key = `${host.reason} ${host.host}`;
    const known = sums.get(key);
    sums.set(key, { ...host, count: (known?.count ?? 0) + host.count });
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host)).slice(0, MARKER_REFUSED_HOSTS);
}

/** What the agent reported, or `—`. */
function usageCell(usage: AgentUsage | null): string {
  const text = formatUsage(usage ?? undefined);
  return text !== "" ? text : "—";
}

const VERIFIED_CELL: Record<RoundVerdict, string> = { passed: "✓", failed: "✗", none: "–" };

/** A row of the round table. */
function roundRow(round: TableRound, ctx: RenderContext): string {
  // Folded and escaped again: the row stays one line whatever the bot's marker held.
  const summary = round.summary === null ? "—" : clip(round.summary.replace(/\s+/g, " ").replace(/</g, "&lt;"), SUMMARY_CELL_CHARS);
  const cells = [
    round.commentUrl !== null ? `[${round.round}](${linkTarget(round.commentUrl)})` : String(round.round),
    round.status,
    round.verified === null ? "—" : VERIFIED_CELL[round.verified],
    summary.replace(/\s+/g, " ").replace(/\|/g, "\\|"),
    commitLink(round.sha, ctx),
    usageCell(round.usage),
    round.elapsedMs === null ? "—" : formatDuration(round.elapsedMs),
  ];
  return `| ${cells.join(" | ")} |`;
}

/** The table of rounds, one row per round given; callers bound how many. */
export function renderRoundTable(rounds: readonly TableRound[], ctx: RenderContext): string {
  return [
    "| round | status | verified | summary | commit | usage | duration |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rounds.map((round) => roundRow(round, ctx)),
  ].join("\n");
}

/** `Total: 5 rounds · 12 min 3 s in rounds · 60k tokens in · 15k out · $0.60`. */
function totalsLine(rounds: readonly TableRound[]): string {
  const usage = formatUsage(rounds.reduce((sum, round) => (round.usage === null ? sum : addUsage(sum, round.usage)), {}));
  const elapsedMs = rounds.reduce((sum, round) => sum + (round.elapsedMs ?? 0), 0);
  return `Total: ${rounds.length} round${rounds.length === 1 ? "" : "s"} · ${formatDuration(elapsedMs)} in rounds${usage !== "" ? ` · ${usage}` : ""}`;
}

/**
 * The table, totals, refused hosts and timeline of the last {@link TIMELINE_ROUNDS} rounds; with
 * `maxChars`, fewer until it fits (throws when not even the last one does).
 */
export function renderRounds(rounds: readonly TableRound[], ctx: RenderContext, maxChars = Infinity): string {
  for (let shown = Math.min(rounds.length, TIMELINE_ROUNDS); ; shown--) {
    const last = rounds.slice(rounds.length - shown);
    const which =
      shown < rounds.length ? `the last ${shown} of ${rounds.length} rounds` : `${rounds.length} round${rounds.length === 1 ? "" : "s"}`;
    const parts = [
      `**Rounds** on \`${ctx.branch}\` with agent \`${ctx.agent}\` (${which})`,
      renderRoundTable(last, ctx),
      totalsLine(rounds),
      refusedHostsLine(refusedInRounds(rounds), ctx),
      renderTimeline(
        last,
        (round) => `Round ${round.round} · ${round.status} · ${round.elapsedMs === null ? "—" : formatDuration(round.elapsedMs)}`,
      ),
    ].filter((part) => part !== "");
    const text = parts.join("\n\n");
    if (text.length <= maxChars) return text;
    if (shown <= 1) throw new Error(`the rounds do not fit in ${maxChars} characters`);
  }
}

/** The first round table in a body: its header line's index and its rows. */
function findTable(lines: readonly string[]): { header: number; rows: number[] } | null {
  const header = lines.findIndex((line, i) => /^\| round \|/.test(line) && /^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ""));
  if (header < 0) return null;
  const rows: number[] = [];
  for (let i = header + 2; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) rows.push(i);
  return { header, rows };
}

/** The rows of the first round table in a pull request body. */
export function roundTableRows(body: string): string[] {
  const lines = body.split("\n");
  const table = findTable(lines);
  return table === null ? [] : table.rows.map((i) => lines[i] ?? "");
}

/** `body` without the rows an earlier attempt of this workflow run added, so a re-run adds them once. */
export function withoutRun(body: string, runUrl: string | null): string {
  if (runUrl === null) return body;
  const lines = body.split("\n");
  const table = findTable(lines);
  const from = table?.rows.find((i) => (lines[i] ?? "").startsWith("| ↳ |") && (lines[i] ?? "").includes(`(${runUrl})`));
  if (table === null || from === undefined) return body;
  const end = (table.rows.at(-1) ?? from) + 1;
  return [...lines.slice(0, from), ...lines.slice(end)].join("\n");
}

/** A row saying where the rounds below it came from; `label` is already safe. */
export function separatorRow(body: string, label: string): string {
  const lines = body.split("\n");
  const table = findTable(lines);
  const columns = table === null ? 7 : Math.max(2, (lines[table.header]?.split("|").length ?? 9) - 2);
  return `| ↳ | ${label.replace(/\|/g, "\\|").replace(/\n/g, " ")} |${" |".repeat(columns - 2)}`;
}

/** The row counting the rows left out to fit GitHub's limit. */
const LEFT_OUT = /^\| … \| (\d{1,9}) older rows left out to fit GitHub's limit \|$/;

/**
 * `body` with `rows` put at the start (`earlier`) or end of its round table; the oldest rows are left
 * out, and counted, while it passes GitHub's limit. Rows are the bot's own, echoed as given.
 */
export function withRows(body: string, rows: readonly string[], where: "start" | "end", header: string): string {
  const lines = body.split("\n");
  const table = findTable(lines);
  let dropped = 0;
  const existing = (table?.rows ?? []).map((i) => lines[i] ?? "");
  const counted = existing.filter((row) => {
    const note = LEFT_OUT.exec(row);
    if (note !== null) dropped += Number(note[1]);
    return note === null;
  });
  let kept = where === "start" ? [...rows, ...counted] : [...counted, ...rows];
  const render = (all: readonly string[]): string => {
    if (table === null) return `${body}\n\n${header}\n${all.join("\n")}`;
    const from = table.header + 2;
    return [...lines.slice(0, from), ...all, ...lines.slice(from + existing.length)].join("\n");
  };
  for (;;) {
    const note = dropped > 0 ? [`| … | ${dropped} older rows left out to fit GitHub's limit |`] : [];
    const result = render([...note, ...kept]);
    if (result.length <= GITHUB_BODY_LIMIT || kept.length === 0) return result;
    const drop = Math.max(1, Math.ceil(kept.length / 10));
    kept = kept.slice(drop);
    dropped += drop;
  }
}
