/**
 * The claims that keep one run per issue: refs on the git server over smart HTTP (`git http-backend`,
 * as GitHub's receive-pack), made by racing workflow runs, and deleted when the run ends.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdtemp, readdir } from "node:fs/promises";
import { join } from "node:path";
import {
  claimRemote,
  claimRun,
  issueClaimRef,
  legClaimRef,
  releaseClaims,
  type ClaimOutcome,
  type RunClaimRequest,
} from "../../src/workspace/claim.js";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { gitAsync, isolateGit, removeTree, restoreEnv } from "./helpers.js";

const TOKEN = "ghs_claimTestToken00000000000000000";
const REPO = "octo/hello";
let root: string;
let scratch: string;
let server: GitServer;
let clones = 0;

beforeAll(async () => {
  root = isolateGit();
  scratch = await mkdtemp(join(root, "scratch-"));
});
afterAll(() => {
  restoreEnv();
  removeTree(root);
});
beforeEach(async () => {
  server = await startGitServer({ token: TOKEN });
  await server.createRepo(REPO, { files: { "README.md": "# hello\n" } });
});
afterEach(async () => {
  await server.close();
});

/** A fresh shallow checkout, as a runner's `actions/checkout` leaves it. */
async function checkout(): Promise<string> {
  const dir = join(root, `clone-${++clones}`);
  await gitAsync(root, ["clone", "-q", "--depth", "1", server.url(REPO), dir]);
  return dir;
}

/**
 * A claim on issue 7 by workflow run `runId` for a new run of its own (or going on with `goesOn`),
 * whose holders have ended when `ended` says so.
 */
async function request(
  runId: string,
  options: { ended?: (runId: string) => boolean; goesOn?: RunClaimRequest["goesOn"]; attempt?: number } = {},
): Promise<RunClaimRequest> {
  const goesOn = options.goesOn ?? null;
  return {
    remote: await claimRemote(await checkout(), TOKEN),
    scratch,
    issueNumber: 7,
    run: goesOn?.continues === true ? goesOn.run : runId,
    holder: { runId, attempt: options.attempt ?? 1 },
    ended: async (holder) => options.ended?.(holder) ?? false,
    goesOn,
  };
}

/** The claims on the server, each with the workflow run its message names. */
async function claimsOnServer(): Promise<Record<string, string>> {
  const listed = await gitAsync(root, [
    "--git-dir",
    server.repoPath(REPO),
    "for-each-ref",
    "--format=%(refname) %(contents)",
    "refs/ralph",
  ]);
  const claims: Record<string, string> = {};
  for (const line of listed.split("\n").filter((line) => line.startsWith("refs/"))) {
    const ref = line.split(" ")[0] ?? "";
    const body = await gitAsync(root, ["--git-dir", server.repoPath(REPO), "log", "-1", "--format=%B", ref]);
    claims[ref] = /^Ralph-Claim-Holder: (\S+)$/m.exec(body)?.[1] ?? "none";
  }
  return claims;
}

const won = { kind: "won", sha: expect.stringMatching(/^[0-9a-f]{40}$/) };

