// Renders docs/reference.md's inputs and outputs tables from action.yml, so the two cannot drift.
// `tsx scripts/action-docs.ts` rewrites the section between the markers; a test checks it is current.
import { readFile, writeFile } from "node:fs/promises";
import { parse } from "yaml";

interface Manifest {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

/** The document the tables live in, from the project's root. */
export const REFERENCE = "docs/reference.md";

const START = "<!-- action-docs:start -->";
const END = "<!-- action-docs:end -->";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ").trim();

/** The markdown tables of `action.yml`'s inputs and outputs. */
export function renderActionDocs(manifestText: string): string {
  const manifest = parse(manifestText) as Manifest;
  const inputs = Object.entries(manifest.inputs).map(
    ([name, spec]) => `| \`${name}\` | ${spec.default ? `\`${cell(spec.default)}\`` : ""} | ${cell(spec.description)} |`,
  );
  const outputs = Object.entries(manifest.outputs).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`);
  return [
    START,
    "## Inputs",
    "",
    "| input | default | description |",
    "| --- | --- | --- |",
    ...inputs,
    "",
    "## Outputs",
    "",
    "| output | description |",
    "| --- | --- |",
    ...outputs,
    END,
  ].join("\n");
}

/** `document` with its action-docs section replaced. Throws when the markers are missing. */
export function withActionDocs(document: string, manifestText: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${REFERENCE} needs the markers ${START} and ${END}`);
  return document.slice(0, start) + renderActionDocs(manifestText) + document.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reference = await readFile(REFERENCE, "utf8");
  await writeFile(REFERENCE, withActionDocs(reference, await readFile("action.yml", "utf8")));
}
