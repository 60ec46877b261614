import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The direction rules of the layout (docs/architecture.md) read from the imports of every file in
 * src/: a broken rule fails here, naming the file and the import that breaks it.
 */

const ROOT = resolve(import.meta.dirname, "..");
const SRC = join(ROOT, "src");

/** Longest a file in src/ may be, in lines (one job a file). */
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Each src/ file (relative, e.g. "core/loop.ts") with the src/ files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const path of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, "utf8"), true, false);
    const targets = importedFiles
      .map((file) => file.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => relative(SRC, resolve(dirname(path), name)).replace(/\.js$/, ".ts"))
      // package.json and other files outside src/ are data, not part of the layout.
      .filter((target) => !target.startsWith(".."));
    graph.set(relative(SRC, path), targets);
  }
  return graph;
}

const graph = importGraph();

/** The top folder of a src/ file: "core", "github", "action"... ("" for a file directly in src/). */
function folderOf(file: string): string {
  return file.includes("/") ? file.slice(0, file.indexOf("/")) : "";
}

/** Every import from a file in `from` that `allowed` refuses, as "file -> target". */
function imports(from: string, allowed: (target: string) => boolean): string[] {
  return [...graph]
    .filter(([file]) => folderOf(file) === from)
    .flatMap(([file, targets]) => targets.filter((target) => !allowed(target)).map((target) => `${file} -> ${target}`));
}

const inFolders =
  (...folders: string[]) =>
  (target: string): boolean =>
    folders.includes(folderOf(target));

/** The import circles in src/ (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the layout's direction rules (docs/architecture.md)", () => {
  it("reads every file in src/ and resolves its imports to files that exist", () => {
    expect(graph.size).toBeGreaterThan(50);
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it("has no import circle anywhere in src/", () => {
    expect(circles()).toEqual([]);
  });

  it("keeps core pure: core imports only core", () => {
    expect(imports("core", inFolders("core"))).toEqual([]);
  });

  it("github imports only github and core", () => {
    expect(imports("github", inFolders("github", "core"))).toEqual([]);
  });

  it("render imports only render, core and github/markers.ts: no I/O", () => {
    const allowed = (target: string): boolean => inFolders("render", "core")(target) || target === "github/markers.ts";
    expect(imports("render", allowed)).toEqual([]);
  });

  it("the run's record never imports the action, the App or the CLI", () => {
    expect(imports("record", (target) => !inFolders("action", "app", "cli")(target))).toEqual([]);
  });

  it("the engine imports no GitHub, record or rendering: it runs rounds on a checkout alone", () => {
    expect(imports("engine", (target) => !inFolders("github", "record", "render", "action", "app", "cli")(target))).toEqual([]);
  });

  it("workspace and agents import neither each other nor the parts that call them", () => {
    const callers = ["action", "app", "cli", "engine", "github", "record", "render"];
    expect(imports("workspace", (target) => !inFolders("agents", ...callers)(target))).toEqual([]);
    expect(imports("agents", (target) => !inFolders("workspace", ...callers)(target))).toEqual([]);
  });

  it("the App and the action do not import the CLI, and nothing imports the entry points' callers", () => {
    expect(imports("app", (target) => !inFolders("cli", "action")(target))).toEqual([]);
    expect(imports("action", (target) => !inFolders("cli", "app")(target))).toEqual([]);
  });

  it("calls GitHub's REST API (octokit.rest) only from src/github", () => {
    const outside = sourceFiles(SRC)
      .filter((path) => folderOf(relative(SRC, path)) !== "github")
      .filter((path) => /\.rest\./.test(readFileSync(path, "utf8")))
      .map((path) => relative(SRC, path));
    expect(outside).toEqual([]);
  });

  it(`keeps every file in src/ at ${MAX_LINES} lines or fewer`, () => {
    const long = sourceFiles(SRC)
      .map((path) => ({ file: relative(SRC, path), lines: readFileSync(path, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

describe("docs/architecture.md", () => {
  it("names every part of src/", () => {
    const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
    const parts = [...new Set([...graph.keys()].map(folderOf).filter((folder) => folder !== ""))];
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts.filter((part) => !doc.includes(`\`src/${part}\``))).toEqual([]);
  });
});

describe("the direction test itself", () => {
  it("finds a circle and a refused import in a graph that has them", () => {
    graph.set("core/fixture-a.ts", ["core/fixture-b.ts", "github/client.ts"]);
    graph.set("core/fixture-b.ts", ["core/fixture-a.ts"]);
    try {
      expect(circles()).toContainEqual(["core/fixture-a.ts", "core/fixture-b.ts"]);
      expect(imports("core", inFolders("core"))).toContain("core/fixture-a.ts -> github/client.ts");
    } finally {
      graph.delete("core/fixture-a.ts");
      graph.delete("core/fixture-b.ts");
    }
  });
});
