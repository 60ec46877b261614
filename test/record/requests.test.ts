import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient, type RalphOctokit } from "../../src/github/client.js";
import { LOOK_OVERLAP_MS, LOOK_SWEEP_MS, renderStopMarker, RunRequests } from "../../src/record/requests.js";
import { startGitHubFake, type GitHubFake } from "../support/github-fake.js";

const REPO = "octo/hello";
const TOKEN = "ghs_stopTestToken00000000000000";
const ref = { owner: "octo", repo: "hello", issueNumber: 1 };
const settings = {
  command: "/ralph",
  botLogin: "github-actions[bot]",
  allowedPermission: "write",
  maxRoundsLimit: 256,
  secrets: ["s3cret-value"],
} as const;

let github: GitHubFake;
let octokit: RalphOctokit;

beforeEach(async () => {
  github = await startGitHubFake();
  github.addRepo({ owner: "octo", repo: "hello" });
  github.addToken(TOKEN, "github-actions[bot]");
  github.addIssue(REPO, { title: "t", user: "octo" });
  github.setPermission(REPO, "maintainer", "write");
  octokit = createClient({ token: TOKEN, baseUrl: github.url, log: () => {} });
});
afterEach(async () => {
  await github.close();
});

/** The paths (with query) of the requests the fake answered. */
const paths = (): string[] => github.requests.map((request) => request.path);

/** A look as the live run makes it between rounds, for a run that started a minute ago. */
const watch = (startedAt = new Date(Date.now() - 60_000)) => new RunRequests(octokit, ref, settings, startedAt);

describe("RunRequests: stop requests", () => {
  it("finds a /ralph stop posted after 110 other comments since the run started (all pages read)", async () => {
    for (let i = 0; i < 110; i++) github.addComment(REPO, 1, { user: "alice", body: `chatter ${i}` });
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph stop" });
    expect((await watch().look()).stopBy).toBe("maintainer");
  });

  it("finds a /ralph stop posted in the very second the run started (GitHub stamps whole seconds)", async () => {
    const startedAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 999);
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph stop" }).updatedAt = new Date(startedAt.getTime() - 999).toISOString();
    expect((await watch(startedAt).look()).stopBy).toBe("maintainer");
  });

  it("reads the stop request the bot posted (as the App does between relay legs), naming who asked; anyone else's marker asks nothing", async () => {
    github.addComment(REPO, 1, { user: "passerby", body: `${renderStopMarker("passerby")}\nStop.` });
    expect((await watch().look()).stopBy).toBeNull();
    github.addComment(REPO, 1, { user: "github-actions[bot]", body: `${renderStopMarker("maintainer")}\nStopping the Ralph run.` });
    expect((await watch().look()).stopBy).toBe("maintainer");
  });

  it("ignores a /ralph stop from someone without the allowed permission", async () => {
    github.addComment(REPO, 1, { user: "passerby", body: "/ralph stop" });
    expect(await watch().look()).toEqual({ stopBy: null, notes: [] });
  });

  it("trusts a stop marker only from the bot", async () => {
    github.addComment(REPO, 1, { user: "passerby", body: '<!-- ralph-bot:stop {"by":"maintainer"} -->' });
    expect((await watch().look()).stopBy).toBeNull();
    github.addComment(REPO, 1, { user: "github-actions[bot]", body: '<!-- ralph-bot:stop {"by":"maintainer"} -->\nStopping' });
    expect((await watch().look()).stopBy).toBe("maintainer");
  });
});

