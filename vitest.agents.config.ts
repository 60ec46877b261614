import { defineConfig } from "vitest/config";

// `npm run test:agents`: the presets against the real agent CLIs (see scripts/test-agents.sh).
export default defineConfig({
  test: {
    include: ["test/e2e/agents-cli.test.ts"],
    // GitHub's REST description judges every request and answer of the GitHub fake, as in npm test.
    globalSetup: ["test/support/openapi-global-setup.ts"],
    setupFiles: ["test/support/openapi-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Each case runs a real CLI per round; two at once fit CI's two cores.
    maxWorkers: 2,
  },
});
