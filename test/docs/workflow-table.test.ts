/**
 * The Ralph workflows users copy (.github/workflows/ralph.yml, the App's workflow in docs/app.md
 * and src/app/messages.ts, and any other workflow with triggers in the docs), evaluated with
 * GitHub's own workflow parser and expression evaluator for a table of real event payloads
 * (GitHub's webhook examples, adjusted): which events create a workflow run, whether its job runs,
 * which concurrency group it joins and the run's name. The table is printed; the promises the docs
 * make are asserted on it.
 */
import { describe, expect, it } from "vitest";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { renderWorkflow } from "../../src/render/workflow.js";
import { DEFAULT_CHOICES } from "../../src/render/workflow-choices.js";
import { parseCommand } from "../../src/github/command.js";
import { encodeCarry } from "../../src/github/carry.js";
import { checkRunPayload, workflowRunPayload } from "../support/check-payloads.js";
import { examplePayload } from "../support/scenario.js";
import { evaluateRun, hasTriggers, parseGitHubWorkflow, type EvaluatedRun, type WorkflowEvent } from "../support/workflow-eval.js";
import { workflowSources } from "../support/workflow-sources.js";

const REPOSITORY = "octo-org/octo-repo";
/** A workflow calling the reusable workflow. */
const CALLS = /uses: ralph-bot\/ralph-bot\/\.github\/workflows\/ralph-run\.yml@/;
const ISSUE = 7;
const PULL = 8;

/**
 * What the docs promise for an event:
 * - `start`: a run on the issue; the job runs and waits in the issue's start group behind a live run;
 * - `alone`: the job runs in a group of its own (it never waits behind a live run, nor replaces a
 *   trigger waiting in any group), and the action decides: a stop, a note, a comment the
 *   pre-filter cannot tell for sure (leading white space: expressions have no trim), or a command
 *   from a person whose `author_association` does not show their permission (the permission API
 *   decides, and a person without it gets a reply);
 * - `relay`: a relay leg; the job runs in the relay group of the issue;
 * - `none`: no job runs, and the event joins no concurrency group.
 */
type Role = "start" | "alone" | "relay" | "none";

interface Row {
  event: string;
  /** The role in the action-only workflow (it listens to issues, comments and reviews itself). */
  role: Role;
  /** The role in a workflow that runs on `workflow_dispatch` only (the App's): null when it creates no workflow run. */
  dispatchOnly: Role | null;
  /** The issue (or pull request) the run names in `Ralph #N`; the branch for a failed check (a workflow run or check run). */
  names: number | string;
  /** A start that waits in a group of the pull request's own, not the issue's (expressions cannot read N out of its branch). */
  ownQueue?: true;
  build: () => WorkflowEvent;
}

const repository = (payload: Record<string, unknown>) => {
  Object.assign(payload["repository"] as object, { full_name: REPOSITORY, name: "octo-repo", owner: { login: "octo-org" } });
  return payload;
};

function label(action: "labeled" | "unlabeled", name: string): () => WorkflowEvent {
  return () => {
    const payload = repository(examplePayload("issues", action));
    Object.assign(payload["issue"] as object, { number: ISSUE });
    Object.assign(payload["label"] as object, { name });
    return { name: "issues", payload };
  };
}

function comment(
  body: string,
  options: { association?: string; type?: "User" | "Bot"; onPullRequest?: boolean } = {},
): () => WorkflowEvent {
  return () => {
    const payload = repository(examplePayload("issue_comment", "created"));
    const issue = payload["issue"] as Record<string, unknown>;
    issue["number"] = options.onPullRequest ? PULL : ISSUE;
    if (options.onPullRequest) issue["pull_request"] = { url: `https://api.github.com/repos/${REPOSITORY}/pulls/${PULL}` };
    else delete issue["pull_request"];
    const login = options.type === "Bot" ? "some-app[bot]" : "octo-maintainer";
    Object.assign(payload["comment"] as object, {
      body,
      author_association: options.association ?? "MEMBER",
      user: { ...(payload["comment"] as { user: object }).user, login, type: options.type ?? "User" },
    });
    Object.assign(payload["sender"] as object, { login, type: options.type ?? "User" });
    return { name: "issue_comment", payload };
  };
}

