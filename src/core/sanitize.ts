/**
 * The one sanitizer for every text the bot writes (design contract, "GitHub side": "The same one
 * sanitizer (secrets redacted, terminal and control characters removed, mentions broken) guards
 * every text the bot writes anywhere"; issue 10). One core, {@link sanitize}, and one entry per
 * kind of output, each built on it:
 * - Markdown (comment and pull request bodies, the job summary): {@link safeText};
 * - the inside of a fenced code block (command output, a report's JSON): {@link safeCode};
 * - the pull request title: {@link safeLine};
 * - commit messages (the workspace's `formatCommitMessage`), failure texts, warnings: {@link sanitize};
 * - JSON written out (the `report` output, the event log): {@link sanitizeJson};
 * - a line of the job log written with `core.info`: {@link logLine};
 * - a maintainer note for the round prompt: {@link safeNote}.
 *
 * Pure string functions in core, so the workspace (commit messages) and the GitHub side
 * (comments) apply the same rules.
 */
import { mapStrings } from "./json.js";

/** What a redacted secret or token-shaped string is replaced by. */
const REDACTED = "[redacted]";

/** Known secret values shorter than this are not redacted: they would match ordinary words. */
const MIN_SECRET_CHARS = 4;

/**
 * Token shapes redacted wherever they stand, inside longer words too: GitHub tokens (`ghp_`,
 * `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), OpenAI/Anthropic-style `sk-` keys and AWS
 * access key ids (`AKIA…`).
 */
const TOKEN_SHAPES = /(?:gh[opusr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16})/g;

/**
 * Terminal escape sequences, whole (ECMA-48, in its 7-bit `ESC …` and 8-bit C1 forms):
 * 1. control strings — OSC (window titles, OSC 8 hyperlinks), DCS, SOS, PM, APC — up to their
 *    terminator (BEL or ST), on one line: an unterminated one loses only its introducer (rule 3);
 * 2. CSI sequences — colours (SGR), cursor moves, erasing — parameter bytes, intermediate bytes
 *    and one final byte (ECMA-48 5.4);
 * 3. any other escape sequence: ESC, intermediate bytes, one final byte (ECMA-48 5.3; `ESC 7`,
 *    `ESC ( B`, a lone `ESC [`).
 * A lone ESC left over is removed with the other controls ({@link CONTROLS}).
 */
const TERMINAL_SEQUENCES = new RegExp(
  [
    String.raw`(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)`,
    String.raw`(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]`,
    String.raw`\x1b[\x20-\x2f]*[\x30-\x7e]`,
  ].join("|"),
  "g",
);

/**
 * Characters removed outright: C0 controls but tab and new line (NUL, BEL, backspace, a lone
 * ESC, …), DEL, C1 controls (U+0080–U+009F), and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which make echoed text read differently than it is.
 */
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The core every entry uses: text as people may read it anywhere.
 * - Unicode NFC (reports are normalized to NFC, so secrets are compared in NFC);
 * - `\r\n` and a lone `\r` become `\n`;
 * - terminal escape sequences ({@link TERMINAL_SEQUENCES}) and control characters ({@link CONTROLS})
 *   removed; tabs and new lines kept;
 * - known secret values (`secrets`: the token, `agent-env` values; each at least 4 characters,
 *   compared in NFC and with their own control characters removed) and token-shaped strings
 *   replaced by `[redacted]`, wherever they stand. Redaction runs before and after the removal:
 *   a removed sequence may split a secret (`ghs_12\x1b[0m34…`), and a lone ESC may take a
 *   secret's first character into its sequence (`\x1bghs_…` starts with the sequence `ESC g`).
 *   Between the passes a redacted value is held by {@link PLACEHOLDER}, which no sequence can
 *   take in (`\x1b[redacted]` would lose `\x1b[r`).
 * - GitHub's closing keywords before an issue reference broken ({@link breakClosingKeywords}), so
 *   that no text the bot copies into a pull request body or a commit message closes other issues
 *   when the pull request is merged; the bot's own `Closes #N` is added after sanitizing.
 * Mentions are not touched: that is the GitHub entries' work ({@link safeText}, {@link safeLine}).
 */
