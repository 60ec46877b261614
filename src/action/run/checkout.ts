/**
 * The options the action reads and prepares the run's checkout with: one place for the early read
 * (`ahead.ts`, while the sender's permission is checked) and the preparing (`start.ts`), so both run
 * the same git the same way.
 */
import * as core from "@actions/core";
import { leftoverGuard } from "../../agents/leftovers.js";
import type { ProbeOptions } from "../../workspace/workspace.js";
import type { ActionInputs } from "../inputs.js";
import type { RunnerContext } from "../runner.js";

/**
 * The checkout's options for the run `runId` started at `startedAtMs` (epoch ms): the workspace,
 * the token, `RUNNER_TEMP` for the rescue bundles and the bot's private folder, git hosts' outages
 * waited out as GitHub's are (for the run's time left, at least a minute, so the round can still be
 * pushed; the runner's cancel stops the wait), and the leftover guard of the run's marker: the
 * agent's processes carry the run's id (RALPH_RUN_ID), and what one of them left is found by it.
 */
export function checkoutOptions(
  inputs: ActionInputs,
  runner: RunnerContext,
  run: { runId: string; startedAtMs: number; termination: AbortSignal },
): ProbeOptions {
  return {
    dir: runner.workspace,
    token: inputs["github-token"],
    rescueDir: runner.runnerTemp,
    retry: {
      patience: () => Math.max(60_000, run.startedAtMs + inputs["run-timeout-minutes"] * 60_000 - Date.now()),
      signal: run.termination,
      log: (message) => core.warning(message),
    },
    ...leftoverGuard(run.runId, (message) => core.info(message)),
  };
}
