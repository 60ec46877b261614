import { indentColumns } from "../core/markdown.js";

/** `/ralph`, `/ralph rounds=N`, `/ralph stop`, or `/ralph note <text>` (the text may run on below). */
export type Command =
  { kind: "start"; rounds: number | null } | { kind: "stop" } | { kind: "note"; text: string } | { kind: "invalid"; reply: string } | null;

/** What follows is the note. */
const NOTE = /^\S+[ \t]+note(?=\s|$)/i;

/** Blank lines of spaces and tabs only: the workflow's `if:` cannot trim, so no other space may pass here and not there. */
const BLANK_LINES = /^(?:[ \t]*(?:\r\n|\r|\n))+/;

/** Indentation that makes a line [indented code](https://spec.commonmark.org/0.31.2/#indented-code-blocks), not a command. */
const CODE_INDENT_COLUMNS = 4;

/** null unless the first line starts with `command` as a whole word (any case). */
export function parseCommand(body: string, command: string, maxRoundsLimit: number): Command {
  const first = body.replace(BLANK_LINES, "");
  if (indentColumns(first) >= CODE_INDENT_COLUMNS) return null;
  const text = first.replace(/^[ \t]+/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const [word = "", ...args] = firstLine.split(/[ \t]+/).filter((part) => part !== "");
  if (word.toLowerCase() !== command.toLowerCase()) return null;
  const usage =
    `Use \`${command}\`, \`${command} rounds=N\` (N from 1 to ${maxRoundsLimit}), \`${command} stop\` ` +
    `or \`${command} note <text>\` (a note for the live run's next round).`;
  if (args.length === 0) return { kind: "start", rounds: null };
  if (args.length === 1 && args[0]?.toLowerCase() === "stop") return { kind: "stop" };
  if (args[0]?.toLowerCase() === "note") {
    const note = text.replace(NOTE, "").trim();
    return note === "" ? { kind: "invalid", reply: `A note needs its text: \`${command} note <text>\`.` } : { kind: "note", text: note };
  }
  const rounds = args.length === 1 ? /^rounds=(\d{1,9})$/i.exec(args[0] ?? "") : null;
  if (rounds === null) return { kind: "invalid", reply: `I did not understand that command. ${usage}` };
  const n = Number(rounds[1]);
  if (n < 1 || n > maxRoundsLimit)
    return { kind: "invalid", reply: `rounds=${n} is not allowed: N must be from 1 to ${maxRoundsLimit} (max-rounds-limit). ${usage}` };
  return { kind: "start", rounds: n };
}