export function sanitize(text: string, secrets: readonly string[]): string {
  return clean(text, secretForms(secrets));
}

/**
 * A copy of a JSON value with every string passed through {@link sanitize} (object keys
 * untouched): it serializes to valid JSON without control characters, since the removed ones
 * would otherwise come out as `\u001b` escapes that a reader turns back into the character.
 */
export function sanitizeJson<T>(value: T, secrets: readonly string[]): T {
  const forms = secretForms(secrets);
  return mapStrings(value, (text) => clean(text, forms));
}

/**
 * One line of the job log, for `core.info`, which writes text as it is: {@link sanitize}d, with
 * every run of white space (new lines included) folded to one space, so an echoed text cannot
 * start a line of its own, where the runner would read a workflow command (`::set-output …`).
 */
export function logLine(text: string, secrets: readonly string[]): string {
  return foldWhiteSpace(sanitize(text, secrets));
}

/**
 * Text for a one-line field GitHub shows as plain text (the pull request title):
 * {@link sanitize}d, mentions broken ({@link breakMentions}), white space folded to single spaces.
 */
export function safeLine(text: string, secrets: readonly string[]): string {
  return foldWhiteSpace(breakMentions(sanitize(text, secrets)));
}

/**
 * A maintainer note (`/ralph note <text>`) for the round prompt (issue 11: "bounded, redacted,
 * mentions broken"): {@link sanitize}d and mentions broken ({@link breakMentions}), so an agent
 * that copies it into its report or a commit pings nobody; its Markdown is left as written, for
 * the agent to read. Echoed on GitHub it still goes through {@link safeText}.
 */
export function safeNote(text: string, secrets: readonly string[]): string {
  return breakMentions(sanitize(text, secrets));
}

/**
 * Untrusted text (issue text, agent reports, failure texts) made safe to echo as Markdown in a
 * comment, the pull request body or the job summary:
 * - {@link sanitize}d (secrets redacted, terminal sequences and controls removed);
 * - character references (`&#64;`, `&commat;`, `&lt;`) shown as written, not decoded: mentions
 *   are read in the rendered text, where `&#64;user` and `@&#111;cto` would read `@user`, `@octo`;
 * - mentions broken ({@link breakMentions}), so nobody is pinged;
 * - every `<` escaped, so the text can neither close the bot's `<details>` folds, nor add HTML,
 *   nor open an HTML comment (and so forge a bot marker); a `-->` is escaped too;
 * - a code fence opening a line escaped ({@link escapeFences}), so an unbalanced fence cannot
 *   swallow the rest of the body (the evidence, the round table, `Closes #N`).
 */
export function safeText(text: string, secrets: readonly string[]): string {
  return escapeFences(
    breakMentions(sanitize(text, secrets).replace(CHARACTER_REFERENCE, "&amp;")).replace(/</g, "&lt;").replace(/--!?>/g, "--&gt;"),
  );
}

/**
 * A line that would open (or close) a fenced code block — up to three spaces, then three or more
 * backticks or tildes (CommonMark 0.31, "Fenced code blocks") — with its fence's first character
 * backslash-escaped: it renders as written, and a fence the text leaves open can no longer run
 * on to the end of the body. Lines indented further are indented code, which ends at the first
 * line indented less; inside the bot's own fences, text goes through {@link safeCode} and
 * `fenced` (core/markdown), whose fence is longer than any backtick run in it.
 */
