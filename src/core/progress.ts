export const DEFAULT_NO_PROGRESS_ROUNDS = 3;

/** Stalled rounds in a row, and the next steps they all reported. */
export interface Stall {
  rounds: number;
  nextSteps: readonly string[];
}

export const NO_STALL: Stall = { rounds: 0, nextSteps: [] };

/** A change resets the stall; the same next steps without change extend it. */
export function trackStall(stall: Stall, { changed, nextSteps }: { changed: boolean; nextSteps: readonly string[] }): Stall {
  if (changed) return NO_STALL;
  const same = stall.rounds > 0 && stall.nextSteps.length === nextSteps.length && stall.nextSteps.every((step, i) => step === nextSteps[i]);
  return same ? { rounds: stall.rounds + 1, nextSteps } : { rounds: 1, nextSteps };
}