function review(
  state: string,
  options: { association?: string; fork?: boolean; head?: string; type?: "User" | "Bot" } = {},
): () => WorkflowEvent {
  return () => {
    const payload = repository(examplePayload("pull_request_review", "submitted"));
    const login = options.type === "Bot" ? "some-app[bot]" : "octo-maintainer";
    Object.assign(payload["review"] as object, {
      state,
      author_association: options.association ?? "MEMBER",
      user: { ...(payload["review"] as { user: object }).user, login, type: options.type ?? "User" },
    });
    const pull = payload["pull_request"] as Record<string, Record<string, unknown>>;
    pull["number"] = PULL as never;
    Object.assign(pull["head"] as object, {
      ref: options.head ?? `ralph/issue-${ISSUE}`,
      repo: { ...(pull["head"]?.["repo"] as object), full_name: options.fork ? "someone/octo-repo" : REPOSITORY },
    });
    Object.assign(pull["base"] as object, { repo: { ...(pull["base"]?.["repo"] as object), full_name: REPOSITORY } });
    return { name: "pull_request_review", payload };
  };
}

function dispatch(inputs: Record<string, string>): () => WorkflowEvent {
  return () => {
    const payload = repository(examplePayload("workflow_dispatch", null));
    payload["inputs"] = inputs;
    return { name: "workflow_dispatch", payload };
  };
}

/** A completed run of workflow `name` (the repository's CI by default), listing the Ralph pull request unless `pullRequests` is false. */
function workflowRun(
  conclusion: string,
  options: { branch?: string; fork?: boolean; name?: string; pullRequests?: boolean } = {},
): () => WorkflowEvent {
  return () => {
    const branch = options.branch ?? `ralph/issue-${ISSUE}`;
    const headSha = "c0ffee".padEnd(40, "0");
    const payload = workflowRunPayload(
      REPOSITORY,
      {
        id: 4242,
        name: options.name ?? "CI",
        path: ".github/workflows/ci.yml",
        conclusion,
        headSha,
        headBranch: branch,
        ...(options.fork ? { headRepository: "someone/octo-repo" } : {}),
      },
      "octo-maintainer",
    );
    if (options.pullRequests !== false)
      Object.assign(payload["workflow_run"] as object, {
        pull_requests: [{ number: PULL, head: { ref: branch, sha: headSha }, base: { ref: "main" } }],
      });
    return { name: "workflow_run", payload };
  };
}

/**
 * A completed check run of app `app` (another CI by default) on `ralph/issue-7`, listing the Ralph pull
 * request unless `pullRequests` is false; a fork's commit names no branch and lists no pull request.
 */
function checkRun(
  conclusion: string,
  options: { app?: string; branch?: string; fork?: boolean; pullRequests?: boolean } = {},
): () => WorkflowEvent {
  return () => {
    const branch = options.fork ? null : (options.branch ?? `ralph/issue-${ISSUE}`);
    const listed = options.pullRequests !== false && branch !== null;
    const payload = checkRunPayload(
      REPOSITORY,
      {
        id: 5151,
        name: "ci/circleci: test",
        conclusion,
        headSha: "c0ffee".padEnd(40, "0"),
        headBranch: branch,
        app: options.app ?? "circleci-checks",
        ...(listed ? { pullRequest: PULL } : {}),
      },
      "octo-maintainer",
    );
    return { name: "check_run", payload };
  };
}