function escapeFences(text: string): string {
  return text.replace(/^( {0,3})(`{3,}|~{3,})/gm, "$1\\$2");
}

/**
 * Text for the inside of a fenced code block (command output, a report's JSON), where GitHub
 * renders neither Markdown, HTML nor mentions: {@link sanitize}d, and unable to open or close an
 * HTML comment, so it cannot forge a bot marker in the bot's own comment (markers are read from
 * the raw body). Fence it with `fenced` (core/markdown).
 */
export function safeCode(text: string, secrets: readonly string[]): string {
  return sanitize(text, secrets).replace(/<!--/g, "&lt;!--").replace(/--!?>/g, "--&gt;");
}

/**
 * A CommonMark character reference's `&` (decimal, hexadecimal or named: CommonMark 0.31,
 * "Entity and numeric character references"). Every reference is kept from decoding, not only
 * `@`'s: one may stand for the first letter of the name after an `@` as well.
 */
const CHARACTER_REFERENCE = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/**
 * Every `@` that GitHub could read as a mention, broken with a zero-width space after it:
 * GitHub links `@login` and `@org/team`, whose names start with an ASCII letter or digit, and
 * what stands before the `@` does not reliably stop it (`_@user_`, `é@user`, `**@org/team**`), so
 * every such `@` is broken whatever precedes it (issue 10), e-mail addresses included: they
 * read the same.
 */
function breakMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9])/g, "@\u200b");
}

/**
 * GitHub's closing keywords (close, closes, closed, fix, fixes, fixed, resolve, resolves,
 * resolved: any case, GitHub docs "Linking a pull request to an issue using a keyword").
 */
const CLOSING_KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;

/**
 * What may stand between a keyword and its reference: GitHub takes an optional colon and white
 * space (`Closes: #10`); Markdown emphasis, quotes, brackets and invisible characters are taken
 * too, more than GitHub needs, since a keyword broken for nothing reads the same.
 */
const CLOSING_SEPARATOR = String.raw`[\s:*_~\`"'()[\]<>\u200b-\u200d\u2060\ufeff]*`;

/**
 * An issue reference: `#N`, `owner/repo#N` (any word before the `#` is taken), `GH-N`, or an
 * issue or pull request URL (`https://github.com/owner/repo/issues/N`, any host).
 */
const ISSUE_REFERENCE = String.raw`(?:[\w./-]*#|gh-|(?:https?:\/\/|www\.)\S*?\/(?:issues|pull)\/)\d`;

/** A closing keyword followed by an issue reference: the keyword is matched, the rest looked ahead for. */
const CLOSING_REFERENCE = new RegExp(`${CLOSING_KEYWORD}(?=${CLOSING_SEPARATOR}${ISSUE_REFERENCE})`, "gi");

/**
 * Every closing keyword that stands before an issue reference ("Fixes #2", "closes: octo/hello#3",
 * "Resolves https://github.com/o/r/issues/4") broken with a zero-width space after its first
 * letter (`F\u200bixes #2`), so that GitHub links no issue to close when a pull request whose body
 * or commits hold the text is merged; the text reads the same, and the reference still links
 * the issue, as a plain mention. Keywords inside longer words are broken too (harmless), and a
 * broken keyword no longer matches, so the function can be applied again.
 */
function breakClosingKeywords(text: string): string {
  return text.replace(CLOSING_REFERENCE, (keyword) => `${keyword.slice(0, 1)}\u200b${keyword.slice(1)}`);
}

function foldWhiteSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Holds a redacted value between the two redaction passes of {@link clean}: a noncharacter
 * (U+FFFF, which no text holds: it is removed from the input), outside every byte range an
 * escape sequence is made of.
 */
const PLACEHOLDER = "\uffff";

/** {@link sanitize} with the secret forms worked out ({@link secretForms}). */
function clean(text: string, forms: readonly string[]): string {
  const input = text.normalize("NFC").replaceAll(PLACEHOLDER, "");
  return breakClosingKeywords(redact(visible(redact(input, forms)), forms).replaceAll(PLACEHOLDER, REDACTED));
}

/** Text without terminal sequences and control characters (see {@link sanitize}), in NFC. */
function visible(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(TERMINAL_SEQUENCES, "").replace(CONTROLS, "").normalize("NFC");
}

/** The forms of the secrets looked for: each in NFC, as given and {@link visible}; long enough; longest first. */
function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    const nfc = secret.normalize("NFC");
    for (const form of [nfc, visible(nfc)]) if (form.length >= MIN_SECRET_CHARS) forms.add(form);
  }
  // A secret that contains another is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Every secret form and token-shaped string replaced by {@link PLACEHOLDER}. */
function redact(text: string, forms: readonly string[]): string {
  let out = text;
  for (const form of forms) out = out.split(form).join(PLACEHOLDER);
  return out.replace(TOKEN_SHAPES, PLACEHOLDER);
}
