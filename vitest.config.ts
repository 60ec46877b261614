import { readFile } from "node:fs/promises";
import { defineConfig } from "vitest/config";

/** GitHub's workflow parser, as Vite runs it (below); inlined, so Vite also reads its files. */
const WORKFLOW_PARSER = /\/node_modules\/@actions\/workflow-parser\/dist\/.*\.js$/;

/** A test's or hook's time budget on a quiet machine, in ms. */
const QUIET_TIMEOUT_MS = 60_000;

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
    include: ["test/**/*.test.ts"],
    // The real agent CLIs have a lane of their own (npm run test:agents, vitest.agents.config.ts).
    exclude: ["test/e2e/agents-cli.test.ts", "test/attack-scratch/**", "node_modules/**"],
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
  },
});
