/** The `workflow_dispatch` inputs Ralph sends, and the fix for a workflow GitHub refuses them for (422). */

export interface InputDeclaration {
  description: string;
  required: boolean;
  /** null: none (a required input). */
  default: string | null;
}

/** In `ralph-bot init`'s order (a test checks): people fill `issue` and `rounds`, Ralph `carry`. */
export const DISPATCH_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  issue: { description: "The issue to work on", required: true, default: null },
  rounds: { description: "Rounds for this run (empty for the default)", required: false, default: "" },
  carry: { description: "Set by Ralph for the runs it starts; leave it empty", required: false, default: "" },
};

/** The earlier form's inputs, one per field of `carry`; still served (see `dispatchRun`). */
export const EARLIER_DISPATCH_INPUTS: Readonly<Record<string, InputDeclaration>> = {
  "comment-id": { description: "The trigger comment (empty for a label); its text joins the objective", required: false, default: "" },
  "pull-request": {
    description: "The Ralph pull request a review or `/ralph` came from (empty for a run on the issue)",
    required: false,
    default: "",
  },
  "review-id": { description: "The review requesting changes that started the run (empty otherwise)", required: false, default: "" },
  check: {
    description: "The failed check of the pull request's head that started the run (empty otherwise)",
    required: false,
    default: "",
  },
  "relay-run": { description: "Relay mode: the run this workflow run continues (set by the action)", required: false, default: "" },
  "relay-round": { description: "Relay mode: the round this workflow run starts (set by the action)", required: false, default: "" },
};

/** When the workflow file is the cause; `message` is GitHub's own words. */
export type DispatchRefusal =
  | { kind: "undeclared"; inputs: string[]; message: string }
  | { kind: "required"; input: string; message: string }
  | { kind: "no-trigger"; message: string };

/** From a dispatch's Octokit error when GitHub answered 422 with one; else null. */
export function readDispatchRefusal(error: unknown): DispatchRefusal | null {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 422) return null;
  const data =
    "response" in error && typeof error.response === "object" && error.response !== null
      ? (error.response as { data?: unknown }).data
      : null;
  const message = typeof data === "object" && data !== null && "message" in data && typeof data.message === "string" ? data.message : null;
  if (message === null) return null;
  const undeclared = /^Unexpected inputs provided: (\[.*\])$/s.exec(message)?.[1];
  if (undeclared !== undefined) {
    const inputs = [...undeclared.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1] ?? ""}"`) as string);
    return inputs.length > 0 ? { kind: "undeclared", inputs, message } : null;
  }
  const required = /^Required input '(.+)' not provided$/s.exec(message)?.[1];
  if (required !== undefined) return { kind: "required", input: required, message };
  if (/^Workflow does not have 'workflow_dispatch' trigger$/.test(message)) return { kind: "no-trigger", message };
  return null;
}

/** What to change in `workflow` on `ref`: one Markdown sentence, and YAML to merge when inputs are missing. */
export function refusalFix(
  refusal: DispatchRefusal,
  workflow: string,
  ref: string,
  sender: string,
): { words: string; yaml: string | null } {
  const where = `The workflow \`.github/workflows/${workflow}\` on \`${ref}\``;
  switch (refusal.kind) {
    case "undeclared": {
      const one = refusal.inputs.length === 1;
      return {
        words: `${where} does not declare the input${one ? "" : "s"} ${listed(refusal.inputs)}, which ${sender} sends: add ${one ? "it" : "them"} to its \`on.workflow_dispatch.inputs\`.`,
        yaml: inputsYaml(refusal.inputs),
      };
    }
    case "required":
      return {
        words: `${where} requires the input \`${refusal.input}\`, which ${sender} does not send: make it optional (\`required: false\`, with a \`default\`) or remove it.`,
        yaml: null,
      };
    case "no-trigger":
      return {
        words: `${where} has no \`workflow_dispatch\` trigger, through which ${sender} starts it: add the trigger with the inputs Ralph sends.`,
        yaml: inputsYaml(Object.keys(DISPATCH_INPUTS)),
      };
  }
}

/** Unknown names optional with an empty default; strings as JSON strings. */
export function inputsYaml(names: readonly string[]): string {
  const lines = ["on:", "  workflow_dispatch:", "    inputs:"];
  for (const name of names) {
    const declared = DISPATCH_INPUTS[name] ??
      EARLIER_DISPATCH_INPUTS[name] ?? { description: "Sent by Ralph", required: false, default: "" };
    const key = /^[A-Za-z_][\w-]*$/.test(name) ? name : JSON.stringify(name);
    lines.push(`      ${key}:`, `        description: ${JSON.stringify(declared.description)}`);
    lines.push(`        required: ${declared.required}`);
    if (declared.default !== null) lines.push(`        default: ${JSON.stringify(declared.default)}`);
  }
  return lines.join("\n");
}

/** `a`, `a` and `b`, `a`, `b` and `c`, each in backticks. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1) ?? ""}`;
}