describe("claimRun", () => {
  it("lets exactly one of two new runs claiming the issue at once win; the other learns which workflow run holds it", async () => {
    const [a, b] = await Promise.all([request("201"), request("202")]);
    const outcomes = await Promise.all([claimRun(a), claimRun(b)]);
    const winner = outcomes[0]?.kind === "won" ? "201" : "202";
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["lost", "won"]);
    expect(outcomes.find((outcome) => outcome.kind === "lost")).toEqual({ kind: "lost", holder: winner, round: null });
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: winner });
  });

  it("is this workflow run's again on a re-run attempt, and taken over from a holder whose workflow run ended", async () => {
    const first = await claimRun(await request("201"));
    expect(first).toEqual(won);
    expect(await claimRun(await request("201", { attempt: 2 }))).toEqual(first);
    expect(await claimRun(await request("202"))).toEqual({ kind: "lost", holder: "201", round: null });
    expect(await claimRun(await request("203", { ended: (holder) => holder === "201" }))).toEqual(won);
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: "203" });
  });

  it("lets the next leg of the same run take the issue from the leg before it, and exactly one of two copies of that leg", async () => {
    await claimRun(await request("201"));
    const leg = { run: "201", round: 2, continues: true };
    const copies = await Promise.all([request("301", { goesOn: leg }), request("302", { goesOn: leg })]);
    const outcomes: ClaimOutcome[] = await Promise.all(copies.map((copy) => claimRun(copy)));
    const winner = outcomes[0]?.kind === "won" ? "301" : "302";
    expect(outcomes.find((outcome) => outcome.kind === "lost")).toEqual({ kind: "lost", holder: winner, round: 2 });
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: winner, [legClaimRef(7, "201", 2)]: winner });
    // A new run meanwhile meets the leg's live workflow run.
    expect(await claimRun(await request("401"))).toEqual({ kind: "lost", holder: winner, round: null });
  });

  it("a takeover of a dead run claims the dead run's round, then the issue from its ended workflow run", async () => {
    await claimRun(await request("201"));
    const takeover = await request("202", { ended: (holder) => holder === "201", goesOn: { run: "201", round: 3, continues: false } });
    expect(await claimRun(takeover)).toEqual(won);
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: "202", [legClaimRef(7, "201", 3)]: "202" });
  });

  it("is not made when the remote refuses refs/ralph/* (a ruleset), saying why", async () => {
    await server.refusePushes(REPO, { refuse: "refs", pattern: "refs/ralph/*" });
    const outcome = await claimRun(await request("201"));
    expect(outcome).toEqual({ kind: "not-made", reason: expect.stringContaining("GH013: Repository rule violations found") });
    expect(await claimsOnServer()).toEqual({});
  });

  it("leaves nothing in the folder it works in, and nothing in the checkout", async () => {
    const claim = await request("201");
    const dir = await checkout();
    await claimRun({ ...claim, remote: await claimRemote(dir, TOKEN) });
    expect(await readdir(scratch)).toEqual([]);
    expect(await gitAsync(dir, ["for-each-ref", "refs/ralph"])).toBe("");
  });
});

describe("releaseClaims", () => {
  it("deletes every claim on the issue, legs and earlier releases' names included, and leaves other issues' claims", async () => {
    const first = await claimRun(await request("201"));
    const leg = await claimRun(await request("202", { goesOn: { run: "201", round: 2, continues: true } }));
    // A leg's claim as an earlier release named it, and another issue's claim.
    const bare = server.repoPath(REPO);
    const head = await gitAsync(root, ["--git-dir", bare, "rev-parse", "HEAD"]);
    await gitAsync(root, ["--git-dir", bare, "update-ref", "refs/ralph/claims/issue-7/run-201/round-3", head]);
    await gitAsync(root, ["--git-dir", bare, "update-ref", "refs/ralph/claims/issue-70/run", head]);
    expect(first.kind).toBe("won");
    const held = leg.kind === "won" ? leg.sha : "none";
    const deleted = await releaseClaims({ remote: (await request("202")).remote, scratch, issueNumber: 7, held });
    expect(deleted.sort()).toEqual([issueClaimRef(7), legClaimRef(7, "201", 2), "refs/ralph/claims/issue-7/run-201/round-3"].sort());
    expect(Object.keys(await claimsOnServer())).toEqual(["refs/ralph/claims/issue-70/run"]);
    expect(await readdir(scratch)).toEqual([]);
  });

  it("deletes nothing where there is nothing, and says why when the remote refuses the deletion", async () => {
    const claim = await request("201");
    expect(await releaseClaims({ ...claim, held: null })).toEqual([]);
    const mine = await claimRun(claim);
    await server.refusePushes(REPO, { refuse: "refs", pattern: "refs/ralph/*" });
    const held = mine.kind === "won" ? mine.sha : "none";
    await expect(releaseClaims({ ...claim, held })).rejects.toThrow(/GH013: Repository rule violations found/);
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: "201" });
  });

  it("leaves the issue's claim another workflow run took over meanwhile", async () => {
    const mine = await claimRun(await request("201"));
    await claimRun(await request("202", { ended: () => true }));
    const held = mine.kind === "won" ? mine.sha : "none";
    expect(await releaseClaims({ remote: (await request("201")).remote, scratch, issueNumber: 7, held })).toEqual([]);
    expect(await claimsOnServer()).toEqual({ [issueClaimRef(7)]: "202" });
  });
});
