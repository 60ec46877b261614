// `ralph-bot run`: the action's loop, agents and sandbox on a person's checkout, with no GitHub (docs/cli.md).
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve } from "node:path";
import { buildAgentEnvironment, parseAgentSecretNames } from "../agents/environment.js";
import { describeKeyPlacement, placeModelKeys } from "../agents/index.js";
import { leftoverGuard } from "../agents/leftovers.js";
import type { EventSink } from "../core/events.js";
import { runRounds } from "../core/loop.js";
import { logLine } from "../core/sanitize.js";
import { Workspace } from "../workspace/workspace.js";
import { openEngine } from "../engine/index.js";
import { defaultBaseBranch, readCheckout } from "./checkout.js";
import { describeHidden } from "../core/hidden-text.js";
import { defaultBranch, readObjective } from "./objective.js";
import { UsageError, type CliInputs } from "./options.js";
import type { LocalResult, RunPlace } from "./outcome.js";
import { Progress, type ProgressOutput } from "./progress.js";

export interface LocalRunRequest {
  inputs: CliInputs;
  /** `PATH`, the `agent-env` names, and `GITHUB_TOKEN` for `--push`. */
  env: NodeJS.ProcessEnv;
  cwd: string;
  progressOut: ProgressOutput;
  /** Cancels; the round in progress is committed. */
  termination: AbortSignal;
}

/** A finished local run, and the secrets its texts must not show. */
export interface LocalRun {
  result: LocalResult;
  place: RunPlace;
  secrets: string[];
}

/**
 * Runs the rounds on the checkout with progress, until an outcome. Throws UsageError for unusable flags,
 * and Error when the run cannot start (a dirty tree, no sandbox, no agent CLI).
 */
export async function runLocal(request: LocalRunRequest): Promise<LocalRun> {
  const { inputs, env, cwd } = request;
  // Started now, so preparing the workspace counts against the run's time.
  const deadline = AbortSignal.timeout(inputs["run-timeout-minutes"] * 60_000);
  const objective = await readObjective({ objective: inputs.objective, issueFile: inputs["issue-file"] }, cwd);
  const checkout = await readCheckout(resolve(cwd, inputs.workspace ?? "."), env);
  const branch = inputs.branch ?? defaultBranch(objective.title);
  const baseBranch = inputs["base-branch"] ?? defaultBaseBranch(checkout, branch);
  const out = await openOutFolder(inputs.out, cwd, checkout.top);
  const token = inputs.push && env.GITHUB_TOKEN !== undefined && env.GITHUB_TOKEN !== "" ? env.GITHUB_TOKEN : null;
  const secretNames = parseAgentSecretNames(inputs["agent-secrets"]);
  // A preset's model key is held by the egress proxy wherever it is named, never in the agent's environment.
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
  const maxRounds = inputs["max-rounds"];
  const progress = new Progress(request.progressOut, { maxRounds, secrets, now: Date.now });
  const log = createWriteStream(join(out, "agent.log"), { flags: "a" });
  // Losing the agent's log must not stop the run: say so once.
  log.once("error", (error) => progress.line(`  agent.log: ${error.message}; the agent's output is no longer kept`));
  try {
    progress.line(`ralph-bot run: ${logLine(objective.title, secrets)}`);
    const hidden = describeHidden(objective.hidden);
    if (hidden !== null) progress.line(`  left out of the objective: ${hidden} (text a rendered page does not show)`);
    progress.line(`  out: ${out} (round-N/prompt.md and report.json, events.jsonl; the agent's output in agent.log)`);
    // Preflight first: a run that cannot start leaves the checkout as it was.
    const engine = await openEngine({
      inputs,
      workspace: checkout.top,
      runDir: out,
      runId,
      issueNumber: null,
      env: agentEnv,
      // Held by the egress proxy, never in the agent's environment.
      agentSecrets: Object.fromEntries(keys.held.map((name) => [name, env[name] ?? ""])),
      // The out folder is hidden from the agent but for its own round's folder.
      hidden: { temp: [out], sealed: [] },
      processEnv: process.env,
      // A person's own machine: nothing is installed behind their back; preflight names the install command.
      installMissingCli: false,
      secrets,
      onOutput: (chunk) => log.write(chunk),
      onEventsError: (error) => progress.line(`  event log: ${error.message}`),
    });
    const { sandbox, agent, verifier } = engine;
    const prepared = await Workspace.prepare({
      dir: checkout.top,
      branch,
      baseBranch,
      token,
      push: inputs.push,
      secrets,
      rescueId: runId,
      rescueDir: out,
      retry: { signal: request.termination, log: (message) => progress.line(`  ${message}`) },
      ...leftoverGuard(runId, (message) => progress.line(`  ${message}`)),
    }).catch(async (error: unknown) => {
      await sandbox.close();
      throw error;
    });
    const from = prepared.resumed ? "resumed" : `new from ${baseBranch}`;
    const where = inputs.push ? `pushed to origin${token !== null ? " with $GITHUB_TOKEN" : ""}` : "committed locally, not pushed";
    progress.line(`  branch: ${branch} (${from}) in ${prepared.workspace.dir}; rounds are ${where}`);
    // Without a sandbox the network is the machine's: the sandbox's mode says it.
    const allowed = inputs["allowed-domains"].length > 0 ? ` (${inputs["allowed-domains"].join(", ")})` : "";
    const network = inputs.sandbox === "none" ? "" : `, network: ${sandbox.network === "open" ? "open" : `allowlist${allowed}`}`;
    progress.line(`  agent: ${inputs.agent}, sandbox: ${inputs.sandbox}${network}, up to ${maxRounds} rounds`);
    const placed = describeKeyPlacement(keys);
    for (const line of [placed.held, placed.inside]) if (line !== null) progress.line(`  ${line}`);
    const events: EventSink = {
      emit(event) {
        engine.events.emit(event);
        progress.emit(event);
      },
    };
    const result = await runRounds(
      {
        objective: objective.text,
        objectiveHidden: objective.hidden,
        maxRounds,
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
        // The hosts the round was refused (network: allowlist) join its line.
        reporter: { roundFinished: (record) => progress.roundFinished({ ...record, refusedHosts: sandbox.takeRefusals() }) },
        verifier,
        events,
        now: Date.now,
        signal: request.termination,
        deadline,
      },
    );
    // No `handOffAfter` is set above: the loop runs to an ending.
    if (result.outcome === "handed-off") throw new Error("the run handed off, which only relay mode does");
    return { result, place: { branch, pushed: inputs.push, out }, secrets };
  } finally {
    progress.close();
    await new Promise<void>((done) => log.end(done));
  }
}

/**
 * The run's out folder: `--out` (created when missing) or a new folder in the system's temp
 * folder. It must lie outside the checkout, whose files the bot commits.
 * @returns its absolute path, symbolic links resolved
 * @throws UsageError when `--out` lies inside the checkout or cannot be created.
 */
async function openOutFolder(given: string | null, cwd: string, checkoutTop: string): Promise<string> {
  if (given === null) return realpath(await mkdtemp(join(tmpdir(), "ralph-bot-")));
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

/** Whether `path` is `folder` or lies inside it (both absolute). */
function isWithin(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return !rest.startsWith("..") && !isAbsolute(rest);
}
