/** How the bench prints a measurement: a ratio with the two numbers behind it. */

/** One side-by-side measurement: `bot` against `floor`, both in `unit`. */
export interface Comparison {
  name: string;
  bot: number;
  floor: number;
  unit: string;
  /** The names of the two sides; default `bot` and `floor`. */
  sides?: [string, string];
}

/** `name: 1.23× (bot 4.56 vs floor 3.70 ms/round)`. */
export function formatComparison(c: Comparison): string {
  const [a, b] = c.sides ?? ["bot", "floor"];
  return `${c.name}: ${ratio(c.bot, c.floor)}× (${a} ${num(c.bot)} vs ${b} ${num(c.floor)} ${c.unit})`;
}

function ratio(a: number, b: number): string {
  if (b === 0) return a === 0 ? "1.00" : "∞";
  return (a / b).toFixed(2);
}

/** Three significant digits or so, without exponent notation. */
export function num(x: number): string {
  const abs = Math.abs(x);
  if (abs >= 100 || Number.isInteger(x)) return x.toFixed(0);
  if (abs >= 10) return x.toFixed(1);
  return x.toFixed(2);
}

/** The `q` quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
