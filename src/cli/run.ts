// `ralph-bot run`: the action's loop, agents and sandbox on a person's checkout, with no GitHub (docs/cli.md).
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve } from "node:path";
import { buildAgentEnvironment } from "../agents/environment.js";
import { describeKeyPlacement, placeModelKeys, type KeyPlacement } from "../agents/index.js";
import { leftoverGuard } from "../agents/leftovers.js";
import type { EventSink } from "../core/events.js";
import { runRounds } from "../core/loop.js";
import { logLine } from "../core/sanitize.js";
import { Workspace, type PreparedWorkspace } from "../workspace/workspace.js";
import { eventsFileIn, openEngine, type Engine } from "../engine/index.js";
import { defaultBaseBranch, readCheckout, type Checkout } from "./checkout.js";
import { describeHidden } from "../core/hidden-text.js";
import { defaultBranch, readObjective, type LocalObjective } from "./objective.js";
import { UsageError, type CliInputs } from "./options.js";
import type { LocalResult, RunPlace } from "./outcome.js";
import { Progress, type ProgressOutput } from "./progress.js";

export interface LocalRunRequest {
  inputs: CliInputs;
  /** `PATH`, the `agent-env` names, and `GITHUB_TOKEN` for `--push`. */
  env: NodeJS.ProcessEnv;
  cwd: string;
  progressOut: ProgressOutput;
  /** The round in progress is still committed. */
  termination: AbortSignal;
}

/** `secrets`: what its texts must not show. */
export interface LocalRun {
  result: LocalResult;
  place: RunPlace;
  secrets: string[];
}

/** Throws UsageError for unusable flags, Error when the run cannot start (a dirty tree, no sandbox, no agent CLI). */
export async function runLocal(request: LocalRunRequest): Promise<LocalRun> {
  // Started now, so preparing the workspace counts against the run's time.
  const deadline = AbortSignal.timeout(request.inputs["run-timeout-minutes"] * 60_000);
  const plan = await planLocalRun(request);
  const { inputs, secrets, out, branch } = plan;
  const agentLog = join(out, "agent.log");
  const progress = new Progress(request.progressOut, {
    maxRounds: inputs["max-rounds"],
    secrets,
    now: Date.now,
    agentLog,
    eventsFile: eventsFileIn(out),
  });
  const log = openAgentLog(agentLog, progress);
  let stage: "starting" | "started" = "starting";
  try {
    introduceRun(plan, progress);
    // Preflight first: a run that cannot start leaves the checkout as it was.
    const engine = await openLocalEngine(plan, { log, progress });
    const prepared = await prepareBranch(plan, { engine, progress, termination: request.termination });
    stage = "started";
    describeSetup(plan, { engine, prepared, progress });
    const result = await runLocalRounds(plan, { engine, prepared, progress, termination: request.termination, deadline });
    if (result.outcome === "handed-off") throw new Error("the run handed off, which only relay mode does");
    return { result, place: { branch, pushed: inputs.push, out }, secrets };
  } finally {
    progress.close();
    await new Promise<void>((done) => log.end(done));
    // A run that could not start leaves no temporary folder behind.
    if (stage === "starting") await plan.discardOut();
  }
}

/** Worked out from the flags before anything starts. */
interface LocalPlan {
  inputs: CliInputs;
  env: NodeJS.ProcessEnv;
  objective: LocalObjective;
  checkout: Checkout;
  branch: string;
  baseBranch: string;
  out: string;
  /** Removes the out folder when the run made it in the temp folder; leaves an `--out` folder. */
  discardOut: () => Promise<void>;
  token: string | null;
  keys: KeyPlacement;
  agentEnv: Record<string, string>;
  secrets: string[];
  runId: string;
}

