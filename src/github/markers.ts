import { z } from "zod";

/**
 * Machine-readable state kept in HTML comments of the bot's own comments
 * (design contract: markers). A marker is `<!-- ralph-bot:<kind> <json> -->`; it is
 * trusted only in a comment written by the bot's identity (`bot-login`).
 */
export const MarkerKind = z.enum(["round", "final", "pull-request", "reply", "tracking", "stop", "state"]);
export type MarkerKind = z.infer<typeof MarkerKind>;

const MARKER = /<!-- ralph-bot:([a-z-]+) (\{.*?\}) -->/g;

/** Renders a marker; `>` is escaped in the JSON so the data can never close the HTML comment. */
export function renderMarker(kind: MarkerKind, data: Record<string, string | number | boolean | null>): string {
  return `<!-- ralph-bot:${kind} ${JSON.stringify(data).replace(/>/g, "\\u003e")} -->`;
}

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
