/**
 * Keeps what the agent and the verify command print from acting as workflow commands (`::…`):
 * [`::stop-commands::<token>`](https://docs.github.com/en/actions/using-workflows/workflow-commands-for-github-actions#stopping-and-starting-workflow-commands)
 * with a random token the agent never sees.
 */
import { randomBytes } from "node:crypto";

/** Runs `work` with workflow commands stopped in the job log (`write`: the step's stdout), and turns them on again after. */
export async function withWorkflowCommandsStopped<T>(
  work: () => Promise<T>,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<T> {
  const token = randomBytes(16).toString("hex");
  write(`::stop-commands::${token}\n`);
  try {
    return await work();
  } finally {
    // A new line first: the output may have ended mid-line, and the token must start its own line.
    write(`\n::${token}::\n`);
  }
}
