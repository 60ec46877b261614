/** The bot's one-line replies on a thread (Markdown, the bot's own words). */
import { safeText } from "../core/sanitize.js";
import { clip } from "./safe-text.js";

/** The one-line reply's text for the review or comment that started the run, with its outcome (Markdown). */
export function renderAskReply(input: {
  kind: "review" | "command";
  author: string;
  askUrl: string | null;
  outcome: string;
  rounds: number;
  branch: string;
  pullRequestUpdated: boolean;
  runUrl: string | null;
  secrets: readonly string[];
}): string {
  const what = input.kind === "review" ? "review requesting changes" : "`/ralph` comment";
  const link = input.askUrl !== null ? `[${what}](${input.askUrl})` : what;
  const who = clip(safeText(`@${input.author}`, input.secrets), 100);
  const table = input.pullRequestUpdated ? " The round table in this pull request's description lists the new rounds." : "";
  const run = input.runUrl !== null ? ` · [workflow run](${input.runUrl})` : "";
  return (
    `Ralph's run for the ${link} by ${who} ended: **${input.outcome}** after ${input.rounds} round${input.rounds === 1 ? "" : "s"} on \`${input.branch}\`.` +
    `${table}${run}`
  );
}

/** The one-line reply to a `/ralph note` when no run on the issue is live (the action's and the App's). */
export function noLiveRunForNote(command: string): string {
  return `There is no live Ralph run on this issue to take this note. To start a run with it, comment \`${command}\` with the note on the lines below.`;
}
