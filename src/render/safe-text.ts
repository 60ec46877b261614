// Cuts text to size; what may be echoed is core/sanitize.ts's to decide.

/** GitHub's limit on a comment or pull request body, in chars. */
export const GITHUB_BODY_LIMIT = 65536;

/** Text cut to `maxChars`, ending with a marker that says how much was cut. */
export function clip(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const keep = keptChars(text.length, maxChars);
  return text.slice(0, keep) + cutMarker(text.length - keep, "end");
}

/** Like {@link clip}, but keeps the end, where logs put their summaries. */
export function clipStart(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const keep = keptChars(text.length, maxChars);
  return cutMarker(text.length - keep, "start") + text.slice(text.length - keep);
}

function cutMarker(cut: number, where: "start" | "end"): string {
  return where === "end" ? `\n… [cut: ${cut} more characters]` : `[cut: ${cut} earlier characters] …\n`;
}

/** The chars that fit beside the longest possible marker. */
function keptChars(length: number, maxChars: number): number {
  return Math.max(0, maxChars - Math.max(cutMarker(length, "end").length, cutMarker(length, "start").length));
}
