/**
 * A workflow evaluated as GitHub evaluates it, with GitHub's own workflow parser and expression
 * evaluator (npm `@actions/workflow-parser`, `@actions/expressions`: the language services of
 * github.com's workflow editor): whether an event creates a workflow run, the `run-name` it gets,
 * the workflow-level concurrency group every such run joins, and for each job whether its `if:`
 * lets it run and the job-level concurrency group it then joins.
 *
 * GitHub's rules taken here (docs.github.com, "Control the concurrency of workflows and jobs",
 * "Workflow syntax"): a workflow-level group is joined by every workflow run the event creates,
 * whether its jobs run or not; a job-level group only by a job that runs, so a job skipped by its
 * `if:` joins none. A job's `if:` without a status function is `success() && (…)`.
 */
import { Evaluator, Lexer, Parser, data } from "@actions/expressions";
import type { FunctionDefinition } from "@actions/expressions/funcs/info";
import { truthy } from "@actions/expressions/result";
import {
  convertWorkflowTemplate,
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
  type WorkflowTemplate,
} from "@actions/workflow-parser";
import type { ReusableWorkflowJob } from "@actions/workflow-parser/model/workflow-template";
import type { TemplateToken } from "@actions/workflow-parser/templates/tokens/template-token";
import { isScalar, parseDocument, visit } from "yaml";

/** A workflow parsed by GitHub's parser: its triggers, jobs and tokens, and the `run-name` token. */
export interface ParsedWorkflow {
  name: string;
  template: WorkflowTemplate;
  runName: TemplateToken | null;
}

/** An event as a runner sees it: `github.event_name` and the webhook payload (`github.event`). */
export interface WorkflowEvent {
  name: string;
  payload: Record<string, unknown>;
}

/** What GitHub does with one event: null when the workflow's `on:` does not take it (no workflow run). */
export interface EvaluatedRun {
  runName: string;
  /** The workflow-level group every run of this event joins; null without workflow-level concurrency. */
  workflowGroup: string | null;
  jobs: { id: string; runs: boolean; group: string | null }[];
}

/**
 * The language services read a multi-line scalar's raw source (indentation and line ends
 * included) to keep editor positions; GitHub's server reads the YAML value. Each multi-line scalar
 * holding an expression is therefore rewritten as the one-line double-quoted string of its value.
 */
function asGitHubReadsIt(text: string): string {
  const document = parseDocument(text);
  visit(document, {
    Scalar(_key, node) {
      const range = node.range;
      if (typeof node.value === "string" && node.value.includes("${{") && range && text.slice(range[0], range[1]).includes("\n"))
        node.type = "QUOTE_DOUBLE";
    },
  });
  return document.toString({ lineWidth: 0, doubleQuotedAsJSON: true });
}

/**
 * Parses a workflow with GitHub's parser.
 * @throws naming `name` and each error the parser reports (schema, expression syntax, contexts not allowed where used).
 */
export async function parseGitHubWorkflow(name: string, text: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name, content: asGitHubReadsIt(text) }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined || errors.length > 0) throw new Error(`${name}: ${errors.join("; ") || "not a workflow"}`);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  const conversion = [...(template.errors ?? []).map((error) => error.Message), ...parsed.context.errors.getErrors().map((e) => e.message)];
  if (conversion.length > 0) throw new Error(`${name}: ${conversion.join("; ")}`);
  let runName: TemplateToken | null = null;
  if (isMapping(parsed.value)) {
    for (const pair of parsed.value) if (isString(pair.key) && pair.key.value === "run-name") runName = pair.value;
  }
  return { name, template, runName };
}

