// The install, verify command and hosts a repository needs; installs stay in the workspace (own HOME).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { has } from "./files.js";
import { pythonProject } from "./python.js";

export type Ecosystem = "npm" | "pnpm" | "yarn" | "bun" | "pip" | "uv" | "poetry" | "go" | "cargo" | "none";

export interface ProjectDefaults {
  ecosystem: Ecosystem;
  install: string | null;
  /** `unknown`: init asks, or `--yes` takes none. */
  verifyCommand: string | null | "unknown";
  allowedDomains: string[];
  /** Why there is no verify command where one was expected, for init's summary; null for nothing to say. */
  note?: string | null;
}

/** npm's placeholder test script, which always fails. */
const NPM_PLACEHOLDER = /no test specified/;

const PackageJson = z.looseObject({
  scripts: z.record(z.string(), z.string()).optional(),
  packageManager: z.string().optional(),
});

function packageJson(top: string): z.infer<typeof PackageJson> | null {
  try {
    const parsed = PackageJson.safeParse(JSON.parse(readFileSync(join(top, "package.json"), "utf8")));
    return parsed.success ? parsed.data : {};
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? null : {};
  }
}

/** `pnpm@9.1.0` → `9.1.0`. */
function pinned(manager: string | undefined, tool: string): string | null {
  const match = new RegExp(`^${tool}@(\\d[\\w.+-]*)`).exec(manager ?? "");
  return match?.[1] ?? null;
}

function nodeDefaults(top: string, manifest: z.infer<typeof PackageJson>): ProjectDefaults {
  const test = manifest.scripts?.["test"];
  const runs = test !== undefined && test.trim() !== "" && !NPM_PLACEHOLDER.test(test);
  const defaults = (ecosystem: Ecosystem, install: string, verify: string): ProjectDefaults => ({
    ecosystem,
    install,
    verifyCommand: runs ? verify : null,
    allowedDomains: ["registries"],
  });
  if (has(top, "pnpm-lock.yaml")) {
    const version = pinned(manifest.packageManager, "pnpm") ?? "latest";
    return defaults("pnpm", `npm install -g pnpm@${version} && pnpm install --frozen-lockfile`, "pnpm test");
  }
  if (has(top, "bun.lock") || has(top, "bun.lockb"))
    return defaults("bun", "npm install -g bun && bun install --frozen-lockfile", "bun run test");
  if (has(top, "yarn.lock")) {
    // Yarn 2+ (a .yarnrc.yml) takes --immutable; Yarn 1, on GitHub's runners, --frozen-lockfile.
    const berry = has(top, ".yarnrc.yml");
    return defaults("yarn", berry ? "corepack enable && yarn install --immutable" : "yarn install --frozen-lockfile", "yarn test");
  }
  const locked = has(top, "package-lock.json") || has(top, "npm-shrinkwrap.json");
  return defaults("npm", locked ? "npm ci" : "npm install", "npm test");
}

/** A Python project: uv, Poetry or pip, each into a `.venv` in the workspace. */
function pythonDefaults(top: string): ProjectDefaults | null {
  const python = pythonProject(top);
  if (python === null) return null;
  const { tool, install, verifyCommand, note } = python;
  return { ecosystem: tool, install, verifyCommand, allowedDomains: ["registries"], note };
}

/** Crates vendored into the workspace (`.cargo/config.toml` points cargo there); `--locked` only with a Cargo.lock to keep. */
function cargoInstall(top: string): string {
  // Without a Cargo.lock (`cargo new --lib` makes none), --locked refuses to write one.
  const locked = has(top, "Cargo.lock") ? " --locked" : "";
  if (has(top, ".cargo/config.toml")) return `cargo fetch${locked}`;
  return `mkdir -p .cargo && cargo vendor${locked} >> .cargo/config.toml`;
}

export function projectDefaults(top: string): ProjectDefaults {
  const manifest = packageJson(top);
  if (manifest !== null) return nodeDefaults(top, manifest);
  const python = pythonDefaults(top);
  if (python !== null) return python;
  if (has(top, "go.mod")) {
    // Vendored modules lie in the workspace: the sandbox's own HOME has no module cache.
    const install = has(top, "go.sum") && !has(top, "vendor/modules.txt") ? "go mod vendor" : null;
    return { ecosystem: "go", install, verifyCommand: "go test ./...", allowedDomains: ["registries"] };
  }
  if (has(top, "Cargo.toml"))
    return { ecosystem: "cargo", install: cargoInstall(top), verifyCommand: "cargo test", allowedDomains: ["registries"] };
  return { ecosystem: "none", install: null, verifyCommand: "unknown", allowedDomains: [] };
}
