import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { HiddenText } from "../core/hidden-text.js";
import { buildObjective } from "../core/objective.js";
import { UsageError } from "./options.js";

/** `title` for the progress and the default branch, `text` for the prompt. */
export interface LocalObjective {
  title: string;
  /** Without hidden text. */
  text: string;
  hidden: HiddenText;
}

const MAX_SLUG_CHARS = 40;

/** `--issue-file`'s first line is the title. Throws UsageError when it cannot be read or holds no title. */
export async function readObjective(given: { objective: string | null; issueFile: string | null }, cwd: string): Promise<LocalObjective> {
  if (given.issueFile === null) {
    const text = given.objective ?? "";
    return { title: firstLine(text), ...buildObjective({ issue: null, note: text }) };
  }
  const path = resolve(cwd, given.issueFile);
  const content = await readFile(path, "utf8").catch((error: Error) => {
    throw new UsageError(`option '--issue-file' cannot be read: ${error.message}`);
  });
  const [head = "", ...rest] = content
    .replace(/^\uFEFF/, "")
    .trimStart()
    .split(/\r?\n/);
  const title = head.replace(/^#+\s*/, "").trim();
  if (title === "") throw new UsageError(`option '--issue-file' names a file without a title on its first line (${path})`);
  const body = rest.join("\n").trim();
  return { title, ...buildObjective({ issue: null, note: `${title}\n\n${body === "" ? "(no description)" : body}` }) };
}

function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== "") ?? ""
  );
}

/** `add() returns the wrong sum` → `ralph/add-returns-the-wrong-sum`; `ralph/run` when nothing is left. */
export function defaultBranch(title: string): string {
  const words = title
    .normalize("NFKD")
    // Accents are marks of their own after NFKD: `é` is `e` and a combining acute.
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > MAX_SLUG_CHARS) break;
    slug = next;
  }
  if (slug === "" && words[0] !== undefined) slug = words[0].slice(0, MAX_SLUG_CHARS);
  return `ralph/${slug === "" ? "run" : slug}`;
}
