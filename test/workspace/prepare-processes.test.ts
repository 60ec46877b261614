/**
 * What preparing the run's branch costs in git processes (start to the first agent
 * spawn), counted through a wrapper around the same git, on a clone as actions/checkout leaves it
 * (the base branch fetched a moment ago). A count, not a time: a change that adds a process, or a
 * network command, fails here. Shrinking the list is welcome: update it with the change.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { basicAuthHeader } from "../../src/workspace/git-command.js";
import { Workspace, type ListedHeads } from "../../src/workspace/workspace.js";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { countingGit, gitAsync, isolateGit, removeTree, restoreEnv, subcommandOf, write } from "./helpers.js";

const TOKEN = "ghs_PrepareCountToken0123456789";

let root: string;
let server: GitServer;

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
 * Prepares `branch` in a fresh clone of `url` (then `configure`d) through a counting wrapper;
 * returns the subcommands, sorted (some run at once), and where the workspace pushes.
 */
async function preparedWith(
  url: string,
  name: string,
  branch: string,
  configure: (dir: string) => Promise<unknown> = async () => undefined,
  listed?: () => Promise<ListedHeads>,
): Promise<{ commands: string[]; resumed: boolean; remoteUrl: string | null; head: string }> {
  const dir = join(root, name);
  await gitAsync(root, ["clone", "-q", "--depth", "1", url, dir]);
  await configure(dir);
  const { file: wrapper, log } = countingGit(root, name);
  const { resumed, workspace } = await Workspace.prepare({
    dir,
    branch,
    baseBranch: "main",
    token: TOKEN,
    rescueDir: join(root, `${name}-rescue`),
    git: { file: wrapper, path: process.env.PATH ?? "" },
    ...(listed !== undefined ? { listed: listed() } : {}),
  });
  const commands = readFileSync(log, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map(subcommandOf);
  return { commands: commands.sort(), resumed, remoteUrl: workspace.remoteUrl, head: await workspace.headSha() };
}

/** A listing of `branches` in the repository at `url` as the API would give it: the heads the git server holds now. */
async function listing(url: string, repo: string, branches: string[]): Promise<ListedHeads> {
  const heads = new Map<string, string>();
  for (const branch of branches) {
    const sha = await server.branchHead(repo, branch);
    if (sha !== null) heads.set(branch, sha);
  }
  return { url, branches, heads, askedAt: performance.now() };
}

it("a new run's branch on a fresh checkout: one network command (ls-remote), no fetch of the base branch the checkout has", async () => {
  const { url } = await server.createRepo("octo/prepare-new", { files: { "README.md": "# hello\n" } });
  const { commands, resumed } = await preparedWith(url, "new", "ralph/issue-1");
  expect(resumed).toBe(false);
  expect(commands).toEqual(
    [
      // where the checkout is: its top, git directory and common directory, in one process
      "rev-parse",
      // asked at once: the configuration the transport check holds (which names origin's URL) and
      // the tree's state (the three branch names are in the plain form git takes as it is: no check-ref-format)
      "config",
      "status",
      // the remote's heads of the run's branch and the base branch; the base is where the checkout's
      // remote-tracking branch already is, so it is not fetched
      "ls-remote",
      // the branch created (the ref files show no local branch of its name; HEAD read from its file)
      "checkout",
    ].sort(),
  );
});

it("a run's branch the remote has: its commits fetched, the base branch still not", async () => {
  const { url } = await server.createRepo("octo/prepare-resume", { files: { "README.md": "# hello\n" } });
  const seed = join(root, "seed");
  await gitAsync(root, ["clone", "-q", url, seed]);
  await gitAsync(seed, ["checkout", "-q", "-b", "ralph/issue-2"]);
  write(seed, "progress.txt", "round 1\n");
  await gitAsync(seed, ["add", "progress.txt"]);
  await gitAsync(seed, ["-c", "user.name=Ralph", "-c", "user.email=ralph@example.com", "commit", "-q", "-m", "Round 1"]);
  await gitAsync(seed, ["-c", `http.extraheader=${basicAuthHeader(TOKEN)}`, "push", "-q", "origin", "ralph/issue-2"]);
  const { commands, resumed } = await preparedWith(url, "resume", "ralph/issue-2");
  expect(resumed).toBe(true);
  expect(commands.filter((command) => command === "ls-remote" || command === "fetch")).toEqual(["fetch", "ls-remote"]);
  expect(commands).toHaveLength(6);
});

it("listed through the API for origin's repository: a new run's branch is made without any network command", async () => {
  const { url, sha } = await server.createRepo("octo/prepare-listed", { files: { "README.md": "# hello\n" } });
  // The repository as GitHub names it (web address, other case, no .git): the same one.
  const web = url.replace(/\.git$/, "").replace("octo/prepare-listed", "Octo/Prepare-Listed");
  const { commands, resumed, head } = await preparedWith(url, "listed", "ralph/issue-6", undefined, () =>
    listing(web, "octo/prepare-listed", ["ralph/issue-6", "main"]),
  );
  expect(resumed).toBe(false);
  expect(head).toBe(sha);
  expect(commands).toEqual(["checkout", "config", "rev-parse", "status"]);
});

it("a listing of another repository, of other branches, or one that failed is not taken: git lists origin's heads", async () => {
  const { url } = await server.createRepo("octo/prepare-unlisted", { files: { "README.md": "# hello\n" } });
  const other = await server.createRepo("octo/prepare-elsewhere", { files: { "README.md": "# elsewhere\n" } });
  const cases: [string, () => Promise<ListedHeads>][] = [
    ["other-repo", () => listing(other.url, "octo/prepare-elsewhere", ["ralph/issue-7", "main"])],
    ["other-branches", () => listing(url, "octo/prepare-unlisted", ["ralph/issue-70", "main"])],
    ["failed", () => Promise.reject(new Error("GitHub answered 502"))],
  ];
  for (const [name, listed] of cases) {
    const { commands } = await preparedWith(url, `unlisted-${name}`, "ralph/issue-7", undefined, listed);
    expect(commands, name).toContain("ls-remote");
  }
});

it("listed with the run's branch on origin: it is fetched and resumed, without ls-remote", async () => {
  const { url } = await server.createRepo("octo/prepare-listed-resume", { files: { "README.md": "# hello\n" } });
  const seed = join(root, "seed-listed");
  await gitAsync(root, ["clone", "-q", url, seed]);
  await gitAsync(seed, ["checkout", "-q", "-b", "ralph/issue-8"]);
  write(seed, "progress.txt", "round 1\n");
  await gitAsync(seed, ["add", "progress.txt"]);
  await gitAsync(seed, ["-c", "user.name=Ralph", "-c", "user.email=ralph@example.com", "commit", "-q", "-m", "Round 1"]);
  await gitAsync(seed, ["-c", `http.extraheader=${basicAuthHeader(TOKEN)}`, "push", "-q", "origin", "ralph/issue-8"]);
  const pushed = await server.branchHead("octo/prepare-listed-resume", "ralph/issue-8");
  const listed = () => listing(url, "octo/prepare-listed-resume", ["ralph/issue-8", "main"]);
  const { commands, resumed, head } = await preparedWith(url, "listed-resume", "ralph/issue-8", undefined, listed);
  expect(resumed).toBe(true);
  expect(head).toBe(pushed);
  expect(commands.filter((command) => command === "ls-remote" || command === "fetch")).toEqual(["fetch"]);
});

it("an origin URL that configuration rewrites (insteadOf) is asked of git, and the listing goes where git would go", async () => {
  const { url } = await server.createRepo("octo/prepare-rewritten", { files: { "README.md": "# hello\n" } });
  const alias = "http://alias.invalid/octo/prepare-rewritten.git";
  const { commands, remoteUrl } = await preparedWith(url, "rewritten", "ralph/issue-3", async (dir) => {
    await gitAsync(dir, ["remote", "set-url", "origin", alias]);
    await gitAsync(dir, ["config", `url.${url}.insteadOf`, alias]);
  });
  expect(remoteUrl).toBe(url);
  expect(commands.filter((command) => command === "remote" || command === "ls-remote")).toEqual(["ls-remote", "remote"]);
});

it("read ahead (Workspace.probe), the checkout is only read, by local commands; preparing from that read adds the rest", async () => {
  const { url } = await server.createRepo("octo/prepare-probed", { files: { "README.md": "# hello\n" } });
  const dir = join(root, "probed");
  await gitAsync(root, ["clone", "-q", "--depth", "1", url, dir]);
  const { file: wrapper, log } = countingGit(root, "probed");
  const logged = () =>
    readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map(subcommandOf)
      .sort();
  const headBefore = readFileSync(join(dir, ".git", "HEAD"), "utf8");
  const options = { dir, token: TOKEN, rescueDir: join(root, "probed-rescue"), git: { file: wrapper, path: process.env.PATH ?? "" } };
  const probe = Workspace.probe(options);
  const { dirty } = await probe;
  expect(await dirty).toEqual([]);
  // What the action runs before the run is admitted: no network command, no change to the checkout.
  expect(logged()).toEqual(["config", "rev-parse", "status"]);
  expect(readFileSync(join(dir, ".git", "HEAD"), "utf8")).toBe(headBefore);

  const { resumed, workspace } = await Workspace.prepare({ ...options, branch: "ralph/issue-4", baseBranch: "main" }, probe);
  expect(resumed).toBe(false);
  expect(workspace.remoteUrl).toBe(url);
  // The same processes as a prepare that reads the checkout itself (above), none twice.
  expect(logged()).toEqual(["checkout", "config", "ls-remote", "rev-parse", "status"]);
  expect(readFileSync(join(dir, ".git", "HEAD"), "utf8")).toBe("ref: refs/heads/ralph/issue-4\n");
});

it("a read ahead of a folder that is no checkout fails where the checkout is prepared, as a prepare alone does", async () => {
  const dir = join(root, "not-a-checkout");
  write(dir, "file.txt", "x\n");
  const options = { dir, token: TOKEN, rescueDir: join(root, "not-a-checkout-rescue") };
  const probe = Workspace.probe(options);
  probe.catch(() => undefined);
  const alone = await Workspace.prepare({ ...options, branch: "ralph/issue-5", baseBranch: "main" }).catch((error: unknown) => error);
  const probed = await Workspace.prepare({ ...options, branch: "ralph/issue-5", baseBranch: "main" }, probe).catch(
    (error: unknown) => error,
  );
  expect(probed).toMatchObject({ reason: "missing-ref", message: expect.stringContaining("is not a git checkout") });
  expect(String(probed)).toBe(String(alone));
});
