/** The checkout options the early read and the preparing share. */
import * as core from "@actions/core";
import { leftoverGuard } from "../../agents/leftovers.js";
import type { ProbeOptions } from "../../workspace/workspace.js";
import type { ActionInputs } from "../inputs.js";
import type { RunnerContext } from "../runner.js";

/** Outages are waited out for the run's time left (at least a minute); `startedAtMs` in epoch ms. */
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
