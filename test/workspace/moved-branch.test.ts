/**
 * The save of a round whose agent moved the branch (reset it, checked out an older commit): the
 * agent's own changes go on top of the branch's tip, renames followed, and a path that is a file on
 * one side and a folder on the other, which no tree can hold both of, keeps the round apart as a
 * conflict — never an error.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Workspace } from "../../src/workspace/workspace.js";
import { cloneOf, commitAs, createOrigin, git, isolateGit, removeTree, restoreEnv, revOf, write } from "./helpers.js";

let root: string;
let counter = 0;

beforeAll(() => {
  root = isolateGit();
});
afterAll(() => {
  removeTree(root);
  restoreEnv();
});

const LINES = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\n";

/**
 * A run's branch whose round 1 saved `files`, then a person's commit on the branch (what `person`
 * does in a checkout of it), pushed and taken in before round 2 (local only: made in the run's own
 * checkout); returns round 1's commit and the person's.
 */
async function branchWithPersonsCommit(
  files: Record<string, string>,
  person: (checkout: string) => void,
  options: { push?: boolean } = {},
) {
  const name = `m${++counter}`;
  const { bare, url } = createOrigin(root, `${name}-origin`);
  const dir = cloneOf(root, url, `${name}-work`);
  const branch = `ralph/issue-${counter}`;
  const local = options.push === false;
  const { workspace } = await Workspace.prepare({ dir, branch, baseBranch: "main", token: null, remoteFreshMs: 0, ...options });
  for (const [path, text] of Object.entries(files)) write(dir, path, text);
  const first = await workspace.saveRound(1, "round 1");
  const other = local ? dir : cloneOf(root, url, `${name}-person`);
  if (!local) git(other, ["checkout", "-q", branch]);
  person(other);
  const personCommit = commitAs(other, "a person's change", "Person", "person@example.com");
  if (!local) git(other, ["push", "-q", "origin", branch]);
  expect(await workspace.sync()).toMatchObject({ kind: "synced" });
  return { bare, dir, branch, workspace, first: first.sha, person: personCommit };
}

/** The files of commit `sha` in repository `repo`, path to text. */
function filesOf(repo: string, sha: string): Record<string, string> {
  const paths = git(repo, ["ls-tree", "-r", "--name-only", sha]).split("\n");
  return Object.fromEntries(paths.map((path) => [path, git(repo, ["show", `${sha}:${path}`])]));
}

