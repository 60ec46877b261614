/**
 * The bot's private folders: where its copies of configuration live, out of the agent's reach, for
 * as long as the process that made them lives. The action and `ralph-bot run` remove them when
 * they exit ({@link removePrivateFoldersOnExit}), however they end.
 */
import { rmSync } from "node:fs";
import { mkdir, mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import { onExit } from "signal-exit";

/** The private folders this process made and has not removed yet. */
const made = new Set<string>();

/** A new private folder (mode 0700) for the bot's copies, inside `parent` (created when needed). */
export async function privateFolder(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(join(parent, "ralph-git-"));
  made.add(folder);
  return folder;
}

/** Removes every private folder this process made, synchronously (an exit handler can run nothing else); never throws. */
export function removePrivateFolders(): void {
  for (const folder of made) {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // Nothing more can be done on the way out; the folder stays where the runner's clean-up finds it.
    }
    made.delete(folder);
  }
}

/**
 * Removes the private folders when the process exits: at its natural end, at `process.exit`, and
 * on a signal no other listener handles (after which the signal ends the process as it would have).
 * Call it before any other signal listener is added: a listener added earlier that removes itself
 * when called (`process.once`) would leave this one alone to end the process at once.
 */
export function removePrivateFoldersOnExit(): void {
  onExit(() => removePrivateFolders());
}
