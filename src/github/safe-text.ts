/** GitHub's limit on an issue comment or pull request body, in characters. */
export const GITHUB_BODY_LIMIT = 65536;

/**
 * Token shapes redacted wherever untrusted text is echoed: GitHub tokens
 * (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI/Anthropic-style
 * `sk-` keys and AWS access key ids (`AKIA…`).
 */
const TOKEN_SHAPES = /(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})/g;

/** Bidirectional-override and isolate controls: they can make echoed text read differently than it is. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

const REDACTED = "[redacted]";

/**
 * Known secret values (each at least 4 chars) and token-shaped strings replaced by
 * `[redacted]`, wherever they stand (inside longer words too). Text and secrets are
 * compared in Unicode NFC as well as as given, since reports are normalized to NFC.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, secret.normalize("NFC")])) {
      if (form.length >= 4) out = out.split(form).join(REDACTED);
    }
  }
  return out.replace(TOKEN_SHAPES, REDACTED);
}

/** Text for a plain-text field (a pull request title): redacted, without bidirectional controls. */
export function plainText(text: string, secrets: readonly string[]): string {
  return redact(text, secrets).replace(BIDI_CONTROLS, "");
}

/**
 * Text for the inside of a fenced code block (command output, a report's JSON): redacted,
 * without bidirectional controls, and unable to open or close an HTML comment, so it cannot
 * forge a bot marker in the bot's own comment. Fence it with `fenced`.
 */
export function safeCode(text: string, secrets: readonly string[]): string {
  return plainText(text, secrets).replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
}

/**
 * Makes untrusted text (issue text, agent reports) safe to echo as Markdown in a
 * comment the bot writes:
 * - known secret values and token-shaped strings → `[redacted]` (see {@link redact});
 * - bidirectional controls removed;
 * - `@name` mentions broken with a zero-width space, so nobody is pinged (e-mail
 *   addresses, where a letter precedes the `@`, stay as they are);
 * - every `<` escaped, so the text can neither close the bot's `<details>` folds, nor
 *   add HTML, nor open an HTML comment (and so forge a bot marker).
 */
export function safeText(text: string, secrets: readonly string[]): string {
  return plainText(text, secrets)
    .replace(/(^|[^\p{L}\p{N}_])@(?=[A-Za-z0-9])/gu, "$1@\u200b")
    .replace(/</g, "&lt;")
    .replace(/--!?>/g, "--&gt;");
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
