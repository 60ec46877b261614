// The flags of `ralph-bot run`: the action's inputs, same names and schemas, and the CLI's own.
import * as z from "zod";
import { AgentInput } from "../agents/index.js";
import { AllowedDomainsInput, allowedDomainsUnreadBy, NetworkInput } from "../agents/egress.js";
import { parseAgentEnvNames } from "../agents/environment.js";
import { SandboxInput, SandboxWritableInput } from "../agents/sandbox.js";
import { branchName, optionalText, RUN_INPUTS } from "../core/inputs.js";

/** One flag: `--<name> <arg>`, a switch when `arg` is null. */
export interface FlagSpec {
  name: keyof typeof cliShape.shape;
  arg: string | null;
  description: string;
  /** Repeated values are joined by new lines. */
  list?: true;
}

/** A list of variable names, read as the action reads it; refused naming the flag. */
function variableNames(input: "agent-env" | "agent-secrets") {
  return RUN_INPUTS[input].transform((text, ctx) => {
    try {
      return parseAgentEnvNames(text, input);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message.replace(/^agent-(env|secrets):? ?/, "") });
      return z.NEVER;
    }
  });
}

const cliShape = z.object({
  objective: RUN_INPUTS.objective,
  "issue-file": optionalText.default(null),
  agent: AgentInput,
  "agent-command": RUN_INPUTS["agent-command"],
  "agent-env": variableNames("agent-env"),
  "agent-secrets": variableNames("agent-secrets"),
  model: RUN_INPUTS.model,
  "max-rounds": RUN_INPUTS["max-rounds"],
  "round-timeout-minutes": RUN_INPUTS["round-timeout-minutes"],
  "run-timeout-minutes": RUN_INPUTS["run-timeout-minutes"],
  "verify-command": RUN_INPUTS["verify-command"],
  verify: RUN_INPUTS.verify,
  "no-progress-rounds": RUN_INPUTS["no-progress-rounds"],
  "max-handoff-chars": RUN_INPUTS["max-handoff-chars"],
  "max-cost-usd": RUN_INPUTS["max-cost-usd"],
  branch: optionalText.pipe(branchName("a branch name").nullable()).default(null),
  "base-branch": RUN_INPUTS["base-branch"],
  sandbox: SandboxInput,
  "sandbox-writable": SandboxWritableInput.default([]),
  network: NetworkInput,
  "allowed-domains": AllowedDomainsInput.default([]),
  workspace: optionalText.default(null),
  out: optionalText.default(null),
  push: z.boolean().default(() => false),
});