async function planLocalRun({ inputs, env, cwd }: LocalRunRequest): Promise<LocalPlan> {
  const objective = await readObjective({ objective: inputs.objective, issueFile: inputs["issue-file"] }, cwd);
  const checkout = await readCheckout(resolve(cwd, inputs.workspace ?? "."), env);
  const branch = inputs.branch ?? defaultBranch(objective.title);
  const baseBranch = inputs["base-branch"] ?? defaultBaseBranch(checkout, branch);
  const token = inputs.push && env.GITHUB_TOKEN !== undefined && env.GITHUB_TOKEN !== "" ? env.GITHUB_TOKEN : null;
  const secretNames = inputs["agent-secrets"];
  const keys = placeModelKeys({
    agent: inputs.agent,
    sandbox: inputs.sandbox,
    network: inputs.network,
    agentEnv: inputs["agent-env"],
    agentSecrets: secretNames,
    env,
  });
  const agentEnv = buildAgentEnvironment(env, keys.env, {});
  const secrets = [token, ...[...inputs["agent-env"], ...secretNames].map((name) => env[name])].filter(
    (value): value is string => value !== null && value !== undefined && value.length >= 4,
  );
  const runId = `local-${Math.floor(Date.now() / 1000)}-${process.pid}`;
  // Last: a flag refused above leaves no folder made.
  const { out, discardOut } = await openOutFolder(inputs.out, cwd, checkout.top);
  return { inputs, env, objective, checkout, branch, baseBranch, out, discardOut, token, keys, agentEnv, secrets, runId };
}

function openAgentLog(path: string, progress: Progress): WriteStream {
  const log = createWriteStream(path, { flags: "a" });
  // Losing the agent's log must not stop the run: say so once.
  log.once("error", (error) => progress.line(`  agent.log: ${error.message}; the agent's output is no longer kept`));
  return log;
}

function introduceRun({ objective, secrets, out }: LocalPlan, progress: Progress): void {
  progress.line(`ralph-bot run: ${logLine(objective.title, secrets)}`);
  const hidden = describeHidden(objective.hidden);
  if (hidden !== null) progress.line(`  left out of the objective: ${hidden} (text a rendered page does not show)`);
  progress.line(`  out: ${out} (round-N/prompt.md and report.json, events.jsonl; the agent's output in agent.log)`);
}

function openLocalEngine(plan: LocalPlan, { log, progress }: { log: WriteStream; progress: Progress }): Promise<Engine> {
  const { inputs, env, keys, out, secrets } = plan;
  return openEngine({
    inputs,
    workspace: plan.checkout.top,
    runDir: out,
    runId: plan.runId,
    issueNumber: null,
    env: plan.agentEnv,
    // Held by the egress proxy.
    agentSecrets: Object.fromEntries(keys.held.map((name) => [name, env[name] ?? ""])),
    // Hidden but for the round's own folder.
    hidden: { temp: [out], sealed: [] },
    processEnv: process.env,
    // A person's own machine: nothing is installed behind their back, and fixes are shell commands.
    where: "cli",
    secrets,
    onOutput: (chunk) => log.write(chunk),
    onEventsError: (error) => progress.line(`  event log: ${error.message}`),
  });
}

/** Closes the sandbox when it fails. */
function prepareBranch(
  plan: LocalPlan,
  { engine, progress, termination }: { engine: Engine; progress: Progress; termination: AbortSignal },
): Promise<PreparedWorkspace> {
  const { inputs, runId } = plan;
  return Workspace.prepare({
    dir: plan.checkout.top,
    branch: plan.branch,
    baseBranch: plan.baseBranch,
    token: plan.token,
    push: inputs.push,
    secrets: plan.secrets,
    rescueId: runId,
    rescueDir: plan.out,
    retry: { signal: termination, log: (message) => progress.line(`  ${message}`) },
    ...leftoverGuard(runId, (message) => progress.line(`  ${message}`)),
  }).catch(async (error: unknown) => {
    await engine.sandbox.close();
    throw error;
  });
}

