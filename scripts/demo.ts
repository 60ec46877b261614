// `npm run demo`: the main job on an embedded default. Starts the local GitHub fake and git
// server, seeds a repository whose test fails and an issue labelled `ralph`, runs the bundled
// action (node dist/action.js, as a runner does) with `verify-command: npm test` and a scripted
// agent that claims `complete` too early (the check rejects it) and fixes the bug in round 2,
// then prints the issue thread, the pull request and the branch's log. Exits 0 when the run completed.
import { spawnSync } from "node:child_process";
import { describeViolations } from "../test/support/github-fake.js";
import { FULL_NAME, reports, startScenario } from "../test/support/scenario.js";

// The action fails closed without bubblewrap; the demo says so and shows the run without it rather
// than stopping a newcomer at the door.
const sandbox = spawnSync("bwrap", ["--version"], { stdio: "ignore" }).status === 0 ? "bubblewrap" : "none";
if (sandbox === "none") {
  console.log("bwrap was not found: this demo runs with `sandbox: none`. Install the `bubblewrap` package to run it sandboxed.");
}

const scenario = await startScenario({
  title: "add() returns the wrong sum",
  body: "`add(2, 3)` returns -1. Make it return 5 and keep `npm test` green.",
});
try {
  const run = await scenario.run({
    rounds: {
      1: {
        files: { "add.js": "// add two numbers\nexport const add = (a, b) => a - b;\n" },
        report: reports.complete("Documented add()", ["add.js has a comment now"]),
      },
      2: {
        files: { "add.js": "export const add = (a, b) => a + b;\n" },
        run: ["npm test"],
        report: reports.complete("Fixed add() to return the sum", ["npm test: ok (add(2, 3) === 5)"]),
      },
    },
    inputs: { "verify-command": "npm test", sandbox },
  });
  const hide = (body: string) => body.replace(/<!-- ralph-bot:[^\n]*-->\n*/g, "").trim();
  const rule = "─".repeat(72);
  const issue = scenario.github.issue(FULL_NAME, scenario.issueNumber);
  console.log(`\n${rule}\nIssue #${issue?.number} · ${issue?.title} — label \`ralph\`\n${rule}\n\n${issue?.body ?? ""}\n`);
  for (const comment of scenario.github.comments(FULL_NAME, scenario.issueNumber)) {
    console.log(`\n@${comment.user} commented:\n\n${hide(comment.body)}\n`);
  }
  for (const pull of scenario.github.pulls(FULL_NAME)) {
    console.log(
      `${rule}\nPull request #${pull.number} · ${pull.title}\n${pull.pull?.headRef} → ${pull.pull?.baseRef}\n${rule}\n\n${hide(pull.body ?? "")}\n`,
    );
  }
  const branch = run.outputs.branch ?? "";
  console.log(`${rule}\ngit log ${branch}\n${rule}`);
  for (const commit of await scenario.git.log(FULL_NAME, branch))
    console.log(`${commit.sha.slice(0, 7)} ${commit.subject} (${commit.authorName})`);
  console.log(`\nOutputs: ${JSON.stringify(run.outputs, null, 2)}`);
  // The local GitHub is judged by GitHub's own REST description, as in the tests.
  const violations = scenario.github.takeViolations();
  if (violations.length === 0)
    console.log(`\nEvery API call and answer fit GitHub's REST description (${scenario.github.requests.length} calls).`);
  else {
    console.error(`\nThe local GitHub served what GitHub's REST description does not allow:\n${describeViolations(violations)}`);
    process.exitCode = 1;
  }
  if (run.outputs.outcome !== "complete") {
    console.error(
      `\nThe demo run ended ${run.outputs.outcome ?? "without an outcome"}, not complete (the action exited ${run.exitCode}).\n${run.stdout}\n${run.stderr}`,
    );
    process.exitCode = 1;
  }
} finally {
  await scenario.close();
}
