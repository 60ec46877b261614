/**
 * Workflow texts as maintainers have them: the shipped examples, and older copies of them made
 * before some `workflow_dispatch` inputs existed.
 */
import { parse, parseDocument } from "yaml";

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
