/** Milliseconds as the inputs' minutes. */
export function formatMinutes(ms: number): string {
  const minutes = ms / 60_000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(2)} min`;
}
