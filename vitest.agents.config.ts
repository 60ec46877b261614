import { defineConfig } from "vitest/config";

// `npm run test:agents`: the presets against the real agent CLIs (see scripts/test-agents.sh).
export default defineConfig({
  test: {
    include: ["test/e2e/agents-cli.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Each case runs a real CLI per round; two at once fit CI's two cores.
    maxWorkers: 2,
  },
});
