/**
 * The agent, in the sandbox, can write `.git/`: what it configures there must never run outside
 * the sandbox through the bot's own git commands (with the token, or the runner's
 * `GITHUB_OUTPUT`, in their environment). Through the bundled action, with the sandbox on.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FULL_NAME, reports, startScenario, TOKEN, type Scenario } from "../support/scenario.js";

let scenario: Scenario;
beforeEach(async () => {
  scenario = await startScenario();
});
afterEach(async () => {
  await scenario.close();
});

const ENCODED = Buffer.from(`x-access-token:${TOKEN}`, "utf8").toString("base64");

/** Every file below `dir`, `.git/` included, as latin1 text. */
function allText(dir: string): string {
  const parts: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      const stats = statSync(full, { throwIfNoEntry: false });
      if (stats?.isDirectory()) walk(full);
      else if (stats?.isFile()) parts.push(readFileSync(full).toString("latin1"));
    }
  };
  walk(dir);
  return parts.join("\n");
}

describe("git configuration the agent writes into .git/", () => {
  it("S1+S2: an alternate-refs command and a clean filter never run; the token leaks nowhere and the outcome is the true one", async () => {
    const run = await scenario.run({
      rounds: {
        1: {
          run: [
            // S1: a command git runs for the alternates of a repository it fetches into.
            "git init -q --bare .git/borrowed",
            'echo "$PWD/.git/borrowed/objects" > .git/objects/info/alternates',
            `git config core.alternateRefsCommand "env > '$PWD/alt-leak.txt'; true"`,
            // S2: a clean filter the bot's `git add` would run, forging the step's outputs.
            `git config filter.x.clean "env > '$PWD/filter-leak.txt'; echo outcome=complete >> \\"\\$GITHUB_OUTPUT\\"; cat"`,
            "echo '*.txt filter=x' > .gitattributes",
          ],
          files: { "notes.txt": "round 1\n" },
          report: reports.continue("set up git"),
        },
        2: { files: { "notes.txt": "round 2\n" }, report: reports.continue("more notes") },
        3: { files: { "notes.txt": "round 3\n" }, report: reports.blocked("stuck", "needs a person") },
      },
    });
    expect(run.outputs.outcome).toBe("blocked");
    const branch = `ralph/issue-${scenario.issueNumber}`;
    for (const leak of ["alt-leak.txt", "filter-leak.txt"]) {
      expect(await scenario.git.readFile(FULL_NAME, branch, leak)).toBeNull();
      expect(existsSync(join(scenario.workspace, leak))).toBe(false);
    }
    expect(await scenario.git.readFile(FULL_NAME, branch, "notes.txt")).toBe("round 3\n");
    const config = readFileSync(join(scenario.workspace, ".git/config"), "utf8");
    expect(config).not.toMatch(/alternateRefsCommand|filter "x"/i);
    const everything = allText(scenario.workspace);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(ENCODED);
    const rounds = scenario.commentBodies().join("\n");
    expect(rounds).toContain("restored .git/config: the agent changed it (core.alternaterefscommand, filter.x.clean)");
    expect(rounds).toContain("removed .git/objects/info/alternates: the agent added it");
  });
});
