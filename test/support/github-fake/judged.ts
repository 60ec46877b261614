/**
 * The GitHub fakes whose answers GitHub's REST description judges, and how their violations read:
 * apart from the fake itself, so a test file that starts no fake does not load it.
 */
import type { Violation } from "./openapi.js";

/** The fakes started with the judge on, whose violations fail the test that caused them. */
export const judgedFakes = new Set<{ takeViolations(): Violation[] }>();

/** One line per violation: `GET /repos/{owner}/{repo} (repos/get) answer 200 /owner/id: is required`. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.operation}${v.operationId ? ` (${v.operationId})` : ""} ${v.part} ${v.field || "(whole)"}: ${v.message}`)
    .join("\n");
}
