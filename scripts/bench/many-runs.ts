/**
 * Many runs at once in one repository: `runs` bundled actions, each on an issue of its
 * own and all holding the same token, against the GitHub fake enforcing GitHub's secondary rate
 * limits on content creation (80 a minute, 500 an hour per token) on a scaled clock. Every run must
 * complete with each of its round comments, its tracking comment and its pull request exactly
 * once; the rows are each run's wall time against one run alone, and the content-creating writes
 * per minute GitHub accepted.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startGitServer } from "../../test/support/git-server.js";
import { createsContent, GITHUB_SECONDARY_LIMITS, startGitHubFake, type GitHubFake } from "../../test/support/github-fake.js";
import { BOT, FULL_NAME, MAINTAINER, OWNER, REPO, SEED_FILES, TOKEN } from "../../test/support/scenario.js";
import type { Comparison } from "./report.js";
import { runOnNewIssue } from "./stage.js";

const git = promisify(execFile);

/** A report of round `$RALPH_ROUND`: `continue` before round 2, `complete` from it. */
const TWO_ROUND_AGENT =
  `printf 'round %s\\n' "$RALPH_ROUND" > progress.txt && ` +
  `if [ "$RALPH_ROUND" -ge 2 ]; then s=complete; e='["progress.txt written"]'; n='[]'; else s=continue; e='[]'; n='["go on"]'; fi && ` +
  `printf '{"status":"%s","summary":"round %s","evidence":%s,"nextSteps":%s,"blocker":null}' "$s" "$RALPH_ROUND" "$e" "$n" > "$RALPH_REPORT_FILE"`;

/**
 * Real ms of one of GitHub's minutes in the simulation (GitHub's 60 s scaled down 6 times, so its
 * hour is 10 min): the 80-a-minute limit then holds the 50 runs' writes for about a minute.
 */
const MINUTE_MS = 10_000;

/** One finished run: its issue and wall time. */
interface Finished {
  issue: number;
  ms: number;
}

/**
 * Runs `runs` actions at once (after one alone), each for two rounds, and checks what GitHub holds.
 * @throws Error naming the run when one did not complete, or an issue's comments or pull requests are not each there once.
 */
export async function manyRuns(runs: number): Promise<Comparison[]> {
  const dir = await mkdtemp(join(tmpdir(), "ralph-bench-many-"));
  const server = await startGitServer({ token: TOKEN });
  // Not judged by GitHub's description: the bench measures the bot, and the tests judge the same calls.
  const github = await startGitHubFake({
    serverUrl: server.baseUrl,
    branchExists: (repo, branch) => server.branchExists(repo, branch),
    branchHead: (repo, branch) => server.branchHead(repo, branch),
    judge: false,
    secondaryLimits: { minuteMs: MINUTE_MS },
  });
  try {
    github.addRepo({ owner: OWNER, repo: REPO });
    github.addToken(TOKEN, BOT);
    github.setPermission(FULL_NAME, MAINTAINER, "write");
    await server.createRepo(FULL_NAME, { files: SEED_FILES });
    const checkouts = await Promise.all(
      Array.from({ length: runs + 1 }, async (_, i) => {
        const into = join(dir, `workspace-${i}`);
        await git("git", ["clone", "-q", "--depth", "1", server.url(FULL_NAME), into], {
          env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
        });
        return into;
      }),
    );
    const runOne = async (workspace: string): Promise<Finished> => {
      const inputs = { sandbox: "none" };
      const { issue, ms, result } = await runOnNewIssue(github, { workspace, dir, agent: TWO_ROUND_AGENT, rounds: 2, inputs });
      if (result.outputs.outcome !== "complete") {
        throw new Error(
          `run on #${issue} ended ${result.outputs.outcome ?? "without an outcome"}:\n${result.stderr}\n${result.stdout.slice(-3000)}`,
        );
      }
      return { issue, ms };
    };
    const [first, ...rest] = checkouts;
    if (first === undefined) throw new Error("no checkout");
    const alone = await runOne(first);
    const from = github.requests.length;
    const start = performance.now();
    const together = await Promise.all(rest.map(runOne));
    const minutes = (performance.now() - start) / MINUTE_MS;
    for (const run of [alone, ...together]) checkOnce(github, run.issue);
    const served = github.requests.slice(from);
    const accepted = served.filter((r) => r.status < 400 && createsContent(r.method, r.path.split("?")[0] ?? "")).length;
    const refused = served.filter((r) => r.status === GITHUB_SECONDARY_LIMITS.status).length;
    const times = together.map((run) => run.ms);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const sides: [string, string] = [`${runs} at once`, "one alone"];
    return [
      { name: `${runs} runs in one repository, 2 rounds each: wall time per run (mean)`, bot: mean, floor: alone.ms, unit: "ms", sides },
      { name: `${runs} runs in one repository: the slowest run`, bot: Math.max(...times), floor: alone.ms, unit: "ms", sides },
      {
        name: `${runs} runs: content-creating writes accepted per GitHub minute (${accepted} writes, ${refused} refused by the secondary limit, 1 min = ${MINUTE_MS / 1000} s)`,
        bot: accepted / minutes,
        floor: GITHUB_SECONDARY_LIMITS.perMinute,
        unit: "writes/min",
        sides: ["reached", "limit"],
      },
    ];
  } finally {
    await github.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Checks that issue `issue` holds each of its two round comments, its tracking comment and its pull request exactly once. */
function checkOnce(github: GitHubFake, issue: number): void {
  const bot = github.comments(FULL_NAME, issue).filter((comment) => comment.user === BOT);
  const rounds = bot.filter((comment) => comment.body.includes("<!-- ralph-bot:round ")).map((c) => /"round":(\d+)/.exec(c.body)?.[1]);
  const tracking = bot.filter((comment) => comment.body.includes("<!-- ralph-bot:tracking ")).length;
  const pulls = github.pulls(FULL_NAME).filter((pull) => pull.pull?.headRef === `ralph/issue-${issue}`).length;
  if (rounds.join(",") !== "1,2" || tracking !== 1 || pulls !== 1) {
    throw new Error(
      `#${issue}: round comments ${JSON.stringify(rounds)}, ${tracking} tracking comments, ${pulls} pull requests; each once expected`,
    );
  }
}
