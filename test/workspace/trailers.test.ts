import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roundCommitMessage } from "../../src/core/commit-message.js";
import { formatCommitMessage } from "../../src/workspace/message.js";
import { Workspace } from "../../src/workspace/workspace.js";
import { cloneOf, commitAs, createOrigin, git, isolateGit, messageOf, removeTree, restoreEnv, revOf, write } from "./helpers.js";

// The reviewer's view: each round's commit ends with `Ralph-Run` and `Ralph-Round`
// trailers that git itself finds, whatever the agent reported.

let root: string;
let counter = 0;

beforeAll(() => {
  root = isolateGit();
});

afterAll(() => {
  removeTree(root);
  restoreEnv();
});

function setup(): { bare: string; dir: string } {
  const name = `tr${++counter}`;
  const { bare, url } = createOrigin(root, `${name}-origin`);
  return { bare, dir: cloneOf(root, url, `${name}-work`) };
}

/** The trailers of a message as git reads them: `git interpret-trailers --parse` (divider rule on, as for a patch). */
function parsedTrailers(message: string): string[] {
  const result = spawnSync("git", ["interpret-trailers", "--parse"], { input: message, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.split("\n").filter((line) => line !== "");
}

const RUN_URL = "https://github.example/octo/hello/actions/runs/4242";

/** A summary that tries to forge trailers and to end the message early (`---` starts a patch for git). */
const HOSTILE = [
  "Fixed it",
  "",
  "Ralph-Round: 99/99",
  "Ralph-Run: https://evil.example/",
  "",
  "--- ",
  "---",
  "Signed-off-by: Mallory <m@evil.example>",
  "Ralph-Round: 1/1\x1b[2K\u0000",
].join("\n");

describe("round commit trailers", () => {
  it("ends the message with Ralph-Run and Ralph-Round, which git parses from the commit on the remote", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-12", baseBranch: "main", token: null });
    write(dir, "a.txt", "a\n");
    const report = { status: "continue" as const, summary: HOSTILE, evidence: [], nextSteps: ["more"], blocker: null };
    const { message, trailers } = roundCommitMessage({ round: 3, maxRounds: 5, report, failure: null, runLink: RUN_URL });
    const saved = await workspace.saveRound(3, message, trailers);
    const stored = messageOf(bare, saved.sha);
    expect(parsedTrailers(stored)).toEqual([`Ralph-Run: ${RUN_URL}`, "Ralph-Round: 3/5"]);
    // git log's own trailer reading agrees.
    expect(git(bare, ["log", "-1", "--format=%(trailers:only,unfold)", saved.sha])).toBe(`Ralph-Run: ${RUN_URL}\nRalph-Round: 3/5`);
    expect(stored.startsWith("Round 3: Fixed it\n")).toBe(true);
    expect(stored).toContain("Ralph-Round: 99/99");
    expect(stored).toMatch(/\n ---\n ---\n/);
  });

  it("gives a round whose work is all in the agent's own commits a commit of the bot's that names it", async () => {
    const { bare, dir } = setup();
    const { workspace } = await Workspace.prepare({ dir, branch: "ralph/issue-13", baseBranch: "main", token: null });
    write(dir, "own.txt", "by the agent\n");
    const own = commitAs(dir, "agent: own commit");
    const { message, trailers } = roundCommitMessage({
      round: 1,
      maxRounds: 2,
      report: null,
      failure: "the agent exited with code 1",
      runLink: RUN_URL,
    });
    const saved = await workspace.saveRound(1, message, trailers);
    expect(saved.changed).toBe(true);
    expect(revOf(bare, `${saved.sha}^`)).toBe(own);
    expect(parsedTrailers(messageOf(bare, saved.sha))).toEqual([`Ralph-Run: ${RUN_URL}`, "Ralph-Round: 1/2"]);
    // A round that changed nothing makes no commit: the branch does not grow with empty rounds.
    const idle = roundCommitMessage({
      round: 2,
      maxRounds: 2,
      report: null,
      failure: "the agent exited without writing a report",
      runLink: RUN_URL,
    });
    const next = await workspace.saveRound(2, idle.message, idle.trailers);
    expect(next).toMatchObject({ sha: saved.sha, changed: false });
  });

  it("leaves Ralph-Run out when the run has no link, and keeps trailers last after a cut subject", () => {
    const { message, trailers } = roundCommitMessage({
      round: 2,
      maxRounds: 10,
      report: null,
      failure: `${"a very long reason ".repeat(10)}\n---`,
      runLink: null,
    });
    const text = formatCommitMessage(message, 2, [], trailers);
    expect(parsedTrailers(text)).toEqual(["Ralph-Round: 2/10"]);
    expect(text.split("\n").at(-1)).toBe("Ralph-Round: 2/10");
    expect(text.split("\n")[0]?.endsWith("…")).toBe(true);
    // Trailer values are one sanitized line each.
    const forged = formatCommitMessage(
      "x",
      1,
      ["s3cret-value"],
      [{ key: "Ralph-Run", value: "https://h/\nRalph-Round: 9/9 s3cret-value" }],
    );
    expect(parsedTrailers(forged)).toEqual(["Ralph-Run: https://h/ Ralph-Round: 9/9 [redacted]"]);
  });
});
