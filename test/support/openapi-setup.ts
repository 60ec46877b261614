/**
 * Makes GitHub's REST description the judge of every test (vitest `setupFiles`): after each test,
 * the violations that the GitHub fakes found in what they served (github-fake/openapi.ts) fail
 * that test, naming the operation and the field. A test that provokes one on purpose takes it
 * with `fake.takeViolations()` and asserts it.
 */
import { afterAll, afterEach } from "vitest";
import { describeViolations, judgedFakes } from "./github-fake/judged.js";

function failOnViolations(): void {
  const found = [...judgedFakes].flatMap((fake) => fake.takeViolations());
  if (found.length > 0) {
    throw new Error(`The GitHub fake served what GitHub's REST description does not allow:\n${describeViolations(found)}`);
  }
}

afterEach(failOnViolations);
// Requests served in a file's last hooks (a fake shared by the file, closed in afterAll).
afterAll(failOnViolations);
