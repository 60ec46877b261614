/**
 * Workflow texts as maintainers have them: the shipped examples, and older copies of them made
 * before some `workflow_dispatch` inputs existed.
 */
import { parse, parseDocument } from "yaml";
import { readCarry } from "../../src/github/carry.js";

/** `text` with the named inputs removed from `on.workflow_dispatch.inputs`, comments and layout kept. Throws when one is not there. */
export function withoutInputs(text: string, names: readonly string[]): string {
  const document = parseDocument(text);
  for (const name of names) {
    const path = ["on", "workflow_dispatch", "inputs", name];
    if (!document.hasIn(path)) throw new Error(`the workflow declares no input ${name}`);
    document.deleteIn(path);
  }
  return document.toString();
}

/** `text` with `inputs` added to `on.workflow_dispatch.inputs` as a maintainer pastes them (declarations by name). */
export function withInputs(text: string, inputs: Record<string, unknown>): string {
  const document = parseDocument(text);
  for (const [name, declaration] of Object.entries(inputs)) document.setIn(["on", "workflow_dispatch", "inputs", name], declaration);
  return document.toString();
}

/**
 * The first ```yaml block of a comment, parsed, with the `workflow_dispatch` inputs it declares
 * (`{}` when it declares none); throws when the comment has no such block.
 */
export function yamlBlock(markdown: string): { parsed: unknown; inputs: Record<string, unknown> } {
  const block = /```yaml\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (block === undefined) throw new Error(`no yaml block in:\n${markdown}`);
  const parsed: unknown = parse(block);
  const inputs =
    (parsed as { on?: { workflow_dispatch?: { inputs?: Record<string, unknown> } } } | null)?.on?.workflow_dispatch?.inputs ?? {};
  return { parsed, inputs };
}

/** The lines of a workflow that are neither blank nor only a comment. */
export function codeLines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));
}

/** The text of every `${{ … }}` expression of a workflow, without its braces, its white space (line breaks too) made one space. */
export function expressions(text: string): string[] {
  return [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].map((match) => (match[1] ?? "").replace(/\s+/g, " ").trim());
}

/** A dispatch's inputs with its `carry` read into the fields it holds: what a run is handed, in either form. */
export function dispatchedFields(inputs: Record<string, unknown> | undefined): Record<string, unknown> {
  const { carry, ...rest } = inputs ?? {};
  return { ...rest, ...(typeof carry === "string" ? readCarry(carry) : {}) };
}
