// Bundles the action, the App and the CLI into dist/ as ESM for Node 20+ (runs.using: node24).
// With --check, bundles into a temporary folder and fails when dist/ differs: dist/ is committed,
// and the action runs it as committed.
import { build } from "esbuild";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// app: Probot's `probot run ./dist/app.js` imports the built file and calls its default export.
// cli: the `ralph-bot` command (package.json `bin`); its source starts with a `#!` line, which esbuild keeps first.
const entries = { action: "src/action/index.ts", app: "src/app/index.ts", cli: "src/cli/index.ts" };
const check = process.argv.includes("--check");
const outdir = check ? await mkdtemp(join(tmpdir(), "ralph-dist-")) : "dist";

await build({
  entryPoints: entries,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  // Bundled CommonJS dependencies call require(); ESM output needs one made for it.
  banner: {
    js: "import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);",
  },
});

// Executable, so `dist/cli.js` runs as it is (npm sets the bit for `bin` on install too).
await chmod(join(outdir, "cli.js"), 0o755);

if (check) {
  const stale = [];
  for (const name of await readdir(outdir)) {
    const fresh = await readFile(join(outdir, name), "utf8");
    const committed = await readFile(join("dist", name), "utf8").catch(() => null);
    if (fresh !== committed) stale.push(`dist/${name}`);
  }
  await rm(outdir, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`dist/ is stale (${stale.join(", ")}): run 'npm run bundle' and commit dist/.`);
    process.exit(1);
  }
  console.log("dist/ matches a fresh bundle.");
}
