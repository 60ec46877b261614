/**
 * A time limit in minutes, as the inputs name it (`round-timeout-minutes`):
 * `30 min`, `1.50 min`, `0.10 min` from milliseconds.
 */
export function formatMinutes(ms: number): string {
  const minutes = ms / 60_000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(2)} min`;
}
