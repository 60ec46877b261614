/**
 * What the action's start parses (up to the first agent spawn): the committed bundle's
 * entry and the chunks it loads before the run, followed through their imports. Counts of what
 * is in them, not timings: a dependency the bot never runs that creeps back into the start fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../support/action-runner.js";

const DIST = join(PROJECT_ROOT, "dist");

/**
 * The files `dist/action.js` loads up to the run: its static imports and (unless `beforeScrub`,
 * what the image that re-executes itself loads) the main chunk it imports after the token scrub,
 * transitively.
 */
function startFiles(beforeScrub = false): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    const text = readFileSync(join(DIST, path), "utf8");
    files.set(path, text);
    const base = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
    const imported = [...text.matchAll(/^\s*(?:import|} from|from) ?[^"\n]*"(\.\/[^"]+\.js)"/gm)].map((match) => match[1] ?? "");
    // The main chunk is imported dynamically after the scrub; later dynamic imports (@actions/artifact) are not the start's.
    const main =
      path === "action.js" && !beforeScrub
        ? [...text.matchAll(/await import\("(\.\/chunks\/main-[^"]+\.js)"\)/g)].map((match) => match[1] ?? "")
        : [];
    for (const relative of [...imported, ...main]) visit(join(base, relative).replace(/^\.\//, ""));
  };
  visit("action.js");
  return files;
}

/** The bundled modules under `node_modules/<prefix>` in `files`, by esbuild's `// node_modules/…` comments. */
function modules(files: Map<string, string>, prefix: string): string[] {
  return [...files.values()].flatMap((text) =>
    [...text.matchAll(new RegExp(`^// (node_modules/${prefix}\\S*)$`, "gm"))].map((m) => m[1] ?? ""),
  );
}

describe("the action's start", () => {
  const files = startFiles();

  it("loads the main chunk after the entry, and not @actions/artifact", () => {
    expect([...files.keys()].some((path) => /^chunks\/main-/.test(path))).toBe(true);
    expect(modules(files, "@actions/artifact/")).toEqual([]);
  });

  it("parses no undici and no @actions/http-client: @actions/core's OIDC client is left out", () => {
    expect(modules(files, "@actions/core/")).not.toEqual([]);
    expect(modules(files, "undici/")).toEqual([]);
    expect(modules(files, "@actions/http-client/")).toEqual([]);
  });

  it("imports node:http and node:https as no ES module: on Node 24 that namespace reads every export, one of which loads undici", () => {
    const imports = [...files.values()].flatMap((text) => [...text.matchAll(/from "(node:)?https?"/g)].map((match) => match[0]));
    expect(imports).toEqual([]);
  });

  it("parses zod's English messages only, not its other locales (zod is imported as a namespace)", () => {
    expect(modules(files, "zod/v4/locales/")).toEqual(["node_modules/zod/v4/locales/en.js"]);
  });

  it("loads before the token scrub neither zod nor @actions/core: where the scrub re-executes, that image is replaced", () => {
    const scrubFiles = startFiles(true);
    expect(modules(scrubFiles, "")).toEqual([]);
    expect([...scrubFiles.keys()].some((path) => /^chunks\/main-/.test(path))).toBe(false);
  });

  it("parses one Bottleneck, the light build plugin-throttling uses", () => {
    expect(modules(files, "bottleneck/")).toEqual(["node_modules/bottleneck/light.js"]);
  });
});
