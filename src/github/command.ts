/**
 * The slash command in a comment (design contract: triggers): `/ralph`, `/ralph rounds=N`,
 * `/ralph stop` and `/ralph note <text>`, read from the comment's first line.
 */

/**
 * A command comment, read from its first line: `/ralph`, `/ralph rounds=N`, `/ralph stop`, or
 * `/ralph note <text>`, whose text is the rest of the comment (the first line's and the lines below).
 */
export type Command =
  { kind: "start"; rounds: number | null } | { kind: "stop" } | { kind: "note"; text: string } | { kind: "invalid"; reply: string } | null;

/** `<command> note` at the start of a comment, as a whole word; what follows is the note. */
const NOTE = /^\S+[ \t]+note(?=\s|$)/i;

/**
 * White space before a command: spaces, tabs and line ends only. The example workflow's `if:`
 * lets a comment through by what GitHub's expressions can test (they have no trim), so the parser
 * takes no other space (a no-break space, say) that the workflow would skip without a word.
 */
const LEADING_SPACE = /^[ \t\r\n]+/;

/**
 * Reads the command on a comment's first line, or null when the first line does not
 * start with `command` (compared case-insensitively, as a whole word: followed by a space, a tab
 * or the line's end), after spaces, tabs and line ends only.
 */
export function parseCommand(body: string, command: string, maxRoundsLimit: number): Command {
  const text = body.replace(LEADING_SPACE, "");
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
