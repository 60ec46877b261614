import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The real agent CLIs have a lane of their own (npm run test:agents, vitest.agents.config.ts).
    exclude: ["test/e2e/agents-cli.test.ts", "test/attack-scratch/**", "node_modules/**"],
    // GitHub's REST description judges every request and answer of the GitHub fake.
    globalSetup: ["test/support/openapi-global-setup.ts"],
    setupFiles: ["test/support/openapi-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on CI, but e2e cases mostly wait (GitHub's write pacing of one comment per 3 s in
    // the throttling plugin): four files at a time halve the wall time without slowing the cases.
    maxWorkers: 4,
  },
});
