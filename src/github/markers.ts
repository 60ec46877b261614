import * as z from "zod";

// `<!-- ralph-bot:<kind> <json> -->` in the bot's own comments, trusted only from its identity.
export const MarkerKind = z.enum(["round", "final", "pull-request", "reply", "tracking", "stop", "state"]);
export type MarkerKind = z.infer<typeof MarkerKind>;

const MARKER = /<!-- ralph-bot:([a-z-]+) (\{.*?\}) -->/g;

/** A value a marker holds: JSON, with absent object fields left out. */
export type MarkerValue = string | number | boolean | null | readonly MarkerValue[] | { readonly [key: string]: MarkerValue | undefined };

/** Renders a marker; `>` is escaped in the JSON so the data can never close the HTML comment. */
export function renderMarker(kind: MarkerKind, data: { readonly [key: string]: MarkerValue | undefined }): string {
  return `<!-- ralph-bot:${kind} ${JSON.stringify(data).replace(/>/g, "\\u003e")} -->`;
}

/** The summary cell, in chars. */
export const SUMMARY_CELL_CHARS = 120;

/** `none` when the verify command did not run. */
export const RoundVerdict = z.enum(["passed", "failed", "none"]);
export type RoundVerdict = z.infer<typeof RoundVerdict>;

/** A round's table row for later workflow runs; unknown keys allowed, for newer bots. */
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

export const RefusedHostsMarker = z
  .array(
    z.object({
      host: z.string().max(253),
      count: z.number().int().positive(),
      reason: z.enum(["not-allowed", "address", "host-mismatch"]),
    }),
  )
  .max(10);

export interface CommentLike {
  body?: string | null;
  user: { login: string } | null;
}

/** The first `kind` marker in a comment by `botLogin`, or null. */
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
