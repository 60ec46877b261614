/**
 * git processes the workspace starts per round (a sync before the round, a save after it) with
 * an instant agent, counted through a wrapper around the same git, against the floor's three
 * (`add`, `commit`, `push`).
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Workspace } from "../../src/workspace/workspace.js";
import { startGitServer } from "../../test/support/git-server.js";
import { FULL_NAME, SEED_FILES, TOKEN } from "../../test/support/scenario.js";
import type { Comparison } from "./report.js";

/** The floor's git processes per round: `git add`, `git commit`, `git push`. */
const FLOOR_GIT_PROCESSES = 3;

/** Counts the workspace's git processes over `rounds` rounds; returns the mean per round. */
export async function gitProcessesPerRound(rounds: number): Promise<Comparison> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-bench-git-"));
  const server = await startGitServer({ token: TOKEN });
  try {
    await server.createRepo(FULL_NAME, { files: SEED_FILES });
    const checkout = join(dir, "checkout");
    // Async: the git server answers from this same process.
    await promisify(execFile)("git", ["clone", "-q", "--depth", "1", server.url(FULL_NAME), checkout]);
    const real = (await promisify(execFile)("sh", ["-c", "command -v git"])).stdout.trim();
    const counter = join(dir, "count");
    const wrapper = join(dir, "git");
    await writeFile(wrapper, `#!/bin/sh\necho x >> ${counter}\nexec ${real} "$@"\n`);
    await chmod(wrapper, 0o755);
    const { workspace } = await Workspace.prepare({
      dir: checkout,
      branch: "ralph/issue-1",
      baseBranch: "main",
      token: TOKEN,
      rescueDir: join(dir, "rescue"),
      git: { file: wrapper, path: process.env.PATH ?? "" },
    });
    await writeFile(counter, "");
    for (let round = 1; round <= rounds; round++) {
      await workspace.sync();
      await writeFile(join(checkout, "progress.txt"), `round ${round}\n`);
      const saved = await workspace.saveRound(round, `Round ${round}`);
      if (saved.unpushed !== null) throw new Error(`round ${round} was not pushed: ${saved.unpushed.reason}`);
    }
    const count = (await readFile(counter, "utf8")).split("\n").filter((line) => line !== "").length;
    return { name: "git processes per round (sync + save)", bot: count / rounds, floor: FLOOR_GIT_PROCESSES, unit: "processes" };
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
