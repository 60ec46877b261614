/**
 * Issue 18, item 3: the claim on carrying a run on from a round, a ref on the git server over smart
 * HTTP (`git http-backend`, as GitHub's receive-pack), made by racing checkouts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimRef, claimRound, type ClaimRequest } from "../../src/workspace/claim.js";
import { startGitServer, type GitServer } from "../support/git-server.js";
import { gitAsync, isolateGit, removeTree, restoreEnv } from "./helpers.js";
import { join } from "node:path";

const TOKEN = "ghs_claimTestToken00000000000000000";
const REPO = "octo/hello";
let root: string;
let server: GitServer;
let clones = 0;

beforeAll(() => {
  root = isolateGit();
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

/** A claim of round 2 of run 100 on issue 7 by workflow run `runId`, whose holders have ended when `ended` says so. */
async function request(runId: string, ended: (runId: string) => boolean = () => false): Promise<ClaimRequest> {
  return {
    dir: await checkout(),
    token: TOKEN,
    issueNumber: 7,
    run: "100",
    round: 2,
    holder: { runId, attempt: 1 },
    ended: async (holder) => ended(holder),
  };
}

/** The workflow run the claim on the server names. */
async function holderOnServer(): Promise<string> {
  const body = await gitAsync(root, ["--git-dir", server.repoPath(REPO), "log", "-1", "--format=%B", claimRef(7, "100", 2)]);
  return /^Ralph-Claim-Holder: (\S+)$/m.exec(body)?.[1] ?? "none";
}

describe("claimRound", () => {
  it("lets exactly one of two workflow runs claiming at once win; the other learns which one holds it", async () => {
    const [a, b] = await Promise.all([request("201"), request("202")]);
    const outcomes = await Promise.all([claimRound(a), claimRound(b)]);
    const winner = outcomes[0]?.kind === "won" ? "201" : "202";
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["lost", "won"]);
    expect(outcomes.find((outcome) => outcome.kind === "lost")).toEqual({ kind: "lost", holder: winner });
    expect(await holderOnServer()).toBe(winner);
  });

  it("is this workflow run's again on a re-run attempt, and taken over from a holder whose workflow run ended", async () => {
    expect(await claimRound(await request("201"))).toEqual({ kind: "won" });
    expect(await claimRound({ ...(await request("201")), holder: { runId: "201", attempt: 2 } })).toEqual({ kind: "won" });
    expect(await claimRound(await request("202"))).toEqual({ kind: "lost", holder: "201" });
    expect(await claimRound(await request("203", (holder) => holder === "201"))).toEqual({ kind: "won" });
    expect(await holderOnServer()).toBe("203");
  });

  it("is not made when the remote refuses the push for another reason, saying why", async () => {
    await server.refusePushes(REPO, { refuse: "all" });
    const outcome = await claimRound(await request("201"));
    expect(outcome).toMatchObject({ kind: "not-made", reason: expect.stringContaining("pre-receive hook declined") });
  });
});
