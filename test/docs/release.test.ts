/**
 * The release script that .github/workflows/release.yml runs (scripts/release.sh), against a
 * local bare origin: `--prepare` sets the version and writes the CHANGELOG entry; tagging puts
 * the version tag on HEAD and moves the major tag to it; every refusal comes before anything is
 * changed or tagged. The README's pinning advice depends on these tags.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../support/action-runner.js";

const SCRIPT = join(PROJECT_ROOT, "scripts/release.sh");
const ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "maintainer",
  GIT_AUTHOR_EMAIL: "maintainer@example.com",
  GIT_COMMITTER_NAME: "maintainer",
  GIT_COMMITTER_EMAIL: "maintainer@example.com",
  GITHUB_OUTPUT: "",
};

let dir: string;
let work: string;
let origin: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
/** The commit a tag names in `repo` (peeled through annotated tags), or null. */
const tagged = (repo: string, tag: string) => {
  const result = spawnSync("git", ["rev-parse", "-q", "--verify", `refs/tags/${tag}^{commit}`], { cwd: repo, env: ENV, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
};
const tags = (repo: string) => git(repo, "tag", "--list").split("\n").filter(Boolean).sort();

function release(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync("bash", [SCRIPT, ...args], { cwd: work, env: ENV, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A changelog with `unreleased` lines under Unreleased, and an entry for each of `released`. */
function changelog(unreleased: string[], released: string[] = []): string {
  const entries = released.map((version) => `## [${version}] - 2026-01-01\n\n### Fixed\n\n- something in ${version}\n`);
  return ["# Changelog", "", "## [Unreleased]", "", ...unreleased, "", ...entries].join("\n");
}

/** A package.json with `version`; its check-dist fails with `distStale`, its bundle writes dist/cli.js with the version. */
function packageJson(version: string, options: { distStale?: boolean } = {}): string {
  const checkDist = options.distStale === true ? "node -e \"console.error('dist/ is stale'); process.exit(1)\"" : 'node -e ""';
  const bundle =
    "node -e \"require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/cli.js',require('./package.json').version)\"";
  return JSON.stringify(
    {
      name: "x",
      version,
      repository: { type: "git", url: "git+https://github.com/acme/x.git" },
      scripts: { "check-dist": checkDist, bundle },
    },
    null,
    2,
  );
}

/** Commits a package.json with `version` and a CHANGELOG with its entry (unless `changelogEntry` is false), and pushes. */
async function commitVersion(version: string, options: { distStale?: boolean; changelogEntry?: boolean } = {}): Promise<string> {
  await writeFile(join(work, "package.json"), packageJson(version, options));
  await writeFile(join(work, "CHANGELOG.md"), changelog([], options.changelogEntry === false ? [] : [version]));
  git(work, "add", "package.json", "CHANGELOG.md");
  git(work, "commit", "-q", "-m", `version ${version}`);
  git(work, "push", "-q", "origin", "HEAD:main");
  return git(work, "rev-parse", "HEAD");
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "ralph-release-"));
  origin = join(dir, "origin.git");
  work = join(dir, "work");
  git(dir, "init", "-q", "--bare", "-b", "main", origin);
  git(dir, "clone", "-q", origin, work);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("scripts/release.sh", () => {
  it("tags vX.Y.Z and moves the major tag with each release; a new major gets its own tag", async () => {
    const first = await commitVersion("0.1.0");
    const r1 = release("v0.1.0", "--push");
    expect(r1.status, r1.stderr).toBe(0);
    expect([tagged(origin, "v0.1.0"), tagged(origin, "v0")]).toEqual([first, first]);

    const second = await commitVersion("0.1.1");
    const r2 = release("v0.1.1", "--push");
    expect(r2.status, r2.stderr).toBe(0);
    expect([tagged(origin, "v0.1.0"), tagged(origin, "v0.1.1"), tagged(origin, "v0")]).toEqual([first, second, second]);

    const third = await commitVersion("1.0.0");
    expect(release("v1.0.0", "--push").status).toBe(0);
    expect(tags(origin)).toEqual(["v0", "v0.1.0", "v0.1.1", "v1", "v1.0.0"]);
    expect([tagged(origin, "v0"), tagged(origin, "v1")]).toEqual([second, third]);
  });

  it("without --push tags locally only, and says what to push", async () => {
    await commitVersion("0.2.0");
    const result = release("v0.2.0");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("git push --atomic origin refs/tags/v0.2.0 +refs/tags/v0");
    expect(tags(work)).toEqual(["v0", "v0.2.0"]);
    expect(tags(origin)).toEqual([]);
  });

  it.each([
    ["a version that is not vX.Y.Z", "0.1.0", "0.1.0", /must look like v1\.2\.3/],
    [
      "a version package.json does not say",
      "0.1.0",
      "v0.2.0",
      /package\.json says version 0\.1\.0: run scripts\/release\.sh v0\.2\.0 --prepare and commit that first/,
    ],
  ])("refuses %s", async (_what, packageVersion, asked, message) => {
    await commitVersion(packageVersion);
    const result = release(asked, "--push");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(tags(work)).toEqual([]);
  });

  it("refuses a working tree with changes, and a stale dist/", async () => {
    await commitVersion("0.1.0");
    await writeFile(join(work, "notes.txt"), "uncommitted\n");
    const dirty = release("v0.1.0", "--push");
    expect(dirty.status).not.toBe(0);
    expect(dirty.stderr).toMatch(/the working tree has changes/);
    await rm(join(work, "notes.txt"));

    await commitVersion("0.1.0", { distStale: true });
    const stale = release("v0.1.0", "--push");
    expect(stale.status).not.toBe(0);
    expect(stale.stderr).toMatch(/dist\/ is not a fresh bundle of the sources: run 'npm run bundle' and commit dist\//);
    expect(tags(work)).toEqual([]);
    expect(tags(origin)).toEqual([]);
  });

  it("never re-tags a release, and never moves the major tag backwards", async () => {
    const first = await commitVersion("0.2.0");
    expect(release("v0.2.0", "--push").status).toBe(0);

    await writeFile(join(work, "README.md"), "more\n");
    git(work, "add", "README.md");
    git(work, "commit", "-q", "-m", "more");
    const again = release("v0.2.0", "--push");
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/the tag v0\.2\.0 exists already/);

    await commitVersion("0.1.5");
    const older = release("v0.1.5", "--push");
    expect(older.status).not.toBe(0);
    expect(older.stderr).toMatch(/v0\.2\.0 is newer than v0\.1\.5/);
    expect(tags(origin)).toEqual(["v0", "v0.2.0"]);
    expect(tagged(origin, "v0")).toBe(first);
  });

  it("refuses to tag a version CHANGELOG.md has no entry for", async () => {
    await commitVersion("0.3.0", { changelogEntry: false });
    const result = release("v0.3.0", "--push");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/release: CHANGELOG\.md has no entry for 0\.3\.0: run scripts\/release\.sh v0\.3\.0 --prepare first/);
    expect(tags(work)).toEqual([]);
  });
});

describe("scripts/release.sh --prepare", () => {
  it("sets the version, moves Unreleased under it with the date and links, bundles; then the tag goes on", async () => {
    await commitVersion("0.1.0");
    await writeFile(
      join(work, "CHANGELOG.md"),
      changelog(["### Added", "", "- npx ralph-bot init"], ["0.1.0"]) + "\n[0.1.0]: https://github.com/acme/x/releases/tag/v0.1.0\n",
    );
    git(work, "commit", "-q", "-am", "a change");

    const prepared = release("v0.2.0", "--prepare");
    expect(prepared.status, prepared.stderr).toBe(0);
    expect(prepared.stdout).toContain('Commit them (git commit -am "Release v0.2.0")');
    expect(JSON.parse(await readFile(join(work, "package.json"), "utf8"))).toMatchObject({ version: "0.2.0" });
    expect(await readFile(join(work, "dist/cli.js"), "utf8")).toBe("0.2.0");
    const today = new Date().toISOString().slice(0, 10);
    expect(await readFile(join(work, "CHANGELOG.md"), "utf8")).toBe(
      [
        "# Changelog",
        "",
        "## [Unreleased]",
        "",
        `## [0.2.0] - ${today}`,
        "",
        "### Added",
        "",
        "- npx ralph-bot init",
        "",
        "## [0.1.0] - 2026-01-01",
        "",
        "### Fixed",
        "",
        "- something in 0.1.0",
        "",
        "[Unreleased]: https://github.com/acme/x/compare/v0.2.0...HEAD",
        "[0.2.0]: https://github.com/acme/x/releases/tag/v0.2.0",
        "[0.1.0]: https://github.com/acme/x/releases/tag/v0.1.0",
        "",
      ].join("\n"),
    );
    expect(tags(work)).toEqual([]);

    git(work, "add", "--all");
    git(work, "commit", "-q", "-m", "Release v0.2.0");
    const tagged = release("v0.2.0");
    expect(tagged.status, tagged.stderr).toBe(0);
    expect(tags(work)).toEqual(["v0", "v0.2.0"]);
    const notes = spawnSync("node", [join(PROJECT_ROOT, "scripts/changelog.mjs"), "notes", "0.2.0"], { cwd: work, encoding: "utf8" });
    expect(notes.stdout).toBe("### Added\n\n- npx ralph-bot init\n");
  });

  it("refuses when nothing is under Unreleased, changing nothing", async () => {
    await commitVersion("0.1.0");
    const result = release("v0.2.0", "--prepare");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /release: CHANGELOG\.md has nothing under "## \[Unreleased\]": say what this release changes there first/,
    );
    expect(git(work, "status", "--porcelain")).toBe("");
  });
});
