/**
 * The bot's private folders: where its copies of configuration live, out of the agent's reach.
 */
import { mkdir, mkdtemp } from "node:fs/promises";
import { join } from "node:path";

/** A new private folder (mode 0700) for the bot's copies, inside `parent` (created when needed). */
export async function privateFolder(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, "ralph-git-"));
}
