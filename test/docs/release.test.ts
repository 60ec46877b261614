/**
 * The release script that .github/workflows/release.yml runs (scripts/release.sh), against a
 * local bare origin: the version tag on HEAD, the major tag moved to it, and every refusal
 * made before anything is tagged. The README's pinning advice depends on these tags.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
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

/** Commits a package.json with `version`, and a check-dist that fails when DIST_STALE is set. */
async function commitVersion(version: string, distStale = false): Promise<string> {
  const checkDist = distStale ? "node -e \"console.error('dist/ is stale'); process.exit(1)\"" : 'node -e ""';
  await writeFile(join(work, "package.json"), JSON.stringify({ name: "x", version, scripts: { "check-dist": checkDist } }, null, 2));
  git(work, "add", "package.json");
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
    ["a version package.json does not say", "0.1.0", "v0.2.0", /package\.json says version 0\.1\.0: set it to 0\.2\.0/],
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

    await commitVersion("0.1.0", true);
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
});
