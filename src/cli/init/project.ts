// The install, verify command and hosts a repository needs; installs stay in the workspace (own HOME).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";

export type Ecosystem = "npm" | "pnpm" | "yarn" | "bun" | "pip" | "uv" | "poetry" | "go" | "cargo" | "none";

export interface ProjectDefaults {
  ecosystem: Ecosystem;
  install: string | null;
  /** `unknown`: init asks, or `--yes` takes none. */
  verifyCommand: string | null | "unknown";
  allowedDomains: string[];
}

const VENV = ".venv";
const VENV_PYTHON = `${VENV}/bin/python`;
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

function text(top: string, file: string): string {
  try {
    return readFileSync(join(top, file), "utf8");
  } catch {
    return "";
  }
}

const has = (top: string, file: string) => existsSync(join(top, file));

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

/** In the order they are usually layered. */
const REQUIREMENTS = ["requirements.txt", "requirements-dev.txt", "requirements-test.txt", "dev-requirements.txt", "test-requirements.txt"];

function usesPytest(top: string): boolean {
  if (["pytest.ini", "conftest.py", "tests/conftest.py"].some((file) => has(top, file))) return true;
  const declared = [...REQUIREMENTS, "pyproject.toml", "setup.cfg", "setup.py", "tox.ini"].map((file) => text(top, file)).join("\n");
  return /\bpytest\b/.test(declared);
}

function hasTestModules(top: string): boolean {
  const tests = (dir: string) => {
    try {
      return readdirSync(join(top, dir)).some((name) => /^test.*\.py$/.test(name));
    } catch {
      return false;
    }
  };
  return tests(".") || tests("tests") || tests("test");
}

function pythonVerify(top: string): string | "unknown" {
  if (usesPytest(top)) return `${VENV_PYTHON} -m pytest`;
  if (hasTestModules(top)) return `${VENV_PYTHON} -m unittest discover -s ${has(top, "tests") ? "tests" : "."}`;
  return "unknown";
}

/** Each into a `.venv` in the workspace. */
function pythonDefaults(top: string): ProjectDefaults | null {
  const verifyCommand = pythonVerify(top);
  const python = (ecosystem: Ecosystem, install: string): ProjectDefaults => ({
    ecosystem,
    install,
    verifyCommand,
    allowedDomains: ["registries"],
  });
  if (has(top, "uv.lock")) return python("uv", "command -v uv >/dev/null || pipx install uv\nuv sync --frozen");
  if (has(top, "poetry.lock"))
    return python(
      "poetry",
      "command -v poetry >/dev/null || pipx install poetry\nPOETRY_VIRTUALENVS_IN_PROJECT=true poetry install --no-interaction",
    );
  const requirements = REQUIREMENTS.filter((file) => has(top, file));
  const installable = has(top, "pyproject.toml") || has(top, "setup.py");
  if (requirements.length === 0 && !installable) return null;
  const pip = [
    `python3 -m venv ${VENV}`,
    ...requirements.map((file) => `${VENV_PYTHON} -m pip install -r ${file}`),
    ...(installable ? [`${VENV_PYTHON} -m pip install -e .`] : []),
  ];
  return python("pip", pip.join("\n"));
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
  if (has(top, "Cargo.toml")) {
    // Vendored crates lie in the workspace; .cargo/config.toml points cargo there.
    const install = "mkdir -p .cargo && cargo vendor --locked >> .cargo/config.toml";
    return {
      ecosystem: "cargo",
      install: has(top, ".cargo/config.toml") ? "cargo fetch --locked" : install,
      verifyCommand: "cargo test",
      allowedDomains: ["registries"],
    };
  }
  return { ecosystem: "none", install: null, verifyCommand: "unknown", allowedDomains: [] };
}
