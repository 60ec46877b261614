import { fenced } from "./markdown.js";
import type { RoundNotes } from "./notes.js";
import type { ArrivedCommit } from "./ports.js";
import { serializeReport, type RoundReport } from "./report.js";
import type { FailedVerification, VerifyMode } from "./verification.js";

export interface PromptInput {
  objective: string;
  round: number;
  maxRounds: number;
  /** The previous report only. */
  previous: RoundReport | null;
  lessons: readonly string[];
  droppedLessons: number;
  verify: { command: string; mode: VerifyMode } | null;
  failedVerification: FailedVerification | null;
  arrived: readonly ArrivedCommit[];
  notes: RoundNotes;
  /** An absolute path outside the workspace. */
  reportFile: string;
  maxHandoffChars: number;
}

export const MAX_ARRIVED_SHOWN = 20;
const MAX_SUBJECT_CHARS = 200;

function arrivedSection(arrived: readonly ArrivedCommit[]): string[] {
  if (arrived.length === 0) return [];
  const lines = arrived
    .slice(0, MAX_ARRIVED_SHOWN)
    .map((commit) => `- ${commit.sha.slice(0, 12)} ${Array.from(commit.subject).slice(0, MAX_SUBJECT_CHARS).join("")} (${commit.author})`);
  const more = arrived.length > MAX_ARRIVED_SHOWN ? `\n- … and ${arrived.length - MAX_ARRIVED_SHOWN} more` : "";
  return [
    `## Commits people pushed since the last round\n\n` +
      `People pushed these commits to the run's branch; they are in the workspace now. ` +
      `Build on them; do not undo them unless the objective requires it.\n\n${lines.join("\n")}${more}`,
  ];
}

function notesSection(notes: RoundNotes): string[] {
  if (notes.items.length === 0) return [];
  const lines = notes.items.map((note) => `- From ${note.author}: ${note.text.replace(/\n/g, "\n  ")}`);
  const dropped = notes.dropped > 0 ? `\n\n(${notes.dropped} older notes of this round were left out to keep the prompt short.)` : "";
  return [
    `## Notes from the maintainers\n\n` +
      `People who steer this run left these notes since the last round. Follow them in this round; ` +
      `where a note and the previous report's next steps disagree, the note wins.\n\n${lines.join("\n")}${dropped}`,
  ];
}

function verifySections(input: PromptInput): string[] {
  const sections: string[] = [];
  if (input.verify !== null) {
    const when = input.verify.mode === "every-round" ? "after every round" : "after a round that reports `complete`";
    sections.push(
      `## The verify command\n\nThe bot runs this command in the workspace ${when}. ` +
        `A \`complete\` report is accepted only when it exits 0; otherwise the run goes on.\n\n${fenced(input.verify.command, "sh")}`,
    );
  }
  const failed = input.failedVerification;
  if (failed !== null) {
    const why = failed.rejectedCompletion ? "The agent reported `complete`, but the" : "The";
    sections.push(
      `## Verification failed after round ${failed.round}\n\n${why} verify command ${failed.reason}` +
        `${failed.rejectedCompletion ? ", so the completion was rejected" : ""}. The end of its output:\n\n` +
        `stdout:\n\n${fenced(failed.stdoutTail === "" ? "(empty)" : failed.stdoutTail)}\n\n` +
        `stderr:\n\n${fenced(failed.stderrTail === "" ? "(empty)" : failed.stderrTail)}`,
    );
  }
  return sections;
}

/** The round prompt: every part is bounded, so it never grows with the rounds. */
export function buildPrompt(input: PromptInput): string {
  const sections = [
    `You are one round of a Ralph run: round ${input.round} of at most ${input.maxRounds}. ` +
      `You start fresh; nothing from earlier rounds reaches you but the workspace and the report below.`,
    `## Objective\n\n${input.objective}`,
    `## How to work\n\n` +
      `- The workspace (your current directory, a git checkout of the run's branch) is the authority: ` +
      `inspect it, change it, and verify what you claim by running it.\n` +
      `- You may commit on the current branch (do not push, switch branches or rewrite pushed history); ` +
      `the bot commits whatever you leave and pushes it after the round.\n` +
      `- Make real progress on the objective in this round, then stop.`,
    input.previous === null
      ? `## Previous round\n\nNone: this is the first report of the run.`
      : `## Previous round's report\n\n\`\`\`json\n${serializeReport(input.previous)}\n\`\`\``,
  ];
  sections.push(...notesSection(input.notes));
  sections.push(...arrivedSection(input.arrived));
  sections.push(...verifySections(input));
  if (input.lessons.length > 0) {
    const dropped = input.droppedLessons > 0 ? `\n\n(${input.droppedLessons} older lessons were dropped to keep the list short.)` : "";
    sections.push(`## Lessons so far\n\n${input.lessons.map((lesson) => `- ${lesson}`).join("\n")}${dropped}`);
  }
  sections.push(
    `## Your report\n\n` +
      `Before you exit, write your report as JSON to the file \`${input.reportFile}\` ` +
      `(it lies outside the workspace; write it anyway). At most ${input.maxHandoffChars} characters. Shape:\n\n` +
      "```json\n" +
      `{ "status": "continue" | "complete" | "blocked", "summary": "what this round did",\n` +
      `  "evidence": ["what you ran and saw"], "nextSteps": ["what the next round should do"],\n` +
      `  "blocker": null, "lessons": ["optional: a constraint a fresh agent must know"] }\n` +
      "```\n\n" +
      `- \`continue\`: at least one next step, \`blocker\` null.\n` +
      `- \`complete\`: the objective is met; at least one piece of evidence, no next steps, \`blocker\` null.\n` +
      `- \`blocked\`: you need a person; \`blocker\` says what you need.\n` +
      `Every string must be non-empty; no other keys. A missing, invalid or oversized report fails the round.`,
  );
  return sections.join("\n\n") + "\n";
}
