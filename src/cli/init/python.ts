// A Python project's install into a `.venv` (pip, uv or Poetry), with the extras and groups its tests need.
import { has, names, text } from "./files.js";
import { entries, tables, type Tables } from "./toml.js";

export type PythonTool = "pip" | "uv" | "poetry";

export interface PythonProject {
  tool: PythonTool;
  install: string;
  verifyCommand: string | "unknown";
  /** Why there is no verify command where one was expected; null when there is nothing to say. */
  note: string | null;
}

const VENV = ".venv";
const VENV_PYTHON = `${VENV}/bin/python`;
const PIP = `${VENV_PYTHON} -m pip install`;
const PYTEST = /\bpytest\b/;
/** Joins an install's commands on one line, as init's summary and the YAML show it (a new line shows as `\n`). */
const THEN = " && ";
/** The names of the extras and groups a project's test tools usually lie in. */
const TEST_SETS = ["dev", "test", "tests", "testing"];
/** The requirement files a pip project installs from, in the order they are usually layered. */
const REQUIREMENTS = ["requirements.txt", "requirements-dev.txt", "requirements-test.txt", "dev-requirements.txt", "test-requirements.txt"];

/** What the project declares, each list as its requirements' text. */
interface Declared {
  /** Installed with the project itself (`[project] dependencies`, Poetry's, setup.cfg's, setup.py's). */
  base: string;
  /** Extras (optional dependencies), by name. */
  extras: Map<string, string>;
  /** PEP 735 dependency groups, by name. */
  groups: Map<string, string>;
  /** Poetry's groups, by name, and whether each is optional (installed only `--with` it). */
  poetryGroups: Map<string, { text: string; optional: boolean }>;
  /** `[tool.uv] dev-dependencies`, which `uv sync` installs. */
  uvDev: string;
}

/** The key-and-value lines of a table, as one text. */
const listed = (found: Tables, table: string) => entries(found, table).map(([key, value]) => `${key} = ${value}`);

function poetryGroups(pyproject: Tables): Declared["poetryGroups"] {
  const groups = new Map<string, { text: string; optional: boolean }>();
  for (const table of pyproject.keys()) {
    const name = /^tool\.poetry\.group\.([^.]+)\.dependencies$/.exec(table)?.[1];
    if (name === undefined) continue;
    const optional = pyproject.get(`tool.poetry.group.${name}`)?.get("optional") === "true";
    groups.set(name, { text: listed(pyproject, table).join("\n"), optional });
  }
  const legacy = listed(pyproject, "tool.poetry.dev-dependencies");
  if (legacy.length > 0) groups.set("dev", { text: `${groups.get("dev")?.text ?? ""}\n${legacy.join("\n")}`, optional: false });
  return groups;
}

