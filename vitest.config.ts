import { readFile } from "node:fs/promises";
import { defineConfig } from "vitest/config";

/** GitHub's workflow parser, as Vite runs it (below); inlined, so Vite also reads its files. */
const WORKFLOW_PARSER = /\/node_modules\/@actions\/workflow-parser\/dist\/.*\.js$/;

/** A test's or hook's time budget on a quiet machine, in ms. */
const QUIET_TIMEOUT_MS = 60_000;

/** The agents lane (npm run test:agents, vitest.agents.config.ts): the real agent CLIs. */
export const AGENTS_LANE = ["test/e2e/agents-cli.test.ts"];

/**
 * The system lane: the files that need the bubblewrap sandbox, the git smart-HTTP server or the
 * bundled action run against the fakes (test/support/scenario.ts). Every other test file is the
 * unit lane (npm run test:unit); test/lanes.test.ts holds both to that rule.
 */
export const SYSTEM_LANE = [
  "test/e2e/**/*.test.ts",
  "test/agents/{command,presets,sandbox,verify}.test.ts",
  "test/action/trigger.test.ts",
  "test/app/{access,ci-fix,credentials,decide,note,optional-fields,review,start,stop}.test.ts",
  "test/cli/init-github.test.ts",
  "test/docs/{dispatch-without-issue,workflow-table}.test.ts",
  "test/github/{check-event,trigger}.test.ts",
  "test/support/{git-server,github-fake-files,webhook-schema}.test.ts",
  "test/workspace/{claim,git-dir,git-processes,leftovers,prepare-processes,remote,retry,token}.test.ts",
];

const NEVER = ["test/attack-scratch/**", "node_modules/**"];

export default defineConfig({
  plugins: [
    {
      // The published parser's source maps name sources it does not ship, and Vite warns once per
      // file: its files are loaded without their source-map comment.
      name: "workflow-parser-without-source-maps",
      async load(id) {
        if (!WORKFLOW_PARSER.test(id)) return null;
        return (await readFile(id, "utf8")).replace(/^\/\/# sourceMappingURL=.*$/m, "");
      },
    },
  ],
  test: {
    // GitHub's REST description judges every request and answer of the GitHub fake; the test run's
    // own temp folder must be empty at its end.
    globalSetup: ["test/support/openapi-global-setup.ts", "test/support/temp-global-setup.ts"],
    setupFiles: ["test/support/openapi-setup.ts", "test/support/budget-setup.ts", "test/support/private-folders-setup.ts"],
    // Budgets on a quiet machine; budget-setup.ts scales them with the load (test/support/budget.ts).
    provide: { quietTimeoutMs: QUIET_TIMEOUT_MS },
    testTimeout: QUIET_TIMEOUT_MS,
    hookTimeout: QUIET_TIMEOUT_MS,
    // Two cores on CI, but e2e cases mostly wait (GitHub's write pacing of one comment per 3 s in
    // the throttling plugin): four files at a time halve the wall time without slowing the cases.
    maxWorkers: 4,
    // GitHub's workflow parser imports its JSON schema without `with { type: "json" }`, which Node
    // refuses: Vite transforms it instead of handing it to Node.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
    // npm test runs both lanes; npm run test:unit only the first.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: [...SYSTEM_LANE, ...AGENTS_LANE, ...NEVER],
          // A worker keeps the modules it imported for its next file: importing them anew for each of
          // the lane's files cost more than half its time on 2 cores.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "system", include: SYSTEM_LANE, exclude: [...AGENTS_LANE, ...NEVER] },
      },
    ],
  },
});
