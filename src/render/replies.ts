import { safeText } from "../core/sanitize.js";
import { clip } from "./safe-text.js";
import { linkTarget } from "./text.js";

/** What asked for a run from a Ralph pull request; a failed check has a name and no author. */
export interface Asker {
  kind: "review" | "command" | "check";
  author: string | null;
  url: string | null;
  checkName?: string;
}

/** What asked, as Markdown: "[`/ralph` comment](…) by @…"; untrusted names and links made safe (docs/security.md). */
export function renderAsker(asker: Asker, secrets: readonly string[]): string {
  const what =
    asker.kind === "review"
      ? "review requesting changes"
      : asker.kind === "command"
        ? "`/ralph` comment"
        : `failed check "${checkNameText(asker.checkName ?? "", secrets)}"`;
  const target = asker.url === null ? null : safeLinkTarget(asker.url, secrets);
  const link = target !== null ? `[${what}](${target})` : what;
  return asker.author !== null ? `${link} by ${clip(safeText(`@${asker.author}`, secrets), 100)}` : link;
}

/** An http(s) address without a known secret, encoded as a link target; else null. */
function safeLinkTarget(url: string, secrets: readonly string[]): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, href } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") return null;
  return secrets.some((secret) => secret !== "" && href.includes(secret)) || safeText(href, secrets) !== href ? null : linkTarget(href);
}

/** An untrusted check name for a link's text: it can neither end the link nor open a code span. */
function checkNameText(name: string, secrets: readonly string[]): string {
  const line = clip(safeText(name, secrets).replace(/\s+/g, " ").trim(), 100).replace(/\s+/g, " ");
  return line.replace(/[[\]`\\]/g, (char) => `\\${char}`);
}

/** `[failed check "CI"](…)`, its name made safe. */
export function renderStartingCheck(check: { name: string; url: string | null }, secrets: readonly string[]): string {
  return renderAsker({ kind: "check", author: null, url: check.url, checkName: check.name }, secrets);
}

/** The one-line reply to what started the run, with its outcome. */
export function renderAskReply(input: {
  asker: Asker;
  outcome: string;
  rounds: number;
  branch: string;
  pullRequestUpdated: boolean;
  runUrl: string | null;
  secrets: readonly string[];
}): string {
  const table = input.pullRequestUpdated ? " The round table in this pull request's description lists the new rounds." : "";
  const run = input.runUrl !== null ? ` · [workflow run](${input.runUrl})` : "";
  return (
    `Ralph's run for the ${renderAsker(input.asker, input.secrets)} ended: **${input.outcome}** after ${input.rounds} round${input.rounds === 1 ? "" : "s"} on \`${input.branch}\`.` +
    `${table}${run}`
  );
}

/** The reply to a `/ralph note` when no run is live. */
export function noLiveRunForNote(command: string): string {
  return `There is no live Ralph run on this issue to take this note. To start a run with it, comment \`${command}\` with the note on the lines below.`;
}

/** The one comment at the cap of runs from failed checks, and how a person asks for more. */
export function ciFixCapText(runs: number, command: string): string {
  return (
    `The checks of this pull request failed again after ${runs} Ralph run${runs === 1 ? "" : "s"} from failed checks in a row ` +
    `(\`ci-fix-runs: ${runs}\`); no more start on their own. Review the pull request, or comment \`${command}\` to ask for another run.`
  );
}