const ROWS: Row[] = [
  { event: "issues.labeled `ralph`", role: "start", dispatchOnly: null, names: ISSUE, build: label("labeled", "ralph") },
  { event: "issues.labeled `Ralph`", role: "start", dispatchOnly: null, names: ISSUE, build: label("labeled", "Ralph") },
  { event: "issues.labeled `bug`", role: "none", dispatchOnly: null, names: ISSUE, build: label("labeled", "bug") },
  { event: "issues.unlabeled `ralph`", role: "alone", dispatchOnly: null, names: ISSUE, build: label("unlabeled", "ralph") },
  { event: "issues.unlabeled `bug`", role: "none", dispatchOnly: null, names: ISSUE, build: label("unlabeled", "bug") },
  { event: 'comment "thanks"', role: "none", dispatchOnly: null, names: ISSUE, build: comment("thanks") },
  { event: 'comment "/ralph"', role: "start", dispatchOnly: null, names: ISSUE, build: comment("/ralph") },
  { event: 'comment "/Ralph"', role: "start", dispatchOnly: null, names: ISSUE, build: comment("/Ralph") },
  { event: 'comment "/ralph rounds=5"', role: "start", dispatchOnly: null, names: ISSUE, build: comment("/ralph rounds=5") },
  {
    event: 'comment "/ralph\\r\\nfix the flaky test too"',
    role: "start",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("/ralph\r\nfix the flaky test too"),
  },
  { event: 'comment "/ralph stop"', role: "alone", dispatchOnly: null, names: ISSUE, build: comment("/ralph stop") },
  { event: 'comment "/ralph  stop"', role: "alone", dispatchOnly: null, names: ISSUE, build: comment("/ralph  stop") },
  {
    event: 'comment "/ralph note try the other parser"',
    role: "alone",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("/ralph note try the other parser"),
  },
  {
    event: 'comment "/ralph note please stop using var"',
    role: "alone",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("/ralph note please stop using var"),
  },
  { event: 'comment "/ralph please"', role: "alone", dispatchOnly: null, names: ISSUE, build: comment("/ralph please") },
  { event: 'comment "  /ralph"', role: "alone", dispatchOnly: null, names: ISSUE, build: comment("  /ralph") },
  { event: 'comment "\\r\\n/ralph stop"', role: "alone", dispatchOnly: null, names: ISSUE, build: comment("\r\n/ralph stop") },
  {
    event: 'comment "\\nsee /ralph-docs"',
    role: "alone",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("\nsee /ralph-docs"),
  },
  {
    event: 'comment "see /ralph-docs for the setup"',
    role: "none",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("see /ralph-docs for the setup"),
  },
  { event: 'comment "/ralph-docs"', role: "none", dispatchOnly: null, names: ISSUE, build: comment("/ralph-docs") },
  {
    event: 'comment "thanks! I will /ralph stop it later"',
    role: "none",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("thanks! I will /ralph stop it later"),
  },
  { event: 'a bot\'s comment "/ralph"', role: "none", dispatchOnly: null, names: ISSUE, build: comment("/ralph", { type: "Bot" }) },
  {
    event: 'comment "/ralph" by a member shown as CONTRIBUTOR',
    role: "alone",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("/ralph", { association: "CONTRIBUTOR" }),
  },
  {
    event: 'comment "/ralph stop" by a member shown as NONE',
    role: "alone",
    dispatchOnly: null,
    names: ISSUE,
    build: comment("/ralph stop", { association: "NONE" }),
  },
  {
    event: 'comment "/ralph" on the pull request',
    role: "start",
    dispatchOnly: null,
    names: PULL,
    ownQueue: true,
    build: comment("/ralph", { onPullRequest: true }),
  },
  { event: "review approving the Ralph pull request", role: "none", dispatchOnly: null, names: PULL, build: review("approved") },
  { event: "review commenting on the Ralph pull request", role: "none", dispatchOnly: null, names: PULL, build: review("commented") },
  {
    event: "review requesting changes on the Ralph pull request",
    role: "start",
    dispatchOnly: null,
    names: PULL,
    build: review("changes_requested"),
  },
  {
    event: "review requesting changes, by a member shown as CONTRIBUTOR",
    role: "alone",
    dispatchOnly: null,
    names: PULL,
    build: review("changes_requested", { association: "CONTRIBUTOR" }),
  },
  {
    event: "review requesting changes on a fork's pull request",
    role: "none",
    dispatchOnly: null,
    names: PULL,
    build: review("changes_requested", { fork: true }),
  },
  {
    event: "review requesting changes on another branch's pull request",
    role: "none",
    dispatchOnly: null,
    names: PULL,
    build: review("changes_requested", { head: "feature/parser" }),
  },
  {
    event: "a bot's review requesting changes",
    role: "none",
    dispatchOnly: null,
    names: PULL,
    build: review("changes_requested", { type: "Bot" }),
  },
  { event: "CI failed on ralph/issue-7", role: "start", dispatchOnly: null, names: `ralph/issue-${ISSUE}`, build: workflowRun("failure") },
  {
    event: "CI timed out on ralph/issue-7",
    role: "start",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: workflowRun("timed_out"),
  },
  {
    event: "CI failed on ralph/issue-7, listing no pull request",
    role: "start",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: workflowRun("failure", { pullRequests: false }),
  },
  {
    event: "CI cancelled on ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: workflowRun("cancelled"),
  },
  { event: "CI passed on ralph/issue-7", role: "none", dispatchOnly: null, names: `ralph/issue-${ISSUE}`, build: workflowRun("success") },
  {
    event: "CI failed on a fork's ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: workflowRun("failure", { fork: true }),
  },
  { event: "CI failed on main", role: "none", dispatchOnly: null, names: "main", build: workflowRun("failure", { branch: "main" }) },
  {
    event: "another workflow failed on ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: workflowRun("failure", { name: "Deploy" }),
  },
  {
    event: "another CI's check run failed on ralph/issue-7",
    role: "start",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("failure"),
  },
  {
    event: "another CI's check run timed out on ralph/issue-7",
    role: "start",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("timed_out"),
  },
  {
    event: "another CI's check run failed on ralph/issue-7, listing no pull request",
    role: "start",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("failure", { pullRequests: false }),
  },
  {
    event: "another CI's check run neutral on ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("neutral"),
  },
  {
    event: "another CI's check run cancelled on ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("cancelled"),
  },
  {
    event: "another CI's check run passed on ralph/issue-7",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("success"),
  },
  {
    event: "a GitHub Actions job's check run failed on ralph/issue-7 (its workflow run counts)",
    role: "none",
    dispatchOnly: null,
    names: `ralph/issue-${ISSUE}`,
    build: checkRun("failure", { app: "github-actions" }),
  },
  // A fork's commit names neither a pull request nor a branch: the run, whose job is skipped, is `Ralph #`.
  {
    event: "another CI's check run failed on a fork's commit",
    role: "none",
    dispatchOnly: null,
    names: "",
    build: checkRun("failure", { fork: true }),
  },
  {
    event: "another CI's check run failed on main",
    role: "none",
    dispatchOnly: null,
    names: "main",
    build: checkRun("failure", { branch: "main", pullRequests: false }),
  },
  { event: "workflow_dispatch: a start", role: "start", dispatchOnly: "start", names: ISSUE, build: dispatch({ issue: `${ISSUE}` }) },
  {
    event: "workflow_dispatch: a start by `/ralph rounds=5` (App)",
    role: "start",
    dispatchOnly: "start",
    names: ISSUE,
    build: dispatch({ issue: `${ISSUE}`, rounds: "5", carry: encodeCarry({ "comment-id": "41" }) }),
  },
  {
    event: "workflow_dispatch: a review's run",
    role: "start",
    dispatchOnly: "start",
    names: ISSUE,
    build: dispatch({ issue: `${ISSUE}`, carry: encodeCarry({ "pull-request": `${PULL}`, "review-id": "99" }) }),
  },
  {
    event: "workflow_dispatch: a relay leg",
    role: "relay",
    dispatchOnly: "relay",
    names: ISSUE,
    build: dispatch({ issue: `${ISSUE}`, carry: encodeCarry({ "relay-run": "123456", "relay-round": "3" }) }),
  },
];

