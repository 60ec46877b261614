// The one sanitizer for every text the bot writes (docs/security.md, "Sanitizing").
import { mapStrings } from "./json.js";

const REDACTED = "[redacted]";

/** Shorter secrets are not redacted: they would match ordinary words. */
const MIN_SECRET_CHARS = 4;

/** GitHub tokens, `sk-` keys and AWS access key ids, redacted inside longer words too. */
const TOKEN_SHAPES = /(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})/g;

/** Whole ECMA-48 escape sequences. */
const TERMINAL_SEQUENCES = new RegExp(
  [
    String.raw`(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)`,
    String.raw`(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]`,
    String.raw`\x1b[\x20-\x2f]*[\x30-\x7e]`,
  ].join("|"),
  "g",
);

/** Controls but tab and new line, and the bidirectional overrides. */
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/** Text people may read anywhere; mentions stay. */
export function sanitize(text: string, secrets: readonly string[]): string {
  return clean(text, secretForms(secrets));
}

/** A JSON value with every string {@link sanitize}d, keys untouched. */
export function sanitizeJson<T>(value: T, secrets: readonly string[]): T {
  const forms = secretForms(secrets);
  return mapStrings(value, (text) => clean(text, forms));
}

/** One job log line: echoed text cannot start a workflow command. */
export function logLine(text: string, secrets: readonly string[]): string {
  return foldWhiteSpace(sanitize(text, secrets));
}

/** The pull request title. */
export function safeLine(text: string, secrets: readonly string[]): string {
  return foldWhiteSpace(breakMentions(sanitize(text, secrets)));
}

/** A maintainer note for the prompt: mentions broken, Markdown as written. */
export function safeNote(text: string, secrets: readonly string[]): string {
  return breakMentions(sanitize(text, secrets));
}

/** Untrusted text safe to echo as Markdown: no fence, tag or image of its own, mentions broken. */
export function safeText(text: string, secrets: readonly string[]): string {
  return escapeImages(
    escapeFences(
      breakMentions(sanitize(text, secrets).replace(CHARACTER_REFERENCE, "&amp;")).replace(/</g, "&lt;").replace(/--!?>/g, "--&gt;"),
    ),
  );
}

/** `!\[`: GitHub's image proxy would fetch an image's URL, and any data in it, from outside the allowlist. */
function escapeImages(text: string): string {
  return text.replaceAll("![", "!\\[");
}

/** Escapes a [fence](https://spec.commonmark.org/0.31.2/#fenced-code-blocks) opening a line. */
function escapeFences(text: string): string {
  return text.replace(/^( {0,3})(`{3,}|~{3,})/gm, "$1\\$2");
}

/** Text for inside a `fenced` code block. */
export function safeCode(text: string, secrets: readonly string[]): string {
  return sanitize(text, secrets).replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
}

/** A character reference's `&`: any may spell a mention's letter. */
const CHARACTER_REFERENCE = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/** Breaks every `@` before a letter or digit: no prefix reliably stops a ping. */
function breakMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9])/g, "@\u200b");
}

/** [GitHub's closing keywords](https://docs.github.com/en/issues/tracking-your-work-with-issues/using-issues/linking-a-pull-request-to-an-issue), any case. */
const CLOSING_KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;

/** More than GitHub takes: a keyword broken for nothing reads the same. */
const CLOSING_SEPARATOR = String.raw`[\s:*_~\`"'()[\]<>\u200b-\u200d\u2060\ufeff]*`;

const ISSUE_REFERENCE = String.raw`(?:[\w./-]*#|gh-|(?:https?:\/\/|www\.)\S*?\/(?:issues|pull)\/)\d`;

const CLOSING_REFERENCE = new RegExp(`${CLOSING_KEYWORD}(?=${CLOSING_SEPARATOR}${ISSUE_REFERENCE})`, "gi");

/** `F\u200bixes`: merging closes no issue the copied text names. */
function breakClosingKeywords(text: string): string {
  return text.replace(CLOSING_REFERENCE, (keyword) => `${keyword.slice(0, 1)}\u200b${keyword.slice(1)}`);
}

function foldWhiteSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** No escape sequence can take it in between the passes. */
const PLACEHOLDER = "\uffff";

function clean(text: string, forms: readonly string[]): string {
  const input = text.normalize("NFC").replaceAll(PLACEHOLDER, "");
  return breakClosingKeywords(redact(visible(redact(input, forms)), forms).replaceAll(PLACEHOLDER, REDACTED));
}

function visible(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(TERMINAL_SEQUENCES, "").replace(CONTROLS, "").normalize("NFC");
}

/** Each secret as given and {@link visible}, longest first. */
function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    const nfc = secret.normalize("NFC");
    for (const form of [nfc, visible(nfc)]) if (form.length >= MIN_SECRET_CHARS) forms.add(form);
  }
  // A secret that contains another is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

function redact(text: string, forms: readonly string[]): string {
  let out = text;
  for (const form of forms) out = out.split(form).join(PLACEHOLDER);
  return out.replace(TOKEN_SHAPES, PLACEHOLDER);
}
