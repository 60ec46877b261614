/**
 * vitest's global setup: builds the cache of GitHub's REST description that the fake's judge reads
 * (github-fake/openapi-cache.ts) once, before the test workers start, instead of in each of them.
 */
import { servedRoutes } from "./github-fake.js";
import { ensureJudgeCache } from "./github-fake/openapi-cache.js";

export default async function setup(): Promise<void> {
  await ensureJudgeCache(servedRoutes());
}