interface Evaluated {
  row: Row;
  run: EvaluatedRun | null;
  /** Every group the event joins: the workflow run's, and its running jobs'. */
  groups: string[];
}

interface Subject {
  name: string;
  /** Listens to issues and comments itself (the action-only setup), or runs on dispatches only (the App's). */
  kind: "issue-events" | "dispatch-only";
  table: Evaluated[];
}

/** The reusable workflow every caller calls, parsed once. */
const REUSABLE = await parseGitHubWorkflow(
  ".github/workflows/ralph-run.yml",
  (await workflowSources()).find((source) => source.file === ".github/workflows/ralph-run.yml")?.text ?? "",
);

/** The callers users copy: every workflow with triggers calling the reusable workflow, and the App's. */
async function subjects(): Promise<Subject[]> {
  const texts = new Map<string, string>();
  for (const source of await workflowSources()) {
    const callee = source.file === ".github/workflows/ralph-run.yml";
    if (!callee && hasTriggers(source.text) && CALLS.test(source.text) && ![...texts.values()].includes(source.text))
      texts.set(source.name, source.text);
  }
  if (![...texts.values()].includes(EXAMPLE_WORKFLOW)) texts.set("src/app/messages.ts EXAMPLE_WORKFLOW", EXAMPLE_WORKFLOW);
  const found: Subject[] = [];
  for (const [name, text] of texts) {
    const workflow = await parseGitHubWorkflow(name, text);
    const table = ROWS.map((row, index) => {
      const github = { repository: REPOSITORY, repository_owner: "octo-org", run_id: `${9000 + index}` };
      const run = evaluateRun(workflow, row.build(), github, REUSABLE);
      const groups = run === null ? [] : [run.workflowGroup, ...run.jobs.map((job) => job.group)].filter((g): g is string => g !== null);
      return { row, run, groups };
    });
    found.push({ name, kind: "issue_comment" in workflow.template.events ? "issue-events" : "dispatch-only", table });
  }
  return found;
}

