import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  artifactUrl,
  DEFAULT_RETENTION_DAYS,
  rescueArtifactName,
  uploadRescueBundle,
  type RescueArtifact,
  type RescueUploadFailure,
} from "../../src/action/artifact.js";
import { startArtifactFake, type ArtifactFake } from "../support/artifact-fake.js";
import { git, isolatedGitEnv } from "../support/git-server/git.js";

const identity = { name: "Ralph", email: "ralph@example.com" };

let dir: string;
let gitEnv: NodeJS.ProcessEnv;
let bundlePath: string;
let roundSha: string;
let fake: ArtifactFake;
let runnerEnv: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ralph-artifact-"));
  gitEnv = isolatedGitEnv(dir, identity);
  const repo = join(dir, "work");
  await git(["init", "-q", "-b", "ralph/issue-7", repo], gitEnv);
  await writeFile(join(repo, "notes.md"), "round 1\n");
  await git(["add", "-A"], gitEnv, repo);
  await git(["commit", "-q", "-m", "Round 1"], gitEnv, repo);
  await writeFile(join(repo, "notes.md"), "round 1\nround 2\n");
  await git(["commit", "-q", "-am", "Round 2"], gitEnv, repo);
  roundSha = (await git(["rev-parse", "HEAD"], gitEnv, repo)).trim();
  bundlePath = join(dir, "ralph-issue-7-round-2.bundle");
  await git(["bundle", "create", "-q", bundlePath, "ralph/issue-7"], gitEnv, repo);

  fake = await startArtifactFake();
  runnerEnv = {
    ...fake.env(),
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: "octo/hello",
    GITHUB_RUN_ID: "4242",
  };
});