/** In the help's order. */
export const FLAGS: readonly FlagSpec[] = [
  { name: "objective", arg: "<text>", description: "what the agent works towards (or --issue-file)" },
  {
    name: "issue-file",
    arg: "<path>",
    description: "a Markdown file holding the objective: its first line is the title (a leading # is dropped), the rest the body",
  },
  { name: "agent", arg: "<name>", description: "command, claude-code, codex or gemini" },
  {
    name: "agent-command",
    arg: "<command>",
    description: "--agent command: the shell command each round runs; a preset: extra arguments for its CLI",
  },
  {
    name: "agent-env",
    arg: "<names>",
    description: "environment variables passed on to the agent, by name (commas; repeatable); GITHUB_TOKEN never is",
    list: true,
  },
  {
    name: "agent-secrets",
    arg: "<names>",
    description: "environment variables holding model keys, by name (commas; repeatable): the proxy adds them, the agent never sees them",
    list: true,
  },
  { name: "model", arg: "<model>", description: "the model a preset's CLI uses (default: the CLI's own)" },
  { name: "max-rounds", arg: "<n>", description: "rounds at most" },
  { name: "round-timeout-minutes", arg: "<minutes>", description: "time limit of one round (decimals allowed)" },
  { name: "run-timeout-minutes", arg: "<minutes>", description: "time limit of the whole run (decimals allowed)" },
  { name: "verify-command", arg: "<command>", description: "a shell command that must pass before a complete is accepted" },
  { name: "verify", arg: "<when>", description: "when the verify command runs: on-complete or every-round" },
  {
    name: "no-progress-rounds",
    arg: "<n>",
    description: "rounds in a row without a change and with the same next steps that end the run blocked",
  },
  { name: "max-handoff-chars", arg: "<n>", description: "the largest report, in characters" },
  {
    name: "max-cost-usd",
    arg: "<dollars>",
    description: "the run's cost budget in US dollars, counted from the cost the agent reports (default: none)",
  },
  { name: "branch", arg: "<name>", description: "the run's branch, resumed when it exists (default: ralph/<the title as a slug>)" },
  { name: "base-branch", arg: "<name>", description: "the branch a new run's branch starts from (default: the checked-out branch)" },
  { name: "sandbox", arg: "<mode>", description: "bubblewrap or none (none runs the agent and the verify command as they are)" },
  {
    name: "sandbox-writable",
    arg: "<paths>",
    description: "more absolute folders the agent may write in the sandbox (commas; repeatable)",
    list: true,
  },
  {
    name: "network",
    arg: "<mode>",
    description: "allowlist: the agent reaches only allowed hosts, through a proxy; open: your machine's network",
  },
  {
    name: "allowed-domains",
    arg: "<hosts>",
    description: "hosts the agent may reach besides its model API: names, *.suffix, or the sets registries, github (commas; repeatable)",
    list: true,
  },
  { name: "workspace", arg: "<dir>", description: "the git checkout to run in (default: the current directory)" },
  {
    name: "out",
    arg: "<dir>",
    description: "where each round's prompt and report, the event log and the agent's output go (default: a new temporary folder)",
  },
  {
    name: "push",
    arg: null,
    description:
      "push each round to origin, as the action does ($GITHUB_TOKEN when set, else your own git credentials); without it rounds are only committed",
  },
];

export const CliInputs = cliShape.superRefine((inputs, ctx) => {
  if (inputs.objective === null && inputs["issue-file"] === null) {
    ctx.addIssue({ code: "custom", path: ["objective"], message: "or --issue-file is required, one of the two" });
  }
  if (inputs.objective !== null && inputs["issue-file"] !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["issue-file"],
      message: "cannot be given with --objective: give --objective or --issue-file, not both",
    });
  }
  if (inputs.agent === "command" && inputs["agent-command"] === null) {
    ctx.addIssue({ code: "custom", path: ["agent-command"], message: "is required when --agent is command (the default)" });
  }
  if (inputs.agent === "command" && inputs["agent-secrets"].length > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["agent-secrets"],
      message:
        "names model keys the egress proxy holds for a preset (claude-code, codex, gemini), which --agent command is not: pass the variable with --agent-env instead",
    });
  }
  const unreadBy = allowedDomainsUnreadBy(inputs);
  if (unreadBy !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["allowed-domains"],
      message: `has no effect with ${unreadBy === "sandbox" ? "--sandbox none" : "--network open"}: the agent reaches every host there; drop one of the two`,
    });
  }
});
export type CliInputs = z.output<typeof CliInputs>;

/** A command line ralph-bot cannot run: exit code 2, the message names the flag. */
export class UsageError extends Error {}

/** A flag's default for the help, or null when none is worth showing. */
export function defaultOf(name: FlagSpec["name"]): string | null {
  const parsed = cliShape.shape[name].safeParse(undefined);
  if (!parsed.success) return null;
  const value: unknown = parsed.data;
  if (value === null || value === false || value === "" || (Array.isArray(value) && value.length === 0)) return null;
  return String(value);
}

/** Validates the flags by name, a switch `true`; throws UsageError naming every invalid one. */
export function parseCliInputs(raw: Readonly<Record<string, string | boolean>>): CliInputs {
  const parsed = CliInputs.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const flag = String(issue.path[0] ?? "objective");
    const value = raw[flag];
    return `option '--${flag}' ${issue.message}${typeof value === "string" ? ` (got ${JSON.stringify(value)})` : ""}`;
  });
  throw new UsageError(problems.join("; "));
}
