/**
 * `Git.configEntries` remembers git's answer with the bytes of the files it came from:
 * after each change below, behind its back, the remembered answer must be what git itself says
 * now, and with nothing changed it must start no git process.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Git } from "../../src/workspace/git.js";
import { git, isolateGit, removeTree, restoreEnv } from "./helpers.js";

let root: string;

beforeAll(() => {
  root = isolateGit();
});

afterAll(() => {
  removeTree(root);
  restoreEnv();
});

/** The options every command of the bot's git carries (see `GitCommand.run`), which git lists too. */
const BOT_OPTIONS = [
  "core.quotepath=off",
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.alternateRefsCommand=",
  "diff.ignoreSubmodules=all",
];

/** git's own answer now, as `key=value` lines. */
function fresh(dir: string, globalConfig: string): string[] {
  const listing = execFileSync("git", [...BOT_OPTIONS.flatMap((option) => ["-c", option]), "config", "--list", "--includes", "-z"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: globalConfig },
  });
  return listing
    .split("\0")
    .filter((entry) => entry !== "")
    .map((entry) => entry.replace("\n", "="));
}

it("answers as git does after every change to the files git reads, the environment and HEAD; with none, without a git process", async () => {
  const dir = join(root, "repo");
  git(root, ["init", "-q", "-b", "main", dir]);
  git(dir, ["commit", "-q", "--allow-empty", "-m", "start"], {
    GIT_AUTHOR_NAME: "A",
    GIT_AUTHOR_EMAIL: "a@e",
    GIT_COMMITTER_NAME: "A",
    GIT_COMMITTER_EMAIL: "a@e",
  });
  const gitDir = join(dir, ".git");
  const globalConfig = join(root, "global.gitconfig");
  writeFileSync(globalConfig, "[user]\n\tname = someone\n");
  const shared = join(root, "shared.gitconfig");
  const later = join(root, "later.gitconfig");
  const nested = join(root, "nested.gitconfig");
  const onBranch = join(root, "onbranch.gitconfig");
  writeFileSync(shared, "");
  git(dir, ["config", "include.path", shared]);
  git(dir, ["config", "includeIf.onbranch:topic.path", onBranch]);
  writeFileSync(onBranch, "[http]\n\tproxy = http://on-topic.example\n");
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const log = join(root, "git.log");
  const wrapper = join(root, "git");
  writeFileSync(wrapper, `#!/bin/sh\necho x >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  writeFileSync(log, "");
  const bot = new Git(dir, {
    program: { file: wrapper, path: process.env.PATH ?? "" },
    gitDir,
    commonDir: gitDir,
    workTree: dir,
    globalConfig,
  });
  const processes = (): number =>
    readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line !== "").length;
  const answer = async (): Promise<string[]> =>
    (await bot.configEntries({ remember: true })).map(({ key, value }) => (value === null ? key : `${key}=${value}`));

  expect(await answer()).toEqual(fresh(dir, globalConfig));
  const first = processes();
  expect(await answer()).toEqual(fresh(dir, globalConfig));
  expect(processes()).toBe(first);

  const changes: Array<[string, () => void]> = [
    [
      "an included file",
      () => writeFileSync(shared, `[url "https://evil.example/"]\n\tinsteadOf = https://\n[include]\n\tpath = ${later}\n`),
    ],
    ["a file an include names that did not exist", () => writeFileSync(later, `[include]\n\tpath = ${nested}\n`)],
    ["a file an included file's include names", () => writeFileSync(nested, "[credential]\n\thelper = evil\n")],
    ["the repository's configuration", () => git(dir, ["config", "http.sslVerify", "false"])],
    ["the global configuration", () => writeFileSync(globalConfig, "[core]\n\tsshCommand = evil\n")],
    ["HEAD, for an includeIf onbranch", () => git(dir, ["checkout", "-q", "-b", "topic"])],
    [
      "a file named by an include relative to ~",
      () => {
        mkdirSync(join(process.env.HOME ?? "", "cfg"), { recursive: true });
        git(dir, ["config", "--add", "include.path", "~/cfg/home.gitconfig"]);
      },
    ],
    ["that file appearing", () => writeFileSync(join(process.env.HOME ?? "", "cfg", "home.gitconfig"), "[protocol]\n\tallow = always\n")],
    [
      "the environment",
      () => {
        process.env.GIT_CONFIG_COUNT = "1";
        process.env.GIT_CONFIG_KEY_0 = "http.proxy";
        process.env.GIT_CONFIG_VALUE_0 = "http://env.example";
      },
    ],
  ];
  for (const [what, change] of changes) {
    change();
    expect(await answer(), what).toEqual(fresh(dir, globalConfig));
    const after = processes();
    expect(await answer(), what).toEqual(fresh(dir, globalConfig));
    expect(processes(), `${what}: asked git again with nothing changed`).toBe(after);
  }
  delete process.env.GIT_CONFIG_COUNT;
  delete process.env.GIT_CONFIG_KEY_0;
  delete process.env.GIT_CONFIG_VALUE_0;
});