function describeSetup(
  { inputs, branch, baseBranch, token, keys }: LocalPlan,
  { engine, prepared, progress }: { engine: Engine; prepared: PreparedWorkspace; progress: Progress },
): void {
  const from = prepared.resumed ? "resumed" : `new from ${baseBranch}`;
  const where = inputs.push ? `pushed to origin${token !== null ? " with $GITHUB_TOKEN" : ""}` : "committed locally, not pushed";
  progress.line(`  branch: ${branch} (${from}) in ${prepared.workspace.dir}; rounds are ${where}`);
  const allowed = inputs["allowed-domains"].length > 0 ? ` (${inputs["allowed-domains"].join(", ")})` : "";
  const network = inputs.sandbox === "none" ? "" : `, network: ${engine.sandbox.network === "open" ? "open" : `allowlist${allowed}`}`;
  progress.line(`  agent: ${inputs.agent}, sandbox: ${inputs.sandbox}${network}, up to ${inputs["max-rounds"]} round${inputs["max-rounds"] === 1 ? "" : "s"}`);
  const placed = describeKeyPlacement(keys);
  for (const line of [placed.held, placed.inside]) if (line !== null) progress.line(`  ${line}`);
}

interface LocalRounds {
  engine: Engine;
  prepared: PreparedWorkspace;
  progress: Progress;
  termination: AbortSignal;
  deadline: AbortSignal;
}

function runLocalRounds({ inputs, objective }: LocalPlan, { engine, prepared, progress, termination, deadline }: LocalRounds) {
  const { sandbox, agent, verifier } = engine;
  const events: EventSink = {
    emit(event) {
      engine.events.emit(event);
      progress.emit(event);
    },
  };
  return runRounds(
    {
      objective: objective.text,
      objectiveHidden: objective.hidden,
      maxRounds: inputs["max-rounds"],
      maxHandoffChars: inputs["max-handoff-chars"],
      reportFile: (round) => agent.reportFile(round),
      verify: inputs.verify,
      noProgressRounds: inputs["no-progress-rounds"],
      maxCostUsd: inputs["max-cost-usd"],
      initialState: null,
    },
    {
      agent,
      workspace: prepared.workspace,
      reporter: { roundFinished: (record) => progress.roundFinished({ ...record, refusedHosts: sandbox.takeRefusals() }) },
      verifier,
      events,
      now: Date.now,
      signal: termination,
      deadline,
    },
  );
}

/** `--out` or a new temp folder, and how to discard it; throws UsageError inside the checkout. */
async function openOutFolder(
  given: string | null,
  cwd: string,
  checkoutTop: string,
): Promise<{ out: string; discardOut: () => Promise<void> }> {
  if (given === null) {
    const out = await realpath(await mkdtemp(join(tmpdir(), "ralph-bot-")));
    return { out, discardOut: () => rm(out, { recursive: true, force: true }) };
  }
  return { out: await openGivenOutFolder(given, cwd, checkoutTop), discardOut: async () => {} };
}

/** `--out`, created when missing and resolved; throws UsageError inside the checkout. */
async function openGivenOutFolder(given: string, cwd: string, checkoutTop: string): Promise<string> {
  const path = resolve(cwd, given);
  const refuse = () =>
    new UsageError(
      `option '--out' must lie outside the checkout ${checkoutTop} (got ${JSON.stringify(given)}): the bot commits what is in it`,
    );
  // Checked before the folder is made, and again once symbolic links can be resolved.
  if (isWithin(path, checkoutTop)) throw refuse();
  await mkdir(path, { recursive: true }).catch((error: Error) => {
    throw new UsageError(`option '--out' cannot be created: ${error.message}`);
  });
  const real = await realpath(path);
  if (isWithin(real, await realpath(checkoutTop))) throw refuse();
  return real;
}

function isWithin(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return !rest.startsWith("..") && !isAbsolute(rest);
}