afterAll(async () => {
  await fake?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function uploaded(result: RescueArtifact | RescueUploadFailure): RescueArtifact {
  if ("failure" in result) throw new Error(`expected an artifact, got: ${result.failure}`);
  return result;
}

function failed(result: RescueArtifact | RescueUploadFailure): string {
  if (!("failure" in result)) throw new Error(`expected a failure, got artifact ${result.id}`);
  return result.failure;
}

describe("uploadRescueBundle", () => {
  it("uploads the bundle as a workflow artifact a maintainer can clone from, and links its page", async () => {
    const tokenBefore = process.env.ACTIONS_RUNTIME_TOKEN;
    const name = rescueArtifactName(7, 2);
    expect(name).toBe("ralph-issue-7-round-2");

    const artifact = uploaded(await uploadRescueBundle({ path: bundlePath, name }, runnerEnv));

    const stored = fake.artifact(name);
    expect(stored).toBeDefined();
    expect(artifact).toMatchObject({
      id: stored?.id,
      name,
      url: `https://github.com/octo/hello/actions/runs/4242/artifacts/${stored?.id}`,
      size: stored?.blob.length,
    });
    expect(stored?.mimeType).toBe("application/zip");
    const days = (Date.parse(stored?.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(DEFAULT_RETENTION_DAYS - 1);
    expect(days).toBeLessThanOrEqual(DEFAULT_RETENTION_DAYS + 1);
    expect(fake.requests.map((request) => request.step)).toEqual(["CreateArtifact", "PutBlock", "PutBlockList", "FinalizeArtifact"]);

    // The zip holds the one bundle file, byte for byte, under its own name.
    expect([...(stored?.files.keys() ?? [])]).toEqual(["ralph-issue-7-round-2.bundle"]);
    const copy = join(dir, "downloaded.bundle");
    await writeFile(copy, stored?.files.get("ralph-issue-7-round-2.bundle") ?? Buffer.alloc(0));
    const empty = join(dir, "empty");
    await git(["init", "-q", empty], gitEnv);
    await git(["bundle", "verify", "-q", copy], gitEnv, empty);
    const clone = join(dir, "clone");
    await git(["clone", "-q", "-b", "ralph/issue-7", copy, clone], gitEnv);
    expect((await git(["rev-parse", "HEAD"], gitEnv, clone)).trim()).toBe(roundSha);

    // The library's variables were taken from the given env, and process.env is as it was.
    expect(process.env.ACTIONS_RUNTIME_TOKEN).toBe(tokenBefore);
  });

  it("outside GitHub Actions gives a failure naming the missing variables, and sends nothing", async () => {
    const before = fake.requests.length;
    const failure = failed(
      await uploadRescueBundle(
        { path: bundlePath, name: "ralph-issue-7-round-3" },
        { GITHUB_REPOSITORY: "octo/hello", GITHUB_RUN_ID: "1" },
      ),
    );
    expect(failure).toMatch(/ralph-issue-7-round-3/);
    expect(failure).toMatch(/not running in GitHub Actions \(ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL not set\)/);
    expect(failed(await uploadRescueBundle({ path: bundlePath, name: "x" }, {}))).toMatch(
      /ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID not set/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it("a missing or empty file is a failure in words", async () => {
    expect(failed(await uploadRescueBundle({ path: join(dir, "nope.bundle"), name: "ralph-round-9" }, runnerEnv))).toMatch(
      /cannot read .*nope\.bundle \(ENOENT\)/,
    );
    const empty = join(dir, "empty.bundle");
    await writeFile(empty, "");
    expect(failed(await uploadRescueBundle({ path: empty, name: "ralph-round-9" }, runnerEnv))).toMatch(/empty\.bundle is empty/);
  });

  it("a service that refuses CreateArtifact gives a failure with its words, not a throw", async () => {
    fake.fail("CreateArtifact", { status: 403, message: "the token may not create artifacts" });
    try {
      const failure = failed(await uploadRescueBundle({ path: bundlePath, name: "ralph-issue-7-round-4" }, runnerEnv));
      expect(failure).toMatch(/workflow artifact 'ralph-issue-7-round-4'/);
      expect(failure).toMatch(/CreateArtifact.*403.*the token may not create artifacts/);
      expect(fake.artifact("ralph-issue-7-round-4")).toBeUndefined();
    } finally {
      fake.heal();
    }
  });

  it("a name already taken in the run is a failure", async () => {
    const failure = failed(await uploadRescueBundle({ path: bundlePath, name: "ralph-issue-7-round-2" }, runnerEnv));
    expect(failure).toMatch(/409.*already exists/);
  });

  it("a refused blob upload is a failure", async () => {
    fake.fail("UploadBlob", { status: 403, message: "server failed to authenticate the request" });
    try {
      const failure = failed(await uploadRescueBundle({ path: bundlePath, name: "ralph-issue-7-round-5" }, runnerEnv));
      expect(failure).toMatch(/ralph-issue-7-round-5/);
      expect(failure).toMatch(/blob storage answered 403: server failed to authenticate the request/);
      expect(fake.artifact("ralph-issue-7-round-5")).toBeUndefined();
    } finally {
      fake.heal();
    }
  });

  it("retries a CreateArtifact answered 500 and uploads", async () => {
    fake.fail("CreateArtifact", { status: 500, times: 1 });
    const artifact = uploaded(await uploadRescueBundle({ path: bundlePath, name: "ralph-issue-7-round-6" }, runnerEnv));
    expect(fake.artifact("ralph-issue-7-round-6")?.id).toBe(artifact.id);
  });

  it("a service that keeps answering 500 ends in a failure once the timeout passes", async () => {
    fake.fail("CreateArtifact", { status: 500 });
    // The library keeps retrying in the background after the timeout; the fake keeps refusing until closed.
    const failure = failed(await uploadRescueBundle({ path: bundlePath, name: "ralph-issue-7-round-7", timeoutMs: 1500 }, runnerEnv));
    expect(failure).toMatch(/ralph-issue-7-round-7.*did not finish within 1\.5 s/);
  });
});

describe("artifactUrl", () => {
  it("is the run page's artifact link, on the runner's server", () => {
    expect(artifactUrl(12, { GITHUB_SERVER_URL: "https://ghe.example.com/", GITHUB_REPOSITORY: "o/r", GITHUB_RUN_ID: "9" })).toBe(
      "https://ghe.example.com/o/r/actions/runs/9/artifacts/12",
    );
    expect(artifactUrl(12, { GITHUB_REPOSITORY: "o/r", GITHUB_RUN_ID: "9" })).toBe("https://github.com/o/r/actions/runs/9/artifacts/12");
    expect(artifactUrl(12, { GITHUB_REPOSITORY: "o/r" })).toBeNull();
  });
});
