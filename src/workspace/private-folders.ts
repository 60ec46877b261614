/** The bot's private folders, out of the agent's reach, removed when the process exits. */
import { rmSync } from "node:fs";
import { mkdir, mkdtemp } from "node:fs/promises";
import { join } from "node:path";
import { onExit } from "signal-exit";

const made = new Set<string>();

/** Mode 0700. */
export async function privateFolder(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(join(parent, "ralph-git-"));
  made.add(folder);
  return folder;
}

/** Synchronously: an exit handler can run nothing else. */
export function removePrivateFolders(): void {
  for (const folder of made) {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // The folder stays where the runner's clean-up finds it.
    }
    made.delete(folder);
  }
}

/** Call it before any other signal listener is added. */
export function removePrivateFoldersOnExit(): void {
  onExit(() => removePrivateFolders());
}
