/** The render context of a run on issue 7 of octo/hello, for tests, with what `overrides` set. */
import type { RenderContext } from "../../src/render/text.js";

export function renderContextOf(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    issueNumber: 7,
    branch: "ralph/issue-7",
    maxRounds: 5,
    agent: "command",
    runId: "100",
    runUrl: null,
    repositoryUrl: "https://github.example/octo/hello",
    secrets: [],
    ...overrides,
  };
}
