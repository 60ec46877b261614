/**
 * The GitHub fake's routes for setting a repository up: Actions secrets sealed with the
 * repository's public key, files written through the contents API onto a branch of the git server,
 * branches made through `POST …/git/refs`, and what a token's scopes or permissions allow there.
 */
import { Octokit } from "@octokit/rest";
import sodium from "libsodium-wrappers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubFake, type GitHubFake } from "./github-fake.js";
import { startGitServer, type GitServer } from "./git-server.js";

const REPO = "octo/hello";
const base = { owner: "octo", repo: "hello" } as const;
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

let fake: GitHubFake;
let git: GitServer;
let main: string;

const client = (token: string) => new Octokit({ auth: token, baseUrl: fake.url, log });

/** The status and message of a request Octokit rejected. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; response?: { data?: { message?: string } } };
    if (typeof e.status === "number") return { status: e.status, message: e.response?.data?.message ?? "" };
    throw error;
  }
  throw new Error("expected the request to fail");
}

/** `value` sealed for the base64 `key`, base64: what GitHub's docs have a client send. */
async function seal(value: string, key: string): Promise<string> {
  await sodium.ready;
  const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(key, sodium.base64_variants.ORIGINAL));
  return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
}

beforeEach(async () => {
  git = await startGitServer({ token: "push-token" });
  main = (await git.createRepo(REPO, { files: { "README.md": "hello\n" } })).sha;
  fake = await startGitHubFake({
    branchExists: (repo, branch) => git.branchExists(repo, branch),
    branchHead: (repo, branch) => git.branchHead(repo, branch),
    files: git,
  });
  fake.addRepo({ owner: "octo", repo: "hello" });
  fake.addToken("tok-plain", "octo");
  fake.addToken("tok-classic", "octo", { kind: "classic", scopes: ["repo"] });
  fake.addToken("tok-classic-workflow", "octo", { kind: "classic", scopes: ["repo", "workflow"] });
  fake.addToken("tok-fine", "octo", { kind: "fine-grained", workflows: false });
  fake.addToken("tok-reader", "reader");
  fake.setPermission(REPO, "reader", "read");
});
afterEach(async () => {
  await fake.close();
  await git.close();
});

describe("Actions secrets", () => {
  it("serves the repository's public key and opens what is sealed for it: 201 when new, 204 when replaced", async () => {
    const octokit = client("tok-plain");
    const { data: key } = await octokit.actions.getRepoPublicKey(base);
    const first = await octokit.actions.createOrUpdateRepoSecret({
      ...base,
      secret_name: "anthropic_api_key",
      key_id: key.key_id,
      encrypted_value: await seal("sk-first", key.key),
    });
    expect(first.status).toBe(201);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe("sk-first");
    const again = await octokit.actions.createOrUpdateRepoSecret({
      ...base,
      secret_name: "ANTHROPIC_API_KEY",
      key_id: key.key_id,
      encrypted_value: await seal("sk-second", key.key),
    });
    expect(again.status).toBe(204);
    expect(fake.secretValue(REPO, "ANTHROPIC_API_KEY")).toBe("sk-second");
    expect((await octokit.actions.getRepoSecret({ ...base, secret_name: "ANTHROPIC_API_KEY" })).data.name).toBe("ANTHROPIC_API_KEY");
  });

  it("refuses a box sealed for another key or under another key id, and a reader", async () => {
    const octokit = client("tok-plain");
    const { data: key } = await octokit.actions.getRepoPublicKey(base);
    await sodium.ready;
    const other = sodium.to_base64(sodium.crypto_box_keypair().publicKey, sodium.base64_variants.ORIGINAL);
    const put = async (keyId: string, box: string) =>
      failure(octokit.actions.createOrUpdateRepoSecret({ ...base, secret_name: "KEY", key_id: keyId, encrypted_value: box }));
    expect((await put(key.key_id, await seal("x", other))).status).toBe(422);
    expect((await put("1", await seal("x", key.key))).status).toBe(422);
    expect((await failure(client("tok-reader").actions.getRepoPublicKey(base))).status).toBe(403);
    expect(fake.secretValue(REPO, "KEY")).toBeUndefined();
  });
});

describe("tokens' scopes", () => {
  it("names a classic token's scopes in X-OAuth-Scopes, and none for other tokens", async () => {
    expect((await client("tok-classic").repos.get(base)).headers["x-oauth-scopes"]).toBe("repo");
    expect((await client("tok-classic-workflow").repos.get(base)).headers["x-oauth-scopes"]).toBe("repo, workflow");
    expect((await client("tok-fine").repos.get(base)).headers["x-oauth-scopes"]).toBeUndefined();
    expect((await client("tok-plain").repos.get(base)).headers["x-oauth-scopes"]).toBeUndefined();
  });
});

describe("branches and files", () => {
  it("makes a branch at a commit, writes a file on it as a commit, and reads it back at that ref", async () => {
    const octokit = client("tok-classic-workflow");
    const made = await octokit.git.createRef({ ...base, ref: "refs/heads/setup", sha: main });
    expect(made.status).toBe(201);
    expect(await git.branchHead(REPO, "setup")).toBe(main);
    expect((await failure(octokit.git.createRef({ ...base, ref: "refs/heads/setup", sha: main }))).message).toBe(
      "Reference already exists",
    );

    const path = ".github/workflows/ralph.yml";
    const content = Buffer.from("name: Ralph\n").toString("base64");
    const written = await octokit.repos.createOrUpdateFileContents({ ...base, path, branch: "setup", message: "Add Ralph", content });
    expect(written.status).toBe(201);
    expect(await git.readFile(REPO, "setup", path)).toBe("name: Ralph\n");
    expect(await git.readFile(REPO, "main", path)).toBeNull();
    expect((await git.log(REPO, "setup"))[0]).toMatchObject({ sha: written.data.commit.sha, subject: "Add Ralph" });

    const read = await octokit.repos.getContent({ ...base, path, ref: "setup" });
    expect(read.data).toMatchObject({ type: "file", sha: written.data.content?.sha });
    expect((await failure(octokit.repos.getContent({ ...base, path }))).status).toBe(404);

    const stale = octokit.repos.createOrUpdateFileContents({ ...base, path, branch: "setup", message: "again", content });
    expect((await failure(stale)).status).toBe(422);
    const sha = written.data.content?.sha ?? "";
    const replaced = await octokit.repos.createOrUpdateFileContents({ ...base, path, branch: "setup", message: "again", content, sha });
    expect(replaced.status).toBe(200);
  });

  it("writes a workflow file only for a token that may: 404 without the workflow scope, 403 without the Workflows permission", async () => {
    const path = ".github/workflows/ralph.yml";
    const content = Buffer.from("name: Ralph\n").toString("base64");
    const write = (token: string) =>
      client(token).repos.createOrUpdateFileContents({ ...base, path, branch: "main", message: "m", content });
    expect((await failure(write("tok-classic"))).status).toBe(404);
    expect(await failure(write("tok-fine"))).toEqual({
      status: 403,
      message:
        "refusing to allow a Personal Access Token to create or update workflow `.github/workflows/ralph.yml` without `workflows` permission",
    });
    expect((await failure(write("tok-reader"))).status).toBe(403);
    expect(await git.readFile(REPO, "main", path)).toBeNull();
    // Any other file: the repo scope is enough.
    const readme = Buffer.from("more\n").toString("base64");
    await client("tok-classic").repos.createOrUpdateFileContents({ ...base, path: "notes.md", message: "m", content: readme });
    expect(await git.readFile(REPO, "main", "notes.md")).toBe("more\n");
  });
});
