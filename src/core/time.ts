/** Milliseconds as the inputs' minutes: `30 min`, `1.50 min`. */
export function formatMinutes(ms: number): string {
  const minutes = ms / 60_000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(2)} min`;
}
