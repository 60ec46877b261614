/**
 * No-progress detection (issue 6: after `no-progress-rounds` consecutive rounds with no change
 * to the tree and the same next steps, the run ends `blocked` with the reason "no progress").
 */

/** Default of input `no-progress-rounds`. */
export const DEFAULT_NO_PROGRESS_ROUNDS = 3;

/** The current run of stalled rounds: how many in a row, and the next steps they all reported. */
export interface Stall {
  rounds: number;
  nextSteps: readonly string[];
}

/** No stalled round yet. */
export const NO_STALL: Stall = { rounds: 0, nextSteps: [] };

/**
 * The stall after a round that went on (a `continue` report, or a completion the verify command
 * rejected): a round that changed the tree resets it; a round without change extends it when its
 * next steps equal the stall's (same strings, same order), and starts a new one otherwise.
 */
export function trackStall(stall: Stall, changed: boolean, nextSteps: readonly string[]): Stall {
  if (changed) return NO_STALL;
  const same = stall.rounds > 0 && stall.nextSteps.length === nextSteps.length && stall.nextSteps.every((step, i) => step === nextSteps[i]);
  return same ? { rounds: stall.rounds + 1, nextSteps } : { rounds: 1, nextSteps };
}