describe("a round whose agent moved the branch", () => {
  it("renames a file a person edited meanwhile: the new name holds the person's edit and the agent's", async () => {
    const run = await branchWithPersonsCommit({ "notes.txt": LINES }, (checkout) =>
      write(checkout, "notes.txt", LINES.replace("one", "ONE (person)")),
    );
    // The agent goes back to round 1's commit, before the person's, renames the file and edits it there.
    git(run.dir, ["reset", "-q", "--hard", run.first]);
    git(run.dir, ["mv", "notes.txt", "renamed.txt"]);
    write(run.dir, "renamed.txt", LINES.replace("eight", "EIGHT (agent)"));
    const saved = await run.workspace.saveRound(2, "round 2");
    expect(saved.unpushed).toBeNull();
    expect(revOf(run.bare, run.branch)).toBe(saved.sha);
    expect(revOf(run.bare, `${saved.sha}^`)).toBe(run.person);
    expect(filesOf(run.bare, saved.sha)).toEqual({
      "README.md": "# demo\n\nversion 1",
      "renamed.txt": LINES.replace("one", "ONE (person)").replace("eight", "EIGHT (agent)").trimEnd(),
    });
    expect(saved.notes[0]).toContain("renames followed, each with the other side's changes: notes.txt → renamed.txt");
    expect(git(run.dir, ["status", "--porcelain"])).toBe("");
  });

  it("edits a file a person renamed meanwhile: the agent's edit lands under the person's name", async () => {
    const run = await branchWithPersonsCommit({ "notes.txt": LINES }, (checkout) => {
      mkdirSync(join(checkout, "moved"));
      git(checkout, ["mv", "notes.txt", "moved/notes.txt"]);
    });
    git(run.dir, ["checkout", "-q", "--detach", run.first]);
    write(run.dir, "notes.txt", LINES.replace("four", "FOUR (agent)"));
    const saved = await run.workspace.saveRound(2, "round 2");
    expect(saved.unpushed).toBeNull();
    expect(revOf(run.bare, `${saved.sha}^`)).toBe(run.person);
    expect(filesOf(run.bare, saved.sha)).toEqual({
      "README.md": "# demo\n\nversion 1",
      "moved/notes.txt": LINES.replace("four", "FOUR (agent)").trimEnd(),
    });
  });

  it("turns a file into a folder: the folder replaces the file, a person's edit to the file or not", async () => {
    const people = {
      "a person's edit elsewhere": (checkout: string) => write(checkout, "other.md", "elsewhere\n"),
      "a person's edit to the file": (checkout: string) => write(checkout, "docs.md", "a person's docs\n"),
    };
    for (const [what, person] of Object.entries(people)) {
      const run = await branchWithPersonsCommit({ "docs.md": "docs\n" }, person);
      git(run.dir, ["reset", "-q", "--hard", run.first]);
      git(run.dir, ["rm", "-q", "docs.md"]);
      write(run.dir, "docs.md/index.md", "docs, now a folder\n");
      const saved = await run.workspace.saveRound(2, "round 2");
      expect(saved.unpushed, what).toBeNull();
      expect(revOf(run.bare, run.branch), what).toBe(saved.sha);
      const files = filesOf(run.bare, saved.sha);
      expect(files, what).toMatchObject({ "docs.md/index.md": "docs, now a folder" });
      expect(Object.keys(files).sort(), what).toEqual(["README.md", "docs.md/index.md", ...("other.md" in files ? ["other.md"] : [])]);
    }
  });

  it("keeps its file against a person's folder of the same name apart, as a conflict naming the path: the branch stays as it was", async () => {
    const run = await branchWithPersonsCommit({ "docs.md": "docs\n" }, (checkout) => {
      git(checkout, ["rm", "-q", "docs.md"]);
      write(checkout, "docs.md/index.md", "a person's folder\n");
      write(checkout, "docs.md/more.md", "more\n");
    });
    git(run.dir, ["reset", "-q", "--hard", run.first]);
    write(run.dir, "docs.md", "docs, edited by the agent\n");
    write(run.dir, "other.txt", "the rest of the agent's work\n");
    const saved = await run.workspace.saveRound(2, "round 2");
    expect(saved.unpushed).toMatchObject({
      kind: "conflict",
      files: ["docs.md"],
      kept: { kind: "branch", branch: expect.stringMatching(new RegExp(`^${run.branch}-rescue-.+-2$`)), sha: saved.sha },
    });
    expect(saved.unpushed?.reason).toContain(
      `round 2's own changes and "${run.branch}" hold docs.md as a file on one side and a folder with files on the other`,
    );
    // The run's branch stays at the person's commit, here and on the remote; the round is whole on the side branch.
    expect(revOf(run.bare, run.branch)).toBe(run.person);
    expect(revOf(run.dir, "HEAD")).toBe(run.person);
    expect(revOf(run.bare, `${saved.sha}^`)).toBe(run.first);
    expect(filesOf(run.bare, saved.sha)).toEqual({
      "README.md": "# demo\n\nversion 1",
      "docs.md": "docs, edited by the agent",
      "other.txt": "the rest of the agent's work",
    });
    expect(saved.notes[0]).toContain("hold docs.md as a file on one side and a folder on the other");
  });

  it("keeps its folder against a file a person added under that name apart; local only, on a side branch of the checkout", async () => {
    const run = await branchWithPersonsCommit({ "a.txt": "a\n" }, (checkout) => write(checkout, "notes", "a person's notes file\n"), {
      push: false,
    });
    git(run.dir, ["checkout", "-q", "--detach", run.first]);
    write(run.dir, "notes/agent.md", "the agent's notes folder\n");
    const saved = await run.workspace.saveRound(2, "round 2");
    expect(saved.unpushed).toMatchObject({ kind: "conflict", files: ["notes"], kept: null });
    const side = /the round is kept on the local branch "([^"]+)"/.exec(saved.unpushed?.reason ?? "")?.[1] ?? "";
    expect(revOf(run.dir, side)).toBe(saved.sha);
    expect(revOf(run.dir, run.branch)).toBe(run.person);
    expect(git(run.dir, ["symbolic-ref", "--short", "HEAD"])).toBe(run.branch);
    expect(filesOf(run.dir, saved.sha)).toMatchObject({ "notes/agent.md": "the agent's notes folder" });
  });
});
