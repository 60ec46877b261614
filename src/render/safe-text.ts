/**
 * Bounds for text the bot writes on GitHub. What may be echoed is decided by the one sanitizer,
 * `core/sanitize.ts` (`safeText`, `safeCode`, `safeLine`); this module only cuts it to size.
 */

/** GitHub's limit on an issue comment or pull request body, in characters. */
export const GITHUB_BODY_LIMIT = 65536;

/**
 * Cuts text to at most `maxChars` characters, ending with a visible marker that
 * says how many characters were cut. Text within the bound is returned unchanged.
 */
export function clip(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const keep = keptChars(text.length, maxChars);
  return text.slice(0, keep) + cutMarker(text.length - keep, "end");
}

/** Like {@link clip}, but keeps the end of the text (where logs put their summaries). */
export function clipStart(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const keep = keptChars(text.length, maxChars);
  return cutMarker(text.length - keep, "start") + text.slice(text.length - keep);
}

function cutMarker(cut: number, where: "start" | "end"): string {
  return where === "end" ? `\n… [cut: ${cut} more characters]` : `[cut: ${cut} earlier characters] …\n`;
}

/** How many characters fit beside a marker, sized for the longest marker and the largest possible count. */
function keptChars(length: number, maxChars: number): number {
  return Math.max(0, maxChars - Math.max(cutMarker(length, "end").length, cutMarker(length, "start").length));
}