function print(subject: Subject): string {
  const lines = [`${subject.name}`, "event | workflow run | job runs | groups | run-name"];
  for (const { row, run, groups } of subject.table) {
    lines.push(
      run === null
        ? `${row.event} | no | – | – | –`
        : `${row.event} | yes | ${run.jobs.map((job) => (job.runs ? "yes" : "no")).join(",")} | ${groups.join(", ") || "–"} | ${run.runName}`,
    );
  }
  return lines.join("\n");
}

const all = await subjects();

describe("the evaluation itself", () => {
  const workflow = `on:
  issue_comment:
    types: [created]
concurrency:
  group: >-
    at-workflow-\${{
    github.event.issue.number }}
jobs:
  a:
    if: contains(github.event.comment.body, 'go')
    concurrency: at-job-\${{ github.event.issue.number }}
    runs-on: ubuntu-latest
    steps:
      - run: echo
`;
  it("puts every run in the workflow-level group, and only a job that runs in its job-level group", async () => {
    const parsed = await parseGitHubWorkflow("inline.yml", workflow);
    const event = (body: string) => comment(body)();
    const github = { repository: REPOSITORY, run_id: "1" };
    expect(evaluateRun(parsed, event("thanks"), github)).toEqual({
      runName: "",
      workflowGroup: "at-workflow-7",
      jobs: [{ id: "a", runs: false, group: null }],
    });
    expect(evaluateRun(parsed, event("go"), github)?.jobs).toEqual([{ id: "a", runs: true, group: "at-job-7" }]);
    expect(evaluateRun(parsed, { name: "issues", payload: {} }, github)).toBeNull();
  });

  it("refuses a workflow GitHub refuses, naming the error", async () => {
    await expect(parseGitHubWorkflow("bad.yml", workflow.replace("github.event.issue.number }}", "secrets.X }}"))).rejects.toThrow(
      /bad\.yml: .*secrets/,
    );
  });
});

