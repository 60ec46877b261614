/** Whether a run is live, one rule for the action and the App (docs/design.md, 'One run per issue'). */
import { workflowRunState, type WorkflowRunClient, type WorkflowRunState } from "../github/workflow-runs.js";
import type { RepositoryRef } from "../github/repository.js";
import { HANDED_OFF, type TrackedRun } from "./tracking-schema.js";

/** Heartbeat period (ms). */
export const HEARTBEAT_MS = 5 * 60_000;
/** Without its workflow run's state, a `running` run is live while its heartbeat is younger (ms). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;
/** A handed-off run is live this long while its next leg waits for a runner (ms). */
export const HANDOFF_GRACE_MS = 30 * 60_000;

/** By workflow run id; one not asked about is `unknown`. */
export type LegStates = ReadonlyMap<string, WorkflowRunState>;

export const NO_LEG_STATES: LegStates = new Map();

/** `dead`: another workflow run may take it over. */
export type Liveness =
  | { live: true; by: "workflow run" | "heartbeat" | "next leg's grace" }
  | { live: false; dead: boolean; by: "workflow run" | "heartbeat" | "next leg's grace" | "ending" };

export function legOf(run: TrackedRun): string {
  return run.leg ?? run.run;
}

/** A `running` run by its workflow run's state, else its heartbeat; a handed-off one by the grace. */
export function livenessOf(run: TrackedRun, legs: LegStates, now: Date): Liveness {
  if (run.state === "running") {
    const leg = legs.get(legOf(run)) ?? "unknown";
    if (leg !== "unknown") return leg === "going" ? { live: true, by: "workflow run" } : { live: false, dead: true, by: "workflow run" };
    return age(run, now) < STALE_AFTER_MS ? { live: true, by: "heartbeat" } : { live: false, dead: false, by: "heartbeat" };
  }
  if (run.state === HANDED_OFF) {
    return age(run, now) < HANDOFF_GRACE_MS ? { live: true, by: "next leg's grace" } : { live: false, dead: true, by: "next leg's grace" };
  }
  return { live: false, dead: false, by: "ending" };
}

function age(run: TrackedRun, now: Date): number {
  return now.getTime() - Date.parse(run.heartbeat);
}

export function liveRun(runs: readonly TrackedRun[], legs: LegStates, now: Date): TrackedRun | null {
  return runs.find((run) => livenessOf(run, legs, now).live) ?? null;
}

/** Whether a trigger takes `run` over. */
export function deadRun(run: TrackedRun, legs: LegStates, now: Date): boolean {
  const liveness = livenessOf(run, legs, now);
  return !liveness.live && liveness.dead;
}

/** A stop for a run waiting for its next leg is left for that leg to read. */
export function awaitingNextLeg(run: TrackedRun, now: Date): boolean {
  return run.state === HANDED_OFF && livenessOf(run, NO_LEG_STATES, now).live;
}

/** Each `running` run's workflow run, and the newest run's when it ended `error`. */
export function legsToAsk(runs: readonly TrackedRun[]): string[] {
  const newest = runs.at(-1);
  const erred = newest?.state === "error" ? [legOf(newest)] : [];
  return [...new Set([...runs.filter((run) => run.state === "running").map(legOf), ...erred])];
}

/** `ended` names legs known to have ended, not asked about. Never throws. */
export async function readLegStates(
  octokit: WorkflowRunClient,
  repo: RepositoryRef,
  legs: readonly string[],
  ended: (leg: string) => boolean = () => false,
): Promise<LegStates> {
  const states = new Map<string, WorkflowRunState>();
  for (const leg of legs) states.set(leg, ended(leg) ? "ended" : await workflowRunState(octokit, repo, leg));
  return states;
}
