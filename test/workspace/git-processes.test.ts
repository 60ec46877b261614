/**
 * What a steady round costs in git processes: a sync before the round and a save after
 * it, with an agent that changed one file, counted through a wrapper around the same git (as
 * `npm run bench` counts them). A count, not a time: a change that adds a process, or a second scan
 * of the working tree, fails here. Shrinking the list is welcome: update it with the change.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { Workspace } from "../../src/workspace/workspace.js";
import { countingGit, gitAsync, isolateGit, removeTree, restoreEnv, subcommandOf, write } from "./helpers.js";

const TOKEN = "ghs_ProcessCountToken0123456789";

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
 * Whether a logged git command looks at every file of the working tree: `status`, and `add`
 * unless it is given the paths to stage (`--pathspec-from-file`).
 */
function scansTree(line: string): boolean {
  const name = subcommandOf(line);
  return name === "status" || (name === "add" && !line.split("\x1f").some((arg) => arg.startsWith("--pathspec-from-file")));
}

it("a steady round (sync, then save of a one-file change) starts these git processes and scans the working tree once", async () => {
  const { url } = await server.createRepo("octo/count", { files: { "README.md": "# hello\n" } });
  const dir = join(root, "work");
  await gitAsync(root, ["clone", "-q", url, dir]);
  // git's trace (its own events, one JSON object a line) names the programs git itself starts.
  const trace = join(root, "trace.jsonl");
  const { file: wrapper, log } = countingGit(root, "count", trace);
  const { workspace } = await Workspace.prepare({
    dir,
    branch: "ralph/issue-1",
    baseBranch: "main",
    token: TOKEN,
    rescueDir: join(root, "rescue"),
    git: { file: wrapper, path: process.env.PATH ?? "" },
  });
  const rounds: string[][] = [];
  const scans: number[] = [];
  const maintenance: number[] = [];
  for (let round = 1; round <= 3; round++) {
    writeFileSync(log, "");
    writeFileSync(trace, "");
    expect((await workspace.sync()).kind).toBe("synced");
    write(dir, "progress.txt", `round ${round}\n`);
    const saved = await workspace.saveRound(round, `Round ${round}`);
    expect(saved.unpushed).toBeNull();
    // The checkout's remote-tracking ref names the pushed round, as after any push.
    expect(execFileSync("git", ["rev-parse", "refs/remotes/origin/ralph/issue-1"], { cwd: dir, encoding: "utf8" }).trim()).toBe(saved.sha);
    const lines = readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line !== "");
    rounds.push(lines.map(subcommandOf));
    scans.push(lines.filter(scansTree).length);
    maintenance.push(startedByGit(trace).filter((argv) => argv.includes("maintenance") || argv.includes("gc")).length);
  }
  // Round 1 pushes a branch the remote does not have yet; rounds 2 and 3 are the steady state.
  for (const steady of rounds.slice(1)) expect(steady).toEqual(STEADY_ROUND);
  // One scan of the working tree per round: add's.
  expect(scans).toEqual([1, 1, 1]);
  // No commit or fetch of the bot's starts `git maintenance run --auto` (or `gc --auto`) after it.
  expect(maintenance).toEqual([0, 0, 0]);
});

/** The command lines of the programs git started itself (`child_start` in its trace). */
function startedByGit(trace: string): string[][] {
  return readFileSync(trace, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as { event: string; argv?: string[] })
    .filter((event) => event.event === "child_start")
    .map((event) => event.argv ?? []);
}

/** The git processes of a steady round, in order: sync, then save. */
const STEADY_ROUND = [
  // sync: none. The previous save's push showed the branch a moment ago (within REMOTE_FRESH_MS),
  // so no fetch; a person's push since is taken in by this round's leased push.
  // save: the round's changes staged (one scan of the tree, by add; the nested repositories it
  // met are named in its warnings), gitlinks and whether anything is staged (one listing of the
  // index against the last saved commit).
  "add",
  "diff-index",
  // the round's commit on the run's branch (the branch and HEAD are read from their files; the
  // new commit from the HEAD file the commit wrote).
  "commit",
  // conflict markers the round added.
  "diff",
  // publishing: the push, leased on the branch head the bot last saw, with no fetch before it (a
  // person's push refuses it, and only then is the branch fetched); the transport check before
  // it reads files, no git. The push moves the remote-tracking ref itself (the next round's
  // branch tips are read from the ref files).
  "push",
];