const CONTEXTS = ["github", "inputs", "vars", "needs", "strategy", "matrix"];
/** The status functions, as they answer for a job with no `needs` (nothing before it failed or was cancelled). */
const STATUS: FunctionDefinition[] = [
  { name: "success", minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
  { name: "always", minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
  { name: "failure", minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
  { name: "cancelled", minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
];

function evaluateExpression(expression: string, context: data.Dictionary): data.ExpressionData {
  const { tokens } = new Lexer(expression).lex();
  const tree = new Parser(tokens, CONTEXTS, STATUS).parse();
  return new Evaluator(tree, context, new Map(STATUS.map((f) => [f.name, f]))).evaluate();
}

/** A string-valued token (a literal, or `${{ }}` text the parser turned into `format(…)`) as GitHub renders it. */
function renderString(token: TemplateToken, context: data.Dictionary): string {
  if (isString(token)) return token.value;
  if (isBasicExpression(token)) return evaluateExpression(token.expression, context).coerceString();
  throw new Error("a string or an expression was expected here");
}

/** The group of a `concurrency:` token (a string, or a mapping with `group`), rendered; null without one. */
function concurrencyGroup(token: TemplateToken | undefined, context: data.Dictionary): string | null {
  if (token === undefined) return null;
  if (!isMapping(token)) return renderString(token, context);
  for (const pair of token) if (isString(pair.key) && pair.key.value === "group") return renderString(pair.value, context);
  return null;
}

/**
 * Does the workflow's `on:` take this event (its name, its `types:` when it lists them, and for
 * `workflow_run` the `workflows:` it names, matched against the completed run's workflow name)?
 * A `check_run` of GitHub Actions' own check suite (a job) starts no workflow: "To prevent recursive
 * workflows, this event does not trigger workflows if the check run's check suite was created by
 * GitHub Actions" (docs.github.com, "Events that trigger workflows", `check_run`).
 */
function triggers(template: WorkflowTemplate, event: WorkflowEvent): boolean {
  const config = template.events[event.name] as { types?: string[]; workflows?: string[] } | undefined;
  if (config === undefined) return false;
  const action = typeof event.payload["action"] === "string" ? event.payload["action"] : null;
  if (config.types !== undefined && action !== null && !config.types.includes(action)) return false;
  if (event.name === "check_run") {
    const suiteApp = (event.payload["check_run"] as { check_suite?: { app?: { slug?: unknown } | null } } | undefined)?.check_suite?.app;
    return suiteApp?.slug !== "github-actions";
  }
  if (event.name !== "workflow_run" || config.workflows === undefined) return true;
  const workflow = (event.payload["workflow_run"] as { name?: unknown } | undefined)?.name;
  return typeof workflow === "string" && config.workflows.includes(workflow);
}

/** The expression context of a run: `github` with the event, `inputs`, and empty `vars` and `needs`. */
function contextOf(github: Record<string, unknown>, event: WorkflowEvent, inputs: Record<string, unknown>): data.Dictionary {
  return JSON.parse(
    JSON.stringify({ github: { ...github, event_name: event.name, event: event.payload }, inputs, vars: {}, needs: {} }),
    data.reviver,
  ) as data.Dictionary;
}

/** A token's value as a called workflow's `inputs` hold it: a literal as it is, an expression evaluated. */
function valueOf(token: TemplateToken, context: data.Dictionary): unknown {
  if (isString(token)) return token.value;
  if (isNumber(token)) return token.value;
  if (isBoolean(token)) return token.value;
  if (isBasicExpression(token)) {
    const result = evaluateExpression(token.expression, context);
    return result.kind === data.Kind.Number || result.kind === data.Kind.Boolean
      ? (result as { value: unknown }).value
      : result.coerceString();
  }
  throw new Error("a literal or an expression was expected as a called workflow's input");
}

/**
 * The `inputs` a called workflow sees: the calling job's `with:` evaluated in the caller's context,
 * over the defaults `on.workflow_call.inputs` declares (a string input without one is "", a number 0,
 * a boolean false).
 */
function callInputs(job: ReusableWorkflowJob, called: WorkflowTemplate, context: data.Dictionary): Record<string, unknown> {
  const declared = called.events.workflow_call?.inputs ?? {};
  const inputs: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(declared)) {
    // The parser's InputType names no `number`, which workflow_call inputs may have.
    const type = String(input.type);
    const fallback = type === "number" ? 0 : type === "boolean" ? false : "";
    const given = input.default;
    inputs[name] = given === undefined ? fallback : typeof given === "object" ? valueOf(given, context) : given;
  }
  for (const pair of job["input-values"] ?? []) {
    if (!isString(pair.key)) continue;
    if (!(pair.key.value in declared)) throw new Error(`the call passes ${pair.key.value}, which the called workflow does not declare`);
    inputs[pair.key.value] = valueOf(pair.value, context);
  }
  return inputs;
}

/**
 * What GitHub does with `event` for `workflow`: null when it creates no workflow run; otherwise the
 * run's name, the groups it joins and which jobs run. `github` holds the run's own values
 * (`repository`, `run_id`, …); `inputs` of a dispatch are its payload's `inputs` over the declared
 * defaults. A job that calls a reusable workflow runs that workflow's jobs (`called`, the one it
 * calls), with the caller's `github` and the call's inputs: each is listed as `<job>/<called job>`.
 * @throws when an expression does not evaluate, or a job calls a workflow `called` does not give.
 */
export function evaluateRun(
  workflow: ParsedWorkflow,
  event: WorkflowEvent,
  github: Record<string, unknown>,
  called: ParsedWorkflow | null = null,
): EvaluatedRun | null {
  const { template } = workflow;
  if (!triggers(template, event)) return null;
  const declared = template.events.workflow_dispatch?.inputs ?? {};
  const given = event.name === "workflow_dispatch" ? ((event.payload["inputs"] as Record<string, unknown> | undefined) ?? {}) : {};
  const inputs =
    event.name === "workflow_dispatch"
      ? { ...Object.fromEntries(Object.entries(declared).map(([name, input]) => [name, input.default ?? ""])), ...given }
      : {};
  const context = contextOf(github, event, inputs);
  const runName = workflow.runName === null ? ((template as { name?: string }).name ?? "") : renderString(workflow.runName, context);
  const jobs = template.jobs.flatMap((job) => {
    const runs = truthy(evaluateExpression(job.if.expression, context));
    if (job.type !== "reusableWorkflowJob")
      return [{ id: job.id.value, runs, group: runs ? concurrencyGroup(job.concurrency, context) : null }];
    if (called === null) throw new Error(`job ${job.id.value} calls ${job.ref.value}: give the called workflow`);
    const callContext = contextOf(github, event, callInputs(job, called.template, context));
    return called.template.jobs.map((inner) => {
      const innerRuns = runs && truthy(evaluateExpression(inner.if.expression, callContext));
      return {
        id: `${job.id.value}/${inner.id.value}`,
        runs: innerRuns,
        group: innerRuns ? concurrencyGroup(inner.concurrency, callContext) : null,
      };
    });
  });
  return { runName, workflowGroup: concurrencyGroup(template.concurrency, context), jobs };
}

/** One `${{ }}` expression (its inside) evaluated for `event`, as a step's input would be; coerced to a string. */
export function evaluateStepExpression(expression: string, event: WorkflowEvent, github: Record<string, unknown>): string {
  return evaluateExpression(expression, contextOf(github, event, {})).coerceString();
}

/** Whether a YAML text is a whole workflow with triggers (`on:`), not a fragment of one. */
export function hasTriggers(text: string): boolean {
  const document = parseDocument(text);
  const root = document.contents;
  return root !== null && !isScalar(root) && "has" in root && root.has("on") && root.has("jobs");
}