describe("the Ralph workflows, evaluated as GitHub evaluates them", () => {
  it("are found: the example workflow and the App's", () => {
    expect(all.map((subject) => subject.name.replace(/:\d+$/, ""))).toEqual([".github/workflows/ralph.yml", "docs/app.md"]);
    for (const subject of all) console.log(print(subject));
  });

  for (const subject of all) {
    describe(subject.name, () => {
      const role = (row: Row) => (subject.kind === "issue-events" ? row.role : row.dispatchOnly);
      const startGroups = () => new Set(subject.table.filter(({ row }) => role(row) === "start").flatMap(({ groups }) => groups));

      it("runs the job exactly for the events the docs name as triggers, and only those create runs that join a group", () => {
        const wrong = subject.table
          .filter(({ row, run }) => {
            const runs = run?.jobs.every((job) => job.runs) ?? false;
            return role(row) === null ? run !== null : runs !== (role(row) !== "none");
          })
          .map(({ row }) => row.event);
        expect(wrong).toEqual([]);
        const joinedWithoutJob = subject.table.filter(({ row, groups }) => role(row) === "none" && groups.length > 0);
        expect(joinedWithoutJob.map(({ row, groups }) => `${row.event} joins ${groups.join(", ")}`)).toEqual([]);
      });

      it("keeps the issue's starts in one group, relay legs in another, and everything else alone", () => {
        const groupsOf = (wanted: Role) =>
          subject.table.filter(({ row }) => role(row) === wanted).map(({ row, groups }) => [row, groups] as const);
        // Starts on issue 7 (and dispatches naming it) share the issue's group; a `/ralph` on the pull request its own.
        const issueStarts = new Set(
          groupsOf("start")
            .filter(([row]) => row.ownQueue !== true)
            .flatMap(([, g]) => g),
        );
        expect([...issueStarts]).toHaveLength(1);
        const relay = new Set(groupsOf("relay").flatMap(([, g]) => g));
        expect(relay.size).toBe(1);
        expect([...relay].some((group) => startGroups().has(group))).toBe(false);
        // A stop, a note, an uncertain command: never in a group another event of the table joins.
        for (const [row, groups] of groupsOf("alone")) {
          const others = subject.table.filter((other) => other.row !== row).flatMap((other) => other.groups);
          expect(
            groups.filter((group) => others.includes(group)),
            row.event,
          ).toEqual([]);
        }
      });

      it("names every run after its issue, or after the pull request it came from", () => {
        for (const { row, run } of subject.table) if (run !== null) expect(run.runName, row.event).toBe(`Ralph #${row.names}`);
      });
    });
  }

  it("lets through every comment the command parser accepts, and no comment it refuses but for leading white space", () => {
    const example = all.find((subject) => subject.kind === "issue-events");
    for (const { row, run } of example?.table ?? []) {
      const event = row.build();
      if (event.name !== "issue_comment") continue;
      const body = String((event.payload["comment"] as { body: string }).body);
      const bot = (event.payload["sender"] as { type: string }).type === "Bot";
      const runs = run?.jobs.every((job) => job.runs) ?? false;
      const accepted = !bot && parseCommand(body, "/ralph", 256) !== null;
      // Expressions have no trim: a comment that starts with white space goes to the action, which parses it.
      if (!accepted && /^\s/.test(body) && runs) continue;
      expect(runs, `${row.event}: ${accepted ? "the parser accepts it" : "the parser refuses it"}`).toBe(accepted);
    }
  });
});

describe("the workflow ralph-bot init writes for --ci-workflows, evaluated as GitHub evaluates them", () => {
  const events = [
    { event: "CI failed on ralph/issue-7", build: workflowRun("failure") },
    { event: "Tests failed on ralph/issue-7", build: workflowRun("failure", { name: "Tests" }) },
    { event: "Tests passed on ralph/issue-7", build: workflowRun("success", { name: "Tests" }) },
    { event: "Deploy failed on ralph/issue-7", build: workflowRun("failure", { name: "Deploy" }) },
  ];
  it.each([
    ["CI,Tests", ["CI", "Tests"], ["CI failed on ralph/issue-7", "Tests failed on ralph/issue-7"]],
    ["Tests", ["Tests"], ["Tests failed on ralph/issue-7"]],
    ['""', [], []],
  ] as const)(
    "--ci-workflows %s: a failed run of a workflow listed starts a run in the branch's start group; no other creates a workflow run",
    async (_, ciWorkflows, starting) => {
      const text = renderWorkflow({ ...DEFAULT_CHOICES, ciWorkflows: [...ciWorkflows] });
      const workflow = await parseGitHubWorkflow("ralph.yml", text);
      const github = { repository: REPOSITORY, repository_owner: "octo-org", run_id: "9999" };
      const startGroup = evaluateRun(workflow, label("labeled", "ralph")(), github, REUSABLE)?.jobs[0]?.group;
      expect(startGroup).toMatch(/-run$/);
      for (const { event, build } of events) {
        const run = evaluateRun(workflow, build(), github, REUSABLE);
        const runs = run?.jobs.every((job) => job.runs) ?? false;
        if (starting.some((name) => name === event)) {
          expect(runs, event).toBe(true);
          expect(run?.jobs[0]?.group, event).toBe(startGroup);
        } else if (event.includes("passed") && ciWorkflows.some((name) => event.startsWith(`${name} `))) {
          expect(runs, event).toBe(false);
        } else {
          expect(run, event).toBeNull();
        }
      }
    },
  );
});
