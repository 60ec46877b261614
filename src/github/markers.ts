import * as z from "zod";

/**
 * Machine-readable state kept in HTML comments of the bot's own comments
 * (design contract: markers). A marker is `<!-- ralph-bot:<kind> <json> -->`; it is
 * trusted only in a comment written by the bot's identity (`bot-login`).
 */
export const MarkerKind = z.enum(["round", "final", "pull-request", "reply", "tracking", "stop", "state"]);
export type MarkerKind = z.infer<typeof MarkerKind>;

const MARKER = /<!-- ralph-bot:([a-z-]+) (\{.*?\}) -->/g;

/** A value a marker holds: JSON, with absent object fields left out. */
export type MarkerValue = string | number | boolean | null | readonly MarkerValue[] | { readonly [key: string]: MarkerValue | undefined };

/** Renders a marker; `>` is escaped in the JSON so the data can never close the HTML comment. */
export function renderMarker(kind: MarkerKind, data: { readonly [key: string]: MarkerValue | undefined }): string {
  return `<!-- ralph-bot:${kind} ${JSON.stringify(data).replace(/>/g, "\\u003e")} -->`;
}

/** Longest summary a round marker carries, in chars: the round table's summary cell (`summaryCell`, `render/text.ts`). */
export const SUMMARY_CELL_CHARS = 120;

/** The verify command's verdict after a round, as a round marker keeps it: `none` when it did not run. */
export const RoundVerdict = z.enum(["passed", "failed", "none"]);
export type RoundVerdict = z.infer<typeof RoundVerdict>;

/**
 * The data of a round comment's `round` marker (`renderRoundComment`): what identifies the round
 * (`run`: the run's identity, its first workflow run's id; `issue`; `round`, from 1; `status` as
 * the round ended; `sha`, its commit, 40 hex chars) and what a later workflow run of the same run
 * needs for the round's row in the pull request's round table (issue 12), none of which it can
 * re-read reliably from the comment's text: `started` (epoch ms), `elapsed` (the round's whole
 * wall time, ms), `verified`, `usage` (JSON of a `UsageReport`, as the tracking marker keeps it)
 * `refused` (JSON of the hosts the round was refused, see {@link RefusedHostsMarker}), and
 * `summary` (the table's cell: one line, sanitized, at most {@link SUMMARY_CELL_CHARS} chars).
 * Those five are absent in comments written before they were kept. Unknown keys are allowed (a
 * newer bot's marker still reads).
 */
export const RoundMarker = z.object({
  refused: z.string().max(4000).optional(),
  run: z.string(),
  issue: z.number().int(),
  round: z.number().int().positive(),
  status: z.enum(["continue", "complete", "blocked", "failed"]),
  sha: z.string().regex(/^[0-9a-f]{40}$/),
  started: z.number().int().nonnegative().optional(),
  elapsed: z.number().int().nonnegative().optional(),
  verified: RoundVerdict.optional(),
  usage: z.string().max(1000).optional(),
  summary: z.string().max(SUMMARY_CELL_CHARS).optional(),
});
export type RoundMarker = z.infer<typeof RoundMarker>;

/** The round marker's `refused` field once parsed: the hosts a round was refused, with counts and reasons (issue 21). */
export const RefusedHostsMarker = z
  .array(
    z.object({
      host: z.string().max(253),
      count: z.number().int().positive(),
      reason: z.enum(["not-allowed", "address", "host-mismatch"]),
    }),
  )
  .max(10);

/** A comment as the REST API returns it, reduced to what marker reading needs. */
export interface CommentLike {
  body?: string | null;
  user: { login: string } | null;
}

/**
 * The data of the first `kind` marker in a comment written by `botLogin`
 * (compared case-insensitively, as GitHub logins are), or null. Markers in anyone
 * else's comment, or in malformed JSON, are ignored.
 */
export function readTrustedMarker(comment: CommentLike, kind: MarkerKind, botLogin: string): Record<string, unknown> | null {
  if (comment.user?.login.toLowerCase() !== botLogin.toLowerCase()) return null;
  for (const match of (comment.body ?? "").matchAll(MARKER)) {
    if (match[1] !== kind || match[2] === undefined) continue;
    try {
      const data: unknown = JSON.parse(match[2]);
      if (data !== null && typeof data === "object" && !Array.isArray(data)) return data as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return null;
}