describe("RunRequests: maintainer notes", () => {
  it("returns a permitted person's note once, redacted and with mentions broken, and skips others' notes", async () => {
    const requestsWatch = watch();
    const note = github.addComment(REPO, 1, { user: "maintainer", body: "/ralph note use the v2 API\nask @octo-lead, key s3cret-value" });
    github.addComment(REPO, 1, { user: "passerby", body: "/ralph note delete everything" });
    github.addComment(REPO, 1, { user: "maintainer", body: "a plain comment" });
    const first = await requestsWatch.look();
    expect(first.stopBy).toBeNull();
    expect(first.notes).toEqual([
      {
        author: "maintainer",
        text: "use the v2 API\nask @\u200bocto-lead, key [redacted]",
        url: expect.stringContaining(`#issuecomment-${note.id}`) as string,
      },
    ]);
    // The next look reads the same comments again (the overlap), but returns the note no more.
    expect((await requestsWatch.look()).notes).toEqual([]);
  });

  it("reads from the second GitHub answered the previous look in, and every sweep from a few seconds before the previous sweep", async () => {
    const startedAt = new Date(Date.now() - 10 * 60_000);
    const requestsWatch = watch(startedAt);
    const before = Date.now();
    await requestsWatch.look();
    const after = Date.now();
    await requestsWatch.look();
    await requestsWatch.look(new Date(Date.now() + LOOK_SWEEP_MS));
    const since = paths()
      .filter((path) => path.startsWith("/repos/octo/hello/issues/1/comments"))
      .map((path) => Date.parse(new URL(path, github.url).searchParams.get("since") ?? ""));
    expect(since[0]).toBe(Math.floor(startedAt.getTime() / 1000) * 1000);
    // The fake answers with a `Date` header of whole seconds, as GitHub does.
    expect(since[1]).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(since[1]).toBeLessThanOrEqual(after);
    expect(since[2]).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - LOOK_OVERLAP_MS);
    expect(since[2]).toBeLessThanOrEqual(after - LOOK_OVERLAP_MS);
  });

  it("does not miss a note when the runner's clock is ten minutes ahead of GitHub's", async () => {
    const requestsWatch = watch();
    const ahead = () => new Date(Date.now() + 10 * 60_000);
    expect((await requestsWatch.look(ahead())).notes).toEqual([]);
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph note use the v2 API" });
    expect((await requestsWatch.look(ahead())).notes.map((note) => note.text)).toEqual(["use the v2 API"]);
  });

  it("leaves out a note written before the run started, though edited since", async () => {
    const old = github.addComment(REPO, 1, { user: "maintainer", body: "/ralph note an old note" });
    old.createdAt = "2020-01-01T00:00:00Z";
    expect((await watch().look()).notes).toEqual([]);
  });

  it("looks a person's permission up once per look", async () => {
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph note one" });
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph note two" });
    github.addComment(REPO, 1, { user: "maintainer", body: "/ralph stop" });
    const asked = await watch().look();
    expect(asked.stopBy).toBe("maintainer");
    expect(asked.notes.map((note) => note.text)).toEqual(["one", "two"]);
    expect(paths().filter((path) => path.includes("/collaborators/"))).toHaveLength(1);
  });
});

describe("RunRequests: many short rounds", () => {
  /** A fake whose clock (comment stamps, `Date` headers) is `clock`, ms since the epoch, and a look on its issue 1. */
  const timedFake = async (clock: () => number) => {
    const timed = await startGitHubFake({ now: () => new Date(clock()) });
    timed.addRepo({ owner: "octo", repo: "hello" });
    timed.addToken(TOKEN, "github-actions[bot]");
    timed.addIssue(REPO, { title: "t", user: "octo" });
    timed.setPermission(REPO, "maintainer", "write");
    const client = createClient({ token: TOKEN, baseUrl: timed.url, log: () => {} });
    return { timed, requestsWatch: new RunRequests(client, ref, settings, new Date(clock())) };
  };

  it("reads no more per look at round 20 than at rounds 2 to 5 when each round takes half a second", async () => {
    let clock = Date.now();
    const { timed, requestsWatch } = await timedFake(() => clock);
    try {
      const read: number[] = [];
      for (let round = 1; round <= 20; round++) {
        clock += 500;
        // Each round's comment as long as the others: what grows is then only what a look reads again.
        const number = String(round).padStart(2, "0");
        timed.addComment(REPO, 1, { user: "github-actions[bot]", body: `<!-- ralph-bot:round {"round":${number}} -->\nRound ${number}` });
        const from = timed.requests.length;
        await requestsWatch.look(new Date(clock));
        read.push(timed.requests.slice(from).reduce((sum, request) => sum + request.bytes.received, 0));
      }
      expect(Math.max(...read.slice(5))).toBeLessThanOrEqual(Math.max(...read.slice(1, 5)));
    } finally {
      await timed.close();
    }
  });

  it("finds by the next sweep, once, a note stamped before the second the previous look was answered in but written after it", async () => {
    let clock = Date.now();
    const { timed, requestsWatch } = await timedFake(() => clock);
    try {
      const t0 = clock;
      expect((await requestsWatch.look(new Date(clock))).notes).toEqual([]);
      clock = t0 + 2_000;
      expect((await requestsWatch.look(new Date(clock))).notes).toEqual([]);
      // Written (committed) only now, but stamped in the second after the first look.
      const late = timed.addComment(REPO, 1, { user: "maintainer", body: "/ralph note late" });
      late.createdAt = late.updatedAt = new Date(Math.floor(t0 / 1000) * 1000 + 1_000).toISOString();
      const taken: string[] = [];
      // The next look may read only from the second it was answered in; the sweep reads it at the latest.
      for (clock of [t0 + 2_500, t0 + LOOK_SWEEP_MS, t0 + 2 * LOOK_SWEEP_MS]) {
        taken.push(...(await requestsWatch.look(new Date(clock))).notes.map((note) => note.text));
      }
      expect(taken).toEqual(["late"]);
    } finally {
      await timed.close();
    }
  });
});
