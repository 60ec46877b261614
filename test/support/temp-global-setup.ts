/**
 * vitest's global setup: the test run gets a temp folder of its own, `<system temp>/ralph-test-…`,
 * which `TMPDIR` names for the test workers and every process they start; once the run ends,
 * whatever is still in it fails the run, listed, and the folder is removed. The name is unique to
 * this test run, so another test run at the same time (another copy of the test command) can
 * neither blame nor be blamed for what is left.
 */
import { chmodSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Entries of `folder`, and of the folders in it down to `depth` levels, as paths relative to it. */
export function entriesOf(folder: string, depth = 2): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const inner = entry.isDirectory() && depth > 1 ? entriesOf(join(folder, entry.name), depth - 1) : [];
    found.push(...(inner.length > 0 ? inner.map((name) => `${entry.name}/${name}`) : [entry.name]));
  }
  return found.sort();
}

/**
 * Makes the run's temp folder in `base` and names it in `env.TMPDIR`; the teardown restores
 * `env.TMPDIR`, removes the folder, and throws listing what was left in it.
 */
export function makeRunTemp(env: NodeJS.ProcessEnv, base: string): () => void {
  const folder = realpathSync(mkdtempSync(join(base, "ralph-test-")));
  // Other users may pass through it as through the system's (a test runs a lookup as `nobody`).
  chmodSync(folder, 0o755);
  const before = env.TMPDIR;
  env.TMPDIR = folder;
  return () => {
    if (before === undefined) delete env.TMPDIR;
    else env.TMPDIR = before;
    const left = entriesOf(folder);
    rmSync(folder, { recursive: true, force: true });
    if (left.length === 0) return;
    // vitest only logs an error of a global teardown: the exit code must say it too.
    process.exitCode = 1;
    const shown = left.slice(0, 40).join("\n  ") + (left.length > 40 ? `\n  … and ${left.length - 40} more` : "");
    throw new Error(`the tests left ${left.length} entries in their temp folder ${folder} (each test removes what it makes):\n  ${shown}`);
  };
}

/** Names the run's temp folder for the projects' global setups after the first (each project runs it). */
const MADE = "RALPH_TEST_RUN_TEMP";

export default function setup(): () => void {
  if (process.env[MADE] !== undefined && process.env[MADE] === process.env.TMPDIR) return () => {};
  const teardown = makeRunTemp(process.env, tmpdir());
  process.env[MADE] = process.env.TMPDIR;
  return () => {
    delete process.env[MADE];
    teardown();
  };
}
