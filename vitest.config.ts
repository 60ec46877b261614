import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on CI: e2e cases spawn git, node and agent processes of their own.
    maxWorkers: 2,
  },
});