/** setup.py's `install_requires` and `extras_require`, as far as a pattern finds them. */
function setupPy(top: string): { base: string; extras: [string, string][] } {
  const source = text(top, "setup.py");
  const base = /install_requires\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? "";
  const block = /extras_require\s*=\s*\{([\s\S]*?)\}/.exec(source)?.[1] ?? "";
  const extras = [...block.matchAll(/["']([\w.-]+)["']\s*:\s*\[([^\]]*)\]/g)].map((match): [string, string] => [
    match[1] ?? "",
    match[2] ?? "",
  ]);
  return { base, extras };
}

function declared(top: string): Declared {
  const pyproject = tables(text(top, "pyproject.toml"));
  const setupCfg = tables(text(top, "setup.cfg"));
  const setup = setupPy(top);
  const base = [
    pyproject.get("project")?.get("dependencies") ?? "",
    ...listed(pyproject, "tool.poetry.dependencies"),
    setupCfg.get("options")?.get("install_requires") ?? "",
    setup.base,
  ];
  return {
    base: base.join("\n"),
    extras: new Map([
      ...entries(pyproject, "project.optional-dependencies"),
      ...entries(pyproject, "tool.poetry.extras"),
      ...entries(setupCfg, "options.extras_require"),
      ...setup.extras,
    ]),
    groups: new Map(entries(pyproject, "dependency-groups")),
    poetryGroups: poetryGroups(pyproject),
    uvDev: pyproject.get("tool.uv")?.get("dev-dependencies") ?? "",
  };
}

/** The names among `sets` that hold test tools: by their name, or naming pytest; sorted. */
function testSets(sets: ReadonlyMap<string, string>): string[] {
  return [...sets]
    .filter(([name, requirements]) => TEST_SETS.includes(name) || PYTEST.test(requirements))
    .map(([name]) => name)
    .sort();
}

/** The texts of the named sets. */
const textsOf = (sets: ReadonlyMap<string, string>, chosen: readonly string[]) => chosen.map((name) => sets.get(name) ?? "");

/** An install, and the requirements' text of everything it installs. */
interface Plan {
  tool: PythonTool;
  install: string;
  installs: string;
}

/** pip into a new `.venv`: the requirement files, then the project with its test extras and groups (`--group`: pip 25.1). */
function pipPlan(top: string, project: Declared): Plan | null {
  const requirements = REQUIREMENTS.filter((file) => has(top, file));
  const pyproject = tables(text(top, "pyproject.toml"));
  const installable = ["project", "build-system", "tool.poetry"].some((table) => pyproject.has(table)) || has(top, "setup.py");
  if (requirements.length === 0 && !installable && !has(top, "pyproject.toml")) return null;
  const extras = installable ? testSets(project.extras) : [];
  const groups = testSets(project.groups);
  const target = installable ? [extras.length > 0 ? `-e '.[${extras.join(",")}]'` : "-e ."] : [];
  const last = [...target, ...groups.map((group) => `--group ${group}`)];
  const install = [
    groups.length > 0 ? `python3 -m venv --upgrade-deps ${VENV}` : `python3 -m venv ${VENV}`,
    ...requirements.map((file) => `${PIP} -r ${file}`),
    ...(last.length > 0 ? [`${PIP} ${last.join(" ")}`] : []),
  ];
  const installs = [
    ...requirements.map((file) => text(top, file)),
    ...(installable ? [project.base, ...textsOf(project.extras, extras)] : []),
    ...textsOf(project.groups, groups),
  ];
  return { tool: "pip", install: install.join(THEN), installs: installs.join("\n") };
}

/** `uv sync`: the project, its `dev` group and `[tool.uv] dev-dependencies`, and the test extras and other groups named. */
function uvPlan(project: Declared): Plan {
  const extras = testSets(project.extras);
  const groups = testSets(project.groups).filter((group) => group !== "dev");
  const flags = [...extras.map((extra) => ` --extra ${extra}`), ...groups.map((group) => ` --group ${group}`)].join("");
  const installs = [project.base, project.uvDev, project.groups.get("dev") ?? "", ...textsOf(project.extras, extras)];
  return {
    tool: "uv",
    install: ["command -v uv >/dev/null || pipx install uv", `uv sync --frozen${flags}`].join(THEN),
    installs: [...installs, ...textsOf(project.groups, groups)].join("\n"),
  };
}

/** `poetry install`: the project and its groups but the optional ones, which `--with` adds, and the test extras. */
function poetryPlan(project: Declared): Plan {
  const optional = new Map([...project.poetryGroups].filter(([, group]) => group.optional).map(([name, group]) => [name, group.text]));
  const always = [...project.poetryGroups.values()].filter((group) => !group.optional).map((group) => group.text);
  const withGroups = testSets(optional);
  const extras = testSets(project.extras);
  const flags = [...withGroups.map((group) => ` --with ${group}`), ...extras.map((extra) => ` --extras ${extra}`)].join("");
  const installs = [
    project.base,
    ...always,
    ...[...project.groups.values()],
    ...textsOf(optional, withGroups),
    ...textsOf(project.extras, extras),
  ];
  return {
    tool: "poetry",
    install: [
      "command -v poetry >/dev/null || pipx install poetry",
      `POETRY_VIRTUALENVS_IN_PROJECT=true poetry install --no-interaction${flags}`,
    ].join(THEN),
    installs: installs.join("\n"),
  };
}

/** Whether the project uses pytest: its configuration, or pytest named anywhere it declares dependencies. */
function usesPytest(top: string): boolean {
  if (["pytest.ini", "conftest.py", "tests/conftest.py"].some((file) => has(top, file))) return true;
  const declaredAnywhere = [...REQUIREMENTS, "pyproject.toml", "setup.cfg", "setup.py", "tox.ini"].map((file) => text(top, file));
  return PYTEST.test(declaredAnywhere.join("\n"));
}

/** Whether the project has test modules unittest discovers (`test*.py` at the top or in `tests/`, `test/`). */
function hasTestModules(top: string): boolean {
  return [".", "tests", "test"].some((dir) => names(top, dir).some((name) => /^test.*\.py$/.test(name)));
}

const NOT_INSTALLED =
  "pytest is configured, but no dependency list the install installs names it: no verify command " +
  "(name pytest in a test or dev extra or group, or give --verify-command)";

/** pytest when the install installs it, else unittest when there are test modules; or unknown, with why. */
function verify(top: string, plan: Plan): Pick<PythonProject, "verifyCommand" | "note"> {
  const pytest = usesPytest(top);
  if (pytest && PYTEST.test(plan.installs)) return { verifyCommand: `${VENV_PYTHON} -m pytest`, note: null };
  if (pytest) return { verifyCommand: "unknown", note: NOT_INSTALLED };
  if (hasTestModules(top))
    return { verifyCommand: `${VENV_PYTHON} -m unittest discover -s ${has(top, "tests") ? "tests" : "."}`, note: null };
  return { verifyCommand: "unknown", note: null };
}

/** A Python project's install and verify command: uv or Poetry by their lock file, else pip; null for none. */
export function pythonProject(top: string): PythonProject | null {
  const project = declared(top);
  const plan = has(top, "uv.lock") ? uvPlan(project) : has(top, "poetry.lock") ? poetryPlan(project) : pipPlan(top, project);
  if (plan === null) return null;
  return { tool: plan.tool, install: plan.install, ...verify(top, plan) };
}
