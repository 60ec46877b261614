/** [`::stop-commands::`](https://docs.github.com/en/actions/using-workflows/workflow-commands-for-github-actions#stopping-and-starting-workflow-commands) with a token the agent never sees. */
import { randomBytes } from "node:crypto";

/** Runs `work` with workflow commands stopped in the job log. */
export async function withWorkflowCommandsStopped<T>(
  work: () => Promise<T>,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<T> {
  const token = randomBytes(16).toString("hex");
  write(`::stop-commands::${token}\n`);
  try {
    return await work();
  } finally {
    // The output may have ended mid-line.
    write(`\n::${token}::\n`);
  }
}
