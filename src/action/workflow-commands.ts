/**
 * Keeps what the agent and the verify command print from acting as workflow commands. The runner
 * reads every stdout line of the step that starts with `::` as a command (`::add-mask::`,
 * `::error::`, `::set-env`, …), and the action streams their output to the job log. GitHub's
 * documented `::stop-commands::<token>` turns that off until the same token comes back; the token
 * is random per call and never reaches the agent, so the agent cannot turn commands on again.
 */
import { randomBytes } from "node:crypto";

/**
 * Runs `work` with workflow commands stopped in the job log, and turns them on again when it
 * settles. The bot's own log lines printed meanwhile (e.g. a heartbeat warning) show as plain text.
 * @param write where the runner reads commands (the step's stdout).
 */
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
