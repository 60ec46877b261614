// Bundles the action, the App and the CLI into dist/ as ESM for Node 20+ (runs.using: node24).
// With --check, bundles into a temporary folder and fails when dist/ differs (a file changed,
// missing or left over): dist/ is committed, and the action runs it as committed.
import { build } from "esbuild";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const check = process.argv.includes("--check");
const outdir = check ? await mkdtemp(join(tmpdir(), "ralph-dist-")) : "dist";
if (!check) await rm(outdir, { recursive: true, force: true }); // no chunk of an older bundle stays

/** Marks what it resolves into `@actions/core` as free of side effects (see `common.plugins`). */
const RESOLVING = Symbol("resolving");
const coreWithoutSideEffects = {
  name: "actions-core-without-side-effects",
  setup(build) {
    build.onResolve({ filter: /./ }, async (args) => {
      if (args.pluginData === RESOLVING || !/@actions[/\\]core[/\\]/.test(`${args.importer}/${args.path}`)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: RESOLVING,
      });
      if (resolved.errors.length > 0 || !/node_modules[/\\]@actions[/\\]core[/\\]/.test(resolved.path))
        return resolved.errors.length > 0 ? undefined : resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

/** Resolves `bottleneck` to its light build (see `common.plugins`). */
const bottleneckLight = {
  name: "bottleneck-light",
  setup(build) {
    build.onResolve({ filter: /^bottleneck$/ }, (args) =>
      build.resolve("bottleneck/light.js", { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir }),
    );
  },
};

const common = {
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "none",
  logLevel: "warning",
  // What a start parses: @actions/core's modules import its OIDC client, and through it
  // @actions/http-client and undici (0.8 MB), for `getIDToken`, which the bot never calls; marked free
  // of side effects, the unused ones are left out. Bottleneck's full build is the light one
  // (which plugin-throttling already bundles) plus Redis clustering, which the bot never uses.
  plugins: [coreWithoutSideEffects, bottleneckLight],
  // Bundled CommonJS dependencies call require(); ESM output needs one made for it.
  banner: {
    js: "import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);",
  },
};

// action: split at its dynamic imports (the action after the token scrub, @actions/artifact only
// when a rescue bundle is uploaded) into dist/chunks/, so a start parses what it runs.
await build({ ...common, entryPoints: { action: "src/action/index.ts" }, splitting: true, chunkNames: "chunks/[name]-[hash]" });
// app: Probot's `probot run ./dist/app.js` imports the built file and calls its default export.
// cli: the `ralph-bot` command (package.json `bin`), one file that runs on its own; its source
// starts with a `#!` line, which esbuild keeps first.
await build({ ...common, entryPoints: { app: "src/app/index.ts", cli: "src/cli/index.ts" } });

// Executable, so `dist/cli.js` runs as it is (npm sets the bit for `bin` on install too).
await chmod(join(outdir, "cli.js"), 0o755);

if (check) {
  const fresh = await files(outdir);
  const committed = await files("dist").catch(() => []);
  const stale = [...new Set([...fresh, ...committed])].sort();
  const differs = [];
  for (const name of stale) {
    const a = await readFile(join(outdir, name), "utf8").catch(() => null);
    const b = await readFile(join("dist", name), "utf8").catch(() => null);
    if (a !== b) differs.push(`dist/${name}`);
  }
  await rm(outdir, { recursive: true, force: true });
  if (differs.length > 0) {
    console.error(`dist/ is stale (${differs.join(", ")}): run 'npm run bundle' and commit dist/.`);
    process.exit(1);
  }
  console.log("dist/ matches a fresh bundle.");
}

/** Every file under `dir`, as paths relative to it. */
async function files(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}
