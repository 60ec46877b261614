/** GitHub's limit on an issue comment or pull request body, in characters. */
export const GITHUB_BODY_LIMIT = 65536;

/**
 * Token shapes redacted wherever untrusted text is echoed: GitHub tokens
 * (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI/Anthropic-style
 * `sk-` keys and AWS access key ids (`AKIA…`).
 */
const TOKEN_SHAPES = /\b(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})\b/g;

const REDACTED = "[redacted]";

/** Known secret values (each at least 4 chars) and token-shaped strings replaced by `[redacted]`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out.replace(TOKEN_SHAPES, REDACTED);
}

/**
 * Makes untrusted text (issue text, agent reports, command output) safe to echo
 * in a comment the bot writes:
 * - known secret values (each at least 4 chars) and token-shaped strings → `[redacted]`;
 * - `@name` mentions broken with a zero-width space, so nobody is pinged;
 * - `<!--` and `-->` escaped, so the text cannot open or close an HTML comment
 *   and so cannot forge a bot marker.
 */
export function safeText(text: string, secrets: readonly string[]): string {
  let out = redact(text, secrets);
  out = out.replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, "$1@\u200b");
  out = out.replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
  return out;
}

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
