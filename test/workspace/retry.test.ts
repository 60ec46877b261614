/**
 * A git host that fails for a moment (an HTTP 5xx, a reset connection) does not
 * end the run: fetches and pushes are tried again, with waits a cancel cuts short; a refusal is not.
 * Over real smart HTTP (`git http-backend` behind the test git server, which injects the faults).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { transientTransportFailure } from "../../src/workspace/git-retry.js";
import { Workspace, type TransportRetry } from "../../src/workspace/workspace.js";
import { gitAsync, isolateGit, removeTree, restoreEnv, revOf, write } from "./helpers.js";

const TOKEN = "ghs_RetryTestToken0123456789abcdef";

let root: string;
let server: GitServer;
let counter = 0;

beforeAll(async () => {
  root = isolateGit();
  server = await startGitServer({ token: TOKEN });
});

afterAll(async () => {
  await server.close();
  removeTree(root);
  restoreEnv();
});

/**
 * A fresh repository on the server, a clone of it, and a workspace on `ralph/issue-<n>` retrying with
 * `retry` (what it logs goes to `said`); `remoteFreshMs` as `Workspace.prepare` takes it.
 */
async function started(
  retry: TransportRetry = {},
  remoteFreshMs?: number,
): Promise<{ name: string; dir: string; branch: string; workspace: Workspace; said: string[] }> {
  const name = `octo/retry${++counter}`;
  const { url } = await server.createRepo(name, { files: { "README.md": "# hello\n" } });
  const dir = join(root, `work${counter}`);
  await gitAsync(root, ["clone", "-q", url, dir]);
  const said: string[] = [];
  const branch = `ralph/issue-${counter}`;
  const { workspace } = await Workspace.prepare({
    dir,
    branch,
    baseBranch: "main",
    token: TOKEN,
    rescueId: "7",
    rescueDir: join(root, `rescue${counter}`),
    retry: { baseMs: 10, log: (message) => said.push(message), ...retry },
    ...(remoteFreshMs !== undefined ? { remoteFreshMs } : {}),
  });
  return { name, dir, branch, workspace, said };
}

describe("a network command that fails on the transport", () => {
  it("pushes the round after a 503 and a reset connection, saying each retry", async () => {
    const { name, dir, branch, workspace, said } = await started();
    write(dir, "one.txt", "1\n");
    server.failRequests({ service: "push", fault: 503 });
    server.failRequests({ service: "push", fault: "reset" });
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(await server.readFile(name, branch, "one.txt")).toBe("1\n");
    expect(said).toEqual([
      "git push failed (the git host answered HTTP 503); retrying in 10 ms",
      "git push failed (Connection reset by peer); retrying in 20 ms",
    ]);
  });

  it("retries a fetch whose connection was reset (the sync before a round), then pushes the round", async () => {
    // A sync past the window since prepare's listing (remoteFreshMs 0) fetches.
    const { name, dir, branch, workspace, said } = await started({}, 0);
    server.failRequests({ service: "fetch", fault: "reset" });
    expect((await workspace.sync()).kind).toBe("synced");
    write(dir, "one.txt", "1\n");
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed).toBeNull();
    expect(revOf(server.repoPath(name), branch)).toBe(saved.sha);
    expect(said).toEqual(["git fetch failed (Connection reset by peer); retrying in 10 ms"]);
  });

  it("does not retry a push answered 403: the round is kept, git's words quoted", async () => {
    const { dir, workspace, said } = await started();
    const hit = server.faultsHit;
    write(dir, "one.txt", "1\n");
    server.failRequests({ service: "push", fault: 403, times: 2 });
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed?.kind).toBe("refused");
    expect(saved.unpushed?.reason).toMatch(
      /^pushing round 1 to "ralph\/issue-\d+" was refused: Forbidden \/ .*The requested URL returned error: 403/,
    );
    expect(saved.unpushed?.kept?.kind).toBe("bundle");
    expect(server.faultsHit - hit).toBe(2);
    expect(said).toEqual([]);
  });

  it("gives up once the command has waited as long as the run may, keeping the round", async () => {
    const { dir, workspace, said } = await started({ patience: () => 0 });
    write(dir, "one.txt", "1\n");
    server.failRequests({ service: "push", fault: 502, times: 2 });
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed?.kind).toBe("refused");
    expect(saved.unpushed?.reason).toContain("The requested URL returned error: 502");
    expect(said).toEqual([
      "git push failed (the git host answered HTTP 502); giving up: the run cannot wait longer",
      "git push failed (the git host answered HTTP 502); giving up: the run cannot wait longer",
    ]);
  });

  it("stops waiting to retry at once when the run is cancelled", async () => {
    const cancel = new AbortController();
    // The longest wait (30 s); what is logged shows the wait ended on the cancel, not by itself.
    const { dir, workspace, said } = await started({
      baseMs: 600_000,
      signal: cancel.signal,
      log: (message) => {
        said.push(message);
        if (message.includes("retrying")) cancel.abort();
      },
    });
    write(dir, "one.txt", "1\n");
    // The run's branch and then the side branch.
    server.failRequests({ service: "push", fault: 503, times: 2 });
    const saved = await workspace.saveRound(1, "round 1");
    expect(saved.unpushed?.kind).toBe("refused");
    expect(saved.unpushed?.kept?.kind).toBe("bundle");
    expect(said).toEqual([
      "git push failed (the git host answered HTTP 503); retrying in 30 s",
      "git push failed (the git host answered HTTP 503); not retried: the run is being cancelled",
      "git push failed (the git host answered HTTP 503); not retried: the run is being cancelled",
    ]);
  });
});

describe("transientTransportFailure", () => {
  it.each([
    ["fatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 503", "the git host answered HTTP 503"],
    [
      "error: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500\nfatal: the remote end hung up unexpectedly",
      "the git host answered HTTP 500",
    ],
    ["error: RPC failed; curl 56 GnuTLS recv error (-54): Error in the pull function.", "curl error 56"],
    [
      "fatal: unable to access 'https://github.com/o/r.git/': Failed to connect to github.com port 443 after 130 ms: Connection timed out",
      "Connection timed out",
    ],
    ["error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)", "HTTP/2 stream 5 was not closed cleanly"],
  ])("retries %j", (output, words) => {
    expect(transientTransportFailure(output)).toBe(words);
  });

  it.each([
    "remote: Permission to o/r.git denied to bot.\nfatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 403",
    "fatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 501",
    "error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\nfatal: the remote end hung up unexpectedly",
    "remote: error: GH013: Repository rule violations found\n ! [remote rejected] HEAD -> main (push declined due to repository rule violations)",
    " ! [rejected]        HEAD -> main (fetch first)",
    "fatal: could not read Username for 'https://github.com': terminal prompts disabled",
    "fatal: unable to access 'https://github.example/o/r.git/': Could not resolve host: github.example",
  ])("does not retry %j", (output) => {
    expect(transientTransportFailure(output)).toBeNull();
  });
});
