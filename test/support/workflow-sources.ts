/**
 * The workflows a user copies, as text: every file in .github/workflows/ and every ```yaml block
 * of README.md and docs/*.md, each with the file and line it starts at (so a finding names them).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_ROOT } from "./action-runner.js";

/** A YAML text to check, and where its first line is (file and line). */
export interface Source {
  name: string;
  file: string;
  line: number;
  text: string;
}

/**
 * The ```yaml (or ```yml) blocks of a markdown text, with the fence's indentation removed.
 * @throws when a block is not closed, or one of its lines lies left of its fence.
 */
export function yamlBlocks(file: string, markdown: string): Source[] {
  const blocks: Source[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)```ya?ml\s*$/.exec(lines[i] ?? "");
    if (!open) continue;
    const indent = open[1] ?? "";
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && lines[j] !== `${indent}\`\`\``) {
      const line = lines[j] ?? "";
      if (line.trim() !== "" && !line.startsWith(indent))
        throw new Error(`${file}:${j + 1}: a line of the yaml block is outside its fence's indentation`);
      body.push(line.slice(indent.length));
      j++;
    }
    if (j === lines.length) throw new Error(`${file}:${i + 1}: the yaml block is not closed`);
    blocks.push({ name: `${file}:${i + 2}`, file, line: i + 2, text: `${body.join("\n")}\n` });
    i = j;
  }
  return blocks;
}

/** Every workflow of .github/workflows/ (sorted by name), then the yaml blocks of README.md and docs/*.md. */
export async function workflowSources(): Promise<Source[]> {
  const workflowDir = join(PROJECT_ROOT, ".github/workflows");
  const workflows = (await readdir(workflowDir)).filter((name) => /\.ya?ml$/.test(name)).sort();
  const docs = [
    "README.md",
    ...(await readdir(join(PROJECT_ROOT, "docs")))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  const found: Source[] = [];
  for (const name of workflows) {
    const file = `.github/workflows/${name}`;
    found.push({ name: file, file, line: 1, text: await readFile(join(PROJECT_ROOT, file), "utf8") });
  }
  for (const file of docs) found.push(...yamlBlocks(file, await readFile(join(PROJECT_ROOT, file), "utf8")));
  return found;
}
