/**
 * What the GitHub fake reads from a workflow file, as GitHub does when it is dispatched: the
 * workflow's name, whether it has a `workflow_dispatch` trigger and which inputs that declares, and
 * its `run-name`, evaluated for a dispatch. The file is parsed with `yaml` (YAML 1.2: `on` is a key,
 * not a boolean); a file the fake cannot read throws when it is registered, as a test bug.
 */
import { parse } from "yaml";
import * as z from "zod";

/** One input of `on.workflow_dispatch.inputs`: whether it is required, and its default (null: none). */
export interface DispatchInput {
  required: boolean;
  default: string | null;
}

/** A workflow file as the dispatch endpoint reads it. */
export interface WorkflowFile {
  /** `name:`, or the file's path when it has none (GitHub's rule). */
  name: string;
  /** The declared `workflow_dispatch` inputs by name; null when the workflow has no `workflow_dispatch` trigger. */
  dispatchInputs: ReadonlyMap<string, DispatchInput> | null;
  /** The run's title for a dispatch with these `inputs` (defaults applied): `run-name` evaluated, else the workflow's name. */
  runName(inputs: Readonly<Record<string, string>>): string;
}

const Input = z.looseObject({
  required: z.boolean().optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
});
const Trigger = z.looseObject({ inputs: z.record(z.string(), Input.nullable()).nullable().optional() }).nullable();
const Workflow = z.looseObject({
  name: z.string().optional(),
  "run-name": z.string().optional(),
  on: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]),
});

/**
 * Reads `.github/workflows/<file>`.
 * @throws Error naming the file when the text is not a workflow the fake can read (no `on:`, a
 *   malformed `workflow_dispatch`, or a `run-name` expression beyond what `compile` knows).
 */
export function readWorkflowFile(file: string, content: string): WorkflowFile {
  const parsed = Workflow.safeParse(parse(content));
  if (!parsed.success) throw new Error(`GitHub fake: .github/workflows/${file} is not a workflow: ${parsed.error.message}`);
  const { on } = parsed.data;
  const name = parsed.data.name ?? `.github/workflows/${file}`;
  let dispatchInputs: Map<string, DispatchInput> | null = null;
  if (on === "workflow_dispatch" || (Array.isArray(on) && on.includes("workflow_dispatch"))) dispatchInputs = new Map();
  else if (typeof on === "object" && !Array.isArray(on) && "workflow_dispatch" in on) {
    const trigger = Trigger.safeParse(on["workflow_dispatch"]);
    if (!trigger.success)
      throw new Error(`GitHub fake: .github/workflows/${file} has a malformed workflow_dispatch: ${trigger.error.message}`);
    dispatchInputs = new Map(
      Object.entries(trigger.data?.inputs ?? {}).map(([input, declared]) => [
        input,
        { required: declared?.required ?? false, default: declared?.default != null ? String(declared.default) : null },
      ]),
    );
  }
  const template = parsed.data["run-name"];
  const parts = template === undefined ? null : splitTemplate(file, template);
  return {
    name,
    dispatchInputs,
    runName: (inputs) => (parts === null ? name : parts.map((part) => (typeof part === "string" ? part : part(inputs))).join("")),
  };
}

/** A compiled `${{ … }}` expression: its value as text for a dispatch's inputs. */
type Expression = (inputs: Readonly<Record<string, string>>) => string;

/** Splits a `run-name` into its literal text and its compiled `${{ … }}` expressions. */
function splitTemplate(file: string, template: string): (string | Expression)[] {
  const parts: (string | Expression)[] = [];
  let rest = template;
  for (let start = rest.indexOf("${{"); start >= 0; start = rest.indexOf("${{")) {
    const end = rest.indexOf("}}", start);
    if (end < 0) throw new Error(`GitHub fake: .github/workflows/${file}: unclosed expression in run-name ${JSON.stringify(template)}`);
    parts.push(rest.slice(0, start), compile(file, rest.slice(start + 3, end)));
    rest = rest.slice(end + 2);
  }
  parts.push(rest);
  return parts;
}

/**
 * Compiles the expressions run names use in this project's workflows, for a `workflow_dispatch`
 * event: operands joined by `||` and `&&` (`&&` binding tighter, as in GitHub's expression
 * language), each a string literal or a context path (with `[N]` indexes). `inputs.X` and
 * `github.event.inputs.X` are the dispatch's inputs, `github.event_name` is `workflow_dispatch`, and
 * every other `github.event.…` is null (a dispatch's payload has no issue, pull request, comment or
 * workflow run). Anything else throws.
 */
function compile(file: string, source: string): Expression {
  const unsupported = () =>
    new Error(`GitHub fake: .github/workflows/${file}: cannot evaluate the run-name expression ${JSON.stringify(source)}`);
  const operand = (text: string): ((inputs: Readonly<Record<string, string>>) => string | null) => {
    const literal = /^'((?:[^']|'')*)'$/.exec(text);
    if (literal) return () => (literal[1] ?? "").replace(/''/g, "'");
    const input = /^(?:github\.event\.)?inputs\.([A-Za-z_][\w-]*)$/.exec(text);
    if (input) return (inputs) => inputs[input[1] ?? ""] ?? "";
    if (text === "github.event_name") return () => "workflow_dispatch";
    if (/^github\.event(\.[A-Za-z_][\w-]*|\[\d+\])+$/.test(text)) return () => null;
    throw unsupported();
  };
  // Literals in these run names hold no operator, so splitting on the operators is parsing.
  const alternatives = source.split("||").map((alternative) => alternative.split("&&").map((part) => operand(part.trim())));
  return (inputs) => {
    let value: string | null = null;
    for (const conjunction of alternatives) {
      value = null;
      for (const evaluate of conjunction) {
        value = evaluate(inputs);
        if (!truthy(value)) break;
      }
      if (truthy(value)) return value ?? "";
    }
    return value ?? "";
  };
}

/** GitHub's truthiness for the values above: null and the empty string are false. */
function truthy(value: string | null): boolean {
  return value !== null && value !== "";
}
